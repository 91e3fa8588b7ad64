"""What a computer player is, and the random-legal player every game shares."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ludicitude.core.dice import Dice
from ludicitude.core.game import Action, GameState, Seat


class Bot(Protocol):
    """A computer player. It is handed only ``state.view(seat)``: what its seat may know."""

    def choose(self, view: GameState, seat: Seat) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions (for tests and as a weak opponent)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Dice.from_seed(seed)

    def choose(self, view: GameState, seat: Seat) -> Action:
        actions = view.legal_actions(seat)
        return actions[self.rng.below(len(actions))]


def choose_bot(kind: str, seed: int, sensible: Callable[[int], Bot]) -> Bot:
    """What every game's ``make_bot`` does: ``"cpu"`` is the game's sensible player (built from
    the seed), ``"random"`` the random legal player; anything else is refused."""
    if kind == "cpu":
        return sensible(seed)
    if kind == "random":
        return RandomBot(seed)
    raise ValueError(f"unknown bot kind {kind!r}: choose cpu or random")
