"""What the screens need of the program that shows them (``ludicitude.app.App`` is one), as a
Protocol: the window, the settings, the clock, notices, the saved games and phones of the game
open, and the scene stack with its navigation. The screens are typed against this, so ``ui/``
never imports the program above it (tests/test_layers.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import pygame

if TYPE_CHECKING:
    from ludicitude.display import Size
    from ludicitude.settings import Settings
    from ludicitude.ui.navigation import Navigation
    from ludicitude.ui.sound import Sounds


class Host(Protocol):
    # the window
    screen: pygame.Surface
    fullscreen: bool
    display: int  # pygame's index of the screen the window is on
    desktops: Callable[[], list[Size]]  # the screens' desktop sizes, asked when listed
    dirty: bool  # True: the next frame redraws
    frame_count: int  # frames run so far
    drawings: int  # the window's drawings so far, moved on when it may have lost the last (a new mode)
    #: the focus ring shows: a key a screen took since the mouse was last moved or clicked, and
    #: since the last hand-over or screen opened or closed (``Navigation``), which turn it off
    keyboard_focus_visible: bool
    pointer: tuple[int, int] | None  # where the last mouse event was
    pointer_hidden: bool  # the system pointer hidden until the mouse moves (``hide_pointer``)
    # the scenes, and the ways between them (open, back, fade, home, quit, leave a game)
    stack: Navigation
    settings: Settings
    # the game open now: its saves and its phones (a PhoneHub)
    autosave: Callable[[Any], None] | None
    phones: Any
    phones_host: str
    seed: int | None  # games started here deal reproducible dice
    think_wait: bool  # tests: a computer's due move is waited for rather than drawn past
    club: Any  # the club folder's link (club/link.py: the season's standings), None without one
    wake: Any  # a threading.Event: set from another thread, the loop's nap ends at once

    @property
    def sounds(self) -> Sounds:
        """The program's sounds (made when first asked for)."""
        ...

    @property
    def saves(self) -> Any:
        """The saved games (the module ``ludicitude.saves``: the layer above the screens)."""
        ...

    @property
    def animation_factor(self) -> float:
        """How long animations last, against normal speed (0: no animation)."""
        ...

    def now(self) -> float:
        """Seconds on the program's clock (tests move it on rather than sleep)."""
        ...

    def notice(self, text: str, seconds: float = 5.0) -> None:
        """A short message over everything."""
        ...

    def quit(self) -> None: ...

    def start_game(self, session: Any, *, phones: bool = False) -> bool: ...

    def hold_game(self, save_id: str) -> bool: ...

    def report_damaged_saves(self) -> list[Any]: ...

    def close_phones(self) -> None: ...

    # the settings screen's
    def save_settings(self) -> None: ...

    def toggle_fullscreen(self) -> None: ...

    def set_display(self, index: int) -> None: ...

    def set_language(self, lang: str) -> None: ...

    def set_projector(self, on: bool) -> None: ...

    def set_palette(self, palette: str) -> None: ...

    def set_volume(self, volume: int) -> None: ...

    def set_music_volume(self, volume: int) -> None: ...

    def hide_pointer(self) -> None:
        """Hide the system pointer until the mouse moves or clicks (a hand-over)."""
