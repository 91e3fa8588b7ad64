"""Quatre Cartes: a roll is told once its dice land (issue 38 item 1: "the state before the
action while its beats run, so ``told`` binds everything: banner, header, log, recap"). People
play with real keys on a real screen; while the next roll's dice tumble, what is drawn (the
banner, its header, the log) and the frame's state say nothing of the rolled faces; once the
timeline has played (advanced by hand) they do. The header names the roller's turn in the round
the roll is rolled in, a new round's number included."""

from __future__ import annotations

import pygame

from ludicitude.games.cartes import rules, texts
from ludicitude.games.cartes.events import Rolled
from ludicitude.games.cartes.scene import GameScene
from ludicitude.games.cartes.story import Roll, Scores, story
from ludicitude.testing.driver import FixedClock
from ludicitude.ui.session import GameSession, SeatInfo
from tests.games.cartes.positions import screenshot_positions
from tests.games.looks import words_drawn


def test_a_roll_tells_the_action_up_to_the_roll_and_carries_its_round():
    """The story: after a round's scores, the roll is the next round's, told once it lands."""
    after = rules.new_game(2, None, 3)
    while after.round_number == 1:  # each plays the last of their moves: round 1 ends
        state = after
        after = state.apply(state.current, state.legal_actions(state.current)[-1])
    new = after.events[len(state.events):]
    scores, roll = story(state, after, new)
    assert isinstance(scores, Scores) and isinstance(roll, Roll)
    rolled = next(i for i, e in enumerate(new) if isinstance(e, Rolled))
    assert roll.told == rolled and roll.seat == new[rolled].seat and roll.round == 2 == after.round_number


def test_while_the_dice_tumble_the_banner_and_the_log_do_not_tell_the_roll_then_they_do(make_app):
    d = make_app(animation="normal")
    d.app.clock = FixedClock()  # a frame is 1/60 s, however busy the machine
    scene = GameScene(d.app, GameSession.new("cartes", [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")], None, 3))
    d.app.push_scene(scene)
    d.settle()
    d.key(pygame.K_a)
    d.key(pygame.K_m)  # Ana puts her first die on Maxi
    d.key(pygame.K_c, hurry=True)  # and continues: Bob rolls
    roll = scene.state.events[-1]
    assert isinstance(roll, Rolled) and roll.seat == 1 and scene.rolling and scene.timeline.t < 0.5
    told = texts.describe(roll, scene.session.names)  # "Bob rolls 1 2 4 4 5 6 6 6."
    d.key(pygame.K_l, hurry=True)  # the log, over the table (a view key: it skips nothing)
    assert scene.show_log and scene.rolling
    frame = scene.shown_frame(d.app.screen)
    assert all(e is not roll for e in frame.table.events) and any(e is roll for e in frame.now.events)
    during = words_drawn(d.app)
    assert "Bob's turn · round 1 of" in during and "Bob rolls the dice…" in during  # who rolls is told
    assert told not in during and "Ana puts" in during, during
    scene.timeline.advance(scene.timeline.total)  # the dice land
    d.frames(2)
    assert not scene.rolling and scene.timeline.done
    assert any(e is roll for e in scene.shown_frame(d.app.screen).table.events)
    after = words_drawn(d.app)
    assert told in after and "Bob's turn · round 1 of" in after, after


def test_a_new_round_s_first_roll_tumbles_under_its_own_round_s_header(make_app):
    d = make_app(animation="normal")
    d.app.clock = FixedClock()
    scene = screenshot_positions(d.app)["round-end-3"]()  # round 1's scores, over the table
    d.app.push_scene(scene)
    d.frames(2)
    roll = scene.state.events[-1]
    assert scene.summary is not None and isinstance(roll, Rolled) and scene.state.round_number == 2
    d.key(pygame.K_RETURN)  # "Next round": round 2's first roll tumbles
    assert scene.summary is None and scene.rolling and scene.timeline.t < 0.5
    name = scene.session.names[roll.seat]
    during = words_drawn(d.app)
    assert f"{name}'s turn · round 2 of" in during and f"{name} rolls the dice…" in during, during
    assert "round 1 of" not in during and texts.describe(roll, scene.session.names) not in during
    assert all(e is not roll for e in scene.shown_frame(d.app.screen).table.events)
