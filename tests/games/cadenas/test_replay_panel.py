"""Issue 37, M8: "the Cadenas replay says '⚙ Ana choisit…' under the sum, as if the computer were
still thinking live": a replayed position's panel tells nothing of a computer choosing."""

from __future__ import annotations

import pygame

from ludicitude.ui.replay import ReplayScene
from tests.club_helpers import played_session


def test_a_replay_shows_no_computer_choosing(make_app, monkeypatch):
    from ludicitude.ui import theme

    d = make_app(size=(1024, 768), projector=True)
    session = played_session("cadenas", 2, seed=7)
    replay = ReplayScene(d.app, session.seats, session.record)
    d.app.push_scene(replay)
    d.settle()
    rendered: list[str] = []
    real = theme.render
    monkeypatch.setattr(theme, "render", lambda text, *a, **k: (rendered.append(text), real(text, *a, **k))[1])
    for _ in range(min(8, len(replay.states) - 1)):
        d.key(pygame.K_RIGHT, hurry=True)
    assert len(set(rendered)) > 20  # the tables were drawn, their words with them
    assert not [t for t in rendered if "choosing" in t], sorted(set(rendered))
