"""Saved games: one file per game started, written after every action, resumable after any crash;
and the results of finished games.

A save is plain versioned JSON (never pickle), written atomically, in its own file named by the
game's unique id (``saves/<id>.json``), so two tables playing the same game never overwrite each
other. Saves of the previous layout (one per game kind, ``saves/<game>.json``, format 1) are
still read and listed; resumed, they go on in their own file. A save that can't be used
(truncated, not JSON, wrong shape, impossible values, huge numbers, not a regular file...) is
moved aside, never deleted, and reported in words; the program goes on.

A finished game leaves the list of saves and joins the results (``results.json``: game, players,
scores, winners, date, seed), the list a statistics screen and replays read; the newest
``KEEP_RESULTS`` are kept.
"""

from __future__ import annotations

import errno
import math
import os
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ludicitude import files
from ludicitude.core.errors import BadSave
from ludicitude.core.i18n import _
from ludicitude.core.names import check_name
from ludicitude.games import GAMES
from ludicitude.ui.session import GameSession

#: 2: one file per game started, named by its id; 1: one file per game kind (still read)
FORMAT = 2
READABLE_FORMATS = (1, 2)
RESULTS_FORMAT = 1
#: the issue asks for at least the last 500 results; a result is a few hundred bytes
KEEP_RESULTS = 1000
#: a saved_at outside [0, year 3000) is not a time: the file's own date is used instead
LATEST_TIME = 32503680000.0
_READ_ERRORS = (KeyError, TypeError, ValueError, AttributeError, IndexError, ArithmeticError, RecursionError)


def saves_dir() -> Path:
    return files.data_dir() / "saves"


def save_path(save_id: str) -> Path:
    return saves_dir() / f"{save_id}.json"


def results_path() -> Path:
    return files.data_dir() / "results.json"


@dataclass
class SavedGame:
    save_id: str
    saved_at: float
    session: GameSession
    path: Path

    @property
    def game_id(self) -> str:
        return self.session.game.id

    @property
    def players(self) -> str:
        return ", ".join(self.session.names)

    @property
    def progress(self) -> str:
        return progress_text(self.session)


@dataclass(frozen=True)
class Result:
    """A finished game, as the results list keeps it."""

    save_id: str
    game_id: str
    names: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    finished_at: float
    seed: int
    options: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.save_id, "game": self.game_id, "players": list(self.names),
                "scores": list(self.scores), "winners": list(self.winners),
                "finished_at": self.finished_at, "seed": self.seed, "options": dict(self.options)}

    @classmethod
    def from_dict(cls, d: Any) -> Result:
        """ValueError (or TypeError, KeyError) if ``d`` is not a result as ``to_dict`` writes it."""
        names = tuple(check_name(n) for n in d["players"])
        scores, winners = tuple(d["scores"]), tuple(d["winners"])
        if d["game"] not in GAMES or len(scores) != len(names) or not names:
            raise ValueError("result")
        if not all(type(s) is int and abs(s) < 10**6 for s in scores):
            raise ValueError("scores")
        if not all(type(w) is int and 0 <= w < len(names) for w in winners):
            raise ValueError("winners")
        finished_at, seed, options = d["finished_at"], d["seed"], d.get("options", {})
        if not (isinstance(finished_at, (int, float)) and 0 <= finished_at < LATEST_TIME):
            raise ValueError("date")
        if type(seed) is not int or not isinstance(options, dict) or not isinstance(d["id"], str):
            raise ValueError("seed, options or id")
        return cls(d["id"], d["game"], names, scores, winners, float(finished_at), seed, options)


def result_of(session: GameSession, finished_at: float | None = None) -> Result:
    state = session.state
    return Result(session.save_id, session.game.id, tuple(session.names), tuple(state.scores),
                  tuple(state.winners), time.time() if finished_at is None else finished_at, state.seed,
                  dict(state.options))


def _check_folder(folder: Path) -> None:
    """OSError, in words, when the saves folder is there but is not a folder."""
    if os.path.lexists(folder) and not folder.is_dir():
        raise OSError(errno.ENOTDIR, _("the saved games folder {path} is a file, not a folder").format(
            path=folder))


def write(session: GameSession) -> list[str]:
    """Save after an action, in this game's own file. A finished game joins the results and its
    save is removed (there is nothing left to resume). Returns what to tell the players (a
    damaged results file kept aside); OSError if the game could not be saved."""
    _check_folder(saves_dir())
    path = save_path(session.save_id)
    if session.state.is_over:
        problems = record_result(session)
        path.unlink(missing_ok=True)
        return problems
    files.atomic_write_json(path, {"format": FORMAT, "id": session.save_id, "saved_at": time.time(),
                                   "session": session.to_dict()})
    return []


def read(path: Path) -> SavedGame:
    """One save; BadSave (in words) if it can't be used."""
    try:
        data = files.read_json(path)
    except files.UnreadableFile as exc:
        raise BadSave(_("The file is not a saved game (damaged, cut short, too large or not a "
                        "regular file).")) from exc
    except OSError as exc:
        raise BadSave(_("The file can't be read.")) from exc
    if not isinstance(data, dict) or not isinstance(data.get("session"), dict):
        raise BadSave(_("The file is not a saved game (damaged or cut short)."))
    if data.get("format") not in READABLE_FORMATS:
        raise BadSave(_("The save was written by another version of Ludicitude (format {found}).")
                      .format(found=str(data.get("format"))[:20]))
    try:
        session_data: Any = data["session"]
        if session_data.get("game") not in GAMES:
            raise BadSave(_("The save is for a game this version does not know."))
        session = GameSession.from_dict(session_data, save_id=path.stem)
        _check_words(session)
    except BadSave:
        raise
    except _READ_ERRORS as exc:
        raise BadSave(_("The save is damaged or holds impossible values.")) from exc
    return SavedGame(path.stem, _saved_at(data.get("saved_at"), path), session, path)


def _check_words(session: GameSession) -> None:
    """Every event of the log and the game's progress can be put into words: what the screens,
    the log panel (L) and the Saved games list will do with them. Raises what they would."""
    texts = session.game.module("texts")
    for event in session.state.events:
        texts.describe(event, session.names)
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
    texts = session.game.module("texts")
    scores = ", ".join(f"{name} {score}" for name, score in zip(session.names, session.state.scores))
    scores = _("Scores so far: {scores}").format(scores=scores)
    if hasattr(texts, "progress"):
        return _("{progress} · {scores}").format(progress=texts.progress(session.state), scores=scores)
    return scores


def list_saves() -> tuple[list[SavedGame], list[str]]:
    """Every usable save (unfinished games), newest first, and a message in words for each file
    that can't be used (moved aside, or ignored where it can't be moved)."""
    found: list[SavedGame] = []
    problems: list[str] = []
    folder = saves_dir()
    try:
        _check_folder(folder)
        if not folder.is_dir():
            return found, problems
        paths = sorted(folder.glob("*.json"))
    except OSError as exc:
        return found, [_("Saved games can't be listed: {error}.").format(error=exc.strerror or exc)]
    for path in paths:
        try:
            saved = read(path)
        except BadSave as exc:
            problems.append(_set_aside(path, _("The saved game {file} can't be used: {reason}").format(
                file=path.name, reason=str(exc))))
            continue
        if saved.session.state.is_over and _file_as_result(saved):
            continue
        found.append(saved)
    found.sort(key=lambda s: (-s.saved_at, s.save_id))
    return found, problems


def _file_as_result(saved: SavedGame) -> bool:
    """A save of a finished game (its result could not be written when it ended) joins the
    results now; True if it did. If it can't, it stays listed: nothing is lost."""
    try:
        record_result(saved.session)
        saved.path.unlink()
    except OSError:
        return False
    return True


def _set_aside(path: Path, problem: str) -> str:
    """Move an unusable file aside and say so, after ``problem`` (or say it is ignored)."""
    aside = files.move_aside(path)
    if aside is None:
        return _("{problem} The file could not be moved aside (read-only folder?), so it is ignored.").format(
            problem=problem)
    return _("{problem} The file was kept as {aside}.").format(problem=problem, aside=aside.name)


def delete(saved: SavedGame) -> None:
    """Remove a saved game (the player confirmed it). OSError if the file can't be removed."""
    saved.path.unlink(missing_ok=True)


def clean_leftovers() -> None:
    """At start: remove the temporary files a program killed in the middle of a save left."""
    for folder in (saves_dir(), files.data_dir(), files.config_dir()):
        if folder.is_dir():
            files.clean_leftovers(folder)


# -- results -------------------------------------------------------------------------------
def _raw_results() -> tuple[list[Any], list[str]]:
    """The entries of the results file as written, and what to say if it could not be read
    (it is then moved aside and a new list starts)."""
    path = results_path()
    if not os.path.lexists(path):
        return [], []
    try:
        data = files.read_json(path)
        if not isinstance(data, dict) or data.get("format") != RESULTS_FORMAT \
                or not isinstance(data.get("results"), list):
            raise ValueError("not a results file")
    except (OSError, ValueError):
        return [], [_set_aside(path, _("The results of finished games could not be read."))]
    return data["results"], []


def load_results() -> tuple[list[Result], list[str]]:
    """The finished games, oldest first, and what to tell the players about a damaged file or
    entries that could not be read (skipped here, left as they are in the file)."""
    entries, problems = _raw_results()
    results: list[Result] = []
    for entry in entries:
        try:
            results.append(Result.from_dict(entry))
        except _READ_ERRORS:
            pass
    if len(results) < len(entries):
        problems.append(_("{count} damaged results were skipped.").format(count=len(entries) - len(results)))
    return results, problems


def record_result(session: GameSession) -> list[str]:
    """Add a finished game to the results (once), keeping the newest KEEP_RESULTS entries.

    Entries that can't be read are kept as they are; a results file that can't be read is
    moved aside first, and never overwritten if it can't be."""
    entries, problems = _raw_results()
    if problems and os.path.lexists(results_path()):
        raise OSError(errno.EIO, problems[0])
    if not any(isinstance(e, dict) and e.get("id") == session.save_id for e in entries):
        entries.append(result_of(session).to_dict())
    files.atomic_write_json(results_path(), {"format": RESULTS_FORMAT, "results": entries[-KEEP_RESULTS:]})
    return problems
