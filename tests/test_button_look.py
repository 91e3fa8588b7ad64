"""Buttons read from the back of a room (issue 37, the second look at the screens: "every action
looks disabled", a live button and one not yet possible told apart only by an outline): a live
button is a raised key in a lit green no panel has, its words at full brightness; one not yet
possible is sunk, darker than its panel, its words dim. In the standard and projector looks."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.ui import theme
from ludicitude.ui.widgets import Button


def brightest(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """The luminance of the brightest pixel inside ``rect``'s label room (its edges left out)."""
    inner = rect.inflate(-rect.h // 2, -rect.h // 2)
    return max(theme.luminance(surface.get_at((x, y))[:3])
               for x in range(inner.x, inner.right, 2) for y in range(inner.y, inner.bottom, 2))


@pytest.mark.parametrize("projector", [False, True], ids=["standard", "projector"])
def test_a_live_button_and_one_not_yet_possible_never_look_alike(projector):
    pygame.font.init()
    theme.reset_caches()  # a font cached by an earlier test may have died with its pygame.quit
    theme.configure(projector=projector)
    try:
        surface = pygame.Surface((1024, 768))
        surface.fill(theme.PANEL)
        live, off = (Button(lambda: "Reroll the picked dice (R)", lambda: None) for _ in range(2))
        off.enabled = False
        live.rect, off.rect = pygame.Rect(100, 100, 420, 48), pygame.Rect(100, 200, 420, 48)
        live.draw(surface, False, False)
        off.draw(surface, False, False)
        fill_live = surface.get_at((live.rect.x + 8, live.rect.y + live.rect.h // 3))[:3]
        fill_off = surface.get_at((off.rect.x + 8, off.rect.y + off.rect.h // 3))[:3]
        assert fill_live == theme.BUTTON_FACE and fill_off == theme.BUTTON_OFF
        # the live one stands out of its panel, its words readable on it; the other sinks into it
        assert theme.contrast(fill_live, theme.PANEL) >= 2.0 and theme.contrast(theme.TEXT, fill_live) >= 4.5
        assert theme.luminance(fill_off) < theme.luminance(theme.PANEL)
        # a raised key: a dark lip under its face, which the sunk one has not
        lip = surface.get_at((live.rect.centerx, live.rect.bottom - 1))[:3]
        assert lip == theme.BUTTON_LIP
        # its words at full brightness, the other's dim
        assert brightest(surface, live.rect) >= 2.5 * brightest(surface, off.rect)
    finally:
        theme.configure(projector=False)


@pytest.mark.parametrize("projector", [False, True], ids=["standard", "projector"])
def test_the_turns_main_step_is_gold_on_the_live_green_never_the_yellow_that_enter_presses(projector):
    """Issue 37 (REPORT3, faults 2 and 3): Corsaire's Apply and Cartes' Continue looked like
    every other button. A "main" button keeps the live green face, with a gold ring and gold words;
    the primary (Enter's) is filled yellow; a normal one has neither gold."""
    pygame.font.init()
    theme.reset_caches()
    theme.configure(projector=projector)
    try:
        surface = pygame.Surface((1024, 768))
        surface.fill(theme.PANEL)
        looks = {style: Button(lambda: "Apply (A)", lambda: None, style=style)
                 for style in ("normal", "main", "primary")}
        for n, button in enumerate(looks.values()):
            button.rect = pygame.Rect(100, 100 + 100 * n, 420, 48)
            button.draw(surface, False, False)

        def at(style: str, dx: int, dy: int) -> tuple[int, ...]:
            r = looks[style].rect
            return tuple(surface.get_at((r.x + dx, r.y + dy))[:3])

        def gold_words(style: str) -> int:
            inner = looks[style].rect.inflate(-60, -16)
            return sum(surface.get_at((x, y))[:3] == theme.ACCENT
                       for x in range(inner.x, inner.right) for y in range(inner.y, inner.bottom))

        face_x, edge = 40, 1  # inside the face, past its rounded corner; on its edge
        assert at("main", face_x, 20) == theme.BUTTON_FACE == at("normal", face_x, 20)  # the live green
        assert at("primary", face_x, 20) == theme.ACCENT  # filled yellow: Enter's, not the main step's
        assert at("main", face_x, edge) == theme.ACCENT != at("normal", face_x, edge)  # the gold ring
        assert gold_words("main") > 100 and gold_words("normal") == 0
    finally:
        theme.configure(projector=False)
