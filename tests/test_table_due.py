"""A settled game table sleeps (issue 37, "idle CPU under 1 % of a core on every settled screen"):
``GameScene.due`` says when the table must next be looked at without input, instead of being
looked at ten times a second; Magouille's talk clock is due when its seconds change."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games.magouille.scene import GameScene as MagouilleScene
from ludicitude.games.magouille.turn import Mode
from ludicitude.ui.scene import LOOK
from ludicitude.ui.session import GameSession, SeatInfo


def sleeps(app):
    """The timeouts the loop's still frames sleep for, recorded instead of slept."""
    asked: list[float] = []
    app.wake.wait = asked.append
    return asked


@pytest.fixture
def table(make_app):
    d = make_app(animation="normal")
    seats = [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue"), SeatInfo("Chloé", "yellow")]
    scene = MagouilleScene(d.app, GameSession.new("magouille", seats, {"length": "short"}, 3))
    d.app.push_scene(scene)
    d.settle()
    return d, scene


def test_a_settled_table_waiting_for_a_person_is_looked_at_for_a_moment_then_sleeps_until_input(table):
    d, scene = table
    assert scene.mode() is Mode.TALK and scene.timer.left == 0  # people talk; no clock runs
    asked = sleeps(d.app)
    for _ in range(scene.SETTLE_LOOKS):
        d.app.frame()
    # just settled: what follows its change is looked for, every LOOK
    assert asked == [pytest.approx(LOOK)] * scene.SETTLE_LOOKS
    d.app.frame()
    assert asked[-1] == pytest.approx(1.0) and scene.due() is None  # then the loop's longest sleep
    # a move starts the moment again
    d.click_widget(scene.move_on_button)
    d.settle()
    assert scene.due() == pytest.approx(LOOK)


def test_magouilles_talk_clock_is_due_exactly_when_its_seconds_change(table):
    d, scene = table
    d.key(pygame.K_t)
    d.settle()
    for _ in range(scene.SETTLE_LOOKS + 1):  # the moment after the key has gone by
        scene.due()
    scene.timer.left = 42.25
    assert scene.due() == pytest.approx(0.25)  # 0:43 shown until 42 seconds are left
    scene.timer.left = 42.0
    assert scene.due() == pytest.approx(1.0)
