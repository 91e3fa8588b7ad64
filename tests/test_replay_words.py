"""Issue 36, 8: "A replay shows live instructions ('Keys: … R reroll, S stop and apply')":
replays use replay words. Every game's replay, its seats people's (whose live screens say what
to press), draws no instruction to press or click anything on the table, only the replay's own."""

from __future__ import annotations

import re

import pygame
import pytest

from ludicitude.games import GAMES
from ludicitude.ui.replay import ReplayScene
from ludicitude.ui.session import SeatInfo
from tests.club_helpers import played_session

#: the words of a live table's instructions, in English
LIVE = re.compile(r"\b(Keys|[Cc]lick|[Pp]ress|[Tt]ap|Enter|Choose|Pick)\b|\(\w\)$")
#: the replay's own bar (it takes Left/Right and L), which are a replay's words
OWN = ("Left/Right: a move", "Right shows the move", "Replay:", "F1: rules")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_replays_positions_say_nothing_a_live_player_would_press(make_app, monkeypatch, game_id):
    from ludicitude.ui import theme

    d = make_app(size=(1024, 768), projector=True)
    session = played_session(game_id, 3, seed=7)
    people = [SeatInfo(s.name, s.identity, "human") for s in session.seats]
    replay = ReplayScene(d.app, people, session.record)
    d.app.push_scene(replay)
    d.settle()
    rendered: list[str] = []
    real = theme.render
    monkeypatch.setattr(theme, "render", lambda text, *a, **k: (rendered.append(text), real(text, *a, **k))[1])
    for _ in range(min(40, len(replay.states) - 1)):  # each position drawn once, as it is stepped to
        d.key(pygame.K_RIGHT, hurry=True)
    seen = [t for t in rendered if not any(o in t for o in OWN)]
    assert len(set(seen)) > 20  # the tables were drawn, their words with them
    live = sorted({t for t in seen if LIVE.search(t)})
    assert not live, live
