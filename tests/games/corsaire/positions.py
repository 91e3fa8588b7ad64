"""Corsaire positions to look at: named screens for the tests and build/screenshots.py (found
through ``tests.games.looks.screenshot_positions``): seeded games played by the computer players
up to the position wanted."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ludicitude.core.game import Action
from ludicitude.core.timeline import Beat, CoinMove, Notice, Tumble
from ludicitude.games.corsaire import rules
from ludicitude.games.corsaire.bench_scene import first_played, late_six, played, resolving_with, session
from ludicitude.games.corsaire.events import Bust, Rolled, Stopped
from ludicitude.games.corsaire.rules import CANNON, CROSSED_BONES, SKULL, Reroll
from ludicitude.games.corsaire.scene import GameScene
from ludicitude.games.corsaire.story import story
from ludicitude.games.corsaire.turn import StepKind

def _act_and_freeze(scene: GameScene, action: Action, kind: type[Beat], t: float) -> GameScene:
    """Apply ``action`` as its player would, then stop the story's timeline at its first beat
    of ``kind``, ``t`` of the way through (0..1), so a screenshot shows it mid-way."""
    before = scene.state
    assert isinstance(before, rules.State)
    scene.act(before.active, action)
    new = scene.events_since(before, scene.state)
    played = scene.timeline
    timeline = scene.play(story(before, scene.state, new, scene.session.names), factor=1.0)
    scene.playback.took_story(before, played)  # the frame shows this story's point, as after ``act``
    i = next((i for i, b in enumerate(timeline.beats) if isinstance(b, kind)), None)
    if i is not None:
        timeline.t, timeline.frozen = timeline.starts[i] + t * timeline.lengths[i], True
    scene.refresh()
    return scene


def screenshot_positions(app: Any) -> dict[str, Callable[[], Any]]:
    """Named positions for build/screenshots.py: each makes the scene to draw."""
    from ludicitude.ui.game_scene import EndScreen

    def scene_at(state: rules.State, cpus: Sequence[int] = ()) -> GameScene:
        return GameScene(app, session(state, cpus))

    def start() -> GameScene:
        return scene_at(rules.new_game(2, None, 4))

    def picked() -> GameScene:
        state = first_played(3, lambda s: s.phase == rules.ROLLING and s.faces.count(CROSSED_BONES) == 1
                              and s.rerolls_used == 0 and len(s.events) > 8)
        scene = scene_at(state)
        free = [i for i, f in enumerate(state.faces) if f != CROSSED_BONES]
        for i in free[:2]:
            scene.toggle_die(i)
        scene.set_focus(scene.reroll_button)
        # as the player's Tab would: the focus on Reroll is theirs (its ring shows to a keyboard
        # player only: a screenshot takes the mouse's look, docs/ui-guide.md input rule 10)
        scene.focus_moved = True
        return scene

    def refused() -> GameScene:
        state = first_played(3, lambda s: s.phase == rules.ROLLING and CROSSED_BONES in s.faces
                              and len(s.events) > 8)
        scene = scene_at(state)
        scene.toggle_die(state.faces.index(CROSSED_BONES))
        return scene

    def rolling() -> GameScene:
        state = first_played(3, lambda s: s.phase == rules.ROLLING and s.rerolls_used == 0
                              and CROSSED_BONES not in s.faces and len(s.events) > 8)
        scene = scene_at(state)
        return _act_and_freeze(scene, Reroll((1, 3, 4)), Tumble, 0.4)

    def pairing() -> GameScene:
        return scene_at(first_played(3, lambda s: resolving_with(s, StepKind.CANNON, StepKind.SKULL)
                                      and len(s.events) > 8))

    def many_choices() -> GameScene:
        """Two Skulls and a Cannon for two coins: other pairings, orders, two victims, undo."""
        state = first_played(3, lambda s: s.phase == rules.RESOLVING and len(s.events) > 8)
        d = state.to_dict()
        d["data"].update(faces=[3, SKULL, 2, SKULL, CANNON])
        scene = scene_at(rules.State.from_dict(d))
        for _n in range(6):
            if sum(s.kind is StepKind.SKULL for s in scene.turn.steps) == 2 and scene.turn.undo_stack:
                break
            scene.next_pairing()
        return scene

    def short_bank() -> GameScene:
        return scene_at(first_played(4, lambda s: resolving_with(s, StepKind.CANNON) and 0 < s.bank < 6))

    def coins() -> GameScene:
        state = first_played(4, lambda s: resolving_with(s, StepKind.CANNON, StepKind.SKULL) and len(s.events) > 8)
        return _act_and_freeze(scene_at(state), rules.proposed_plan(state), CoinMove, 0.45)

    def bust() -> GameScene:
        def about_to_bust(s: rules.State) -> bool:
            return (s.phase == rules.ROLLING and s.faces.count(CROSSED_BONES) == 2 and len(s.events) > 8
                    and s.gold[s.active] > 0)
        for seed in range(200):
            state = played(3, seed, about_to_bust)
            if not about_to_bust(state):
                continue
            free = tuple(i for i, f in enumerate(state.faces) if f != CROSSED_BONES)
            after = state.apply(state.active, Reroll(free))
            if any(isinstance(e, Bust) for e in after.events[len(state.events):]):
                return _act_and_freeze(scene_at(state), Reroll(free), Notice, 0.5)
        raise LookupError("no bust found")

    def computer() -> GameScene:
        state = first_played(3, lambda s: s.active == 1 and s.phase == rules.ROLLING and len(s.events) > 8)
        return scene_at(state, cpus=(1, 2))

    def after_computers() -> GameScene:
        """Ana's turn after both computers played theirs, one of them stopping: the story panel
        tells her their moves."""
        def after_a_stop(s: rules.State) -> bool:
            firsts = [i for i, e in enumerate(s.events) if isinstance(e, Rolled) and e.first]
            return (s.active == 0 and s.phase == rules.ROLLING and s.rerolls_used == 0 and len(firsts) > 3
                    and any(isinstance(e, Stopped) for e in s.events[firsts[-3]:firsts[-1]]))
        return scene_at(first_played(3, after_a_stop), cpus=(1, 2))

    def late_table() -> GameScene:
        return scene_at(first_played(6, late_six))

    def log() -> GameScene:
        scene = scene_at(first_played(6, late_six))
        scene.show_log = True
        return scene

    def end() -> EndScreen:
        state = played(6, 1, lambda s: False)
        scene = scene_at(state)
        return scene.end_screen()

    def end_tied(gold: list[int]) -> Callable[[], EndScreen]:
        """A finished game whose purses are ``gold``: ties on the podium."""
        def make() -> EndScreen:
            state = played(len(gold), 1, lambda s: False)
            state.gold = list(gold)
            return scene_at(state).end_screen()
        return make

    return {
        "start-2": start,
        "picked-3": picked,
        "refused-3": refused,
        "rolling-anim-3": rolling,
        "pairing-3": pairing,
        "pairing-choices-3": many_choices,
        "short-bank-4": short_bank,
        "coins-anim-4": coins,
        "bust-anim-3": bust,
        "computer-3": computer,
        "after-computers-3": after_computers,
        "late-6": late_table,
        "log-6": log,
        "end-6": end,
        "end-tied-third-5": end_tied([20, 15, 9, 9, 3]),
        "end-tied-first-5": end_tied([12, 12, 7, 7, 3]),
    }
