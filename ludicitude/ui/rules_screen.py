"""A game's rules, in our own words, with a worked example drawn with the game's own pieces.

Reachable from the player setup screen and with F1 in a game. The text comes from the game's
``texts.rules_summary()``; the example from its ``draw_rules_example`` (``examples.py``) when it
has one. Up/Down, Page Up/Down and the mouse wheel scroll; Esc or the button goes back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ludicitude.core.i18n import _
from ludicitude.games import GameInfo
from ludicitude.ui import draw, theme
from ludicitude.ui.widgets import Button, WidgetScene, label

if TYPE_CHECKING:
    from ludicitude.app import App


class RulesScreen(WidgetScene):
    def __init__(self, app: App, game: GameInfo) -> None:
        super().__init__(app)
        self.game = game
        self.scroll = 0
        self.max_scroll = 0
        self.back_button = Button(label("Back"), self.back, style="primary")
        self.widgets = [self.back_button]
        self.example = game.provides("draw_rules_example")

    def paragraphs(self) -> list[str]:
        return list(self.game.module("texts").rules_summary()) if self.game.has("texts") else [
            _("The rules of this game are not written here yet.")]

    def layout(self, rect: pygame.Rect) -> None:
        h = rect.h
        self.back_button.rect = pygame.Rect(0, 0, int(min(rect.w * 0.4, h * 0.5)), int(h * 0.08))
        self.back_button.rect.bottomright = (rect.right - int(h * 0.04), h - int(h * 0.025))

    def key(self, event: pygame.event.Event) -> None:
        step = self.app.screen.get_height() // 12
        moves = {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_PAGEDOWN: step * 6, pygame.K_PAGEUP: -step * 6}
        if event.key in moves:
            self.scroll = max(0, min(self.max_scroll, self.scroll + moves[event.key]))
            return
        super().key(event)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            step = self.app.screen.get_height() // 12
            self.scroll = max(0, min(self.max_scroll, self.scroll - event.y * step))
            return
        super().handle(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        rect = surface.get_rect()
        h, w = rect.h, rect.w
        draw.text(surface, _("How to play {game}").format(game=self.game.name), (rect.centerx, h * 0.055),
                  theme.text_px(h, 0.05), theme.ACCENT, bold=True, anchor="center")
        wide = w >= h * 1.6 and self.example is not None
        text_w = int(w * 0.56) if wide else int(min(w * 0.92, h * 1.5))
        x = int(w * 0.04) if wide else rect.centerx - text_w // 2
        top, bottom = int(h * 0.11), self.back_button.rect.y - int(h * 0.02)
        if self.example is not None:
            if wide:
                ex = pygame.Rect(x + text_w + int(w * 0.03), top, w - text_w - x - int(w * 0.07), bottom - top)
            else:
                ex = pygame.Rect(x, bottom - int(h * 0.26), text_w, int(h * 0.26))
                bottom = ex.y - int(h * 0.015)
            draw.panel(surface, ex, theme.PANEL, radius=0.04)
            self.example(surface, ex.inflate(-int(h * 0.02), -int(h * 0.02)))
        clip = pygame.Rect(x, top, text_w, bottom - top)
        px = theme.text_px(h, 0.03)
        line_h = theme.font(px).get_linesize()
        lines: list[str] = []
        for para in self.paragraphs():
            lines += theme.wrap("• " + para if not para.endswith(":") else para, px, text_w)
            lines.append("")
        self.max_scroll = max(0, len(lines) * line_h - clip.h)
        old = surface.get_clip()
        surface.set_clip(clip)
        y = top - self.scroll
        for line in lines:
            if y + line_h >= top and y <= bottom:
                draw.text(surface, line, (x, y), px, theme.TEXT)
            y += line_h
        surface.set_clip(old)
        if self.max_scroll:
            hint = _("↑ ↓ or the mouse wheel to scroll")
            draw.text_fit(surface, hint, pygame.Rect(int(h * 0.04), self.back_button.rect.y,
                                                     self.back_button.rect.x - int(h * 0.08),
                                                     self.back_button.rect.h),
                          theme.text_px(h, 0), theme.TEXT_DIM, valign="center")
