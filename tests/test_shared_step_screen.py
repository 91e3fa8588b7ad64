"""The framework's shared step on a screen (ui/shared_step.py: ``Pencils``, ``SharedStepSeats``),
proven with Cadenas's white sum: "every player (active first, then the others) may cross that
number in one row" (RULINGS.md "Cadenas"), each choice pencilled until the active player's Done;
the screen is driven with real clicks and keys."""

from __future__ import annotations

import pygame

from ludicitude.core.bots import Bot
from ludicitude.games.cadenas import rules
from ludicitude.games.cadenas.bots import SensibleBot
from ludicitude.games.cadenas.events import Crossed, Passed
from ludicitude.games.cadenas.rules import Cross, Pass
from ludicitude.games.cadenas.scene import GameScene
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.ui.shared_step import Pencils, answers_of


class Passes(Bot):
    """A computer that always answers the step with nothing (a pass)."""

    def choose(self, view, seat):
        return Pass()


def test_a_pencilled_choice_is_replaced_and_the_step_s_nothing_takes_it_back():
    """Until the step closes a choice is only pencilled: another replaces it, ``nothing`` (a pass)
    takes it back, and what closes the step is the pencilled choices alone."""
    pencils = Pencils()
    pencils.pencil(1, Cross("red"), Pass())
    pencils.pencil(1, Cross("blue"), Pass())
    pencils.pencil(0, Cross("green"), Pass())
    assert pencils.choices() == {1: Cross("blue"), 0: Cross("green")}
    pencils.pencil(1, Pass(), Pass())
    assert pencils.choices() == {0: Cross("green")} and not pencils.passing


def test_a_new_step_starts_with_nothing_pencilled():
    """A choice stays pencilled while its step lasts; the next step (after Done) starts empty."""
    state, pencils = rules.new_game(2, seed=3), Pencils()
    assert pencils.starts(state) and not pencils.starts(state) and pencils.is_for(state)
    pencils.pencil(1, state.shared_actions(1)[0], Pass())
    assert not pencils.starts(state) and 1 in pencils.chosen
    after = state.close_shared(pencils.choices())
    after = after.apply(after.active, Pass())  # action 2: the next player's white sum
    assert not pencils.is_for(after) and pencils.starts(after) and pencils.chosen == {}


def test_the_computers_answer_in_the_step_s_order_each_from_what_is_pencilled_before_it():
    """The computer seats choose in the step's order, each from its own view after the seats
    before it: a cross is pencilled, a pass is a decision (``passing``), not a default; a seat
    that is not a computer's is never chosen for."""
    state = rules.new_game(3, seed=5)
    assert state.shared_step().seats == (0, 1, 2)
    answers = answers_of(state, {1: SensibleBot(1), 2: Passes()})
    assert 0 not in answers.chosen and 0 not in answers.passing  # a person's seat
    assert 2 in answers.passing and 2 not in answers.chosen
    assert (1 in answers.chosen) != (1 in answers.passing)
    assert all(a in state.shared_actions(s) for s, a in answers.chosen.items())
    assert state.close_shared(answers.choices()) == state.apply(0, Pass()).apply(
        1, answers.chosen.get(1, Pass())).apply(2, Pass())


def screen(make_app, kinds, **settings):
    d = make_app(**settings)
    seats = [SeatInfo(n, c, k) for (n, c), k in zip([("Ana", "red"), ("Bob", "blue"), ("Chloé", "yellow")], kinds)]
    session = GameSession.new("cadenas", seats, None, 3)
    scene = GameScene(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    return d, session, scene


def test_at_the_screen_each_person_pencils_on_their_own_and_done_closes_with_the_computers_answer(make_app):
    """Two people and a computer share the white sum: the computer's answer comes from the
    worker; Bob's key puts the keyboard on his choice, and Enter pencils it; Ana's click
    pencils hers; nothing is final until Done, which plays every choice, active player first."""
    d, session, scene = screen(make_app, ["human", "human", "cpu"])
    state = session.state
    assert scene.sharing() == (0, 1) and scene.kb_seat == 0 and scene.showing()
    assert scene.human_to_act() is None and scene.coach_seat() == 0  # nobody acts alone; the coach: the keyboard's seat
    assert scene.pencils.is_for(state) and (2 in scene.pencils.chosen) != (2 in scene.pencils.passing)
    d.key(pygame.K_2)
    assert scene.kb_seat == 1 and scene.coach_seat() == 1
    d.key(pygame.K_TAB)
    bob = scene.focused
    d.key(pygame.K_RETURN)
    assert scene.pencils.chosen[1] == Cross(bob.row)
    ana = next(t for t in scene.box_targets if t.seat == 0 and (t.row, t.position) in scene.pencils.lit_boxes(state, 0))
    d.click_widget(ana)
    assert scene.pencils.chosen[0] == Cross(ana.row) and session.state is state  # only pencilled
    choices = scene.pencils.choices()
    d.click_widget(scene.done_button)
    after = session.state
    assert after == state.close_shared(choices) and after.shared_step() is None
    said = [e.seat for e in after.events[len(state.events):] if isinstance(e, (Crossed, Passed))]
    assert said == [0, 1, 2]  # in the step's order
    assert scene.pencils.chosen == {} and scene.sharing() == ()


def test_a_phone_pencils_and_says_done_through_the_screen_s_hooks(make_app):
    """A phone's choice is pencilled on the screen (``phone_pencil``), read back
    (``phone_pencilled``), and its Done closes with everyone's (``phone_close``); outside a
    shared step a phone's pencil is refused in words and changes nothing."""
    d, session, scene = screen(make_app, ["human", "human"])
    state = session.state
    cross = state.shared_actions(1)[0]
    assert scene.phone_pencil(1, cross) is None
    assert scene.phone_pencilled(1) == cross and scene.pencils.crosses == {1: cross}
    assert scene.phone_pencil(1, Pass()) is None and scene.phone_pencilled(1) is None  # taken back
    scene.phone_pencil(1, cross)
    assert scene.phone_close(0) is None
    after = session.state
    assert after == state.close_shared({1: cross}) and after.shared_step() is None
    assert scene.phone_pencil(1, cross) == "Nobody chooses together now." and session.state is after


def test_while_the_dice_roll_nobody_chooses_and_a_phone_is_told_to_wait(make_app):
    """The white sum is for everyone once the dice rest (Cadenas's ``shared_wait``): while they
    tumble nobody shares the step, and a phone's choice is refused in words."""
    d, session, scene = screen(make_app, ["human", "human"], animation="normal")
    d.click_widget(scene.done_button)
    d.click_widget(scene.done_button)  # (twice: it costs Ana a grey box as written)
    assert session.state.action == 2
    d.key(pygame.K_p)  # action 2: a pass that costs a grey box is pencilled, then confirmed
    d.key(pygame.K_RETURN)
    state = session.state
    assert state.shared_step() is not None and state.active == 1 and scene.rolling  # Bob's roll tumbles
    assert scene.sharing() == () and not scene.showing() and scene.human_to_act() is None
    assert scene.phone_pencil(0, state.shared_actions(0)[0]) == "A moment: the dice are still rolling."
    assert scene.phone_close(1) == "A moment: the dice are still rolling." and session.state is state
    d.settle()
    assert scene.sharing() == (1, 0) and scene.pencils.crosses == {}
    assert scene.kb_seat == 1  # the closer's sheet has the keyboard first
