"""Pig's computer player: holds at 10 points. No pygame."""

from __future__ import annotations

from typing import Any

from tests.pig.rules import Hold, Roll


class HoldAtTen:
    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: Any, seat: int) -> Any:
        return Hold() if view.turn_points >= 10 else Roll()


PLAYERS = {"cpu": HoldAtTen}
