"""A game's layers, checked by reading its imports (the program's own ``tests/test_layers.py``
and a game's lint tests): ``imported_modules`` lists every module a file imports."""

from __future__ import annotations

import ast
from pathlib import Path


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
