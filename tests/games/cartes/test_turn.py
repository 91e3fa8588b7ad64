"""Quatre Cartes: the player's turn before they confirm it (``turn.Turn``), in the words of the
rule card: dice picked from the roll, placed on cards one at a time and judged together per card,
taken back last first until Continue or Stop makes them final. No pygame."""

from __future__ import annotations

from ludicitude.games.cartes.rules import IDEM, MAXI, NEUF, SUITE, Continue, Place, Stop
from ludicitude.games.cartes.turn import DOUBLE_CLICK, Placement, Turn, focus_after
from tests.games.cartes.helpers import position

PICK_FIRST = "Pick dice first (click them or press the letter under each), then a card."


def turn_on(roll, **kwargs):
    return Turn(position(roll, **kwargs))


def pick(turn, *faces):
    """Pick dice showing ``faces`` among the turn's dice still in the roll."""
    roll = list(turn.table.roll)
    for face in faces:
        index = next(i for i, f in enumerate(roll) if f == face and i not in turn.picked and turn.free(i))
        assert turn.toggle(index)


# -- picking dice ---------------------------------------------------------------------------------
def test_a_die_of_the_roll_is_picked_and_unpicked():
    turn = turn_on((1, 2, 3, 3, 4, 5, 6, 6))
    assert turn.toggle(2) and turn.picked == {2}
    assert turn.picked_faces() == (3,)
    assert turn.toggle(2) and not turn.picked


def test_there_is_no_ninth_die_to_pick():
    turn = turn_on((1, 2, 3, 3, 4, 5, 6, 6))
    assert not turn.toggle(8) and not turn.picked


# -- placing: pending until confirmed -----------------------------------------------------------
def test_placed_dice_leave_the_roll_and_wait_on_the_card_without_changing_the_table():
    table = position((1, 2, 3, 3, 4, 5, 6, 6))
    turn = Turn(table)
    pick(turn, 6)
    assert turn.place(MAXI, 0.0) is None
    assert turn.pending == [Placement(MAXI, (6,))] and not turn.picked
    assert turn.state().combination(0, MAXI) == (6,) and len(turn.state().roll) == 7
    assert table.combination(0, MAXI) == () and len(table.roll) == 8  # nothing is final yet


def test_a_card_with_no_dice_picked_says_to_pick_dice_first_and_takes_nothing_back():
    turn = turn_on((1, 2, 3, 3, 4, 5, 6, 6))
    pick(turn, 6)
    turn.place(MAXI, 0.0)
    assert turn.place(MAXI, 1.0) == PICK_FIRST
    assert turn.pending == [Placement(MAXI, (6,))]


def test_the_second_click_of_a_double_click_places_nothing_and_says_nothing():
    turn = turn_on((1, 2, 3, 3, 4, 5, 6, 6))
    pick(turn, 6)
    turn.place(MAXI, 10.0)
    assert turn.place(MAXI, 10.0 + DOUBLE_CLICK / 2) == ""
    assert turn.place(SUITE, 10.0 + DOUBLE_CLICK / 2) == PICK_FIRST  # another card: a real mistake
    assert turn.pending == [Placement(MAXI, (6,))]


def test_idem_needs_at_least_2_dice_the_first_time_and_says_why():
    turn = turn_on((1, 2, 3, 3, 4, 5, 6, 6))
    pick(turn, 3)
    why = turn.place(IDEM, 0.0)
    assert why and "Idem" in why
    assert not turn.pending and turn.picked  # refused: the pick stays for another card


def test_each_card_judges_all_the_dice_added_to_it_this_turn_together():
    turn = turn_on((1, 2, 3, 3, 4, 5, 6, 6))
    pick(turn, 3, 3)
    assert turn.place(IDEM, 0.0) is None
    pick(turn, 6)
    assert turn.place(IDEM, 1.0)  # a 6 beside the pending 3 3: not the same faces
    assert turn.toggle(next(iter(turn.picked)))  # the 6 unpicked
    pick(turn, 1)
    assert turn.place(MAXI, 2.0) is None
    pick(turn, 6)
    assert turn.place(MAXI, 3.0) is None  # a second pick on Maxi joins the first
    assert turn.faces_on(MAXI) == (1, 6)
    assert turn.places() == [Place(IDEM, (3, 3)), Place(MAXI, (1, 6))]  # one Place per card


def test_a_neuf_that_would_not_make_a_multiple_of_9_is_refused():
    turn = turn_on((3, 6), cards={NEUF: (4, 5), MAXI: (1, 1), IDEM: (2, 2)})
    pick(turn, 3)
    assert turn.place(NEUF, 0.0)
    assert turn.takes_picked(NEUF) is False
    pick(turn, 6)
    assert turn.takes_picked(NEUF) and turn.place(NEUF, 1.0) is None


# -- taking back -----------------------------------------------------------------------------------
def test_take_back_returns_the_last_placement_to_the_roll():
    turn = turn_on((1, 2, 3, 3, 4, 5, 6, 6))
    pick(turn, 6)
    turn.place(MAXI, 0.0)
    pick(turn, 3, 3)
    turn.place(IDEM, 1.0)
    pick(turn, 1)
    assert turn.take_back()
    assert turn.pending == [Placement(MAXI, (6,))] and not turn.picked
    assert len(turn.state().roll) == 7
    assert turn.take_back() and not turn.pending and turn.state() is turn.table
    assert not turn.take_back()  # nothing left to take back


# -- ending the turn -----------------------------------------------------------------------------
def test_continue_or_stop_confirms_the_placements_then_ends_the_turn():
    table = position((1, 2, 3, 3, 4, 5, 6, 6))
    turn = Turn(table)
    pick(turn, 6)
    turn.place(MAXI, 0.0)
    pick(turn, 3, 3)
    turn.place(IDEM, 1.0)
    actions = turn.confirm(Continue())
    assert actions == [Place(MAXI, (6,)), Place(IDEM, (3, 3)), Continue()]
    assert not turn.pending
    state = table
    for action in actions:
        state = state.apply(0, action)
    assert state.current == 1 and state.in_hand[0] == 5


def test_at_least_one_die_must_be_placed_before_continuing_or_stopping():
    turn = turn_on((1, 2, 3, 3, 4, 5, 6, 6))
    assert turn.why_not(0, Continue())
    assert turn.why_not(0, Stop(None))
    pick(turn, 6)
    turn.place(MAXI, 0.0)
    assert turn.why_not(0, Continue()) is None and turn.why_not(0, Stop(None)) is None


def test_when_you_stop_you_may_take_back_all_your_dice_from_one_card_and_see_what_it_scores():
    turn = turn_on((1, 2, 3, 3, 4, 5, 6, 6))
    pick(turn, 6)
    turn.place(MAXI, 0.0)
    choices = turn.stop_choices(0)
    assert choices[MAXI] and not choices[IDEM]  # only a card holding your dice
    assert turn.points_now(0)[MAXI] == 5  # alone on Maxi, with the pending die: the best


def test_a_turn_follows_the_table_and_forgets_placements_the_game_moved_past():
    turn = turn_on((1, 2, 3, 3, 4, 5, 6, 6))
    pick(turn, 6)
    turn.place(MAXI, 0.0)
    other = position((1, 1, 1, 1, 2, 2, 2, 2), seed=1)
    turn.follow(other)
    assert turn.state() is other and not turn.pending


def test_the_dice_keep_their_places_and_keys_while_the_turn_lasts():
    turn = turn_on((1, 2, 3, 3, 4, 5, 6, 6))
    assert turn.toggle(2) and turn.toggle(3)  # the two 3s: keys 3 and 4
    assert turn.place(IDEM, 0.0) is None
    assert not turn.free(2) and not turn.free(3) and not turn.toggle(3)  # on Idem: no die there
    assert turn.toggle(4) and turn.picked_faces() == (4,)  # key 5 is still the 4, as before
    assert turn.free(7) and turn.toggle(7) and turn.picked_faces() == (4, 6)
    assert turn.take_back() and turn.free(2) and turn.free(3)  # back in their own places


# -- what the screen offers ------------------------------------------------------------------------
def test_before_a_die_is_placed_neither_continue_nor_stop_may_be_pressed_and_nothing_to_undo():
    offer = turn_on((1, 2, 3, 3, 4, 5, 6, 6)).offer(0)
    assert offer.ending == (False, False, False)
    assert offer.dice == (True,) * 8 and offer.cards == (True,) * 4 and not offer.stopping


def test_once_a_die_waits_on_a_card_continue_stop_and_undo_are_offered_and_its_place_is_empty():
    turn = turn_on((1, 2, 3, 3, 4, 5, 6, 6))
    assert turn.toggle(7) and turn.place(MAXI, 0.0) is None
    offer = turn.offer(0)
    assert offer.ending == (True, True, True)
    assert offer.dice == (True,) * 7 + (False,)  # the 6 on Maxi left its place in the roll


def test_with_nobody_here_to_act_nothing_is_offered_and_nothing_stays_pending():
    turn = turn_on((1, 2, 3, 3, 4, 5, 6, 6))
    assert turn.toggle(7) and turn.place(MAXI, 0.0) is None
    turn.stopping = True
    offer = turn.offer(None)
    assert not turn.pending and not offer.stopping
    assert not any(offer.dice) and not any(offer.cards) and offer.ending == (False, False, False)


def test_in_the_stop_choice_only_a_card_holding_your_dice_may_be_taken_back():
    turn = turn_on((1, 2, 3, 3, 4, 5, 6, 6))
    assert turn.toggle(7) and turn.place(MAXI, 0.0) is None
    turn.stopping = True
    offer = turn.offer(0)
    assert offer.stopping and offer.takes == {IDEM: False, SUITE: False, MAXI: True, NEUF: False}


def test_a_pick_of_a_die_no_longer_in_the_roll_is_dropped():
    turn = turn_on((1, 2, 3, 3, 4, 5, 6, 6))
    assert turn.toggle(7) and turn.place(MAXI, 0.0) is None
    turn.picked = {6, 7}  # 7 went to Maxi
    turn.offer(0)
    assert turn.picked == {6}


def test_from_a_die_gone_to_a_card_the_focus_goes_to_the_next_die_in_the_tray_else_the_last():
    assert focus_after(3, [0, 1, 2, 4, 5]) == 4
    assert focus_after(6, [0, 1, 2, 4, 5]) == 5
    assert focus_after(0, [2, 3]) == 2


def test_a_placement_stays_pending_but_continue_or_stop_is_final():
    turn = turn_on((1, 2, 3, 3, 4, 5, 6, 6))
    assert turn.toggle(7) and turn.place(MAXI, 0.0) is None
    assert turn.toggle(0)
    assert turn.applied(Place(MAXI, (6,))) is False and turn.pending and not turn.picked
    assert turn.applied(Continue()) is True and not turn.pending
