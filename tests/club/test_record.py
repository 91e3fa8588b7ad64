"""A game's record (club/record.py): the start state and every move, through the rules, reach
exactly the position the table saw; a shared step is one move of several seats."""

from __future__ import annotations

import json

import pytest

from ludicitude.club.record import GameRecord, Move
from ludicitude.core.dice import Dice
from ludicitude.games import GAMES
from ludicitude.ui.session import GameSession, SeatInfo

PLAYABLE = list(GAMES.values())
IDENTITIES = ("red", "blue", "yellow", "green")


def seats(n):
    return [SeatInfo(f"P{i}", IDENTITIES[i], "human") for i in range(n)]


def play_to_the_end(session: GameSession, seed: int) -> None:
    """Random legal moves until the game is over; a shared step is closed with random choices
    (some seats choosing, some not), as the table would."""
    rng = Dice.from_seed(seed)
    for _ in range(20_000):
        state = session.state
        if state.is_over:
            return
        step = state.shared_step()
        if step is not None and rng.below(3) > 0:
            choices = {}
            for seat in step.seats:
                offered = state.shared_actions(seat)
                if offered and rng.below(2):
                    choices[seat] = offered[rng.below(len(offered))]
            session.close_shared(choices)
            continue
        seat = state.to_act[rng.below(len(state.to_act))]
        actions = state.legal_actions(seat)
        session.apply(seat, actions[rng.below(len(actions))])
    raise AssertionError("no end")


@pytest.mark.parametrize("game", PLAYABLE, ids=lambda g: g.id)
def test_a_whole_random_game_replays_from_its_record_to_the_same_final_state(game):
    session = GameSession.new(game.id, seats(max(game.min_seats, 3)), None, seed=7)
    play_to_the_end(session, seed=3)
    record = session.record
    assert record.game_id == game.id and len(record.moves) > 10
    assert record.final_state().to_dict() == session.state.to_dict()
    states = list(record.states())
    assert len(states) == len(record.moves) + 1
    assert states[0].to_dict() == record.start and not states[0].is_over and states[-1].is_over
    # through JSON text and back: the same record, the same final state
    again = GameRecord.from_dict(json.loads(json.dumps(record.to_dict())))
    assert again == record
    assert again.final_state().to_dict() == session.state.to_dict()


def test_the_white_sum_of_cadenas_is_one_shared_move_of_the_seats_that_chose():
    session = GameSession.new("cadenas", seats(3), None, seed=5)
    session.close_shared({})  # the active player's action 1 (nobody else chooses in it)
    assert session.record.moves[-1] == Move((), (), True)
    play_to_the_end(session, seed=1)
    assert any(m.shared and len(m.seats) > 1 for m in session.record.moves)
    assert session.record.final_state().to_dict() == session.state.to_dict()


def test_the_record_is_written_before_the_listeners_hear_of_the_move():
    session = GameSession.new("corsaire", seats(3), None, seed=2)
    heard = []
    session.listeners.append(lambda s: heard.append(len(s.record.moves)))
    seat = session.state.to_act[0]
    session.apply(seat, session.state.legal_actions(seat)[0])
    assert heard == [1]


def test_a_saved_session_brings_back_its_record_or_starts_one_at_the_saved_position():
    session = GameSession.new("cartes", seats(3), None, seed=4)
    for _ in range(6):
        seat = session.state.to_act[0]
        session.apply(seat, session.state.legal_actions(seat)[0])
    back = GameSession.from_dict(json.loads(json.dumps(session.to_dict())))
    assert back.record == session.record and len(back.record.moves) == 6
    without = GameSession.from_dict(session.to_dict(with_record=False))
    assert without.record.moves == [] and without.record.start == session.state.to_dict()


def test_a_record_that_does_not_reach_the_saved_position_is_refused():
    session = GameSession.new("cartes", seats(3), None, seed=4)
    seat = session.state.to_act[0]
    session.apply(seat, session.state.legal_actions(seat)[0])
    d = session.to_dict()
    d["record"]["moves"] = []
    with pytest.raises(ValueError):
        GameSession.from_dict(d)


@pytest.mark.parametrize("bad", [
    None, [], {"game": "chess", "start": {"game": "chess"}, "moves": []},
    {"game": "cartes", "start": {"game": "cadenas"}, "moves": []},
    {"game": "cartes", "start": {"game": "cartes"}, "moves": {}},
    {"game": "cartes", "start": {"game": "cartes"}, "moves": [{"seats": [0, 1], "actions": [{"type": "Stop"}],
                                                               "shared": False}]},
    {"game": "cartes", "start": {"game": "cartes"}, "moves": [{"seats": [0], "actions": [{"type": "Stop"}],
                                                               "shared": 1}]},
    {"game": "cartes", "start": {"game": "cartes"}, "moves": [{"seats": [-1], "actions": [{"type": "Stop"}],
                                                               "shared": False}]},
    {"game": "cartes", "start": {"game": "cartes"}, "moves": [{"seats": [0], "actions": ["Stop"],
                                                               "shared": False}]},
], ids=range(9))
def test_a_record_of_the_wrong_shape_is_a_value_error(bad):
    with pytest.raises(ValueError):
        GameRecord.from_dict(bad)


def test_a_move_the_rules_refuse_stops_the_replay_with_a_value_error():
    session = GameSession.new("cartes", seats(3), None, seed=4)
    record = GameRecord(session.record.game_id, session.record.start,
                        [Move((2,), ({"type": "Stop"},), False)])  # not seat 2's turn
    with pytest.raises(ValueError, match="move 1"):
        record.final_state()
