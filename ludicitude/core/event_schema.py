"""What a game logs, declared: each kind of event is a frozen dataclass, and the type of each of
its fields says what a save may hold there.

A game's events (``games/<id>/events.py``) are subclasses of ``core.game.Event``; ``schema_of``
reads their annotations once into a ``LogSchema`` (``State.log_schema``), and
``GameState.from_dict`` checks every event of a save against it while it rebuilds it, so a save
holding an unknown kind, a value of the wrong type (a dict where a row name belongs) or a seat
that does not exist is refused on load, in words, instead of crashing a screen or the log panel
later. A test plays many games of each kind and checks that everything the game logs fits its
declaration, so the declaration is what the game really logs.

How a field's type reads: ``int`` (a whole number, no larger than ``LARGEST``), ``bool``, ``str``
(any text: narrow it with ``Annotated[str, one_of(...)]``), ``X | None``, ``tuple[X, ...]``
(at most ``LONGEST`` values; ``Annotated[tuple[X, ...], Longest(n)]`` for fewer),
``dict[str, X]`` (with ``Annotated[..., Keys(...)]`` for the keys it may have), and the markers
below: ``Seat`` (a seat at the table), ``Face`` (a die's face), ``PerSeat[X]`` (one value per
seat, in seat order), ``Annotated[int, Between(low, high)]``. A field whose default is ``None``
may be missing from a save (only some events of the kind carry it) and is left out when None.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType, UnionType
from typing import Annotated, Any, TypeVar, Union, get_args, get_origin, get_type_hints

#: a check of one value, given the number of seats at the table
Check = Callable[[Any, int], bool]

#: no count, score or total of any game comes near this; a larger value is damage
LARGEST = 1_000_000
#: no list in an event is longer (dice rolled, seats at the table...)
LONGEST = 64


class Between:
    """A whole number between ``low`` and ``high`` (a class, not a closure, so that
    ``event_problem`` can check it inline: a save holds thousands of these values)."""

    __slots__ = ("low", "high")

    def __init__(self, low: int, high: int) -> None:
        self.low, self.high = low, high

    def __call__(self, value: Any, _seats: int) -> bool:
        return type(value) is int and self.low <= value <= self.high


def _seat(value: Any, seats: int) -> bool:
    return type(value) is int and 0 <= value < seats


def _yes_no(value: Any, _seats: int) -> bool:
    return type(value) is bool


def _text(value: Any, _seats: int) -> bool:
    return type(value) is str


INT: Check = Between(-LARGEST, LARGEST)
SEAT: Check = _seat
BOOL: Check = _yes_no


def face(low: int = 1, high: int = 6) -> Between:
    """A die's face (or any whole number) between ``low`` and ``high``."""
    return Between(low, high)


class OneOf:
    """One of a few fixed words (a row, a card, a reason), in the order given."""

    __slots__ = ("words", "_allowed")

    def __init__(self, *words: str) -> None:
        self.words, self._allowed = words, frozenset(words)

    def __call__(self, value: Any, _seats: int) -> bool:
        return type(value) is str and value in self._allowed


def one_of(*words: str) -> OneOf:
    """One of a few fixed words (a row, a card, a reason)."""
    return OneOf(*words)


def optional(check: Check) -> Check:
    """The value, or None."""
    return lambda value, seats: value is None or check(value, seats)


class _Many:
    """A list (read back as a tuple) of values that each pass ``check``: at most ``longest`` of
    them, or exactly one per seat. Lists of whole numbers (dice, scores, seats), the bulk of a
    log, are checked with builtins rather than a call per value."""

    __slots__ = ("check", "longest", "one_per_seat")

    def __init__(self, check: Check, longest: int, one_per_seat: bool) -> None:
        self.check, self.longest, self.one_per_seat = check, longest, one_per_seat

    def __call__(self, value: Any, seats: int) -> bool:
        if type(value) is not tuple:
            return False
        if len(value) != seats if self.one_per_seat else len(value) > self.longest:
            return False
        if not value:
            return True
        check = self.check
        if type(check) is Between or check is _seat:
            low, high = (check.low, check.high) if type(check) is Between else (0, seats - 1)
            return set(map(type, value)) == _JUST_INT and low <= min(value) and max(value) <= high
        return all(check(v, seats) for v in value)


_JUST_INT = {int}


def tuple_of(check: Check, longest: int = LONGEST) -> Check:
    """A list (read back as a tuple) of values that each pass ``check``."""
    return _Many(check, longest, False)


def per_seat(check: Check) -> Check:
    """One value per seat, in seat order."""
    return _Many(check, LONGEST, True)


def mapping_of(keys: Iterable[str], check: Check) -> Check:
    """An object whose keys are some of ``keys`` and whose values pass ``check``."""
    allowed = frozenset(keys)
    return lambda value, seats: (isinstance(value, dict) and set(value) <= allowed
                                 and all(check(v, seats) for v in value.values()))


SEATS: Check = tuple_of(SEAT)
INTS: Check = tuple_of(INT)


# -- markers for the fields' annotations --------------------------------------------------------
@dataclass(frozen=True)
class Longest:
    """``Annotated[tuple[X, ...], Longest(n)]``: at most ``n`` values."""

    n: int


@dataclass(frozen=True)
class Keys:
    """``Annotated[dict[str, X], Keys(...)]``: an object with some of these keys."""

    names: tuple[str, ...]

    def __init__(self, *names: str) -> None:
        object.__setattr__(self, "names", names)


class _OnePerSeat:
    """The marker of ``PerSeat``."""


ONE_PER_SEAT = _OnePerSeat()
T = TypeVar("T")
#: a seat at the table
Seat = Annotated[int, SEAT]
#: a die's face, 1 to 6
Face = Annotated[int, Between(1, 6)]
#: one value per seat, in seat order
PerSeat = Annotated[tuple[T, ...], ONE_PER_SEAT]
#: seats (some of the table's, in a game's order)
Seats = tuple[Seat, ...]


def check_of(hint: Any) -> Check:
    """The check a value of the declared type ``hint`` must pass (see the module's words)."""
    if get_origin(hint) is Annotated:
        base, *marks = get_args(hint)
        checks = [m for m in marks if callable(m)]
        if checks:
            return checks[0]
        if get_origin(base) is tuple:
            inner = check_of(get_args(base)[0])
            if ONE_PER_SEAT in marks:
                return _Many(inner, LONGEST, True)
            longest = next((m.n for m in marks if isinstance(m, Longest)), LONGEST)
            return _Many(inner, longest, False)
        keys = next((m.names for m in marks if isinstance(m, Keys)), None)
        if keys is not None and get_origin(base) is dict:
            return mapping_of(keys, check_of(get_args(base)[1]))
        return check_of(base)
    if hint is bool:
        return BOOL
    if hint is int:
        return INT
    if hint is str:
        return _text
    origin, args = get_origin(hint), get_args(hint)
    if origin in (Union, UnionType) and type(None) in args:
        rest = [a for a in args if a is not type(None)]
        if len(rest) == 1:
            return optional(check_of(rest[0]))
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return _Many(check_of(args[0]), LONGEST, False)
    raise TypeError(f"an event field of type {hint!r} has no check: use the markers of core/event_schema.py")


@dataclass(frozen=True)
class EventShape:
    """One kind of event: its class, its values (in the order they are saved), those that may
    be missing, and whether it is secret (``seats`` set: only those seats may see it) or public."""

    fields: Mapping[str, Check]
    optional: frozenset[str] = field(default_factory=frozenset)
    private: bool = False
    cls: type | None = None

    @property
    def required(self) -> frozenset[str]:
        return frozenset(self.fields) - self.optional


LogSchema = Mapping[str, EventShape]


def shape_of(cls: type) -> EventShape:
    """An event class's shape, from its fields' annotations (``seats`` is the event's own)."""
    hints = get_type_hints(cls, include_extras=True)
    fields: dict[str, Check] = {}
    may_miss: set[str] = set()
    for f in dataclasses.fields(cls):
        if f.name == "seats":
            continue
        hint = hints[f.name]
        if f.default is None:  # may be missing, and is then None; present, it is never null
            may_miss.add(f.name)
            hint = next(a for a in get_args(hint) if a is not type(None))
        fields[f.name] = check_of(hint)
    return EventShape(fields, frozenset(may_miss), bool(getattr(cls, "private", False)), cls)


def schema_of(types: Sequence[type]) -> LogSchema:
    """A game's log schema from its event classes: each kind (``cls.kind``) once; read-only,
    since it is a class attribute every state of the game shares."""
    schema: dict[str, EventShape] = {}
    for cls in types:
        kind = getattr(cls, "kind", "")
        if not kind or kind in schema:
            raise TypeError(f"{cls.__name__}: every event class needs a kind of its own")
        schema[kind] = shape_of(cls)
    return MappingProxyType(schema)


def event_problem(kind: Any, data: Any, seen_by: Any, schema: LogSchema, seats: int) -> str | None:
    """None if the event fits the game's declared log, else what is wrong (for a developer).

    Called for every event of every save read (saves are read back whole), so the common
    case, an event that fits, takes the fewest steps."""
    entry = schema.get(kind) if isinstance(kind, str) else None
    if entry is None:
        return f"unknown event kind {kind!r}"
    if type(data) is not dict and not isinstance(data, Mapping):  # the quick test first
        return f"{kind}: data is not an object"
    fields = entry.fields
    if len(data) != len(fields) and not (entry.optional and entry.required <= data.keys()):
        return f"{kind}: missing values {sorted(entry.required - data.keys())}"
    for key, value in data.items():
        check = fields.get(key)
        if type(check) is Between:  # the commonest checks, inline (see Between)
            if type(value) is int and check.low <= value <= check.high:
                continue
        elif check is _seat:
            if type(value) is int and 0 <= value < seats:
                continue
        elif check is None:
            return f"{kind}: unexpected value {str(key)[:40]!r}"
        elif check(value, seats):
            continue
        return f"{kind}: {key} = {value!r:.60} is not what the game logs"
    if entry.private:
        if not (isinstance(seen_by, tuple) and seen_by and SEATS(seen_by, seats)):
            return f"{kind}: a secret event without valid seats"
    elif seen_by is not None:
        return f"{kind}: a public event with seats"
    return None
