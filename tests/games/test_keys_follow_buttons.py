"""A key does only what its button would (issue 38, item 7: "``dispatch`` honours enabled and
shown for every key"): a key bound to a button that is hidden does nothing of that button's; a key
bound to a button that is greyed does not act and says why (the button's own reason, the rules'
refusal where it plays an action, else a generic line), changing nothing. Keys that act while a
button is hidden or greyed are declared on their own (Cadenas's P in action 1, Corsaire's O on an
order that changes nothing), so they are kept. Driven by real key events, on every registered
game (positions found by playing: ``ludicitude.testing.screens``) and on Pig (``tests/pig``)."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from ludicitude.core.i18n import add_catalogue_folder, set_language
from ludicitude.games import GAMES
from ludicitude.testing import screens
from ludicitude.ui.bindings import ENTER_KEYS, Binding
from ludicitude.ui.dialogs import Confirm
from ludicitude.ui.transitions import HandOverCurtain
from tests.pig.spec import SPEC as PIG


@pytest.fixture
def pig(monkeypatch):
    monkeypatch.setitem(GAMES, "pig", PIG)
    add_catalogue_folder(PIG.folder() / "locale", domain=PIG.package)  # as discovery does: its French
    return PIG


def key_of(b: Binding) -> int | None:
    return next((k for k in b.keys if k not in ENTER_KEYS), None)


def goes_to(scene: Any, key: int) -> Binding | None:
    """The binding ``key`` goes to by the rule: the first of that key that holds, its button shown."""
    return next((b for b in scene.keys.keymap if key in b.keys and b.when()
                 and (b.widget is None or scene.keys.shown(b.widget))), None)


def hidden_or_greyed(scene: Any) -> list[tuple[Binding, str]]:
    """The bindings that hold now, with a key other than Enter, whose button is hidden or greyed."""
    out = []
    for b in scene.keys.keymap:
        widget = b.widget
        if widget is None or key_of(b) is None or not b.when():
            continue
        if not scene.keys.shown(widget):
            out.append((b, "hidden"))
        elif not widget.enabled and goes_to(scene, key_of(b)) is b:
            out.append((b, "greyed"))
    return out


def press_and_check(d: Any, scene: Any, b: Binding, how: str, where: str) -> None:
    """Press ``b``'s key for real, its action replaced by a recorder: it must not be done; a
    greyed button's key says why and changes nothing."""
    done: list[Binding] = []
    real, b.do = b.do, (lambda *key: done.append(b))
    state = scene.session.state
    why = b.refusal()
    try:
        d.key(key_of(b))
    finally:
        b.do = real
    assert not done, f"{where}: the key of a {how} button did its action"
    if how == "greyed":
        assert why, f"{where}: a greyed button's key says why"
        assert scene.session.state is state, f"{where}: a greyed button's key changed the game"
        assert scene.message == why, f"{where}: said {scene.message!r}, not why the button is greyed ({why!r})"
    if isinstance(d.top, Confirm):  # Esc on a hidden choice went on to "Leave this game?": stay
        d.key(pygame.K_ESCAPE)
        screens.settle(d)
    assert d.top is scene or not isinstance(d.top, Confirm), f"{where}: a question was left open"


def probe_while_playing(d: Any, game: Any, seed: int, steps: int) -> dict[str, int]:
    """Play ``game`` on its screen (random legal actions through the screen), pressing the key of
    one hidden or greyed button at each step where there is one; how many of each were pressed."""
    rng = random.Random(seed)
    scene = screens.open_game(d, game, game.min_seats, seed)
    pressed = {"hidden": 0, "greyed": 0}
    for step in range(steps):
        screens.settle(d)
        state = scene.session.state
        if state.is_over:
            break
        if isinstance(d.top, HandOverCurtain):
            d.key(pygame.K_RETURN)  # "I am Ana, show me"
            continue
        if d.top is scene:
            found = hidden_or_greyed(scene)
            if found:
                b, how = rng.choice(found)
                press_and_check(d, scene, b, how, f"{game.id}, seed {seed}, step {step}, key {key_of(b)}")
                pressed[how] += 1
                screens.settle(d)
        if d.top is not scene:
            d.key(pygame.K_RETURN)  # a dialog over the table: its default goes on
            continue
        seat = rng.choice(state.to_act)
        scene.apply_action(seat, rng.choice(state.legal_actions(seat)))
    return pressed


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_hidden_buttons_key_does_nothing_and_a_greyed_ones_says_why_in_every_game(make_app, game_id):
    d = make_app()
    pressed = probe_while_playing(d, GAMES[game_id], 5, steps=40)
    if not sum(pressed.values()):
        pytest.skip("no keyed button of this game was hidden or greyed while its key held (Magouille's never are)")


def test_pig_hold_before_any_roll_is_greyed_and_h_says_why_and_changes_nothing(make_app, pig):
    """Pig: "Hold banks them", so with no points this turn there is nothing to hold: the Hold
    button is greyed (its binding's ``enabled``), and H says its own reason and changes nothing."""
    d = make_app()
    scene = screens.open_game(d, pig, 2, 1)
    screens.settle(d)
    assert scene.table.turn_points == 0 and not scene.hold_button.enabled and scene.hold_button.visible
    state = scene.session.state
    d.key(pygame.K_h)
    assert scene.message == "Nothing to hold yet: roll first." and scene.session.state is state
    set_language("fr")
    try:
        d.key(pygame.K_h)
        assert scene.message == "Rien à garder pour l'instant : lancez d'abord."
    finally:
        set_language("en")
    assert scene.session.state is state


def test_pig_probed_while_playing(make_app, pig):
    d = make_app()
    pressed = probe_while_playing(d, pig, 2, steps=40)
    assert pressed["greyed"] > 0


def test_a_greyed_button_with_no_reason_of_its_own_says_a_generic_line():
    b = Binding((pygame.K_BACKSPACE,), lambda: None, words=lambda: "Undo placement")
    assert b.refusal() == "Undo placement: not possible now."
    set_language("fr")
    try:
        assert b.refusal() == "Undo placement : impossible pour l'instant."
    finally:
        set_language("en")
