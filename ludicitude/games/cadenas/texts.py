"""Cadenas in words: the log of events, short labels of actions, the rulings in brief."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, NamedTuple

from ludicitude.core.game import Event
from ludicitude.core.series import ScoreSeries, sample_scores
from ludicitude.core.i18n import N_, _, n_
from ludicitude.phones.words import counted
from ludicitude.games.cadenas.events import Crossed, GameEnded, GreyBoxTaken, Locked, Passed, Rolled, RowClosed
from ludicitude.games.cadenas.rules import (
    GREY_BOXES,
    PENALTY_AS_WRITTEN,
    POINTS_PER_GREY_BOX,
    ROW_INDEX,
    ROW_NAMES,
    Cross,
    EndReason,
    CrossPair,
    Pass,
    State,
)

#: a row as a heading on the sheet
ROW_TITLES = {"red": N_("Red"), "yellow": N_("Yellow"), "green": N_("Green"), "blue": N_("Blue")}
#: a die's colour, as in "the red die"
DIE_COLOURS = {"red": N_("red"), "yellow": N_("yellow"), "green": N_("green"), "blue": N_("blue")}


def row_name(row: str) -> str:
    """``row`` as it sits inside a sentence ("the red row")."""
    return _(ROW_NAMES[row])


def row_title(row: str) -> str:
    """``row`` as a heading ("Red")."""
    return _(ROW_TITLES[row])


def die_colour(row: str) -> str:
    """The colour of ``row``'s die as an adjective ("red")."""
    return _(DIE_COLOURS[row])


def _name(names: Sequence[str], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return _("Player {number}").format(number=seat + 1 if isinstance(seat, int) else "?")


def describe(event: Event, names: Sequence[str]) -> str:
    """One event of the log in the current language."""
    match event:
        case Rolled(seat=seat, whites=(first, second), colours=faces):
            colours = ", ".join(
                _("{colour} {face}").format(colour=die_colour(row), face=face) for row, face in faces.items())
            return _("{name} rolls: white {first} and {second} (sum {total}); {colours}.").format(
                name=_name(names, seat), first=first, second=second, total=first + second, colours=colours)
        case Crossed(seat=seat, action=1, row=row, number=number):
            return _("{name} crosses {number} in {row}.").format(
                name=_name(names, seat), number=number, row=row_name(row))
        case Crossed(seat=seat, row=row, number=number, white=white, colour=face):
            return _("{name} crosses {number} (white {white} + {colour} {face}) in {row}.").format(
                name=_name(names, seat), number=number, white=white,
                colour=die_colour(row), face=face, row=row_name(row))
        case Passed(seat=seat, action=1):
            return _("{name} crosses nothing with the white sum.").format(name=_name(names, seat))
        case Passed(seat=seat):
            return _("{name} skips action 2.").format(name=_name(names, seat))  # the button's name
        case Locked(seat=seat, row=row):
            return _("{name} locks {row}: the lock box counts as one more cross.").format(
                name=_name(names, seat), row=row_name(row))
        case GreyBoxTaken(seat=seat, count=count):
            return _("{name} crosses a grey box ({count} of {most}): −{points} points.").format(
                name=_name(names, seat), count=count, most=GREY_BOXES, points=POINTS_PER_GREY_BOX)
        case RowClosed(row=row):
            return _("Locked: {row} is closed for everyone and the {colour} die leaves the game.").format(
                row=row_name(row), colour=die_colour(row))
        case GameEnded(reason=reason, winners=winners, scores=scores):
            return end_text(reason, winners, scores, names)
    return event.kind


def since_told(events: Sequence[Event], seat: int, names: Sequence[str]) -> list[str]:
    """What the dice panel tells ``seat`` at the start of their turn (``events``: those since
    ``seat`` last acted), in words: the others' crosses, passes with a coloured die, locks, grey
    boxes and closed rows. Left out: ``seat``'s own moves (it made them), the rolls (each cross
    says its numbers) and "crosses nothing with the white sum" (nothing changed)."""
    return [describe(e, names) for e in events if getattr(e, "seat", None) != seat and not isinstance(e, Rolled)
            and not (isinstance(e, Passed) and e.action == 1)]


def notice(event: Event, names: Sequence[str]) -> str:
    """A lock, a closed row or a grey box in a few words, for the announcement beside the dice
    (``describe`` gives the whole sentence, for the log); other events: an empty string."""
    match event:
        case Locked(seat=seat, row=row):
            return _("{name} locks {row}!").format(name=_name(names, seat), row=row_name(row))
        case RowClosed(row=row):
            return _("Closed for everyone: {row}; the {colour} die leaves.").format(
                row=row_name(row), colour=die_colour(row))
        case GreyBoxTaken(seat=seat):
            return _("{name} crosses a grey box: −{points}.").format(
                name=_name(names, seat), points=POINTS_PER_GREY_BOX)
    return ""


def why_ended(state: Any, names: Sequence[str]) -> str:
    """Why the game ended, in the rule card's words (the end screen's line)."""
    end = next((e for e in reversed(state.events) if isinstance(e, GameEnded)), None)
    if end is not None and end.reason == EndReason.GREY_BOXES.value:
        seat = next((s for s in range(state.num_seats) if state.grey[s] >= GREY_BOXES), None)
        if seat is not None:
            return _("{name} has used up all four grey boxes: the game stops at once.").format(
                name=_name(names, seat))
        return _("A player has used up all four grey boxes: the game stops at once.")
    return _("Two rows have been locked: the game stops at once.")


def end_text(reason: str, winners: Sequence[int], scores: Sequence[int],
             names: Sequence[str]) -> str:
    """Why the game ended (an ``EndReason`` value) and who won."""
    why = (_("Two rows have been locked: the game stops at once.") if reason == EndReason.LOCKS.value
           else _("A player has used up all four grey boxes: the game stops at once."))  # the card's words
    if not winners:
        return why
    points = scores[winners[0]]
    if len(winners) == 1:
        who = _("{name} wins with {points} points.").format(
            name=_name(names, winners[0]), points=points)
    else:
        who = _("{names} share the win with {points} points.").format(
            names=", ".join(_name(names, s) for s in winners), points=points)
    return _("{why} {who}").format(why=why, who=who)


def action_label(action: Any, view: State | None = None, seat: int | None = None) -> str:
    """A short label for a button, the coach or a menu: with ``view``, the number and the grey-box
    cost. Not crossing has one name a moment, the buttons' own: in action 1 the roller's "Done"
    (the others' "No cross"), in action 2 "Skip", its cost written as its button writes it
    ("Skip (E) −5", ``end_label``)."""
    if isinstance(action, Cross):
        if view is None:
            return _("Cross the white sum in {row}").format(row=row_name(action.row))
        return _("Cross {number} in {row}").format(number=view.white_sum, row=row_name(action.row))
    if isinstance(action, CrossPair):
        if view is None:
            return _("Cross a white die + the {colour} die in {row}").format(
                colour=die_colour(action.row), row=row_name(action.row))
        face = view.colours[ROW_INDEX[action.row]]
        white = view.whites[action.white]
        return _("Cross {white} + {face} = {number} in {row}").format(
            white=white, face=face, number=white + (face or 0), row=row_name(action.row))
    if isinstance(action, Pass):
        grey = view is not None and pass_costs_grey_box(view)
        if view is not None and view.action == 2:
            return _("Skip action 2 −{points}").format(points=POINTS_PER_GREY_BOX) if grey \
                else _("Skip action 2")
        if view is not None and seat in (None, view.active):
            return done_label(True, False) if grey else _("Done (no cross)")  # as its button says it
        return _("No cross")
    return str(action)


def pass_costs_grey_box(view: State) -> bool:
    """Whether passing now makes the player to act cross a grey box (RULINGS.md, penalty)."""
    if view.is_over or view.to_act != (view.active,):
        return False
    if view.options["penalty"] == PENALTY_AS_WRITTEN:
        return True
    return view.action == 2 and not view.active_crossed


def phase_text(view: State, names: Sequence[str]) -> str:
    """Who chooses now and what: the banner of the hot-seat table."""
    if view.is_over:
        return _("The game is over.")
    seat = view.to_act[0]
    if view.action == 1:
        return _("{name}: cross the white sum {total} in one row, or no cross.").format(
            name=_name(names, seat), total=view.white_sum)
    return _("{name}: cross one white die + one coloured die in that colour's row, or skip action 2.").format(
        name=_name(names, seat))


def turn_text(view: State, names: Sequence[str]) -> str:
    """A short line for the banner: who chooses now, in which action (action 1 in the live
    game's words, ``shared_text``: the replay tells it as the table saw it)."""
    if view.is_over:
        return _("The game is over.")
    if view.action == 1:
        return shared_text(view, names)
    return _("{name}: action 2, a white die + a coloured die").format(name=_name(names, view.to_act[0]))


def shared_text(view: State, names: Sequence[str], *, closer_is_computer: bool = False) -> str:
    """The banner of action 1, everyone at once, as what is happening: the white sum for
    everyone, then who closes the step (any person at the table when the active player is a
    computer). Never "…: Ana says Done", which reads as if she had said it; short enough to
    stand beside the banner's keys at 4:3 with a long name."""
    if closer_is_computer:
        return _("Action 1: white sum {total} for all, then Done once you have crossed").format(
            total=view.white_sum)
    return _("Action 1: white sum {total} for all, then {name} says Done").format(
        total=view.white_sum, name=_name(names, view.active))


def longest_titles(names: Sequence[str]) -> list[str]:
    """The banner's longest titles, which size its type once for the game (``TableChrome.title_px``):
    action 1 at a two-digit sum, and action 2, for each player."""
    return [_("Action 1: white sum {total} for all, then Done once you have crossed").format(total=12),
            *(_("Action 1: white sum {total} for all, then {name} says Done").format(total=12, name=n) for n in names),
            *(_("{name}: action 2, a white die + a coloured die").format(name=n) for n in names)]


def banner(view: State, names: Sequence[str], *, rolling: int | None, sharing: bool,
           closer_is_computer: bool) -> tuple[str, int | None]:
    """The banner's words and whose colours it wears: who rolls while their dice tumble
    (``rolling``: their seat; no sum to tell yet), the white sum for everyone (named after the
    one who closes), else who chooses."""
    if rolling is not None:
        return _("{name} rolls the dice…").format(name=_name(names, rolling)), rolling
    if sharing:
        return shared_text(view, names, closer_is_computer=closer_is_computer), view.active
    return turn_text(view, names), view.to_act[0] if view.to_act else None


class Hint(NamedTuple):
    """One paragraph of what to do, under the dice: ``strong`` (drawn in full colour) or not;
    ``optional``: 0 for what a player must read (whose move, what to press), else a tip that
    gives way when room runs short, the highest first (``pieces.draw_hints``): in its ``short``
    words if it has some, then left out."""

    text: str
    strong: bool = False
    bold: bool = False
    optional: int = 0
    short: str = ""


def shared_hint(view: State, names: Sequence[str], closing_costs: bool,
                closer_is_computer: bool = False, closer_on_phone: bool = False, done_key: str = "P") -> list[Hint]:
    """What to do in action 1: how to cross on your own sheet, or do nothing (a tip: the boxes
    to click are lit; in its short words at any count of players), then who says Done and how
    (the grey box it costs the active player with nothing crossed, said plainly with its points, and
    ``done_key``, the one key that presses Done free or costly, as its button names it)."""
    name = _name(names, view.active)
    how = Hint(_("Everyone: click a lit box (or key 1-6, on the corner), or nothing."), optional=1)
    # who closes the step and how: what to press, in bold (the how-to and the tips around it read
    # as the manual they are, this as the prompt)
    if closer_is_computer:  # the computer has chosen: whoever is done last at the table closes
        return [how, Hint(_("Then anyone: Done ({key}).").format(key=done_key), bold=True)]
    if closer_on_phone:  # Enter here does nothing for a seat played from a phone
        return [how, Hint(_("Then {name}: Done, on their phone.").format(name=name), bold=True)]
    if closing_costs:  # Done as its button says it: its key (never Enter) and the grey box's points
        return [how, Hint(_("Then {name}: Done ({key}): a grey box, −{points}.").format(
            name=name, key=done_key, points=POINTS_PER_GREY_BOX), bold=True)]
    return [how, Hint(_("Then {name}: Done ({key}).").format(name=name, key=done_key), bold=True)]


#: the keys the hints name, as the screen declares them (``scene.declare_keys``: ``panel_hints(keys=...)``)
HINT_KEYS = {"white": "W", "end": "E", "pass": "E", "done": "P"}


def then_hint(view: State, names: Sequence[str], end_key: str = "E") -> Hint:
    """How the active player says Done and makes their action-2 cross in one click, in the same
    few words at any count of players (the rules screen tells it at length): a tip, the first to
    go when room runs short."""
    return Hint(_("Ringed box: Done and cross it; {key}: skip action 2.").format(key=end_key), optional=2)


def done_label(costs_grey_box: bool, asked: bool, key: str = "P") -> str:
    """The button that closes action 1, with the one key that presses it every turn (``key``, P:
    Enter presses it too while it is free, as the primary's yellow fill shows, but never when it
    costs a grey box, so the label names the key that works both ways); when it costs the active
    player a grey box, the points too, written as "Skip" writes its own ("Done (P) −5"), asked
    again after a first press."""
    if not costs_grey_box:
        return _("Done ({key})").format(key=key)
    if asked:
        return _("Sure? Grey box")
    return _("Done ({key}) −{points}").format(key=key, points=POINTS_PER_GREY_BOX)


def asked_again(grey_boxes: int | None, *, ring: bool, ends: bool, key: str = "E") -> str:
    """What a first press that costs grey boxes says, on one line of the banner: that it ends
    the game (``ends``: the player's fourth grey box), else how to confirm it, for "Skip"
    (``grey_boxes``, its ``key``) or a ringed box without a cross of the white sum (``ring``: the same box
    again); Done's own label says it all."""
    if ends:
        return _("That fourth grey box ends the game.")
    if ring:
        return _("Without a cross of the white sum this costs a grey box: click that box again.")
    if grey_boxes is None:
        return ""
    if grey_boxes == 1:
        return _("This costs a grey box: press it again ({key}).").format(key=key)
    return _("This costs {count} grey boxes: press it again ({key}).").format(count=grey_boxes, key=key)


def end_label(grey_boxes: int, asked: bool, key: str = "E") -> str:
    """The "Skip" button, in action 1 (Done, then a pass of action 2) and in action 2 alike:
    its one name, its one key and the points its grey boxes cost ("Skip (E) −5", two lines
    at most in a narrow panel), asked again after a first press ("action 2" is never cut in two)."""
    if asked:
        return _("Sure? Grey box") if grey_boxes == 1 else _("Sure? {count} grey boxes").format(count=grey_boxes)
    if not grey_boxes:
        return _("Skip ({key})").format(key=key)
    return _("Skip ({key}) −{points}").format(key=key, points=POINTS_PER_GREY_BOX * grey_boxes)


def panel_hints(view: State, names: Sequence[str], *, sharing: bool, closing_costs: bool, chooser: int | None,
                pending: Any, white_pick: int | None, nothing_lit: bool,
                rolling: bool, closer_is_computer: bool = False, telling: bool = False,
                then: bool = False, closer_on_phone: bool = False,
                keys: Mapping[str, str] = HINT_KEYS) -> list[Hint]:
    """What to do now, under the dice: paragraphs in reading order, the tips marked (``Hint``).
    ``telling``: the panel also tells the others' moves since the player's last turn, above these
    (what just happened, then whose move and what to do), and the white sum's how-to gives way
    (it was on show in every turn before); ``then``: the active player's sheet rings action 2's
    boxes, which a tip explains, never last: right before the last paragraph (who says Done, or
    what everyone does); ``keys``: the screen's keys the hints name (``HINT_KEYS``)."""
    if sharing:
        hints = [p for p in shared_hint(view, names, closing_costs, closer_is_computer, closer_on_phone, keys["done"])
                 if p.strong or p.bold or not telling]
        at = max(0, len(hints) - 1)
        return hints[:at] + [then_hint(view, names, keys["end"])] * then + hints[at:]
    if chooser is not None and pending is not None:  # a pass pencilled: asked in its button's words
        choice = (end_label(int(pass_costs_grey_box(view)), False, keys["pass"]) if isinstance(pending, Pass)
                  else action_label(pending, view))
        return [Hint(_("{choice}?").format(choice=choice), True, True),
                Hint(_("Enter confirms; another lit box changes it; Esc takes it back."))]
    if chooser is not None and white_pick is not None:
        return [Hint(_("White {face} picked: now a coloured die (keys 1-4) or a lit box; {key} changes it, Esc puts "
                       "it back.").format(face=view.whites[white_pick], key=keys["white"]), True)]
    if chooser is not None and nothing_lit:
        return [Hint(_("Nothing to cross this time: action 2 passes by itself."))]
    if chooser is not None:
        return [Hint(_("Click a lit box, or {white} then 1-4 for a white and a coloured die; {pass_key}: "
                       "skip action 2.").format(white=keys["white"], pass_key=keys["pass"]))]
    if rolling:
        return rolling_hints(view, names)
    return [Hint(_("{name} is choosing…").format(name=_name(names, view.to_act[0])))]


def rolling_hints(view: State, names: Sequence[str]) -> list[Hint]:
    """The panel while the dice tumble: whose roll, what the table does once they land (the two
    actions, named for this turn) and who rolls next (the banner says how to land them at once);
    never the roll itself, which is told once the dice rest."""
    name = _name(names, view.active)
    after = _name(names, (view.active + 1) % view.num_seats)
    return [Hint(_("{name} rolls the dice…").format(name=name), True, True),
            Hint(_("When they land, action 1: everyone may cross the sum of the two white dice in one row "
                   "of their own sheet.")),
            Hint(_("Then action 2: {name} alone may cross a white die plus a coloured die, in that "
                   "colour's row.").format(name=name)),
            Hint(_("Next to roll: {name}.").format(name=after), optional=1)]


def rolling_line() -> str:
    """The banner's second line while the dice tumble: how to land them at once."""
    return _("Enter, Space or a click: the dice land at once.")


def rules_summary() -> list[str]:
    """The rulings a player would ask about, in our own words (RULINGS.md "Cadenas")."""
    return [
        _("On your turn the dice still in play are rolled."),
        _("Action 1: everyone, you first, may cross the sum of the two white dice in one row."),
        _("Action 2: you alone may cross one white die plus one coloured die in that colour's row."),
        _("On the screen: everyone clicks a lit box on their own sheet, all at once; then the roller "
          "says Done (P), or clicks a box ringed in black (Done and that action-2 cross), or Skip "
          "(E): no action 2."),
        _("Red and yellow run 2 to 12, green and blue 12 to 2; boxes left of a cross are closed."),
        _("The last box of a row needs at least 5 crosses before it; crossing it also crosses "
          "the lock, which counts as a cross."),
        _("A locked row closes for everyone at the end of the action and its die leaves the "
          "game; several players may lock the same row in the same action 1."),
        _("As written: a grey box for each of your two actions without a cross. Classic: one "
          "grey box only for a turn without any cross. The others never take grey boxes."),
        _("The game ends at the end of the action that locks a second row or fills a fourth "
          "grey box."),
        _("n crosses in a row score n(n+1)/2; each grey box costs 5; ties share the win."),
    ]


def progress(state: Any) -> str:
    """How far a saved game has gone, for the Saved games list: turns played, rows locked."""
    turn = sum(1 for e in state.events if isinstance(e, Rolled))
    locked = len(state.closed)
    return n_("Turn {turn}, {locked} row locked", "Turn {turn}, {locked} rows locked", locked).format(
        turn=turn, locked=locked)


def step_of(state: Any) -> Any:
    """What changes from one turn to the next (the active player): the chart's steps, the replay's Up/Down."""
    return state.active


def score_series(states: Iterable[Any]) -> ScoreSeries:
    """Each player's total by turn (a turn is one active player's roll), for the end screen's chart."""
    return sample_scores(states, step_of, N_("Turn"),
                         lambda s: sum(1 for e in s.events if isinstance(e, Rolled)) - 1)


def phone_words() -> dict[str, Any]:
    """Every word of this game's screen on the phone (``phone.js``), in the app's language."""
    return {
        "cad_white": _("White sum {total}: cross it in one row of your sheet, or not."),
        "cad_pencilled": _("You cross {number} in {row}. Tap it again to take it back."),
        "cad_done": _("Done: the table moves on"),
        "cad_done_grey": _("Done without a cross: a grey box"),
        "cad_wait_done": _("{name} says Done when everyone has crossed."),
        "cad_action2": _("Your action 2: a white die plus a coloured die, in that colour's row."),
        "cad_pick": _("Tap a lit box, then confirm."),
        "cad_pass": _("Skip action 2"),  # action 2's pass: the big screen's name for it
        "cad_pass_grey": _("Skip action 2: a grey box"),
        "cad_grey": counted(lambda n: n_("{count} grey box of 4 (−5 each)", "{count} grey boxes of 4 (−5 each)", n), 4),
        "cad_closed": _("closed"),
    }


def phone_facts(view: State, seat: int, names: Sequence[str]) -> dict[str, Any]:
    """What the phone's sheet needs in words: the rows' names, and whether a pass costs a grey box."""
    return {"rows": {row: row_title(row) for row in ("red", "yellow", "green", "blue")},
            "pass_costs": seat == view.active and pass_costs_grey_box(view)}
