"""Saved games: one per game, written after every action, resumable after any crash.

A save is plain versioned JSON (never pickle), written atomically. A save that can't be used
(truncated, not JSON, wrong shape, impossible values, huge numbers, another format) is moved
aside, never deleted, and reported in words; the program goes on.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ludicitude import files
from ludicitude.core.errors import BadSave
from ludicitude.core.i18n import _
from ludicitude.games import GAMES
from ludicitude.ui.session import GameSession

FORMAT = 1


def saves_dir() -> Path:
    return files.data_dir() / "saves"


def save_path(game_id: str) -> Path:
    return saves_dir() / f"{game_id}.json"


@dataclass
class SavedGame:
    game_id: str
    saved_at: float
    session: GameSession
    path: Path

    @property
    def players(self) -> str:
        return ", ".join(self.session.names)


def write(session: GameSession) -> None:
    """Save after an action; a finished game is removed (there is nothing left to resume)."""
    path = save_path(session.game.id)
    if session.state.is_over:
        path.unlink(missing_ok=True)
        return
    files.atomic_write_json(path, {"format": FORMAT, "saved_at": time.time(), "session": session.to_dict()})


def read(path: Path) -> SavedGame:
    """One save; BadSave (in words) if it can't be used."""
    try:
        data = files.read_json(path)
    except (OSError, UnicodeDecodeError) as exc:
        raise BadSave(_("The file can't be read.")) from exc
    except ValueError as exc:
        raise BadSave(_("The file is not a saved game (damaged or cut short).")) from exc
    if not isinstance(data, dict) or "session" not in data:
        raise BadSave(_("The file is not a saved game (damaged or cut short)."))
    if data.get("format") != FORMAT:
        raise BadSave(_("The save was written by another version of Ludicitude (format {found}).")
                      .format(found=data.get("format")))
    try:
        session_data: Any = data["session"]
        if session_data.get("game") not in GAMES:
            raise BadSave(_("The save is for a game this version does not know."))
        session = GameSession.from_dict(session_data)
        saved_at = float(data.get("saved_at", 0))
    except BadSave:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError, RecursionError) as exc:
        raise BadSave(_("The save is damaged or holds impossible values.")) from exc
    if session.game.id != path.stem:
        raise BadSave(_("The save is for a game this version does not know."))
    return SavedGame(session.game.id, saved_at, session, path)


def list_saves() -> tuple[list[SavedGame], list[str]]:
    """The usable saves, newest first, and a message in words for each one moved aside."""
    found: list[SavedGame] = []
    problems: list[str] = []
    folder = saves_dir()
    if not folder.is_dir():
        return found, problems
    for path in sorted(folder.glob("*.json")):
        try:
            found.append(read(path))
        except BadSave as exc:
            aside = files.move_aside(path)
            problems.append(_("The saved game {file} can't be used: {reason} It was kept as {aside}.")
                            .format(file=path.name, reason=str(exc), aside=aside.name))
    found.sort(key=lambda s: -s.saved_at)
    return found, problems


def delete(game_id: str) -> None:
    save_path(game_id).unlink(missing_ok=True)
