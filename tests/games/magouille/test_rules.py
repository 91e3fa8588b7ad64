"""Magouille: every example of the rule card and every ruling of RULINGS.md, section "Magouille"."""

from __future__ import annotations

import pytest

from ludicitude.core.errors import IllegalAction
from ludicitude.games.magouille import rules
from ludicitude.games.magouille.rules import EndTalk, SetFace
from tests.games.magouille.helpers import end_talk, events_of, first_half, game, play_round, set_faces
from ludicitude.games.magouille.events import Chosen, Eliminated, FaceSet, Lost, NobodyScores, Revealed, Scored

# four players whose first faces make the card's minimum total of 11
FIRST_FACES_FOR_11 = (2, 3, 3, 3)


def card_example(final: tuple[int, ...]) -> tuple[rules.State, list[int]]:
    """A round of the card's examples: minimum total 11, then the given final faces.
    Returns the state after the round and each player's score before the second reveal."""
    state = first_half(rules.new_game(4), FIRST_FACES_FOR_11)
    assert state.minimum_total == 11
    before = list(state.scores)
    return set_faces(end_talk(state), final), before


def changes(state: rules.State, before: list[int]) -> list[int]:
    return [after - b for after, b in zip(state.scores, before)]


# -- the card's examples (minimum total 11) ------------------------------------------------------
def test_card_example_2_3_3_4_the_player_who_showed_2_scores_11():
    state, before = card_example((2, 3, 3, 4))
    assert changes(state, before) == [11, 0, 0, 0]
    (scored,) = events_of(state, Scored)
    assert (scored.seat, scored.face, scored.points) == (0, 2, 11)


def test_card_example_2_2_3_5_the_2s_cancel_and_the_player_who_showed_3_scores_11():
    state, before = card_example((2, 2, 3, 5))
    assert changes(state, before) == [0, 0, 11, 0]
    (scored,) = events_of(state, Scored)
    assert scored.cancelled == (2,) and scored.seat == 2


def test_card_example_2_2_4_4_the_2s_then_the_4s_cancel_and_nobody_scores():
    state, before = card_example((2, 2, 4, 4))
    assert changes(state, before) == [0, 0, 0, 0]
    (nobody,) = events_of(state, NobodyScores)
    assert nobody.cancelled == (2, 4)


def test_card_example_1_2_2_3_makes_8_and_the_player_who_showed_1_loses_11():
    state, before = card_example((1, 2, 2, 3))
    assert changes(state, before) == [-11, 0, 0, 0]
    (lost,) = events_of(state, Lost)
    assert lost.final_total == 8 and lost.seats_losing == (0,)


def test_card_example_2_2_2_3_makes_9_and_each_of_the_three_players_who_showed_2_loses_11():
    state, before = card_example((2, 2, 2, 3))
    assert changes(state, before) == [-11, -11, -11, 0]
    (lost,) = events_of(state, Lost)
    assert lost.final_total == 9 and lost.seats_losing == (0, 1, 2)


# -- setting up --------------------------------------------------------------------------------
@pytest.mark.parametrize("seats", [3, 5, 8])
def test_three_to_eight_players_each_start_at_100_points(seats):
    state = rules.new_game(seats)
    assert state.scores == (100,) * seats and state.target == 200


@pytest.mark.parametrize("seats", [2, 9])
def test_fewer_than_three_or_more_than_eight_players_are_refused(seats):
    with pytest.raises(ValueError):
        rules.new_game(seats)


def test_short_game_option_starts_at_50_and_wins_above_100():
    state = rules.new_game(3, {"length": "short"})
    assert state.scores == (50, 50, 50) and state.target == 100
    assert rules.new_game(3).options == {"length": "normal"}


# -- the four steps ----------------------------------------------------------------------------
def test_a_round_is_talk_secret_die_talk_secret_die():
    state = rules.new_game(3)
    assert state.step == rules.TALK_BEFORE_FIRST and state.legal_actions(0) == [EndTalk()]
    state = end_talk(state)
    assert state.step == rules.FIRST_SECRET and state.to_act == (0, 1, 2)
    state = set_faces(state, (1, 2, 3))
    assert state.step == rules.TALK_BEFORE_FINAL
    state = set_faces(end_talk(state), (1, 2, 3))
    assert state.step == rules.TALK_BEFORE_FIRST and state.round == 2


def test_talk_is_moved_on_by_the_first_player_still_in_the_game():
    state = game([-1, 50, 50], in_game=[False, True, True])
    assert state.to_act == (1,)
    with pytest.raises(IllegalAction):
        state.apply(2, EndTalk())


def test_secret_steps_are_simultaneous_for_every_player_in_the_game():
    state = end_talk(rules.new_game(4))
    assert set(state.to_act) == {0, 1, 2, 3}
    state = state.apply(2, SetFace(5))
    assert state.to_act == (0, 1, 3) and state.has_chosen == (2,)
    with pytest.raises(IllegalAction):
        state.apply(2, SetFace(1))  # a choice is final


def test_first_reveal_sum_is_the_minimum_total_and_each_player_pays_their_face():
    state = first_half(rules.new_game(3), (1, 4, 6))
    assert state.minimum_total == 11
    assert state.scores == (99, 96, 94)
    (revealed,) = events_of(state, Revealed)
    assert revealed.faces == (1, 4, 6) and revealed.total == 11


def test_second_reveal_costs_nothing():
    state = first_half(rules.new_game(3), (1, 1, 1))  # minimum 3
    state = set_faces(end_talk(state), (6, 6, 6))  # every face shared: nobody scores
    assert state.scores == (99, 99, 99)


def test_final_total_equal_to_the_minimum_is_reached():
    state = play_round(rules.new_game(3), (2, 3, 4), (2, 3, 4))  # 9 >= 9
    assert state.scores == (98 + 9, 97, 96)


def test_the_smallest_face_is_read_from_the_second_reveal_not_the_first():
    # seat 0 showed the smallest first face, seat 2 the smallest final one
    state = play_round(rules.new_game(3), (1, 5, 6), (3, 2, 1))  # final 6 < minimum 12
    assert state.scores == (99, 95, 94 - 12)


def test_shared_smallest_faces_cancel_and_the_next_one_up_scores():
    state = play_round(rules.new_game(5), (1, 1, 1, 1, 1), (1, 1, 2, 2, 3))
    assert state.scores == (99, 99, 99, 99, 99 + 5)


# -- end of a round: eliminations and victory ------------------------------------------------------
def test_a_score_below_0_after_the_first_reveal_still_plays_the_round():
    state = first_half(game([3, 100, 100]), (6, 1, 1))
    assert state.scores[0] == -3 and state.in_game[0]
    state = end_talk(state)
    assert 0 in state.to_act
    state = set_faces(state, (1, 2, 3))  # 6 < 8: seat 0 showed the smallest face, loses 8
    assert state.scores[0] == -11 and not state.in_game[0]


def test_elimination_is_checked_once_at_the_end_of_the_round_so_scoring_can_save_a_player():
    state = first_half(game([3, 100, 100]), (6, 1, 1))  # seat 0 at -3, minimum 8
    state = set_faces(end_talk(state), (1, 4, 4))  # 9 >= 8: the 1 alone scores 8
    assert state.scores[0] == 5 and state.in_game[0] and not state.is_over


def test_a_score_of_exactly_0_stays_in_the_game():
    state = play_round(game([1, 100, 100]), (1, 2, 2), (6, 6, 6))
    assert state.scores[0] == 0 and state.in_game[0]


def test_a_score_below_0_at_the_end_of_the_round_eliminates_and_the_score_stays_on_the_board():
    state = play_round(game([5, 100, 100, 100]), (2, 2, 2, 2), (1, 3, 3, 4))  # 11 >= 8: the 1 scores
    assert state.in_game[0]
    state = play_round(game([5, 100, 100, 100]), (2, 2, 2, 2), (1, 1, 1, 2))  # 5 < 8: the 1s lose 8
    assert state.in_game == [False, True, True, True] and state.scores[0] == -5
    (eliminated,) = events_of(state, Eliminated)
    assert eliminated == Eliminated(seat=0, score=-5)


def test_eliminated_players_never_act_and_show_no_face():
    state = game([-5, 50, 50, 50], in_game=[False, True, True, True])
    for step_state in (state, end_talk(state)):
        assert 0 not in step_state.to_act and step_state.legal_actions(0) == []
    state = first_half(state, (1, 2, 3))
    assert state.minimum_total == 6 and state.scores == (-5, 49, 48, 47)
    (revealed,) = events_of(state, Revealed)
    assert revealed.faces == (None, 1, 2, 3)


def test_play_goes_on_with_two_players():
    state = game([-5, 50, 50], in_game=[False, True, True])
    assert not state.is_over
    state = play_round(state, (1, 2), (1, 3))
    assert state.round == 2 and state.scores == (-5, 49 + 3, 48)


def test_reaching_exactly_the_target_does_not_win():
    state = play_round(game([191, 100, 100]), (1, 5, 5), (1, 5, 6))  # 190 + 11 = 201
    assert state.is_over  # 201 > 200
    state = play_round(game([190, 100, 100]), (1, 5, 5), (1, 5, 6))  # 189 + 11 = 200
    assert state.scores[0] == 200 and not state.is_over


def test_a_score_strictly_above_the_target_wins_at_once():
    state = play_round(game([191, 100, 100]), (1, 5, 5), (1, 5, 6))
    assert state.scores[0] == 201 and state.winners == (0,) and state.end_reason == "target"
    assert state.to_act == () and state.legal_actions(0) == []
    with pytest.raises(IllegalAction):
        state.apply(0, EndTalk())


def test_short_game_wins_strictly_above_100():
    state = play_round(game([95, 50, 50], length="short"), (1, 2, 3), (1, 2, 4))  # 94 + 6 = 100
    assert not state.is_over
    state = play_round(game([96, 50, 50], length="short"), (1, 2, 3), (1, 2, 4))  # 95 + 6 = 101
    assert state.winners == (0,)


def test_the_last_player_standing_wins():
    state = play_round(game([3, 3, 100]), (2, 2, 2), (1, 1, 6))  # 8 >= 6: the 1s cancel, the 6 scores
    assert state.in_game == [True, True, True]
    state = play_round(game([3, 3, 100]), (2, 2, 2), (1, 1, 2))  # 4 < 6: the 1s lose 6
    assert state.winners == (2,) and state.end_reason == "last_standing"


def test_if_a_round_eliminates_everyone_the_highest_score_among_them_wins():
    state = play_round(game([4, 3, 5]), (1, 1, 1), (1, 1, 1))  # 3 >= 3, every face shared
    assert not state.is_over
    state = play_round(game([4, 3, 5]), (2, 2, 2), (1, 1, 1))  # 3 < 6
    assert state.in_game == [False, False, False]
    assert state.scores == (-4, -5, -3) and state.winners == (2,) and state.end_reason == "all_eliminated"


def test_if_everyone_is_eliminated_with_the_same_best_score_the_win_is_shared():
    state = play_round(game([4, 4, 5]), (2, 2, 3), (1, 1, 1))  # 3 < 7: everyone loses 7
    assert state.scores == (-5, -5, -5) and state.winners == (0, 1, 2)


def test_players_eliminated_earlier_are_not_counted_among_the_last_round_s_fallen():
    state = play_round(game([50, 4, 5], in_game=[False, True, True]), (2, 2), (1, 1))  # 2 < 4
    assert state.winners == (2,) and state.scores == (50, -2, -1)


# -- secrecy -----------------------------------------------------------------------------------
def test_a_secret_face_is_seen_by_its_player_only_until_the_reveal():
    state = end_talk(rules.new_game(3)).apply(1, SetFace(6))
    assert state.view(1).pending[1] == 6
    for viewer in (None, 0, 2):
        view = state.view(viewer)
        assert view.pending[1] == rules.HIDDEN and 6 not in view.pending
        assert view.has_chosen == (1,)
        assert all(not isinstance(e, FaceSet) for e in view.events)
    assert isinstance(state.view(None).events[-1], Chosen)
    assert all(not hasattr(e, "face") for e in state.view(None).events)


def test_a_copy_of_a_player_s_view_still_holds_what_that_player_saw():
    # a computer player may try moves on a copy of its view: the copy keeps the view's log and secrecy
    state = end_talk(rules.new_game(3)).apply(1, SetFace(6)).apply(0, SetFace(2))
    view = state.view(0)
    copied = view.copy()
    assert copied.events == state.view(0).events and copied.pending == view.pending
    assert [e.face for e in copied.events if isinstance(e, FaceSet)] == [2]


def test_faces_become_public_together_at_the_reveal():
    state = set_faces(end_talk(rules.new_game(3)), (4, 5, 6))
    (revealed,) = events_of(state.view(None), Revealed)
    assert revealed.faces == (4, 5, 6)
    assert state.pending == [None, None, None]


def test_the_order_of_play_does_not_depend_on_the_faces_chosen():
    base = end_talk(rules.new_game(4))
    after = [base.apply(0, SetFace(face)) for face in rules.FACES]
    assert {s.to_act for s in after} == {(1, 2, 3)}
    assert len({repr(s.view(None).to_dict()) for s in after}) == 1


# -- refusals ----------------------------------------------------------------------------------
@pytest.mark.parametrize("action", [SetFace(0), SetFace(7), SetFace("3"), SetFace(True), EndTalk(), "six"])
def test_a_secret_step_takes_only_a_face_from_1_to_6(action):
    state = end_talk(rules.new_game(3))
    with pytest.raises(IllegalAction):
        state.apply(0, action)


@pytest.mark.parametrize("action", [SetFace(3), None])
def test_table_talk_takes_only_moving_on(action):
    with pytest.raises(IllegalAction):
        rules.new_game(3).apply(0, action)
