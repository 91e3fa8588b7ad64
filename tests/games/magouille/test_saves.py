"""Magouille saves: a game round-trips through JSON, and damaged saves are refused in words."""

from __future__ import annotations

import json

import pytest

from ludicitude.core.errors import BadSave
from ludicitude.games.magouille import rules
from tests.games.magouille.helpers import end_talk, first_half


def saved(state: rules.State) -> dict:
    return json.loads(json.dumps(state.to_dict()))


def mid_round() -> rules.State:
    """Step 4, after the first reveal, with seat 0's second face set."""
    return end_talk(first_half(rules.new_game(3), (2, 3, 4))).apply(0, rules.SetFace(5))


def test_a_game_in_the_middle_of_a_secret_step_round_trips():
    state = mid_round()
    again = rules.State.from_dict(saved(state))
    assert again == state and again.pending == [5, None, None] and again.to_act == (1, 2)
    assert again.apply(1, rules.SetFace(1)) == state.apply(1, rules.SetFace(1))


DAMAGE = {
    "a face of 7": lambda d: d["data"]["pending"].__setitem__(0, 7),
    "a hidden face in a real game": lambda d: d["data"]["pending"].__setitem__(0, 0),
    "a face as text": lambda d: d["data"]["pending"].__setitem__(0, "5"),
    "scores of the wrong length": lambda d: d["data"]["scores"].pop(),
    "a score far above the target": lambda d: d["data"]["scores"].__setitem__(1, 10**12),
    "a huge negative score": lambda d: d["data"]["scores"].__setitem__(1, -10**30),
    "a player in the game below 0 between rounds": lambda d: (
        d["data"].update(step=1, pending=[None] * 3, minimum_total=None, first_faces=None),
        d["data"]["scores"].__setitem__(1, -1)),
    "a minimum total that is not the sum of the first faces": lambda d: d["data"].update(minimum_total=10),
    "a minimum total before the first reveal": lambda d: d["data"].update(step=1, pending=[None] * 3),
    "step 9": lambda d: d["data"].update(step=9),
    "a round of 0": lambda d: d["data"].update(round=0),
    "a round as a float": lambda d: d["data"].update(round=2.0),
    "in_game as numbers": lambda d: d["data"].update(in_game=[1, 1, 1]),
    "a game going on with one player": lambda d: d["data"].update(in_game=[True, False, False]),
    "a winner that is no seat": lambda d: d["data"].update(winners=[5], end_reason="target"),
    "an unknown end": lambda d: d["data"].update(winners=[0], end_reason="boredom"),
    "scores missing": lambda d: d["data"].pop("scores"),
    "data as a list": lambda d: d.update(data=[1, 2, 3]),
    "an unknown option": lambda d: d.update(options={"length": "endless"}),
    "nine seats": lambda d: d.update(seats=9),
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_damaged_save_is_refused(damage):
    d = saved(mid_round())
    DAMAGE[damage](d)
    with pytest.raises(BadSave):
        rules.State.from_dict(d)
