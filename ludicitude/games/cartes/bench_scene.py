"""The busiest Quatre Cartes screen, for the frame benchmark (``ludicitude bench``), and the
played positions it is found in (the tests' screenshot positions start from them too)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ludicitude.core.timeline import Tumble
from ludicitude.games.cartes import rules
from ludicitude.games.cartes.rules import CARDS
from ludicitude.games.cartes.scene import GameScene
from ludicitude.ui.session import GameSession

NAMES = ["Ana", "Bob", "Chloé", "Dimitri", "Eve", "Fatou"]


def played(seats: int, seed: int, until: Callable[[rules.State], bool]) -> rules.State:
    """The first position of a game played by sensible computers where ``until`` holds."""
    from ludicitude.games.cartes import bots

    players = [bots.make_bot("cpu", seed + s) for s in range(seats)]
    state = rules.new_game(seats, None, seed)
    while not until(state):
        if state.is_over:
            raise ValueError("no such position in this game")
        seat = state.to_act[0]
        state = state.apply(seat, players[seat].choose(state.view(seat), seat))
    return state


def session(state: rules.State, computers: tuple[int, ...] = ()) -> GameSession:
    """A session at ``state``: people everywhere (so the screen waits for them) but at ``computers``."""
    from ludicitude.games import GAMES  # the registry imports each game by name: look it up late
    from ludicitude.ui.session import default_seats

    seats = default_seats(state.num_seats, NAMES)
    for s in computers:
        seats[s].kind = "cpu"
    return GameSession(GAMES["cartes"], seats, state)


def crowded(state: rules.State) -> bool:
    """Every card holds dice of at least two players, and a player with dice is to roll."""
    if state.is_over or not state.roll or state.placed_cards:
        return False
    return all(sum(1 for s in range(state.num_seats) if state.cards[s][c]) >= 2 for c in range(len(CARDS)))


def late_crowded(state: rules.State) -> bool:
    return state.round_number >= state.rounds - 1 and crowded(state) and len(state.roll) >= 3


class _ThrowingScene(GameScene):
    """A table whose dice are thrown again as soon as they have landed (for ``bench_scene``)."""

    def on_timeline(self) -> None:
        super().on_timeline()
        if self.timeline.done:  # never settles: the dice are thrown again
            self.play([Tumble()], factor=1.0)


def bench_scene(app: Any) -> GameScene:
    """The busiest screen: a late-game 6-player table, every card crowded, the dice thrown over
    and over (each throw whole: flying, bouncing, settling)."""
    scene = _ThrowingScene(app, session(played(6, 11, late_crowded)))
    scene.play([Tumble()], factor=1.0)
    scene.refresh()
    return scene
