"""No shared mutable class attributes (issue 38, item 7): a list, dict, set or object made once
in a class body (``timeline = Timeline()``) is shared by every instance, so one screen's change
shows in another's. Every class of the package (its modules imported one by one, nested classes
too) holds only declared constants at class level: numbers, text, tuples, frozensets, read-only
mappings, frozen dataclasses and ``Frozen`` values, enums, classes, functions and descriptors, or a name annotated
``Final``. What an instance changes is made in ``__init__`` (or an ``init_*`` its base calls)."""

from __future__ import annotations

import dataclasses
import enum
import functools
import importlib
import pkgutil
import re
import types
from typing import Any, Final, get_origin

import pytest

import ludicitude
from ludicitude.core.frozen import Frozen

#: values nobody can change in place
CONSTANT_TYPES = (type(None), bool, int, float, complex, str, bytes, range, tuple, frozenset, type,
                  types.MappingProxyType, types.FunctionType, types.BuiltinFunctionType, types.MethodType,
                  property, staticmethod, classmethod, functools.cached_property, functools.partial, re.Pattern,
                  enum.Enum, types.MemberDescriptorType, types.GetSetDescriptorType,
                  types.WrapperDescriptorType, types.MethodDescriptorType)
#: the machinery Python itself puts in a class (an Enum's tables, an ABC's cache, a namedtuple's defaults)
MACHINERY = {"_member_names_", "_member_map_", "_value2member_map_", "_unhashable_values_", "_abc_impl",
             "_field_defaults", "_value_repr_"}


def modules() -> list[str]:
    return sorted(m.name for m in pkgutil.walk_packages(ludicitude.__path__, "ludicitude.")
                  if not m.name.endswith("__main__"))


def classes_of(module: types.ModuleType) -> list[type]:
    """The classes ``module`` defines, nested ones too."""
    found: list[type] = []
    todo = [v for v in vars(module).values() if isinstance(v, type) and v.__module__ == module.__name__]
    while todo:
        cls = todo.pop()
        if cls in found:
            continue
        found.append(cls)
        todo += [v for v in vars(cls).values() if isinstance(v, type) and v.__module__ == module.__name__]
    return found


def is_constant(value: Any) -> bool:
    if isinstance(value, CONSTANT_TYPES + (Frozen,)):
        return True
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return type(value).__dataclass_params__.frozen  # type: ignore[attr-defined]
    return type(value).__name__ == "_tuplegetter"  # a namedtuple's field


def declared_final(cls: type, name: str) -> bool:
    note = cls.__dict__.get("__annotations__", {}).get(name)
    return note is Final or get_origin(note) is Final or (isinstance(note, str) and note.startswith("Final"))


def shared_mutable(cls: type) -> list[str]:
    return [f"{cls.__module__}.{cls.__qualname__}.{name} = {type(value).__name__}"
            for name, value in vars(cls).items()
            if not (name.startswith("__") and name.endswith("__")) and name not in MACHINERY
            and not is_constant(value) and not declared_final(cls, name)]


@pytest.mark.parametrize("name", modules())
def test_no_class_of_the_package_shares_a_mutable_attribute_between_its_instances(name):
    module = importlib.import_module(name)
    found = [line for cls in classes_of(module) for line in shared_mutable(cls)]
    assert not found, "made once and shared by every instance: " + "; ".join(found)


def test_the_check_finds_a_shared_list_a_dict_and_an_object_and_lets_constants_be():
    class Timeline:
        pass

    class Screen:
        keys: list[int] = []
        seen = {}
        timeline = Timeline()
        DICE = (1, 2, 3)
        LIMIT: Final = [3]  # declared a constant: a reader is told not to change it
        SIDES = frozenset({1, 6})

    assert sorted(line.rsplit(".", 1)[1] for line in shared_mutable(Screen)) == [
        "keys = list", "seen = dict", "timeline = Timeline"]


def test_a_games_log_schema_is_read_only():
    from ludicitude.games import GAMES

    for game in GAMES.values():
        schema = game.state().log_schema
        with pytest.raises(TypeError):
            schema["anything"] = schema[next(iter(schema))]  # type: ignore[index]
