"""A tiny game that proves the one game interface (not shipped).

"Trois": every round each seat secretly picks 1, 2 or 3 (simultaneous, secret); then a die is
rolled; the highest pick shown by exactly one seat scores the die. First to 10 wins.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ludicitude.core.errors import IllegalAction
from ludicitude.core.event_schema import Seat, schema_of
from ludicitude.core.game import Event, GameState, Option


@dataclass(frozen=True)
class Pick:
    value: int


@dataclass(frozen=True, slots=True)
class Picked(Event):
    kind = "picked"
    private = True
    seat: Seat
    value: int


@dataclass(frozen=True, slots=True)
class HasChosen(Event):
    kind = "has_chosen"
    seat: Seat


@dataclass(frozen=True, slots=True)
class Reveal(Event):
    kind = "reveal"
    picks: tuple[int, ...]
    roll: int


class State(GameState):
    game_id = "toy"
    min_seats = 2
    max_seats = 4
    options_spec = (Option("target", "Target", ((10, "10"), (5, "5")), 10),)
    log_schema = schema_of((Picked, HasChosen, Reveal))

    def __init__(self, seats: int, options: Mapping[str, Any] | None = None, seed: int = 0):
        self._init_common(seats, options, seed)
        self.points = [0] * seats
        self.picks: list[int | None] = [None] * seats

    def copy(self) -> State:
        new = State.__new__(State)
        self._copy_common(new)
        new.points = list(self.points)
        new.picks = list(self.picks)
        return new

    @property
    def to_act(self) -> tuple[int, ...]:
        if self.is_over:
            return ()
        return tuple(s for s in range(self.num_seats) if self.picks[s] is None)

    def legal_actions(self, seat: int) -> list[Pick]:
        return [Pick(v) for v in (1, 2, 3)] if seat in self.to_act else []

    def _apply(self, seat: int, action: Any) -> None:
        if not isinstance(action, Pick) or action.value not in (1, 2, 3):
            raise IllegalAction("Pick 1, 2 or 3.")
        self.picks[seat] = action.value
        self._log(Picked(seat, action.value, seats=(seat,)))
        self._log(HasChosen(seat))
        if all(p is not None for p in self.picks):
            assert self.dice is not None
            roll = self.dice.roll()
            shown = [p for p in self.picks if p is not None]
            unique = [v for v in shown if shown.count(v) == 1]
            if unique:
                winner = self.picks.index(max(unique))
                self.points[winner] += roll
            self._log(Reveal(tuple(shown), roll))
            self.picks = [None] * self.num_seats

    def _redact(self, seat: int | None) -> None:
        self.picks = [p if s == seat or p is None else 0 for s, p in enumerate(self.picks)]

    @property
    def is_over(self) -> bool:
        return max(self.points) >= self.options["target"]

    @property
    def winners(self) -> tuple[int, ...]:
        if not self.is_over:
            return ()
        return tuple(s for s, p in enumerate(self.points) if p == max(self.points))

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.points)

    def _data_to_dict(self) -> dict[str, Any]:
        return {"points": self.points, "picks": self.picks}

    def _data_from_dict(self, d: Mapping[str, Any]) -> None:
        points, picks = list(d["points"]), list(d["picks"])
        if len(points) != self.num_seats or len(picks) != self.num_seats:
            raise ValueError("seat count")
        if any(not isinstance(p, int) or p < 0 for p in points):
            raise ValueError("points")
        if any(p not in (None, 1, 2, 3) for p in picks):
            raise ValueError("picks")
        self.points, self.picks = points, picks


def new_game(seats: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> State:
    return State(seats, options, seed)


ACTION_TYPES = (Pick,)
