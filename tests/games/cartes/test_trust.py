"""Quatre Cartes: a table you can trust. A click does what its target says, taking
dice back is only ever an explicit button or key, focus placed by the screen is harmless and
visible, input meant for one moment never acts in the next, and every animation ends on its
settled picture with no input. Driven by real pygame events."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games.cartes import rules
from ludicitude.games.cartes.rules import Continue, Place, Stop
from tests.games.cartes.positions import round_ending
from ludicitude.games.cartes.pieces import SLOT_KEYS
from ludicitude.games.cartes.scene import GameScene
from ludicitude.games.cartes.turn import Placement
from ludicitude.ui import theme
from ludicitude.ui.session import GameSession, SeatInfo

PICK_FIRST = "Pick dice first (click them or press the letter under each), then a card."


def two_humans():
    return [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")]


def start(make_app, state=None, **settings):
    d = make_app(**settings)
    session = GameSession.new("cartes", two_humans(), None, 3)
    if state is not None:
        session.state = state(session.state)
    scene = GameScene(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    return d, scene


def card(scene, which):
    return scene.cards[rules.CARDS.index(which)]


def first_place(state):
    return next(a for a in state.legal_actions(state.current) if isinstance(a, Place))


def bob_has_stopped(state):
    """Ana placed and went on, Bob placed and stopped: Ana plays turn after turn alone."""
    state = state.apply(0, first_place(state)).apply(0, Continue())
    return state.apply(1, first_place(state)).apply(1, Stop(None))


def one_die_place(scene):
    """A legal placement of one die this turn, and the digit key of that die."""
    state = scene.state
    place = next(a for a in state.legal_actions(state.current) if isinstance(a, Place) and len(a.faces) == 1)
    return place, getattr(pygame, f"K_{SLOT_KEYS[state.roll.index(place.faces[0])].lower()}")


def double_click(d, pos):
    """Two clicks in a row, as a double-click comes: at one moment, however busy the machine."""
    with d.at_once():
        for _ in range(2):
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        d.frames(2)


# -- a click does what its target says ----------------------------------------------------------
def test_a_click_on_a_card_with_no_dice_picked_takes_nothing_back(make_app):
    d, scene = start(make_app)
    maxi = card(scene, rules.MAXI)
    d.click(scene.dice[7].rect.center)
    d.click(maxi.rect.center)
    pending = list(scene.turn.pending)
    assert pending
    d.wait(1.0)
    d.click(maxi.rect.center)  # nothing picked: the card says so, its dice stay
    assert scene.turn.pending == pending and sum(die.enabled for die in scene.dice) == 7
    assert scene.message == PICK_FIRST


def test_a_card_key_with_no_dice_picked_takes_nothing_back(make_app):
    d, scene = start(make_app)
    d.key(pygame.K_j)
    d.key(pygame.K_m)
    pending = list(scene.turn.pending)
    d.wait(1.0)
    d.key(pygame.K_m)
    assert scene.turn.pending == pending and scene.message == PICK_FIRST


def test_a_double_click_on_a_card_places_the_dice_once(make_app):
    d, scene = start(make_app)
    highest = scene.state.roll[7]
    d.click(scene.dice[7].rect.center)
    double_click(d, card(scene, rules.MAXI).rect.center)
    assert scene.turn.pending == [Placement(rules.MAXI, (highest,))]
    assert scene.message == ""  # the second click of a double-click is not a mistake to explain


def test_taking_dice_back_is_the_take_back_button_or_backspace(make_app):
    d, scene = start(make_app)
    d.key(pygame.K_j)
    d.key(pygame.K_m)
    d.key(pygame.K_BACKSPACE)
    assert not scene.turn.pending and all(die.enabled for die in scene.dice)
    d.key(pygame.K_j)
    d.key(pygame.K_m)
    d.click_widget(scene.undo_button)
    assert not scene.turn.pending and all(die.enabled for die in scene.dice)


# -- focus: harmless and visible -----------------------------------------------------------------
def test_after_a_placement_by_mouse_focus_stays_on_the_card(make_app):
    d, scene = start(make_app)
    maxi = card(scene, rules.MAXI)
    d.click(scene.dice[7].rect.center)
    d.click(maxi.rect.center)
    assert scene.turn.pending and scene.focused is maxi


def test_after_a_placement_by_keys_focus_goes_to_the_next_die_in_the_tray(make_app):
    d, scene = start(make_app)
    for _ in range(7):
        d.key(pygame.K_RIGHT)  # to die 8
    assert scene.focused is scene.dice[7]
    d.key(pygame.K_j)
    d.key(pygame.K_m)
    assert scene.turn.pending and scene.focused is scene.dice[6]  # the last die left
    d.key(pygame.K_LEFT)
    d.key(pygame.K_LEFT)
    d.key(pygame.K_SPACE)  # die 5 picked with the focus
    d.key(pygame.K_m)
    assert scene.focused is scene.dice[5]  # die 5 went to Maxi: focus on the next die, still key 6


def test_the_focus_ring_shows_on_a_card_that_takes_the_picked_dice(make_app):
    d, scene = start(make_app)
    maxi = card(scene, rules.MAXI)
    d.click(maxi.rect.center)  # focus on Maxi (nothing picked: a message)
    d.key(pygame.K_j)  # Maxi takes the highest die: it turns green
    assert scene.focused is maxi
    d.pixels()
    h = d.app.screen.get_height()
    around = maxi.rect.inflate(int(h * 0.014), int(h * 0.014))  # up to the gap between cards
    white = sum(1 for x in range(around.x, around.right) for y in range(around.y, around.bottom)
                if not maxi.rect.collidepoint(x, y) and d.app.screen.get_at((x, y))[:3] == theme.FOCUS)
    assert white > 2 * (maxi.rect.w + maxi.rect.h)  # a ring all round, outside the green outline


def test_a_turn_starts_with_focus_on_die_1_even_for_the_same_player_again(make_app):
    d, scene = start(make_app, bob_has_stopped)
    assert scene.state.current == 0
    suite = card(scene, rules.SUITE)
    place, digit = one_die_place(scene)
    d.key(digit)
    d.click(card(scene, place.card).rect.center)
    d.click(suite.rect.center)
    assert scene.focused is suite
    before = scene.state
    d.key(pygame.K_c)
    assert scene.state.current == 0 and scene.state.events != before.events  # Ana rolls again
    assert scene.focused is scene.dice[0]


# -- input meant for one moment never acts in the next -------------------------------------------
def test_a_key_right_after_a_new_roll_of_the_same_player_is_held(make_app):
    d, scene = start(make_app, bob_has_stopped)
    place, digit = one_die_place(scene)
    d.key(digit)
    d.click(card(scene, place.card).rect.center)
    d.key(pygame.K_c)
    assert scene.state.current == 0 and not scene.turn.pending
    roll = scene.state.roll
    d.key(pygame.K_a, hurry=True)  # tapped with the C: not meant for the new dice
    assert not scene.turn.picked and scene.state.roll == roll
    d.key(pygame.K_a)
    assert scene.turn.picked == {0}


def test_a_key_right_after_the_screen_changes_hands_is_held(make_app):
    d, scene = start(make_app)
    d.key(pygame.K_j)
    d.key(pygame.K_m)
    d.key(pygame.K_c)
    assert scene.state.current == 1
    d.key(pygame.K_a, hurry=True)
    d.key(pygame.K_m, hurry=True)
    assert not scene.turn.picked and not scene.turn.pending
    d.key(pygame.K_a)
    assert scene.turn.picked == {0}


def test_enter_during_the_roll_only_skips_it(make_app):
    d, scene = start(make_app, animation="normal")
    d.key(pygame.K_j)
    d.key(pygame.K_m)
    d.key(pygame.K_c)
    assert scene.rolling and scene.state.current == 1
    state = scene.state
    d.key(pygame.K_RETURN, hurry=True)
    assert not scene.rolling and scene.state is state and not scene.turn.picked
    d.key(pygame.K_RETURN, hurry=True)  # a second tap, still hurrying: nothing
    assert scene.state is state and not scene.turn.picked
    assert scene.focused is scene.dice[0]
    d.key(pygame.K_RETURN)  # once Bob has seen his dice, Enter picks die 1: harmless
    assert scene.turn.picked == {0} and scene.state is state


def test_a_click_during_the_roll_only_skips_it(make_app):
    d, scene = start(make_app, animation="normal")
    d.key(pygame.K_j)
    d.key(pygame.K_m)
    d.key(pygame.K_c)
    d.click(scene.dice[0].rect.center, hurry=True)
    assert not scene.rolling and not scene.turn.picked


# -- the stop choice: Enter is never a costly default --------------------------------------------
def test_enter_in_the_stop_choice_stops_nobody(make_app):
    d, scene = start(make_app)
    d.key(pygame.K_j)
    d.key(pygame.K_m)
    d.key(pygame.K_x)
    assert scene.turn.stopping and scene.focused is scene.cancel_button
    d.key(pygame.K_RETURN)
    assert not scene.turn.stopping and not scene.state.stopped[0] and scene.turn.pending
    assert scene.state.current == 0 and not scene.state.taken_back[0]


def test_escape_from_the_stop_choice_puts_focus_back_where_it_was(make_app):
    d, scene = start(make_app)
    d.key(pygame.K_j)
    d.key(pygame.K_m)
    d.click_widget(scene.stop_button)
    d.key(pygame.K_ESCAPE)
    assert not scene.turn.stopping and scene.focused is scene.stop_button


# -- every animation ends on its settled picture --------------------------------------------------
@pytest.mark.parametrize("projector", [False, True])
def test_the_dice_roll_ends_on_its_settled_picture_without_input(make_app, projector):
    d, scene = start(make_app, animation="normal", projector=projector)
    d.key(pygame.K_j)
    d.key(pygame.K_m)
    d.key(pygame.K_c)
    assert scene.rolling
    d.run_until_still()
    assert not scene.rolling
    d.assert_settled()


@pytest.mark.parametrize("projector", [False, True])
def test_the_round_summary_ends_on_its_settled_picture_without_input(make_app, projector):
    before, seat, action, _after = round_ending(2, 7, 1)
    d, scene = start(make_app, lambda _s: before, animation="normal", projector=projector)
    scene.act(seat, action)  # Ana's turn ends the round, as if she had pressed its key
    assert scene.summary
    d.run_until_still()
    d.assert_settled()
    d.key(pygame.K_RETURN)  # the next round: its first dice roll, then stillness
    assert not scene.summary
    d.run_until_still()
    assert not scene.rolling
    d.assert_settled()
