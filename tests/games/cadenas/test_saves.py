"""Cadenas saves: a game round-trips through JSON; damaged or impossible saves are refused."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from ludicitude.core.errors import BadSave
from ludicitude.games.cadenas import rules
from ludicitude.games.cadenas.rules import Cross, Pass
from tests.games.cadenas.sheets import table


def saved() -> dict[str, Any]:
    state = table(3, sheets={0: {"red": [2, 3, 4, 5, 6]}, 1: {"green": [12, 9]}}, grey={2: 1})
    return json.loads(json.dumps(state.apply(0, Cross("red")).to_dict()))


def test_a_game_in_the_middle_of_action_1_round_trips():
    data = saved()
    assert rules.State.from_dict(data).to_dict() == data


def damage(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    data = copy.deepcopy(saved())
    change(data["data"])
    return data


def set_path(*path: Any, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(d: dict[str, Any]) -> None:
        for key in path[:-1]:
            d = d[key]
        d[path[-1]] = value
    return change


DAMAGED = {
    "a cross left of a closed box": set_path("marks", 1, 2, value=[3, 0]),
    "the same box crossed twice": set_path("marks", 1, 2, value=[0, 0]),
    "a lock after four crosses": set_path("marks", 1, 0, value=[0, 1, 2, 3, 10]),
    "a box beyond the row": set_path("marks", 1, 0, value=[11]),
    "a sheet with five rows": set_path("marks", 1, value=[[], [], [], [], []]),
    "one sheet missing": set_path("marks", value=[[[], [], [], []]] * 2),
    "a face 7": set_path("whites", 0, value=7),
    "a face 0 on a coloured die": set_path("colours", 1, value=0),
    "nine dice": set_path("colours", value=[1] * 9),
    "three white dice": set_path("whites", value=[1, 2, 3]),
    "a negative grey box count": set_path("grey", 0, value=-1),
    "five grey boxes": set_path("grey", 0, value=5),
    "a huge number": set_path("active", value=10**30),
    "an active seat out of the table": set_path("active", value=3),
    "a third action": set_path("action", value=3),
    "a closed row nobody locked": set_path("closed", value=["blue"]),
    "a row that does not exist": set_path("closed", value=["purple"]),
    "a closed row whose die is still rolled": set_path("closed", value=["red"]),
    "a flag that is not a flag": set_path("over", value="yes"),
    "a game over with no reason to end": set_path("over", value=True),
    "marks that are not a list": set_path("marks", value="xx"),
    "a box written as text": set_path("marks", 0, 1, value=["3"]),
}


@pytest.mark.parametrize("name", sorted(DAMAGED))
def test_a_damaged_save_is_refused_in_words(name):
    with pytest.raises(BadSave):
        rules.State.from_dict(damage(DAMAGED[name]))


def test_a_locked_row_left_open_in_action_2_is_refused():
    state = table(2, sheets={0: {"red": [2, 3, 4, 5, 6]}}, whites=(6, 6))
    state = state.apply(0, Cross("red")).apply(1, Pass())
    data = json.loads(json.dumps(state.to_dict()))
    data["data"]["closed"] = []
    data["data"]["colours"][0] = 3
    with pytest.raises(BadSave):
        rules.State.from_dict(data)
