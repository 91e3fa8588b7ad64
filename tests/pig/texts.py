"""Pig in words (English only: a test game). No pygame."""

from __future__ import annotations

from collections.abc import Sequence

from ludicitude.core.game import Event, GameState
from tests.pig.rules import Banked, Rolled


def describe(event: Event, names: Sequence[str]) -> str:
    if isinstance(event, Rolled):
        return f"{names[event.seat]} rolls {event.face}."
    if isinstance(event, Banked):
        return f"{names[event.seat]} banks {event.points}."
    return ""


def rules_summary() -> list[str]:
    return ["Roll to add the die to the turn's points; a 1 loses them. Hold banks them. First to 20 wins."]


def progress(state: GameState) -> str:
    return f"{max(state.scores)} / 20"
