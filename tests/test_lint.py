"""The code stays ruff-clean, and the rules core and bots type-check with mypy (settings in pyproject)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests import early_checks

ROOT = Path(__file__).resolve().parent.parent


def test_ruff_finds_nothing():
    proc = subprocess.run([sys.executable, "-m", "ruff", "check", "ludicitude", "tests", "build"], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]


def test_mypy_accepts_the_rules_layer(tmp_path):
    # started with the whole run when the whole run is asked for (tests/early_checks.py)
    status, output, _folder = early_checks.run("mypy", tmp_path)
    assert status == 0, output[-6000:]
