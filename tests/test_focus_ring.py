"""The keyboard's focus ring shows only while the keyboard is in use, as the web's
``:focus-visible`` (issue 37, the look: a room never sees two buttons marked as the one to press):
a key a screen takes turns it on, the mouse moved or clicked turns it off, a hand-over and a
screen opened turn it off whoever played last and however; only the drawing changes, never what
a key does. Driven by real pygame events on Corsaire's table (docs/ui-guide.md, "Focus")."""

from __future__ import annotations

import pygame

from ludicitude.games import GAMES
from ludicitude.games.corsaire import rules
from ludicitude.ui import theme
from ludicitude.ui.dialogs import Confirm
from ludicitude.ui.session import SeatInfo
from ludicitude.ui.setup import Setup
from ludicitude.ui.widgets import Button
from tests.games.corsaire.helpers import COIN2, COIN3, C, S, X, table
from tests.games.corsaire.test_scene import start

TWO = [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")]


def corsaire(make_app, state=None):
    return start(make_app, TWO, state=state)


def pairing(make_app):
    """Ana's pairing step: Apply is the turn's main step (gold), the focus on the safe "Another
    pairing" (where the keys would take it)."""
    d, scene = corsaire(make_app, table([COIN2, C, S, COIN3, X], phase=rules.RESOLVING))
    scene.set_focus(scene.pairing_button)
    assert scene.apply_button.style == "main" and scene.apply_button.visible
    return d, scene


def move_mouse(d, pos=(5, 5)) -> None:
    d.after_a_moment()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    d.frames(2)


def ringed(surface: pygame.Surface, button: Button) -> bool:
    """The focus ring's colour just outside the button's top edge, in the window as drawn."""
    return surface.get_at((button.rect.centerx, button.rect.top - 3))[:3] == theme.FOCUS


def test_the_mouse_moved_hides_the_ring_and_a_tab_shows_it(make_app):
    d, scene = pairing(make_app)
    move_mouse(d)
    assert not d.app.keyboard_focus_visible and not ringed(d.app.screen, scene.pairing_button)
    d.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    d.key(pygame.K_TAB)  # there and back: the focus where it was, the ring on it now
    assert scene.focused is scene.pairing_button
    assert d.app.keyboard_focus_visible and ringed(d.app.screen, scene.pairing_button)
    d.assert_settled()


def test_with_the_mouse_the_one_button_marked_is_the_main_step(make_app):
    """No white ring round any button of the table after a click: Apply's gold is the only mark."""
    d, scene = pairing(make_app)
    d.key(pygame.K_LSHIFT)  # a lone key: shows the ring, does nothing else
    assert ringed(d.app.screen, scene.pairing_button)
    d.click((5, 5))
    buttons = [b for b in scene.widgets if isinstance(b, Button) and b.visible]
    assert scene.pairing_button in buttons and not any(ringed(d.app.screen, b) for b in buttons)


def test_a_key_rings_the_focused_die_at_once(make_app):
    """On a die, the ring is all that shows the keyboard's focus: the frame the key comes in draws it."""
    d, scene = corsaire(make_app, table([S, C, X, COIN2, COIN2], phase=rules.ROLLING))
    move_mouse(d)
    die = next(t for t in scene.dice if t is not scene.focused and t.enabled)
    before = pygame.image.tobytes(d.app.screen.subsurface(die.rect.inflate(16, 16)), "RGB")
    scene.set_focus(die)  # where the arrows would take it; the ring still off
    d.key(pygame.K_LSHIFT)
    after = pygame.image.tobytes(d.app.screen.subsurface(die.rect.inflate(16, 16)), "RGB")
    assert after != before
    d.assert_settled()


def bobs_table(make_app, by_keys: bool) -> tuple[bool, bytes]:
    """Ana ends her turn by keys or by the mouse; Bob's turn comes: the ring, and the window."""
    d, scene = pairing(make_app)
    if by_keys:
        d.key(pygame.K_a)
    else:
        d.click_widget(scene.apply_button)
    d.settle()
    assert scene.state.active == 1 and scene.human_to_act() == 1
    d.frames(2)
    return d.app.keyboard_focus_visible, pygame.image.tobytes(d.app.screen, "RGB")


def test_after_a_hand_over_the_ring_is_off_whatever_the_last_player_used(make_app):
    keys, mouse = bobs_table(make_app, True), bobs_table(make_app, False)
    assert keys == mouse and keys[0] is False


def test_enter_presses_the_same_widget_ring_or_no_ring(make_app):
    outcomes = []
    for ring in (False, True):
        d, scene = pairing(make_app)
        d.key(pygame.K_LSHIFT) if ring else move_mouse(d)
        assert d.app.keyboard_focus_visible is ring
        plan = scene.plan
        d.key(pygame.K_RETURN)
        assert scene.plan != plan  # Enter pressed "Another pairing", the focused button
        outcomes.append((scene.plan, scene.state.to_dict(), scene.focused))
    assert outcomes[0][:2] == outcomes[1][:2] and outcomes[0][2] is not None


def test_a_screen_opened_starts_without_the_ring(make_app):
    d, scene = pairing(make_app)
    d.key(pygame.K_LSHIFT)
    d.key(pygame.K_ESCAPE)  # the keys open the question to leave
    assert isinstance(d.top, Confirm) and not d.app.keyboard_focus_visible
    d.key(pygame.K_ESCAPE)  # and close it: the table again, its ring off until the next key
    assert d.top is scene and not d.app.keyboard_focus_visible and not ringed(d.app.screen, scene.pairing_button)


def test_text_typed_in_a_name_field_leaves_the_ring_and_the_field_always_shows_its_caret(make_app):
    d = make_app()
    setup = Setup(d.app, GAMES["magouille"])
    d.app.push_scene(setup)
    d.frames(1)
    field = setup.rows[1].name
    d.click(field.rect.center)  # the mouse puts the focus in the field: no ring, but the field shows it
    assert setup.focused is field and setup.focus_shown is field and not d.app.keyboard_focus_visible
    d.key(pygame.K_b, unicode="b")
    d.type("b")
    d.key(pygame.K_BACKSPACE)
    assert field.value == "" and not d.app.keyboard_focus_visible
    d.key(pygame.K_TAB)
    d.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    d.key(pygame.K_c, unicode="c")
    d.type("c")
    assert setup.focused is field and field.value == "c" and d.app.keyboard_focus_visible
