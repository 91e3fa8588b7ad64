"""A club's season: every table's book in the club folder (club/book.py) read, read-only, into a
local cache, and one set of standings over all of them.

Each book is hostile input until read: it is opened read-only and as a file nobody changes
(``mode=ro&immutable=1``: nothing is ever written to another table's book, nor beside it), and a
book that is cut short (a sync tool still copying it), damaged, of a newer version, not a book,
with wrong tables, too large, with a row that can't be read or that is too large, or with one
game twice, is skipped whole and said in one line; the others are read. A book that claims a
game another book has, with another result, is checked against the game's record: the claim
whose record, replayed, ends on its result stands; a book with a claim that does not is skipped
whole. A folder that is not there (an unplugged USB stick) is said once, and what was read from
it stays.

The union: finished games by their id (the same game in two books counts once), in the order
they were played (their date, then their id), and the players: a name is the same person on
every table (names compare as ``name_key`` does), and names merged on any table (``ludicitude
players merge``, written into that table's book) are one person everywhere. The name a person
goes by is the one the most tables agree on, a merge or rename first; ties go to the first in
alphabetical order: every laptop computes the same standings from the same books, whatever
order they arrived in.

Reading is incremental: a book whose size, date and file are as last read is not read again; one
that grew is read from the last game read (its row number), when what was read before is still
there unchanged in count.
"""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import time
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from operator import attrgetter
from pathlib import Path
from typing import Any

from ludicitude import files
from ludicitude.club.book import BOOK_APPLICATION_ID, BOOK_FORMAT, SUFFIX
from ludicitude.club.results import MAX_ID_LENGTH, READ_ERRORS, Result
from ludicitude.club.same_names import other_person, read_answers
from ludicitude.core.i18n import _
from ludicitude.core.names import name_key, name_problem

#: a book larger than this is not one a club's table writes (a million games is far less)
MAX_BOOK_BYTES = 512 * 1024 * 1024
#: a result's row larger than this is not one the program writes (a few hundred bytes)
MAX_RESULT_BYTES = 64 * 1024
MAX_BOOK_GAMES = 1_000_000
MAX_BOOK_PLAYERS = 100_000
#: a book still being read after this many seconds is not one a table wrote (a hostile one)
READ_SECONDS = 20.0
#: a record's moves read to settle a disputed game: at most this many bytes in all
MAX_RECORD_BYTES = 8 * 1024 * 1024
_MAGIC = b"SQLite format 3\x00"
#: the tables and columns a book must have to be read
_COLUMNS = {"results": {"seq", "id", "result"}, "players": {"id", "name"}, "names": {"key", "player"},
            "book": {"key", "value"}, "games": {"seq", "id", "game", "start", "finished"},
            "moves": {"game", "n", "move"}}


class BadBook(Exception):
    """A book that can't be used; the message says why, in words."""


@dataclass
class Book:
    """What one book holds, checked. ``groups``: each player of the table as (name, name keys)."""

    name: str
    results: dict[str, Result]
    groups: list[tuple[str, frozenset[str]]]
    #: the file as read (size, modification time, inode), and the last result's row number read
    stamp: tuple[int, int, int] = (0, 0, 0)
    last_seq: int = 0
    #: the table's answers to "Ana on table 5e1c is Ana?" (club/same_names.py)
    answers: dict[tuple[str, str], bool] = field(default_factory=dict)


def _stamp(info: os.stat_result) -> tuple[int, int, int]:
    return info.st_size, info.st_mtime_ns, info.st_ino


def _check_header(path: Path, size: int) -> None:
    """A complete SQLite file: its header's page count times its page size is its size (a file
    half copied is shorter)."""
    try:
        with open(path, "rb") as f:
            head = f.read(100)
    except OSError as exc:
        raise BadBook(_("it can't be read ({error})").format(error=exc.strerror or exc)) from None
    if len(head) < 100 or not head.startswith(_MAGIC):
        raise BadBook(_("it is not a book (perhaps still being copied)"))
    page = int.from_bytes(head[16:18], "big")
    page = 65536 if page == 1 else page
    pages = int.from_bytes(head[28:32], "big")
    if head[24:28] == head[92:96] and pages and pages * page != size:
        raise BadBook(_("it is cut short (perhaps still being copied)"))


def _connect(path: Path) -> sqlite3.Connection:
    """The book opened read-only, as a file nobody changes; a query still running after
    READ_SECONDS (a hostile book's query that never ends) is interrupted (sqlite3.OperationalError)."""
    conn = sqlite3.connect(f"{path.as_uri()}?mode=ro&immutable=1", uri=True, isolation_level=None)
    conn.text_factory = bytes  # every text checked here: bytes that are not UTF-8 are refused, not guessed
    deadline = time.monotonic() + READ_SECONDS
    conn.set_progress_handler(lambda: time.monotonic() > deadline, 10_000)
    return conn


def _text(value: Any, limit: int) -> str:
    if not isinstance(value, bytes) or len(value) > limit:
        raise ValueError("not text")
    return value.decode("utf-8")


#: the JSON value at the start of a text, as ``json.loads`` reads it (a row is read by one call of
#: the decoder's scanner, where ``json.loads`` goes through three functions: a season has tens of
#: thousands; a book's row is written by ``json.dumps``: no space before or after it)
_scan = json.JSONDecoder().scan_once  # type: ignore[attr-defined]


def _depth(value: Any, limit: int = files.MAX_JSON_DEPTH + 1) -> int:
    """How deeply ``value`` nests (counted up to ``limit``)."""
    if limit <= 0 or not isinstance(value, (dict, list)):
        return 0
    items = value.values() if isinstance(value, dict) else value
    return 1 + max((_depth(v, limit - 1) for v in items), default=0)


def read_book(path: Path, previous: Book | None = None) -> Book:
    """The book at ``path``, checked; BadBook (in words) if it can't be used. ``previous``: what
    was read of it before (only the games after it are read, when that can be)."""
    try:
        info = os.stat(path)
    except OSError as exc:
        raise BadBook(_("it can't be read ({error})").format(error=exc.strerror or exc)) from None
    if not stat.S_ISREG(info.st_mode):
        raise BadBook(_("it is not a regular file"))
    if info.st_size > MAX_BOOK_BYTES:
        raise BadBook(_("it is too large to be a table's book"))
    _check_header(path, info.st_size)
    try:
        conn = _connect(path)
    except sqlite3.Error:
        raise BadBook(_("it can't be opened")) from None
    try:
        return _read(conn, path, _stamp(info), previous)
    except sqlite3.Error as exc:
        text = str(exc).lower()
        if "malformed" in text or "not a database" in text or "corrupt" in text:
            raise BadBook(_("it is damaged (perhaps still being copied)")) from None
        if "interrupted" in text:
            raise BadBook(_("it takes too long to read")) from None
        raise BadBook(_("it can't be read ({error})").format(error=str(exc)[:80])) from None
    finally:
        conn.close()


def _read(conn: sqlite3.Connection, path: Path, stamp: tuple[int, int, int], previous: Book | None) -> Book:
    if conn.execute("PRAGMA application_id").fetchone()[0] != BOOK_APPLICATION_ID:
        raise BadBook(_("it is not a Ludicitude book"))
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > BOOK_FORMAT:
        raise BadBook(_("it was written by a newer version of Ludicitude"))
    if version != BOOK_FORMAT:
        raise BadBook(_("it is not a Ludicitude book"))
    if conn.execute("PRAGMA quick_check(1)").fetchone()[0] != b"ok":
        raise BadBook(_("it is damaged (perhaps still being copied)"))
    tables = {_text(n, 400) for (n,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if not set(_COLUMNS) <= tables:  # tables, never views (a view's query could be anything)
        raise BadBook(_("its tables are not a book's"))
    for table, wanted in _COLUMNS.items():
        have = {_text(r[1], 64) for r in conn.execute(f"PRAGMA table_info({table})")}
        if not wanted <= have:
            raise BadBook(_("its tables are not a book's"))
    installation = conn.execute("SELECT value FROM book WHERE key = 'installation'").fetchone()
    if installation is None or installation[0] != path.name[:-len(SUFFIX)].encode():
        raise BadBook(_("it is named for another table than the one that wrote it (a copy?)"))
    count, top, largest = conn.execute("SELECT count(*), max(seq), max(length(CAST(result AS BLOB))) "
                                       "FROM results").fetchone()
    if count > MAX_BOOK_GAMES:
        raise BadBook(_("it holds more games than a table plays"))
    if largest is not None and largest > MAX_RESULT_BYTES:
        raise BadBook(_("a game in it is too large to be one Ludicitude writes"))
    if top is not None and type(top) is not int:
        raise BadBook(_("its tables are not a book's"))
    results: dict[str, Result] = {}
    since = 0
    if previous is not None and previous.last_seq and \
            conn.execute("SELECT count(*) FROM results WHERE seq <= ?", (previous.last_seq,)).fetchone()[0] \
            == len(previous.results):
        results, since = dict(previous.results), previous.last_seq
    for save_id, text in conn.execute("SELECT id, result FROM results WHERE seq > ? ORDER BY seq", (since,)):
        try:  # (a text checked and its JSON read here, with no call: a season has tens of thousands of rows)
            if type(save_id) is not bytes or len(save_id) > MAX_ID_LENGTH * 4:
                raise ValueError("id")
            save_id = save_id.decode("utf-8")
            text = text.decode("utf-8")  # (not bytes: AttributeError; its length is checked above, over all rows)
            # json.loads itself: the row is at most MAX_RESULT_BYTES, and its nesting is checked
            # where a result may nest (its options) rather than walked value by value
            value, end = _scan(text, 0)
            if end != len(text):
                raise ValueError("not JSON")
            result = Result.from_dict(value)
            if result.save_id != save_id or (result.options and _depth(result.options) > files.MAX_JSON_DEPTH):
                raise ValueError("id")
        except (*READ_ERRORS, StopIteration):
            raise BadBook(_("a game in it can't be read")) from None
        if save_id in results:
            raise BadBook(_("it holds one game twice"))
        results[save_id] = result
    answers = {}
    if "meta" in tables:
        rows = conn.execute("SELECT key, value FROM meta WHERE key LIKE 'same:%' LIMIT ?",
                            (MAX_BOOK_PLAYERS + 1,)).fetchall()
        if len(rows) > MAX_BOOK_PLAYERS:
            raise BadBook(_("it holds more players than a club has"))
        try:
            answers = read_answers((_text(key, 600), value) for key, value in rows)
        except (ValueError, UnicodeError):
            raise BadBook(_("a player in it can't be read")) from None
    return Book(path.name, results, _groups(conn), stamp, top or 0, answers)


def _groups(conn: sqlite3.Connection) -> list[tuple[str, frozenset[str]]]:
    """The table's players: each (the name they go by, every name key that is them)."""
    if conn.execute("SELECT count(*) FROM players").fetchone()[0] > MAX_BOOK_PLAYERS or \
            conn.execute("SELECT count(*) FROM names").fetchone()[0] > MAX_BOOK_PLAYERS:
        raise BadBook(_("it holds more players than a club has"))
    names: dict[int, str] = {}
    keys: dict[int, set[str]] = {}
    try:
        for pid, name in conn.execute("SELECT id, name FROM players"):
            name = _text(name, 400)
            if type(pid) is not int or name_problem(name) is not None:
                raise ValueError("player")
            names[pid] = name.strip()
            keys.setdefault(pid, set()).add(name_key(name))
        for key, pid in conn.execute("SELECT key, player FROM names"):
            key = _text(key, 400)
            if pid not in names or name_problem(key) is not None or name_key(key) != key:
                raise ValueError("name")
            keys[pid].add(key)
    except (ValueError, TypeError, UnicodeError):
        raise BadBook(_("a player in it can't be read")) from None
    return [(names[pid], frozenset(keys[pid])) for pid in sorted(names)]


def book_record(path: Path, save_id: str) -> dict[str, Any] | None:
    """The record (as ``GameRecord.to_dict``) of finished game ``save_id`` in the book, or None."""
    try:
        conn = _connect(path)
        try:
            row = conn.execute("SELECT seq, game, start FROM games WHERE id = ? AND finished = 1",
                               (save_id,)).fetchone()
            if row is None:
                return None
            total = conn.execute("SELECT sum(length(CAST(move AS BLOB))) FROM moves WHERE game = ?",
                                 (row[0],)).fetchone()[0]
            if total is not None and total > MAX_RECORD_BYTES:
                return None
            moves = [files.loads(m) for (m,) in conn.execute("SELECT move FROM moves WHERE game = ? ORDER BY n",
                                                             (row[0],))]
            return {"game": _text(row[1], 64), "start": files.loads(row[2]), "moves": moves}
        finally:
            conn.close()
    except (sqlite3.Error, ValueError, TypeError, files.UnreadableFile, RecursionError):
        return None


def record_proves(record: dict[str, Any] | None, result: Result) -> bool:
    """The record, replayed through the rules, ends on ``result``'s scores and winners."""
    from ludicitude.club.record import GameRecord

    if record is None:
        return False
    try:
        final = GameRecord.from_dict(record).final_state()
        return final.is_over and tuple(final.scores) == result.scores and tuple(final.winners) == result.winners
    except (*READ_ERRORS, files.UnreadableFile):
        return False


# -- the union -------------------------------------------------------------------------------
@dataclass
class Union:
    """The season: every finished game once, oldest first, and each name key -> the name its
    person goes by; ``skipped``: the books left out of it, each said in one line."""

    results: list[Result]
    names: dict[str, str]
    skipped: list[str] = field(default_factory=list)


def _display_name(candidates: list[tuple[str, int]]) -> str:
    """The name the most tables give a person, a table's merge or rename (more names) first;
    ties: the first in alphabetical order."""
    tally: dict[str, list[int]] = {}
    for name, size in candidates:
        t = tally.setdefault(name, [0, 0])
        t[0] = max(t[0], size)
        t[1] += 1
    return min(tally, key=lambda n: (-tally[n][0], -tally[n][1], n.casefold(), n))


def _apart(table: str, keys: frozenset[str]) -> tuple[Any, Any]:
    """How a source's results and groups read when its players of name ``keys`` are other people
    than the same names elsewhere (club/same_names.py): "Ana" is "Ana #5e1c" there."""

    def result(r: Result) -> Result:
        if not any(name_key(n) in keys and r.kind(s) == "human" for s, n in enumerate(r.names)):
            return r
        return replace(r, names=tuple(other_person(n, table) if name_key(n) in keys and r.kind(s) == "human"
                                      else n for s, n in enumerate(r.names)))

    def groups(gs: list[tuple[str, frozenset[str]]]) -> list[tuple[str, frozenset[str]]]:
        return [(other_person(d, table) if name_key(d) in keys else d,
                 frozenset(name_key(other_person(k, table)) if k in keys else k for k in ks)) for d, ks in gs]

    return result, groups


def union_of(sources: Iterable[tuple[str, dict[str, Result], list[tuple[str, frozenset[str]]]]],
             proves: Any = None, apart: dict[str, tuple[str, frozenset[str]]] | None = None) -> Union:
    """The union of ``sources`` (each: its name, its results by id, its players' groups).
    ``proves(source name, result)``: whether that source's record of a disputed game ends on
    its result (a source with a claim that does not is left out, whole). ``apart``: a source's
    name -> its table's id and the name keys whose players there are other people than the
    same names elsewhere (club/same_names.py)."""
    sources = sorted(sources, key=lambda s: s[0])  # whatever order they came in
    first: dict[str, Result] = {}  # id -> the first claim met
    whose: dict[str, str] = {}  # id -> the source of the first claim
    disputed: dict[str, list[tuple[Result, str]]] = {}  # id -> every claim, when they differ
    for name, results, _groups in sources:
        # (the ids a source shares with those before it found in one step: a season has tens of thousands)
        common = results.keys() & first.keys() if first else ()
        for save_id in common:
            result = results[save_id]
            if save_id in disputed or first[save_id] != result:
                disputed.setdefault(save_id, [(first[save_id], whose[save_id])]).append((result, name))
        fresh = {k: r for k, r in results.items() if k not in common} if common else results
        first.update(fresh)
        whose.update(dict.fromkeys(fresh, name))
    left_out: set[str] = set()
    for save_id in sorted(disputed):
        for result, name in disputed[save_id]:
            if proves is None or not proves(name, result):
                left_out.add(name)
    skipped = [_("{book}: skipped, it claims games another table has with other results.").format(book=name)
               for name in sorted(left_out)]
    kept = [s for s in sources if s[0] not in left_out]
    games: dict[str, Result] = {}
    for i, (name, results, groups) in enumerate(kept):
        if apart and name in apart:
            renamed, regroup = _apart(*apart[name])
            for save_id, result in results.items():
                if save_id not in games:
                    games[save_id] = renamed(result)
            kept[i] = (name, results, regroup(groups))
            continue
        common = results.keys() & games.keys() if games else ()
        games.update({k: r for k, r in results.items() if k not in common} if common else results)
    # the players: every name key, joined with the others of its person on any table
    parent: dict[str, str] = {}

    def find(k: str) -> str:
        parent.setdefault(k, k)
        while parent[k] != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k

    for _name, _results, groups in kept:
        for _display, keys in groups:
            lowest, *rest = sorted(keys)
            for k in rest:
                a, b = find(lowest), find(k)
                if a != b:
                    parent[max(a, b)] = min(a, b)
    spoken: dict[str, list[tuple[str, int]]] = {}
    for _name, _results, groups in kept:
        for display, keys in groups:
            spoken.setdefault(find(next(iter(keys))), []).append((display, len(keys)))
    met: set[str] = set()
    for result in games.values():
        if met.issuperset(result.names):  # (every name of it met before: most games)
            continue
        for seat, name in enumerate(result.names):
            if name not in met and result.kind(seat) == "human":
                met.add(name)
                if name_key(name) not in parent:
                    spoken.setdefault(find(name_key(name)), []).append((name.strip(), 0))
    chosen = {root: _display_name(c) for root, c in spoken.items()}
    names = {k: chosen[find(k)] for k in list(parent)}
    ordered = sorted(games.values(), key=attrgetter("finished_at", "save_id"))
    return Union(ordered, names, skipped)
