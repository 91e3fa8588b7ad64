"""The season as this laptop sees it: the books of the club folder read into a cache (only what
changed is read again), this installation's own games from its database (fresher than its
book), their union (club/season.py) and the standings over it (club/stats.py).

``Season.refresh`` may take a while with many books: the program calls it on a worker thread
(club/link.py); the command line calls it directly. The books as read and the ratings after the
season's first games are kept in a cache of this laptop's (club/season_cache.py): a program
started again opens only the books that changed since, and rates only the games after those it
rated before.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Any

from ludicitude.club import db
from ludicitude.club.book import SUFFIX, installation_id
from ludicitude.club.same_names import Question, local_answers, questions, two_people
from ludicitude.club.season_cache import SeasonCache
from ludicitude.club.season import BadBook, Book, Union, book_record, read_book, record_proves, union_of
from ludicitude.club.stats import PlayerStats, all_stats
from ludicitude.core.i18n import _
from ludicitude.core.names import name_key

#: the local database's name among the sources (never a book's: a book's name ends in SUFFIX)
HERE = "this table"


def local_groups() -> list[tuple[str, frozenset[str]]]:
    """This table's players as a book holds them: each (name, every name key that is them)."""
    by_player: dict[Any, tuple[str, set[str]]] = {}
    rows = db.database().read("SELECT n.key, p.id, p.name FROM names n JOIN players p ON p.id = n.player")
    for key, pid, name in rows:
        if isinstance(key, str) and isinstance(name, str):
            entry = by_player.setdefault(pid, (name.strip(), set()))
            entry[1].update({key, name_key(name)})
    return [(name, frozenset(keys)) for name, keys in by_player.values()]


class Season:
    """The club folder's books, cached. ``problems()`` takes what to say (each once)."""

    def __init__(self, folder: Path, cache: SeasonCache | None | bool = True) -> None:
        """``cache``: this laptop's (True: the one in the user's data folder), or none (False)."""
        self.folder = folder
        self.cache = SeasonCache() if cache is True else cache or None
        self._to_keep: list[Book] = []
        self.books: dict[str, Book] = {}
        #: the books that can't be used now, with why (said once each, while they stay so)
        self.bad: dict[str, tuple[tuple[int, int, int], str]] = {}
        self.union = Union([], {})
        self._said: set[str] = set()
        self._problems: list[str] = []
        self._folder_missing = False
        self._lock = threading.Lock()
        #: how many books were read (wholly or in part) by the last refresh: the cache's work
        self.read_last = 0
        #: the names this table shares with another that no table has answered about (club/same_names.py)
        self.questions: list[Question] = []
        #: each person's figures over the season, as the last ``stats()`` worked them out
        self.people: dict[str, PlayerStats] = {}
        #: some ratings worked out on a second processor (club/second_core.py: the reading process's)
        self.second_core = False

    def _say(self, text: str) -> None:
        with self._lock:
            if text not in self._said:
                self._said.add(text)
                self._problems.append(text)

    def problems(self) -> list[str]:
        with self._lock:
            out, self._problems = self._problems, []
        return out

    def refresh(self, *, with_local: bool = True) -> Union:
        """Read what changed in the folder, and the union again. ``with_local``: this
        installation's games from its database (off: only the books, as a table without a
        database reads them)."""
        mine = installation_id(make=False) if with_local else None
        own = None if mine is None else mine + SUFFIX
        self.read_last = 0
        try:
            entries = [e for e in os.scandir(self.folder) if e.name.endswith(SUFFIX) and not e.name.startswith(".")]
        except OSError as exc:
            if not self._folder_missing:
                self._folder_missing = True
                with self._lock:
                    self._problems.append(_("The club folder {folder} can't be read ({error}): the standings are "
                                            "those read before, and the games go on.").format(
                        folder=self.folder, error=exc.strerror or exc))
            entries = None
        if entries is not None:
            if self._folder_missing:
                self._folder_missing = False
                self._said.clear()
            present = {e.name for e in entries}
            for gone in set(self.books) - present:
                del self.books[gone]
            self._to_keep = []
            for entry in sorted(entries, key=lambda e: e.name):
                if entry.name == own:
                    continue
                self._read_one(entry)
            if self.cache is not None:
                self.cache.keep_books(self.folder, self._to_keep, present)
        sources: list[tuple[str, dict[str, Any], list[tuple[str, frozenset[str]]]]] = [
            (b.name, b.results, b.groups) for b in self.books.values()]
        answers = {b.name[:-len(SUFFIX)]: b.answers for b in self.books.values()}
        ours: dict[str, str] = {}
        if with_local:
            results = {r.save_id: r for r in db.load_results()[0]}
            groups = local_groups()
            sources.append((HERE, results, groups))
            if mine is not None:
                answers[mine] = local_answers()
                ours = {k: name for name, keys in groups for k in keys}
        # "Ana on table 5e1c is Ana?": answered "two people" somewhere, that table's Ana is another person
        apart: dict[str, tuple[str, set[str]]] = {}
        for table, key in two_people(answers):
            source = HERE if table == mine else table + SUFFIX
            apart.setdefault(source, (table, set()))[1].add(key)
        union = union_of(sources, self._proves, {s: (t, frozenset(k)) for s, (t, k) in apart.items()})
        if mine is not None:
            tables = {b.name[:-len(SUFFIX)]: {k: name for name, keys in b.groups for k in keys}
                      for b in self.books.values()}
            self.questions = questions(mine, ours, tables, answers)
        for line in union.skipped:
            self._say(line)
        self.union = union
        return union

    def _read_one(self, entry: os.DirEntry[str]) -> None:
        try:
            info = entry.stat()
        except OSError:
            return
        stamp = (info.st_size, info.st_mtime_ns, info.st_ino)
        known = self.books.get(entry.name)
        if known is not None and known.stamp == stamp:
            return
        if entry.name in self.bad and self.bad[entry.name][0] == stamp:
            return
        if known is None and self.cache is not None:  # as a program before this one read it
            kept = self.cache.book(self.folder, entry.name)
            if kept is not None:
                known = kept
                if known.stamp == stamp:
                    self.books[entry.name] = known
                    self.bad.pop(entry.name, None)
                    return
        self.read_last += 1
        try:
            self.books[entry.name] = read_book(Path(entry.path), known)
            self._to_keep.append(self.books[entry.name])
            self.bad.pop(entry.name, None)
        except BadBook as exc:  # what was read of it before stays (a sync tool copying its new state)
            if known is not None:
                self.books.setdefault(entry.name, known)
            self.bad[entry.name] = (stamp, str(exc))
            self._say(_("{book}: skipped, {why}.").format(book=entry.name, why=exc))

    def _proves(self, source: str, result: Any) -> bool:
        if source == HERE:
            record = db.result_record(result.save_id)
            return record is not None and record_proves(record.to_dict(), result)
        return record_proves(book_record(self.folder / source, result.save_id), result)

    def identities(self) -> dict[str, str]:
        """Each person -> the identity (colour and symbol key) they had in their latest game."""
        out: dict[str, str] = {}
        for result in reversed(self.union.results):
            if not result.identities:
                continue
            for seat, name in enumerate(result.names):
                if result.kind(seat) == "human":
                    person = self.union.names.get(name_key(name), name.strip())
                    out.setdefault(person, result.identities[seat])
        return out

    def stats(self) -> dict[str, Any]:
        """``ludicitude stats --json``'s contents, over the season."""
        people: dict[str, PlayerStats] = {}
        out = all_stats(self.union.results, self.union.names, self.cache, people, self.second_core)
        self.people = people
        return out
