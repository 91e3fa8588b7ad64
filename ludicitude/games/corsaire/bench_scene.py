"""The busiest Corsaire screen, for the frame benchmark (``ludicitude bench``), and the played
games it is found in (the tests' screenshot positions start from them too)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ludicitude.core.timeline import Beat, CoinMove, Tumble
from ludicitude.games.corsaire import rules
from ludicitude.games.corsaire.scene import GameScene
from ludicitude.games.corsaire.story import story
from ludicitude.games.corsaire.turn import StepKind
from ludicitude.ui.session import GameSession

NAMES = ["Ana", "Bob", "Chloé", "Dimitri", "Eve", "Fatou"]


def session(state: rules.State, cpus: Sequence[int] = ()) -> GameSession:
    """A session at ``state``: people everywhere (so the screen waits for them) but at ``cpus``."""
    from ludicitude.games import GAMES  # the registry imports each game by name: look it up late
    from ludicitude.ui.session import default_seats

    seats = default_seats(state.num_seats, NAMES)
    for s in cpus:
        seats[s].kind = "cpu"
    return GameSession(GAMES["corsaire"], seats, state)


def played(seats: int, seed: int, until: Callable[[rules.State], bool]) -> rules.State:
    """A game played by sensible computer players from ``seed`` up to the first position where
    ``until`` holds (or its end)."""
    from ludicitude.games.corsaire import bots

    players = [bots.make_bot("cpu", seed * 7 + s) for s in range(seats)]
    state = rules.new_game(seats, None, seed)
    while not state.is_over and not until(state):
        seat = state.active
        state = state.apply(seat, players[seat].choose(state.view(seat), seat))
    return state


def resolving_with(state: rules.State, *kinds: StepKind) -> bool:
    """The active player is pairing, and the proposed plan holds results of these kinds."""
    if state.phase != rules.RESOLVING:
        return False
    proposed = rules.proposed_plan(state)
    return proposed is not None and set(kinds) <= {s.kind for s in proposed.plan}


def first_played(seats: int, until: Callable[[rules.State], bool], seeds: int = 60) -> rules.State:
    """The first seeded game that reaches a position where ``until`` holds."""
    for seed in range(seeds):
        state = played(seats, seed, until)
        if until(state):
            return state
    raise LookupError("no seeded game reaches that position")


def late_six(state: rules.State) -> bool:
    return state.bank <= 14 and resolving_with(state, StepKind.CANNON, StepKind.SKULL)


class _LoopingScene(GameScene):
    """A table whose dice are thrown and whose story's coins move, again as soon as they have
    landed (for ``bench_scene``)."""

    loop: list[Beat]

    def on_timeline(self) -> None:
        if self.timeline.done:  # never leaves the animation: it starts again
            self.play(self.loop, factor=max(1.0, self.app.animation_factor))


def bench_scene(app: Any) -> GameScene:
    """The busiest Corsaire screen for ``ludicitude bench``: a late-game six-player table where
    the five dice are thrown, then a Cannon pair and a Skull pair send coins flying from pile to
    pile, over and over."""
    state = first_played(6, late_six)
    scene = _LoopingScene(app, session(state))
    proposed = rules.proposed_plan(state)
    assert proposed is not None
    after = state.apply(state.active, proposed)
    new = after.events[len(state.events):]
    throw = Tumble(seat=state.active, faces=tuple(state.faces), rerolled=tuple(range(len(state.faces))), told=0)
    scene.loop = [throw, *(b for b in story(state, after, new, scene.session.told_names) if isinstance(b, CoinMove))]
    scene.story = list(new)
    scene.applied_plan = proposed.plan
    scene.play(scene.loop, factor=max(1.0, app.animation_factor))
    scene.refresh()
    return scene
