"""Quatre Cartes: random games through the one interface, and random illegal actions."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from ludicitude.core.dice import Dice
from ludicitude.games.cartes import rules
from ludicitude.games.cartes.events import RoundScored
from ludicitude.games.cartes.rules import CARDS, DICE_PER_PLAYER, Continue, Place, Stop
from tests.games.random_play import assert_refused_and_unchanged, random_position
from tests.games import milestones
from tests.sizes import many


def check_invariants(state: rules.State) -> None:
    """What must hold after every action (a property: checked on many random games)."""
    n = state.num_seats
    for seat in range(n):
        on_cards = sum(len(state.cards[seat][c]) for c in range(len(CARDS)))
        # each player's 8 dice: in hand, on a card, or taken back
        assert state.in_hand[seat] + on_cards + len(state.taken_back[seat]) == DICE_PER_PLAYER
        for c, card in enumerate(CARDS):
            assert rules.combination_is_legal(card, state.cards[seat][c])
    assert 1 <= state.round_number <= 2 * n
    if state.is_over:
        assert state.round_number == 2 * n
        assert [type(e) for e in state.events].count(RoundScored) == 2 * n
        assert state.legal_actions(0) == [] and state.to_act == ()
    else:
        seat = state.current
        assert not state.stopped[seat] and len(state.roll) == state.in_hand[seat]
        legal = state.legal_actions(seat)
        assert legal, "the player to act always has something to do"
        if state.placed_cards and state.in_hand[seat] == 0:
            assert all(isinstance(a, Stop) for a in legal)  # forced stop


def play_random(seats: int, seed: int, *, round_trip: bool) -> rules.State:
    rng = Dice.from_seed(seed * 7 + 1)
    state = rules.new_game(seats, seed=seed)
    check_invariants(state)
    while not state.is_over:
        seat = state.to_act[0]
        legal = state.legal_actions(seat)
        state = state.apply(seat, legal[rng.below(len(legal))])
        check_invariants(state)
        if round_trip:
            again = rules.State.from_dict(json.loads(json.dumps(state.to_dict())))
            assert again == state
            assert again.legal_actions(seat) == state.legal_actions(seat)
    return state


@settings(max_examples=many(300, 1500), deadline=None)
@given(seats=st.integers(2, 6), seed=st.integers(0, 2**32))
def test_random_games_keep_every_die_accounted_for_and_last_2_x_players_rounds(seats, seed):
    final = play_random(seats, seed, round_trip=False)
    assert final.winners


def random_action(rng: Dice) -> object:
    kind = rng.below(6)
    if kind == 0:
        return Continue()
    if kind == 1:
        return Stop((None, *CARDS, "joker")[rng.below(6)])
    if kind == 2:
        return "nonsense"
    if kind == 3:
        return Place(CARDS[rng.below(4)], ())
    faces = tuple(sorted(rng.roll(8) - 1 for _ in range(1 + rng.below(4))))  # faces 0..7
    return Place((*CARDS, "joker")[rng.below(5)], faces)


@settings(max_examples=many(100, 300), deadline=None)
@given(seats=st.integers(2, 6), seed=st.integers(0, 2**32), steps=st.integers(0, 60))
def test_random_illegal_actions_raise_and_change_nothing(seats, seed, steps):
    rng = Dice.from_seed(seed)
    state = random_position(rules.new_game(seats, seed=seed), rng, steps)
    for _ in range(20):
        action = random_action(rng)
        seat = rng.below(seats)
        if seat in state.to_act and action in state.legal_actions(seat):
            continue
        assert_refused_and_unchanged(state, seat, action)


def test_every_die_is_accounted_for_in_games_that_reach_every_event_and_a_shared_victory():
    """The random examples above are drawn anew each run; these games are chosen (see
    tests/games/milestones.py) to reach every event and a shared victory."""
    seen: set[str] = set()
    for table in milestones.sample("cartes"):
        final = milestones.play_table("cartes", table, on_action=lambda before, seat, action, after:
                                      check_invariants(after))
        seen |= milestones.reached(final)
    assert seen == milestones.EVERY["cartes"], sorted(milestones.EVERY["cartes"] - seen)
