"""The end of a game of Corsaire: the shared end screen, with each player's final gold shown as
it was won, a pile of coins beside the number (``ui/pieces/coins``, as on the table)."""

from __future__ import annotations

import pygame

from ludicitude.ui import draw, theme
from ludicitude.ui.end_screen import EndScreen
from ludicitude.ui.pieces import coins


class CorsaireEnd(EndScreen):
    """The podium and the ranking with each purse's coins."""

    def draw_score(self, surface: pygame.Surface, seat: int, pos: tuple[int, int], px: int, colour: theme.Colour,
                   anchor: str) -> pygame.Rect:
        """The number and, on its left, the purse: a pile of as many coins, standing on the
        number's baseline, a little taller than it (the pile and the number centred together
        on the podium)."""
        gold = self.session.state.scores[seat]
        pile_h, gap = int(px * (1.6 if anchor == "midbottom" else 1.1)), px // 3
        shape = coins.pile_shape(gold, int(px * PILE_WIDTH), pile_h, px * 0.45) if gold else None
        pile_w = shape.w + gap if shape is not None else 0
        x = pos[0] + pile_w // 2 if anchor == "midbottom" else pos[0]  # the pair centred on the podium
        shown = draw.text(surface, str(gold), (x, pos[1]), px, colour, bold=True, anchor=anchor)
        if shape is None:
            return shown
        base = shown.y + theme.font(px, True).get_ascent() + 2
        place = coins.draw_pile(surface, pygame.Rect(shown.x - pile_w, base - pile_h, shape.w, pile_h), gold,
                                px * 0.45, align="right")
        return shown.union(place)

    def place_width(self, seat: int, rank: int, px: int) -> int:
        """A line under the podium, its purse's pile too (as wide as that pile: the number and its
        coins stay beside the name, not across the line from it)."""
        gold = self.session.state.scores[seat]
        shape = coins.pile_shape(gold, int(px * PILE_WIDTH), int(px * 1.1), px * 0.45) if gold else None
        return super().place_width(seat, rank, px) + (shape.w + px // 3 if shape is not None else 0)


#: the widest a purse's pile beside its number, in sizes of the number's type
PILE_WIDTH = 4
