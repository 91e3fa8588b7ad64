"""openskill's Plackett-Luce update for games of single-player teams, written out.

``stats.rate`` replays every result of a season, tens of thousands at a club with many tables;
``openskill``'s general ``rate`` (teams, weights, margins, checks and copies) costs ten times
the arithmetic itself. This is the same arithmetic, in the same order, for the case the program
uses (one player per team, ranks given, no weights, scores, balance or sigma limit, the model's
defaults): it gives openskill's numbers to the last bit (tests/club/test_rating.py compares
them over many random games), and ``stats.rate`` uses it.

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
    its place (0 = first; equal places tie). Seats are returned in the order given."""
    order = sorted(range(len(players)), key=lambda i: ranks[i])  # stable, as openskill's sort
    tau_squared = TAU * TAU
    mus = [players[i][0] for i in order]
    sigmas = [math.sqrt(players[i][1] * players[i][1] + tau_squared) for i in order]
    rank = [int(ranks[i]) for i in order]
    sigma_sq = [s ** 2 for s in sigmas]  # the team's sum of (sigma * 1.0) ** 2
    beta_squared = BETA ** 2
    collective = 0.0
    for s2 in sigma_sq:
        collective += s2 + beta_squared
    c = math.sqrt(collective)
    k = len(order)
    exps = [math.exp(mu / c) for mu in mus]
    sum_q = [0.0] * k
    seen = [False] * k
    for i in range(k):
        for q in range(k):
            if rank[i] >= rank[q]:
                if seen[q]:
                    sum_q[q] += exps[i]
                else:
                    sum_q[q], seen[q] = exps[i], True
    a = [sum(1 for q in range(k) if rank[q] == rank[i]) for i in range(k)]
    out: list[tuple[float, float]] = [(0.0, 0.0)] * k
    for i in range(k):
        omega = 0.0
        delta = 0.0
        e = math.exp(mus[i] / c)
        for q in range(k):
            t = e / sum_q[q]
            if rank[q] <= rank[i]:
                delta += t * (1 - t) / a[q]
                if q == i:
                    omega += (1 - t) / a[q]
                else:
                    omega -= t / a[q]
        omega *= sigma_sq[i] / c
        delta *= sigma_sq[i] / c ** 2
        delta *= math.sqrt(sigma_sq[i]) / c
        sigma = sigmas[i]
        ratio = sigma ** 2 / sigma_sq[i]
        mu = mus[i]
        if omega >= 0:
            mu += ratio * omega * 1.0
            sigma *= math.sqrt(max(1 - ratio * delta * 1.0, KAPPA))
        else:
            mu += ratio * omega / 1.0
            sigma *= math.sqrt(max(1 - ratio * delta / 1.0, KAPPA))
        out[order[i]] = (mu, sigma)
    return out
