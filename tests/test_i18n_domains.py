"""One translation domain per package (issue 38, item 5): a game's words are its own; the
program's never shadow them, nor one game's another's. ``_`` looks a string up in the domain of
the module that calls it (core/i18n.py)."""

from __future__ import annotations

import ast
import importlib
import sys
from pathlib import Path

import pytest

from ludicitude.core import i18n
from ludicitude.core.i18n import PROGRAM, add_catalogue_folder, domain_catalogue, domain_of, set_language, translate_in
from ludicitude.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
MARKERS = {"_", "N_", "label"}
CORE_WORDING = "That action is not understood here."


def po(folder: Path, entries: dict[str, str]) -> Path:
    (folder / "fr").mkdir(parents=True)
    lines = ['msgid ""', 'msgstr ""', '"Content-Type: text/plain; charset=UTF-8\\n"', ""]
    for msgid, msgstr in entries.items():
        lines += [f"msgid {msgid!r}".replace("'", '"'), f"msgstr {msgstr!r}".replace("'", '"'), ""]
    (folder / "fr" / "words.po").write_text("\n".join(lines), encoding="utf-8")
    return folder


def a_game_module(tmp_path: Path, monkeypatch, package: str) -> object:
    """A module of package ``package`` whose ``say(text)`` calls ``_`` (as a game's code does)."""
    (tmp_path / package).mkdir()
    (tmp_path / package / "__init__.py").write_text("")
    (tmp_path / package / "texts.py").write_text(
        "from ludicitude.core.i18n import _\n\ndef say(text):\n    return _(text)\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    return importlib.import_module(f"{package}.texts")


@pytest.fixture
def domains_kept():
    """add_catalogue_folder's registrations are put back after the test."""
    folders = {k: list(v) for k, v in i18n._domain_folders.items()}
    extra = list(i18n._extra_folders)
    yield
    i18n._domain_folders.clear()
    i18n._domain_folders.update(folders)
    i18n._extra_folders[:] = extra
    i18n._domain_catalogues.clear()
    i18n._module_domains.clear()
    i18n._module_words.clear()
    set_language("en")


def test_a_game_s_own_translation_wins_over_the_program_s(tmp_path, monkeypatch, domains_kept):
    """core.po translates "That action is not understood here." one way; a game that translates
    it its own way sees its own, and the program's code still sees the program's."""
    game = a_game_module(tmp_path, monkeypatch, "plug_words_one")
    add_catalogue_folder(po(tmp_path / "one", {CORE_WORDING: "Le jeu un ne comprend pas."}), domain="plug_words_one")
    set_language("fr")
    assert game.say(CORE_WORDING) == "Le jeu un ne comprend pas."
    assert i18n._(CORE_WORDING) == "Cette action n'a pas de sens ici.", "the program's code: the program's words"
    assert game.say("Quit") == "Quitter", "what the game does not translate, the program's words"


def test_one_game_s_words_never_shadow_another_s(tmp_path, monkeypatch, domains_kept):
    one = a_game_module(tmp_path, monkeypatch, "plug_words_a")
    two = a_game_module(tmp_path, monkeypatch, "plug_words_b")
    add_catalogue_folder(po(tmp_path / "a", {"Target": "Cible", "Only A": "Seulement A"}), domain="plug_words_a")
    add_catalogue_folder(po(tmp_path / "b", {"Target": "Objectif"}), domain="plug_words_b")
    set_language("fr")
    assert (one.say("Target"), two.say("Target")) == ("Cible", "Objectif")
    assert two.say("Only A") == "Only A", "a game never finds another game's words"
    assert translate_in("plug_words_b", "Target") == "Objectif", "the program's code asks a game's domain by name"


def test_the_program_s_code_finds_a_game_s_words_it_shows(tmp_path, monkeypatch, domains_kept):
    """An option's label or a chart's axis: a game's words, translated by the program's code."""
    add_catalogue_folder(po(tmp_path / "c", {"Dice left": "Dés restants"}), domain="plug_words_c")
    set_language("fr")
    assert i18n._("Dice left") == "Dés restants"
    assert domain_of("plug_words_c.texts") == "plug_words_c" and domain_of("ludicitude.ui.setup") == PROGRAM


def test_the_built_in_games_are_each_a_domain_of_their_own():
    assert domain_of("ludicitude.games.cadenas.scene") == "ludicitude.games.cadenas"
    assert domain_of("ludicitude.games") == PROGRAM and domain_of("ludicitude.core.i18n") == PROGRAM


def marked_strings(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.args[0].value for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in MARKERS
            and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)}


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_string_a_game_s_code_marks_is_in_its_own_domain(game_id):
    """A game's code finds each of its words in its own domain (its own file, or the program's):
    none is left to another game's translation."""
    spec = GAMES[game_id]
    folder = spec.folder()
    fr = domain_catalogue(domain_of(spec.package), "fr")
    missing = sorted(f"{p.name}: {s!r}" for p in folder.glob("*.py") for s in marked_strings(p) if s not in fr)
    assert not missing, f"{game_id}'s code marks words its domain does not translate:\n" + "\n".join(missing)


def test_perudo_s_own_wording_wins_over_the_program_s():
    """The issue's case: Perudo's French for "That action is not understood here." is its own."""
    if "perudo" not in GAMES:
        pytest.skip("Perudo is not installed beside the program")
    rules = sys.modules.get("perudo.rules") or importlib.import_module("perudo.rules")
    assert domain_of(rules.__name__) == "perudo"
    assert domain_catalogue("perudo", "fr")[CORE_WORDING] == "Cette action n'est pas comprise ici."
