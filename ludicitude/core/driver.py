"""A generic headless loop: play any registered game to the end with computer players.

Used by ``ludicitude simulate``, the property tests and the benchmarks.
"""

from __future__ import annotations

import time
from math import sqrt
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ludicitude.core.bots import Bot
from ludicitude.core.game import GameState

NewGame = Callable[..., GameState]
MakeBot = Callable[[str, int], Bot]
#: a game's own counts for one finished game (a rules module's ``game_tally``), summed by simulate
Tally = Callable[[GameState], Mapping[str, int]]


def play(
    state: GameState,
    players: Sequence[Bot],
    *,
    max_actions: int = 1_000_000,
    on_action: Callable[[GameState, int, Any, GameState], None] | None = None,
) -> GameState:
    """Play ``state`` to its end; ``players[seat]`` chooses for each seat from its own view."""
    for _ in range(max_actions):
        if state.is_over:
            return state
        seat = state.to_act[0]
        action = players[seat].choose(state.view(seat), seat)
        new = state.apply(seat, action)
        if on_action is not None:
            on_action(state, seat, action, new)
        state = new
    raise RuntimeError(f"{type(state).__module__}: no end after {max_actions} actions")


History = tuple[tuple[GameState, int | None, Any], ...]


def history(state: GameState, players: Sequence[Bot]) -> History:
    """A whole game played by ``players`` from ``state``: every position as (state, the seat that
    acted there, its action), and the final one as (state, None, None). Screenshots and tests
    pick positions from it."""
    out: list[tuple[GameState, int | None, Any]] = []
    final = play(state, players, on_action=lambda before, seat, action, _after: out.append((before, seat, action)))
    out.append((final, None, None))
    return tuple(out)


@dataclass
class SimulationResult:
    game: str
    games: int
    seats: list[str]
    wins: list[int]
    seconds: float
    #: the game's own counts summed over every game (see Tally), e.g. Magouille's rounds scored
    tally: dict[str, int] = field(default_factory=dict)

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else float("inf")

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "games": self.games,
            "seats": self.seats,
            "wins": self.wins,
            "win_rates": [_rate(w, self.games) for w in self.wins],
            "tally": self.tally,
            "games_per_second": round(self.games_per_second, 2),
        }


def _rate(count: int, total: int) -> dict[str, float]:
    """A share with its 95 % interval (Wilson score interval)."""
    if total <= 0:
        return {"rate": 0.0, "low": 0.0, "high": 1.0}
    z = 1.96
    p = count / total
    centre = (p + z * z / (2 * total)) / (1 + z * z / total)
    half = z * sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / (1 + z * z / total)
    return {"rate": round(p, 4), "low": round(centre - half, 4), "high": round(centre + half, 4)}


def simulate(
    game_id: str,
    new_game: NewGame,
    make_bot: MakeBot,
    kinds: Sequence[str],
    games: int,
    *,
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
    tally: Tally | None = None,
) -> SimulationResult:
    """Play ``games`` games. The listed seats rotate round the table from game to game, so
    that no kind always plays first; ``wins[i]`` counts the games the i-th listed kind won
    (a shared win counts for each winner). ``tally``, if given, counts what the game wants
    counted in each finished game; the counts are summed."""
    n = len(kinds)
    wins = [0] * n
    totals: dict[str, int] = {}
    start = time.perf_counter()
    for g in range(games):
        order = [(i + g) % n for i in range(n)]  # order[seat] = index into kinds
        players = [make_bot(kinds[k], seed * 1_000_003 + g * 31 + seat) for seat, k in enumerate(order)]
        final = play(new_game(n, options, seed * 1_000_003 + g), players)
        for seat in final.winners:
            wins[order[seat]] += 1
        if tally is not None:
            for key, count in tally(final).items():
                totals[key] = totals.get(key, 0) + count
    return SimulationResult(game_id, games, list(kinds), wins, time.perf_counter() - start, totals)
