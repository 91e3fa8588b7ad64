"""The reading process keeps the books it read out of the garbage collector's scans
(club/season_worker.py ``books_read``: ``gc.freeze``). That is sound only because reading a season
makes no reference cycle: what a reading made is freed by its count of references when the next
reading replaces it, never left for the collector."""

from __future__ import annotations

import gc

from ludicitude.bench_club import make_books
from ludicitude.club.season_worker import books_read, collector_paused
from ludicitude.club.standings import Season


def test_reading_a_season_makes_no_cycle_for_the_collector_to_find(tmp_path):
    folder = tmp_path / "club"
    folder.mkdir()
    make_books(folder, tables=3, games=40, seed=5)
    season = Season(folder, False)
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        union = season.refresh(with_local=False)
        found = gc.collect()
    finally:
        if was:
            gc.enable()
    assert len(union.results) == 120
    assert found == 0


def test_the_ratings_after_a_frozen_reading_are_those_of_a_reading_without_it(tmp_path):
    folder = tmp_path / "club"
    folder.mkdir()
    make_books(folder, tables=3, games=40, seed=6)
    plain = Season(folder, False)
    plain.refresh(with_local=False)
    expected = plain.stats()
    season = Season(folder, False)
    try:
        with collector_paused():
            season.refresh(with_local=False)
            books_read()
            got = season.stats()
    finally:
        gc.unfreeze()
    assert got == expected
    assert got["leaderboards"] and got["players"]
