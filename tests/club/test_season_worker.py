"""Issue 35, scale: "a new book arriving is read ... without a pause in the game on screen". The
season is read in a process of its own (club/season_worker.py): the window's process never reads
the books nor rates the games itself, and receives the same season as a reading here gives;
where no process can be started, the worker thread reads it as before."""

from __future__ import annotations

import os

import pytest

from ludicitude.bench_club import add_game, make_books
from ludicitude.club import link as link_module
from ludicitude.club.link import ClubLink
from ludicitude.club.standings import Season


@pytest.fixture
def folder(tmp_path, private_user_folders):
    club = tmp_path / "club"
    club.mkdir()
    make_books(club, tables=3, games=12, seed=5)
    return club


def read_here(folder):
    """The season as this process reads it (no cache)."""
    season = Season(folder, False)
    union = season.refresh()
    return union, season.stats(), season.identities()


def test_the_season_is_read_in_another_process_than_the_windows_and_is_the_same(folder, monkeypatch):
    union, stats, identities = read_here(folder)

    def not_here(*args, **kwargs):
        raise AssertionError("the season was read in the window's process")

    monkeypatch.setattr(Season, "refresh", not_here)  # (this process's Season only: the reader's is its own)
    link = ClubLink(folder)
    try:
        link.read_soon()
        link.wait(120)
        assert link.stats == stats
        assert link.identities == identities
        assert link.union == union
        assert len(link.union.results) == 36
        assert link._last is not None and link._last.pid not in (0, os.getpid())
    finally:
        link.close()


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="a system without process priorities")
def test_the_reading_process_gives_way_to_the_windows(folder):
    """The window's process goes first when both want a processor: the reader's priority is lower."""
    link = ClubLink(folder)
    try:
        link.read_soon()
        link.wait(120)
        reader = link._last.pid
        assert reader != os.getpid()
        assert os.getpriority(os.PRIO_PROCESS, reader) >= min(19, os.getpriority(os.PRIO_PROCESS, 0) + 1)
    finally:
        link.close()


def test_a_book_that_grew_is_read_again_by_the_reading_process(folder):
    link = ClubLink(folder)
    try:
        link.read_soon()
        link.wait(120)
        before = link.version
        add_game(folder, 1, 500)
        link.read_soon()
        link.wait(120)
        assert link.version == before + 1
        assert len(link.union.results) == 37
        assert "t01-00500" in {r.save_id for r in link.union.results}
        assert link.stats == read_here(folder)[1]
    finally:
        link.close()


def test_where_no_process_can_be_started_the_worker_thread_reads_the_same_season(folder, monkeypatch):
    union, stats, _identities = read_here(folder)

    def cannot_start():
        raise OSError("no processes here")

    monkeypatch.setattr(link_module, "reading_process", cannot_start)
    link = ClubLink(folder)
    try:
        link.read_soon()
        link.wait(120)
        assert link.stats == stats
        assert link.union == union
        assert link._last is not None and link._last.pid == os.getpid()
    finally:
        link.close()


def test_closing_the_link_ends_its_reading_process(folder):
    """The program does not wait for a reading under way when it ends (the next start reads again)."""
    link = ClubLink(folder)
    link.read_soon()
    link.wait(120)
    processes = list(link._process._processes.values())
    assert processes and all(p.is_alive() for p in processes)
    link.read_soon()  # (a reading under way, or about to start, when the program ends)
    link.close()
    for p in processes:
        p.join(30)
    assert not any(p.is_alive() for p in processes)
    assert link._process is None
