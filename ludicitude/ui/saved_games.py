"""Saved games: resume one, or delete it (after a question)."""

from __future__ import annotations

import time
from typing import Any

import pygame

from ludicitude.core.i18n import _
from ludicitude.ui import draw, theme
from ludicitude.ui.dialogs import Confirm
from ludicitude.ui.widgets import Button, WidgetScene, label


class SavedGames(WidgetScene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.back_button = Button(label("Back"), self.back)
        self.refresh()

    def refresh(self) -> None:
        self.saved = self.app.report_damaged_saves()
        self.rows = []
        for s in self.saved:
            resume = Button(label("Resume"), lambda s=s: self.app.start_game(s.session), style="primary")
            delete = Button(label("Delete"), lambda s=s: self.ask_delete(s), style="danger")
            self.rows.append((s, resume, delete))
        self.widgets = [w for _s, r, d in self.rows for w in (r, d)] + [self.back_button]
        self.relayout()

    def ask_delete(self, saved: Any) -> None:
        def delete() -> None:
            self.app.saves.delete(saved.game_id)
            self.refresh()

        self.app.push_scene(Confirm(self.app, _("Delete the saved game of {game}?").format(
            game=saved.session.game.name), delete, yes=_("Delete"), no=_("Keep it")))

    def layout(self, rect: pygame.Rect) -> None:
        h = rect.h
        w = int(min(rect.w * 0.92, h * 1.6))
        x = rect.centerx - w // 2
        top, gap = int(h * 0.14), int(h * 0.015)
        room = int(h * 0.84) - top
        row_h = min(int(h * 0.18), room // max(1, len(self.rows)) - gap)
        for i, (_s, resume, delete) in enumerate(self.rows):
            y = top + i * (row_h + gap)
            bw = int(w * 0.19)
            resume.rect = pygame.Rect(x + w - 2 * bw - int(h * 0.04), y + row_h // 4, bw, row_h // 2)
            delete.rect = pygame.Rect(x + w - bw - int(h * 0.02), y + row_h // 4, bw, row_h // 2)
        self.back_button.rect = pygame.Rect(0, 0, int(w * 0.4), int(h * 0.085))
        self.back_button.rect.midbottom = (rect.centerx, h - int(h * 0.04))
        self.list_x, self.list_w, self.row_h = x, w, row_h

    def draw_content(self, surface: pygame.Surface) -> None:
        rect = surface.get_rect()
        h = rect.h
        draw.text(surface, _("Saved games"), (rect.centerx, h * 0.07), theme.text_px(h, 0.06), theme.ACCENT,
                  bold=True, anchor="center")
        if not self.rows:
            draw.text(surface, _("No saved game: every game is saved as you play."),
                      (rect.centerx, h * 0.4), theme.text_px(h, 0.035), theme.TEXT_DIM, anchor="center")
        for saved, resume, _d in self.rows:
            box = pygame.Rect(self.list_x, resume.rect.y - self.row_h // 4, self.list_w, self.row_h)
            draw.panel(surface, box, theme.PANEL, radius=0.12)
            px = theme.text_px(h, 0.034)
            draw.text(surface, saved.session.game.name, (box.x + px, box.y + px * 0.5), px, theme.ACCENT,
                      bold=True)
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(saved.saved_at))
            info = _("{players} · saved {when}").format(players=saved.players, when=when)
            info = "{}\n{}".format(info, progress_text(saved.session))
            draw.text_fit(surface, info, pygame.Rect(box.x + px, box.y + px * 1.8,
                                                     resume.rect.x - box.x - px * 2, box.h - px * 2),
                          theme.text_px(h, 0.026), theme.TEXT)


def progress_text(session: Any) -> str:
    """How far the game has gone: the game's own words when its texts say it, else the scores."""
    texts = session.game.module("texts")
    if hasattr(texts, "progress"):
        return str(texts.progress(session.state))
    scores = ", ".join(f"{name} {score}" for name, score in zip(session.names, session.state.scores))
    return _("Scores so far: {scores}").format(scores=scores)
