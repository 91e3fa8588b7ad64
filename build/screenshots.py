"""Render screens to PNG files, to look at them (and for the README).

    python build/screenshots.py OUTDIR [--sizes 1024x768,1920x1080] [--langs en,fr] [--projector]

Each screen is drawn headless, at every size and language asked for. Games add their own
screens through the tests' ``screenshot_positions()`` (``tests/games/<id>/positions.py``, found
by ``tests.games.looks``), when they have one: they are a checkout's, not the program's.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from ludicitude.app import App
from ludicitude.games import GAMES
from ludicitude.settings import Settings
from ludicitude.ui.launcher import Launcher
from ludicitude.ui.rules_screen import RulesScreen
from ludicitude.ui.settings_screen import SettingsScreen
from ludicitude.ui.setup import Setup
from tests.games.looks import screenshot_positions


def shell_screens(app: App) -> dict[str, object]:
    return {
        "launcher": lambda: Launcher(app),
        "setup": lambda: Setup(app, GAMES["magouille"]),
        "setup-6": lambda: _setup_full(app),
        "setup-8-levels": lambda: _setup_levels(app),
        "settings": lambda: SettingsScreen(app),
        **{f"rules-{g}": (lambda g=g: RulesScreen(app, GAMES[g])) for g in GAMES},
    }


def _setup_full(app: App) -> Setup:
    s = Setup(app, GAMES["cartes"])
    while s.add_button.enabled:
        s.add_seat()
    return s


def _setup_levels(app: App) -> Setup:
    """Magouille's eight seats, people and computers at every level the game has."""
    s = Setup(app, GAMES["magouille"])
    while s.add_button.enabled:
        s.add_seat()
    for i, row in enumerate(s.rows):
        row.kind.index = (i * 3) % len(row.kind.options)  # human, then the levels in turn
        row.seat.kind = row.kind.value
    return s


def shoot(app: App, make: Any, path: Path) -> None:
    """Draw ``make()`` (a scene, or None for the launcher alone) over the launcher into ``path``."""
    app.stack.clear()
    app.stack.push(Launcher(app))
    scene = make()
    if scene is not None:
        app.stack.push(scene)
    for _ in range(3):
        app.frame(block=False)
    app.draw()
    pygame.image.save(app.screen, str(path))


def render(outdir: Path, sizes: list[tuple[int, int]], langs: list[str], projector: bool,
           only: str | None) -> list[Path]:
    written = []
    for lang in langs:
        for size in sizes:
            app = App(Settings(language=lang, animation="instant", projector=projector), size=size,
                      persist_settings=False)
            app.seed = 3
            app.think_wait = True  # the computers' choices are on the picture, however busy the machine
            screens = dict(shell_screens(app))
            for game in GAMES.values():
                positions = screenshot_positions(game)
                if positions:
                    for name, make in positions(app).items():
                        screens[f"{game.id}-{name}"] = make
            for name, make in screens.items():
                if only and not name.startswith(only):
                    continue
                path = outdir / f"{name}-{lang}-{size[0]}x{size[1]}.png"
                shoot(app, make, path)
                written.append(path)
            app.stack.clear()
            app.close()
    return written


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("outdir", type=Path)
    p.add_argument("--sizes", default="1024x768,1920x1080")
    p.add_argument("--langs", default="en,fr")
    p.add_argument("--projector", action="store_true")
    p.add_argument("--only", help="only screens whose name starts with this")
    a = p.parse_args()
    a.outdir.mkdir(parents=True, exist_ok=True)
    sizes = [tuple(int(x) for x in s.split("x")) for s in a.sizes.split(",")]
    for path in render(a.outdir, sizes, a.langs.split(","), a.projector, a.only):  # type: ignore[arg-type]
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
