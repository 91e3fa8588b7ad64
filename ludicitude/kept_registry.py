"""The games' registry kept between the program's runs: each ``GameSpec`` as plain values, with
the stamp (size and time) of every file it was made from, so that the program's window lists
its games at the next start without reading every installed distribution's entry points or
importing the games' packages (about a thirtieth of the start-up).

A kept registry is used only while nothing it was made from has changed: ``sys.path`` and the
distributions (with their entry-point files) and games' packages in each folder on it (looked
for again in a folder whose time has changed), every module imported to make the specs (each
game's package and ``spec.py``, and whatever those import), each game's folder and the folders
a plugin's parts were looked for in, the code that makes and checks a spec, and the program's
and Python's versions. A registry with a refused game is never kept (a broken plugin is looked at, and said, at every
start), nor one with a value that is not plain data, nor one made from a file changed while the
specs were made or just before (its stamp could stay when it changes again: ``COARSE_NS``); a
file that can't be read, is damaged, is not one of ours or is no file (a pipe: never waited for)
is found afresh and written over. Only the program's window keeps one (``FOLDER``, set by
``__main__`` before the games are listed): commands and tests find the games afresh. No pygame
here.
"""

from __future__ import annotations

import marshal
import os
import stat
import sys
import time
import zlib
from collections.abc import Iterable, Mapping
from typing import Any

from ludicitude import __version__
from ludicitude.files import stamp as _stamp
from ludicitude.core import spec as spec_module
from ludicitude.core.spec import GameSpec, PhoneScreen, Ref

#: the folder the program's window keeps its registry in; None: the games are found afresh
FOLDER: str | None = None
FILE = "games-registry"
_FORMAT = "ludicitude-registry-4"
#: a kept registry's first bytes, then the CRC-32 of what follows (4 bytes, big-endian): a file
#: that is not ours or is damaged is never handed to ``marshal`` (which is not made for either)
MAGIC = b"LUDICITUDE-REGISTRY 1\n"
#: the largest kept registry read (a few kilobytes a game)
MAX_SIZE = 1 << 22
#: the coarsest clock of a file system's times (FAT's), in nanoseconds
COARSE_NS = 2 * 10**9


class NotPlain(ValueError):
    """A spec holds a value kept values can't say (a plugin's own object, a subclass)."""


def _encode(value: Any) -> Any:
    """``value`` as data ``marshal`` writes: every tuple tagged, so that a part (``Ref``), a phone
    screen or a mapping reads back as what it was."""
    kind = type(value)
    if value is None or kind in (str, int, float, bool):
        return value
    if kind is tuple:
        return ("t", [_encode(v) for v in value])
    if kind is dict:
        return ("d", [[_encode(k), _encode(v)] for k, v in value.items()])
    if kind is Ref:
        return ("r", value.target, value.optional)
    if kind is PhoneScreen:
        return ("p", [_encode(getattr(value, name)) for name in PhoneScreen.FIELDS])
    raise NotPlain(f"{kind.__name__} is not kept")


def _decode(value: Any) -> Any:
    if type(value) is not tuple:
        return value
    tag = value[0]
    if tag == "t":
        return tuple(_decode(v) for v in value[1])
    if tag == "d":
        return {_decode(k): _decode(v) for k, v in value[1]}
    if tag == "r":
        return Ref(value[1], value[2])
    if tag == "p":
        return PhoneScreen(**dict(zip(PhoneScreen.FIELDS, (_decode(v) for v in value[1]))))
    raise ValueError(f"unknown tag {tag!r}")


def _key(files: Iterable[str]) -> tuple[Any, ...]:
    """What the kept specs were made from, as it is now (but the folders on ``sys.path``)."""
    # (the current folder by its name: another one may hold another copy of a game)
    return (_FORMAT, __version__, sys.version, tuple(entry or os.getcwd() for entry in sys.path),
            tuple((path, _stamp(path)) for path in sorted({*files, spec_module.__file__ or "", __file__})))


#: a folder's distributions (each with its entry-point file's stamp), games' packages, and the
#: entry-point files (with their stamps) of its distributions no installer wrote
Listing = tuple[list[tuple[str, Any]], list[str], list[tuple[str, Any]]]


def _listing(folder: str, tops: Iterable[str]) -> Listing:
    """The distributions installed in ``folder``, by their metadata folders' names, each with the
    stamp of its entry-point file (a game added to or taken from a distribution's entry points
    changes it); what in ``folder`` has the name of a game's top package ``tops`` (one put in a
    folder before the game's own takes its place); and the entry-point files of the
    distributions with no ``RECORD`` (written by hand, ``setup.py develop``), which may change
    in their place: an installer writes a distribution's folder anew, changing ``folder``'s
    time."""
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return [], [], []
    found = [(name, _stamp(os.path.join(folder, name, "entry_points.txt")))
             for name in names if name.endswith((".dist-info", ".egg-info"))]
    loose = [(os.path.join(folder, name, "entry_points.txt"), stamp) for name, stamp in found
             if not os.path.exists(os.path.join(folder, name, "RECORD"))]
    return found, [name for name in names if name.partition(".")[0] in tops], loose


def _folders(tops: Iterable[str]) -> list[tuple[int | None, Listing]]:
    """Each folder on ``sys.path``: its time, and its distributions and games' packages."""
    out = []
    for entry in sys.path:
        stamp = _stamp(entry or ".")
        out.append((None if stamp is None else stamp[1], _listing(entry or ".", tops)))
    return out


def _same_folders(kept: list[tuple[int | None, Listing]], tops: Iterable[str]) -> bool:
    """Whether every folder on ``sys.path`` holds the distributions (with the same entry-point
    files) and games' packages it held: a folder whose time is unchanged holds the same names
    (the entry-point files no installer wrote are looked at), one that changed (a file written
    in the current folder, a distribution installed) is listed again."""
    if len(kept) != len(sys.path):
        return False
    for entry, (when, listing) in zip(sys.path, kept):
        folder = entry or "."
        stamp = _stamp(folder)
        if (None if stamp is None else stamp[1]) != when:
            if _listing(folder, tops) != listing:
                return False
        elif any(_stamp(path) != was for path, was in listing[2]):
            return False
    return True


def _path() -> str | None:
    return os.path.join(FOLDER, FILE) if FOLDER else None


def load() -> dict[str, GameSpec] | None:
    """The kept games by id, in the launcher's order, if a registry is kept and nothing it was
    made from has changed; else None (found afresh)."""
    path = _path()
    if path is None:
        return None
    try:
        # not blocking (a pipe put in its place), and a regular file of a registry's size only (a
        # link to an endless device, a huge file): never a start that waits or fills the memory
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_SIZE:
                return None
            data = os.read(fd, info.st_size + 1)
        finally:
            os.close(fd)
        head = len(MAGIC) + 4
        if not data.startswith(MAGIC) or int.from_bytes(data[len(MAGIC):head], "big") != zlib.crc32(data[head:]):
            return None
        key, tops, folders, files, games = marshal.loads(data[head:])
        if key != _key(files) or not _same_folders(folders, tops):
            return None
        return {game_id: GameSpec(**dict(zip(GameSpec.FIELDS, (_decode(v) for v in values))))
                for game_id, values in games}
    except Exception:  # missing, cut short, damaged or another version's: found afresh
        return None


def _recent(key: tuple[Any, ...], folders: list[tuple[int | None, Listing]], since: int) -> bool:
    """Whether a file the specs were made from (a module, an entry-point file) has a time from
    ``since`` on: changed while they were made (its stamp is not the one they were made from), or
    so lately that a change to come may keep its stamp (a file system's coarse clock: two seconds
    on FAT). Folders are not looked at: Python changes a game's folder as it starts (its first
    ``__pycache__``), and a folder's names are what it is kept for, not its files' contents."""
    stamps = [stamp for path, stamp in key[-1] if not os.path.isdir(path)] + [
        stamp for _time, found in folders for _name, stamp in found[0]]
    return any(stamp is not None and stamp[1] >= since for stamp in stamps)


def _with_archives(files: set[str]) -> list[str]:
    """``files``, and the archive each file that is no file of its own is in (a game in a zip on
    ``sys.path``: the archive written again changes its stamp)."""
    out = set(files)
    for path in files:
        if path and _stamp(path) is None:
            inner, parent = path, os.path.dirname(path)
            while parent != inner and not os.path.isdir(parent):
                if os.path.isfile(parent):
                    out.add(parent)
                    break
                inner, parent = parent, os.path.dirname(parent)
    return sorted(out)


def save(games: Mapping[str, GameSpec], files: Iterable[str], began: int | None = None) -> bool:
    """Keep ``games`` (found afresh, none refused) with the stamps of ``files``, the files they
    were made from (``began``: when they began to be found, ``time.time_ns()``; now unless told);
    False where they can't be kept (no folder, a value that is not plain, a folder that can't be
    written, a file changed lately: the games are found afresh at the next start)."""
    path = _path()
    if path is None:
        return False
    try:
        if any(type(spec) is not GameSpec for spec in games.values()):
            raise NotPlain("a GameSpec subclass is not kept")
        values = [(game_id, [_encode(getattr(spec, name)) for name in GameSpec.FIELDS])
                  for game_id, spec in games.items()]
        files = _with_archives(set(files))
        tops = sorted({spec.package.partition(".")[0] for spec in games.values()})
        key, folders = _key(files), _folders(tops)
        if _recent(key, folders, (time.time_ns() if began is None else began) - COARSE_NS):
            return False
        blob = marshal.dumps((key, tops, folders, files, values))
        blob = MAGIC + zlib.crc32(blob).to_bytes(4, "big") + blob
        os.makedirs(os.path.dirname(path), exist_ok=True)
        part = f"{path}.{os.getpid()}.part"
        try:
            try:
                os.remove(part)  # left by a run of this number killed meanwhile (or a pipe: never waited for)
            except FileNotFoundError:
                pass
            with open(part, "xb") as file:
                file.write(blob)
            os.replace(part, path)  # whole or not at all: a reader never sees half a file
        except OSError:
            try:
                os.remove(part)  # (a folder in the registry's place: no part left at each start)
            except OSError:
                pass
            raise
        return True
    except (OSError, ValueError):
        return False


def module_files(names: Iterable[str]) -> list[str]:
    """The source files of the modules ``names`` (those imported while the specs were made)."""
    out = []
    for name in names:
        path = getattr(sys.modules.get(name), "__file__", None)
        if isinstance(path, str):
            out.append(path)
    return out
