"""The club's database file: one SQLite file (Python's ``sqlite3``) in the user data folder,
its tables, and what happens when it can't be used.

Every change is one transaction (``BEGIN IMMEDIATE`` ... ``COMMIT``) in WAL mode with
``synchronous=FULL``: a program killed at any moment leaves each action either wholly written or
not at all. Order comes from the database's own sequence (``meta.clock``, raised by every write),
never from the wall clock.

A file that is not a database or fails ``quick_check`` is kept aside under a new name (nothing is
deleted) and a new one started; a database written by a newer version is left untouched; one
that is read-only, locked by another program for too long or on a full disk stays as it is. In
each case the problem is said in words once, and the program goes on (without saving if it must).
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ludicitude import files
from ludicitude.core.i18n import _

FILE_NAME = "ludicitude.db"
#: the layout of the tables (``PRAGMA user_version``); a file with a higher number is a newer
#: version's and is never written
SCHEMA_VERSION = 1
#: how long a write waits for another window's write to finish before it gives up
BUSY_SECONDS = 2.0

SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
INSERT INTO meta VALUES ('clock', 0);
CREATE TABLE games (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    game TEXT NOT NULL,
    session TEXT NOT NULL,
    start TEXT NOT NULL,
    saved_at REAL NOT NULL,
    touched INTEGER NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX games_by_touch ON games (finished, touched);
CREATE TABLE moves (
    game INTEGER NOT NULL REFERENCES games (seq) ON DELETE CASCADE,
    n INTEGER NOT NULL,
    move TEXT NOT NULL,
    PRIMARY KEY (game, n)
) WITHOUT ROWID;
CREATE TABLE results (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    result TEXT NOT NULL
);
CREATE TABLE players (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    identity TEXT,
    touched INTEGER NOT NULL
);
CREATE TABLE names (key TEXT PRIMARY KEY, player INTEGER NOT NULL REFERENCES players (id));
CREATE TABLE tables (game TEXT PRIMARY KEY, seats TEXT NOT NULL, touched INTEGER NOT NULL);
CREATE TABLE imports (file TEXT NOT NULL, stamp TEXT NOT NULL, outcome TEXT NOT NULL, PRIMARY KEY (file, stamp));
CREATE TABLE kept_records (game TEXT NOT NULL, start TEXT NOT NULL, moves BLOB NOT NULL);
"""


class StoreError(OSError):
    """The database could not do what was asked; the message says why, in words (an OSError:
    the screens tell it as they tell a file that can't be written)."""


def in_words(exc: sqlite3.Error | OSError) -> str:
    """What went wrong with the database, for the players."""
    text = str(exc).lower()
    if "locked" in text or "busy" in text:
        return _("the games database is busy in another program")
    if "readonly" in text or "read-only" in text:
        return _("the games database is read-only")
    if "full" in text:
        return _("the disk is full")
    if isinstance(exc, OSError):
        return str(exc.strerror or exc)
    return _("the games database can't be used ({error})").format(error=str(exc)[:80])


class Database:
    """One open database file. ``conn`` is None when it can't be used at all (then nothing is
    read or written); ``writable`` is False when it can be read but not written. ``problems``:
    what to tell the players about opening it."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.conn: sqlite3.Connection | None = None
        self.writable = False
        self.problems: list[str] = []
        #: the write problem already told (said once, not at every move); None while writes work
        self.write_problem: str | None = None
        #: False while the file is still to be made ready for writing (it was locked by another
        #: program when opened): done before the next write
        self._ready = True
        self._lock = threading.RLock()
        self._open()

    # -- opening ---------------------------------------------------------------------------
    def _open(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self._unusable(_("The games database can't be created: {error}.").format(error=exc.strerror or exc))
            return
        if self.path.exists() and not self.path.is_file():
            self._unusable(_("The games database {path} is not a regular file.").format(path=self.path))
            return
        try:
            conn = self._connect()
            version = conn.execute("PRAGMA user_version").fetchone()[0]
        except sqlite3.DatabaseError as exc:
            if self._is_damage(exc):
                self._set_aside_and_start_again()
                return
            if self._is_busy(exc):  # another program holds it now: tried again at each write
                self.conn, self.writable, self._ready = conn, True, False
                return
            self._read_only_or_unusable(exc)
            return
        if version > SCHEMA_VERSION:
            conn.close()
            self._unusable(_("The games database was written by a newer version of Ludicitude: it is left "
                             "as it is, and games are played without saving."))
            return
        try:
            ok = conn.execute("PRAGMA quick_check").fetchone()[0] == "ok"
        except sqlite3.DatabaseError as exc:
            ok = not self._is_damage(exc)
        if not ok:
            conn.close()
            self._set_aside_and_start_again()
            return
        self.conn = conn
        try:
            self._prepare(version)
            self.writable = True
        except sqlite3.Error as exc:
            if self._is_busy(exc):
                self.writable, self._ready = True, False
                return
            self.problems.append(_("Games can't be saved: {error}. Play goes on without saving.").format(
                error=in_words(exc)))
            self.write_problem = self.problems[-1]

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=BUSY_SECONDS, isolation_level=None, check_same_thread=False)
        conn.execute("PRAGMA foreign_keys = ON")
        return conn

    def _prepare(self, version: int) -> None:
        assert self.conn is not None
        if self.conn.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            self.conn.execute("PRAGMA journal_mode = WAL")
        self.conn.execute("PRAGMA synchronous = FULL")  # a finished action survives a power cut too
        if version == 0:
            conn = self.conn
            conn.execute("BEGIN IMMEDIATE")
            try:
                if conn.execute("PRAGMA user_version").fetchone()[0] == 0:  # not made meanwhile
                    for statement in SCHEMA.split(";"):
                        if statement.strip():
                            conn.execute(statement)
                    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise

    @staticmethod
    def _is_busy(exc: sqlite3.Error) -> bool:
        text = str(exc).lower()
        return "locked" in text or "busy" in text

    def _make_ready(self) -> None:
        """Finish opening a file that was locked when it was opened (sqlite3.Error if it still is)."""
        assert self.conn is not None
        version = self.conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            self.writable = False
            raise sqlite3.OperationalError("written by a newer version: read-only")
        self._prepare(version)
        self._ready = True

    @staticmethod
    def _is_damage(exc: sqlite3.DatabaseError) -> bool:
        text = str(exc).lower()
        return "not a database" in text or "malformed" in text or "corrupt" in text

    def _set_aside_and_start_again(self) -> None:
        aside = files.move_aside(self.path)
        if aside is None:
            self._unusable(_("The games database is damaged and can't be moved aside: games are played "
                             "without saving."))
            return
        for suffix in ("-wal", "-shm"):
            side = self.path.with_name(self.path.name + suffix)
            if side.exists():
                try:
                    side.replace(aside.with_name(aside.name + suffix))
                except OSError:
                    pass
        try:
            self.conn = self._connect()
            self._prepare(0)
            self.writable = True
        except sqlite3.Error as exc:
            self.conn = None
            self._unusable(_("Games can't be saved: {error}. Play goes on without saving.").format(
                error=in_words(exc)))
            return
        games, results = self._salvage(aside)
        if games or results:
            self.problems.append(_("The games database was damaged: it was kept as {aside}, and what could be "
                                   "read of it ({games} games, {results} results) was copied into a new one.").format(
                aside=aside.name, games=games, results=results))
        else:
            self.problems.append(_("The games database was damaged: it was kept as {aside} and a new one "
                                   "started.").format(aside=aside.name))

    def _salvage(self, aside: Path) -> tuple[int, int]:
        """Copy every row that can still be read from the damaged file (kept as it is: opened
        read-only) into the new database, table by table, until its damage stops the reading.
        Returns how many games and results were copied."""
        old = open_read_only(aside)
        if old is None or self.conn is None:
            return 0, 0
        copied: dict[str, int] = {}
        try:
            with self.transaction() as conn:
                for table in ("meta", "games", "moves", "results", "players", "names", "tables", "imports",
                              "kept_records"):
                    copied[table] = 0
                    try:
                        columns = [r[1] for r in old.execute(f"PRAGMA table_info({table})")]
                        marks = ", ".join("?" * len(columns))
                        how = "REPLACE" if table == "meta" else "IGNORE"
                        insert = f"INSERT OR {how} INTO {table} ({', '.join(columns)}) VALUES ({marks})"
                        for row in old.execute(f"SELECT {', '.join(columns)} FROM {table}"):
                            try:
                                copied[table] += conn.execute(insert, row).rowcount
                            except sqlite3.IntegrityError:  # a move of a game that could not be read
                                pass
                    except sqlite3.DatabaseError:
                        continue  # the damage: the rows read before it are copied
        except sqlite3.Error:
            return 0, 0
        finally:
            old.close()
        return copied.get("games", 0), copied.get("results", 0)

    def _read_only_or_unusable(self, exc: sqlite3.Error) -> None:
        """A database that can't be opened for writing may still be read (a read-only disk)."""
        conn = open_read_only(self.path)
        if conn is None:
            self._unusable(_("Games can't be saved: {error}. Play goes on without saving.").format(
                error=in_words(exc)))
            return
        self.conn = conn
        self.write_problem = _("Games can't be saved: {error}. Play goes on without saving.").format(
            error=in_words(exc))
        self.problems.append(self.write_problem)

    def _unusable(self, message: str) -> None:
        self.conn = None
        self.problems.append(message)
        self.write_problem = message

    # -- using -----------------------------------------------------------------------------
    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One write: everything in the block, or nothing (sqlite3.Error propagates)."""
        assert self.conn is not None
        with self._lock:
            if not self._ready:
                self._make_ready()
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield self.conn
                self.conn.execute("COMMIT")
            except BaseException:
                if self.conn.in_transaction:  # SQLite itself rolls back after some errors (a full disk)
                    self.conn.execute("ROLLBACK")
                raise

    def tick(self, conn: sqlite3.Connection) -> int:
        """The next number of the database's own sequence (inside a transaction)."""
        conn.execute("UPDATE meta SET value = value + 1 WHERE key = 'clock'")
        return int(conn.execute("SELECT value FROM meta WHERE key = 'clock'").fetchone()[0])

    def read(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        """Rows of a query; empty when the database can't be used (its problem was told)."""
        if self.conn is None:
            return []
        with self._lock:
            try:
                return self.conn.execute(sql, params).fetchall()
            except sqlite3.Error:
                return []

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None


def open_read_only(path: Path) -> sqlite3.Connection | None:
    """``path`` opened for reading only, never changed: with its WAL where that can be read, else
    as a file nobody changes (a read-only disk). None unless it is a database of this layout."""
    for query in ("mode=ro", "mode=ro&immutable=1"):
        conn = None
        try:
            conn = sqlite3.connect(f"{path.as_uri()}?{query}", uri=True, check_same_thread=False,
                                   isolation_level=None)
            if conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION:
                return conn
        except sqlite3.Error:
            pass
        if conn is not None:
            conn.close()
    return None


_open_databases: dict[Path, Database] = {}


def database_path() -> Path:
    return files.data_dir() / FILE_NAME


def database() -> Database:
    """The database of the user data folder, opened once per program (and per folder, for tests)."""
    path = database_path()
    db = _open_databases.get(path)
    if db is None:
        for other in _open_databases.values():  # one folder at a time: tests move it per test
            other.close()
        _open_databases.clear()
        db = _open_databases[path] = Database(path)
    return db


def close_all() -> None:
    for db in _open_databases.values():
        db.close()
    _open_databases.clear()
