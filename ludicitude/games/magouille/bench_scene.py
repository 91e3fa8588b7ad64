"""The busiest Magouille screen, for the frame benchmark (``ludicitude bench``), and the played
games it is found in (the tests' screenshot positions start from them too)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import pairwise
from typing import Any, cast

from ludicitude.core.driver import history
from ludicitude.core.game import Action, Event
from ludicitude.games.magouille import rules
from ludicitude.games.magouille.events import Revealed
from ludicitude.games.magouille.scene import GameScene
from ludicitude.games.magouille.story import beats
from ludicitude.ui.session import GameSession, SeatInfo

NAMES = ("Ana", "Bob", "Chloé", "Dimitri", "Eve", "Fatou", "Gus", "Hana")

History = tuple[tuple[rules.State, int | None, Action | None], ...]


@lru_cache(maxsize=8)
def played_history(seats: int, seed: int, length: str = "normal") -> History:
    """A whole game between sensible computer players: (state, seat, the action played there)."""
    from ludicitude.games.magouille import bots

    players = [bots.make_bot("cpu", seed * 10 + s) for s in range(seats)]
    return cast(History, history(rules.new_game(seats, {"length": length}, seed), players))


def session(state: rules.State, cpus: Sequence[int] = (), names: Sequence[str] = NAMES) -> GameSession:
    """A session at ``state``: people everywhere (so the screen waits for them) but at ``cpus``."""
    from ludicitude.games import GAMES  # the registry imports each game by name: look it up late
    from ludicitude.ui.session import default_seats

    seats = default_seats(state.num_seats, names)
    seats = [SeatInfo(s.name, s.identity, "cpu" if i in cpus else "human") for i, s in enumerate(seats)]
    return GameSession(GAMES["magouille"], seats, state)


def last_choice(history: History, wanted: Callable[[list[Event]], bool],
                late: bool = False) -> tuple[rules.State, int, Action]:
    """The state, seat and face of the choice that makes the first (or the last) reveal whose
    public events satisfy ``wanted``."""
    found = None
    for (state, seat, action), (after, _seat, _action) in pairwise(history):
        new = [e for e in after.events[len(state.events):] if e.visible_to(None)]
        if seat is not None and action is not None and any(isinstance(e, Revealed) for e in new) and wanted(new):
            found = (state, seat, action)
            if not late:
                break
    if found is None:
        raise LookupError("no such reveal")
    return found


def with_events(*kinds: type[Event], reveal: int | None = None) -> Callable[[list[Event]], bool]:
    """A test of a reveal's public events: an event of each of ``kinds`` is among them (and, with
    ``reveal``, it is that reveal, 1 or 2)."""
    def wanted(new: list[Event]) -> bool:
        if reveal is not None and not any(isinstance(e, Revealed) and e.reveal == reveal for e in new):
            return False
        return all(any(isinstance(e, k) for e in new) for k in kinds)
    return wanted


class _LoopingScene(GameScene):
    """A reveal whose animation starts again as soon as it ends (for ``bench_scene``)."""

    def on_timeline(self) -> None:
        if self.reveal is not None and self.moment().count >= 1:  # counted: face down again
            self.play(beats(self.reveal))


def bench_scene(app: Any) -> GameScene:
    """The busiest Magouille screen for ``ludicitude bench``: eight players late in a game, the
    second reveal's dice flipping and the scores counting, over and over."""
    state, seat, action = last_choice(played_history(8, 5), with_events(reveal=2), late=True)
    scene = _LoopingScene(app, session(state))
    scene.act(seat, action)
    return scene
