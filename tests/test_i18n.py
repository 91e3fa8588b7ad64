"""Every visible string has its French; catalogues are well formed; no string is glued together."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from ludicitude.core import i18n
from ludicitude.core.i18n import _, catalogue, parse_po, set_language

PACKAGE = Path(__file__).resolve().parent.parent / "ludicitude"
MARKERS = {"_", "N_", "label"}


def marked_strings() -> dict[str, str]:
    """Every literal passed to _(), N_() or label() in the package -> where it is."""
    found: dict[str, str] = {}
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in MARKERS
                    and node.args and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                found.setdefault(node.args[0].value, f"{path.relative_to(PACKAGE)}:{node.lineno}")
    return found


def test_every_visible_string_has_a_french_translation():
    fr = catalogue("fr")
    missing = {s: where for s, where in marked_strings().items() if s not in fr}
    assert not missing, "missing from locale/fr/*.po:\n" + "\n".join(f"{w}: {s!r}" for s, w in missing.items())


def test_translations_keep_the_same_placeholders():
    placeholder = re.compile(r"\{[a-z_0-9]*\}")
    for msgid, msgstr in catalogue("fr").items():
        assert sorted(placeholder.findall(msgid)) == sorted(placeholder.findall(msgstr)), msgid


def test_no_translated_fragment_is_concatenated():
    """`_("a") + x` builds a sentence from pieces that can't be reordered in another language."""
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
                for side in (node.left, node.right):
                    if isinstance(side, ast.Call) and isinstance(side.func, ast.Name) and side.func.id == "_":
                        offenders.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert not offenders, offenders


def test_po_parser_reads_multiline_entries_and_skips_empty_ones():
    po = 'msgid ""\nmsgstr "header"\n\nmsgid "Hello "\n"world"\nmsgstr "Bonjour "\n"le monde"\n\nmsgid "x"\nmsgstr ""\n'
    assert parse_po(po) == {"Hello world": "Bonjour le monde"}


def test_language_changes_without_a_restart():
    set_language("fr")
    assert _("The game is over.") == "La partie est terminée."
    set_language("en")
    assert _("The game is over.") == "The game is over."


def test_unknown_language_is_refused():
    with pytest.raises(ValueError):
        set_language("de")


def test_system_language_follows_the_locale(monkeypatch):
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert i18n.system_language() == "fr"
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert i18n.system_language() == "en"


@pytest.mark.parametrize(("name", "expected"), [
    ("Ana", "Au tour d'Ana"), ("Hugo", "Au tour d'Hugo"), ("Bob", "Au tour de Bob"),
    ("Yves", "Au tour d'Yves"), ("Yann", "Au tour de Yann"), ("Élodie", "Au tour d'Élodie"),
])
def test_french_elides_de_before_a_name_that_starts_with_a_vowel_sound(name, expected):
    set_language("fr")
    assert _("{name}'s turn").format(name=name) == expected


def test_french_elision_reaches_every_sentence_that_puts_a_name_after_de_or_que():
    from ludicitude.games.corsaire import texts
    from ludicitude.games.corsaire.events import FiveSkulls, Skull

    set_language("fr")
    names = ["Bob", "Ana", "Hugo"]
    robbed = Skull(seat=0, coin=3, victim=1, taken=2, bank=20, king=0)
    said = texts.describe(robbed, names)
    assert "qu'Ana avait" in said and "que Ana" not in said, said
    five = FiveSkulls(seat=1, victim=2, taken=7, bank=20, king=0)
    assert "l'or d'Hugo" in texts.describe(five, names)
    # numbers and card names keep their article: "le 11", "de 3"
    assert _("Move on (Enter)") == catalogue("fr")["Move on (Enter)"]


def test_english_and_plain_values_are_never_elided():
    set_language("en")
    assert _("{name}'s turn").format(name="Ana") == "Ana's turn"
    set_language("fr")
    assert i18n.Text("Cocher le {number} dans {row}").format(number=11, row="rouge") == \
        "Cocher le 11 dans rouge"


def test_every_score_that_may_be_negative_is_written_with_one_minus_sign():
    """Issue 37, M4: the same screen mixed "−5" (U+2212) and "-5": a score ("−5", "0", "5") and
    a change of score ("+3", "+0", "−5") are written with the true minus sign, and the games'
    words use it (Quatre Cartes' scoring line, Magouille's player leaving below 0), in English
    and in French."""
    from ludicitude.core.i18n import signed, signed_change
    from ludicitude.games.cartes import texts as cartes_texts
    from ludicitude.games.magouille import texts as magouille_texts
    from ludicitude.games.magouille.events import Eliminated

    assert (signed(-5), signed(0), signed(12)) == ("\u22125", "0", "12")
    assert (signed_change(3), signed_change(0), signed_change(-5)) == ("+3", "+0", "\u22125")
    try:
        for lang in ("en", "fr"):
            set_language(lang)
            leaves = magouille_texts.describe(Eliminated(seat=0, score=-1), ["Ana"])
            scoring = cartes_texts.scoring_line()
            assert "(\u22121)" in leaves and "-" not in leaves, leaves
            assert scoring.endswith("\u22125") and "-" not in scoring, scoring
    finally:
        set_language("en")
