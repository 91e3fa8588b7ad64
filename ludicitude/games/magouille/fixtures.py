"""Magouille positions to look at: named screens for ``build/screenshots.py`` (the table, the
curtain, private screens, reveals mid-way and settled, the end) and the bench's busiest screen.
Each is reached by playing a real game between computer players, then opening the screen there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import pairwise
from typing import Any, cast

from ludicitude.core.driver import history
from ludicitude.core.game import Action, Event
from ludicitude.games.magouille import rules
from ludicitude.games.magouille.events import Eliminated, GameOver, Lost, Revealed, Scored
from ludicitude.games.magouille.rules import EndTalk, SetFace
from ludicitude.games.magouille.scene import GameScene
from ludicitude.games.magouille.story import COUNT_SECONDS, FLIP_SECONDS, HOLD_SECONDS
from ludicitude.ui.session import GameSession, SeatInfo

NAMES = ("Ana", "Bob", "Chloé", "Dimitri", "Eve", "Fatou", "Gus", "Hana")
#: longer names, as a club's players type them: a reveal of eight must not cut them
LONG_NAMES = ("Anastasia", "Guillaume", "Chloé", "Dimitri", "Éléonore", "Fatoumata", "Gustave", "Hana")

History = tuple[tuple[rules.State, int | None, Action | None], ...]


@lru_cache(maxsize=8)
def _history(seats: int, seed: int, length: str = "normal") -> History:
    """A whole game between sensible computer players: (state, seat, the action played there)."""
    from ludicitude.games.magouille import bots

    players = [bots.make_bot("cpu", seed * 10 + s) for s in range(seats)]
    return cast(History, history(rules.new_game(seats, {"length": length}, seed), players))


def _session(state: rules.State, cpus: Sequence[int] = (), names: Sequence[str] = NAMES) -> GameSession:
    """A session at ``state``: people everywhere (so the screen waits for them) but at ``cpus``."""
    from ludicitude.games import GAMES  # the registry imports each game by name: look it up late
    from ludicitude.ui.session import default_seats

    seats = default_seats(state.num_seats, names)
    seats = [SeatInfo(s.name, s.identity, "cpu" if i in cpus else "human") for i, s in enumerate(seats)]
    return GameSession(GAMES["magouille"], seats, state)


def _last_choice(history: History, wanted: Callable[[list[Event]], bool],
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


def _kinds(*kinds: type[Event], reveal: int | None = None) -> Callable[[list[Event]], bool]:
    def wanted(new: list[Event]) -> bool:
        if reveal is not None and not any(isinstance(e, Revealed) and e.reveal == reveal for e in new):
            return False
        return all(any(isinstance(e, k) for e in new) for k in kinds)
    return wanted


def _revealing(app: Any, seats: int, seed: int, wanted: Callable[[list[Event]], bool], *,
               at: float | None = None, late: bool = False, length: str = "normal",
               names: Sequence[str] = NAMES) -> GameScene:
    """The screen just after the choice that makes a reveal; ``at``: the reveal's clock stopped
    that many seconds in (at normal speed), to show it mid-way whatever the app's speed."""
    state, seat, action = _last_choice(_history(seats, seed, length), wanted, late)
    scene = GameScene(app, _session(state, names=names))
    scene.act(seat, action)
    if at is not None and scene.reveal is not None:
        scene.reveal.frozen_speed, scene.reveal.t = 1.0, at
        scene.still_changed()
    return scene


def _late(seats: int, seed: int, step: int) -> rules.State:
    """The state at the last ``step`` of a computer game before its final round."""
    history = _history(seats, seed)
    last_round = history[-1][0].round
    states = [s for s, _seat, _a in history if s.step == step and s.round < last_round and not s.has_chosen]
    return states[-1]


def screenshot_positions(app: Any) -> dict[str, Callable[[], Any]]:
    """Named positions for build/screenshots.py: each makes the scene to draw."""
    from ludicitude.ui.game_scene import EndScreen

    def start() -> GameScene:
        return GameScene(app, _session(rules.new_game(4, None, 1)))

    def talk_final() -> GameScene:
        return GameScene(app, _session(_late(5, 24, rules.TALK_BEFORE_FINAL)))

    def curtain() -> GameScene:
        # one person has chosen: the curtain names the next (pushed by the first frame)
        state = rules.new_game(4, None, 1).apply(0, EndTalk()).apply(0, SetFace(3))
        return GameScene(app, _session(state))

    def private(face: int | None, hidden: bool = False, refused: bool = False) -> Callable[[], GameScene]:
        def make() -> GameScene:
            state = _late(4, 3, rules.FINAL_SECRET)
            scene = GameScene(app, _session(state, cpus=(1, 2, 3)))
            if hidden:  # projector-safe input for this screen only, not the app's setting
                scene.hidden_input = lambda: True  # type: ignore[method-assign]
            scene.open_private(0)
            if face is not None:
                scene.select(face)
            if refused:
                scene.confirm()
            return scene
        return make

    def waiting() -> GameScene:
        state = rules.new_game(4, None, 1).apply(0, EndTalk()).apply(0, SetFace(2)).apply(1, SetFace(1))
        scene = GameScene(app, _session(state, cpus=(1, 2, 3)))
        scene.bot_seat = lambda: None  # type: ignore[method-assign]  # the computers still thinking
        return scene

    def log() -> GameScene:
        scene = GameScene(app, _session(_late(5, 24, rules.TALK_BEFORE_FINAL)))
        scene.show_log = True
        return scene

    def end() -> EndScreen:
        scene = GameScene(app, _session(_history(5, 24)[-1][0]))
        return EndScreen(app, scene.session, scene.end_lines(), scene.end_marks())

    flip = HOLD_SECONDS + FLIP_SECONDS * 0.3  # the dice narrowing, still face down
    counting = HOLD_SECONDS + FLIP_SECONDS + COUNT_SECONDS * 0.45
    return {
        "start-4": start,
        "talk-before-final-5": talk_final,
        "curtain-4": curtain,
        "private-no-face-4": private(None),
        "private-face-picked-4": private(4),
        "private-refused-4": private(None, refused=True),
        "private-projector-safe-4": private(4, hidden=True),
        "waiting-for-computers-4": waiting,
        "reveal-1-flipping-4": lambda: _revealing(app, 4, 1, _kinds(reveal=1), at=flip),
        "reveal-1-done-4": lambda: _revealing(app, 4, 1, _kinds(reveal=1)),
        "reveal-2-counting-5": lambda: _revealing(app, 5, 24, _kinds(Scored), at=counting),
        "reveal-2-scored-5": lambda: _revealing(app, 5, 24, _kinds(Scored)),
        "reveal-2-cancelled-5": lambda: _revealing(app, 5, 24, lambda new: _kinds(Scored)(new) and any(
            isinstance(e, Scored) and e.cancelled for e in new)),
        "reveal-2-lost-5": lambda: _revealing(app, 5, 24, _kinds(Lost)),
        "elimination-4": lambda: _revealing(app, 4, 1, _kinds(Eliminated)),
        "all-eliminated-6": lambda: _revealing(app, 6, 4, _kinds(GameOver)),
        "victory-5": lambda: _revealing(app, 5, 24, _kinds(GameOver)),
        "end-5": end,
        "log-5": log,
        "late-table-8": lambda: GameScene(app, _session(_late(8, 5, rules.TALK_BEFORE_FINAL))),
        "late-reveal-8": lambda: _revealing(app, 8, 5, _kinds(reveal=2), late=True),
        "reveal-2-scored-8": lambda: _revealing(app, 8, 5, _kinds(Scored), names=LONG_NAMES),
    }


class _LoopingScene(GameScene):
    """A reveal whose animation starts again as soon as it ends (for ``bench_scene``)."""

    def update(self, dt: float) -> None:
        super().update(dt)
        reveal = self.reveal
        if reveal is not None and reveal.done(self.reveal_speed()):
            reveal.t = 0.0
            self.still_changed()  # face down again


def bench_scene(app: Any) -> GameScene:
    """The busiest Magouille screen for ``ludicitude bench``: eight players late in a game, the
    second reveal's dice flipping and the scores counting, over and over."""
    state, seat, action = _last_choice(_history(8, 5), _kinds(reveal=2), late=True)
    scene = _LoopingScene(app, _session(state))
    scene.act(seat, action)
    return scene
