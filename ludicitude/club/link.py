"""The program's tie to a club folder (``--club-folder`` or the settings' ``club_folder``): this
table's book written after every finished game, and the season read from the folder, both off
the frame loop (a worker thread each: a book may take a moment to write, fifty books a moment to
read). ``poll`` (from the frame loop, each frame: it only takes a lock) hands what to say and
the latest season read.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from ludicitude.club.book import BookWriter
from ludicitude.club.same_names import Question
from ludicitude.club.season import Union
from ludicitude.club.standings import Season
from ludicitude.club.stats import PlayerStats


class ClubLink:
    def __init__(self, folder: Path, wake: Callable[[], None] | None = None) -> None:
        self.folder = folder
        self.writer = BookWriter(folder)
        self.season = Season(folder)
        self._wake = wake or (lambda: None)
        self._reader = ThreadPoolExecutor(max_workers=1, thread_name_prefix="club-season")
        self._lock = threading.Lock()
        self._reading = False
        self._again = False  # asked again while a reading was under way
        #: the season's statistics as last read (``all_stats``'s shape), None until read once
        self.stats: dict[str, Any] | None = None
        #: each person -> the identity (colour and symbol) of their latest game
        self.identities: dict[str, str] = {}
        #: the season's games and names as last read (club/season.py's Union)
        self.union: Union = Union([], {})
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
        return list(self.season.questions)

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
        union = self.season.refresh()
        stats = self.season.stats()
        identities = self.season.identities()
        with self._lock:
            self.stats, self.identities, self.union = stats, identities, union
            self.people = self.season.people
            self.version += 1
        self._wake()

    def poll(self) -> list[str]:
        """What to tell the players now (each problem once)."""
        return self.writer.problems() + self.season.problems()

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
        (None until read once) and each person's figures: the three of one reading."""
        with self._lock:
            return self.union, self.stats, self.people

    def wait(self, timeout: float = 30.0) -> None:
        """Until the books asked for are written and the season read after them (tests)."""
        self.writer.wait(timeout)
        self._reader.submit(lambda: None).result(timeout)  # queued after every reading asked for

    def close(self) -> None:
        self.writer.close()
        self._reader.shutdown(wait=True)
        if self.season.cache is not None:
            self.season.cache.close()
