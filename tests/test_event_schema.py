"""Each game declares what it logs (core/event_schema.py) and a save's events are checked
against it: the declaration must be exactly what the game really logs."""

from __future__ import annotations

import json

import pytest

from ludicitude.core.bots import RandomBot
from ludicitude.core.driver import play
from ludicitude.core.errors import BadSave
from ludicitude.core.event_schema import event_problem
from ludicitude.games import GAMES

GAMES_WITH_RULES = list(GAMES.values())
#: kinds too rare to turn up in a few games (five of a kind in Corsaire: 6 chances in 7776 a roll)
RARE = {"five_cannons", "five_skulls"}


@pytest.mark.parametrize("game", GAMES_WITH_RULES, ids=lambda g: g.id)
def test_everything_a_game_logs_fits_the_log_it_declares(game):
    rules = game.module("rules")
    schema = rules.State.log_schema
    assert schema, "every game declares its log"
    seen = set()
    for seed in range(25):
        # Magouille: short games mostly, and some of the normal length, which end on the target
        options = {"length": "short" if seed % 5 else "normal"} if game.id == "magouille" else None
        seats = (game.min_seats, min(game.max_seats, 5))[seed % 2]
        players = [RandomBot(seed * 10 + i) if seed % 3 else game.module("bots").make_bot("cpu", seed * 10 + i)
                   for i in range(seats)]  # the computer players lock rows, which random ones rarely do
        state = play(rules.new_game(seats, options, seed), players)
        for event in state.events:
            seen.add(event.kind)
            assert event_problem(event.kind, event.data, event.seats, schema, seats) is None
        again = rules.State.from_dict(json.loads(json.dumps(state.to_dict())))
        assert again == state
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
        assert event_problem(end.kind, end.data, end.seats, rules.LOG_SCHEMA, 8) is None
        reasons.add(end.data["reason"])
        if len(reasons) == 3:
            break
    assert reasons == {"target", "last_standing", "all_eliminated"}
