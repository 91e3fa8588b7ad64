"""Pictures of the club's screens to look at: ``python build/club_screenshots.py OUTDIR``.

The statistics screens, the end screen's chart, a replay, the finished games and the setup's
known players, at 1024x768 in projector mode and at 1920x1080 (and 3840x2160 with ``--4k``), in
English and in French, over a club database made for it in a temporary folder (never yours).
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
_HOME = tempfile.mkdtemp(prefix="ludicitude-shots-")
for _var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"):
    os.environ[_var] = _HOME  # a club made for the pictures, not the player's

import pygame  # noqa: E402

from ludicitude.app import App  # noqa: E402
from ludicitude.games import GAMES  # noqa: E402
from ludicitude.settings import Settings  # noqa: E402
from ludicitude.ui.club_source import club_memory, club_source  # noqa: E402
from ludicitude.ui.end_screen import EndScreen  # noqa: E402
from ludicitude.ui.finished_games import FinishedGames  # noqa: E402
from ludicitude.ui.launcher import Launcher  # noqa: E402
from ludicitude.ui.replay import ReplayScene  # noqa: E402
from ludicitude.ui.scene import Scene  # noqa: E402
from ludicitude.ui.setup import Setup  # noqa: E402
from ludicitude.ui.stats_screen import PlayerScreen, StatsScreen  # noqa: E402
from tests.club_helpers import finished_in_the_club  # noqa: E402


def club() -> dict[str, object]:
    """A few evenings of games: Ana, Bob and Cleo against the computers."""
    made = {}
    for i, (game, players, humans) in enumerate((("magouille", 4, 3), ("cartes", 4, 3), ("cadenas", 3, 2),
                                                 ("corsaire", 4, 3), ("magouille", 5, 3), ("corsaire", 3, 2),
                                                 ("cartes", 3, 2))):
        made[f"{game}-{i}"] = finished_in_the_club(game, players, seed=10 + i, humans=humans)
    return made


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else Path("club-shots")
    out.mkdir(parents=True, exist_ok=True)
    games = club()
    sizes = [((1024, 768), True), ((1920, 1080), False)] + ([((3840, 2160), False)] if "--4k" in argv else [])
    for lang in ("en", "fr"):
        for size, projector in sizes:
            app = App(Settings(language=lang, animation="instant", projector=projector), size=size,
                      persist_settings=False, autosave=False)
            shots = screens(app, games)
            for name, make in shots.items():
                app.stack.clear()
                app.stack.push(Launcher(app))
                app.stack.push(make())
                for _ in range(3):
                    app.frame(block=False)
                app.draw()
                path = out / f"{name}-{size[0]}x{size[1]}{'-projector' if projector else ''}-{lang}.png"
                pygame.image.save(app.screen, str(path))
                print(path)
            app.stack.clear()
            app.close()
    return 0


def screens(app: App, games: dict[str, object]) -> dict[str, Callable[[], Scene]]:
    """What to take a picture of, by name."""
    source = club_source()
    magouille, corsaire = games["magouille-4"], games["corsaire-3"]

    def chart(session: object) -> EndScreen:
        end = EndScreen(app, session)  # type: ignore[arg-type]
        end.chart_shown = True
        return end

    def replay(session: object, at: int) -> ReplayScene:
        scene = ReplayScene(app, session.seats, session.record)  # type: ignore[attr-defined]
        scene.go(at)
        return scene

    return {
        "stats": lambda: StatsScreen(app, source),
        "stats-corsaire": lambda: StatsScreen(app, source, "corsaire"),
        "player": lambda: PlayerScreen(app, source, "Ana"),
        "chart-magouille": lambda: chart(magouille),
        "chart-corsaire": lambda: chart(corsaire),
        "chart-cadenas": lambda: chart(games["cadenas-2"]),
        "replay-magouille-secret": lambda: replay(magouille, 3),
        "replay-corsaire": lambda: replay(corsaire, 12),
        "finished": lambda: FinishedGames(app, source_games(), lambda g: None),
        "setup": lambda: Setup(app, GAMES["cartes"], club=club_memory("cartes")),
    }


def source_games() -> list[object]:
    from ludicitude.club import db

    return list(db.finished_games())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
