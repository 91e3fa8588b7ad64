"""A game's rules, in our own words, with a worked example drawn with the game's own pieces.

Reachable from the player setup screen and with F1 in a game. The text comes from the game's
``texts.rules_summary()``; the example from its ``draw_rules_example`` (``examples.py``) when it
has one, in a panel no larger than the example uses (beside the text on a wide screen, the rules
flowing on under it, or under the text, whichever takes fewer pages). The rules never scroll: they
are laid out in pages of whole paragraphs (``paginate``), the example on the first, the rest of the
screen's room for the text on the others (two columns on a wide screen), and a gold band at the
foot of a page says which page it is and how to turn it (Right, Down, Page Down, the wheel or a
click on the band; Left, Up, Page Up back; Home, End). Esc or the button goes back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from ludicitude.core.i18n import _
from ludicitude.games import GameSpec
from ludicitude.ui import draw, theme
from ludicitude.ui.widgets import Button, Widget, WidgetScene, label

if TYPE_CHECKING:
    from ludicitude.ui.host import Host

#: one page of the rules: each of its places (a column, the room under the example) with its lines
Block = tuple[pygame.Rect, tuple[str, ...]]


def paginate(paragraphs: list[str], first: list[pygame.Rect], later: list[pygame.Rect], px: int,
             cue_h: int) -> list[list[Block]]:
    """``paragraphs`` laid out in pages: the places ``first`` on the first page, ``later`` on the
    others, each filled with whole paragraphs in order, a blank line between them, in whole lines at
    ``px``, half a line between them (a paragraph taller than the tallest place goes on in the
    next, without its bullet). With more than one page, each page's last place keeps ``cue_h`` at
    its foot for the band that says so."""
    line_h = theme.font(px).get_linesize()
    tallest = max(place.h for place in later)

    def lay(cue: int) -> list[list[Block]]:
        queue = ["• " + p if not p.endswith(":") else p for p in paragraphs]
        pages: list[list[Block]] = []
        while queue and len(pages) < 50:
            places = first if not pages else later
            page: list[Block] = []
            for n, place in enumerate(places):
                room = place.h - (cue if n == len(places) - 1 else 0)
                lines: list[str] = []
                while queue:
                    wrapped = theme.wrap(queue[0], px, place.w)
                    if lines_height(lines + [""] * bool(lines) + wrapped, line_h) <= room:
                        lines += [""] * bool(lines) + wrapped
                        queue.pop(0)
                    elif not lines and room >= line_h and lines_height(wrapped, line_h) > tallest - cue:
                        # taller than any place: as much as fits, the rest in the next
                        rows = room // line_h
                        lines = wrapped[:rows]
                        queue[0] = " ".join(wrapped[rows:])
                    else:
                        break
                page.append((pygame.Rect(place.x, place.y, place.w, room), tuple(lines)))
            pages.append(page)
        return pages

    pages = lay(0)
    return pages if len(pages) <= 1 else lay(cue_h)


def lines_height(lines: Sequence[str], line_h: int) -> int:
    """How tall ``lines`` stand: a line of text each ``line_h``, a blank between paragraphs half that."""
    return sum(line_h if line else line_h // 2 for line in lines)


class RulesScreen(WidgetScene):
    """The rules of ``game`` (F1); over a person's own move, ``advice`` (``Coach.offer``) adds
    the coach's button: back to the table, with the expert's move shown."""

    def __init__(self, app: Host, game: GameSpec, advice: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.game = game
        self.page = 0  # the page shown
        self.pages: list[list[Block]] = []  # every page, as last laid out (tests read them)
        self.column = pygame.Rect(0, 0, 0, 0)  # the first page's text column
        self.line_h = 0
        self.px = 0  # the text's size, as last drawn
        self.cue = pygame.Rect(0, 0, 0, 0)  # the band that turns the page (a click on it does)
        self.back_button = Button(label("Back"), self.back, style="primary")
        self.widgets: list[Widget] = [self.back_button]
        self.advice = advice
        self.advice_button = Button(label("What would the expert play? (K)"), self.ask_advice)
        if advice is not None:
            self.widgets.append(self.advice_button)
        self.example = game.rules_example() if game.rules_example is not None else None
        self._sheets: dict[object, tuple[pygame.Surface, pygame.Rect]] = {}  # the example, drawn once per place
        self._laid: dict[object, tuple[list[list[Block]], pygame.Rect, pygame.Rect | None, pygame.Rect, int]] = {}

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
        moves = {pygame.K_DOWN: 1, pygame.K_RIGHT: 1, pygame.K_PAGEDOWN: 1, pygame.K_UP: -1, pygame.K_LEFT: -1,
                 pygame.K_PAGEUP: -1, pygame.K_END: 1 << 16, pygame.K_HOME: -(1 << 16)}
        if event.key in moves and len(self.pages) > 1:
            self.turn(moves[event.key])
            return
        if event.key == pygame.K_k and self.advice is not None:
            self.ask_advice()
            return
        super().key(event)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.turn(-1 if event.y > 0 else 1)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.cue.collidepoint(event.pos):
            self.turn(1 if self.page + 1 < len(self.pages) else -1)  # the last page's band: back a page
            return
        super().handle(event)

    def turn(self, pages: int) -> None:
        """Turn ``pages`` pages on (back if negative), within the first and the last."""
        self.page = max(0, min(len(self.pages) - 1, self.page + pages))
        self.app.dirty = True

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

    def later_places(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The text's places on the pages after the first (no example there): the screen's room
        for text, in two columns where it is wide (lines no longer than the first page's)."""
        w, h = surface.get_size()
        top, bottom = int(h * 0.11), self.back_button.rect.y - int(h * 0.02)
        if w < h * 1.6:
            text_w = int(min(w * 0.92, h * 1.5))
            return [pygame.Rect((w - text_w) // 2, top, text_w, bottom - top)]
        x, gutter = int(w * 0.04), int(w * 0.04)
        col_w = (w - 2 * x - gutter) // 2
        return [pygame.Rect(x, top, col_w, bottom - top), pygame.Rect(x + col_w + gutter, top, col_w, bottom - top)]

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

    def arrange(self, surface: pygame.Surface) -> tuple[list[list[Block]], pygame.Rect, pygame.Rect | None,
                                                        pygame.Rect, int]:
        """The pages (``paginate``), the first page's text column, the example's panel (None
        without one), its drawing room and the text's size: the panel as small as the example,
        placed beside the text on a wide screen (the rules flowing on under it) or under it, the
        text in the type scale's size or the smallest (never under the floor); of these, the one
        that takes fewer pages (the larger type, then the text beside, first)."""
        w, h = surface.get_size()
        key = (w, h, tuple(self.back_button.rect), tuple(self.paragraphs()))
        if key in self._laid:
            return self._laid[key]
        later = self.later_places(surface)
        best: tuple[int, int, list[list[Block]], pygame.Rect, pygame.Rect | None, pygame.Rect, int] | None = None
        sizes = sorted({theme.text_px(h, 0.03), theme.text_px(h, 0)}, reverse=True)  # smaller where it saves a page
        for rank, (px, wide) in enumerate((px, wide) for px in sizes
                                          for wide in ((True, False) if w >= h * 1.6 and self.example is not None
                                                       else (False,))):
            line_h = theme.font(px).get_linesize()
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
            more = self.under_example(column, panel, h)
            pages = paginate(self.paragraphs(), [column] + ([more] if more is not None else []), later, px, line_h)
            if best is None or (len(pages), rank) < best[:2]:
                best = (len(pages), rank, pages, column, panel, room, px)
        assert best is not None
        self._laid[key] = best[2:]
        return self._laid[key]

    def draw_content(self, surface: pygame.Surface) -> None:
        rect = surface.get_rect()
        h = rect.h
        draw.text(surface, _("How to play {game}").format(game=self.game.name), (rect.centerx, h * 0.055),
                  theme.text_px(h, 0.05), theme.ACCENT, bold=True, anchor="center")
        pages, column, panel, room, px = self.arrange(surface)
        self.pages, self.column, self.px = pages, column, px
        self.page = max(0, min(self.page, len(pages) - 1))
        if panel is not None and self.page == 0:
            sheet, used = self.drawn_example(rect.size, room)
            draw.panel(surface, panel, theme.PANEL, radius=0.04)
            surface.blit(sheet, panel, used)
        self.line_h = line_h = theme.font(px).get_linesize()
        for place, lines in pages[self.page]:
            y = place.y
            for line in lines:
                draw.text(surface, line, (place.x, y), px, theme.TEXT)
                y += line_h if line else line_h // 2
        self.cue = pygame.Rect(0, 0, 0, 0)
        if len(pages) > 1:  # the band at the foot of the page's last place: which page, how to turn it
            place = pages[self.page][-1][0]
            self.cue = pygame.Rect(place.x, place.bottom, place.w, line_h)
            values = {"page": self.page + 1, "pages": len(pages)}
            if self.page + 1 < len(pages):
                words = [_("Page {page} of {pages}: → or a click, next page"), _("Page {page} of {pages} →")]
            else:
                words = [_("Page {page} of {pages}: ← or a click, previous page"), _("Page {page} of {pages} ←")]
            cue = words[0].format(**values)
            if draw.label_width(cue, px, True) > self.cue.w - px:
                cue = words[1].format(**values)
            self._cue(surface, cue, self.cue, px)

    def example_rect(self, surface: pygame.Surface) -> pygame.Rect:
        """Where the worked example is drawn (its panel is the part of it that it uses)."""
        return self.arrange(surface)[3]

    @staticmethod
    def _cue(surface: pygame.Surface, text: str, rect: pygame.Rect, px: int) -> None:
        """A row that says the rules go on on another page: gold on a band, never a text line."""
        band = pygame.Rect(rect.x, rect.y + rect.h // 8, rect.w, rect.h - rect.h // 8)  # clear of the text above
        draw.panel(surface, band, theme.PANEL, radius=0.3)
        draw.text(surface, draw.ellipsize(text, px, rect.w - px), band.center, px, theme.ACCENT, bold=True,
                  anchor="center")
