"""The end of a game of Corsaire: the shared end screen, with each player's final gold shown as
it was won, a pile of coins beside the number (``ui/pieces/coins``, as on the table)."""

from __future__ import annotations

from typing import cast

import pygame

from ludicitude.games.corsaire.pieces import draw_crown
from ludicitude.games.corsaire.rules import State
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

    def draw_heading(self, surface: pygame.Surface, area: pygame.Rect) -> int:
        """The shared title and reason, with a little more room under them: Corsaire's reason
        takes two lines, and the winner's chip over the podium stood 5 px under it."""
        return super().draw_heading(surface, area) + int(surface.get_height() * 0.02)

    def draw_details(self, surface: pygame.Surface, area: pygame.Rect, order: list[int],
                     ranks: dict[int, int]) -> int:
        """The King's share over the buttons, as on the table: his crown and his pile beside the
        words, in the ranking's own type and brightness (a dim small line was missed from the
        back of a room); then the shared lines under the podium above it."""
        h = surface.get_height()
        px = theme.text_px(h, theme.BODY)
        extra, self.extra = self.extra, []
        try:
            bottom = area.bottom
            for line in reversed(extra):
                line_h = int(theme.font(px, True).get_linesize() * 1.3)
                bottom -= line_h
                words = theme.font(px, True).size(line)[0]
                crown = int(px * 1.4)
                gold = cast(State, self.session.state).king_share
                shape = coins.pile_shape(gold, int(px * PILE_WIDTH), int(px * 1.2), px * 0.45) if gold else None
                pile_w = shape.w if shape is not None else 0
                gap = px // 2
                total = crown + gap + words + (gap + pile_w if pile_w else 0)
                x = area.centerx - total // 2
                mid = bottom + line_h // 2
                draw_crown(surface, pygame.Rect(x, mid - crown * 2 // 5, crown, crown * 4 // 5))
                shown = draw.text(surface, line, (x + crown + gap, mid), px, theme.TEXT, bold=True, anchor="midleft")
                if shape is not None:
                    coins.draw_pile(surface, pygame.Rect(shown.right + gap, shown.bottom - int(px * 1.2), shape.w,
                                                         int(px * 1.2)), gold, px * 0.45, align="left")
            return super().draw_details(surface, pygame.Rect(area.x, area.y, area.w, bottom - area.y), order, ranks)
        finally:
            self.extra = extra

    def place_width(self, seat: int, rank: int, px: int) -> int:
        """A line under the podium, its purse's pile too (as wide as that pile: the number and its
        coins stay beside the name, not across the line from it)."""
        gold = self.session.state.scores[seat]
        shape = coins.pile_shape(gold, int(px * PILE_WIDTH), int(px * 1.1), px * 0.45) if gold else None
        return super().place_width(seat, rank, px) + (shape.w + px // 3 if shape is not None else 0)


#: the widest a purse's pile beside its number, in sizes of the number's type
PILE_WIDTH = 4
