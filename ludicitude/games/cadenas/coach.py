"""The coach at Cadenas: the expert's cross (or pass) for a player, and one line of why
(``core/coach.py``), read from that player's sheet: the boxes a cross leaves behind for good."""

from __future__ import annotations

from collections.abc import Sequence

from ludicitude.core.coach import Advice, expert_action
from ludicitude.core.i18n import _, n_
from ludicitude.games.cadenas import texts
from ludicitude.games.cadenas.bots import make_bot
from ludicitude.games.cadenas.rules import (
    LAST_POSITION, POINTS_PER_GREY_BOX, ROW_INDEX, Cross, CrossPair, State, position_of,
)


def skipped(view: State, seat: int, row: str, number: int) -> int:
    """How many boxes of ``row`` a cross of ``number`` leaves behind, never to be crossed."""
    marks = view.marks[seat][ROW_INDEX[row]]
    last = marks[-1] if marks else -1
    return position_of(row, number) - last - 1


def cross_why(view: State, seat: int, row: str, number: int) -> str:
    if position_of(row, number) == LAST_POSITION:
        return _("It locks {row}: the row scores its lock box, and the others can't cross there any more.").format(
            row=texts.row_name(row))
    count = skipped(view, seat, row, number)
    if count == 0:
        return _("It skips no box of {row}: every number left there can still be crossed.").format(
            row=texts.row_name(row))
    options = [a for a in view.legal_actions(seat) if isinstance(a, (Cross, CrossPair))]
    fewest = min(skipped(view, seat, a.row, number_of(view, a)) for a in options) if options else count
    if count <= fewest:
        return n_("It leaves {skipped} box behind, the fewest of the crosses open to you.",
                  "It leaves {skipped} boxes behind, the fewest of the crosses open to you.",
                  count).format(skipped=count)
    if view.crosses(seat, row) >= max(view.crosses(seat, r) for r in ROW_INDEX):
        return _("It builds {row}, your row with the most crosses: each cross there is worth more.").format(
            row=texts.row_name(row))
    return _("It keeps your other rows open for the numbers to come.")


def number_of(view: State, action: Cross | CrossPair) -> int:
    """The number ``action`` crosses."""
    if isinstance(action, Cross):
        return view.white_sum
    return view.whites[action.white] + (view.colours[ROW_INDEX[action.row]] or 0)


def advise(view: State, seat: int, names: Sequence[str]) -> Advice:
    """The expert's choice for ``seat`` (the player to act in ``view`` = ``state.view(seat)``)
    and why."""
    action = expert_action(make_bot, view, seat)
    what = texts.action_label(action, view, seat)
    if isinstance(action, (Cross, CrossPair)):
        why = cross_why(view, seat, action.row, number_of(view, action))
    elif texts.pass_costs_grey_box(view):
        why = _("Every box this would cross leaves too many behind: a grey box costs only {points}.").format(
            points=POINTS_PER_GREY_BOX)
    else:
        why = _("Every box this would cross leaves too many behind, and no cross costs nothing here.")
    return Advice(action, what, why)
