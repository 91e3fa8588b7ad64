"""Assets are found from an installed wheel, not only from the source checkout; the README's
commands and CI agree."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_readme_test_command_is_the_one_ci_runs():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    command = 'python3 -m venv .venv && .venv/bin/python -m pip install -e ".[test]" && .venv/bin/python -m pytest'
    assert f"\n{command}\n" in readme
    assert f"\n{command}\n" in ci


def test_the_font_draws_french_accents():
    from ludicitude.resources import asset_path

    pygame.font.init()
    f = pygame.font.Font(str(asset_path("fonts", "DejaVuSans.ttf")), 20)
    for ch in "éèêàçôûœÉ":
        assert f.metrics(ch)[0] is not None, ch
    assert (asset_path("fonts", "LICENSE-DejaVu.txt")).exists()


def test_the_installed_wheel_finds_its_assets_and_starts_headless(tmp_path):
    wheels = tmp_path / "wheels"
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-w", str(wheels), str(ROOT)],
                           capture_output=True, text=True, timeout=600)
    if build.returncode != 0:
        pytest.fail(build.stdout[-2000:] + build.stderr[-2000:])
    wheel = next(wheels.glob("ludicitude-*.whl"))
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    py = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    # the new venv borrows pygame and platformdirs from this environment, nothing else
    site = subprocess.run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    Path(site, "borrowed.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(py), "install", "--no-deps", str(wheel)],
                   check=True, capture_output=True, timeout=300)
    shot = tmp_path / "from_wheel.png"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": ""}
    run = subprocess.run(
        [str(py), "-c", "import ludicitude.resources as r; print(r.assets_dir())"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert Path(run.stdout.strip()).is_relative_to(Path(site)), run.stdout  # not the checkout
    start = subprocess.run([str(py), "-m", "ludicitude", "--frames", "3", "--screenshot", str(shot)],
                           cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert start.returncode == 0, start.stderr
    assert pygame.image.load(str(shot)).get_size()[1] >= 480
