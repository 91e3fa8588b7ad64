"""The "reduced motion" setting (issue 37, item 1: "a 'reduced motion' setting replaces motion
with fades everywhere"): on the Settings screen, in both languages, saved with the settings at
once, and played by every game's timeline (the throws and coins fade in place: tests/test_dice.py,
tests/games/test_dice_throw.py)."""

from __future__ import annotations

import json

import pygame

from ludicitude import settings as settings_mod
from ludicitude.core.timeline import Tumble
from ludicitude.ui import theme
from ludicitude.ui.launcher import Launcher
from ludicitude.ui.settings_screen import SettingsScreen


def settings_screen(make_app, **kw):
    d = make_app(**kw)
    d.app.push_scene(Launcher(d.app))
    d.frames(2)
    d.click_widget(d.top.settings_button)
    assert isinstance(d.top, SettingsScreen)
    return d


def test_reduced_motion_is_turned_on_from_the_settings_screen_and_saved_at_once(make_app):
    d = settings_screen(make_app)
    row = d.top.reduced_motion
    assert not d.app.settings.reduced_motion
    d.click((row.rect.right - 8, row.rect.centery))  # the choice's right arrow: On
    assert d.app.settings.reduced_motion
    saved = json.loads(settings_mod.settings_path().read_text())
    assert saved["reduced_motion"] is True
    loaded, damaged = settings_mod.load()
    assert loaded.reduced_motion and damaged is None


def test_reduced_motion_is_reached_with_the_keyboard_too(make_app):
    d = settings_screen(make_app)
    for _ in range(12):
        if d.top.focused is d.top.reduced_motion:
            break
        d.key(pygame.K_TAB)
    assert d.top.focused is d.top.reduced_motion
    d.key(pygame.K_RIGHT)
    assert d.app.settings.reduced_motion


def test_a_settings_file_with_a_reduced_motion_that_is_not_on_or_off_is_damage():
    path = settings_mod.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": 1, "reduced_motion": "yes"}))
    loaded, damaged = settings_mod.load()
    assert not loaded.reduced_motion and damaged


def test_the_setting_reads_in_french_and_fits_its_row(make_app):
    for size in ((1024, 768), (1920, 1080)):
        for projector in (False, True):
            d = settings_screen(make_app, size=size, language="fr", projector=projector)
            drawn = []
            real = theme.render

            def spy(text, *args, real=real, drawn=drawn, **kwargs):
                drawn.append(text)
                return real(text, *args, **kwargs)

            theme.render = spy
            try:
                d.pixels()
            finally:
                theme.render = real
            assert "Mouvements réduits" in drawn
            rect = d.app.screen.get_rect()
            rows = d.top.rows
            assert all(rect.contains(w.rect) for w in d.top.widgets)
            assert all(a.rect.bottom <= b.rect.top for a, b in zip(rows, rows[1:]))  # no row over another
            assert rows[-1].rect.bottom <= d.top.done.rect.top


def test_a_game_plays_its_timeline_with_reduced_motion_when_the_setting_is_on(make_app):
    from ludicitude.games.cadenas.bench_scene import played_session
    from ludicitude.games.cadenas.scene import GameScene

    for on in (False, True):
        d = make_app(animation="normal", reduced_motion=on)
        scene = GameScene(d.app, played_session(2, 1, actions=0))
        d.app.push_scene(scene)
        assert scene.play([Tumble()]).reduced is on
