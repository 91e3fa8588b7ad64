"""A still screen costs almost no processor time (issue 37, "idle CPU under 1 % of a core on every
settled screen"): the loop sleeps rather than polls when nothing is due, wakes exactly when a
scene's timer is due, and still never waits for input to show the present. Structural checks
only (no timing is asserted)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
import threading

import pygame
import pytest

from ludicitude.app import LONGEST_SLEEP
from ludicitude.event_wait import EventWait
from ludicitude.ui.launcher import Launcher
from ludicitude.ui.scene import LOOK, Scene


class Clock(Scene):
    """A screen with a timer of its own that says when it is due."""

    def __init__(self, app, due):
        super().__init__(app)
        self.when = due
        self.calls: list[tuple[str, float]] = []

    def handle(self, event):
        self.calls.append(("handle", 0.0))

    def update(self, dt):
        self.calls.append(("update", dt))

    def due(self):
        return self.when


class Polled(Scene):
    """A screen that updates itself and says nothing of when: looked at every LOOK seconds."""

    def update(self, dt):
        pass


def settled_launcher(make_app):
    d = make_app(animation="normal")
    d.app.push_scene(Launcher(d.app))
    d.run_until_still()
    return d


def sleeps(app):
    """The timeouts the loop's still frames sleep for, recorded instead of slept."""
    asked: list[float] = []
    app.wake.wait = asked.append
    return asked


def test_a_settled_launcher_sleeps_until_input_with_nothing_due(make_app):
    d = settled_launcher(make_app)
    asked = sleeps(d.app)
    d.app.frame()
    assert asked == [LONGEST_SLEEP]  # nothing of the launcher's own is ever due
    assert Launcher(d.app).due() is None


def test_the_loop_wakes_exactly_when_a_scenes_timer_is_due(make_app):
    d = settled_launcher(make_app)
    d.app.push_scene(Clock(d.app, 0.37))
    d.run_until_still()
    asked = sleeps(d.app)
    d.app.frame()
    assert asked == [0.37]


def test_a_scene_that_updates_itself_and_says_nothing_is_looked_at_every_look(make_app):
    d = settled_launcher(make_app)
    d.app.push_scene(Polled(d.app))
    d.run_until_still()
    asked = sleeps(d.app)
    d.app.frame()
    assert asked == [LOOK] and LOOK < LONGEST_SLEEP


def test_an_animating_screen_does_not_sleep(make_app):
    d = settled_launcher(make_app)
    asked = sleeps(d.app)
    d.app.notice("Hello", 0.5)  # a notice counts down on screen: frames, no sleep
    d.app.frame()
    assert asked == []


def test_input_after_a_sleep_finds_the_timers_caught_up_and_starts_what_it_starts_at_its_start(make_app):
    """The still screen's timers get the time slept before the input acts (as a look just before
    it would have); what the input starts is then updated from its start (dt 0), not by the sleep."""
    d = settled_launcher(make_app)
    clock = Clock(d.app, 5.0)
    d.app.push_scene(clock)
    d.run_until_still()
    clock.calls.clear()
    sleeps(d.app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0))
    d.app.frame()
    kinds = [kind for kind, _dt in clock.calls]
    assert kinds == ["update", "handle", "update"]
    assert clock.calls[0][1] >= 0 and clock.calls[2][1] == 0.0


def test_a_wake_from_another_thread_is_never_a_screens_input(make_app):
    d = settled_launcher(make_app)
    clock = Clock(d.app, None)
    d.app.push_scene(clock)
    d.run_until_still()
    clock.calls.clear()
    pygame.event.post(pygame.event.Event(d.app.wake.wake_type))  # what ``set`` posts where SDL sleeps
    thread = threading.Thread(target=d.app.wake.set)
    thread.start()
    thread.join()
    d.app.frame()
    assert ("handle", 0.0) not in clock.calls  # woken, updated, but no event reached the screen


def test_headless_drivers_nap_and_look_at_the_queue():
    """SDL's dummy driver can't sleep until an event comes: the loop naps and looks at pygame's
    queue, so that an event posted from another thread is still answered."""
    pygame.display.init()
    pygame.display.set_mode((64, 48))
    assert pygame.display.get_driver() == "dummy"
    wait = EventWait()
    assert not wait.sleeps_in_system
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.USEREVENT))
    wait.wait(30.0)  # an event is queued: no nap at all
    assert pygame.event.peek(pygame.USEREVENT)


@pytest.mark.skipif(not (shutil.which("Xvfb") and sys.platform.startswith("linux")), reason="no X server to run")
def test_on_a_real_x_server_the_loop_sleeps_in_sdl_and_a_post_from_another_thread_wakes_it(tmp_path):
    """On X11 the sleep is SDL's own (in the X server's socket, no polling), found in the very SDL
    library pygame runs on, and another thread's ``set`` ends it with an event the loop drops."""
    script = textwrap.dedent("""
        import threading
        import pygame
        from ludicitude.event_wait import EventWait
        pygame.display.init()
        pygame.display.set_mode((64, 48))
        pygame.event.get()
        wait = EventWait()
        print("driver", pygame.display.get_driver(), "sleeps", wait.sleeps_in_system)
        threading.Timer(0.2, wait.set).start()
        wait.wait(60.0)
        print("woken by", [e.type == wait.wake_type for e in pygame.event.get()][-1:])
    """)
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-nolisten", "tcp"], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        with os.fdopen(read) as f:
            number = f.readline().strip()
        env = dict(os.environ, DISPLAY=f":{number}", SDL_VIDEODRIVER="x11", PYGAME_HIDE_SUPPORT_PROMPT="1")
        out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120)
    finally:
        server.terminate()
        server.wait(timeout=10)
    assert "driver x11 sleeps True" in out.stdout, out.stderr
    assert "woken by [True]" in out.stdout, out.stderr
