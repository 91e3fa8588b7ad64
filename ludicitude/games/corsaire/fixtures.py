"""Corsaire positions for build/screenshots.py (``screenshot_positions``) and the busiest screen
for the frame benchmark, ``ludicitude bench`` (``bench_scene``): seeded games played by the
computer players up to the position wanted."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from ludicitude.core.game import Action
from ludicitude.games.corsaire import rules
from ludicitude.games.corsaire.events import Bust, Rolled, Stopped
from ludicitude.games.corsaire.rules import CANNON, CROSSED_BONES, SKULL, Reroll
from ludicitude.games.corsaire.scene import GameScene
from ludicitude.games.corsaire.story import Effect, EffectKind, effects_for
from ludicitude.games.corsaire.turn import StepKind
from ludicitude.ui.session import GameSession

_NAMES = ["Ana", "Bob", "Chloé", "Dimitri", "Eve", "Fatou"]


def _corsaire_info() -> Any:
    from ludicitude.games import GAMES  # the registry imports each game by name: look it up late

    return GAMES["corsaire"]


def _session(state: rules.State, cpus: Sequence[int] = ()) -> GameSession:
    from ludicitude.ui.session import default_seats

    seats = default_seats(state.num_seats, _NAMES)
    for s in cpus:
        seats[s].kind = "cpu"
    return GameSession(_corsaire_info(), seats, state)


def _played(seats: int, seed: int, until: Callable[[rules.State], bool]) -> rules.State:
    """A game played by sensible computer players from ``seed`` up to the first position where
    ``until`` holds (or its end)."""
    from ludicitude.games.corsaire import bots

    players = [bots.make_bot("cpu", seed * 7 + s) for s in range(seats)]
    state = rules.new_game(seats, None, seed)
    while not state.is_over and not until(state):
        seat = state.active
        state = state.apply(seat, players[seat].choose(state.view(seat), seat))
    return state


def _resolving_with(state: rules.State, *kinds: StepKind) -> bool:
    """The active player is pairing, and the proposed plan holds results of these kinds."""
    if state.phase != rules.RESOLVING:
        return False
    proposed = rules.proposed_plan(state)
    return proposed is not None and set(kinds) <= {s.kind for s in proposed.plan}


def _first_played(seats: int, until: Callable[[rules.State], bool], seeds: int = 60) -> rules.State:
    """The first seeded game that reaches a position where ``until`` holds."""
    for seed in range(seeds):
        state = _played(seats, seed, until)
        if until(state):
            return state
    raise LookupError("no seeded game reaches that position")


def _late_six(state: rules.State) -> bool:
    return state.bank <= 14 and _resolving_with(state, StepKind.CANNON, StepKind.SKULL)


def _act_and_freeze(scene: GameScene, action: Action, kind: EffectKind, t: float) -> GameScene:
    """Apply ``action`` as its player would, then stop the story's animation at the first step
    of ``kind``, ``t`` of the way through (0..1), so a screenshot shows it mid-way."""
    before = scene.state
    assert isinstance(before, rules.State)
    scene.act(before.active, action)
    after = scene.state
    new = scene.events_since(before, after)
    effects = effects_for(new, (before.bank, before.king_share, before.gold), scene.session.names, 1.0)
    while effects and effects[0].kind != kind:
        scene.anim_faces = effects.pop(0).faces or before.faces
    if not scene.anim_faces:
        scene.anim_faces = before.faces
    if effects:
        effects[0].seconds, effects[0].elapsed = 1e6, 1e6 * t  # frozen: a few frames move nothing
    scene.effects = effects
    scene.refresh()
    return scene


def screenshot_positions(app: Any) -> dict[str, Callable[[], Any]]:
    """Named positions for build/screenshots.py: each makes the scene to draw."""
    from ludicitude.ui.game_scene import EndScreen

    def scene_at(state: rules.State, cpus: Sequence[int] = ()) -> GameScene:
        return GameScene(app, _session(state, cpus))

    def start() -> GameScene:
        return scene_at(rules.new_game(2, None, 4))

    def picked() -> GameScene:
        state = _first_played(3, lambda s: s.phase == rules.ROLLING and s.faces.count(CROSSED_BONES) == 1
                              and s.rerolls_used == 0 and len(s.events) > 8)
        scene = scene_at(state)
        free = [i for i, f in enumerate(state.faces) if f != CROSSED_BONES]
        for i in free[:2]:
            scene.toggle_die(i)
        scene.set_focus(scene.reroll_button)
        scene.focus_moved = True  # as the player's Tab would: the ring on Reroll is theirs
        return scene

    def refused() -> GameScene:
        state = _first_played(3, lambda s: s.phase == rules.ROLLING and CROSSED_BONES in s.faces
                              and len(s.events) > 8)
        scene = scene_at(state)
        scene.toggle_die(state.faces.index(CROSSED_BONES))
        return scene

    def rolling() -> GameScene:
        state = _first_played(3, lambda s: s.phase == rules.ROLLING and s.rerolls_used == 0
                              and CROSSED_BONES not in s.faces and len(s.events) > 8)
        scene = scene_at(state)
        return _act_and_freeze(scene, Reroll((1, 3, 4)), EffectKind.ROLL, 0.4)

    def pairing() -> GameScene:
        return scene_at(_first_played(3, lambda s: _resolving_with(s, StepKind.CANNON, StepKind.SKULL)
                                      and len(s.events) > 8))

    def many_choices() -> GameScene:
        """Two Skulls and a Cannon for two coins: other pairings, orders, two victims, undo."""
        state = _first_played(3, lambda s: s.phase == rules.RESOLVING and len(s.events) > 8)
        d = state.to_dict()
        d["data"].update(faces=[3, SKULL, 2, SKULL, CANNON])
        scene = scene_at(rules.State.from_dict(d))
        for _n in range(6):
            if sum(s.kind is StepKind.SKULL for s in scene.turn.steps) == 2 and scene.turn.undo_stack:
                break
            scene.next_pairing()
        return scene

    def short_bank() -> GameScene:
        return scene_at(_first_played(4, lambda s: _resolving_with(s, StepKind.CANNON) and 0 < s.bank < 6))

    def coins() -> GameScene:
        state = _first_played(4, lambda s: _resolving_with(s, StepKind.CANNON, StepKind.SKULL) and len(s.events) > 8)
        return _act_and_freeze(scene_at(state), rules.proposed_plan(state), EffectKind.COINS, 0.45)

    def bust() -> GameScene:
        def about_to_bust(s: rules.State) -> bool:
            return (s.phase == rules.ROLLING and s.faces.count(CROSSED_BONES) == 2 and len(s.events) > 8
                    and s.gold[s.active] > 0)
        for seed in range(200):
            state = _played(3, seed, about_to_bust)
            if not about_to_bust(state):
                continue
            free = tuple(i for i, f in enumerate(state.faces) if f != CROSSED_BONES)
            after = state.apply(state.active, Reroll(free))
            if any(isinstance(e, Bust) for e in after.events[len(state.events):]):
                return _act_and_freeze(scene_at(state), Reroll(free), EffectKind.BUST, 0.5)
        raise LookupError("no bust found")

    def computer() -> GameScene:
        state = _first_played(3, lambda s: s.active == 1 and s.phase == rules.ROLLING and len(s.events) > 8)
        return scene_at(state, cpus=(1, 2))

    def after_computers() -> GameScene:
        """Ana's turn after both computers played theirs, one of them stopping: the story panel
        tells her their moves."""
        def after_a_stop(s: rules.State) -> bool:
            firsts = [i for i, e in enumerate(s.events) if isinstance(e, Rolled) and e.first]
            return (s.active == 0 and s.phase == rules.ROLLING and s.rerolls_used == 0 and len(firsts) > 3
                    and any(isinstance(e, Stopped) for e in s.events[firsts[-3]:firsts[-1]]))
        return scene_at(_first_played(3, after_a_stop), cpus=(1, 2))

    def late_six() -> GameScene:
        return scene_at(_first_played(6, _late_six))

    def log() -> GameScene:
        scene = scene_at(_first_played(6, _late_six))
        scene.show_log = True
        return scene

    def end() -> EndScreen:
        state = _played(6, 1, lambda s: False)
        scene = scene_at(state)
        return EndScreen(app, scene.session, scene.end_lines())

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
        "late-6": late_six,
        "log-6": log,
        "end-6": end,
    }


class _LoopingScene(GameScene):
    """A table whose story animation starts again as soon as it ends (for ``bench_scene``)."""

    loop: list[Effect]

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.effects:
            self.effects = [dataclasses.replace(e, elapsed=0.0) for e in self.loop]
            self.still_changed()

    def finish_story(self) -> None:
        """Never leaves the animation: the next frame starts it again."""


def bench_scene(app: Any) -> GameScene:
    """The busiest Corsaire screen for ``ludicitude bench``: a late-game six-player table where
    a Cannon pair and a Skull pair send coins flying from pile to pile, over and over."""
    state = _first_played(6, _late_six)
    scene = _LoopingScene(app, _session(state))
    proposed = rules.proposed_plan(state)
    assert proposed is not None
    after = state.apply(state.active, proposed)
    new = after.events[len(state.events):]
    effects = effects_for(new, (state.bank, state.king_share, state.gold), scene.session.names,
                          max(1.0, app.animation_factor))
    scene.loop = [e for e in effects if e.kind is EffectKind.COINS]
    scene.story = list(new)
    scene.anim_faces = state.faces
    scene.applied_plan = proposed.plan
    scene.effects = [dataclasses.replace(e) for e in scene.loop]
    scene.refresh()
    return scene
