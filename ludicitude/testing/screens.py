"""The conformance kit's screen part, for any registered game's screen, with no screenshot
positions (the positions are found by playing), driven by real events (``ludicitude.testing.driver``).

The Enter and key rules (docs/ui-guide.md, Input rules 2 and 9), ``play_by_the_screen``: a
game's screen is opened with every seat a person at this computer, and played by random legal
actions applied through the screen, real clicks on the button drawn primary and real Enter
presses; after each, once the screen is still, the rules are checked on whatever is on top.

- at most one button is drawn primary, and it is never a costly choice;
- the focus the screen placed (after every applied action, as when it changes hands) is never on
  a costly choice, and it is on the primary when there is one: Enter never repeats an action that
  has become costly (a Roll clicked while primary, that now risks the turn's points);
- Enter changes the game only by pressing the primary (never a costly choice).

Secrecy in pixels, ``check_pixels_ignore_hidden_values``: of two positions the table was told the
same of (a face set in secret, a roll under a cup, other dice to come), the window a person sees
at this computer when nobody's private screen is open (the curtain, or the table) and the table
beneath it are the same pixels.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from ludicitude.core.game import GameState
from ludicitude.core.spec import GameSpec
from ludicitude.testing.conformance import reseeded
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


def press_enter(d: Any, scene: Any, where: str) -> None:
    """A real Enter on the game's screen: it changes the game only through the primary."""
    drawn = primaries(scene)
    state = scene.session.state
    d.key(pygame.K_RETURN)
    if scene.session.state is not state:
        assert drawn, f"{where}: Enter changed the game with no button drawn primary"


Pair = tuple[GameState, GameState]


def differ_only_in_secret(one: GameState, two: GameState) -> bool:
    """The tables were told the same events, but the full states differ."""
    return one.view(None).events == two.view(None).events and one.to_dict()["data"] != two.to_dict()["data"]


def told_the_same(state: GameState, seed: int) -> list[Pair]:
    """Pairs of positions that follow ``state`` (two actions of a seat to act, or one with other
    dice to come) whose tables were told the same events but whose full states differ."""
    if state.is_over:
        return []
    after = []
    for seat in state.to_act:
        legal = state.legal_actions(seat)
        tried = {id(a): a for a in (legal[0], legal[-1], legal[len(legal) // 2])}
        after += [state.apply(seat, a) for a in tried.values()]
        after += [reseeded(state, seed + k).apply(seat, legal[0]) for k in (1, 2)]
    return [(one, two) for i, one in enumerate(after) for two in after[i + 1:] if differ_only_in_secret(one, two)]


def started_the_same(game: GameSpec, seats: int, seeds: range) -> list[Pair]:
    """Pairs of new games (of ``seeds``) whose tables were told the same (dealt hands that differ)."""
    games = [game.new_game()(seats, dict(game.demo_options) or None, seed) for seed in seeds]
    return [(one, two) for i, one in enumerate(games) for two in games[i + 1:] if differ_only_in_secret(one, two)]


def public_pixels(d: Any, game: GameSpec, state: GameState) -> tuple[bytes, bytes]:
    """The window of ``state`` on ``d``'s app, every seat a person here, with nobody's private
    screen open (the curtain, or the table), and the table beneath whatever covers it."""
    infos = [SeatInfo(NAMES[i], PLAYER_IDENTITIES[i].key) for i in range(state.num_seats)]
    scene = game.scene()(d.app, GameSession(game, infos, state, bot_seed=1))
    d.app.stack.push(scene)
    d.settle()
    window = d.pixels()
    scene.draw(d.app.screen)
    return window, pygame.image.tobytes(d.app.screen, "RGB")


def check_pixels_ignore_hidden_values(make_app: Any, game: GameSpec, pairs: list[Pair],
                                      size: tuple[int, int] = (800, 600)) -> int:
    """Of every pair of positions the table was told the same of (``told_the_same``,
    ``started_the_same``), the public window and the table are the same pixels (``make_app``: the
    fixture's factory, one app a position). Returns the pairs compared."""
    for one, two in pairs:
        window_one, table_one = public_pixels(make_app(size=size), game, one)
        window_two, table_two = public_pixels(make_app(size=size), game, two)
        assert window_one == window_two, f"{game.id}: the window shows what the table was never told"
        assert table_one == table_two, f"{game.id}: the table beneath shows what it was never told"
    return len(pairs)
