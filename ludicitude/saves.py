"""Saved games and results, as the program and its screens use them: every game started is in
the club's database (club/db.py), written after every action and resumable after any crash; a
finished game joins the results with its record, for replays.

A game open in one window is closed to the others (club/locks.py): the Saved games list says
"open in another window" and ``--resume`` takes the most recent game that is not.

The files of earlier versions (``saves/*.json``, ``results.json``) are imported into the database
once, on the first start that finds them, and left exactly as they were; a file that can't be
used (truncated, not JSON, wrong shape, impossible values, huge numbers, not a regular file...)
is reported in words, left as it is, and the program goes on. A file that can't be read for a
while (a permission) is tried again at the next start.
"""

from __future__ import annotations

import json
import math
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ludicitude import files
from ludicitude.club import db as club_db
from ludicitude.club import locks
from ludicitude.club.database import database, database_path
from ludicitude.club.results import READ_ERRORS as _READ_ERRORS
from ludicitude.club.results import Result
from ludicitude.core.errors import BadSave
from ludicitude.core.i18n import _, n_
from ludicitude.games import GAMES
from ludicitude.ui.session import GameSession

__all__ = ["Result", "SavedGame", "list_saves", "write", "delete", "load_results", "claim", "release"]

#: the formats of earlier versions' save files, imported: 2, one file per game started; 1, one
#: file per game kind
FORMAT = 2
READABLE_FORMATS = (1, 2)
RESULTS_FORMAT = 1
#: a saved_at outside [0, year 3000) is not a time: the file's own date is used instead
LATEST_TIME = club_db.LATEST_TIME

claim = locks.claim
release = locks.release
open_elsewhere = locks.open_elsewhere
release_all = locks.release_all


def saves_dir() -> Path:
    """Where earlier versions kept one file per game (imported once)."""
    return files.data_dir() / "saves"


def save_path(save_id: str) -> Path:
    return saves_dir() / f"{save_id}.json"


def results_path() -> Path:
    """Where earlier versions kept the results (imported once)."""
    return files.data_dir() / "results.json"


@dataclass
class SavedGame:
    save_id: str
    saved_at: float
    session: GameSession
    #: another window has this game open: it can't be resumed here now
    open_elsewhere: bool = False

    @property
    def game_id(self) -> str:
        return self.session.game.id

    @property
    def players(self) -> str:
        return ", ".join(self.session.names)

    @property
    def progress(self) -> str:
        return progress_text(self.session)


def result_of(session: GameSession, finished_at: float | None = None) -> Result:
    state = session.state
    return Result(session.save_id, session.game.id, tuple(s.name for s in session.seats), tuple(state.scores),
                  tuple(state.winners), time.time() if finished_at is None else finished_at, state.seed,
                  dict(state.options), tuple(s.kind for s in session.seats), tuple(s.identity for s in session.seats))


# -- the database, opened once ---------------------------------------------------------------
_told: dict[Path, list[str]] = {}


def _pending() -> list[str]:
    """What the first use of the database has to tell (once): a database that can't be used, and
    the files of earlier versions imported or refused."""
    database()
    path = database_path()
    if path not in _told:
        _told.clear()
        _told[path] = club_db.opening_problems() + import_old_files()
    problems, _told[path] = _told[path], []
    return problems


def close() -> None:
    """Close the database and let go of the games' locks, as the program's end does (the next
    use opens it again, as a new start: tests)."""
    from ludicitude.club.database import close_all

    close_all()
    _told.clear()
    locks.release_all()


def startup_problems() -> list[str]:
    """At start: what to tell about the database and the import (once)."""
    return _pending()


def write(session: GameSession) -> list[str]:
    """Save after an action: the session, the record's new moves and, once the game is over,
    its result, in one transaction. Returns what to tell the players (said once: a database that
    can't be written is not said again at every move)."""
    problems = _pending()
    result = result_of(session) if session.state.is_over else None
    problem = club_db.save_game(session.save_id, session.to_dict(with_record=False), session.record, time.time(),
                                result, [s.to_dict() for s in session.seats])
    return problems + ([problem] if problem else [])


def session_from(data: Any, save_id: str) -> GameSession:
    """A session as saved (a dict, with its record or not); BadSave, in words, if it can't be used."""
    if not isinstance(data, dict):
        raise BadSave(_("The save is not a saved game (damaged or cut short)."))
    try:
        if data.get("game") not in GAMES:
            raise BadSave(_("The save is for a game this version does not know."))
        session = GameSession.from_dict(data, save_id=save_id)
        _check_words(session)
    except BadSave:
        raise
    except _READ_ERRORS as exc:
        raise BadSave(_("The save is damaged or holds impossible values.")) from exc
    return session


class _Unreadable(BadSave):
    """A file that can't be read now (a permission): tried again at the next start."""


def read(path: Path) -> SavedGame:
    """One save file of an earlier version; BadSave (in words) if it can't be used."""
    try:
        data = files.read_json(path)
    except files.UnreadableFile as exc:
        raise BadSave(_("The file is not a saved game (damaged, cut short, too large or not a "
                        "regular file).")) from exc
    except OSError as exc:
        raise _Unreadable(_("The file can't be read.")) from exc
    if not isinstance(data, dict) or not isinstance(data.get("session"), dict):
        raise BadSave(_("The file is not a saved game (damaged or cut short)."))
    if data.get("format") not in READABLE_FORMATS:
        raise BadSave(_("The save was written by another version of Ludicitude (format {found}).")
                      .format(found=str(data.get("format"))[:20]))
    session = session_from(data["session"], path.stem)
    return SavedGame(path.stem, _saved_at(data.get("saved_at"), path), session)


def _check_words(session: GameSession) -> None:
    """Every event of the log and the game's progress can be put into words: what the screens,
    the log panel (L) and the Saved games list will do with them. Raises what they would."""
    texts = session.game.texts()
    for event in session.state.events:
        texts.describe(event, session.told_names)
    progress_text(session)


def _saved_at(value: Any, path: Path) -> float:
    """When the game was saved: the save's own word, or the file's date if that is not a time
    (1e20, NaN and infinities are refused by the JSON reader or here)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) \
            and 0 <= value < LATEST_TIME:
        return float(value)
    try:
        return min(max(path.lstat().st_mtime, 0.0), LATEST_TIME)
    except OSError:
        return 0.0


def progress_text(session: GameSession) -> str:
    """How far the game has gone: the game's own words when its texts say it, then the scores."""
    texts = session.game.texts()
    scores = ", ".join(f"{name} {score}" for name, score in zip(session.names, session.state.scores))
    scores = _("Scores so far: {scores}").format(scores=scores)
    if hasattr(texts, "progress"):
        return _("{progress} · {scores}").format(progress=texts.progress(session.state), scores=scores)
    return scores


def list_saves() -> tuple[list[SavedGame], list[str]]:
    """Every unfinished game, the most recently saved first (the database's own order), each
    marked if another window has it open; and a message in words for each that can't be read
    (kept in the database as it is)."""
    problems = _pending()
    found: list[SavedGame] = []
    for stored in club_db.stored_games():
        if stored.refused is not None:
            problems.append(_("A saved game can't be used: {reason} It is kept as it is.").format(
                reason=stored.refused))
            continue
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(stored.saved_at))  # a checked time
        try:
            data = dict(stored.session or {}, record=stored.record)
            session = session_from(data if stored.session is not None and stored.record is not None else None,
                                   stored.save_id)
        except BadSave as exc:
            rescued = _without_its_record(stored, when, problems)
            if rescued is None:
                problems.append(_("A saved game of {when} can't be used: {reason} It is kept as it is.").format(
                    when=when, reason=str(exc)))
                continue
            session = rescued
        found.append(SavedGame(stored.save_id, stored.saved_at, session, locks.open_elsewhere(stored.save_id)))
    return found, problems


def _without_its_record(stored: club_db.StoredGame, when: str, problems: list[str]) -> GameSession | None:
    """A game whose session is whole but whose record (moves) can't be read or replayed goes on
    from its saved position; the old record is kept (``club_db.restart_record``). None if the
    session itself can't be used."""
    try:
        session = session_from({**(stored.session or {}), "record": None} if stored.session else None,
                               stored.save_id)
    except BadSave:
        return None
    problem = club_db.restart_record(stored.save_id, session.record.start)
    problems.append(_("The moves of a saved game of {when} can't be read: they are kept, and the game goes on "
                      "from where it was saved (its replay will start there).").format(when=when))
    problems.extend([problem] if problem else [])
    return session


def delete(saved: SavedGame) -> None:
    """Remove a saved game (the player confirmed it). OSError, in words, if it can't be."""
    club_db.delete_game(saved.save_id)


def clean_leftovers() -> None:
    """At start: remove the temporary files a program killed in the middle of writing a file left."""
    for folder in (saves_dir(), files.data_dir(), files.config_dir()):
        if folder.is_dir():
            files.clean_leftovers(folder)


def load_results() -> tuple[list[Result], list[str]]:
    """Every finished game, oldest first (the database's order), and what to tell about rows
    that can't be read (counted, kept as they are)."""
    problems = _pending()
    results, bad = club_db.load_results()
    if bad:
        problems.append(n_("{count} result can't be read: it is kept as it is.",
                           "{count} results can't be read: they are kept as they are.", bad).format(count=bad))
    return results, problems


# -- the files of earlier versions, imported once -----------------------------------------------
def _stamp(path: Path) -> str:
    info = path.lstat()
    return f"{info.st_size}:{info.st_mtime_ns}"


def import_old_files() -> list[str]:
    """Import the save files and the results file of earlier versions not imported yet (each
    file once: by name, size and date), oldest save first so the database's order keeps theirs.
    The files are left as they are. Returns what to tell the players."""
    if not database().writable:
        return []
    done = club_db.imported_files()
    problems: list[str] = []
    folder = saves_dir()
    try:
        paths = sorted(folder.glob("*.json")) if folder.is_dir() else []
    except OSError as exc:
        paths = []
        problems.append(_("Saved games can't be listed: {error}.").format(error=exc.strerror or exc))
    if os.path.lexists(folder) and not folder.is_dir():
        problems.append(_("the saved games folder {path} is a file, not a folder").format(path=folder))
    readable = []
    for path in paths:
        try:
            stamp = _stamp(path)
            if (path.name, stamp) in done:
                continue
            readable.append((read(path), stamp))
        except OSError:
            continue
        except BadSave as exc:
            problems.append(_("The saved game {file} can't be used: {reason} The file is left as it is.").format(
                file=path.name, reason=str(exc)))
            if not isinstance(exc, _Unreadable):
                club_db.mark_refused(path.name, stamp)
    readable.sort(key=lambda pair: (pair[0].saved_at, pair[0].save_id))
    for saved, stamp in readable:
        session = saved.session
        result = result_of(session, saved.saved_at) if session.state.is_over else None
        problem = club_db.save_game(saved.save_id, session.to_dict(with_record=False), session.record,
                                    saved.saved_at, result, [s.to_dict() for s in session.seats],
                                    imported=(f"{saved.save_id}.json", stamp))
        if problem:
            return [*problems, problem]
    return problems + _import_results(done)


def _import_results(done: set[tuple[str, str]]) -> list[str]:
    path = results_path()
    if not os.path.lexists(path):
        return []
    try:
        stamp = _stamp(path)
        if (path.name, stamp) in done:
            return []
        data = files.read_json(path)
        if not isinstance(data, dict) or data.get("format") != RESULTS_FORMAT \
                or not isinstance(data.get("results"), list):
            raise files.UnreadableFile("not a results file")
    except OSError:
        return [_("The results of finished games ({file}) can't be read now: they will be tried again at the "
                  "next start.").format(file=path.name)]
    except ValueError:
        club_db.mark_refused(path.name, stamp)
        return [_("The results of finished games ({file}) could not be read: the file is left as it is.").format(
            file=path.name)]
    entries: list[Result | str] = []
    for entry in data["results"]:
        try:
            entries.append(Result.from_dict(entry))
        except _READ_ERRORS:
            entries.append(json.dumps(entry, ensure_ascii=False))
    problem = club_db.add_results(entries, (path.name, stamp))
    return [problem] if problem else []
