"""The rules screen's worked example: three cups on the table, the bid "five threes", and the
count on Dudo (threes and ones)."""

from __future__ import annotations

import pygame

from ludicitude.core.i18n import _
from ludicitude.ui import draw, theme

CUPS = ((3, 3, 5, 6, 1), (2, 3, 4, 4, 6), (1, 5, 5, 6, 6))


def draw_rules_example(surface: pygame.Surface, rect: pygame.Rect) -> None:
    h = surface.get_height()
    px = theme.text_px(h, 0.028)
    used = draw.text_fit(surface, _("Example: Bob bids five threes; Cleo calls Dudo. The cups are lifted:"),
                         pygame.Rect(rect.x, rect.y, rect.w, int(rect.h * 0.3)), px, theme.TEXT)
    top = rect.y + used + int(h * 0.01)
    size = max(theme.die_px(h), min(int((rect.bottom - top) / 3.7), int(rect.w / 6.5)))
    for row, cup in enumerate(CUPS):
        for i, face in enumerate(cup):
            r = pygame.Rect(rect.x + i * int(size * 1.2), top + row * int(size * 1.2), size, size)
            draw.die(surface, r, face, selected=face in (1, 3))
    text = _("Threes: 3, ones (wild): 2, so 5 dice count. The bid holds: Cleo loses a die and starts the next round.")
    right = rect.x + 5 * int(size * 1.2) + int(h * 0.01)
    if rect.right - right > rect.w * 0.3:  # a wide panel: the count beside the cups
        where = pygame.Rect(right, top, rect.right - right, rect.bottom - top)
    else:
        bottom = top + 3 * int(size * 1.2)
        where = pygame.Rect(rect.x, bottom, rect.w, rect.bottom - bottom)
    draw.text_fit(surface, text, where, px, theme.TEXT)
