"""Perudo's package is held to the program's checks: ruff and mypy (the program's settings)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "perudo"
ROOT = PACKAGE.parent.parent.parent


def test_ruff_and_mypy_find_nothing_in_perudo():
    for tool in (["ruff", "check", str(PACKAGE.parent)], ["mypy", str(PACKAGE)]):
        proc = subprocess.run([sys.executable, "-m", *tool], cwd=ROOT, capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]


def test_the_rules_layer_imports_no_pygame_and_no_ui():
    """The program's layers: rules, bots, texts and the spec stay below the UI."""
    from ludicitude.testing.layers import imported_modules

    for name in ("rules.py", "events.py", "bots.py", "texts.py", "spec.py", "__init__.py"):
        mods = imported_modules(PACKAGE / name)
        assert not any(m.split(".")[0] == "pygame" or m.startswith("ludicitude.ui") for m in mods), (name, mods)
