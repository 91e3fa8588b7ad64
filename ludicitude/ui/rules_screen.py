"""A game's rules, in our own words, with a worked example drawn with the game's own pieces.

Reachable from the player setup screen and with F1 in a game. The text comes from the game's
``texts.rules_summary()``; the example from its ``draw_rules_example`` (``examples.py``) when it
has one, in a panel no larger than the example uses (beside the text on a wide screen, the rules
flowing on under it, or under the text where that leaves less to scroll). Up/Down, Page Up/Down,
Home/End and the mouse wheel scroll, a line at a time: the column shows whole lines only, stops
above "more below" at a sentence's end, never in mid-sentence, and says so where more text lies
above or below (``Page``). Esc or the button goes back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ludicitude.core.i18n import _
from ludicitude.games import GameSpec
from ludicitude.ui import draw, theme
from ludicitude.ui.widgets import Button, Widget, WidgetScene, label

if TYPE_CHECKING:
    from ludicitude.ui.host import Host


WHEEL_LINES = 2  # lines scrolled by one notch of the mouse wheel


@dataclass(frozen=True)
class Page:
    """What a column of ``rows`` whole lines shows of ``lines`` from line ``first``: the lines,
    and whether more lies above and below, each cue taking the place of one line."""

    lines: tuple[str, ...]
    first: int
    more_above: bool
    more_below: bool
    last_first: int  # the largest ``first`` that still has something to show

    @classmethod
    def of(cls, lines: list[str], rows: int, first: int) -> Page:
        rows = max(rows, 3)  # a cue above, one line, a cue below: the least a column is drawn with
        if len(lines) <= rows:
            return cls(tuple(lines), 0, False, False, 0)
        last_first = len(lines) - (rows - 1)  # the end of the text under the cue above
        first = max(0, min(first, last_first))
        room = rows - (first > 0)
        more_below = first + room < len(lines)
        room -= more_below
        if more_below:  # never a sentence cut above the cue: back to a paragraph's or a sentence's end
            ends = [n for n in range(room, 0, -1) if lines[first + n - 1].strip()
                    and ends_sentence(lines, first + n - 1)]
            room = ends[0] if ends else room
        return cls(tuple(lines[first:first + room]), first, first > 0, more_below, last_first)


def ends_sentence(lines: list[str], i: int) -> bool:
    """Whether the text may stop after line ``i``: a blank line, the last line of a paragraph (a
    blank follows), or a line ending a sentence."""
    line = lines[i].rstrip()
    return not line or i + 1 >= len(lines) or not lines[i + 1].strip() or line[-1] in ".!?:"


class RulesScreen(WidgetScene):
    """The rules of ``game`` (F1); over a person's own move, ``advice`` (``Coach.offer``) adds
    the coach's button: back to the table, with the expert's move shown."""

    def __init__(self, app: Host, game: GameSpec, advice: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.game = game
        self.first = 0  # the first line of the text shown (scrolling is by whole lines)
        self.rows = 0  # how many lines the column held when last drawn
        self.page: Page | None = None  # what it showed
        self.column = pygame.Rect(0, 0, 0, 0)  # where (tests check that it holds whole lines)
        self.line_h = 0
        self.back_button = Button(label("Back"), self.back, style="primary")
        self.widgets: list[Widget] = [self.back_button]
        self.advice = advice
        self.advice_button = Button(label("What would the expert play? (K)"), self.ask_advice)
        if advice is not None:
            self.widgets.append(self.advice_button)
        self.example = game.rules_example() if game.rules_example is not None else None
        self._sheets: dict[object, tuple[pygame.Surface, pygame.Rect]] = {}  # the example, drawn once per place
        self._continued: dict[tuple[int, int, int, int], list[str]] = {}
        self.more_lines: tuple[str, ...] = ()  # the lines shown under the example (a wide screen)
        self.more_column = pygame.Rect(0, 0, 0, 0)

    def paragraphs(self) -> list[str]:
        return list(self.game.texts().rules_summary())

    def layout(self, rect: pygame.Rect) -> None:
        h = rect.h
        self.back_button.rect = pygame.Rect(0, 0, int(min(rect.w * 0.4, h * 0.5)), int(h * 0.08))
        self.back_button.rect.bottomright = (rect.right - int(h * 0.04), h - int(h * 0.025))
        self.advice_button.rect = self.back_button.rect.copy()
        self.advice_button.rect.w = int(min(rect.w * 0.5, h * 0.75))
        self.advice_button.rect.bottomleft = (rect.x + int(h * 0.04), self.back_button.rect.bottom)

    def ask_advice(self) -> None:
        """The coach's button: back to the table, where the advice shows."""
        if self.advice is not None:
            self.advice()
        self.back()

    def key(self, event: pygame.event.Event) -> None:
        page = max(1, self.rows - 2)
        moves = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page,
                 pygame.K_END: 1 << 16, pygame.K_HOME: -(1 << 16)}
        if event.key in moves:
            self.scroll_by(moves[event.key])
            return
        if event.key == pygame.K_k and self.advice is not None:
            self.ask_advice()
            return
        super().key(event)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * WHEEL_LINES)
            return
        super().handle(event)

    def scroll_by(self, lines: int) -> None:
        # clamped again when drawn, against the column of that moment (a resize changes it)
        self.first = max(0, self.first + lines)

    def lines(self, px: int, width: int) -> list[str]:
        """The rules as lines of the column, a blank line between paragraphs."""
        out: list[str] = []
        for para in self.paragraphs():
            out += theme.wrap("• " + para if not para.endswith(":") else para, px, width)
            out.append("")
        return out[:-1]

    def continued(self, px: int, width: int, after: int, to_width: int) -> list[str]:
        """The rules after the first ``after`` lines of the column ``width`` wide, as lines
        ``to_width`` wide: the text that flows on under the example (the paragraph cut at a line's
        end goes on without its bullet)."""
        key = (px, width, after, to_width)
        if key not in self._continued:
            out: list[str] = []
            done = 0  # lines of the column ``width`` wide gone by
            for para in self.paragraphs():
                text = "• " + para if not para.endswith(":") else para
                lines = theme.wrap(text, px, width)
                if done + len(lines) <= after:
                    done += len(lines) + 1  # the paragraph and the blank after it
                    continue
                rest = " ".join(lines[max(0, after - done):])
                if out or after <= done:
                    out.append("")
                out += theme.wrap(rest, px, to_width)
                done += len(lines) + 1
            self._continued[key] = out[1:] if out[:1] == [""] else out
        return self._continued[key]

    def under_example(self, column: pygame.Rect, panel: pygame.Rect | None, h: int) -> pygame.Rect | None:
        """Where the rules flow on under the example beside them (a wide screen), when there is
        room there for a few lines; else None."""
        if panel is None or panel.x < column.right:
            return None
        px = theme.text_px(h, 0.03)
        more = pygame.Rect(panel.x, panel.bottom + int(h * 0.02), panel.w, column.bottom - panel.bottom - int(h * 0.02))
        return more if more.h >= 3 * theme.font(px).get_linesize() else None

    def places(self, surface: pygame.Surface, wide: bool) -> tuple[pygame.Rect, pygame.Rect]:
        """The text's column and the example's drawing room: beside it (``wide``) or under it."""
        w, h = surface.get_size()
        text_w = int(w * 0.56) if wide else int(min(w * 0.92, h * 1.5))
        x = int(w * 0.04) if wide else (w - text_w) // 2
        top, bottom = int(h * 0.11), self.back_button.rect.y - int(h * 0.02)
        if self.example is None:
            return pygame.Rect(x, top, text_w, bottom - top), pygame.Rect(0, 0, 0, 0)
        if wide:
            ex = pygame.Rect(x + text_w + int(w * 0.03), top, w - text_w - x - int(w * 0.07), bottom - top)
            return pygame.Rect(x, top, text_w, bottom - top), ex
        ex = pygame.Rect(x, bottom - int(h * 0.26), text_w, int(h * 0.26))
        return pygame.Rect(x, top, text_w, ex.y - int(h * 0.015) - top), ex

    def drawn_example(self, size: tuple[int, int], room: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect]:
        """The example drawn in ``room`` on a clear sheet of the screen's ``size`` (its type and
        dice are fractions of the screen's height), and the part of it that it uses with a
        margin: its panel is no larger, so the rules have the rest."""
        key = (size, tuple(room))
        if key not in self._sheets:
            sheet = pygame.Surface(size, pygame.SRCALPHA)
            pad = int(size[1] * 0.01)
            assert self.example is not None
            self.example(sheet, room.inflate(-2 * pad, -2 * pad))
            used = sheet.get_bounding_rect().inflate(2 * pad, 2 * pad).clip(room)
            self._sheets[key] = (sheet, used)
        return self._sheets[key]

    def arrange(self, surface: pygame.Surface) -> tuple[pygame.Rect, pygame.Rect | None, pygame.Rect]:
        """The text's column, the example's panel (None without one) and its drawing room: the
        panel as small as the example, placed beside the text on a wide screen or under it; of
        the two, the one that leaves less of the rules to scroll to (the text first)."""
        w, h = surface.get_size()
        px = theme.text_px(h, 0.03)
        line_h = theme.font(px).get_linesize()
        best: tuple[int, int, pygame.Rect, pygame.Rect | None, pygame.Rect] | None = None
        for rank, wide in enumerate((True, False) if w >= h * 1.6 and self.example is not None else (False,)):
            column, room = self.places(surface, wide)
            panel = None
            if self.example is not None:
                _sheet, used = self.drawn_example((w, h), room)
                panel = used.copy()
                if not wide:  # under the text, down by the buttons: the text takes what it leaves
                    panel.bottom = room.bottom
                    column.h = panel.y - int(h * 0.015) - column.y
                else:
                    panel.y = room.y
            hidden = max(0, len(self.lines(px, column.w)) - column.h // line_h)
            more = self.under_example(column, panel, h)
            if more is not None and hidden:
                hidden = max(0, len(self.continued(px, column.w, column.h // line_h, more.w)) - more.h // line_h)
            if best is None or (hidden, rank) < best[:2]:
                best = (hidden, rank, column, panel, room)
        assert best is not None
        return best[2], best[3], best[4]

    def draw_content(self, surface: pygame.Surface) -> None:
        rect = surface.get_rect()
        h = rect.h
        draw.text(surface, _("How to play {game}").format(game=self.game.name), (rect.centerx, h * 0.055),
                  theme.text_px(h, 0.05), theme.ACCENT, bold=True, anchor="center")
        column, panel, room = self.arrange(surface)
        if panel is not None:
            sheet, used = self.drawn_example(rect.size, room)
            draw.panel(surface, panel, theme.PANEL, radius=0.04)
            surface.blit(sheet, panel, used)
        x, top, text_w = column.x, column.y, column.w
        px = theme.text_px(h, 0.03)
        line_h = theme.font(px).get_linesize()
        self.rows = column.h // line_h
        lines = self.lines(px, text_w)
        page = self.page = Page.of(lines, self.rows, self.first)
        more = self.under_example(column, panel, h) if page.more_below else None
        self.more_lines, self.more_column = (), more or pygame.Rect(0, 0, 0, 0)
        if more is not None:  # the rules flow on under the example: the column shows no cue below
            page = self.page = self.flowed(lines, px, text_w, more, line_h)
        self.first, self.column, self.line_h = page.first, column, line_h
        y = top
        if page.more_above:
            self._cue(surface, _("↑ More above"), pygame.Rect(x, y, text_w, line_h), px)
            y += line_h
        for line in page.lines:
            draw.text(surface, line, (x, y), px, theme.TEXT)
            y += line_h
        cue_at = pygame.Rect(x, y, text_w, line_h)
        if more is not None:
            y = more.y
            for line in self.more_lines:
                draw.text(surface, line, (more.x, y), px, theme.TEXT)
                y += line_h
            cue_at = pygame.Rect(more.x, y, more.w, line_h)
        if page.more_below:  # the keys said where the cue has the room (not under the example)
            cue = _("More below ↓ (mouse wheel or arrow keys)")
            if draw.label_width(cue, px, True) > cue_at.w - px:
                cue = _("More below ↓")
            self._cue(surface, cue, cue_at, px)

    def flowed(self, lines: list[str], px: int, width: int, more: pygame.Rect, line_h: int) -> Page:
        """The page of the column beside the example from ``self.first``, with the rest flowing
        on under the example (``more_lines``): the cue "more below" there, under a sentence's end."""
        rows, more_rows = self.rows, more.h // line_h

        def shown(first: int) -> tuple[int, list[str]]:
            room = rows - (first > 0)
            return room, self.continued(px, width, first + room, more.w)

        last_first = next((f for f in range(len(lines)) if len(shown(f)[1]) <= more_rows), len(lines) - 1)
        first = max(0, min(self.first, last_first))
        room, rest = shown(first)
        tail = Page.of(rest, more_rows, 0)  # its cue below only (none above: it goes on from the column)
        self.more_lines = tail.lines
        return Page(tuple(lines[first:first + room]), first, first > 0, tail.more_below, last_first)

    def example_rect(self, surface: pygame.Surface) -> pygame.Rect:
        """Where the worked example is drawn (its panel is the part of it that it uses)."""
        return self.arrange(surface)[2]

    @staticmethod
    def _cue(surface: pygame.Surface, text: str, rect: pygame.Rect, px: int) -> None:
        """A row that says the text goes on past this edge: gold on a band, never a text line."""
        band = pygame.Rect(rect.x, rect.y + rect.h // 8, rect.w, rect.h - rect.h // 8)  # clear of the text above
        draw.panel(surface, band, theme.PANEL, radius=0.3)
        draw.text(surface, draw.ellipsize(text, px, rect.w - px), band.center, px, theme.ACCENT, bold=True,
                  anchor="center")
