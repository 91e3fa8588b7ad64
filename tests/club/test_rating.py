"""The season's ratings are openskill's Plackett-Luce ratings (club/rating.py writes out its
arithmetic for speed): the same numbers, to the last bit, over many random games."""

from __future__ import annotations

import random

from openskill.models import PlackettLuce

from ludicitude.club import rating
from ludicitude.club.stats import finish_ranks, rate
from tests.club_helpers import finished


def test_a_game_rated_as_openskill_rates_it():
    model = PlackettLuce()
    rng = random.Random(35)
    for _ in range(600):
        seats = rng.randint(2, 8)
        before = [(rng.uniform(5, 45), rng.uniform(0.5, 9)) for _ in range(seats)]
        ranks = [rng.randint(0, seats - 1) for _ in range(seats)]  # ties included
        teams = [[model.rating(mu=mu, sigma=sigma)] for mu, sigma in before]
        expected = [(t[0].mu, t[0].sigma) for t in model.rate(teams, ranks=ranks)]
        assert rating.rate_game(before, ranks) == expected


def test_the_ordinal_is_openskills():
    model = PlackettLuce()
    r = model.rating(mu=31.5, sigma=2.25)
    assert rating.ordinal(31.5, 2.25) == r.ordinal()


def test_a_season_rated_as_openskill_rates_it():
    """stats.rate (the leaderboards) over a season of games gives what openskill's own rate gives,
    game after game."""
    rng = random.Random(7)
    names = ["Ana", "Bob", "Cleo", "Dom", "Eve"]
    results = []
    for n in range(300):
        players = tuple(rng.sample(names, rng.randint(2, 5)))
        scores = tuple(rng.randint(0, 5) for _ in players)
        best = max(scores)
        results.append(finished(f"g{n}", "magouille", players, scores,
                                tuple(i for i, s in enumerate(scores) if s == best), 1000.0 + n))
    model = PlackettLuce()
    ratings = {}
    for r in results:
        teams = [[ratings.get(p, model.rating())] for p in r.names]
        new = model.rate(teams, ranks=finish_ranks(r))
        for p, team in zip(r.names, new):
            ratings[p] = team[0]
    got = rate(results, {})
    assert {p: (x.mu, x.sigma, x.ordinal) for p, x in got.items()} == \
        {p: (x.mu, x.sigma, x.ordinal()) for p, x in ratings.items()}
