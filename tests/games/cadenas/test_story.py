"""Cadenas: the timeline an action plays (story.py) and what the table hears with it
(sounds.py), without pygame: announcements of locks and grey boxes read while the dice tumble
for the next player, padlocks snapping shut."""

from __future__ import annotations

import pytest

from ludicitude.core.timeline import NOTICE_SECONDS, TUMBLE_SECONDS, Notice, Timeline, Tumble
from ludicitude.games.cadenas import rules
from ludicitude.games.cadenas.rules import Cross, Pass
from ludicitude.core.cues import heard
from ludicitude.games.cadenas.sounds import CUES
from ludicitude.games.cadenas.story import SNAP_SECONDS, PadlockSnap, story
from ludicitude.ui.pieces.padlock import snap
from tests.games.cadenas.sheets import table

NAMES = ("Ana", "Bob")


def story_of(state: rules.State, seat: int, action: object) -> tuple[list, tuple[tuple[str, float], ...]]:
    """The beats of an action, and its cues with when they start (seconds, at normal speed)."""
    after = state.apply(seat, action)
    new = after.events[len(state.events):]
    beats = story(state, after, new, NAMES)
    return beats, tuple((h.name, h.start) for h in heard(CUES, new, Timeline(beats) if beats else None))


def test_a_cross_sounds_and_plays_nothing():
    assert story_of(table(2), 0, Cross("red")) == ([], (("cross", 0.0),))


def test_a_lock_is_announced_in_words():
    state = table(2, sheets={0: {"red": [2, 3, 4, 5, 6]}}, whites=(6, 6))
    (notice, snap), heard = story_of(state, 0, Cross("red"))
    assert isinstance(notice, Notice) and "Ana locks the red row!" in notice.text and not notice.bad
    assert notice.seconds == NOTICE_SECONDS and not notice.skippable
    assert heard == (("cross", 0.0), ("lock", 0.0))  # the pencil, and the padlock's click as it is told
    assert isinstance(snap, PadlockSnap) and snap.locks == ((0, "red"),) and snap.along


def test_a_lock_snaps_the_lockers_padlock_then_the_row_closing_snaps_everyone_elses():
    """Rule card: "le joueur coche le cadenas"; the row is closed for everyone at the end of the
    action: Ana's padlock snaps shut as she locks, Bob's when the row closes."""
    state = table(2, sheets={0: {"red": [2, 3, 4, 5, 6]}}, whites=(6, 6))
    (_notice, snap), _heard = story_of(state, 0, Cross("red"))
    assert snap.locks == ((0, "red"),)
    locked = state.apply(0, Cross("red"))
    beats, _heard = story_of(locked, 1, Pass())  # Bob does nothing: action 1 ends, the red row closes
    (closing,) = [b for b in beats if isinstance(b, PadlockSnap)]
    assert closing.locks == ((1, "red"),)
    timeline = Timeline(beats, 1.0)
    assert timeline.now()[:2] == [beats[0], closing] and closing.skippable
    timeline.advance(SNAP_SECONDS)
    assert closing not in timeline.now()  # it ends by itself, on the shut padlock


def test_the_snap_ends_shut_and_at_rest():
    assert snap(0.0) == 0.0 and snap(1.0) == 1.0
    assert max(snap(t / 100) for t in range(100)) > 1.0  # the bounce: the shackle bites, then settles


def test_a_grey_box_is_announced_as_a_penalty():
    (notice,), _heard = story_of(table(2), 0, Pass())  # the active player passes the white sum (rule as written)
    assert "Ana crosses a grey box" in notice.text and notice.bad


def test_the_last_action_of_a_turn_announces_the_grey_box_while_the_dice_tumble_for_the_next_player():
    state = table(2, sheets={0: {"red": [2]}}).apply(0, Cross("red")).apply(1, Pass())
    beats, heard = story_of(state, 0, Pass())  # Ana passes action 2 (a grey box): the dice roll for Bob
    notice, roll = beats
    assert isinstance(notice, Notice) and isinstance(roll, Tumble) and roll.along
    assert heard == (("sting", 0.0), ("roll", 0.0))  # the penalty's sting over the dice rattling
    timeline = Timeline(beats, 1.0)
    assert timeline.total == NOTICE_SECONDS  # read while the dice tumble, not after
    assert timeline.now() == [notice, roll]
    timeline.advance(TUMBLE_SECONDS)
    assert timeline.now() == [notice] and not timeline.playing and not timeline.done


def test_with_no_animation_the_dice_rest_at_once_and_nothing_waits():
    state = table(2, sheets={0: {"red": [2]}}).apply(0, Cross("red")).apply(1, Pass())
    beats, _heard = story_of(state, 0, Pass())
    assert Timeline(beats, 0.0).done


def test_the_projector_speed_makes_the_roll_longer():
    assert Timeline([Tumble()], 2.0).total == pytest.approx(2 * TUMBLE_SECONDS)
