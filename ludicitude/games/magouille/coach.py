"""The coach at Magouille: the expert's face for a player's secret die, and one line of why
(``core/coach.py``). Shown on that player's own private screen only (docs/ui-guide.md, "The
coach"): the advice is as secret as the face."""

from __future__ import annotations

from collections.abc import Sequence

from ludicitude.core.coach import Advice, expert_action
from ludicitude.core.i18n import _
from ludicitude.games.magouille import texts
from ludicitude.games.magouille.bots import make_bot
from ludicitude.games.magouille.rules import FIRST_SECRET, SetFace, State


def advise(view: State, seat: int, names: Sequence[str]) -> Advice:
    """The expert's face for ``seat`` (choosing in secret in ``view`` = ``state.view(seat)``)
    and why."""
    action = expert_action(make_bot, view, seat)
    what = texts.action_label(action, names)
    if not isinstance(action, SetFace):
        return Advice(action, what, _("The table talks now: nothing is chosen yet."))
    face, score = action.face, view.scores_list[seat]
    if view.step == FIRST_SECRET:
        if face <= 2:
            why = _("You pay the face you show: {face} costs little and keeps the minimum total low.").format(face=face)
        else:
            why = _("A bigger minimum total is a bigger prize: with {score} points, {face} is worth paying.").format(
                score=score, face=face)
    else:
        minimum = view.minimum_total or 0
        if face <= 2:
            why = _("The smallest face shown alone scores {total}: {face} is likely to be alone and smallest.").format(
                total=minimum, face=face)
        else:
            why = _("The others may go low together and cancel out: {face} alone could score {total}.").format(
                face=face, total=minimum)
    return Advice(action, what, why)
