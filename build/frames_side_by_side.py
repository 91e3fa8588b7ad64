"""The bench's frames, each timed in turn with the bare-pygame reference frame, sample by sample,
in wall time and in the main thread's processor time: on a shared machine the load then falls on
both alike, and the ratios can be compared between two trees run by turns.

    cd /tmp   # outside every checkout: the tree timed is the one on PYTHONPATH
    PYTHONPATH=<tree> python <checkout>/build/frames_side_by_side.py 60 1920x1080,3840x2160

One JSON line: for each screen and size, [p50, p95 ms, reference p50, p95 ms, wall ratio p50,
p95, processor-time ratio p50, p95]. It imports only what every tree since the bench's scenes
has (``App``, the registry's ``bench_scene``, ``ludicitude.bench``'s reference and summary), so
an older tree can be timed by the same file.
"""

from __future__ import annotations

import functools
import json
import os
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


from ludicitude.app import App
from ludicitude.bench import baseline_frame, bench_screens, full_frame, summary
from ludicitude.settings import Settings


def main(samples: int, sizes: list[str]) -> dict[str, object]:
    out: dict[str, object] = {}
    for name_of_size in sizes:
        w, h = (int(x) for x in name_of_size.split("x"))
        app = App(Settings(animation="normal"), size=(w, h), persist_settings=False, autosave=False)
        reference = baseline_frame(app.screen)
        for name, make in bench_screens(app).items():
            app.stack.clear()
            app.stack.push(make())
            frame = functools.partial(full_frame, app)

            wall: tuple[list[float], list[float]] = ([], [])
            cpu: tuple[list[float], list[float]] = ([], [])
            for _ in range(3):
                frame()
                reference()
            for _ in range(samples):
                for k, fn in enumerate((frame, reference)):
                    c, t = time.thread_time(), time.perf_counter()
                    fn()
                    wall[k].append((time.perf_counter() - t) * 1000)
                    cpu[k].append((time.thread_time() - c) * 1000)
            a, b, ca, cb = summary(wall[0]), summary(wall[1]), summary(cpu[0]), summary(cpu[1])
            entry = out.setdefault(name, {})
            assert isinstance(entry, dict)
            entry[name_of_size] = [a["p50"], a["p95"], b["p50"], b["p95"],
                                   round(a["p50"] / b["p50"], 2), round(a["p95"] / b["p95"], 2),
                                   round(ca["p50"] / max(cb["p50"], 1e-6), 2),
                                   round(ca["p95"] / max(cb["p95"], 1e-6), 2)]
        app.stack.clear()
        app.close()
    return out


if __name__ == "__main__":
    print(json.dumps(main(int(sys.argv[1]), sys.argv[2].split(","))))
