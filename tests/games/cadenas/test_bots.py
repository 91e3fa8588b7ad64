"""Cadenas computer players: the sensible one wins, weighs its crosses, and uses only its view."""

from __future__ import annotations

import time

import pytest

from ludicitude.core.bots import RandomBot
from ludicitude.core.driver import play, simulate
from ludicitude.games.cadenas import bots, rules
from ludicitude.games.cadenas.rules import Cross, CrossPair, Pass
from tests.games.cadenas.sheets import table


@pytest.mark.parametrize("penalty", [rules.PENALTY_AS_WRITTEN, rules.PENALTY_CLASSIC])
def test_the_sensible_bot_wins_at_least_90_percent_of_two_seat_games_against_random(penalty):
    result = simulate("cadenas", rules.new_game, bots.make_bot, ["cpu", "random"], 300,
                      seed=11, options={"penalty": penalty})
    assert result.wins[0] / result.games >= 0.88, result.to_json()


def test_make_bot_gives_the_sensible_and_the_random_player():
    assert isinstance(bots.make_bot("cpu", 1), bots.SensibleBot)
    assert isinstance(bots.make_bot("random", 1), RandomBot)
    with pytest.raises(ValueError):
        bots.make_bot("genius", 1)


def test_the_bot_passes_rather_than_closing_most_of_a_row_when_passing_is_free():
    # seat 1 is not the active player: the white sum 11 would close nine boxes of the red or
    # yellow row, and is already behind the crosses of green and blue
    state = table(2, sheets={1: {"green": [10], "blue": [9]}}, whites=(5, 6)).apply(0, Pass())
    assert state.legal_actions(1) == [Cross("red"), Cross("yellow"), Pass()]
    assert bots.SensibleBot(1).choose(state.view(1), 1) == Pass()


def test_the_bot_crosses_the_next_box_of_a_row():
    state = table(2, sheets={1: {"red": [2, 3, 4]}}, whites=(2, 3)).apply(0, Pass())
    assert bots.SensibleBot(1).choose(state.view(1), 1) == Cross("red")


def test_the_bot_takes_a_grey_box_only_when_it_pays():
    # active, action 2: 6 + 5 = 11 in red or yellow would close nine boxes; a grey box is cheaper
    bad = table(2, sheets={0: {"green": [10], "blue": [10]}}, whites=(6, 6),
                colours={c: 5 for c in rules.ROWS})
    bad = bad.apply(0, Pass()).apply(1, Pass())
    assert bad.legal_actions(0) == [CrossPair(0, "red"), CrossPair(0, "yellow"), Pass()]
    assert bots.SensibleBot(1).choose(bad.view(0), 0) == Pass()
    # a box right next to the last cross is worth more than dodging a grey box costs
    good = table(2, sheets={0: {"yellow": [2, 3, 4, 5, 6, 7]}}, whites=(2, 6),
                 colours={"yellow": 2, "red": 1, "green": 1, "blue": 1})
    good = good.apply(0, Pass()).apply(1, Pass())
    assert bots.SensibleBot(1).choose(good.view(0), 0) == CrossPair(1, "yellow")


def test_the_bot_locks_a_second_row_when_it_is_ahead_and_not_when_behind():
    # blue is already locked by seat 0; seat 1 could lock red with the white 12, ending the game
    blue_locked = [12, 11, 10, 9, 8, 2]
    seat_1 = {"red": [2, 3, 4, 5, 6], "green": [12]}

    def table_where_seat_0_has(extra: dict, grey: int) -> rules.State:
        state = table(2, sheets={0: {"blue": blue_locked, **extra}, 1: seat_1},
                      closed=("blue",), whites=(6, 6), grey={0: grey})
        return state.apply(0, Pass())

    ahead = table_where_seat_0_has({}, grey=2)  # seat 0: 28 - 15 = 13; seat 1 would have 28
    assert ahead.legal_actions(1) == [Cross("red"), Pass()]
    assert bots.SensibleBot(1).choose(ahead.view(1), 1) == Cross("red")
    behind = table_where_seat_0_has({"yellow": [2, 3, 4, 5, 6, 7]}, grey=0)  # seat 0: 44
    assert bots.SensibleBot(1).choose(behind.view(1), 1) == Pass()


def test_the_bot_chooses_from_its_view_only_and_always_legally():
    state = rules.new_game(4, seed=3)
    players = [bots.make_bot("cpu", s) for s in range(4)]
    final = play(state, players)
    assert final.is_over


def test_a_sensible_decision_is_quick():
    state = rules.new_game(6, seed=4)
    bot = bots.make_bot("cpu", 0)
    worst = 0.0
    for _ in range(200):
        if state.is_over:
            break
        seat = state.to_act[0]
        start = time.perf_counter()
        action = bot.choose(state.view(seat), seat)
        worst = max(worst, time.perf_counter() - start)
        state = state.apply(seat, action)
    assert worst < 0.1
