"""The active player's pending choice before they confirm it, and its undo (pure, no pygame).

While rolling, the player picks the dice to reroll; while applying their results, they choose
a plan: which dice pair, in what order, and whom each Skull robs. Until R, S or A confirm it,
any of these changes may be taken back, one at a time. The rules core decides what is legal
(``legal_plans``) and which plan to propose first (``proposed_plan``); this only keeps the
choice on show and its history.

The rules' plan steps are typed (``rules.PlanStep``, with its ``StepKind``): the screen
reads their fields, never a position in a tuple.
"""

from __future__ import annotations

from collections.abc import Sequence

from ludicitude.core.i18n import _
from ludicitude.games.corsaire import rules
from ludicitude.games.corsaire.rules import CANNON, CROSSED_BONES, SKULL, Plan, PlanStep, StepKind

__all__ = ["Plan", "PlanStep", "StepKind", "Turn", "dice_groups", "pairing"]


def pairing(plan: Sequence[PlanStep]) -> tuple[tuple[object, ...], ...]:
    """Which dice pair, whatever the order and the victims."""
    return tuple(sorted((s.kind.value, s.coin) if s.is_pair else (s.kind.value,) for s in plan))


def dice_groups(faces: Sequence[int], plan: Sequence[PlanStep]) -> tuple[list[list[int]], list[int]]:
    """Which dice (positions) make each result of ``plan``, and the dice left over."""
    free = list(range(len(faces)))
    groups: list[list[int]] = []
    for step in plan:
        if step.is_pair:
            weapon = CANNON if step.kind is StepKind.CANNON else SKULL
            coin_die = next(i for i in free if faces[i] == step.coin)
            free.remove(coin_die)
            weapon_die = next(i for i in free if faces[i] == weapon)
            free.remove(weapon_die)
            groups.append([coin_die, weapon_die])
        else:
            groups.append(list(free))
            free = []
    return groups, free


def order_matters(state: rules.State, plan: Plan) -> bool:
    """True when ``plan``'s two results, applied the other way round, would end otherwise:
    amounts, the King's share or the game's end differ (in practice, only when the Bank runs
    dry between them: the second result is then not played)."""
    if len(plan) != 2 or len(set(plan)) == 1:
        return False
    def outcome(plan: Plan) -> tuple[object, ...]:
        steps, bank, king, gold, ends = rules.settle(plan, state.active, state.bank, state.king_share, state.gold)
        return len(steps), bank, king, tuple(gold), ends
    return outcome(plan) != outcome(tuple(reversed(plan)))


def may_show(state: rules.State) -> tuple[bool, bool, int]:
    """What the pairing column may hold while the player weighs the dice on the table, whatever
    plan they choose: Another pairing, Other order, and how many victim selectors (every one a
    Skull of some legal plan, with more than one player to rob). The column is sized for these
    alone, so a control coming or going with the plan never resizes the others."""
    plans = state.legal_plans()
    pairings = len({pairing(p) for p in plans}) > 1
    order = any(order_matters(state, p) for p in plans)
    skulls = max((sum(1 for s in p if s.robs) for p in plans), default=0) if state.num_seats > 2 else 0
    return pairings, order, skulls


class Turn:
    """What the active player has pencilled in: the picked dice (rolling) or the plan (applying
    the results), with every pending change kept so that ``undo`` can take it back.

    Changes return None when done, or a refusal in words; a confirmed action calls ``clear``."""

    def __init__(self) -> None:
        self.picked: frozenset[int] = frozenset()
        self.plan: Plan = ()
        self.undo_stack: list[tuple[frozenset[int], Plan]] = []  # pending changes only

    @property
    def steps(self) -> Plan:
        return self.plan

    def robbing_steps(self) -> list[PlanStep]:
        """The plan's Skulls (or five Skulls), in order: each robs a player the player chooses."""
        return [s for s in self.steps if s.robs]

    def clear(self) -> None:
        """An action is confirmed (or it is nobody's choice now): nothing is pending."""
        self.picked = frozenset()
        self.undo_stack = []

    def fit(self, state: rules.State) -> None:
        """Keep the plan on show if it is still legal, else propose the rules' best one; while
        rolling there is no plan."""
        if state.phase != rules.RESOLVING:
            self.plan = ()
        elif self.plan not in state.legal_plans():
            proposed = rules.proposed_plan(state)
            self.plan = proposed.plan if proposed else ()

    def remember(self) -> None:
        """Keep the pending choices as they are now, so that ``undo`` can bring them back."""
        self.undo_stack.append((self.picked, self.plan))

    def undo(self) -> str | None:
        """Take back the last pending change (a die picked or unpicked, another pairing, order
        or victim). Confirmed actions are never undone: the dice are not rolled again."""
        if not self.undo_stack:
            return _("Nothing to undo: what you have confirmed stays.")
        self.picked, self.plan = self.undo_stack.pop()
        return None

    def toggle_die(self, state: rules.State, index: int) -> str | None:
        """Pick the die at ``index`` for the reroll, or put it back."""
        if state.faces[index] == CROSSED_BONES:
            return _("Crossed bones are locked until the end of your turn.")
        if state.rerolls_left == 0:
            return _("You have already rerolled twice: apply your results.")
        self.remember()
        self.picked ^= {index}
        return None

    def choose(self, state: rules.State, plan: Plan) -> bool:
        """Show ``plan`` instead of the current one, if it is legal and different."""
        if plan not in state.legal_plans() or plan == self.plan:
            return False
        self.remember()
        self.plan = plan
        return True

    def has_other_pairings(self, state: rules.State) -> bool:
        return len({pairing(p) for p in state.legal_plans()}) > 1

    def next_pairing(self, state: rules.State) -> str | None:
        """The next way of pairing the dice, with its best order and victims."""
        plans = state.legal_plans()
        keys = sorted({pairing(p) for p in plans})
        if len(keys) < 2:
            return _("There is no other way to pair these dice: A applies this one.")
        key = keys[(keys.index(pairing(self.plan)) + 1) % len(keys)]
        same = [p for p in plans if pairing(p) == key]
        self.choose(state, max(same, key=lambda p: rules.plan_worth(state, p)))
        return None

    def may_swap_order(self, state: rules.State) -> bool:
        """True when the plan's two results, applied the other way round, would end otherwise
        (``order_matters``)."""
        return order_matters(state, self.plan)

    def swap_order(self, state: rules.State) -> str | None:
        """The same results, the other one first (refused when that would change nothing)."""
        if not self.may_swap_order(state):
            return _("The order of these results changes nothing here.")
        self.choose(state, tuple(reversed(self.plan)))
        return None

    def next_victim(self, state: rules.State, skull: int, delta: int = 1) -> None:
        """Whom the ``skull``-th Skull of the plan robs: the next other player round the table
        (``delta`` -1: the one before)."""
        steps = self.steps
        entries = [i for i, s in enumerate(steps) if s.robs]
        if skull >= len(entries):
            return
        i = entries[skull]
        step = steps[i]
        assert step.victim is not None
        victims = state.victims(state.active)
        victim = victims[(victims.index(step.victim) + delta) % len(victims)]
        robbed = PlanStep(step.kind, step.coin, victim)
        self.choose(state, self.plan[:i] + (robbed,) + self.plan[i + 1:])
