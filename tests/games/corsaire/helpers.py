"""Helpers to set a Corsaire table in a given situation, through a save (so it is validated)."""

from __future__ import annotations

from collections.abc import Sequence

from ludicitude.core.dice import Dice
from ludicitude.games.corsaire import rules

COIN1, COIN2, COIN3, C, S, X = 1, 2, 3, rules.CANNON, rules.SKULL, rules.CROSSED_BONES


def table(
    faces: Sequence[int],
    *,
    gold: Sequence[int] = (0, 0),
    king: int = 0,
    bank: int | None = None,
    phase: str = rules.RESOLVING,
    rerolls_used: int = 0,
    active: int = 0,
    dice_seed: int = 1,
) -> rules.State:
    """A game at this point of a turn; the Bank holds what the others do not (60 in all)."""
    if bank is None:
        bank = rules.TREASURE - king - sum(gold)
    d = rules.new_game(len(gold), seed=0).to_dict()
    d["events"] = []
    d["dice"] = Dice.from_seed(dice_seed).state
    d["data"] = {"bank": bank, "king_share": king, "gold": list(gold), "active": active,
                 "faces": list(faces), "rerolls_used": rerolls_used, "phase": phase}
    return rules.State.from_dict(d)


def plan_of(*results: tuple) -> tuple[rules.PlanStep, ...]:
    """A plan written the short way, ``plan_of(("cannon", 3), ("skull", 2, 1))``, as typed steps."""
    return tuple(rules.PlanStep.from_plain(r) for r in results)
