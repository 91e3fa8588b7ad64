"""openskill's Plackett-Luce update for games of single-player teams, written out.

``stats.rate`` replays every result of a season, tens of thousands at a club with many tables;
``openskill``'s general ``rate`` (teams, weights, margins, checks and copies) costs about four
times the arithmetic itself (measured side by side, four seats). This is the same arithmetic,
in the same order, for the case the program uses (one player per team, ranks given, no
weights, scores, balance or sigma limit, the model's defaults): it gives openskill's numbers to
the last bit (tests/club/test_rating.py compares them over many random games), and
``stats.rate`` uses it.

openskill (6.x) averages the mu change of tied teams after the update, but on the very objects
it has just updated, so the average it applies is of zero changes: tied players keep their own
update. So does this.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

MU = 25.0
SIGMA = 25.0 / 3.0
BETA = 25.0 / 6.0
KAPPA = 0.0001
TAU = 25.0 / 300.0


def ordinal(mu: float, sigma: float) -> float:
    """openskill's ``ordinal()`` with its defaults (z = 3, alpha = 1, target = 0)."""
    return 1.0 * ((mu - 3.0 * sigma) + (0.0 / 1.0))


def rate_game(players: Sequence[tuple[float, float]], ranks: Sequence[int]) -> list[tuple[float, float]]:
    """The new (mu, sigma) of each seat after one game, given each seat's (mu, sigma) before it and
    its place (0 = first; equal places tie). Seats are returned in the order given.

    With the seats sorted by place (stably, as openskill sorts them), "every seat placed at or
    after q" is a run from the start of q's group of ties to the end, and "every seat placed at or
    before i" a run from the first seat to the end of i's group: the sums are made over those
    runs, in openskill's order."""
    order, end, first, ties = _shape(tuple(ranks))
    k = len(order)
    tau_squared = TAU * TAU
    mus = [players[i][0] for i in order]
    sigmas = [math.sqrt(players[i][1] * players[i][1] + tau_squared) for i in order]
    sigma_sq = [s ** 2 for s in sigmas]  # the team's sum of (sigma * 1.0) ** 2
    beta_squared = BETA ** 2
    collective = 0.0
    for s2 in sigma_sq:
        collective += s2 + beta_squared
    c = math.sqrt(collective)
    c_squared = c ** 2
    exps = [math.exp(mu / c) for mu in mus]
    sum_q = [0.0] * k
    for q in range(k):
        if first[q] != q:  # a tie with the seat before: the same run
            sum_q[q] = sum_q[q - 1]
            continue
        total = exps[q]
        for i in range(q + 1, k):
            total += exps[i]
        sum_q[q] = total
    out: list[tuple[float, float]] = [(0.0, 0.0)] * k
    for i in range(k):
        omega = 0.0
        delta = 0.0
        e = exps[i]
        for q in range(end[i]):
            a = ties[q]
            t = e / sum_q[q]
            delta += t * (1 - t) / a
            if q == i:
                omega += (1 - t) / a
            else:
                omega -= t / a
        s2 = sigma_sq[i]
        omega *= s2 / c
        delta *= s2 / c_squared
        delta *= math.sqrt(s2) / c
        # openskill's sigma ** 2 / the team's sigma squared is exactly 1.0 for a team of one: its
        # products by it (and by the weight 1.0) change no bit, and both branches are one
        out[order[i]] = (mus[i] + omega, sigmas[i] * math.sqrt(max(1 - delta, KAPPA)))
    return out


_SHAPES: dict[tuple[int, ...], tuple[list[int], list[int], list[int], list[int]]] = {}


def _shape(ranks: tuple[int, ...]) -> tuple[list[int], list[int], list[int], list[int]]:
    """A game's places worked out once per pattern: the seats in place order, and for each (in
    that order) where its group of ties ends (exclusive), where it starts, and its size."""
    shape = _SHAPES.get(ranks)
    if shape is not None:
        return shape
    k = len(ranks)
    order = sorted(range(k), key=ranks.__getitem__)  # stable, as openskill's sort
    rank = [int(ranks[i]) for i in order]
    first = [0] * k
    end = [k] * k
    for i in range(1, k):
        first[i] = first[i - 1] if rank[i] == rank[i - 1] else i
    for i in range(k - 2, -1, -1):
        end[i] = end[i + 1] if rank[i] == rank[i + 1] else i + 1
    shape = (order, end, first, [end[q] - first[q] for q in range(k)])
    if len(_SHAPES) < 4096:
        _SHAPES[ranks] = shape
    return shape
