"""Cadenas property tests: random games (thousands in the long run) through the one interface,
checking the sheet's invariants after every action (RULINGS.md "Cadenas": left to right, locking, the end)."""

from __future__ import annotations

from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from ludicitude.core.bots import RandomBot
from ludicitude.core.driver import play
from ludicitude.core.errors import IllegalAction
from ludicitude.games.cadenas import bots, rules
from ludicitude.games.cadenas.rules import Cross, CrossPair, Pass
from tests.games import milestones
from tests.sizes import many
from ludicitude.games.cadenas.events import GameEnded

PENALTIES = st.sampled_from([rules.PENALTY_AS_WRITTEN, rules.PENALTY_CLASSIC])
SEEDS = st.integers(0, 2**63)


def check_sheets(before: rules.State, seat: int, action: object, after: rules.State) -> None:
    new_crosses = 0
    for s in range(before.num_seats):
        for index, row in enumerate(rules.ROWS):
            old, new = before.marks[s][index], after.marks[s][index]
            # no box crossed twice, and crosses only move rightwards
            assert all(a < b for a, b in pairwise(new))
            assert new[: len(old)] == old
            # a locked row never changes again
            if row in before.closed:
                assert new == old
            if len(new) > len(old):
                assert s == seat and len(new) == len(old) + 1
                new_crosses += 1
                if new[-1] == rules.LAST_POSITION:
                    assert len(old) >= rules.CROSSES_BEFORE_LOCK
        # only the active player ever takes a grey box, one at a time
        assert after.grey[s] - before.grey[s] in ((0, 1) if s == before.active else (0,))
    assert new_crosses == (0 if isinstance(action, Pass) else 1)
    assert after.closed[: len(before.closed)] == before.closed
    assert all((face is None) == (row in after.closed) for row, face in zip(rules.ROWS, after.colours))
    if after.is_over:
        assert len(after.closed) >= rules.LOCKED_ROWS_TO_END or max(after.grey) == rules.GREY_BOXES
        assert after.winners


def players(kinds: list[str], seed: int) -> list:
    return [bots.make_bot(kind, seed + i) for i, kind in enumerate(kinds)]


@settings(max_examples=many(300, 2000), deadline=None)
@given(seed=SEEDS, kinds=st.lists(st.sampled_from(["random", "cpu"]), min_size=2, max_size=6),
       penalty=PENALTIES)
def test_random_games_keep_the_sheet_rules_and_end(seed, kinds, penalty):
    state = rules.new_game(len(kinds), {"penalty": penalty}, seed)
    final = play(state, players(kinds, seed), max_actions=5000, on_action=check_sheets)
    assert final.is_over and final.to_act == () and isinstance(final.events[-1], GameEnded)


def candidates(state: rules.State) -> list[object]:
    out: list[object] = [Pass(), "pass", None, Cross(7), CrossPair(5, "red"), CrossPair(0, 3)]
    for row in (*rules.ROWS, "white"):
        out += [Cross(row), CrossPair(0, row), CrossPair(1, row), CrossPair(-1, row)]
    return out


def same_box(state: rules.State, action: object, legal: list[object]) -> bool:
    """With equal white dice, CrossPair(1, row) is the listed CrossPair(0, row)."""
    return (isinstance(action, CrossPair) and state.whites[0] == state.whites[1]
            and action.white == 1 and CrossPair(0, action.row) in legal)


@settings(max_examples=many(100, 300), deadline=None)
@given(seed=SEEDS, seats=st.integers(2, 6), steps=st.integers(0, 60), penalty=PENALTIES)
def test_illegal_actions_raise_and_change_nothing(seed, seats, steps, penalty):
    state = rules.new_game(seats, {"penalty": penalty}, seed)
    picker = RandomBot(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state = state.apply(state.to_act[0], picker.choose(state, state.to_act[0]))
    before = state.to_dict()
    for seat in range(seats):
        legal = state.legal_actions(seat)
        for action in candidates(state):
            if action in legal or same_box(state, action, legal):
                assert seat in state.to_act
                state.apply(seat, action)  # every listed action is accepted
                continue
            try:
                state.apply(seat, action)
            except IllegalAction as refusal:
                assert str(refusal)
            else:
                raise AssertionError(f"{action!r} by seat {seat} was accepted")
            assert state.to_dict() == before


def test_the_sheet_rules_hold_in_games_that_reach_every_event_and_ending():
    """The random examples above are drawn anew each run; these games are chosen (see
    tests/games/milestones.py) to reach every event, both endings, a lock and both penalties."""
    seen: set[str] = set()
    for table in milestones.sample("cadenas"):
        seen |= milestones.reached(milestones.play_table("cadenas", table, on_action=check_sheets))
    assert seen == milestones.EVERY["cadenas"], sorted(milestones.EVERY["cadenas"] - seen)
