"""Leaving a game asks "Leave this game? It is saved: you can resume it later.": that is true from
the game's first screen, before anyone has moved (a game from the setup, and a "Play again, same
players"), so Saved games lists it. Driven with real keys and clicks."""

from __future__ import annotations

import pygame

from ludicitude.ui.dialogs import Confirm
from ludicitude.ui.end_screen import EndScreen
from ludicitude.ui.launcher import Launcher
from ludicitude.ui.saved_games import SavedGames
from ludicitude.ui.session import GameSession, SeatInfo

TWO = [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")]


def leave_and_open_saved_games(d) -> list[str]:
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, Confirm)
    d.click_widget(d.top.yes_button)
    d.settle()
    assert isinstance(d.top, Launcher)
    d.click_widget(d.top.resume_button)
    assert isinstance(d.top, SavedGames)
    return [saved.save_id for saved, *_ in d.top.rows]


def open_game(make_app):
    """A new game opened from the launcher, as the setup's Start does."""
    d = make_app()
    d.app.push_scene(Launcher(d.app))
    session = GameSession.new("cartes", TWO, None, 3)
    assert d.app.start_game(session)
    d.settle()
    return d, session


def test_a_game_left_before_its_first_move_is_in_saved_games(make_app):
    d, session = open_game(make_app)
    assert len(session.record.moves) == 0
    assert session.save_id in leave_and_open_saved_games(d)


def test_play_again_left_before_its_first_move_is_in_saved_games(make_app):
    d, session = open_game(make_app)
    scene = d.top
    d.app.push_scene(EndScreen(d.app, session))  # the end screen over its game, as when a game ends
    d.settle(max_frames=600)
    d.click_widget(d.top.again)
    d.settle()
    new = d.top.session
    assert new is not session and len(new.record.moves) == 0 and d.top is not scene
    assert new.save_id in leave_and_open_saved_games(d)


def test_play_again_makes_the_new_game_this_windows_and_lets_the_finished_one_go(make_app):
    """Issue 29, 2: "A game open in one window is closed to others": the rematch's new game is
    held by the window that plays it, as a game from the setup is."""
    from ludicitude.club import locks

    d, session = open_game(make_app)
    assert d.app.game_open == session.save_id
    d.app.push_scene(EndScreen(d.app, session))
    d.settle(max_frames=600)
    d.click_widget(d.top.again)
    d.settle()
    new = d.top.session
    assert d.app.game_open == new.save_id != session.save_id
    assert new.save_id in locks.held() and session.save_id not in locks.held()
