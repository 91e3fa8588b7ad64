"""With no language set, the first start speaks the system's language: the locale variables, and
on macOS and Windows (where a double-clicked program has no LANG) the system's preferred list."""

from __future__ import annotations

import subprocess
import sys

import pytest

from ludicitude import settings
from ludicitude.core import i18n

LOCALE_VARS = ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")


@pytest.fixture
def no_locale_variables(monkeypatch):
    for var in LOCALE_VARS:
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setattr(i18n.locale, "getlocale", lambda *a: (None, None))


def test_a_french_mac_opened_from_the_finder_starts_in_french(no_locale_variables):
    assert i18n.system_language(lambda: ["fr-FR", "en-US"]) == "fr"
    assert i18n.system_language(lambda: ["de-DE", "fr-CH", "en"]) == "fr"  # the first language we speak
    assert i18n.system_language(lambda: ["de-DE", "it"]) == "en"
    assert i18n.system_language(lambda: []) == "en"


def test_the_locale_variables_come_before_the_system_list(monkeypatch, no_locale_variables):
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert i18n.system_language(lambda: ["fr-FR"]) == "en"


def test_first_start_settings_take_the_system_language(monkeypatch, no_locale_variables):
    monkeypatch.setattr(i18n, "preferred_languages", lambda: ["fr-CA"])
    loaded, damaged = settings.load()
    assert loaded.language == "fr" and damaged is None


def test_the_macos_list_is_read_from_the_defaults_command(monkeypatch):
    calls = []

    def fake_run(cmd, **kwargs):
        calls.append(cmd)
        return subprocess.CompletedProcess(cmd, 0, stdout='(\n    "fr-FR",\n    "en-FR",\n    de\n)\n')

    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setattr(i18n.subprocess, "run", fake_run)
    assert i18n.preferred_languages() == ["fr-FR", "en-FR", "de"]
    assert calls == [["defaults", "read", "-g", "AppleLanguages"]]


def test_a_missing_defaults_command_gives_no_list(monkeypatch):
    def fake_run(cmd, **kwargs):
        raise FileNotFoundError(cmd[0])

    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setattr(i18n.subprocess, "run", fake_run)
    assert i18n.preferred_languages() == []


def test_windows_ui_language_ids_become_tags():
    assert i18n.windows_language_tags(0x040C) == ["fr_FR"]  # French (France)
    assert i18n.windows_language_tags(0x0C0C) == ["fr_CA"]
    assert i18n.windows_language_tags(0x0409) == ["en_US"]
    assert i18n.windows_language_tags(0x7C0C)[0].startswith("fr")  # an id Python doesn't list: still French
    assert i18n.windows_language_tags(0x03FF) == []


def test_linux_has_no_system_list_beyond_the_locale_variables(monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    assert i18n.preferred_languages() == []
