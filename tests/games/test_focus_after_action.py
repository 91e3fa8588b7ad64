"""Focus placed again after every applied action (issue 38, item 2): Enter never repeats an action
that has become costly. Checked by the kit (``tests/games/screens.py``) on every registered
game, whatever package it comes from, by playing its screen (no screenshot positions), and on
Pig (``tests/pig``), whose Roll is primary until the turn has points, then costly."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games import GAMES
from ludicitude.ui.game_scene import GameScene
from ludicitude.testing import screens
from tests.pig.spec import SPEC as PIG


@pytest.fixture
def pig(monkeypatch):
    monkeypatch.setitem(GAMES, "pig", PIG)
    return PIG


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_registered_game_keeps_the_enter_rules_after_every_action(make_app, game_id, seed):
    d = make_app()
    assert screens.play_by_the_screen(d, GAMES[game_id], seed, steps=40) > 0, "the game was played"


def test_pig_keeps_the_enter_rules_after_every_action(make_app, pig):
    d = make_app()
    assert screens.play_by_the_screen(d, pig, 3, steps=80) > 5


def test_after_a_click_on_roll_enter_does_not_roll_again_once_the_turn_has_points(make_app, pig):
    """The author's case: Roll was primary until the turn had points, then costly; a click on Roll,
    then Enter, must not roll again and risk the points."""
    roll = pig.actions()[0]()
    seed = next(s for s in range(100) if pig.new_game()(2, None, s).apply(0, roll).turn_points > 0)  # no 1 first
    d = make_app()
    scene = screens.open_game(d, pig, 2, seed)
    screens.settle(d)
    assert scene.focused is scene.roll_button and scene.roll_button.style == "primary"
    d.click(scene.roll_button.rect.center)
    screens.settle(d)
    assert scene.table.turn_points > 0 and scene.table.current == 0
    events = len(scene.session.state.events)
    assert scene.roll_button.style != "primary", "Roll is costly once the turn has points"
    d.key(pygame.K_RETURN)
    screens.settle(d)
    assert len(scene.session.state.events) == events, "Enter rolled again"


def test_the_kit_finds_a_focus_left_on_a_choice_that_became_costly(make_app, pig, monkeypatch):
    monkeypatch.setattr(GameScene, "place_focus", lambda self: None)  # the focus left where it was
    d = make_app()
    with pytest.raises(AssertionError, match="costly"):
        screens.play_by_the_screen(d, pig, 3, steps=80)
