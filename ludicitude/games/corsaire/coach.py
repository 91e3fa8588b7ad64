"""The coach at Corsaire: the expert's reroll, stop or plan for the player to act, and one
line of why (``core/coach.py``), in gold and crossed bones."""

from __future__ import annotations

from collections.abc import Sequence

from ludicitude.core.coach import Advice, expert_action
from ludicitude.core.i18n import _
from ludicitude.games.corsaire import texts
from ludicitude.games.corsaire.bots import make_bot
from ludicitude.games.corsaire.rules import (
    BUST_CROSSES, CROSSED_BONES, Reroll, Resolve, State, StepKind, pair_count, settle,
)


def plan_why(view: State, seat: int, action: Resolve, names: Sequence[str]) -> str:
    """Why a plan: the gold it brings, and from whom (``rules.settle`` on the view's amounts)."""
    _steps, _bank, _king, gold, _ends = settle(action.plan, seat, view.bank, view.king_share, view.gold)
    gain = gold[seat] - view.gold[seat]
    robbed = [s for s in range(view.num_seats) if s != seat and gold[s] < view.gold[s]]
    richest = max((view.gold[s] for s in range(view.num_seats) if s != seat), default=0)
    if robbed and view.gold[robbed[0]] == richest:
        return _("It brings you {gain} gold, taken from {victim}, the richest rival.").format(
            gain=gain, victim=names[robbed[0]])
    if robbed:
        return _("It brings you {gain} gold, taken from {victim}.").format(gain=gain, victim=names[robbed[0]])
    if any(step.kind is StepKind.CANNON for step in action.plan):
        return _("It brings you {gain} gold from the Bank (the King takes as much).").format(gain=gain)
    return _("It brings you {gain} gold: the best of the plans the dice allow.").format(gain=gain)


def advise(view: State, seat: int, names: Sequence[str]) -> Advice:
    """The expert's choice for ``seat`` (the active player in ``view`` = ``state.view(seat)``)
    and why."""
    action = expert_action(make_bot, view, seat)
    what = texts.action_label(action, names)
    bones = view.faces.count(CROSSED_BONES)
    if isinstance(action, Reroll):
        kept = [f for i, f in enumerate(view.faces) if i not in action.dice and f != CROSSED_BONES]
        keep = _("Keep {kept}").format(kept=texts.faces_text(kept)) if kept else _("Reroll everything you may")
        if bones == 0:
            risk = _("no crossed bones yet, so a reroll risks little.")
        elif bones < BUST_CROSSES - 1:
            risk = _("one crossed bone of three: a reroll is still worth it.")
        else:
            risk = _("two crossed bones already: a third ends the turn, but the pairs to make are worth it.")
        why = _("{keep}; {risk}").format(keep=keep, risk=risk)
    elif isinstance(action, Resolve):
        why = plan_why(view, seat, action, names)
    else:
        why = _("Pairs on the table: {pairs}; crossed bones: {bones} of {bust}. A reroll risks more than it adds.")
        why = why.format(pairs=pair_count(view.faces), bones=bones, bust=BUST_CROSSES)
    return Advice(action, what, why)
