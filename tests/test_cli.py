"""The command line: a wrong flag or value prints a clear error and exits 2, before any window."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from ludicitude.__main__ import main

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("argv, words", [
    (["--bogus"], "unrecognized arguments"),
    (["--lang", "de"], "invalid choice"),
    (["--game", "chess"], "invalid choice"),
    (["--game", "magouille", "--seats", "Ana,Bob"], "3 to 8 players"),
    (["--game", "cadenas", "--seats", "Ana,,Bob"], "separated by commas"),
    (["--seats", "Ana,Bob"], "--seats needs --game"),
    (["--seed", "abc"], "not a whole number"),
    (["--frames", "0"], "must be 1 or more"),
    (["--size", "big"], "not a size"),
    (["--screenshot", "x.png"], "--screenshot needs --frames"),
    (["--frames", "2", "--screenshot", "x.jpg"], ".png"),
    (["--game", "corsaire", "--seats", "Ana,ana"], "same name"),
    (["simulate", "--game", "corsaire", "--seats", "cpu,wizard"], "unknown seat kind"),
    (["simulate"], "required"),
    (["--game", "magouille", "--phones", "--host", "evil.example"], "one of this computer's IP addresses"),
    (["--host", "127.0.0.1"], "go with --game or --resume"),
])
def test_a_wrong_flag_or_value_exits_2_with_a_clear_message(argv, words, capsys):
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    assert words in capsys.readouterr().err
    assert not pygame.display.get_init()  # no window was opened


def test_help_prints_usage_and_exits_0(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    for flag in ("--fullscreen", "--lang", "--game", "--seats", "--seed", "--frames", "--screenshot"):
        assert flag in out


def test_frames_and_screenshot_draw_the_launcher_and_exit(tmp_path):
    shot = tmp_path / "launcher.png"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    proc = subprocess.run([sys.executable, "-m", "ludicitude", "--frames", "3", "--screenshot", str(shot),
                           "--size", "1024x768", "--lang", "fr"], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    img = pygame.image.load(str(shot))
    assert img.get_size() == (1024, 768)


def test_simulate_writes_the_json_of_the_design_notes(tmp_path, capsys):
    out = tmp_path / "sim.json"
    assert main(["simulate", "--game", "corsaire", "--games", "20", "--seats", "cpu,random",
                 "--json", str(out)]) == 0
    data = json.loads(out.read_text())
    # the design notes' keys, and each win rate with its 95 % interval (issue 18)
    assert set(data) == {"game", "games", "seats", "wins", "games_per_second", "win_rates", "tally"}
    assert data["game"] == "corsaire" and data["games"] == 20 and data["seats"] == ["cpu", "random"]
    assert sum(data["wins"]) >= 20
    for wins, rate in zip(data["wins"], data["win_rates"]):
        assert rate["rate"] == wins / 20 and 0 <= rate["low"] <= rate["rate"] <= rate["high"] <= 1
        assert rate["high"] - rate["low"] > 0.1  # 20 games leave a wide interval
    assert data["tally"] == {}  # Corsaire counts nothing of its own
    assert "wins" in capsys.readouterr().out


def test_simulate_counts_magouille_s_rounds_rounds_scored_and_wins_by_points(tmp_path):
    # "a score strictly above the target wins at once": a win by points, against the last
    # player standing; and the rounds where "the smallest face shown by exactly one player scores"
    out = tmp_path / "sim.json"
    assert main(["simulate", "--game", "magouille", "--games", "10", "--seats", "random,random,random",
                 "--json", str(out)]) == 0
    tally = json.loads(out.read_text())["tally"]
    assert set(tally) == {"rounds", "rounds_scored", "won_by_points"}
    assert 10 <= tally["rounds"] and 0 < tally["rounds_scored"] < tally["rounds"]
    assert 0 <= tally["won_by_points"] <= 10


def test_host_chooses_the_address_phones_join_on():
    """Issue 27: "`--host` (and a setting) to choose the address"; a settings file naming
    something else than an IP address is set aside."""
    from ludicitude.cli import parse_app_args
    from ludicitude.settings import Settings

    args = parse_app_args(["--game", "magouille", "--phones", "--host", "192.168.1.20"])
    assert args.host == "192.168.1.20"
    Settings(phones_host="192.168.1.20").validate()
    Settings(phones_host="").validate()
    for bad in ("evil.example", "192.168.1.300", 5):
        with pytest.raises(ValueError):
            Settings(phones_host=bad).validate()  # type: ignore[arg-type]
