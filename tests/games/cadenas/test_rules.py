"""Cadenas: each line of the rule card and each ruling of RULINGS.md "Cadenas", on example sheets."""

from __future__ import annotations

import json

import pytest

from ludicitude.core.errors import IllegalAction
from ludicitude.core.game import action_from_dict, action_to_dict
from ludicitude.games.cadenas import rules
from ludicitude.games.cadenas.rules import Cross, CrossPair, Pass
from tests.games.cadenas.sheets import numbers, table
from ludicitude.games.cadenas.events import Crossed, GameEnded, Locked, Rolled, RowClosed


def kinds(state: rules.State, since: int = 0) -> list[type]:
    return [type(e) for e in state.events[since:]]


def everyone_passes_action_1(state: rules.State) -> rules.State:
    for _ in range(state.num_seats):
        state = state.apply(state.to_act[0], Pass())
    return state


# -- material and sheet ------------------------------------------------------------------
def test_two_to_six_players():
    for seats in (2, 6):
        assert rules.new_game(seats).num_seats == seats
    for seats in (1, 7):
        with pytest.raises(ValueError):
            rules.new_game(seats)


def test_red_and_yellow_rows_run_2_to_12_green_and_blue_12_to_2():
    for row in ("red", "yellow"):
        assert [rules.number_at(row, p) for p in range(11)] == list(range(2, 13))
    for row in ("green", "blue"):
        assert [rules.number_at(row, p) for p in range(11)] == list(range(12, 1, -1))
    for row in rules.ROWS:
        assert all(rules.position_of(row, rules.number_at(row, p)) == p for p in range(11))


def test_the_turn_starts_with_a_public_roll_of_two_white_and_four_coloured_dice():
    state = rules.new_game(3, seed=5)
    roll = state.events[0]
    assert isinstance(roll, Rolled) and roll.seats is None and roll.seat == 0
    assert tuple(roll.whites) == state.whites
    assert set(roll.colours) == set(rules.ROWS)
    assert all(1 <= f <= 6 for f in (*state.whites, *state.colours))


# -- the two actions ------------------------------------------------------------------
def test_action_1_asks_the_active_player_first_then_the_others_in_seat_order():
    state = table(4, active=2)
    order = []
    for _ in range(4):
        order.append(state.to_act[0])
        state = state.apply(state.to_act[0], Pass())
    assert order == [2, 3, 0, 1]
    assert state.action == 2 and state.to_act == (2,)


def test_action_1_any_player_may_cross_the_white_sum_in_any_row():
    state = table(3, whites=(2, 5))
    assert state.legal_actions(0) == [Cross(r) for r in rules.ROWS] + [Pass()]
    for seat, row in zip((0, 1, 2), ("red", "green", "blue")):
        state = state.apply(seat, Cross(row))
        assert numbers(state, seat, row) == [7]
    assert [e.seat for e in state.events if isinstance(e, Crossed)] == [0, 1, 2]


def test_action_2_is_the_active_players_alone_a_white_die_plus_a_coloured_die_in_its_row():
    state = everyone_passes_action_1(table(2, whites=(1, 5), colours={"yellow": 3}))
    assert state.to_act == (0,)
    assert CrossPair(0, "yellow") in state.legal_actions(0)  # 1 + 3 = 4
    assert state.legal_actions(1) == []
    state = state.apply(0, CrossPair(1, "yellow"))  # 5 + 3 = 8
    assert numbers(state, 0, "yellow") == [8]
    with pytest.raises(IllegalAction):
        state.apply(0, Pass())  # the turn has passed to seat 1
    assert state.active == 1 and state.action == 1


def test_action_2_equal_white_dice_offer_each_box_once():
    state = everyone_passes_action_1(table(2, whites=(4, 4)))
    pairs = [a for a in state.legal_actions(0) if isinstance(a, CrossPair)]
    assert len(pairs) == len({a.row for a in pairs}) == 4
    assert state.apply(0, CrossPair(1, "red")).marks == state.apply(0, CrossPair(0, "red")).marks


def test_passing_is_allowed_even_when_a_box_could_be_crossed():
    state = table(2)
    assert Cross("red") in state.legal_actions(0)
    assert state.apply(0, Pass()).to_act == (1,)


# -- left to right --------------------------------------------------------------------
def test_boxes_left_of_a_cross_are_closed_for_that_player_only():
    # seat 0 crossed red 2 and 9; seat 1's red row is empty
    state = table(2, sheets={0: {"red": [2, 9]}}, whites=(3, 4))  # white sum 7
    assert Cross("red") not in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="left of"):
        state.apply(0, Cross("red"))
    state = state.apply(0, Pass())
    assert Cross("red") in state.legal_actions(1)


def test_a_cross_right_of_the_last_one_skips_the_boxes_between_for_good():
    state = table(2, sheets={0: {"green": [12]}}, whites=(4, 5))  # 9: green runs 12, 11, 10, 9
    state = state.apply(0, Cross("green"))
    assert numbers(state, 0, "green") == [12, 9]
    for number in (11, 10, 9):
        assert not state.can_cross(0, "green", number)
    assert state.can_cross(0, "green", 8)


# -- locking --------------------------------------------------------------------------
def test_a_row_cannot_be_locked_with_four_crosses():
    state = table(2, sheets={0: {"red": [2, 3, 4, 5]}}, whites=(6, 6))
    assert Cross("red") not in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="at least 5"):
        state.apply(0, Cross("red"))


def test_locking_the_last_number_crosses_the_lock_which_counts_as_a_cross():
    state = table(2, sheets={0: {"red": [2, 3, 4, 5, 6]}}, whites=(6, 6))
    before = state.crosses(0, "red")
    state = state.apply(0, Cross("red"))
    assert state.has_locked(0, "red")
    assert state.crosses(0, "red") == before + 2  # the 12 and the lock box
    assert state.row_score(0, "red") == rules.row_points(before + 2)
    assert Locked in kinds(state)


def test_green_and_blue_lock_on_their_last_number_2():
    state = table(2, sheets={1: {"blue": [12, 10, 8, 6, 4]}}, whites=(1, 1))
    state = state.apply(0, Pass()).apply(1, Cross("blue"))
    assert state.has_locked(1, "blue") and "blue" in state.closed


def test_a_locked_row_closes_for_everyone_and_its_die_leaves_the_game():
    state = table(2, sheets={0: {"red": [2, 3, 4, 5, 6]}, 1: {"red": [2]}}, whites=(6, 6))
    state = state.apply(0, Cross("red")).apply(1, Pass())
    assert state.closed == ("red",)
    assert not state.die_in_play("red")
    assert kinds(state)[-1] is RowClosed
    state = state.apply(0, Pass())  # action 2, then seat 1's turn rolls without the red die
    roll = state.events[-1]
    assert isinstance(roll, Rolled) and "red" not in roll.colours
    assert state.colours[rules.ROW_INDEX["red"]] is None
    for seat in (0, 1):
        assert not state.can_cross(seat, "red", 3)


def test_two_players_lock_the_same_row_in_one_action_1():
    sheet = {"yellow": [2, 4, 6, 8, 10]}
    state = table(3, sheets={0: sheet, 2: sheet}, whites=(6, 6), active=0)
    state = state.apply(0, Cross("yellow"))
    assert state.closed == ()  # still open until every player had their say in this action 1
    state = state.apply(1, Pass())
    assert Cross("yellow") in state.legal_actions(2)
    state = state.apply(2, Cross("yellow"))
    assert state.has_locked(0, "yellow") and state.has_locked(2, "yellow")
    assert state.closed == ("yellow",) and not state.is_over
    assert [e.seat for e in state.events if isinstance(e, Locked)] == [0, 2]


def test_a_row_locked_in_action_1_is_closed_in_action_2():
    sheets = {1: {"red": [2, 3, 4, 5, 6, 7]}}
    open_row = table(2, sheets=sheets, whites=(6, 6), colours={"red": 1})
    open_row = open_row.apply(0, Pass()).apply(1, Pass())
    assert CrossPair(0, "red") in open_row.legal_actions(0)  # 6 + 1 = 7 while nobody locked
    locked = table(2, sheets=sheets, whites=(6, 6), colours={"red": 1})
    locked = locked.apply(0, Pass()).apply(1, Cross("red"))
    assert locked.action == 2 and locked.closed == ("red",)
    assert all(a.row != "red" for a in locked.legal_actions(0) if isinstance(a, CrossPair))


def test_a_closed_row_refuses_both_actions():
    state = table(2, sheets={1: {"green": [12, 11, 10, 9, 8, 2]}}, closed=("green",),
                  whites=(2, 3))
    assert Cross("green") not in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="closed"):
        state.apply(0, Cross("green"))
    state = everyone_passes_action_1(state)
    with pytest.raises(IllegalAction, match="not in play"):
        state.apply(0, CrossPair(0, "green"))
    assert all(getattr(a, "row", None) != "green" for a in state.legal_actions(0))


# -- grey boxes -----------------------------------------------------------------------
def test_as_written_the_active_player_takes_a_grey_box_for_each_action_without_a_cross():
    state = everyone_passes_action_1(table(2))
    assert state.grey == [1, 0]
    state = state.apply(0, Pass())
    assert state.grey == [2, 0]
    crossed_once = table(2).apply(0, Cross("red")).apply(1, Pass()).apply(0, Pass())
    assert crossed_once.grey == [1, 0]


def test_classic_one_grey_box_only_for_a_turn_without_any_cross():
    both_passed = everyone_passes_action_1(table(2, penalty="classic"))
    assert both_passed.grey == [0, 0]
    assert both_passed.apply(0, Pass()).grey == [1, 0]
    crossed_first = table(2, penalty="classic").apply(0, Cross("red")).apply(1, Pass())
    assert crossed_first.apply(0, Pass()).grey == [0, 0]
    crossed_second = everyone_passes_action_1(table(2, penalty="classic"))
    assert crossed_second.apply(0, CrossPair(0, "red")).grey == [0, 0]


@pytest.mark.parametrize("penalty", [rules.PENALTY_AS_WRITTEN, rules.PENALTY_CLASSIC])
def test_other_players_never_take_grey_boxes(penalty):
    state = table(3, penalty=penalty)
    for _ in range(3):
        state = state.apply(state.to_act[0], Pass())
    state = state.apply(0, Pass())
    assert state.grey[1] == state.grey[2] == 0 and state.grey[0] >= 1


# -- the end --------------------------------------------------------------------------
def test_the_game_ends_mid_turn_at_the_end_of_the_action_1_that_locks_a_second_row():
    state = table(3, sheets={1: {"yellow": [2, 3, 4, 5, 6]}, 2: {"red": [7, 8, 9, 10, 11]}},
                  closed=(), whites=(6, 6))
    state = state.apply(0, Pass()).apply(1, Cross("yellow"))
    assert not state.is_over  # seat 2 still has their say in this action 1
    state = state.apply(2, Cross("red"))
    assert state.is_over and state.to_act == () and state.action == 1
    assert set(state.closed) == {"yellow", "red"}
    assert isinstance(state.events[-1], GameEnded) and state.events[-1].reason == "locks"
    with pytest.raises(IllegalAction):
        state.apply(0, Pass())


def test_classic_a_game_that_ends_after_action_1_gives_the_active_player_no_grey_box():
    # RULINGS "Cadenas": under "classic", the turn had no action 2, so it is not a whole turn
    # without a cross; as written, the active player's empty action 1 still costs a grey box
    sheets = {1: {"yellow": [2, 3, 4, 5, 6]}, 2: {"red": [7, 8, 9, 10, 11]}}
    for penalty, grey in ((rules.PENALTY_CLASSIC, 0), (rules.PENALTY_AS_WRITTEN, 1)):
        state = table(3, sheets=sheets, whites=(6, 6), penalty=penalty)
        state = state.apply(0, Pass()).apply(1, Cross("yellow")).apply(2, Cross("red"))
        assert state.is_over and state.action == 1
        assert state.grey[0] == grey, penalty


def test_a_second_lock_in_action_2_ends_the_game():
    state = table(2, sheets={0: {"blue": [12, 11, 10, 9, 8]}}, closed=("red",),
                  whites=(1, 5), colours={"blue": 1})
    state = everyone_passes_action_1(state).apply(0, CrossPair(0, "blue"))
    assert state.is_over and state.closed == ("red", "blue")


def test_a_fourth_grey_box_ends_the_game_at_the_end_of_that_action_1():
    state = table(3, grey={0: 3}, whites=(3, 4))
    state = state.apply(0, Pass())
    assert state.grey[0] == 4 and not state.is_over
    state = state.apply(1, Cross("blue")).apply(2, Pass())
    assert state.is_over and state.action == 1
    assert numbers(state, 1, "blue") == [7]
    assert state.events[-1].reason == "grey_boxes"


def test_a_fourth_grey_box_in_action_2_ends_the_game_classic():
    state = everyone_passes_action_1(table(2, grey={0: 3}, penalty="classic"))
    assert not state.is_over
    assert state.apply(0, Pass()).is_over


# -- score ----------------------------------------------------------------------------
@pytest.mark.parametrize("crosses", range(1, 13))
def test_n_crosses_in_a_row_score_n_times_n_plus_1_over_2(crosses):
    # the card: 1 for one cross, 3 for 2, 6 for 3, 10 for 4... up to 78 for 11 numbers + lock
    expected = sum(range(1, crosses + 1))
    # up to 10 numbers from the left; 11 = ten numbers and the 12 with its lock; 12 = all
    numbers_crossed = {11: [*range(2, 11), 12], 12: list(range(2, 13))}.get(
        crosses, list(range(2, 2 + crosses)))
    state = table(2, sheets={0: {"red": numbers_crossed}})
    assert state.crosses(0, "red") == crosses
    assert state.row_score(0, "red") == expected == rules.row_points(crosses)
    assert state.scores[0] == expected


def test_the_card_example_scores_1_3_6_10():
    assert [rules.row_points(n) for n in (1, 2, 3, 4)] == [1, 3, 6, 10]


def test_each_grey_box_takes_5_from_the_total():
    state = table(2, sheets={0: {"red": [2, 3, 4], "green": [12, 5]}}, grey={0: 2})
    assert state.total(0) == 6 + 3 - 2 * 5


def test_highest_total_wins_and_a_tie_is_shared():
    # seats 0 and 1 have 3 points each; seat 2 passes into a fourth grey box, ending the game
    finish = table(3, sheets={0: {"red": [2, 3]}, 1: {"green": [12, 11]}, 2: {"red": [4]}},
                   grey={2: 3}, active=2)
    finish = finish.apply(2, Pass()).apply(0, Pass()).apply(1, Pass())
    assert finish.is_over and finish.scores == (3, 3, 1 - 20) and finish.winners == (0, 1)
    assert finish.events[-1].winners == (0, 1)


def test_a_single_best_total_wins_alone():
    state = table(2, sheets={0: {"red": [2, 3, 4]}}, grey={1: 3}, active=1)
    state = state.apply(1, Pass()).apply(0, Pass())
    assert state.is_over and state.winners == (0,)


# -- interface details ----------------------------------------------------------------
def test_actions_serialise_plainly():
    for action in (Cross("red"), CrossPair(1, "blue"), Pass()):
        data = json.loads(json.dumps(action_to_dict(action)))
        assert action_from_dict(data, rules.ACTION_TYPES) == action


def test_nothing_is_secret_the_table_view_shows_every_sheet_and_die():
    state = table(3, sheets={0: {"red": [2]}, 1: {"blue": [12]}}).apply(0, Cross("red"))
    for seat in (None, 0, 1, 2):
        view = state.view(seat)
        assert view.to_dict()["data"] == state.to_dict()["data"]
        assert view.events == state.events and view.dice is None


def test_malformed_actions_are_refused_in_words():
    state = table(2)
    for bad in (CrossPair(0, "red"), Cross("purple"), Cross(3), "cross", None):
        with pytest.raises(IllegalAction):
            state.apply(0, bad)
    state = everyone_passes_action_1(state)
    for bad in (Cross("red"), CrossPair(2, "red"), CrossPair(True, "red"), CrossPair(0, "white")):
        with pytest.raises(IllegalAction):
            state.apply(0, bad)
