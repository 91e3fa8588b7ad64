"""The end of a game of Cadenas: the end screen every game has (``ui/end_screen.py``: who won,
why the game ended in the rule card's words, the podium, the celebration, the chart), and under the
podium each player's points as the sheets counted them: the four rows, the grey boxes and the
total, one line a player from the first down."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ludicitude.core.i18n import _, signed
from ludicitude.games.cadenas import rules, texts
from ludicitude.games.cadenas.pieces import INK, ROW_COLOURS, ROW_SYMBOLS
from ludicitude.games.cadenas.rules import ROWS
from ludicitude.ui import draw, theme
from ludicitude.ui.end_screen import EndScreen


@dataclass(frozen=True)
class PointsTable:
    """Where the table of points stands: its columns' widths (rank, player, the four rows, grey,
    total), its header's and lines' heights, its text size, and whether the header names the
    four rows in words under their symbols or by their symbols alone (as the sheets do)."""

    px: int
    rank_w: int
    name_w: int
    value_w: int
    header_h: int
    line_h: int
    lines: int
    words: bool

    @property
    def width(self) -> int:
        return self.rank_w + self.name_w + 6 * self.value_w

    @property
    def height(self) -> int:
        return self.header_h + self.line_h * self.lines

    @staticmethod
    def fit(h: int, width: int, state: rules.State, names: Sequence[str]) -> PointsTable:
        """The table at the running text's size (``theme.BODY``: its numbers are read like any
        text, never smaller), each column as wide as the widest thing it holds; where that is
        wider than ``width``, the columns closer, then the rows named by their symbols alone."""
        px = theme.text_px(h, theme.BODY)
        bold = theme.font(px, True)
        rank_w = draw.label_width(f"{state.num_seats}.", px, True) + px // 2
        name_w = max(draw.label_width(names[s], px, s in state.winners) for s in range(state.num_seats))
        numbers = max(draw.label_width(v, px, True) for s in range(state.num_seats) for v in values(state, s))
        line_h = int(bold.get_linesize() * 1.1)
        table = None
        for words, pad in ((True, px), (True, px // 2), (False, px // 2)):
            shown = headers() if words else headers()[4:]
            value_w = max([numbers, int(px * SYMBOL)] + [draw.label_width(x, px, True) for x in shown]) + pad
            header_h = int(px * SYMBOL) + (bold.get_linesize() if words else px // 4)
            table = PointsTable(px, rank_w, name_w + chip_size(px) + pad, value_w, header_h, line_h,
                                state.num_seats, words)
            if table.width <= width:
                break
        assert table is not None
        return table


#: a row's symbol in the header, in text sizes
SYMBOL = 0.8


def chip_size(px: int) -> int:
    return int(px * 1.1)


def headers() -> list[str]:
    return [texts.row_title(r) for r in ROWS] + [_("Grey"), _("Total")]


def values(state: rules.State, seat: int) -> list[str]:
    """A player's points: each row's, the grey boxes' (negative), the total."""
    return ([signed(state.row_score(seat, r)) for r in ROWS]
            + [signed(-rules.POINTS_PER_GREY_BOX * state.grey[seat]), signed(state.scores[seat])])


class ScoreTable(EndScreen):  # the game's own end screen, pushed by GameScene.show_end
    """The end of a game of Cadenas: the podium, why it ended, and each player's points row by row."""

    def draw_details(self, surface: pygame.Surface, area: pygame.Rect, order: list[int],
                     ranks: dict[int, int]) -> int:
        state = self.session.state
        assert isinstance(state, rules.State)
        h = surface.get_height()
        room = surface.get_width() * 96 // 100
        table = PointsTable.fit(h, room, state, self.session.names)
        if table.width > room:
            theme.layout_fault(f"Cadenas's table of points, {table.width} px wide, does not fit {room}")
        top = area.bottom - table.height
        self.draw_points(surface, table, pygame.Rect(area.centerx - table.width // 2, top, table.width,
                                                     table.height), order, ranks)
        return top - int(h * 0.01)

    def draw_points(self, surface: pygame.Surface, table: PointsTable, rect: pygame.Rect, order: list[int],
                    ranks: dict[int, int]) -> None:
        """The header (each row's symbol in its colour over its name, then Grey and Total) and a
        line a player, from the first down: rank, chip and name, each row's points, the grey
        boxes', the total (bold). The winners' lines are in gold."""
        state = self.session.state
        assert isinstance(state, rules.State)
        px = table.px
        x0 = rect.x + table.rank_w + table.name_w
        symbol = int(px * SYMBOL)
        for c, word in enumerate(headers()):
            cx = x0 + table.value_w * c + table.value_w // 2
            if c < 4:  # each row's symbol in its colour (above its name), so a row reads without colour
                draw.symbol(surface, ROW_SYMBOLS[ROWS[c]], (cx, rect.y + symbol // 2), symbol,
                            ROW_COLOURS[ROWS[c]], INK)
            if table.words or c >= 4:
                draw.text(surface, word, (cx, rect.y + table.header_h), px, theme.TEXT_DIM, bold=True,
                          anchor="midbottom")
        for i, seat in enumerate(order):
            y = rect.y + table.header_h + table.line_h * i
            line = pygame.Rect(rect.x, y, rect.w, table.line_h)
            if i % 2 == 0:
                draw.panel(surface, line, theme.PANEL, radius=0.2)
            win = seat in state.winners
            colour = theme.ACCENT if win else theme.TEXT
            draw.text(surface, f"{ranks[seat]}.", (rect.x + px // 4, line.centery), px, colour, bold=True,
                      anchor="midleft")
            chip = chip_size(px)
            left = rect.x + table.rank_w
            draw.player_chip(surface, self.session.identities[seat], (left + chip // 2, line.centery), chip)
            name_room = pygame.Rect(left + chip + px // 3, y, table.name_w - chip - px // 3 + 1, table.line_h)
            draw.label(surface, self.session.names[seat], name_room, px, colour, bold=win, align="left", lines=1)
            for c, value in enumerate(values(state, seat)):
                draw.text(surface, value, (x0 + table.value_w * c + table.value_w // 2, line.centery), px, colour,
                          bold=win or c == 5, anchor="center")
