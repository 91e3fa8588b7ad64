"""The still picture of a game screen: drawn once per change into a cached surface, blitted on
every other frame, with what moves drawn over it. The cache is the part of the screen that keeps
it (``GameScene.still``): the screen's ``still_key`` says what the picture depends on, so a game
never has to say when to redraw but for what changes without input (``still_changed``).

While something moves over the still picture, a screen that says where (its hook
``moving_areas(surface)``: the rectangles that hold all that ``draw_moving`` draws this frame,
None: it can't say) has only those and last
frame's put back from the picture, and what moves drawn in them (clipped to them): the window
holds the rest from its last drawing. A screen whose ``moving_beyond_areas`` is true leaves out
of its areas what ``draw_moving`` draws as the window holds it already (a thrown die that has
landed, from the frame after it lands): its areas are put back as boxes that do not overlap,
and what moves drawn in each alone. Only on the window's drawing right after this screen's own
(``Host.drawings``) with nothing drawn over it since: no dialog, log, coach's panel or notice, the
screen the topmost one, the same window and size, the still picture not redrawn; else it is blitted
whole. The pixels are the same either way (``tests/test_frame_areas.py``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

import pygame

from ludicitude.core.i18n import language
from ludicitude.ui import theme
from ludicitude.ui.input_guard import ACTING_INPUT
from ludicitude.ui.scene import LOOK
from ludicitude.ui.widgets import Widget


class StillOwner(Protocol):
    """What the still picture reads of the screen that holds it."""

    app: Any
    session: Any
    overlays: list[Any]
    still_while_playing: bool
    message: str
    coach: Any
    widgets: list[Widget]
    hover: Widget | None

    @property
    def focus_shown(self) -> Widget | None: ...

    @property
    def end_pending(self) -> bool: ...

    SETTLE_LOOKS: int

    def playing(self) -> bool: ...

    def is_active(self) -> bool: ...

    def phones(self) -> Any: ...

    def still_key(self, surface: pygame.Surface) -> tuple[object, ...]: ...

    def draw_still(self, surface: pygame.Surface) -> None: ...

    def draw_moving(self, surface: pygame.Surface) -> None: ...

    def draw_overlays(self, surface: pygame.Surface) -> None: ...


def restored(before: Sequence[pygame.Rect], now: Sequence[pygame.Rect]) -> Sequence[pygame.Rect]:
    """The rectangles to put back from the still picture: last frame's areas and this one's, or
    the one box round them all where it is no larger (a row of dice: areas that overlap)."""
    areas = (*before, *now)
    if len(areas) < 2:
        return areas
    box = areas[0].unionall(areas[1:])
    return (box,) if box.w * box.h <= sum(r.w * r.h for r in areas) else areas


def apart(rects: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """``rects`` made into boxes that do not overlap: those that overlap put together as the
    box round them, until none does."""
    out: list[pygame.Rect] = []
    for rect in rects:
        box = rect.copy()
        hit = box.collidelist(out)
        while hit >= 0:
            box.union_ip(out.pop(hit))
            hit = box.collidelist(out)
        out.append(box)
    return out


def draw_in_part(surface: pygame.Surface, still: pygame.Surface, before: Sequence[pygame.Rect],
                 now: Sequence[pygame.Rect], draw_moving: Any, beyond: bool = False) -> None:
    """Draw again only what moves: put back from ``still`` last frame's areas and this one's
    (``restored``), then ``draw_moving(surface)`` clipped to them (what it draws beyond them is
    on the window already, and would be drawn twice). ``beyond``: ``draw_moving`` draws beyond
    the areas what the window holds as it was (a die at rest since the last frame, left out of
    them): the areas are put back as boxes that do not overlap (``apart``), and it draws in each
    alone, so nothing outside them is drawn twice."""
    put_back = restored(before, now)
    if beyond and len(put_back) > 1:
        put_back = apart(put_back)
    for rect in put_back:
        surface.blit(still, rect, rect)
    clip = surface.get_clip()
    if beyond and len(put_back) > 1:
        for rect in put_back:
            surface.set_clip(clip.clip(rect))
            draw_moving(surface)
    else:
        surface.set_clip(clip.clip(put_back[0].unionall(put_back[1:])) if put_back else pygame.Rect(0, 0, 0, 0))
        draw_moving(surface)
    surface.set_clip(clip)


class StillPicture:
    """The still-picture cache (see the module docstring)."""

    def __init__(self, screen: StillOwner) -> None:
        self.screen = screen
        self.surface: pygame.Surface | None = None  # the cached still picture
        self.seen: object = None  # the key it was drawn for
        self.version = 0  # moves on with every input and every ``changed``
        self.state: object = None  # the state it was drawn from, held so that its id is never reused
        #: the window as this screen left it (the surface, its size, the drawing it can be taken up
        #: on) and the areas what moved was drawn in; None: drawn over since, or drawn whole
        self.left: tuple[pygame.Surface, tuple[int, int], int] | None = None
        self.areas: Sequence[pygame.Rect] = ()
        #: the state and activity last looked at, the looks left and the frame count (``due``)
        self._due_seen: tuple[Any, bool, int, int] | None = None

    def show(self, surface: pygame.Surface) -> None:
        """The still picture, drawn into the cache when its key has changed, then what moves,
        then what goes over everything."""
        screen = self.screen
        still = self.surface
        if still is None or still.get_size() != surface.get_size():
            still = self.surface = pygame.Surface(surface.get_size()).convert()
            self.seen = None
        if screen.playing() and not screen.still_while_playing:
            self.version += 1  # the animation is drawn with the rest: nothing is still
        key = screen.still_key(surface)
        redrawn = key != self.seen
        if redrawn:
            self.state = screen.session.state
            screen.draw_still(still)
            self.seen = key
        app = screen.app
        moving_areas = getattr(screen, "moving_areas", None)  # a screen's hook (the module docstring)
        areas = None if moving_areas is None or screen.overlays or self.covered() else moving_areas(surface)
        drawings = getattr(app, "drawings", None)
        left = self.left
        if not redrawn and areas is not None and left is not None and left[0] is surface and left[1:] == (
                surface.get_size(), drawings):
            draw_in_part(surface, still, self.areas, areas, screen.draw_moving,
                         getattr(screen, "moving_beyond_areas", False))
        else:
            surface.blit(still, (0, 0))
            if not screen.overlays:  # a dialog's veil is over the table: nothing moves beneath it
                screen.draw_moving(surface)
        screen.draw_overlays(surface)
        last = areas is not None and drawings is not None and surface is app.screen and not getattr(
            app, "notices", None) and app.stack.visible()[-1] is screen
        self.left = (surface, surface.get_size(), drawings + 1) if last and drawings is not None else None
        self.areas = tuple(r.copy() for r in areas) if areas is not None else ()

    def covered(self) -> bool:
        """Something is drawn over the table and what moves (the log, the coach's panel)."""
        screen = self.screen
        return bool(getattr(screen, "show_log", False)) or getattr(screen.coach, "key", None) is not None

    def key(self, surface: pygame.Surface) -> tuple[object, ...]:
        """What the still picture depends on that the base can see by itself: the size, the
        state, the input, the focus, the pointer's widget, the message, the widgets' places and
        states, the language, the look, the end held, the coach's panel."""
        screen = self.screen
        focused = screen.focus_shown
        return (surface.get_size(), id(screen.session.state), self.version, focused, screen.hover,
                screen.message, language(), theme.text_scale, theme.BG, tuple(theme.PLAYER_IDENTITIES),
                screen.end_pending, tuple((w, w.enabled, w.visible, tuple(w.rect)) for w in screen.widgets),
                screen.coach.position() is not None)

    def due(self) -> float | None:
        """A settled table is looked at every ``LOOK`` seconds ``SETTLE_LOOKS`` times after it
        last changed (a move, a screen over it opened or closed, frames drawn since the last
        look: an animation), and while phones play at it (their statuses go by the clock);
        otherwise nothing of its own is due: it sleeps until input or a wake (a phone's message,
        a computer's move thought on the worker). The screen's ``due``."""
        screen = self.screen
        state, active, frames = screen.session.state, screen.is_active(), screen.app.frame_count
        seen = self._due_seen
        if seen is None or seen[0] is not state or seen[1] != active or frames > seen[3] + 1:
            seen = (state, active, screen.SETTLE_LOOKS, frames)
        looks = max(0, seen[2] - 1)
        self._due_seen = (state, active, looks, frames)
        if seen[2] == 0 and screen.phones() is None:
            return None
        return LOOK

    def changed(self) -> None:
        """The picture has changed without input (a timer, an animation's step): redraw it."""
        self.version += 1
        self.screen.app.dirty = True

    def took(self, event: pygame.event.Event) -> None:
        """The screen took ``event``: a key or a click may have changed what is pencilled in, so
        the picture is drawn again; not L, whose log is drawn over it, which stays as it was."""
        if event.type in ACTING_INPUT and not (event.type == pygame.KEYDOWN and event.key == pygame.K_l):
            self.version += 1
