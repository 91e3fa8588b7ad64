"""Issue 36, 8: 'after a resume, "Since your last turn" lists fewer moves than before leaving':
it is the same after a resume. Every game: Ana plays (through her screen) with two computers
and people beside her, until it is her move again several times; at each, the screen's list is
compared with that of the same game saved and resumed on a fresh screen."""

from __future__ import annotations

import pytest

from ludicitude.core.bots import RandomBot
from ludicitude.games import GAMES
from ludicitude.ui.session import GameSession, SeatInfo

SEATS = [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue", "cpu"), SeatInfo("Cleo", "yellow"),
         SeatInfo("Dan", "green", "cpu")]


@pytest.mark.parametrize("game_id", ["cadenas", "cartes", "corsaire"])
def test_since_your_last_turn_is_the_same_after_a_resume(make_app, game_id):
    d = make_app()
    session = GameSession.new(game_id, SEATS, None, 5)
    scene = GAMES[game_id].scene()(d.app, session)
    d.app.push_scene(scene)
    chooser = RandomBot(3)
    compared = 0
    for _ in range(1500):
        d.settle(40)
        state = session.state
        if state.is_over or compared >= 4:
            break
        step = state.shared_step()
        people = [s for s in (step.seats if step is not None else state.to_act) if not session.is_bot(s)]
        if not people:
            d.frames(3)
            continue
        seat = step.closer if step is not None else people[0]
        if seat == 0 and scene.acted_at.get(0) is not None:
            live = [scene.texts.describe(e, session.names) for e in scene.since_last_action(0)]
            resumed_session = GameSession.from_dict(session.to_dict(), save_id=session.save_id)
            resumed = GAMES[game_id].scene()(d.app, resumed_session)
            again = [resumed.texts.describe(e, session.names) for e in resumed.since_last_action(0)]
            assert again == live, (len(again), len(live))
            compared += 1
        if step is not None:
            assert scene.act_shared({})  # nobody crosses: the closer's Done
        else:
            assert scene.act(seat, chooser.choose(state.view(seat), seat))
    assert compared >= 2, "Ana came back to her screen and was told the others' moves"
