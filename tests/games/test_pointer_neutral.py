"""Issue 36, 2: "At every hand-over the system pointer is hidden until the next player moves the
mouse, or put in one neutral place, whatever the last player did". Hidden alone is not enough:
Bob's first nudge of the mouse would show the pointer where Ana left it, on the face she chose
(the private screens share one layout). At a hand-over it is hidden and put in the window's
middle; Bob's pointer starts from there."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.ui.transitions import HandOverCurtain
from tests.games.magouille.test_hand_over import ana_clicks, start

MODES = [pytest.param({}, id="normal"), pytest.param({"projector": True}, id="projector")]


def bob_nudges_the_mouse(make_app, face: int, settings) -> tuple:
    """Ana clicks ``face`` and confirms; on Bob's curtain, then on his private screen, where the
    system pointer is and whether it shows; then Bob nudges the mouse 3 pixels right: where his
    pointer shows and what it hovers."""
    d, scene = start(make_app, **settings)
    ana_clicks(d, scene, face)
    assert isinstance(d.top, HandOverCurtain) and d.top.name == "Bob"
    curtain = (pygame.mouse.get_pos(), d.app.pointer_seen(), pygame.mouse.get_visible())
    d.key(pygame.K_RETURN)  # Bob is ready
    d.settle()
    assert scene.private_seat == 1
    private = (pygame.mouse.get_pos(), d.app.pointer_seen(), pygame.mouse.get_visible())
    x, y = pygame.mouse.get_pos()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 3, y), rel=(3, 0), buttons=(0, 0, 0)))
    d.frames(2)
    hovered = scene.faces.index(scene.hover) + 1 if scene.hover in scene.faces else None
    return curtain, private, d.app.pointer_seen(), hovered, d.app.neutral_pointer_place()


@pytest.mark.parametrize("settings", MODES)
def test_after_ana_clicks_a_face_bobs_pointer_waits_in_one_neutral_place(make_app, settings):
    """Whichever face Ana clicked (5 or 2), Bob's curtain and private screen have the system
    pointer hidden in the window's middle, and Bob's first move of the mouse starts from there:
    it never shows on, nor rings, the face Ana chose."""
    after_five = bob_nudges_the_mouse(make_app, 5, settings)
    after_two = bob_nudges_the_mouse(make_app, 2, settings)
    assert after_five == after_two
    curtain, private, bobs_pointer, hovered, middle = after_five
    assert curtain == private == (middle, None, False)  # hidden, in the middle
    if settings.get("projector"):  # secret input: keys only, the pointer hidden whatever the mouse does
        assert bobs_pointer is None
    else:  # Bob's pointer, shown where he moved it: from the middle
        assert bobs_pointer == (middle[0] + 3, middle[1])
    assert hovered not in (5, 2)


def test_the_end_of_the_click_that_handed_over_never_shows_the_pointer(make_app):
    """"After a hand-over nothing on screen, the system pointer included, depends on the last
    player": a hand-over made by a click (Corsaire's Apply) happens on the button's press; the
    button let go a moment later, where the last player pressed it, is still their click, so the
    pointer stays hidden in its neutral place. The next player's own press shows it."""
    d, _ = start(make_app)
    d.app.hide_pointer()
    middle = d.app.neutral_pointer_place()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(40, 50), button=1))
    d.frames(2)
    assert d.app.pointer_seen() is None and not pygame.mouse.get_visible()
    assert d.app.pointer == middle
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=middle, button=1))
    d.frames(2)
    assert d.app.pointer_seen() == middle and pygame.mouse.get_visible()
