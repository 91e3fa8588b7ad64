"""The coach at Magouille: the expert's face for a player's secret die, and one line of why
(``core/coach.py``). Shown on that player's own private screen only (docs/ui-guide.md, "The
coach"): the advice is as secret as the face."""

from __future__ import annotations

from collections.abc import Sequence

from ludicitude.core.bots import Bot
from ludicitude.core.coach import Advice, expert_action
from ludicitude.core.i18n import _
from ludicitude.games.magouille import texts
from ludicitude.games.magouille.bots import make_bot
from ludicitude.games.magouille.rules import FIRST_SECRET, SetFace, State


def advise(view: State, seat: int, names: Sequence[str]) -> Advice:
    """The expert's face for ``seat`` (choosing in secret in ``view`` = ``state.view(seat)``)
    and why."""
    made: list[Bot] = []

    def keep(kind: str, seed: int) -> Bot:  # the expert asked, to read whether it laid the trap
        made.append(make_bot(kind, seed))
        return made[-1]

    action = expert_action(keep, view, seat)
    what = texts.action_label(action, names)
    if not isinstance(action, SetFace):
        return Advice(action, what, _("The table talks now: nothing is chosen yet."))
    face, score = action.face, view.scores_list[seat]
    minimum = view.minimum_total or 0
    if getattr(made[0], "trapping", False):  # a player holds the 1 (bots/magouille_hold.py)
        if view.step == FIRST_SECRET:
            why = _("A player shows 1 at every low reveal: paying {face} makes the minimum total too high "
                    "for a held 1, which then loses it.").format(face=face)
        else:
            why = _("The total will likely fall short of {total}: the held 1 is then the smallest face and "
                    "loses it, not your {face}.").format(total=minimum, face=face)
    elif view.step == FIRST_SECRET:
        if face <= 2:
            why = _("You pay the face you show: {face} costs little and keeps the minimum total low.").format(face=face)
        else:
            why = _("A bigger minimum total is a bigger prize: with {score} points, {face} is worth paying.").format(
                score=score, face=face)
    else:
        if face <= 2:
            why = _("The smallest face shown alone scores {total}: {face} is likely to be alone and smallest.").format(
                total=minimum, face=face)
        else:
            why = _("The others may go low together and cancel out: {face} alone could score {total}.").format(
                face=face, total=minimum)
    return Advice(action, what, why)
