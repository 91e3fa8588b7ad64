"""Watch the demo as a club's welcome screen shows it: a PNG every N seconds, named by the game on
screen, over a run of real time (12 minutes by default).

    python build/demo_series.py OUTDIR [--minutes 12] [--every 30] [--size 1280x720] [--lang fr]
                                       [--projector] [--seed 7]

The program's own demo runs in this process, on its real loop and clock, exactly as
``ludicitude --demo`` starts it (the launcher beneath, the demo over it); the window is SDL's
off-screen one unless a screen is set (``SDL_VIDEODRIVER``). Each picture is what the window shows
at that moment: ``demo-0007-03m30s-cadenas.png``. At the end it prints which games appeared and
writes ``index.txt`` (time, game, file); it exits 1 if a run of 12 minutes or more did not show
all four games. How to run it: ``docs/demo.md``.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from ludicitude.app import App
from ludicitude.games import GAMES
from ludicitude.settings import Settings
from ludicitude.ui.demo import DemoOverlay, start_demo
from ludicitude.ui.launcher import Launcher

#: a run at least this long must show every game (the demo gives each about 3 minutes)
FULL_RUN_MINUTES = 12.0


def shown_game(app: App) -> str:
    """The id of the game the demo shows now ("none" before the first one starts)."""
    overlay = next((s for s in app.stack.scenes if isinstance(s, DemoOverlay)), None)
    if overlay is None or overlay.game_scene is None:
        return "none"
    return str(overlay.game_scene.session.game.id)


def run(outdir: Path, minutes: float, every: float, size: tuple[int, int], lang: str, projector: bool,
        seed: int) -> list[tuple[float, str, Path]]:
    app = App(Settings(language=lang, projector=projector), size=size, persist_settings=False, autosave=False)
    shots: list[tuple[float, str, Path]] = []
    try:
        app.push_scene(Launcher(app))
        start_demo(app, seed)
        start = time.monotonic()
        next_shot = 0.0
        while app.running:
            app.frame()
            elapsed = time.monotonic() - start
            if elapsed >= next_shot:
                game = shown_game(app)
                app.draw()  # what the window shows now, drawn afresh
                path = outdir / f"demo-{len(shots):04d}-{int(elapsed) // 60:02d}m{int(elapsed) % 60:02d}s-{game}.png"
                pygame.image.save(app.screen, str(path))
                shots.append((elapsed, game, path))
                print(f"{elapsed:7.1f} s  {game:<10} {path.name}", flush=True)
                next_shot += every
            if elapsed >= minutes * 60:
                break
    finally:
        app.stack.clear()
        app.close()
    return shots


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("outdir", type=Path)
    p.add_argument("--minutes", type=float, default=FULL_RUN_MINUTES, help="how long to watch (real time)")
    p.add_argument("--every", type=float, default=30.0, help="seconds between two pictures")
    p.add_argument("--size", default="1280x720")
    p.add_argument("--lang", default="en", choices=("en", "fr"))
    p.add_argument("--projector", action="store_true")
    p.add_argument("--seed", type=int, default=7, help="the demo's dice (the same run every time)")
    a = p.parse_args()
    a.outdir.mkdir(parents=True, exist_ok=True)
    w, h = (int(x) for x in a.size.split("x"))
    shots = run(a.outdir, a.minutes, a.every, (w, h), a.lang, a.projector, a.seed)
    (a.outdir / "index.txt").write_text(
        "".join(f"{t:.1f}\t{game}\t{path.name}\n" for t, game, path in shots), encoding="utf-8")
    seen = list(dict.fromkeys(game for _t, game, _p in shots if game != "none"))
    print(f"{len(shots)} pictures over {a.minutes:g} min; games shown, in order: {', '.join(seen) or 'none'}")
    missing = [g for g in GAMES if g not in seen]
    if missing and a.minutes >= FULL_RUN_MINUTES:
        print(f"not shown: {', '.join(missing)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
