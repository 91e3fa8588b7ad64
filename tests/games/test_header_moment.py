"""Issue 36, 8: "a header, banner or recap never shows what the table has not yet shown
(Magouille's header 'Round 3' behind round 2's reveal; Perudo's 'Round 2' over round 1's Dudo):
the header during a reveal or a tumble names the round being revealed". Every game is played by
its computers on a real screen until the moment in question; the words drawn then are read."""

from __future__ import annotations

import importlib.util

import pytest

from ludicitude.core.timeline import Tumble
from ludicitude.games import GAMES
from ludicitude.ui import theme
from ludicitude.ui.session import GameSession, SeatInfo

SEATS = [SeatInfo("Ana", "red", "cpu"), SeatInfo("Bob", "blue", "cpu"), SeatInfo("Cleo", "yellow", "cpu")]


def watch(make_app, monkeypatch, game_id, moment, seed=3, frames=6000):
    """The game's computers play on a 1024x768 projector screen, animations at normal speed,
    until ``moment(scene)``; the words drawn on that frame, and the scene."""
    d = make_app(size=(1024, 768), projector=True, animation="normal")
    scene = GAMES[game_id].scene()(d.app, GameSession.new(game_id, SEATS, None, seed))
    d.app.push_scene(scene)
    drawn: list[str] = []
    real = theme.render
    monkeypatch.setattr(theme, "render", lambda text, *a, **k: (drawn.append(text), real(text, *a, **k))[1])
    for _ in range(frames):
        d.frames(1)
        if moment(scene):  # that frame drawn again whole (nothing cached): every word it shows
            drawn.clear()
            d.app.dirty = True
            for s in d.app.stack.visible():
                if hasattr(s, "still_changed"):
                    s.still_changed()
            d.app.draw()
            return drawn, scene
        d.wait(0.05)
    raise AssertionError("the moment never came")


def test_magouille_s_header_names_the_round_being_revealed_not_the_next(make_app, monkeypatch):
    def round_end_revealed(scene):
        reveal = scene.reveal
        return reveal is not None and reveal.number == 2 and scene.moment().flipped \
            and scene.state.round > reveal.round
    drawn, scene = watch(make_app, monkeypatch, "magouille", round_end_revealed)
    revealed, begun = scene.reveal.round, scene.state.round
    assert f"Round {revealed} · The dice are revealed" in drawn
    assert not any(t.startswith(f"Round {begun}") for t in drawn), [t for t in drawn if "Round" in t]


@pytest.mark.parametrize("game_id", ["cartes", "cadenas", "corsaire"])
def test_during_a_tumble_the_banner_does_not_tell_the_roll_still_tumbling(make_app, monkeypatch, game_id):
    """While dice tumble, the banner's words are those of the moment before the roll: the
    faces of the roll in the air are told when the dice land."""
    texts = GAMES[game_id].texts()

    def tumbling(scene):
        tumble = scene.timeline.current(Tumble)
        return tumble is not None and len(scene.state.events) > 12
    drawn, scene = watch(make_app, monkeypatch, game_id, tumbling)
    newest = texts.describe(scene.state.events[-1], scene.session.names)
    rolled = [texts.describe(e, scene.session.names) for e in scene.state.events[-3:]]
    rolled = [t for t in rolled if t and ("roll" in t)]
    assert rolled, "the roll in the air is in the log"
    assert not any(r and any(r in t or t in r and len(t) > 20 for t in drawn) for r in rolled), (rolled, newest)


@pytest.mark.skipif(importlib.util.find_spec("perudo") is None, reason="Perudo is not installed")
def test_perudo_s_header_over_a_dudo_names_the_dudo_s_round(make_app, monkeypatch):
    def dudo_shown(scene):
        return scene.reveal is not None and scene.state.round > 1 and not scene.playing()
    drawn, scene = watch(make_app, monkeypatch, "perudo", dudo_shown)
    begun = scene.state.round
    assert not any(f"Round {begun}" in t for t in drawn), [t for t in drawn if "Round" in t]
    assert not any("opens the bidding" in t for t in drawn), drawn
