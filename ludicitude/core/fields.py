"""A game state's fields, declared once: the base derives ``copy``, the save and the load's checks.

A rules core declares each field of its ``State`` as a class attribute, with its type for mypy and
its shape for the save::

    class State(GameState):
        round: int = saved(between(1, MAX_ROUNDS), initial=1)
        gold: list[int] = saved(per_seat(between(0, TREASURE)), initial=0)
        faces: tuple[int, ...] = saved(tuple_of(between(1, 6), length=5))
        _seen: dict[int | None, Any] = carried(initial=lambda state: {})

From that, ``GameState`` (core/game.py) gives the class:

- ``copy``: immutable values (numbers, words, tuples of them) are shared, lists are copied as deep
  as they hold lists; a field declared ``share=True`` is shared although it is a list, because the
  rules promise to replace it rather than change it in place (Magouille's seat lists);
- ``_data_to_dict``: each field under its key (``key=``, by default its name), tuples as lists;
- ``_data_from_dict``: each value checked against its shape (a whole number in its range, a seat
  of this table, one value per seat, a face or None, one of a few words...), refused with a
  ValueError that names the field (``GameState.from_dict`` turns it into BadSave);
- the initial values, set by ``GameState._init_common`` (for a per-seat field, ``initial`` is each
  seat's value; a function of the state gives the whole value).

What ties several fields together (Corsaire's 60 coins, Cadenas's locks) stays with the game, in
``_after_load``. The ``carried`` attributes (caches, and what the rules work out from the fields)
are shared by copies and never saved; a new game and a load start them at their initial value,
worked out after the saved fields are set, and ``_after_load`` may rebuild them.

A bound (``between``, a length) is a number or a function of the state being read: its seats,
its options, and the fields declared above it.

**Why generated code.** ``apply`` and ``view`` copy the state on every action (a random game of
Magouille is about 180 actions, and the bench plays hundreds of games a second), so ``copy`` must
stay one flat run of assignments, as it was when written by hand; a loop over the declarations
costs several times that (measured: a plain getattr/setattr loop over Magouille's fields copies
5 to 20 times slower than the generated function, 0.2 against 3 to 4.5 microseconds). At class
creation the field list is turned once into the source of a ``copy`` (and a ``_data_to_dict``)
made for that class, compiled with ``exec``: no loop over declarations, no call per field, when
a state is copied. Loading is rare and runs the declarations as they are, one check per value.
"""

from __future__ import annotations

import copy as _copy
import reprlib
from collections.abc import Callable, Iterable, Mapping
from enum import Enum
from types import UnionType
from typing import Annotated, Any, Union, get_args, get_origin

from ludicitude.core import event_schema

#: a bound or a length: a number, or a function of the state being read (its seats, options
#: and the fields declared above)
Bound = int | Callable[[Any], int] | None


class _Nothing:
    def __repr__(self) -> str:
        return "NOTHING"


#: no initial value: the game's own start (a first roll, a first turn) sets the field
NOTHING: Any = _Nothing()


def _short(value: Any) -> str:
    """A damaged value, shortly, for a message: a few levels and items of it (a hostile save may
    hold lists nested thousands deep, or a number of thousands of digits)."""
    try:
        text = reprlib.repr(value)
    except ValueError:  # an int too long to put in digits
        text = f"a {type(value).__name__}"
    return text if len(text) <= 40 else text[:37] + "..."


def _bound(bound: Bound, state: Any) -> int | None:
    return bound(state) if callable(bound) else bound


def _refuse(where: str, value: Any, wanted: str) -> ValueError:
    return ValueError(f"{where}: {_short(value)} is not {wanted}")


# -- shapes --------------------------------------------------------------------------------------
class Kind:
    """The shape of one value: how it is read back and checked, written, and copied."""

    #: whether the value in memory can never change in place (so copies may share it)
    immutable = True

    def load(self, value: Any, state: Any, where: str) -> Any:
        """The value as the state holds it, from its JSON form; ValueError if it does not fit."""
        raise NotImplementedError

    def dump_code(self, src: str, depth: int) -> str | None:
        """Python source giving the JSON form of the value ``src`` (None: the value as it is)."""
        return None

    def copy_code(self, src: str, depth: int) -> str | None:
        """Python source giving an independent copy of ``src`` (None: shared, it is immutable)."""
        return None


class _Between(Kind):
    def __init__(self, low: Bound, high: Bound) -> None:
        self.low, self.high = low, high

    def load(self, value: Any, state: Any, where: str) -> Any:
        low, high = _bound(self.low, state), _bound(self.high, state)
        if type(value) is not int or (low is not None and value < low) or (high is not None and value > high):
            raise _refuse(where, value, f"a whole number from {low} to {high}")
        return value


class _Seat(Kind):
    def load(self, value: Any, state: Any, where: str) -> Any:
        if type(value) is not int or not 0 <= value < state.num_seats:
            raise _refuse(where, value, "a seat of this table")
        return value


class _Bool(Kind):
    def load(self, value: Any, state: Any, where: str) -> Any:
        if type(value) is not bool:
            raise _refuse(where, value, "true or false")
        return value


class _Choice(Kind):
    def __init__(self, values: tuple[Any, ...]) -> None:
        self.values = values

    def load(self, value: Any, state: Any, where: str) -> Any:
        # the type too: true is not 1, and 1.0 is not 1
        if not any(type(value) is type(v) and value == v for v in self.values):
            raise _refuse(where, value, f"one of {list(self.values)}")
        return value


class _EnumChoice(Kind):
    def __init__(self, enum: type[Enum]) -> None:
        self.enum = enum
        self.by_value = {member.value: member for member in enum}

    def load(self, value: Any, state: Any, where: str) -> Any:
        if type(value) not in (str, int) or value not in self.by_value:
            raise _refuse(where, value, f"one of {list(self.by_value)}")
        return self.by_value[value]

    def dump_code(self, src: str, depth: int) -> str | None:
        return f"{src}.value"


class _Optional(Kind):
    def __init__(self, kind: Kind) -> None:
        self.kind = kind
        self.immutable = kind.immutable

    def load(self, value: Any, state: Any, where: str) -> Any:
        return None if value is None else self.kind.load(value, state, where)

    def dump_code(self, src: str, depth: int) -> str | None:
        inner = self.kind.dump_code(src, depth)
        return None if inner is None else f"(None if {src} is None else {inner})"

    def copy_code(self, src: str, depth: int) -> str | None:
        inner = self.kind.copy_code(src, depth)
        return None if inner is None else f"(None if {src} is None else {inner})"


class _Many(Kind):
    """A list in the save; a tuple (``_TupleOf``) or a list (``_ListOf``) in memory."""

    def __init__(self, item: Kind, length: Bound | str, longest: Bound) -> None:
        self.item, self.length, self.longest = item, length, longest

    def _items(self, value: Any, state: Any, where: str) -> list[Any]:
        if not isinstance(value, (list, tuple)):
            raise _refuse(where, value, "a list")
        length = state.num_seats if self.length == SEATS else _bound(self.length, state)  # type: ignore[arg-type]
        if length is not None and len(value) != length:
            raise ValueError(f"{where}: {len(value)} values where {length} belong")
        longest = _bound(self.longest, state)
        if longest is not None and len(value) > longest:
            raise ValueError(f"{where}: {len(value)} values, more than {longest}")
        load = self.item.load
        return [load(v, state, where) for v in value]

    def dump_code(self, src: str, depth: int) -> str | None:
        v = f"_v{depth}"
        inner = self.item.dump_code(v, depth + 1)
        return f"list({src})" if inner is None else f"[{inner} for {v} in {src}]"


class _TupleOf(_Many):
    def __init__(self, item: Kind, length: Bound | str, longest: Bound, unique: bool, sort: bool) -> None:
        super().__init__(item, length, longest)
        self.unique, self.sort = unique, sort
        self.immutable = item.immutable

    def load(self, value: Any, state: Any, where: str) -> Any:
        items = self._items(value, state, where)
        if self.unique and len(set(items)) != len(items):
            raise ValueError(f"{where}: a value twice in {_short(value)}")
        return tuple(sorted(items)) if self.sort else tuple(items)

    def copy_code(self, src: str, depth: int) -> str | None:
        if self.immutable:
            return None
        v = f"_v{depth}"
        return f"tuple([{self.item.copy_code(v, depth + 1) or v} for {v} in {src}])"


class _ListOf(_Many):
    immutable = False

    def load(self, value: Any, state: Any, where: str) -> Any:
        return self._items(value, state, where)

    def copy_code(self, src: str, depth: int) -> str | None:
        inner = self.item.copy_code(f"_v{depth}", depth + 1)
        return f"{src}[:]" if inner is None else f"[{inner} for _v{depth} in {src}]"


class _Fixed(Kind):
    """A tuple of a few values of their own shapes: (quantity, face)."""

    def __init__(self, kinds: tuple[Kind, ...]) -> None:
        self.kinds = kinds
        self.immutable = all(k.immutable for k in kinds)
        if not self.immutable or any(k.dump_code("v", 0) is not None for k in kinds):
            raise TypeError("fixed() holds plain immutable values")

    def load(self, value: Any, state: Any, where: str) -> Any:
        if not isinstance(value, (list, tuple)) or len(value) != len(self.kinds):
            raise _refuse(where, value, f"a list of {len(self.kinds)}")
        return tuple(k.load(v, state, where) for k, v in zip(self.kinds, value))

    def dump_code(self, src: str, depth: int) -> str | None:
        return f"list({src})"


class _Checked(Kind):
    def __init__(self, kind: Kind, test: Callable[[Any], bool], meaning: str) -> None:
        self.kind, self.test, self.meaning = kind, test, meaning
        self.immutable = kind.immutable

    def load(self, value: Any, state: Any, where: str) -> Any:
        loaded = self.kind.load(value, state, where)
        if not self.test(loaded):
            raise ValueError(f"{where}: {_short(value)}: {self.meaning}")
        return loaded

    def dump_code(self, src: str, depth: int) -> str | None:
        return self.kind.dump_code(src, depth)

    def copy_code(self, src: str, depth: int) -> str | None:
        return self.kind.copy_code(src, depth)


#: a length of one value per seat of the table
SEATS = "seats"
#: a seat of this table: 0 to seats - 1
SEAT: Kind = _Seat()
#: true or false (a number is refused)
BOOL: Kind = _Bool()


def between(low: Bound, high: Bound) -> Kind:
    """A whole number from ``low`` to ``high`` (inclusive; None: no bound that side)."""
    return _Between(low, high)


def choice(*values: Any) -> Kind:
    """One of a few values (words, numbers), or, given an Enum class, one of its members (saved
    as its value)."""
    if len(values) == 1 and isinstance(values[0], type) and issubclass(values[0], Enum):
        return _EnumChoice(values[0])
    return _Choice(values)


def optional(kind: Kind) -> Kind:
    """The value, or None."""
    return _Optional(kind)


def tuple_of(item: Kind, *, length: Bound | str = None, longest: Bound = None, unique: bool = False,
             sort: bool = False) -> Kind:
    """A tuple (a list in the save) of values of one shape: exactly ``length`` of them
    (``SEATS``: one per seat) or at most ``longest``; ``unique``: no value twice; ``sort``: put in
    order on load, as the rules always keep it."""
    return _TupleOf(item, length, longest, unique, sort)


def list_of(item: Kind, *, length: Bound | str = None, longest: Bound = None) -> Kind:
    """A list of values of one shape (copied by ``copy`` unless the field is shared)."""
    return _ListOf(item, length, longest)


def per_seat(item: Kind) -> Kind:
    """A list of one value per seat, in seat order."""
    return _ListOf(item, SEATS, None)


def fixed(*kinds: Kind) -> Kind:
    """A tuple of a few plain values, each of its own shape: ``fixed(between(1, 30), face)``."""
    return _Fixed(kinds)


def checked(kind: Kind, test: Callable[[Any], bool], meaning: str) -> Kind:
    """A value of ``kind`` for which ``test`` (given the value as read) is true; ``meaning`` says
    what a refused value breaks (for the message)."""
    return _Checked(kind, test, meaning)


# -- fields ---------------------------------------------------------------------------------------
class Field:
    """One declared attribute of a state: saved (with a kind) or carried (a cache, never saved)."""

    __slots__ = ("kind", "key", "initial", "share", "name", "start", "hidden")

    def __init__(self, kind: Kind | None, key: str | None, initial: Any, share: bool, hidden: Any = NOTHING) -> None:
        self.kind, self.key, self.initial, self.share = kind, key, initial, share
        #: a per-seat secret: what another seat's view shows for each of its items (``saved``)
        self.hidden = hidden
        self.name = ""
        #: how a new state gets the initial value
        self.start = self._starter()

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name
        if self.key is None and self.kind is not None:
            self.key = name

    def _starter(self) -> Callable[[Any], Any]:
        """Worked out once (a new game is made for every game ``simulate`` and the bench play):
        a constant is shared, and copied for each state only if it can change."""
        initial = self.initial
        if callable(initial):
            return initial
        per_seat = isinstance(self.kind, _ListOf) and self.kind.length == SEATS
        if _immutable(initial):
            return (lambda state: [initial] * state.num_seats) if per_seat else (lambda state: initial)
        fresh = _copier(self.kind.item if isinstance(self.kind, _ListOf) and per_seat else self.kind)
        if per_seat:
            return lambda state: [fresh(initial) for _seat in range(state.num_seats)]
        return lambda state: fresh(initial)

    def __repr__(self) -> str:
        return f"<field {self.name}>"


def _copier(kind: Kind | None) -> Callable[[Any], Any]:
    """A function copying a value of ``kind`` as ``copy`` does (a deep copy for what the kind
    does not say how to copy)."""
    code = None if kind is None else kind.copy_code("value", 0)
    if code is None:
        return _copy.deepcopy
    function: Callable[[Any], Any] = eval(f"lambda value: {code}")  # built from the declaration alone
    return function


def _immutable(value: Any) -> bool:
    if isinstance(value, (tuple, frozenset)):
        return all(_immutable(v) for v in value)
    return type(value) in (int, str, bool, float, type(None)) or isinstance(value, Enum)


def kind_of(hint: Any) -> Kind:
    """The shape of a value declared as a type in the words of the events' fields
    (``core/event_schema.py``), so that a game declares its State's fields and its events alike:
    ``Seat``, ``Face``, ``Annotated[int, Between(low, high)]``, ``bool``, ``X | None``,
    ``tuple[X, ...]`` (``Annotated[..., Longest(n)]``: at most ``n``), ``tuple[X, Y]`` (a few
    values, each of its shape: ``fixed``), and ``PerSeat[X]``, which in a State is a list of one
    value per seat (``per_seat``)."""
    if isinstance(hint, Kind):
        return hint
    origin, args = get_origin(hint), get_args(hint)
    if origin is Annotated:
        base, *marks = args
        for mark in marks:
            if isinstance(mark, event_schema.Between):
                return between(mark.low, mark.high)
            if mark is event_schema.SEAT:
                return SEAT
        if get_origin(base) is tuple:
            item = kind_of(get_args(base)[0])
            if event_schema.ONE_PER_SEAT in marks:
                return per_seat(item)
            return tuple_of(item, longest=next((m.n for m in marks if isinstance(m, event_schema.Longest)), None))
        return kind_of(base)
    if hint is bool:
        return BOOL
    if origin in (Union, UnionType) and type(None) in args and len(args) == 2:
        return optional(kind_of(next(a for a in args if a is not type(None))))
    if origin is tuple and args:
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple_of(kind_of(args[0]))
        return fixed(*(kind_of(a) for a in args))
    raise TypeError(f"a field of type {hint!r} has no shape: use the markers of core/event_schema.py or a Kind")


def saved(kind: Any, *, key: str | None = None, initial: Any = NOTHING, share: bool = False,
          hidden: Any = NOTHING) -> Any:
    """A field of the state that is saved: ``kind`` its shape (a ``Kind``, or a type read by
    ``kind_of``: ``saved(Seat | None)``), ``key`` its name in the save (by
    default the attribute's), ``initial`` its value in a new game (a per-seat field: each seat's;
    a function of the state: the whole value), ``share``: copies share it although it is a list,
    because the rules always replace it and never change it in place; ``hidden``: a per-seat
    secret (a hand, the dice under a cup) that each seat sees only its own of: another seat's
    view shows ``hidden`` for each of its items (``hide``). (Typed Any, as dataclasses.field:
    the annotation beside it gives the value's type.)"""
    shape = kind_of(kind)
    if hidden is not NOTHING and not (isinstance(shape, _ListOf) and shape.length == SEATS):
        raise TypeError("hidden= is for a per-seat field: each seat sees its own value only")
    return Field(shape, key, initial, share, hidden)


def carried(*, initial: Any = NOTHING) -> Any:
    """An attribute that is not saved (a cache, or what the rules work out from the fields):
    copies share it, a new game and a load start it at ``initial`` (a function of the state,
    called once the saved fields are set, or a constant, also kept as the class's default, which
    may stand in for a base class's property such as ``to_act``), and ``_after_load`` may
    rebuild it."""
    return Field(None, None, initial, True)


# -- what the base derives ------------------------------------------------------------------------
_DERIVED = "__derived_from_fields__"


def gather(cls: Any) -> None:
    """Collect the fields ``cls`` and its bases declare (in order: the bases' first), take their
    declarations off the class (a constant initial of a carried attribute stays as its default),
    and give the class a derived ``copy``, ``_copy_without_dice`` and ``_data_to_dict`` unless
    it, or a base below the root, writes its own."""
    inherited: dict[str, Field] = {}
    for base in reversed(cls.__mro__[1:]):
        for f in getattr(base, "declared_fields", ()):
            inherited[f.name] = f
    own = [v for v in list(vars(cls).values()) if isinstance(v, Field)]
    for f in own:
        inherited.pop(f.name, None)
        if f.kind is None and _immutable(f.initial):
            setattr(cls, f.name, f.initial)
        else:
            delattr(cls, f.name)
    declared = (*inherited.values(), *own)
    keys = [f.key for f in declared if f.kind is not None]
    if len(set(keys)) != len(keys):
        raise TypeError(f"{cls.__name__}: two fields saved under one key")
    saved_fields = tuple(f for f in declared if f.kind is not None)
    cls.declared_fields = declared
    cls.state_fields = saved_fields
    # the saved fields first, then the carried attributes, which may be worked out from them
    carried_fields = tuple(f for f in declared if f.kind is None)
    cls.started_fields = tuple(f for f in (*saved_fields, *carried_fields) if f.initial is not NOTHING)
    cls.hidden_fields = tuple(f for f in saved_fields if f.hidden is not NOTHING)
    if _derivable(cls, "copy"):
        cls.copy = _copy_function(cls, declared, True)
        if _derivable(cls, "_copy_without_dice"):
            cls._copy_without_dice = _copy_function(cls, declared, False)
    elif "_copy_without_dice" not in vars(cls):  # a copy written by hand: it drops the dice after
        cls._copy_without_dice = _copy_then_drop_dice
    if _derivable(cls, "_data_to_dict"):
        cls._data_to_dict = _dump_function(cls, declared)


def derived(method: Any) -> Any:
    """Mark a base class's placeholder that ``gather`` replaces with a derived method."""
    setattr(method, _DERIVED, True)
    return method


def _derivable(cls: type, name: str) -> bool:
    """Whether ``cls`` takes a derived ``name``: it writes none itself, and the one it inherits is
    derived too (or the root's placeholder), not written by hand in a base."""
    return name not in vars(cls) and getattr(getattr(cls, name, None), _DERIVED, False)


def _copy_then_drop_dice(self: Any) -> Any:
    new = self.copy()
    new.dice = None
    return new


def _compiled(cls: type, name: str, lines: list[str]) -> Any:
    namespace: dict[str, Any] = {"_new": object.__new__, "cls": cls}
    exec("\n".join(lines), namespace)  # the source is built from the declarations alone
    function = namespace[name]
    function.__qualname__ = f"{cls.__qualname__}.{name}"
    function.__doc__ = f"Derived from {cls.__name__}'s declared fields (core/fields.py)."
    setattr(function, _DERIVED, True)
    function.source = "\n".join(lines)
    return function


def _copy_function(cls: type, declared: Iterable[Field], with_dice: bool) -> Any:
    name = "copy" if with_dice else "_copy_without_dice"
    lines = [f"def {name}(self):", "    new = _new(cls)", "    new.num_seats = self.num_seats",
             "    new.options = self.options", "    new.seed = self.seed"]
    if with_dice:
        lines += ["    dice = self.dice", "    new.dice = None if dice is None else dice.copy()"]
    else:
        lines.append("    new.dice = None")
    lines += ["    new._log_list = self._log_list", "    new._log_len = self._log_len"]
    for f in declared:
        src = f"self.{f.name}"
        code = None if f.share or f.kind is None else f.kind.copy_code(src, 0)
        lines.append(f"    new.{f.name} = {code or src}")
    lines.append("    return new")
    return _compiled(cls, name, lines)


def _dump_function(cls: type, declared: Iterable[Field]) -> Any:
    lines = ["def _data_to_dict(self):", "    return {"]
    for f in declared:
        if f.kind is not None:
            src = f"self.{f.name}"
            lines.append(f"        {f.key!r}: {f.kind.dump_code(src, 0) or src},")
    lines.append("    }")
    return _compiled(cls, "_data_to_dict", lines)


def hide(state: Any, seat: int | None) -> None:
    """In the view ``state``, the per-seat secrets (``saved(..., hidden=)``) of every seat but
    ``seat``: each item of another seat's value shows ``hidden`` (how many it holds stays known)."""
    for f in state.hidden_fields:
        blank = f.hidden
        setattr(state, f.name, [value if s == seat else type(value)((blank,) * len(value))
                                if isinstance(value, (tuple, list)) else blank
                                for s, value in enumerate(getattr(state, f.name))])


def set_initial(state: Any) -> None:
    """Give a new game's state the declared initial values, the saved fields first and then the
    carried attributes, which may be worked out from them (a field without an initial value is
    left to the game's own start)."""
    for f in type(state).started_fields:
        setattr(state, f.name, f.start(state))


def load(state: Any, data: Mapping[str, Any]) -> None:
    """Read every saved field of ``state`` from ``data`` (a save's "data"), each checked against
    its kind, then start the carried attributes at their initial values. ValueError, naming the
    field, for a value that does not fit; KeyError for a missing one."""
    if not isinstance(data, Mapping):
        raise TypeError("a game's data is not an object")
    declared = type(state).declared_fields
    for f in declared:
        if f.kind is not None:
            setattr(state, f.name, f.kind.load(data[f.key], state, f.key))
    for f in declared:
        if f.kind is None and f.initial is not NOTHING:
            setattr(state, f.name, f.start(state))
