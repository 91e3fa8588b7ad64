"""Settings and saves on the player's machine: user folders, atomic JSON, damaged files kept aside.

No file, however built, may crash or hang the program (DESIGN.md, "Files on the player's
machine"): only regular files are opened, never more than ``MAX_JSON_BYTES`` is read, and JSON
nested deeper than any file we write is refused (``'[' * 2000`` included, which the parser
itself can't read) before any reader walks it with recursion.
"""

from __future__ import annotations

import os
import posixpath
import stat
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

APP = "ludicitude"
#: the user's folders where ``platformdirs`` follows the XDG base directories (Linux and the
#: other free Unixes): each kind's variable, and its folder in the home when the variable is unset
XDG_FOLDERS = {"config": ("XDG_CONFIG_HOME", "~/.config"), "cache": ("XDG_CACHE_HOME", "~/.cache"),
               "data": ("XDG_DATA_HOME", "~/.local/share")}
MAX_JSON_BYTES = 8 * 1024 * 1024
#: deeper than anything Ludicitude writes (a save is about 6 levels deep)
MAX_JSON_DEPTH = 32
#: a temporary file older than this is a leftover of a killed program, not a save in progress
LEFTOVER_AGE = 60.0


class UnreadableFile(ValueError):
    """A file that is not a regular file, too large, not UTF-8 or not JSON (the message says which)."""


def xdg_folder(kind: str) -> str | None:
    """The program's folder of ``kind`` (``XDG_FOLDERS``) as ``platformdirs`` gives it on Linux
    and the other free Unixes, worked out here: importing ``platformdirs`` is about a twentieth
    of the program's start-up. None where ``platformdirs`` follows other rules (Windows, macOS,
    iOS, an Android app) or the home is not an absolute path: it is asked there
    (``tests/test_startup_imports.py`` checks both give the same folders)."""
    if sys.platform in ("win32", "darwin", "ios") or hasattr(sys, "getandroidapilevel") or (
            os.environ.get("ANDROID_DATA") == "/data" and os.environ.get("ANDROID_ROOT") == "/system"):
        return None
    variable, default = XDG_FOLDERS[kind]
    base = os.environ.get(variable, "")
    if posixpath.isabs(base):  # a relative path in the variable is ignored, as the XDG rules say
        return os.path.join(base, APP)
    if not posixpath.isabs(os.environ.get("HOME", "")):
        return None
    return os.path.join(os.path.expanduser(default), APP)


def config_dir() -> Path:
    found = xdg_folder("config")
    if found is not None:
        return Path(found)
    import platformdirs

    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def cache_dir() -> Path:
    found = xdg_folder("cache")
    if found is not None:
        return Path(found)
    import platformdirs

    return Path(platformdirs.user_cache_dir(APP, appauthor=False))


def data_dir() -> Path:
    found = xdg_folder("data")
    if found is not None:
        return Path(found)
    import platformdirs

    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def log_dir() -> Path:
    """Where crash reports go (XDG_STATE_HOME/ludicitude/log on Linux, so tests can redirect it)."""
    import platformdirs

    return Path(platformdirs.user_log_dir(APP, appauthor=False))


def stamp(path: str | os.PathLike[str]) -> tuple[int, int] | None:
    """A file's size and time of change in nanoseconds (what a rewrite changes), or None where
    there is none: what a kept copy (the launcher's backdrop, the games' registry) is keyed on."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (info.st_size, info.st_mtime_ns)


def atomic_write_json(path: Path, data: Any) -> None:
    """Write to a temporary file in the same folder, flush it to disk, then rename it into
    place: a crash at any moment leaves either the old file or the new one, never half of one."""
    import json  # here: a first start (no settings file yet) draws its first frame without it

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def read_bytes_limited(path: Path, limit: int | None = None) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    A named pipe, a device (a link to /dev/zero), a folder or a socket raises UnreadableFile
    at once: the file is opened without blocking and checked before a byte is read, and never
    more than ``limit`` + 1 bytes are read, whatever the file claims its size is."""
    limit = MAX_JSON_BYTES if limit is None else limit
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except IsADirectoryError:
        raise UnreadableFile("not a regular file") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise UnreadableFile("not a regular file")
        chunks = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:
        raise UnreadableFile("file too large")
    return data


def read_json(path: Path) -> Any:
    """Parsed JSON; UnreadableFile (a ValueError) if the file is not a regular file, too large,
    not UTF-8, not JSON or nested too deeply; OSError if it can't be opened at all."""
    return loads(read_bytes_limited(path))


def loads(raw: bytes | str) -> Any:
    """Parsed JSON from bytes or text, with the same checks as ``read_json`` (UnreadableFile if
    it is not UTF-8, not JSON or nested too deeply): the database's rows are read with it too."""
    import json

    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError:
        raise UnreadableFile("not UTF-8 text") from None
    try:
        data = json.loads(text)  # NaN and Infinity are read: the readers check every number
    except (ValueError, RecursionError):  # RecursionError: '[' * 2000 and the like
        raise UnreadableFile("not JSON") from None
    if _depth(data) > MAX_JSON_DEPTH:
        raise UnreadableFile("nested too deeply")
    return data


def _depth(data: Any) -> int:
    """How deeply lists and objects nest in ``data`` (counted without recursion)."""
    deepest = 0
    todo = [(data, 1)]
    while todo:
        value, depth = todo.pop()
        if isinstance(value, dict):
            value = list(value.values())
        if isinstance(value, list):
            if depth > deepest:
                deepest = depth
            if depth <= MAX_JSON_DEPTH:
                todo.extend((v, depth + 1) for v in value if isinstance(v, (list, dict)))
    return deepest


def aside_path(path: Path, label: str = "damaged") -> Path:
    """A name beside ``path`` that no file has: ``<name>.<label>-<date>`` (``-<n>`` added if taken)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{label}-{stamp}")
    n = 1
    while os.path.lexists(target):
        target = path.with_name(f"{path.name}.{label}-{stamp}-{n}")
        n += 1
    return target


def move_aside(path: Path, label: str = "damaged") -> Path | None:
    """Keep a file that can't be used under a new name beside it (nothing is deleted):
    ``<name>.<label>-<date>``.

    None if it can't be moved (a read-only folder...): the caller then ignores the file and says so."""
    target = aside_path(path, label)
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def clean_leftovers(folder: Path, *, now: float | None = None) -> int:
    """Remove the ``*.json.*.tmp`` files a program killed in the middle of a save left behind.

    Only those older than LEFTOVER_AGE: a younger one may be another open window saving right
    now. Returns how many were removed; a folder that can't be read or written is left alone."""
    now = time.time() if now is None else now
    removed = 0
    try:
        candidates = list(folder.glob("*.json.*.tmp"))
    except OSError:
        return 0
    for tmp in candidates:
        try:
            info = tmp.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > LEFTOVER_AGE:
                tmp.unlink()
                removed += 1
        except OSError:
            continue
    return removed
