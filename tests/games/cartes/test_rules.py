"""Quatre Cartes: the rule card (seed 002) and RULINGS.md, section "Quatre Cartes", one test each."""

from __future__ import annotations

import pytest

from ludicitude.core.errors import IllegalAction
from ludicitude.games.cartes import rules
from ludicitude.games.cartes.rules import (
    IDEM,
    MAXI,
    NEUF,
    SUITE,
    Continue,
    Place,
    Stop,
    card_accepts,
    combination_refusal,
    score_card,
)
from tests.games.cartes.helpers import places, position
from ludicitude.games.cartes.events import CardScored, Rolled, RoundScored


def accepts(card: str, before: tuple[int, ...], added: tuple[int, ...]) -> bool:
    return combination_refusal(card, before, added) is None


# -- players and dice ---------------------------------------------------------------------------
@pytest.mark.parametrize("seats", [1, 7])
def test_two_to_six_players(seats):
    with pytest.raises(ValueError):
        rules.new_game(seats)


@pytest.mark.parametrize("seats", range(2, 7))
def test_each_player_has_8_dice_and_the_first_player_rolls_them_all(seats):
    state = rules.new_game(seats, seed=3)
    assert state.in_hand == [8] * seats
    rolled = [e for e in state.events if isinstance(e, Rolled)]
    assert len(rolled) == 1 and rolled[0].seat == 0 and len(rolled[0].faces) == 8
    assert state.to_act == (0,)


def test_a_turn_rolls_only_the_dice_not_yet_placed_and_the_rest_stay_yours():
    state = position((1, 2, 2, 3, 4, 5, 6, 6))
    state = state.apply(0, Place(MAXI, (6, 6))).apply(0, Place(SUITE, (1, 2, 3)))
    state = state.apply(0, Continue())
    assert state.in_hand[0] == 3  # the 3 unplaced dice stay with the player
    state = state.apply(1, state.legal_actions(1)[0]).apply(1, Continue())
    assert state.current == 0 and len(state.roll) == 3
    assert isinstance(state.events[-1], Rolled) and len(state.events[-1].faces) == 3


def test_at_least_one_die_must_be_placed_before_continuing_or_stopping():
    state = position((1, 2, 2, 3, 4, 5, 6, 6))
    assert all(isinstance(a, Place) for a in state.legal_actions(0))
    for end in (Continue(), Stop(None)):
        with pytest.raises(IllegalAction):
            state.apply(0, end)


def test_dice_may_go_on_several_cards_in_one_turn():
    state = position((1, 2, 3, 4, 4, 5, 6, 6))
    state = state.apply(0, Place(IDEM, (4, 4))).apply(0, Place(SUITE, (1, 2, 3)))
    state = state.apply(0, Place(MAXI, (6, 6)))
    assert state.combination(0, IDEM) == (4, 4) and state.combination(0, SUITE) == (1, 2, 3)
    assert state.combination(0, MAXI) == (6, 6) and state.roll == (5,)


def test_a_card_judges_all_the_dice_added_to_it_in_a_turn_together():
    state = position((1, 2, 3, 4, 4, 5, 6, 6))
    state = state.apply(0, Place(IDEM, (4, 4)))
    assert not places(state, IDEM)  # one addition per card per turn: the next must wait
    with pytest.raises(IllegalAction):
        state.apply(0, Place(IDEM, (4,)))


def test_dice_must_come_from_the_roll():
    state = position((1, 2, 3, 4, 4, 5, 6, 6))
    assert card_accepts(state, 0, MAXI, (3, 3)) is not None
    with pytest.raises(IllegalAction):
        state.apply(0, Place(MAXI, (3, 3)))


# -- Idem ------------------------------------------------------------------------------------------
def test_idem_takes_identical_dice_like_4_4_4():
    assert accepts(IDEM, (), (4, 4, 4))


def test_idem_needs_at_least_2_dice_the_first_time():
    assert accepts(IDEM, (), (2, 2))
    assert not accepts(IDEM, (), (6,))


def test_idem_refuses_different_faces():
    assert not accepts(IDEM, (), (4, 4, 5))


def test_idem_grows_by_more_dice_of_its_own_face_even_one():
    assert accepts(IDEM, (4, 4), (4,))
    assert not accepts(IDEM, (4, 4), (5,))
    assert not accepts(IDEM, (4, 4), (5, 5, 5))


def test_idem_placements_of_a_roll_are_exactly_the_groups_of_one_face():
    state = position((1, 2, 3, 4, 4, 4, 6, 6))
    assert places(state, IDEM) == {(4, 4), (4, 4, 4), (6, 6)}


# -- Suite -----------------------------------------------------------------------------------------
def test_suite_takes_faces_that_follow_each_other_like_1_2_3_4():
    assert accepts(SUITE, (), (1, 2, 3, 4))


def test_suite_needs_at_least_2_dice_the_first_time():
    assert accepts(SUITE, (), (5, 6))
    assert not accepts(SUITE, (), (5,))


def test_suite_refuses_a_gap_or_a_repeated_face():
    assert not accepts(SUITE, (), (1, 3))
    assert not accepts(SUITE, (), (2, 3, 3))


@pytest.mark.parametrize("added", [(2,), (6,), (2, 6), (1, 2), (1, 2, 6)])
def test_suite_may_be_extended_at_either_end_or_both(added):
    assert accepts(SUITE, (3, 4, 5), added)


@pytest.mark.parametrize("added", [(4,), (1,), (6, 6), (1, 6)])
def test_suite_refuses_a_die_that_does_not_extend_the_run(added):
    assert not accepts(SUITE, (3, 4, 5), added)


# -- Maxi ------------------------------------------------------------------------------------------
def test_maxi_takes_any_dice_like_4_5_5():
    assert accepts(MAXI, (), (4, 5, 5))
    assert score_card(MAXI, [(4, 5, 5), (6, 6)]).ranked == (0, 1)  # total 14 beats 12


def test_maxi_always_takes_a_die_so_every_roll_has_a_legal_placement():
    state = position((1,), cards={MAXI: (6, 6), SUITE: (1, 2, 3), IDEM: (5, 5)})
    assert state.legal_actions(0) == [Place(MAXI, (1,))]  # no other card takes this 1
    assert accepts(MAXI, (6, 6, 6, 6, 6), (1,))


# -- Neuf ------------------------------------------------------------------------------------------
def test_neuf_takes_dice_totalling_a_multiple_of_9_like_1_4_4():
    assert accepts(NEUF, (), (1, 4, 4))
    assert accepts(NEUF, (), (6, 6, 6))
    assert not accepts(NEUF, (), (1, 4, 5))


def test_neuf_must_stay_a_multiple_of_9_after_every_placement():
    assert accepts(NEUF, (4, 5), (3, 6))  # 9 -> 18
    assert not accepts(NEUF, (4, 5), (4,))  # 9 -> 13
    message = combination_refusal(NEUF, (4, 5), (4,))
    assert message is not None and "13" in message


def test_every_card_refuses_an_empty_placement():
    for card in rules.CARDS:
        assert not accepts(card, (), ())


def test_a_card_that_refuses_says_why_in_words():
    state = position((1, 2, 3, 4, 4, 5, 6, 6))
    assert "Idem" in card_accepts(state, 0, IDEM, (4, 5))
    assert card_accepts(state, 0, IDEM, (4, 4)) is None
    state = state.apply(0, Place(IDEM, (4, 4)))
    assert "Idem" in card_accepts(state, 0, IDEM, (6,))  # already placed this turn


def test_legal_actions_and_card_accepts_agree_on_every_choice_of_dice():
    state = position((1, 3, 3, 4, 5, 6), cards={IDEM: (2, 2)})
    for card in rules.CARDS:
        for faces in rules._sub_multisets(state.roll):
            assert (card_accepts(state, 0, card, faces) is None) == (faces in places(state, card))


# -- stopping --------------------------------------------------------------------------------------
def test_a_player_who_stops_is_skipped_until_the_round_ends():
    state = rules.new_game(3, seed=1)
    state = state.apply(0, state.legal_actions(0)[0]).apply(0, Stop(None))
    state = state.apply(1, state.legal_actions(1)[0]).apply(1, Continue())
    state = state.apply(2, state.legal_actions(2)[0]).apply(2, Continue())
    assert state.current == 1 and state.stopped == [True, False, False]


def test_stopping_may_take_back_all_dice_from_one_card():
    state = position((1, 2, 3, 4, 4, 5, 6, 6))
    state = state.apply(0, Place(IDEM, (4, 4))).apply(0, Place(MAXI, (1, 2)))
    assert Stop(MAXI) in state.legal_actions(0) and Stop(SUITE) not in state.legal_actions(0)
    state = state.apply(0, Stop(MAXI))
    assert state.combination(0, MAXI) == () and state.taken_back[0] == (1, 2)
    assert state.combination(0, IDEM) == (4, 4)


def test_take_back_needs_dice_on_that_card():
    state = position((1, 2, 3, 4, 4, 5, 6, 6)).apply(0, Place(IDEM, (4, 4)))
    with pytest.raises(IllegalAction):
        state.apply(0, Stop(NEUF))


def test_a_player_with_no_dice_left_must_stop():
    state = position((5, 6), cards={MAXI: (1, 2, 3, 4, 5, 6)})
    state = state.apply(0, Place(MAXI, (5, 6)))
    assert state.legal_actions(0) == [Stop(None), Stop(MAXI)]
    with pytest.raises(IllegalAction):
        state.apply(0, Continue())
    state = state.apply(0, Stop(None))
    assert state.stopped[0] and state.events[-2].forced is True


def test_the_round_ends_when_every_player_has_stopped():
    state = rules.new_game(2, seed=4)
    state = state.apply(0, state.legal_actions(0)[0]).apply(0, Stop(None))
    assert state.round_number == 1
    state = state.apply(1, state.legal_actions(1)[0]).apply(1, Stop(None))
    assert state.round_number == 2 and not any(state.stopped)
    assert [type(e) for e in state.events].count(CardScored) == 4


# -- scoring ---------------------------------------------------------------------------------------
def test_best_5_second_3_others_minus_5_no_dice_0():
    result = score_card(MAXI, [(6, 6), (5,), (), (6,), (1,)])
    assert result.points == (5, -5, 0, 3, -5)


def test_two_players_on_a_card_take_5_and_3():
    assert score_card(MAXI, [(6,), (5,)]).points == (5, 3)


def test_idem_ranks_more_dice_first_then_the_higher_face():
    assert score_card(IDEM, [(6, 6), (2, 2, 2)]).ranked == (1, 0)
    assert score_card(IDEM, [(3, 3), (5, 5)]).ranked == (1, 0)


def test_suite_ranks_the_longer_run_first_then_the_higher_top_face():
    assert score_card(SUITE, [(4, 5, 6), (1, 2, 3, 4)]).ranked == (1, 0)
    assert score_card(SUITE, [(1, 2, 3), (4, 5, 6)]).ranked == (1, 0)


def test_maxi_ranks_the_larger_total():
    assert score_card(MAXI, [(6, 6), (1, 2, 3, 4, 5)]).ranked == (1, 0)


def test_neuf_ranks_the_larger_total_then_the_higher_single_die():
    assert score_card(NEUF, [(4, 5), (6, 6, 6)]).ranked == (1, 0)
    assert score_card(NEUF, [(4, 5), (3, 6)]).ranked == (1, 0)


def test_two_tied_best_cancel_and_the_third_takes_5():
    result = score_card(MAXI, [(6,), (6,), (5,), (4,)])
    assert result.tied == ((0, 1),) and result.ranked == (2, 3)
    assert result.points == (-5, -5, 5, 3)


def test_a_tie_after_the_tie_break_cancels_but_the_tie_break_decides_first():
    assert score_card(NEUF, [(4, 5), (3, 6)]).tied == ()
    result = score_card(NEUF, [(4, 5), (4, 5), (3, 6)])
    assert result.tied == ((0, 1),) and result.ranked == (2,) and result.points == (-5, -5, 5)


def test_tied_seconds_cancel_and_the_next_takes_3():
    assert score_card(IDEM, [(6, 6, 6), (2, 2), (2, 2), (1, 1)]).points == (5, -5, -5, 3)


def test_everybody_tied_means_everybody_minus_5():
    assert score_card(SUITE, [(1, 2), (1, 2)]).points == (-5, -5)


def test_card_points_now_show_what_each_card_would_score():
    state = position((1, 2, 3, 4, 4, 5, 6, 6))
    state.cards[1][rules.CARDS.index(MAXI)] = (6, 6)
    state = state.apply(0, Place(MAXI, (1,))).apply(0, Place(IDEM, (4, 4)))
    assert rules.card_points_now(state, 0) == {IDEM: 5, SUITE: 0, MAXI: 3, NEUF: 0}
    assert rules.card_points_now(state, 1) == {IDEM: 0, SUITE: 0, MAXI: 5, NEUF: 0}


def test_round_points_are_added_to_the_totals():
    state = position((1, 2, 3, 4, 4, 5, 6, 6))
    state = state.apply(0, Place(IDEM, (4, 4))).apply(0, Stop(None))
    state = state.apply(1, Place(MAXI, (max(state.roll),))).apply(1, Stop(None))
    assert state.scores == (5, 5)
    assert isinstance(state.events[-3], RoundScored)


# -- the game ----------------------------------------------------------------------------------
def play_round_quickly(state: rules.State) -> rules.State:
    """Every player places one legal die group and stops."""
    start = state.round_number
    while state.round_number == start and not state.is_over:
        seat = state.current
        state = state.apply(seat, state.legal_actions(seat)[0]).apply(seat, Stop(None))
    return state


def test_three_players_play_3x2_6_rounds():
    state = rules.new_game(3, seed=2)
    for _ in range(5):
        state = play_round_quickly(state)
        assert not state.is_over
    state = play_round_quickly(state)
    assert state.is_over and state.round_number == 6
    assert [type(e) for e in state.events].count(RoundScored) == 6


def test_the_first_player_moves_one_seat_each_round():
    state = rules.new_game(3, seed=2)
    firsts = []
    while not state.is_over:
        firsts.append(state.round_starter)
        assert state.current == state.round_starter
        state = play_round_quickly(state)
    assert firsts == [0, 1, 2, 0, 1, 2]


def test_highest_total_wins_and_a_tie_is_shared():
    state = rules.new_game(2, seed=2)
    while not state.is_over:
        state = play_round_quickly(state)
    best = max(state.scores)
    assert state.winners == tuple(s for s in range(2) if state.scores[s] == best)
    shared = state.copy()
    shared.points = [7, 7]
    assert shared.winners == (0, 1)
    with pytest.raises(IllegalAction):
        state.apply(0, Stop(None))


def test_dice_taken_back_leave_the_round_and_that_card_scores_0():
    state = position((1, 2, 3, 4, 4, 5, 6, 6))
    state = state.apply(0, Place(MAXI, (1,))).apply(0, Stop(MAXI))
    state = state.apply(1, Place(MAXI, (min(state.roll),))).apply(1, Stop(None))
    maxi = next(e for e in state.events if isinstance(e, CardScored) and e.card == MAXI)
    assert maxi.points == (0, 5) and maxi.combos[0] == ()


def test_nothing_is_secret_but_no_view_can_foresee_a_roll():
    state = position((1, 2, 3, 4, 4, 5, 6, 6)).apply(0, Place(IDEM, (4, 4)))
    for seat in (None, 0, 1):
        view = state.view(seat)
        assert view.dice is None and view.cards == state.cards and view.roll == state.roll
        assert view.legal_actions(0) == state.legal_actions(0)
