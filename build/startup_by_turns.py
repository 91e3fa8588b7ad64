"""Start-up by turns: the processor time of each tree's program to its first flip, against a bare
``import pygame; pygame.init()``, starts taken in turn, medians by round.

    python build/startup_by_turns.py TREE[,TREE...] [ROUNDS] [STARTS]

Each TREE is a checkout or a ``git archive`` of the program (put on ``PYTHONPATH`` in turn). The
program is started as a player starts it, with no arguments; it is stopped at its first
``pygame.display.flip`` (or ``update``), which any version of the program makes, so trees
without the bench's start-up probe are timed the same way. Bytecode is written and each tree's
launcher keeps its backdrop in a cache folder of its own (a first run of each, not counted).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile

_FIRST_FLIP = """
import os, sys, time
import pygame
flip, update = pygame.display.flip, pygame.display.update
def stop():
    print(f"first-frame {1000 * time.process_time():.3f}", flush=True)
    os._exit(0)
pygame.display.flip = lambda: (flip(), stop())
pygame.display.update = lambda *a: (update(*a), stop())
from ludicitude.__main__ import main
main([])
"""
_REFERENCE = "import time, pygame; pygame.init(); print(f'first-frame {1000 * time.process_time():.3f}')"


def _one(command: list[str], env: dict[str, str]) -> float:
    out = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120).stdout
    return float(next(ln for ln in out.splitlines() if ln.startswith("first-frame")).split()[1])


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    trees = argv[0].split(",")
    rounds = int(argv[1]) if len(argv) > 1 else 3
    starts = int(argv[2]) if len(argv) > 2 else 9
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # a player's install has its bytecode
    with tempfile.TemporaryDirectory(prefix="startup-by-turns-") as cache:
        envs = {tree: dict(env, PYTHONPATH=tree, XDG_CACHE_HOME=os.path.join(cache, str(i)))
                for i, tree in enumerate(trees)}
        program = [sys.executable, "-c", _FIRST_FLIP]
        for tree in trees:  # bytecode written, backdrop kept: not counted
            _one(program, envs[tree])
        for r in range(rounds):
            load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
            times: dict[str, list[float]] = {tree: [] for tree in trees}
            reference: list[float] = []
            for _ in range(starts):
                for tree in trees:
                    times[tree].append(_one(program, envs[tree]))
                reference.append(_one([sys.executable, "-c", _REFERENCE], env))
            ref = statistics.median(reference)
            print(f"round {r + 1} load {load:.2f} pygame.init {ref:.1f} ms " + " ".join(
                f"| {tree} {statistics.median(times[tree]):.1f} ms {statistics.median(times[tree]) / ref:.3f}x"
                for tree in trees), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
