"""The registry of games: every ``GameSpec`` registered in the entry-point group
``ludicitude.games`` (the built-in games in this package's ``pyproject.toml``, any other game by
its own distribution), in the launcher's order. Each game lives in its own package and declares
itself in one place (its ``spec.py``); the parts a spec names are imported when first used, so
listing the games imports no rules core and no pygame.

A game installed beside the program can never stop it: whatever its registration does (an
import that raises, calls ``sys.exit`` or is interrupted, a spec that fails its checks, an id of
the program's own games or of another game, a part or translation folder that can't be found) is
said in one line (``REFUSED``: on stderr for commands, in the launcher) and the game is left out;
the others go on. Its parts are checked here cheaply (each module can be found, none imported;
the program's own games' parts are the program's own files, not looked for at each start).

When this program's own metadata can't be found (run from a checkout that was never installed, a
frozen build without it), the built-in games are found by their folders here instead.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import re
import sys
import time
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from ludicitude.core.i18n import N_, add_catalogue_folder
from ludicitude.core.spec import GameSpec, SpecError

GROUP = "ludicitude.games"
#: an entry point's value: ``package.module:NAME`` (importlib.metadata's own pattern)
#: what an entry point's value must look like (compiled when a game from elsewhere is met: the
#: program's own games' values are known, ``_own_target``)
ENTRY_VALUE = r"[\w.]+\s*(:\s*[\w.]+\s*)?(\[.*\]\s*)?$"
#: the old name of a game's entry in the registry
GameInfo = GameSpec


class Refusal:
    """A registration left out, and why: ``why`` is an English template (translated when the
    launcher shows it), ``values`` fill it. (A plain class, like ``EntryPoint``: a dataclass is
    a millisecond of the start-up to build.)"""

    __slots__ = ("entry", "why", "values")

    def __init__(self, entry: str, why: str, values: Mapping[str, str] | None = None) -> None:
        self.entry = entry  # the entry point's name (the id the game claimed)
        self.why = why
        self.values: Mapping[str, str] = {} if values is None else values

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Refusal) and type(other) is Refusal and (self.entry, self.why, self.values) == (
            other.entry, other.why, other.values)

    __hash__ = None  # type: ignore[assignment]  # its values are a dict

    def __repr__(self) -> str:
        return f"Refusal(entry={self.entry!r}, why={self.why!r}, values={self.values!r})"

    def reason(self, translate: Callable[[str], str] = str) -> str:
        return translate(self.why).format(**self.values)

    def line(self) -> str:
        """The one line said on stderr."""
        return f"ludicitude: the game {self.entry!r} was left out: {self.reason()}"


#: the registrations left out by the last ``discover()``, in the order met
REFUSED: list[Refusal] = []


class EntryPoint:
    """One line of a distribution's ``entry_points.txt`` in the group: ``name = module:NAME``."""

    __slots__ = ("name", "value", "group")

    def __init__(self, name: str, value: str, group: str = GROUP) -> None:
        self.name, self.value, self.group = name, value, group

    def __eq__(self, other: object) -> bool:
        return isinstance(other, EntryPoint) and type(other) is EntryPoint and (
            self.name, self.value, self.group) == (other.name, other.value, other.group)

    def __hash__(self) -> int:
        return hash((self.name, self.value, self.group))

    def __repr__(self) -> str:
        return f"EntryPoint(name={self.name!r}, value={self.value!r}, group={self.group!r})"

    def load(self) -> Any:
        module, _sep, attr = self.value.split("[")[0].partition(":")  # (extras: nothing to load)
        found: Any = importlib.import_module(module.strip())
        for part in attr.strip().split(".") if attr.strip() else ():
            found = getattr(found, part)
        return found


def _normalized(project: str) -> str:
    """A project's name as ``re.sub(r"[-_.]+", "-", project).lower()`` gives it."""
    name = project.replace("_", "-").replace(".", "-")
    while "--" in name:
        name = name.replace("--", "-")
    return name.lower()


def group_entries(text: str, group: str = GROUP) -> list[EntryPoint]:
    """The entry points of ``group`` in an ``entry_points.txt`` (an INI-like file: ``[group]``
    sections of ``name = value`` lines)."""
    out: list[EntryPoint] = []
    section = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip()
        elif section == group and "=" in line:
            name, _eq, value = line.partition("=")
            out.append(EntryPoint(name.strip(), value.strip(), group))
    return out


def _entry_points(files: list[str] | None = None) -> tuple[list[Any], bool]:
    """The group's entry points, and whether this program's own metadata was found: every
    ``*.dist-info`` (or ``*.egg-info``) on ``sys.path``, the first of a project's name winning,
    as ``importlib.metadata`` finds them, read here without importing it (a tenth of the
    program's start-up: it imports email, zipfile, csv...). ``files``: given, the files that
    named a game are added to it."""
    found: list[EntryPoint] = []
    own, seen = False, set()
    for entry in sys.path:
        try:
            names = sorted(name for name in os.listdir(entry or ".") if name.endswith((".dist-info", ".egg-info")))
        except OSError:  # a zip on the path, a folder gone
            continue
        for name in names:
            project = _normalized(name.rpartition(".")[0].split("-")[0])
            if project in seen:
                continue
            seen.add(project)
            own = own or project == "ludicitude"
            path = os.path.join(entry or ".", name, "entry_points.txt")
            try:
                with open(path, encoding="utf-8") as file:
                    text = file.read()
            except OSError:
                continue
            if f"[{GROUP}]" in text:
                found += group_entries(text)
                if files is not None:
                    files.append(path)
    return found, own


def builtin_ids() -> list[str]:
    """The ids of this package's games: its sub-packages (nothing imported), as
    ``pkgutil.iter_modules`` lists them; read from the folder itself where the package is source
    files in one (importing ``pkgutil`` is a part of the start-up), else (a packaged program's
    archive) by ``pkgutil``."""
    folder = os.path.dirname(__file__ or "")
    if list(__path__) == [folder] and os.path.basename(__file__ or "") == "__init__.py" and os.path.isfile(__file__):
        try:
            return [name for name in sorted(os.listdir(folder))
                    if name.isidentifier() and os.path.isfile(os.path.join(folder, name, "__init__.py"))]
        except OSError:
            pass
    import pkgutil

    return [info.name for info in pkgutil.iter_modules(__path__) if info.ispkg]


def _own_target(game_id: str) -> str:
    return f"{__name__}.{game_id}.spec:SPEC"


def builtin_specs() -> list[GameSpec]:
    """The games of this package, by their folders (each with a ``spec.py``)."""
    out = []
    for name in builtin_ids():
        try:
            out.append(importlib.import_module(f"{__name__}.{name}.spec").SPEC)
        except ModuleNotFoundError as exc:
            if exc.name != f"{__name__}.{name}.spec":
                raise
    return out


def _error(exc: BaseException) -> str:
    """An exception in one short line."""
    if isinstance(exc, SystemExit):
        return f"sys.exit({exc.code!r})"
    first = (str(exc).strip().splitlines() or [""])[0]
    text = f"{type(exc).__name__}: {first}" if first else type(exc).__name__
    return text if len(text) <= 160 else text[:157] + "..."


def _module_found(module: str) -> bool:
    """Whether ``module`` can be imported, without importing it (its parent packages are). A
    module whose source file is in its imported package's folder is found by one look at the
    file (a game's parts, at every start); any other by the import system's own search."""
    if module in sys.modules:
        return True
    parent, _dot, name = module.rpartition(".")
    package = sys.modules.get(parent)
    for folder in getattr(package, "__path__", None) or ():
        if isinstance(folder, str) and os.path.isfile(os.path.join(folder, name + ".py")):
            return True
    try:
        return importlib.util.find_spec(module) is not None
    except BaseException:  # a parent package missing, or raising on import
        return False


def parts_refusal(spec: GameSpec) -> Refusal | None:
    """Why ``spec``'s game can't be played (a part, its phone script or its translations can't
    be found), checked without importing its parts; None: it can."""
    if not _module_found(spec.package):
        return Refusal(spec.id, N_("its package {package} can't be found"), {"package": spec.package})
    found: set[str] = set()
    for name, ref in spec.refs().items():
        module = ref.target.partition(":")[0]
        if module in found:  # several parts in one module: looked for once
            continue
        found.add(module)
        if not _module_found(module):
            return Refusal(spec.id, N_("its part {part} can't be found ({target})"),
                           {"part": name, "target": ref.target})
    folder = spec.folder()
    if spec.phone is not None and not (folder / spec.phone.script).is_file():
        return Refusal(spec.id, N_("its phone script {script} is not in its package"), {"script": spec.phone.script})
    if spec.locale is not None and not (folder / spec.locale).is_dir():
        return Refusal(spec.id, N_("its translations folder {folder} is not in its package"),
                       {"folder": spec.locale})
    return None


def load_refusal(spec: GameSpec) -> Refusal | None:
    """Why ``spec``'s game can't be opened now that its parts are imported (a module that raises
    on import, a name it does not hold), for the launcher to say instead of a traceback when the
    game is chosen; None: every part is there."""
    for name, ref in spec.refs().items():
        try:
            ref()
        except BaseException as exc:  # a game's part can't stop the program either
            return Refusal(spec.id, N_("its part {part} could not be loaded: {error}"),
                           {"part": name, "error": _error(exc)})
    return None


def _load(ep: Any, builtin: list[str]) -> GameSpec | Refusal:
    name = str(getattr(ep, "name", "?"))
    if name in builtin and str(getattr(ep, "value", "")) != _own_target(name):
        return Refusal(name, N_("{id} is one of the program's own games"), {"id": name})
    value = str(getattr(ep, "value", ""))
    if value != _own_target(name) and not re.match(ENTRY_VALUE, value):
        return Refusal(name, N_("its entry point '{value}' is not package.module:NAME"), {"value": value})
    try:
        spec = ep.load()
    except SpecError as exc:
        return Refusal(name, N_("its GameSpec is not valid: {error}"), {"error": str(exc)})
    except BaseException as exc:  # sys.exit and Ctrl-C in a plugin's import too: the others go on
        return Refusal(name, N_("it could not be loaded: {error}"), {"error": _error(exc)})
    if not isinstance(spec, GameSpec):
        return Refusal(name, N_("it is not declared by a GameSpec"))
    if spec.id != name:
        return Refusal(name, N_("its GameSpec has the id {id}, not its own"), {"id": str(spec.id)})
    if value == _own_target(name):  # the program's own game: its parts are the program's files
        return spec
    try:
        return parts_refusal(spec) or spec
    except BaseException as exc:
        return Refusal(name, N_("it could not be loaded: {error}"), {"error": _error(exc)})


def discover(entry_points: Iterable[Any] | None = None, own_metadata: bool = True,
             say: Callable[[str], None] | None = None, files: list[str] | None = None) -> dict[str, GameSpec]:
    """Every registered game by id, in the launcher's order. A registration that can't give a
    playable game is said in one line (``say``, stderr unless told), kept in ``REFUSED`` and left
    out: a game installed beside the program never stops the others. ``files``: given, the
    entry-point files read are added to it."""
    if entry_points is None:
        found, own_metadata = _entry_points(files)
    else:
        found = list(entry_points)
    if say is None:
        def say(line: str) -> None:
            print(line, file=sys.stderr)
    builtin = builtin_ids()
    refused: list[Refusal] = []
    specs: dict[str, GameSpec] = {}
    # the program's own games first: a game from elsewhere never takes one's place
    found.sort(key=lambda ep: str(getattr(ep, "value", "")) != _own_target(str(getattr(ep, "name", ""))))
    for ep in found:
        got = _load(ep, builtin)
        if isinstance(got, GameSpec) and got.id in specs and specs[got.id] is not got:
            got = Refusal(got.id, N_("another game has the id {id}"), {"id": got.id})
        if isinstance(got, Refusal):
            refused.append(got)
            say(got.line())
        else:
            specs[got.id] = got
    if not own_metadata or not any(str(getattr(ep, "value", "")) == _own_target(str(getattr(ep, "name", "")))
                                   for ep in found):
        for spec in builtin_specs():
            specs.setdefault(spec.id, spec)
    _add_catalogues(specs.values())
    REFUSED[:] = refused
    return dict(sorted(specs.items(), key=lambda item: (item[1].order, item[0])))


def _add_catalogues(specs: Iterable[GameSpec]) -> None:
    for spec in specs:
        if spec.locale is not None:
            add_catalogue_folder(spec.folder() / spec.locale, domain=spec.package)  # its words are its own


def _parts_folders(spec: GameSpec) -> list[str]:
    """The folders ``parts_refusal`` looked in for ``spec``'s parts, phone script and translations
    (a part in a sub-package, a script in a sub-folder): a file taken from one changes its time."""
    out = []
    for ref in spec.refs().values():
        parent = ref.target.partition(":")[0].rpartition(".")[0]
        out += [folder for folder in getattr(sys.modules.get(parent), "__path__", None) or ()
                if isinstance(folder, str)]
    folder = spec.folder()
    if spec.phone is not None:
        out.append(str((folder / spec.phone.script).parent))
    if spec.locale is not None:
        out.append(str((folder / spec.locale).parent))
    return out


def listed() -> dict[str, GameSpec]:
    """The games of this run: kept from the last one where the program's window keeps them and
    nothing they were made from has changed (``kept_registry``), else discovered (and kept)."""
    from ludicitude import kept_registry

    kept = kept_registry.load()
    if kept is not None:
        _add_catalogues(kept.values())
        return kept
    before, began = set(sys.modules), time.time_ns()
    files = [__file__ or ""]
    games = discover(files=files)
    if kept_registry.FOLDER is not None and not REFUSED:
        # what made the specs: the modules imported meanwhile, and each game's package as imported;
        # and each game's folder (a part added or removed changes it: looked for again)
        made = (set(sys.modules) - before) | {name for name in sys.modules for spec in games.values()
                                              if name == spec.package or name.startswith(spec.package + ".spec")}
        folders = [os.path.dirname(__file__ or "")] + [str(spec.folder()) for spec in games.values()]
        for spec in games.values():
            if spec.package != f"{__name__}.{spec.id}":  # a plugin's parts: looked for at discovery
                folders += _parts_folders(spec)
        kept_registry.save(games, files + folders + kept_registry.module_files(made), began)
    return games


GAMES: dict[str, GameSpec] = listed()
