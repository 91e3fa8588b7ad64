"""What a game of Perudo logs: each kind of event, with what it carries (its fields' types are
the save's schema: ``ludicitude.core.event_schema``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from ludicitude.core.event_schema import Between, Face, Longest, PerSeat, Seat
from ludicitude.core.game import Event

DICE_EACH = 5
MOST_SEATS = 6
Count = Annotated[int, Between(0, DICE_EACH * MOST_SEATS)]
Cup = Annotated[tuple[Face, ...], Longest(DICE_EACH)]
Round = Annotated[int, Between(1, 10_000)]


@dataclass(frozen=True, slots=True)
class RoundBegun(Event):
    kind = "round"
    round: Round
    starter: Seat
    dice: PerSeat[Annotated[int, Between(0, DICE_EACH)]]


@dataclass(frozen=True, slots=True)
class CupRolled(Event):
    """``seat``'s dice under its cup: seen by that seat alone."""

    kind = "rolled"
    private = True
    seat: Seat
    faces: Cup


@dataclass(frozen=True, slots=True)
class BidMade(Event):
    kind = "bid"
    seat: Seat
    quantity: Count
    face: Face


@dataclass(frozen=True, slots=True)
class DudoCalled(Event):
    """``caller`` doubted ``bidder``'s bid; every cup is shown, ``count`` dice matched."""

    kind = "dudo"
    caller: Seat
    bidder: Seat
    quantity: Count
    face: Face
    count: Count
    cups: PerSeat[Cup]
    held: bool


@dataclass(frozen=True, slots=True)
class LostDie(Event):
    kind = "lost_die"
    seat: Seat
    left: Annotated[int, Between(0, DICE_EACH)]


@dataclass(frozen=True, slots=True)
class Out(Event):
    kind = "out"
    seat: Seat


@dataclass(frozen=True, slots=True)
class Won(Event):
    kind = "won"
    seat: Seat


EVENT_TYPES = (RoundBegun, CupRolled, BidMade, DudoCalled, LostDie, Out, Won)
