"""Computer players for Corsaire: the random-legal one and a sensible one.

The sensible player weighs every reroll by its exact expected value. Five dice make only
252 distinct hands, and a choice of dice to keep only 462 distinct kept groups, so the
chances of every outcome are tabled once (``_Tables``); each decision then fills the value of
the 252 final hands for the situation on the table and takes two expectations over them.

Three levels share this machinery:
- easy (``EasyBot``): a beginner, who stops as soon as the dice make a pair, rerolls every die
  that is not crossed bones otherwise (blind to the risk of a third X), and robs whoever comes to
  mind;
- normal (``CorsaireBot``, "cpu"): the exact expected value of rerolls, in coins of standing;
- expert (``ExpertBot``): the same exact expectation, in chances of winning the game instead of
  coins: a coin counts more when the Bank is nearly empty and the race nearly run, emptying the
  Bank is worth exactly the win or the loss it brings, and a bust costs what it costs the race.

The value of a final hand is the best plan's gain in *standing*: my gold minus the gold of
the richest other player, so robbing the leader counts twice in a two-player game, and
emptying the Bank is worth a lot when it leaves me ahead and costs a lot when it does not.
"""

from __future__ import annotations

from collections.abc import Callable
import itertools
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from math import exp, factorial, sqrt

from ludicitude.core.bots import Bot, choose_bot
from ludicitude.core.dice import Dice
from ludicitude.core.game import Action, GameState
from ludicitude.games.corsaire.rules import (
    BUST_FINE,
    CROSSED_BONES,
    DICE_COUNT,
    RESOLVING,
    ROLLING,
    Reroll,
    Plan,
    PlanStep,
    Resolve,
    State,
    StopRolling,
    empty_thefts,
    is_bust,
    plans_for,
    settle,
)

FACES = (1, 2, 3, 4, 5, 6)
#: what ending the game is worth to the player, in coins of standing, when it wins or loses
END_WEIGHT = 25

Hand = tuple[int, ...]


class _Tables:
    """The chances of rerolling, computed once: hands, kept groups and their outcomes."""

    def __init__(self) -> None:
        self.hands: list[Hand] = list(itertools.combinations_with_replacement(FACES, DICE_COUNT))
        self.index = {h: i for i, h in enumerate(self.hands)}
        self.busts = [is_bust(h) for h in self.hands]
        # outcomes of rolling k dice, as sorted groups with their probability
        rolled: dict[int, list[tuple[float, Hand]]] = {}
        for k in range(DICE_COUNT + 1):
            rolled[k] = []
            for group in itertools.combinations_with_replacement(FACES, k):
                ways = factorial(k)
                for count in Counter(group).values():
                    ways //= factorial(count)
                rolled[k].append((ways / 6**k, group))
        # for each kept group, the final hands it can lead to and their chances
        self.outcomes: dict[Hand, list[tuple[float, int]]] = {}
        for k in range(DICE_COUNT):
            for kept in itertools.combinations_with_replacement(FACES, k):
                self.outcomes[kept] = [
                    (p, self.index[tuple(sorted(kept + group))]) for p, group in rolled[DICE_COUNT - k]
                ]
        # for each hand, the groups it may keep when rerolling: its crossed bones always stay
        self.keeps: list[list[Hand]] = []
        for hand in self.hands:
            crosses = hand.count(CROSSED_BONES)
            free = [f for f in hand if f != CROSSED_BONES]
            kept_groups = {
                tuple(sorted(c + (CROSSED_BONES,) * crosses))
                for k in range(len(free))
                for c in itertools.combinations(free, k)
            }
            self.keeps.append(sorted(kept_groups))


@lru_cache(maxsize=1)
def _tables() -> _Tables:
    return _Tables()


def standing_gain(state: State, seat: int, plan: Sequence[PlanStep]) -> float:
    """What ``plan`` is worth to ``seat``: the change in (my gold - richest other's gold),
    plus or minus ``END_WEIGHT`` if it empties the Bank and so ends the game."""
    before = state.gold
    _, _, _, gold, ends = settle(plan, seat, state.bank, state.king_share, before)
    lead_before = max(g for s, g in enumerate(before) if s != seat)
    lead_after = max(g for s, g in enumerate(gold) if s != seat)
    gain: float = (gold[seat] - before[seat]) - (lead_after - lead_before)
    if ends:
        gain += END_WEIGHT if gold[seat] > lead_after else (0 if gold[seat] == lead_after else -END_WEIGHT)
    return gain


def leader(state: State, seat: int) -> int:
    """The richest other player (the first of them round the table on a tie): whom to rob."""
    n = state.num_seats
    return max(((seat + o) % n for o in range(1, n)), key=lambda s: state.gold[s])


class CorsaireBot:
    """The sensible player: rerolls by exact expected value, pairs for the most gain,
    robs the leader."""

    def choose(self, view: GameState, seat: int) -> Action:
        """Pairing: the best plan; rolling: stop or reroll, whichever is worth more on average."""
        assert isinstance(view, State)
        if view.phase == RESOLVING:
            return self.best_plan(view, seat)
        assert view.phase == ROLLING
        return self.best_roll(view, seat)

    def gain(self, view: State, seat: int, plan: Plan) -> float:
        """What ``plan`` is worth: here its gain in standing (``standing_gain``)."""
        return standing_gain(view, seat, plan)

    def bust_value(self, view: State, seat: int) -> float:
        """What three crossed bones are worth: the fine, paid to the King."""
        return -min(BUST_FINE, view.gold[seat])

    def victims(self, view: State, seat: int) -> tuple[int, ...]:
        """Whom a Skull may rob when a reroll is valued: the leader."""
        return (leader(view, seat),)

    def best_plan(self, view: State, seat: int) -> Resolve:
        """The legal plan worth most; on a tie, the one robbing nobody of nothing
        (``rules.empty_thefts``), then the first."""
        def worth(plan: Plan) -> tuple[float, int]:
            steps = settle(plan, seat, view.bank, view.king_share, view.gold)[0]
            return self.gain(view, seat, plan), -empty_thefts(steps)
        return Resolve(max(view.legal_plans(), key=worth))

    def hand_values(self, view: State, seat: int) -> list[float]:
        """The value of stopping with each of the 252 hands, robbing only ``victims``."""
        tables = _tables()
        target = self.victims(view, seat)
        fine = self.bust_value(view, seat)
        gains: dict[Plan, float] = {}  # hands share plans: weigh each plan once
        values: list[float] = []
        for hand, bust in zip(tables.hands, tables.busts):
            if bust:
                values.append(fine)
                continue
            best = float("-inf")
            for plan in plans_for(hand, target):
                gain = gains.get(plan)
                if gain is None:
                    gain = gains[plan] = self.gain(view, seat, plan)
                if gain > best:
                    best = gain
            values.append(best)
        return values

    def best_roll(self, view: State, seat: int) -> Action:
        """Stop, or reroll the dice whose expected value is highest (exact, over all outcomes)."""
        tables = _tables()
        final = self.hand_values(view, seat)
        hand = tuple(sorted(view.faces))
        left = view.rerolls_left
        if left >= 2:
            once_more = self._after_one_reroll(final)
            values = [
                v if tables.busts[i] else max([v, *(once_more[k] for k in tables.keeps[i])])
                for i, v in enumerate(final)
            ]
        else:
            values = final
        keeps = tables.keeps[tables.index[hand]]
        options = {k: sum(p * values[i] for p, i in tables.outcomes[k]) for k in keeps}
        best_keep = max(options, key=lambda k: options[k])
        if options[best_keep] <= final[tables.index[hand]] + 1e-9:
            return StopRolling()
        return Reroll(_dice_to_reroll(view.faces, best_keep))

    @staticmethod
    def _after_one_reroll(final: list[float]) -> dict[Hand, float]:
        """For every kept group, the expected value of rerolling the rest once and stopping."""
        tables = _tables()
        return {k: sum(p * final[i] for p, i in out) for k, out in tables.outcomes.items()}


def _dice_to_reroll(faces: Sequence[int], kept: Hand) -> tuple[int, ...]:
    """The positions of the dice not in ``kept`` (any of equal faces will do)."""
    keep = Counter(kept)
    reroll = []
    for i, face in enumerate(faces):
        if keep[face] > 0:
            keep[face] -= 1
        else:
            reroll.append(i)
    return tuple(reroll)


#: how often a beginner with a pair rolls again for more anyway
EASY_GREED = 0.25


class EasyBot:
    """A beginner (module docstring): happy with any pair, blind to the third X, and robbing
    whom it thinks of. It varies with its seed."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Dice.from_seed(seed)

    def choose(self, view: GameState, seat: int) -> Action:
        assert isinstance(view, State)
        if view.phase == RESOLVING:
            plans = view.legal_plans()
            # it takes the pairs that look biggest to it (its own coins), robbing anyone
            mine = max(settle(p, seat, view.bank, view.king_share, view.gold)[3][seat] for p in plans)
            best = [p for p in plans if settle(p, seat, view.bank, view.king_share, view.gold)[3][seat] == mine]
            return Resolve(best[self.rng.below(len(best))])
        free = tuple(i for i, f in enumerate(view.faces) if f != CROSSED_BONES)
        paired = len(plans_for(tuple(sorted(view.faces)), (leader(view, seat),))[0]) > 0
        if view.rerolls_left == 0 or (paired and self.rng.below(100) >= 100 * EASY_GREED):
            return StopRolling()
        # reroll what does not pair: coin dice with no weapon, weapons with no coin, or everything
        coins = [i for i in free if view.faces[i] in (1, 2, 3)]
        weapons = [i for i in free if view.faces[i] not in (1, 2, 3)]
        spare = coins[len(weapons):] if len(coins) > len(weapons) else weapons[len(coins):]
        dice = tuple(sorted(spare)) or free
        return Reroll(dice) if dice else StopRolling()


#: how much a coin of lead is worth in the race, per inverse square root of the coins left in the
#: Bank (fitted on 500 games between two normal players: the chance of winning at each turn's start
#: against the lead, for the Bank at 4, 11, 20 and 32 coins)
RACE_STEEPNESS = 0.35


#: the expert weighs robbing at most this many of the richest others when it values a reroll
#: (each one more multiplies the plans of a hand with two Skulls)
ROBBED = 3


def race_chances(gold: Sequence[int], bank: int, ends: bool) -> list[float]:
    """The expert's estimate of every player's chance of most gold at the end: exact when the
    game has ended (a tie shared), otherwise a softmax of the gold whose spread grows with the
    coins still in the Bank (the race still to run); for two players, a logistic of the lead."""
    if ends:
        best = max(gold)
        share = 1.0 / sum(g == best for g in gold)
        return [share if g == best else 0.0 for g in gold]
    steep = RACE_STEEPNESS / sqrt(bank + 1.0)
    top = max(gold)
    odds = [exp(steep * (g - top)) for g in gold]
    total = sum(odds)
    return [o / total for o in odds]


def win_chance(gold: Sequence[int], seat: int, bank: int, ends: bool) -> float:
    """``seat``'s chance of most gold at the end (``race_chances``)."""
    return race_chances(gold, bank, ends)[seat]


class ExpertBot(CorsaireBot):
    """The expert (module docstring): rerolls and plans weighed in chances of winning the game,
    against every rival's chance (a close second is a danger too, a leader out of reach less so),
    so whom it robs, and how far it pushes its luck, follow the standings and the Bank."""

    def gain(self, view: State, seat: int, plan: Plan) -> float:
        _, bank, _, gold, ends = settle(plan, seat, view.bank, view.king_share, view.gold)
        return win_chance(gold, seat, bank, ends) - win_chance(view.gold, seat, view.bank, False)

    def bust_value(self, view: State, seat: int) -> float:
        gold = list(view.gold)
        gold[seat] -= min(BUST_FINE, gold[seat])
        return win_chance(gold, seat, view.bank, False) - win_chance(view.gold, seat, view.bank, False)

    def victims(self, view: State, seat: int) -> tuple[int, ...]:
        """Whom a Skull may rob when a reroll is valued: the richest others (ROBBED of them)."""
        n = view.num_seats
        others = sorted(((seat + o) % n for o in range(1, n)), key=lambda s: -view.gold[s])
        return tuple(others[:ROBBED])


#: the computer players by level (``core.bots.LEVELS``; the game's spec names this)
PLAYERS: dict[str, Callable[[int], Bot]] = {
    "easy": EasyBot, "cpu": lambda _seed: CorsaireBot(), "expert": lambda _seed: ExpertBot()}


def make_bot(kind: str, seed: int) -> Bot:
    """``"easy"``: a beginner; ``"cpu"``: the sensible (normal) player; ``"expert"``: exact
    expectations in chances of winning; ``"random"``: a random legal player."""
    return choose_bot(kind, seed, PLAYERS["cpu"], easy=PLAYERS["easy"], expert=PLAYERS["expert"])

