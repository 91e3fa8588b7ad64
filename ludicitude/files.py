"""Settings and saves on the player's machine: user folders, atomic JSON, damaged files kept aside."""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

import platformdirs

APP = "ludicitude"


def config_dir() -> Path:
    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def log_dir() -> Path:
    """Where crash reports go (XDG_STATE_HOME/ludicitude/log on Linux, so tests can redirect it)."""
    return Path(platformdirs.user_log_dir(APP, appauthor=False))


def atomic_write_json(path: Path, data: Any) -> None:
    """Write to a temporary file in the same folder, flush it to disk, then rename it into
    place: a crash at any moment leaves either the old file or the new one, never half of one."""
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


MAX_JSON_BYTES = 8 * 1024 * 1024


def read_json(path: Path) -> Any:
    """Parsed JSON; ValueError (in words) if the file is too large or not JSON."""
    if path.stat().st_size > MAX_JSON_BYTES:
        raise ValueError("file too large")
    with path.open(encoding="utf-8") as f:
        return json.load(f)


def move_aside(path: Path) -> Path:
    """Keep a file that can't be used under a new name beside it (nothing is deleted)."""
    target = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}-{n}")
        n += 1
    os.replace(path, target)
    return target
