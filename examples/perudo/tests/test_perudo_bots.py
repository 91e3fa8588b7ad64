"""Perudo's computer players: three levels, each a different player, and the stronger ones win
more often than random bidders (``ludicitude simulate``'s driver)."""

from __future__ import annotations

from ludicitude.core.bots import LEVELS
from ludicitude.core.driver import simulate
from ludicitude.games import GAMES
from perudo.bots import bid_chance, chance_at_least
from perudo.rules import new_game

GAME = GAMES["perudo"]


def test_three_levels_each_a_different_player():
    assert GAME.levels() == LEVELS
    assert len({type(GAME.make_bot(level, 1)) for level in LEVELS}) == 3


def test_a_bid_s_chance_counts_the_player_s_own_dice_and_a_third_of_the_others():
    state = new_game(2, None, 1)
    state.cups = [(3, 3, 1, 5, 6), (2, 2, 2, 2, 2)]
    view = state.view(0)
    assert bid_chance(view, 0, 3, 3) == 1.0  # three of its own count
    assert abs(bid_chance(view, 0, 4, 3) - chance_at_least(1, 5, 1 / 3)) < 1e-12


def test_the_normal_and_expert_players_beat_random_bidders():
    for level in ("cpu", "expert"):
        result = simulate("perudo", GAME.new_game(), GAME.make_bot, [level, "random"], 60, seed=3)
        assert result.wins[0] > 40, (level, result.wins)
