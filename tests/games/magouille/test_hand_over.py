"""Magouille's hand-over, driven with real mouse and key events (issue 26, sections 1 to 3):
nothing on the next player's curtain or private screen depends on where the last player left the
pointer; Esc on a private screen goes back to its player's curtain, whatever was turned; and the
keys of the player who has just opened their own screen are never dropped."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games.magouille.scene import GameScene
from ludicitude.ui.dialogs import Confirm
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.ui.transitions import HandOverCurtain
from ludicitude.testing.driver import FixedClock

SEATS = [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue"), SeatInfo("Chloé", "yellow")]
MODES = [pytest.param({}, id="normal"), pytest.param({"projector": True}, id="projector")]
FACE_KEYS = {face: getattr(pygame, f"K_{face}") for face in range(1, 7)}


def start(make_app, **settings):
    """Three people at one computer; the talk moved on: Ana's curtain is up."""
    d = make_app(**settings)
    scene = GameScene(d.app, GameSession.new("magouille", SEATS, None, 3))
    d.app.push_scene(scene)
    d.settle()
    d.key(pygame.K_RETURN)  # move on
    d.settle()
    assert isinstance(d.top, HandOverCurtain) and d.top.name == "Ana"
    return d, scene


def ana_clicks(d, scene, face: int) -> None:
    """Ana opens her screen, clicks ``face`` with the mouse (with secret input hidden the click
    lands on nothing and she types it), confirms with Enter and leaves the pointer there."""
    d.key(pygame.K_RETURN)
    d.settle()
    assert scene.private_seat == 0
    d.click(scene.faces[face - 1].rect.center)
    if scene.pending is not None and scene.pending.hidden:
        d.key(FACE_KEYS[face])
    assert scene.selected == face
    d.key(pygame.K_RETURN)
    d.settle()
    assert scene.state.pending[0] == face


def bobs_screens(make_app, face: int, settings) -> tuple[tuple, tuple]:
    """Bob's curtain, then his private screen, after Ana clicked ``face`` (Ana's pointer left):
    each as its pixels and the system pointer as the room sees it (None: hidden)."""
    d, scene = start(make_app, **settings)
    ana_clicks(d, scene, face)
    assert d.app.pointer == d.app.neutral_pointer_place()  # not on Ana's face (issue 36, 2)
    assert isinstance(d.top, HandOverCurtain) and d.top.name == "Bob"
    curtain = (d.pixels(), d.app.pointer_seen(), pygame.mouse.get_visible())
    d.key(pygame.K_RETURN)  # Bob is ready
    d.settle()
    assert scene.private_seat == 1 and scene.selected is None
    assert scene.hover is None  # the pointer Ana left on her face rings nothing for Bob
    return curtain, (d.pixels(), d.app.pointer_seen(), pygame.mouse.get_visible())


@pytest.mark.parametrize("settings", MODES)
def test_bobs_curtain_and_private_screen_are_the_same_whichever_face_ana_clicked(make_app, settings):
    """Issue 26: "nothing on a private screen (or on the curtain before it) depends on where the
    pointer was left": two games that differ only in the face Ana clicked draw the same."""
    after_five = bobs_screens(make_app, 5, settings)
    after_two = bobs_screens(make_app, 2, settings)
    assert after_five[0] == after_two[0]
    assert after_five[1] == after_two[1]
    # issue 36, 2: "the pointer stays where face 5 was on Cleo's curtain and on her private
    # screen": the system pointer is hidden on both, whichever face Ana clicked
    assert after_five[0][1:] == after_five[1][1:] == (None, False)


def test_once_bob_moves_the_pointer_it_rings_what_it_is_over(make_app):
    """The rule is about a pointer that has not moved: Bob's own pointer still hovers (it waits
    in the window's middle after the hand-over, not on Ana's face: ``test_pointer_neutral``)."""
    d, scene = start(make_app)
    ana_clicks(d, scene, 5)
    d.key(pygame.K_RETURN)
    d.settle()
    waiting = d.app.neutral_pointer_place()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=waiting, rel=(0, 0), buttons=(0, 0, 0)))
    d.frames(1)
    assert scene.hover is None  # a motion event to where the pointer already was: not a move
    assert d.app.pointer_seen() is None  # nor does it show the system pointer
    pos = scene.faces[4].rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(3, 0), buttons=(0, 0, 0)))
    d.frames(1)
    assert scene.hover is scene.faces[4]
    assert d.app.pointer_seen() == pos and pygame.mouse.get_visible()  # Bob's pointer, shown


def esc_after(make_app, face: int, settings) -> bytes:
    """Bob turns ``face`` on his private screen, then presses Esc: the window once settled."""
    d, scene = start(make_app, **settings)
    ana_clicks(d, scene, 3)
    d.key(pygame.K_RETURN)  # Bob is ready
    d.settle()
    d.key(FACE_KEYS[face])
    assert scene.selected == face
    d.key(pygame.K_ESCAPE)
    d.settle()
    assert isinstance(d.top, HandOverCurtain) and d.top.name == "Bob"
    assert not any(isinstance(s, Confirm) for s in d.app.stack.scenes)
    assert scene.private_seat is None and scene.state.pending[1] is None  # the face was dropped
    return d.pixels()


@pytest.mark.parametrize("settings", MODES)
def test_esc_on_a_private_screen_after_2_and_after_4_look_the_same(make_app, settings):
    """Issue 26: "Esc on a private screen first closes it back to that player's curtain (the
    choice not confirmed is dropped), never a dialog over a secret"."""
    assert esc_after(make_app, 2, settings) == esc_after(make_app, 4, settings)


def pause(d, seconds: float) -> None:
    """``seconds`` go by with nobody touching anything: frames of 50 ms, and the input clock."""
    frames = round(seconds / 0.05)
    d.frames(frames)
    d.wait(seconds)


@pytest.mark.parametrize("animation", ["instant", "normal"])
@pytest.mark.parametrize("settings", MODES)
def test_show_me_then_4_then_enter_0_3_s_apart_set_face_4(make_app, settings, animation):
    """Issue 26: a grace "never applies to the player who has just opened their own screen, and
    within one screen a key is never dropped while a later one acts"."""
    d, scene = start(make_app, animation=animation, **settings)
    d.app.clock = FixedClock(0.05)
    d.settle()
    d.key(pygame.K_RETURN)  # "I am Ana, show me"
    pause(d, 0.3)
    d.key(pygame.K_4, hurry=True)
    pause(d, 0.3)
    d.key(pygame.K_RETURN, hurry=True)
    d.settle()
    assert not scene.message
    assert scene.state.pending[0] == 4


@pytest.mark.parametrize("animation", ["instant", "normal"])
def test_a_key_meant_for_ana_as_bobs_curtain_comes_never_opens_or_sets_his_die(make_app, animation):
    """The hand-over protection stays: keys that arrive while the curtain closes, or in its
    grace, never act for the next player."""
    d, scene = start(make_app, animation=animation)
    d.app.clock = FixedClock(0.05)
    d.key(pygame.K_RETURN)
    d.settle()
    d.key(pygame.K_5)
    d.key(pygame.K_RETURN)  # Ana confirms 5 ...
    for key in (pygame.K_RETURN, pygame.K_2, pygame.K_RETURN):  # ... and taps on
        d.key(key, hurry=True)
    d.settle()
    assert isinstance(d.top, HandOverCurtain) and d.top.name == "Bob"
    assert scene.private_seat is None and scene.state.pending == [5, None, None]
