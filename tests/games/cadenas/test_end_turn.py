"""The "Skip" button, in action 1: the active player's Done and a pass of action 2 in one input (issue 17).

"Action 2: the active player alone may cross the sum of one white die and one coloured die"
(RULINGS.md "Cadenas"): may, so not crossing is a choice, which "Skip" makes without a second
screen. Its cost follows the penalty option: "as written", "a grey box for each of their two
actions in which they cross nothing"; "classic", "one grey box only when the active player
crosses nothing in the whole turn". A grey box the player could avoid is asked for twice."""

from __future__ import annotations

import pygame

from ludicitude.core.i18n import _
from ludicitude.games.cadenas import rules
from ludicitude.games.cadenas.rules import Cross
from tests.games.cadenas.sheets import numbers, table
from tests.games.cadenas.test_trust import start
from tests.games.cadenas.test_white_sum import Counted, box_target
from ludicitude.games.cadenas.events import Crossed

RED_7 = ("red", rules.position_of("red", 7))
BLUE_7 = ("blue", rules.position_of("blue", 7))


def test_after_a_cross_of_the_white_sum_end_turn_is_one_click_under_the_classic_penalty(make_app):
    """Classic: "one grey box only when the active player crosses nothing in the whole turn".
    Ana crosses the white sum (3 + 4 = 7), Bob too; one click on "Skip" applies both crosses,
    Ana's first, passes her action 2 for nothing, and it is Bob's turn."""
    d, session = start(make_app, ["human", "human"], state=table(2, penalty=rules.PENALTY_CLASSIC))
    scene, c = d.top, Counted(d)
    # nothing crossed yet
    assert scene.end_button.text() == _("Skip ({key})\u00a0\u2212{points}").format(key="E", points=5)
    c.click(box_target(scene, 0, RED_7))
    c.click(box_target(scene, 1, BLUE_7))
    assert scene.end_button.visible and scene.end_button.text() == _("Skip (E)")
    assert not scene.end_button.focusable  # never what Enter presses
    c.click(scene.end_button)
    state = session.state
    assert (state.active, state.action) == (1, 1) and state.grey == [0, 0]
    assert numbers(state, 0, "red") == [7] and numbers(state, 1, "blue") == [7]
    assert sum(len(row) for row in state.marks[0]) == 1  # no cross in action 2
    crosses = [e.seat for e in state.events if isinstance(e, Crossed)]
    assert crosses == [0, 1]  # the active player first
    assert c.inputs == 3


def test_end_turn_that_costs_a_grey_box_says_so_and_asks_before_taking_it(make_app):
    """As written: "a grey box for each of their two actions in which they cross nothing". After
    Ana's cross of the white sum, "Skip" costs the grey box of action 2: it says so, a first
    click only asks, the second takes it."""
    d, session = start(make_app, ["human", "human"], state=table(2))
    scene = d.top
    before_crossing = scene.end_button.text()
    d.click_widget(box_target(scene, 0, RED_7))
    assert before_crossing == _("Skip ({key})\u00a0\u2212{points}").format(key="E", points=10)
    assert scene.end_button.text() == _("Skip ({key})\u00a0\u2212{points}").format(key="E", points=5)
    before = session.state
    d.click_widget(scene.end_button)
    assert session.state is before and scene.question.armed
    assert scene.end_button.text() == _("Sure? Grey box")
    assert scene.done_button.text() == _("Done ({key})").format(key="P")
    assert scene.message == _("This costs a grey box: press it again ({key}).").format(key="E")
    d.click_widget(scene.end_button)
    d.settle()
    state = session.state
    assert state.grey == [1, 0] and (state.active, state.action) == (1, 1)
    assert numbers(state, 0, "red") == [7]


def test_end_turn_with_nothing_crossed_costs_two_grey_boxes_and_e_asks_then_confirms(make_app):
    """As written, Ana crosses nothing in either action: two grey boxes, asked for by E and taken
    by a second E, never by Enter; Esc between the two takes the question back."""
    d, session = start(make_app, ["human", "human"], state=table(2))
    scene, before = d.top, session.state
    d.key(pygame.K_e)
    assert session.state is before and scene.end_button.text() == _("Sure? {count} grey boxes").format(count=2)
    assert scene.message == _("This costs {count} grey boxes: press it again ({key}).").format(count=2, key="E")
    d.key(pygame.K_ESCAPE)
    assert not scene.question.armed
    assert scene.end_button.text() == _("Skip ({key})\u00a0\u2212{points}").format(key="E", points=10)
    assert scene.message == "" and session.state is before
    for _i in range(6):  # never in the focus ring
        d.key(pygame.K_TAB)
        assert scene.focused is not scene.end_button
    d.key(pygame.K_e)
    d.key(pygame.K_e)
    d.settle()
    assert session.state.grey == [2, 0] and session.state.active == 1


def test_end_turn_shows_only_when_action_2_could_cross_and_the_active_player_is_here(make_app):
    """Where no white die plus a coloured die can be crossed, Done ends the turn already, and a
    computer chooses its own action 2: no "Skip" then."""
    blocked = table(2, sheets={0: {"red": [11], "yellow": [11], "green": [3], "blue": [3]}})
    d, session = start(make_app, ["human", "human"], state=blocked)
    assert not d.top.pencils.then_boxes(session.state) and not d.top.end_button.visible
    d.key(pygame.K_e)
    assert session.state is blocked  # nothing to end that Done does not
    d, session = start(make_app, ["cpu", "human"], state=table(2))
    d.frames(10)
    assert d.top.sharing() == (1,) and not d.top.end_button.visible
    d, session = start(make_app, ["human", "human"], state=table(2))
    scene = d.top
    assert scene.end_button.visible
    scene.on_phone = lambda seat: seat == 0  # Ana plays from her phone: Done and action 2 are hers there
    scene.refresh()
    assert not scene.end_button.visible
    d.key(pygame.K_e)
    assert session.state is scene.state and not scene.question.armed


def test_end_turn_reads_in_french_and_sits_above_done(make_app):
    d, session = start(make_app, ["human", "human"], state=table(2, penalty=rules.PENALTY_CLASSIC),
                       language="fr")
    scene = d.top
    d.click_widget(box_target(scene, 0, RED_7))
    d.frames(2)
    assert scene.end_button.text() == "Passer (E)" and scene.done_button.text() == "Fini (P)"
    end, done = scene.end_button.rect, scene.done_button.rect
    assert end.bottom <= done.top and end.w == done.w and not end.colliderect(done)


def test_esc_takes_back_the_question_and_keeps_the_pencilled_cross(make_app):
    """Esc closes the topmost thing first: after E asks for the grey box, Esc takes the question
    back, and Ana's cross of the white sum stays pencilled (one grey box, not two)."""
    d, session = start(make_app, ["human", "human"], state=table(2))
    scene = d.top
    d.click_widget(box_target(scene, 0, RED_7))
    d.key(pygame.K_e)
    assert scene.end_button.text() == _("Sure? Grey box")
    d.key(pygame.K_ESCAPE)
    assert not scene.question.armed and scene.pencils.crosses.get(0) == Cross("red")
    assert scene.end_button.text() == _("Skip ({key})\u00a0\u2212{points}").format(key="E", points=5)
    d.key(pygame.K_e)
    d.key(pygame.K_e)
    d.settle()
    assert session.state.grey == [1, 0] and numbers(session.state, 0, "red") == [7]


def test_another_players_cross_leaves_the_question_standing_and_enter_never_answers_it(make_app):
    """Bob crosses on his own sheet (or from his phone) while Ana's "Sure?" is up: the question
    and its words stay; Enter, whoever presses it, takes no grey box; Ana's E again does."""
    for by_phone in (False, True):
        d, session = start(make_app, ["human", "human"], state=table(2))
        scene = d.top
        d.click_widget(box_target(scene, 0, RED_7))
        d.key(pygame.K_e)
        asked = scene.message
        if by_phone:
            scene.phone_pencil(1, Cross("blue"))
        else:
            d.click_widget(box_target(scene, 1, BLUE_7))
        d.frames(2)
        assert scene.end_button.text() == _("Sure? Grey box") and scene.message == asked
        before = session.state
        for key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            d.key(key)  # on Ana's pencilled box, or on Done: Done (nothing costs a grey box in it)
            if session.state is not before:
                break
        state = session.state
        assert state.grey == [0, 0] and state.action == 2  # Done, then action 2: no grey box taken
        assert numbers(state, 0, "red") == [7] and numbers(state, 1, "blue") == [7]


def test_no_button_that_costs_a_grey_box_is_ever_in_the_focus_ring(make_app):
    """E asks, then a click on Done asks for Done's grey box instead, and back: neither is ever
    what Tab and Enter reach, and each question is answered only by its own click or key."""
    d, session = start(make_app, ["human", "human"], state=table(2))
    scene = d.top
    d.key(pygame.K_e)
    assert scene.end_button not in scene.focusables() and scene.done_button not in scene.focusables()
    d.click_widget(scene.done_button)
    assert scene.done_button.text() == _("Sure? Grey box")
    assert scene.end_button.text() == _("Skip ({key})\u00a0\u2212{points}").format(key="E", points=10)
    d.key(pygame.K_e)
    assert scene.end_button.text() == _("Sure? {count} grey boxes").format(count=2)
    assert scene.done_button.text() == _("Done ({key})\u00a0\u2212{points}").format(key="P", points=5)
    assert scene.end_button not in scene.focusables() and scene.done_button not in scene.focusables()
    assert session.state.grey == [0, 0]


def test_the_question_goes_with_its_button_when_a_second_lock_would_end_the_game(make_app):
    """"The game ends at the end of the action in which a second row is locked": once Bob
    pencils the lock of a second row, there is no action 2 to pass, so the button and its
    question go; when he takes the lock back, the button comes back unasked."""
    yellow_12 = ("yellow", rules.position_of("yellow", 12))
    state = table(2, sheets={1: {"yellow": [2, 3, 4, 5, 6]}}, whites=(6, 6), closed=("red",))
    d, session = start(make_app, ["human", "human"], state=state)
    scene = d.top
    d.key(pygame.K_e)
    assert scene.question.armed
    d.click_widget(box_target(scene, 1, yellow_12))
    assert not scene.end_button.visible and not scene.question.armed
    d.click_widget(box_target(scene, 1, yellow_12))
    assert scene.end_button.visible
    assert scene.end_button.text() == _("Skip ({key})\u00a0\u2212{points}").format(key="E", points=10)
    d.key(pygame.K_e)
    assert session.state is state  # one press only asks again


def test_the_question_says_when_the_grey_box_is_the_fourth_and_ends_the_game(make_app):
    """"The game ends at the end of the action in which a player crosses their fourth grey box":
    with three grey boxes already, the question before a fourth says that it ends the game, for
    "Skip" (after a cross of the white sum) and for Done (without one) alike; with one
    grey box, the two that "Skip" would cost do not end it, and it does not say so."""
    ends = _("That fourth grey box ends the game.")
    for button in ("end", "done"):
        d, session = start(make_app, ["human", "human"], state=table(2, grey={0: 3}))
        scene = d.top
        if button == "end":
            d.click_widget(box_target(scene, 0, RED_7))
        d.click_widget(scene.end_button if button == "end" else scene.done_button)
        assert session.state.grey == [3, 0] and ends in scene.message
        d.click_widget(scene.end_button if button == "end" else scene.done_button)
        d.settle()
        assert session.state.is_over and session.state.grey[0] == 4
    d, session = start(make_app, ["human", "human"], state=table(2, grey={0: 1}))
    d.click_widget(d.top.end_button)
    assert d.top.question.armed and d.top.question.end_cost == 2 and ends not in d.top.message


def test_a_click_on_the_focused_box_then_enter_presses_the_free_done(make_app):
    """Enter presses Done while it is free (its yellow fill): after Ana clicks the very box the
    keyboard is on, Enter closes the white sum with her cross; it does not take the cross back (Esc does that)."""
    d, session = start(make_app, ["human", "human"], state=table(2))
    scene = d.top
    d.key(pygame.K_TAB)  # issue 26: nothing is focused at the start; the player moves the keyboard on
    focused = scene.focused
    assert focused.seat == 0
    d.click_widget(focused)
    assert scene.focused is focused and scene.pencils.box(session.state, 0) == (focused.row, focused.position)
    d.key(pygame.K_RETURN)
    state = session.state
    assert state.action == 2 and state.marks[0][rules.ROW_INDEX[focused.row]] == (focused.position,)


def test_a_ringed_box_question_keeps_its_words_when_another_player_crosses(make_app):
    """Ana's first click on a ringed box asks (no cross of the white sum: a grey box); Bob then
    crosses on his sheet: the question and its words stay, Done does not pretend to be asked,
    and the same ringed box again takes the grey box and makes the cross."""
    d, session = start(make_app, ["human", "human"], state=table(2))
    scene = d.top
    yellow_6 = ("yellow", rules.position_of("yellow", 6))
    d.click_widget(box_target(scene, 0, yellow_6))
    asked = scene.message
    assert asked and scene.question.armed
    d.click_widget(box_target(scene, 1, BLUE_7))
    assert scene.message == asked
    assert scene.done_button.text() == _("Done ({key})\u00a0\u2212{points}").format(key="P", points=5)
    d.click_widget(box_target(scene, 0, yellow_6))
    d.settle()
    state = session.state
    assert state.grey == [1, 0] and state.active == 1 and numbers(state, 0, "yellow") == [6]
    assert numbers(state, 1, "blue") == [7]


def test_the_sheet_shows_in_gold_as_many_grey_boxes_as_the_question_would_take(make_app):
    """A question for Done pencils one grey box on Ana's sheet; one for "Skip" with
    nothing crossed pencils the two it would take."""
    from ludicitude.ui import theme

    d, session = start(make_app, ["human", "human"], state=table(2))
    scene = d.top
    header = scene.geo.sheets[0].header

    def gold() -> int:
        d.frames(2)
        surface = d.app.screen
        return sum(surface.get_at((x, y))[:3] == theme.ACCENT
                   for x in range(header.x, header.right) for y in range(header.y, header.bottom))

    none = gold()
    d.click_widget(scene.done_button)
    one = gold()
    d.key(pygame.K_e)
    two = gold()
    assert scene.question.grey() == 2 and none < one < two


def test_no_action_2_has_one_name_one_key_and_one_way_to_write_its_cost_in_both_actions(make_app):
    """Issue 37, F6: "one action, four names and two keys" ("Sans action 2 (-5)" with no key, "E :
    Fini seul", "Sans action 2 (E)", "Sans action 2 (case grise : -5) (P)"). In French, action 1's
    button and action 2's say "Sans action 2 (E)\u00a0-5", E does it in action 2 too, the help names it
    "E : sans action 2", and the log and the replay call the pass of action 2 by that name."""
    from ludicitude.games.cadenas import texts
    from ludicitude.games.cadenas.events import Passed

    d, session = start(make_app, ["human", "human"], state=table(2, penalty=rules.PENALTY_CLASSIC), language="fr")
    scene = d.top
    assert scene.end_button.text() == "Passer (E)\u00a0\u22125"  # action 1: Done and no action 2
    tip = texts.then_hint(scene.rules_state, session.names)
    assert "E\u00a0: passer l'action\u00a02" in tip.text
    state = table(2, penalty=rules.PENALTY_AS_WRITTEN).apply(0, Cross("red")).apply(1, rules.Pass())
    d, session = start(make_app, ["human", "human"], state=state, language="fr")
    scene = d.top
    assert state.action == 2 and scene.pass_button.visible
    assert scene.pass_button.text() == "Passer (E)\u00a0\u22125"  # action 2: the same words
    d.key(pygame.K_e)  # the same key: the grey box pencilled, for Confirm, asked in the button's words
    assert session.state is state and scene.turn.passes()
    asked = texts.panel_hints(state, session.names, sharing=False, closing_costs=False, chooser=0,
                              pending=scene.turn.pending, white_pick=None, nothing_lit=False, rolling=False)
    assert asked[0].text == "Passer (E)\u00a0\u22125\u00a0?"
    assert texts.describe(Passed(seat=0, action=2), ["Ana"]) == "Ana passe l'action\u00a02."


def test_a_done_that_costs_a_grey_box_is_neither_ringed_main_nor_enters(make_app):
    """Issue 37, M3: "the costly Fini is the gold-ringed button, so it looks like the recommended
    move": a Done that costs a grey box is drawn plain beside a plain "Skip", out of Enter's
    reach (not primary); once free (a cross pencilled) it is primary again, Enter's."""
    d, _session = start(make_app, ["human", "human"], state=table(2))
    scene = d.top
    assert scene.done_costs and scene.done_button.style == "normal" and scene.end_button.style == "normal"
    assert not scene.done_button.focusable
    d.click_widget(box_target(scene, 0, RED_7))
    assert not scene.done_costs and scene.done_button.style == "primary"


def test_done_names_the_key_that_presses_it_and_its_cost_when_it_costs_a_grey_box(make_app):
    """Issue 37, N5: ""Fini (case grise)" hides its key where "Fini (Entrée)" shows it": Done
    costing a grey box names the key that really presses it, P (Enter never takes a grey box), and
    the points, written as "Skip" writes its own; the help's closer line says it in the same
    words. Enter leaves the game as it was; P twice takes the grey box."""
    d, session = start(make_app, ["human", "human"], state=table(2), language="fr")
    scene = d.top
    assert scene.done_costs and scene.done_button.text() == "Fini (P)\u00a0\u22125", scene.done_button.text()
    hints = scene.frame_own().hints
    # M3: "sans croix" was opaque
    assert hints[-1].text == "Puis Ana\u00a0: Fini (P)\u00a0: une case grise,\u00a0\u22125.", hints
    before = session.state
    d.key(pygame.K_RETURN)
    assert session.state is before  # Enter: said, never pressed
    d.key(pygame.K_p)
    d.key(pygame.K_p)  # the same key again takes it
    assert session.state.grey[0] == before.grey[0] + 1


def test_done_names_one_key_every_turn_and_p_presses_it_when_free_too(make_app):
    """Issue 37, P1: "the same action with two keys on the same screen in consecutive turns":
    Done's label names P whether it is free or costs a grey box (the test above: P twice), and P
    presses the free Done at once; the free Done is still the primary, so Enter presses it too."""
    for key in (pygame.K_p, pygame.K_RETURN):
        d, session = start(make_app, ["human", "human"], state=table(2), language="fr")
        scene = d.top
        d.click_widget(box_target(scene, 0, RED_7))
        assert not scene.done_costs and scene.done_button.text() == "Fini (P)", scene.done_button.text()
        assert scene.frame_own().hints[-1].text == "Puis Ana\u00a0: Fini (P).", scene.frame_own().hints
        d.key(key)
        state = session.state
        assert state.action == 2 and numbers(state, 0, "red") == [7] and state.grey == [0, 0], key
