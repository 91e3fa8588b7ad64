"""Text drawing helpers shared by every screen."""

from __future__ import annotations

import pygame

from ludicitude.ui import draw, theme

LONG = "Cross a box of a row from left to right, never going back. " * 12


def test_text_fit_shrinks_the_text_until_it_fits_its_box():
    pygame.font.init()
    surface = pygame.Surface((1024, 768))
    rect = pygame.Rect(10, 10, 600, 200)
    used = draw.text_fit(surface, "Round 3: Ana's turn", rect, theme.text_px(768, 3))
    assert 0 < used <= rect.h


def test_text_too_long_for_its_box_is_cut_after_the_last_whole_line_only_when_asked():
    pygame.font.init()
    surface = pygame.Surface((1024, 768))
    rect = pygame.Rect(10, 10, 300, 60)
    px = theme.text_px(768, 2)
    overflowing = draw.text_fit(surface, LONG, rect, px)
    assert overflowing > rect.h  # by default nothing is lost: the text runs past the box
    surface.fill((0, 0, 0))
    cut = draw.text_fit(surface, LONG, rect, px, whole_lines=True)
    assert 0 < cut <= rect.h
    below = surface.subsurface(pygame.Rect(rect.x, rect.bottom, rect.w, 100))
    assert pygame.transform.average_color(below)[:3] == (0, 0, 0)  # not a pixel under the box


def test_a_seat_mark_never_covers_a_pip():
    """Issue 15: a 2 with its owner's mark must never read as a 1 — every pip of every face is
    drawn the same with and without the mark."""
    import pygame

    from ludicitude.ui import dice, draw

    for face in range(1, 7):
        bare = pygame.Surface((120, 120))
        marked = pygame.Surface((120, 120))
        rect = pygame.Rect(20, 20, 80, 80)
        draw.die(bare, rect, face)
        draw.die(marked, rect, face, mark="triangle", mark_colour=(200, 40, 40))
        for x, y in dice.pip_centres(rect, face):
            centre = (int(x), int(y))
            r = int(dice.pip_radius(rect))
            for dx in range(-r, r + 1, max(1, r // 3)):
                for dy in range(-r, r + 1, max(1, r // 3)):
                    if dx * dx + dy * dy <= r * r:
                        p = (centre[0] + dx, centre[1] + dy)
                        assert marked.get_at(p) == bare.get_at(p), (face, p)
