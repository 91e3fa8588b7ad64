"""The gaps between frames of a game on screen while the club season is read (issue 35: "without
a pause in the game on screen"): the program, headless, with a club folder of many tables'
books, a Magouille game open, frames run at 60 a second while the season is read at start.
Prints the largest gap between two frames, the 99th percentile and the median, for the season
read in its own process (the program's way) and, with ``--thread``, on a worker thread of the
window's process (where no process can be started). Run both side by side: on a shared machine
only their comparison means something.

    python build/club_frames.py [--tables 50] [--games 1000] [--thread] [--books FOLDER]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path


def frames(app, going, gaps: list[float] | None = None) -> list[float]:
    """The gaps between frames (seconds), at 60 frames a second, while ``going()``."""
    gaps = [] if gaps is None else gaps
    last = time.perf_counter()
    while going():
        app.frame(block=False)
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - last)))
        now = time.perf_counter()
        gaps.append(now - last)
        last = now
    return gaps


def figures(gaps: list[float]) -> str:
    ordered = sorted(gaps)
    if os.environ.get("LUDICITUDE_FRAMES_DETAIL"):
        print("largest gaps (frame, ms):", sorted(enumerate(round(g * 1000) for g in gaps), key=lambda x: -x[1])[:6])
    largest, p99, median = (ordered[i] * 1000 for i in (-1, int(len(ordered) * 0.99), len(ordered) // 2))
    return f"largest gap {largest:.0f} ms, 99th percentile {p99:.0f} ms, median {median:.0f} ms"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--thread", action="store_true", help="read on a thread of the window's process")
    parser.add_argument("--books", type=Path, help="a folder of books made before (made there if empty)")
    args = parser.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    work = Path(tempfile.mkdtemp(prefix="ludicitude-frames-"))
    for name in ("CONFIG", "DATA", "STATE"):  # a laptop of its own: no cache yet (a first reading)
        os.environ[f"XDG_{name}_HOME"] = str(work / name.lower())
    from ludicitude.bench_club import make_books
    from ludicitude.club import link
    from ludicitude.testing.driver import new_app
    from ludicitude.ui.session import GameSession, SeatInfo

    books = args.books or work / "club"
    books.mkdir(parents=True, exist_ok=True)
    if not any(books.iterdir()):
        make_books(books, args.tables, args.games)
    if args.thread:
        def no_process() -> None:
            raise OSError("read on the thread")

        link.reading_process = no_process  # type: ignore[assignment]
    seats = [SeatInfo(n, c, "human") for n, c in zip(("Ana", "Bob", "Cleo"), ("red", "blue", "green"))]
    driver = new_app(club_folder=str(books), animation="normal")  # the season's reading asked at start
    app = driver.app
    app.start_game(GameSession.new("magouille", seats, None, 1))
    reading = frames(app, lambda: app.club.version == 0)
    count = len(reading)
    after: list[float] = []  # (the same game, as many frames, the season read: the machine's own gaps)
    frames(app, lambda: len(after) < count, after)
    players = len(app.club.stats["players"]) if app.club.stats else 0
    app.club.close()
    how = "thread" if args.thread else "process"
    print(f"{how}: {len(reading)} frames while reading ({players} people): {figures(reading)}")
    print(f"{how}: as many frames after the reading: {figures(after)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
