"""Cadenas positions to look at: named screens for the tests and build/screenshots.py (found
through ``tests.games.looks.screenshot_positions``), made from games between computer players."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from typing import Any

from ludicitude.core.game import Event
from ludicitude.core.timeline import Tumble
from ludicitude.games.cadenas import rules
from ludicitude.games.cadenas.bench_scene import played_history, played_session, session
from ludicitude.games.cadenas.events import GreyBoxTaken, Locked
from ludicitude.games.cadenas.rules import CrossPair
from ludicitude.games.cadenas.scene import GameScene
from ludicitude.games.cadenas.scene import ScoreTable
from ludicitude.ui.widgets import WidgetScene


def _announcing(app: Any, seats: int, seed: int, kind: type[Event]) -> GameScene:
    """The screen just after the first action of a computer game that logged an event ``kind``
    (a lock, a grey box): the announcement shows in the dice panel."""
    steps = played_history(seats, seed)
    for (state, seat, action), (after, _seat, _action) in pairwise(steps):
        if seat is not None and action is not None and any(
                isinstance(e, kind) for e in after.events[len(state.events):]):
            scene = GameScene(app, session(state))
            scene.act(seat, action)
            return scene
    raise LookupError(kind)


def _after_computers(app: Any, seats: int, seed: int, turn: int) -> GameScene:
    """Ana's ``turn``-th turn (from 1), the others played by computers: the dice panel tells her
    what they did since her last turn."""
    steps = [state for state, _seat, _action in played_history(seats, seed)]
    starts = [i for i, state in enumerate(steps)
              if state.active == 0 and state.action == 1 and state.step == 0 and not state.is_over]
    made = session(steps[starts[turn - 1]])
    for seat in made.seats[1:]:
        seat.kind = "cpu"
    scene = GameScene(app, made)
    # as on a screen that saw her last turn: counted from its end, not from her latest cross
    ended = next(i for i in range(starts[turn - 2], len(steps)) if steps[i].active != 0)
    scene.acted_at[0] = len(steps[ended].view(None).events)
    return scene


def screenshot_positions(app: Any) -> dict[str, Callable[[], WidgetScene]]:
    """Named positions for build/screenshots.py: each makes the scene to draw."""
    def at(seats: int, seed: int, **where: int) -> Callable[[], WidgetScene]:
        return lambda: GameScene(app, played_session(seats, seed, **where))

    def end(seats: int, seed: int) -> Callable[[], WidgetScene]:
        return lambda: ScoreTable(app, played_session(seats, seed, until_end=0))

    def action_2(seats: int, seed: int) -> GameScene:
        """The first action 2 of a game that has a pair to cross."""
        for state, _seat, _action in played_history(seats, seed):
            if state.action == 2 and state.to_act == (state.active,) and any(
                    isinstance(a, CrossPair) for a in state.legal_actions(state.active)):
                return GameScene(app, session(state))
        raise LookupError("action 2")

    def white_picked() -> GameScene:
        scene = action_2(3, 5)
        pair = next(a for a in scene.state.legal_actions(scene.table.active) if isinstance(a, CrossPair))
        scene.pick_white(pair.white)
        return scene

    def pair_pencilled() -> GameScene:
        scene = action_2(3, 5)
        pair = next(a for a in scene.state.legal_actions(scene.table.active) if isinstance(a, CrossPair))
        scene.pick_white(pair.white)
        scene.pick_colour(pair.row)
        return scene

    def pass_pencilled() -> GameScene:
        scene = action_2(3, 5)
        scene.pass_turn()
        return scene

    def box_pencilled() -> GameScene:
        scene = GameScene(app, played_session(5, 2, actions=1))
        target = next(t for t in scene.box_targets if t.focusable)
        scene.cross_box(target.row, target.position)
        return scene

    def refused() -> GameScene:
        scene = GameScene(app, played_session(2, 1, actions=0))
        # the white sum is for everyone: the other player clicks a box that is not the sum
        wrong = next(t for t in scene.box_targets if t.seat is not None and t.seat != scene.table.active
                     and rules.number_at(t.row, t.position) != scene.table.white_sum)
        scene.toggle_white(wrong.seat, wrong.row, wrong.position)
        assert scene.message, "the refusal is said"
        return scene

    def rolling() -> GameScene:
        scene = GameScene(app, played_session(4, 2, actions=0))
        before = scene.state.copy()
        before.events = []  # the table before the game's first roll
        timeline = scene.timeline
        scene.play([Tumble(seat=scene.table.active, told=0)], factor=1.0)  # as the story throws a roll
        scene.playback.took_story(before, timeline)  # the roll told once the dice land
        scene.timeline.t, scene.timeline.frozen = 0.4, True  # the dice in the air, bouncing
        scene.refresh()
        return scene

    return {
        "start-2": at(2, 1, actions=0),
        "rolling-4": rolling,
        "action-1-other-player-4": at(4, 2, actions=1),
        "action-1-box-pencilled-5": box_pencilled,
        "refusal-2": refused,
        "action-2-white-picked-3": white_picked,
        "action-2-pair-pencilled-3": pair_pencilled,
        "action-2-pass-pencilled-3": pass_pencilled,
        "lock-announced-4": lambda: _announcing(app, 4, 2, Locked),
        "grey-box-announced-3": lambda: _announcing(app, 3, 5, GreyBoxTaken),
        "after-a-computer-2": lambda: _after_computers(app, 2, 4, 3),
        "after-computers-4": lambda: _after_computers(app, 4, 2, 3),
        "near-end-6": at(6, 7, until_end=3),
        "end-6": end(6, 7),
        "end-2": end(2, 4),
    }
