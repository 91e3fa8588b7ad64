"""Every game's screen after a change of hands (issue 26, section 1): the pointer where the last
player left it hovers nothing for the next one until it moves, so nothing drawn for the next
player depends on what the last one pointed at."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.core.bots import RandomBot
from ludicitude.games import GAMES
from ludicitude.ui.session import GameSession, SeatInfo

SEATS = [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")]


def next_players_screen(make_app, game_id: str, point_at_widget: bool, **settings) -> tuple[tuple, object]:
    """Ana points at her screen's first widget (or at a bare corner), then her turn is played
    out; the window once it is Bob's alone to play (its pixels and the system pointer as the room
    sees it, None when hidden), and what the scene hovers then."""
    d = make_app(**settings)
    scene = GAMES[game_id].module("scene").GameScene(d.app, GameSession.new(game_id, SEATS, None, 4))
    d.app.push_scene(scene)
    d.settle()
    d.frames(2)
    targets = [w for w in scene.focusables() if w.rect.w]
    assert targets, "Ana's screen has something to point at"
    pos = targets[0].rect.center if point_at_widget else (1, d.app.screen.get_height() - 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    d.frames(1)
    assert (scene.hover is targets[0]) == point_at_widget
    assert d.app.pointer_seen() == pos  # Ana's pointer, shown while she plays
    chooser = RandomBot(7)
    for _ in range(200):  # Ana's turn, played as a phone or a computer would, through the screen
        state = scene.state
        if state.shared_step() is None and state.to_act and state.to_act[0] == 1:
            break
        if state.shared_step() is not None:
            assert scene.act_shared({})  # a white sum nobody here crosses
        else:
            seat = state.to_act[0]
            assert scene.act(seat, chooser.choose(state.view(seat), seat))
        d.settle()
    d.wait(1.0)
    d.settle()
    d.frames(2)
    return (d.pixels(), d.app.pointer_seen(), pygame.mouse.get_visible()), scene.hover


@pytest.mark.parametrize("settings", [pytest.param({}, id="normal"), pytest.param({"projector": True}, id="projector")])
@pytest.mark.parametrize("game_id", ["cadenas", "cartes", "corsaire"])
def test_the_next_players_screen_is_the_same_wherever_the_last_left_the_pointer(make_app, game_id, settings):
    """Issue 36, 2: "at every hand-over the system pointer is hidden until the next player moves
    the mouse, whatever the last player did": the pixels and the pointer alike."""
    pointed, hover = next_players_screen(make_app, game_id, True, **settings)
    assert hover is None
    unpointed, _hover = next_players_screen(make_app, game_id, False, **settings)
    assert pointed == unpointed
    assert pointed[1:] == (None, False)  # the system pointer hidden
