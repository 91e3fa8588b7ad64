"""What a game declares about itself, once: ``GameSpec``, found through the entry-point group
``ludicitude.games`` (``ludicitude/games/__init__.py`` keeps the registry).

A spec is cheap to load: it names its parts (rules, computer players, texts, screen) by
``Ref("package.module:name")`` and each part is imported the first time it is asked for, so the
launcher lists every game without importing a rules core, and ``simulate`` never imports pygame.
No pygame here.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from ludicitude.core.frozen import Frozen

if TYPE_CHECKING:  # the rules' framework is imported when a part is asked for, not to list the games
    from ludicitude.core.bots import Bot
    from ludicitude.core.game import GameState

T = TypeVar("T")

#: ``new_game(seats, options, seed)``: a game's start state
NewGame = Callable[[int, "Mapping[str, Any] | None", int], "GameState"]
#: a computer player of one level, made from a seed
BotFactory = Callable[[int], "Bot"]


class SpecError(ValueError):
    """A ``GameSpec`` that can't declare a game (a field of the wrong kind, seats out of order):
    raised when the spec is made, so the registry refuses the game in one line."""


#: a game's id: in saves, on the command line (``--game``), in the phones' pages
#: lower-case letters, digits and _, a letter first, at most 32 characters (``is_game_id``: no
#: regular expression compiled at the start)
GAME_ID_CHARACTERS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_")


def is_game_id(text: str) -> bool:
    """Whether ``text`` can be a game's id (as ``[a-z][a-z0-9_]{0,31}``, whole)."""
    return 0 < len(text) <= 32 and "a" <= text[0] <= "z" and GAME_ID_CHARACTERS.issuperset(text)


class Ref(Generic[T]):
    """A part of a game named ``"package.module:name"`` (or a whole module, ``"package.module"``)
    and imported when first asked for (``ref()``); in a ``GameSpec``, a name that starts with a
    dot is in the game's own package (``".rules:State"``). The registry's test resolves every
    reference of every game. ``optional``: a name the module may not have (a part found by the
    folder shape, such as ``texts.phone_facts``): None then."""

    __slots__ = ("target", "optional")

    def __init__(self, target: str, optional: bool = False) -> None:
        self.target = target
        self.optional = optional

    def __call__(self) -> T:
        # looked up each time (an imported module is a dictionary look-up away): what the module
        # holds now, so a test may stand a part in for another
        module, _sep, name = self.target.partition(":")
        value: Any = importlib.import_module(module)
        for part in name.split(".") if name else ():
            if self.optional and not hasattr(value, part):
                return None  # type: ignore[return-value]
            value = getattr(value, part)
        return value

    def __repr__(self) -> str:
        return f"Ref({self.target!r})"

    def __eq__(self, other: object) -> bool:  # the same part named: the same reference
        if other.__class__ is self.__class__:
            return (self.target, self.optional) == (other.target, other.optional)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.target, self.optional))


#: a field left to its default (the parts every game has are made for each spec)
_DEFAULT: Any = object()


class PhoneScreen(Frozen):
    """A game's screen on the players' phones: its script (a file beside the game's modules,
    which registers itself in ``Ludi.games[<id>]``), the words it shows, and the facts it needs
    worked out from a seat's view (``facts(view, seat, names)``)."""

    FIELDS = ("script", "words", "facts")
    script: str
    words: Ref[Callable[[], Mapping[str, Any]]]
    facts: Ref[Callable[[Any, int, Sequence[str]], Mapping[str, Any]]] | None

    def __init__(self, script: str, words: Ref[Callable[[], Mapping[str, Any]]],
                 facts: Ref[Callable[[Any, int, Sequence[str]], Mapping[str, Any]]] | None = None) -> None:
        put = object.__setattr__
        put(self, "script", script)
        put(self, "words", words)
        put(self, "facts", facts)


#: the phone screen's script in the folder shape: with it, a game's phone screen needs no naming
PHONE_SCRIPT = "phone.js"


def _package_folder(package: Any) -> Path | None:
    """The folder of ``package`` if it is imported (a spec is made while its package imports),
    else None: a spec never imports anything to find its parts."""
    module = sys.modules.get(package) if isinstance(package, str) else None
    for folder in getattr(module, "__path__", None) or ():
        if isinstance(folder, str):
            return Path(folder)
    return None


def _has(folder: Path | None, name: str) -> bool:
    return folder is not None and (folder / name).is_file()


class GameSpec(Frozen):
    """One game, declared once: everything the launcher, setup, simulate, bench, demo, saves,
    phones, rules screen and tests need of it. A ``Frozen`` value (``core/frozen.py``), made by
    its fields' names (the parts every game has default to where docs/ui-guide.md's folder shape
    puts them; a game may name others)."""

    FIELDS = ("id", "name", "pitch", "min_seats", "max_seats", "package", "state", "new_game", "actions", "bots",
              "texts", "scene", "sounds", "rules_example", "bench_scene", "tally", "coach", "phone", "hands_dealt",
              "tile_dice", "art", "demo_moments", "demo_options", "bench_seats", "order", "locale")
    id: str
    name: str  # the same in both languages
    pitch: str  # English source, translated when shown
    min_seats: int
    max_seats: int
    package: str  # the game's own package (its phone script and translations sit in its folder)
    state: Ref[type[GameState]]  # default ".rules:State"
    new_game: Ref[NewGame]  # default ".rules:new_game"
    actions: Ref[tuple[type, ...]]  # frozen dataclasses; default ".rules:ACTION_TYPES"
    bots: Ref[Mapping[str, BotFactory]]  # {level: factory}; default ".bots:PLAYERS"
    texts: Ref[ModuleType]  # describe, rules_summary, step_of, ...; default ".texts"
    scene: Ref[Any]  # GameScene(app, session): pygame; default ".scene:GameScene"
    #: what the table hears of each kind of event (``core/cues.py``): every event class, to a cue
    #: or None; default ".sounds:CUES"
    sounds: Ref[Mapping[type, Any]]
    #: draw_rules_example(surface, rect) (ui, pygame); default ".examples:draw_rules_example" when
    #: the package has an ``examples.py``, else None
    rules_example: Ref[Any] | None
    #: the busiest screen for ``ludicitude bench``'s frames: ``bench_scene(app)`` (ui, pygame); None: none
    bench_scene: Ref[Callable[[Any], Any]] | None
    tally: Ref[Callable[[GameState], Mapping[str, int]]] | None  # simulate's counts of a finished game
    #: the coach's words: ``advise(view, seat, names) -> core.coach.Advice`` (no pygame); None: no coach
    coach: Ref[Callable[[GameState, int, Sequence[str]], Any]] | None
    #: default: with a ``phone.js`` in the package, that script, ``texts.phone_words`` and, if the
    #: texts have it, ``texts.phone_facts``; else None (no phone screen of its own)
    phone: PhoneScreen | None
    #: the rules deal each seat a hand only it sees (Perudo's cups), so a seat's view always holds
    #: more than the table's: a phone may take a seat that has not moved on the big screen
    hands_dealt: bool
    tile_dice: tuple[int, ...]  # the launcher's dice, where the game has no ``art``
    #: the launcher tile's picture: a PNG file beside the game's modules (16:9, about 800x450; the
    #: built-in games' are drawn by build/make_art.py); None: the tile shows ``tile_dice``
    art: str | None
    demo_moments: tuple[str, ...]  # event kinds worth a caption of their own in the demo
    demo_options: Mapping[str, Any]  # the demo plays these options (default: none)
    bench_seats: int  # seats of the rules and decision benches (0: min_seats)
    order: int  # the launcher's order (the built-in games first)
    locale: str | None  # a folder in the package with <lang>/*.po (games outside ludicitude)

    def __init__(self, id: str, name: str, pitch: str, min_seats: int, max_seats: int, package: str,
                 state: Ref[type[GameState]] = _DEFAULT, new_game: Ref[NewGame] = _DEFAULT,
                 actions: Ref[tuple[type, ...]] = _DEFAULT, bots: Ref[Mapping[str, BotFactory]] = _DEFAULT,
                 texts: Ref[ModuleType] = _DEFAULT, scene: Ref[Any] = _DEFAULT,
                 sounds: Ref[Mapping[type, Any]] = _DEFAULT, rules_example: Ref[Any] | None = _DEFAULT,
                 bench_scene: Ref[Callable[[Any], Any]] | None = None,
                 tally: Ref[Callable[[GameState], Mapping[str, int]]] | None = None,
                 coach: Ref[Callable[[GameState, int, Sequence[str]], Any]] | None = None,
                 phone: PhoneScreen | None = _DEFAULT, hands_dealt: bool = False,
                 tile_dice: tuple[int, ...] = (1, 2, 3),
                 art: str | None = None, demo_moments: tuple[str, ...] = (),
                 demo_options: Mapping[str, Any] = _DEFAULT, bench_seats: int = 0, order: int = 100,
                 locale: str | None = None) -> None:
        put = object.__setattr__
        if rules_example is _DEFAULT or phone is _DEFAULT:  # found by the folder shape
            folder = _package_folder(package)
            if rules_example is _DEFAULT:
                rules_example = Ref(".examples:draw_rules_example") if _has(folder, "examples.py") else None
            if phone is _DEFAULT:
                phone = PhoneScreen(PHONE_SCRIPT, Ref(".texts:phone_words"), Ref(".texts:phone_facts", optional=True)) \
                    if _has(folder, PHONE_SCRIPT) else None
        for field, value in (("id", id), ("name", name), ("pitch", pitch), ("min_seats", min_seats),
                             ("max_seats", max_seats), ("package", package),
                             ("state", Ref(".rules:State") if state is _DEFAULT else state),
                             ("new_game", Ref(".rules:new_game") if new_game is _DEFAULT else new_game),
                             ("actions", Ref(".rules:ACTION_TYPES") if actions is _DEFAULT else actions),
                             ("bots", Ref(".bots:PLAYERS") if bots is _DEFAULT else bots),
                             ("texts", Ref(".texts") if texts is _DEFAULT else texts),
                             ("scene", Ref(".scene:GameScene") if scene is _DEFAULT else scene),
                             ("sounds", Ref(".sounds:CUES") if sounds is _DEFAULT else sounds),
                             ("rules_example", rules_example), ("bench_scene", bench_scene), ("tally", tally),
                             ("coach", coach), ("phone", phone), ("hands_dealt", hands_dealt),
                             ("tile_dice", tile_dice), ("art", art), ("demo_moments", demo_moments),
                             ("demo_options", {} if demo_options is _DEFAULT else demo_options),
                             ("bench_seats", bench_seats), ("order", order), ("locale", locale)):
            put(self, field, value)
        self.check()
        facts = [self.phone.facts] if self.phone is not None and self.phone.facts is not None else []
        for ref in (*self.refs().values(), *facts):  # a name in the game's own package, made whole
            if ref.target.startswith("."):
                ref.target = self.package + ref.target

    def check(self) -> None:
        """SpecError, in words, for a field no game can have (the registry refuses such a game
        in one line): each field's kind, and the bounds the program relies on."""
        def need(ok: bool, what: str, value: Any) -> None:
            if not ok:
                raise SpecError(f"{what}, not {value!r}")

        need(isinstance(self.id, str) and is_game_id(self.id),
             "id must be lower-case letters, digits and _ (a letter first)", self.id)
        for name in ("name", "pitch", "package"):
            value = getattr(self, name)
            need(isinstance(value, str) and value.strip() != "", f"{name} must be a non-empty string", value)
        for name in ("min_seats", "max_seats", "bench_seats", "order"):
            value = getattr(self, name)
            need(isinstance(value, int) and not isinstance(value, bool), f"{name} must be a whole number", value)
        need(1 <= self.min_seats <= self.max_seats, "seats must be 1 <= min_seats <= max_seats",
             (self.min_seats, self.max_seats))
        need(self.bench_seats == 0 or self.min_seats <= self.bench_seats <= self.max_seats,
             "bench_seats must be 0 or between min_seats and max_seats", self.bench_seats)
        for name in ("state", "new_game", "actions", "bots", "texts", "scene"):
            need(isinstance(getattr(self, name), Ref), f"{name} must be a Ref", getattr(self, name))
        for name in ("rules_example", "bench_scene", "tally", "coach"):
            value = getattr(self, name)
            need(value is None or isinstance(value, Ref), f"{name} must be a Ref or None", value)
        need(self.phone is None or isinstance(self.phone, PhoneScreen), "phone must be a PhoneScreen or None",
             self.phone)
        need(isinstance(self.tile_dice, tuple) and 0 < len(self.tile_dice) <= 6
             and all(isinstance(f, int) and 1 <= f <= 6 for f in self.tile_dice),
             "tile_dice must be a tuple of 1 to 6 faces from 1 to 6", self.tile_dice)
        need(isinstance(self.demo_moments, tuple) and all(isinstance(k, str) for k in self.demo_moments),
             "demo_moments must be a tuple of event kinds", self.demo_moments)
        need(isinstance(self.demo_options, Mapping), "demo_options must be a mapping", self.demo_options)
        need(isinstance(self.hands_dealt, bool), "hands_dealt must be True or False", self.hands_dealt)
        need(self.locale is None or (isinstance(self.locale, str) and self.locale.strip() != ""),
             "locale must be a folder's name or None", self.locale)

    def levels(self) -> tuple[str, ...]:
        """The computer levels (``core.bots.LEVELS``, weakest first) this game has players for."""
        from ludicitude.core.bots import LEVELS

        have = self.bots()
        return tuple(level for level in LEVELS if level in have)

    def make_bot(self, kind: str, seed: int) -> Bot:
        """A computer player: a level of ``levels()``, or ``"random"`` (random legal moves);
        ValueError for anything else."""
        if kind == "random":
            from ludicitude.core.bots import RandomBot

            return RandomBot(seed)
        maker = self.bots().get(kind)
        if maker is None:
            raise ValueError(f"{self.name} has no {kind!r} player: choose one of {', '.join(self.levels())}")
        return maker(seed)

    def seats_for_bench(self) -> int:
        return self.bench_seats or self.min_seats

    def folder(self) -> Path:
        """The folder of the game's package (its phone script, its translations): where the
        package, or its parent package, is imported, found by one look (nothing imported); else
        by the import system's search."""
        found = _package_folder(self.package)
        if found is not None:
            return found
        parent, _dot, name = self.package.rpartition(".")
        for base in getattr(sys.modules.get(parent), "__path__", None) or ():
            if isinstance(base, str) and os.path.isfile(os.path.join(base, name, "__init__.py")):
                return Path(base, name)
        spec = importlib.util.find_spec(self.package)
        if spec is None or not spec.submodule_search_locations:
            raise ModuleNotFoundError(self.package)
        return Path(next(iter(spec.submodule_search_locations)))

    def module(self, part: str) -> ModuleType:
        """A module of the game's package by name (``rules``, ``bots``, ``texts``...): for tests
        and tools that reach into one game; the program itself asks the fields above."""
        return importlib.import_module(f"{self.package}.{part}")

    def refs(self) -> dict[str, Ref[Any]]:
        """Every part the spec names (the registry's test resolves them all)."""
        out: dict[str, Ref[Any]] = {}
        for name in ("state", "new_game", "actions", "bots", "texts", "scene", "sounds", "rules_example", "bench_scene",
                     "tally", "coach"):
            ref = getattr(self, name)
            if ref is not None:
                out[name] = ref
        if self.phone is not None:
            out["phone.words"] = self.phone.words
            if self.phone.facts is not None and not self.phone.facts.optional:
                out["phone.facts"] = self.phone.facts
        return out
