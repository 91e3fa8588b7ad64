"""Pig: in turn, roll one die as often as you like, adding it to the turn's points; a 1 loses
them and ends the turn; Hold banks them. The first to 20 wins. No pygame."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Annotated, Any

from ludicitude.core import fields
from ludicitude.core.errors import IllegalAction
from ludicitude.core.event_schema import Between, Face, PerSeat, Seat
from ludicitude.core.game import Event, GameState
from ludicitude.core.i18n import _
from tests.pig.spec import SPEC

TARGET = 20
Points = Annotated[int, Between(0, 100)]


@dataclass(frozen=True)
class Roll:
    pass


@dataclass(frozen=True)
class Hold:
    pass


ACTION_TYPES = (Roll, Hold)


@dataclass(frozen=True, slots=True)
class Rolled(Event):
    kind = "rolled"
    seat: Seat
    face: Face


@dataclass(frozen=True, slots=True)
class Banked(Event):
    kind = "banked"
    seat: Seat
    points: Points


EVENT_TYPES = (Rolled, Banked)


class State(GameState, spec=SPEC, events=EVENT_TYPES):
    banked: list[int] = fields.saved(PerSeat[Points], initial=0)
    turn_points: int = fields.saved(Points, initial=0)
    current: int = fields.saved(Seat, initial=0)
    turn: int = fields.saved(Annotated[int, Between(1, 10_000)], initial=1)

    @property
    def to_act(self) -> tuple[int, ...]:
        return () if self.is_over else (self.current,)

    @property
    def is_over(self) -> bool:
        return max(self.banked) >= TARGET

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.banked)

    def legal_actions(self, seat: int) -> list[Any]:
        if seat not in self.to_act:
            return []
        return [Roll(), Hold()] if self.turn_points else [Roll()]

    def _apply(self, seat: int, action: Any) -> None:
        if action not in self.legal_actions(seat):
            raise IllegalAction(_("Roll, hold once the turn has points, or a 1 loses them."))
        if isinstance(action, Roll):
            assert self.dice is not None
            face = self.dice.roll()
            self._log(Rolled(seat, face))
            if face == 1:
                self.turn_points, self.current, self.turn = 0, (seat + 1) % self.num_seats, self.turn + 1
            else:
                self.turn_points += face
            return
        self.banked[seat] += self.turn_points
        self._log(Banked(seat, self.turn_points))
        self.turn_points, self.current, self.turn = 0, (seat + 1) % self.num_seats, self.turn + 1


def new_game(seats: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> State:
    return State(seats, options, seed)
