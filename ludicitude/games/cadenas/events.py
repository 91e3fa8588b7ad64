"""What a game of Cadenas logs: each kind of event, with what it carries (its fields' types are
the save's schema: ``core/event_schema.py``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from ludicitude.core.event_schema import Between, Face, Keys, Longest, PerSeat, Seat, Seats, one_of
from ludicitude.core.game import Event

ROWS = ("red", "yellow", "green", "blue")
Row = Annotated[str, one_of(*ROWS)]
#: action 1 (everyone, the white sum) or action 2 (the active player, a white and a coloured die)
Step = Annotated[int, Between(1, 2)]


@dataclass(frozen=True, slots=True)
class Rolled(Event):
    """The active player's roll: two white dice and the coloured dice still in play."""

    kind = "roll"
    seat: Seat
    whites: Annotated[tuple[Face, ...], Longest(2)]
    colours: Annotated[dict[str, Face], Keys(*ROWS)]


@dataclass(frozen=True, slots=True)
class Passed(Event):
    kind = "pass"
    seat: Seat
    action: Step


@dataclass(frozen=True, slots=True)
class Crossed(Event):
    """``seat`` crossed ``number`` in ``row``; in action 2, with the white and coloured faces."""

    kind = "cross"
    seat: Seat
    action: Step
    row: Row
    number: Annotated[int, Between(2, 12)]
    white: Face | None = None
    colour: Face | None = None


@dataclass(frozen=True, slots=True)
class Locked(Event):
    kind = "lock"
    seat: Seat
    row: Row


@dataclass(frozen=True, slots=True)
class GreyBoxTaken(Event):
    kind = "grey_box"
    seat: Seat
    count: int


@dataclass(frozen=True, slots=True)
class RowClosed(Event):
    kind = "row_closed"
    row: Row


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    kind = "game_end"
    reason: Annotated[str, one_of("locks", "grey_boxes")]
    scores: PerSeat[int]
    winners: Seats


EVENT_TYPES = (Rolled, Passed, Crossed, Locked, GreyBoxTaken, RowClosed, GameEnded)
