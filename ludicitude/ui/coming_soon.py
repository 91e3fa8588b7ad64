"""The honest screen for a game whose table has not been built yet."""

from __future__ import annotations

from typing import Any

import pygame

from ludicitude.core.i18n import _
from ludicitude.games import GameInfo
from ludicitude.ui import draw, theme
from ludicitude.ui.widgets import Button, WidgetScene, label


class ComingSoon(WidgetScene):
    def __init__(self, app: Any, game: GameInfo) -> None:
        super().__init__(app)
        self.game = game
        self.back_button = Button(label("Back to the games"), self.back, style="primary")
        self.widgets = [self.back_button]

    def back(self) -> None:
        self.app.go_home()

    def layout(self, rect: pygame.Rect) -> None:
        h = rect.h
        self.back_button.rect = pygame.Rect(0, 0, int(min(rect.w * 0.8, h * 0.8)), int(h * 0.1))
        self.back_button.rect.center = (rect.centerx, int(h * 0.75))

    def draw_content(self, surface: pygame.Surface) -> None:
        rect = surface.get_rect()
        h = rect.h
        draw.text(surface, self.game.name, (rect.centerx, h * 0.2), theme.text_px(h, 0.09),
                  theme.ACCENT, bold=True, anchor="center")
        draw.text(surface, _("Coming soon"), (rect.centerx, h * 0.34), theme.text_px(h, 0.06),
                  theme.TEXT, bold=True, anchor="center")
        body = pygame.Rect(0, 0, int(min(rect.w * 0.85, h * 1.2)), int(h * 0.22))
        body.midtop = (rect.centerx, int(h * 0.42))
        draw.text_fit(surface, _("The rules of this game are written, but its table is not ready yet. "
                                 "Nothing is played here: choose another game for now."),
                      body, theme.text_px(h, 0.036), theme.TEXT_DIM, align="center")
