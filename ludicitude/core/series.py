"""Each player's score through a game, as a chart draws it: the scores at the start and after
every round or turn, read from the states a game's record replays (no pygame, no game names:
each game's ``texts.score_series`` says what a step is for it)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Any

from ludicitude.core.game import GameState
from ludicitude.core.i18n import N_


@dataclass(frozen=True)
class ScoreSeries:
    """``points[i]`` is every seat's score after step ``first + i`` (a round or a turn; step 0 is
    the start of the game); ``axis`` names the steps and ``value`` the scores (English sources,
    translated when drawn)."""

    axis: str
    first: int
    points: tuple[tuple[int, ...], ...]
    value: str = N_("Points")

    @property
    def seats(self) -> int:
        return len(self.points[0]) if self.points else 0

    def of(self, seat: int) -> tuple[int, ...]:
        """``seat``'s score at each step."""
        return tuple(p[seat] for p in self.points)

    @property
    def low(self) -> int:
        return min((min(p) for p in self.points), default=0)

    @property
    def high(self) -> int:
        return max((max(p) for p in self.points), default=0)


def sample_scores(states: Iterable[GameState], step_of: Callable[[Any], Hashable], axis: str,
                  first: Callable[[Any], int] = lambda _state: 0, value: str = N_("Points")) -> ScoreSeries:
    """The scores at the first state, then at every state where ``step_of`` changes (the first
    position of a new round or turn holds the scores the last one left), then at the last state
    if the game ended inside a step. ``first(start)``: how many steps the start is into the game
    (a record may begin where an older save was resumed)."""
    points: list[tuple[int, ...]] = []
    start: int = 0
    last_step: Hashable = None
    last: GameState | None = None
    last_kept = False
    for state in states:
        step = step_of(state)
        if last is None:
            start = first(state)
            points.append(tuple(state.scores))
            last_kept = True
        elif step != last_step:
            points.append(tuple(state.scores))
            last_kept = True
        else:
            last_kept = False
        last, last_step = state, step
    if last is not None and not last_kept and last.is_over:
        points.append(tuple(last.scores))
    return ScoreSeries(axis, start, tuple(points), value)
