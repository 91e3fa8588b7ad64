"""What the bench measures on: the screens whose frames it times (the launcher, every game's
bench scene, the end screen's celebration), one whole frame, and how it starts the program in a
process of its own (``bench.py`` and ``bench_idle.py`` both use them)."""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable
from typing import Any


def celebrating_end_screen(app: Any) -> Any:
    """The end screen of a finished game (the first game's, four computers or as many as it
    takes) while its confetti fly: it throws them again whenever they have settled, so that every
    frame measured is one of them."""
    from ludicitude.games import GAMES
    from ludicitude.ui.end_screen import EndScreen
    from ludicitude.ui.session import GameSession, SeatInfo

    class Celebrating(EndScreen):
        def update(self, dt: float) -> None:
            super().update(dt)
            if self.celebration is not None and not self.celebration.playing:
                self.celebration.t = 0.0

    game = next(iter(GAMES.values()))
    players = (("Ana", "red"), ("Bob", "blue"), ("Cleo", "yellow"), ("Dominique", "green"))
    count = max(game.min_seats, min(len(players), game.max_seats))
    session = GameSession.new(game.id, [SeatInfo(name, ident, "cpu") for name, ident in players[:count]], None, 3)
    moves = _FINISHED.get(game.id)
    if moves is not None:  # the same game, asked again (one per size): its moves replayed
        for seat, action in moves:
            session.apply(seat, action)
        return Celebrating(app, session)
    moves = []
    while not session.state.is_over:
        seat = session.state.to_act[0]
        action = session.bots[seat].choose(session.state.view(seat), seat)
        moves.append((seat, action))
        session.apply(seat, action)
    _FINISHED[game.id] = moves
    return Celebrating(app, session)


#: the moves of the finished game each end screen shows, by game: decided once, replayed after
_FINISHED: dict[str, list[tuple[int, Any]]] = {}


def bench_screens(app: Any) -> dict[str, Callable[[], Any]]:
    """The screens whose frames the bench times, each made on demand: the launcher, every game's
    bench scene (its busiest moment, animating) and the end screen's celebration."""
    from ludicitude.games import GAMES
    from ludicitude.ui.launcher import Launcher

    screens: dict[str, Callable[[], Any]] = {"launcher": functools.partial(Launcher, app)}
    for game in GAMES.values():
        if game.bench_scene is not None:
            screens[game.id] = functools.partial(game.bench_scene(), app)
    screens["celebration"] = functools.partial(celebrating_end_screen, app)
    return screens


def full_frame(app: Any) -> None:
    """One whole frame: update, full redraw, flip (the window's last picture not taken up: a
    screen that draws only what moves, ``ui/still_picture.py``, draws it all)."""
    import pygame

    app.stack.update(1 / 60)
    app.drawings += 1
    app.draw()
    pygame.display.flip()


def child_env() -> dict[str, str]:
    """The environment of a program the bench starts: headless, bytecode as a player's install has it."""
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    # bytecode written and read, as in a player's install (a machine that forbids writing it
    # would time Python compiling the program at every start)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def program() -> list[str]:
    """How to start this program again: the packaged program itself, or Python with the package."""
    return [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "ludicitude"]


def resident_mib() -> float | None:
    """This process's resident memory in MiB (Linux's ``/proc``; None elsewhere)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            pages = int(f.read().split()[1])
        return round(pages * os.sysconf("SC_PAGE_SIZE") / 2**20, 1)
    except (OSError, ValueError, AttributeError, IndexError):
        return None


def high_water_mib() -> float | None:
    """The most resident memory this process has held, in MiB: Linux's ``VmHWM``, the high-water
    mark of this program's own memory. Not ``getrusage``'s ``ru_maxrss``, which a program started
    by another inherits from it (Linux keeps the most of the memory the process had before it
    became this program: a bench that has drawn 4K frames and starts the memory walk would give
    it its own most, 378 MiB once); ``ru_maxrss`` only where there is no ``/proc``."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return round(int(line.split()[1]) / 1024, 1)  # kB
    except (OSError, ValueError, IndexError):
        pass
    try:
        import resource

        most = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    except (ImportError, OSError):
        return None
    return round(most / (2**20 if sys.platform == "darwin" else 1024), 1)  # bytes on macOS, KiB elsewhere


def memory_walk(size: tuple[int, int], frames: int) -> dict[str, Any]:
    """Every bench screen one after the other in this process at ``size``, ``frames`` whole
    frames each, as a session visiting every screen would: the resident memory (MiB) after each
    screen is left, the most seen after a screen's frames (``peak``) and the most the process
    ever held (``most``, the system's own high-water mark: ``high_water_mib``)."""
    import gc

    from ludicitude.app import App
    from ludicitude.settings import Settings

    app = App(Settings(animation="normal"), size=size, persist_settings=False, autosave=False)
    out: dict[str, Any] = {"start": resident_mib()}
    peak = out["start"] or 0.0
    for name, make in bench_screens(app).items():
        app.stack.clear()
        app.stack.push(make())
        for _ in range(frames):
            full_frame(app)
        peak = max(peak, resident_mib() or 0.0)
        app.stack.clear()
        app.stack.update(0.0)  # as the next screen's first update would: what was left is looked at
        gc.collect()
        out[name] = resident_mib()
    app.close()
    out["peak"] = peak
    most = high_water_mib()
    if most is not None:
        out["most"] = most
    return out
