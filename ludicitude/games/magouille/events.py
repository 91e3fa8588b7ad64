"""What a game of Magouille logs: each kind of event, with what it carries (its fields' types are
the save's schema: ``core/event_schema.py``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from ludicitude.core.event_schema import Between, Face, PerSeat, Seat, Seats, one_of
from ludicitude.core.game import Event

#: which of a round's two secret faces (1: the first, which sets the minimum; 2: the final one)
Reveal = Annotated[int, Between(1, 2)]


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    kind = "round_started"
    round: int
    scores: PerSeat[int]


@dataclass(frozen=True, slots=True)
class FaceSet(Event):
    """``seat`` set its die to ``face`` in secret: seen by that seat alone."""

    kind = "face_set"
    private = True
    seat: Seat
    face: Face
    reveal: Reveal


@dataclass(frozen=True, slots=True)
class Chosen(Event):
    """The table learns that ``seat`` has chosen, never what."""

    kind = "chosen"
    seat: Seat
    reveal: Reveal


@dataclass(frozen=True, slots=True)
class TalkEnded(Event):
    kind = "talk_ended"
    talk: Reveal
    seat: Seat


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """Every face shown (None for a player out of the game); the first reveal carries the
    scores after each paid their face, the second the minimum total."""

    kind = "revealed"
    reveal: Reveal
    faces: PerSeat[Face | None]
    total: int
    minimum_total: int | None = None
    scores: PerSeat[int] | None = None


@dataclass(frozen=True, slots=True)
class Scored(Event):
    kind = "scored"
    seat: Seat
    face: Face
    points: int
    cancelled: tuple[Face, ...]
    final_total: int
    minimum_total: int
    score: int


@dataclass(frozen=True, slots=True)
class NobodyScores(Event):
    kind = "nobody_scores"
    cancelled: tuple[Face, ...]
    final_total: int
    minimum_total: int


@dataclass(frozen=True, slots=True)
class Lost(Event):
    kind = "lost"
    seats_losing: Seats
    face: Face
    points: int
    final_total: int
    minimum_total: int
    scores: tuple[int, ...]  # the losers' scores, in their order


@dataclass(frozen=True, slots=True)
class Eliminated(Event):
    kind = "eliminated"
    seat: Seat
    score: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    kind = "game_over"
    winners: Seats
    reason: Annotated[str, one_of("target", "last_standing", "all_eliminated")]
    target: int
    scores: PerSeat[int]


EVENT_TYPES = (RoundStarted, FaceSet, Chosen, TalkEnded, Revealed, Scored, NobodyScores, Lost, Eliminated,
               GameOver)
