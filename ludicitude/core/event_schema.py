"""What a game logs, declared: every event kind with the type of each value it carries.

Each rules core declares its log (``State.log_schema``); ``GameState.from_dict`` checks every
event of a save against it, so a save holding an unknown kind, a value of the wrong type (a dict
where a row name belongs) or a seat that does not exist is refused on load, in words, instead of
crashing a screen or the log panel later. A test plays many games of each kind and checks that
everything the game logs fits its declaration, so the declaration is what the game really logs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

#: a check of one value, given the number of seats at the table
Check = Callable[[Any, int], bool]

#: no count, score or total of any game comes near this; a larger value is damage
LARGEST = 1_000_000
#: no list in an event is longer (dice rolled, seats at the table...)
LONGEST = 64


class _Between:
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


INT: Check = _Between(-LARGEST, LARGEST)
SEAT: Check = _seat
BOOL: Check = _yes_no


def face(low: int = 1, high: int = 6) -> Check:
    """A die's face (or any whole number) between ``low`` and ``high``."""
    return _Between(low, high)


def one_of(*words: str) -> Check:
    """One of a few fixed words (a row, a card, a reason)."""
    allowed = frozenset(words)
    return lambda value, _seats: isinstance(value, str) and value in allowed


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
        if type(check) is _Between or check is _seat:
            low, high = (check.low, check.high) if type(check) is _Between else (0, seats - 1)
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


@dataclass(frozen=True)
class EventShape:
    """One kind of event: its values, those that may be missing, and whether it is secret
    (``seats`` set: only those seats may see it) or public."""

    fields: Mapping[str, Check]
    optional: frozenset[str] = field(default_factory=frozenset)
    private: bool = False

    @property
    def required(self) -> frozenset[str]:
        return frozenset(self.fields) - self.optional


def shape(*, private: bool = False, optional_keys: Iterable[str] = (), **fields: Check) -> EventShape:
    return EventShape(fields, frozenset(optional_keys), private)


LogSchema = Mapping[str, EventShape]


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
        if type(check) is _Between:  # the commonest checks, inline (see _Between)
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
