"""Demo mode: computers play the four games one after another; any key brings the launcher back."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame

from ludicitude.games import GAMES
from ludicitude.ui.demo import DemoOverlay, demo_games, start_demo
from ludicitude.ui import theme
from ludicitude.ui.launcher import Launcher

ROOT = Path(__file__).resolve().parent.parent


def test_demo_plays_every_game_in_turn_to_its_end(make_app):
    assert demo_games() == [g.id for g in GAMES.values() if g.has("scene")]
    d = make_app(animation="instant")
    d.app.push_scene(Launcher(d.app))
    start_demo(d.app, seed=3)
    d.frames(1)
    overlay = d.top
    assert isinstance(overlay, DemoOverlay)
    finished = []
    current = overlay.game_scene
    for _i in range(60_000):
        d.frames(1)
        if overlay.game_scene is not current:
            assert current.state.is_over  # a game is left only once it is over
            finished.append(current.session.game.id)
            current = overlay.game_scene
            if len(finished) == len(demo_games()):
                break
    assert finished == demo_games()
    assert overlay.game_scene.session.game.id == demo_games()[0]  # and it loops


def test_the_game_is_laid_out_above_the_demo_caption_so_nothing_hides_behind_it(make_app):
    for size in ((1024, 768), (3840, 2160)):
        d = make_app(size=size, animation="instant")
        d.app.push_scene(Launcher(d.app))
        start_demo(d.app, seed=2)
        d.frames(3)
        overlay = d.top
        w, h = size
        band_top = int(h * 0.9)
        assert overlay.game_scene._laid_for == (w, band_top)  # the game's whole screen ends at the band
        screen = d.app.screen
        # the band is the caption's alone: its top line is drawn right across the screen, in the accent colour
        assert all(screen.get_at((x, band_top))[:3] == theme.ACCENT for x in (1, w // 3, w // 2, w - 2))
        assert d.app.stack.visible() == [overlay]  # the overlay draws the game itself, once


def test_any_key_ends_the_demo_and_brings_back_the_launcher(make_app):
    d = make_app(animation="instant")
    d.app.push_scene(Launcher(d.app))
    start_demo(d.app, seed=4)
    d.frames(5)
    d.key(pygame.K_a)
    d.settle()
    assert isinstance(d.top, Launcher) and len(d.app.stack.scenes) == 1


def test_demo_runs_headless_through_all_four_games_from_the_command_line(tmp_path):
    """`ludicitude --demo --frames N`, headless: the computers play every game in turn, and
    start again with the first. The real program keeps to 60 frames a second, so every frame
    costs wall time: with seed 2 the loop is back at its first game after about 760 frames."""
    config = tmp_path / "config"
    (config / "ludicitude").mkdir(parents=True)
    (config / "ludicitude" / "settings.json").write_text(json.dumps({"format": 1, "animation": "instant"}))
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LUDICITUDE_DEMO_TRACE": "1",
           "XDG_CONFIG_HOME": str(config), "XDG_DATA_HOME": str(tmp_path / "data")}
    shot = tmp_path / "demo.png"
    proc = subprocess.run([sys.executable, "-m", "ludicitude", "--demo", "--frames", "1000", "--seed", "2",
                           "--size", "1024x768", "--screenshot", str(shot)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    played = [line.split()[1] for line in proc.stdout.splitlines() if line.startswith("demo: ")]
    assert played[:5] == [*demo_games(), demo_games()[0]], played
    assert pygame.image.load(str(shot)).get_size() == (1024, 768)
