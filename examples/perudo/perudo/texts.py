"""Perudo's events and rules in words, in the current language (the program's ``_``, with this
game's own French in ``locale/fr/perudo.po``). No pygame."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ludicitude.core.game import Event
from ludicitude.core.i18n import N_, _, n_
from ludicitude.core.series import ScoreSeries, sample_scores
from perudo.events import BidMade, CupRolled, DudoCalled, LostDie, Out, RoundBegun, Won
from perudo.rules import Bid, Dudo, State
from perudo.spec import SPEC

_FACES = {1: N_("ones"), 2: N_("twos"), 3: N_("threes"), 4: N_("fours"), 5: N_("fives"), 6: N_("sixes")}
_FACE = {1: N_("one"), 2: N_("two"), 3: N_("three"), 4: N_("four"), 5: N_("five"), 6: N_("six")}


def bid_text(quantity: int, face: int) -> str:
    """"four threes": at least four dice show 3."""
    if quantity == 1:
        return _("one {face}").format(face=_(_FACE[face]))
    return _("{count} {faces}").format(count=quantity, faces=_(_FACES[face]))


def dice_text(faces: Sequence[int]) -> str:
    return " ".join(str(f) for f in faces)


def describe(event: Event, names: Sequence[str]) -> str:
    match event:
        case RoundBegun(round=round_, starter=starter, dice=dice):
            return n_("Round {round}: everyone rolls in secret; {name} bids first ({count} die on the table).",
                      "Round {round}: everyone rolls in secret; {name} bids first ({count} dice on the table).",
                      sum(dice)).format(round=round_, name=names[starter], count=sum(dice))
        case CupRolled(seat=seat, faces=faces):
            return _("{name} rolls {dice} under the cup.").format(name=names[seat], dice=dice_text(faces))
        case BidMade(seat=seat, quantity=quantity, face=face):
            return _("{name} bids {bid}.").format(name=names[seat], bid=bid_text(quantity, face))
        case DudoCalled(caller=caller, bidder=bidder, quantity=quantity, face=face, count=count, held=held):
            text = _("{caller} calls Dudo on {bidder}'s {bid}: there are {count}.").format(
                caller=names[caller], bidder=names[bidder], bid=bid_text(quantity, face), count=count)
            return text + " " + (_("The bid holds.") if held else _("The bid was false."))
        case LostDie(seat=seat, left=left):
            return _("{name} loses a die ({left} left).").format(name=names[seat], left=left)
        case Out(seat=seat):
            return _("{name} has no dice left and is out.").format(name=names[seat])
        case Won(seat=seat):
            return _("{name} is the last with dice and wins.").format(name=names[seat])
    return ""


def action_label(action: Any) -> str:
    if isinstance(action, Dudo):
        return _("Dudo!")
    if isinstance(action, Bid):
        return _("Bid {bid}").format(bid=bid_text(action.quantity, action.face))
    return ""


def dudo_title(round_number: int) -> str:
    """The banner's title while a Dudo's cups are lifted: the round they were rolled in."""
    return _("Round {round} · Dudo: the cups are lifted").format(round=round_number)


def turn_text(view: State, names: Sequence[str]) -> str:
    if view.is_over:
        return _("{name} wins.").format(name=names[view.winners[0]])
    name = names[view.current]
    if view.bid is None:
        return _("{name} opens the bidding.").format(name=name)
    return _("{name}: raise {bidder}'s {bid}, or call Dudo.").format(
        name=name, bidder=names[view.bidder or 0], bid=bid_text(*view.bid))


def rules_summary() -> list[str]:
    return [
        _("{low} to {high} players, five dice each. At the start of every round everyone rolls in secret: "
          "each player sees only their own dice (behind the curtain, or on their phone).").format(
            low=SPEC.min_seats, high=SPEC.max_seats),  # the seats as the spec declares them, once
        _("The round's first player bids a quantity and a face: \"four threes\" means at least four "
          "dice on the whole table show 3."),
        _("Ones are wild: they count for every face, except in a bid on ones."),
        _("In turn, each player raises or calls \"Dudo\". A raise is a higher quantity of any face, or "
          "the same quantity of a higher face."),
        _("To bid on ones, the quantity may fall to half the current one, rounded up; to leave ones it "
          "must be at least double plus one."),
        _("On Dudo every die is shown and counted: if fewer dice match than bid, the bidder loses a die; "
          "otherwise the caller does."),
        _("The loser starts the next round. A player with no dice is out; the last player with dice wins."),
    ]


def why_ended(state: Any, names: Sequence[str]) -> str:
    """Why the game ended (the end screen's line)."""
    return _("Every other player has lost all their dice: the last player with dice wins.")


def progress(state: Any) -> str:
    return n_("Round {round}, {count} die on the table", "Round {round}, {count} dice on the table",
              state.total_dice).format(round=state.round, count=state.total_dice)


def dice_on_table(count: int) -> str:
    """How many dice are under the cups, all players together ("1 die", "2 dice")."""
    return n_("{count} die on the table", "{count} dice on the table", count).format(count=count)


def step_of(state: Any) -> Any:
    """What changes from one round to the next: the end screen's chart and the replay's steps."""
    return state.round


def score_series(states: Iterable[Any]) -> ScoreSeries:
    """Each player's dice by round, for the end screen's chart."""
    return sample_scores(states, step_of, N_("Round"), lambda s: s.round - 1, N_("Dice"))


def secrets(state: Any, names: Sequence[str]) -> str:
    """The dice under the cups, in words: what a replay shows of a finished game."""
    cups = [_("{name}: {dice}").format(name=names[s], dice=dice_text(c)) for s, c in enumerate(state.cups) if c]
    return _("Under the cups: {cups}").format(cups=", ".join(cups)) if cups else ""


def phone_words() -> dict[str, str]:
    """Every word of Perudo's screen on the phone (``phone.js``), in the app's language."""
    return {
        "pe_cup": _("Your dice"),
        "pe_open": _("Open the bidding: choose a quantity and a face."),
        "pe_raise": _("Raise the bid, or call Dudo."),
        "pe_on_table": _("On the table: {bid} by {name}"),
        "pe_dice": _("{count} dice on the table"),
        "pe_bid": _("Bid {bid}"),
        "pe_dudo": _("Dudo!"),
        "pe_more": _("More"),
        "pe_less": _("Fewer"),
    }


def phone_facts(view: State, seat: int, names: Sequence[str]) -> dict[str, Any]:
    """Each legal bid in words, and the bid on the table."""
    bids = [a for a in view.legal_actions(seat) if isinstance(a, Bid)]
    return {"bids": [{"quantity": a.quantity, "face": a.face, "text": bid_text(a.quantity, a.face)} for a in bids],
            "bid": None if view.bid is None else bid_text(*view.bid),
            "bidder": None if view.bidder is None else names[view.bidder]}
