"""Regenerate the README's screenshots: ``python build/readme_screenshots.py``.

For each game, its screenshot position (``tests/games/<id>/positions.py``) named in ``PREFERRED``
(else "readme", else the first one) is drawn at 1280x720 in English into
``docs/screenshots/<game>.png``, with the launcher and an end screen (``end.png``) beside them.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build"))


from ludicitude.app import App  # noqa: E402
from ludicitude.games import GAMES  # noqa: E402
from ludicitude.settings import Settings  # noqa: E402
from screenshots import shoot  # noqa: E402  (the sibling script in build/)
from tests.games.looks import screenshot_positions  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
# the position that shows each game best (falls back to "readme", then to the first position)
PREFERRED = {"magouille": "reveal-2-scored-5", "cartes": "table-6", "cadenas": "near-end-6",
             "corsaire": "pairing-3"}
#: the end screen (podium, why the game ended), from that game's screenshot position
END = ("corsaire", "end-6")
SIZE = (1280, 720)


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    app = App(Settings(language="en", animation="instant"), size=SIZE, persist_settings=False, autosave=False)
    app.seed = 3
    shots = {"launcher": lambda: None}
    for game in GAMES.values():
        positions = screenshot_positions(game)
        if positions:
            made = positions(app)
            shots[game.id] = made.get(PREFERRED.get(game.id, "")) or made.get("readme") or next(iter(made.values()))
            if game.id == END[0] and END[1] in made:
                shots["end"] = made[END[1]]
    for name, make in shots.items():
        shoot(app, make, OUT / f"{name}.png")
        print(OUT.relative_to(ROOT) / f"{name}.png")
    app.stack.clear()
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
