"""A game open in one window is closed to the others: an operating-system lock on a small file
per game (``locks/<digest>.lock`` in the user data folder), held by the program that has it open.
The file is named from a fixed-length digest of the game's id (SHA-256, 32 hexadecimal digits):
any id, however long or whatever characters it holds, makes a short, plain file name.

The system itself lets go of it when that program ends, however it ends (a crash, SIGKILL, a
power cut): there is no lock left behind to clean up. ``flock`` on Linux and macOS, ``msvcrt``'s
byte lock on Windows. A folder where no lock can be made (read-only) locks nothing: the game is
played, as before there were locks.
"""

from __future__ import annotations

import hashlib
import os
import sys
from pathlib import Path

from ludicitude import files

if sys.platform == "win32":  # pragma: no cover (tested on Windows only)
    import msvcrt

    def _try(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
else:
    import fcntl

    def _try(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True


def locks_dir() -> Path:
    return files.data_dir() / "locks"


#: the locks this program holds, by file: a lock is taken once per program, never twice
_held: dict[Path, int] = {}
#: the game's id of each lock held
_ids: dict[Path, str] = {}


def _path(save_id: str) -> Path:
    digest = hashlib.sha256(save_id.encode("utf-8", "surrogatepass")).hexdigest()[:32]
    return locks_dir() / f"{digest}.lock"


def claim(save_id: str) -> bool:
    """Take the game for this program: True if it is ours now (or already was, or no lock can be
    made here), False if another program has it open."""
    path = _path(save_id)
    if path in _held:
        return True
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOINHERIT", 0), 0o600)
    except OSError:
        return True
    if not _try(fd):
        os.close(fd)
        return False
    _held[path] = fd
    _ids[path] = save_id
    return True


def release(save_id: str) -> None:
    path = _path(save_id)
    fd = _held.pop(path, None)
    _ids.pop(path, None)
    if fd is not None:
        os.close(fd)  # closing the file lets go of its lock


def release_all() -> None:
    for fd in _held.values():
        os.close(fd)
    _held.clear()
    _ids.clear()


def open_elsewhere(save_id: str) -> bool:
    """True if another program has the game open now (this one's own games are not)."""
    path = _path(save_id)
    if path in _held or not path.exists():
        return False
    try:
        fd = os.open(path, os.O_RDWR)
    except OSError:
        return False
    try:
        if not _try(fd):
            return True
    finally:
        os.close(fd)  # a lock taken only to look is let go at once
    return False


def held() -> list[str]:
    """The games this program holds."""
    return [_ids[p] for p in _held]
