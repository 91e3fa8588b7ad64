"""openskill's Plackett-Luce update of one game whose teams are one player each, on floats.

The package's ``PlackettLuce.rate`` (with its defaults: no weights, no scores, no margin, no
balance, sigma not limited) checks its arguments, deep-copies its teams, makes a rating object
with a new random id for each seat and sorts through closures: most of a club season's reading
(tens of thousands of games). ``rate`` here makes the same update with the package's own
operations in its order (its ``rate``, ``_calculate_team_ratings``, ``_c``, ``_sum_q``, ``_a``,
``_compute`` and its default gamma), on each seat's (mu, sigma): the same floats, with nothing
made but the results.

The seats are sorted by place as the package sorts its teams (ties in seat order). For each way
the places can share out (``sizes``: how many seats at each place, best first) the arithmetic is
written out once as a function with no loop (``_source``, compiled at its first game), which
Python runs about twice as fast as the same with loops. What is left out changes no float: a
factor of 1.0 (a player's weight, the balance), a division by 1 (a place held by one seat), a
sum's start at 0.0 where what follows is not negative. The package's averaging of tied seats'
changes adds 0.0 (it compares each seat with itself): kept.

``exact`` checks it against the package on a sample season: club/ratings.py uses it only where
it gives exactly the package's floats (another version of openskill may compute otherwise, a
compiled package round otherwise on another processor).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any

Plan = Callable[[Sequence[tuple[float, float]], tuple[int, ...]], list[tuple[float, float]]]


def _source(sizes: tuple[int, ...]) -> str:
    """The update written out for seats sorted by place, ``sizes[k]`` of them at place k: a
    function of (the seats' (mu, sigma) in seat order, the seats sorted by place) -> each seat's
    new (mu, sigma), in seat order. Names: seat k (sorted) has mu ``m{k}``, its sigma with the
    model's tau ``t{k}`` and that squared ``q{k}`` (its team's sigma squared), ``e{k}`` the
    exponential of mu over c; ``S{g}``: the sum of the ``e`` from place start g to the last."""
    n = sum(sizes)
    start: list[int] = []
    end: list[int] = []
    for size in sizes:
        first = len(start)
        start += [first] * size
        end += [first + size] * size
    lines = ["def plan(seats, o):", "    " + "".join(f"o{k}, " for k in range(n)) + "= o"]
    for k in range(n):
        lines += [f"    m{k}, s{k} = seats[o{k}]", f"    t{k} = sqrt(s{k} * s{k} + T2)", f"    q{k} = t{k} ** 2"]
    lines.append("    c = sqrt(0.0 + " + " + ".join(f"(q{k} + B2)" for k in range(n)) + ")")
    lines.append("    c2 = c ** 2")
    lines += [f"    e{k} = exp(m{k} / c)" for k in range(n)]
    lines += [f"    S{g} = " + " + ".join(f"e{k}" for k in range(g, n)) for g in sorted(set(start))]
    lines.append(f"    r = [None] * {n}")
    for i in range(n):
        for g in sorted({start[q] for q in range(end[i])}):  # the places up to seat i's, best first
            a = end[g] - g
            lines += [f"    x = e{i} / S{g}"]
            if a == 1:  # (a division by 1 changes nothing)
                lines.append("    y = x * (1 - x)")
                u, v = "x", "(1 - x)"
            else:
                lines += [f"    y = x * (1 - x) / {a}", f"    u = x / {a}"] + \
                         ([f"    v = (1 - x) / {a}"] if g == start[i] else [])
                u, v = "u", "v"
            so_far = "dd" if g else "0.0"
            lines.append(f"    dd = {so_far}" + " + y" * a)  # each seat of the place in turn, as the package adds
            lines.append(f"    ww = {'ww' if g else '0.0'}" + "".join(f" + {v}" if q == i else f" - {u}"
                                                                    for q in range(g, end[g])))
        tie = " + 0.0" if end[i] - start[i] > 1 else ""
        lines += [f"    w = ww * (q{i} / c)", f"    d = dd * (q{i} / c2)", f"    d = d * (sqrt(q{i}) / c)",
                  f"    h = t{i} ** 2 / q{i}",
                  f"    r[o{i}] = (m{i} + h * w{tie}, t{i} * sqrt(max(1 - h * d, K)))"]
    lines.append("    return r")
    return "\n".join(lines) + "\n"


#: the functions made, by ``sizes``; the seats' order and function, by the places as given
_plans: dict[tuple[int, ...], Plan] = {}
_orders: dict[tuple[int, ...], tuple[tuple[int, ...], Plan]] = {}
#: a game of more seats than this has its function made for it alone, not kept (no game of the
#: registry has as many: the functions kept are at most 2 ** (MOST_WRITTEN - 1) for each count)
MOST_WRITTEN = 8
#: the places' orders kept at most (each one a few hundred bytes)
MOST_ORDERS = 20_000


def _plan(sizes: tuple[int, ...], beta_squared: float, tau_squared: float, kappa: float) -> Plan:
    space: dict[str, Any] = {"sqrt": math.sqrt, "exp": math.exp, "B2": beta_squared, "T2": tau_squared,
                             "K": kappa}
    exec(compile(_source(sizes), f"<plackett-luce {sizes}>", "exec"), space)  # (its text made of numbers only)
    plan: Plan = space["plan"]
    return plan


def rate(seats: Sequence[tuple[float, float]], ranks: Sequence[int], beta_squared: float, tau_squared: float,
         kappa: float) -> list[tuple[float, float]]:
    """Each seat's (mu, sigma) after a game, in seat order: ``seats``, before it; ``ranks``,
    their places (0 = first, equal places shared); the model's beta squared, tau squared and
    kappa. The parameters are the same at every call of a process (the model's defaults)."""
    key = tuple(ranks)
    known = _orders.get(key)
    if known is None:
        order = tuple(sorted(range(len(key)), key=key.__getitem__))  # stable: ties in seat order
        sizes: list[int] = []
        for k, seat in enumerate(order):
            if k and key[seat] == key[order[k - 1]]:
                sizes[-1] += 1
            else:
                sizes.append(1)
        shape = tuple(sizes)
        if len(key) > MOST_WRITTEN:
            return _plan(shape, beta_squared, tau_squared, kappa)(seats, order)
        plan = _plans.get(shape)
        if plan is None:
            plan = _plans[shape] = _plan(shape, beta_squared, tau_squared, kappa)
        if len(_orders) >= MOST_ORDERS:
            _orders.clear()
        known = _orders[key] = (order, plan)
    return known[1](seats, known[0])


def sample_games(count: int = 60, seed: int = 35) -> list[tuple[list[int], list[int]]]:
    """Games to check ``rate`` on: 2 to 5 seats, each seat one of 8 players, their places with
    ties (each game: its seats as players' numbers, their places). Each way the places share out
    is compiled at its first game: the check's are those most seasons meet."""
    rng = random.Random(seed)
    games = []
    for _game in range(count):
        seats = rng.sample(range(8), rng.randint(2, 5))
        scores = [rng.choice((0, 5, 5, 10, 20)) for _seat in seats]
        places = sorted(set(scores), reverse=True)
        games.append((seats, [places.index(s) for s in scores]))
    return games


def exact(model: Any) -> bool:
    """Whether ``rate`` gives exactly the floats of ``model``'s own ``rate`` (openskill's
    ``PlackettLuce`` with its defaults) on this machine, over a sample season (``sample_games``:
    each player's rating carried from game to game)."""
    params = (model.beta ** 2, model.tau * model.tau, model.kappa)
    ours = [(model.mu, model.sigma)] * 8
    theirs = [model.rating() for _player in range(8)]
    for seats, ranks in sample_games():
        new = rate([ours[p] for p in seats], ranks, *params)
        rated = model.rate([[model.rating(mu=theirs[p].mu, sigma=theirs[p].sigma)] for p in seats], ranks=ranks)
        for p, (mu, sigma), team in zip(seats, new, rated):
            if (mu, sigma) != (team[0].mu, team[0].sigma):
                return False
            ours[p], theirs[p] = (mu, sigma), team[0]
    return True
