"""A refusal's short sign where the player looked, beside its words in the banner.

The banner says why a move was refused (``GameScene.message``, in red): that is the one place
of the words. Where the player clicked or looked (Corsaire's tray, a Quatre Cartes card) a short
sign says only that it was refused: a red "Not allowed" tag, or a red rim round what was
pressed, that goes by itself after ``SECONDS`` (the banner's words stay until the next move).
It never covers the words under it: a game draws the tag in a place of its own, and a rim only
round the thing.
"""

from __future__ import annotations

from typing import Any

import pygame

from ludicitude.core.i18n import _
from ludicitude.ui import draw, theme

#: how long the sign shows after each refusal
SECONDS = 1.5


class RefusalSign:
    """When the sign of the screen's last refusal shows: from ``start`` (each refusal, the same
    words again too) for ``SECONDS`` of the app's clock, while the screen's message stands."""

    def __init__(self, screen: Any) -> None:
        self.screen = screen
        self.until = 0.0
        self.shown = False  # as last drawn: the picture is drawn again when it goes

    def start(self) -> None:
        self.until = self.screen.app.now() + SECONDS

    def on(self) -> bool:
        """The sign shows now."""
        return bool(self.screen.message) and self.screen.app.now() < self.until

    def due(self) -> float | None:
        """Seconds until the sign goes (the screen's ``due``: the app wakes to draw it gone)."""
        left = self.until - self.screen.app.now()
        return max(0.0, left) if self.shown or left > 0 else None

    def update(self) -> None:
        """Each frame: the picture drawn again as the sign comes or goes by itself."""
        on = self.on()
        if on != self.shown:
            self.shown = on
            self.screen.still_changed()


class SignsRefusals:
    """A game screen's part that signs its refusals where the player looked: put first among the
    screen's bases, with ``self.sign = RefusalSign(self)``; every message said starts the sign,
    each frame may take it away, and the screen wakes when it goes."""

    sign: RefusalSign

    def say(self, message: str) -> None:
        """``message`` in the banner; a refusal's short sign where the player looked too."""
        super().say(message)  # type: ignore[misc]
        if message:
            self.sign.start()

    def update(self, dt: float) -> None:
        super().update(dt)  # type: ignore[misc]
        self.sign.update()

    def due(self) -> float | None:
        return soonest(super().due(), self.sign.due())  # type: ignore[misc]


def soonest(*times: float | None) -> float | None:
    """The soonest of ``times`` that are due (None: nothing due)."""
    due = [t for t in times if t is not None]
    return min(due) if due else None


def tag_size(h: int) -> tuple[int, int]:
    """The size of the red tag on a screen ``h`` high."""
    px = theme.text_px(h, theme.BODY)
    return draw.label_width(tag_words(), px, True) + px, theme.font(px, True).get_height() + px // 3


def tag_words() -> str:
    return _("Not allowed")


def draw_tag(surface: pygame.Surface, topleft: tuple[int, int]) -> pygame.Rect:
    """The short red tag "Not allowed", its top left at ``topleft``: red words on a dark pill
    rimmed in red."""
    h = surface.get_height()
    px = theme.text_px(h, theme.BODY)
    tag = pygame.Rect(topleft, tag_size(h))
    draw.panel(surface, tag, theme.BG_DARK, radius=0.5, border=theme.DANGER, width=theme.outline(h))
    draw.text(surface, tag_words(), tag.center, px, theme.DANGER, bold=True, anchor="center")
    return tag


def draw_rim(surface: pygame.Surface, rect: pygame.Rect, radius: int = 0) -> None:
    """A red rim round ``rect`` (what was pressed), just outside it: nothing in it is covered."""
    h = surface.get_height()
    width = max(3, int(h * 0.006))
    pygame.draw.rect(surface, theme.DANGER, rect.inflate(2 * width, 2 * width), width,
                     border_radius=radius + width if radius else 0)
