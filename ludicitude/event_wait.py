"""The frame loop's sleep on a still screen: until input comes, another thread wakes it, or a
scene's timer is due, and not a moment of polling in between where the system allows it.

pygame's own ``event.wait`` looks at the queue every millisecond (2 to 3 % of a core on a still
screen). SDL's ``SDL_WaitEventTimeout`` sleeps in the windowing system (X11, Wayland, Windows,
macOS) until an event is there, and an event pushed from another thread ends it; pygame does not
expose it, so it is called in the SDL library pygame itself loaded, once that library is known
to be the one running pygame's window (its video is started, with the same driver). Elsewhere (the
headless ``dummy`` and ``offscreen`` drivers of tests and benches, a system whose SDL can't be
found) the sleep is a nap on a lock with a look at pygame's queue every
``SLICE`` seconds, for events posted from other threads.

Other threads (the phones' server, the club folder's worker) call ``set``: it posts a ``WAKE``
event, which ends SDL's sleep, and sets the nap's event. ``WAKE`` events are the loop's only,
never a screen's input (``App.frame`` drops them).
"""

from __future__ import annotations

import _thread
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:  # ctypes is imported when the loop first sleeps, after the first frame
    import ctypes

#: the drivers whose SDL sleeps in the system until an event comes (SDL 2.0.16 and later); SDL
#: polls every millisecond on the others (dummy, offscreen, kmsdrm...)
SLEEPING_DRIVERS = ("x11", "wayland", "windows", "cocoa")
#: seconds between two looks at pygame's queue where SDL can't sleep until an event comes: a
#: click posted from another thread is answered within it (33 ms for a visible response)
SLICE = 0.025
SDL_INIT_VIDEO = 0x20


def _loaded_sdl() -> ctypes.CDLL | None:
    """The SDL 2 library pygame runs on, or None if it can't be found for certain."""
    import ctypes  # here, not at import: the first frame is drawn before the loop first sleeps

    candidates: list[str] = []
    if sys.platform.startswith("linux"):
        try:  # the very file mapped into this process
            for line in Path("/proc/self/maps").read_text().splitlines():
                name = line.rsplit(" ", 1)[-1]
                if "/libSDL2-2" in name or "/libSDL2.so" in name:
                    candidates.append(name)
        except OSError:
            pass
    elif sys.platform == "win32":
        candidates.append("SDL2.dll")  # already loaded by pygame: the loader hands back that one
    elif sys.platform == "darwin":
        base = Path(pygame.__file__).parent
        candidates += [str(p) for p in (base / ".dylibs").glob("libSDL2*.dylib")]
    for name in dict.fromkeys(candidates):
        try:
            lib = ctypes.CDLL(name)
            lib.SDL_WasInit.argtypes, lib.SDL_WasInit.restype = [ctypes.c_uint32], ctypes.c_uint32
            lib.SDL_GetCurrentVideoDriver.restype = ctypes.c_char_p
            lib.SDL_WaitEventTimeout.argtypes = [ctypes.c_void_p, ctypes.c_int]
            lib.SDL_WaitEventTimeout.restype = ctypes.c_int
        except (OSError, AttributeError):
            continue
        driver = lib.SDL_GetCurrentVideoDriver()
        # another copy of SDL (not pygame's) has no video started: never use that one
        if lib.SDL_WasInit(SDL_INIT_VIDEO) and driver and driver.decode() == pygame.display.get_driver():
            return lib
    return None


class EventWait:
    """Sleep until an event is in pygame's queue, ``set`` is called, or ``timeout`` passes."""

    def __init__(self) -> None:
        self.wake_type = pygame.event.custom_type()
        #: held while nobody has called ``set``; ``set`` lets it go (a bare lock: a nap is one
        #: acquire with a timeout, cheaper than ``threading.Event``'s condition)
        self._woken = _thread.allocate_lock()  # threading.Lock itself, without importing threading
        self._woken.acquire()
        self._sdl_wait: Callable[[None, int], int] | None = None
        self._looked = False

    def _find(self) -> None:
        """Once the window is open: SDL's own sleep, where it sleeps."""
        self._looked = True
        if os.environ.get("LUDICITUDE_NAP_WAIT"):  # the naps, for a comparison
            return
        try:
            driver = pygame.display.get_driver()
        except pygame.error:
            return
        if driver in SLEEPING_DRIVERS:
            lib = _loaded_sdl()
            if lib is not None:
                self._sdl_wait = lib.SDL_WaitEventTimeout

    @property
    def sleeps_in_system(self) -> bool:
        """True where the sleep is SDL's, in the windowing system (no looks at the queue)."""
        if not self._looked:
            self._find()
        return self._sdl_wait is not None

    def set(self) -> None:
        """From any thread: the loop's sleep ends now (something came for it)."""
        try:
            self._woken.release()
        except RuntimeError:  # already set
            pass
        if self._sdl_wait is not None:
            try:
                pygame.event.post(pygame.event.Event(self.wake_type))
            except pygame.error:  # video closed meanwhile (the program ends)
                pass

    def wait(self, timeout: float) -> None:
        """Sleep until input, ``set`` or ``timeout`` seconds, whichever comes first."""
        if self._woken.acquire(blocking=False):
            return  # set meanwhile (and now cleared)
        if self.sleeps_in_system:
            assert self._sdl_wait is not None
            self._sdl_wait(None, max(1, int(timeout * 1000)))  # None: the event stays queued
            self._woken.acquire(blocking=False)  # cleared: a wake's event is in the queue
            return
        end = time.monotonic() + timeout
        while not pygame.event.peek():
            left = end - time.monotonic()
            if left <= 0 or self._woken.acquire(timeout=min(SLICE, left)):
                break
