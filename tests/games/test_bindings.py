"""The rules of the table, enforced by the base for every registered game from the keys each
screen declares once (ui/bindings.py; issue 28, part 4; docs/ui-guide.md, Input rules): a key
does what its binding says, a button's caption names its key, a costly choice is never the
primary and Enter never makes it, no key acts while input is held or during a hand-over, and
Esc closes the topmost thing first. Driven with real pygame events (``pygame.event.post``)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ludicitude.core.i18n import set_language
from ludicitude.games import GAMES
from ludicitude.ui.bindings import ENTER_KEYS, Binding, BindingError, key_name
from ludicitude.ui.dialogs import Confirm
from ludicitude.ui.game_scene import GameScene
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.ui.transitions import HandOverCurtain
from tests.games.looks import screenshot_positions, with_positions

SEATS = [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue"), SeatInfo("Cleo", "green")]
GAME_IDS = list(GAMES)
WITH_POSITIONS = with_positions()
POSITIONS = [(g, name) for g in WITH_POSITIONS for name in screenshot_positions(GAMES[g])(None)]


def nothing() -> None:
    pass


# -- the declaration's own rules ---------------------------------------------------------------
def test_a_costly_choice_can_not_be_declared_primary():
    with pytest.raises(BindingError):
        Binding((pygame.K_r,), nothing, words=lambda: "Reroll", costly=True, primary=True)


def test_enter_can_only_be_declared_for_the_primary():
    with pytest.raises(BindingError):
        Binding((pygame.K_RETURN,), nothing, words=lambda: "Stop")
    with pytest.raises(BindingError):
        Binding((pygame.K_RETURN,), nothing, words=lambda: "Stop", costly=True)
    assert Binding((pygame.K_RETURN,), nothing, words=lambda: "Go on", primary=True).primary


def test_the_caption_is_the_words_and_the_key_in_the_players_language():
    reroll = Binding((pygame.K_r,), nothing, words=lambda: "Reroll the picked dice")
    cancel = Binding((pygame.K_ESCAPE, pygame.K_BACKSPACE), nothing, words=lambda: "Cancel")
    assert reroll.caption() == "Reroll the picked dice (R)"
    assert cancel.caption() == "Cancel (Esc)"
    set_language("fr")
    try:
        assert cancel.caption() == "Cancel (Échap)" and key_name(pygame.K_UP) == "Haut"
    finally:
        set_language("en")
    assert Binding((), nothing, words=lambda: "Go on", primary=True).caption() == "Go on", "no key: no key named"


# -- every registered game, on the screen of a person to act ------------------------------------
def post_key(d, key: int) -> None:
    """A real key press through the event queue, after the input grace (a person's pace)."""
    d.after_a_moment()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    d.frames(1)


def game_screen(make_app, game_id: str) -> tuple[Any, GameScene[Any]]:
    """A new game of ``game_id`` for people only (its fewest seats, two at least), past the curtains,
    on the screen of a person to act."""
    d = make_app()
    seats = SEATS[:max(2, GAMES[game_id].min_seats)]
    scene = GAMES[game_id].scene()(d.app, GameSession.new(game_id, seats, None, 4))
    d.app.push_scene(scene)
    for _ in range(6):
        d.settle()
        if isinstance(d.top, HandOverCurtain):
            d.key(pygame.K_RETURN)  # "I am Ana, show me"
            continue
        break
    d.settle()
    assert d.top is scene and acting(scene), "a person's screen with keys that act"
    return d, scene


def taker(scene: GameScene[Any], key: int) -> Binding | None:
    """The binding ``key`` goes to now: the first of that key that holds and whose button (if
    any) is shown; a hidden button's key is not that button's."""
    return next((b for b in scene.keys.keymap if key in b.keys and b.when()
                 and (b.widget is None or scene.keys.shown(b.widget))), None)


def acting(scene: GameScene[Any]) -> list[Binding]:
    """The declared bindings that act now by a key other than Enter: each is what its first such
    key goes to, and its button, if any, is not greyed."""
    return [b for b in scene.keys.keymap if any(k not in ENTER_KEYS for k in b.keys)
            and taker(scene, first_key(b)) is b and (b.widget is None or b.widget.enabled)]


def record(scene: GameScene[Any]) -> list[Binding]:
    """Every binding of ``scene`` records that it was done instead of doing it (nothing changes)."""
    done: list[Binding] = []

    def recorder(b: Binding) -> Any:
        return lambda *_key: done.append(b)

    for b in scene.keys.keymap:
        b.do = recorder(b)
    return done


def first_key(b: Binding) -> int:
    return next(k for k in b.keys if k not in ENTER_KEYS)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_declared_key_does_what_its_binding_says(make_app, game_id):
    d, scene = game_screen(make_app, game_id)
    bindings = acting(scene)
    done = record(scene)
    for b in bindings:
        before = len(done)
        post_key(d, first_key(b))
        assert done[before:] == [b], f"{key_name(first_key(b))} does its binding's action, once"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_key_acts_while_input_is_held_or_under_a_hand_over_curtain(make_app, game_id):
    d, scene = game_screen(make_app, game_id)
    bindings = acting(scene)
    done = record(scene)
    for b in bindings:  # the screen has just changed hands: the grace holds every key
        scene.guard.hold()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=first_key(b), mod=0, unicode="", scancode=0))
        d.frames(1)
    assert done == [], "no key acts in the grace after the screen changes hands"
    seat = scene.state.to_act[0]
    scene.hand_over(seat, "purpose", nothing)
    d.frames(2)
    assert isinstance(d.top, HandOverCurtain)
    for b in bindings:
        post_key(d, first_key(b))
    assert done == [], "no key of the game acts while the hand-over curtain is up"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_enter_at_the_start_of_a_turn_never_makes_a_costly_choice(make_app, game_id):
    d, scene = game_screen(make_app, game_id)
    done = record(scene)
    post_key(d, pygame.K_RETURN)
    assert not [b for b in done if b.is_costly()], "Enter presses the primary, never a costly choice"
    focused = scene.keys.binding_of(scene.focused)
    assert focused is None or not focused.is_costly(), "the focus never starts on a costly choice"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_esc_closes_the_log_first_then_what_is_open_on_the_table_then_asks_before_leaving(make_app, game_id):
    d, scene = game_screen(make_app, game_id)
    done = record(scene)
    post_key(d, pygame.K_l)
    assert scene.show_log
    post_key(d, pygame.K_ESCAPE)
    assert not scene.show_log and d.top is scene and done == [], "Esc closes the log, over the table, first"
    escapes = [b for b in [taker(scene, pygame.K_ESCAPE)] if b is not None]
    post_key(d, pygame.K_ESCAPE)
    if escapes:  # a choice open on the table (a pencilled box, the stop choice) goes before leaving
        assert done == escapes[:1] and d.top is scene
    else:
        assert isinstance(d.top, Confirm), "then Esc asks before leaving"


# -- every screenshot position: the captions, the primary ---------------------------------------
@pytest.mark.parametrize(("game_id", "position"), POSITIONS, ids=[f"{g}-{n}" for g, n in POSITIONS])
def test_captions_name_their_key_and_no_costly_choice_is_drawn_primary(make_app, game_id, position):
    d = make_app()
    d.app.stack.push(screenshot_positions(GAMES[game_id])(d.app)[position]())
    d.frames(3)
    scenes = [s for s in d.app.stack.scenes if isinstance(s, GameScene)]
    if not scenes:
        pytest.skip("the end screen alone: no game screen")
    for scene in scenes:
        for b in scene.keys.keymap:
            button = b.button
            if button is None:
                continue
            assert not (button.style == "primary" and b.is_costly()), "a costly choice is never the primary"
            if b.words is not None and b.words() and b.keys:
                assert button.text() == f"{b.words()} ({b.key_label()})", "the caption names its key"
        primary = scene.primary()
        bound = scene.keys.binding_of(primary)
        assert bound is None or not bound.is_costly()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_esc_closes_a_choice_opened_on_the_table_before_anything_else(make_app, game_id):
    """Each key of the screen is pressed for real on a fresh screen; one that opens something on
    the table (Quatre Cartes' stop choice) is closed by Esc, with no question about leaving."""
    opened = 0
    for key in [first_key(b) for b in acting(game_screen(make_app, game_id)[1])]:
        d, scene = game_screen(make_app, game_id)
        post_key(d, key)
        escapes = [b for b in [taker(scene, pygame.K_ESCAPE)] if b is not None]
        if not escapes or d.top is not scene:
            continue
        opened += 1
        post_key(d, pygame.K_l)
        post_key(d, pygame.K_ESCAPE)
        assert not scene.show_log and escapes[0].when(), "the log over it closes first"
        post_key(d, pygame.K_ESCAPE)
        assert d.top is scene and not escapes[0].when(), "then what was open on the table, not the game"
    if not opened:
        pytest.skip("no key of this screen opens anything on the table")
