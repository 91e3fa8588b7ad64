"""The framework names a game's author meets, counted from a game's source (issue 38, item 7:
"a game's author needs at most 40 framework names for a game like Pig or Perudo").

A framework name is a name of the ``ludicitude`` package that a game's code reaches:
- a name imported from it (``from ludicitude.core.game import GameState``: ``game.GameState``);
- a member of a module imported from it (``fields.saved``, ``draw.text``);
- a member of a framework class that one of the game's classes (a subclass of it) uses or
  overrides: ``self.x``, ``cls.x``, ``super().x``, or a method or attribute its body defines
  that the framework class already has (``GameState.to_act``, ``GameScene.draw_table``); the
  members ``GameScene`` inherits from its parts are all named ``GameScene.x``, as the author meets
  them.
A module imported only as an address (``from ludicitude.ui import draw``) and dunder names
(``__init__``) are not counted. Names the program reads by convention (``texts.describe``,
``bots.PLAYERS``) are contracts, listed in ``docs/architecture.md``, not counted here.
"""

from __future__ import annotations

import ast
import importlib
import types
from collections.abc import Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PIG = sorted((ROOT / "tests" / "pig").glob("*.py"))
PERUDO = sorted((ROOT / "examples" / "perudo" / "perudo").glob("*.py"))


def _short(module: str, name: str) -> str:
    return f"{module.rsplit('.', 1)[-1]}.{name}"


def _member_name(base: type, attr: str) -> str | None:
    """``Class.attr`` for a member ``base`` has (itself or a class above it), as the author meets it."""
    from ludicitude.core.game import GameState
    from ludicitude.ui.game_scene import GameScene

    for cls in base.__mro__:
        if cls is object:
            return None
        if attr in vars(cls) or attr in vars(cls).get("__annotations__", {}):
            if cls in GameScene.__mro__ and issubclass(base, GameScene):
                return f"GameScene.{attr}"
            if cls in GameState.__mro__ and issubclass(base, GameState):
                return f"GameState.{attr}"
            return f"{cls.__qualname__}.{attr}"
    return None


def _framework_base(node: ast.expr, found: dict[str, Any]) -> Any:
    """The framework class a base expression names (``BaseGameScene[rules.State]``), if any."""
    if isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Name):
        value = found.get(node.id)
    elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        value = getattr(found.get(node.value.id), node.attr, None)
    else:
        return None
    return value if isinstance(value, type) and value.__module__.startswith("ludicitude") else None


def names_used(files: Iterable[Path]) -> set[str]:
    """Every framework name the source ``files`` reach (see the module's docstring)."""
    names: set[str] = set()
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found: dict[str, Any] = {}  # a local name -> the framework module or object it is
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("ludicitude"):
                module = importlib.import_module(node.module or "")
                for alias in node.names:
                    value = getattr(module, alias.name, None)
                    if value is None:
                        value = importlib.import_module(f"{node.module}.{alias.name}")
                    found[alias.asname or alias.name] = value
                    if not isinstance(value, types.ModuleType):
                        names.add(_short(node.module or "", alias.name))
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name.startswith("ludicitude"):
                        found[alias.asname or alias.name] = importlib.import_module(alias.name)
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
                module = found.get(node.value.id)
                if isinstance(module, types.ModuleType):
                    names.add(_short(module.__name__, node.attr))
            if not isinstance(node, ast.ClassDef):
                continue
            bases = [b for b in (_framework_base(e, found) for e in node.bases) if b is not None]
            if not bases:
                continue
            reached: set[str] = set()
            for sub in ast.walk(node):
                if isinstance(sub, ast.Attribute) and (
                        isinstance(sub.value, ast.Name) and sub.value.id in ("self", "cls")
                        or isinstance(sub.value, ast.Call) and getattr(sub.value.func, "id", "") == "super"):
                    reached.add(sub.attr)
            for item in node.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    reached.add(item.name)
                elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                    reached.add(item.target.id)
                elif isinstance(item, ast.Assign):
                    reached.update(t.id for t in item.targets if isinstance(t, ast.Name))
            for attr in reached:
                if attr.startswith("__") and attr.endswith("__"):
                    continue
                for base in bases:
                    name = _member_name(base, attr)
                    if name is not None:
                        names.add(name)
                        break
    return names
