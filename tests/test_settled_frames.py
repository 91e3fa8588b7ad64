"""The screen always shows the present: after any animation, with no input at all, the window
holds the settled picture (design notes, "Display": the settled picture after an animation is
drawn at once, never on the next input)."""

from __future__ import annotations

import pygame

from ludicitude.ui.launcher import Launcher
from ludicitude.ui.settings_screen import SettingsScreen
from ludicitude.ui.transitions import Fade, HandOverCurtain


def launcher(make_app, **settings):
    d = make_app(animation="normal", **settings)
    d.app.push_scene(Launcher(d.app))
    d.run_until_still()
    return d


def test_a_closing_curtain_ends_fully_closed_with_its_button_without_input(make_app):
    d = launcher(make_app)
    curtain = HandOverCurtain(d.app, "Bob", None, lambda: None)
    d.app.push_scene(curtain)
    d.run_until_still()
    assert curtain.phase == "closed"
    d.assert_settled()


def test_an_opening_curtain_ends_on_the_screen_it_uncovers(make_app):
    d = launcher(make_app, projector=True)
    curtain = HandOverCurtain(d.app, "Bob", None, lambda: d.app.stack.scenes.insert(-1, SettingsScreen(d.app)))
    d.app.push_scene(curtain)
    d.run_until_still()
    d.key(pygame.K_RETURN)
    d.run_until_still()
    assert curtain not in d.app.stack.scenes
    d.assert_settled()


def test_a_fade_ends_on_the_new_screen_without_input(make_app):
    d = launcher(make_app)
    d.app.push_scene(Fade(d.app, lambda: d.app.stack.scenes.insert(-1, SettingsScreen(d.app))))
    d.run_until_still()
    assert isinstance(d.top, SettingsScreen)
    d.assert_settled()


def test_a_notice_that_runs_out_is_wiped_without_input(make_app):
    d = launcher(make_app)
    d.app.notice("Hello", seconds=0.2)
    d.run_until_still()
    assert not d.app.notices
    d.assert_settled()
