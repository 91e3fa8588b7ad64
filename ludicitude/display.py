"""Which screen the window opens on, and at what size (docs/display.md).

A window that fits the desktop it is on (never wider than a 1024x768 projector, as the fixed
1280x720 was), the screens listed by pygame's display index, and the SDL settings that must be
in place before the display is first initialised. The sizes are pure functions of the desktop's
size, so they are tested without a screen; ``desktop_sizes`` is the one question asked of SDL.
"""

from __future__ import annotations

import os

import pygame


Size = tuple[int, int]

DEFAULT_SIZE: Size = (1280, 720)  # the window on any desktop it fits in
MIN_SIZE: Size = (640, 480)  # the smallest window the screens are drawn for
# left free around a new window for what the desktop keeps (title bar, task bar, dock, panels):
# SDL knows a display's usable area, but pygame-ce does not pass it on
MARGIN_WIDTH = 0.08
MARGIN_HEIGHT = 0.12
WIDEST, NARROWEST = 16 / 9, 4 / 3  # a new window's shape: 16:9 when the desktop allows, never past 4:3

# Set before SDL's video starts (it reads them then): Windows draws the window sharp at the
# screen's own scale instead of blurring it up, and full screen covers a scaled screen exactly;
# a full-screen window on the projector does not shrink away when someone clicks on the laptop.
SDL_ENVIRONMENT = {
    "SDL_WINDOWS_DPI_AWARENESS": "permonitorv2",
    "SDL_VIDEO_MINIMIZE_ON_FOCUS_LOSS": "0",
}


def prepare_environment() -> None:
    """Put the SDL settings in place; a value the player set in the environment wins."""
    for key, value in SDL_ENVIRONMENT.items():
        os.environ.setdefault(key, value)


def desktop_sizes() -> list[Size]:
    """The size of each screen's desktop, by pygame's display index (0 = the first screen)."""
    prepare_environment()
    if not pygame.display.get_init():
        pygame.display.init()
    return [(int(w), int(h)) for w, h in pygame.display.get_desktop_sizes()] or [DEFAULT_SIZE]


def room(desktop: Size) -> Size:
    """How much of ``desktop`` a new window may take, the margins left free."""
    return int(desktop[0] * (1 - MARGIN_WIDTH)), int(desktop[1] * (1 - MARGIN_HEIGHT))


def fit_window(desktop: Size) -> Size:
    """The size a window opens at on ``desktop``: 1280x720 where that fits with the margins,
    else as large as fits, 16:9 when the desktop allows and no narrower than 4:3; never below
    640x480 (on a desktop smaller than that, the player's full screen is the better choice)."""
    room_w, room_h = room(desktop)
    w, h = min(room_w, DEFAULT_SIZE[0]), min(room_h, DEFAULT_SIZE[1])
    if w > h * WIDEST:
        w = int(h * WIDEST)
    elif w < h * NARROWEST:
        h = int(w / NARROWEST)
    w, h = max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1])
    return w - w % 2, h - h % 2


def fits(size: Size, desktop: Size) -> bool:
    """True if a window of ``size`` fits on ``desktop`` with the margins left free."""
    room_w, room_h = room(desktop)
    return size[0] <= max(room_w, MIN_SIZE[0]) and size[1] <= max(room_h, MIN_SIZE[1])


def no_such_screen(index: int, count: int) -> str:
    """The command line's one line for ``--display`` naming a screen that is not there."""
    screens = "--display 0" if count == 1 else f"--display 0 to {count - 1}"
    return (f"ludicitude: --display {index}: there is no such screen; this computer has {count} "
            f"({screens})")
