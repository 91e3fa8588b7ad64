"""A choice between options drawn as a selector: its caption ("Skull + 3 robs"), then the value
between two arrows ("◀ Cyd ▶"), in a field with an edge rather than a filled button, so that it
reads as something to set and never as a command. A click on the left arrow (or left of the
value's middle) steps back, anywhere else forward; Left and Right step it while it has the focus,
Enter or Space forward; a screen may give it a key too (its ``binding``, whose key the caption
names), which steps forward."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ludicitude.core.i18n import _
from ludicitude.ui import draw, theme
from ludicitude.ui.widgets import Widget


class Selector(Widget):
    """``caption()`` and ``value()`` are read when drawn (translated then); ``step(delta)``
    moves to the next (+1) or the previous (-1) option. ``binding``: the screen's key for it, if
    any (``ui.bindings.Binding``), named after the caption."""

    def __init__(self, caption: Callable[[], str], value: Callable[[], str], step: Callable[[int], Any],
                 binding: Any = None) -> None:
        super().__init__()
        self.caption = caption
        self.value = value
        self.step = step
        self.binding = binding
        if binding is not None:
            binding.widget = self  # its key follows whether it is shown and enabled
        self._arrow_split = 0  # x left of which a click steps back (the value's middle)

    def text(self) -> str:
        """The whole selector in words: "Skull + 3 robs ◀ Cyd ▶ (V)" (tests, screen readers)."""
        return " ".join(p for p in (self.caption(), "◀ {} ▶".format(self.value()), self.key_words()) if p)

    def key_words(self) -> str:
        key = self.binding.key_label() if self.binding is not None else ""
        return _("({key})").format(key=key) if key else ""

    def press(self) -> None:
        if self.enabled:
            self.step(1)

    def click(self, pos: tuple[int, int]) -> None:
        if self.enabled:
            self.step(-1 if pos[0] < self._arrow_split else 1)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.enabled:
            self.step(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return False

    @staticmethod
    def sizes(screen_h: int) -> tuple[int, int]:
        """The caption's size and the value's."""
        return theme.text_px(screen_h, 0), theme.text_px(screen_h, 0.03)

    def least_height(self, screen_h: int) -> int:
        """The least height of a field with its caption over its value, each on its line (on one
        line, ``one_line``: a button's)."""
        small, px = self.sizes(screen_h)
        if self.one_line:
            return int(theme.font(px, True).get_height() / 0.84) + 2
        return theme.font(small).get_height() + theme.font(px, True).get_height() + small // 4

    one_line = False  # caption and value side by side, both at the button size (``fits_one_line``)

    def fits_one_line(self, screen_h: int, width: int, captions: list[str], values: list[str]) -> bool:
        """Whether the widest of the ``captions`` it may show (with its key) and of its ``values``
        fit side by side in a field ``width`` wide, both at the value's size (the button size):
        a selector then stands in a column of buttons as one of them, as tall, in the same type."""
        _small, px = self.sizes(screen_h)
        caption = max(theme.font(px).size(" ".join(p for p in (c, self.key_words()) if p))[0] for c in captions)
        widest = max((theme.font(px, True).size("◀  {}  ▶".format(v))[0] for v in values), default=0)
        return caption + widest + int(px * 1.6) <= width

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        h = surface.get_height()
        r = self.rect
        edge = theme.TEXT if hovered else theme.PANEL_LIGHT
        draw.panel(surface, r, theme.BG_DARK, radius=0.22, border=edge, width=max(2, r.h // 18))
        if focused:
            pygame.draw.rect(surface, theme.FOCUS, r.inflate(8, 8), max(3, r.h // 14), border_radius=int(r.h * 0.3))
        small, px = self.sizes(h)
        pad = int(r.h * 0.12)
        caption = " ".join(p for p in (self.caption(), self.key_words()) if p)
        value = "◀  {}  ▶".format(self.value())
        if self.one_line:  # one type: the caption at the value's size
            small, pad = px, int(px * 0.4)
        one_line = theme.font(small).size(caption)[0] + theme.font(px, True).size(value)[0] + 3 * pad <= r.w
        if one_line or r.h < small * 2.2:  # the caption at the left, the value at the right
            room = r.w - theme.font(px, True).size(value)[0] - 3 * pad
            draw.text(surface, draw.ellipsize(caption, small, room), (r.x + pad, r.centery), small, theme.TEXT_DIM,
                      anchor="midleft")
            shown = draw.text(surface, value, (r.right - pad, r.centery), px, theme.TEXT, bold=True,
                              anchor="midright")
        else:  # a narrow field: the caption over the value, never on it (less air where it is low)
            lines = theme.font(small).get_height() + theme.font(px, True).get_height()
            if r.h < lines:
                theme.layout_fault(f"selector {caption!r} over {value!r} needs {lines} px, has {r.h}")
            air = max(0, min(pad, (r.h - lines) // 3))
            draw.text(surface, draw.ellipsize(caption, small, r.w - 2 * pad), (r.centerx, r.y + air), small,
                      theme.TEXT_DIM, anchor="midtop")
            while px > small and theme.font(px, True).size(value)[0] > r.w - 2 * pad:
                px -= 1
            shown = draw.text(surface, value, (r.centerx, r.bottom - air), px, theme.TEXT, bold=True,
                              anchor="midbottom")
        self._arrow_split = shown.centerx
