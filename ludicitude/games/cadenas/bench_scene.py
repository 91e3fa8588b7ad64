"""The busiest Cadenas screen, for the frame benchmark (``ludicitude bench``), and the played
games it is found in (the tests' screenshot positions start from them too)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, cast

from ludicitude.core.driver import history
from ludicitude.core.game import Action
from ludicitude.core.timeline import Tumble
from ludicitude.games.cadenas import rules
from ludicitude.games.cadenas.scene import GameScene
from ludicitude.ui.session import GameSession

NAMES = ("Ana", "Bob", "Chloé", "Dimitri", "Eve", "Fatou")

#: a moment of a played game: the state, the seat that acted there and its action (None at the end)
Step = tuple[rules.State, int | None, Action | None]


@lru_cache(maxsize=8)
def played_history(seats: int, seed: int) -> tuple[Step, ...]:
    """A whole game between sensible computer players, step by step."""
    from ludicitude.games.cadenas import bots

    players = [bots.make_bot("cpu", seed + s) for s in range(seats)]
    return cast(tuple[Step, ...], history(rules.new_game(seats, None, seed), players))


def session(state: rules.State) -> GameSession:
    """A session of human players (so the screen waits for them) at ``state``."""
    from ludicitude.games import GAMES  # the registry imports each game by name: look it up late
    from ludicitude.ui.session import default_seats

    return GameSession(GAMES["cadenas"], default_seats(state.num_seats, NAMES), state)


def played_session(seats: int, seed: int, *, until_end: int | None = None,
                   actions: int | None = None) -> GameSession:
    """A session ``actions`` actions into a computer game, or ``until_end`` actions before its end."""
    steps = played_history(seats, seed)
    index = len(steps) - 1 - until_end if until_end is not None else min(actions or 0, len(steps) - 1)
    return session(steps[max(0, index)][0])


class _ThrowingScene(GameScene):
    """A table whose dice are thrown again as soon as they have landed (for ``bench_scene``)."""

    def on_timeline(self) -> None:
        super().on_timeline()
        if self.timeline.done:  # never settles: the dice are thrown again
            self.play([Tumble()], factor=1.0)


def bench_scene(app: Any) -> GameScene:
    """The busiest Cadenas screen for ``ludicitude bench``: six sheets late in a game, and the
    dice thrown, over and over (each throw whole: flying, bouncing, settling)."""
    scene = _ThrowingScene(app, played_session(6, 7, until_end=3))
    scene.play([Tumble()], factor=1.0)
    scene.refresh()
    return scene
