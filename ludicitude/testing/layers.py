"""A game's layers, checked by reading its imports (the program's own ``tests/test_layers.py``
and a game's lint tests): ``imported_modules`` lists every module a file imports."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any


def imported_modules(path: Path, package: str = "") -> set[str]:
    """Every module ``path`` imports, anywhere in it (under ``if TYPE_CHECKING`` too):
    ``from a import b`` counts as ``a`` and ``a.b``; a relative import is read from ``package``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, *([base] if base else [])])
            if base:
                names.add(base)
            names.update(f"{base}.{a.name}" for a in node.names)
    return names


#: a game's drawing modules: they take the frame of the table as shown (``ui/frame.py``), never the scene
DRAWING_MODULES = ("table.py", "pieces.py")


def drawing_imports_of_the_scene(folder: Path, package: str) -> list[str]:
    """The drawing modules of the game in ``folder`` (package ``package``) that import its scene
    module (``<package>.scene``, under ``if TYPE_CHECKING`` too), as "file: module" lines; empty
    when the drawing takes the frame alone."""
    scene = f"{package}.scene"
    found = []
    for name in DRAWING_MODULES:
        path = folder / name
        if path.is_file():
            mods = imported_modules(path, f"{package}.{path.stem}")
            found += [f"{name}: {m}" for m in sorted(mods) if m == scene or m.startswith(scene + ".")]
    return found


def import_circles(folder: Path, package: str) -> list[list[str]]:
    """Circles of imports between the modules of ``folder`` (package ``package``), each as the
    modules around it (``if TYPE_CHECKING`` imports count: a circle there is a circle to read)."""
    names = {p.stem for p in folder.glob("*.py")}
    graph = {n: {m.removeprefix(package + ".").split(".")[0]
                 for m in imported_modules(folder / f"{n}.py", f"{package}.{n}") if m.startswith(package + ".")}
             & names - {n} for n in names}
    circles: list[list[str]] = []
    seen: set[frozenset[str]] = set()

    def walk(node: str, path: list[str]) -> None:
        for nxt in sorted(graph[node]):
            if nxt == path[0]:
                if frozenset(path) not in seen:
                    seen.add(frozenset(path))
                    circles.append([*path, nxt])
            elif nxt not in path and nxt > path[0]:  # each circle found once, from its smallest module
                walk(nxt, [*path, nxt])

    for start in sorted(names):
        walk(start, [start])
    return circles


def check_drawing_takes_the_frame(game: Any) -> None:
    """A game's ``table.py`` and ``pieces.py`` never import its scene (they take the frame of the
    table as shown, ``ludicitude.ui.frame.Frame``), and no two of its modules import each other
    round a circle."""
    folder, package = game.folder(), game.package
    scene_imports = drawing_imports_of_the_scene(folder, package)
    assert not scene_imports, (f"{game.id}: its drawing imports its scene (draw from the frame, "
                               f"ludicitude.ui.frame.Frame, instead): {scene_imports}")
    circles = import_circles(folder, package)
    assert not circles, f"{game.id}: its modules import each other round a circle: {circles}"
