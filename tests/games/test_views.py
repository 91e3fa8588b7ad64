"""A game may write its own faster ``view`` and ``copy`` (docs/performance.md), but what a player
sees must stay exactly what the one game interface's generic view shows: the same values, the
same log, the other players' secrets hidden the same way."""

from __future__ import annotations

import pytest

from ludicitude.core.bots import RandomBot
from ludicitude.core.driver import play
from ludicitude.core.game import Event, GameState
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


def reachable(root: object) -> list[object]:
    """Every object reachable from ``root`` through containers and instances (not through
    classes, modules or functions, which reach everything)."""
    import gc
    import types

    skip = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType, types.MethodType)
    seen: dict[int, object] = {}
    todo = [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, skip):
            continue
        seen[id(obj)] = obj
        todo.extend(gc.get_referents(obj))
    return list(seen.values())


def holds_nothing_hidden(state: GameState) -> None:
    for seat in (None, *range(state.num_seats)):
        view = state.view(seat)
        graph = reachable(view)
        ids = {id(o) for o in graph}
        assert id(state) not in ids, "a view holds a reference to the full state"
        assert state.dice is None or id(state.dice) not in ids, "a view could foresee a roll"
        hidden = [o for o in graph if isinstance(o, Event) and not o.visible_to(seat)]
        assert not hidden, f"a view for seat {seat} reaches events it may not see: {hidden[:3]}"
        pending = getattr(state, "pending", None)
        if isinstance(pending, list) and view.pending != pending:  # type: ignore[attr-defined]
            # Magouille: the full list of secret faces is never shared with a view that hides some
            assert id(pending) not in ids, "a view reaches the other players' secret faces"


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_view_holds_no_path_to_the_full_state_or_another_seats_secret(game_id, seed):
    """Design notes, "Secrecy": a view's object graph holds no path to the full state or to
    another seat's secret (a computer player is handed views)."""
    rules = GAMES[game_id].module("rules")
    seats = rules.State.min_seats + seed % 3
    state = rules.new_game(seats, None, seed)
    holds_nothing_hidden(state)
    final = play(state, [RandomBot(seed * 10 + i) for i in range(seats)],
                 on_action=lambda before, seat, action, after: holds_nothing_hidden(after))
    assert final.is_over
