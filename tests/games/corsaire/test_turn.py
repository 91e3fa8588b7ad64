"""The player's pending choice (``turn.Turn``), without a screen: picking dice to reroll, choosing
which dice pair, in what order and whom each Skull robs, and taking any of it back."""

from __future__ import annotations

import pytest

from ludicitude.games.corsaire import rules
from ludicitude.games.corsaire.turn import PlanStep, StepKind, Turn, dice_groups, pairing
from tests.games.corsaire.helpers import COIN2, COIN3, C, S, X, plan_of, table


def rolling(faces, **kw):
    return table(faces, gold=(3, 4), phase=rules.ROLLING, **kw)


def pairing_turn(state):
    turn = Turn()
    turn.fit(state)
    return turn


def test_picked_dice_are_pencilled_in_and_each_pick_can_be_taken_back():
    state = rolling((COIN2, COIN2, C, S, COIN3))
    turn = Turn()
    assert turn.toggle_die(state, 0) is None and turn.toggle_die(state, 3) is None
    assert turn.picked == {0, 3}
    assert turn.toggle_die(state, 3) is None and turn.picked == {0}  # picked again: put back
    assert turn.undo() is None and turn.picked == {0, 3}
    assert turn.undo() is None and turn.picked == {0}
    assert turn.undo() is None and turn.picked == set()
    assert turn.undo() == "Nothing to undo: what you have confirmed stays."


def test_crossed_bones_are_locked_and_cannot_be_picked():
    turn = Turn()
    refusal = turn.toggle_die(rolling((X, COIN2, C, S, COIN3)), 0)
    assert refusal == "Crossed bones are locked until the end of your turn."
    assert turn.picked == set() and not turn.undo_stack


def test_after_two_rerolls_no_die_can_be_picked():
    state = table((COIN2, COIN2, C, S, COIN3), gold=(3, 4), rerolls_used=rules.MAX_REROLLS)
    turn = Turn()
    assert turn.toggle_die(state, 0) == "You have already rerolled twice: apply your results."
    assert turn.picked == set()


def test_a_confirmed_choice_is_final():
    turn = Turn()
    turn.toggle_die(rolling((COIN2, COIN2, C, S, COIN3)), 1)
    turn.clear()
    assert turn.picked == set() and turn.undo() is not None


def test_the_plan_proposed_first_is_the_rules_best_one():
    state = table((COIN3, COIN2, C, S, X), gold=(7, 12, 3))
    assert pairing_turn(state).plan == rules.proposed_plan(state).plan
    assert pairing_turn(rolling((COIN2, COIN2, C, S, COIN3))).plan == ()  # no plan while rolling


def test_another_pairing_pairs_other_coin_dice_with_the_cannon_and_the_skull():
    state = table((COIN3, COIN2, C, S, X), gold=(7, 12, 3))
    turn = pairing_turn(state)
    before = turn.plan
    assert turn.next_pairing(state) is None
    assert pairing(turn.plan) != pairing(before) and turn.plan in state.legal_plans()
    assert turn.undo() is None and turn.plan == before


def test_five_of_a_kind_has_no_other_pairing():
    state = table((S, S, S, S, S), gold=(7, 12, 3))
    turn = pairing_turn(state)
    assert not turn.has_other_pairings(state)
    assert turn.next_pairing(state) == "There is no other way to pair these dice: A applies this one."
    assert not turn.undo_stack


def test_the_order_of_two_results_can_be_swapped_when_the_bank_runs_dry_between_them():
    state = table((COIN3, COIN2, C, S, X), gold=(7, 12, 3), bank=3, king=35)
    turn = pairing_turn(state)
    before = turn.plan
    assert turn.may_swap_order(state)
    assert turn.swap_order(state) is None
    assert turn.plan == tuple(reversed(before))


def test_the_order_is_not_offered_when_both_orders_end_the_same():
    """A Cannon and a Skull with the Bank full, or two Skulls: either order, the same gold."""
    assert not pairing_turn(table((COIN3, COIN2, C, S, X), gold=(7, 12, 3))).may_swap_order(
        table((COIN3, COIN2, C, S, X), gold=(7, 12, 3)))
    two_skulls = table((COIN3, COIN2, S, S, X), gold=(7, 1, 3))
    turn = pairing_turn(two_skulls)
    assert len(turn.plan) == 2 and not turn.may_swap_order(two_skulls)


def test_swapping_an_order_that_changes_nothing_is_refused_in_words_and_changes_nothing():
    """Two Skulls robbing with the Bank full: either order ends the same, so O says why not."""
    two_skulls = table((COIN3, COIN2, S, S, X), gold=(7, 1, 3))
    turn = pairing_turn(two_skulls)
    before = turn.plan
    assert turn.swap_order(two_skulls) == "The order of these results changes nothing here."
    assert turn.plan == before and not turn.undo_stack


def test_each_skull_robs_the_next_other_player_round_the_table():
    state = table((COIN3, COIN2, S, S, X), gold=(7, 12, 3))
    turn = pairing_turn(state)
    robbers = turn.robbing_steps()
    assert [s.kind for s in robbers] == [StepKind.SKULL, StepKind.SKULL]
    first = robbers[0].victim
    turn.next_victim(state, 0)
    assert turn.robbing_steps()[0].victim == {1: 2, 2: 1}[first]  # Ana robs Bob or Cyd, never herself
    assert turn.robbing_steps()[1] == robbers[1]
    turn.next_victim(state, 5)  # no sixth Skull: nothing changes
    assert len(turn.undo_stack) == 1


def test_five_skulls_rob_one_chosen_player_of_all_their_gold():
    state = table((S, S, S, S, S), gold=(7, 12, 3))
    turn = pairing_turn(state)
    (step,) = turn.steps
    assert step.kind is StepKind.FIVE_SKULLS and step.robs and not step.is_pair
    turn.next_victim(state, 0)
    assert turn.steps[0].victim != step.victim and turn.plan in state.legal_plans()


def test_a_plan_step_read_from_its_older_plain_form_is_the_typed_step():
    plain = (("cannon", 3), ("skull", 2, 1), ("five_coins",), ("five_skulls", 2), ("five_cannons",))
    steps = plan_of(*plain)
    assert steps[0] == PlanStep(StepKind.CANNON, coin=3)
    assert steps[1] == PlanStep(StepKind.SKULL, coin=2, victim=1)
    assert steps[2] == PlanStep(StepKind.FIVE_COINS)
    assert steps[3] == PlanStep(StepKind.FIVE_SKULLS, victim=2)
    assert steps[4] == PlanStep(StepKind.FIVE_CANNONS)
    for bad in ((), ("kraken", 2), ("cannon",), ("skull", 2), "cannon", 3):
        with pytest.raises(ValueError):
            PlanStep.from_plain(bad)


def test_the_dice_of_each_pair_are_found_on_the_table():
    faces = (COIN3, S, COIN2, C, X)
    groups, rest = dice_groups(faces, plan_of(("skull", 2, 1), ("cannon", 3)))
    assert groups == [[2, 1], [0, 3]] and rest == [4]
    assert dice_groups((S,) * 5, plan_of(("five_skulls", 1))) == ([[0, 1, 2, 3, 4]], [])


def test_a_chosen_plan_goes_on_the_wire_as_typed_steps_and_reads_back_equal():
    """A Resolve holds frozen PlanSteps; the action codec (phones) writes each as a nested dict
    with its kind's name and reads it back equal; a plan in the older plain lists reads back
    as the same typed plan."""
    import json

    from ludicitude.core.game import action_from_dict, action_to_dict

    state = table((COIN3, COIN2, C, S, X), gold=(7, 12, 3))
    turn = pairing_turn(state)
    action = rules.Resolve(turn.plan)
    assert action in state.legal_actions(0)
    data = json.loads(json.dumps(action_to_dict(action)))
    assert data == {"type": "Resolve", "plan": [  # Skull + 3 robs Bob
        {"type": "PlanStep", "kind": "cannon", "coin": 2, "victim": None},
        {"type": "PlanStep", "kind": "skull", "coin": 3, "victim": 1}]}
    assert action_from_dict(data, rules.ACTION_TYPES) == action
    older = {"type": "Resolve", "plan": [["cannon", 2], ["skull", 3, 1]]}
    assert action_from_dict(older, rules.ACTION_TYPES) == action
