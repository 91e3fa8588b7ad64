"""Perudo's computer players: each sees only ``state.view(seat)`` (its own dice, the others'
counts, the bids). No pygame.

- easy: bids what it holds most of, one more each time, and calls Dudo on a hunch;
- normal: counts its own dice and expects a third of the others' to match (a sixth on ones);
  calls Dudo when the bid is more likely false than true, and makes the raise most likely true;
- expert: the exact binomial chances, with a sharper threshold and a dash of bluff: it sometimes
  raises on a face it holds, to draw a Dudo from a rival.
"""

from __future__ import annotations

from collections.abc import Callable
from math import comb
from typing import Any

from ludicitude.core.dice import Dice
from perudo.rules import Bid, Dudo, State


def chance_at_least(need: int, unknown: int, p: float) -> float:
    """P(at least ``need`` successes among ``unknown`` dice, each a success with ``p``)."""
    if need <= 0:
        return 1.0
    if need > unknown:
        return 0.0
    return sum(comb(unknown, k) * p ** k * (1 - p) ** (unknown - k) for k in range(need, unknown + 1))


def own_count(cup: tuple[int, ...], face: int) -> int:
    return sum(1 for f in cup if f == face or (f == 1 and face != 1))


def bid_chance(view: State, seat: int, quantity: int, face: int) -> float:
    """How likely a bid is true, from ``seat``'s dice and the number of the others'."""
    cup = view.cups[seat]
    unknown = view.total_dice - len(cup)
    return chance_at_least(quantity - own_count(cup, face), unknown, 1 / 6 if face == 1 else 1 / 3)


class EasyBot:
    def __init__(self, seed: int = 0) -> None:
        self.rng = Dice.from_seed(seed)

    def choose(self, view: Any, seat: int) -> Any:
        cup = view.cups[seat]
        if view.bid is not None:
            quantity, face = view.bid
            guess = own_count(cup, face) + (view.total_dice - len(cup)) // 3
            if quantity > guess + self.rng.below(2):
                return Dudo()
        best = max(range(2, 7), key=lambda f: (own_count(cup, f), f))
        for action in view.legal_actions(seat):
            if isinstance(action, Bid) and action.face == best:
                return action
        return Dudo()


class SensibleBot:
    threshold = 0.5
    bluff = 0.0

    def __init__(self, seed: int = 0) -> None:
        self.rng = Dice.from_seed(seed)

    def choose(self, view: Any, seat: int) -> Any:
        legal = view.legal_actions(seat)
        if view.bid is not None and bid_chance(view, seat, *view.bid) < self.threshold:
            return Dudo()
        bids = [a for a in legal if isinstance(a, Bid)]
        if not bids:
            return Dudo()
        low = min(a.quantity for a in bids if a.face != 1) if any(a.face != 1 for a in bids) else 0
        near = [a for a in bids if a.quantity <= max(low, 1) + 1 or a.face == 1 and a.quantity <= low]
        candidates = near or bids
        cup = view.cups[seat]
        if self.bluff and self.rng.below(100) < self.bluff * 100:
            held = max(range(2, 7), key=lambda f: own_count(cup, f))
            on_held = [a for a in candidates if a.face == held]
            if on_held:
                return on_held[0]
        best = max(candidates, key=lambda a: (round(bid_chance(view, seat, a.quantity, a.face), 3),
                                              own_count(cup, a.face), -a.quantity))
        if view.bid is not None and bid_chance(view, seat, best.quantity, best.face) < 0.25:
            return Dudo()  # every raise is worse than doubting
        return best


class ExpertBot(SensibleBot):
    threshold = 0.42
    bluff = 0.15


#: the computer players by level (the game's spec names this)
PLAYERS: dict[str, Callable[[int], Any]] = {"easy": EasyBot, "cpu": SensibleBot, "expert": ExpertBot}
