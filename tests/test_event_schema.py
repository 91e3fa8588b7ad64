"""Each game declares what it logs, as event classes whose fields' types are the log's schema
(core/event_schema.py), and a save's events are checked against it: the declaration must be
exactly what the game really logs, and a save that does not fit it is refused in words."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from typing import Annotated

import pytest

from ludicitude.core.bots import RandomBot
from ludicitude.core.driver import play
from ludicitude.core.errors import BadSave
from ludicitude.core.event_schema import (
    Between,
    Face,
    Keys,
    Longest,
    PerSeat,
    Seat,
    Seats,
    event_problem,
    one_of,
    schema_of,
)
from ludicitude.core.game import Event, read_events
from ludicitude.games import GAMES

GAMES_WITH_RULES = list(GAMES.values())


def fits(event: Event, schema, seats: int) -> bool:
    """The event, saved and read back as a save is, is itself (the load checks it first)."""
    return read_events(json.loads(json.dumps([event.to_dict()])), schema, seats) == [event]
#: kinds too rare to turn up in a few games (five of a kind in Corsaire: 6 chances in 7776 a roll)
RARE = {"five_cannons", "five_skulls"}


@pytest.mark.parametrize("game", GAMES_WITH_RULES, ids=lambda g: g.id)
def test_everything_a_game_logs_fits_the_log_it_declares(game):
    """What every registered game must do, through its spec alone: every event it logs is of a
    kind its ``State.log_schema`` declares, of the class that kind names, and is read back from a
    save as itself. The program's own games also log every kind they declare (a game from
    elsewhere may declare a kind too rare for a few games)."""
    schema = game.state().log_schema
    assert schema, f"{game.id}: State.log_schema is empty: a save's events are checked against it"
    seen = set()
    level = "cpu" if "cpu" in game.levels() else game.levels()[-1]  # the normal player where there is one
    for seed in range(25):
        # Magouille: short games mostly, and some of the normal length, which end on the target
        options = {"length": "short" if seed % 5 else "normal"} if game.id == "magouille" else None
        seats = (game.min_seats, min(game.max_seats, 5))[seed % 2]
        players = [RandomBot(seed * 10 + i) if seed % 3 else game.make_bot(level, seed * 10 + i)
                   for i in range(seats)]  # the computer players lock rows, which random ones rarely do
        state = play(game.new_game()(seats, options, seed), players)
        for event in state.events:
            seen.add(event.kind)
            assert event.kind in schema, f"{game.id} logs {event.kind!r}, which its State.log_schema does not declare"
            assert type(event) is schema[event.kind].cls, f"{event.kind}: an event is the class its kind names"
            assert fits(event, schema, seats), f"{event!r} does not fit the log {game.id} declares"
        again = game.state().from_dict(json.loads(json.dumps(state.to_dict())))
        assert again == state, f"{game.id}: a finished game read back from its save is not the same game"
    if game.package.startswith("ludicitude."):
        assert set(schema) - seen <= RARE, "a declared kind the game never logs"


@pytest.mark.parametrize("kind, data, seats, why", [
    ("roll", {"seat": 0, "whites": [1, 2], "colours": {"red": 3}}, None, "fits"),
    ("teleport", {"seat": 0}, None, "an unknown kind"),
    ("lock", {"seat": 0, "row": {"red": 1}}, None, "a dict for a row"),
    ("lock", {"seat": 0, "row": "purple"}, None, "a row that does not exist"),
    ("lock", {"seat": 5, "row": "red"}, None, "a seat that does not exist"),
    ("lock", {"seat": True, "row": "red"}, None, "true for a seat"),
    ("lock", {"row": "red"}, None, "a value missing"),
    ("lock", {"seat": 0, "row": "red", "extra": 1}, None, "a value the game never logs"),
    ("lock", {"seat": 0, "row": "red"}, [0], "a public event made secret"),
    ("grey_box", {"seat": 0, "count": 10**30}, None, "a huge number"),
])
def test_a_cadenas_event_is_checked_against_what_cadenas_logs(kind, data, seats, why):
    rules = GAMES["cadenas"].module("rules")
    state = rules.new_game(2, None, 1).to_dict()
    event = {"kind": kind, "data": data}
    if seats is not None:
        event["seats"] = seats
    state["events"].append(event)
    if why == "fits":
        rules.State.from_dict(state)
    else:
        with pytest.raises(BadSave):
            rules.State.from_dict(state)


@pytest.mark.parametrize("step", [("five_skulls", 1), ("five_cannons",)], ids=lambda s: s[0])
def test_the_rare_corsaire_results_fit_the_declared_log_too(step):
    rules = GAMES["corsaire"].module("rules")
    steps, *_rest = rules.settle((rules.PlanStep.from_plain(step),), 0, 40, 5, [10, 5])
    for step in steps:
        data = {k: v for k, v in step.items() if k != "kind"}
        assert event_problem(step["kind"], {"seat": 0, **data}, None, rules.LOG_SCHEMA, 2) is None


def test_every_way_a_magouille_game_ends_fits_the_declared_log():
    """The three endings (RULINGS.md "Magouille"): past the target, last one standing, all out.
    Past the target is rare in random games: up to 400 short games of 8 seats find it."""
    rules = GAMES["magouille"].module("rules")
    reasons = set()
    for seed in range(400):
        state = play(rules.new_game(8, {"length": "short"}, seed), [RandomBot(seed * 10 + i) for i in range(8)])
        end = state.events[-1]
        assert isinstance(end, rules.GameOver) and fits(end, rules.LOG_SCHEMA, 8)
        reasons.add(end.reason)
        if len(reasons) == 3:
            break
    assert reasons == {"target", "last_standing", "all_eliminated"}


# -- the schema derived from annotations (a game of its own, declared here) ---------------------------
@dataclass(frozen=True, slots=True)
class Moved(Event):
    kind = "moved"
    seat: Seat
    face: Face
    row: Annotated[str, one_of("red", "blue")]
    dice: Annotated[tuple[Face, ...], Longest(2)]
    scores: PerSeat[int]
    winners: Seats
    marks: Annotated[dict[str, int], Keys("red", "blue")]
    step: Annotated[int, Between(1, 2)]
    taken: int
    late: bool
    bonus: int | None = None


@dataclass(frozen=True, slots=True)
class Peeked(Event):
    kind = "peeked"
    private = True
    seat: Seat


SCHEMA = schema_of((Moved, Peeked))
GOOD = {"seat": 1, "face": 6, "row": "red", "dice": [1, 2], "scores": [3, -4], "winners": [0], "marks": {"blue": 2},
        "step": 2, "taken": 7, "late": False}


def load(kind: str, data: dict, seats: list[int] | None = None):
    event: dict = {"kind": kind, "data": data}
    if seats is not None:
        event["seats"] = seats
    return read_events(json.loads(json.dumps([event])), SCHEMA, 2)


def test_an_event_that_fits_its_annotations_is_read_back_as_its_class_and_saved_as_it_was():
    (moved,) = load("moved", GOOD)
    assert moved == Moved(1, 6, "red", (1, 2), (3, -4), (0,), {"blue": 2}, 2, 7, False)
    assert moved.to_dict() == {"kind": "moved", "data": GOOD}, "a field that may be missing is left out when None"
    (with_bonus,) = load("moved", {**GOOD, "bonus": 5})
    assert with_bonus.bonus == 5 and with_bonus.to_dict()["data"]["bonus"] == 5
    (peek,) = load("peeked", {"seat": 0}, [0])
    assert peek == Peeked(0, seats=(0,)) and not peek.visible_to(1) and peek.visible_to(0)


@pytest.mark.parametrize("kind, change, seats, why", [
    ("teleported", {}, None, "an unknown kind"),
    ("moved", {"seat": 2}, None, "a seat beyond the table (two seats)"),
    ("moved", {"seat": -1}, None, "a negative seat"),
    ("moved", {"seat": True}, None, "true for a seat"),
    ("moved", {"face": 7}, None, "a face out of range"),
    ("moved", {"face": "6"}, None, "text for a face"),
    ("moved", {"row": "green"}, None, "a word not among the declared ones"),
    ("moved", {"row": {"red": 1}}, None, "an object where a word belongs"),
    ("moved", {"dice": [1, 2, 3]}, None, "a list longer than declared"),
    ("moved", {"dice": [1, 0]}, None, "a face out of range in a list"),
    ("moved", {"scores": [1]}, None, "fewer values than seats where one per seat is declared"),
    ("moved", {"winners": [0, 5]}, None, "a seat beyond the table in a list of seats"),
    ("moved", {"marks": {"green": 1}}, None, "a key not among the declared ones"),
    ("moved", {"step": 3}, None, "a number out of its declared range"),
    ("moved", {"taken": 10**30}, None, "a huge number"),
    ("moved", {"taken": 1.5}, None, "a fraction where a whole number belongs"),
    ("moved", {"late": 0}, None, "a number where yes or no belongs"),
    ("moved", {"bonus": None}, None, "null for a value that may only be missing"),
    ("moved", {"extra": 1}, None, "a value the game never logs"),
    ("moved", {"seat": None}, None, "null for a seat"),
    ("moved", {}, [0], "a public event made secret"),
    ("peeked", {}, None, "a secret event with no seats"),
    ("peeked", {}, [3], "a secret event seen by a seat beyond the table"),
])
def test_the_schema_derived_from_annotations_refuses_what_the_game_never_logs(kind, change, seats, why):
    data = {"seat": 0} if kind == "peeked" else {**GOOD, **change}
    with pytest.raises(ValueError):
        load(kind, data, seats)


def test_a_value_missing_is_refused_unless_it_may_be_missing():
    data = dict(GOOD)
    del data["taken"]
    with pytest.raises(ValueError):
        load("moved", data)


def test_a_save_with_an_event_its_game_never_logs_is_refused_in_words():
    rules = GAMES["magouille"].module("rules")
    state = rules.new_game(3, None, 1).to_dict()
    state["events"].append({"kind": "face_set", "data": {"seat": 9, "face": 3, "reveal": 1}, "seats": [9]})
    with pytest.raises(BadSave, match="damaged"):
        rules.State.from_dict(state)


def test_an_event_is_a_frozen_value_made_by_position_or_by_name():
    """Events are frozen dataclasses like the actions: shared between a state and its copies,
    they can never be changed; the same values make equal events, the seats included."""
    by_position = Peeked(1, seats=(1,))
    assert by_position == Peeked(seat=1, seats=(1,)) and hash(by_position) == hash(Peeked(seat=1, seats=(1,)))
    assert by_position != Peeked(1, seats=(0,)) and by_position != Peeked(1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        by_position.seat = 2  # type: ignore[misc]
    with pytest.raises(TypeError):
        Peeked()  # a value missing
    with pytest.raises(TypeError):
        Peeked(1, (1,))  # seats only by name
    assert not hasattr(by_position, "__dict__"), "slots: an event holds only its fields"
