"""Issue 35, scale: the season's ratings are openskill's own. However the program hands the
games to the package's ``rate`` (its copies made without a new random id each, the ratings of
earlier games reused), the same games give exactly the figures the plain package gives: one
call of ``PlackettLuce().rate`` per game, on the ratings it returned at each player's last game."""

from __future__ import annotations

import random

from openskill.models import PlackettLuce

from ludicitude.club.ratings import finish_ranks, play_all

NAMES = ("Ana", "Bob", "Cleo", "Dom", "Eve", "Farid", "computer:expert:robin")


def season(seed: int, count: int) -> list[tuple[tuple[str, ...], list[int], list[int]]]:
    """``count`` games: players (a computer level may sit twice), scores (ties included), winners."""
    rng = random.Random(seed)
    games = []
    for _ in range(count):
        seats = rng.randint(2, 5)
        players = tuple(rng.sample(NAMES[:6], seats - 1)) + (rng.choice(NAMES),)
        scores = [rng.choice((0, 5, 5, 10, 20)) for _ in players]
        best = max(scores)
        games.append((players, scores, [i for i, s in enumerate(scores) if s == best]))
    return games


def plain(games):
    """The plain package: each seat's rating as it returned it; a player at two seats (two
    computers of one level) takes the mean of both seats' new ratings (club/stats.py)."""
    model, ratings, counts = PlackettLuce(), {}, {}
    for players, scores, winners in games:
        teams = [[model.rating(mu=ratings[p].mu, sigma=ratings[p].sigma) if p in ratings else model.rating()]
                 for p in players]
        new = model.rate(teams, ranks=finish_ranks(scores, winners))
        seats: dict[str, list] = {}
        for p, team in zip(players, new):
            seats.setdefault(p, []).append(team[0])
        for p, rs in seats.items():
            ratings[p] = model.rating(mu=sum(r.mu for r in rs) / len(rs), sigma=sum(r.sigma for r in rs) / len(rs))
            played, won = counts.get(p, (0, 0))
            counts[p] = (played + 1, won + any(players[w] == p for w in winners))
    return {p: (r.mu, r.sigma, counts[p]) for p, r in ratings.items()}


def test_the_same_games_give_exactly_the_figures_the_plain_openskill_ratings_give():
    for seed in range(4):
        games = season(seed, 300)
        run = play_all(len(games), games.__getitem__, lambda i: "", lambda i: {})
        ours = {p: (r.mu, r.sigma, tuple(run.counts[p])) for p, r in run.ratings.items()}
        assert ours == plain(games)  # exactly: the same floats, not nearly
        assert len(ours) == len(NAMES)



def test_with_the_packages_own_rate_the_figures_are_the_same(monkeypatch):
    """Where club/plackett_luce.py is not exact (another openskill, another processor), each game
    is a call of the package's ``rate``: the same figures."""
    from ludicitude.club import ratings

    monkeypatch.setattr(ratings, "exact_here", lambda: False)
    games = season(7, 300)
    run = play_all(len(games), games.__getitem__, lambda i: "", lambda i: {})
    assert not run._exact
    assert {p: (r.mu, r.sigma, tuple(run.counts[p])) for p, r in run.ratings.items()} == plain(games)


def test_each_games_update_is_exactly_the_packages_rate_whatever_the_seats_and_shared_places():
    """openskill's Plackett-Luce update of one game, made on floats (club/plackett_luce.py): the
    package's own floats, for 2 to 7 seats, any ratings, winners together and places shared."""
    from ludicitude.club import plackett_luce

    model, rng = PlackettLuce(), random.Random(35)
    params = (model.beta ** 2, model.tau * model.tau, model.kappa)
    for _ in range(300):
        seats = [(rng.uniform(-10, 60), rng.uniform(0.01, 9)) for _seat in range(rng.randint(2, 7))]
        scores = [rng.choice((0, 3, 5, 5, 10, 20)) for _seat in seats]
        best = max(scores)
        ranks = finish_ranks(scores, [i for i, s in enumerate(scores) if s == best])
        theirs = model.rate([[model.rating(mu=mu, sigma=sigma)] for mu, sigma in seats], ranks=ranks)
        assert plackett_luce.rate(seats, ranks, *params) == [(t[0].mu, t[0].sigma) for t in theirs]
    seats = [(20.0 + i, 3.0 + i / 4) for i in range(plackett_luce.MOST_WRITTEN + 1)]  # more seats than any game has
    ranks = [0, 1, 1, 2, 3, 3, 3, 4, 5][:len(seats)] + [6] * (len(seats) - 9)
    theirs = model.rate([[model.rating(mu=mu, sigma=sigma)] for mu, sigma in seats], ranks=ranks)
    assert plackett_luce.rate(seats, ranks, *params) == [(t[0].mu, t[0].sigma) for t in theirs]


def test_an_update_that_differs_from_the_package_by_a_last_digit_is_not_used(monkeypatch):
    from ludicitude.club import plackett_luce

    assert plackett_luce.exact(PlackettLuce())
    real = plackett_luce.rate
    monkeypatch.setattr(plackett_luce, "rate", lambda *a: [(mu, sigma * (1 + 2 ** -52)) for mu, sigma in real(*a)])
    assert not plackett_luce.exact(PlackettLuce())
