"""Cadenas, Quatre Cartes and Corsaire played from phones against the real server over loopback:
whole games, the shared white sum of Cadenas (everyone crosses at once, the active player says
Done), a reconnect in the middle of it, and a phone never acting or seeing beyond its own seat."""

from __future__ import annotations

import json
import random

import pytest

from tests.phones.helpers import Phone, Table, open_hub, session_of

SEED = 987_654_321  # large enough that its digits never turn up in a message by chance


@pytest.fixture
def room():
    hubs, phones = [], []

    def make(game, humans, seed=SEED):
        hub = open_hub(session_of(game, humans, 0, seed), fast=True)
        hubs.append(hub)
        table = Table(hub.session)
        seated = [Phone(hub, table=table) for _ in range(humans)]
        for seat, phone in enumerate(seated):
            phone.join(seat)
            assert phone.seat == seat
        phones.extend(seated)
        return hub, table, seated

    yield make
    for phone in phones:
        phone.close()
    for hub in hubs:
        hub.close()


def fresh(phone: Phone) -> dict:
    """Read until the phone's last state message shows the game as it is now; that message."""
    session, seat = phone.hub.session, phone.seat

    def current(p: Phone) -> bool:
        m = p.last("state")
        if m is None:
            return False
        view = session.state.view(seat)
        step = view.shared_step()
        return (m["data"] == json.loads(json.dumps(view.to_dict()["data"]))
                and (m["shared"] is not None) == (step is not None and seat in step.seats))

    phone.pump(current, seconds=3)
    assert current(phone), "the phone was never told the game as it is"
    return phone.last("state")


def pencil(phone: Phone, action: dict) -> None:
    """Send a choice in the shared step; return once the phone is told it is pencilled in."""
    phone.say({"t": "act", "token": phone.token, "action": action})
    wanted = None if action["type"] == "Pass" else action
    phone.pump(lambda p: (m := p.last("state")) is not None and m["shared"] is not None
               and m["shared"]["pencilled"] == wanted)
    assert phone.last("state")["shared"]["pencilled"] == wanted, phone.last("error")


def done(phone: Phone) -> None:
    state = phone.hub.session.state
    phone.say({"t": "done", "token": phone.token})
    phone.pump(lambda p: p.hub.session.state is not state, seconds=2.0)
    assert phone.hub.session.state is not state, phone.last("error")


def white_sum_from_phones(phones: list[Phone], rng: random.Random) -> dict[int, str]:
    """Everyone in the step pencils a cross (or nothing) on their phone; the closer says Done.
    Returns the crosses pencilled, seat -> row."""
    session = phones[0].hub.session
    step = session.state.shared_step()
    assert step is not None
    crossed: dict[int, str] = {}
    for seat in step.seats:
        m = fresh(phones[seat])
        assert m["shared"]["closes"] == (seat == step.closer)
        crosses = [a for a in m["shared"]["legal"] if a["type"] == "Cross"]
        if crosses and rng.random() < 0.75:
            choice = rng.choice(crosses)
            pencil(phones[seat], choice)
            crossed[seat] = choice["row"]
    done(phones[step.closer])
    return crossed


def test_four_phones_play_a_whole_cadenas_game_with_the_white_sum_crossed_by_everyone_at_once(room):
    """Rule card: "every player may cross the sum of the two white dice"; the active player alone
    then crosses a white die plus a coloured die, or passes."""
    hub, _table, phones = room("cadenas", 4)
    session = hub.session
    rng = random.Random(11)
    others_crossed = 0
    for _turn in range(400):
        state = session.state
        if state.is_over:
            break
        if state.shared_step() is not None:
            before = [[len(row) for row in sheet] for sheet in state.marks]
            crossed = white_sum_from_phones(phones, rng)
            after = session.state.marks
            for seat, row in crossed.items():  # every pencilled cross is on its owner's sheet
                index = ("red", "yellow", "green", "blue").index(row)
                assert len(after[seat][index]) == before[seat][index] + 1
            others_crossed += sum(1 for seat in crossed if seat != state.active)
            continue
        seat = state.active
        m = fresh(phones[seat])
        assert m["shared"] is None and m["legal"]
        phones[seat].act(rng.choice(m["legal"]))
        assert session.state is not state, phones[seat].last("error")
    assert session.state.is_over, "the game did not end"
    assert others_crossed > 0, "no player but the active one ever crossed the white sum"
    for phone in phones:
        assert fresh(phone)["over"]
    # what every phone was sent: its own seat's view, no dice to come, nobody else's pencil
    dice = session.state.dice
    assert dice is not None and session.state.view(0).dice is None
    for seat, phone in enumerate(phones):
        for m in (m for m in phone.got if m["t"] == "state"):
            text = json.dumps(m)
            assert m["seat"] == seat and str(SEED) not in text and "seed" not in m["data"]
            assert str(dice.state) not in text, "a phone was sent the dice generator"
            shared = m["shared"]
            assert shared is None or shared["closer"] == m["data"]["active"]


def test_a_phone_that_reconnects_mid_white_sum_keeps_its_seat_and_its_pencilled_cross(room):
    hub, table, phones = room("cadenas", 3, seed=4)
    step = hub.session.state.shared_step()
    assert step is not None and step.closer == 0
    legal = [a for a in fresh(phones[1])["shared"]["legal"] if a["type"] == "Cross"]
    assert legal
    pencil(phones[1], legal[0])
    token = phones[1].token
    phones[1].close()
    again = Phone(hub, table=table)
    again.say({"t": "resume", "token": token})
    again.pump(lambda p: p.last("state") is not None)
    assert again.last("joined")["seat"] == 1 and hub.holds(1)
    assert again.last("state")["shared"]["pencilled"] == legal[0]
    phones[1] = again
    index = ("red", "yellow", "green", "blue").index(legal[0]["row"])
    crosses = len(hub.session.state.marks[1][index])
    done(phones[0])
    assert len(hub.session.state.marks[1][index]) == crosses + 1


def test_a_phone_acts_only_for_its_own_seat_and_only_the_closer_says_done(room):
    hub, _table, phones = room("cadenas", 3, seed=4)
    session = hub.session
    state = session.state
    step = state.shared_step()
    assert step is not None and step.closer == 0
    # Bob says Done for Ana, who closes the white sum: refused, nothing changes
    phones[1].say({"t": "done", "token": phones[1].token})
    phones[1].pump(lambda p: p.last("error") is not None)
    assert phones[1].last("error") is not None and session.state is state
    # Bob sends Ana's token-less move, then a move in another seat's name: refused
    phones[1].say({"t": "act", "action": {"type": "Pass"}})
    phones[1].pump(lambda p: p.last("lost") is not None)
    assert phones[1].last("lost") is not None and session.state is state
    done(phones[0])  # to action 2: Ana alone
    state = session.state
    assert state.action == 2 and state.active == 0
    m = fresh(phones[0])
    errors = sum(1 for x in phones[1].got if x["t"] == "error")
    phones[1].act(m["legal"][0])  # one of Ana's moves, from Bob's phone
    assert sum(1 for x in phones[1].got if x["t"] == "error") == errors + 1
    assert session.state is state
    phones[1].say({"t": "done", "token": phones[1].token})  # no shared step now
    phones[1].pump(lambda p: sum(1 for x in p.got if x["t"] == "error") == errors + 2)
    assert session.state is state


@pytest.mark.parametrize("action", [
    {"type": "Cross", "row": ["red"]}, {"type": "Cross", "row": "purple"},
    {"type": "CrossPair", "white": 7, "row": "red"}, {"type": "CrossPair", "white": True, "row": "red"},
    {"type": "Cross"}, {"type": "Cross", "row": "red", "x": 1},
    {"type": "Place", "card": "idem", "faces": [1, 1]}, {"type": 3}, {},
])
def test_a_malformed_cadenas_move_from_a_phone_is_refused_in_words_and_changes_nothing(room, action):
    hub, _table, phones = room("cadenas", 2, seed=4)
    session = hub.session
    state = session.state
    phones[1].act(action)
    error = phones[1].last("error")
    assert error is not None and error["message"]
    assert session.state is state and fresh(phones[1])["shared"]["pencilled"] is None


def play_from_phones(hub, phones, rng: random.Random, most: int) -> int:
    """Every move of the game is a random legal one, tapped on the phone of the seat to act."""
    session = hub.session
    for moves in range(most):
        state = session.state
        if state.is_over:
            return moves
        seat = state.to_act[0]
        m = fresh(phones[seat])
        assert m["legal"], "the seat to act was offered nothing on its phone"
        phones[seat].act(rng.choice(m["legal"]))
        assert session.state is not state, phones[seat].last("error")
    raise AssertionError("the game did not end")


def test_two_phones_play_a_whole_quatre_cartes_game(room):
    """Rule card: place dice on the four cards, then roll again or stop (taking back one card)."""
    hub, _table, phones = room("cartes", 2)
    play_from_phones(hub, phones, random.Random(3), 2000)
    kinds = {e.kind for e in hub.session.state.events}
    assert {"placed", "continued", "stopped", "round_scored", "game_over"} <= kinds
    for phone in phones:
        assert fresh(phone)["over"]


def test_three_phones_play_a_whole_corsaire_game(room):
    """Rule card: reroll up to twice, stop, then pair the dice; each Skull robs a player chosen."""
    hub, _table, phones = room("corsaire", 3)
    play_from_phones(hub, phones, random.Random(3), 3000)
    kinds = {e.kind for e in hub.session.state.events}
    assert {"roll", "stop"} <= kinds and hub.session.state.is_over
    for seat, phone in enumerate(phones):
        told = [m for m in phone.got if m["t"] == "state" and m["legal"]]
        assert told and all(m["seat"] == seat for m in told)
        resolving = [m for m in told if m["data"]["phase"] == "resolving"]
        # every plan the phone may choose comes with its words, one per legal Resolve
        assert resolving and all(len(m["facts"]["plans"]) == len(m["legal"]) for m in resolving)


def test_a_quatre_cartes_placement_the_card_refuses_is_answered_with_the_rules_reason(room):
    hub, _table, phones = room("cartes", 2)
    state = hub.session.state
    roll = list(state.roll)
    odd = next((f for f in roll if f % 2), None) or roll[0]
    phones[0].act({"type": "Place", "card": "idem", "faces": [odd]})  # Idem needs two dice at first
    assert phones[0].last("error")["message"] == "Idem needs at least 2 dice the first time."
    assert hub.session.state is state


def test_when_a_computer_rolls_the_white_sum_any_phone_in_it_says_done():
    """As at the big screen: a computer's choice is made at once, so whoever is done last at the
    table closes the white sum (the rule card's action 1 for every player)."""
    from ludicitude.games.cadenas import rules

    hub = open_hub(session_of("cadenas", 2, 1, 4), fast=True)
    table = Table(hub.session)
    phones = [Phone(hub, table=table) for _ in range(2)]
    try:
        for seat, phone in enumerate(phones):
            phone.join(seat)
        session = hub.session
        while session.state.active != 2:  # the table plays on until the computer rolls
            state = session.state
            if state.shared_step() is not None:
                session.close_shared({})
            else:
                session.apply(state.active, rules.Pass())
        assert session.state.shared_step().closer == 2
        assert all(fresh(phone)["shared"]["closes"] for phone in phones)
        done(phones[1])
        assert session.state.action == 2 and session.state.active == 2
    finally:
        for phone in phones:
            phone.close()
        hub.close()
