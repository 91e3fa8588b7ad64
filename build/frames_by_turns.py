"""The program's own frames of the bench's game scenes, timed in turn with the reference frame
(``ludicitude.bench.baseline_frame``), sample by sample: ``time`` gives the p50 and p95 in wall
and in processor time (``time.thread_time``) and their ratios to the reference's p95; ``prof``
a cProfile (processor time) over the frames. The App is built as ``bench_frames`` builds it and a
frame is ``app.frame(block=False, cap=False)`` (its ``normal``). Run from outside the checkouts,
each on ``PYTHONPATH`` in turn (docs/performance.md, "Drawing only what moves, by turns")::

    python build/frames_by_turns.py time magouille,cartes,cadenas,corsaire 1920x1080 400
"""

from __future__ import annotations

import cProfile
import io
import os
import pstats
import sys
import time


def timed(app, screen, samples: int) -> str:
    """One scene's frames and the reference's, in turn: a line of figures."""
    from ludicitude.bench import baseline_frame, summary

    base = baseline_frame(app.screen)
    wall: tuple[list[float], list[float]] = ([], [])
    cpu: tuple[list[float], list[float]] = ([], [])
    for _ in range(5):
        app.frame(block=False, cap=False)
        base()
    for _ in range(samples):
        for k, fn in enumerate((base, lambda: app.frame(block=False, cap=False))):
            t, c = time.perf_counter(), time.thread_time()
            fn()
            cpu[k].append((time.thread_time() - c) * 1000)
            wall[k].append((time.perf_counter() - t) * 1000)
    out = [screen]
    for name, (ref, own) in (("wall", wall), ("cpu", cpu)):
        r, o = summary(ref), summary(own)
        out.append(f"{name} p50 {o['p50']:.2f} p95 {o['p95']:.2f} ref p95 {r['p95']:.2f} "
                   f"ratio {o['p95'] / r['p95']:.2f}")
    return " | ".join(out)


def profiled(app, samples: int) -> str:
    """A cProfile (processor time) of ``samples`` frames, by own time and by cumulative time."""
    for _ in range(5):
        app.frame(block=False, cap=False)
    profile = cProfile.Profile(time.thread_time)
    profile.enable()
    for _ in range(samples):
        app.frame(block=False, cap=False)
    profile.disable()
    text = io.StringIO()
    for order in ("tottime", "cumtime"):
        pstats.Stats(profile, stream=text).sort_stats(order).print_stats(35)
    return text.getvalue()


def main(argv: list[str]) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ludicitude.app import App
    from ludicitude.bench_screens import bench_screens
    from ludicitude.settings import Settings

    mode, games = argv[0], argv[1].split(",")
    sizes = [tuple(int(n) for n in s.split("x")) for s in (argv[2] if len(argv) > 2 else "1920x1080").split(",")]
    samples = int(argv[3]) if len(argv) > 3 else 300
    for size in sizes:
        app = App(Settings(animation="normal"), size=size, persist_settings=False, autosave=False)
        screens = bench_screens(app)
        for game in games:
            app.stack.clear()
            app.stack.push(screens[game]())
            label = f"{game} {size[0]}x{size[1]}"
            print(timed(app, label, samples) if mode == "time" else f"{label}\n{profiled(app, samples)}", flush=True)
        app.stack.clear()
        app.close()


if __name__ == "__main__":
    main(sys.argv[1:])
