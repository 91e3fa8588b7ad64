"""``ludicitude bench``'s idle figure: the processor time of the real program on a settled screen.

Each screen is measured in a process of its own, the real frame loop sleeping as it does for a
player. The loop sleeps in the windowing system where SDL can (event_wait.py); so that the figure
is a player's, the program is run on a private X server (``Xvfb``) when one is installed and no
video driver is asked for (``SDL_VIDEODRIVER``), else with SDL's headless ``dummy`` driver (which
can't sleep until an event comes: the loop then looks at its queue every 25 ms). The driver used
is in the figures (``driver``).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from typing import Any

#: screens opened through the program's own command line (the launcher, each game's table waiting
#: for a person) and screens opened by ``child`` (after a game, from the launcher)
OTHER_SCREENS = ("setup", "statistics", "end")


@contextlib.contextmanager
def display_env() -> Iterator[dict[str, str]]:
    """The environment of the measured programs: a private X server if one can be started."""
    from ludicitude.bench_screens import child_env

    env = child_env()
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    if "SDL_VIDEODRIVER" in os.environ or not shutil.which("Xvfb"):
        env.setdefault("SDL_VIDEODRIVER", "dummy")
        yield env
        return
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-nolisten", "tcp", "-screen", "0", "1920x1080x24"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        with os.fdopen(read) as f:
            number = f.readline().strip()
        if not number:
            env["SDL_VIDEODRIVER"] = "dummy"
        else:
            env["DISPLAY"], env["SDL_VIDEODRIVER"] = f":{number}", "x11"
        yield env
    finally:
        server.terminate()
        server.wait(timeout=10)


def bench_idle(seconds: float, together: bool = False) -> dict[str, Any]:
    """CPU used by the real program on a still screen, as a percentage of one core, and the
    video driver it ran on. ``together`` (``bench --quick``, a check of the figures' shape, not
    a measure): every screen's process at once, each one's start-up then falling in the others'
    still period."""
    from ludicitude.bench_screens import program
    from ludicitude.games import GAMES

    names = ("Ana", "Bob", "Cleo", "Dan", "Eve", "Fred", "Gil", "Hugo")
    cases = {"launcher": [*program()],
             **{g.id: [*program(), "--game", g.id, "--seats", ",".join(names[:g.min_seats])] for g in GAMES.values()},
             **{s: [sys.executable, "-m", "ludicitude.bench_idle", s, str(seconds)] for s in OTHER_SCREENS}}
    if getattr(sys, "frozen", False):
        cases = {k: v for k, v in cases.items() if k not in OTHER_SCREENS}
    out: dict[str, Any] = {}
    with display_env() as env:
        env["LUDICITUDE_QUIT_AFTER"] = str(seconds)
        def run(command: list[str]) -> subprocess.Popen[str]:
            return subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)

        started = {name: run(command) for name, command in cases.items()} if together else {}
        for name, command in cases.items():
            proc = started[name] if together else run(command)
            stdout, _ = proc.communicate(timeout=seconds + 120)
            lines = [ln for ln in stdout.splitlines() if ln.startswith("idle-cpu ")]
            # the program measures its own CPU time over the still period (after start-up)
            out[name] = round(float(lines[0].split()[1]), 2) if lines else float("nan")
        out["driver"] = env["SDL_VIDEODRIVER"]
    return out


def child(screen: str, seconds: float) -> float:
    """Open ``screen`` as a player reaches it (setup from the launcher, the statistics, the end
    screen of a finished game), let it settle, then measure ``seconds`` of the real loop."""
    from ludicitude.app import App
    from ludicitude.bench_screens import celebrating_end_screen
    from ludicitude.settings import Settings
    from ludicitude.ui.launcher import Launcher
    from ludicitude.ui.end_screen import EndScreen

    app = App(Settings(), persist_settings=False, autosave=False)
    launcher = Launcher(app)
    app.push_scene(launcher)
    if screen == "setup":
        from ludicitude.games import GAMES
        from ludicitude.ui.setup import Setup

        app.push_scene(Setup(app, next(iter(GAMES.values()))))
    elif screen == "statistics":
        launcher.open_stats()
    else:
        ended = celebrating_end_screen(app)  # a finished game's session
        app.push_scene(EndScreen(app, ended.session))
    app.frame()
    app.sounds.preload()
    give_up = time.perf_counter() + 60
    while (app.dirty or app.stack.animating or app.notices) and time.perf_counter() < give_up:
        app.frame()
    settled = time.perf_counter() + 0.5  # the sounds read meanwhile, the last frame drawn
    while time.perf_counter() < settled:
        app.frame()
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        app.frame()
    used = 100 * (time.process_time() - cpu) / (time.perf_counter() - start)
    app.close()
    return used


if __name__ == "__main__":
    print(f"idle-cpu {child(sys.argv[1], float(sys.argv[2])):.3f}", flush=True)
