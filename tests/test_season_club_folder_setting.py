"""Issue 35, 1: "A club folder (Settings and --club-folder PATH; off by default)": the Settings
screen sets it, changes it and turns it off; a folder that does not exist or can't be written is
said, and nothing changes. Driven by real events (clicks, typed text, keys)."""

from __future__ import annotations

import pygame

from ludicitude import settings as settings_mod
from ludicitude.club.link import ClubLink
from ludicitude.ui.club_folder_screen import ClubFolderScreen
from ludicitude.ui.settings_screen import SettingsScreen


def open_field(d):
    screen = SettingsScreen(d.app)
    d.app.push_scene(screen)
    d.frames(2)
    d.click_widget(screen.club_folder)
    d.settle()
    assert isinstance(d.top, ClubFolderScreen)
    return screen, d.top


def type_path(d, field, text):
    d.click_widget(field.entry)
    d.key(pygame.K_a, pygame.KMOD_CTRL)  # what was there, selected: replaced by what is typed
    d.type(text)


def saved_folder():
    return settings_mod.load()[0].club_folder


def test_the_club_folder_is_off_by_default_and_set_from_settings(make_app, tmp_path):
    club = tmp_path / "club"
    club.mkdir()
    d = make_app()
    assert d.app.club is None and d.app.settings.club_folder == ""
    settings_screen, field = open_field(d)
    assert not field.off_button.visible  # nothing to turn off
    type_path(d, field, str(club))
    d.click_widget(field.use_button)
    d.settle()
    assert d.top is settings_screen
    assert d.app.settings.club_folder == str(club.resolve()) == saved_folder()
    assert isinstance(d.app.club, ClubLink) and d.app.club.folder == club.resolve()
    assert any(str(club.resolve()) in text for text, _left in d.app.notices)


def test_the_club_folder_is_changed_from_settings_with_enter_in_the_field(make_app, tmp_path):
    first, second = tmp_path / "first", tmp_path / "second"
    first.mkdir()
    second.mkdir()
    d = make_app(club_folder=str(first))
    old = d.app.club
    _settings, field = open_field(d)
    assert field.entry.value == str(first)
    type_path(d, field, str(second))
    d.key(pygame.K_RETURN)
    d.settle()
    field.closing.join(30)
    assert d.app.settings.club_folder == str(second.resolve()) == saved_folder()
    assert d.app.club is not old and d.app.club.folder == second.resolve()


def test_the_club_folder_is_turned_off_from_settings(make_app, tmp_path):
    club = tmp_path / "club"
    club.mkdir()
    d = make_app(club_folder=str(club))
    _settings, field = open_field(d)
    assert field.off_button.visible
    d.click_widget(field.off_button)
    d.settle()
    field.closing.join(30)
    assert d.app.club is None
    assert d.app.settings.club_folder == "" == saved_folder()


def test_a_folder_that_does_not_exist_is_said_and_nothing_changes(make_app, tmp_path):
    club = tmp_path / "club"
    club.mkdir()
    d = make_app(club_folder=str(club))
    link = d.app.club
    _settings, field = open_field(d)
    type_path(d, field, str(tmp_path / "unplugged-stick"))
    d.click_widget(field.use_button)
    d.settle()
    assert d.top is field  # still there, saying why
    assert "There is no folder" in field.problem and "unplugged-stick" in field.problem
    assert d.app.club is link and d.app.settings.club_folder == str(club)
    d.click_widget(field.entry)
    d.type("x")  # typing again clears what was said
    assert field.problem == ""


def test_a_file_instead_of_a_folder_is_said_and_nothing_changes(make_app, tmp_path):
    not_a_folder = tmp_path / "notes.txt"
    not_a_folder.write_text("a file")
    d = make_app()
    _settings, field = open_field(d)
    type_path(d, field, str(not_a_folder))
    d.click_widget(field.use_button)
    d.settle()
    assert d.top is field and "is a file, not a folder" in field.problem
    assert d.app.club is None and d.app.settings.club_folder == ""


def test_a_folder_that_cant_be_written_is_said_and_nothing_changes(make_app, tmp_path, monkeypatch):
    import tempfile

    club = tmp_path / "read-only"
    club.mkdir()

    def refused(*_a, **_k):  # a read-only share (as root, a folder's permissions refuse nothing)
        raise PermissionError(13, "Permission denied")

    d = make_app()
    _settings, field = open_field(d)
    type_path(d, field, str(club))
    monkeypatch.setattr(tempfile, "mkstemp", refused)
    d.click_widget(field.use_button)
    d.settle()
    assert d.top is field and "can't be written (Permission denied)" in field.problem
    assert d.app.club is None and d.app.settings.club_folder == "" == saved_folder()


def test_cancel_leaves_the_club_folder_as_it_was(make_app, tmp_path):
    club, other = tmp_path / "club", tmp_path / "other"
    club.mkdir()
    other.mkdir()
    d = make_app(club_folder=str(club))
    settings_screen, field = open_field(d)
    type_path(d, field, str(other))
    d.key(pygame.K_ESCAPE)
    d.settle()
    assert d.top is settings_screen
    assert d.app.settings.club_folder == str(club)
