"""What the framework says by default, so that a game's author writes none of it (issue 38, item 7,
"fewer names to learn": docs/architecture.md, "The names a game's author needs"): the log's schema
from the State's event classes, the fields declared in the events' words, the winners, a per-seat
secret hidden in the others' views, the screen's State from its type, the parts found by the
folder shape, a die to pick with its digit, a button shown while a condition holds. Perudo's own
tests play the rest (private turns, the story's Go on, ``plays=``) on its screen, and Pig's
buttons play by ``plays=`` in the Enter and key tests."""

from __future__ import annotations

import sys
from typing import Annotated, Any

import pygame
import pytest

from ludicitude.core import fields
from ludicitude.core.event_schema import Between, Face, Longest, PerSeat, Seat, schema_of
from ludicitude.core.game import GameState
from ludicitude.core.spec import GameSpec
from ludicitude.ui.bindings import Binding, DieButton
from tests.pig import rules as pig

Count = Annotated[int, Between(1, 30)]


class Cups(GameState):
    """A toy with a secret per seat and the default winners (not a game: it has no turns)."""

    game_id, min_seats, max_seats = "cups", 2, 4
    log_schema = schema_of(())
    cups: list[tuple[int, ...]] = fields.saved(PerSeat[Annotated[tuple[Face, ...], Longest(3)]],
                                               initial=(1, 2), hidden=0)
    bid: tuple[int, int] | None = fields.saved(tuple[Count, Face] | None, initial=None)
    bidder: int | None = fields.saved(Seat | None, initial=None)
    dice_left: list[int] = fields.saved(PerSeat[Annotated[int, Between(0, 3)]], initial=2)
    over = False

    def legal_actions(self, seat: int) -> list[Any]:
        return []

    def _apply(self, seat: int, action: Any) -> None:
        raise NotImplementedError

    @property
    def to_act(self) -> tuple[int, ...]:
        return ()

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.dice_left)


def test_a_state_names_its_event_classes_once_and_the_base_derives_the_log_schema():
    assert dict(pig.State.log_schema) == dict(schema_of(pig.EVENT_TYPES))
    assert {k: e.cls for k, e in pig.State.log_schema.items()} == {"rolled": pig.Rolled, "banked": pig.Banked}


def test_fields_declared_in_the_events_words_are_saved_and_refused_on_load_as_their_shapes_say():
    state = Cups(3)
    state.cups, state.bid, state.bidder = [(1, 6), (2,), ()], (4, 6), 2
    again = Cups.from_dict(state.to_dict())
    assert (again.cups, again.bid, again.bidder) == ([(1, 6), (2,), ()], (4, 6), 2)
    assert isinstance(again.cups, list), "one value per seat is a list in a State"
    for damage in ({"cups": [[7], [], []]}, {"cups": [[1, 1, 1, 1], [], []]}, {"cups": [[1], []]},
                   {"bid": [31, 2]}, {"bid": [2, 0]}, {"bid": [2]}, {"bidder": 3}):
        with pytest.raises(ValueError):
            Cups.from_dict({**state.to_dict(), "data": {**state.to_dict()["data"], **damage}})
    with pytest.raises(TypeError):
        fields.saved(str)  # a type the events' words do not have


def test_a_per_seat_secret_shows_its_owner_alone_and_how_many_to_the_others():
    state = Cups(3)
    state.cups = [(1, 6), (2, 3, 4), ()]
    assert state.view(1).cups == [(0, 0), (2, 3, 4), ()]
    assert state.view(None).cups == [(0, 0), (0, 0, 0), ()]
    assert state.cups == [(1, 6), (2, 3, 4), ()], "the state itself keeps every die"
    with pytest.raises(TypeError):
        fields.saved(Seat, hidden=0)  # a secret of one seat is a per-seat field


def test_the_winners_are_the_highest_scores_once_the_game_is_over_unless_a_game_says_otherwise():
    state = Cups(3)
    state.dice_left = [0, 3, 3]
    assert state.winners == ()
    state.over = True
    assert state.winners == (1, 2)


def test_the_screen_is_typed_by_its_state_which_is_its_state_type():
    from tests.pig.scene import GameScene

    assert GameScene.state_type is pig.State


def test_a_spec_finds_its_example_and_its_phone_screen_by_the_folder_shape(tmp_path, monkeypatch):
    for name, parts in (("shaped_game", ("examples.py", "phone.js")), ("bare_game", ())):
        folder = tmp_path / name
        folder.mkdir()
        (folder / "__init__.py").write_text("")
        (folder / "texts.py").write_text("def phone_words():\n    return {}\n")
        for part in parts:
            (folder / part).write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in ("shaped_game", "bare_game"):
        monkeypatch.delitem(sys.modules, name, raising=False)
        __import__(name)
    shaped = GameSpec(id="shaped", name="S", pitch="A game.", min_seats=2, max_seats=4, package="shaped_game")
    assert shaped.rules_example is not None and shaped.rules_example.target == "shaped_game.examples:draw_rules_example"
    assert shaped.phone is not None and shaped.phone.script == "phone.js"
    assert shaped.phone.words()() == {}
    assert shaped.phone.facts is not None and shaped.phone.facts() is None, "no phone_facts: no facts"
    bare = GameSpec(id="bare", name="B", pitch="A game.", min_seats=2, max_seats=4, package="bare_game")
    assert bare.rules_example is None and bare.phone is None
    said = GameSpec(id="said", name="S", pitch="A game.", min_seats=2, max_seats=4, package="shaped_game",
                    rules_example=None, phone=None)
    assert said.rules_example is None and said.phone is None, "what a spec says wins over the folder"


def test_a_die_button_has_its_face_s_digit_for_keys_and_is_shown_while_its_condition_holds():
    shown = [False]
    binding = Binding((), lambda: None, die=4, picked=lambda: True, shown=lambda: shown[0])
    assert binding.keys == (pygame.K_4, pygame.K_KP4)
    button = binding.make_button()
    assert isinstance(button, DieButton) and not button.visible
    shown[0] = True
    assert button.visible
    button.visible = False  # the screen may still hide it
    assert not button.visible


def test_the_standard_go_on_is_centred_at_the_bottom_even_when_first_asked_for_after_the_layout():
    from ludicitude.ui.private_turns import PrivateTurns

    class LaidOut:  # what the part reads of a screen laid out at 1000x800
        _laid_for = (1000, 800)

        def button(self, keys: Any, do: Any, words: Any, **how: Any) -> Any:
            return Binding(tuple(keys), do, words=words, **how).make_button()

    go_on = PrivateTurns(LaidOut()).go_on()  # type: ignore[arg-type]
    assert go_on.binding.primary and go_on.rect.size == (360, 56) and go_on.rect.midbottom == (500, 776)
