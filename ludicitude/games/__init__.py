"""The registry of the four games. Each game lives in its own folder:
``rules.py`` (pure rules core), ``bots.py`` (computer players), ``texts.py`` (events in words)
and ``scene.py`` (pygame drawing). Modules are imported lazily, by name, so that the
rules layer never pulls in pygame and start-up stays quick.
"""

from __future__ import annotations

import functools
import importlib
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from ludicitude.core.bots import LEVELS
from ludicitude.core.i18n import N_


@dataclass(frozen=True)
class GameInfo:
    id: str
    name: str  # display name (the same in both languages)
    pitch: str  # English source; translate when shown
    min_seats: int
    max_seats: int

    def module(self, part: str) -> ModuleType:
        """``rules``, ``bots``, ``texts`` or ``scene`` of this game."""
        return importlib.import_module(f"ludicitude.games.{self.id}.{part}")

    def provides(self, name: str) -> Any:
        """A screen-side part of the game, wherever it lives: ``GameScene`` (``scene.py``),
        ``draw_rules_example`` (``examples.py``), ``screenshot_positions`` and ``bench_scene``
        (``fixtures.py``); None if the game has none."""
        for part in ("fixtures", "examples", "scene"):
            if self.has(part) and hasattr(self.module(part), name):
                return getattr(self.module(part), name)
        return None

    def levels(self) -> tuple[str, ...]:
        """The computer levels (``core.bots.LEVELS``, weakest first) this game has players for."""
        return _levels(self.id)

    def has(self, part: str) -> bool:
        try:
            self.module(part)
        except ModuleNotFoundError as exc:
            if exc.name == f"ludicitude.games.{self.id}.{part}":
                return False
            raise
        return True


GAMES: dict[str, GameInfo] = {
    g.id: g
    for g in (
        GameInfo("magouille", "Magouille",
                 N_("Set your die in secret, twice: bluff, alliances, lowest unique face."), 3, 8),
        GameInfo("cartes", "Quatre Cartes",
                 N_("Eight dice each on four cards: Idem, Suite, Maxi, Neuf. Push your luck."), 2, 6),
        GameInfo("cadenas", "Cadenas",
                 N_("Fill four coloured rows from shared dice; rows lock."), 2, 6),
        GameInfo("corsaire", "Corsaire",
                 N_("Pirate dice, a Bank of 60 gold coins and the King's share."), 2, 6),
    )
}


@functools.cache  # a game's players do not change while the program runs
def _levels(game_id: str) -> tuple[str, ...]:
    bots = GAMES[game_id].module("bots")
    out = []
    for level in LEVELS:
        try:
            bots.make_bot(level, 0)
        except ValueError:  # the game has no player at this level
            continue
        out.append(level)
    return tuple(out)
