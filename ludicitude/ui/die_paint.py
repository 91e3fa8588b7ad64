"""The paint of a die (``ui/dice.py``): a colour lit or shaded (``shade``; a thrown die's faces
too), and for its picture at rest (``rest_image``, drawn once a size and kept) a rounded face
going from one colour to another and a pip pressed into the face."""

from __future__ import annotations

import pygame

from ludicitude.ui.theme import Colour


def shade(colour: Colour, light: float) -> Colour:
    """``colour`` lit by ``light`` (1: as it is; below, darker; above, toward white)."""
    if light <= 1.0:
        return tuple(max(0, min(255, int(c * light))) for c in colour)  # type: ignore[return-value]
    k = min(1.0, light - 1.0)
    return tuple(int(c + (255 - c) * k) for c in colour)  # type: ignore[return-value]


def gradient_rect(surface: pygame.Surface, rect: pygame.Rect, top: Colour, bottom: Colour, radius: int) -> None:
    """A rounded ``rect`` going from ``top`` to ``bottom`` (the top face, lighter where the light
    comes from)."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    span = max(1, rect.h - 1)
    shares = [y / span for y in range(rect.h)]
    rows = list(zip(*([round(a + (b - a) * k) for k in shares] for a, b in zip(top, bottom))))
    start = 0
    for y in range(1, rect.h + 1):  # each run of rows of one colour filled at once
        if y == rect.h or rows[y] != rows[start]:
            layer.fill(rows[start], (0, start, rect.w, y - start))
            start = y
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(layer, rect)


def inset_pip(surface: pygame.Surface, c: tuple[float, float], r: float, body: Colour, pip: Colour) -> None:
    """A pip in ``pip``'s colour pressed into a face of ``body``'s: its upper left wall in shadow,
    its lower right wall lit."""
    dark = pip if sum(pip) < 380 else shade(pip, 0.8)
    wall = tuple((a * 2 + b) // 3 for a, b in zip(shade(body, 1.1), pip))
    pygame.draw.circle(surface, wall, c, r * 1.06)
    pygame.draw.circle(surface, shade(dark, 0.7), (c[0] - r * 0.08, c[1] - r * 0.08), r * 0.94)
    pygame.draw.circle(surface, pip, (c[0] + r * 0.03, c[1] + r * 0.05), r * 0.84)
