"""Computer players for Cadenas: a random-legal one and a sensible one.

The sensible player weighs each possible cross: the points it adds now (the n-th cross of a
row is worth n) against the boxes it closes on its left, each weighted by how often two dice
make its number. It passes when nothing is worth it, unless passing would cost a grey box
that hurts more; it locks a row when that helps, and ends the game (second lock, fourth grey
box) only when it is ahead.

Between these players, four games in five end on a fourth grey box under the card's penalty as
written (a grey box for each action without a cross): it comes fast whoever plays. Under the
classic penalty (a grey box for a turn without any cross) three games in four end on two
locked rows, with winning totals near 76 instead of 50.
"""

from __future__ import annotations

from typing import Any

from ludicitude.core.bots import Bot, choose_bot
from ludicitude.core.dice import Dice
from ludicitude.core.game import GameState
from ludicitude.games.cadenas.rules import (
    GREY_BOXES,
    LAST_POSITION,
    LOCKED_ROWS_TO_END,
    PENALTY_AS_WRITTEN,
    POINTS_PER_GREY_BOX,
    ROW_INDEX,
    Cross,
    CrossPair,
    Pass,
    State,
    number_at,
    position_of,
)

#: how many of the 36 throws of two dice make each sum: a box's chance to come again
_WAYS = {n: 6 - abs(n - 7) for n in range(2, 13)}
#: what one lost box costs, in points, for a box as likely as 7 (tuned by simulation: against
#: the same player at 2.6, a player at 3.2 won 7% more than its share over 3,000 games of 2 to 4)
_BOX_COST = 3.2
_ENDS_GAME = -1000.0


class SensibleBot:
    """Crosses what pays, passes otherwise, locks and ends the game when it is ahead."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Dice.from_seed(seed)

    def choose(self, view: GameState, seat: int) -> Any:
        """The best-valued legal action for ``seat`` in ``view`` (ties broken at random)."""
        assert isinstance(view, State)
        actions = view.legal_actions(seat)
        values = [self._value(view, seat, a) for a in actions]
        best = max(values)
        top = [a for a, v in zip(actions, values) if v >= best - 1e-9]
        return top[self.rng.below(len(top))]

    def _value(self, view: State, seat: int, action: Any) -> float:
        if isinstance(action, Pass):
            return self._pass_value(view, seat)
        if isinstance(action, Cross):
            number = view.white_sum
        else:
            assert isinstance(action, CrossPair)
            face = view.colours[ROW_INDEX[action.row]]
            assert face is not None
            number = view.whites[action.white] + face
        return self._cross_value(view, seat, action.row, number)

    def _cross_value(self, view: State, seat: int, row: str, number: int) -> float:
        marks = view.marks[seat][ROW_INDEX[row]]
        first_open = marks[-1] + 1 if marks else 0
        position = position_of(row, number)
        # the boxes this cross closes, weighted by how often they come up
        lost = sum(_WAYS[number_at(row, p)] for p in range(first_open, position)) / 6
        crosses = view.crosses(seat, row)
        gain = crosses + 1
        if position == LAST_POSITION:
            gain += crosses + 2  # the lock box counts as one more cross
            locked_rows = len(set(view.closed) | _pending_locks(view))
            if locked_rows + 1 >= LOCKED_ROWS_TO_END:
                return gain if self._ahead_after(view, seat, gain) else _ENDS_GAME
            return gain + 3.0  # closing a row also stops the others
        # the last box is only worth aiming at with enough crosses to lock it
        return gain - _BOX_COST * lost * (1.0 if len(marks) < 4 else 1.3)

    def _pass_value(self, view: State, seat: int) -> float:
        if seat != view.active:
            return 0.0
        costs_grey = view.options["penalty"] == PENALTY_AS_WRITTEN or (
            view.action == 2 and not view.active_crossed)
        if not costs_grey:
            # classic penalty, action 1: passing now risks a grey box in action 2
            return -1.5
        if view.grey[seat] + 1 >= GREY_BOXES:
            ahead = self._ahead_after(view, seat, -POINTS_PER_GREY_BOX)
            return -POINTS_PER_GREY_BOX if ahead else _ENDS_GAME / 2
        return -float(POINTS_PER_GREY_BOX)

    def _ahead_after(self, view: State, seat: int, change: float) -> bool:
        mine = view.total(seat) + change
        return all(mine > view.total(s) for s in range(view.num_seats) if s != seat)


def _pending_locks(view: State) -> set[str]:
    """Rows locked earlier in this action 1 that will close at its end."""
    return {row for row in ROW_INDEX if row not in view.closed
            and any(view.has_locked(s, row) for s in range(view.num_seats))}


def make_bot(kind: str, seed: int) -> Bot:
    """``"cpu"``: the sensible player; ``"random"``: a random legal player."""
    return choose_bot(kind, seed, SensibleBot)
