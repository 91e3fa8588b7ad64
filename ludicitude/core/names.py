"""Players' names: one check for every place a name comes from (setup, --seats, a save).

A name is drawn on every screen, so it must be something a font can draw with a width: at least
one letter, digit, punctuation mark or symbol. A name made only of invisible characters
(U+200B, U+FEFF, U+00AD, U+202E...) draws nothing (pygame refuses text of zero width), and
control characters (NUL, a line break) or lone surrogates (bytes of a command line that were
not UTF-8) can't be drawn or saved at all.
"""

from __future__ import annotations

from collections.abc import Iterable

from ludicitude.core.i18n import N_, _, n_

MAX_NAME_LENGTH = 40
_VISIBLE = frozenset("LNPS")  # letters, numbers, punctuation, symbols
_FORBIDDEN = frozenset(("Cc", "Cs"))  # controls (NUL, line breaks...), lone surrogates


def name_problem(name: object) -> str | None:
    """None if ``name`` can be a player's name, else why not, in words (translated)."""
    if not isinstance(name, str) or not name.strip():
        return _("Every player needs a name.")
    if len(name) > MAX_NAME_LENGTH:
        return n_("A name is at most {count} character.", "A name is at most {count} characters.",
                  MAX_NAME_LENGTH).format(count=MAX_NAME_LENGTH)
    import unicodedata  # (when a name is checked: the launcher's first frame checks none)

    categories = [unicodedata.category(c) for c in name]
    if any(c in _FORBIDDEN for c in categories):
        return _("A name can't hold control characters or bytes that are not text.")
    if not any(c[0] in _VISIBLE for c in categories):
        return _("A name needs at least one visible letter, digit or sign.")
    return None


def check_name(name: object) -> str:
    """``name`` if it can be a player's name; else ValueError with the reason in words."""
    problem = name_problem(name)
    if problem is not None:
        raise ValueError(problem)
    assert isinstance(name, str)
    return name


def name_key(name: str) -> str:
    """What two names must share to be the same player: the setup's comparison (letter case
    ignored, ``casefold``), after spaces at either end are dropped and accents written in one
    way (NFC): "Ana", "ana " and "ANA" are one player; "Cléo" typed either way is one too."""
    import unicodedata

    return unicodedata.normalize("NFC", name.strip()).casefold()


#: the names the setup gives computer seats, in this order (the first one free): names that read
#: as names in English and French (a translator may give others), so a computer is someone at
#: the table, with its level beside it ("Robin (expert)") wherever it is named
COMPUTER_NAMES = (N_("Robin"), N_("Ada"), N_("Hugo"), N_("Lina"), N_("Max"), N_("Nora"), N_("Oscar"),
                  N_("Zoé"))
#: a computer's level in the words its label gives it ("cpu" is the normal level)
LEVEL_WORDS = {"easy": N_("easy"), "cpu": N_("normal"), "expert": N_("expert"), "random": N_("random moves")}
#: the badge a computer's name carries everywhere it is drawn (a gear: it reads as a machine
#: without colour, and DejaVu Sans draws it)
COMPUTER_BADGE = "⚙"


def computer_name(taken: Iterable[str]) -> str:
    """The first of ``COMPUTER_NAMES`` (in the current language) that no name of ``taken`` is,
    compared as ``name_key`` compares; past the list, its first name with a number."""
    keys = {name_key(n) for n in taken}
    for name in map(_, COMPUTER_NAMES):
        if name_key(name) not in keys:
            return name
    n = 2
    while name_key(f"{_(COMPUTER_NAMES[0])} {n}") in keys:
        n += 1
    return f"{_(COMPUTER_NAMES[0])} {n}"


def seat_label(name: str, kind: str) -> str:
    """The one name a seat goes by on its plate, in results and statistics: a person's name
    as typed; a computer's name with the badge and its level ("⚙ Robin (expert)"); running text
    (the log, the banner) says it without its level (``without_level``: "⚙ Robin")."""
    if kind == "human" or kind not in LEVEL_WORDS:
        return name
    return _("{badge} {name} ({level})").format(badge=COMPUTER_BADGE, name=name, level=_(LEVEL_WORDS[kind]))


def without_level(label: str) -> str:
    """A seat's label for a box too narrow for the whole of it: a computer's badge and name
    without its level ("⚙ Robin (expert)" -> "⚙ Robin"; the level stays on the other screens),
    a person's name as it is."""
    if label.startswith(COMPUTER_BADGE + " ") and label.endswith(")") and " (" in label:
        return label[:label.rindex(" (")]
    return label
