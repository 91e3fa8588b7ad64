"""Quatre Cartes: a table you can trust (issue 13). A click does what its target says, taking
dice back is only ever an explicit button or key, focus placed by the screen is harmless and
visible, input meant for one moment never acts in the next, and every animation ends on its
settled picture with no input. Driven by real pygame events."""

from __future__ import annotations

import pygame

from ludicitude.games.cartes import rules
from ludicitude.games.cartes.rules import Continue, Place, Stop
from ludicitude.games.cartes.scene import GameScene
from ludicitude.ui.session import GameSession, SeatInfo

PICK_FIRST = "Pick dice first (click them or press 1-8), then a card."


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
    return place, getattr(pygame, f"K_{state.roll.index(place.faces[0]) + 1}")


def double_click(d, pos):
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
    pending = list(scene.pending)
    assert pending
    d.wait(1.0)
    d.click(maxi.rect.center)  # nothing picked: the card says so, its dice stay
    assert scene.pending == pending and len(scene.dice) == 7
    assert scene.message == PICK_FIRST


def test_a_card_key_with_no_dice_picked_takes_nothing_back(make_app):
    d, scene = start(make_app)
    d.key(pygame.K_8)
    d.key(pygame.K_m)
    pending = list(scene.pending)
    d.wait(1.0)
    d.key(pygame.K_m)
    assert scene.pending == pending and scene.message == PICK_FIRST


def test_a_double_click_on_a_card_places_the_dice_once(make_app):
    d, scene = start(make_app)
    highest = scene.state.roll[7]
    d.click(scene.dice[7].rect.center)
    double_click(d, card(scene, rules.MAXI).rect.center)
    assert scene.pending == [(rules.MAXI, (highest,))]
    assert scene.message == ""  # the second click of a double-click is not a mistake to explain


def test_taking_dice_back_is_the_take_back_button_or_backspace(make_app):
    d, scene = start(make_app)
    d.key(pygame.K_8)
    d.key(pygame.K_m)
    d.key(pygame.K_BACKSPACE)
    assert not scene.pending and len(scene.dice) == 8
    d.key(pygame.K_8)
    d.key(pygame.K_m)
    d.click_widget(scene.undo_button)
    assert not scene.pending and len(scene.dice) == 8
