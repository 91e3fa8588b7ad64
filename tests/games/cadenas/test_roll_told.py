"""Cadenas: a roll is told once its dice land (issue 38 item 1: "the state before the action
while its beats run, so ``told`` binds everything: banner, header, log, recap"). A person
crosses with real events on a real screen; the dice of the next player's roll tumble; what is
drawn then (the banner, the log) and the frame's state say nothing of the roll, its faces or
its white sum; once the timeline has played (advanced by hand) they do."""

from __future__ import annotations

import pygame

from ludicitude.core.timeline import Tumble
from ludicitude.games.cadenas import texts
from ludicitude.games.cadenas.bench_scene import session
from ludicitude.games.cadenas.events import Rolled
from ludicitude.games.cadenas.rules import Cross, CrossPair, Pass
from ludicitude.games.cadenas.scene import GameScene
from ludicitude.games.cadenas.story import story
from ludicitude.testing.driver import FixedClock
from tests.games.cadenas.sheets import table
from tests.games.looks import words_drawn


def action_2():
    """Ana's action 2 (white 3 and 4, coloured 1 2 3 4): she crossed the white sum 7 in red,
    Bob crossed nothing."""
    return table(2).apply(0, Cross("red")).apply(1, Pass())


def test_the_roll_s_tumble_tells_the_action_up_to_the_roll():
    """The story: the tumble is the roller's and tells the events before the roll only."""
    state, seat = action_2(), 0
    after = state.apply(seat, CrossPair(0, "yellow"))  # white 3 + yellow 2: Bob rolls
    new = after.events[len(state.events):]
    (tumble,) = [b for b in story(state, after, new, ("Ana", "Bob")) if isinstance(b, Tumble)]
    roll = next(i for i, e in enumerate(new) if isinstance(e, Rolled))
    assert tumble.told == roll and not any(isinstance(e, Rolled) for e in new[:tumble.told])
    assert tumble.seat == new[roll].seat == after.active != seat


def test_while_the_dice_tumble_the_banner_and_the_log_do_not_tell_the_roll_then_they_do(make_app):
    d = make_app(animation="normal")
    d.app.clock = FixedClock()  # a frame is 1/60 s, however busy the machine
    scene = GameScene(d.app, session(action_2()))
    d.app.push_scene(scene)
    d.settle()
    d.click_widget(next(t for t in scene.box_targets if t.focusable))  # Ana crosses in action 2: her turn ends
    roll = scene.state.events[-1]
    assert isinstance(roll, Rolled) and scene.rolling and scene.timeline.t < 0.5  # the dice in the air
    told = texts.describe(roll, scene.session.names)  # "Bob rolls: white 4 and 4 (sum 8); ..."
    white_sum = f"white sum {sum(roll.whites)} for all"
    d.key(pygame.K_l, hurry=True)  # the log, over the table (a view key: it skips nothing)
    assert scene.show_log and scene.rolling
    frame = scene.shown_frame(d.app.screen)
    assert all(e is not roll for e in frame.table.events) and any(e is roll for e in frame.now.events)
    during = words_drawn(d.app)
    assert "Bob rolls the dice" in during  # who rolls is told
    assert "Bob rolls: white" not in during and white_sum not in during, during  # Ana's roll before is told
    scene.timeline.advance(scene.timeline.total)  # the dice land (and the announcement is read)
    d.frames(2)
    assert not scene.rolling and scene.timeline.done
    assert any(e is roll for e in scene.shown_frame(d.app.screen).table.events)
    after = words_drawn(d.app)
    assert told in after and white_sum in after, after


def test_while_the_dice_tumble_the_banner_says_how_to_land_them_and_the_panel_what_comes_next(make_app):
    """REPORT3 #9: while the dice rolled, the banner's second line was blank and two thirds of
    the panel black under the dice. The banner says how to land them at once, the panel whose
    roll it is, the two actions to come once they land and who rolls next; neither tells the
    roll; Enter lands the dice as the banner says."""
    d = make_app(animation="normal")
    d.app.clock = FixedClock()
    scene = GameScene(d.app, session(action_2()))
    d.app.push_scene(scene)
    d.settle()
    d.click_widget(next(t for t in scene.box_targets if t.focusable))  # Ana's turn ends: Bob rolls
    roll = scene.state.events[-1]
    assert isinstance(roll, Rolled) and scene.rolling
    during = words_drawn(d.app)
    assert texts.rolling_line() in during  # the banner's second line, never a bare strip
    assert "Bob rolls the dice" in during and "Next to roll: Ana." in during
    assert "Then action 2: Bob alone may cross" in during
    assert texts.describe(roll, scene.session.names) not in during and f"White sum {sum(roll.whites)}" not in during
    d.key(pygame.K_RETURN, hurry=True)
    assert not scene.rolling and scene.timeline.done  # the dice land at once
    assert texts.rolling_line() not in words_drawn(d.app)
