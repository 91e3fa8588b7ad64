"""Issue 36, 7: "Quatre Cartes: click die D, click die E, drag D onto Neuf: only E lands (D was
un-picked by the press), and no die follows the pointer while dragging." Wanted: "pressing on a
picked die keeps the group picked; the picked dice follow the pointer; a drop places the whole
group or refuses it with the reason". Real mouse events, at both sizes."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games.cartes import rules
from ludicitude.ui import dice
from tests.games.cartes.test_scene import start, two_humans

SIZES = [pytest.param((1024, 768), id="1024x768"), pytest.param((1920, 1080), id="1920x1080")]


def mouse(d, kind, pos, buttons=(0, 0, 0)) -> None:
    if kind == pygame.MOUSEMOTION:
        event = pygame.event.Event(kind, pos=pos, rel=(1, 1), buttons=buttons)
    else:
        event = pygame.event.Event(kind, pos=pos, button=1)
    pygame.event.post(event)
    d.frames(1)


def card_centre(scene, card):
    return scene.cards[rules.CARDS.index(card)].rect.center


def two_picked(d, scene):
    """Ana clicks die D and die E (the third and fourth places): both picked."""
    d.after_a_moment()
    d.click(scene.dice[2].rect.center)
    d.click(scene.dice[3].rect.center)
    assert scene.turn.picked == {2, 3}


@pytest.mark.parametrize("size", SIZES)
def test_dragging_a_picked_die_takes_its_whole_group_and_the_drop_places_it(make_app, size):
    d, scene = start(make_app, two_humans(), size=size)
    roll = scene.state.roll
    two_picked(d, scene)
    d_die = scene.dice[2].rect
    mouse(d, pygame.MOUSEBUTTONDOWN, d_die.center)
    assert scene.turn.picked == {2, 3}  # the press on D kept the group picked
    before = d.pixels()
    board = d.app.screen.copy()
    maxi = card_centre(scene, rules.MAXI)
    half = ((d_die.centerx + maxi[0]) // 2, (d_die.centery + maxi[1]) // 2)
    mouse(d, pygame.MOUSEMOTION, half, (1, 0, 0))
    assert scene.drag_at == half
    during = d.app.screen.copy()
    assert d.pixels() != before  # the dice are drawn under the pointer
    # the pressed die, taken by its centre, is drawn centred on the pointer; the die is lit (its
    # top face lighter at the top, darker below), so its face is read where test_dice_look reads
    # it: a fifth of the way down its top face, clear of every pip, within 24 of Ana's colour
    size_px = d_die.w
    under = pygame.Rect(half[0] - size_px // 2, half[1] - size_px // 2, size_px, size_px)
    top = dice.top_face(under)
    at = (round(top.centerx), round(top.y + top.h / 5))
    colour = scene.identity(0).colour

    def anas(pixel) -> bool:
        return all(abs(a - b) <= 24 for a, b in zip(pixel[:3], colour[:3]))

    assert not anas(board.get_at(at)), "no die of Ana's colour was there before the drag"
    assert anas(during.get_at(at)), "a die of Ana's colour follows the pointer"
    mouse(d, pygame.MOUSEMOTION, maxi, (1, 0, 0))
    mouse(d, pygame.MOUSEBUTTONUP, maxi)
    assert scene.turn.state().combination(0, rules.MAXI) == tuple(sorted((roll[2], roll[3])))  # D and E
    assert scene.drag_at is None
    d.frames(2)
    d.assert_settled()  # no dragged die left drawn


@pytest.mark.parametrize("size", SIZES)
def test_a_drop_the_card_refuses_says_why_and_places_nothing(make_app, size):
    d, scene = start(make_app, two_humans(), size=size)
    roll = scene.state.roll
    d.after_a_moment()
    pair = next((i, j) for i in range(8) for j in range(i + 1, 8) if roll[i] != roll[j])
    for i in pair:
        d.click(scene.dice[i].rect.center)
    idem = card_centre(scene, rules.IDEM)  # Idem takes the same faces only
    mouse(d, pygame.MOUSEBUTTONDOWN, scene.dice[pair[0]].rect.center)
    mouse(d, pygame.MOUSEMOTION, idem, (1, 0, 0))
    mouse(d, pygame.MOUSEBUTTONUP, idem)
    assert scene.turn.state().combination(0, rules.IDEM) == ()
    assert scene.message and scene.refused_at == rules.IDEM  # the reason, on the card
    assert scene.turn.picked == set(pair)  # the group is still picked, for another card


def test_a_click_on_a_picked_die_still_unpicks_it(make_app):
    d, scene = start(make_app, two_humans())
    two_picked(d, scene)
    d.click(scene.dice[2].rect.center)
    assert scene.turn.picked == {3}
    d.click(scene.dice[2].rect.center)
    assert scene.turn.picked == {2, 3}


def test_a_drop_away_from_the_cards_keeps_the_group_picked(make_app):
    d, scene = start(make_app, two_humans())
    two_picked(d, scene)
    mouse(d, pygame.MOUSEBUTTONDOWN, scene.dice[3].rect.center)
    away = (scene.dice[3].rect.centerx, scene.dice[3].rect.top - scene.dice[3].rect.h)
    mouse(d, pygame.MOUSEMOTION, away, (1, 0, 0))
    mouse(d, pygame.MOUSEBUTTONUP, away)
    assert scene.turn.picked == {2, 3} and not scene.turn.pending
