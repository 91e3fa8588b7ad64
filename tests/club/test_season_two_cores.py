"""Issue 35, scale: "50 tables' books of 1,000 games each are read and the standings computed in
under 2 s on this machine". The reading process rates some games on a second processor (a copy of
itself: club/second_core.py) and writes its cache once the standings are out; the standings are
the same either way, and what the cache keeps resumes a later reading as before."""

from __future__ import annotations

import os
import sqlite3

import pytest

from ludicitude.bench_club import make_books
from ludicitude.club import ratings, second_core, stats
from ludicitude.club.season_cache import SeasonCache
from ludicitude.club.standings import Season


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    """Four tables' books of 30 games each (the benchmark's books, small)."""
    folder = tmp_path_factory.mktemp("books")
    make_books(folder, tables=4, games=30, seed=11)
    return folder


@pytest.fixture
def shared(monkeypatch):
    """Every season shared with a second processor, however small, and each copy counted."""
    monkeypatch.setattr(stats, "SHARED_FROM", 0)
    monkeypatch.setattr(ratings, "STEP", 10)
    copies = []
    fork = os.fork

    def counted() -> int:
        pid = fork()
        if pid:
            copies.append(pid)
        return pid

    monkeypatch.setattr(os, "fork", counted)
    return copies


def season_stats(folder, cache, two_cores: bool):
    season = Season(folder, cache)
    season.second_core = two_cores
    season.refresh(with_local=False)
    return season.stats()


needs_fork = pytest.mark.skipif(not second_core.FORKS, reason="no copy of a process on this system")


@needs_fork
def test_ratings_worked_out_on_a_second_processor_are_those_worked_out_here(made, shared):
    alone = season_stats(made, False, False)
    assert not shared
    together = season_stats(made, False, True)
    assert shared, "no game was rated on a second processor"
    assert together == alone
    assert sum(len(board) for board in together["leaderboards"].values()) > 0


@needs_fork
def test_a_board_rated_on_a_second_processor_keeps_checkpoints_that_resume_the_next_reading(made, tmp_path,
                                                                                           shared):
    cache = SeasonCache(tmp_path / "cache.sqlite")
    first = season_stats(made, cache, True)
    assert shared
    kept = sqlite3.connect(cache.path).execute("SELECT DISTINCT board FROM checkpoints").fetchall()
    assert len(kept) == len(first["leaderboards"])  # every board's, those rated aside too
    cache.close()
    again = Season(made, SeasonCache(cache.path))
    again.second_core = True
    again.refresh(with_local=False)
    resumed = []
    find = again.cache.find

    def found(board, n, digest):
        state = find(board, n, digest)
        resumed.append(state is not None)
        return state

    again.cache.find = found
    assert again.stats() == first == season_stats(made, False, False)
    assert resumed and all(resumed)  # each board resumed from its last checkpoint


@needs_fork
def test_a_copy_that_dies_leaves_the_part_to_be_worked_out_here():
    here = os.getpid()

    def work() -> int:
        if os.getpid() != here:
            os._exit(3)  # the copy dies before it answers
        return 42

    assert second_core.Aside(work).result() == 42


def test_where_no_copy_can_be_made_the_part_is_worked_out_here(monkeypatch):
    monkeypatch.setattr(second_core, "FORKS", False)
    monkeypatch.setattr(os, "fork", lambda: pytest.fail("a copy made where none may be"))
    assert second_core.Aside(lambda: [1, 2]).result() == [1, 2]


def test_the_cache_is_written_once_the_standings_are_out_and_reads_them_back(made, tmp_path):
    cache = SeasonCache(tmp_path / "cache.sqlite")
    cache.hold()
    expected = season_stats(made, cache, False)
    rows = sqlite3.connect(cache.path).execute("SELECT (SELECT count(*) FROM books), "
                                               "(SELECT count(*) FROM checkpoints)").fetchone()
    assert rows == (0, 0)  # held back while the standings are worked out
    cache.flush()
    books, checkpoints = sqlite3.connect(cache.path).execute(
        "SELECT (SELECT count(*) FROM books), (SELECT count(*) FROM checkpoints)").fetchone()
    assert books == 4 and checkpoints > 0
    cache.close()
    again = Season(made, SeasonCache(cache.path))
    again.refresh(with_local=False)
    assert again.read_last == 0  # every book as kept
    assert again.stats() == expected


def test_each_persons_figures_worked_out_in_one_pass_are_those_of_their_own_page():
    """The season's statistics count each person's games, wins, average, best and last ten games
    as the player's page does (``player_stats``): people only, computers among them, two names of
    one person at one table, players with fewer and more than ten games."""
    import random

    from ludicitude.club.results import Result

    rng = random.Random(5)
    names = {"anna": "Anna", "ana": "Anna", "bob": "Bob", "chloe": "Chloé", "dan": "Dan"}
    results = []
    for n in range(60):
        seats = rng.sample(["Anna", "Ana", "Bob", "Chloé", "Dan", "Robin"], rng.randint(2, 4))
        if n % 7 == 3 and "Ana" not in seats:
            seats[0:1] = ["Anna", "Ana"]  # two names of one person at one table
        if n > 12 and "Dan" in seats:
            seats[seats.index("Dan")] = "Eve"  # Dan: fewer than ten games
        kinds = tuple("cpu" if s == "Robin" else "human" for s in seats)
        scores = tuple(rng.randint(0, 30) for _ in seats)
        best = max(scores)
        winners = tuple(i for i, x in enumerate(scores) if x == best)
        results.append(Result(f"g{n}", ("magouille", "cartes", "cadenas")[n % 3], tuple(seats), scores, winners,
                              1.7e9 + n, n, {}, kinds if n % 2 else ()))
    people: dict = {}
    stats.all_stats(results, names, None, people)
    assert {"Anna", "Bob", "Chloé", "Dan", "Eve"} <= set(people)
    assert any(len(p.last) < 10 for p in people.values()) and any(len(p.last) == 10 for p in people.values())
    for person, figures in people.items():
        assert figures == stats.player_stats(person, results=results, names=names), person
