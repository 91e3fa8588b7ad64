"""The program's tie to a club folder (``--club-folder`` or the settings' ``club_folder``): this
table's book written after every finished game, and the season read from the folder, both off
the frame loop (a book may take a moment to write, fifty books a moment to read). The book is
written on a worker thread; the season is read in a process of its own (club/season_worker.py
says why), which a worker thread waits for. ``poll`` (from the frame loop, each frame: it only
takes a lock) hands what to say and the latest season read.
"""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

from ludicitude.club.book import BookWriter
from ludicitude.club.same_names import Question
from ludicitude.club.season import Union
from ludicitude.club.season_worker import Reading, lower_priority, read_here, read_season, surroundings
from ludicitude.club.standings import Season
from ludicitude.club.stats import PlayerStats

def reading_process() -> ProcessPoolExecutor:
    """A process reading seasons (started when first asked, by the spawn method: a fresh
    interpreter, the same on every system and in the packaged program), at a lower priority than
    the window's."""
    return ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                               initializer=lower_priority)


def stop(pool: ProcessPoolExecutor) -> None:
    """The reading process ended now, a reading under way with it (nothing is lost: the next
    reading starts again, and the cache is written in transactions)."""
    terminate = getattr(pool, "terminate_workers", None)  # (Python 3.14)
    if terminate is not None:
        terminate()
    else:
        for process in list((getattr(pool, "_processes", None) or {}).values()):
            process.terminate()
    pool.shutdown(wait=True, cancel_futures=True)


class _Closed(Exception):
    """The link was closed while its season was being read."""


class ClubLink:
    def __init__(self, folder: Path, wake: Callable[[], None] | None = None) -> None:
        self.folder = folder
        self.writer = BookWriter(folder)
        #: the season read in this process, where no reading process can be started
        self.season = Season(folder)
        self._wake = wake or (lambda: None)
        self._reader = ThreadPoolExecutor(max_workers=1, thread_name_prefix="club-season")
        #: this link's reading process (started at its first reading), and whether it was closed
        self._process: ProcessPoolExecutor | None = None
        self._closed = False
        self._lock = threading.Lock()
        self._reading = False
        self._again = False  # asked again while a reading was under way
        #: the season's statistics as last read (``all_stats``'s shape), None until read once
        self.stats: dict[str, Any] | None = None
        #: each person -> the identity (colour and symbol) of their latest game
        self.identities: dict[str, str] = {}
        #: the last reading (its games made back into a Union when first asked: ``union``)
        self._last: Reading | None = None
        self._union: Union | None = None
        self._said: list[str] = []
        #: each person's figures over that season (club/stats.py's PlayerStats)
        self.people: dict[str, PlayerStats] = {}
        self.version = 0  # raised each time ``stats`` changes: a screen showing them redraws

    def after_game(self) -> None:
        """A game finished (and was saved): a new book, then the season read again."""
        self.writer.write_soon()
        self.read_soon()

    def after_answer(self) -> None:
        """An answer to "Ana on table 5e1c is Ana?" kept: a new book (every laptop sees it), then
        the season read again with it."""
        self.after_game()

    def questions(self) -> list[Question]:
        """The names this table shares with another that no table has answered about, as last read."""
        with self._lock:
            return [] if self._last is None else list(self._last.questions)

    @property
    def union(self) -> Union:
        """The season's games and names as last read (club/season.py's Union)."""
        return self.reading()[0]

    def read_soon(self) -> None:
        """The season read again, on the worker (once more after a reading under way: what
        changed since it started is read too)."""
        with self._lock:
            if self._reading:
                self._again = True
                return
            self._reading = True
        self._reader.submit(self._read)

    def _read(self) -> None:
        while True:
            try:
                self._read_once()
            except BaseException:
                with self._lock:
                    self._reading = self._again = False
                raise
            with self._lock:
                if not self._again:
                    self._reading = False
                    return
                self._again = False

    def _read_once(self) -> None:
        try:
            self.writer.wait(30.0)  # this table's own newest games first
        except TimeoutError:  # a book still being written: the season is read all the same
            pass
        try:
            reading = self._read_elsewhere()
        except _Closed:  # (the program is ending, or this folder was left)
            return
        with self._lock:
            self._last, self._union = reading, None
            self.stats, self.identities, self.people = reading.stats, reading.identities, reading.people
            self._said.extend(reading.problems)
            self.version += 1
        self._wake()

    def _read_elsewhere(self) -> Reading:
        """The season read in the reading process; in this one (on this worker thread) if that
        process can't be started or ended."""
        with self._lock:
            if self._closed:
                raise _Closed
            pool = self._process
        if pool is None:
            try:
                pool = reading_process()
            except (OSError, RuntimeError, ValueError):
                return read_here(self.season)
            with self._lock:
                self._process = pool
        try:
            return pool.submit(read_season, str(self.folder), surroundings()).result()
        except (BrokenProcessPool, OSError, RuntimeError):  # (a reading's own error is raised as it is)
            with self._lock:
                closed = self._closed
                if self._process is pool:
                    self._process = None
            pool.shutdown(wait=False, cancel_futures=True)
            if closed:
                raise _Closed from None
            return read_here(self.season)

    def poll(self) -> list[str]:
        """What to tell the players now (each problem once)."""
        with self._lock:
            said, self._said = self._said, []
        return self.writer.problems() + said

    def leaderboard(self, game_id: str) -> list[dict[str, Any]]:
        """The season's people rated at ``game_id``, best first (the computers left out: the
        club's standings), as last read; empty until read."""
        with self._lock:
            stats = self.stats
        if stats is None:
            return []
        return [line for line in stats["leaderboards"].get(game_id, []) if line["kind"] == "human"]

    def reading(self) -> tuple[Union, dict[str, Any] | None, dict[str, PlayerStats]]:
        """The season's games and names as last read, with the statistics computed from them
        (None until read once) and each person's figures: the three of one reading. The games
        are made from the reading's bytes the first time a screen asks, then kept until the
        next reading."""
        with self._lock:
            last, union = self._last, self._union
        if last is None:
            return Union([], {}), None, {}
        if union is None:
            union = last.union()
            with self._lock:
                if self._last is last:
                    self._union = union
        return union, last.stats, last.people

    def wait(self, timeout: float = 30.0) -> None:
        """Until the books asked for are written and the season read after them (tests)."""
        self.writer.wait(timeout)
        self._reader.submit(lambda: None).result(timeout)  # queued after every reading asked for

    def close(self) -> None:
        """The last book finished writing; a reading under way stopped (the program does not
        wait for it)."""
        with self._lock:
            self._closed, pool, self._process = True, self._process, None
        if pool is not None:
            stop(pool)
        self.writer.close()
        self._reader.shutdown(wait=True)
        if self.season.cache is not None:
            self.season.cache.close()
