"""Magouille positions to look at: named screens for the tests and ``build/screenshots.py`` (the
table, the curtain, private screens, reveals mid-way and settled, the end), found through
``tests.games.looks.screenshot_positions``.
Each is reached by playing a real game between computer players, then opening the screen there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ludicitude.core.game import Event
from ludicitude.core.timeline import COUNT_SECONDS, FACE_DOWN_SECONDS
from ludicitude.games.magouille.story import LIFTS_SECONDS, lift_seconds
from ludicitude.games.magouille import rules
from ludicitude.games.magouille.bench_scene import NAMES, last_choice, played_history, session, with_events
from ludicitude.games.magouille.events import Eliminated, GameOver, Lost, Scored
from ludicitude.games.magouille.rules import EndTalk, SetFace
from ludicitude.games.magouille.scene import GameScene
from ludicitude.games.magouille.story import story

#: longer names, as a club's players type them: a reveal of eight must not cut them
LONG_NAMES = ("Anastasia", "Guillaume", "Chloé", "Dimitri", "Éléonore", "Fatoumata", "Gustave", "Hana")


def _revealing(app: Any, seats: int, seed: int, wanted: Callable[[list[Event]], bool], *,
               at: float | None = None, late: bool = False, length: str = "normal",
               names: Sequence[str] = NAMES, cpus: Sequence[int] = ()) -> GameScene:
    """The screen just after the choice that makes a reveal; ``at``: the reveal's clock stopped
    that many seconds in (at normal speed), to show it mid-way whatever the app's speed."""
    state, seat, action = last_choice(played_history(seats, seed, length), wanted, late)
    scene = GameScene(app, session(state, names=names, cpus=cpus))
    scene.act(seat, action)
    if at is not None and scene.reveal is not None:
        played = scene.timeline
        timeline = scene.play(story(state, scene.state, scene.events_since(state, scene.state)), factor=1.0)
        scene.playback.took_story(state, played)  # the frame shows this story's point, as after ``act``
        timeline.t, timeline.frozen = at, True
        scene.still_changed()
    return scene


def _late(seats: int, seed: int, step: int) -> rules.State:
    """The state at the last ``step`` of a computer game before its final round."""
    history = played_history(seats, seed)
    last_round = history[-1][0].round
    states = [s for s, _seat, _a in history if s.step == step and s.round < last_round and not s.has_chosen]
    return states[-1]


def screenshot_positions(app: Any) -> dict[str, Callable[[], Any]]:
    """Named positions for build/screenshots.py: each makes the scene to draw."""
    from ludicitude.ui.game_scene import EndScreen

    def start() -> GameScene:
        return GameScene(app, session(rules.new_game(4, None, 1)))

    def talk_final() -> GameScene:
        return GameScene(app, session(_late(5, 24, rules.TALK_BEFORE_FINAL)))

    def curtain() -> GameScene:
        # one person has chosen: the curtain names the next (pushed by the first frame)
        state = rules.new_game(4, None, 1).apply(0, EndTalk()).apply(0, SetFace(3))
        return GameScene(app, session(state))

    def private(face: int | None, hidden: bool = False, refused: bool = False) -> Callable[[], GameScene]:
        def make() -> GameScene:
            state = _late(4, 3, rules.FINAL_SECRET)
            scene = GameScene(app, session(state, cpus=(1, 2, 3)))
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
        scene = GameScene(app, session(state, cpus=(1, 2, 3)))
        scene.bot_seat = lambda: None  # type: ignore[method-assign]  # the computers still thinking
        return scene

    def log() -> GameScene:
        scene = GameScene(app, session(_late(5, 24, rules.TALK_BEFORE_FINAL)))
        scene.show_log = True
        return scene

    def end() -> EndScreen:
        return GameScene(app, session(played_history(5, 24)[-1][0])).end_screen()

    def end_target() -> EndScreen:
        from tests.games.magouille.test_end_look import NAMES as LONGER, last_choice_left

        state = last_choice_left().apply(3, SetFace(6))  # Anastasia goes above 200; Eve was out
        return GameScene(app, session(state, names=LONGER)).end_screen()

    flip = FACE_DOWN_SECONDS + lift_seconds(4) * 1.5  # the cups lifting: the first up, the second rising
    counting = FACE_DOWN_SECONDS + LIFTS_SECONDS + COUNT_SECONDS * 0.45
    return {
        "start-4": start,
        "talk-before-final-5": talk_final,
        "curtain-4": curtain,
        "private-no-face-4": private(None),
        "private-face-picked-4": private(4),
        "private-refused-4": private(None, refused=True),
        "private-projector-safe-4": private(4, hidden=True),
        "waiting-for-computers-4": waiting,
        "reveal-1-flipping-4": lambda: _revealing(app, 4, 1, with_events(reveal=1), at=flip),
        "reveal-1-done-4": lambda: _revealing(app, 4, 1, with_events(reveal=1)),
        "reveal-2-counting-5": lambda: _revealing(app, 5, 24, with_events(Scored), at=counting),
        "reveal-2-scored-5": lambda: _revealing(app, 5, 24, lambda new: with_events(Scored)(new) and not any(
            isinstance(e, Scored) and e.cancelled for e in new)),  # a reveal where no face cancelled
        "reveal-2-cancelled-5": lambda: _revealing(app, 5, 24, lambda new: with_events(Scored)(new) and any(
            isinstance(e, Scored) and e.cancelled for e in new)),
        "reveal-2-lost-5": lambda: _revealing(app, 5, 24, with_events(Lost)),
        "elimination-4": lambda: _revealing(app, 4, 1, with_events(Eliminated)),
        "all-eliminated-6": lambda: _revealing(app, 6, 4, with_events(GameOver)),
        "victory-5": lambda: _revealing(app, 5, 24, with_events(GameOver)),
        "end-5": end,
        "end-target-5": end_target,
        "log-5": log,
        "late-table-8": lambda: GameScene(app, session(_late(8, 5, rules.TALK_BEFORE_FINAL), cpus=(2, 3, 4, 6))),
        "late-reveal-8": lambda: _revealing(app, 8, 5, with_events(reveal=2), late=True, cpus=(2, 3, 4, 6)),
        "reveal-2-scored-8": lambda: _revealing(app, 8, 5, with_events(Scored), names=LONG_NAMES),
    }
