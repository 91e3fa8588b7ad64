"""What a game of Corsaire logs: each kind of event, with what it carries (its fields' types are
the save's schema: ``core/event_schema.py``). Every result's event ends with the Bank and the
King's share after it (``bank``, ``king``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ludicitude.core.event_schema import Face, PerSeat, Seat, Seats
from ludicitude.core.game import Event


@dataclass(frozen=True, slots=True)
class Rolled(Event):
    """``seat``'s dice after a roll; ``rerolled``: the positions rolled (all five first)."""

    kind = "roll"
    seat: Seat
    faces: tuple[Face, ...]
    rerolled: tuple[int, ...]
    first: bool


@dataclass(frozen=True, slots=True)
class Stopped(Event):
    kind = "stop"
    seat: Seat


@dataclass(frozen=True, slots=True)
class Bust(Event):
    kind = "bust"
    seat: Seat
    crosses: int
    paid: int


@dataclass(frozen=True, slots=True)
class NoResult(Event):
    kind = "no_result"
    seat: Seat


@dataclass(frozen=True, slots=True)
class Cannon(Event):
    """A coin die with a Cannon: ``taken`` from the Bank (``bank_before``), ``king_takes`` to the King."""

    kind = "cannon"
    seat: Seat
    coin: int
    taken: int
    king_takes: int
    bank_before: int
    bank: int
    king: int


@dataclass(frozen=True, slots=True)
class Skull(Event):
    kind = "skull"
    seat: Seat
    coin: int
    victim: Seat
    taken: int
    bank: int
    king: int


@dataclass(frozen=True, slots=True)
class FiveCoins(Event):
    kind = "five_coins"
    seat: Seat
    taken: int
    bank: int
    king: int


@dataclass(frozen=True, slots=True)
class FiveSkulls(Event):
    kind = "five_skulls"
    seat: Seat
    victim: Seat
    taken: int
    bank: int
    king: int


@dataclass(frozen=True, slots=True)
class FiveCannons(Event):
    kind = "five_cannons"
    seat: Seat
    taken: int
    bank: int
    king: int


@dataclass(frozen=True, slots=True)
class BankEmpty(Event):
    kind = "bank_empty"
    unplayed: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    kind = "game_over"
    winners: Seats
    gold: PerSeat[int]
    king: int


Result = Cannon | Skull | FiveCoins | FiveSkulls | FiveCannons
#: the event of each result of a plan (``rules.settle``'s steps name them by kind)
RESULTS: dict[str, type[Result]] = {cls.kind: cls for cls in (Cannon, Skull, FiveCoins, FiveSkulls, FiveCannons)}


def result_event(seat: int, step: Mapping[str, Any]) -> Result:
    """The event of one of ``rules.settle``'s steps, played by ``seat``."""
    values = dict(step)
    return RESULTS[values.pop("kind")](seat=seat, **values)
EVENT_TYPES = (Rolled, Stopped, Bust, NoResult, Cannon, Skull, FiveCoins, FiveSkulls, FiveCannons, BankEmpty,
               GameOver)
