"""Cadenas: what a player pencils in before confirming it (turn.py), without pygame, on example
sheets. The white dice show 3 and 4 (the white sum is 7); red 1, yellow 2, green 3, blue 4."""

from __future__ import annotations

from pathlib import Path

import pytest

from ludicitude.core.errors import IllegalAction
from ludicitude.core.i18n import _
from ludicitude.games.cadenas import rules
from ludicitude.games.cadenas.rules import Cross, CrossPair, Pass
from ludicitude.games.cadenas.turn import Enter, GreyQuestion, Turn, Undone, WhiteSum, box_of, enter_case
from tests.games.cadenas.sheets import table
from tests.test_layers import imported_modules


def box(row: str, number: int) -> tuple[str, int]:
    return row, rules.position_of(row, number)


def action_2(**sheets: list[int]) -> rules.State:
    """Ana's action 2, after both players passed the white sum (Ana's sheet: ``sheets``)."""
    state = table(2, sheets={0: sheets}).apply(0, Pass()).apply(1, Pass())
    assert state.action == 2 and state.to_act == (0,)
    return state


# -- action 1: the white sum, for everyone ------------------------------------------------------
def test_in_action_1_the_lit_boxes_are_the_white_sum_in_every_row():
    state = table(2)
    assert Turn().lit_boxes(state, 0) == {box(row, 7): Cross(row) for row in rules.ROWS}


def test_a_white_sum_left_of_a_cross_is_not_lit():
    state = table(2, sheets={0: {"red": [9]}})
    assert box("red", 7) not in Turn().lit_boxes(state, 0)
    assert box("yellow", 7) in Turn().lit_boxes(state, 0)


def test_only_the_player_choosing_now_has_lit_boxes():
    state = table(2)
    assert Turn().lit_boxes(state, 1) == {} and Turn().lit_boxes(state, None) == {}


def test_a_box_that_is_not_the_white_sum_is_refused_in_words():
    with pytest.raises(IllegalAction) as refusal:
        Turn().action_at(table(2), 0, *box("red", 5))
    assert str(refusal.value) == _("Only the white sum, {total}, may be crossed now.").format(total=7)


def test_the_white_sum_left_of_a_cross_is_refused_by_the_rules_and_nothing_is_pencilled():
    state = table(2, sheets={0: {"red": [9]}})
    turn = Turn()
    action = turn.action_at(state, 0, *box("red", 7))
    assert action == Cross("red")
    with pytest.raises(IllegalAction) as refusal:
        turn.pencil(state, 0, action)
    assert str(refusal.value) == _("{number} is left of a box you already crossed in {row}.").format(
        number=7, row=_("the red row"))
    assert turn.pending is None and turn.pending_box is None


# -- pencilled in, moved, taken back, confirmed -------------------------------------------------
def test_a_pencilled_choice_is_not_final_the_game_does_not_change():
    state = table(2)
    before = state.to_dict()
    turn = Turn()
    turn.pencil(state, 0, Cross("red"))
    assert turn.pending == Cross("red") and turn.pending_box == box("red", 7)
    assert state.to_dict() == before


def test_another_box_moves_the_pencilled_choice():
    state, turn = table(2), Turn()
    turn.pencil(state, 0, Cross("red"))
    turn.pencil(state, 0, Turn().action_at(state, 0, *box("blue", 7)))
    assert turn.pending == Cross("blue") and turn.pending_box == box("blue", 7)


def test_a_pass_is_pencilled_like_a_box_and_crosses_no_box():
    state, turn = table(2), Turn()
    turn.pencil(state, 0, Pass())
    assert turn.passes() and turn.pending_box is None


def test_a_pencilled_pass_shows_the_grey_box_it_costs_the_active_player():
    state, turn = table(2), Turn()
    turn.pencil(state, 0, Pass())
    assert turn.costs_grey_box(state)  # the active player passing the white sum (rule as written)
    other = state.apply(0, Pass())  # Bob answers the white sum: his pass costs nothing
    turn = Turn()
    turn.pencil(other, 1, Pass())
    assert not turn.costs_grey_box(other)


def test_confirming_plays_the_pencilled_choice_once():
    state, turn = table(2), Turn()
    turn.pencil(state, 0, Cross("green"))
    assert turn.final() == Cross("green")
    assert turn.pending is None and turn.pending_box is None and turn.final() is None


def test_esc_goes_back_to_where_the_player_was_when_they_pencilled():
    state, turn = table(2), Turn()
    turn.pencil(state, 0, Cross("red"), came_from="red 7")
    turn.pencil(state, 0, Pass())  # pencilled from a key: the player is still where they were
    assert turn.came_from == "red 7"
    assert turn.take_back() is Undone.CHOICE and turn.came_from == "red 7"
    turn.forget(keep_white=False)
    assert turn.came_from is None


# -- action 2: a white die + a coloured die, for the active player ------------------------------
def test_in_action_2_each_white_die_plus_each_coloured_die_is_lit_in_its_row():
    lit = Turn().lit_boxes(action_2(), 0)
    faces = {"red": 1, "yellow": 2, "green": 3, "blue": 4}
    assert lit == {box(row, white + face): CrossPair(w, row)
                   for row, face in faces.items() for w, white in enumerate((3, 4))}


def test_once_a_white_die_is_picked_only_its_pairs_are_lit():
    turn = Turn()
    turn.pick_white(1)  # the white 4
    assert turn.lit_boxes(action_2(), 0) == {box(row, 4 + face): CrossPair(1, row)
                                             for row, face in (("red", 1), ("yellow", 2), ("green", 3),
                                                               ("blue", 4))}


def test_a_box_is_the_pair_that_makes_its_number():
    assert Turn().action_at(action_2(), 0, *box("red", 5)) == CrossPair(1, "red")  # white 4 + red 1


def test_a_box_no_white_die_plus_its_coloured_die_makes_is_refused_in_words():
    with pytest.raises(IllegalAction) as refusal:
        Turn().action_at(action_2(), 0, *box("red", 9))
    assert str(refusal.value) == _("No white die plus the {colour} die makes {number}.").format(
        colour=_("red"), number=9)


def test_a_coloured_die_before_a_white_die_is_refused_in_words():
    with pytest.raises(IllegalAction):
        Turn().pair_with("red")
    turn = Turn()
    turn.pick_white(0)
    assert turn.pair_with("red") == CrossPair(0, "red")


def test_a_pencilled_pair_shows_both_its_dice_picked():
    state, turn = action_2(), Turn()
    assert (turn.picked_white(), turn.picked_colour()) == (None, None)
    turn.pick_white(0)
    assert (turn.picked_white(), turn.picked_colour()) == (0, None)
    turn.pencil(state, 0, CrossPair(1, "blue"))  # a lit box of the other white die
    assert (turn.picked_white(), turn.picked_colour()) == (1, "blue")
    assert turn.pending_box == box("blue", 8)


def test_another_white_die_forgets_the_pencilled_pair_and_the_same_white_puts_it_back():
    state, turn = action_2(), Turn()
    turn.pick_white(0)
    turn.pencil(state, 0, turn.pair_with("red"))
    turn.pick_white(1)
    assert turn.white_pick == 1 and turn.pending is None
    turn.pick_white(1)
    assert turn.white_pick is None


def test_esc_takes_back_the_choice_then_puts_back_the_white_die():
    state, turn = action_2(), Turn()
    turn.pick_white(1)
    turn.pencil(state, 0, turn.pair_with("green"))
    assert turn.take_back() is Undone.CHOICE and turn.white_pick == 1
    assert turn.take_back() is Undone.WHITE and turn.white_pick is None
    assert turn.take_back() is Undone.NOTHING


def test_a_white_die_then_a_coloured_die_pencils_their_pair_and_the_same_coloured_die_takes_it_back():
    state, turn = action_2(), Turn()
    with pytest.raises(IllegalAction, match="white die first"):
        turn.press_colour("red")  # a coloured die before a white die: refused in words
    turn.pick_white(0)
    pair = turn.press_colour("red")
    assert pair == CrossPair(0, "red") and turn.pending is None  # pressing is not pencilling
    turn.pencil(state, 0, pair)
    assert turn.press_colour("red") is None  # the same pair again: the press takes it back
    assert turn.press_colour("blue") == CrossPair(0, "blue")  # another coloured die: that pair


def test_w_picks_the_first_white_die_then_the_other_one():
    turn = Turn()
    assert turn.next_white() == 0
    turn.pick_white(turn.next_white())
    assert turn.white_pick == 0 and turn.next_white() == 1
    turn.pick_white(turn.next_white())
    assert turn.white_pick == 1 and turn.next_white() == 0


def test_cancel_is_offered_while_a_choice_is_pencilled_or_a_white_die_is_picked():
    state, turn = action_2(), Turn()
    assert not turn.holds()
    turn.pick_white(1)
    assert turn.holds()
    turn.pencil(state, 0, turn.pair_with("green"))
    assert turn.holds()
    turn.take_back()
    turn.take_back()
    assert not turn.holds()


def test_in_action_1_enter_on_a_lit_box_pencils_it_in_and_elsewhere_is_done():
    red, blue = box("red", 7), box("blue", 7)
    assert enter_case(sharing=True, on=red, pencilled=None) is Enter.PRESS
    assert enter_case(sharing=True, on=blue, pencilled=red) is Enter.PRESS  # another box moves the cross
    assert enter_case(sharing=True, on=red, pencilled=red) is Enter.CLOSE  # the box already pencilled: Done
    assert enter_case(sharing=True, on=None, pencilled=red) is Enter.CLOSE  # on Done: Done, as its label says


def test_in_action_2_enter_confirms_the_pencilled_choice_moves_it_to_another_box_or_cancels():
    pencilled, other = box("red", 4), box("blue", 7)
    case = dict(sharing=False, pencilled=pencilled)
    assert enter_case(**case, on=other, pending=False) is Enter.NOTHING  # nothing pencilled: the box's own press
    assert enter_case(**case, on=other) is Enter.PRESS  # another lit box: the choice moves there
    assert enter_case(**case, on=None, on_cancel=True) is Enter.PRESS  # on Cancel: it is taken back
    assert enter_case(**case, on=pencilled) is Enter.CONFIRM  # the pencilled box: it is made final
    assert enter_case(**case, on=None) is Enter.CONFIRM  # on Confirm
    assert enter_case(sharing=False, on=pencilled, pencilled=None) is Enter.PRESS  # a pencilled pass: a box replaces it


def test_a_new_moment_forgets_the_choice_and_keeps_the_white_die_only_when_asked():
    state, turn = action_2(), Turn()
    turn.pick_white(0)
    turn.pencil(state, 0, Pass(), came_from="die")
    turn.forget(keep_white=True)
    assert (turn.white_pick, turn.pending, turn.pending_box, turn.came_from) == (0, None, None, None)
    turn.forget(keep_white=False)
    assert turn.white_pick is None


def test_a_pair_crosses_the_box_of_its_sum_in_its_row():
    state = action_2()
    assert box_of(state, CrossPair(0, "yellow")) == box("yellow", 5)
    assert box_of(state, Cross("red")) == box("red", 7) and box_of(state, Pass()) is None


# -- the layers ---------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["turn.py", "story.py"])
def test_the_turn_and_the_story_never_import_pygame_or_the_ui(name):
    path = Path(rules.__file__).with_name(name)
    mods = imported_modules(path)
    assert not any(m == "pygame" or m.startswith("pygame.") for m in mods), mods
    assert not any(m.startswith("ludicitude.ui") or m == "ludicitude.app" for m in mods), mods


# -- the white sum, for everyone at once (WhiteSum) ------------------------------------------------
def test_each_player_pencils_the_white_sum_on_their_own_sheet_and_may_change_it():
    """Rule card: every player may cross the white sum in one row; until Done nothing is final."""
    state = table(3, sheets={1: {"red": [9]}})
    white = WhiteSum()
    assert white.toggle(state, 1, *box("yellow", 7))
    assert white.toggle(state, 0, *box("red", 7))
    assert white.crosses == {1: Cross("yellow"), 0: Cross("red")}
    assert white.toggle(state, 1, *box("blue", 7))  # another box: Bob's cross moves
    assert not white.toggle(state, 1, *box("blue", 7))  # the same box: taken back
    assert white.crosses == {0: Cross("red")}
    with pytest.raises(IllegalAction, match="left of"):  # Bob crossed red 9: red 7 is closed for him
        white.toggle(state, 1, *box("red", 7))
    with pytest.raises(IllegalAction):
        white.toggle(state, 2, *box("red", 8))  # not the white sum
    assert white.crosses == {0: Cross("red")}
    assert box("red", 7) not in white.lit_boxes(state, 1) and box("red", 7) in white.lit_boxes(state, 2)


def test_closing_costs_the_active_player_a_grey_box_only_when_they_crossed_nothing_as_written():
    white = WhiteSum()
    state = table(2)
    assert white.closing_costs(state)  # as written: an action without a cross costs a grey box
    white.toggle(state, 1, *box("red", 7))
    assert white.closing_costs(state)  # Bob's cross is not Ana's
    white.toggle(state, 0, *box("red", 7))
    assert not white.closing_costs(state)
    classic = table(2, penalty=rules.PENALTY_CLASSIC)
    assert not WhiteSum().closing_costs(classic)  # classic: only a turn without any cross costs


# -- one click for Done and the action-2 cross -----------------------------------------------------
def test_the_ringed_boxes_are_action_2_as_it_will_be_once_the_white_sum_is_closed():
    """Action 2: "you alone may cross one white die plus one coloured die in that colour's row";
    boxes left of a cross are closed, so the active player's own pencilled white sum moves them."""
    state = table(2)  # whites 3 and 4; red 1, yellow 2, green 3, blue 4
    white = WhiteSum()
    pairs = {box("red", 4), box("red", 5), box("yellow", 5), box("yellow", 6), box("green", 7),
             box("green", 6), box("blue", 8), box("blue", 7)}
    assert set(white.then_boxes(state)) == pairs
    white.toggle(state, 0, *box("red", 7))  # Ana's white sum in red: red 4 and 5 lie left of it
    assert set(white.then_boxes(state)) == pairs - {box("red", 4), box("red", 5)}
    assert all(isinstance(a, CrossPair) for a in white.then_boxes(state).values())
    assert state.marks == table(2).marks  # only tried on copies: nothing is crossed yet


def test_a_row_another_player_locks_with_the_white_sum_leaves_action_2():
    """"A locked row closes for everyone at the end of the action and its die leaves the game":
    Bob locks blue with the white sum 2, so Ana's action 2 offers no blue box."""
    state = table(2, whites=(1, 1), sheets={1: {"blue": [12, 11, 10, 9, 8]}})
    white = WhiteSum()
    assert box("blue", 5) in white.then_boxes(state)
    white.toggle(state, 1, *box("blue", 2))
    assert not any(row == "blue" for row, _p in white.then_boxes(state))


def test_a_grey_box_is_asked_for_twice_only_when_the_white_sum_could_have_been_crossed():
    white = WhiteSum()
    assert white.closing_asks(table(2))  # Ana could cross 7 somewhere: closing is asked twice
    nowhere = table(2, sheets={0: {"red": [8], "yellow": [8], "green": [6], "blue": [6]}})
    assert white.closing_costs(nowhere) and not white.closing_asks(nowhere)  # it can't be avoided


def test_a_grey_box_is_only_ever_taken_by_the_same_press_twice():
    """"A grey box is only ever taken by the same click or key twice": the first press asks, the
    same press again takes it, another press (Done, then a cross; "No action 2") asks anew; the
    gold grey boxes on the sheet are the ones the standing question would take."""
    question = GreyQuestion()
    assert question.grey() == 0
    assert question.ask(None) and question.armed and question.grey() == 1  # Done: asked
    assert question.ask(Cross("red"))  # Done then a cross: another press, asked anew
    assert not question.ask(Cross("red"))  # the same press again: taken
    question.offer_end(2)
    assert question.ask(Pass()) and question.grey() == 2  # "No action 2" costing two grey boxes


def test_the_question_of_no_action_2_goes_with_its_button():
    """"The question goes with its button": "No action 2" no longer offered, its question stands no
    more, while Done's own question outlives it."""
    question = GreyQuestion()
    question.offer_end(1)
    question.ask(Pass())
    question.offer_end(None)
    assert not question.armed and question.grey() == 0
    question.ask(None)
    question.offer_end(None)
    assert question.armed and question.grey() == 1


def test_done_asks_twice_when_it_costs_the_active_player_a_grey_box():
    """Under the penalty "as written" (a grey box for an action without a cross), the active
    player's Done with nothing pencilled is asked twice, by a key or a click (they could have
    crossed the white sum 7); with a cross pencilled, or under the classic penalty, it is not."""
    state, question = table(2), GreyQuestion()
    sheet = WhiteSum()
    assert question.asks(sheet, state, None, by_key=True) and question.asks(sheet, state, None, by_key=False)
    sheet.toggle(state, 0, *box("red", 7))
    assert not question.asks(sheet, state, None, by_key=True)
    classic = table(2, penalty=rules.PENALTY_CLASSIC)
    assert not question.asks(WhiteSum(), classic, None, by_key=True)


def test_no_input_is_asked_in_an_action_2_where_no_pair_of_dice_can_be_crossed():
    """"Nothing to choose: no pair of dice can be crossed, so no input is asked": action 2 with
    every pair left of Ana's crosses is nothing to choose; with a pair to cross, or in action 1,
    it is a choice."""
    ends = {"red": [8], "yellow": [8], "green": [6], "blue": [6]}
    blocked = table(2, sheets={0: ends}).apply(0, Pass()).apply(1, Pass())
    assert Turn.nothing_to_choose(blocked, 0)
    assert not Turn.nothing_to_choose(action_2(), 0)
    assert not Turn.nothing_to_choose(table(2, sheets={0: ends}), 0)


def test_a_press_of_done_that_costs_a_grey_box_asks_first_and_enter_never_takes_it():
    """"Enter never takes a grey box": as written, Ana's Done with nothing pencilled is refused to
    Enter in words, asked on a first click or P, and taken (None: it closes) by the same press again."""
    state, question, sheet = table(2), GreyQuestion(), WhiteSum()
    refused = question.press(sheet, state, None, by_enter=True, by_key=False, end_key="E")
    assert refused and "Enter" in refused and not question.armed
    assert question.press(sheet, state, None, by_enter=False, by_key=True, end_key="E") is not None  # asked
    assert question.armed and question.done_label(True) != GreyQuestion().done_label(True)  # "Sure? Grey box"
    assert question.press(sheet, state, None, by_enter=False, by_key=True, end_key="E") is None
    sheet.toggle(state, 0, *box("red", 7))
    assert GreyQuestion().press(sheet, state, None, by_enter=True, by_key=False, end_key="E") is None  # free: closes
