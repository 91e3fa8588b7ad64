"""Corsaire: random games through the one interface, and random illegal actions."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from ludicitude.core.dice import Dice
from ludicitude.games.corsaire import rules
from ludicitude.games.corsaire.rules import PlanStep, Reroll, Resolve, StopRolling
from tests.games.random_play import assert_refused_and_unchanged, random_position
from tests.games import milestones
from tests.sizes import many
from ludicitude.games.corsaire.events import GameOver

MAX_ACTIONS = 5000  # a game that has not ended by then never will


def check_invariants(state: rules.State) -> None:
    """What must hold after every action: the 60 coins are all somewhere and never below zero, the
    game ends exactly when the Bank is empty, and the player to act always has something to do."""
    assert state.bank + state.king_share + sum(state.gold) == rules.TREASURE
    assert state.bank >= 0 and state.king_share >= 0 and min(state.gold) >= 0
    if state.is_over:
        assert state.bank == 0 and state.winners and state.to_act == ()
        assert isinstance(state.events[-1], GameOver)
    else:
        assert state.bank > 0 and not rules.is_bust(state.faces)
        assert state.legal_actions(state.active), "the player to act always has something to do"
        if state.phase == rules.ROLLING:
            assert state.rerolls_used < rules.MAX_REROLLS


def play_random(seats: int, seed: int, *, round_trip: bool) -> rules.State:
    rng = Dice.from_seed(seed * 7 + 1)
    state = rules.new_game(seats, seed=seed)
    check_invariants(state)
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            return state
        seat = state.to_act[0]
        legal = state.view(seat).legal_actions(seat)
        state = state.apply(seat, legal[rng.below(len(legal))])
        check_invariants(state)
        if round_trip:
            saved = state.to_dict()
            again = rules.State.from_dict(json.loads(json.dumps(saved)))
            assert again.to_dict() == saved  # what State.__eq__ compares, computed once
            assert again.legal_actions(seat) == state.legal_actions(seat)
    raise AssertionError("the game did not end")


@settings(max_examples=many(300, 2000), deadline=None)
@given(seats=st.integers(2, 6), seed=st.integers(0, 2**32))
def test_random_games_keep_60_coins_no_purse_negative_and_end(seats, seed):
    play_random(seats, seed, round_trip=False)


def random_action(rng: Dice, seats: int) -> object:
    """Anything a confused screen or a damaged save might send."""
    kind = rng.below(7)
    if kind == 0:
        return StopRolling()
    if kind == 1:
        return "nonsense"
    if kind == 2:
        return Reroll(tuple(rng.below(7) - 1 for _ in range(rng.below(6))))
    if kind == 3:
        return Reroll([0, 1])  # a list where a tuple belongs
    results = [("cannon", rng.roll(4) - 1), ("skull", rng.roll(3), rng.below(seats + 1)),
               ("five_coins",), ("five_skulls", rng.below(seats)), ("five_cannons",), ("kraken", 2)]
    plain = tuple(results[rng.below(len(results))] for _ in range(rng.below(4)))
    if kind == 4:
        return Resolve([list(r) for r in plain])  # lists where typed steps belong
    if kind == 5:
        return Resolve(plain)  # the steps' older plain form: refused as an action
    return Resolve(tuple(r if r[0] == "kraken" else PlanStep.from_plain(r) for r in plain))


@settings(max_examples=many(100, 300), deadline=None)
@given(seats=st.integers(2, 6), seed=st.integers(0, 2**32), steps=st.integers(0, 40))
def test_random_illegal_actions_are_refused_and_change_nothing(seats, seed, steps):
    rng = Dice.from_seed(seed)
    state = random_position(rules.new_game(seats, seed=seed), rng, steps)
    for _ in range(20):
        seat = rng.below(seats)
        action = random_action(rng, seats)
        if seat in state.to_act and action in state.legal_actions(seat):
            continue
        assert_refused_and_unchanged(state, seat, action)


def test_60_coins_and_no_negative_purse_in_games_that_reach_every_event_and_ending():
    """The random examples above are drawn anew each run; these games are chosen (see
    tests/games/milestones.py) to reach every event, five skulls and five cannons included."""
    seen: set[str] = set()
    for table in milestones.sample("corsaire"):
        final = milestones.play_table("corsaire", table, on_action=lambda before, seat, action, after:
                                      check_invariants(after))
        seen |= milestones.reached(final)
    assert seen == milestones.EVERY["corsaire"], sorted(milestones.EVERY["corsaire"] - seen)
