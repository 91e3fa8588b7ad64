"""When something goes wrong: a crash report in the user's log folder and a message that names it.

An unexpected error used to be a traceback on a terminal nobody sees (a double-clicked program has
none). Now the entry point hands it to ``report_crash``: the report (time, version, platform,
traceback, the game being played) goes to the user's log folder, the window closes, and the
player is told in words where the report is and that the game is kept: saves are written after
every action (``saves.py``), so the last one is already on disk and is left alone here.
The report never holds a game's state or seed: a seed foretells the dice, and a state holds the
players' secrets.

The same module shows start-up messages (``--help``, a wrong flag) when the program has no
console: a windowed program on Windows has no standard output, so they go to a message box.
"""

from __future__ import annotations

import io
import os
import platform
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ludicitude import __version__, files
from ludicitude.core.i18n import _

TITLE = "Ludicitude"


def display_available() -> bool:
    """True when a message box can be seen: a desktop session and a real video driver."""
    if os.environ.get("SDL_VIDEODRIVER", "") in ("dummy", "offscreen"):
        return False
    if sys.platform in ("win32", "darwin"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def show_message(text: str, *, error: bool = True) -> None:
    """Tell the player: a line on the terminal when there is one, a message box on a desktop."""
    if sys.__stderr__ is not None:  # None in a windowed program on Windows
        print(text, file=sys.__stderr__, flush=True)
    if not display_available():
        return
    try:
        import pygame

        pygame.display.message_box(TITLE, text, "error" if error else "info")
    except Exception:  # no message system: the terminal line is all we can do
        pass


def playing_game_id(app: Any) -> str | None:
    """The id of the game on the screen (the topmost scene that holds a game session), if any."""
    for scene in reversed(getattr(getattr(app, "stack", None), "scenes", [])):
        session = getattr(scene, "session", None)
        game = getattr(session, "game", None)
        if game is not None:
            return str(game.id)
    return None


def platform_line() -> str:
    try:
        import pygame

        graphics = f"pygame-ce {pygame.version.ver} (SDL {'.'.join(map(str, pygame.get_sdl_version()))})"
    except Exception:  # the report must be written even if pygame is the trouble
        graphics = "pygame not loaded"
    packaged = "packaged" if getattr(sys, "frozen", False) else "from source"
    return (f"{platform.platform()} ({sys.platform}), Python {platform.python_version()}, "
            f"{graphics}, {packaged}")


def report_text(exc: BaseException, game_id: str | None, when: float) -> str:
    """The report: what a developer needs to find the fault, and nothing of the players' game."""
    stamp = time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(when))
    return "\n".join([
        "Ludicitude crash report",
        f"time: {stamp}",
        f"version: {__version__}",
        f"platform: {platform_line()}",
        f"game: {game_id or 'none (no game on the screen)'}",
        "",
        "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)).rstrip(),
        "",
    ])


def write_report(exc: BaseException, game_id: str | None, *, when: float | None = None) -> Path:
    """Write the report to a new file in the user's log folder and return its path."""
    when = time.time() if when is None else when
    folder = files.log_dir()
    folder.mkdir(parents=True, exist_ok=True)
    base = f"crash-{time.strftime('%Y%m%d-%H%M%S', time.gmtime(when))}"
    path = folder / f"{base}.txt"
    n = 1
    while path.exists():
        path = folder / f"{base}-{n}.txt"
        n += 1
    path.write_text(report_text(exc, game_id, when), encoding="utf-8")
    return path


def report_crash(exc: BaseException, app: Any = None) -> int:
    """Write the report, close the window, tell the player; the exit status to return (1)."""
    game_id = playing_game_id(app)
    try:
        path: Path | None = write_report(exc, game_id)
    except OSError as err:
        path, problem = None, err.strerror or str(err)
    try:
        import pygame

        pygame.display.quit()  # a full-screen window would hide the message
    except Exception:  # closing is a courtesy; the message matters more
        pass
    if path is not None:
        lines = [_("Ludicitude stopped after an unexpected error. A report was written to {path}")
                 .format(path=path)]
    else:
        lines = [_("Ludicitude stopped after an unexpected error, and the report could not be written "
                   "({error}).").format(error=problem),
                 "".join(traceback.format_exception_only(type(exc), exc)).strip()]
    if game_id is not None:
        lines.append(_("Your game was saved after its last move: \"Saved games\" takes it up again."))
    show_message("\n".join(lines))
    return 1


def without_console(run: Callable[[], int], *, show_output: bool) -> int:
    """Run ``run`` in a program with no standard output (windowed, on Windows). What argparse
    prints before stopping (``--help``, ``--version``, a wrong flag's message) is shown in a
    message box instead of being lost, and so is the rest of the output when ``show_output`` (a
    subcommand's result) or when the run failed; a window's ordinary chatter is dropped."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    out = io.StringIO()
    saved = sys.stdout, sys.stderr
    sys.stdout = sys.stderr = out
    stopped = False
    try:
        code = run()
    except SystemExit as stop:
        stopped = True
        code = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 2)
    finally:
        sys.stdout, sys.stderr = saved
    text = out.getvalue().strip()
    if text and (stopped or show_output or code != 0):
        hint = _("For the command line, run ludicitude-cli.exe (in the folder download) in a terminal: it "
                 "writes its answers there.")
        show_message(f"{text}\n\n{hint}", error=code != 0)
    return code
