"""The test opponent at Quatre Cartes, Corsaire and Cadenas: a search over futures played by
models of the other players, at a fixed processor time a decision.

It sees only ``state.view(seat)``. For each decision (one legal move: played at once):

1. it reads the view's new events into its models of the others (``tests/opponent_models.py``:
   how far each seat pushes its luck, fitted from the decisions the log shows);
2. it takes its candidates: the normal player's move first, then the moves worth searching
   (Quatre Cartes: the expert's shortlist of placements and ends; Corsaire: stopping, the rerolls
   the normal player values most, the plans that gain most; Cadenas: every legal move);
3. it plays every candidate on the same futures (common random numbers): fresh dice for a copy
   of the view (the dice to come are the only thing it does not know), then the others played
   by their models and itself by the normal player, to the end of the round (Quatre Cartes,
   valued by the round's effect on the chance of winning the game), to its own next turn
   (Corsaire, valued by its chance of most gold, the race read from the Bank left) or to the end
   of the game (Cadenas, a win share and a little of the margin);
4. it halves the field after each pass, keeping the normal move in, down to the normal move and
   the best other, which share the rest of its time (``time.process_time``, 70 ms by default);
   it leaves the normal move only if that other beat it by more than one standard error on the
   futures played after it was picked (a paired test on fresh futures: the best of several on
   the futures that picked it looks better than it is).
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable
from typing import Any

from ludicitude.core.dice import Dice
from ludicitude.core.game import GameState
from tests.opponent_models import MODELS

#: rollouts each candidate gets in the first pass (doubled at every pass after)
FIRST = 3
#: standard errors of the paired lead over the normal move a candidate needs
PAIRED_Z = 1.0


def _cartes_candidates(view: Any, seat: int, legal: list[Any], normal: Any) -> list[Any]:
    from ludicitude.games.cartes.bots import _candidates

    return _candidates(view, seat, legal, normal, 12)


def _corsaire_candidates(view: Any, seat: int, legal: list[Any], normal: Any) -> list[Any]:
    from ludicitude.games.corsaire.bots import CorsaireBot
    from ludicitude.games.corsaire.rules import ROLLING, Reroll, StopRolling
    from tests.opponent_models import best_reroll

    bot = CorsaireBot()
    if view.phase == ROLLING:
        out = [normal, StopRolling(), best_reroll(bot, view, seat)]
        rerolls = [a for a in legal if isinstance(a, Reroll)]
        # a few more: rerolling every die that is not crossed bones, and each single die
        out += sorted(rerolls, key=lambda a: -len(a.dice))[:1] + [a for a in rerolls if len(a.dice) == 1][:2]
    else:
        out = [normal, *sorted(legal, key=lambda a: -bot.gain(view, seat, a.plan))[:4]]
    unique: list[Any] = []
    for a in out:
        if a in legal and a not in unique:
            unique.append(a)
    return unique


def _all_legal(view: Any, seat: int, legal: list[Any], normal: Any) -> list[Any]:
    return [normal, *(a for a in legal if a != normal)]


def _cartes_value(start: Any, state: Any, seat: int) -> float | None:
    from ludicitude.games.cartes.bots import game_chance

    return game_chance(state, seat) if state.over or state.round_number != start.round_number else None


def _corsaire_value(start: Any, state: Any, seat: int) -> float | None:
    from ludicitude.games.corsaire.bots import win_chance

    if state.is_over or (state.active == seat and state.phase == "rolling" and getattr(state.events[-1], "first", False)
                         and len(state.events) > len(start.events)):
        return win_chance(state.gold, seat, state.bank, state.is_over)
    return None


def _cadenas_value(start: Any, state: Any, seat: int) -> float | None:
    if not state.is_over:
        return None
    scores = state.scores
    best_other = max(v for s, v in enumerate(scores) if s != seat)
    won = 1.0 / len(state.winners) if seat in state.winners else 0.0
    return won + 0.01 * math.tanh((scores[seat] - best_other) / 10)


#: per game: the candidates, where a future stops and what it is worth (None: play on)
KITS: dict[str, tuple[Callable[..., list[Any]], Callable[[Any, Any, int], float | None]]] = {
    "cartes": (_cartes_candidates, _cartes_value),
    "corsaire": (_corsaire_candidates, _corsaire_value),
    "cadenas": (_all_legal, _cadenas_value),
}


class ModelSearch:
    """The search over modelled futures (module text)."""

    def __init__(self, game_id: str, seed: int, *, budget: float = 0.070) -> None:
        from ludicitude.games import GAMES

        record, self.modelled = MODELS[game_id]
        self.record = record()
        self.candidates, self.value = KITS[game_id]
        self.bots = GAMES[game_id].module("bots")
        self.normal = self.bots.make_bot("cpu", seed)
        self.rng = Dice.from_seed(seed ^ 0x5EA7C4)
        self.budget = budget
        #: decisions searched, futures played, and moves that left the normal one (for reports)
        self.searched = self.futures = self.left_normal = 0

    def choose(self, view: GameState, seat: int) -> Any:
        start = time.process_time()
        self.record.watch(view)
        legal = view.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        normal = self.normal.choose(view, seat)
        alive = self.candidates(view, seat, legal, normal)
        if len(alive) == 1:
            return normal
        self.searched += 1
        deadline = start + self.budget
        results: list[list[float]] = [[] for _ in alive]
        seeds: list[int] = []
        per = FIRST
        index = list(range(len(alive)))
        fresh = 0  # the futures played after the field came down to the normal move and one other
        while time.process_time() < deadline:
            while len(seeds) < per:
                seeds.append(self.rng.below(1 << 62))
            for i in index:
                while len(results[i]) < per and time.process_time() < deadline:
                    results[i].append(self._future(view, seat, alive[i], seeds[len(results[i])]))
            if len(index) > 2:
                ranked = sorted(index[1:], key=lambda i: -sum(results[i]) / max(1, len(results[i])))
                index = [0, *ranked[: max(1, len(index) // 2 - 1)]]
                fresh = per if len(index) == 2 else 0
            per *= 2
        self.futures += sum(len(r) for r in results)
        best = index[1]
        # the best of several on the same futures looks better than it is: it is tested on the
        # futures played after it was picked
        if len(index) == 2 and _beats(results[best][fresh:], results[0][fresh:]):
            self.left_normal += 1
            return alive[best]
        return normal

    def _future(self, view: GameState, seat: int, action: Any, seed: int) -> float:
        state = view.copy()
        rng = Dice.from_seed(seed)
        state.dice = Dice.from_seed(rng.below(1 << 62))
        players = [self.bots.make_bot("cpu", rng.below(1 << 30)) if s == seat
                   else self.modelled(self.record, Dice.from_seed(rng.below(1 << 62))) for s in range(view.num_seats)]
        state = state.apply(seat, action)
        while True:
            value = self.value(view, state, seat)
            if value is not None:
                return value
            actor = state.to_act[0]
            state = state.apply(actor, players[actor].choose(state, actor))


def _beats(mine: list[float], other: list[float]) -> bool:
    """On the futures both were played on, ``mine`` leads ``other`` by more than ``PAIRED_Z``
    standard errors."""
    diffs = [a - b for a, b in zip(mine, other)]
    if len(diffs) < 3:
        return False
    return statistics.fmean(diffs) > PAIRED_Z * statistics.stdev(diffs) / math.sqrt(len(diffs))
