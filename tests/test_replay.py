"""Issue 29, 6: "any finished game can be stepped through, forward and back, turn by turn, drawn
by its own game screen, with every secret shown (the game is over)"; "a replay of a finished
game reaches its final scores"."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games import GAMES
from ludicitude.games.magouille.rules import FIRST_SECRET
from ludicitude.ui.launcher import Launcher
from ludicitude.ui.replay import ReplayScene
from tests.club_helpers import played_session


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_replay_steps_forward_and_back_and_reaches_the_final_scores(make_app, game_id):
    d = make_app(size=(1024, 768), projector=True)
    session = played_session(game_id, 3, seed=7)
    moves = len(session.record.moves)
    replay = ReplayScene(d.app, session.seats, session.record)
    d.app.push_scene(Launcher(d.app))
    d.app.push_scene(replay)
    d.settle()
    assert replay.index == 0
    start = d.pixels()
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RIGHT)
    assert replay.index == 2
    d.key(pygame.K_LEFT)
    assert replay.index == 1
    d.click_widget(replay.next)
    assert replay.index == 2
    d.click_widget(replay.previous)
    d.click_widget(replay.previous)
    assert replay.index == 0
    d.run_until_still()
    d.assert_settled()
    d.key(pygame.K_DOWN)  # the next round or turn
    texts = session.game.module("texts")
    assert texts.step_of(replay.state) != texts.step_of(replay.states[replay.index - 1])
    d.key(pygame.K_END)
    assert replay.index == moves
    assert replay.state.is_over and replay.state.scores == session.state.scores
    assert replay.state.to_dict() == session.state.to_dict()
    d.key(pygame.K_RIGHT)  # past the end: nothing moves
    assert replay.index == moves
    d.key(pygame.K_HOME)
    assert d.pixels()[:1024 * 3 * 600] == start[:1024 * 3 * 600]
    d.key(pygame.K_ESCAPE)
    d.settle()
    assert replay not in d.app.stack.scenes and isinstance(d.top, Launcher)


def test_a_replay_is_read_only_clicks_and_keys_on_the_game_change_nothing(make_app):
    d = make_app(size=(1024, 768))
    session = played_session("corsaire", 2, seed=2)
    replay = ReplayScene(d.app, session.seats, session.record)
    d.app.push_scene(replay)
    d.settle()
    d.key(pygame.K_RIGHT)
    before = [s.to_dict() for s in replay.states]
    for pos in ((200, 300), (500, 400), (800, 200), (100, 600)):
        d.click(pos)
    for key in (pygame.K_s, pygame.K_a, pygame.K_1, pygame.K_r, pygame.K_p):  # (Enter presses Next)
        d.key(key)
    assert replay.index == 1
    assert [s.to_dict() for s in replay.states] == before
    assert len(replay.inner().session.record.moves) == 0  # the game's screen played nothing


def test_a_replay_shows_the_faces_set_in_secret(make_app):
    d = make_app(size=(1024, 768))
    session = played_session("magouille", 3, seed=1)
    replay = ReplayScene(d.app, session.seats, session.record)
    d.app.push_scene(replay)
    d.settle()
    # the first position where two players have set their die and the third not yet
    i = next(i for i, s in enumerate(replay.states)
             if s.step == FIRST_SECRET and sum(f is not None for f in s.pending) == 2)
    replay.go(i)
    d.frames(2)
    state = replay.state
    faces = [f for f in state.pending if f is not None]
    assert state.view(None).pending != state.pending  # the table saw only who had chosen
    assert replay.inner().public.pending == state.pending  # the replay draws the whole state
    told = session.game.module("texts").secrets(state, session.names)
    assert all(f": {f}" in told for f in faces)
    with_secret = d.pixels()
    # the same position with other secret faces is drawn differently: the secret is on screen
    other = state.copy()
    other.pending = [None if f is None else 7 - f for f in state.pending]
    replay.states[i] = other
    replay._inner = None
    assert d.pixels() != with_secret


def test_a_record_of_another_game_is_refused_in_words():
    session = played_session("cartes", 2, seed=1)
    record = session.record
    record.moves.insert(0, record.moves[-1])
    with pytest.raises(ValueError, match="refused"):
        ReplayScene.__new__(ReplayScene).__init__(None, session.seats, record)  # type: ignore[arg-type]
