"""Issue 35, scale: the season's books and ratings kept in a cache of this laptop's (in the user's
data folder, never in the club folder), so that a new book arriving is read incrementally (only
what changed); the same games give the same standings on every laptop whatever order the books
arrive in, cache or no cache; a damaged cache is rebuilt, never trusted blindly."""

from __future__ import annotations

import shutil
import sqlite3
from itertools import permutations

import pytest

from ludicitude import files
from ludicitude.bench_club import add_game, make_books
from ludicitude.club import ratings
from ludicitude.club.book import SUFFIX
from ludicitude.club.results import Result
from ludicitude.club.season_cache import NAME, SeasonCache
from ludicitude.club.standings import Season
from ludicitude.club.stats import all_stats


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    """Five tables' books of 24 games each (the benchmark's books, small)."""
    folder = tmp_path_factory.mktemp("books")
    make_books(folder, tables=5, games=24, seed=7)
    return folder


@pytest.fixture
def small_steps(monkeypatch):
    """A checkpoint every 10 games (a season of thousands has one every 1,000)."""
    monkeypatch.setattr(ratings, "STEP", 10)


def standings(folder, cache):
    season = Season(folder, cache)
    season.refresh(with_local=False)
    return season, season.stats()


def no_cache_standings(folder):
    return standings(folder, False)[1]


def test_the_same_books_give_the_same_standings_in_any_order_of_arrival_cache_or_no_cache(made, tmp_path,
                                                                                          small_steps):
    expected = no_cache_standings(made)
    assert sum(p["played"] for p in expected["players"]) > 0
    names = sorted(p.name for p in made.glob("*" + SUFFIX))
    for n, order in enumerate(list(permutations(names))[::31][:4]):
        club = tmp_path / f"club{n}"
        club.mkdir()
        season = Season(club, SeasonCache(tmp_path / f"cache{n}.sqlite"))
        for name in order:  # one book arrives after the other, the season read after each
            shutil.copy2(made / name, club / name)
            season.refresh(with_local=False)
            assert season.read_last == 1  # the new book alone is read
            season.stats()
        assert season.stats() == expected, order
        again = Season(club, SeasonCache(tmp_path / f"cache{n}.sqlite"))  # the program started again
        again.refresh(with_local=False)
        assert again.read_last == 0  # every book as the cache kept it: none opened
        assert again.stats() == expected


def test_the_cache_is_in_the_users_data_folder_never_in_the_club_folder(made, tmp_path):
    club = tmp_path / "club"
    shutil.copytree(made, club)
    before = sorted(p.name for p in club.iterdir())
    standings(club, True)
    assert sorted(p.name for p in club.iterdir()) == before
    assert (files.data_dir() / NAME).is_file()


def test_a_book_that_grew_is_read_and_rated_from_what_changed_only(made, tmp_path, monkeypatch, small_steps):
    club = tmp_path / "club"
    shutil.copytree(made, club)
    season, _first = standings(club, SeasonCache(tmp_path / "cache.sqlite"))
    add_game(club, 2, 500)  # a game newer than every other, in table 3's book
    rated = []
    real = ratings.Run.play
    monkeypatch.setattr(ratings.Run, "play", lambda self, *a: rated.append(a) or real(self, *a))
    season.refresh(with_local=False)
    assert season.read_last == 1  # the one book that changed
    grown = season.stats()
    assert len(rated) == 1  # only the new game rated: the others' ratings resumed from the cache
    monkeypatch.setattr(ratings.Run, "play", real)
    assert grown == no_cache_standings(club)


def test_a_book_arriving_with_older_games_rates_the_season_again_from_before_them(made, tmp_path, small_steps):
    club = tmp_path / "club"
    club.mkdir()
    for book in sorted(made.glob("*" + SUFFIX))[1:]:
        shutil.copy2(book, club / book.name)
    season, _first = standings(club, SeasonCache(tmp_path / "cache.sqlite"))
    late = sorted(made.glob("*" + SUFFIX))[0]  # its games were played among the others'
    shutil.copy2(late, club / late.name)
    season.refresh(with_local=False)
    assert season.stats() == no_cache_standings(club)


def _cache_rows(path, sql, args=()):
    conn = sqlite3.connect(path)
    try:
        conn.execute(sql, args)
        conn.commit()
    finally:
        conn.close()


def test_a_cache_file_that_is_garbage_is_made_again(made, tmp_path):
    path = tmp_path / "cache.sqlite"
    path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000)  # a damaged file under the cache's name
    season, got = standings(made, SeasonCache(path))
    assert got == no_cache_standings(made)
    season.cache.close()
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT count(*) FROM books").fetchone()[0] == 5  # rebuilt, and kept again
    conn.close()


def test_a_cached_book_whose_content_was_changed_is_read_again_from_its_book(made, tmp_path):
    path = tmp_path / "cache.sqlite"
    first, expected = standings(made, SeasonCache(path))
    first.cache.close()
    # a damaged row: the games changed, the digest not (a game won by another seat)
    conn = sqlite3.connect(path)
    name, body = conn.execute("SELECT name, body FROM books ORDER BY name LIMIT 1").fetchone()
    conn.close()
    assert body.replace(b"[0],", b"[1],", 1) != body
    _cache_rows(path, "UPDATE books SET body = ? WHERE name = ?",
                (body.replace(b"[0],", b"[1],", 1), name))
    again, got = standings(made, SeasonCache(path))
    assert again.read_last == 1  # that book read again from the club folder, the others from the cache
    assert got == expected


def test_a_checkpoint_whose_ratings_were_changed_is_not_used(made, tmp_path, small_steps):
    path = tmp_path / "cache.sqlite"
    first, expected = standings(made, SeasonCache(path))
    first.cache.close()
    conn = sqlite3.connect(path)
    rows = conn.execute("SELECT board, n, games, state FROM checkpoints").fetchall()
    conn.close()
    assert rows and all(b"[2" in state for _b, _n, _g, state in rows)
    for board, n, games, state in rows:  # every player 10 points better, the digests as they were
        _cache_rows(path, "UPDATE checkpoints SET state = ? WHERE board = ? AND n = ? AND games = ?",
                    (state.replace(b"[2", b"[3"), board, n, games))
    assert standings(made, SeasonCache(path))[1] == expected


def test_checkpoints_give_the_ratings_of_a_season_rated_from_its_first_game(tmp_path, small_steps):
    """People, computers of two levels, two names merged at one table, a game of one seat: the
    ratings resumed from any checkpoint are those of the whole season rated in one go."""
    seats = (("Ana", "human"), ("ana", "human"), ("Robin", "expert"), ("Robin", "expert"), ("Bob", "human"),
             ("Cleo", "human"), ("Ada", "easy"))
    results = []
    for i in range(64):
        chosen = [seats[(i * 3 + k * 5) % len(seats)] for k in range(1 + i % 4)]
        scores = tuple((i * 7 + k * 11) % 13 for k in range(len(chosen)))
        best = max(scores)
        results.append(Result(f"g{i:03d}", "magouille", tuple(n for n, _k in chosen), scores,
                              tuple(k for k, s in enumerate(scores) if s == best), 1e9 + i, i, {},
                              tuple(k for _n, k in chosen)))
    names = {"ana": "Ana"}
    whole = all_stats(results, names)
    cache = SeasonCache(tmp_path / "cache.sqlite")
    for end in (17, 30, 41, 64):  # the season read at four moments, each resuming from the last
        assert all_stats(results[:end], names, cache) == all_stats(results[:end], names)
    assert all_stats(results, names, cache) == whole


def test_a_cache_that_cant_be_made_only_reads_every_book_again(made, tmp_path):
    """A data folder that can't be written: no cache, the same standings."""
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the data folder would be")
    season, got = standings(made, SeasonCache(blocked / "cache.sqlite"))
    assert got == no_cache_standings(made)
    season.refresh(with_local=False)
    assert season.read_last == 0  # (read in memory once: unchanged books are not read again)
    assert standings(made, SeasonCache(blocked / "cache.sqlite"))[0].read_last == 5  # no cache kept
