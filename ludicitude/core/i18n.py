"""The translation function.

Source strings are English; ``locale/fr/*.po`` (standard gettext PO format, one file per
part of the program: core, ui, and one per game) hold French.

One translation domain per package: a game's words are its own. ``_`` looks a string up in the
domain of the module that calls it: a game's code (a built-in game's ``ludicitude.games.<id>``,
whose French is ``locale/fr/<id>.po``; a game installed beside, whose French is its
``GameSpec.locale`` folder) finds its own translation first, then the program's, never another
game's; the program's code finds its own, then the games' (a game's words shown by shared code:
an option's label, a chart's axis), and asks a game's domain by name where it knows the game
(``translate_in(spec.package, spec.pitch)``).
The language can change at any moment: ``_`` looks the string up at call time, so a screen
redrawn after ``set_language`` speaks the new language without a restart.
Strings with values use ``str.format`` placeholders *after* translation, never concatenation.
French elides "de", "que", "le", "la" before a vowel sound, which only the value put in can tell
("Au tour d'Ana", "de Bob"): a French translation is a ``Text`` whose ``format`` does it.
"""

from __future__ import annotations

import functools
import os
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "fr")
_LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
#: more folders of ``<lang>/*.po`` with no domain of their own: the program's code finds their words
_extra_folders: list[Path] = []
_current = "en"
#: the program's domain (its own code, and any module of no game's package)
PROGRAM = ""
#: the games' domains: package -> folders of ``<lang>/*.po`` (a game installed beside: its locale)
_domain_folders: dict[str, list[Path]] = {}
#: (domain, language) -> what ``_`` looks up for code of that domain
_domain_catalogues: dict[tuple[str, str], dict[str, str]] = {}
#: module name -> its domain, as found
_module_domains: dict[str, str] = {}
#: module name -> what ``_`` looks up for it in the current language (the hot path: one look-up)
_module_words: dict[str, dict[str, str]] = {}


def __getattr__(name: str) -> Any:
    """``locale`` and ``subprocess``, imported when first asked for: the start-up reads the
    language from the environment and needs neither (the functions below import them)."""
    if name in ("locale", "subprocess"):
        import importlib

        return importlib.import_module(name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _unquote(literal: str) -> str:
    """The text of a PO file's quoted string. Most have no escape and are read as they are (the
    start-up reads every catalogue of the player's language); the others as Python reads them."""
    if len(literal) >= 2 and literal[0] == literal[-1] == '"' and "\\" not in literal and '"' not in literal[1:-1]:
        return literal[1:-1]
    import ast

    return ast.literal_eval(literal)


def parse_po(text: str) -> dict[str, str]:
    """msgid -> msgstr from PO text (plain entries; empty translations are skipped)."""
    entries: dict[str, str] = {}
    msgid: list[str] | None = None
    msgstr: list[str] | None = None
    target: list[str] | None = None

    def flush() -> None:
        if msgid is not None and msgstr is not None:
            key, value = "".join(msgid), "".join(msgstr)
            if key and value:
                entries[key] = value

    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("msgid "):
            flush()
            msgid, msgstr = [_unquote(line[6:])], None
            target = msgid
        elif line.startswith("msgstr "):
            msgstr = [_unquote(line[7:])]
            target = msgstr
        elif line.startswith('"') and target is not None:
            target.append(_unquote(line))
    flush()
    return entries


#: a French word that loses its vowel before a vowel sound, then a placeholder (compiled when a
#: French template is first formatted: not a part of the start-up, ``tests/test_startup_imports.py``)
ELIDABLE = r"\b([Dd]e|[Qq]ue|[Ll]e|[Ll]a) \{(\w+)\}"
_VOWELS = "aeiouàâäéèêëîïôöùûüœæ"


def starts_with_vowel_sound(word: str) -> bool:
    """For elision before a name: a vowel, a mute h (Hugo, Hélène) or a y before a consonant
    (Yves); digits and "Bob" are not."""
    w = word.strip().lower()
    if not w:
        return False
    if w[0] in _VOWELS:
        return True
    if w[0] == "h":  # names take a mute h
        return len(w) > 1 and w[1] in _VOWELS
    if w[0] == "y":
        return len(w) > 1 and w[1] not in _VOWELS
    return False


class Text(str):
    """A French template: ``format`` elides "de", "que", "le", "la" before a value that starts
    with a vowel sound ("Au tour de {name}" with Ana gives "Au tour d'Ana")."""

    def format(self, *args: Any, **kwargs: Any) -> str:
        template = str(self)
        if "{" in template:
            def elide(m: re.Match[str]) -> str:
                value = kwargs.get(m.group(2))
                if isinstance(value, str) and starts_with_vowel_sound(value):
                    word = m.group(1)
                    return word[:-1] + "'{" + m.group(2) + "}"
                return m.group(0)

            template = re.sub(ELIDABLE, elide, template)  # (``re`` keeps it compiled)
        return template.format(*args, **kwargs)


def add_catalogue_folder(folder: Path, domain: str | None = None) -> None:
    """Translations from ``folder/<lang>/*.po`` too: with ``domain`` (a game's package), that
    game's own words; without, words the program's code finds after its own."""
    if domain:
        if folder not in _domain_folders.setdefault(domain, []):
            _domain_folders[domain].append(folder)
    elif folder not in _extra_folders:
        _extra_folders.append(folder)
    _domain_catalogues.clear()
    _module_domains.clear()
    _module_words.clear()


@functools.cache
def _builtin_game_files() -> dict[str, str]:
    """The program's own games' domains: ``ludicitude.games.<name>`` -> ``<name>`` (its file
    ``locale/<lang>/<name>.po``), one per folder of ``ludicitude/games``."""
    games = Path(__file__).resolve().parent.parent / "games"
    return {f"ludicitude.games.{p.name}": p.name for p in sorted(games.iterdir())
            if p.is_dir() and (p / "__init__.py").exists()}


def _read(paths: list[Path]) -> dict[str, str]:
    entries: dict[str, str] = {}
    for path in paths:
        entries.update(parse_po(path.read_text(encoding="utf-8")))
    return entries


def _own_entries(domain: str, lang: str) -> dict[str, str]:
    """The entries of ``domain``'s own files in ``lang`` (the program's: its files that are no game's)."""
    builtin = _builtin_game_files()
    if domain == PROGRAM:
        games = set(builtin.values())
        return _read([p for p in sorted((_LOCALE_DIR / lang).glob("*.po")) if p.stem not in games])
    files = [_LOCALE_DIR / lang / f"{builtin[domain]}.po"] if domain in builtin else []
    for folder in _domain_folders.get(domain, []):
        files += sorted((folder / lang).glob("*.po"))
    return _read([f for f in files if f.is_file()])


def domain_catalogue(domain: str, lang: str) -> dict[str, str]:
    """What ``_`` finds for code of ``domain`` in ``lang``: a game's own words over the
    program's (never another game's); for the program, its own over the games' and the folders
    without a domain (the first game listed first)."""
    key = (domain, lang)
    if key not in _domain_catalogues:
        if domain == PROGRAM:
            merged: dict[str, str] = {}
            for game in reversed([*_builtin_game_files(), *_domain_folders]):
                merged.update(_own_entries(game, lang))
            for folder in reversed(_extra_folders):
                merged.update(_read(sorted((folder / lang).glob("*.po"))))
            merged.update(_own_entries(PROGRAM, lang))
        else:
            merged = {**_own_entries(PROGRAM, lang), **_own_entries(domain, lang)}
        _domain_catalogues[key] = {k: Text(v) for k, v in merged.items()} if lang == "fr" else merged
    return _domain_catalogues[key]


def domain_of(module: str) -> str:
    """The domain of the module named ``module``: the game package it is in, else the program's."""
    found = _module_domains.get(module)
    if found is None:
        games = [d for d in (*_builtin_game_files(), *_domain_folders) if module == d or module.startswith(d + ".")]
        found = _module_domains[module] = max(games, key=len) if games else PROGRAM
    return found


def catalogue(lang: str) -> dict[str, str]:
    """Every word the program's code finds in ``lang`` (its own, then the games')."""
    return domain_catalogue(PROGRAM, lang)


def set_language(lang: str) -> None:
    global _current
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    if lang != _current:
        _module_words.clear()
    _current = lang


def language() -> str:
    return _current


def system_language(preferred: Callable[[], list[str]] | None = None) -> str:
    """'fr' when the player's system speaks French, else 'en'.

    The locale variables first (a terminal, Linux desktops); then the system's list of preferred
    languages, because a program opened from the Finder or the Windows Explorer has no ``LANG``
    (``preferred`` replaces that query in tests); then Python's locale.
    """
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    for tag in (preferred or preferred_languages)():
        base = tag.replace("_", "-").split("-")[0].lower()
        if base in LANGUAGES:
            return base
    import locale

    try:
        loc = locale.getlocale()[0] or ""
    except ValueError:
        loc = ""
    return "fr" if loc.lower().startswith("fr") else "en"


def preferred_languages() -> list[str]:
    """The languages the player chose in the system's settings, most preferred first ('fr-FR',
    'en-GB'); empty where there is no such list (Linux has LANG) or it can't be read."""
    import subprocess

    try:
        if sys.platform == "darwin":
            out = subprocess.run(["defaults", "read", "-g", "AppleLanguages"], capture_output=True,
                                 text=True, timeout=3).stdout
            return parse_apple_languages(out)
        if sys.platform == "win32":
            import ctypes

            lang_id = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
            return windows_language_tags(int(lang_id))
    except (OSError, subprocess.SubprocessError, AttributeError, ValueError):
        pass
    return []


def parse_apple_languages(text: str) -> list[str]:
    """The tags in ``defaults read -g AppleLanguages`` output: ``(\n    "fr-FR",\n    en\n)``."""
    tags = []
    for line in text.splitlines():
        tag = line.strip().strip(",").strip('"')
        if tag and tag not in "()":
            tags.append(tag)
    return tags


def windows_language_tags(lang_id: int) -> list[str]:
    """A Windows LANGID (GetUserDefaultUILanguage) as a tag: 0x040C -> ['fr_FR']."""
    import locale

    name = locale.windows_locale.get(lang_id) or next(  # a country Python doesn't list: its language
        (n for i, n in sorted(locale.windows_locale.items()) if i & 0x3FF == lang_id & 0x3FF), None)
    return [name] if name else []


def _(text: str) -> str:
    """Translate ``text`` into the current language (English is the source), in the domain of
    the module that calls it."""
    if _current == "en":
        return text
    module = sys._getframe(1).f_globals.get("__name__", "")
    words = _module_words.get(module)
    if words is None:
        words = _module_words[module] = domain_catalogue(domain_of(module), _current)
    return words.get(text, text)


def decimal(value: float, places: int = 1) -> str:
    """``value`` with ``places`` decimals, with the current language's decimal mark: "143.5" in
    English, "143,5" in French."""
    whole, _dot, fraction = f"{value:.{places}f}".partition(".")
    return _("{whole}.{fraction}").format(whole=whole, fraction=fraction) if fraction else whole


MINUS = "\u2212"  # the typographic minus: "−5" reads as a number on a projector, "-5" as a dash


def signed(value: int) -> str:
    """A score that may be below 0, with a true minus sign: "5", "0", "−5" (issue 37, M4)."""
    return str(value).replace("-", MINUS)


def signed_change(value: int) -> str:
    """A change of score, always with its sign: "+3", "+0", "−5"."""
    return f"{value:+d}".replace("-", MINUS)


def date_time(timestamp: float) -> str:
    """A date and time (local) as the current language writes them: "2025-11-24 16:00" in
    English, "24/11/2025 16:00" in French. Raises as ``time.localtime`` does for a wild number."""
    return time.strftime(_("%Y-%m-%d %H:%M"), time.localtime(timestamp))


def translate_in(domain: str, text: str) -> str:
    """``text`` in the current language, in ``domain`` (a game's package): a game's words shown by
    the program's code, which knows the game (its launcher tile's pitch)."""
    if _current == "en":
        return text
    return domain_catalogue(domain_of(domain), _current).get(text, text)


def N_(text: str) -> str:
    """Mark a string for translation without translating it now (translated when shown)."""
    return text


# -- counts: plural-aware translation (gettext's msgid_plural / msgstr[n]) -----------------------
#: which form a count takes, per language (gettext's Plural-Forms): English "1 game, 0 games",
#: French "0 partie, 1 partie, 2 parties" (the singular up to 1)
PLURAL_FORM: dict[str, Callable[[int], int]] = {"en": lambda n: 0 if n == 1 else 1, "fr": lambda n: 0 if n <= 1 else 1}
_plural_catalogues: dict[tuple[str, tuple[Path, ...]], dict[str, tuple[str, ...]]] = {}


def parse_po_plurals(text: str) -> dict[str, tuple[str, ...]]:
    """msgid -> (msgstr[0], msgstr[1], ...) for the PO text's plural entries (those with a
    ``msgid_plural``); an entry missing a form is skipped. Each keyword's string may go on over
    the lines after it, as in any PO file."""
    entries: dict[str, tuple[str, ...]] = {}
    msgid: list[str] = []
    plural = False
    forms: dict[int, list[str]] = {}
    target: list[str] | None = None

    def flush() -> None:
        if plural and msgid and len(forms) >= 2 and sorted(forms) == list(range(len(forms))):
            values = tuple("".join(forms[i]) for i in range(len(forms)))
            if all(values):
                entries["".join(msgid)] = values

    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        keyword, _sep, rest = line.partition(" ")
        if keyword == "msgid":
            flush()
            msgid, plural, forms = [_unquote(rest)], False, {}
            target = msgid
        elif keyword == "msgid_plural":
            plural, target = True, None  # the English plural is the source's; only the forms are kept
        elif keyword.startswith("msgstr[") and keyword.endswith("]") and keyword[7:-1].isdigit():
            target = forms.setdefault(int(keyword[7:-1]), [])
            target.append(_unquote(rest))
        elif keyword == "msgstr":
            target = None
        elif line.startswith('"') and target is not None:
            target.append(_unquote(line))
    flush()
    return entries


def plural_catalogue(lang: str) -> dict[str, tuple[str, ...]]:
    """Every plural entry of ``lang`` (the program's and the games' folders, a game installed
    beside included, the program's first)."""
    games = tuple(f for folders in _domain_folders.values() for f in folders)
    key = (lang, tuple(_extra_folders) + games)
    if key not in _plural_catalogues:
        merged: dict[str, tuple[str, ...]] = {}
        for folder in [*reversed(games), *reversed(_extra_folders), _LOCALE_DIR]:
            for path in sorted((folder / lang).glob("*.po")):
                merged.update(parse_po_plurals(path.read_text(encoding="utf-8")))
        _plural_catalogues[key] = merged
    return _plural_catalogues[key]


def n_(singular: str, plural: str, n: int) -> str:
    """``singular`` or ``plural`` as ``n`` asks, in the current language (ngettext): the
    English source gives both forms; a translation gives its language's forms in order
    (``PLURAL_FORM``). The count goes in with ``format`` after, as for ``_``."""
    form = PLURAL_FORM.get(_current, PLURAL_FORM["en"])(n)
    if _current != "en":
        forms = plural_catalogue(_current).get(singular)
        if forms is not None:
            chosen = forms[min(form, len(forms) - 1)]
            return Text(chosen) if _current == "fr" else chosen
    return singular if form == 0 else plural
