"""The one game interface every rules core implements (DESIGN.md, "One interface for every game").

A game is a value: ``apply`` returns a new state and never changes the one it is called on,
so an illegal action (which raises :class:`IllegalAction`) changes nothing, and saving, the log,
replays and bots all see every change, because there is no other way to make one.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import cache
from types import UnionType
from typing import Any, ClassVar, TypeVar, Union, get_args, get_origin, get_type_hints

from ludicitude.core import fields
from ludicitude.core.dice import Dice
from ludicitude.core.errors import BadSave, IllegalAction
from ludicitude.core.event_schema import LogSchema, event_problem, schema_of
from ludicitude.core.i18n import _

Seat = int
Action = Any
S = TypeVar("S", bound="GameState")
#: the seed a view holds: never the game's, from which every roll to come could be worked out
VIEW_SEED = 0


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened; the UI puts it into words. A game's events are frozen
    dataclasses over this one (its ``events.py``), each with the ``kind`` its saves name it by,
    and their fields' annotations are the log's schema (``core/event_schema.py``).

    ``seats`` is ``None`` for a public event, or the seats that may see it (a secret face: a
    class with ``private = True``, whose events always name their seats).
    """

    kind: ClassVar[str] = ""
    private: ClassVar[bool] = False
    seats: tuple[int, ...] | None = field(default=None, kw_only=True)

    def __init_subclass__(cls) -> None:
        # called again for the class that dataclass(slots=True) makes: that one gets the fast init
        if "__slots__" in cls.__dict__ and "__dataclass_fields__" in cls.__dict__:
            _fast_init(cls)

    def visible_to(self, seat: Seat | None) -> bool:
        return self.seats is None or (seat is not None and seat in self.seats)

    def to_dict(self) -> dict[str, Any]:
        """As a save holds it: ``{"kind", "data": {field: value...}, "seats"}`` (no seats when
        public; a field that may be missing is left out when None)."""
        data: dict[str, Any] = {}
        for name, may_miss in _saved_fields(type(self)):
            value = getattr(self, name)
            if type(value) in _PRIMITIVE:
                if value is None and may_miss:
                    continue
                data[name] = value
            else:
                data[name] = _plain(value)
        out: dict[str, Any] = {"kind": self.kind, "data": data}
        if self.seats is not None:
            out["seats"] = list(self.seats)
        return out


def _fast_init(cls: type) -> None:
    """The dataclass's own __init__ sets each field through object.__setattr__ (it is frozen);
    the slots' descriptors set them in fewer steps (events are made on every action)."""
    fields = [f for f in dataclasses.fields(cls) if f.name != "seats"]
    if any(f.default not in (dataclasses.MISSING, None) or f.default_factory is not dataclasses.MISSING
           for f in fields):
        return  # a default other than None: the dataclass's own __init__ (events declare none)
    params = ", ".join(f.name if f.default is dataclasses.MISSING else f"{f.name}=None" for f in fields)
    params = f"self, {params}, *, seats=None" if params else "self, *, seats=None"
    body = "".join(f"    _set_{f.name}(self, {f.name})\n" for f in fields) + "    _set_seats(self, seats)\n"
    scope = {f"_set_{f.name}": getattr(cls, f.name).__set__ for f in fields}
    scope["_set_seats"] = cls.seats.__set__  # type: ignore[attr-defined]
    exec(f"def __init__({params}):\n{body}", scope)
    cls.__init__ = scope["__init__"]  # type: ignore[misc]


_SAVED_FIELDS: dict[type, tuple[tuple[str, bool], ...]] = {}


def _saved_fields(cls: type) -> tuple[tuple[str, bool], ...]:
    """An event class's saved fields, in order, each with whether it may be missing."""
    found = _SAVED_FIELDS.get(cls)
    if found is None:
        found = _SAVED_FIELDS[cls] = tuple((f.name, f.default is None) for f in dataclasses.fields(cls)
                                           if f.name != "seats")
    return found


def read_events(raw: Any, schema: LogSchema, seats: int) -> list[Event]:
    """A save's events rebuilt as the game's event classes, each checked against the game's
    declared log first (ValueError, for a developer, on the first that does not fit)."""
    if type(raw) is not list:
        raise ValueError("a save's events are not a list")
    out: list[Event] = []
    append = out.append
    for d in raw:
        seen = d.get("seats")
        if seen is not None:
            if not (type(seen) is list and all(type(s) is int for s in seen)):
                raise ValueError("an event's seats are not a list of seats")
            seen = tuple(seen)
        kind, data = d["kind"], _tupled(dict(d["data"]))
        problem = event_problem(kind, data, seen, schema, seats)
        if problem is not None:
            raise ValueError(problem)
        cls = schema[kind].cls
        assert cls is not None
        append(cls(**data, seats=seen))
    return out


@dataclass(frozen=True)
class Option:
    """A setup choice offered by the launcher (RULINGS.md, rulings marked **option**)."""

    key: str
    label: str  # English source text; translate with _() when shown
    choices: tuple[tuple[Any, str], ...]  # (value, English label)
    default: Any


@dataclass(frozen=True)
class SharedStep:
    """A moment in which several seats choose at once and one seat closes it (the white sum of
    Cadenas: everyone may cross it, the active player says when the table moves on).

    ``seats``: who may choose, in the order their choices are applied when the step closes (the
    rulings' order); ``closer``: the seat whose input closes the step; ``nothing``: what a seat
    that chose nothing plays (a pass). Until the step closes, choices are only pencilled in: the
    state does not change, so any of them may still be changed or taken back.
    """

    seats: tuple[Seat, ...]
    closer: Seat
    nothing: Action


#: what a game's ``GameSpec`` declares for its State, never the State itself
SPEC_DECLARED = ("game_id", "min_seats", "max_seats")


class GameState(ABC):
    """Base of every rules core's ``State``.

    Subclasses take ``game_id`` and the seats from their spec (``class State(GameState,
    spec=SPEC)``), implement the abstract members, and declare their fields once
    (core/fields.py: ``saved`` and ``carried``): ``copy``, ``_data_to_dict``, ``_data_from_dict``
    and the initial values are derived from the declaration; ``_after_load`` checks what ties
    the fields together. A game may still write any of these by hand.
    """

    #: the game's ``GameSpec`` (``core/spec.py``), which declares ``game_id`` and the seats;
    #: None for a State declared without one (a test's toy game declares them itself)
    spec: ClassVar[Any] = None
    game_id: ClassVar[str]
    format_version: ClassVar[int] = 1
    #: seats that may be chosen for the game: inclusive bounds
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]
    options_spec: ClassVar[tuple[Option, ...]] = ()
    #: every event kind the game logs and what it carries, derived from its event classes
    #: (``class State(GameState, events=EVENT_TYPES)``); a save's events are checked against it on load
    log_schema: ClassVar[LogSchema]
    #: the declared fields, the bases' first (core/fields.py); ``state_fields``: the saved ones,
    #: in save order
    declared_fields: ClassVar[tuple[fields.Field, ...]] = ()
    state_fields: ClassVar[tuple[fields.Field, ...]] = ()
    #: the per-seat secrets among them (``saved(..., hidden=)``), hidden in another seat's view
    hidden_fields: ClassVar[tuple[fields.Field, ...]] = ()

    def __init_subclass__(cls, spec: Any = None, events: Sequence[type[Event]] | None = None, **kwargs: Any) -> None:
        """``class State(GameState, spec=SPEC, events=EVENT_TYPES)``: the id and the seats as the
        game's ``GameSpec`` declares them (declared once, in its ``spec.py``): a State of a spec, or
        a class below one, that declares any of them itself is refused (TypeError), so the two
        can't disagree; ``events``, the game's event classes, give its ``log_schema``
        (``event_schema.schema_of``)."""
        super().__init_subclass__(**kwargs)
        if events is not None:
            cls.log_schema = schema_of(events)
        own = sorted(name for name in SPEC_DECLARED if name in cls.__dict__)
        if own and (spec is not None or getattr(cls, "spec", None) is not None):
            raise TypeError(f"{cls.__name__} declares {', '.join(own)}: a game declares its id and seats once, "
                            "in its GameSpec (class State(GameState, spec=SPEC))")
        if spec is not None:
            for name in ("id", "min_seats", "max_seats"):
                if not hasattr(spec, name):
                    raise TypeError(f"{cls.__name__}'s spec has no {name}: spec= takes the game's GameSpec")
            cls.spec = spec
            cls.game_id, cls.min_seats, cls.max_seats = spec.id, spec.min_seats, spec.max_seats
        fields.gather(cls)

    num_seats: int
    options: dict[str, Any]
    seed: int
    dice: Dice | None

    def __init__(self, seats: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> None:
        """A new game of ``seats`` seats: every declared field at its initial value (a game whose
        start needs more, dealt dice or a first player, writes its own and calls ``_init_common``)."""
        self._init_common(seats, options, seed)
    # The log is append-only and shared between a state and its copies: a state knows how many
    # entries of the shared list are its own, so copying it is O(1) (apply copies every action)
    # and a copy that appends where another already did takes its own list first.
    _log_list: list[Event]
    _log_len: int

    @property
    def events(self) -> list[Event]:
        """What happened, oldest first (read-only: add with ``_log``)."""
        log = self._log_list
        return log if self._log_len == len(log) else log[: self._log_len]

    @events.setter
    def events(self, value: list[Event]) -> None:
        self._log_list = list(value)
        self._log_len = len(self._log_list)

    def _append_events(self, *new: Event) -> None:
        log = self._log_list
        if self._log_len != len(log):  # another copy extended the shared list: take our own
            log = self._log_list = log[: self._log_len]
        log.extend(new)
        self._log_len = len(log)

    # -- what every game must say --------------------------------------------------------
    @property
    @abstractmethod
    def to_act(self) -> tuple[Seat, ...]:
        """The seats expected to act now (several in a simultaneous step); empty once the game is over."""

    @abstractmethod
    def legal_actions(self, seat: Seat) -> list[Action]:
        """Every action ``seat`` may take now (empty if it is not that seat's turn)."""

    @abstractmethod
    def _apply(self, seat: Seat, action: Action) -> None:
        """Check ``action`` and change *this* state (a fresh copy) accordingly.

        Raise :class:`IllegalAction` with a readable message for anything the rules refuse.
        """

    @fields.derived
    def copy(self: S) -> S:
        """An independent copy (cheap: only lists are copied). Derived for each subclass from its
        declared fields (core/fields.py), unless the subclass writes its own."""
        raise NotImplementedError

    @fields.derived
    def _copy_without_dice(self: S) -> S:
        """``copy`` without the dice generator (for a view: nobody may foresee a roll); derived
        like ``copy``."""
        new = self.copy()
        new.dice = None
        return new

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @property
    def in_play(self) -> tuple[Seat, ...]:
        """The seats still playing: every seat, unless the rules put some out (Perudo's players
        without dice); the screen counts the people at it among these (a curtain, a wait)."""
        return tuple(range(self.num_seats))

    @property
    def winners(self) -> tuple[Seat, ...]:
        """Seats that won (several on a shared win); empty while the game goes on. By default the
        seats with the highest score once the game is over (``highest``)."""
        return highest(self.scores) if self.is_over else ()

    @property
    @abstractmethod
    def scores(self) -> tuple[int, ...]:
        """Each seat's current score (points, or gold) as the table sees it."""

    @fields.derived
    def _data_to_dict(self) -> dict[str, Any]:
        """The game-specific part of the state as plain JSON values (derived like ``copy``)."""
        raise NotImplementedError

    def _data_from_dict(self, d: Mapping[str, Any]) -> None:
        """Read back what ``_data_to_dict`` wrote; validate it, raising ValueError if impossible:
        each declared field against its shape, then ``_after_load``."""
        fields.load(self, d)
        self._after_load()

    def _after_load(self) -> None:  # noqa: B027 (an optional hook, not abstract)
        """After a load has read and checked each field: check what ties fields together
        (raise ValueError if the state is impossible) and rebuild what is not saved."""

    # -- several seats choose, one closes (optional) -------------------------------------------
    def shared_step(self) -> SharedStep | None:
        """The step in which several seats choose at once, if the game is in one (hook: None)."""
        return None

    def shared_actions(self, seat: Seat) -> list[Action]:
        """What ``seat`` may choose in the shared step, whatever the others choose (hook: the
        game guarantees that one seat's choice never makes another's illegal). Empty for a seat
        outside the step."""
        return []

    def close_shared(self: S, choices: Mapping[Seat, Action]) -> S:
        """A new state after the shared step closes with ``choices`` (a seat absent plays the
        step's ``nothing``): each seat's choice goes through ``apply`` in the step's order, so
        every rule is checked as if the seats had chosen one after the other. IllegalAction,
        and nothing changes, if any choice is refused."""
        step = self.shared_step()
        if step is None:
            raise IllegalAction(_("Nobody chooses together now."))
        if any(seat not in step.seats for seat in choices):
            raise IllegalAction(_("It is not this player's turn."))
        state = self
        for seat in step.seats:
            if state.is_over:
                break
            state = state.apply(seat, choices.get(seat, step.nothing))
        return state

    # -- shared machinery ------------------------------------------------------------------
    def apply(self: S, seat: Seat, action: Action) -> S:
        """A new state after ``seat`` takes ``action``. Raises IllegalAction; ``self`` never changes."""
        if seat not in self.to_act:  # to_act is empty once the game is over
            if self.is_over:
                raise IllegalAction(_("The game is over."))
            raise IllegalAction(_("It is not this player's turn."))
        new = self.copy()
        try:
            new._apply(seat, action)
        except IllegalAction:
            raise
        except (TypeError, AttributeError, KeyError, IndexError) as exc:  # malformed action
            raise IllegalAction(_("That action is not understood here.")) from exc
        return new

    def refusal(self, seat: Seat, action: Action) -> str | None:
        """The rules' words for why ``seat`` may not take ``action`` now; None: it may. Tried
        through ``apply``, whose new state is dropped, so nothing changes (a screen's greyed
        button says it when its key is pressed: ``Binding.why``). Ask the state, not a view: a
        view has no dice to roll."""
        try:
            self.apply(seat, action)
        except IllegalAction as exc:
            return str(exc)
        return None

    def _redact(self, seat: Seat | None) -> None:  # noqa: B027 (an optional hook, not abstract)
        """Blank out, in this copy, what ``seat`` may not know, beyond the per-seat secrets its
        fields declare (``saved(..., hidden=)``). Games with other secrets override."""

    def view(self: S, seat: Seat | None) -> S:
        """What ``seat`` may know (``None``: the table and the projector).

        A copy with other players' secrets removed, the private events of others dropped, and
        the dice generator taken away, its seed with it (the seed rebuilds the generator, and
        the log says how many rolls it has made), so that nobody can foresee a roll.
        """
        v = self.copy()
        if any(e.seats is not None for e in self.events):
            v.events = [e for e in self.events if e.visible_to(seat)]
        v.dice, v.seed = None, VIEW_SEED
        if self.hidden_fields:
            fields.hide(v, seat)
        v._redact(seat)
        return v

    def _log(self, event: Event) -> None:
        self._append_events(event)

    def _init_common(self, num_seats: int, options: Mapping[str, Any] | None, seed: int) -> None:
        if not isinstance(num_seats, int) or not self.min_seats <= num_seats <= self.max_seats:
            raise ValueError(
                _("This game is for {low} to {high} players.").format(
                    low=self.min_seats, high=self.max_seats
                )
            )
        self.num_seats = num_seats
        self.options = resolve_options(self.options_spec, options)
        self.seed = seed
        self.dice = Dice.from_seed(seed)
        self.events = []
        fields.set_initial(self)

    def _copy_common(self, other: GameState) -> None:
        """Copy the shared fields from ``self`` into ``other`` (used by ``copy``)."""
        other.num_seats = self.num_seats
        other.options = self.options
        other.seed = self.seed
        other.dice = None if self.dice is None else self.dice.copy()
        other._log_list, other._log_len = self._log_list, self._log_len

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": self.format_version,
            "game": self.game_id,
            "seats": self.num_seats,
            "options": dict(self.options),
            "seed": self.seed,
            "dice": None if self.dice is None else self.dice.state,
            "events": [e.to_dict() for e in self.events],
            "data": self._data_to_dict(),
        }

    @classmethod
    def from_dict(cls: type[S], d: Mapping[str, Any]) -> S:
        """Rebuild a state from ``to_dict`` output; raise BadSave, in words, if it can't be."""
        if not isinstance(d, Mapping):
            raise BadSave(_("The saved game is not a game record."))
        if d.get("game") != cls.game_id:
            raise BadSave(_("The saved game is not a game of this kind."))
        version = d.get("format")
        if version != cls.format_version:
            raise BadSave(
                _("The saved game uses format {found}; this version reads format {wanted}.").format(
                    found=version, wanted=cls.format_version
                )
            )
        state = cls.__new__(cls)
        try:
            seats = d["seats"]
            if not isinstance(seats, int) or not cls.min_seats <= seats <= cls.max_seats:
                raise ValueError("seat count")
            state.num_seats = seats
            state.options = resolve_options(cls.options_spec, d["options"])
            state.seed = int(d["seed"])
            dice = d["dice"]
            state.dice = None if dice is None else Dice(int(dice) & ((1 << 64) - 1))
            state.events = read_events(d["events"], cls.log_schema, seats)
            state._data_from_dict(d["data"])
        except BadSave:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError) as exc:
            raise BadSave(_("The saved game is damaged or holds impossible values.")) from exc
        return state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameState) and type(other) is type(self) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]


def highest(values: Sequence[int]) -> tuple[Seat, ...]:
    """The seats with the highest value: the winners where the most points (or gold) win and a
    tie is a shared win (RULINGS.md, the end of Quatre Cartes, Cadenas and Corsaire)."""
    best = max(values)
    return tuple(s for s, v in enumerate(values) if v == best)


def resolve_options(spec: Sequence[Option], given: Mapping[str, Any] | None) -> dict[str, Any]:
    """Options with defaults filled in; an unknown key or value raises ValueError."""
    given = dict(given or {})
    out: dict[str, Any] = {}
    for opt in spec:
        value = given.pop(opt.key, opt.default)
        if value not in [c[0] for c in opt.choices]:
            raise ValueError(f"option {opt.key}: {value!r} is not one of the choices")
        out[opt.key] = value
    if given:
        raise ValueError(f"unknown options: {sorted(given)}")
    return out


# -- actions as plain data ---------------------------------------------------------------
def action_to_dict(action: Action) -> dict[str, Any]:
    """A frozen-dataclass action as ``{"type": ClassName, field: value...}``: tuples as lists,
    enums as their values, and a field holding frozen dataclasses (alone, or in a tuple or list)
    as nested dicts of the same form (Corsaire's plan steps)."""
    if not dataclasses.is_dataclass(action) or isinstance(action, type):
        raise TypeError("actions are dataclasses")
    return _plain(action)


def action_from_dict(d: Mapping[str, Any], types: Sequence[type]) -> Action:
    """The inverse of ``action_to_dict`` among the given action classes. Nested values are
    rebuilt from the fields' declared types (``tuple[PlanStep, ...]``, an enum); anything that
    does not fit them is not understood, in words."""
    by_name = {t.__name__: t for t in types}
    try:
        cls = by_name[d["type"]]
        return _rebuilt(d, cls)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise IllegalAction(_("That action is not understood here.")) from exc


_PRIMITIVE = (str, int, float, bool, type(None))


def _plain(value: Any) -> Any:
    if type(value) in _PRIMITIVE:  # most of a log: checked first, as saves write every event
        return value
    if isinstance(value, (list, tuple)):
        if all(type(v) in _PRIMITIVE for v in value):
            return list(value)
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out = {"type": type(value).__name__}
        for f in dataclasses.fields(value):
            out[f.name] = _plain(getattr(value, f.name))
        return out
    return value


@cache
def _field_types(cls: type) -> tuple[tuple[str, Any], ...]:
    """A dataclass's fields with their declared types (resolved once per class)."""
    hints = get_type_hints(cls)
    return tuple((f.name, hints.get(f.name, Any)) for f in dataclasses.fields(cls))


def _rebuilt(value: Any, hint: Any) -> Any:
    """``value`` (plain JSON) as the declared type ``hint`` says: a frozen dataclass from its
    dict (its "type" must name it), an enum from its value, a tuple or list of them; other
    values as before (lists as tuples)."""
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        if not isinstance(value, Mapping):
            if hasattr(hint, "from_plain"):  # an older plain form the class still reads
                return hint.from_plain(value)
            raise TypeError(f"{hint.__name__} expected")
        if value.get("type", hint.__name__) != hint.__name__:
            raise TypeError(f"{hint.__name__} expected")
        return hint(**{name: _rebuilt(value[name], t) for name, t in _field_types(hint)})
    if isinstance(hint, type) and issubclass(hint, Enum):
        return hint(value)
    origin, args = get_origin(hint), get_args(hint)
    if origin in (tuple, list) and args and isinstance(value, list):
        if origin is list:
            return [_rebuilt(v, args[0]) for v in value]
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_rebuilt(v, args[0]) for v in value)
        if len(args) != len(value):
            raise ValueError("wrong length")
        return tuple(_rebuilt(v, t) for v, t in zip(value, args, strict=True))
    if origin in (Union, UnionType) and value is not None:
        nested = [t for t in args if t is not type(None) and _is_nested(t)]
        if len(nested) == 1:
            return _rebuilt(value, nested[0])
    return _tupled(value)


def _is_nested(hint: Any) -> bool:
    """True for a type ``_rebuilt`` builds (a dataclass, an enum, a tuple or list of them)."""
    if isinstance(hint, type):
        return dataclasses.is_dataclass(hint) or issubclass(hint, Enum)
    return get_origin(hint) in (tuple, list) and any(_is_nested(t) for t in get_args(hint) if t is not Ellipsis)


_SCALARS = frozenset((int, str, bool, float, type(None)))


def _tupled(value: Any) -> Any:
    if type(value) in _SCALARS:  # most values: answered without a walk
        return value
    if isinstance(value, list):
        return tuple([_tupled(v) for v in value])
    if isinstance(value, dict):
        return {k: _tupled(v) for k, v in value.items()}
    return value
