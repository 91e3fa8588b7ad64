"""The strongest test opponent: a Monte-Carlo player that models the others from their play.

Like ``tests/flat_mc.py`` it sees only ``state.view(seat)`` and spends a fixed time a decision
(70 ms of its own processor time by default) trying its legal moves (each once in a random order,
then UCB1) on futures that fill in what the view hides, and plays the move tried most. What it
adds, at Magouille, where the others' faces are hidden:

- **a model of every other player from its play**: the faces each seat has shown at each reveal
  (recent ones counting more, a little of every face added so that no face is ruled out);
- **hidden faces drawn from that model**: a face set but hidden, or yet to be set, is drawn from
  that seat's record at that step, not at random;
- **futures played by the models**: the rest of the round and the next ``HORIZON`` rounds are
  played by every other seat drawing from its record, and by itself drawing from its own; the
  future is then scored as the game's end (a win share) or, if it has not ended, the player's
  share of the points of the players still in, since games between careful players end by
  elimination.

At Quatre Cartes, Cadenas and Corsaire nothing is hidden but the dice to come: there it is
``tests/model_search.ModelSearch``, a search over futures whose other players follow models
fitted from their play (how far each pushes its luck), the normal player's move kept unless a
paired test on the same futures says otherwise. The earlier opponent of those games, the flat
Monte-Carlo player with the normal player's rollouts, is kind "flat" (to measure the two).

At Magouille, kind "reader" is the table reader (``TableReader``): no futures beyond the round,
but a model of each seat's faces that follows the minimum total they answered (how often each
face, after a low, middle or high minimum: whether they bluff low when the minimum is high), the
hidden faces drawn from it, and the face with the best outcome over the draws played.

Run as a script to measure a level against it, every deal played once with each seat rotation
(``measure``), e.g.:

    python -m tests.mc_opponent --game magouille --seats mc,expert,expert --games 60
    python -m tests.mc_opponent --game corsaire --seats expert,mc --games 100
    python -m tests.mc_opponent --game magouille --seats one,expert,expert --games 99
    python -m tests.mc_opponent --game magouille --seats reader,expert,expert --games 150
    python -m tests.mc_opponent --game cartes --seats mc,flat --games 100

It prints the games, every kind's wins with the 95 % interval (Wilson) and the seconds; at
Magouille also every kind's net points a round (``magouille_points``), which shows an edge in
fewer games than the wins do.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from typing import Any

from ludicitude.core.bots import Bot
from ludicitude.core.dice import Dice
from ludicitude.core.driver import SimulationResult, _rate, play
from ludicitude.core.game import GameState
from ludicitude.games.magouille.bots import resolve
from ludicitude.games.magouille.events import Revealed
from tests.flat_mc import FlatMonteCarlo, fresh_dice
from tests.model_search import ModelSearch

#: rounds played after the present one before a Magouille future is scored
HORIZON = 4
#: how much an older face counts against the newest in a seat's record, and the little of every
#: face a record starts from
DECAY = 0.92
PRIOR = 0.3


class MagouilleModels:
    """Each seat's faces at each reveal, read from a view's log (recent faces counting more)."""

    def __init__(self) -> None:
        self.counts: dict[tuple[int, int], list[float]] = {}
        self.read = 0

    def watch(self, view: Any) -> None:
        events = view.events
        if len(events) < self.read:
            self.counts, self.read = {}, 0
        for event in events[self.read:]:
            if isinstance(event, Revealed):
                for s, face in enumerate(event.faces):
                    if face is not None:
                        key = (event.reveal, s)
                        counts = [DECAY * c for c in self.counts.get(key, [PRIOR] * 6)]
                        counts[face - 1] += 1.0
                        self.counts[key] = counts
        self.read = len(events)

    def draw(self, reveal: int, seat: int, rng: Dice) -> int:
        counts = self.counts.get((reveal, seat), [1.0] * 6)
        x = rng.below(1 << 30) / (1 << 30) * sum(counts)
        for face, c in enumerate(counts, 1):
            x -= c
            if x < 0:
                return face
        return 6


class ModelMonteCarlo(FlatMonteCarlo):
    """Monte-Carlo over the view with a model of every seat built from its play (module text)."""

    def __init__(self, seed: int, *, budget: float = 0.070) -> None:
        super().__init__(seed, budget=budget)
        self.models = MagouilleModels()

    def choose(self, view: GameState, seat: int) -> Any:
        self.models.watch(view)
        return super().choose(view, seat)

    def _play_out(self, view: GameState, seat: int, action: Any) -> float:
        from ludicitude.games.magouille.rules import FINAL_SECRET, FIRST_SECRET, HIDDEN, EndTalk, SetFace, State

        state = fresh_dice(view, seat, self.rng)
        assert isinstance(state, State)
        reveal = 1 if state.step == FIRST_SECRET else 2
        state.pending = [self.models.draw(reveal, s, self.rng) if f == HIDDEN else f
                         for s, f in enumerate(state.pending)]
        state = state.apply(seat, action)
        last = state.round + HORIZON
        while not state.is_over and state.round <= last:
            actor = state.to_act[0]
            if state.step in (FIRST_SECRET, FINAL_SECRET):
                move: Any = SetFace(self.models.draw(1 if state.step == FIRST_SECRET else 2, actor, self.rng))
            else:
                move = EndTalk()
            state = state.apply(actor, move)
        if state.is_over:
            return 1.0 / len(state.winners) if seat in state.winners else 0.0
        alive = state.players_in_game
        if seat not in alive:
            return 0.0
        return (state.scores_list[seat] + 1) / sum(state.scores_list[s] + 1 for s in alive)


#: a Magouille table reader's buckets of the minimum total a player (low, middle, high), the
#: weight of a seat's record at any minimum beside its record at this one, and the futures it
#: weighs a face on (second face; first face, each followed by the best second face)
READER_BUCKETS = (2.5, 3.5)
READER_ANY = 0.5
READER_SECOND_SAMPLES = 240
READER_FIRST_SAMPLES = 60


def minimum_bucket(minimum: int, players: int) -> int:
    """0, 1 or 2: the minimum total a player is low, middle or high."""
    per = minimum / max(1, players)
    return sum(per > b for b in READER_BUCKETS)


class TableRecord:
    """What a Magouille table reader knows of each other seat, from a view's log: how often it
    showed each face first, and each face second after a low, middle or high minimum total (recent
    faces counting more, a little of every face added so that none is ruled out)."""

    def __init__(self) -> None:
        self.first: dict[int, list[float]] = {}
        self.second: dict[tuple[int, int], list[float]] = {}  # (seat, bucket) -> counts
        self.second_any: dict[int, list[float]] = {}
        self.read = 0

    @staticmethod
    def _add(table: dict[Any, list[float]], key: Any, face: int) -> None:
        counts = [DECAY * c for c in table.get(key, [0.0] * 6)]
        counts[face - 1] += 1.0
        table[key] = counts

    def watch(self, view: Any) -> None:
        events = view.events
        if len(events) < self.read:
            self.first, self.second, self.second_any, self.read = {}, {}, {}, 0
        for event in events[self.read:]:
            if isinstance(event, Revealed):
                shown = [(s, f) for s, f in enumerate(event.faces) if f is not None]
                for s, face in shown:
                    if event.reveal == 1:
                        self._add(self.first, s, face)
                    else:
                        bucket = minimum_bucket(event.minimum_total or 0, len(shown))
                        self._add(self.second, (s, bucket), face)
                        self._add(self.second_any, s, face)
        self.read = len(events)

    def first_spread(self, seat: int) -> list[float]:
        return [PRIOR + c for c in self.first.get(seat, [0.0] * 6)]

    def second_spread(self, seat: int, bucket: int) -> list[float]:
        here = self.second.get((seat, bucket), [0.0] * 6)
        anywhere = self.second_any.get(seat, [0.0] * 6)
        return [PRIOR + h + READER_ANY * a for h, a in zip(here, anywhere)]


def _pick(weights: list[float], u: float) -> int:
    """The face at ``u`` (0 to 1) of the spread ``weights`` (the same ``u`` for every candidate
    face weighed: common random numbers)."""
    x = u * sum(weights)
    for face, w in enumerate(weights, 1):
        x -= w
        if x < 0:
            return face
    return 6


class TableReader:
    """Magouille's table reader: it models each other player's faces from their history in this
    game (``TableRecord``), draws the hidden faces from that model, and plays the face with the
    best outcome over those draws: at the second step, each face against the same draws of the
    others' second faces after this minimum; at the first, each face followed by its best second
    face, against draws of the others' first faces and of their second faces after the minimum
    those make. An outcome is the round's end read as the game's: above the target with the best
    score wins, below 0 is out, otherwise its share of the points of the players still in. It is
    handed only its seat's view."""

    def __init__(self, seed: int) -> None:
        self.rng = Dice.from_seed(seed)
        self.record = TableRecord()

    def _u(self) -> float:
        return self.rng.below(1 << 30) / (1 << 30)

    def choose(self, view: Any, seat: int) -> Any:
        from ludicitude.games.magouille.rules import FINAL_SECRET, FIRST_SECRET, EndTalk, SetFace

        if view.step not in (FIRST_SECRET, FINAL_SECRET):
            return EndTalk()
        self.record.watch(view)
        players = view.players_in_game
        others = [s for s in players if s != seat]
        scores = {s: view.scores_list[s] for s in players}
        if view.step == FINAL_SECRET:
            bucket = minimum_bucket(view.minimum_total, len(players))
            spreads = {s: self.record.second_spread(s, bucket) for s in others}
            draws = [{s: _pick(spreads[s], self._u()) for s in others} for _ in range(READER_SECOND_SAMPLES)]
            worth = self._second_worths(view, seat, scores, view.minimum_total, draws)
            return SetFace(1 + max(range(6), key=lambda i: worth[i]))
        firsts = {s: self.record.first_spread(s) for s in others}
        draws = [({s: _pick(firsts[s], self._u()) for s in others}, {s: self._u() for s in others})
                 for _ in range(READER_FIRST_SAMPLES)]
        best, best_worth = 1, float("-inf")
        ends: dict[tuple[Any, ...], float] = {}
        for mine in range(1, 7):
            paid = {s: v - mine if s == seat else v for s, v in scores.items()}
            seconds = []
            for first, us in draws:
                minimum = mine + sum(first.values())
                bucket = minimum_bucket(minimum, len(players))
                after = {s: v - first.get(s, 0) for s, v in paid.items()}
                faces = {s: _pick(self.record.second_spread(s, bucket), us[s]) for s in others}
                seconds.append((minimum, after, faces))
            worth = max(sum(_read(faces, f, seat, minimum, after, view.target, ends)
                            for minimum, after, faces in seconds) for f in range(1, 7))
            if worth > best_worth:
                best, best_worth = mine, worth
        return SetFace(best)

    def _second_worths(self, view: Any, seat: int, scores: dict[int, int], minimum: int,
                       draws: list[dict[int, int]]) -> list[float]:
        ends: dict[tuple[Any, ...], float] = {}
        return [sum(_read(faces, f, seat, minimum, scores, view.target, ends) for faces in draws)
                for f in range(1, 7)]


def _read(faces: dict[int, int], mine: int, seat: int, minimum: int, scores: dict[int, int], target: int,
          ends: dict[tuple[Any, ...], float]) -> float:
    """``_outcome`` of the round's end when the others show ``faces`` and ``seat`` shows ``mine``
    (the same ends read once: ``ends``, for one decision)."""
    key = (mine, minimum, tuple(faces.items()), tuple(scores.values()))
    value = ends.get(key)
    if value is None:
        value = ends[key] = _outcome(resolve({**faces, seat: mine}, minimum, scores), seat, target)
    return value


def _outcome(scores: dict[int, int], seat: int, target: int) -> float:
    """A round's end read as the game's for ``seat`` (TableReader)."""
    if scores[seat] < 0:
        return 0.0
    above = [v for v in scores.values() if v > target]
    if above:
        return 1.0 / above.count(max(above)) if scores[seat] == max(above) else 0.0
    alive = [v for v in scores.values() if v >= 0]
    return (scores[seat] + 1) / sum(v + 1 for v in alive)


class SteadyOne:
    """Magouille's steady low-face player: always 1, at both secret steps (the cheapest face to
    pay, and the smallest face to show): what a player who cannot be read does."""

    def choose(self, view: Any, seat: int) -> Any:
        from ludicitude.games.magouille.rules import SECRET_STEPS, EndTalk, SetFace

        return SetFace(1) if view.step in SECRET_STEPS else EndTalk()


def make_player(game_id: str, kind: str, seed: int, budget: float = 0.070) -> Bot:
    """A seat's player: "mc" for this opponent, "flat" for the flat Monte-Carlo player with the
    normal player's rollouts, "one" for Magouille's steady player (always 1), "reader" for
    Magouille's table reader (``TableReader``), otherwise the game's own kinds."""
    from ludicitude.games import GAMES

    bots = GAMES[game_id].module("bots")
    if kind == "one" and game_id == "magouille":
        return SteadyOne()
    if kind == "reader" and game_id == "magouille":
        return TableReader(seed)
    if kind == "mc":
        if game_id == "magouille":
            return ModelMonteCarlo(seed, budget=budget)
        return ModelSearch(game_id, seed, budget=budget)
    if kind == "flat":
        return FlatMonteCarlo(seed, lambda s: bots.make_bot("cpu", s), budget=budget)
    if kind == "expert-deep" and game_id == "cartes":  # the expert with twice the futures a move
        deep = bots.make_bot("expert", seed)
        deep.depth = 2
        return deep
    return bots.make_bot(kind, seed)


def magouille_points(final: Any) -> dict[int, tuple[int, int]]:
    """Each seat's points won in a finished Magouille game, net of the first faces it paid and of
    its losses, and the rounds it played: (net, rounds). A reader's edge over a few games is seen
    in points a round long before it is seen in wins."""
    from ludicitude.games.magouille.events import Lost, Scored

    net: dict[int, list[int]] = {}
    for event in final.events:
        if isinstance(event, Revealed) and event.reveal == 1:
            for s, face in enumerate(event.faces):
                if face is not None:
                    net.setdefault(s, [0, 0])[0] -= face
                    net[s][1] += 1
        elif isinstance(event, Scored):
            net[event.seat][0] += event.points
        elif isinstance(event, Lost):
            for s in event.seats_losing:
                net[s][0] -= event.points
    return {s: (v, r) for s, (v, r) in net.items()}


def measure(game_id: str, kinds: Sequence[str], deals: int, *, seed: int = 0,
            budget: float = 0.070, progress: bool = False,
            points: list[list[int]] | None = None) -> SimulationResult:
    """Every one of ``deals`` deals played once with each rotation of ``kinds`` round the table
    (so each kind meets the same dice in every seat): ``deals * len(kinds)`` games;
    ``wins[i]`` counts the games the i-th kind won (a shared win counts for each winner).
    ``points`` (Magouille): filled with each kind's [net points, rounds] (``magouille_points``)."""
    from ludicitude.games import GAMES

    rules = GAMES[game_id].module("rules")
    n = len(kinds)
    wins = [0] * n
    start = time.perf_counter()
    for deal in range(deals):
        for shift in range(n):
            order = [(i + shift) % n for i in range(n)]  # order[seat] = index into kinds
            players = [make_player(game_id, kinds[k], seed * 1_000_003 + deal * 31 + seat, budget)
                       for seat, k in enumerate(order)]
            final = play(rules.new_game(n, None, seed * 1_000_003 + deal), players)
            for s in final.winners:
                wins[order[s]] += 1
            if points is not None:
                points[:] = points or [[0, 0] for _ in kinds]
                for s, (net, rounds) in magouille_points(final).items():
                    points[order[s]][0] += net
                    points[order[s]][1] += rounds
        if progress:
            print(f"  deal {deal + 1}/{deals}: wins {wins}, {time.perf_counter() - start:.0f} s", flush=True)
    return SimulationResult(game_id, deals * n, list(kinds), wins, time.perf_counter() - start)


def main() -> None:
    p = argparse.ArgumentParser(prog="python -m tests.mc_opponent", description=__doc__.splitlines()[0])
    p.add_argument("--game", required=True)
    p.add_argument("--seats", required=True, help='every seat\'s kind, e.g. "mc,expert,expert"')
    p.add_argument("--games", type=int, default=60, help="games in all (rounded down to whole rotations)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--budget-ms", type=float, default=70.0)
    args = p.parse_args()
    kinds = args.seats.split(",")
    points: list[list[int]] | None = [] if args.game == "magouille" else None
    result = measure(args.game, kinds, max(1, args.games // len(kinds)), seed=args.seed, budget=args.budget_ms / 1000,
                     progress=True, points=points)
    rates = ", ".join(f"{k} {w} ({r['rate']:.1%} [{r['low']:.1%}, {r['high']:.1%}])"
                      for k, w, r in zip(kinds, result.wins, (_rate(w, result.games) for w in result.wins)))
    print(f"{args.game}: {','.join(kinds)}, {result.games} games: {rates}; {result.seconds:.0f} s")
    if points:
        print("net points a round: " + ", ".join(f"{k} {net / max(1, rounds):+.3f} ({rounds} rounds)"
                                                 for k, (net, rounds) in zip(kinds, points)))


if __name__ == "__main__":
    main()
