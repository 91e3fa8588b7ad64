"""Issue 37, M8: "the Cadenas replay says '⚙ Ana choisit…' under the sum, as if the computer were
still thinking live": a replayed position's panel tells nothing of a computer choosing."""

from __future__ import annotations

import pygame

from tests.test_replay_look import rendered_texts, replay_of


def test_a_replay_shows_no_computer_choosing(make_app, monkeypatch):
    d, replay = replay_of(make_app, "cadenas", 2, 7, projector=True)
    rendered = rendered_texts(monkeypatch)
    for _ in range(min(8, len(replay.states) - 1)):
        d.key(pygame.K_RIGHT, hurry=True)
    assert len(set(rendered)) > 20  # the tables were drawn, their words with them
    assert not [t for t in rendered if "choosing" in t], sorted(set(rendered))
