"""The still picture of a game screen: drawn once per change into a cached surface, blitted on
every other frame, with what moves drawn over it. The cache is the base's alone: its key says
what the picture depends on, so a game never has to say when to redraw but for what changes
without input (``still_changed``). ``GameScene`` inherits it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ludicitude.core.i18n import language
from ludicitude.ui import theme
from ludicitude.ui.widgets import WidgetScene


class StillPicture(WidgetScene):
    """The still-picture cache (see the module docstring)."""

    session: Any
    coach: Any
    message: str
    end_pending: bool
    still_while_playing: bool
    overlays: list[Any]

    if TYPE_CHECKING:
        def playing(self) -> bool: ...
        def draw_moving(self, surface: pygame.Surface) -> None: ...
        def draw_overlays(self, surface: pygame.Surface) -> None: ...

    def init_still(self) -> None:
        self._still: pygame.Surface | None = None  # the cached still picture (see draw)
        self._still_seen: object = None
        self._still_version = 0
        self._still_state: object = None

    def draw(self, surface: pygame.Surface) -> None:
        """The still picture, drawn once per change into a cached surface, then what moves, then
        what goes over everything. The cache is the base's alone: it is redrawn when the state,
        the input (any key or click), the focus, the pointer's widget, the message, a widget's
        place or state, the language, the look or the size change, or when the game says so
        (``still_changed``, for what changes without input: a timer, a step of an animation)."""
        self._ensure_layout(surface)
        still = self._still
        if still is None or still.get_size() != surface.get_size():
            still = self._still = pygame.Surface(surface.get_size()).convert()
            self._still_seen = None
        if self.playing() and not self.still_while_playing:
            self._still_version += 1  # the animation is drawn with the rest: nothing is still
        key = self.still_key(surface)
        if key != self._still_seen:
            self._still_state = self.session.state  # held, so that its id is never reused
            self.draw_still(still)
            self._still_seen = key
        surface.blit(still, (0, 0))
        if not self.overlays:  # a dialog's veil is over the table: nothing moves beneath it
            self.draw_moving(surface)
        self.draw_overlays(surface)

    def still_key(self, surface: pygame.Surface) -> tuple[object, ...]:
        """What the still picture depends on that the base can see by itself."""
        focused = self.focused if self.app.keyboard_focus_visible else None
        return (surface.get_size(), id(self.session.state), self._still_version, focused, self.hover,
                self.message, language(), theme.text_scale, theme.BG, tuple(theme.PLAYER_IDENTITIES),
                self.end_pending, tuple((w, w.enabled, w.visible, tuple(w.rect)) for w in self.widgets),
                self.coach.position() is not None)

    def still_changed(self) -> None:
        """The still picture has changed without input (a timer, an animation's step): redraw it."""
        self._still_version += 1
        self.app.dirty = True

    def draw_still(self, surface: pygame.Surface) -> None:
        """Everything that does not move (override to leave out what ``draw_moving`` draws)."""
        self.draw_screen(surface)

    def draw_screen(self, surface: pygame.Surface) -> None:
        """The table and its widgets: what a game may cache between changes."""
        super().draw(surface)

    def picture_key(self, surface: pygame.Surface) -> object | None:
        """What this screen's picture on ``surface`` depends on now (a dialog over it keeps the
        picture with its own over it: ui/overlay.py); None while it changes every frame."""
        if self.playing() and not self.still_while_playing:
            return None
        return self.still_key(surface)

