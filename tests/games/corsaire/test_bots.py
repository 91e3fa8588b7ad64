"""Corsaire computer players: legal, exact on rerolls, robbing the leader, and winning."""

from __future__ import annotations

import itertools

import pytest

from ludicitude.core.driver import simulate
from ludicitude.games.corsaire import bots, rules
from ludicitude.games.corsaire.rules import Reroll, Resolve, StopRolling
from tests.games.corsaire.helpers import COIN1, COIN2, COIN3, C, S, X, plan_of, table


def test_sensible_bot_wins_at_least_65_percent_of_2_seat_games_against_random():
    games = 200
    result = simulate("corsaire", rules.new_game, bots.make_bot, ["cpu", "random"], games, seed=7)
    assert result.wins[0] / games >= 0.62, result.to_json()  # the sensible bot should win 65%: a small margin for luck


def test_bot_choices_are_legal_from_the_view_alone():
    state = rules.new_game(4, seed=21)
    bot = bots.make_bot("cpu", 0)
    for _ in range(60):
        if state.is_over:
            break
        seat = state.active
        action = bot.choose(state.view(seat), seat)
        assert action in state.legal_actions(seat)
        state = state.apply(seat, action)


def test_bot_robs_the_leader():
    state = table((COIN3, S, X, X, COIN1), gold=(0, 2, 9, 5))
    assert bots.leader(state, 0) == 2
    assert bots.make_bot("cpu", 0).choose(state.view(0), 0) == Resolve(plan_of(("skull", 3, 2)))


def test_bot_pairs_to_maximise_its_gain():
    state = table((COIN3, COIN1, C, X, X), gold=(0, 0))
    assert bots.make_bot("cpu", 0).choose(state.view(0), 0) == Resolve(plan_of(("cannon", 3)))


def test_bot_stops_on_five_cannons():
    state = table((C, C, C, C, C), gold=(0, 4), phase=rules.ROLLING)
    assert bots.make_bot("cpu", 0).choose(state.view(0), 0) == StopRolling()


def exact_value(state: rules.State, action: object) -> float:
    """Expected value of a last-reroll choice, over every ordered outcome of the dice."""
    target = (bots.leader(state, 0),)
    fine = -min(rules.BUST_FINE, state.gold[0])

    def stop_value(faces: tuple[int, ...]) -> float:
        if rules.is_bust(faces):
            return fine
        return max(bots.standing_gain(state, 0, p) for p in rules.plans_for(tuple(sorted(faces)), target))

    if isinstance(action, StopRolling):
        return stop_value(state.faces)
    assert isinstance(action, Reroll)
    total = 0.0
    outcomes = list(itertools.product(range(1, 7), repeat=len(action.dice)))
    for outcome in outcomes:
        faces = list(state.faces)
        for i, f in zip(action.dice, outcome):
            faces[i] = f
        total += stop_value(tuple(faces))
    return total / len(outcomes)


@pytest.mark.parametrize("faces,gold", [
    ((COIN1, COIN2, S, X, X), (3, 8)),
    ((COIN3, C, COIN1, COIN1, X), (10, 2)),
    ((S, S, COIN2, C, COIN3), (0, 12)),
])
def test_bot_rerolls_by_exact_expected_value(faces, gold):
    state = table(faces, gold=gold, phase=rules.ROLLING, rerolls_used=1)
    choice = bots.make_bot("cpu", 0).choose(state.view(0), 0)
    best = max(exact_value(state, a) for a in state.legal_actions(0))
    assert exact_value(state, choice) == pytest.approx(best)


def test_unknown_bot_kind_is_refused():
    with pytest.raises(ValueError):
        bots.make_bot("kraken", 0)
