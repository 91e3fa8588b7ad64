"""The launcher, setup and settings screens and the hand-over curtain, driven by real events."""

from __future__ import annotations

import json

import pygame

from ludicitude import settings as settings_mod
from ludicitude.core.i18n import _, language
from ludicitude.games import GAMES
from ludicitude.ui.dialogs import Confirm
from ludicitude.ui.launcher import Launcher
from ludicitude.ui.settings_screen import SettingsScreen
from ludicitude.ui.setup import Setup
from ludicitude.ui.transitions import HandOverCurtain


def launcher(make_app, **kw):
    d = make_app(**kw)
    d.app.push_scene(Launcher(d.app))
    d.frames(2)
    return d


def test_launcher_shows_the_four_games_as_tiles(make_app):
    d = launcher(make_app)
    assert [t.game.id for t in d.top.tiles] == list(GAMES)
    for tile in d.top.tiles:
        assert d.app.screen.get_rect().contains(tile.rect)


def test_clicking_a_tile_opens_the_player_setup_for_that_game(make_app):
    d = launcher(make_app)
    d.click_widget(d.top.tiles[2])
    assert isinstance(d.top, Setup) and d.top.game.id == "cadenas"


def test_keyboard_alone_reaches_setup_and_back(make_app):
    d = launcher(make_app)
    d.key(pygame.K_TAB)  # focus moves to the second tile
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, Setup) and d.top.game.id == "cartes"
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, Launcher)


def test_setup_adds_and_removes_seats_within_the_game_limits(make_app):
    d = launcher(make_app)
    d.click_widget(d.top.tiles[3])  # Corsaire: 2 to 6
    setup = d.top
    assert len(setup.rows) == 3
    for _i in range(5):
        if setup.add_button.enabled:
            d.click_widget(setup.add_button)
    assert len(setup.rows) == GAMES["corsaire"].max_seats
    assert not setup.add_button.enabled
    while setup.rows[0].remove.enabled:
        d.click_widget(setup.rows[0].remove)
    assert len(setup.rows) == GAMES["corsaire"].min_seats


def test_setup_names_are_typed_with_text_input(make_app):
    d = launcher(make_app)
    d.click_widget(d.top.tiles[0])
    setup = d.top
    d.click_widget(setup.rows[0].name)
    for _i in range(12):
        d.key(pygame.K_BACKSPACE)
    d.type("Amélie")
    assert setup.rows[0].seat.name == "Amélie"


def test_setup_refuses_two_players_with_the_same_name(make_app):
    d = launcher(make_app)
    d.click_widget(d.top.tiles[0])
    setup = d.top
    setup.rows[1].name.value = setup.rows[1].seat.name = setup.rows[0].seat.name
    d.click_widget(setup.start_button)
    assert isinstance(d.top, Setup)
    assert setup.message == _("Two players have the same name: change one.")


def test_setup_colours_stay_distinct(make_app):
    d = launcher(make_app)
    d.click_widget(d.top.tiles[0])
    setup = d.top
    for _i in range(10):
        d.click((setup.rows[0].colour.rect.right - 8, setup.rows[0].colour.rect.centery))
        idents = [r.seat.identity for r in setup.rows]
        assert len(set(idents)) == len(idents)


def test_settings_change_language_at_once_and_persist(make_app, tmp_path):
    d = launcher(make_app)
    d.click_widget(d.top.settings_button)
    assert isinstance(d.top, SettingsScreen)
    d.click((d.top.language.rect.right - 8, d.top.language.rect.centery))
    assert language() == "fr"
    saved = json.loads(settings_mod.settings_path().read_text())
    assert saved["language"] == "fr"
    loaded, damaged = settings_mod.load()
    assert loaded.language == "fr" and damaged is None


def test_a_damaged_settings_file_is_kept_aside_and_defaults_used(tmp_path):
    path = settings_mod.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{not json")
    loaded, damaged = settings_mod.load()
    assert loaded == settings_mod.Settings(language=loaded.language)
    kept, = path.parent.glob("settings.json.damaged-*")
    assert damaged and kept.name in damaged and not path.exists()
    assert kept.read_text() == "{not json"


def test_escape_on_the_launcher_asks_before_quitting(make_app):
    d = launcher(make_app)
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, Confirm)
    assert d.app.running
    d.click_widget(d.top.no_button)
    assert isinstance(d.top, Launcher) and d.app.running
    d.key(pygame.K_ESCAPE)
    d.click_widget(d.top.yes_button)
    assert not d.app.running


def test_hand_over_curtain_names_the_player_and_waits_for_them(make_app):
    d = launcher(make_app, animation="normal")
    shown = []
    curtain = HandOverCurtain(d.app, "Ana", None, lambda: shown.append(True))
    d.app.push_scene(curtain)
    d.settle()
    assert curtain.phase == "closed"
    assert curtain.opaque  # closed, nothing beneath is drawn
    assert d.app.stack.visible() == [curtain]
    d.key(pygame.K_RETURN, hurry=True)  # an Enter tapped to hurry what came before
    d.click((5, 5), hurry=True)
    assert not shown  # ...reveals nothing: the player named has not said they are ready
    d.key(pygame.K_RETURN)
    assert shown == [True]
    d.settle()
    assert curtain not in d.app.stack.scenes


def test_the_curtain_says_click_when_ready_and_a_click_anywhere_is_ready(make_app):
    d = launcher(make_app, animation="normal")
    shown = []
    curtain = HandOverCurtain(d.app, "Ana", None, lambda: shown.append(True))
    d.app.push_scene(curtain)
    d.settle()
    d.click((5, 5))  # "Press Enter or click when ready": beside the button too
    assert shown == [True]


def test_closed_curtain_pixels_do_not_depend_on_what_is_beneath(make_app):
    d = launcher(make_app)
    curtain = HandOverCurtain(d.app, "Ana", None, lambda: None)
    d.app.push_scene(curtain)
    d.settle()
    first = d.pixels()
    d.app.stack.scenes.insert(0, SettingsScreen(d.app))  # change what lies beneath
    assert d.pixels() == first


def test_every_screen_fits_at_1024x768_and_4k(make_app):
    for size in ((1024, 768), (3840, 2160)):
        d = launcher(make_app, size=size)
        rect = d.app.screen.get_rect()
        for scene in (d.top, Setup(d.app, GAMES["magouille"]), SettingsScreen(d.app)):
            d.app.push_scene(scene)
            d.frames(1)
            for w in scene.widgets:
                assert rect.contains(w.rect), (type(scene).__name__, w.rect, size)


def test_window_resize_relays_out_the_screen(make_app):
    d = launcher(make_app)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900))
    d.frames(2)
    assert d.app.screen.get_size() == (1600, 900)
    assert d.app.screen.get_rect().contains(d.top.quit_button.rect)
    assert d.top.quit_button.rect.right > 1100


def test_colour_blind_palette_changes_player_colours_but_never_their_symbols(make_app):
    from ludicitude.ui import theme

    d = launcher(make_app)
    before = {i.key: (i.colour, i.symbol) for i in theme.PLAYER_IDENTITIES}
    d.click_widget(d.top.settings_button)
    row = d.top.palette
    d.click((row.rect.right - 8, row.rect.centery))
    assert d.app.settings.palette == "colourblind"
    after = {i.key: (i.colour, i.symbol) for i in theme.PLAYER_IDENTITIES}
    assert all(after[k][1] == before[k][1] for k in before)
    assert after["red"][0] != before["red"][0]
    assert theme.IDENTITY_BY_KEY["red"] is theme.PLAYER_IDENTITIES[0]
    assert settings_mod.load()[0].palette == "colourblind"
    d.app.set_palette("standard")


def test_projector_mode_enlarges_the_smallest_text(make_app):
    from ludicitude.ui import theme

    d = launcher(make_app)
    normal = theme.text_px(768, 0)
    d.app.set_projector(True)
    assert theme.text_px(768, 0) > normal >= 768 / 40
    d.app.set_projector(False)
    assert theme.text_px(768, 0) == normal


def test_every_sound_exists_and_plays_silently_without_a_device(make_app):
    from ludicitude.core.cues import SOUNDS
    from ludicitude.resources import asset_path
    from ludicitude.ui.sound import all_files

    d = launcher(make_app)
    for file in all_files():
        assert asset_path("sounds", f"{file}.wav").stat().st_size > 500, file
    d.app.sounds.end_frame(music=False)  # the launcher's own tick was in an earlier frame
    for name in SOUNDS:
        assert d.app.sounds.play(name) is not None, name  # the dummy audio driver: no sound, no error
    d.app.set_volume(0)
    assert d.app.sounds.play("roll") is None


def test_arrow_keys_move_on_the_launcher_grid_as_drawn(make_app):
    d = launcher(make_app)
    tiles = d.top.tiles  # two by two (Magouille, Quatre Cartes / Cadenas, Corsaire), three a row beyond four
    cols = 2 if len(tiles) <= 4 else 3
    assert d.top.focused is tiles[0]
    d.key(pygame.K_DOWN)
    assert d.top.focused is tiles[cols], "Down from Magouille goes to the tile below it"
    d.key(pygame.K_RIGHT)
    assert d.top.focused is tiles[cols + 1]
    d.key(pygame.K_UP)
    assert d.top.focused is tiles[1]
    d.key(pygame.K_LEFT)
    assert d.top.focused is tiles[0]


def test_an_enter_tapped_as_the_game_ends_never_presses_play_again(make_app):
    from ludicitude.ui.game_scene import EndScreen, GameScene
    from ludicitude.ui.session import GameSession, SeatInfo

    d = launcher(make_app)
    session = GameSession.new("corsaire", [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")], None, 3)
    d.app.push_scene(GAMES["corsaire"].scene()(d.app, session))
    end = EndScreen(d.app, session)
    with d.at_once():  # the tap comes as the end screen appears, however busy the machine
        d.app.push_scene(end)
        d.settle()
        d.key(pygame.K_RETURN, hurry=True)  # tapped to hurry the last coins
        d.settle()
    assert d.top is end, "a hurried Enter started a new game"
    d.key(pygame.K_RETURN)  # a deliberate one, once the ranking has been seen
    d.settle()
    assert isinstance(d.top, GameScene) and d.top.session is not session


def test_focus_follows_its_widget_when_one_before_it_goes(make_app):
    d = launcher(make_app)
    scene = d.top
    target = scene.widgets[2]
    scene.set_focus(target)
    scene.widgets[0].enabled = False  # a widget before it turns off
    assert scene.focused is target


def test_settings_choose_the_address_the_phones_reach_and_keep_it(make_app, monkeypatch):
    """Issue 27, 5: "`--host` (and a setting) to choose the address": the Settings screen lists
    every network, then each address of this computer; the choice is saved and the next phones
    game listens there."""
    from ludicitude.ui import settings_screen

    monkeypatch.setattr(settings_screen, "lan_addresses", lambda: ["192.0.2.7", "198.51.100.3"])
    d = launcher(make_app)
    d.click_widget(d.top.settings_button)
    row = d.top.phones_host
    assert [value for value, _label in row.options] == ["", "192.0.2.7", "198.51.100.3"]
    assert d.app.phones_host == ""
    d.click((row.rect.right - 8, row.rect.centery))  # the next choice, as the other rows
    assert d.app.phones_host == "192.0.2.7" == d.app.settings.phones_host
    assert json.loads(settings_mod.settings_path().read_text())["phones_host"] == "192.0.2.7"
    assert settings_mod.load()[0].phones_host == "192.0.2.7"
    assert row.rect.bottom < d.top.done.rect.top  # the new row fits above Done
