"""Issue 36, 5: "Every count goes through plural-aware translation (ngettext-style, French and
English), tested with 0, 1 and 2 for every such string" ("1 games" must go). French takes the
singular for 0 and 1, English for 1 alone."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from ludicitude.core.i18n import n_, parse_po_plurals, plural_catalogue, set_language

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "ludicitude"
#: the example game beside the program (its words are its own: ``locale/fr/perudo.po``)
EXAMPLE = ROOT / "examples" / "perudo" / "perudo"


def plural_strings(folder: Path = PACKAGE) -> dict[tuple[str, str], str]:
    """Every n_("singular", "plural", n) under ``folder`` -> where it is."""
    found: dict[tuple[str, str], str] = {}
    for path in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "n_"
                    and len(node.args) == 3 and all(isinstance(a, ast.Constant) for a in node.args[:2])):
                found.setdefault((node.args[0].value, node.args[1].value), f"{path.relative_to(folder)}:{node.lineno}")
    return found


def counts_through_underscore(folder: Path) -> list[str]:
    """Every ``_("... {count} <word>s ...")`` under ``folder`` (phone words aside: a phone's
    script puts the count in itself): a count that would read "1 dice" or "1 rows"."""
    counted = re.compile(r"\{(count|locked|rounds|games|moves)\} (?!is\b)[a-z']+s\b")
    found = []
    for path in folder.rglob("*.py"):
        if "phones" in path.parts:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        phone_words = {n for f in ast.walk(tree) if isinstance(f, ast.FunctionDef) and f.name == "phone_words"
                       for n in ast.walk(f)}
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "_"
                    and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
                    and counted.search(node.args[0].value) and node not in phone_words):
                found.append(f"{path.relative_to(folder)}:{node.lineno}: {node.args[0].value!r}")
    return found


def test_the_po_parser_reads_plural_entries_over_several_lines():
    po = ('msgid "{n} game"\nmsgid_plural "{n} games"\nmsgstr[0] "{n} "\n"partie"\nmsgstr[1] "{n} parties"\n\n'
          'msgid "x"\nmsgstr "y"\n\nmsgid "{n} cup"\nmsgid_plural "{n} cups"\nmsgstr[0] "{n} gobelet"\n')
    assert parse_po_plurals(po) == {"{n} game": ("{n} partie", "{n} parties")}  # a form missing: skipped


def test_the_package_counts_through_n_():
    assert len(plural_strings()) >= 3


def perudo_installed() -> bool:
    from ludicitude.games import GAMES

    return "perudo" in GAMES  # its locale folder registered: n_ finds its French


def test_no_count_of_a_thing_goes_through_underscore():
    """Issue 36, 5: "Every count goes through plural-aware translation": none of the program's
    or the example game's sentences puts a count before a plural noun with ``_`` alone."""
    assert counts_through_underscore(PACKAGE) + counts_through_underscore(EXAMPLE) == []


EXAMPLE_STRINGS = [pytest.param(s, marks=pytest.mark.skipif(not perudo_installed(), reason="Perudo is not installed"))
                   for s in sorted(plural_strings(EXAMPLE))]


@pytest.mark.parametrize("strings", [*sorted(plural_strings()), *EXAMPLE_STRINGS], ids=lambda s: s[0][:30])
@pytest.mark.parametrize("count", [0, 1, 2])
def test_every_count_takes_its_form_in_english_and_french(strings, count):
    singular, plural = strings
    set_language("en")
    assert n_(singular, plural, count) == (singular if count == 1 else plural)
    set_language("fr")
    forms = plural_catalogue("fr").get(singular)
    assert forms is not None and len(forms) == 2, f"no French plural for {singular!r}"
    assert n_(singular, plural, count) == forms[0 if count <= 1 else 1]  # French: "0 partie", "2 parties"
    class Every(dict):
        def __missing__(self, key):  # every placeholder: the count (the others' values do not matter)
            return count

    words = n_(singular, plural, count).format_map(Every())
    assert str(count) in words


def test_a_players_games_in_words_never_read_1_games():
    from ludicitude.club.stats import games_count

    set_language("en")
    assert [games_count(n) for n in (0, 1, 2)] == ["0 games", "1 game", "2 games"]
    set_language("fr")
    assert [games_count(n) for n in (0, 1, 2)] == ["0 partie", "1 partie", "2 parties"]


def test_the_perudo_example_counts_its_dice_in_words_that_agree():
    """The brief's case, "{count} dice on the table": "1 die on the table", "0 dé sur la table"."""
    if not perudo_installed():
        pytest.skip("Perudo is not installed beside the program")
    from perudo import texts

    set_language("en")
    assert [texts.dice_on_table(n) for n in (0, 1, 2)] == [
        "0 dice on the table", "1 die on the table", "2 dice on the table"]
    set_language("fr")
    assert [texts.dice_on_table(n) for n in (0, 1, 2)] == [
        "0 dé sur la table", "1 dé sur la table", "2 dés sur la table"]


@pytest.mark.parametrize("locked", [0, 1, 2])
def test_a_saved_cadenas_game_counts_its_locked_rows_in_words_that_agree(locked):
    """The Saved games list: "Turn 3, 1 row locked", never "1 rows locked"."""
    from ludicitude.games.cadenas import rules, texts
    from ludicitude.games.cadenas.events import ROWS

    state = rules.new_game(2, seed=1)
    state.closed = ROWS[:locked]
    set_language("en")
    assert texts.progress(state) == f"Turn 1, {locked} {'row' if locked == 1 else 'rows'} locked"
    set_language("fr")
    assert texts.progress(state) == (f"Tour 1, {locked} ligne cadenassée" if locked <= 1 else
                                     f"Tour 1, {locked} lignes cadenassées")
