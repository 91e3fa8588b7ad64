"""The registry of games: every ``GameSpec`` registered in the entry-point group
``ludicitude.games`` (the built-in games in this package's ``pyproject.toml``, any other game by
its own distribution), in the launcher's order. Each game lives in its own package and declares
itself in one place (its ``spec.py``); the parts a spec names are imported when first used, so
listing the games imports no rules core and no pygame.

When this program's own metadata can't be found (run from a checkout that was never installed, a
frozen build without it), the built-in games are found by their folders here instead.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from collections.abc import Iterable
from typing import Any

from ludicitude.core.i18n import add_catalogue_folder
from ludicitude.core.spec import GameSpec

GROUP = "ludicitude.games"
#: the old name of a game's entry in the registry
GameInfo = GameSpec


def _entry_points() -> tuple[list[Any], bool]:
    """The group's entry points, and whether this program's own metadata was found."""
    from importlib import metadata

    try:
        metadata.distribution("ludicitude")
        own = True
    except metadata.PackageNotFoundError:
        own = False
    return list(metadata.entry_points(group=GROUP)), own


def builtin_specs() -> list[GameSpec]:
    """The games of this package, by their folders (each with a ``spec.py``)."""
    out = []
    for info in pkgutil.iter_modules(__path__):
        if info.ispkg:
            try:
                out.append(importlib.import_module(f"{__name__}.{info.name}.spec").SPEC)
            except ModuleNotFoundError as exc:
                if exc.name != f"{__name__}.{info.name}.spec":
                    raise
    return out


def discover(entry_points: Iterable[Any] | None = None, own_metadata: bool = True) -> dict[str, GameSpec]:
    """Every registered game by id, in the launcher's order. A registration that does not load or
    is not a ``GameSpec`` of its own name is said on stderr and left out: one broken game
    installed beside the program never stops the others."""
    if entry_points is None:
        found, own_metadata = _entry_points()
    else:
        found = list(entry_points)
    specs: dict[str, GameSpec] = {}
    for ep in found:
        try:
            spec = ep.load()
        except Exception as exc:  # a game installed beside the program, broken: the others go on
            print(f"ludicitude: the game {ep.name!r} could not be loaded: {exc}", file=sys.stderr)
            continue
        if not isinstance(spec, GameSpec) or spec.id != ep.name:
            print(f"ludicitude: the game {ep.name!r} is not declared by a GameSpec of that id", file=sys.stderr)
            continue
        specs.setdefault(spec.id, spec)
    if not own_metadata or not any(str(ep.value).startswith(__name__ + ".") for ep in found):
        for spec in builtin_specs():
            specs.setdefault(spec.id, spec)
    for spec in specs.values():
        if spec.locale is not None:
            add_catalogue_folder(spec.folder() / spec.locale)
    return dict(sorted(specs.items(), key=lambda item: (item[1].order, item[0])))


GAMES: dict[str, GameSpec] = discover()
