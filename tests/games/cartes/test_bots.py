"""Quatre Cartes computer players at three levels: each plays only legal moves to the end of whole
games, each level is its own player built from a seed, and the levels differ where the card's
scoring says they should ("-5 pour les autres qui ont au moins un dé sur la carte")."""

from __future__ import annotations

import pytest

from ludicitude.core.bots import LEVELS, RandomBot
from ludicitude.core.driver import play, simulate
from ludicitude.games.cartes import bots, rules
from ludicitude.games.cartes.rules import IDEM, MAXI, NEUF, SUITE, Place
from tests.games import looks
from tests.games.cartes.helpers import position
from tests.sizes import LONG


def test_sensible_bot_wins_at_least_75_percent_of_2_seat_games_against_random():
    result = simulate("cartes", rules.new_game, bots.make_bot, ["cpu", "random"], 300, seed=4)
    assert result.wins[0] >= 0.72 * 300, result.wins


@pytest.mark.parametrize("seats", range(2, 7))
def test_sensible_bots_finish_every_table_size(seats):
    final = play(rules.new_game(seats, seed=seats), [bots.make_bot("cpu", s) for s in range(seats)])
    assert final.is_over and final.winners


def _legal_game(kinds: list[str], seed: int) -> tuple[rules.State, list[tuple[int, object]]]:
    """A whole game between ``kinds``, checking that every move was among the legal ones."""
    moves: list[tuple[int, object]] = []

    def check(before, seat, action, _after):
        assert action in before.legal_actions(seat), (seat, action)
        moves.append((seat, action))

    players = [bots.make_bot(kind, seed + i) for i, kind in enumerate(kinds)]
    final = play(rules.new_game(len(kinds), seed=seed), players, on_action=check)
    return final, moves


@pytest.mark.parametrize("kinds", [["easy", "cpu", "random"], ["expert", "easy"]])
def test_every_level_plays_only_legal_moves_to_the_end_of_a_game(kinds):
    final, moves = _legal_game(kinds, seed=3)
    assert final.is_over and final.winners
    assert {seat for seat, _ in moves} == set(range(len(kinds)))


@pytest.mark.parametrize("kind", LEVELS)
def test_a_level_plays_the_same_game_again_from_the_same_seed(kind):
    def opening(seed: int) -> list[object]:
        return looks.opening("cartes", kind, seed, lambda: rules.new_game(2, seed=8))

    assert opening(8) == opening(8)
    if kind != "cpu":  # the normal player has no chance in it: the easy and expert ones do
        assert any(opening(seed) != opening(8) for seed in (9, 10))


def test_make_bot_gives_each_level_and_refuses_unknown_kinds():
    assert isinstance(bots.make_bot("easy", 1), bots.EasyBot)
    assert isinstance(bots.make_bot("cpu", 1), bots.SensibleBot)
    assert isinstance(bots.make_bot("expert", 1), bots.ExpertBot)
    assert isinstance(bots.make_bot("random", 1), RandomBot)
    for kind in ("genius", "", "CPU"):
        with pytest.raises(ValueError):
            bots.make_bot(kind, 0)


def _third_on_neuf() -> rules.State:
    """Seat 0 of 3 holds 5 5 5 on Idem and 6 6 6 on Maxi, and rolls 3 and 6. Neuf would take
    them (3 + 6 = 9), but the others hold 18 and 27 there: seat 0 would be third, "-5 pour les
    autres qui ont au moins un dé sur la carte". On Maxi they make 27, which beats seat 1's 24:
    "5 points pour le joueur qui a la meilleure combinaison" instead of 3 for the second."""
    state = position((3, 6), seats=3, cards={IDEM: (5, 5, 5), MAXI: (6, 6, 6)})
    state.cards[1][rules.CARDS.index(NEUF)] = (3, 4, 5, 6)
    state.cards[1][rules.CARDS.index(MAXI)] = (6, 6, 6, 6)
    state.in_hand[1], state.stopped[1] = 0, True
    state.cards[2][rules.CARDS.index(NEUF)] = (3, 6, 6, 6, 6)
    state.in_hand[2] = 3
    assert Place(NEUF, (3, 6)) in state.legal_actions(0)
    assert rules.score_card(NEUF, [(3, 6), *(state.cards[s][3] for s in (1, 2))]).points[0] == -5
    return state


def test_normal_and_expert_do_not_start_a_card_where_they_would_be_third_and_easy_can():
    state = _third_on_neuf()
    view = state.view(0)
    assert bots.SensibleBot(0).choose(view, 0) == Place(MAXI, (3, 6))
    assert all(bots.ExpertBot(seed).choose(view, 0).card == MAXI for seed in range(3))
    # the beginner goes by its fixed priorities (Neuf before Maxi) without looking at the table
    easy = [bots.EasyBot(seed).choose(view, 0) for seed in range(20)]
    assert easy.count(Place(NEUF, (3, 6))) >= 10, easy


def test_the_easy_player_varies_from_seed_to_seed():
    view = position((1, 2, 3, 4, 5, 6, 6, 6)).view(0)
    assert len({bots.EasyBot(seed).choose(view, 0) for seed in range(40)}) >= 2


def test_the_normal_player_extends_its_suite_at_the_end_rather_than_starting_a_losing_card():
    # a Suite 2 3 4 held; the roll 5 extends it ("des dés qui se suivent")
    state = position((5,), cards={SUITE: (2, 3, 4), MAXI: (6, 6, 6, 6)})
    assert bots.SensibleBot(0).choose(state.view(0), 0) == Place(SUITE, (5,))


@pytest.mark.skipif(not LONG, reason="a measured ordering: the long run (LUDICITUDE_LONG_TESTS=1)")
def test_the_levels_come_in_order_over_a_short_sample():
    expert = simulate("cartes", rules.new_game, bots.make_bot, ["expert", "cpu"], 60, seed=2)
    normal = simulate("cartes", rules.new_game, bots.make_bot, ["cpu", "easy"], 400, seed=2)
    easy = simulate("cartes", rules.new_game, bots.make_bot, ["easy", "random"], 400, seed=2)
    assert expert.wins[0] > expert.wins[1] and normal.wins[0] > normal.wins[1] and easy.wins[0] > easy.wins[1]
