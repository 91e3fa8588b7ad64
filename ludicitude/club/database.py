"""The club's database file: one SQLite file (Python's ``sqlite3``) in the user data folder,
its tables, and what happens when it can't be used.

Every change is one transaction (``BEGIN IMMEDIATE`` ... ``COMMIT``) in WAL mode with
``synchronous=FULL``: a program killed at any moment leaves each action either wholly written or
not at all. Order comes from the database's own sequence (``meta.clock``, raised by every write),
never from the wall clock; a clock missing or out of range is rebuilt from the rows.

The file carries its own mark (club/mark.py); a ``-wal`` beside it that is not its own is moved
aside before it is opened, and every write first checks, inside its transaction, that the file is
still the one opened and still holds its mark, its layout and its tables (else nothing is
written). A file that is not a database, fails ``quick_check``, is another program's database or
lost its tables is kept aside under a new name (nothing is deleted) and a new one started; a
database written by a newer version is left untouched; one that is read-only, locked by another
program for too long or on a full disk stays as it is. In each case the problem is said in words
once, and the program goes on (without saving if it must).
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ludicitude import files
from ludicitude.club import mark
from ludicitude.club.mark import APPLICATION_ID, MAX_CLOCK, SCHEMA_VERSION
from ludicitude.core.i18n import _, n_

__all__ = ["APPLICATION_ID", "MAX_CLOCK", "SCHEMA_VERSION", "Database", "StoreError", "database", "database_path"]

FILE_NAME = "ludicitude.db"
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


class NotItsFile(sqlite3.DatabaseError):
    """The file open is no longer the database it was (replaced, moved, or without its mark or
    tables): nothing is written to it. The message says it in words."""


def in_words(exc: sqlite3.Error | OSError) -> str:
    """What went wrong with the database, for the players."""
    if isinstance(exc, NotItsFile):
        return str(exc)
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
        #: the file opened (device, inode): a write checks the path still names it
        self._identity: tuple[int, int] | None = None
        #: what to tell the players after a write (the file at the path changed meanwhile)
        self.news: list[str] = []
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
        if mark.journal_not_its_own(self.path) and not self._move_side_files_aside(("-journal",)):
            return  # before anything opens the file: SQLite would play it back into ours
        if mark.side_files_not_its_own(self.path) and not self._move_side_files_aside(mark.SIDE_SUFFIXES):
            return
        try:
            conn = self._connect()
            kind = mark.kind_of(conn)
        except sqlite3.DatabaseError as exc:
            if self._is_damage(exc):
                self._set_aside_and_start_again()
                return
            if self._is_busy(exc):  # another program holds it now: tried again at each write
                self.conn, self.writable, self._ready = conn, True, False
                self._identity = self._file_identity()
                return
            self._read_only_or_unusable(exc)
            return
        if kind == "newer":
            conn.close()
            self._unusable(_("The games database was written by a newer version of Ludicitude: it is left "
                             "as it is, and games are played without saving."))
            return
        if kind not in mark.WRITABLE:  # another program's database, or ours without its tables
            conn.close()
            self._set_aside_and_start_again(kind)
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
        self._identity = self._file_identity()
        try:
            self._prepare(kind)
            self.writable = True
        except sqlite3.Error as exc:
            if self._is_busy(exc):
                self.writable, self._ready = True, False
                return
            self.problems.append(_("Games can't be saved: {error}. Play goes on without saving.").format(
                error=in_words(exc)))
            self.write_problem = self.problems[-1]

    def _move_side_files_aside(self, suffixes: tuple[str, ...]) -> bool:
        """The ``-wal`` (and ``-shm``), or the ``-journal``, beside the file are not its own: kept
        aside, said. False if they could not be moved (then nothing is opened: it would be read
        with them)."""
        first = self.path.name + suffixes[0]
        try:
            moved = mark.move_side_files_aside(self.path, suffixes)
        except OSError:
            self._unusable(_("A file beside the games database ({file}) belongs to another database and can't "
                             "be moved aside: games are played without saving.").format(file=first))
            return False
        if not moved:  # gone meanwhile
            return True
        self.problems.append(_("A file beside the games database ({file}) was not its own (another database's, "
                               "or an earlier state of it): it was kept as {aside}, and the games database opened "
                               "without it.").format(
            file=first, aside=moved[0].name))
        return True

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=BUSY_SECONDS, isolation_level=None, check_same_thread=False)
        conn.execute("PRAGMA foreign_keys = ON")
        return conn

    def _file_identity(self) -> tuple[int, int] | None:
        try:
            info = os.stat(self.path)
        except OSError:
            return None
        return info.st_dev, info.st_ino

    def _prepare(self, kind: str) -> None:
        """Ready for writing: WAL, and the tables and the mark made where they are missing (a new
        file; an older database of ours gets the mark), the clock checked."""
        assert self.conn is not None
        if self.conn.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            self.conn.execute("PRAGMA journal_mode = WAL")
        self.conn.execute("PRAGMA synchronous = FULL")  # a finished action survives a power cut too
        if kind == "ours" and self._clock_in_range(self.conn):
            return
        conn = self.conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            kind = mark.kind_of(conn)  # as it is now that it is ours to write
            if kind == "empty":
                for statement in SCHEMA.split(";"):
                    if statement.strip():
                        conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            elif kind not in mark.WRITABLE:
                raise NotItsFile(self._not_its_file())
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            if not self._clock_in_range(conn):
                self._rebuild_clock(conn)
                self.problems.append(_("The games database's counter was damaged: it was rebuilt from the "
                                       "games it holds."))
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
        kind = mark.kind_of(self.conn)
        if kind not in mark.WRITABLE:
            self.writable = False
            raise NotItsFile(self._not_its_file() if kind != "newer" else
                             _("the games database was written by a newer version of Ludicitude"))
        self._prepare(kind)
        self._ready = True

    @staticmethod
    def _is_damage(exc: sqlite3.DatabaseError) -> bool:
        text = str(exc).lower()
        return "not a database" in text or "malformed" in text or "corrupt" in text

    def _set_aside_and_start_again(self, kind: str = "damaged") -> None:
        aside = files.move_aside(self.path)
        if aside is None:
            self._unusable(_("The games database is damaged and can't be moved aside: games are played "
                             "without saving."))
            return
        for suffix in mark.SIDE_SUFFIXES:
            side = self.path.with_name(self.path.name + suffix)
            if side.exists():
                try:
                    side.replace(aside.with_name(aside.name + suffix))
                except OSError:
                    pass
        try:
            self.conn = self._connect()
            self._prepare("empty")
            self._identity = self._file_identity()
            self.writable = True
        except sqlite3.Error as exc:
            self.conn = None
            self._unusable(_("Games can't be saved: {error}. Play goes on without saving.").format(
                error=in_words(exc)))
            return
        if kind == "foreign":  # another program's rows: never copied into ours
            self.problems.append(_("The file {file} is not a Ludicitude games database: it was kept as {aside} "
                                   "and a new one started.").format(file=self.path.name, aside=aside.name))
            return
        games, results = self._salvage(aside)
        if kind == "lost":
            self.problems.append(_("The games database had lost its tables: it was kept as {aside} and a new one "
                                   "started.").format(aside=aside.name))
        elif games or results:
            self.problems.append(_("The games database was damaged: it was kept as {aside}, and what could be "
                                   "read of it ({games}, {results}) was copied into a new one.").format(
                aside=aside.name, games=n_("{count} game", "{count} games", games).format(count=games),
                results=n_("{count} result", "{count} results", results).format(count=results)))
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
        with self._lock:
            if self._identity is not None and self.conn is not None and self._file_identity() != self._identity:
                self._follow_the_path()
            if self.conn is None or not self.writable:
                raise NotItsFile(self.write_problem or _("the games database can't be written"))
            if not self._ready:
                self._make_ready()
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                self._check_its_file(self.conn)
                yield self.conn
                self.conn.execute("COMMIT")
            except BaseException:
                if self.conn.in_transaction:  # SQLite itself rolls back after some errors (a full disk)
                    self.conn.execute("ROLLBACK")
                raise

    def _follow_the_path(self) -> None:
        """The path names another file than the one opened (a sync tool put its copy in its
        place, or the file was moved away): what the file opened holds is kept beside it
        (``VACUUM INTO``, from the connection that still reads it), and the file now at the path
        is opened as at start, checked as then: the next writes go there, and since a write
        stores every move not yet stored, nothing of a game is missing from it. The ``-wal``
        beside the path is the file opened's (closing it leaves it there): moved aside too, its
        rows are in the copy. Said once."""
        assert self.conn is not None
        kept: Path | None = files.aside_path(self.path, "replaced")
        try:
            self.conn.execute("VACUUM INTO ?", (str(kept),))
        except sqlite3.Error:
            kept = None
        self.close()
        for suffix in mark.SIDE_SUFFIXES:  # the file opened's (SQLite leaves them): its rows are in the copy
            side = self.path.with_name(self.path.name + suffix)
            if side.exists():
                files.move_aside(side, "replaced")
        self.writable, self._ready, self._identity, self.write_problem = False, True, None, None
        before = len(self.problems)
        self._open()
        said, self.problems[before:] = self.problems[before:], []
        if kept is not None:
            self.news.append(_("The games database was replaced or moved by another program while Ludicitude ran: "
                               "what it held is kept as {kept}, and games are saved in the file now in its "
                               "place.").format(kept=kept.name))
        else:
            self.news.append(_("The games database was replaced or moved by another program while Ludicitude ran: "
                               "games are saved in the file now in its place."))
        self.news.extend(said)

    def take_news(self) -> list[str]:
        news, self.news = self.news, []
        return news

    def _check_its_file(self, conn: sqlite3.Connection) -> None:
        """Before anything is written: the file still holds its mark, its layout and its
        tables. NotItsFile (in words) if not."""
        if not mark.still_ours(conn):
            raise NotItsFile(self._not_its_file())

    def _not_its_file(self) -> str:
        return _("the file {file} is no longer the games database it was (its tables or its mark are gone): "
                 "nothing is written to it").format(file=self.path.name)

    @staticmethod
    def _clock_in_range(conn: sqlite3.Connection) -> bool:
        return mark.clock_of(conn) is not None

    @staticmethod
    def _rebuild_clock(conn: sqlite3.Connection) -> int:
        """The clock set again from the rows (the highest sequence any of them was written at),
        inside a transaction; returns it."""
        row = conn.execute("SELECT max(t) FROM (SELECT touched AS t FROM games UNION ALL SELECT touched FROM players "
                           "UNION ALL SELECT touched FROM tables) WHERE typeof(t) = 'integer' AND t BETWEEN 0 AND ?",
                           (MAX_CLOCK - 2,)).fetchone()
        clock = row[0] if row and type(row[0]) is int else 0
        conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('clock', ?)", (clock,))
        return clock

    def tick(self, conn: sqlite3.Connection) -> int:
        """The next number of the database's own sequence (inside a transaction). A clock
        missing or out of range (changed behind the program's back) is rebuilt from the rows."""
        if not self._clock_in_range(conn):
            self._rebuild_clock(conn)
        conn.execute("UPDATE meta SET value = value + 1 WHERE key = 'clock'")
        return int(conn.execute("SELECT value FROM meta WHERE key = 'clock'").fetchone()[0])

    def read(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        """Rows of a query; empty when the database can't be used (its problem was told)."""
        if self.conn is None:
            return []
        with self._lock:
            try:
                return self.conn.execute(sql, params).fetchall()
            except (sqlite3.Error, UnicodeError):  # UnicodeError: a parameter that is not text
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
            if conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION \
                    and conn.execute("PRAGMA application_id").fetchone()[0] in (0, APPLICATION_ID):
                return conn
        except sqlite3.Error:
            pass
        if conn is not None:
            conn.close()
    return None


_open_databases: dict[Path, Database] = {}


def database_path() -> Path:
    return files.data_dir() / FILE_NAME


_opening = threading.Lock()


def database() -> Database:
    """The database of the user data folder, opened once per program (and per folder, for tests),
    by one thread at a time (the club folder's worker reads it too: club/link.py)."""
    path = database_path()
    with _opening:
        db = _open_databases.get(path)
        if db is None:
            for other in _open_databases.values():  # one folder at a time: tests move it per test
                other.close()
            _open_databases.clear()
            db = _open_databases[path] = Database(path)
    return db


def close_all() -> None:
    with _opening:
        for db in _open_databases.values():
            db.close()
        _open_databases.clear()
