"""Magouille property tests: random games (thousands in the long run) through the one interface
(new_game, to_act, legal_actions, apply), the rules' invariants checked after every action."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from ludicitude.core.dice import Dice
from ludicitude.games.magouille import rules
from ludicitude.games.magouille.rules import FINAL_SECRET, FIRST_SECRET, HIDDEN, SECRET_STEPS
from tests.games.magouille.helpers import reference_deltas
from tests.games.random_play import assert_refused_and_unchanged, random_position
from tests.games import milestones
from tests.sizes import many
from ludicitude.games.magouille.events import Chosen

seeds = st.integers(min_value=0, max_value=2**63)
seat_counts = st.integers(min_value=3, max_value=8)
lengths = st.sampled_from(["normal", "short"])


def random_game(seats: int, length: str, seed: int, check, *, max_actions: int = 20_000) -> rules.State:
    """Play random legal actions (drawn from a seeded generator) to the end, calling
    ``check(before, seat, action, after)`` after each."""
    rng = Dice.from_seed(seed)
    state = rules.new_game(seats, {"length": length}, seed)
    for _ in range(max_actions):
        if state.is_over:
            return state
        to_act = state.to_act
        seat = to_act[rng.below(len(to_act))]
        actions = state.legal_actions(seat)
        action = actions[rng.below(len(actions))]
        after = state.apply(seat, action)
        check(state, seat, action, after)
        state = after
    raise AssertionError("the game did not end")


def check_invariants(before: rules.State, seat: int, action, after: rules.State) -> None:
    n = before.num_seats
    here = before.players_in_game
    # eliminated seats never act, and a seat acts only when asked
    assert seat in before.to_act and before.in_game[seat]
    assert set(after.to_act) <= set(after.players_in_game)
    assert all(after.legal_actions(s) == [] for s in range(n) if s not in after.to_act)
    if after.is_over:
        assert after.to_act == () and after.winners
    else:
        assert len(after.players_in_game) >= 2 and after.to_act
    # scores change only as the rules say
    revealing = before.step in SECRET_STEPS and before.to_act == (seat,)
    if not revealing:
        assert after.scores == before.scores and after.in_game == before.in_game
        if before.step in SECRET_STEPS:
            assert after.pending[seat] == action.face
    elif before.step == FIRST_SECRET:
        faces = {s: (action.face if s == seat else before.pending[s]) for s in here}
        assert after.minimum_total == sum(faces.values())
        assert after.scores == tuple(v - faces.get(s, 0) for s, v in enumerate(before.scores))
    else:
        assert before.step == FINAL_SECRET
        faces = {s: (action.face if s == seat else before.pending[s]) for s in here}
        deltas = reference_deltas(faces, before.minimum_total)
        assert after.scores == tuple(v + deltas.get(s, 0) for s, v in enumerate(before.scores))
        check_end_of_round(before, after)
    # secrecy: no other seat's pending face in any view, nor in its log (the new events are
    # the last ones of each view's log; the older ones were checked at earlier actions)
    new = len(after.events) - len(before.events)
    assert new > 0
    for viewer in (None, seat, (seat + 1) % n):  # the table, the actor, another player
        view = after.view(viewer)
        assert all(f is None or s == viewer or f == HIDDEN for s, f in enumerate(view.pending))
        assert all(e.seats is None or viewer in e.seats for e in view.events[-new:])
        assert all(not hasattr(e, "face") for e in view.events[-new:] if isinstance(e, Chosen))
        assert view.has_chosen == after.has_chosen


def check_end_of_round(before: rules.State, after: rules.State) -> None:
    """Elimination below 0 once, at the end of the round; then victory (RULINGS.md "Magouille")."""
    here = before.players_in_game
    fallen = [s for s in here if after.scores[s] < 0]
    standing = [s for s in here if after.scores[s] >= 0]
    assert after.players_in_game == tuple(standing)
    above = [s for s in standing if after.scores[s] > after.target]
    if above:
        assert after.winners == tuple(above) and len(above) == 1
    elif len(standing) == 1:
        assert after.winners == tuple(standing)
    elif not standing:
        best = max(after.scores[s] for s in fallen)
        assert after.winners == tuple(s for s in fallen if after.scores[s] == best)
    else:
        assert not after.is_over and after.round == before.round + 1


def round_trip(before: rules.State, seat: int, action, after: rules.State) -> None:
    check_invariants(before, seat, action, after)
    saved = after.to_dict()
    again = rules.State.from_dict(json.loads(json.dumps(saved)))
    assert again.to_dict() == saved  # what State.__eq__ compares, computed once
    assert again.to_act == after.to_act
    for s in after.to_act:
        assert again.legal_actions(s) == after.legal_actions(s)


@settings(max_examples=many(200, 1000), deadline=None)
@given(seats=seat_counts, length=lengths, seed=seeds)
def test_random_games_keep_every_invariant_and_end(seats, length, seed):
    final = random_game(seats, length, seed, check_invariants)
    assert final.is_over


@settings(max_examples=many(30, 100), deadline=None)
@given(seats=seat_counts, length=lengths, seed=seeds, every=st.integers(min_value=20, max_value=60))
def test_random_long_games_round_trip_through_json_now_and_then(seats, length, seed, every):
    count = [0]

    def now_and_then(before, seat, action, after):
        count[0] += 1
        if count[0] % every == 0 or after.is_over:
            round_trip(before, seat, action, after)

    random_game(seats, length, seed, now_and_then)


def illegal_candidates(state: rules.State, rng: Dice) -> list[tuple[int, object]]:
    n = state.num_seats
    out: list[tuple[int, object]] = []
    for seat in (*range(-1, n + 1),):
        for action in (rules.EndTalk(), *[rules.SetFace(f) for f in (-1, 0, 7, 100, 2.5, "4", None, True)],
                       *[rules.SetFace(f) for f in rules.FACES], None, 3, "EndTalk", object()):
            if seat not in state.to_act or action not in state.legal_actions(seat):
                out.append((seat, action))
    return [out[rng.below(len(out))] for _ in range(20)]


@settings(max_examples=many(100, 300), deadline=None)
@given(seats=seat_counts, length=lengths, seed=seeds, stop=st.integers(min_value=0, max_value=400))
def test_illegal_actions_in_random_states_raise_and_change_nothing(seats, length, seed, stop):
    rng = Dice.from_seed(seed ^ 0x5EED)
    state = random_position(rules.new_game(seats, {"length": length}, seed), rng, stop)
    for seat, action in illegal_candidates(state, rng):
        assert_refused_and_unchanged(state, seat, action)


def test_every_invariant_holds_in_games_that_reach_every_event_and_ending():
    """The random examples above are drawn anew each run; these games are chosen (see
    tests/games/milestones.py) to reach every event, every ending and a shared victory."""
    seen: set[str] = set()
    for table in milestones.sample("magouille"):
        seen |= milestones.reached(milestones.play_table("magouille", table, on_action=check_invariants))
    assert seen == milestones.EVERY["magouille"], sorted(milestones.EVERY["magouille"] - seen)
