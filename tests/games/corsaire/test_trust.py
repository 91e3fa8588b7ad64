"""A Corsaire table you can trust: a key tapped to hurry an animation only skips it,
the next player's screen is held for a moment, Enter never stops a roll or applies a robbery by
default, and every animation ends on its settled picture with no input."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games.corsaire import rules
from ludicitude.core.timeline import CoinMove, Notice, Tumble
from ludicitude.games.corsaire.table import current_beat
from ludicitude.ui.session import SeatInfo
from tests.games.corsaire.helpers import COIN2, COIN3, C, S, X, table
from tests.games.corsaire.test_scene import TWO_HUMANS, start
from ludicitude.games.corsaire.events import Bust, Rolled

THREE_HUMANS = [*TWO_HUMANS, SeatInfo("Cyd", "yellow")]


def ana_applies(make_app, seats=TWO_HUMANS, **settings):
    """Ana applies Cannon + 3 and Skull + 2 (keys, as she would): the coins fly, then Bob's dice
    roll."""
    state = table((COIN3, COIN2, C, S, X), gold=(7, 12, 3)[:len(seats)])
    d, scene = start(make_app, seats, state=state, animation="normal", **settings)
    d.key(pygame.K_a)
    assert scene.state.active == 1 and not scene.timeline.done
    assert isinstance(current_beat(scene.timeline), CoinMove) and isinstance(scene.timeline.beats[-1], Tumble)
    return d, scene


def test_an_enter_that_skips_the_coins_never_stops_the_next_players_roll(make_app):
    d, scene = ana_applies(make_app)
    after = scene.state.to_dict()
    d.key(pygame.K_RETURN, hurry=True)  # tapped to hurry the coins: it only skips them
    assert scene.timeline.done and scene.state.to_dict() == after
    d.key(pygame.K_RETURN, hurry=True)  # at once again: Bob has not seen his dice yet
    assert scene.state.to_dict() == after
    for _ in range(3):  # and once he has: Enter picks or unpicks a die, it never stops his roll
        d.key(pygame.K_RETURN)
        assert scene.state.to_dict() == after and scene.focused in scene.dice
    assert scene.table.phase == rules.ROLLING and scene.state.active == 1
    d.key(pygame.K_u)  # the pick Enter made is a pending change he can take back
    assert "Nothing to undo" not in scene.message


def test_a_click_during_the_coins_only_skips_them(make_app):
    d, scene = ana_applies(make_app)
    after = scene.state.to_dict()
    where = scene.apply_button.rect.center  # where Apply was is where Reroll comes
    d.click(where, hurry=True)
    assert scene.timeline.done and scene.state.to_dict() == after
    d.click(where, hurry=True)
    d.click(where)  # Reroll with no die picked: nothing to do
    assert scene.state.to_dict() == after


def test_the_next_players_screen_holds_input_for_a_moment(make_app):
    state = table((COIN3, COIN2, C, S, X), gold=(7, 12))
    d, scene = start(make_app, TWO_HUMANS, state=state)  # no animation: Bob's dice are there at once
    d.key(pygame.K_a)
    after = scene.state.to_dict()
    assert scene.state.active == 1
    d.key(pygame.K_s, hurry=True)  # meant for Ana's screen, or typed before Bob has looked
    assert scene.state.to_dict() == after
    d.key(pygame.K_s)  # Bob, once his dice have been on show a moment
    assert scene.table.phase == rules.RESOLVING or scene.state.active != 1


def test_a_key_right_after_the_coins_land_never_acts_for_the_next_player(make_app):
    d, scene = ana_applies(make_app)
    d.run_until_still()  # nobody touches anything until Bob's dice have landed
    after = scene.state.to_dict()
    assert scene.timeline.done and scene.focused in scene.dice
    d.key(pygame.K_s, hurry=True)  # a key still meant to hurry what has just ended
    assert scene.state.to_dict() == after


def test_an_enter_during_the_dice_roll_only_skips_it(make_app):
    state = table((COIN2, COIN2, C, S, COIN3), gold=(3, 4), phase=rules.ROLLING)
    d, scene = start(make_app, TWO_HUMANS, state=state, animation="normal")
    d.key(pygame.K_1)
    d.key(pygame.K_r)
    assert isinstance(current_beat(scene.timeline), Tumble)
    after = scene.state.to_dict()
    d.key(pygame.K_SPACE, hurry=True)
    assert scene.timeline.done and scene.state.to_dict() == after
    d.assert_settled()  # the settled dice at once, not the tumbling ones
    d.key(pygame.K_s, hurry=True)
    d.key(pygame.K_RETURN)
    assert scene.state.to_dict() == after and scene.table.phase == rules.ROLLING


def test_a_turn_starts_with_the_focus_on_a_free_die_and_enter_only_picks_it(make_app):
    state = table((X, COIN2, C, S, COIN3), gold=(3, 4), phase=rules.ROLLING)
    d, scene = start(make_app, TWO_HUMANS, state=state)
    assert scene.focused is scene.dice[1]  # the first die that may be picked; never Stop
    d.key(pygame.K_RETURN)
    assert scene.picked == {1}
    d.key(pygame.K_SPACE)
    assert scene.picked == set() and scene.state.to_dict() == state.to_dict()


@pytest.mark.parametrize("faces,gold", [((COIN3, COIN2, C, S, X), (7, 12, 3)),  # other pairings
                                        ((S, S, S, S, S), (7, 12, 3)),  # only whom to rob
                                        ((COIN3, COIN3, C, X, X), (7, 12))])  # only one way at all
def test_enter_on_the_pairing_screen_never_applies_the_plan(make_app, faces, gold):
    state = table(faces, gold=gold)
    d, scene = start(make_app, THREE_HUMANS[:len(gold)], state=state)
    assert scene.focused is not scene.apply_button
    focused = scene.focused
    for _ in range(4):
        d.key(pygame.K_RETURN)
        assert scene.focused is focused  # a change of plan leaves the focus where it was
    assert scene.state.to_dict() == state.to_dict()
    d.key(pygame.K_a)  # A applies, as the button says
    assert scene.state.to_dict() != state.to_dict()


def test_enter_applies_only_once_the_player_has_moved_the_focus_to_apply(make_app):
    state = table((COIN3, COIN2, C, S, X), gold=(7, 12, 3))
    d, scene = start(make_app, THREE_HUMANS, state=state)
    for _ in range(8):
        if scene.focused is scene.apply_button:
            break
        d.key(pygame.K_TAB)
    assert scene.focused is scene.apply_button and scene.state.to_dict() == state.to_dict()
    d.key(pygame.K_RETURN)
    assert scene.state.active == 1


def test_the_reroll_button_is_off_until_a_die_is_picked(make_app):
    state = table((COIN2, COIN2, C, S, COIN3), gold=(3, 4), phase=rules.ROLLING)
    d, scene = start(make_app, TWO_HUMANS, state=state)
    assert not scene.reroll_button.enabled
    d.click_widget(scene.reroll_button)
    assert scene.state.to_dict() == state.to_dict() and not scene.message
    d.key(pygame.K_2)
    assert scene.reroll_button.enabled
    d.key(pygame.K_2)
    assert not scene.reroll_button.enabled
    d.click(scene.dice[1].rect.center)
    d.click_widget(scene.reroll_button)
    roll = next(e for e in scene.state.events if isinstance(e, Rolled))
    assert roll.rerolled == (1,)


def test_unpicking_the_last_die_never_slides_the_focus_onto_stop(make_app):
    state = table((COIN2, COIN2, C, S, COIN3), gold=(3, 4), phase=rules.ROLLING)
    d, scene = start(make_app, TWO_HUMANS, state=state)
    d.key(pygame.K_3)
    for _ in range(8):
        if scene.focused is scene.reroll_button:
            break
        d.key(pygame.K_TAB)
    assert scene.focused is scene.reroll_button
    d.key(pygame.K_3)  # nothing picked now: the Reroll button turns off under the focus
    assert scene.focused is not scene.stop_button
    d.key(pygame.K_RETURN)
    assert scene.state.to_dict() == state.to_dict()


def test_esc_then_staying_gives_the_focus_back_where_it_was(make_app):
    state = table((COIN3, COIN2, C, S, X), gold=(7, 12, 3))
    d, scene = start(make_app, THREE_HUMANS, state=state)
    d.key(pygame.K_TAB)
    focused = scene.focused
    assert focused is not scene.apply_button
    d.key(pygame.K_ESCAPE)
    assert d.top is not scene
    d.key(pygame.K_ESCAPE)  # "stay"
    d.settle()
    assert d.top is scene and scene.focused is focused
    d.key(pygame.K_RETURN)
    assert scene.state.to_dict() == state.to_dict()


# -- every animation ends on its settled picture, with no input --------------------------------
def test_the_coins_and_the_next_roll_end_on_the_settled_table(make_app):
    d, scene = ana_applies(make_app)
    d.run_until_still()
    assert scene.timeline.done and scene.human_to_act() == 1
    d.assert_settled()


def test_the_coins_end_on_the_settled_table_in_projector_mode(make_app):
    d, scene = ana_applies(make_app, THREE_HUMANS, projector=True)
    d.run_until_still()
    assert scene.timeline.done
    d.assert_settled()


def test_a_reroll_ends_on_the_settled_dice(make_app):
    state = table((COIN2, COIN2, C, S, COIN3), gold=(3, 4), phase=rules.ROLLING)
    d, scene = start(make_app, TWO_HUMANS, state=state, animation="normal")
    d.key(pygame.K_1)
    d.key(pygame.K_r)
    assert not scene.timeline.done
    d.run_until_still()
    assert scene.timeline.done
    d.assert_settled()


def bust_table():
    """Ana with two crossed bones, whose reroll of the other three dice busts."""
    for seed in range(200):
        state = table((X, X, COIN2, C, S), gold=(3, 4), phase=rules.ROLLING, dice_seed=seed)
        after = state.apply(0, rules.Reroll((2, 3, 4)))
        if any(isinstance(e, Bust) for e in after.events):
            return state
    raise LookupError("no bust")


@pytest.mark.parametrize("projector", [False, True])
def test_a_bust_ends_on_the_settled_table(make_app, projector):
    d, scene = start(make_app, TWO_HUMANS, state=bust_table(), animation="normal", projector=projector)
    for key in (pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_r):
        d.key(key)
    beats = scene.timeline.beats
    assert any(isinstance(b, Notice) for b in beats[beats.index(current_beat(scene.timeline)):])
    d.run_until_still()
    assert scene.timeline.done and scene.state.active == 1
    d.assert_settled()


def test_a_skipped_bust_shows_the_settled_table_at_once(make_app):
    d, scene = start(make_app, TWO_HUMANS, state=bust_table(), animation="normal")
    for key in (pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_r):
        d.key(key)
    after = scene.state.to_dict()
    d.frames(3)
    d.key(pygame.K_RETURN, hurry=True)
    assert scene.timeline.done and scene.state.to_dict() == after
    d.assert_settled()


def test_a_click_on_the_pairs_changes_nothing(make_app):
    state = table((COIN3, COIN2, C, S, X), gold=(7, 12, 3))
    d, scene = start(make_app, THREE_HUMANS, state=state)
    plan = scene.plan
    d.click(scene.pairs_target.rect.center)
    assert scene.plan == plan and scene.state.to_dict() == state.to_dict()
