"""The conformance kit's screen part: the Enter and key rules (docs/ui-guide.md, Input rules 2
and 9) checked on any registered game's screen by playing it, with no screenshot positions: a
game's screen is opened with every seat a person at this computer, and played by random legal
actions applied through the screen, real clicks on the button drawn primary and real Enter
presses; after each, once the screen is still, the rules are checked on whatever is on top.

- at most one button is drawn primary, and it is never a costly choice;
- the focus the screen placed (after every applied action, as when it changes hands) is never on
  a costly choice, and it is on the primary when there is one: Enter never repeats an action that
  has become costly (a Roll clicked while primary, that now risks the turn's points);
- Enter changes the game only by pressing the primary (never a costly choice).
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from ludicitude.core.spec import GameSpec
from ludicitude.ui.bindings import KeyBindings
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.ui.theme import PLAYER_IDENTITIES
from ludicitude.ui.widgets import WidgetScene

NAMES = ("Ana", "Bob", "Chloé", "Dee", "Eli", "Fred", "Gil", "Hugo")


def open_game(d: Any, game: GameSpec, seats: int, seed: int) -> Any:
    """``game``'s screen on ``d``'s app (a ``Driver``), every seat a person here; the screen."""
    infos = [SeatInfo(NAMES[i], PLAYER_IDENTITIES[i].key) for i in range(seats)]
    session = GameSession.new(game.id, infos, dict(game.demo_options) or None, seed)
    scene = game.scene()(d.app, session)
    d.app.stack.push(scene)
    d.frames(3)
    return scene


def primaries(scene: WidgetScene) -> list[Any]:
    return [w for w in scene.widgets if w.visible and w.enabled and getattr(w, "style", "") == "primary"]


def costly(widget: Any) -> bool:
    bound = KeyBindings.binding_of(widget)
    return bound is not None and bound.is_costly()


def check_enter_rules(scene: WidgetScene, where: str) -> None:
    """The rules on ``scene`` as it is now; ``where`` says how it got there (in the message)."""
    drawn = primaries(scene)
    assert len(drawn) <= 1, f"{where}: {len(drawn)} buttons drawn primary, one at most"
    assert not any(costly(w) for w in drawn), f"{where}: a costly choice is drawn primary"
    focused = scene.focused
    assert not costly(focused), (
        f"{where}: the focus is on a costly choice ({getattr(focused, 'text', focused)!r}): Enter would make it")
    if not getattr(scene, "focus_moved", False) and drawn and drawn[0] in scene.focusables():
        assert focused is drawn[0], f"{where}: the ring and the primary are not one button"


def settle(d: Any, frames: int = 200) -> None:
    """Frames until nothing animates, then past the input grace."""
    d.settle(frames)
    d.after_a_moment()
    d.frames(1)


def play_by_the_screen(d: Any, game: GameSpec, seed: int, steps: int = 60, seats: int | None = None) -> int:
    """Play ``game`` on its screen for ``steps`` inputs (random legal actions through the screen,
    real clicks on the primary, real Enter presses), checking the Enter rules after each; the
    number of actions applied (a test asserts the game moved)."""
    rng = random.Random(seed)
    scene = open_game(d, game, seats or game.min_seats, seed)
    session = scene.session
    applied = 0
    for step in range(steps):
        settle(d)
        if session.state.is_over:
            break
        top = d.top
        where = f"{game.id}, seed {seed}, input {step} ({type(top).__name__})"
        if isinstance(top, WidgetScene):
            check_enter_rules(top, where)
        before = session.state
        if top is not scene:  # a curtain, a dialog over the table: Enter goes on (its default)
            d.key(pygame.K_RETURN)
        else:
            roll = rng.random()
            drawn = primaries(scene)
            if drawn and roll < 0.3:
                d.click(drawn[0].rect.center)  # the author's route: click Roll, then Enter
            elif roll < 0.6:
                press_enter(d, scene, where)
            else:
                seat = rng.choice(session.state.to_act)
                scene.apply_action(seat, rng.choice(session.state.legal_actions(seat)))
        applied += len(session.state.events) != len(before.events)
    return applied


def press_enter(d: Any, scene: WidgetScene, where: str) -> None:
    """A real Enter on the game's screen: it changes the game only through the primary."""
    drawn = primaries(scene)
    state = scene.session.state
    d.key(pygame.K_RETURN)
    if scene.session.state is not state:
        assert drawn, f"{where}: Enter changed the game with no button drawn primary"
