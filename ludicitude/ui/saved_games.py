"""Saved games: every unfinished game, newest first, a page at a time; resume one, or delete it
(after a question). A game open in another window says so, and can't be resumed or deleted here."""

from __future__ import annotations

import functools

import time
from typing import Any

import pygame

from ludicitude.core.i18n import _
from ludicitude.ui import draw, theme
from ludicitude.ui.dialogs import Confirm
from ludicitude.ui.widgets import Button, Widget, WidgetScene, label

#: rows on one page: each keeps four lines of text (players and progress may wrap) readable at
#: 1024x768 in projector mode
PER_PAGE = 3
#: seconds between two looks at which games another window has open (the list shows the present)
LOCK_LOOK = 2.0


def when_text(timestamp: float) -> str:
    """A date and time for people; never fails, whatever the number."""
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(timestamp))
    except (OverflowError, OSError, ValueError):
        return _("unknown date")


class SavedGames(WidgetScene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.back_button = Button(label("Back"), self.back)
        self.previous_button = Button(label("Previous"), lambda: self.turn_page(-1))
        self.next_button = Button(label("Next"), lambda: self.turn_page(1))
        self.replays_button = Button(label("Replays"), self.open_replays)  # the finished games
        self.page = 0
        self.refresh()

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.saved) // PER_PAGE))

    def refresh(self) -> None:
        self.saved = self.app.report_damaged_saves()
        self.since_look = 0.0  # which games another window has open: looked at just now
        self.page = min(self.page, self.pages - 1)
        self.show_page()

    def update(self, dt: float) -> None:
        """Now and then, look again which games another window has open: a game closed there can
        be resumed here without leaving the list, and the list says so at once."""
        super().update(dt)
        self.since_look += dt
        if self.since_look < LOCK_LOOK:
            return
        self.since_look = 0.0
        changed = False
        for saved in self.saved:
            now = self.app.saves.open_elsewhere(saved.save_id)
            changed |= now != saved.open_elsewhere
            saved.open_elsewhere = now
        if changed:
            self.show_page()
            self.app.dirty = True

    def turn_page(self, step: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + step))
        self.show_page()

    def show_page(self) -> None:
        self.rows = []
        for s in self.saved[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]:
            resume = Button(label("Resume"), functools.partial(self.app.start_game, s.session), style="primary")
            delete = Button(label("Delete"), functools.partial(self.ask_delete, s), style="danger")
            resume.enabled = delete.enabled = not s.open_elsewhere  # played in another window now
            self.rows.append((s, resume, delete))
        self.previous_button.visible = self.next_button.visible = self.pages > 1
        self.previous_button.enabled = self.page > 0
        self.next_button.enabled = self.page < self.pages - 1
        paging: list[Widget] = [self.previous_button, self.next_button] if self.pages > 1 else []
        self.widgets = [w for _s, r, d in self.rows for w in (r, d)] + paging + [self.replays_button, self.back_button]
        self.relayout()

    def open_replays(self) -> None:
        from ludicitude.ui.club_source import open_finished_games

        open_finished_games(self.app)

    def ask_delete(self, saved: Any) -> None:
        def delete() -> None:
            try:
                self.app.saves.delete(saved)
            except OSError as exc:
                self.app.notice(_("The saved game could not be deleted: {error}").format(
                    error=exc.strerror or exc))
            self.refresh()

        self.app.stack.open(Confirm(self.app, _("Delete the saved game of {game} ({players})?").format(
            game=saved.session.game.name, players=saved.players), delete, yes=_("Delete"), no=_("Keep it")))

    def layout(self, rect: pygame.Rect) -> None:
        h = rect.h
        w = int(min(rect.w * 0.92, h * 1.6))
        x = rect.centerx - w // 2
        top, gap = int(h * 0.14), int(h * 0.015)
        room = int(h * 0.84) - top
        row_h = room // PER_PAGE - gap
        bw, pad = int(w * 0.22), int(h * 0.02)
        bh = min(int(h * 0.075), (row_h - 3 * pad) // 2)
        for i, (_s, resume, delete) in enumerate(self.rows):  # the buttons one above the other
            y = top + i * (row_h + gap)
            resume.rect = pygame.Rect(x + w - bw - pad, y + row_h // 2 - bh - pad // 2, bw, bh)
            delete.rect = pygame.Rect(x + w - bw - pad, y + row_h // 2 + pad // 2, bw, bh)
        bh = int(h * 0.085)
        self.back_button.rect = pygame.Rect(0, 0, int(w * 0.3), bh)
        self.back_button.rect.midbottom = (rect.centerx, h - int(h * 0.04))
        self.back_button.rect.w = self.back_button.rect.w * 5 // 6  # beside it, the replays of finished games
        self.back_button.rect.right = rect.centerx - gap
        self.replays_button.rect = self.back_button.rect.copy()
        self.replays_button.rect.x = rect.centerx + gap
        self.previous_button.rect = pygame.Rect(x, self.back_button.rect.y, int(w * 0.22), bh)
        self.next_button.rect = pygame.Rect(x + w - int(w * 0.22), self.back_button.rect.y, int(w * 0.22), bh)
        self.list_x, self.list_w, self.row_h, self.top, self.gap = x, w, row_h, top, gap

    def draw_content(self, surface: pygame.Surface) -> None:
        rect = surface.get_rect()
        h = rect.h
        title = _("Saved games")
        if self.pages > 1:
            title = _("Saved games ({page} of {pages})").format(page=self.page + 1, pages=self.pages)
        draw.text_fit(surface, title, pygame.Rect(rect.w * 0.04, h * 0.02, rect.w * 0.92, h * 0.1),
                      theme.text_px(h, 0.06), theme.ACCENT, bold=True, align="center", valign="center")
        if not self.rows:
            draw.text_fit(surface, _("No saved game: every game is saved as you play."),
                          pygame.Rect(rect.w * 0.06, h * 0.35, rect.w * 0.88, h * 0.12), theme.text_px(h, 0.035),
                          theme.TEXT_DIM, align="center", valign="center")
        for i, (saved, resume, _d) in enumerate(self.rows):
            self.draw_row(surface, saved, resume.rect.x,
                          pygame.Rect(self.list_x, self.top + i * (self.row_h + self.gap), self.list_w, self.row_h))

    def draw_row(self, surface: pygame.Surface, saved: Any, buttons_x: int, box: pygame.Rect) -> None:
        """The game and when it was saved on top; who plays and how far it has gone below."""
        h = surface.get_height()
        draw.panel(surface, box, theme.PANEL, radius=0.1)
        pad = int(h * 0.02)
        px = theme.text_px(h, 0.034)
        text = pygame.Rect(box.x + pad, box.y + pad, buttons_x - box.x - 2 * pad, box.h - 2 * pad)
        line_h = theme.font(px, True).get_linesize()
        if saved.open_elsewhere:
            when_words, colour = _("open in another window"), theme.ACCENT
        else:
            when_words, colour = _("saved {when}").format(when=when_text(saved.saved_at)), theme.TEXT_DIM
        when = draw.text(surface, when_words, (text.right, text.y + line_h // 2), theme.text_px(h, 0.026), colour,
                         anchor="midright")
        draw.text_fit(surface, saved.session.game.name,
                      pygame.Rect(text.x, text.y, when.x - text.x - pad, line_h), px, theme.ACCENT, bold=True,
                      whole_lines=True)
        info = "{}\n{}".format(saved.players, saved.progress)
        draw.text_fit(surface, info, pygame.Rect(text.x, text.y + line_h, text.w, text.h - line_h),
                      theme.text_px(h, 0.026), theme.TEXT, whole_lines=True)
