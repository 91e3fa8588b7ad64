"""``Frozen``: a value of named fields that never change once it is made, equal and hashed by
them, as a frozen dataclass is, but written as a plain class: building a dataclass runs about a
millisecond of code at import (its methods are generated and compiled), and the values the
launcher's first frame needs (a die's ``Pose``, each game's ``GameSpec``) are made without it.
No pygame here."""

from __future__ import annotations

from dataclasses import FrozenInstanceError
from typing import Any


def _remade(cls: type[Frozen], names: tuple[str, ...], values: tuple[Any, ...]) -> Frozen:
    return cls(**dict(zip(names, values)))


class Frozen:
    """A subclass lists its fields in ``FIELDS`` (its ``__init__`` takes them by name and sets
    them with ``object.__setattr__``); copies and pickles make it again through ``__init__``."""

    __slots__ = ()
    FIELDS: tuple[str, ...] = ()

    def _values(self) -> tuple[Any, ...]:
        return tuple([getattr(self, name) for name in self.FIELDS])

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._values() == other._values()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._values())

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple[Any, ...]:
        return (_remade, (type(self), self.FIELDS, self._values()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{n}={v!r}' for n, v in zip(self.FIELDS, self._values()))})"

    def replace(self, **changes: Any) -> Any:
        """The same value with ``changes`` (as ``dataclasses.replace``)."""
        return type(self)(**{**dict(zip(self.FIELDS, self._values())), **changes})
