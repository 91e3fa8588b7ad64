"""The "No action 2" button, in action 1: the active player's Done and a pass of action 2 in one input (issue 17).

"Action 2: the active player alone may cross the sum of one white die and one coloured die"
(RULINGS.md "Cadenas"): may, so not crossing is a choice, which "No action 2" makes without a second
screen. Its cost follows the penalty option: "as written", "a grey box for each of their two
actions in which they cross nothing"; "classic", "one grey box only when the active player
crosses nothing in the whole turn". A grey box the player could avoid is asked for twice."""

from __future__ import annotations

import pygame

from ludicitude.core.i18n import _
from ludicitude.games.cadenas import rules
from tests.games.cadenas.sheets import numbers, table
from tests.games.cadenas.test_trust import start
from tests.games.cadenas.test_white_sum import Counted, box_target

RED_7 = ("red", rules.position_of("red", 7))
BLUE_7 = ("blue", rules.position_of("blue", 7))


def test_after_a_cross_of_the_white_sum_end_turn_is_one_click_under_the_classic_penalty(make_app):
    """Classic: "one grey box only when the active player crosses nothing in the whole turn".
    Ana crosses the white sum (3 + 4 = 7), Bob too; one click on "No action 2" applies both crosses,
    Ana's first, passes her action 2 for nothing, and it is Bob's turn."""
    d, session = start(make_app, ["human", "human"], state=table(2, penalty=rules.PENALTY_CLASSIC))
    scene, c = d.top, Counted(d)
    assert scene.end_button.text() == _("No action 2 (-{points})").format(points=5)  # nothing crossed yet
    c.click(box_target(scene, 0, RED_7))
    c.click(box_target(scene, 1, BLUE_7))
    assert scene.end_button.visible and scene.end_button.text() == _("No action 2 (E)")
    assert not scene.end_button.focusable  # never what Enter presses
    c.click(scene.end_button)
    state = session.state
    assert (state.active, state.action) == (1, 1) and state.grey == [0, 0]
    assert numbers(state, 0, "red") == [7] and numbers(state, 1, "blue") == [7]
    assert sum(len(row) for row in state.marks[0]) == 1  # no cross in action 2
    crosses = [e.data["seat"] for e in state.events if e.kind == "cross"]
    assert crosses == [0, 1]  # the active player first
    assert c.inputs == 3


def test_end_turn_that_costs_a_grey_box_says_so_and_asks_before_taking_it(make_app):
    """As written: "a grey box for each of their two actions in which they cross nothing". After
    Ana's cross of the white sum, "No action 2" costs the grey box of action 2: it says so, a first
    click only asks, the second takes it."""
    d, session = start(make_app, ["human", "human"], state=table(2))
    scene = d.top
    before_crossing = scene.end_button.text()
    d.click_widget(box_target(scene, 0, RED_7))
    assert before_crossing == _("No action 2 (-{points})").format(points=10)
    assert scene.end_button.text() == _("No action 2 (-{points})").format(points=5)
    before = session.state
    d.click_widget(scene.end_button)
    assert session.state is before and scene.grey_armed
    assert scene.end_button.text() == _("Sure? Grey box") and scene.done_button.text() == _("Done (Enter)")
    assert scene.message == _("Without a cross this costs a grey box: press it again (E).")
    d.click_widget(scene.end_button)
    d.settle()
    state = session.state
    assert state.grey == [1, 0] and (state.active, state.action) == (1, 1)
    assert numbers(state, 0, "red") == [7]


def test_end_turn_with_nothing_crossed_costs_two_grey_boxes_and_e_asks_then_confirms(make_app):
    """As written, Ana crosses nothing in either action: two grey boxes, asked for by E and taken
    by a second E; Esc between the two takes the question back."""
    d, session = start(make_app, ["human", "human"], state=table(2))
    scene, before = d.top, session.state
    d.key(pygame.K_e)
    assert session.state is before and scene.end_button.text() == _("Sure? {count} grey boxes").format(count=2)
    assert scene.message == _("Without a cross this costs {count} grey boxes: press it again (E).").format(count=2)
    d.key(pygame.K_ESCAPE)
    assert not scene.grey_armed
    assert scene.end_button.text() == _("No action 2 (-{points})").format(points=10)
    assert scene.message == "" and session.state is before
    for _i in range(6):  # not in the focus ring unless asked for
        d.key(pygame.K_TAB)
        assert scene.focused is not scene.end_button
    d.key(pygame.K_e)
    d.key(pygame.K_RETURN)  # asked for on purpose: Enter confirms it, as a second E would
    d.settle()
    assert session.state.grey == [2, 0] and session.state.active == 1


def test_end_turn_shows_only_when_action_2_could_cross_and_the_active_player_is_here(make_app):
    """Where no white die plus a coloured die can be crossed, Done ends the turn already, and a
    computer chooses its own action 2: no "No action 2" then."""
    blocked = table(2, sheets={0: {"red": [11], "yellow": [11], "green": [3], "blue": [3]}})
    d, session = start(make_app, ["human", "human"], state=blocked)
    assert not d.top.white.then_boxes(session.state) and not d.top.end_button.visible
    d.key(pygame.K_e)
    assert session.state is blocked  # nothing to end that Done does not
    d, session = start(make_app, ["cpu", "human"], state=table(2))
    d.frames(10)
    assert d.top.sharing() == (1,) and not d.top.end_button.visible


def test_end_turn_reads_in_french_and_sits_above_done(make_app):
    d, session = start(make_app, ["human", "human"], state=table(2, penalty=rules.PENALTY_CLASSIC),
                       language="fr")
    scene = d.top
    d.click_widget(box_target(scene, 0, RED_7))
    d.frames(2)
    assert scene.end_button.text() == "Sans action 2 (E)" and scene.done_button.text() == "Fini (Entrée)"
    end, done = scene.end_button.rect, scene.done_button.rect
    assert end.bottom <= done.top and end.w == done.w and not end.colliderect(done)
