"""The slowest checks that need no test's setup, started with the whole run: mypy over the
program (about 16 s of processor time from a clean clone, without its cache) and the headless
command-line demo through every game (about 9 s, nearly all of it waiting for its 60 frames a
second); and, beside them, the slowest computer games the tests start from
(``tests/played_cache.py``). The run's first process starts them beside the tests (``tests/conftest.py``), where they
take the processor time the tests leave while they wait, instead of holding a worker; the tests
that assert on them (``tests/test_lint.py``, ``tests/test_demo.py``) wait for their results. Run
alone, or with a choice of tests, a test runs its check itself."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: the folder holding each early check's output; set by the run's first process for its workers
FOLDER = "LUDICITUDE_TESTS_EARLY_CHECKS"


def _mypy(folder: Path) -> tuple[list[str], dict[str, str]]:
    return [sys.executable, "-m", "mypy"], {}


def _demo(folder: Path) -> tuple[list[str], dict[str, str]]:
    """`ludicitude --demo --frames N`, headless, each game cut after 1.5 s (tests/test_demo.py,
    test_demo_runs_headless_through_all_four_games_from_the_command_line, says why these figures);
    its screenshot is ``demo.png`` in ``folder``."""
    from ludicitude.ui.demo import demo_games

    config = folder / "demo-config"
    (config / "ludicitude").mkdir(parents=True)
    (config / "ludicitude" / "settings.json").write_text(json.dumps({"format": 1, "animation": "instant"}))
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LUDICITUDE_DEMO_TRACE": "1",
           "LUDICITUDE_DEMO_GAME_SECONDS": "1.5", "XDG_CONFIG_HOME": str(config),
           **{f"XDG_{kind}_HOME": str(folder / f"demo-{kind.lower()}") for kind in ("DATA", "STATE", "CACHE")}}
    frames = str(130 * len(demo_games()))  # each game at most 102 frames, then the first again
    return [sys.executable, "-m", "ludicitude", "--demo", "--frames", frames, "--seed", "2", "--size", "1024x768",
            "--screenshot", str(folder / "demo.png")], env


def _played(folder: Path) -> tuple[list[str], dict[str, str]]:
    """Not a check: the slowest computer games the tests start from, played into the run's folder
    before a worker asks for them (``tests/played_cache.py``)."""
    return [sys.executable, "-m", "tests.played_cache"], {}


CHECKS: dict[str, Callable[[Path], tuple[list[str], dict[str, str]]]] = {
    "mypy": _mypy, "demo": _demo, "played": _played}

_started: list[subprocess.Popen] = []


def start() -> None:
    """Start every check in the background; its output and status land in a folder named in the
    environment, read by the processes the run starts next (pytest's workers)."""
    folder = Path(tempfile.mkdtemp(prefix="ludicitude-early-checks-"))
    os.environ[FOLDER] = str(folder)
    for name, make in CHECKS.items():
        command, env = make(folder)
        out = open(folder / f"{name}.out", "w")  # closed when the check ends
        proc = subprocess.Popen(command, cwd=ROOT, env={**os.environ, **env}, stdout=out,
                                stderr=subprocess.STDOUT, text=True)
        _started.append(proc)

        def wait(proc: subprocess.Popen = proc, out=out, name: str = name) -> None:
            code = proc.wait()
            out.close()
            (folder / f"{name}.tmp").write_text(str(code))
            (folder / f"{name}.tmp").replace(folder / f"{name}.status")  # whole, once there

        threading.Thread(target=wait, daemon=True).start()


def stop() -> None:
    """End the checks still running (a run stopped early) and drop their folder."""
    for proc in _started:
        if proc.poll() is None:
            proc.terminate()
            proc.wait()
    _started.clear()
    folder = os.environ.pop(FOLDER, None)
    if folder:
        shutil.rmtree(folder, ignore_errors=True)


def run(name: str, here: Path, timeout: float = 600) -> tuple[int, str, Path]:
    """The check's status, its output (stdout and stderr) and its folder: the early run's if this
    run started one, else run now in ``here`` (a test's own folder)."""
    folder = os.environ.get(FOLDER)
    if folder:
        status = Path(folder) / f"{name}.status"
        end = time.monotonic() + timeout
        while not status.exists():
            assert time.monotonic() < end, f"the early {name} did not end within {timeout} s"
            time.sleep(0.2)
        return int(status.read_text()), (Path(folder) / f"{name}.out").read_text(), Path(folder)
    command, env = CHECKS[name](here)
    proc = subprocess.run(command, cwd=ROOT, env={**os.environ, **env}, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True, timeout=timeout)
    return proc.returncode, proc.stdout, here
