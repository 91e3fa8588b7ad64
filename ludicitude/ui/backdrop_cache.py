"""A still picture kept on disk between runs: the launcher's backdrop (its felt, logo and tiles'
pictures), so that the program's first frame blits one picture instead of decoding and scaling
six PNG files and weaving the felt (about a third of the program's own start-up).

A file holds one picture and the whole key it was drawn for (the window's size, the language
and its words, the look, the tiles' places, the pictures' digests, the code that draws them):
a picture is used only for exactly its key. A file that is not one of ours, is cut short, or
whose pixels do not match their checksum is drawn again and written over, never trusted. The
folder keeps the few most recent pictures (``KEEP``): one a window size, language and look.
"""

from __future__ import annotations

import os
import stat
import zlib
from pathlib import Path
from typing import Any

import pygame

MAGIC = b"LUDICITUDE-BACKDROP 1\n"
#: the pictures kept in the folder (the most recent): a 1920x1080 one is 6 MiB
KEEP = 6
#: after the key: the width, the height and the pixels' CRC-32, each 4 bytes, big-endian
_HEADER_SIZE = 12


def file_digest(path: Path | str) -> str:
    """What a picture file or a module holds, in a few characters: its bytes' CRC-32 (a missing
    file is said as such, and so gives another key)."""
    try:
        with open(path, "rb") as f:
            return f"{zlib.crc32(f.read()):08x}"
    except OSError:
        return "missing"


def _name(key: str) -> str:
    return f"backdrop-{zlib.crc32(key.encode('utf-8')):08x}.bin"


def load(folder: Path, key: str, size: tuple[int, int]) -> pygame.Surface | None:
    """The picture drawn for ``key`` at ``size``, or None (none kept, another key, or a damaged
    file). The picture is the file's pixels as they were read (RGB: no copy made), which blits as
    it is; the window's own format (``convert``, a tenth of the start's own processor time) is
    the caller's to make when the first frame is drawn (``Launcher.draw_background``)."""
    w, h = size
    blob = key.encode("utf-8")
    expected = len(MAGIC) + 4 + len(blob) + _HEADER_SIZE + w * h * 3
    path = folder / _name(key)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if not (stat.S_ISREG(info.st_mode) and info.st_size == expected):  # a regular file, whole
            return None
        data = _mapped(fd, expected)
        if data is None:
            with os.fdopen(fd, "rb", closefd=False) as f:
                data = f.read(expected + 1)
    except OSError:
        return None
    finally:
        os.close(fd)
    view = memoryview(data)
    at = len(MAGIC)
    if len(data) != expected or view[:at] != MAGIC:
        return None
    length = int.from_bytes(view[at:at + 4], "big")
    at += 4
    if length != len(blob) or view[at:at + length] != blob:
        return None
    at += length
    width, height, crc = (int.from_bytes(view[at + i:at + i + 4], "big") for i in (0, 4, 8))
    at += _HEADER_SIZE
    pixels = view[at:]
    if (width, height) != (w, h) or zlib.crc32(pixels) != crc:
        return None
    return pygame.image.frombuffer(pixels, (w, h), "RGB")  # (the picture keeps ``data`` alive)


def _mapped(fd: int, size: int) -> Any:
    """The file's ``size`` bytes mapped read-only, its pages read in at once, or None where the
    system maps none: no copy of the pixels made, and no fresh memory to fill (a third of the
    reading's processor time at the start). A kept file is only ever replaced whole
    (``save``), never changed where it lies, so a mapping always holds what was checked."""
    import mmap

    try:
        if hasattr(mmap, "MAP_POPULATE"):
            return mmap.mmap(fd, size, flags=mmap.MAP_PRIVATE | mmap.MAP_POPULATE, prot=mmap.PROT_READ)
        return mmap.mmap(fd, size, access=mmap.ACCESS_READ)
    except (OSError, ValueError):
        return None


def save(folder: Path, key: str, picture: pygame.Surface) -> None:
    """Keep ``picture`` for ``key`` (written whole or not at all); the oldest pictures beyond
    ``KEEP`` are removed. A folder that can't be written is left as it is: the picture is
    then drawn again at the next start."""
    w, h = picture.get_size()
    pixels = pygame.image.tobytes(picture, "RGB")
    blob = key.encode("utf-8")
    path = folder / _name(key)
    tmp = path.with_name(path.name + f".{os.getpid()}.tmp")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with open(tmp, "wb") as f:
            f.write(MAGIC + len(blob).to_bytes(4, "big") + blob
                    + b"".join(n.to_bytes(4, "big") for n in (w, h, zlib.crc32(pixels))))
            f.write(pixels)
        os.replace(tmp, path)
        kept = sorted(folder.glob("backdrop-*.bin"), key=lambda p: (p == path, p.stat().st_mtime_ns), reverse=True)
        for old in kept[KEEP:]:
            old.unlink()
    except OSError:
        try:
            tmp.unlink()
        except OSError:
            pass
