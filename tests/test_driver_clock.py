"""The real-event driver's clock (``ludicitude.testing.driver``): a tap hurried onto a screen as
it appears stays hurried however long a busy machine takes over the frames before it, so that the
tests of "a key meant for one moment never acts in the next" say the same on any machine."""

from __future__ import annotations

import time

import pygame

from ludicitude.ui.scene import INPUT_GRACE


def test_inside_at_once_the_apps_clock_stands_still_while_real_time_passes(make_app):
    d = make_app()
    with d.at_once():
        before = d.app.now()
        time.sleep(0.05)  # a busy machine's slow frames
        d.frames(3)
        assert d.app.now() == before
        d.wait(INPUT_GRACE)  # a test's own waiting still moves it on
        assert d.app.now() == before + INPUT_GRACE
    time.sleep(0.01)
    assert d.app.now() > before + INPUT_GRACE  # outside, real time counts again


def test_a_tap_hurried_inside_at_once_is_held_even_after_frames_longer_than_the_grace(make_app):
    from ludicitude.ui.end_screen import EndScreen
    from tests.club_helpers import played_session

    d = make_app(size=(1024, 768))
    end = EndScreen(d.app, played_session("corsaire", 2, seed=1))
    with d.at_once():
        d.app.push_scene(end)
        d.frames(1)
        time.sleep(INPUT_GRACE + 0.05)  # the machine took longer than the grace over the frames
        d.key(pygame.K_c, unicode="c", hurry=True)
    assert not end.chart_shown  # still the tap of the moment the ranking appeared: held
