"""Quatre Cartes: damaged saves are refused in words, never half-read."""

from __future__ import annotations

import json

import pytest

from ludicitude.core.errors import BadSave
from ludicitude.games.cartes import rules
from ludicitude.games.cartes.rules import IDEM, MAXI, NEUF, SUITE, Place


def saved() -> dict:
    state = rules.new_game(3, seed=11)
    state = state.apply(0, Place(MAXI, (state.roll[-1],)))
    return json.loads(json.dumps(state.to_dict()))


def test_a_save_reads_back_the_same_game():
    d = saved()
    assert rules.State.from_dict(d).to_dict() == d


def damage(path: list, value) -> dict:
    d = saved()
    target = d["data"]
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return d


@pytest.mark.parametrize(("what", "path", "value"), [
    ("9 dice on a card", ["cards", 1, 2], [6] * 9),
    ("a face 7", ["cards", 1, 2], [7]),
    ("a face 0 in the roll", ["roll", 0], 0),
    ("mixed faces on Idem", ["cards", 1, 0], [3, 4]),
    ("a single die opening Idem", ["cards", 1, 0], [3]),
    ("a Suite with a gap", ["cards", 1, 1], [2, 4]),
    ("a Neuf not a multiple of 9", ["cards", 1, 3], [4, 6]),
    ("negative dice in hand", ["in_hand", 1], -1),
    ("a huge score", ["points", 0], 10**40),
    ("a round beyond the last", ["round", ], 7),
    ("a yes/no that is a number", ["stopped", 0], 0),
    ("a number that is a yes/no", ["current"], True),
    ("one seat missing", ["points"], [0, 0]),
    ("an unknown card", ["placed_cards"], ["joker"]),
    ("a die too many for a player", ["taken_back", 2], [1]),
    ("a card list of the wrong shape", ["cards", 0], [[], []]),
])
def test_damaged_saves_are_refused(what, path, value):
    with pytest.raises(BadSave):
        rules.State.from_dict(damage(path, value))


def test_a_save_whose_player_to_act_has_stopped_is_refused():
    d = saved()
    d["data"]["stopped"][0] = True
    with pytest.raises(BadSave):
        rules.State.from_dict(d)


def test_legal_combinations_in_a_save_are_read():
    d = saved()
    d["data"]["cards"][1] = [[5, 5], [1, 2, 3], [], [4, 5]]
    d["data"]["in_hand"][1] = 1
    state = rules.State.from_dict(d)
    assert state.combination(1, IDEM) == (5, 5) and state.combination(1, SUITE) == (1, 2, 3)
    assert state.combination(1, NEUF) == (4, 5)


def test_actions_serialise_plainly():
    from ludicitude.core.game import action_from_dict, action_to_dict

    for action in (Place(MAXI, (4, 5)), rules.Continue(), rules.Stop(None), rules.Stop(IDEM)):
        plain = json.loads(json.dumps(action_to_dict(action)))
        assert action_from_dict(plain, rules.ACTION_TYPES) == action
