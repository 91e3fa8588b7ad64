"""Quatre Cartes in words: events, action labels, the four cards and the rulings a player asks about.

No pygame here; every visible string goes through ``_`` (English source, French in
``locale/fr/cartes.po``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ludicitude.core.game import Event
from ludicitude.core.series import ScoreSeries, sample_scores
from ludicitude.core.i18n import N_, _, n_, signed, signed_change
from ludicitude.phones.words import counted
from ludicitude.games.cartes.events import (
    CardScored,
    Continued,
    GameOver,
    Placed,
    Rolled,
    RoundScored,
    RoundStarted,
    Stopped,
)
from ludicitude.games.cartes.rules import CARDS, IDEM, MAXI, NEUF, SUITE, Continue, Place, Stop, card_name

#: what each card accepts, as printed on it (rule card, "Explication des 4 cartes")
_ACCEPTS = {
    IDEM: N_("Same faces, at least 2 to open"),
    SUITE: N_("Faces in a row, at least 2 to open"),
    MAXI: N_("Any dice: the biggest total"),
    NEUF: N_("Total always a multiple of 9"),
}
#: how each card ranks its players (RULINGS.md, Quatre Cartes, "Ranking")
_RANKING = {
    IDEM: N_("Most dice, then the higher face"),
    SUITE: N_("Longest run, then the higher top face"),
    MAXI: N_("Largest total"),
    NEUF: N_("Largest total, then the higher die"),
}
#: the same without its tie-break, for a crowded card's foot (the rules screen tells it whole)
_SHORT_RANKING = {IDEM: N_("Most dice"), SUITE: N_("Longest run"), MAXI: N_("Largest total"), NEUF: N_("Largest total")}


def card_accepts_text(card: str) -> str:
    """What ``card`` accepts, in a short line for the card drawing."""
    return _(_ACCEPTS[card])


def card_ranking_text(card: str, short: bool = False) -> str:
    """How ``card`` ranks the players, in a short line for the card drawing; ``short``: without
    its tie-break, on a card too crowded for the whole sentence."""
    return _((_SHORT_RANKING if short else _RANKING)[card])


def scoring_line() -> str:
    """The scoring line every card shows."""
    return _("Best 5, second 3, others −5")


def faces_text(faces: Sequence[int]) -> str:
    """Dice faces as the table reads them: ``4 4 5``."""
    return " ".join(str(f) for f in faces)


def _names(seats: Sequence[int], names: Sequence[str]) -> str:
    return ", ".join(names[s] for s in seats)


def describe(event: Event, names: Sequence[str]) -> str:
    """One event of the log, in words, with ``names[seat]`` for each seat."""
    match event:
        case RoundStarted(round=round_, rounds=rounds, first=first):
            return _("Round {round} of {rounds}: {name} starts.").format(
                round=round_, rounds=rounds, name=names[first])
        case Rolled(seat=seat, faces=faces):
            return _("{name} rolls {faces}.").format(name=names[seat], faces=faces_text(faces))
        case Placed(seat=seat, faces=faces, card=card, combo=combo):
            return _("{name} puts {faces} on {card} (now {combo}).").format(
                name=names[seat], faces=faces_text(faces), card=card_name(card), combo=faces_text(combo))
        case Continued(seat=seat):
            return _("{name} continues: the other dice are for the next turn.").format(name=names[seat])
        case Stopped(seat=seat, take_back=take_back, faces=faces, forced=forced):
            name = names[seat]
            # with no dice left the stop is said in its own sentence, never a bare "(No dice left.)"
            if take_back is not None:
                # why take dice back: the card then scores 0 (a move undone, said bare, hid that)
                words = _("{name} has no dice left, stops and takes their dice back from {card} ({faces}) "
                          "to score 0 there.") if forced \
                    else _("{name} stops and takes their dice back from {card} ({faces}) to score 0 there.")
                return words.format(name=name, faces=faces_text(faces), card=card_name(take_back))
            return (_("{name} has no dice left and stops.") if forced else _("{name} stops.")).format(name=name)
        case CardScored():
            return card_result_text(event, names)
        case RoundScored(round=round_, totals=totals):
            return _("End of round {round}. Totals: {totals}.").format(
                round=round_, totals=", ".join(
                    _("{name} {points}").format(name=n, points=signed(t)) for n, t in zip(names, totals)))
        case GameOver(winners=winners, totals=totals):
            points = signed(totals[winners[0]])
            if len(winners) == 1:
                return _("{name} wins with {points} points.").format(name=names[winners[0]], points=points)
            return _("Shared win: {names}, with {points} points.").format(
                names=_names(winners, names), points=points)
    return event.kind


def turn_text(events: Sequence[Event], names: Sequence[str], *, short: bool = False) -> str:
    """One player's turn in one sentence, from its ``Placed`` events and the ``Continued`` or
    ``Stopped`` that ended it, if it has ended: "Bob puts 6 on Maxi, then stops and takes their
    dice back from Idem (3 3) to score 0 there"; ``short``: without the brackets (the log has
    them), as the banner and "Since your last turn" say it: one line at 1024x768. A take-back
    always says why (0 there): "puts 4 on Maxi, then takes back 4 from Maxi" read as a move undone."""
    placed = [e for e in events if isinstance(e, Placed)]
    ending = next((e for e in events if isinstance(e, (Continued, Stopped))), None)
    if not placed:
        return describe(ending, names) if ending is not None else ""
    what = ", ".join(_("{faces} on {card}").format(faces=faces_text(e.faces), card=card_name(e.card))
                     for e in placed)
    if ending is None:  # a turn still going on: a computer places one card at a time
        return _("{name} puts {placed}.").format(name=names[placed[0].seat], placed=what)
    name = names[ending.seat]
    if isinstance(ending, Continued):
        if short:
            return _("{name} puts {placed}, then continues.").format(name=name, placed=what)
        return _("{name} puts {placed}, then continues (the other dice are for the next turn).").format(
            name=name, placed=what)
    forced = ending.forced and not short  # no dice left: said inside the sentence
    if ending.take_back is None:
        words = _("{name} puts {placed}, then stops, with no dice left.") if forced \
            else _("{name} puts {placed}, then stops.")
        return words.format(name=name, placed=what)
    if short:
        return _("{name} puts {placed}, then stops and takes their dice back from {card} to score 0 there.").format(
            name=name, placed=what, card=card_name(ending.take_back))
    words = _("{name} puts {placed}, then, with no dice left, stops and takes their dice back from {card} "
              "({faces}) to score 0 there.") if forced else \
        _("{name} puts {placed}, then stops and takes their dice back from {card} ({faces}) to score 0 there.")
    return words.format(name=name, placed=what, faces=faces_text(ending.faces), card=card_name(ending.take_back))


def turns_since(events: Sequence[Event], seat: int, names: Sequence[str]) -> list[str]:
    """The others' turns that ended in ``events`` (those since ``seat`` last acted), one
    short sentence each (``turn_text``), oldest first; only this round's (the round's summary told
    the one before), never ``seat``'s own."""
    starts = [i for i, e in enumerate(events) if isinstance(e, RoundStarted)]
    lines: list[str] = []
    turn: list[Event] = []
    for e in events[starts[-1] + 1 if starts else 0:]:
        if isinstance(e, (Placed, Continued, Stopped)):
            turn.append(e)
        if isinstance(e, (Continued, Stopped)):
            if e.seat != seat:
                lines.append(turn_text(turn, names, short=True))
            turn = []
    return lines


def turns_gist(events: Sequence[Event], seat: int, names: Sequence[str]) -> tuple[str, ...]:
    """The others' turns of ``turns_since`` in one short line, where the strip has no room for
    them whole: how each ended, every player named ("Eve stops; Fatou, Ana, Bob continue (L:
    log)", then without the log's key); the dice they placed are on the cards."""
    stopped: list[int] = []
    going: list[int] = []
    starts = [i for i, e in enumerate(events) if isinstance(e, RoundStarted)]
    for e in events[starts[-1] + 1 if starts else 0:]:
        if isinstance(e, (Continued, Stopped)) and e.seat != seat:
            (stopped if isinstance(e, Stopped) else going).append(e.seat)
    parts = []
    if stopped:
        parts.append(n_("{names} stops", "{names} stop", len(stopped)).format(names=_names(stopped, names)))
    if going:
        parts.append(n_("{names} continues", "{names} continue", len(going)).format(names=_names(going, names)))
    if not parts:
        return ()
    turns = _("{stopped}; {going}").format(stopped=parts[0], going=parts[1]) if len(parts) == 2 else parts[0]
    return _("{turns} (L: log)").format(turns=turns), turns


def last_turn_text(events: Sequence[Event], names: Sequence[str]) -> str:
    """The turn that ended last in ``events`` (those of a round that has just ended), in words."""
    return last_turn_choices(events, names)[0]


def last_turn_choices(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """``last_turn_text``, then how that turn ended alone ("Bob stops": its dice are on the
    cards), for a banner too narrow for the whole turn (``TableChrome.one_line``)."""
    rolls = [i for i, e in enumerate(events) if isinstance(e, Rolled)]
    turn = events[rolls[-1] + 1:] if rolls else events
    return [turn_text(turn, names, short=True), *_ending_gist(turn, names)]


def _ending_gist(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """How the turn in ``events`` ended, in three words ("Bob stops"), or nothing if it goes on."""
    ending = next((e for e in events if isinstance(e, (Continued, Stopped))), None)
    if ending is None:
        return []
    words = n_("{names} stops", "{names} stop", 1) if isinstance(ending, Stopped) else \
        n_("{names} continues", "{names} continue", 1)
    return [words.format(names=names[ending.seat])]


def recent_text(events: Sequence[Event], names: Sequence[str], *, rolling: int | None = None) -> str:
    """What the table must read since the last turn began: the previous player's whole turn in
    one sentence (so a stop and its take-back stay told until the next player's turn ends), then
    "rolls the dice…" while the seat ``rolling``'s new roll tumbles (``events``: as the table has
    been told them, without that roll; once it lands, its faces are in the tray and the log), or
    what the player to act has placed so far (a computer, one card at a time). The round's
    number and who plays are in the banner's title."""
    return recent_choices(events, names, rolling=rolling)[0]


def recent_choices(events: Sequence[Event], names: Sequence[str], *, rolling: int | None = None) -> list[str]:
    """``recent_text``, then shorter words for a banner with no room for it on one line
    (``TableChrome.one_line``): what is going on now alone (the roll in the air, else what the
    player to act has placed), or the previous turn alone, then how that turn ended ("Bob
    stops": its dice are on the cards)."""
    rolls = [i for i, e in enumerate(events) if isinstance(e, Rolled)]
    if rolling is None and not rolls:
        return [describe(events[-1], names) if events else ""]
    if rolling is None:
        last = rolls[-1]
        before = events[rolls[-2] + 1:last] if len(rolls) > 1 else events[:last]
    else:  # the roll in the air is not in the events yet: the turn before it ends them
        last = len(events)
        before = events[rolls[-1] + 1:] if rolls else events
    if any(isinstance(e, RoundStarted) for e in before):  # a new round: its summary told the last one's end
        before = []
    ended = [e for e in before if isinstance(e, (Placed, Continued, Stopped))]
    lines = [turn_text(ended, names, short=True)]
    if rolling is not None:
        lines.append(_("{name} rolls the dice…").format(name=names[rolling]))
    else:
        lines.append(turn_text([e for e in events[last + 1:] if isinstance(e, Placed)], names))
    text = " ".join(line for line in lines if line)
    if not text:
        return [describe(events[last], names)]  # a round's first roll: nothing before it
    now = lines[1] if rolling is None else lines[0]  # a computer's placing; a roll in the air shows itself
    return [text, *(line for line in (now, *_ending_gist(ended, names)) if line and line != text)]


def card_result_text(event: CardScored, names: Sequence[str]) -> str:
    """How one card scored (a ``CardScored`` event), explained in words."""
    card = card_name(event.card)
    points = event.points
    held = [s for s, combo in enumerate(event.combos) if combo]
    if not held:
        return _("{card}: nobody placed dice here.").format(card=card)
    order = list(event.ranked) + [s for group in event.tied for s in group]
    results = ", ".join(
        _("{name} ({combo}) {points}").format(
            name=names[s], combo=faces_text(event.combos[s]), points=signed_change(points[s]))
        for s in order)
    if not event.tied:
        return _("{card}: {results}.").format(card=card, results=results)
    tied = "; ".join(_names(group, names) for group in event.tied)
    return _("{card}: {results}. Tied, so cancelled: {tied}.").format(
        card=card, results=results, tied=tied)


def why_ended(state: Any, names: Sequence[str]) -> str:
    """Why the game ended, in the rule card's words (the end screen's line)."""
    return n_("{rounds} round played, twice as many as there are players: the most points wins.",
              "{rounds} rounds played, twice as many as there are players: the most points wins.",
              state.rounds).format(rounds=state.rounds)


def action_label(action: Any, names: Sequence[str] | None = None) -> str:
    """A short label of an action, for buttons and the log."""
    if isinstance(action, Place):
        return _("{faces} on {card}").format(faces=faces_text(action.faces), card=card_name(action.card))
    if isinstance(action, Continue):
        return _("Continue")
    if isinstance(action, Stop):
        if action.take_back is None:
            return _("Stop")
        return _("Stop, take back {card}").format(card=card_name(action.take_back))
    return str(action)


def banner_text(state: Any, name: str, ended_round: int | None = None, *, playing: int | None = None) -> str:
    """The screen's title: the round ``ended_round`` just over (under its summary), the game
    over, or whose turn it is (``name``'s) in which round (``playing``: the round a roll in the
    air carries, else ``state``'s)."""
    if ended_round is not None:
        return _("Round {round} of {rounds} is over").format(round=ended_round, rounds=state.rounds)
    if state.is_over:
        return _("Game over")
    return _("{name}'s turn · round {round} of {rounds}").format(
        name=name, round=state.round_number if playing is None else playing, rounds=state.rounds)


def longest_titles(state: Any, names: Sequence[str]) -> list[str]:
    """The banner's longest titles, which size its type once for the game (``TableChrome.title_px``):
    each player's turn in the last round, and the last round over."""
    rounds = state.rounds
    turns = [_("{name}'s turn · round {round} of {rounds}").format(name=n, round=rounds, rounds=rounds) for n in names]
    return [*turns, _("Round {round} of {rounds} is over").format(round=rounds, rounds=rounds)]


def roll_hint(name: str, *, rolling: bool, dice_left: bool, pending: bool, go: str, stop: str) -> str:
    """What the person to act does now, over their roll: ``name`` rolls (while ``rolling``); with no
    dice left, stop; with placements ``pending``, they are not final yet; else how to play. ``go``
    and ``stop`` are the keys of Continue and Stop."""
    if rolling:
        return _("{name} rolls the dice…").format(name=name)
    if not dice_left:
        hint = _("No dice left to roll: press {stop} to stop (ringed dice can still be taken back).") \
            if pending else _("No dice left to roll: press {stop} to stop.")
    elif pending:
        hint = _("Ringed dice are not final until {go} or {stop}. Backspace or “Undo placement” returns "
                 "the last ones to the roll.")
    else:
        hint = _("Pick dice (click, or the letter under each), then a card (click, drag or I S M N). "
                 "{go} continues, {stop} stops, L shows the log.")
    return hint.format(go=go, stop=stop)


def take_back_label(key: str) -> str:
    """The stop choice's button on a card: taking its dice back (``key``) makes it score 0 (what
    it scores now is on the card, beside the player's dice); one line of a card's width at
    1024x768, so that the card keeps its dice and its scoring line over the button."""
    return _("Pick up ({key}) → 0").format(key=key)


def rules_summary() -> list[str]:
    """The rulings a player would ask about, in our own words."""
    return [
        _("Each turn, roll all your dice not yet placed and put at least one on the cards."),
        _("You may add dice to several cards in a turn; each card judges all the dice you add "
          "to it that turn together."),
        _("Your own dice on a card must stay legal and get strictly better: Idem same faces, "
          "Suite faces in a row, Neuf a multiple of 9, Maxi takes anything."),
        _("Idem and Suite need at least 2 dice the first time; a Suite may grow at either end."),
        _("After placing, continue (keep the rest for your next turn) or stop. A player with no "
          "dice left must stop."),
        _("When you stop, you may take back all your dice from one card."),
        _("When everyone has stopped, each card scores: best 5, second 3, others with dice −5, "
          "no dice 0."),
        _("Tied players cancel: the next players take 5 and 3, and the tied ones get −5."),
        _("The game lasts twice as many rounds as players; the first player moves one seat "
          "each round. Highest total wins; a tie is shared."),
        _("Keys: the letter under a die picks it. The letters skip C and I, which are Continue "
          "and the Idem card; I S M N are the cards, X stops, T keeps all your dice when you stop."),
    ]


__all__ = ["CARDS", "action_label", "card_accepts_text", "card_ranking_text", "card_result_text",
           "describe", "faces_text", "rules_summary", "scoring_line"]


def progress(state: Any) -> str:
    """How far a saved game has gone, for the Saved games list."""
    return _("Round {round} of {rounds}").format(round=state.round_number, rounds=state.rounds)


def step_of(state: Any) -> Any:
    """What changes from one round to the next: the chart's steps and the replay's Up/Down."""
    return state.round_number


def score_series(states: Iterable[Any]) -> ScoreSeries:
    """Each player's total by round, for the end screen's chart."""
    return sample_scores(states, step_of, N_("Round"), lambda s: s.round_number - 1)


def phone_words() -> dict[str, Any]:
    """Every word of this game's screen on the phone (``phone.js``), in the app's language."""
    return {
        "car_turn": _("Your roll: tap dice, then the card to put them on."),
        "car_picked": _("Tap the card to put them on."),
        "car_end": _("Placed. Roll again with your other dice, or stop."),
        "car_continue": counted(lambda n: n_("Roll again ({count} die left)", "Roll again ({count} dice left)", n)),
        "car_stop": _("Stop: keep every card"),
        "car_take": _("Stop and take back {card} (it scores 0)"),
        "car_stopped": _("You have stopped this round."),
        "car_hand": counted(lambda n: n_("{count} die still to roll", "{count} dice still to roll", n)),
    }
