"""Computer players for Cadenas at three levels, and a random-legal one.

The normal player ("cpu") weighs each possible cross: the points it adds now (the n-th cross of
a row is worth n) against the boxes it closes on its left, each weighted by how often two dice
make its number and by how many turns are likely left to use it. It reads the race to the end:
the game ends when anyone fills a fourth grey box (most games) or a second row is locked, so the
player ahead ends it when it can, and as the end nears a box kept for later is worth less. It
passes when nothing is worth it, unless passing costs a grey box that hurts more.

The easy player weighs crosses the same way, but blind to the race: it keeps every box for later
as if the game were young, ends the game only by accident, misjudges what a closed box costs
(its own idea of it, drawn per game) and now and then takes the first cross that comes.

The expert tries each legal move on many possible futures (fresh dice for a copy of its view),
the rest of the game played by the normal player, the same futures for every move, and keeps
the move that wins most often, weeding out the weak moves early.

Between sensible players, four games in five end on a fourth grey box under the card's penalty
as written (a grey box for each action without a cross): it comes fast whoever plays. Under the
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
#: ending the game while ahead: a win, better than any cross
_WINS = 1000.0


class SensibleBot:
    """The normal player: crosses what pays, passes otherwise, and reads the race to the end:
    it ends the game when that wins it, and values a box kept for later by the turns left."""

    #: whether it sees the end coming (the easy player does not)
    reads_the_race = True

    def __init__(self, seed: int = 0) -> None:
        self.rng = Dice.from_seed(seed)
        self.box_cost = _BOX_COST

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

    def _later(self, view: State) -> float:
        """How much a box kept for later is still worth, 1 early in the game: the grey boxes
        left before somebody's fourth say how many turns remain."""
        if not self.reads_the_race:
            return 1.0
        left = min(GREY_BOXES - g for g in view.grey)
        return min(1.0, left / _HORIZON)

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
                return self._end_value(view, seat, gain)
            return gain + 3.0  # closing a row also stops the others
        # the last box is only worth aiming at with enough crosses to lock it
        return gain - self.box_cost * self._later(view) * lost * (1.0 if len(marks) < 4 else 1.3)

    def _pass_value(self, view: State, seat: int) -> float:
        if seat != view.active:
            return 0.0
        costs_grey = view.options["penalty"] == PENALTY_AS_WRITTEN or (
            view.action == 2 and not view.active_crossed)
        if not costs_grey:
            # classic penalty, action 1: passing now risks a grey box in action 2
            return -1.5
        if view.grey[seat] + 1 >= GREY_BOXES:
            return self._end_value(view, seat, -POINTS_PER_GREY_BOX) / 2
        return -float(POINTS_PER_GREY_BOX)

    def _end_value(self, view: State, seat: int, change: float) -> float:
        """A move that ends the game: a win if ``seat`` stays ahead whatever the players still
        to answer this white sum cross, a loss otherwise."""
        if not self._ahead_after(view, seat, change):
            return _ENDS_GAME
        return _WINS if self.reads_the_race else change

    def _ahead_after(self, view: State, seat: int, change: float) -> bool:
        mine = view.total(seat) + change
        return all(mine > view.total(s) + _still_to_gain(view, s) for s in range(view.num_seats) if s != seat)


#: grey boxes left to the nearest end under which a box kept for later loses its worth
_HORIZON = 3.0


def _still_to_gain(view: State, seat: int) -> int:
    """The most ``seat`` may still add in this action: a cross of the white sum, if it has yet
    to answer it (the players after the one deciding, in action 1)."""
    if view.action != 1 or seat == view.active:
        return 0
    if (seat - view.active) % view.num_seats <= view.step:
        return 0
    best = 0
    for row in ROW_INDEX:
        if view.can_cross(seat, row, view.white_sum):
            crosses = view.crosses(seat, row)
            lock = position_of(row, view.white_sum) == LAST_POSITION
            best = max(best, crosses + 1 + (crosses + 2 if lock else 0))
    return best


def _pending_locks(view: State) -> set[str]:
    """Rows locked earlier in this action 1 that will close at its end."""
    return {row for row in ROW_INDEX if row not in view.closed
            and any(view.has_locked(s, row) for s in range(view.num_seats))}


class EasyBot(SensibleBot):
    """A beginner: weighs crosses like the normal player but blind to the race to the end,
    with its own idea (drawn per game) of what a closed box costs; about one choice in eight
    it takes the first cross it sees."""

    reads_the_race = False
    SLIP = 0.12

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.box_cost = 1.0 + self.rng.below(41) / 10  # 1.0 to 5.0

    def choose(self, view: GameState, seat: int) -> Any:
        assert isinstance(view, State)
        crosses = [a for a in view.legal_actions(seat) if not isinstance(a, Pass)]
        if crosses and self.rng.below(1000) < self.SLIP * 1000:
            return crosses[0]
        return super().choose(view, seat)


# -- the expert: flat Monte-Carlo over the view, the normal player finishing the game --------
#: rollouts a move gets in the first pass; the better half gets twice as many the next pass
_FIRST_ROLLOUTS = 6
_PASSES = 3
#: what a point of final margin is worth beside a win (1)
_MARGIN = 0.002


def _rollout(view: State, seat: int, action: Any, seed: int, policy: SensibleBot) -> float:
    state = view.copy()
    state.dice = Dice.from_seed(seed)
    policy.rng = Dice.from_seed(seed ^ 0x5DEECE66D)
    state = state.apply(seat, action)
    while not state.over:
        actor = state.to_act[0]
        state = state.apply(actor, policy.choose(state, actor))
    mine = state.total(seat)
    best_other = max(state.total(s) for s in range(state.num_seats) if s != seat)
    won = 1.0 / len(state.winners) if seat in state.winners else 0.0
    return won + _MARGIN * (mine - best_other)


class ExpertBot:
    """Searches its view: each legal move is played out to the end of the game on the same
    sampled futures, the weaker half dropped after each pass (successive halving). The normal
    player's own choice is never dropped, and another move replaces it only when it did better
    on the same futures by more than their noise (a paired test): a few dozen games played
    out are noisy, and trusting the noise lost more games than the search won."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Dice.from_seed(seed)
        self.policy = SensibleBot(seed)
        self.normal = SensibleBot(seed + 1)

    def choose(self, view: GameState, seat: int) -> Any:
        assert isinstance(view, State)
        legal = view.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        normal = self.normal.choose(view, seat)
        alive = list(range(len(legal)))
        results: list[list[float]] = [[] for _ in legal]
        seeds: list[int] = []
        per = _FIRST_ROLLOUTS
        for last in [False] * (_PASSES - 1) + [True]:
            while len(seeds) < per:
                seeds.append(self.rng.below(1 << 62))
            for i in alive:
                results[i] += [_rollout(view, seat, legal[i], s, self.policy) for s in seeds[len(results[i]):per]]
            if last or len(alive) <= 2:
                break
            ranked = sorted(alive, key=lambda i: -sum(results[i]))[: max(2, (len(alive) + 1) // 2)]
            alive = ranked if legal.index(normal) in ranked else [*ranked[:-1], legal.index(normal)]
            per *= 2
        best = max(alive, key=lambda i: sum(results[i]))
        base = legal.index(normal)
        diffs = [x - y for x, y in zip(results[best], results[base])]
        return legal[best] if _clearly_positive(diffs) else normal


def _clearly_positive(diffs: list[float]) -> bool:
    """Whether paired differences are above zero by more than ``_CONFIDENCE`` standard errors."""
    n = len(diffs)
    if n < 2:
        return False
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean > 0 and mean * mean * n > _CONFIDENCE ** 2 * var


#: standard errors by which a searched move must beat the normal player's choice
_CONFIDENCE = 1.0


def make_bot(kind: str, seed: int) -> Bot:
    """``"easy"``, ``"cpu"`` (normal), ``"expert"``; ``"random"``: a random legal player."""
    return choose_bot(kind, seed, SensibleBot, easy=EasyBot, expert=ExpertBot)
