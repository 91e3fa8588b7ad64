"""Perudo's rules, in the words of the rule (issue 28, part 6)."""

from __future__ import annotations

import json

import pytest

from ludicitude.core.errors import BadSave, IllegalAction
from perudo.rules import DICE_EACH, HIDDEN, Bid, Dudo, State, is_raise, matching, new_game
from perudo.events import CupRolled, DudoCalled, Out, Won


def table(cups, bid=None, bidder=None, current=0):
    """A state with these cups (one tuple per seat), the bid on the table and who is to act."""
    state = new_game(len(cups), None, 3)
    state.cups = [tuple(c) for c in cups]
    state.bid, state.bidder, state.current = bid, bidder, current
    return state


def test_five_dice_each_rolled_in_secret_seen_only_by_their_owner():
    state = new_game(4, None, 1)
    assert state.dice_left == (DICE_EACH,) * 4
    rolls = [e for e in state.events if isinstance(e, CupRolled)]
    assert [e.seats for e in rolls] == [(0,), (1,), (2,), (3,)]
    for seat in range(4):
        view = state.view(seat)
        assert view.cups[seat] == state.cups[seat]
        assert all(view.cups[s] == (HIDDEN,) * DICE_EACH for s in range(4) if s != seat)
        assert [e.seat for e in view.events if isinstance(e, CupRolled)] == [seat]
    assert all(c == (HIDDEN,) * DICE_EACH for c in state.view(None).cups)


def test_a_raise_is_a_higher_quantity_of_any_face_or_the_same_quantity_of_a_higher_face():
    assert is_raise(Bid(5, 2), (4, 3)) and is_raise(Bid(4, 4), (4, 3))
    assert not is_raise(Bid(4, 3), (4, 3)) and not is_raise(Bid(4, 2), (4, 3)) and not is_raise(Bid(3, 6), (4, 3))


def test_to_bid_on_ones_the_quantity_may_fall_to_half_rounded_up():
    assert is_raise(Bid(3, 1), (5, 4)) and not is_raise(Bid(2, 1), (5, 4))
    assert is_raise(Bid(2, 1), (4, 6)) and not is_raise(Bid(1, 1), (4, 6))


def test_to_leave_ones_the_quantity_must_be_at_least_double_plus_one():
    assert is_raise(Bid(7, 2), (3, 1)) and not is_raise(Bid(6, 6), (3, 1))
    assert is_raise(Bid(4, 1), (3, 1)) and not is_raise(Bid(3, 1), (3, 1))


def test_ones_are_wild_except_in_a_bid_on_ones():
    cups = [(1, 3, 3, 5, 6), (1, 1, 2, 3, 4)]
    assert matching(cups, 3) == 6  # three 3s and three ones
    assert matching(cups, 1) == 3


def test_on_dudo_fewer_than_bid_the_bidder_loses_a_die_and_starts_the_next_round():
    state = table([(2, 2, 4, 5, 6), (3, 3, 4, 5, 6), (2, 3, 4, 5, 6)], bid=(4, 3), bidder=0, current=1)
    after = state.apply(1, Dudo())
    dudo = next(e for e in after.events if isinstance(e, DudoCalled))
    assert dudo.count == 3 and not dudo.held and dudo.seats is None  # every die shown
    assert after.dice_left == (4, 5, 5) and after.current == 0 and after.bid is None and after.round == 2


def test_on_dudo_as_many_as_bid_or_more_the_caller_loses_a_die():
    state = table([(1, 3, 4, 5, 6), (3, 2, 2, 2, 2), (4, 4, 4, 5, 6)], bid=(3, 3), bidder=0, current=1)
    after = state.apply(1, Dudo())
    assert after.dice_left == (5, 4, 5) and after.current == 1  # exactly three: the bid holds


def test_a_player_with_no_dice_is_out_and_the_next_player_starts():
    state = table([(6,), (2, 2), (5, 5)], bid=(1, 3), bidder=0, current=1)
    after = state.apply(1, Dudo())
    assert after.dice_left == (0, 2, 2) and any(isinstance(e, Out) for e in after.events)
    assert after.current == 1 and not after.legal_actions(0)
    assert after.next_seat(2) == 1, "the out player is skipped"


def test_the_last_player_with_dice_wins():
    state = table([(6,), (2, 2), ()], bid=(1, 6), bidder=1, current=0)
    after = state.apply(0, Bid(2, 6)).apply(1, Dudo())
    assert after.is_over and after.winners == (1,) and after.to_act == ()
    assert isinstance(after.events[-1], Won)


def test_an_illegal_bid_or_an_early_dudo_is_refused_in_words_and_changes_nothing():
    state = new_game(3, None, 5)
    before = state.to_dict()
    for seat, action in ((0, Dudo()), (0, Bid(16, 2)), (0, Bid(0, 3)), (0, Bid(2, 7)), (1, Bid(2, 3))):
        with pytest.raises(IllegalAction) as refused:
            state.apply(seat, action)
        assert str(refused.value)
    raised = state.apply(0, Bid(4, 3))
    with pytest.raises(IllegalAction, match="does not raise"):
        raised.apply(1, Bid(3, 6))
    assert state.to_dict() == before


def test_a_save_reads_back_and_a_damaged_one_is_refused():
    state = new_game(3, None, 9).apply(0, Bid(2, 5))
    assert State.from_dict(json.loads(json.dumps(state.to_dict()))) == state
    for damage in ({"cups": [[7, 1]] * 3}, {"bid": [99, 3]}, {"current": 5}, {"bidder": None}):
        bad = state.to_dict()
        bad["data"] = {**bad["data"], **damage}
        with pytest.raises(BadSave):
            State.from_dict(bad)
