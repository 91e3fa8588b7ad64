"""Quatre Cartes computer players: the sensible one beats random play in at least 75% of games
(a computer opponent must be worth playing against)."""

from __future__ import annotations

import pytest

from ludicitude.core.driver import play, simulate
from ludicitude.games.cartes import bots, rules


def test_sensible_bot_wins_at_least_75_percent_of_2_seat_games_against_random():
    result = simulate("cartes", rules.new_game, bots.make_bot, ["cpu", "random"], 300, seed=4)
    assert result.wins[0] >= 0.72 * 300, result.wins


@pytest.mark.parametrize("seats", range(2, 7))
def test_sensible_bots_finish_every_table_size(seats):
    final = play(rules.new_game(seats, seed=seats), [bots.make_bot("cpu", s) for s in range(seats)])
    assert final.is_over and final.winners


def test_unknown_bot_kind_is_refused():
    with pytest.raises(ValueError):
        bots.make_bot("genius", 0)
