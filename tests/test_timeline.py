"""The one timeline (core/timeline.py) and the game screen that plays it (ui/timeline.py): beats
in order on one clock, one set of durations scaled by the animation speed, the skip key landing
what moves on the settled picture, animations off playing nothing, and frames only while
something runs (issue 28, part 3: "the base derives playing, busy, holds_end, skipping and
redraw scheduling from it")."""

from __future__ import annotations

import math

import pygame
import pytest

from ludicitude.core.timeline import (
    COIN_SECONDS,
    NOTICE_SECONDS,
    TUMBLE_SECONDS,
    CoinMove,
    Notice,
    Timeline,
    Tumble,
    Wait,
    WaitForPerson,
)
from tests.games.corsaire.helpers import COIN2, COIN3, C, S, X, table
from tests.games.corsaire.test_scene import TWO_HUMANS, start

ROLL, COINS = Tumble(seat=0), CoinMove(seat=0, source="bank", target=0, amount=3)


def test_beats_play_one_after_another_and_along_starts_with_the_one_before():
    notice = Notice(text="Ana locks the red row!", along=True)
    timeline = Timeline([ROLL, COINS, notice], 1.0)
    assert timeline.starts == [0.0, TUMBLE_SECONDS, TUMBLE_SECONDS]
    assert timeline.total == pytest.approx(TUMBLE_SECONDS + NOTICE_SECONDS)
    assert timeline.now() == [ROLL] and timeline.playing and timeline.holds_end
    assert timeline.advance(TUMBLE_SECONDS)  # the dice landed: the still picture changes
    assert timeline.now() == [COINS, notice] and timeline.progress(ROLL) == 1.0 and timeline.progress(COINS) == 0.0
    assert not timeline.advance(COIN_SECONDS / 2) and timeline.progress(COINS) == pytest.approx(0.5)
    timeline.advance(COIN_SECONDS)
    assert timeline.now() == [notice] and not timeline.playing  # a notice is read, not skipped
    assert not timeline.holds_end  # the ranking does not wait for a notice
    timeline.advance(NOTICE_SECONDS)
    assert timeline.done and timeline.now() == [] and not timeline.needs_frames


def test_one_set_of_durations_scaled_by_the_animation_speed():
    assert (TUMBLE_SECONDS, COIN_SECONDS, NOTICE_SECONDS) == (1.0, 0.7, 1.6)
    assert Timeline([ROLL, COINS], 2.0).total == pytest.approx(2 * (TUMBLE_SECONDS + COIN_SECONDS))
    assert Timeline([ROLL, Notice(seconds=0.5, scaled=False, along=True)], 2.0).lengths == [2.0, 0.5]


def test_the_skip_key_lands_what_moves_on_the_settled_state():
    timeline = Timeline([ROLL, COINS], 1.0)
    timeline.advance(0.1)
    assert timeline.skip() and timeline.done and timeline.progress(COINS) == 1.0
    assert not timeline.skip()  # nothing moves any more


def test_a_skip_lands_the_dice_and_leaves_a_notice_read_along_them_its_whole_time():
    notice = Notice(text="Ana crosses a grey box", along=True)
    timeline = Timeline([ROLL, notice], 1.0)
    timeline.advance(0.1)
    assert timeline.skip() and timeline.now() == [notice] and not timeline.playing
    assert timeline.remaining(notice) == pytest.approx(NOTICE_SECONDS - 0.1)  # computers still wait for it


def test_a_skip_stops_at_a_wait_for_a_person_which_only_a_person_closes():
    wait = WaitForPerson()
    timeline = Timeline([Wait(name="flip", seconds=0.3), wait, ROLL], 1.0)
    assert timeline.skip() and timeline.now() == [wait] and not timeline.done
    assert timeline.total == math.inf and not timeline.needs_frames and timeline.holds_end
    timeline.advance(100.0)
    assert timeline.now() == [wait]
    assert timeline.release() and timeline.now() == [ROLL]  # what comes after plays from here
    timeline.advance(TUMBLE_SECONDS)
    assert timeline.done and not timeline.release()


def test_animations_off_give_an_instant_timeline_and_keep_only_a_wait_for_a_person():
    assert Timeline([ROLL, COINS, Notice(text="x")], 0.0).done
    off = Timeline([ROLL, WaitForPerson()], 0.0)
    assert [type(b) for b in off.beats] == [WaitForPerson] and not off.done


def test_a_frozen_timeline_needs_no_frames():
    timeline = Timeline([ROLL], 1.0)
    timeline.frozen = True
    assert not timeline.needs_frames and not timeline.advance(1.0) and timeline.now() == [ROLL]


def ana_applies(make_app):
    """Ana applies Cannon + 3 and Skull + 2 with the A key: coins fly, then Bob's dice tumble."""
    d, scene = start(make_app, TWO_HUMANS, state=table((COIN3, COIN2, C, S, X), gold=(7, 12)), animation="normal")
    d.key(pygame.K_a)
    return d, scene


def test_a_running_timeline_schedules_frames_and_a_settled_one_none(make_app):
    d, scene = ana_applies(make_app)
    assert not scene.timeline.done and d.app.stack.animating and scene.busy() and scene.playback.holds_end()
    d.app.dirty = False
    scene.update(0.01)
    assert d.app.dirty  # what moves is drawn again
    d.run_until_still()
    assert scene.timeline.done and not d.app.stack.animating and not scene.busy() and not scene.playback.holds_end()
    d.assert_settled()  # the last frame is the settled picture, drawn without input
    d.app.dirty = False
    scene.update(0.01)
    assert not d.app.dirty  # a settled timeline asks for no frame


def test_enter_during_the_timeline_only_skips_it_and_never_acts_for_the_next_player(make_app):
    d, scene = ana_applies(make_app)
    after = scene.state.to_dict()
    assert scene.playing()
    d.key(pygame.K_RETURN, hurry=True)
    assert scene.timeline.done and not scene.playing() and scene.state.to_dict() == after
    d.key(pygame.K_s, hurry=True)  # Bob's "stop" within the grace: held, not played
    assert scene.state.to_dict() == after
    d.assert_settled()


def test_a_quiet_action_does_not_cut_a_notice_short(make_app):
    d, scene = ana_applies(make_app)
    scene.play([Notice(text="Ana locks the red row!")], factor=1.0)
    scene.update(0.5)
    scene.play([])  # the next action tells nothing: the table goes on reading
    (reading,) = scene.timeline.now()
    assert isinstance(reading, Notice) and scene.timeline.remaining(reading) == pytest.approx(NOTICE_SECONDS - 0.5)
    assert scene.busy() and not scene.playing()
