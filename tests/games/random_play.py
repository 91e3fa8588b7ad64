"""What the property tests of every game share: random positions, and the check that a refused
action changes nothing."""

from __future__ import annotations

from typing import Any

import pytest

from ludicitude.core.dice import Dice
from ludicitude.core.errors import IllegalAction
from ludicitude.core.game import GameState


def random_position(state: GameState, rng: Dice, steps: int) -> GameState:
    """``state`` after up to ``steps`` random legal actions, each by a random seat of those to act."""
    for _ in range(steps):
        if state.is_over:
            break
        seat = state.to_act[rng.below(len(state.to_act))]
        actions = state.legal_actions(seat)
        state = state.apply(seat, actions[rng.below(len(actions))])
    return state


def assert_refused_and_unchanged(state: GameState, seat: int, action: Any) -> None:
    """The rules refuse ``action`` by ``seat`` with IllegalAction (a message in words), and the
    state is exactly as before."""
    before = state.to_dict()
    with pytest.raises(IllegalAction):
        state.apply(seat, action)
    assert state.to_dict() == before
