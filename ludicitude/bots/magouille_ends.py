"""How Magouille's expert reads a round's ends: the scores the card's resolution leaves
(``resolve``), each player's chance of winning the game from them (``win_chance``), and a table
of outcomes read once a position for every way the others may show their faces (``outcomes``),
on which every spread the expert tries is weighed (``weighed``)."""

from __future__ import annotations

from functools import lru_cache
from itertools import product
from math import exp

from ludicitude.core.game import Seat
from ludicitude.games.magouille.rules import FACES

Spread = tuple[float, ...]  # chances of faces 1 to 6

#: a point's worth grows with the score (a rival running away is everybody's danger): the share
#: of the table is weighed by exp(score / (LEADER_SCALE * (target - start)))
LEADER_SCALE = 0.5


def win_chance(scores: dict[int, int], seat: Seat, start: int, target: int,
               danger: tuple[tuple[int, float], ...] = ()) -> float:
    """The expert's estimate of ``seat``'s chance to win the game from the scores of the players
    in the game at the end of a round, read as the card reads them: below 0 is out, above the
    target wins at once (the highest, shared on a tie), the last one standing wins. Otherwise
    survival over the rounds to come: games between careful players end by elimination (points
    drain from the table every round), so a player's chance is its share of the table's points
    (a fair contest's chance of outlasting the others), a share that weighs a point more the
    higher the score: a rival far ahead wins the rounds it can afford to lose. ``danger``: rivals
    whose points count more than their number while three or more are in (seat, factor)."""
    if scores[seat] < 0:
        alive = [s for s, v in scores.items() if v >= 0]
        if alive:
            return 0.0
        best = max(scores.values())  # everyone fell together: the highest wins
        return 1.0 / sum(v == best for v in scores.values()) if scores[seat] == best else 0.0
    above = [v for v in scores.values() if v > target]
    if above:
        best = max(above)
        return 1.0 / above.count(best) if scores[seat] == best else 0.0
    alive = [v for v in scores.values() if v >= 0]
    if len(alive) == 1:
        return 1.0
    scale = LEADER_SCALE * (target - start)
    mine = (scores[seat] + 1) * exp(scores[seat] / scale)
    if danger and len(alive) > 2:
        factors = dict(danger)
        return mine / sum((v + 1) * exp(v / scale) * factors.get(s, 1.0) for s, v in scores.items() if v >= 0)
    return mine / sum((v + 1) * exp(v / scale) for v in alive)


def resolve(faces: dict[int, int], minimum: int, scores: dict[int, int]) -> dict[int, int]:
    """The scores after the second reveal of ``faces`` (seat -> face) on ``minimum``, by the card:
    the lowest face shown alone scores the minimum if the total reaches it, else everyone on the
    smallest face loses it."""
    out = dict(scores)
    shown_by = [0] * 7
    for f in faces.values():
        shown_by[f] += 1
    if sum(faces.values()) >= minimum:
        low = next((f for f in FACES if shown_by[f] == 1), 0)
        if low:
            scorer = next(s for s, f in faces.items() if f == low)
            out[scorer] += minimum
    else:
        low = next(f for f in FACES if shown_by[f])
        for s, f in faces.items():
            if f == low:
                out[s] -= minimum
    return out


def row_of_ends(faces: tuple[int, ...], seat: Seat, seats: list[int], scores: dict[int, int], minimum: int,
         start: int, target: int, ends: dict[tuple[int, ...], float],
         danger: tuple[tuple[int, float], ...] = ()) -> list[float]:
    """``seat``'s chance of winning for each face of its own when ``seats`` show ``faces``. Many
    ways of showing the dice end the same way (who scores, or who loses): each end is weighed
    once (``ends``); a way is read as ``resolve`` reads it, without building the scores."""
    shown_by = [0] * 7
    for f in faces:
        shown_by[f] += 1
    others_total = sum(faces)
    row = []
    for mine in FACES:
        shown_by[mine] += 1
        if others_total + mine >= minimum:
            low = next((f for f in FACES if shown_by[f] == 1), 0)
            key: tuple[int, ...] = () if not low else (seat,) if low == mine else (seats[faces.index(low)],)
            sign = 1
        else:
            low = next(f for f in FACES if shown_by[f])
            key = tuple(s for s, f in zip(seats, faces) if f == low) + ((seat,) if mine == low else ())
            sign = -1
        shown_by[mine] -= 1
        end = (sign,) + key
        chance = ends.get(end)
        if chance is None:
            after = dict(scores)
            for s in key:
                after[s] += sign * minimum
            chance = ends[end] = win_chance(after, seat, start, target, danger)
        row.append(chance)
    return row


@lru_cache(maxsize=256)
def outcomes(seat: Seat, scores: tuple[tuple[int, int], ...], minimum: int, seats: tuple[int, ...],
             start: int, target: int, danger: tuple[tuple[int, float], ...] = ()) -> tuple[list[float], ...]:
    """``row_of_ends`` for every way ``seats`` may show their faces (the first seat's face varying
    slowest): a table read many times over while the expert weighs spreads on one position."""
    ends: dict[tuple[int, ...], float] = {}
    table = dict(scores)
    return tuple(row_of_ends(faces, seat, list(seats), table, minimum, start, target, ends, danger)
                 for faces in product(FACES, repeat=len(seats)))


def weighed(table: tuple[list[float], ...], spreads: list[Spread]) -> list[float]:
    """Each face's chance from a table of ``outcomes`` and the others' spreads (independent);
    combinations of chance 1e-6 or less at any seat are left out."""
    joint: list[tuple[float, int]] = [(1.0, 0)]
    for spread in spreads:
        joint = [(p * q, 6 * k + i) for p, k in joint for i, q in enumerate(spread) if q > 1e-6]
    out = [0.0] * 6
    for p, k in joint:
        row = table[k]
        for i in range(6):
            out[i] += p * row[i]
    return out
