"""The end of a game of Magouille: the shared end screen, whose podium holds only the players
still in the game at its end (and the winners of a round where everyone fell): a player out
stands under it, with their last score and an "out" tag. A score never rises after a player is
out, so those under it are the ranking's last places whatever their points. Where one player
lasted (the usual end: the last one standing), a lone step in the middle of the screen would
leave its sides empty: the winner's step stands in the left half and the players out are listed
large in the right half under "Out of the game", a line each with their chip and their last
score (the heading says "out" once, not a tag on every line)."""

from __future__ import annotations

from typing import cast

import pygame

from ludicitude.core.i18n import _
from ludicitude.games.magouille import rules
from ludicitude.ui import draw, theme
from ludicitude.ui.end_screen import EndScreen, podium_seats, ranking


class MagouilleEnd(EndScreen):
    """The podium of those who lasted, the players out listed under it (beside it where one lasted)."""

    def podium(self, order: list[int], ranks: dict[int, int]) -> list[int]:
        state = cast(rules.State, self.session.state)
        lasted = [s for s in order if state.in_game[s] or s in state.winners]
        return podium_seats(lasted, ranks)

    def draw_content(self, surface: pygame.Surface) -> None:
        order, ranks = ranking(self.session.state.scores)
        standing = self.podium(order, ranks)
        rest = [seat for seat in order if seat not in standing]
        rect = surface.get_rect()
        h = rect.h
        w = int(min(rect.w * 0.92, h * 1.6))
        least = theme.text_px(h, theme.BODY)
        if len(standing) != 1 or not rest or self.out_width(rest, ranks, least) > w - w // 2:
            super().draw_content(surface)  # a podium of two or more; or lines too long for a half: under it
            return
        area = pygame.Rect(rect.centerx - w // 2, 0, w, h)
        y = self.draw_heading(surface, area)
        bottom = min((b.rect.y for b in self.widgets), default=h - int(h * 0.02)) - int(h * 0.02)
        for line in reversed(self.extra):  # the game's lines above the buttons
            bottom -= theme.font(least).get_linesize() * len(theme.wrap(line, least, w))
            draw.label(surface, line, pygame.Rect(area.x, bottom, w, h), least, theme.TEXT_DIM, valign="top",
                       lines=2)
        band = pygame.Rect(area.x, y + int(h * 0.015), w, bottom - y - int(h * 0.03))
        half = band.w // 2
        # the winner's step in the left half, as wide as a podium's step at most (``draw_podium``
        # gives a step a third of its room): the rest of that room stays round it
        step_w = min(int(half * 0.7), int(h * 0.42))
        self.draw_podium(surface, pygame.Rect(band.x + half // 2 - 3 * step_w // 2, band.y, 3 * step_w, band.h),
                         standing, ranks)
        self.draw_out(surface, pygame.Rect(band.x + half, band.y, band.w - half, band.h), rest, ranks)

    def out_width(self, seats: list[int], ranks: dict[int, int], px: int) -> int:
        """How wide the players out's lines are at ``px`` (no "out" tag: ``draw_out``): the longest
        whole, and room between name and score."""
        marks, self.marks = self.marks, {s: m for s, m in self.marks.items() if s not in seats}
        try:
            return max(self.place_width(seat, ranks[seat], px) for seat in seats) + px * 2
        finally:
            self.marks = marks

    def draw_out(self, surface: pygame.Surface, rect: pygame.Rect, seats: list[int], ranks: dict[int, int]) -> None:
        """The players out in ``rect`` (beside the lone step), under a title: a line each, as large
        as the room lets them (a heading's size down to the body's), the block centred; without
        their "out" tag, which the title says once for all."""
        marks, self.marks = self.marks, {s: m for s, m in self.marks.items() if s not in seats}
        try:
            self.draw_out_lines(surface, rect, seats, ranks)
        finally:
            self.marks = marks

    def draw_out_lines(self, surface: pygame.Surface, rect: pygame.Rect, seats: list[int],
                       ranks: dict[int, int]) -> None:
        """``draw_out``'s heading and lines."""
        h = surface.get_height()
        title = _("Out of the game")
        title_px = theme.text_px(h, theme.HEADING)
        title_h = int(theme.font(title_px, True).get_linesize() * 1.3)
        px, least = theme.text_px(h, theme.HEADING), theme.text_px(h, theme.BODY)
        while True:
            line_h = int(theme.font(px, True).get_linesize() * 1.35)
            col_w = self.out_width(seats, ranks, px)
            if px <= least or (col_w <= rect.w and title_h + line_h * len(seats) <= rect.h):
                break
            px -= 1
        line_h = min(line_h, (rect.h - title_h) // len(seats))
        block = pygame.Rect(0, 0, min(col_w, rect.w), title_h + line_h * len(seats))
        block.center = rect.center
        draw.text(surface, title, (block.x, block.y + title_h // 2), title_px, theme.TEXT_DIM, bold=True,
                  anchor="midleft")
        pygame.draw.line(surface, theme.PANEL_LIGHT, (block.x, block.y + title_h - 2),
                         (block.right, block.y + title_h - 2), max(1, h // 360))
        for i, seat in enumerate(seats):
            self.draw_place(surface, seat, ranks[seat], pygame.Rect(block.x, block.y + title_h + i * line_h,
                                                                     block.w, line_h), px)
