"""The slowest check that needs no test's setup, started with the whole run: mypy over the
program (about 16 s of processor time from a clean clone, without its cache). The run's first
process starts it beside the tests (``tests/conftest.py``), where it takes the processor time the
tests leave while they wait (frames, browsers, programs started); the test that asserts on it
(``tests/test_lint.py``) waits for its result. Run alone, or with a choice of tests, the test
runs the check itself."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: the folder holding each early check's output; set by the run's first process for its workers
FOLDER = "LUDICITUDE_TESTS_EARLY_CHECKS"
CHECKS = {"mypy": [sys.executable, "-m", "mypy"]}

_started: list[subprocess.Popen] = []


def start() -> None:
    """Start every check in the background; its output and status land in a folder named in the
    environment, read by the processes the run starts next (pytest's workers)."""
    folder = Path(tempfile.mkdtemp(prefix="ludicitude-early-checks-"))
    os.environ[FOLDER] = str(folder)
    for name, command in CHECKS.items():
        out = open(folder / f"{name}.out", "w")  # closed when the check ends
        proc = subprocess.Popen(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT, text=True)
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


def run(name: str, timeout: float = 600) -> tuple[int, str]:
    """The check's status and output: the early run's if this run started one, else run now."""
    folder = os.environ.get(FOLDER)
    if folder:
        status = Path(folder) / f"{name}.status"
        end = time.monotonic() + timeout
        while not status.exists():
            assert time.monotonic() < end, f"the early {name} did not end within {timeout} s"
            time.sleep(0.2)
        return int(status.read_text()), (Path(folder) / f"{name}.out").read_text()
    proc = subprocess.run(CHECKS[name], cwd=ROOT, capture_output=True, text=True, timeout=timeout)
    return proc.returncode, proc.stdout + proc.stderr
