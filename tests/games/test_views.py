"""A game may write its own faster ``view`` and ``copy`` (docs/performance.md), but what a player
sees must stay exactly what the one game interface's generic view shows: the same values, the
same log, the other players' secrets hidden the same way."""

from __future__ import annotations

import pytest

from ludicitude.core.bots import RandomBot
from ludicitude.core.driver import play
from ludicitude.core.game import GameState
from ludicitude.games import GAMES

GAME_IDS = [g.id for g in GAMES.values() if g.has("rules")]


def same_as_generic(state: GameState) -> None:
    for seat in (None, *range(state.num_seats)):
        fast, generic = state.view(seat), GameState.view(state, seat)
        assert fast.to_dict() == generic.to_dict()
        assert fast.events == generic.events and fast.dice is None
        assert fast.to_act == generic.to_act and fast.is_over == generic.is_over
        if seat is not None:
            assert fast.legal_actions(seat) == generic.legal_actions(seat)
        # a copy of the view is the same view, and changing the copy leaves the view alone
        copied = fast.copy()
        assert copied.to_dict() == fast.to_dict() and copied.events == fast.events


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_view_of_a_random_game_is_the_generic_view(game_id, seed):
    rules = GAMES[game_id].module("rules")
    seats = rules.State.min_seats + seed % 3
    state = rules.new_game(seats, None, seed)
    same_as_generic(state)
    final = play(state, [RandomBot(seed * 10 + i) for i in range(seats)],
                 on_action=lambda before, seat, action, after: same_as_generic(after))
    assert final.is_over
