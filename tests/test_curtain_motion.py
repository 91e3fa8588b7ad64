"""The hand-over curtain and the "reduced motion" setting (issue 37, item 1: "a 'reduced motion'
setting replaces motion with fades everywhere"): with the setting on, the curtain never slides;
it fades in over the screen, and away from the next player's screen, in place."""

from __future__ import annotations

import pygame

from ludicitude.testing.driver import FixedClock
from ludicitude.ui.launcher import Launcher
from ludicitude.ui.transitions import HandOverCurtain


def with_curtain(make_app, **settings):
    d = make_app(animation="normal", **settings)
    d.app.push_scene(Launcher(d.app))
    d.settle()
    beneath = pygame.Surface(d.app.screen.get_size())
    beneath.blit(d.app.screen, (0, 0))
    shown = []
    d.app.clock = FixedClock()  # the tests count the curtain's time in frames, however busy the machine
    curtain = HandOverCurtain(d.app, "Ana", None, lambda: shown.append(True))
    d.app.push_scene(curtain)
    return d, curtain, beneath, shown


def faded(beneath: pygame.Surface, curtain: HandOverCurtain) -> bytes:
    """What the window shows when the curtain's card lies whole over ``beneath``, as far faded
    in as the curtain covers the screen now."""
    picture = beneath.copy()
    card = pygame.Surface(beneath.get_size())
    curtain.draw_card(card)
    card.set_alpha(round(255 * curtain.cover()))
    picture.blit(card, (0, 0))
    return pygame.image.tobytes(picture, "RGB")


def test_with_reduced_motion_the_curtain_fades_in_place_and_never_slides(make_app):
    d, curtain, beneath, shown = with_curtain(make_app, reduced_motion=True)
    seen = 0
    for _ in range(40):
        d.frames(1)
        if curtain.phase != "closing":
            break
        assert 0 < curtain.cover() < 1
        assert d.pixels() == faded(beneath, curtain), "the whole card, faded: nowhere slid"
        seen += 1
    assert seen >= 2  # a fade seen on its way, not a cut
    d.settle()
    assert curtain.phase == "closed" and d.app.stack.visible() == [curtain]

    # Ana is ready: her screen (here the launcher) comes from under it; her click, not a key, so
    # that it shows no focus ring (as ``beneath`` was taken) and only the curtain's motion differs
    d.click_widget(curtain.ready_button)
    assert shown == [True] and curtain.phase == "opening"
    opening = 0
    for _ in range(40):
        if curtain not in d.app.stack.scenes:
            break
        assert d.pixels() == faded(beneath, curtain)
        opening += 1
        d.frames(1)
    assert opening >= 2
    d.settle()  # no input: the curtain goes by itself
    assert curtain not in d.app.stack.scenes
    assert d.pixels() == pygame.image.tobytes(beneath, "RGB")


def test_without_the_setting_the_curtain_slides_down(make_app):
    """The check above can tell a slide from a fade: a sliding curtain's frame is not the faded card."""
    d, curtain, beneath, _shown = with_curtain(make_app)
    d.frames(8)
    assert curtain.phase == "closing" and 0 < curtain.cover() < 1
    frame = d.pixels()
    assert frame != faded(beneath, curtain)
    h = d.app.screen.get_height()
    bottom = pygame.Rect(0, h - 4, d.app.screen.get_width(), 4)
    # below the curtain's edge, the screen beneath shows untouched
    def strip(surface: pygame.Surface) -> bytes:
        return pygame.image.tobytes(surface.subsurface(bottom), "RGB")

    assert strip(d.app.screen) == strip(beneath)
