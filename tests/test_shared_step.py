"""The "several seats choose, one closes" step of the game interface (core/game.py, SharedStep),
proven with Cadenas's white sum (RULINGS.md "Cadenas": every player may cross the sum of the two
white dice, the active player first, then the others) and with the toy game, which has none."""

from __future__ import annotations

import pytest

from ludicitude.core.dice import Dice
from ludicitude.core.errors import IllegalAction
from ludicitude.games.cadenas import rules
from ludicitude.games.cadenas.events import Passed
from ludicitude.games.cadenas.rules import Cross, CrossPair, Pass
from tests import toygame


def test_a_game_without_a_shared_step_offers_none_and_refuses_to_close_one():
    state = toygame.new_game(3, seed=1)
    assert state.shared_step() is None
    assert state.shared_actions(0) == []
    with pytest.raises(IllegalAction):
        state.close_shared({})


def test_the_white_sum_is_for_every_player_at_once_active_player_first_and_closing():
    state = rules.new_game(4, seed=5)
    state = state.close_shared({})  # turn of seat 0: its action 1 ...
    state = state.apply(0, Pass())  # ... and action 2
    step = state.shared_step()
    assert step is not None
    assert step.seats == (1, 2, 3, 0)  # the active player first, then the others in seat order
    assert step.closer == 1
    assert step.nothing == Pass()
    assert state.active == 1 and state.action == 1


def test_in_action_2_nobody_chooses_together():
    state = rules.new_game(3, seed=2).close_shared({})
    assert state.action == 2
    assert state.shared_step() is None
    assert state.shared_actions(0) == []


def random_choices(state: rules.State, rng: Dice) -> dict[int, object]:
    step = state.shared_step()
    assert step is not None
    out = {}
    for seat in step.seats:
        actions = state.shared_actions(seat)
        pick = actions[rng.below(len(actions))]
        if pick != Pass() or rng.below(2):  # a seat that passes may also choose nothing at all
            out[seat] = pick
    return out


@pytest.mark.parametrize("seed", range(40))
def test_closing_the_step_is_applying_every_choice_in_the_rulings_order(seed):
    """Property: the same game as the sequential one, whatever the order the choices came in;
    one player's cross never makes another's illegal (a locked row closes at the end of action 1)."""
    rng = Dice.from_seed(seed)
    state = rules.new_game(2 + seed % 5, options={"penalty": ("as_written", "classic")[seed % 2]}, seed=seed)
    for _turn in range(60):
        if state.is_over:
            break
        choices = random_choices(state, rng)
        step = state.shared_step()
        assert step is not None
        expected = state
        for seat in step.seats:
            expected = expected.apply(seat, choices.get(seat, Pass()))
        backwards = dict(reversed(list(choices.items())))
        assert state.close_shared(choices) == expected
        assert state.close_shared(backwards) == expected
        state = expected
        if not state.is_over:
            actions = state.legal_actions(state.active)
            state = state.apply(state.active, actions[rng.below(len(actions))])
    assert state.is_over


def test_a_player_who_does_nothing_crosses_nothing_and_takes_no_grey_box():
    """Rule card: only the active player takes grey boxes; the others may simply not cross."""
    state = rules.new_game(3, seed=8)
    after = state.close_shared({0: Cross(state.shared_actions(0)[0].row)})
    assert after.grey == [0, 0, 0]
    assert after.marks[1] == state.marks[1] and after.marks[2] == state.marks[2]
    assert [e.seat for e in after.events if isinstance(e, Passed)] == [1, 2]


def test_the_active_player_who_crosses_nothing_in_action_1_takes_a_grey_box_as_written():
    """Rule card, penalty as written: a grey box for each action without a cross; classic: none yet."""
    assert rules.new_game(3, seed=8).close_shared({}).grey == [1, 0, 0]
    assert rules.new_game(3, options={"penalty": "classic"}, seed=8).close_shared({}).grey == [0, 0, 0]


def test_a_refused_choice_refuses_the_whole_close_and_nothing_changes():
    state = rules.new_game(3, seed=8)
    before = state.to_dict()
    with pytest.raises(IllegalAction):
        state.close_shared({1: CrossPair(0, "red")})  # action 2's kind of cross, in action 1
    with pytest.raises(IllegalAction):
        state.close_shared({5: Pass()})  # no such seat in the step
    assert state.to_dict() == before


def test_a_game_saved_in_the_middle_of_action_1_resumes_with_the_players_still_to_choose():
    """Saves of the current format (action 1 answered one player after the other) still load:
    the players who had their say are out of the shared step."""
    state = rules.new_game(4, seed=3).apply(0, Pass()).apply(1, Pass())
    saved = state.to_dict()
    assert saved["format"] == rules.State.format_version == 1
    loaded = rules.State.from_dict(saved)
    step = loaded.shared_step()
    assert step is not None and step.seats == (2, 3) and step.closer == 0
    assert loaded.shared_actions(1) == []
    assert loaded.close_shared({}).action == 2
