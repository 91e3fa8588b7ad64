"""A state's fields declared once (issue 28, part 2): the base derives copy, the save and the
load's range checks from the declaration, and every kind of field is checked here on a small
state that declares one of each."""

from __future__ import annotations

import json
from collections.abc import Mapping
from enum import Enum
from typing import Any

import pytest

from ludicitude.core.errors import BadSave
from ludicitude.core.fields import (
    BOOL,
    SEAT,
    between,
    carried,
    checked,
    choice,
    fixed,
    list_of,
    optional,
    per_seat,
    saved,
    tuple_of,
)
from ludicitude.core.event_schema import schema_of
from ludicitude.core.game import GameState


class Mood(Enum):
    CALM = "calm"
    ANGRY = "angry"


class Sample(GameState):
    """One field of every kind (not a game: it has no turns)."""

    game_id = "sample"
    min_seats = 2
    max_seats = 4
    log_schema = schema_of(())  # it logs nothing

    round: int = saved(between(1, 10), initial=1)
    active: int = saved(SEAT, initial=0)
    ready: bool = saved(BOOL, initial=False)
    phase: str = saved(choice("rolling", "over"), initial="rolling")
    mood: Mood = saved(choice(Mood), initial=Mood.CALM)
    gold: list[int] = saved(per_seat(between(0, lambda s: 10 * s.num_seats)), key="purses", initial=0)
    hidden: list[int] = saved(per_seat(between(0, 6)), initial=0, share=True)
    face: int | None = saved(optional(between(1, 6)), initial=None)
    roll: tuple[int, ...] = saved(tuple_of(between(1, 6), longest=5, sort=True), initial=())
    closed: tuple[str, ...] = saved(tuple_of(choice("red", "blue"), unique=True), initial=())
    sheets: list[list[tuple[int, ...]]] = saved(per_seat(list_of(tuple_of(between(0, 10)), length=2)),
                                                initial=[(), ()])
    rising: tuple[int, ...] = saved(checked(tuple_of(between(0, 10)), lambda v: list(v) == sorted(set(v)),
                                            "the boxes are not crossed left to right"), initial=())
    bid: tuple[int, int] | None = saved(optional(fixed(between(1, 20), between(1, 6))), initial=None)
    firsts: list[int | None] | None = saved(optional(per_seat(optional(between(1, 6)))), initial=None)
    cache: dict[str, int] = carried(initial=lambda s: {})
    to_act: tuple[int, ...] = carried(initial=(0,))
    after_load_calls = 0

    def __init__(self, seats: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> None:
        self._init_common(seats, options, seed)

    def _after_load(self) -> None:
        if sum(self.gold) > 25:
            raise ValueError("more gold than the game holds")
        self.after_load_calls += 1

    def legal_actions(self, seat: int) -> list[Any]:
        return []

    def _apply(self, seat: int, action: Any) -> None:
        raise NotImplementedError

    is_over = False
    winners: tuple[int, ...] = ()
    scores: tuple[int, ...] = ()


def played() -> Sample:
    """A sample with a value other than the initial one in every field."""
    s = Sample(3, seed=5)
    s.round, s.active, s.ready, s.phase, s.mood = 7, 2, True, "over", Mood.ANGRY
    s.gold, s.hidden, s.face = [3, 0, 12], [1, 2, 3], 4
    s.roll, s.closed = (2, 5, 5), ("blue",)
    s.sheets = [[(1, 4), ()], [(), (0,)], [(2,), (3, 9)]]
    s.rising, s.bid, s.firsts = (0, 3, 10), (4, 6), [None, 2, 5]
    return s


def through_json(state: GameState) -> dict:
    return json.loads(json.dumps(state.to_dict()))


def test_a_new_state_starts_every_field_at_its_declared_initial_value_each_seat_its_own():
    s = Sample(3)
    assert (s.round, s.active, s.ready, s.phase, s.mood) == (1, 0, False, "rolling", Mood.CALM)
    assert s.gold == [0, 0, 0] and s.face is None and s.roll == () and s.firsts is None
    assert s.sheets == [[(), ()]] * 3 and s.sheets[0] is not s.sheets[1]
    assert s.cache == {} and s.to_act == (0,)


def test_every_kind_of_field_round_trips_through_a_save_to_an_equal_state():
    s = played()
    again = Sample.from_dict(through_json(s))
    assert again == s
    for f in Sample.state_fields:
        assert getattr(again, f.name) == getattr(s, f.name), f.name
    assert type(again.roll) is tuple and type(again.gold) is list and type(again.bid) is tuple
    assert again.mood is Mood.ANGRY and again.after_load_calls == 1


def test_the_save_writes_each_field_under_its_key_as_plain_json_in_declaration_order():
    data = played().to_dict()["data"]
    assert list(data) == ["round", "active", "ready", "phase", "mood", "purses", "hidden", "face", "roll",
                          "closed", "sheets", "rising", "bid", "firsts"]
    assert data["mood"] == "angry" and data["roll"] == [2, 5, 5] and data["bid"] == [4, 6]
    assert data["sheets"] == [[[1, 4], []], [[], [0]], [[2], [3, 9]]]
    assert "cache" not in data and "to_act" not in data


def test_a_tuple_declared_sorted_is_put_in_order_on_load():
    d = through_json(played())
    d["data"]["roll"] = [5, 2, 5]
    assert Sample.from_dict(d).roll == (2, 5, 5)


def test_carried_attributes_are_not_saved_and_start_again_on_load():
    s = played()
    s.cache["seen"] = 3
    again = Sample.from_dict(through_json(s))
    assert again.cache == {} and again.to_act == (0,)


def test_copy_copies_every_list_so_changing_a_copy_never_changes_the_original():
    s = played()
    c = s.copy()
    c.gold[0] += 1
    c.sheets[2][1] = ()
    c.firsts[1] = 6  # type: ignore[index]
    assert s.gold == [3, 0, 12] and s.sheets[2][1] == (3, 9) and s.firsts == [None, 2, 5]
    assert c.sheets[0] is not s.sheets[0]


def test_copy_shares_immutable_values_and_fields_declared_shared():
    s = played()
    c = s.copy()
    for name in ("roll", "closed", "rising", "bid", "mood", "cache"):
        assert getattr(c, name) is getattr(s, name), name
    assert c.hidden is s.hidden  # declared share=True: the rules replace it, never change it
    assert c.sheets[0][0] is s.sheets[0][0]  # a tuple inside a copied list


def test_copy_keeps_the_dice_apart_and_a_view_has_none():
    s = played()
    c = s.copy()
    assert c.dice is not s.dice and c.dice.state == s.dice.state
    assert s._copy_without_dice().dice is None and s.view(0).dice is None


def test_the_derived_copy_is_one_flat_run_of_assignments():
    source = Sample.copy.source  # type: ignore[attr-defined]
    assert "for f in" not in source and "new.hidden = self.hidden\n" in source
    assert "new.gold = self.gold[:]" in source and "new.roll = self.roll\n" in source


WRONG = {
    "a round as text": ("round", "3"),
    "a round as a float": ("round", 3.0),
    "a round of true": ("round", True),
    "a round of 0": ("round", 0),
    "a round above its highest": ("round", 11),
    "a seat of the fourth player at a table of three": ("active", 3),
    "a negative seat": ("active", -1),
    "a yes-no as a number": ("ready", 1),
    "a phase that is no phase": ("phase", "sleeping"),
    "a phase as a list": ("phase", ["over"]),
    "a mood that is no member": ("mood", "sad"),
    "purses of the wrong length": ("purses", [1, 2]),
    "a purse above its bound, which depends on the seats": ("purses", [0, 0, 31]),
    "purses as an object": ("purses", {"0": 1}),
    "a face of 7": ("face", 7),
    "a roll longer than five dice": ("roll", [1, 1, 1, 1, 1, 1]),
    "a die of the roll as text": ("roll", [1, "2"]),
    "a row closed twice": ("closed", ["red", "red"]),
    "a sheet of three rows": ("sheets", [[[], [], []], [[], []], [[], []]]),
    "a box beyond the sheet": ("sheets", [[[11], []], [[], []], [[], []]]),
    "a cross left of a crossed box": ("rising", [3, 1]),
    "a bid of three numbers": ("bid", [1, 2, 3]),
    "a bid on face 9": ("bid", [2, 9]),
    "first faces for two seats of three": ("firsts", [1, 2]),
    "a first face of 0": ("firsts", [0, None, None]),
    "huge numbers": ("round", 10**30),
    "deep nesting": ("sheets", [[[[[[]]]]]]),
}


@pytest.mark.parametrize("case", sorted(WRONG))
def test_a_value_of_the_wrong_type_or_out_of_range_is_refused_in_words(case):
    key, value = WRONG[case]
    d = through_json(played())
    d["data"][key] = value
    with pytest.raises(BadSave) as refused:
        Sample.from_dict(d)
    assert isinstance(refused.value.__cause__, ValueError)
    assert str(refused.value) == "The saved game is damaged or holds impossible values."
    assert str(refused.value.__cause__).startswith(key + ":")


def test_a_value_nested_thousands_deep_or_of_thousands_of_digits_is_refused_in_words_not_crashing():
    deep: list = []
    for _level in range(5000):
        deep = [deep]
    for key, value in (("sheets", deep), ("roll", deep), ("round", 10**5000), ("purses", [10**5000] * 3)):
        d = through_json(played())
        d["data"][key] = value
        with pytest.raises(BadSave) as refused:
            Sample.from_dict(d)
        assert len(str(refused.value.__cause__)) < 200


def test_a_missing_field_is_refused_in_words():
    d = through_json(played())
    del d["data"]["bid"]
    with pytest.raises(BadSave):
        Sample.from_dict(d)


def test_what_ties_fields_together_is_left_to_the_game_hook_after_each_field_is_checked():
    d = through_json(played())
    d["data"]["purses"] = [10, 10, 10]  # each purse in range, but more gold than the game holds
    with pytest.raises(BadSave) as refused:
        Sample.from_dict(d)
    assert "more gold" in str(refused.value.__cause__)


def test_two_fields_saved_under_one_key_are_refused_when_the_class_is_made():
    with pytest.raises(TypeError):
        class Twice(Sample):
            other: int = saved(between(0, 1), key="round")


def test_a_subclass_inherits_the_fields_and_gets_a_copy_of_its_own_class():
    class More(Sample):
        extra: int = saved(between(0, 5), initial=5)

    m = More(2)
    c = m.copy()
    assert type(c) is More and c.extra == 5 and c.round == 1
    assert [f.key for f in More.state_fields][-1] == "extra"
    assert More.from_dict(through_json(m)) == m


def test_a_copy_written_by_hand_is_kept_and_inherited():
    class ByHand(Sample):
        def copy(self):
            new = Sample.copy(self)
            new.round = 9
            return new

    class Below(ByHand):
        pass

    assert ByHand(2).copy().round == 9 and Below(2).copy().round == 9
