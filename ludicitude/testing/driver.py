"""The real-event driver: a headless ``App`` driven by posted pygame events (clicks, keys, text),
as a player would drive it, on a clock that keeps animation time without sleeping. A game's
tests use it through the ``make_app`` fixture (``ludicitude.testing.fixtures``)."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame


class PacedClock:
    """pygame's Clock as the app uses it, without the wait: ``tick(60)`` returns at once what a
    real clock capped at 60 frames a second would (at least 16 ms, more if the frame took longer),
    so a test's frames see the same animation time as a player's, but the suite does not sleep
    through them (a whole Magouille game by keyboard: 22 s of sleeping before)."""

    def __init__(self) -> None:
        self.last = time.perf_counter()

    def tick(self, framerate: float = 0) -> int:
        now = time.perf_counter()
        elapsed = int((now - self.last) * 1000)
        self.last = now
        return max(elapsed, int(1000 / framerate)) if framerate else elapsed


class FixedClock:
    """Every frame lasts ``seconds`` (1/60 s unless told), however long it really took: for a test
    that counts time in frames, on a machine too busy for 60 frames a second."""

    def __init__(self, seconds: float = 1 / 60) -> None:
        self.ms = int(seconds * 1000)

    def tick(self, framerate: float = 0) -> int:
        return self.ms


class Driver:
    """Drives an App with real pygame events, as a player would."""

    def __init__(self, app):
        self.app = app

    def wait(self, seconds: float) -> None:
        """Let ``seconds`` pass on the app's clock (input graces, timers) without sleeping."""
        self.app.time_offset += seconds

    @contextmanager
    def at_once(self) -> Iterator[None]:
        """What the test does inside happens at one moment of the app's clock, however long the
        machine takes over it: the clock's real part stands still (``wait`` still moves it on).
        For a tap hurried onto a screen as it appears: on a busy machine the frames before it
        could otherwise outlast the input grace, and the tap would act as a deliberate one."""
        app = self.app
        moment = app.now() - app.time_offset
        app.now = lambda: moment + app.time_offset
        try:
            yield
        finally:
            del app.now

    def after_a_moment(self, hurry: bool = False) -> None:
        """A person takes in a new screen before pressing anything: unless ``hurry``, input is
        sent after the input grace (``ui.scene.INPUT_GRACE``), as a player's would be."""
        if not hurry:
            from ludicitude.ui.scene import INPUT_GRACE

            self.wait(INPUT_GRACE)

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.frame(block=False)

    def settle(self, max_frames: int = 400) -> None:
        """Run frames until nothing animates (transitions done, computer players waiting)."""
        for _ in range(max_frames):
            self.app.frame(block=False)
            if not self.app.stack.animating:
                return

    def run_until_still(self, max_seconds: float = 20.0) -> None:
        """Run the real loop (naps included) with no input until nothing animates and nothing is
        left to draw: what a table sees when nobody touches anything."""
        import time

        end = time.monotonic() + max_seconds
        while time.monotonic() < end:
            self.app.frame(block=True)
            if not (self.app.stack.animating or self.app.dirty or self.app.notices):
                return
        raise AssertionError(f"the screen was still animating after {max_seconds} s")

    def assert_settled(self) -> None:
        """The window shows exactly a fresh full drawing of the present: no animation's last frame
        is left waiting for input."""
        shown = pygame.image.tobytes(self.app.screen, "RGB")
        for scene in self.app.stack.visible():  # fresh: not through a cached still picture
            if hasattr(scene, "still_changed"):
                scene.still_changed()
        self.app.draw()
        assert pygame.image.tobytes(self.app.screen, "RGB") == shown, "the window shows a stale frame"

    def key(self, key: int, mod: int = 0, unicode: str = "", *, hurry: bool = False) -> None:
        self.after_a_moment(hurry)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode,
                                             scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0))
        self.frames(2)

    def type(self, text: str, *, hurry: bool = False) -> None:
        self.after_a_moment(hurry)
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        self.frames(1)

    def click(self, pos, *, hurry: bool = False) -> None:
        self.after_a_moment(hurry)
        pos = (int(pos[0]), int(pos[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frames(2)

    def click_widget(self, widget) -> None:
        self.frames(1)  # make sure the layout is current
        self.click(widget.rect.center)

    @property
    def top(self):
        return self.app.stack.top

    def pixels(self) -> bytes:
        self.app.draw()
        return pygame.image.tobytes(self.app.screen, "RGB")


def new_app(size: tuple[int, int] = (1024, 768), **settings: Any) -> Driver:
    """A ``Driver`` around a fresh headless App (``settings``: ``Settings`` fields; English and
    instant animations unless told), its computers' moves landing on the frame they are due."""
    from ludicitude.app import App
    from ludicitude.settings import Settings

    s = Settings(language=settings.pop("language", "en"), animation=settings.pop("animation", "instant"),
                 **settings)
    app = App(s, size=size)
    app.clock = PacedClock()  # type: ignore[assignment]  # (its tick is pygame.Clock's)
    app.seed = 1
    # a computer's move lands on the frame it is due, however busy the machine (the worker
    # thread itself is tested with think_wait off, in the program's tests/test_thinking.py)
    app.think_wait = True
    return Driver(app)
