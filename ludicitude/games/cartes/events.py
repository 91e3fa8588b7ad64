"""What a game of Quatre Cartes logs: each kind of event, with what it carries (its fields' types
are the save's schema: ``core/event_schema.py``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from ludicitude.core.event_schema import Face, PerSeat, Seat, Seats, one_of
from ludicitude.core.game import Event

IDEM, SUITE, MAXI, NEUF = "idem", "suite", "maxi", "neuf"
CARDS: tuple[str, ...] = (IDEM, SUITE, MAXI, NEUF)
Card = Annotated[str, one_of(*CARDS)]
Faces = tuple[Face, ...]


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    kind = "round_started"
    round: int
    rounds: int
    first: Seat


@dataclass(frozen=True, slots=True)
class Rolled(Event):
    kind = "rolled"
    seat: Seat
    faces: Faces


@dataclass(frozen=True, slots=True)
class Placed(Event):
    """``seat`` put ``faces`` on ``card``, which now holds ``combo``."""

    kind = "placed"
    seat: Seat
    card: Card
    faces: Faces
    combo: Faces


@dataclass(frozen=True, slots=True)
class Continued(Event):
    kind = "continued"
    seat: Seat


@dataclass(frozen=True, slots=True)
class Stopped(Event):
    """``seat`` stopped, taking back the dice of ``take_back`` (None: of no card)."""

    kind = "stopped"
    seat: Seat
    take_back: Card | None
    faces: Faces
    forced: bool


@dataclass(frozen=True, slots=True)
class CardScored(Event):
    kind = "card_scored"
    card: Card
    combos: PerSeat[Faces]
    ranked: Seats
    tied: tuple[Seats, ...]
    points: PerSeat[int]


@dataclass(frozen=True, slots=True)
class RoundScored(Event):
    kind = "round_scored"
    round: int
    points: PerSeat[int]
    totals: PerSeat[int]


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    kind = "game_over"
    winners: Seats
    totals: PerSeat[int]


EVENT_TYPES = (RoundStarted, Rolled, Placed, Continued, Stopped, CardScored, RoundScored, GameOver)
