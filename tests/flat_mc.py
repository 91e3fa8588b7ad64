"""A flat Monte-Carlo player for any game, the yardstick the computer levels are measured against.

It sees only ``state.view(seat)``. For each decision it spends a fixed time (70 ms by default,
of its own processor time, so that a busy machine does not cut its search short) playing the
game out from its view. Each try picks a legal move (each once, in a random order,
then UCB1, so the promising moves get more tries; a move not tried in time is not played),
fills in what the view hides (``determinize``: by default a copy with fresh seeded dice; a game
whose view hides other seats' secrets passes its own sampler), plays the move and then the rest
of the game with a rollout player for every seat, and scores a win share plus a little of the
final margin. It plays the move tried most.

Run as a script to measure a level against it, seats rotated like ``ludicitude simulate``:

    python -m tests.flat_mc --game cartes --level expert --games 200
    python -m tests.flat_mc --game magouille --seats expert,flat-mc,cpu --games 30

It prints the games, the level's wins and their 95 % interval (Wilson), and the decision times.
"""

from __future__ import annotations

import argparse
import math
import time
from collections.abc import Callable
from typing import Any

from ludicitude.core.bots import Bot, RandomBot
from ludicitude.core.dice import Dice
from ludicitude.core.driver import SimulationResult, simulate
from ludicitude.core.game import GameState

Determinize = Callable[[GameState, int, Dice], GameState]


def fresh_dice(view: GameState, seat: int, rng: Dice) -> GameState:
    """A copy of ``view`` with its own dice: enough for games with no secret but the future."""
    state = view.copy()
    state.dice = Dice.from_seed(rng.below(1 << 62))
    return state


class FlatMonteCarlo:
    """Flat Monte-Carlo over the view with a time budget a decision (see the module's text)."""

    def __init__(self, seed: int, rollout: Callable[[int], Bot] | None = None, *, budget: float = 0.070,
                 determinize: Determinize = fresh_dice, margin: float = 0.01) -> None:
        self.rng = Dice.from_seed(seed ^ 0xF1A7)
        self.rollout = rollout or RandomBot
        self.budget, self.determinize, self.margin = budget, determinize, margin

    def choose(self, view: GameState, seat: int) -> Any:
        legal = view.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        deadline = time.process_time() + self.budget
        order = list(range(len(legal)))  # first one try each, in a random order, time allowing
        for k in range(len(order) - 1, 0, -1):
            j = self.rng.below(k + 1)
            order[k], order[j] = order[j], order[k]
        tries, totals = [0] * len(legal), [0.0] * len(legal)
        done = 0
        while done < 2 or time.process_time() < deadline:
            if done < len(order):
                i = order[done]
            else:
                log_n = math.log(done)
                i = max(order, key=lambda k: totals[k] / tries[k] + 0.7 * math.sqrt(log_n / tries[k]))
            totals[i] += self._play_out(view, seat, legal[i])
            tries[i] += 1
            done += 1
        tried = [k for k in order if tries[k]]
        return legal[max(tried, key=lambda k: (tries[k], totals[k] / tries[k]))]

    def _play_out(self, view: GameState, seat: int, action: Any) -> float:
        state = self.determinize(view, seat, self.rng).apply(seat, action)
        players = [self.rollout(self.rng.below(1 << 62)) for _ in range(state.num_seats)]
        while not state.is_over:
            actor = state.to_act[0]
            state = state.apply(actor, players[actor].choose(state, actor))
        scores = state.scores
        best_other = max(v for s, v in enumerate(scores) if s != seat)
        won = 1.0 / len(state.winners) if seat in state.winners else 0.0
        return won + self.margin * math.tanh((scores[seat] - best_other) / 10)


def secret_faces(view: GameState, seat: int, rng: Dice) -> GameState:
    """Magouille: a copy of ``view`` with its own dice, and a face drawn at random (1 to 6) for
    each other seat that has set one the view hides."""
    from ludicitude.games.magouille.rules import HIDDEN, State

    state = fresh_dice(view, seat, rng)
    assert isinstance(state, State)
    state.pending = [1 + rng.below(6) if f == HIDDEN else f for f in state.pending]
    return state


#: how the flat player fills in what a view hides, for the games that hide more than the future
SAMPLERS: dict[str, Determinize] = {"magouille": secret_faces}


def measure(game_id: str, level: str, games: int, *, seed: int = 0, budget: float = 0.070,
            rollout_kind: str = "random", determinize: Determinize | None = None,
            seats: list[str] | None = None) -> SimulationResult:
    """``level`` of ``game_id`` against the flat Monte-Carlo player, seats rotated: 2 seats, or
    ``seats`` (kinds, "flat-mc" for this player; Magouille needs 3)."""
    from ludicitude.games import GAMES

    game = GAMES[game_id]
    rules, bots = game.module("rules"), game.module("bots")
    determinize = determinize or SAMPLERS.get(game_id, fresh_dice)

    def make(kind: str, bot_seed: int) -> Bot:
        if kind == "flat-mc":
            return FlatMonteCarlo(bot_seed, lambda s: bots.make_bot(rollout_kind, s), budget=budget,
                                  determinize=determinize)
        return bots.make_bot(kind, bot_seed)

    return simulate(game_id, rules.new_game, make, seats or [level, "flat-mc"], games, seed=seed)


def main() -> None:
    p = argparse.ArgumentParser(prog="python -m tests.flat_mc", description=__doc__.splitlines()[0])
    p.add_argument("--game", required=True)
    p.add_argument("--level", default="expert")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--budget-ms", type=float, default=70.0)
    p.add_argument("--rollout", default="random", help="the rollout player's kind: random or cpu")
    p.add_argument("--seats", default="", help='every seat\'s kind, e.g. "expert,flat-mc,cpu" (the first measured)')
    args = p.parse_args()
    seats = args.seats.split(",") if args.seats else None
    result = measure(args.game, args.level, args.games, seed=args.seed, budget=args.budget_ms / 1000,
                     rollout_kind=args.rollout, seats=seats)
    out = result.to_json()
    rate = out["win_rates"][0]
    print(f"{args.game}: {','.join(seats or [args.level, 'flat-mc'])}, flat Monte-Carlo of {args.budget_ms:g} ms "
          f"with {args.rollout} rollouts, {out['games']} games, wins {out['wins']}: first seat {rate['rate']:.1%} "
          f"(95 % interval {rate['low']:.1%} to {rate['high']:.1%}), {result.seconds:.0f} s")


if __name__ == "__main__":
    main()
