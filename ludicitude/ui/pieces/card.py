"""A playing card's stock: rounded corners, a soft shadow, a coloured band at its head. A pure
drawing function of its size and colours, cached by them; a game draws its card's face (title,
emblem, what lies on it) over it.
"""

from __future__ import annotations

import pygame

from ludicitude.ui.pictures import kept

STOCK = (250, 246, 234)
STOCK_EDGE = (196, 186, 164)
#: printed words on the card stock
CARD_INK = (30, 30, 36)
CARD_DIM = (92, 88, 80)
Colour = tuple[int, int, int]


@kept(maxsize=32)
def card_image(w: int, h: int, band: Colour, band_h: int, stock: Colour = STOCK) -> pygame.Surface:
    """A card ``w`` x ``h`` of ``stock`` with rounded corners, a ``band``-coloured head
    ``band_h`` tall, a thin frame printed inside its edge and its shadow (the picture is a little
    larger than the card: ``card_place`` puts it)."""
    off = max(2, h // 80)
    img = pygame.Surface((w + off, h + off), pygame.SRCALPHA)
    radius = max(3, min(w, h) // 14)
    card = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(img, (0, 0, 0, 70), card.move(off, off), border_radius=radius)
    pygame.draw.rect(img, stock, card, border_radius=radius)
    head = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(head, band, card, border_radius=radius)
    img.blit(head, (0, 0), pygame.Rect(0, 0, w, band_h))
    inset = max(2, min(w, h) // 90)
    frame = card.inflate(-2 * inset, -2 * inset)
    frame.y, frame.h = band_h + inset, h - band_h - 2 * inset
    pygame.draw.rect(img, (*band, 90), frame, max(1, inset // 3), border_radius=max(2, radius // 2))
    pygame.draw.rect(img, STOCK_EDGE, card, max(1, min(w, h) // 150), border_radius=radius)
    return img


def draw_card_stock(surface: pygame.Surface, rect: pygame.Rect, band: Colour, band_h: int, *,
                    stock: Colour = STOCK) -> None:
    """A card's stock at ``rect``, its head band ``band_h`` tall, its shadow under it."""
    surface.blit(card_image(rect.w, rect.h, band, band_h, stock), rect.topleft)
