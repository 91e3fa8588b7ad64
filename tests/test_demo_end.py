"""The demo's games end on their end screens (issue 37: "an end screen with a podium, the reason
the game ended, and a celebration ... and the demo shows all of it"): a game played to its end
shows its podium, its reason and its confetti above the caption before the next game; a game the
demo cuts short shows the ranking as it stands and says why it stopped."""

from __future__ import annotations

import pygame

from ludicitude.games import GAMES
from ludicitude.ui.end_screen import EndScreen
from tests.test_demo import demo_with_a_time_limit


def run_until(d, done, frames: int = 60_000) -> None:
    for _i in range(frames):
        d.frames(1)
        if done():
            return
    raise AssertionError("not reached")


def test_a_game_cut_short_shows_the_ranking_as_it_stands_on_its_podium_with_why_it_stopped(make_app):
    d, overlay = demo_with_a_time_limit(make_app, seed=5, seconds=1e9)
    first = overlay.game_scene
    assert first.session.game.id == "magouille"
    playing = d.pixels()
    overlay.game_seconds = overlay.played + 0.05
    run_until(d, lambda: overlay.end is not None, 60)
    end = overlay.end
    assert isinstance(end, EndScreen) and not first.state.is_over
    assert end.widgets == []  # no button: any key ends the demo
    assert "three minutes" in end.reason
    d.frames(2)
    assert end.steps, "the podium is drawn"
    scores = first.state.scores
    leader = max(range(len(scores)), key=lambda s: scores[s])
    assert leader in end.steps and d.pixels() != playing
    h = d.app.screen.get_height()
    assert all(step.bottom <= int(h * 0.9) for step in end.steps.values())  # above the caption band
    cut = first.state
    run_until(d, lambda: overlay.game_scene is not first, 400)
    assert first.state is cut  # nothing played on under the ranking it shows
    assert overlay.end is None  # the next game starts on its table


def test_a_game_played_to_its_end_shows_its_own_end_screen_and_celebration_before_the_next(make_app):
    d, overlay = demo_with_a_time_limit(make_app, seed=3, seconds=1e9)
    while overlay.game_scene.session.game.id != "corsaire":  # a short game: to its end in a few seconds
        overlay.game_seconds = overlay.played + 0.05
        first = overlay.game_scene
        run_until(d, lambda first=first: overlay.game_scene is not first, 2000)
    overlay.game_seconds = 1e9
    game = overlay.game_scene
    run_until(d, lambda: overlay.end is not None)
    assert game.state.is_over and not game.busy()  # the last move shown first
    end = overlay.end
    assert end.celebration is not None  # made as it opened (instant animations: over at once)
    winners = game.state.winners
    assert GAMES["corsaire"].texts().why_ended(game.state, game.session.names) == end.reason != ""
    d.frames(1)
    assert set(winners) <= set(end.steps)


def test_at_normal_speed_the_demo_s_end_screen_celebrates_then_settles_by_itself(make_app):
    from ludicitude.testing.driver import FixedClock
    from ludicitude.ui.demo import DemoOverlay

    d = make_app(animation="normal")
    d.app.clock = FixedClock()
    overlay = DemoOverlay(d.app, seed=5)
    d.app.push_scene(overlay)
    d.frames(1)
    overlay.game_seconds = overlay.played + 0.05
    run_until(d, lambda: overlay.end is not None, 60)
    end = overlay.end
    assert end.celebration is not None and end.celebration.playing
    confetti = d.pixels()
    run_until(d, lambda: not end.celebration.playing, 600)  # the confetti settle by themselves
    d.frames(1)
    assert d.pixels() != confetti and overlay.end is end  # the settled podium, still before the next game


def test_a_key_during_the_demo_s_end_screen_still_ends_the_demo(make_app):
    d, overlay = demo_with_a_time_limit(make_app, seed=5, seconds=1e9)
    overlay.game_seconds = overlay.played + 0.05
    run_until(d, lambda: overlay.end is not None, 60)
    d.key(pygame.K_SPACE)
    d.settle()
    from ludicitude.ui.launcher import Launcher

    assert isinstance(d.top, Launcher)


def test_a_moment_s_caption_gives_way_when_the_table_shows_something_new(make_app):
    from ludicitude.core.timeline import Wait

    d, overlay = demo_with_a_time_limit(make_app, seed=3, seconds=1e9)
    scene = overlay.game_scene
    run_until(d, lambda: overlay.moment is not None and not scene.busy(), 3000)
    held = overlay.moment[0]
    overlay.follow_moments(0.01)
    assert overlay.moment is not None and overlay.caption() == held  # held while the table rests
    scene.play([Wait(name="next reveal", seconds=1.0)], factor=1.0)  # the table moves on: a new reveal plays
    assert scene.busy()
    overlay.follow_moments(0.01)
    assert overlay.moment is None and overlay.caption() != held
