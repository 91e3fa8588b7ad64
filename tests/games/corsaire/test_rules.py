"""Corsaire: every ruling of RULINGS.md "Corsaire" and every example of the rule card."""

from __future__ import annotations

import pytest

from ludicitude.core.errors import BadSave, IllegalAction
from ludicitude.games.corsaire import rules
from ludicitude.games.corsaire.rules import Reroll, Resolve, StopRolling
from tests.games.corsaire.helpers import COIN1, COIN2, COIN3, C, S, X, plan_of, table
from ludicitude.games.corsaire.events import BankEmpty, Bust, Cannon, NoResult, Rolled, Skull, Stopped


def total_gold(state: rules.State) -> int:
    return state.bank + state.king_share + sum(state.gold)


def resolve(state: rules.State, *plan: tuple) -> rules.State:
    return state.apply(state.active, Resolve(plan_of(*plan)))


def reroll_until(state: rules.State, dice: tuple[int, ...], wanted) -> rules.State:
    """Reroll ``dice`` from the same table with other dice seeds until ``wanted(after)``."""
    for seed in range(2000):
        start = table(state.faces, gold=state.gold, king=state.king_share, phase=state.phase,
                      rerolls_used=state.rerolls_used, active=state.active, dice_seed=seed)
        after = start.apply(start.active, Reroll(dice))
        if wanted(after):
            return after
    raise AssertionError("no dice seed gave the wanted roll")


# -- setting up -------------------------------------------------------------------------
def test_60_coins_start_in_the_bank_the_kings_share_and_purses_empty():
    state = rules.new_game(4, seed=3)
    assert (state.bank, state.king_share, state.gold) == (60, 0, [0, 0, 0, 0])


@pytest.mark.parametrize("seats", [1, 7])
def test_corsaire_is_for_2_to_6_players(seats):
    with pytest.raises(ValueError):
        rules.new_game(seats)


def test_the_first_roll_of_five_dice_happens_as_the_turn_starts():
    state = rules.new_game(2, seed=11)
    first = state.events[0]
    assert isinstance(first, Rolled) and first.first and first.seat == 0
    assert len(state.faces) == 5 and all(1 <= f <= 6 for f in state.faces)


# -- rolling ----------------------------------------------------------------------------
def test_a_reroll_changes_only_the_chosen_dice():
    state = table((COIN1, COIN2, C, S, COIN3), phase=rules.ROLLING)
    after = reroll_until(state, (0, 1), lambda s: s.phase != rules.OVER and s.active == 0)
    assert after.faces[2:] == (C, S, COIN3)
    assert after.rerolls_used == 1 and after.events[-1].rerolled == (0, 1)


def test_crossed_bones_are_locked_and_cannot_be_rerolled():
    state = table((X, COIN2, C, S, COIN3), phase=rules.ROLLING)
    with pytest.raises(IllegalAction, match="locked"):
        state.apply(0, Reroll((0, 1)))
    assert all(0 not in a.dice for a in state.legal_actions(0) if isinstance(a, Reroll))


def test_no_reroll_after_the_second_reroll():
    state = table((COIN1, COIN2, C, S, COIN3), phase=rules.ROLLING, rerolls_used=1)
    after = reroll_until(state, (0,), lambda s: s.active == 0 and s.phase == rules.RESOLVING)
    # the rolling stopped by itself: nothing left to decide about rolling
    assert after.rerolls_used == 2 and after.rerolls_left == 0
    assert not any(isinstance(a, Reroll) for a in after.legal_actions(0))
    with pytest.raises(IllegalAction, match="twice"):
        after.apply(0, Reroll((1,)))


def test_stopping_with_nothing_to_pair_passes_the_turn():
    state = table((COIN1, COIN2, COIN3, X, X), phase=rules.ROLLING, gold=(4, 4))
    after = state.apply(0, StopRolling())
    assert after.active == 1 and after.gold == [4, 4] and after.bank == state.bank
    assert [type(e) for e in after.events][:2] == [Stopped, NoResult]


def test_three_crossed_bones_pay_3_to_the_king_and_end_the_turn():
    state = table((X, X, COIN1, C, S), phase=rules.ROLLING, gold=(5, 0))
    after = reroll_until(state, (2, 3, 4), lambda s: any(isinstance(e, Bust) for e in s.events))
    assert after.gold[0] == 2 and after.king_share == 3 and after.bank == state.bank
    assert after.active == 1 or isinstance(after.events[-1], Bust)  # next turn (which may bust too)


def test_three_crossed_bones_with_2_coins_in_the_purse_pay_2():
    state = table((X, X, COIN1, C, S), phase=rules.ROLLING, gold=(2, 3))
    after = reroll_until(state, (2, 3, 4), lambda s: any(isinstance(e, Bust) for e in s.events))
    bust = next(e for e in after.events if isinstance(e, Bust))
    assert bust.paid == 2 and after.gold[0] == 0 and after.king_share >= 2


def test_as_soon_as_exactly_3_crossed_bones_show_the_turn_ends_and_2_do_not():
    # "dès que 3 X ou plus sont visibles": three is enough, two is not
    state = table((X, X, COIN1, C, S), phase=rules.ROLLING, gold=(5, 0))
    three = reroll_until(state, (2, 3, 4), lambda s: isinstance(s.events[0], Rolled)
                         and s.events[0].faces.count(X) == 3)
    assert [type(e) for e in three.events][:2] == [Rolled, Bust]
    assert three.events[1].crosses == 3
    assert three.gold[0] == 2 and three.king_share == 3
    two = reroll_until(state, (2, 3, 4), lambda s: isinstance(s.events[0], Rolled)
                       and s.events[0].faces.count(X) == 2)
    assert not any(isinstance(e, Bust) for e in two.events)
    assert two.active == 0 and two.phase == rules.ROLLING and two.gold == [5, 0]


def test_a_bust_on_the_first_roll_passes_straight_to_the_next_player():
    seed = next(s for s in range(5000) if len(rules.new_game(2, seed=s).events) > 1)
    state = rules.new_game(2, seed=seed)
    assert state.events[1].seat == 0 and state.events[1].crosses >= 3
    assert state.events[1].paid == 0  # nothing to pay yet
    assert state.events[2].seat == 1


# -- pairing ----------------------------------------------------------------------------
def test_pairs_are_as_many_as_min_of_coin_dice_and_cannons_plus_skulls():
    for faces, pairs in [((COIN1, COIN2, COIN3, C, X), 1), ((COIN1, C, S, C, X), 1),
                         ((COIN1, COIN2, C, S, X), 2), ((COIN3, COIN3, COIN1, C, C), 2)]:
        state = table(faces, gold=(3, 3))
        assert rules.pair_count(faces) == pairs
        assert {len(a.plan) for a in state.legal_actions(0)} == {pairs}


def test_the_player_chooses_which_coin_dice_pair():
    state = table((COIN1, COIN2, COIN3, C, X))
    assert {a.plan for a in state.legal_actions(0)} == {plan_of(("cannon", coin)) for coin in (1, 2, 3)}


def test_the_player_chooses_which_of_cannon_or_skull_pairs():
    state = table((COIN2, C, S, X, X), gold=(0, 5))
    assert {a.plan for a in state.legal_actions(0)} == {plan_of(("cannon", 2)), plan_of(("skull", 2, 1))}


def test_cannon_and_coin_take_v_from_the_bank_and_give_v_to_the_king():
    state = resolve(table((COIN3, C, X, X, S)), ("cannon", 3))
    assert (state.gold[0], state.king_share, state.bank) == (3, 3, 54)


def test_short_bank_of_5_with_a_3_coin_gives_the_player_2_and_the_king_3():
    state = table((COIN3, C, X, X, S), gold=(10, 45))
    assert state.bank == 5
    after = resolve(state, ("cannon", 3))
    assert after.gold[0] == 12 and after.king_share == 3 and after.bank == 0
    cannon = next(e for e in after.events if isinstance(e, Cannon))
    assert (cannon.taken, cannon.king_takes, cannon.bank_before) == (2, 3, 5)


def test_a_short_bank_is_shared_always_to_the_kings_advantage():
    assert rules.cannon_shares(1, 1) == (0, 1)
    assert rules.cannon_shares(3, 2) == (1, 2)
    assert rules.cannon_shares(4, 2) == (2, 2)
    assert rules.cannon_shares(5, 3) == (2, 3)


def test_two_cannon_pairs_take_twice_and_give_twice():
    after = resolve(table((COIN3, COIN2, C, C, X)), ("cannon", 3), ("cannon", 2))
    assert (after.gold[0], after.king_share, after.bank) == (5, 5, 50)
    assert [type(e) for e in after.events].count(Cannon) == 2


def test_a_skull_pair_and_a_cannon_pair_both_apply():
    state = table((COIN3, COIN2, C, S, X), gold=(0, 10))
    assert all(len(a.plan) == 2 for a in state.legal_actions(0))  # applying just one is refused
    with pytest.raises(IllegalAction):
        resolve(state, ("cannon", 3))
    after = resolve(state, ("skull", 3, 1), ("cannon", 2))
    assert after.gold == [5, 7] and after.king_share == 2 and after.bank == 46


def test_a_skull_robs_at_most_what_the_victim_has_and_gives_nothing_to_the_king():
    after = resolve(table((COIN3, S, X, X, COIN1), gold=(0, 1)), ("skull", 3, 1))
    assert after.gold == [1, 0] and after.king_share == 0
    assert isinstance(after.events[-1], (Rolled, Bust))
    skull = next(e for e in after.events if isinstance(e, Skull))
    assert skull.taken == 1


def test_two_skull_pairs_may_rob_the_same_corsair_or_two_different_ones():
    state = table((COIN3, COIN2, S, S, X), gold=(0, 4, 4))
    plans = {a.plan for a in state.legal_actions(0)}
    assert plan_of(("skull", 3, 1), ("skull", 2, 1)) in plans
    assert plan_of(("skull", 3, 1), ("skull", 2, 2)) in plans
    same = resolve(state, ("skull", 3, 1), ("skull", 2, 1))
    assert same.gold == [4, 0, 4]
    split = resolve(state, ("skull", 3, 1), ("skull", 2, 2))
    assert split.gold == [5, 1, 2]


def test_a_skull_cannot_rob_its_own_player():
    state = table((COIN3, S, X, X, COIN1), gold=(5, 5))
    with pytest.raises(IllegalAction):
        resolve(state, ("skull", 3, 0))


def test_the_results_are_compulsory():
    state = table((COIN3, C, X, X, COIN1))
    before = state.to_dict()
    with pytest.raises(IllegalAction, match="Apply every result"):
        resolve(state)
    assert state.to_dict() == before


def test_the_player_chooses_the_order_and_pairs_after_an_empty_bank_are_not_played():
    state = table((COIN3, COIN2, C, S, X), gold=(5, 51))
    assert state.bank == 4
    cannon_first = resolve(state, ("cannon", 3), ("skull", 2, 1))
    assert cannon_first.is_over and cannon_first.gold == [7, 51]  # 4 < 6: shared 2 and 2
    assert isinstance(cannon_first.events[-2], BankEmpty) and cannon_first.events[-2].unplayed == 1
    skull_first = resolve(state, ("skull", 2, 1), ("cannon", 3))
    assert skull_first.is_over and skull_first.gold == [9, 49]


# -- five of a kind --------------------------------------------------------------------
def test_five_coin_dice_take_all_the_kings_gold():
    state = table((COIN1, COIN3, COIN2, COIN2, COIN1), gold=(1, 2), king=9)
    assert [a.plan for a in state.legal_actions(0)] == [plan_of(("five_coins",))]
    after = resolve(state, ("five_coins",))
    assert after.gold[0] == 10 and after.king_share == 0


def test_five_skulls_take_all_the_gold_of_one_chosen_other_player():
    state = table((S, S, S, S, S), gold=(1, 7, 3))
    assert {a.plan for a in state.legal_actions(0)} == {plan_of(("five_skulls", 1)), plan_of(("five_skulls", 2))}
    after = resolve(state, ("five_skulls", 1))
    assert after.gold == [8, 0, 3] and after.king_share == 0


def test_five_cannons_take_the_whole_bank_for_nothing_to_the_king_and_end_the_game():
    state = table((C, C, C, C, C), gold=(2, 8), king=6)
    after = resolve(state, ("five_cannons",))
    assert after.is_over and after.bank == 0 and after.king_share == 6 and after.gold == [46, 8]
    assert after.winners == (0,)


# -- the end ----------------------------------------------------------------------------
def test_the_game_ends_at_once_when_the_bank_is_empty():
    state = table((COIN1, C, X, X, S), gold=(30, 29))
    after = resolve(state, ("cannon", 1))
    assert after.is_over and after.to_act == () and after.legal_actions(0) == []
    assert after.king_share == 1 and after.gold == [30, 29]
    with pytest.raises(IllegalAction):
        after.apply(0, StopRolling())


def test_most_gold_wins_and_a_tie_is_shared_the_king_is_not_a_player():
    state = table((COIN1, C, X, X, S), gold=(20, 20, 10), king=8, bank=2)
    after = resolve(state, ("cannon", 1))
    assert after.winners == (0,) and after.scores == (21, 20, 10) and after.king_share == 9
    tie = resolve(table((COIN1, C, X, X, S), gold=(19, 20, 10), king=9, bank=2), ("cannon", 1))
    assert tie.winners == (0, 1) and tie.king_share == 10


def test_bank_king_and_purses_always_hold_60_coins():
    state = table((COIN3, COIN2, C, S, X), gold=(3, 6, 1), king=4)
    after = resolve(state, ("cannon", 3), ("skull", 2, 1))
    assert total_gold(state) == total_gold(after) == 60


def test_the_proposed_plan_is_the_best_for_the_player_robbing_the_leader():
    state = table((COIN3, COIN1, C, S, X), gold=(0, 2, 9))
    assert set(rules.proposed_plan(state).plan) == set(plan_of(("skull", 3, 2), ("cannon", 1)))
    assert rules.proposed_plan(table((COIN1, C, S, X, X), phase=rules.ROLLING)) is None


def test_the_proposed_plan_robs_before_emptying_the_bank():
    state = table((COIN3, COIN2, C, S, X), gold=(5, 51))
    assert rules.proposed_plan(state) == Resolve(plan_of(("skull", 3, 1), ("cannon", 2)))


# -- views and saves ---------------------------------------------------------------------
def test_views_hold_no_dice_and_every_event_is_public():
    state = rules.new_game(3, seed=4)
    state = state.apply(0, state.legal_actions(0)[-1])
    for seat in (None, 0, 1, 2):
        view = state.view(seat)
        assert view.dice is None and view.events == state.events
    assert all(e.seats is None for e in state.events)


@pytest.mark.parametrize("damage", [
    {"gold": [-1, 1]},
    {"bank": 61, "gold": [0, 0]},
    {"king_share": 10**30},
    {"gold": [0, 0, 0]},
    {"gold": [True, 0]},
    {"faces": [1, 2, 3, 4, 7]},
    {"faces": [1, 2, 3, 4, 5, 6]},
    {"faces": [6, 6, 6, 1, 2]},
    {"phase": "sailing"},
    {"active": 2},
    {"rerolls_used": 3},
    {"rerolls_used": 2, "phase": "rolling"},
    {"faces": [6, 6, 1, 2, 3], "phase": "resolving"},
    {"phase": "over"},
    {"gold": "lots"},
])
def test_damaged_saves_are_refused(damage):
    d = table((COIN1, COIN2, C, S, X), gold=(3, 4), phase=rules.ROLLING).to_dict()
    d["data"].update(damage)
    with pytest.raises(BadSave):
        rules.State.from_dict(d)


def test_a_finished_game_saves_and_loads():
    after = resolve(table((C, C, C, C, C), gold=(2, 8)), ("five_cannons",))
    assert rules.State.from_dict(after.to_dict()) == after


def test_the_proposed_plan_robs_a_player_who_has_gold_when_one_has():
    """Issue 37, F4: each Skull robs "the chosen player" (RULINGS.md); of plans worth the same to
    the player, the one proposed first robs nobody of nothing while another rival has gold."""
    state = table((COIN2, COIN3, S, S, X), gold=(0, 0, 3))
    proposed = rules.proposed_plan(state).plan
    steps = rules.settle(proposed, 0, state.bank, state.king_share, state.gold)[0]
    assert [s["taken"] for s in steps] == [2, 1] and {s.victim for s in proposed} == {2}
    assert rules.empty_thefts(steps) == 0
    nobody = table((COIN2, S, X, X, C), gold=(0, 0, 0))  # nobody has gold: any victim will do
    assert rules.proposed_plan(nobody).plan in nobody.legal_plans()
