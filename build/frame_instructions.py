"""The machine instructions of a frame of the bench's game scenes, counted by ``valgrind
--tool=callgrind``: a figure that does not move with the machine's load, for comparing two trees
on a shared or noisy machine where timings of a few milliseconds do. Each tree's scene is run at
60 frames a second of animation (a steady clock: the same frames every run), ``FRAMES`` frames
after ten, and once with none; the difference over ``FRAMES`` is a frame's count. The reference
frame (``ludicitude.bench.baseline_frame``) is counted the same way. Instructions are not time
(a fill is a few instructions a pixel, Python many a step): the timed ratios stay the yardstick
(docs/performance.md); this says which of two trees does less, and by how much.

Run from outside the trees, with valgrind installed::

    python build/frame_instructions.py /tmp/before,/path/to/checkout cartes,cadenas 120
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile

#: one run in a tree: the scene (or the reference, ``-``) and its frames after ten
RUN = """
import os, sys
os.environ.setdefault("SDL_VIDEODRIVER", "dummy"); os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
from ludicitude.app import App
from ludicitude.settings import Settings
game, frames = sys.argv[1], int(sys.argv[2])
size = tuple(int(v) for v in sys.argv[3].split("x"))
app = App(Settings(animation="normal"), size=size, persist_settings=False, autosave=False)
class Steady:
    def tick(self, *_):
        return 1000 / 60
if game == "-":
    from ludicitude.bench import baseline_frame
    frame = baseline_frame(app.screen)
else:
    app.clock = Steady()
    try:
        from ludicitude.bench_screens import bench_screens
        scene = bench_screens(app)[game]()
    except ImportError:  # a tree from before the bench's screens had a module of their own
        from ludicitude.games import GAMES
        scene = GAMES[game].provides("bench_scene")(app)
    app.stack.push(scene)
    frame = lambda: app.frame(block=False, cap=False)
for _ in range(10 + frames):
    frame()
"""


def counted(tree: str, game: str, frames: int, size: str) -> int:
    """The instructions of one run of ``RUN`` in ``tree``."""
    with tempfile.TemporaryDirectory() as folder:
        script, out = os.path.join(folder, "run.py"), os.path.join(folder, "callgrind.out")
        with open(script, "w", encoding="utf-8") as f:
            f.write(RUN)
        env = {**os.environ, "PYTHONPATH": tree}
        done = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable,
                               script, game, str(frames), size], env=env, capture_output=True, text=True)
        found = re.search(r"Collected : (\d+)", done.stderr)
        if done.returncode or found is None:
            raise SystemExit(f"{tree} {game}: {done.stderr[-1500:]}")
        return int(found.group(1))


def per_frame(tree: str, game: str, frames: int, size: str) -> float:
    return (counted(tree, game, frames, size) - counted(tree, game, 0, size)) / frames


def main(argv: list[str]) -> None:
    trees, games = argv[0].split(","), argv[1].split(",")
    frames = int(argv[2]) if len(argv) > 2 else 120
    size = argv[3] if len(argv) > 3 else "1920x1080"
    reference = per_frame(trees[0], "-", frames, size)
    print(f"reference {reference / 1e6:.2f} M instructions a frame ({size})", flush=True)
    for game in games:
        counts = [per_frame(tree, game, frames, size) for tree in trees]
        print(game, " | ".join(f"{tree}: {n / 1e6:.2f} M ({n / reference:.2f}x the reference)"
                               for tree, n in zip(trees, counts)), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
