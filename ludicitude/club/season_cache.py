"""The season's cache on this laptop (``club-cache.sqlite`` in the user's data folder, never in
the club folder): each book as last read, and the ratings after a prefix of the season's games
(club/ratings.py's checkpoints), so that a program started again, or a book that grew, reads and
rates only what changed.

A book is kept under its identity (the club folder and its name: the installation that wrote
it) with its change mark (its size, date and file as last read) and the row number of its last
game: the same mark is the same book (not opened again); another mark is a book that changed,
read from its last game kept when it only grew (club/season.py). A checkpoint is kept under its
board (a game), its number of games and the digest of those games (club/ratings.py).

Nothing in the cache is trusted blindly: every row carries a digest of what it holds, and a row
whose digest or content does not match is not used (the book is read again, the ratings
computed again) and written anew; a cache file that is not SQLite or is damaged is removed and
made again. A cache that can't be written (a read-only data folder) only makes reading slower:
the season is the same with it or without it.
"""

from __future__ import annotations

import hashlib
import json
import math
import sqlite3
import threading
from pathlib import Path
from collections.abc import Callable
from typing import Any

from ludicitude import files
from ludicitude.club.results import Result
from ludicitude.club.same_names import PREFIX, read_answers
from ludicitude.club.season import Book

NAME = "club-cache.sqlite"
#: "LUDC": the cache's mark (``PRAGMA application_id``); its layout is ``user_version``
APPLICATION_ID = 0x4C554443
LAYOUT = 2
#: checkpoints kept at most (the oldest used go first)
MAX_CHECKPOINTS = 400
_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS books (folder TEXT NOT NULL, name TEXT NOT NULL, mark TEXT NOT NULL, "
    "last_seq INTEGER NOT NULL, body BLOB NOT NULL, digest TEXT NOT NULL, PRIMARY KEY (folder, name))",
    "CREATE TABLE IF NOT EXISTS checkpoints (board TEXT NOT NULL, n INTEGER NOT NULL, games TEXT NOT NULL, "
    "state BLOB NOT NULL, digest TEXT NOT NULL, used INTEGER NOT NULL, PRIMARY KEY (board, n, games))",
)


def _digest(*parts: Any) -> str:
    h = hashlib.blake2b(digest_size=20)
    for part in parts:
        h.update(part if isinstance(part, bytes) else str(part).encode())
        h.update(b"\x00")
    return h.hexdigest()


def _result(row: list[Any]) -> Result:
    """A result as kept (its digest checked): rebuilt as it was read from its book."""
    save_id, game, names, scores, winners, finished_at, seed, options, kinds, identities = row
    if not (isinstance(save_id, str) and isinstance(game, str) and type(finished_at) is float
            and math.isfinite(finished_at) and type(seed) is int and isinstance(options, dict)):
        raise ValueError("result")
    return Result(save_id, game, tuple(names), tuple(scores), tuple(winners), finished_at, seed, options,
                  tuple(kinds), tuple(identities))


class SeasonCache:
    """The cache file at ``path`` (the user's data folder's by default), opened when first used;
    usable from one thread at a time (its lock)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = files.data_dir() / NAME if path is None else path
        self._conn: sqlite3.Connection | None = None
        self._lock = threading.RLock()
        self._clock = 0
        #: the writes held back (``hold``), in order, until ``flush``
        self._held: list[Callable[[], None]] | None = None

    # -- writes held back ------------------------------------------------------------------
    def hold(self) -> None:
        """Hold every write back until ``flush``: the reading process writes the cache once the
        standings are out (what it writes is worked out then too: a first reading's books and
        checkpoints are about a fifth of its time)."""
        with self._lock:
            if self._held is None:
                self._held = []

    def flush(self) -> None:
        """Write what was held back (in order), and write at once from now on."""
        with self._lock:
            held, self._held = self._held or [], None
            for write in held:
                write()

    def _write(self, write: Callable[[], None]) -> None:
        with self._lock:
            if self._held is not None:
                self._held.append(write)
            else:
                write()

    # -- the file ------------------------------------------------------------------------
    def _open(self) -> sqlite3.Connection | None:
        if self._conn is not None:
            return self._conn
        for attempt in range(2):
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                conn = sqlite3.connect(self.path, timeout=2.0, isolation_level=None, check_same_thread=False)
            except (OSError, sqlite3.Error):
                return None
            try:
                mark = conn.execute("PRAGMA application_id").fetchone()[0]
                layout = conn.execute("PRAGMA user_version").fetchone()[0]
                tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
                if (mark, layout) != (APPLICATION_ID, LAYOUT) and (mark, layout, tables) != (0, 0, 0):
                    raise sqlite3.DatabaseError("not the cache")
                if conn.execute("PRAGMA quick_check(1)").fetchone()[0] != "ok":
                    raise sqlite3.DatabaseError("damaged")
                for statement in _SCHEMA:
                    conn.execute(statement)
                conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                conn.execute(f"PRAGMA user_version = {LAYOUT}")
                self._clock = conn.execute("SELECT coalesce(max(used), 0) FROM checkpoints").fetchone()[0]
            except sqlite3.DatabaseError:
                conn.close()
                if attempt or not self._remove():
                    return None
                continue  # damaged, or another file under the cache's name: made again
            except sqlite3.Error:
                conn.close()
                return None
            self._conn = conn
            return conn
        return None

    def _remove(self) -> bool:
        try:
            for suffix in ("", "-wal", "-shm", "-journal"):
                self.path.with_name(self.path.name + suffix).unlink(missing_ok=True)
        except OSError:
            return False
        return True

    def _run(self, work: Any, empty: Any = None) -> Any:
        """``work(connection)``, or ``empty`` if the cache can't be used now (a damaged file
        is made again at the next use)."""
        with self._lock:
            conn = self._open()
            if conn is None:
                return empty
            try:
                return work(conn)
            except sqlite3.DatabaseError as exc:
                if "malformed" in str(exc).lower() or "not a database" in str(exc).lower():
                    self.close()
                    self._remove()
                return empty
            except sqlite3.Error:
                return empty

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    # -- books ---------------------------------------------------------------------------
    def book(self, folder: Path, name: str) -> Book | None:
        """The book ``name`` of ``folder`` as last read (its mark, last row number, results,
        players and answers); None if it is not kept or what is kept is not sound."""
        row = self._run(lambda c: c.execute("SELECT mark, last_seq, body, digest FROM books WHERE folder = ? "
                                            "AND name = ?", (str(folder), name)).fetchone())
        if row is None:
            return None
        mark, last_seq, body, digest = row
        if not isinstance(body, bytes) or digest != _digest(folder, name, mark, last_seq, body):
            return None
        try:
            size, mtime, inode = (int(x) for x in mark.split(":"))
            data = json.loads(body)
            results = {}
            for item in data["results"]:
                result = _result(item)
                results[result.save_id] = result
            groups = [(display, frozenset(keys)) for display, keys in data["groups"]
                      if isinstance(display, str) and all(isinstance(k, str) for k in keys)]
            answers = read_answers((f"{PREFIX}{other}:{key}", same) for other, key, same in data["answers"])
            if len(results) != len(data["results"]) or len(groups) != len(data["groups"]) \
                    or len(answers) != len(data["answers"]) or type(last_seq) is not int:
                return None
        except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
            return None
        return Book(name, results, groups, (size, mtime, inode), last_seq, answers)

    def keep_books(self, folder: Path, books: list[Book], present: set[str] | None = None) -> None:
        """Keep ``books`` of ``folder``; ``present``: every book in the folder now (the others' rows go)."""
        books = list(books)
        self._write(lambda: self._keep_books(folder, books, present))

    def _keep_books(self, folder: Path, books: list[Book], present: set[str] | None) -> None:
        rows = []
        for book in books:
            mark = ":".join(str(x) for x in book.stamp)
            # each result a row, as ``_result`` reads it back (no check for cycles: values read from JSON have none)
            body = json.dumps({"results": [[r.save_id, r.game_id, r.names, r.scores, r.winners, r.finished_at, r.seed,
                                             r.options if type(r.options) is dict else dict(r.options),
                                             r.kinds, r.identities] for r in book.results.values()],
                               "groups": [[d, sorted(k)] for d, k in book.groups],
                               "answers": [[other, key, int(same)] for (other, key), same in book.answers.items()]},
                              ensure_ascii=False, separators=(",", ":"), check_circular=False).encode()
            rows.append((str(folder), book.name, mark, book.last_seq, body,
                         _digest(folder, book.name, mark, book.last_seq, body)))

        def work(conn: sqlite3.Connection) -> None:
            conn.execute("BEGIN IMMEDIATE")
            try:
                conn.executemany("INSERT OR REPLACE INTO books (folder, name, mark, last_seq, body, digest) "
                                 "VALUES (?, ?, ?, ?, ?, ?)", rows)
                if present is not None:
                    gone = [(str(folder), n) for (n,) in conn.execute("SELECT name FROM books WHERE folder = ?",
                                                                      (str(folder),)) if n not in present]
                    conn.executemany("DELETE FROM books WHERE folder = ? AND name = ?", gone)
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise

        self._run(work)

    # -- checkpoints (club/ratings.py) -----------------------------------------------------
    def positions(self, board: str) -> set[int]:
        """The numbers of games after which ``board`` has checkpoints kept."""
        rows = self._run(lambda c: c.execute("SELECT DISTINCT n FROM checkpoints WHERE board = ?",
                                             (board,)).fetchall(), [])
        return {n for (n,) in rows if type(n) is int}

    def find(self, board: str, n: int, games: str) -> dict[str, Any] | None:
        row = self._run(lambda c: c.execute("SELECT state, digest FROM checkpoints WHERE board = ? AND n = ? "
                                            "AND games = ?", (board, n, games)).fetchone())
        if row is None or row[1] != _digest(board, n, games, row[0]):
            return None
        try:
            state = json.loads(row[0])
        except (ValueError, TypeError, RecursionError):
            return None
        self._clock += 1
        self._run(lambda c: c.execute("UPDATE checkpoints SET used = ? WHERE board = ? AND n = ? AND games = ?",
                                      (self._clock, board, n, games)))
        return state if isinstance(state, dict) else None

    def keep(self, board: str, points: Callable[[], list[tuple[int, str, dict[str, Any]]]]) -> None:
        """Keep the checkpoints ``points()`` gives (each: its number of games, their digest, the
        state after them), worked out when written."""
        self._write(lambda: self._keep(board, points()))

    def _keep(self, board: str, points: list[tuple[int, str, dict[str, Any]]]) -> None:
        self._clock += 1
        rows = []
        for n, games, state in points:
            body = json.dumps(state, ensure_ascii=False, separators=(",", ":")).encode()
            rows.append((board, n, games, body, _digest(board, n, games, body), self._clock))

        def work(conn: sqlite3.Connection) -> None:
            conn.execute("BEGIN IMMEDIATE")
            try:
                conn.executemany("INSERT OR REPLACE INTO checkpoints (board, n, games, state, digest, used) "
                                 "VALUES (?, ?, ?, ?, ?, ?)", rows)
                conn.execute("DELETE FROM checkpoints WHERE rowid NOT IN (SELECT rowid FROM checkpoints "
                             "ORDER BY used DESC, n DESC LIMIT ?)", (MAX_CHECKPOINTS,))
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise

        self._run(work)
