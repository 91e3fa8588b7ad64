"""What the club's database holds, as the program and its screens ask for it: games being
played (their session and their record's moves), results, and the players a club knows.

Every function works on the database of the user data folder (``database.database()``). A write
is one transaction; a database that can't be written makes writes return the problem in words
(once: the caller tells it) and change nothing; reads then give what can be read, or nothing.

Every value read is checked as a save's fields are (type, range, length): a row that fails is
counted or reported by the caller in words, and left as it is; nothing is ever cut to a window,
and a bad row never pushes a good one out.
"""

from __future__ import annotations

import json
import math
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ludicitude import files
from ludicitude.club.database import MAX_CLOCK, StoreError, database, in_words
from ludicitude.club.record import GameRecord
from ludicitude.club.results import MAX_ID_LENGTH, READ_ERRORS, Result
from ludicitude.core.i18n import _
from ludicitude.core.bots import BOT_KINDS
from ludicitude.core.names import name_key, name_problem

#: a time at or after this (the year 3000) is not a save's time
LATEST_TIME = 32503680000.0


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _write(action: Any) -> str | None:
    """Run ``action(db, conn)`` in one transaction. None if it was written; else the problem in
    words the first time writing fails (None again while it keeps failing: said once)."""
    db = database()
    if db.conn is None or not db.writable:
        return None  # its problem was told when it was opened (Database.problems)
    try:
        with db.transaction() as conn:
            action(db, conn)
    except sqlite3.Error as exc:
        news = db.take_news()
        if db.write_problem is not None:
            return " ".join(news) or None
        db.write_problem = _("Games can't be saved: {error}. Play goes on without saving.").format(
            error=in_words(exc))
        return " ".join([*news, db.write_problem])
    news = db.take_news()
    if db.write_problem is not None:
        db.write_problem = None
        news.append(_("Saving works again: the game is saved."))
    return " ".join(news) or None


def writing_problem() -> str | None:
    """Why games are not being saved now, or None."""
    return database().write_problem


def opening_problems() -> list[str]:
    """What to tell the players about the database when the program starts (said once)."""
    db = database()
    problems, db.problems = db.problems, []
    return problems


# -- games being played ------------------------------------------------------------------------
@dataclass(frozen=True)
class StoredGame:
    """A game's row: ``session`` and ``record`` as plain JSON values (or None where the row can't
    be read: it is reported and kept); ``touched``: the database's sequence at its last save."""

    save_id: str
    game_id: str
    saved_at: float
    touched: int
    session: dict[str, Any] | None
    record: dict[str, Any] | None
    #: why the row itself can't be used (an id or a time out of range), in words; None if it can
    refused: str | None = None


def save_game(save_id: str, session: Mapping[str, Any], record: GameRecord, saved_at: float,
              result: Result | None = None, seats: Sequence[Mapping[str, str]] = (), *,
              imported: tuple[str, str] | None = None) -> str | None:
    """Write a game after an action, in one transaction: its session (without the record), the
    record's moves not yet stored (appended as rows: the history is never rewritten), and, for
    a finished game, its result. A new game's ``seats`` become the club's known players and the
    game's last table. Returns what to tell the players (see ``_write``).

    ``imported``: the file (name, stamp) this game comes from, marked imported in the same
    transaction; a game the database already has is then left as the database has it."""
    def action(db: Any, conn: sqlite3.Connection) -> None:
        touched = db.tick(conn)
        row = conn.execute("SELECT seq FROM games WHERE id = ?", (save_id,)).fetchone()
        if imported is not None:
            conn.execute("INSERT OR REPLACE INTO imports (file, stamp, outcome) VALUES (?, ?, 'imported')", imported)
            if row is not None:
                return
        if row is None:
            seq = conn.execute("INSERT INTO games (id, game, session, start, saved_at, touched, finished) "
                               "VALUES (?, ?, ?, ?, ?, ?, ?)",
                               (save_id, record.game_id, _json(session), _json(record.start), saved_at, touched,
                                int(result is not None))).lastrowid
            _remember_table(conn, record.game_id, seats, touched)
        else:
            seq = row[0]
            conn.execute("UPDATE games SET session = ?, saved_at = ?, touched = ?, finished = ? WHERE seq = ?",
                         (_json(session), saved_at, touched, int(result is not None), seq))
        stored = conn.execute("SELECT COUNT(*) FROM moves WHERE game = ?", (seq,)).fetchone()[0]
        conn.executemany("INSERT INTO moves (game, n, move) VALUES (?, ?, ?)",
                         [(seq, n, _json(m.to_dict())) for n, m in enumerate(record.moves) if n >= stored])
        if result is not None:
            _add_result(conn, result, touched)

    return _write(action)


def stored_games(*, finished: bool = False) -> list[StoredGame]:
    """Games not finished (or finished), the most recently saved first (the database's order)."""
    db = database()
    rows = db.read("SELECT seq, id, game, saved_at, touched, session, start FROM games WHERE finished = ? "
                   "ORDER BY touched DESC, seq DESC", (int(finished),))
    moves: dict[int, list[str]] = {}
    for seq, text in db.read("SELECT m.game, m.move FROM moves m JOIN games g ON g.seq = m.game "
                             "WHERE g.finished = ? ORDER BY m.game, m.n", (int(finished),)):
        moves.setdefault(seq, []).append(text)
    return [_stored(row, moves.get(row[0], [])) for row in rows]


def is_game_id(value: Any) -> bool:
    """A game's id as the program writes them: text of 1 to MAX_ID_LENGTH characters that can be
    written as UTF-8 (no lone surrogate)."""
    if not isinstance(value, str) or not 0 < len(value) <= MAX_ID_LENGTH:
        return False
    try:
        value.encode("utf-8")
    except UnicodeError:
        return False
    return True


def is_time(value: Any) -> bool:
    """A save's time: a finite number of seconds from 1970 to the year 3000."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) \
        and 0 <= value < LATEST_TIME


def _json_text(value: Any) -> Any:
    """A JSON column's value read as a file is (files.loads: UTF-8, JSON, not nested too deeply),
    no longer than a file may be; ValueError if it is not."""
    if not isinstance(value, (str, bytes)) or len(value) > files.MAX_JSON_BYTES:
        raise ValueError("not JSON text of a save's size")
    return files.loads(value)


def _stored(row: tuple[Any, ...], move_texts: list[Any]) -> StoredGame:
    seq, save_id, game_id, saved_at, touched, session_text, start_text = row
    session: dict[str, Any] | None
    record: dict[str, Any] | None
    refused = None
    if not is_game_id(save_id):
        refused = _("its id is not one Ludicitude writes.")
    elif not is_time(saved_at):
        refused = _("its date is out of range.")
    elif type(touched) is not int or not 0 <= touched < MAX_CLOCK:
        refused = _("its place in the database's order is out of range.")
    if refused is not None:  # kept as it is; nothing of it is read further
        return StoredGame(str(save_id)[:MAX_ID_LENGTH], str(game_id)[:MAX_ID_LENGTH], 0.0, 0, None, None, refused)
    try:
        session = _json_text(session_text)
        if not isinstance(session, dict):
            raise ValueError("not a session")
    except (ValueError, TypeError, RecursionError):
        session = None
    try:  # read apart: a game whose record is damaged can still go on from its session
        record = {"game": game_id, "start": _json_text(start_text), "moves": [_json_text(m) for m in move_texts]}
    except (ValueError, TypeError, RecursionError):
        record = None
    return StoredGame(save_id, str(game_id), float(saved_at), touched, session, record)


def restart_record(save_id: str, start: Mapping[str, Any]) -> str | None:
    """A game whose record can't be read goes on from its saved position: its record starts
    again there, and the old one (start and moves, as they were) is kept in ``kept_records``."""
    def action(_db: Any, conn: sqlite3.Connection) -> None:
        row = conn.execute("SELECT seq, start FROM games WHERE id = ?", (save_id,)).fetchone()
        if row is None:
            return
        moves = [m for (m,) in conn.execute("SELECT CAST(move AS BLOB) FROM moves WHERE game = ? ORDER BY n",
                                             (row[0],))]
        conn.execute("INSERT INTO kept_records (game, start, moves) VALUES (?, ?, ?)",
                     (save_id, row[1], b"\n".join(bytes(m) for m in moves)))
        conn.execute("DELETE FROM moves WHERE game = ?", (row[0],))
        conn.execute("UPDATE games SET start = ? WHERE seq = ?", (_json(start), row[0]))

    return _write(action)


def delete_game(save_id: str) -> None:
    """Remove an unfinished game the players chose to delete (a finished one stays, for replays);
    StoreError, in words, if it can't be."""
    _write_or_raise(lambda _db, conn: conn.execute("DELETE FROM games WHERE id = ? AND finished = 0", (save_id,)))


def imported_files() -> set[tuple[str, str]]:
    """The files (name, stamp) already imported or refused: each is read once."""
    return {(f, s) for f, s in database().read("SELECT file, stamp FROM imports")}


def mark_refused(file: str, stamp: str) -> str | None:
    return _write(lambda _db, conn: conn.execute(
        "INSERT OR REPLACE INTO imports (file, stamp, outcome) VALUES (?, ?, 'refused')", (file, stamp)))


# -- results -------------------------------------------------------------------------------------
def _add_result(conn: sqlite3.Connection, result: Result, touched: int) -> None:
    """A result, once (a second time is ignored: nothing is doubled); its people become known."""
    inserted = conn.execute("INSERT OR IGNORE INTO results (id, result) VALUES (?, ?)",
                            (result.save_id, _json(result.to_dict()))).rowcount
    if inserted:
        for seat, name in enumerate(result.names):
            if result.kind(seat) == "human":
                _player_id(conn, name, None, touched, update=False)


def add_results(results: Sequence[Result | str], imported: tuple[str, str]) -> str | None:
    """Results of the file ``imported`` (name, stamp), in this order (a string: an entry that
    can't be read, kept as it was written), and the file marked imported: one transaction."""
    def action(db: Any, conn: sqlite3.Connection) -> None:
        touched = db.tick(conn)
        conn.execute("INSERT OR REPLACE INTO imports (file, stamp, outcome) VALUES (?, ?, 'imported')", imported)
        for n, result in enumerate(results):
            if isinstance(result, Result):
                _add_result(conn, result, touched)
            else:  # kept under an id of its own: the database's sequence and its place in the file
                conn.execute("INSERT INTO results (id, result) VALUES (?, ?)", (f"unreadable-{touched}-{n}", result))

    return _write(action)


def load_results() -> tuple[list[Result], int]:
    """Every result, in the order they were recorded, and how many rows can't be read (kept)."""
    results, bad = [], 0
    for (text,) in database().read("SELECT result FROM results ORDER BY seq"):
        try:
            results.append(Result.from_dict(_json_text(text)))
        except READ_ERRORS:
            bad += 1
    return results, bad


def finished_games(game_id: str | None = None, player: str | None = None,
                   limit: int | None = None) -> list[Result]:
    """Results newest first, of one game and/or with one player (any of the names merged into
    that player), at most ``limit``."""
    results, _bad = load_results()
    keys = _names_of(player) if player is not None else None
    out = []
    for result in reversed(results):
        if game_id is not None and result.game_id != game_id:
            continue
        if keys is not None and not any(name_key(n) in keys and result.kind(s) == "human"
                                        for s, n in enumerate(result.names)):
            continue
        out.append(result)
        if limit is not None and len(out) >= limit:
            break
    return out


def stored_finished(save_id: str) -> StoredGame | None:
    """The row of finished game ``save_id``, checked (its ``refused`` says why it can't be
    used), or None if there is none."""
    rows = database().read("SELECT seq, id, game, saved_at, touched, session, start FROM games "
                           "WHERE id = ? AND finished = 1", (save_id,))
    if not rows:
        return None
    texts = [t for (t,) in database().read("SELECT move FROM moves WHERE game = ? ORDER BY n", (rows[0][0],))]
    return _stored(rows[0], texts)


def result_record(save_id: str) -> GameRecord | None:
    """The record of a finished game, for its replay; None if there is none (a result imported
    from an earlier version) or it can't be read."""
    stored = stored_finished(save_id)
    if stored is None or stored.refused is not None:
        return None
    try:
        return GameRecord.from_dict(stored.record)
    except ValueError:
        return None


# -- players -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class KnownPlayer:
    name: str
    identity: str | None  # the colour and symbol they last had (theme.PLAYER_IDENTITIES key)


def _player_id(conn: sqlite3.Connection, name: str, identity: str | None, touched: int, *,
               update: bool = True) -> int:
    key = name_key(name)
    row = conn.execute("SELECT player FROM names WHERE key = ?", (key,)).fetchone()
    if row is None:
        player = int(conn.execute("INSERT INTO players (name, identity, touched) VALUES (?, ?, ?)",
                                  (name.strip(), identity, touched)).lastrowid or 0)
        conn.execute("INSERT INTO names (key, player) VALUES (?, ?)", (key, player))
        return player
    if update:
        conn.execute("UPDATE players SET identity = coalesce(?, identity), touched = ? WHERE id = ?",
                     (identity, touched, row[0]))
    return int(row[0])


def _remember_table(conn: sqlite3.Connection, game_id: str, seats: Sequence[Mapping[str, str]],
                    touched: int) -> None:
    if not seats:
        return
    for seat in seats:
        if seat.get("kind", "human") == "human":
            _player_id(conn, seat["name"], seat.get("identity"), touched)
    conn.execute("INSERT OR REPLACE INTO tables (game, seats, touched) VALUES (?, ?, ?)",
                 (game_id, _json([dict(s) for s in seats]), touched))


def known_players() -> list[KnownPlayer]:
    """The people the club knows, the most recently seen first (a table in its seats' order), with the
    identity (colour and symbol) they last had. A row whose name or identity can't be read is
    left out (and kept: ``unreadable_players`` counts them)."""
    return [KnownPlayer(name, identity) for name, identity in
            database().read("SELECT name, identity FROM players ORDER BY touched DESC, id")
            if _readable_player(name, identity)]


def unreadable_players() -> int:
    """How many players' rows can't be read (a name that is not a name: kept as they are)."""
    return sum(not _readable_player(name, identity)
               for name, identity in database().read("SELECT name, identity FROM players"))


def _readable_player(name: Any, identity: Any) -> bool:
    return name_problem(name) is None and (identity is None or isinstance(identity, str) and len(identity) <= 40)


def last_table(game_id: str | None = None) -> list[dict[str, str]] | None:
    """The seats (name, identity, kind) of the last game of ``game_id`` started (of any game if
    None), for "the same table again"; None if there is none."""
    if game_id is None:
        rows = database().read("SELECT seats FROM tables ORDER BY touched DESC LIMIT 1")
    else:
        rows = database().read("SELECT seats FROM tables WHERE game = ?", (game_id,))
    try:
        seats = _json_text(rows[0][0]) if rows else None
        if seats is not None and (not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats)):
            return None
        return seats
    except (ValueError, TypeError, RecursionError):
        return None


def _names_of(player: str) -> set[str]:
    """Every name key that is ``player`` (the names merged into it)."""
    rows = database().read("SELECT key FROM names WHERE player = (SELECT player FROM names WHERE key = ?)",
                           (name_key(player),))
    return {r[0] for r in rows} or {name_key(player)}


def canonical_names() -> dict[str, str]:
    """Each known name key -> the name its player goes by now."""
    return {key: name for key, name in database().read("SELECT n.key, p.name FROM names n JOIN players p "
                                                       "ON p.id = n.player")
            if isinstance(key, str) and name_problem(name) is None}


def rename_player(old: str, new: str) -> None:
    """``old`` goes by ``new`` from now on (their past games stay theirs); StoreError, in words, if
    ``old`` is not known or ``new`` is another player's name."""
    from ludicitude.core.names import check_name

    check_name(new)
    if name_key(new) in BOT_KINDS:
        raise StoreError(_("{name} is the name of a computer level: a person needs another name.").format(
            name=new.strip()))

    def action(_db: Any, conn: sqlite3.Connection) -> None:
        row = conn.execute("SELECT player FROM names WHERE key = ?", (name_key(old),)).fetchone()
        if row is None:
            raise _Refused(_("No player is called {name}.").format(name=old))
        other = conn.execute("SELECT player FROM names WHERE key = ?", (name_key(new),)).fetchone()
        if other is not None and other[0] != row[0]:
            raise _Refused(_("{name} is another player: merge the two instead.").format(name=new))
        conn.execute("UPDATE players SET name = ? WHERE id = ?", (new.strip(), row[0]))
        conn.execute("INSERT OR IGNORE INTO names (key, player) VALUES (?, ?)", (name_key(new), row[0]))

    _write_or_raise(action)


def adopt_players(names: Sequence[str]) -> None:
    """People known on the club's other tables (their books: club/season.py) made known here,
    so that they can be merged or renamed here (the change then goes into this table's book);
    StoreError, in words, if it can't be written."""
    for name in names:
        from ludicitude.core.names import check_name

        check_name(name)

    def action(db: Any, conn: sqlite3.Connection) -> None:
        touched = db.tick(conn)
        for name in names:
            _player_id(conn, name, None, touched, update=False)

    _write_or_raise(action)


def merge_players(keep: str, other: str) -> None:
    """``other`` and ``keep`` are one player, called ``keep``: every game of either counts for it."""
    def action(_db: Any, conn: sqlite3.Connection) -> None:
        ids = []
        for name in (keep, other):
            row = conn.execute("SELECT player FROM names WHERE key = ?", (name_key(name),)).fetchone()
            if row is None:
                raise _Refused(_("No player is called {name}.").format(name=name))
            ids.append(row[0])
        if ids[0] == ids[1]:
            return
        conn.execute("UPDATE names SET player = ? WHERE player = ?", (ids[0], ids[1]))
        conn.execute("UPDATE players SET touched = max(touched, (SELECT touched FROM players WHERE id = ?)) "
                     "WHERE id = ?", (ids[1], ids[0]))
        conn.execute("DELETE FROM players WHERE id = ?", (ids[1],))

    _write_or_raise(action)


class _Refused(sqlite3.Error):
    """A change the rules of the club refuse (rolled back like any failed write)."""


def _write_or_raise(action: Any) -> None:
    db = database()
    if db.conn is None or not db.writable:
        raise StoreError(db.write_problem or _("the games database can't be written"))
    try:
        with db.transaction() as conn:
            action(db, conn)
    except _Refused as exc:
        raise StoreError(str(exc)) from None
    except UnicodeError:  # a name with bytes that are not text: never a player's
        raise StoreError(_("A name can't hold control characters or bytes that are not text.")) from None
    except sqlite3.Error as exc:
        raise StoreError(in_words(exc)) from exc
