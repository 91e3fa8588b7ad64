"""Magouille's lone expert reads every other seat from the public log.

Where no other player follows the rule of turns (``bots/magouille_turns.py``), the expert has no
partner to share the low rounds with, and what it wins it wins by reading the table better than
the others read it. It reads each other seat three ways, from the faces the log shows:

- **its record by minimum**: the faces it showed at second reveals after a low, middle or high
  minimum total for the players in the game (the minimum a player, up to ``BUCKETS``), recent
  faces counting more, with a little of its record at any minimum and of every face;
- **a normal player**: the spread the normal player (``SensibleBot``) draws its face from, worked
  out from the same public log (the normal player reads only that);
- **a player who answers the records**: the face with the best share of the points against the
  others' records by minimum, as a player who reads the table and plays its best answer shows it.
  On tables of up to four every way the others may show their faces is weighed; on bigger ones
  (7776 ways for the five others at six seats) ``ANSWER_DRAWS`` ways drawn from their records,
  from one seed of the expert's own for each decision (``sampled_answer``).

Each model is weighed by how well it foretold the faces that seat showed (recent ones counting
more). A player who answers the records is answered in its turn: the expert knows the records,
so it knows the answer. It weighs each of its own faces as the face it would show every time at
such a minimum: against the answers the others would make to a record of that face, in chances of
winning, the points of a player the normal player's model does not foretell counting for more
(``danger`` in ``magouille_ends.win_chance``: of two rivals, the one who reads the table, or holds
a face, is the one who outlasts the other), and draws its face from a mixed spread of those chances. Against a reader
that holds the 1 where the minimum is low it holds the 1 too: showing another face hands the
reader the round; holding it too cancels it, and the round goes to another face.
It pays 1 first (the cheapest face) while no score nears the target, and plays no probe rounds
of the rule of turns (nobody else follows it). Everything here is read from the public log.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate, product
from math import exp, log
from random import Random
from typing import Any

from ludicitude.bots.magouille_ends import resolve
from ludicitude.games.magouille.events import Revealed

Spread = tuple[float, ...]  # chances of faces 1 to 6

#: the minimum total per player that parts a low, a middle and a high minimum
BUCKETS = (2.5, 3.5)
#: how much an older face counts against the newest, the little of every face a record starts
#: from, and how much a seat's record at any minimum counts beside its record at this one
DECAY = 0.92
PRIOR = 0.3
ANY = 0.5
#: the share of an answer's model left to the other faces (a close answer may go either way)
ANSWER_DOUBT = 0.12
#: how much an older reveal counts against the newest in weighing a seat's models, and the least
#: chance a model is taken to have given a face
EVIDENCE_DECAY = 0.9
EVIDENCE_FLOOR = 0.02
#: the answer of a player who reads the table weighs every way the others may show their faces
#: while they are at most this many; on bigger tables it draws ``ANSWER_DRAWS`` of them from
#: their spreads (the ways grow six times a seat: 7776 for the five others at six seats)
ANSWER_EXACT = 3
ANSWER_DRAWS = 240


def bucket(minimum: int, players: int) -> int:
    """0, 1 or 2: the minimum total a player is low, middle or high."""
    per = minimum / max(1, players)
    return sum(per > b for b in BUCKETS)


class Reading:
    """Every seat's second faces by minimum, read from a view's log (module docstring)."""

    def __init__(self) -> None:
        self.second: dict[tuple[int, int], list[float]] = {}  # (seat, bucket) -> decayed counts
        self.any: dict[int, list[float]] = {}
        self.read = 0

    @staticmethod
    def _add(table: dict[Any, list[float]], key: Any, face: int) -> None:
        counts = [DECAY * c for c in table.get(key, [0.0] * 6)]
        counts[face - 1] += 1.0
        table[key] = counts

    def watch(self, events: Sequence[Any]) -> None:
        if len(events) < self.read:  # another game: start again
            self.second, self.any, self.read = {}, {}, 0
        for event in events[self.read:]:
            if isinstance(event, Revealed) and event.reveal == 2:
                shown = [(s, f) for s, f in enumerate(event.faces) if f is not None]
                b = bucket(event.minimum_total or 0, len(shown))
                for s, face in shown:
                    self._add(self.second, (s, b), face)
                    self._add(self.any, s, face)
        self.read = len(events)

    def spread(self, seat: int, b: int) -> Spread:
        """``seat``'s record at a minimum of bucket ``b``, as chances."""
        here = self.second.get((seat, b), [0.0] * 6)
        anywhere = self.any.get(seat, [0.0] * 6)
        weights = [PRIOR + h + ANY * a for h, a in zip(here, anywhere)]
        total = sum(weights)
        return tuple(w / total for w in weights)


def share(scores: dict[int, int], seat: int, target: int) -> float:
    """``seat``'s end of a round as a player who reads the table weighs it: out below 0, the best
    score above the target wins, otherwise its share of the points of the players still in."""
    if scores[seat] < 0:
        return 0.0
    above = [v for v in scores.values() if v > target]
    if above:
        return 1.0 / above.count(max(above)) if scores[seat] == max(above) else 0.0
    return (scores[seat] + 1) / sum(v + 1 for v in scores.values() if v >= 0)


def answer(seat: int, scores: dict[int, int], minimum: int, target: int, spreads: dict[int, Spread],
           seed: int | None = None) -> int:
    """The face with ``seat``'s best share of the points against the others' ``spreads``: every
    way they may show their faces while they are few, else ways drawn from ``seed``."""
    others = list(spreads)
    if seed is not None and len(others) > ANSWER_EXACT:
        return sampled_answer(seat, scores, minimum, target, spreads, seed)
    worth = [0.0] * 6
    for faces in product(range(1, 7), repeat=len(others)):
        p = 1.0
        for s, f in zip(others, faces):
            p *= spreads[s][f - 1]
        if p < 1e-5:
            continue
        shown = dict(zip(others, faces))
        for mine in range(1, 7):
            shown[seat] = mine
            worth[mine - 1] += p * share(resolve(shown, minimum, scores), seat, target)
    return 1 + max(range(6), key=worth.__getitem__)


def sampled_answer(seat: int, scores: dict[int, int], minimum: int, target: int, spreads: dict[int, Spread],
                   seed: int) -> int:
    """``answer`` on a big table: ``ANSWER_DRAWS`` ways the others show their faces, drawn from
    their spreads (``seed`` and ``seat``'s own draws: the same seed draws alike from close
    spreads, so that answers to them differ by the spreads, not by the draws), each end (who
    scores or loses the minimum) weighed once, as ``resolve`` reads it."""
    others = list(spreads)
    worth = [0.0] * 6
    ends: dict[tuple[int, ...], float] = {}
    rng = Random(seed * 8 + seat)
    columns = [rng.choices(range(1, 7), cum_weights=list(accumulate(spreads[s])), k=ANSWER_DRAWS) for s in others]
    for faces in map(list, zip(*columns)):
        shown_by = [0] * 7
        for f in faces:
            shown_by[f] += 1
        total = sum(faces)
        for mine in range(1, 7):
            shown_by[mine] += 1
            if total + mine >= minimum:
                low = next((f for f in range(1, 7) if shown_by[f] == 1), 0)
                key: tuple[int, ...] = (0,) if not low else (1, seat) if low == mine else (1, others[faces.index(low)])
            else:
                low = next(f for f in range(1, 7) if shown_by[f])
                key = (-1,) + tuple(s for s, f in zip(others, faces) if f == low) + ((seat,) if mine == low else ())
            shown_by[mine] -= 1
            got = ends.get(key)
            if got is None:
                after = dict(scores)
                for s in key[1:]:
                    after[s] += key[0] * minimum
                got = ends[key] = share(after, seat, target)
            worth[mine - 1] += got
    return 1 + max(range(6), key=worth.__getitem__)


def answer_spread(face: int) -> Spread:
    """A player's model that answers with ``face``, most of the time."""
    return tuple((1 - ANSWER_DOUBT) * (f == face) + ANSWER_DOUBT / 6 for f in range(1, 7))


class Evidence:
    """How well each of a seat's models foretold the faces it showed (decayed log-likelihoods)."""

    def __init__(self, models: int) -> None:
        self.models = models
        self.score: dict[int, list[float]] = {}
        self.foretold: dict[int, tuple[Spread, ...]] = {}  # seat -> each model's spread this round
        self.read = 0

    def watch(self, events: Sequence[Any]) -> None:
        if len(events) < self.read:
            self.score, self.foretold, self.read = {}, {}, 0
        for event in events[self.read:]:
            if isinstance(event, Revealed) and event.reveal == 2:
                for s, face in enumerate(event.faces):
                    told = self.foretold.pop(s, None)
                    if face is None or told is None:
                        continue
                    old = self.score.get(s, [0.0] * self.models)
                    self.score[s] = [EVIDENCE_DECAY * o + log(max(EVIDENCE_FLOOR, m[face - 1]))
                                     for o, m in zip(old, told)]
                self.foretold = {}
        self.read = len(events)

    def weights(self, seat: int) -> list[float]:
        """Each model's share for ``seat``: its likelihood's share (even before any face)."""
        score = self.score.get(seat, [0.0] * self.models)
        top = max(score)
        odds = [exp(x - top) for x in score]
        total = sum(odds)
        return [o / total for o in odds]

    def blend(self, seat: int, spreads: Sequence[Spread], keep: bool = False) -> Spread:
        """``seat``'s models blended by their evidence (each model's weight its likelihood's share);
        ``keep``: kept to be weighed against the face it shows."""
        if keep:
            self.foretold[seat] = tuple(spreads)
        weights = self.weights(seat)
        return tuple(sum(w * sp[i] for w, sp in zip(weights, spreads)) for i in range(6))
