"""The season read in a process of its own (club/link.py starts it, with ``multiprocessing``'s
spawn method): the books opened and parsed, the union made and the ratings computed there, so
that the program's window never shares an interpreter with that work.

Why a process: read on a thread of the window's process, the reading took the interpreter's
lock from the frame loop a few milliseconds at a time (frames came slower) and, as the season's
tens of thousands of games piled up, Python's garbage collector scanned them all, several times,
each scan holding every thread (a frame held back up to about 0.2 s). Here the window's process
receives the reading's small parts as objects (the statistics, the identities, each person's
figures, the questions, what to say) and the season's games as one block of bytes, made back into
games only when a screen asks for them (``Reading.union``): the window's heap does not grow by a
season while a game is played.

A season (``standings.Season``, with its cache) is kept in the process between readings, per
club folder and user data folder: a new book arriving is read alone, as on a thread.
"""

from __future__ import annotations

import gc
import os
import pickle
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ludicitude.club.same_names import Question
from ludicitude.club.season import Union
from ludicitude.club.stats import PlayerStats

#: the environment variables that say where the user's folders are and what the program speaks
_ENVIRONMENT = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "HOME", "APPDATA", "LOCALAPPDATA",
                "USERPROFILE", "LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE")


@dataclass
class Reading:
    """One reading of the season, as the window's process receives it. ``games``: the union
    (club/season.py's ``Union``), pickled; ``pid``: the process that read it."""

    games: bytes
    stats: dict[str, Any]
    identities: dict[str, str]
    people: dict[str, PlayerStats]
    questions: list[Question]
    problems: list[str] = field(default_factory=list)
    pid: int = 0

    def union(self) -> Union:
        """The season's games and names (made from ``games``: a moment for a season of tens of
        thousands of games, so only when a screen shows them)."""
        union = pickle.loads(self.games)
        if not isinstance(union, Union):  # (never: the bytes are the reader's own)
            raise TypeError("not a season")
        return union


def surroundings() -> dict[str, Any]:
    """What the reading process needs to read as this one would: where the user's folders are
    (the environment: a test moves them) and the language spoken (for what it says)."""
    from ludicitude.core.i18n import language

    return {"environment": {k: os.environ.get(k) for k in _ENVIRONMENT}, "language": language()}


#: how much lower the reading process's priority is than the window's (where the system has one)
NICENESS = 10


def lower_priority() -> None:
    """In the reading process, first: the window's process goes first when both want a processor
    (a table's laptop may have two cores, or one)."""
    if hasattr(os, "nice"):
        try:
            os.nice(NICENESS)
        except OSError:
            pass


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's garbage collector paused while a season is read, then the young generations
    collected once. Each game read survives, so the collector, run every few hundred new objects,
    found nothing to free while scanning more and more of them (a fifth of a first reading's
    processor time); once at the end scans each of them once. For the reading process (and the
    benchmark, which measures it), never the window's process: a paused collector there would
    make one long collection of the frames' own objects."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()
            gc.collect(1)


def books_read() -> None:
    """In the reading process (the collector paused), once the books are read and before the
    ratings: what the reading made kept out of the collector's scans (``gc.freeze``: moved to its
    permanent generation), so that the collection after the ratings scans only theirs (openskill's
    ``rate`` leaves a few cycles each game, its sort's closures). The reading makes no cycle (a
    collection right after one finds none): its objects are freed as usual, by their count of
    references, when the next reading replaces them."""
    gc.freeze()


_seasons: dict[tuple[str, str], Any] = {}
#: the thread writing the last reading's cache (the window has its reading meanwhile)
_writing: threading.Thread | None = None


def cache_written() -> None:
    """Wait for the last reading's cache to be written (before the next reading, and at exit:
    the thread is not a daemon)."""
    global _writing
    if _writing is not None:
        _writing.join()
        _writing = None


def write_cache_later(season: Any) -> None:
    """Write what ``season``'s reading held back of its cache on a thread of the reading process,
    while the window receives the reading (a first reading's cache is about a fifth of its
    time); the next reading waits for it."""
    global _writing
    if season.cache is None:
        return
    cache_written()
    _writing = threading.Thread(target=season.cache.flush, name="club-cache", daemon=False)
    _writing.start()


def read_season(folder: str, around: dict[str, Any]) -> Reading:
    """Read the season of ``folder`` (in the reading process): what changed since the last
    reading of it, the union, the statistics."""
    from ludicitude import files
    from ludicitude.club.standings import Season
    from ludicitude.core.i18n import set_language

    for key, value in around["environment"].items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value
    set_language(around["language"])
    where = (folder, str(files.data_dir()))
    cache_written()
    season = _seasons.get(where)
    if season is None:
        for other in _seasons.values():  # one user data folder at a time (tests move it)
            if other.cache is not None:
                other.cache.close()
        _seasons.clear()
        season = _seasons[where] = Season(Path(folder))
        season.second_core = True  # (this process reads the season alone: club/second_core.py)
    if season.cache is not None:
        season.cache.hold()
    with collector_paused():
        union = season.refresh()
        books_read()
        reading = read_here(season, union)
    write_cache_later(season)
    return reading


def read_here(season: Any, union: Union | None = None) -> Reading:
    """The reading of ``season`` (a ``standings.Season``) in this process (the reading process's,
    or the window's where no process can be started); ``union``: its books just read (else read
    here)."""
    if union is None:
        union = season.refresh()
    stats = season.stats()
    return Reading(pickle.dumps(union, protocol=pickle.HIGHEST_PROTOCOL), stats, season.identities(),
                   season.people, list(season.questions), season.problems(), os.getpid())
