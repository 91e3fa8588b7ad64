"""``ludicitude bench``'s club season figures: a club folder of many tables' books (made here:
``make_books``) read and the season's standings computed, cold (every book read) and after one
book grew by a game (only what changed read again), with no cache and with the cache this laptop
kept (club/season_cache.py). Issue 35: 50 tables of 1,000 games each in
under 2 s.
"""

from __future__ import annotations

import os
import random
import sqlite3
import tempfile
import time
from pathlib import Path
from typing import Any

from ludicitude.club.book import write_book
from ludicitude.club.database import SCHEMA
from ludicitude.club.mark import APPLICATION_ID, SCHEMA_VERSION

NAMES = ("Ana", "Bob", "Cleo", "Dominique", "Eve", "Farid", "Gaspard", "Héloïse", "Ines", "Jules", "Karim",
         "Léa", "Mathis", "Nora", "Oscar", "Paule", "Quentin", "Rosa", "Sacha", "Théo")


def _database(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN")
    for statement in SCHEMA.split(";"):
        if statement.strip():
            conn.execute(statement)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    return conn


def _result(rng: random.Random, table: int, n: int, when: float) -> dict[str, Any]:
    from ludicitude.games import GAMES

    ids = sorted(GAMES)  # the games of the registry, each in turn
    game = ids[n % len(ids)]
    spec = GAMES[game]
    count = rng.randint(max(2, spec.min_seats), min(5, spec.max_seats))
    players = rng.sample(NAMES, count)
    scores = [rng.randint(0, 40) for _ in players]
    best = max(scores)
    return {"id": f"t{table:02d}-{n:05d}", "game": game, "players": players, "scores": scores,
            "winners": [i for i, s in enumerate(scores) if s == best], "finished_at": when, "seed": n,
            "options": {}, "kinds": ["human"] * count}


def make_books(folder: Path, tables: int = 50, games: int = 1000, seed: int = 35) -> None:
    """``tables`` books of ``games`` finished games each in ``folder``, as tables write them
    (their results and players; no records: the reading never opens them)."""
    import json

    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as work:
        for table in range(tables):
            path = Path(work) / f"{table}.db"
            conn = _database(path)
            rows = [(r["id"], json.dumps(r)) for r in
                    (_result(rng, table, n, 1.7e9 + n * 600 + table) for n in range(games))]
            conn.executemany("INSERT INTO results (id, result) VALUES (?, ?)", rows)
            for name in NAMES:
                pid = conn.execute("INSERT INTO players (name, touched) VALUES (?, 0)", (name,)).lastrowid
                conn.execute("INSERT INTO names (key, player) VALUES (?, ?)", (name.casefold(), pid))
            conn.execute("COMMIT")
            conn.close()
            write_book(folder, f"{table + 1:014x}", source=path)


def add_game(folder: Path, table: int, n: int) -> None:
    """One more game in table ``table``'s book (as its next book would have it)."""
    import json

    path = folder / f"{table + 1:014x}.ludicitude-book"
    conn = sqlite3.connect(path)
    r = _result(random.Random(n), table, n, 1.8e9)
    conn.execute("INSERT INTO results (id, result) VALUES (?, ?)", (r["id"], json.dumps(r)))
    conn.commit()
    conn.close()


def _timed(season: Any, written: list[float] | None = None) -> tuple[float, float, dict[str, Any]]:
    """Milliseconds (wall clock and processor) to read the folder and compute the standings, as
    the program's reading process does (club/season_worker.py: the collector paused, what the
    books made kept out of its scans, the cache's writes held back until the standings are out);
    ``written``: given the milliseconds (wall clock) to the cache written after them."""
    from ludicitude.club.season_worker import books_read, collector_paused

    season.second_core = True  # (as the reading process: club/season_worker.py)
    t, c, before = time.perf_counter(), time.process_time(), os.times()
    if season.cache is not None:
        season.cache.hold()
    with collector_paused():
        season.refresh(with_local=False)
        books_read()
        stats = season.stats()
    after = os.times()  # (the processor time of a copy of the process that rated some games counted too)
    children = after.children_user + after.children_system - before.children_user - before.children_system
    ms, cpu = (time.perf_counter() - t) * 1000, (time.process_time() - c + children) * 1000
    if season.cache is not None:
        season.cache.flush()
    if written is not None:
        written.append((time.perf_counter() - t) * 1000)
    return ms, cpu, stats


def bench_club(tables: int = 50, games: int = 1000, runs: int = 3) -> dict[str, Any]:
    """Milliseconds to read the folder and compute the standings: with no cache (a laptop's
    first reading), started again with its cache (club/season_cache.py: every later start),
    and after one book grew by a game (only what changed read and rated again)."""
    from ludicitude.club.season_cache import SeasonCache
    from ludicitude.club.standings import Season

    cold, cold_cpu, cached, cached_cpu, grown = [], [], [], [], []
    written: list[float] = []
    with tempfile.TemporaryDirectory() as work:
        folder = Path(work) / "club"
        folder.mkdir()
        make_books(folder, tables, games)
        for run in range(runs):
            cache = SeasonCache(Path(work) / f"cache-{run}.sqlite")
            ms, cpu, stats = _timed(Season(folder, cache), written)
            cold.append(ms)
            cold_cpu.append(cpu)
            cache.close()
            season = Season(folder, SeasonCache(cache.path))  # the program started again
            ms, cpu, again = _timed(season)
            if again != stats:
                raise AssertionError("the cache changed the standings")
            cached.append(ms)
            cached_cpu.append(cpu)
            add_game(folder, run % tables, games + run)
            grown.append(_timed(season)[0])
            if season.cache is not None:
                season.cache.close()
        played = len(season.union.results)
    return {"tables": tables, "games": played, "players": len(stats["players"]),
            "cold_ms": round(min(cold), 1), "cold_cpu_ms": round(min(cold_cpu), 1),
            "cold_cache_written_ms": round(min(written), 1),
            "cached_ms": round(min(cached), 1), "cached_cpu_ms": round(min(cached_cpu), 1),
            "one_book_grew_ms": round(min(grown), 1)}
