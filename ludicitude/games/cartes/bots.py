"""Computer players for Quatre Cartes at three levels, and the random-legal one.

Every player picks among ``legal_actions`` only (the rules core is the one source of truth) and
makes one placement a call.

- **easy** places like a beginner: fixed priorities (the cards where its dice count most: Idem, a
  Suite, a small Neuf, then high faces on Maxi), blind to the others' cards, and it keeps going
  until its dice run out; now and then it grabs another placement that looks fine, or stops on a
  whim.
- **normal** ("cpu") keeps those priorities but reads the table: a die goes on a card only
  where the card then ranks first or second (a tie cancels, RULINGS.md "Ties cancel", and
  third place costs 5), unless the card is already held and more dice are to come; a forced
  die goes where it scores best. It goes on while it has dice, because an extra die never
  lowers a card, and its stop takes back the card that costs most (stopping earlier, with two
  dice or fewer and every card scoring, lost 9 points of win rate over 1,500 3-seat games).
- **expert** tries each sensible move on many possible futures: fresh dice for a copy of its
  view, the rest of the round played by the normal player, the same futures for every move,
  each round's end read as its effect on the chance of winning the game; it weeds out the weak
  moves early, searches most at a round's opening placement (and, at tables of three or fewer,
  twice as deep after it), and leaves the normal player's
  move only when the best one beat it on the same futures beyond the noise. Its futures play at
  most a fixed number of moves a decision (a work budget, the same on any machine), so that it
  decides within 300 ms; when the budget runs out the best move so far is kept.
"""

from __future__ import annotations

from collections.abc import Callable
from math import exp, sqrt
from typing import Any

from ludicitude.core.bots import Bot, choose_bot
from ludicitude.core.dice import Dice
from ludicitude.core.game import GameState
from ludicitude.games.cartes.rules import (
    CARDS,
    DICE_PER_PLAYER,
    IDEM,
    MAXI,
    NEUF,
    OTHER_POINTS,
    SECOND_POINTS,
    SUITE,
    BEST_POINTS,
    Continue,
    Place,
    State,
    Stop,
    card_points_now,
    card_rank,
    score_card,
)


def _by_card(places: list[Place]) -> dict[str, list[Place]]:
    by_card: dict[str, list[Place]] = {}
    for p in places:
        by_card.setdefault(p.card, []).append(p)
    return by_card


def _stop_taking_back_the_worst(view: State, seat: int) -> Stop:
    """Stop, taking back the card that would cost the most if the round ended now."""
    now = card_points_now(view, seat)
    worst = min(now, key=lambda card: now[card])
    return Stop(worst if now[worst] < 0 else None)


def _fallback_value(view: State, seat: int, place: Place) -> tuple[int, int]:
    # Prefer growing a card already held (it only gets better), then the highest dice.
    held = 1 if view.combination(seat, place.card) else 0
    return (held if place.card != MAXI else 0, sum(place.faces) - 4 * len(place.faces))


class _Priorities:
    """The beginner's rule of thumb, shared by easy and normal: where a die counts most."""

    def _good_place(self, view: State, seat: int, places: list[Place]) -> Place | None:
        left = view.in_hand[seat]
        late = left <= 3
        by_card = _by_card(places)
        idem = by_card.get(IDEM, [])
        if idem:
            best = max(idem, key=lambda p: (len(p.faces), p.faces[0]))
            holding = view.combination(seat, IDEM)
            if holding or len(best.faces) >= 3 or best.faces[0] >= 4 or late:
                return best
        suite = by_card.get(SUITE, [])
        if suite:
            best = max(suite, key=lambda p: (len(p.faces), p.faces[-1]))
            if view.combination(seat, SUITE) or len(best.faces) >= 3 or late:
                return best
        neuf = [p for p in by_card.get(NEUF, []) if len(p.faces) <= (4 if late else 3)]
        if neuf:
            return max(neuf, key=lambda p: (sum(p.faces), -len(p.faces)))
        threshold = 1 if left <= 1 else 3 if late else 5
        maxi = [p for p in by_card.get(MAXI, []) if min(p.faces) >= threshold]
        if maxi:
            return max(maxi, key=lambda p: (len(p.faces), sum(p.faces)))
        return None


class EasyBot(_Priorities):
    """A beginner: fixed priorities, blind to the other players' cards, goes on while it has
    dice; about one choice in five it takes another placement that looks fine to it, and once
    in a while it stops early."""

    #: how often it plays another placement than its rule of thumb, and stops early
    SLIP, WHIM = 0.2, 0.08

    def __init__(self, seed: int = 0) -> None:
        self.rng = Dice.from_seed(seed)

    def _chance(self, p: float) -> bool:
        return self.rng.below(1000) < p * 1000

    def choose(self, view: GameState, seat: int) -> Any:
        assert isinstance(view, State)
        legal = view.legal_actions(seat)
        places = [a for a in legal if isinstance(a, Place)]
        ends = [a for a in legal if not isinstance(a, Place)]
        if places and self._chance(self.SLIP):
            # a beginner's slip: any placement that is not a lone low die
            plausible = [p for p in places if len(p.faces) > 1 or p.faces[0] >= 4] or places
            return plausible[self.rng.below(len(plausible))]
        if ends and self._chance(self.WHIM):
            return _stop_taking_back_the_worst(view, seat)
        chosen = self._good_place(view, seat, places)
        if chosen is not None:
            return chosen
        if not ends:
            return max(places, key=lambda p: _fallback_value(view, seat, p))
        if any(isinstance(a, Continue) for a in ends):
            return Continue()
        return _stop_taking_back_the_worst(view, seat)


def _standing(view: State, seat: int, card: str, combo: tuple[int, ...]) -> int:
    """What ``combo`` on ``card`` would score for ``seat`` against the others' cards now."""
    c = CARDS.index(card)
    combos = [combo if s == seat else view.cards[s][c] for s in range(view.num_seats)]
    return score_card(card, combos).points[seat]


def _others_keys(view: State, seat: int) -> dict[str, dict[tuple[int, ...], int]]:
    """For each card, the ranking keys of the others' combinations there and how many hold each."""
    out: dict[str, dict[tuple[int, ...], int]] = {}
    for c, card in enumerate(CARDS):
        keys: dict[tuple[int, ...], int] = {}
        for s in range(view.num_seats):
            if s != seat and view.cards[s][c]:
                k = card_rank(card, view.cards[s][c])
                keys[k] = keys.get(k, 0) + 1
        out[card] = keys
    return out


def _standing_among(others: dict[tuple[int, ...], int], card: str, combo: tuple[int, ...]) -> int:
    """``_standing`` from the others' keys (``_others_keys``): the same points as ``score_card``
    gives (a tie cancels, RULINGS.md "Ties cancel": tied seats leave the ranking and count
    among the others), without scoring the whole card; the normal player asks it of every
    placement, thousands of times in the expert's futures."""
    mine = card_rank(card, combo)
    if mine in others:
        return OTHER_POINTS
    above = 0
    for key, holders in others.items():
        if holders == 1 and key > mine:
            above += 1
    return BEST_POINTS if above == 0 else SECOND_POINTS if above == 1 else OTHER_POINTS


class SensibleBot(_Priorities):
    """The normal player: the beginner's priorities, checked against the others' cards."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: GameState, seat: int) -> Any:
        assert isinstance(view, State)
        legal = view.legal_actions(seat)
        places = [a for a in legal if isinstance(a, Place)]
        ends = [a for a in legal if not isinstance(a, Place)]
        others = _others_keys(view, seat)
        worthwhile = [p for p in places if self._worth(view, seat, p, others)]
        chosen = self._good_place(view, seat, worthwhile)
        if chosen is not None:
            return chosen
        if not ends:  # at least one die must be placed: the one that scores best
            return max(places, key=lambda p: (self._after(view, seat, p, others), _fallback_value(view, seat, p)))
        if any(isinstance(a, Continue) for a in ends):
            return Continue()
        return _stop_taking_back_the_worst(view, seat)

    def _after(self, view: State, seat: int, place: Place,
               others: dict[str, dict[tuple[int, ...], int]] | None = None) -> int:
        combo = tuple(sorted(view.combination(seat, place.card) + place.faces))
        if others is None:
            return _standing(view, seat, place.card, combo)
        return _standing_among(others[place.card], place.card, combo)

    def _worth(self, view: State, seat: int, place: Place,
               others: dict[str, dict[tuple[int, ...], int]] | None = None) -> bool:
        """A placement is worth making if the card then ranks (no tie, not a -5) or if it
        still has dice to come and others may yet fall behind it."""
        after = self._after(view, seat, place, others)
        if after > 0:
            return True
        before = view.combination(seat, place.card)
        # a card already held and losing: more dice can only help it
        return bool(before) and view.in_hand[seat] - len(place.faces) >= 2


# -- the expert: Monte-Carlo over the view, the normal player finishing the round -----------------
#: rollouts a candidate gets in the first pass; the better half gets twice as many the next pass;
#: at the opening placement of a round (all 8 dice in the roll) the search is wider and deeper
_FIRST_ROLLOUTS = 3
_PASSES = 3
_MAX_CANDIDATES = 16
_OPENING_ROLLOUTS = 4
_OPENING_CANDIDATES = 20
#: on bigger tables a rollout costs more (six players' turns), so fewer candidates are searched:
#: their number times this many seats over the table's size, and never fewer than _FEWEST
_SEATS_AT_FULL_SEARCH = 2
_FEWEST = 6
#: at tables of this many seats or fewer a round's rollout is cheap, and every placement after
#: the opening one is played on twice the futures (a test opponent with more search beat the
#: expert at three seats; the opening, already searched most, stays as it is: the decision's p95
#: stays under 300 ms)
_DEEP_SEATS = 3
#: the expert leaves the normal player's move only when its paired lead over it, on the same
#: futures, is this many standard errors above zero
_PAIRED_Z = 1.0
#: the expert's work budget a decision, in moves played in its futures (ExpertBot.budget)
_BUDGET = 1800
#: the spread of a round's points between two players, in points: the game's outcome is read as
#: a race over the rounds still to play (RULINGS.md: a game is 2 x players rounds)
_ROUND_SPREAD = 9.0
#: what a point of final margin adds beside the chance of winning (ties broken towards points)
_MARGIN_WEIGHT = 0.002


def _candidates(view: State, seat: int, legal: list[Any], normal: Any, limit: int = _MAX_CANDIDATES) -> list[Any]:
    """The moves worth searching, the normal player's move first: every end of turn, Idem, Suite
    and Neuf placements, and on Maxi the highest dice (any other choice of dice only lowers the
    total for nothing); when there are more than ``limit``, the biggest placements."""
    out: list[Any] = []
    maxi: list[Place] = []
    for a in legal:
        if isinstance(a, Place) and a.card == MAXI:
            maxi.append(a)
        else:
            out.append(a)
    roll = sorted(view.roll, reverse=True)
    for k in range(1, len(roll) + 1):
        highest = tuple(sorted(roll[:k]))
        if Place(MAXI, highest) in maxi:
            out.append(Place(MAXI, highest))
    rest = [a for a in out if a != normal]
    if len(rest) >= limit:
        rest = sorted(rest, key=lambda a: -len(a.faces) if isinstance(a, Place) else -99)[: limit - 1]
    return [normal, *rest]


def game_chance(state: State, seat: int) -> float:
    """``seat``'s chance of winning the game from the totals after a round: exact when the game
    is over (a tie shared), otherwise a race: a softmax of the totals whose spread grows with the
    square root of the rounds left; plus a little of the margin over the best other total."""
    mine = state.points[seat]
    margin = _MARGIN_WEIGHT * (mine - max(p for s, p in enumerate(state.points) if s != seat))
    if state.over:
        return margin + ((seat in state.winners) / max(1, len(state.winners)))
    left = state.rounds - state.round_number + 1  # the round under way counts
    scale = _ROUND_SPREAD * (left ** 0.5)
    total = sum(exp((p - mine) / scale) for p in state.points)
    return margin + 1.0 / total


def _rollout(view: State, seat: int, action: Any, seed: int, policy: SensibleBot) -> tuple[float, int]:
    """One future of ``action``: its worth (``game_chance`` when the round is over) and the moves
    it took (the search's work count)."""
    state = view.copy()
    state.dice = Dice.from_seed(seed)
    start_round = state.round_number
    state = state.apply(seat, action)
    moves = 1
    while not state.over and state.round_number == start_round:
        actor = state.current
        state = state.apply(actor, policy.choose(state, actor))
        moves += 1
    return game_chance(state, seat), moves  # the next round has begun, or the game is over


class ExpertBot:
    """Searches its view: each candidate move is played out to the end of the round by the normal
    player on the same sampled futures, the weaker half dropped after each pass (successive
    halving), the round valued by its effect on winning the game (``game_chance``). The search is
    wider and deeper at a round's opening placement, where it matters most, lighter on big
    tables, and deeper after the opening on tables of three or fewer. It leaves the normal
    player's move only when the best move beat it on the same futures by more than the noise (a
    paired test)."""

    #: how many times the base number of futures each candidate is played on (measurements)
    depth = 1
    #: the most moves its futures may play in one decision (a work count, not a clock: a seeded
    #: game plays the same on any machine); calibrated so that a decision's p95 stays under
    #: 300 ms (docs/performance.md, "Decision budget")
    budget = _BUDGET

    def __init__(self, seed: int = 0) -> None:
        self.rng = Dice.from_seed(seed)
        self.policy = SensibleBot(seed)
        self.work = 0  # the moves its last decision's futures played

    def choose(self, view: GameState, seat: int) -> Any:
        assert isinstance(view, State)
        legal = view.legal_actions(seat)
        normal = self.policy.choose(view, seat)
        self.work = 0
        opening = view.in_hand[seat] == DICE_PER_PLAYER and not view.placed_cards
        limit = _OPENING_CANDIDATES if opening else _MAX_CANDIDATES
        limit = max(_FEWEST, limit * _SEATS_AT_FULL_SEARCH // view.num_seats)
        alive = _candidates(view, seat, legal, normal, limit)
        if len(alive) == 1:
            return alive[0]
        deeper = 2 if not opening and view.num_seats <= _DEEP_SEATS else 1
        per = (_OPENING_ROLLOUTS if opening else _FIRST_ROLLOUTS) * self.depth * deeper
        results: list[list[float]] = [[] for _ in alive]
        seeds: list[int] = []
        work = 0
        for last in [False] * (_PASSES - 1) + [True]:
            while len(seeds) < per:
                seeds.append(self.rng.below(1 << 62))
            # future by future, every candidate on each, so that when the work budget runs out
            # all have been played on the same futures (the best move so far is kept)
            for s in seeds[len(results[0]):per]:
                if work >= self.budget:
                    break
                for i, action in enumerate(alive):
                    worth, moves = _rollout(view, seat, action, s, self.policy)
                    results[i].append(worth)
                    work += moves
            self.work = work
            if last or len(alive) <= 2 or work >= self.budget:
                break
            ranked = sorted(range(1, len(alive)), key=lambda i: -sum(results[i]))
            keep = [0, *ranked[: max(1, (len(alive) + 1) // 2 - 1)]]  # the normal move stays in
            alive, results = [alive[i] for i in keep], [results[i] for i in keep]
            per *= 2
        best = max(range(len(alive)), key=lambda i: sum(results[i]) / len(results[i]))
        if best == 0 or not _beats(results[best], results[0]):
            return normal
        return alive[best]


def _beats(mine: list[float], other: list[float]) -> bool:
    """The paired test: on the futures both were played on, ``mine`` leads ``other`` by more than
    _PAIRED_Z standard errors."""
    diffs = [a - b for a, b in zip(mine, other)]
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return mean > 0
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean > _PAIRED_Z * sqrt(var / n)


#: the computer players by level (``core.bots.LEVELS``; the game's spec names this)
PLAYERS: dict[str, Callable[[int], Bot]] = {"easy": EasyBot, "cpu": SensibleBot, "expert": ExpertBot}


def make_bot(kind: str, seed: int) -> Bot:
    """``"easy"``, ``"cpu"`` (normal), ``"expert"``; ``"random"``: uniformly random legal actions."""
    return choose_bot(kind, seed, PLAYERS["cpu"], easy=PLAYERS["easy"], expert=PLAYERS["expert"])
