"""A yes/no question drawn over the current screen."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ludicitude.core.i18n import _
from ludicitude.ui import draw, theme
from ludicitude.ui.widgets import Button, WidgetScene

if TYPE_CHECKING:
    from ludicitude.ui.host import Host


class Confirm(WidgetScene):
    opaque = False

    def __init__(self, app: Host, question: str, on_yes: Callable[[], None], *,
                 yes: str | None = None, no: str | None = None) -> None:
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes
        yes_text, no_text = yes or _("Yes"), no or _("No")
        self.no_button = Button(lambda: no_text, self.back)
        self.yes_button = Button(lambda: yes_text, self._yes, style="danger")
        self.widgets = [self.no_button, self.yes_button]
        self._dim: pygame.Surface | None = None

    def _yes(self) -> None:
        self.app.stack.remove(self)
        self.on_yes()

    def back(self) -> None:
        self.app.stack.remove(self)

    def layout(self, rect: pygame.Rect) -> None:
        h = rect.h
        self.box = pygame.Rect(0, 0, int(min(rect.w * 0.9, h * 1.1)), int(h * 0.42))
        self.box.center = rect.center
        bw, bh = int(self.box.w * 0.4), int(h * 0.09)
        self.no_button.rect = pygame.Rect(0, 0, bw, bh)
        self.yes_button.rect = pygame.Rect(0, 0, bw, bh)
        y = self.box.bottom - bh - int(h * 0.04)
        self.no_button.rect.topleft = (self.box.x + int(self.box.w * 0.07), y)
        self.yes_button.rect.topright = (self.box.right - int(self.box.w * 0.07), y)

    def draw_background(self, surface: pygame.Surface) -> None:
        if self._dim is None or self._dim.get_size() != surface.get_size():
            self._dim = pygame.Surface(surface.get_size())
            self._dim.fill((0, 0, 0))
            self._dim.set_alpha(170)
        surface.blit(self._dim, (0, 0))

    def draw_content(self, surface: pygame.Surface) -> None:
        h = surface.get_height()
        draw.panel(surface, self.box, theme.PANEL, radius=0.08, border=theme.ACCENT, width=3)
        inner = self.box.inflate(-int(h * 0.08), 0)
        inner.y, inner.h = self.box.y + int(h * 0.05), int(h * 0.2)
        draw.text_fit(surface, self.question, inner, theme.text_px(h, 0.045), theme.TEXT, bold=True,
                      align="center")
