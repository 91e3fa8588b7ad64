"""Issue 36, 5: "Every count goes through plural-aware translation (ngettext-style, French and
English), tested with 0, 1 and 2 for every such string" ("1 games" must go). French takes the
singular for 0 and 1, English for 1 alone."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from ludicitude.core.i18n import n_, parse_po_plurals, plural_catalogue, set_language

PACKAGE = Path(__file__).resolve().parent.parent / "ludicitude"


def plural_strings() -> dict[tuple[str, str], str]:
    """Every n_("singular", "plural", n) of the package -> where it is."""
    found: dict[tuple[str, str], str] = {}
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "n_"
                    and len(node.args) == 3 and all(isinstance(a, ast.Constant) for a in node.args[:2])):
                found.setdefault((node.args[0].value, node.args[1].value), f"{path.relative_to(PACKAGE)}:{node.lineno}")
    return found


def test_the_po_parser_reads_plural_entries_over_several_lines():
    po = ('msgid "{n} game"\nmsgid_plural "{n} games"\nmsgstr[0] "{n} "\n"partie"\nmsgstr[1] "{n} parties"\n\n'
          'msgid "x"\nmsgstr "y"\n\nmsgid "{n} cup"\nmsgid_plural "{n} cups"\nmsgstr[0] "{n} gobelet"\n')
    assert parse_po_plurals(po) == {"{n} game": ("{n} partie", "{n} parties")}  # a form missing: skipped


def test_the_package_counts_through_n_():
    assert len(plural_strings()) >= 3


@pytest.mark.parametrize("strings", sorted(plural_strings()), ids=lambda s: s[0][:30])
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
