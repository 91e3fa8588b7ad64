"""Tonight: the games since the evening's start, which the organiser sets with one button (the
season's screen, ui/season_screen.py) on the laptop that shows the standings. The start is kept
in this laptop's database (``meta``), as seconds since 1970: each laptop has its own evening."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Sequence

from ludicitude.club.database import StoreError, database, in_words
from ludicitude.club.db import is_time
from ludicitude.club.results import Result
from ludicitude.core.i18n import _

_KEY = "evening"


def start_evening(now: float | None = None) -> float:
    """The evening starts now (or at ``now``): returns its start; StoreError, in words, if it
    can't be kept."""
    start = int(time.time() if now is None else now)
    db = database()
    if db.conn is None or not db.writable:
        raise StoreError(db.write_problem or _("the games database can't be written"))
    try:
        with db.transaction() as conn:
            conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (_KEY, start))
    except sqlite3.Error as exc:
        raise StoreError(in_words(exc)) from exc
    return float(start)


def evening_start() -> float | None:
    """When the evening started, or None if the organiser never started one (or it can't be read)."""
    rows = database().read("SELECT value FROM meta WHERE key = ?", (_KEY,))
    if rows and type(rows[0][0]) is int and is_time(rows[0][0]):
        return float(rows[0][0])
    return None


def tonight(results: Sequence[Result], start: float | None) -> list[Result]:
    """The games of ``results`` finished since ``start`` (none without a start), in their order."""
    if start is None:
        return []
    return [r for r in results if r.finished_at >= start]
