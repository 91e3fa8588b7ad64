"""Moves from outside the open screen (issue 26, section 7): the phones hub and the computer
route reach a game through ``GameSession.apply``, not through the screen's own input. "A test,
for every game, that applies a whole game's moves through the session while the screen draws
each frame": the screen must draw whatever state the session holds, whatever it was animating,
with any names."""

from __future__ import annotations

import random

import pytest

from ludicitude.games import GAMES
from ludicitude.ui.session import GameSession, SeatInfo

GAME_IDS = ["magouille", "cartes", "cadenas", "corsaire"]
#: odd names as they arrive from saves, --seats and phones ("Ana \u180e" showed the crash)
NAMES = ["Ana \u180e", "Bob\u200b", "\u202eCleo", "Dee\u00ad", "E\u2060li", "\ufeffFay"]
COLOURS = ["red", "blue", "yellow", "green", "purple", "orange"]


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", range(1, 9))
def test_a_whole_game_applied_through_the_session_while_the_screen_draws_each_frame(make_app, game_id, seed):
    game = GAMES[game_id]
    count = max(game.min_seats, min(game.max_seats, 2 + seed % 5))  # 2 to 6 players
    # people's seats, whose moves come from outside the screen, as a phone's or a computer route's
    seats = [SeatInfo(NAMES[i], COLOURS[i]) for i in range(count)]
    session = GameSession.new(game_id, seats, None, seed)
    outside = [game.module("bots").make_bot("random", seed * 10 + i) for i in range(count)]
    d = make_app(size=(1024, 768), animation="fast")
    scene = game.module("scene").GameScene(d.app, session)
    d.app.push_scene(scene)
    rng = random.Random(seed)
    d.frames(3)
    outside_moves = frames = 0
    while not session.state.is_over:
        state = session.state
        seat = state.to_act[0]
        if frames % 2 == 0:  # mid-animation too: nobody outside waits for the screen
            action = outside[seat].choose(state.view(seat), seat)
            if rng.random() < 0.5:
                session.apply(seat, action)  # past the screen
                d.app.dirty = True  # as the phones hub's poll says "something new to show"
            else:
                assert scene.apply_action(seat, action) is None  # the phones hub's door
            outside_moves += 1
        d.frames(1)  # the screen updates and draws the session's state as it now is
        frames += 1
        assert frames < 20000
    d.frames(30)
    assert session.state.is_over and outside_moves > 3
