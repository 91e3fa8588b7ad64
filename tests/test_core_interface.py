"""The one game interface, proven with the tiny test game in tests/toygame.py."""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import Enum

import pytest

from ludicitude.core.bots import RandomBot
from ludicitude.core.dice import Dice
from ludicitude.core.driver import history, play, simulate
from ludicitude.core.errors import BadSave, IllegalAction
from ludicitude.core.game import action_from_dict, action_to_dict
from ludicitude.games import GAMES
from tests import toygame


def test_dice_replay_exactly_from_their_seed():
    a, b = Dice.from_seed(7), Dice.from_seed(7)
    assert a.roll_many(50) == b.roll_many(50)
    assert Dice.from_seed(8).roll_many(50) != Dice.from_seed(7).roll_many(50)


def test_dice_are_splitmix64_so_a_seed_means_the_same_game_in_every_version():
    # the first outputs of SplitMix64 from state 0, as published with the algorithm
    d = Dice(0)
    assert [d.below(1 << 64) for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
    # below(n) keeps the first draw under the largest multiple of n, and reads it modulo n
    assert [Dice(0).below(n) for n in (6, 36, 1000)] == [0xE220A8397B1DCDAF % n for n in (6, 36, 1000)]
    # a draw at or above that multiple is thrown away and the next one is read: below(3 * 2**62)
    # refuses 0xE220... (it is above 3 * 2**62) and keeps the second draw
    assert Dice(0).below(3 << 62) == 0x6E789E6AA1B965F4


def test_dice_faces_are_uniform_enough():
    d = Dice.from_seed(1)
    counts = [0] * 6
    for _ in range(60_000):
        counts[d.roll() - 1] += 1
    assert all(9_000 < c < 11_000 for c in counts), counts


@pytest.mark.parametrize("seed", range(200))
def test_random_full_games_end_and_round_trip_at_every_step(seed):
    def check(before, seat, action, after):
        assert before.to_dict() != after.to_dict()
        again = toygame.State.from_dict(json.loads(json.dumps(after.to_dict())))
        assert again == after
        assert again.legal_actions(seat) == after.legal_actions(seat)

    final = play(toygame.new_game(2 + seed % 3, seed=seed), [RandomBot(seed + i) for i in range(4)],
                 on_action=check)
    assert final.is_over and final.winners


def test_illegal_action_raises_and_changes_nothing():
    state = toygame.new_game(3, seed=1)
    before = state.to_dict()
    with pytest.raises(IllegalAction):
        state.apply(0, toygame.Pick(4))
    with pytest.raises(IllegalAction):
        state.apply(0, "nonsense")
    with pytest.raises(IllegalAction):
        state.apply(7, toygame.Pick(1))
    assert state.to_dict() == before


def test_a_finished_game_refuses_every_action_in_words():
    final = play(toygame.new_game(2, seed=3), [RandomBot(i) for i in range(2)])
    assert final.to_act == ()
    for seat in range(2):
        with pytest.raises(IllegalAction, match="The game is over"):
            final.apply(seat, toygame.Pick(1))


def test_view_hides_other_seats_secret_and_the_dice():
    state = toygame.new_game(3, seed=1).apply(0, toygame.Pick(3))
    assert state.view(0).picks[0] == 3
    assert state.view(1).picks[0] != 3
    assert state.view(None).picks[0] != 3
    assert not any(isinstance(e, toygame.Picked) for e in state.view(None).events)
    assert state.view(None).dice is None
    assert state.picks[0] == 3  # the real state is untouched


def test_actions_serialise_plainly():
    assert action_from_dict(action_to_dict(toygame.Pick(2)), toygame.ACTION_TYPES) == toygame.Pick(2)
    with pytest.raises(IllegalAction):
        action_from_dict({"type": "Nope"}, toygame.ACTION_TYPES)


class Colour(Enum):
    RED = "red"
    BLUE = "blue"


@dataclass(frozen=True)
class Spot:
    colour: Colour
    at: int | None = None


@dataclass(frozen=True)
class Paint:
    """An action holding frozen dataclasses: alone, in a tuple, in a list, or maybe none."""

    first: Spot
    spots: tuple[Spot, ...]
    more: list[Spot]
    maybe: Spot | None
    sizes: tuple[int, ...]


def test_actions_holding_frozen_dataclasses_serialise_as_nested_dicts_and_read_back_equal():
    action = Paint(Spot(Colour.RED, 1), (Spot(Colour.BLUE), Spot(Colour.RED, 2)), [Spot(Colour.BLUE, 3)], None,
                   (4, 5))
    data = json.loads(json.dumps(action_to_dict(action)))
    assert data["first"] == {"type": "Spot", "colour": "red", "at": 1}
    assert data["spots"][0] == {"type": "Spot", "colour": "blue", "at": None}
    assert action_from_dict(data, (Paint,)) == action
    with_maybe = Paint(Spot(Colour.RED), (), [], Spot(Colour.BLUE, 0), ())
    assert action_from_dict(json.loads(json.dumps(action_to_dict(with_maybe))), (Paint,)) == with_maybe


@pytest.mark.parametrize("field, value", [
    ("first", {"type": "Spot", "colour": "green", "at": 1}),  # no such colour
    ("first", {"type": "Paint", "colour": "red", "at": 1}),  # another class's name
    ("first", {"type": "Spot", "at": 1}),  # a field missing
    ("first", "red"),  # not a dict
    ("spots", [{"type": "Spot", "colour": ["red"], "at": 1}]),  # an unhashable colour
    ("spots", [[1, 2], [3]]),  # lists where Spots belong
    ("more", [7]),
])
def test_a_nested_value_that_does_not_fit_its_declared_type_is_not_understood_in_words(field, value):
    data = action_to_dict(Paint(Spot(Colour.RED, 1), (Spot(Colour.BLUE),), [], None, ()))
    data[field] = value
    with pytest.raises(IllegalAction, match="not understood"):
        action_from_dict(data, (Paint,))


@pytest.mark.parametrize("bad", [
    None, [], {"game": "toy"}, {"game": "other", "format": 1},
    {"game": "toy", "format": 99},
])
def test_bad_saves_are_refused_in_words(bad):
    with pytest.raises(BadSave):
        toygame.State.from_dict(bad)


def test_impossible_values_are_refused():
    d = toygame.new_game(2).to_dict()
    d["data"]["points"] = [-3, 0]
    with pytest.raises(BadSave):
        toygame.State.from_dict(d)
    d = toygame.new_game(2).to_dict()
    d["seats"] = 10**30
    with pytest.raises(BadSave):
        toygame.State.from_dict(d)


def test_a_game_s_history_holds_every_position_and_the_action_played_there():
    steps = history(toygame.new_game(3, seed=5), [RandomBot(i) for i in range(3)])
    for (before, seat, action), (after, _seat, _action) in zip(steps, steps[1:]):
        assert before.apply(seat, action) == after
    final, seat, action = steps[-1]
    assert final.is_over and seat is None and action is None


def test_simulate_counts_wins_per_listed_seat():
    result = simulate("toy", toygame.new_game, lambda kind, seed: RandomBot(seed), ["a", "b"], 50)
    assert result.games == 50
    assert sum(result.wins) >= 50
    # the design notes' keys, each seat's win rate with its 95 % interval, and the game's own counts
    data = result.to_json()
    assert set(data) == {"game", "games", "seats", "wins", "games_per_second", "win_rates", "tally"}
    assert [r["rate"] for r in data["win_rates"]] == [w / 50 for w in result.wins]
    assert data["tally"] == {}  # no tally asked for


def test_simulate_sums_the_game_s_own_counts():
    result = simulate("toy", toygame.new_game, lambda kind, seed: RandomBot(seed), ["a", "b"], 7,
                      tally=lambda final: {"games": 1, "winners": len(final.winners)})
    assert result.tally["games"] == 7 and result.tally["winners"] >= 7


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_view_never_holds_the_seed_that_would_rebuild_the_dice_to_come(game_id):
    """Design notes, "Secrecy": "a view holds nothing its seat may not know". The dice generator
    is taken from a view; its seed must go too, since the generator is rebuilt from the seed and
    the log says how many rolls it has made: a computer player given the view could foresee them."""
    spec = GAMES[game_id]
    state = spec.new_game()(spec.min_seats, None, 987654321)
    for seat in (None, *range(state.num_seats)):
        view = state.view(seat)
        assert view.seed != state.seed and view.dice is None
    assert state.seed == 987654321  # the game keeps its own: saves replay it
