"""The club's finished games, newest first, a page at a time, each one a replay away (opened
from Saved games): the game, when it ended, and every player's final score, the winners in gold."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ludicitude.core.i18n import _
from ludicitude.games import GAMES
from ludicitude.ui import draw, theme
from ludicitude.ui.saved_games import when_text
from ludicitude.ui.stats_screen import FinishedGame, Row
from ludicitude.ui.widgets import Button, Widget, WidgetScene, label

if TYPE_CHECKING:
    from ludicitude.ui.host import Host

PER_PAGE = 5  # two lines each, readable at 1024x768 in projector mode


class FinishedGames(WidgetScene):
    """``games`` newest first; ``open_replay(game)`` pushes its replay (None) or says why not."""

    def __init__(self, app: Host, games: Sequence[FinishedGame],
                 open_replay: Callable[[FinishedGame], str | None]) -> None:
        super().__init__(app)
        self.games = list(games)
        self.open_replay = open_replay
        self.page = 0
        self.message = ""
        self.back_button = Button(label("Back (Esc)"), self.back)
        self.previous_button = Button(label("Previous"), lambda: self.turn_page(-1))
        self.next_button = Button(label("Next"), lambda: self.turn_page(1))
        self.rows: list[tuple[FinishedGame, Row]] = []
        self.show_page()

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.games) // PER_PAGE))

    def turn_page(self, step: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + step))
        self.show_page()

    def replay(self, game: FinishedGame) -> None:
        self.message = self.open_replay(game) or ""
        self.app.dirty = True

    def show_page(self) -> None:
        shown = self.games[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        self.rows = [(g, Row(partial(self.replay, g))) for g in shown]
        self.previous_button.visible = self.next_button.visible = self.pages > 1
        self.previous_button.enabled = self.page > 0
        self.next_button.enabled = self.page < self.pages - 1
        paging: list[Widget] = [self.previous_button, self.next_button] if self.pages > 1 else []
        self.widgets = [r for _g, r in self.rows] + paging + [self.back_button]
        self.relayout()
        self.app.dirty = True

    def layout(self, rect: pygame.Rect) -> None:
        h = rect.h
        w = int(min(rect.w * 0.94, h * 1.7))
        x = rect.centerx - w // 2
        top, gap = int(h * 0.15), int(h * 0.012)
        bh = int(h * 0.085)
        self.back_button.rect = pygame.Rect(0, 0, int(w * 0.3), bh)
        self.back_button.rect.midbottom = (rect.centerx, h - int(h * 0.04))
        self.previous_button.rect = pygame.Rect(x, self.back_button.rect.y, int(w * 0.22), bh)
        self.next_button.rect = pygame.Rect(x + w - int(w * 0.22), self.back_button.rect.y, int(w * 0.22), bh)
        row_h = (self.back_button.rect.y - int(h * 0.07) - top) // PER_PAGE - gap
        for i, (_g, row) in enumerate(self.rows):
            row.rect = pygame.Rect(x, top + i * (row_h + gap), w, row_h)

    def draw_content(self, surface: pygame.Surface) -> None:
        rect = surface.get_rect()
        h = rect.h
        # the title on one line, what a row does under it (a long title wrapped at 1024 in French)
        title = _("Finished games")
        if self.pages > 1:
            title = _("Finished games ({page} of {pages})").format(page=self.page + 1, pages=self.pages)
        heading = draw.text(surface, title, (rect.centerx, int(h * 0.05)), theme.text_px(h, 0.05), theme.ACCENT,
                            bold=True, anchor="center")
        if self.games:
            draw.text(surface, _("Enter or a click replays one"), (rect.centerx, heading.bottom),
                      theme.text_px(h, 0.026), theme.TEXT_DIM, anchor="midtop")
        if not self.games:
            draw.text_fit(surface, _("No finished game yet."), pygame.Rect(rect.w * 0.06, h * 0.35, rect.w * 0.88,
                                                                           h * 0.12),
                          theme.text_px(h, 0.035), theme.TEXT_DIM, align="center", valign="center")
        px, small = theme.text_px(h, 0.032), theme.text_px(h, 0.027)
        pad = int(h * 0.015)
        for game, row in self.rows:
            box = row.rect
            draw.panel(surface, box, theme.PANEL, radius=0.12)
            line = theme.font(px, True).get_linesize()
            name = draw.text(surface, GAMES[game.game_id].name, (box.x + pad, box.y + pad), px, theme.ACCENT,
                             bold=True)
            when = draw.text(surface, when_text(game.finished_at), (box.right - pad, box.y + pad), small,
                             theme.TEXT_DIM, anchor="topright")
            # who won on the game's own line, beside its name: never the part of a long line of
            # scores (Magouille's five players) that is cut
            winners = ", ".join(game.labels[s] for s in game.winners)
            room = when.x - name.right - 3 * pad
            baseline = name.y + theme.font(px, True).get_ascent()  # the name's, for both
            draw.text(surface, draw.ellipsize(_("won: {winners}").format(winners=winners), small, room, True),
                      (name.right + 2 * pad, baseline - theme.font(small, True).get_ascent()), small, theme.TEXT,
                      bold=True)
            scores = " · ".join(f"{n} {s}" for n, s in zip(game.labels, game.scores))
            draw.text_fit(surface, scores, pygame.Rect(box.x + pad, box.y + pad + line, box.w - 2 * pad,
                                                       box.h - line - pad), small, theme.TEXT, whole_lines=True)
        if self.message:
            draw.text_fit(surface, self.message, pygame.Rect(rect.w * 0.05, self.back_button.rect.y - int(h * 0.065),
                                                             rect.w * 0.9, int(h * 0.055)),
                          px, theme.DANGER, align="center")
