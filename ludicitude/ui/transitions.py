"""Transitions are scenes too: they sit on top of the stack and swallow input until done.

- ``Fade``: out-hold-in (Ren'Py's ``Fade``): cover the screen, swap the scene beneath, uncover.
- ``HandOverCurtain``: the hot-seat transition. It closes over the screen, then, fully closed,
  draws *only itself* (so nothing private can show through), names the next player and waits
  for that player to say they are ready; then it swaps in their screen and opens. It slides
  down and back up; with reduced motion (a setting) it never moves: it fades in and away in
  place, in the same time.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ludicitude.core.i18n import _
from ludicitude.ui import draw, theme
from ludicitude.ui.scene import INPUT_GRACE, Scene
from ludicitude.ui.widgets import Button, WidgetScene

if TYPE_CHECKING:
    from ludicitude.ui.host import Host


def _ease(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


class Fade(Scene):
    """Fade to a colour, run ``swap`` (which changes the scene beneath), fade back in."""

    opaque = False
    transition = True
    goes_by_itself = True

    def __init__(self, app: Host, swap: Callable[[], None], *, duration: float = 0.3,
                 colour: theme.Colour = theme.BG_DARK) -> None:
        super().__init__(app)
        self.swap = swap
        self.duration = duration * app.animation_factor
        self.colour = colour
        self.t = 0.0
        self.swapped = False
        self._overlay: pygame.Surface | None = None

    @property
    def animating(self) -> bool:
        return True

    def update(self, dt: float) -> None:
        self.t += dt
        if not self.swapped and self.t >= self.duration:
            self.swapped = True
            self.swap()
        if self.t >= 2 * self.duration:
            self.app.stack.remove(self)

    def alpha(self) -> int:
        if self.duration <= 0:
            return 255 if not self.swapped else 0
        phase = self.t / self.duration
        return int(255 * _ease(phase if phase <= 1 else 2 - phase))

    def draw(self, surface: pygame.Surface) -> None:
        if self._overlay is None or self._overlay.get_size() != surface.get_size():
            self._overlay = pygame.Surface(surface.get_size())
            self._overlay.fill(self.colour)
        self._overlay.set_alpha(self.alpha())
        surface.blit(self._overlay, (0, 0))


class HandOverCurtain(WidgetScene):
    """The hot-seat curtain: covers everything, names who takes the computer, waits for them.

    ``show_next`` runs when that player says they are ready; it puts their private screen
    beneath the curtain, which then opens. While closed the curtain draws nothing but itself.
    """

    goes_by_itself = True

    def __init__(self, app: Host, name: str, identity: theme.Identity | None,
                 show_next: Callable[[], None], *, purpose: str = "") -> None:
        super().__init__(app)
        self.name = name
        self.identity = identity
        self.show_next = show_next
        self.purpose = purpose
        self.duration = 0.35 * app.animation_factor
        #: reduced motion: the curtain fades in and away where it stands instead of sliding
        self.reduced = app.settings.reduced_motion
        self.phase = "closing" if self.duration > 0 else "closed"
        self.t = 0.0
        self.open_at = 0.0  # app clock time from which "ready" is taken (see ``closed``)
        self.ready_button = Button(lambda: _("I am {name}, show me").format(name=self.name),
                                   self.ready, style="primary")
        self.widgets = [self.ready_button]
        self._overlay: pygame.Surface | None = None

    @property
    def opaque(self) -> bool:  # type: ignore[override]
        return self.phase == "closed"

    @property
    def animating(self) -> bool:
        return self.phase != "closed"

    def back(self) -> None:
        self.app.stack.ask_leave_game()

    def enter(self) -> None:
        super().enter()
        self.app.hide_pointer()  # where the last player left it tells the room nothing
        if self.phase == "closed":
            self.closed()

    def closed(self) -> None:
        """Fully closed: from now on only the curtain is drawn. A key tapped to hurry what came
        before (a reveal, a move) must not open the next player's screen: "ready" is taken only
        after a short grace."""
        self.phase, self.t = "closed", 0.0
        self.open_at = self.app.now() + INPUT_GRACE
        self.app.dirty = True

    def ready(self) -> None:
        if self.phase != "closed" or self.app.now() < self.open_at:
            return
        self.show_next()
        self.app.sounds.play("curtain")
        if self.duration > 0:
            self.phase, self.t = "opening", 0.0
        else:
            self.app.stack.remove(self)

    def handle(self, event: pygame.event.Event) -> None:
        if self.phase == "opening":
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                # the player who asked for their screen is using it: the curtain goes at once and
                # the key or click is theirs (never dropped while a later one acts)
                self.app.stack.remove(self)
                self.app.stack.handle(event)
            return
        if self.phase != "closed" or self.app.now() < self.open_at:
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.widget_at(event.pos):
            self.ready()  # "click when ready": anywhere on the curtain
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        if self.phase == "closing":
            self.t += dt
            if self.t >= self.duration:
                self.closed()
        elif self.phase == "opening":
            self.t += dt
            if self.t >= self.duration:
                self.app.stack.remove(self)

    def layout(self, rect: pygame.Rect) -> None:
        h = rect.h
        w = min(rect.w * 0.8, h * 1.1)
        self.ready_button.rect = pygame.Rect(0, 0, int(w), int(h * 0.11))
        self.ready_button.rect.center = (rect.centerx, int(h * 0.68))

    def draw_card(self, surface: pygame.Surface) -> None:
        surface.blit(drape(surface.get_size()), (0, 0))
        rect = surface.get_rect()
        h = rect.h
        draw.text(surface, _("Pass the computer to"), (rect.centerx, h * 0.22),
                  theme.text_px(h, theme.HEADING), theme.TEXT_DIM, anchor="center")
        px = theme.text_px(h, theme.DISPLAY)
        chip = int(px * 1.25) if self.identity is not None else 0
        room = int(px * 0.4) if chip else 0
        # the player's chip before the name, the whole centred
        left = rect.centerx - (chip + room + draw.label_width(self.name, px, True)) // 2
        name = draw.text(surface, self.name, (left + chip + room, h * 0.36), px, theme.ACCENT, bold=True,
                         anchor="midleft")
        if self.identity is not None:
            draw.player_chip(surface, self.identity, (left + chip / 2, name.centery), chip)
        if self.purpose:
            draw.text_fit(surface, self.purpose, pygame.Rect(rect.w * 0.08, h * 0.46, rect.w * 0.84, h * 0.12),
                          theme.text_px(h, theme.HEADING), theme.TEXT, align="center")
        draw.text_fit(surface, _("Everyone else: look away. Press Enter or click when ready."),
                      pygame.Rect(rect.w * 0.05, h * 0.8, rect.w * 0.9, h * 0.12), theme.text_px(h, theme.BODY),
                      theme.TEXT_DIM, align="center", valign="center")

    def draw(self, surface: pygame.Surface) -> None:
        self._ensure_layout(surface)
        if self.phase == "closed":
            self.draw_card(surface)
            focused = self.focus_shown
            for w in self.widgets:
                w.draw(surface, w is focused, w is self.hover)
            return
        # closing / opening: the card slides like a curtain over what is beneath (or, with
        # reduced motion, fades in and away in place)
        size = surface.get_size()
        if self._overlay is None or self._overlay.get_size() != size:
            self._overlay = pygame.Surface(size)
        self.draw_card(self._overlay)
        cover = self.cover()
        if self.reduced:
            self._overlay.set_alpha(round(255 * cover))
            surface.blit(self._overlay, (0, 0))
            return
        self._overlay.set_alpha(None)
        y = int(-size[1] * (1 - cover))
        surface.blit(self._overlay, (0, y))

    def cover(self) -> float:
        """How far the curtain covers the screen, 0 (open) to 1 (closed), eased."""
        if self.phase == "closed" or self.duration <= 0:
            return 1.0
        frac = _ease(self.t / self.duration)
        return frac if self.phase == "closing" else 1 - frac


_drapes: dict[tuple[tuple[int, int], theme.Colour], pygame.Surface] = {}


def drape(size: tuple[int, int]) -> pygame.Surface:
    """The curtain's cloth at ``size``: soft vertical folds of the look's curtain colour, lit and
    shaded in turn, darker towards the hem (made once a size and look)."""
    key = (size, theme.CURTAIN)
    found = _drapes.get(key)
    if found is None:
        w, h = size
        folds = max(6, round(w / h * 7))
        row = pygame.Surface((w, 1))
        for x in range(w):
            light = 0.5 + 0.5 * math.cos(x / w * folds * math.tau)
            row.set_at((x, 0), tuple(min(255, int(c * (0.7 + 0.6 * light))) for c in theme.CURTAIN))
        found = pygame.transform.scale(row, (w, h))
        hem = pygame.Surface((1, 32), pygame.SRCALPHA)
        for y in range(32):
            hem.set_at((0, y), (0, 0, 0, int(70 * (y / 31) ** 2)))
        found.blit(pygame.transform.smoothscale(hem, (w, h)), (0, 0))
        _drapes.clear()  # one at a time: a window is one size, in one look
        _drapes[key] = found
    return found
