"""Pig in words, in the current language (its French in ``locale/fr/pig.po``). No pygame."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ludicitude.core.game import Event, GameState
from ludicitude.core.i18n import N_, _
from ludicitude.core.series import sample_scores
from tests.pig.rules import TARGET, Banked, Rolled


def describe(event: Event, names: Sequence[str]) -> str:
    if isinstance(event, Rolled):
        return _("{name} rolls {face}.").format(name=names[event.seat], face=event.face)
    if isinstance(event, Banked):
        return _("{name} banks {points}.").format(name=names[event.seat], points=event.points)
    return ""


def rules_summary() -> list[str]:
    return [_("Roll to add the die to the turn's points; a 1 loses them. Hold banks them. "
              "First to {target} wins.").format(target=TARGET)]


def why_ended(state: Any, names: Sequence[str]) -> str:
    """The end screen's line: why the game ended, in the rules' words."""
    winner = state.winners[0]
    return _("{name} has {points} points banked: the first to {target} wins.").format(
        name=names[winner], points=state.banked[winner], target=TARGET)


def progress(state: GameState) -> str:
    return _("{best} of {target}").format(best=max(state.scores), target=TARGET)


def step_of(state: Any) -> Any:
    """The turn: the end screen's chart and the replay's steps."""
    return state.turn


def score_series(states: Iterable[Any]) -> Any:
    return sample_scores(states, step_of, N_("Turn"), lambda s: s.turn - 1)
