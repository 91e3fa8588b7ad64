"""The database's own mark, and the side files that are not its own.

A Ludicitude database carries ``PRAGMA application_id = APPLICATION_ID`` (the bytes "LUDI") and
its layout as ``PRAGMA user_version`` (``SCHEMA_VERSION``). What a file is (``kind_of``):

- ``"ours"``: the mark, the layout this version writes, and every table of it;
- ``"unmarked"``: an older database of ours, without the mark (given it when opened);
- ``"empty"``: a new file, no table yet (the tables and the mark are made);
- ``"newer"``: ours, of a newer layout (read, never written);
- ``"lost"``: the mark, but tables missing (they were dropped): never written;
- ``"foreign"``: another program's database.

SQLite's ``-wal`` file holds the last transactions not yet copied into the database, and SQLite
reads it as the database's own whatever it is: nothing in it names the database it belongs to.
So a ``-wal`` beside ``ludicitude.db`` is judged by what it would make of it, before the program
opens the file for writing: read with it (``mode=ro``, which never writes the database nor the
``-wal``), the database must still be ours; read without it (``immutable=1``, which ignores
it), the file is ours or empty. A ``-wal`` only ever adds transactions, so read with it the
database's sequence (``meta.clock``) is never lower than without it. A ``-wal`` that turns our
database into another one, or takes it back in time (an old ``-wal`` of ours put back by a
sync tool), is not its own: it is moved aside with its ``-shm`` (kept, and said). A ``-wal`` that can't be read, or a
database damaged either way, is left to the damaged database's path, which keeps the three files
together. A ``-shm`` is only an index of the ``-wal`` that the first program to open the database
builds again: alone, whatever it holds, it changes nothing.

A ``-journal`` (the rollback journal of a database not in WAL mode) is played back into the file
by SQLite as soon as it is opened, if it looks unfinished: one beside our database, which is
always in WAL mode (its header says so) and so never makes one, is another database's and would
overwrite our pages with that database's. It is moved aside first (kept, and said).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from ludicitude import files

#: "LUDI": the database is Ludicitude's (``PRAGMA application_id``)
APPLICATION_ID = 0x4C554449
#: the layout of the tables (``PRAGMA user_version``); a file with a higher number is a newer
#: version's and is never written
SCHEMA_VERSION = 1
TABLES = frozenset({"meta", "games", "moves", "results", "players", "names", "tables", "imports", "kept_records"})
#: the database's sequence stays below this (exact as a float; far beyond any club's writes): a
#: larger value, or one that is not a whole number, is out of range and rebuilt from the rows
MAX_CLOCK = 2**53
#: the kinds a database may be written as (the others are kept as they are)
WRITABLE = ("ours", "unmarked", "empty")
SIDE_SUFFIXES = ("-wal", "-shm")
#: a database file's first bytes, and where its header says it is in WAL mode (bytes 18 and 19: 2)
_MAGIC = b"SQLite format 3\x00"
_WAL_MODE = (18, 20, b"\x02\x02")


def kind_of(conn: sqlite3.Connection) -> str:
    """What the database open on ``conn`` is (see the module's docstring); sqlite3.Error if it
    can't be read."""
    mark = conn.execute("PRAGMA application_id").fetchone()[0]
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
              if isinstance(name, str) and not name.startswith("sqlite_")}
    if mark not in (0, APPLICATION_ID):
        return "foreign"
    if not tables and version == 0:
        return "empty"
    if mark == 0 and not TABLES <= tables:
        return "foreign"
    if version > SCHEMA_VERSION:
        return "newer"
    if version != SCHEMA_VERSION:
        return "foreign"
    if not TABLES <= tables:
        return "lost"
    return "ours" if mark == APPLICATION_ID else "unmarked"


def still_ours(conn: sqlite3.Connection) -> bool:
    """Before a write (inside its transaction): the file still carries the mark, the layout and
    every table it held when it was opened."""
    return kind_of(conn) == "ours"


def clock_of(conn: sqlite3.Connection) -> int | None:
    """The database's sequence, or None if it is missing or out of range."""
    row = conn.execute("SELECT value FROM meta WHERE key = 'clock'").fetchone()
    return row[0] if row is not None and type(row[0]) is int and 0 <= row[0] < MAX_CLOCK else None


def _look(path: Path, query: str) -> tuple[str | None, int | None]:
    """``kind_of`` the file read with ``query`` (``mode=ro`` or ``immutable=1``) and its clock
    (None if the file or its clock can't be read: damaged, locked...)."""
    try:
        conn = sqlite3.connect(f"{path.as_uri()}?{query}", uri=True, isolation_level=None, timeout=1.0)
    except sqlite3.Error:
        return None, None
    try:
        kind = kind_of(conn)
    except sqlite3.Error:
        return None, None
    else:
        try:
            return kind, clock_of(conn) if kind in ("ours", "unmarked") else None
        except sqlite3.Error:
            return kind, None
    finally:
        conn.close()


def _in_wal_mode(path: Path) -> bool:
    """The file's header says it is a database in WAL mode."""
    try:
        with open(path, "rb") as f:
            head = f.read(100)
    except OSError:
        return False
    start, end, wal = _WAL_MODE
    return head.startswith(_MAGIC) and head[start:end] == wal


def journal_not_its_own(path: Path) -> bool:
    """True if a ``-journal`` lies beside a database in WAL mode (which never makes one)."""
    journal = path.with_name(path.name + "-journal")
    try:
        return journal.is_file() and journal.stat().st_size > 0 and path.is_file() and _in_wal_mode(path)
    except OSError:
        return False


def side_files_not_its_own(path: Path) -> bool:
    """True if the ``-wal`` beside ``path`` is not its own: read with it, the file is another
    database (or its sequence goes back); read without it, it is ours (or a new, empty one)."""
    wal = path.with_name(path.name + "-wal")
    try:
        if not wal.is_file() or wal.stat().st_size == 0:
            return False
        if not path.exists():  # a -wal without its database: nothing it could belong to here
            return True
        if not path.is_file():
            return False
    except OSError:
        return False
    with_it, clock_with = _look(path, "mode=ro")
    if with_it is None or with_it in ("newer", "lost"):
        return False  # damaged either way (the damaged database's path), or not ours to judge
    without, clock_without = _look(path, "mode=ro&immutable=1")
    if with_it in ("ours", "unmarked"):  # a program killed before its last checkpoint, or one going back
        return clock_with is not None and clock_without is not None and clock_with < clock_without
    return without in ("ours", "unmarked", "newer", "lost") or (without == "empty" and with_it == "foreign")


def move_side_files_aside(path: Path, suffixes: tuple[str, ...] = SIDE_SUFFIXES) -> list[Path]:
    """Move the side files (``-wal`` and ``-shm``, or ``-journal``) beside ``path`` aside (kept
    under new names); returns where they went, or raises OSError if the first could not be moved."""
    moved = []
    for n, suffix in enumerate(suffixes):
        side = path.with_name(path.name + suffix)
        if not side.exists():
            continue
        aside = files.move_aside(side, label="not-its-own")
        if aside is None:
            if n == 0 and side.exists():  # (gone meanwhile: another window moved it)
                raise OSError(f"can't move {side.name} aside")
            continue
        moved.append(aside)
    return moved
