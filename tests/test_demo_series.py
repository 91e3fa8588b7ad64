"""build/demo_series.py: pictures of the real demo over time, each named by the game on show."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pygame

from ludicitude.games import GAMES

SCRIPT = Path(__file__).resolve().parent.parent / "build" / "demo_series.py"


def test_the_series_writes_a_picture_every_few_seconds_named_by_the_game_on_show(tmp_path):
    spec = importlib.util.spec_from_file_location("demo_series", SCRIPT)
    assert spec is not None and spec.loader is not None
    series = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(series)
    shots = series.run(tmp_path, minutes=0.04, every=0.5, size=(640, 480), lang="fr", projector=False, seed=7)
    assert len(shots) >= 4  # 2.4 s of demo, a picture every half second
    assert [t for t, _g, _p in shots] == sorted(t for t, _g, _p in shots)
    first_game = next(iter(GAMES))
    for _t, game, path in shots:  # "none" while the demo fades in, then its first game
        assert game in ("none", first_game) and path.name.endswith(f"-{game}.png")
        assert pygame.image.load(str(path)).get_size() == (640, 480)
    assert shots[-1][1] == first_game
