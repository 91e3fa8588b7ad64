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

from collections.abc import Callable
from typing import Any

from ludicitude.core.bots import Bot, choose_bot
from ludicitude.core.dice import Dice
from ludicitude.core.game import GameState
from ludicitude.games.cadenas.rules import (
    BOXES_PER_ROW,
    CROSSES_BEFORE_LOCK,
    GREY_BOXES,
    LAST_POSITION,
    LOCKED_ROWS_TO_END,
    PENALTY_AS_WRITTEN,
    POINTS_PER_GREY_BOX,
    ROW_INDEX,
    ROWS,
    Cross,
    CrossPair,
    Pass,
    State,
    number_at,
    position_of,
    row_points,
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
    with its own idea (drawn per game) of what a closed box costs; about one choice in five
    it takes the first cross it sees."""

    reads_the_race = False
    SLIP = 0.2

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
_FIRST_ROLLOUTS = 10
_PASSES = 3
#: what a point of final margin is worth beside a win (1)
_MARGIN = 0.002


def _rollout(view: State, seat: int, action: Any, seed: int, policy: SensibleBot) -> float:
    """One future: ``action`` applied to a copy of the view given fresh dice, then the rest of
    the game played by the normal player for every seat (``_Playout``, the same choices, fast)."""
    return _future(view, seat, action, seed, policy)[0]


def _future(view: State, seat: int, action: Any, seed: int, policy: SensibleBot) -> tuple[float, int]:
    """``_rollout``'s worth, and the choices its playout made (the search's work count)."""
    state = view.copy()
    state.dice = Dice.from_seed(seed)
    state = state.apply(seat, action)
    playout = _Playout(state, Dice.from_seed(seed ^ 0x5DEECE66D), policy.box_cost)
    totals = playout.run()
    best_other = max(t for s, t in enumerate(totals) if s != seat)
    winners = [s for s, t in enumerate(totals) if t == max(totals)]
    won = 1.0 / len(winners) if seat in winners else 0.0
    return won + _MARGIN * (totals[seat] - best_other), playout.choices + 1


#: for each row and pair of positions, the chance-weighted boxes between them (see _cross_value)
_LOST = [[[sum(_WAYS[number_at(row, p)] for p in range(first, position)) / 6 for position in range(BOXES_PER_ROW)]
          for first in range(BOXES_PER_ROW + 1)] for row in ROWS]


class _Playout:
    """The rest of a game between normal players, on plain lists instead of ``State.apply``:
    the expert's search plays thousands of these a decision. It follows the rules core and
    ``SensibleBot`` step for step (the same dice drawn in the same order, the same values, the
    same tie-breaks: tests/games/cadenas/test_bots.py plays both and compares)."""

    def __init__(self, state: State, rng: Dice, box_cost: float) -> None:
        self.n, self.rng, self.box_cost = state.num_seats, rng, box_cost
        assert state.dice is not None
        self.dice: Dice = state.dice
        self.last = [[m[-1] if m else -1 for m in sheet] for sheet in state.marks]
        self.count = [[len(m) for m in sheet] for sheet in state.marks]
        self.grey = list(state.grey)
        self.closed = [row in state.closed for row in ROWS]
        self.active, self.action, self.step = state.active, state.action, state.step
        self.whites, self.colours = state.whites, list(state.colours)
        self.crossed, self.over = state.active_crossed, state.over
        self.as_written = state.options["penalty"] == PENALTY_AS_WRITTEN
        self.choices = 0  # how many choices the playout made (the expert's work count)

    def totals(self) -> list[int]:
        out = []
        for s in range(self.n):
            rows = sum(row_points(c + (last == LAST_POSITION)) for c, last in zip(self.count[s], self.last[s]))
            out.append(rows - POINTS_PER_GREY_BOX * self.grey[s])
        return out

    def run(self) -> list[int]:
        while not self.over:
            if self.action == 1:
                while self.step < self.n:
                    seat = (self.active + self.step) % self.n
                    self._play(seat, self._choose(seat))
                    self.step += 1
                self.choices += self.n
                if self._end_action():
                    break
                self.action = 2
            self._play(self.active, self._choose(self.active))
            self.choices += 1
            if self._end_action():
                break
            self.active = (self.active + 1) % self.n
            self.action, self.step, self.crossed = 1, 0, False
            self.whites = (self.dice.roll(), self.dice.roll())
            self.colours = [None if c else self.dice.roll() for c in self.closed]
        return self.totals()

    def _can(self, seat: int, r: int, position: int) -> bool:
        return (not self.closed[r] and position > self.last[seat][r]
                and (position != LAST_POSITION or self.count[seat][r] >= CROSSES_BEFORE_LOCK))

    def _choose(self, seat: int) -> tuple[int, int] | None:
        """(row index, position) to cross, or None to pass: SensibleBot.choose's pick."""
        options: list[tuple[int, int] | None] = []
        if self.action == 1:
            total = self.whites[0] + self.whites[1]
            options += [(r, position_of(row, total)) for r, row in enumerate(ROWS)
                        if self._can(seat, r, position_of(row, total))]
        else:
            a, b = self.whites
            for r, (row, face) in enumerate(zip(ROWS, self.colours)):
                if face is None:
                    continue
                if self._can(seat, r, position_of(row, a + face)):
                    options.append((r, position_of(row, a + face)))
                if b != a and self._can(seat, r, position_of(row, b + face)):
                    options.append((r, position_of(row, b + face)))
        options.append(None)
        values = [self._pass_value(seat) if o is None else self._cross_value(seat, *o) for o in options]
        best = max(values)
        top = [o for o, v in zip(options, values) if v >= best - 1e-9]
        return top[self.rng.below(len(top))]

    def _cross_value(self, seat: int, r: int, position: int) -> float:
        count = self.count[seat][r]
        crosses = count + (self.last[seat][r] == LAST_POSITION)
        gain = crosses + 1
        if position == LAST_POSITION:
            gain += crosses + 2
            pending = sum(1 for i in range(len(ROWS)) if self.closed[i] or any(
                self.last[s][i] == LAST_POSITION for s in range(self.n)))
            if pending + 1 >= LOCKED_ROWS_TO_END:
                return self._end_value(seat, gain)
            return gain + 3.0
        later = min(1.0, min(GREY_BOXES - g for g in self.grey) / _HORIZON)
        lost = _LOST[r][self.last[seat][r] + 1][position]
        return gain - self.box_cost * later * lost * (1.0 if count < 4 else 1.3)

    def _pass_value(self, seat: int) -> float:
        if seat != self.active:
            return 0.0
        if not (self.as_written or (self.action == 2 and not self.crossed)):
            return -1.5
        if self.grey[seat] + 1 >= GREY_BOXES:
            return self._end_value(seat, -POINTS_PER_GREY_BOX) / 2
        return -float(POINTS_PER_GREY_BOX)

    def _end_value(self, seat: int, change: float) -> float:
        totals = self.totals()
        mine = totals[seat] + change
        if all(mine > totals[s] + self._still_to_gain(s) for s in range(self.n) if s != seat):
            return _WINS
        return _ENDS_GAME

    def _still_to_gain(self, seat: int) -> int:
        if self.action != 1 or seat == self.active or (seat - self.active) % self.n <= self.step:
            return 0
        total, best = self.whites[0] + self.whites[1], 0
        for r, row in enumerate(ROWS):
            position = position_of(row, total)
            if self._can(seat, r, position):
                crosses = self.count[seat][r] + (self.last[seat][r] == LAST_POSITION)
                best = max(best, crosses + 1 + (crosses + 2 if position == LAST_POSITION else 0))
        return best

    def _play(self, seat: int, choice: tuple[int, int] | None) -> None:
        if choice is None:
            if seat == self.active and (self.as_written or (self.action == 2 and not self.crossed)):
                self.grey[seat] += 1
            return
        r, position = choice
        self.last[seat][r] = position
        self.count[seat][r] += 1
        if seat == self.active:
            self.crossed = True

    def _end_action(self) -> bool:
        for r in range(len(ROWS)):
            if not self.closed[r] and any(self.last[s][r] == LAST_POSITION for s in range(self.n)):
                self.closed[r], self.colours[r] = True, None
        self.over = sum(self.closed) >= LOCKED_ROWS_TO_END or max(self.grey) >= GREY_BOXES
        return self.over


class ExpertBot:
    """Searches its view: each legal move is played out to the end of the game on the same
    sampled futures, the weaker half dropped after each pass (successive halving). The normal
    player's own choice is never dropped, and the search's pick replaces it only when it does
    better on fresh futures by more than their noise (a paired test): a few dozen games played
    out are noisy, and trusting the noise lost more games than the search won. The search and
    that test stop at a work budget (choices made in the playouts, the same on any machine), so
    that it decides within 300 ms; the best move so far is kept."""

    #: the most choices its futures may make in one decision (a work count, not a clock: a seeded
    #: game plays the same on any machine); calibrated so that a decision's p95 stays under
    #: 300 ms (docs/performance.md, "Decision budget")
    budget = 12000

    def __init__(self, seed: int = 0) -> None:
        self.rng = Dice.from_seed(seed)
        self.policy = SensibleBot(seed)
        self.normal = SensibleBot(seed + 1)
        self.work = 0  # the choices its last decision's futures made

    def choose(self, view: GameState, seat: int) -> Any:
        assert isinstance(view, State)
        legal = view.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        normal = self.normal.choose(view, seat)
        self.work = 0
        alive = list(range(len(legal)))
        results: list[list[float]] = [[] for _ in legal]
        seeds: list[int] = []
        per = _FIRST_ROLLOUTS
        search = self.budget - self.budget * _CONFIRM_SHARE // 100
        for last in [False] * (_PASSES - 1) + [True]:
            while len(seeds) < per:
                seeds.append(self.rng.below(1 << 62))
            # future by future, every move on each, so that when the search's share of the work
            # budget runs out all have been played on the same futures (the best so far is kept)
            for s in seeds[len(results[alive[0]]):per]:
                if self.work >= search:
                    break
                for i in alive:
                    worth, choices = _future(view, seat, legal[i], s, self.policy)
                    results[i].append(worth)
                    self.work += choices
            if last or len(alive) <= 2 or self.work >= search:
                break
            ranked = sorted(alive, key=lambda i: -sum(results[i]))[: max(2, (len(alive) + 1) // 2)]
            alive = ranked if legal.index(normal) in ranked else [*ranked[:-1], legal.index(normal)]
            per *= 2
        best = max(alive, key=lambda i: sum(results[i]))
        if legal[best] == normal:
            return normal
        # the best of several on the same futures looks better than it is: test it afresh, on as
        # many fresh futures as the rest of the budget plays
        fresh = [self.rng.below(1 << 62) for _ in range(_CONFIRM)]
        diffs = []
        for s in fresh:
            if self.work >= self.budget:
                break
            mine, a = _future(view, seat, legal[best], s, self.policy)
            theirs, b = _future(view, seat, normal, s, self.policy)
            diffs.append(mine - theirs)
            self.work += a + b
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
#: fresh futures on which the search's pick is tested against the normal player's choice
_CONFIRM = 48
#: the share of the work budget (in %) kept for that test
_CONFIRM_SHARE = 25


#: the computer players by level (``core.bots.LEVELS``; the game's spec names this)
PLAYERS: dict[str, Callable[[int], Bot]] = {"easy": EasyBot, "cpu": SensibleBot, "expert": ExpertBot}


def make_bot(kind: str, seed: int) -> Bot:
    """``"easy"``, ``"cpu"`` (normal), ``"expert"``; ``"random"``: a random legal player."""
    return choose_bot(kind, seed, PLAYERS["cpu"], easy=PLAYERS["easy"], expert=PLAYERS["expert"])
