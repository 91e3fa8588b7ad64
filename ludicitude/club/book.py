"""This installation's book in the club folder: a snapshot of its finished games and known
players that the other tables read (club/season.py), written by this installation only.

Each installation has a stable id (``installation_id``: a number kept in the database's
``meta`` table, made the first time a book is written): its book is
``<club folder>/<id>.ludicitude-book``. No file of the folder is ever written by two machines, so
no folder-sharing tool (Syncthing, Nextcloud, a network share, a USB stick) meets a conflict.

A book is made from a read-only connection to the database (a consistent snapshot, taken while
the program goes on writing): ``VACUUM INTO`` a temporary file beside the database, from which
every game in progress is deleted (games in progress never leave the laptop) with the tables
only this laptop needs; then ``VACUUM INTO`` a temporary name in the club folder, flushed to
disk and renamed: a reader sees the previous book or the new one, never half of one.

The game's screens never wait for it: ``BookWriter`` writes on a worker thread of its own, once
after every finished game (a game finished while a book is being written makes one more, not
one per game), and keeps what went wrong for the screen to say, once.
"""

from __future__ import annotations

import os
import secrets
import sqlite3
import tempfile
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from ludicitude import files
from ludicitude.club.database import database, database_path
from ludicitude.club.mark import MAX_CLOCK
from ludicitude.club.results import READ_ERRORS, Result
from ludicitude.core.i18n import _
from ludicitude.core.names import name_problem

#: a book's name ends so; the installation's id comes before it
SUFFIX = ".ludicitude-book"
#: "LUDB": a Ludicitude book (``PRAGMA application_id``), never a database to play on
BOOK_APPLICATION_ID = 0x4C554442
#: the layout of a book (``PRAGMA user_version``); a book of a higher one is a newer version's
BOOK_FORMAT = 1
#: the tables a book keeps (the database's, without what only this laptop needs)
KEPT_TABLES = ("meta", "games", "moves", "results", "players", "names")
_INSTALLATION_KEY = "installation"


def book_name(installation: str) -> str:
    return installation + SUFFIX


def _id_text(number: int) -> str:
    return f"{number:014x}"


def installation_id(*, make: bool = True) -> str | None:
    """This installation's id (14 hexadecimal digits), made and kept in the database the first
    time (``make``); None if the database can't keep one (it can't be written)."""
    db = database()
    rows = db.read("SELECT value FROM meta WHERE key = ?", (_INSTALLATION_KEY,))
    if rows and type(rows[0][0]) is int and 0 < rows[0][0] < MAX_CLOCK:
        return _id_text(rows[0][0])
    if not make or db.conn is None or not db.writable:
        return None
    number = 1 + secrets.randbelow(MAX_CLOCK - 2)
    try:
        with db.transaction() as conn:
            conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (_INSTALLATION_KEY, number))
    except sqlite3.Error:
        return None
    return _id_text(number)


def write_book(folder: Path, installation: str, source: Path | None = None) -> Path:
    """Write this installation's book into ``folder`` from the database at ``source`` (the user
    data folder's by default); returns its path. OSError or sqlite3.Error if it can't be."""
    source = database_path() if source is None else source
    if not folder.is_dir():
        raise FileNotFoundError(2, _("the club folder is not there"), str(folder))
    fd, local = tempfile.mkstemp(prefix="book.", suffix=".tmp", dir=source.parent)
    os.close(fd)  # an empty file: VACUUM INTO fills it
    target = folder / book_name(installation)
    fd, shared = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    os.close(fd)
    try:
        src = sqlite3.connect(f"{source.as_uri()}?mode=ro", uri=True, isolation_level=None)
        try:
            src.execute("VACUUM INTO ?", (local,))
        finally:
            src.close()
        conn = sqlite3.connect(local, isolation_level=None)
        try:
            _trim(conn, installation)
            conn.execute("VACUUM INTO ?", (shared,))
        finally:
            conn.close()
        with open(shared, "rb+") as f:
            os.fsync(f.fileno())
        os.replace(shared, target)
    except BaseException:
        _remove(shared)
        raise
    finally:
        _remove(local)
    return target


def _remove(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def _trim(conn: sqlite3.Connection, installation: str) -> None:
    """The snapshot made a book: games in progress and this laptop's own tables gone, rows that
    can't be read left out (they stay in the database), and the book's mark and id."""
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.execute("BEGIN")
    tables = {n for (n,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    conn.execute("DELETE FROM moves WHERE game IN (SELECT seq FROM games WHERE finished <> 1)")
    conn.execute("DELETE FROM games WHERE finished <> 1")
    for table in sorted(tables - set(KEPT_TABLES)):
        if not table.startswith("sqlite_"):
            conn.execute(f'DROP TABLE "{table}"')
    bad = []
    for seq, save_id, text in conn.execute("SELECT seq, id, result FROM results"):
        try:
            if Result.from_dict(files.loads(text)).save_id != save_id:
                raise ValueError("id")
        except (*READ_ERRORS, files.UnreadableFile):
            bad.append((seq,))
    conn.executemany("DELETE FROM results WHERE seq = ?", bad)
    bad_players = [(pid,) for pid, name in conn.execute("SELECT id, name FROM players") if name_problem(name)]
    conn.executemany("DELETE FROM names WHERE player = ?", bad_players)
    conn.executemany("DELETE FROM players WHERE id = ?", bad_players)
    conn.execute("CREATE TABLE book (key TEXT PRIMARY KEY, value NOT NULL)")
    conn.executemany("INSERT INTO book (key, value) VALUES (?, ?)",
                     [("installation", installation), ("written_at", time.time())])
    conn.execute(f"PRAGMA application_id = {BOOK_APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version = {BOOK_FORMAT}")
    conn.execute("COMMIT")


def folder_problem(folder: Path, exc: BaseException) -> str:
    """Why the book can't be written, in words, for the players."""
    error = getattr(exc, "strerror", None) or str(exc)
    return _("This table's games can't be written to the club folder {folder} ({error}): they are kept here, and "
             "written there after the next game.").format(folder=folder, error=error)


class BookWriter:
    """Writes the book on a worker thread of its own, after every finished game. ``problems()``
    (from the frame loop) takes what went wrong: each problem said once while it lasts."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="club-book")
        self._lock = threading.Lock()
        self._future: Future[None] | None = None
        self._again = False
        self._problems: list[str] = []
        self._said: str | None = None
        self.written = 0

    def write_soon(self) -> None:
        """A game finished: a new book, on the worker (one more after the one being written)."""
        installation = installation_id()  # here, on the loop: the database is the loop's
        if installation is None:
            return
        with self._lock:
            if self._future is not None and not self._future.done():
                self._again = True
                return
            self._future = self._pool.submit(self._work, installation)

    def _work(self, installation: str) -> None:
        while True:
            try:
                write_book(self.folder, installation)
            except (OSError, sqlite3.Error) as exc:
                problem = folder_problem(self.folder, exc)
                with self._lock:
                    if problem != self._said:
                        self._problems.append(problem)
                        self._said = problem
            else:
                with self._lock:
                    self.written += 1
                    self._said = None
            with self._lock:
                if not self._again:
                    return
                self._again = False

    def problems(self) -> list[str]:
        with self._lock:
            out, self._problems = self._problems, []
        return out

    def wait(self, timeout: float | None = None) -> None:
        """Until the books asked for are written (tests, and the program's end)."""
        end = None if timeout is None else time.monotonic() + timeout
        while True:
            with self._lock:
                future = self._future
            if future is None:
                return
            future.result(None if end is None else max(0.0, end - time.monotonic()))
            with self._lock:
                if self._future is future and not self._again:
                    return

    def close(self) -> None:
        self._pool.shutdown(wait=True)
