"""Cadenas: what the table plays after an action, and when (story.py), without pygame."""

from __future__ import annotations

import pytest

from ludicitude.games.cadenas import rules
from ludicitude.games.cadenas.rules import Cross, Pass
from ludicitude.games.cadenas.story import NOTICE_SECONDS, ROLL_SECONDS, Show, Sound, Story
from tests.games.cadenas.sheets import table

NAMES = ("Ana", "Bob")


def story_of(state: rules.State, seat: int, action: object) -> Story:
    after = state.apply(seat, action)
    return Story.of(after.events[len(state.events):], NAMES)


def test_a_cross_sounds_and_announces_nothing():
    story = story_of(table(2), 0, Cross("red"))
    assert story == Story("", False, (Sound.CROSS,), False)


def test_a_lock_is_announced_in_words():
    state = table(2, sheets={0: {"red": [2, 3, 4, 5, 6]}}, whites=(6, 6))
    story = story_of(state, 0, Cross("red"))
    assert "Ana locks the red row!" in story.notice and not story.penalty
    assert story.sounds == (Sound.REVEAL,)


def test_a_grey_box_is_announced_as_a_penalty():
    story = story_of(table(2), 0, Pass())  # the active player passes the white sum (rule as written)
    assert "Ana crosses a grey box" in story.notice and story.penalty


def test_the_last_action_of_a_turn_rolls_the_dice_for_the_next_player():
    state = table(2, sheets={0: {"red": [2]}}).apply(0, Cross("red")).apply(1, Pass())
    story = story_of(state, 0, Pass())  # Ana passes action 2 (a grey box): the dice roll for Bob
    assert story.rolls and story.sounds == (Sound.REVEAL, Sound.ROLL)


def rolled() -> Story:
    return Story("", False, (Sound.ROLL,), True)


def test_the_dice_tumble_for_the_roll_time_then_come_to_rest_once():
    show = Show()
    show.play(rolled(), 1.0)
    assert show.rolling and show.busy and show.roll_left == ROLL_SECONDS
    rested = [show.advance(0.1) for _frame in range(10)]
    assert rested.count(True) == 1 and rested.index(True) in (5, 6)  # 0.6 s of frames of 0.1 s
    assert not show.rolling and not show.busy and show.step == rested.index(True) + 1


def test_with_no_animation_the_dice_rest_at_once():
    show = Show()
    show.play(rolled(), 0.0)
    assert not show.rolling and not show.advance(0.1)


def test_the_projector_speed_makes_the_roll_longer():
    show = Show()
    show.play(rolled(), 2.0)
    assert show.roll_left == pytest.approx(2 * ROLL_SECONDS)


def test_a_skipped_roll_rests_at_once():
    show = Show()
    show.play(rolled(), 1.0)
    assert show.skip() and not show.rolling
    assert not show.skip()  # nothing was tumbling


def test_computers_wait_while_an_announcement_is_read_and_a_quiet_action_does_not_cut_it_short():
    show = Show()
    show.play(Story("Ana locks the red row!", False, (Sound.REVEAL,), False), 1.0)
    assert show.busy and show.notice_left == NOTICE_SECONDS and not show.rolling
    show.advance(0.5)
    show.play(Story("", False, (Sound.CROSS,), False), 1.0)
    assert show.notice == "" and show.notice_left == pytest.approx(NOTICE_SECONDS - 0.5)
    show.advance(NOTICE_SECONDS)
    assert not show.busy


def test_a_tumbling_die_shows_faces_1_to_6_and_moves_up_and_down_a_little():
    show = Show()
    faces, lifts = set(), set()
    for step in range(24):
        show.step = step
        faces.add(show.face(3, 120))
        lifts.add(show.lift(120, 100))
    assert faces <= set(range(1, 7)) and len(faces) > 1
    assert lifts <= set(range(-15, 16)) and len(lifts) == 4
