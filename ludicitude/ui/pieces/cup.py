"""A dice cup, mouth down over a die: a pure drawing function of its size, its band's colour and
how far it is lifted, cached by the first two. Down, it hides the die whole (nothing of the face
shows round it); lifted, it rises off the die and fades, showing what lay under it.
"""

from __future__ import annotations

import pygame

from ludicitude.ui.pictures import kept

LEATHER = (112, 66, 36)
LEATHER_DARK = (66, 36, 18)
LEATHER_LIGHT = (150, 98, 60)
STITCH = (214, 186, 140)
Colour = tuple[int, int, int]
#: a cup's size over the die it covers: wider and taller, so no edge of the die shows
WIDER, TALLER = 1.34, 1.3


@kept(maxsize=64)
def cup_image(w: int, h: int, band: Colour) -> pygame.Surface:
    """A leather cup ``w`` x ``h``, mouth down: narrower at its top (the cup's bottom, an ellipse
    seen from a little above), a band of ``band`` (its owner's colour) round its mouth, stitches
    and a glint."""
    img = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    top_w = w * 0.72
    lip = max(2, h // 10)
    ry = max(2, h // 12)
    body = [((w - top_w) / 2, ry), ((w + top_w) / 2, ry), (w - 1, h - ry - 1), (0, h - ry - 1)]
    pygame.draw.polygon(img, LEATHER, body)
    pygame.draw.ellipse(img, LEATHER, pygame.Rect(0, h - 2 * ry - 1, w, 2 * ry))  # the mouth's round
    band_top = h - ry - lip * 2
    band_poly = [(w * 0.02, band_top), (w * 0.98, band_top), (w - 1, h - ry - 1), (0, h - ry - 1)]
    pygame.draw.polygon(img, band, band_poly)
    pygame.draw.ellipse(img, band, pygame.Rect(0, h - 2 * ry - 1, w, 2 * ry))
    pygame.draw.ellipse(img, LEATHER_DARK, pygame.Rect(0, h - 2 * ry - 1, w, 2 * ry), max(1, w // 40))
    for y in (ry + (band_top - ry) * 0.3, band_top - lip * 0.6):  # stitched seams round the cup
        t = (y - ry) / max(1, h - 2 * ry)
        half = top_w / 2 + (w / 2 - top_w / 2) * t
        for k in range(7):
            x = w / 2 - half * 0.86 + k * half * 0.86 * 2 / 6
            pygame.draw.line(img, STITCH, (x - w * 0.025, y), (x + w * 0.025, y), max(1, w // 50))
    low = band_top - lip * 0.4
    glint = [(w * 0.3, ry * 1.6), (w * 0.38, ry * 1.6), (w * 0.3, low), (w * 0.2, low)]
    pygame.draw.polygon(img, LEATHER_LIGHT, glint)
    pygame.draw.ellipse(img, LEATHER_DARK, pygame.Rect((w - top_w) / 2, 0, top_w, 2 * ry))  # its bottom, on top
    pygame.draw.ellipse(img, LEATHER, pygame.Rect((w - top_w) / 2 + 2, 2, top_w - 4, 2 * ry - 3))
    pygame.draw.polygon(img, LEATHER_DARK, body, max(1, w // 40))
    return img


def cup_place(over: pygame.Rect) -> pygame.Rect:
    """Where a cup stands down over the die at ``over``: centred on it, a little lower."""
    rect = pygame.Rect(0, 0, int(over.w * WIDER), int(over.h * TALLER))
    rect.midbottom = (over.centerx, over.bottom + int(over.h * 0.12))
    return rect


def draw_cup(surface: pygame.Surface, over: pygame.Rect, band: Colour, *, lift: float = 0.0,
             drop: float = 0.0, fade: bool = False) -> None:
    """A cup over the die at ``over``: ``lift`` 0 down on the table, up to 1 lifted off it (it
    rises, eased out, and fades over its last third); ``drop`` 1 still in the air above it, down
    to 0 on the table (it comes down faster and faster: slammed); its shadow on the table shrinks
    as it rises. With ``fade`` (reduced motion) it never moves: it fades in as it would come
    down and fades away as it would lift."""
    if lift >= 1.0:
        return
    place = cup_place(over)
    if fade:
        img = cup_image(place.w, place.h, band).copy()
        img.set_alpha(int(255 * (1 - max(0.0, lift)) * (1 - max(0.0, min(1.0, drop)))))
        surface.blit(img, place)
        return
    rise = 1 - (1 - max(0.0, lift)) ** 2 if lift > 0 else 1 - (1 - max(0.0, min(1.0, drop))) ** 2
    shadow = pygame.Rect(0, 0, int(place.w * (1.05 - 0.4 * rise)), max(2, int(over.h * 0.18)))
    shadow.center = (place.centerx, place.bottom - over.h * 0.04)
    shade = pygame.Surface(shadow.size, pygame.SRCALPHA)
    pygame.draw.ellipse(shade, (0, 0, 0, int(110 * (1 - rise))), shade.get_rect())
    surface.blit(shade, shadow)
    img = cup_image(place.w, place.h, band)
    if lift > 2 / 3:
        img = img.copy()
        img.set_alpha(int(255 * (1 - lift) * 3))
    surface.blit(img, place.move(0, -int(rise * place.h * 1.05)))
