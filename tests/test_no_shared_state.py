"""No shared mutable class attributes (issue 38, item 7): a value that changes (a list, a dict, a
set, an object made at class level such as a timeline, which moves as it plays) belongs to each
instance, or every screen would share it."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "ludicitude"
#: calls at class level that make no changing value (the rules' declared fields, enums, words)
SAFE_CALLS = {"saved", "carried", "derived", "auto", "N_", "frozenset", "tuple", "field", "Ref", "Option",
              "TypeVar", "compile", "property", "staticmethod", "classmethod", "MappingProxyType"}


def shared_mutables(source: str) -> list[str]:
    found = []
    for cls in (n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.ClassDef)):
        for statement in cls.body:
            value = statement.value if isinstance(statement, (ast.Assign, ast.AnnAssign)) else None
            if isinstance(value, (ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp, ast.SetComp)):
                found.append(f"{cls.name}: {ast.unparse(statement)}")
            elif isinstance(value, ast.Call):
                func = value.func
                name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
                if name not in SAFE_CALLS:
                    found.append(f"{cls.name}: {ast.unparse(statement)}")
    return found


def test_no_class_holds_a_value_every_instance_would_share():
    found = {str(p.relative_to(PACKAGE)): shared_mutables(p.read_text(encoding="utf-8"))
             for p in sorted(PACKAGE.rglob("*.py"))}
    assert {k: v for k, v in found.items() if v} == {}


def test_the_check_finds_a_timeline_made_at_class_level():
    assert shared_mutables("class Timed:\n    timeline: Timeline = Timeline()\n    seen = []\n    n = 0\n") == [
        "Timed: timeline: Timeline = Timeline()", "Timed: seen = []"]
