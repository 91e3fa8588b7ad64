"""The frame's own part (``frame_own``) holds the game's turn objects as they stood: issue 38
item 1, "one frozen value" per drawing. A later pick, placement or ``apply`` never changes a
frame already built (``ludicitude.ui.frame.kept``: the turn's lists, sets and dicts its own)."""

from __future__ import annotations

import dataclasses

import pygame

from ludicitude.core.game import GameState
from ludicitude.games.cadenas import rules as cadenas
from ludicitude.games.cadenas.turn import WhiteSum
from ludicitude.ui.frame import kept
from tests.games.cartes.test_told import start, two_humans


def snapshot(value: object) -> object:
    """``value`` as plain data, deep: what a frame holds, to compare before and after."""
    if isinstance(value, GameState):
        return ("state", id(value))  # a state is never changed in place: ``apply`` makes a new one
    if isinstance(value, pygame.Rect):
        return tuple(value)
    if isinstance(value, (list, tuple)):
        return tuple(snapshot(v) for v in value)
    if isinstance(value, (set, frozenset)):
        return ("set", tuple(sorted(map(repr, value))))
    if isinstance(value, dict):
        return ("dict", tuple(sorted((repr(k), snapshot(v)) for k, v in value.items())))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__, tuple((f.name, snapshot(getattr(value, f.name)))
                                            for f in dataclasses.fields(value)))
    if hasattr(value, "__dict__"):
        return (type(value).__name__, tuple((k, snapshot(v)) for k, v in sorted(vars(value).items())))
    return value


def test_quatre_cartes_a_frame_keeps_the_turn_as_it_stood_through_a_placement_and_an_apply(make_app):
    """Ana picks a die and puts it on Maxi (the turn's placements pencilled, "Continue" applies
    them): the frame built before still holds her turn with nothing picked or placed."""
    d, scene = start(make_app, two_humans(), size=(640, 480))
    frame = scene.shown_frame(d.app.screen)
    held = snapshot(frame.own)
    assert not frame.own.turn.pending and not frame.own.turn.picked
    state = scene.state
    d.key(pygame.K_a)  # die A picked
    d.key(pygame.K_m)  # on Maxi
    assert scene.turn.pending and scene.state is state  # pencilled, not played yet
    assert snapshot(frame.own) == held
    d.key(pygame.K_c)  # Continue: the placement played through ``apply``
    d.settle()
    assert scene.state is not state
    assert snapshot(frame.own) == held and not frame.own.turn.pending


def test_cadenas_the_pencilled_white_sum_in_a_frame_stays_as_it_stood():
    """Cadenas's action 1: every player may cross the white sum, pencilled until the active
    player closes it; a choice pencilled after the frame was built is not in the frame's copy."""
    state = cadenas.new_game(3, None, 1)
    pencils = WhiteSum()
    held = kept(pencils)
    seat, box = next((s, b) for s in range(3) for b in pencils.lit_boxes(state, s))
    assert pencils.toggle(state, seat, *box)  # a player pencils the white sum in
    assert pencils.box(state, seat) == box and held.box(state, seat) is None and not held.crosses
