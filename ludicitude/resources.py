"""Finding the assets from a source checkout, an installed wheel and the frozen bundle alike."""

from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@lru_cache(maxsize=1)
def assets_dir() -> Path:
    """The assets folder: inside the package (wheel), beside the bundle (PyInstaller),
    or at the top of the source checkout, whichever holds the fonts."""
    candidates = [_PACKAGE / "assets"]
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        candidates.append(Path(frozen) / "assets")
    candidates.append(_PACKAGE.parent / "assets")
    for c in candidates:
        if (c / "fonts").is_dir():
            return c
    raise FileNotFoundError("assets folder not found (looked in: " + ", ".join(map(str, candidates)) + ")")


def asset_path(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)
