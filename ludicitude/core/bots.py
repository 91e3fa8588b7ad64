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


#: the computer levels a seat may have, weakest first; "cpu" is the normal level
LEVELS = ("easy", "cpu", "expert")
#: every kind of computer seat: the levels, and the random legal player (tests, a weak opponent)
BOT_KINDS = (*LEVELS, "random")


def choose_bot(kind: str, seed: int, sensible: Callable[[int], Bot], *,
               easy: Callable[[int], Bot] | None = None, expert: Callable[[int], Bot] | None = None) -> Bot:
    """What every game's ``make_bot`` does: ``"easy"``, ``"cpu"`` (normal) and ``"expert"`` are
    the game's players at three levels (each built from the seed), ``"random"`` the random legal
    player; anything else, or a level the game does not have, is refused."""
    makers = {"easy": easy, "cpu": sensible, "expert": expert, "random": RandomBot}
    if kind not in makers:
        raise ValueError(f"unknown bot kind {kind!r}: choose one of {', '.join(BOT_KINDS)}")
    maker = makers[kind]
    if maker is None:
        raise ValueError(f"this game has no {kind!r} player")
    return maker(seed)
