"""Phones as private hands, against the real server over loopback: joining with the room code,
whole games played from phones, reconnects, and a phone never acting or seeing beyond its seat."""

from __future__ import annotations

import json
import random
import urllib.error
import urllib.request

import pytest

from ludicitude.games.magouille import rules
from tests.phones.helpers import Phone, open_hub, session_of


@pytest.fixture
def table():
    hubs = []

    def make(game="magouille", humans=4, computers=0, seed=3, fast=True):
        hub = open_hub(session_of(game, humans, computers, seed), fast=fast)
        hubs.append(hub)
        return hub

    yield make
    for hub in hubs:
        hub.close()


def play_magouille_from_phones(hub, phones, rng):
    """The big screen moves the talk on; every secret face is set on a phone."""
    session = hub.session
    for _ in range(5000):
        state = session.state
        if state.is_over:
            return
        if state.step not in rules.SECRET_STEPS:
            session.apply(state.to_act[0], rules.EndTalk())
            continue
        seat = state.to_act[0]
        phone = phones[seat]
        phone.pump(lambda p, seat=seat: (m := p.last("state")) is not None and seat in m["to_act"]
                   and any(a["type"] == "SetFace" for a in m["legal"]))
        faces = [a["face"] for a in phone.last("state")["legal"] if a["type"] == "SetFace"]
        phone.act({"type": "SetFace", "face": rng.choice(faces)})
        assert session.state is not state, phone.last("error")
    raise AssertionError("the game did not end")


def test_four_phones_join_with_the_room_code_and_play_a_whole_magouille_game(table):
    hub = table()
    phones = [Phone(hub) for _ in range(4)]
    for seat, phone in enumerate(phones):
        phone.join(seat)
        assert phone.seat == seat and phone.last("state")["seat"] == seat
        assert hub.holds(seat)
    assert hub.statuses() == ("joined",) * 4
    play_magouille_from_phones(hub, phones, random.Random(5))
    for phone in phones:
        phone.pump(lambda p: p.last("state")["over"], seconds=2)
        assert phone.last("state")["over"]
        phone.close()


def test_every_message_to_a_phone_holds_no_other_seats_face_before_its_reveal(table):
    """Secrecy (design notes): a phone receives only what state.view(its seat) allows."""
    hub = table(humans=3)
    phones = [Phone(hub) for _ in range(3)]
    for seat, phone in enumerate(phones):
        phone.join(seat)
    play_magouille_from_phones(hub, phones, random.Random(8))
    checked = 0
    for seat, phone in enumerate(phones):
        for message in phone.got:
            if message["t"] != "state" or message["data"]["step"] not in rules.SECRET_STEPS:
                continue
            for other, face in enumerate(message["data"]["pending"]):
                if other != seat:
                    assert face in (None, rules.HIDDEN), "a phone saw another player's secret face"
                    checked += 1
            for line in message["told"]:
                assert "secretly" not in line.lower() or message["names"][seat] in line
    assert checked > 20


def test_a_phone_that_reconnects_mid_secret_step_gets_its_seat_and_choice_back(table):
    hub = table(humans=3)
    phones = [Phone(hub) for _ in range(3)]
    for seat, phone in enumerate(phones):
        phone.join(seat)
    session = hub.session
    session.apply(session.state.to_act[0], rules.EndTalk())
    phones[0].pump(lambda p: any(a["type"] == "SetFace" for a in p.last("state")["legal"]))
    phones[0].act({"type": "SetFace", "face": 4})
    token = phones[0].token
    phones[0].close()  # the phone sleeps, or the page reloads
    again = Phone(hub)
    again.say({"t": "resume", "token": token})
    again.pump(lambda p: p.last("state") is not None)
    assert again.seat == 0 and again.last("state")["data"]["pending"][0] == 4
    assert hub.holds(0)


def test_a_phone_can_act_only_for_its_own_seat(table):
    hub = table(humans=2, computers=1)
    ana, bob = Phone(hub), Phone(hub)
    ana.join(0)
    bob.join(1)
    session = hub.session
    session.apply(session.state.to_act[0], rules.EndTalk())
    before = session.state
    assert 1 in before.to_act
    ana.say({"t": "act", "token": "not-a-token", "action": {"type": "SetFace", "face": 2}})
    ana.pump(lambda p: p.last("lost") is not None)
    assert session.state is before
    # a computer's seat can't be taken, nor one another phone holds
    ana.say({"t": "join", "room": hub.room.code, "seat": 2})
    ana.pump(lambda p: p.last("error") is not None)
    assert "computer" in ana.last("error")["message"].lower()
    third = Phone(hub)
    third.join(1)
    assert third.seat is None and "already" in third.last("error")["message"]
    assert session.state is before


def test_a_seat_that_moved_on_the_big_screen_cannot_be_taken_by_a_phone(table):
    """"Each player's secret choice stays on their own phone": Ana sets her face on the big
    screen, so Bob's phone, which knows the room code, can't take her seat to read it or play for
    her; a seat that has not moved yet can still be joined late."""
    hub = table(humans=3)
    bob = Phone(hub)
    bob.join(1)
    session = hub.session
    session.apply(session.state.to_act[0], rules.EndTalk())
    session.apply(0, rules.SetFace(5))  # Ana, behind the curtain on the big screen
    thief = Phone(hub)
    thief.join(0)
    assert thief.seat is None and not hub.holds(0)
    assert "big screen" in thief.last("error")["message"]
    assert thief.last("state") is None  # nothing of Ana's hand was sent
    assert all(5 not in (m.get("data") or {}).get("pending", []) for m in thief.got + bob.got)
    late = Phone(hub)
    late.join(2)  # Cleo has not moved: her phone may still join
    assert late.seat == 2 and hub.holds(2)


def test_a_game_resumed_with_a_secret_face_set_keeps_that_seat_closed_to_phones():
    """A save resumed mid secret step: Ana's face, set on the big screen before the save, is hers
    alone; a phone can't take her seat to read it (no move here needed since the resume)."""
    from tests.phones.helpers import session_of

    session = session_of("magouille", 3)
    session.apply(session.state.to_act[0], rules.EndTalk())
    session.apply(0, rules.SetFace(5))
    hub = open_hub(session)  # the phones' room opens on the resumed game
    try:
        thief = Phone(hub)
        thief.join(0)
        assert thief.seat is None and thief.last("state") is None
        assert "big screen" in thief.last("error")["message"]
        cleo = Phone(hub)
        cleo.join(2)  # no secret of Cleo's yet: her phone may join
        assert cleo.seat == 2
    finally:
        hub.close()


def test_joining_needs_the_room_code(table):
    hub = table()
    phone = Phone(hub)
    wrong = "ZZZZ" if hub.room.code != "ZZZZ" else "YYYY"
    phone.join(0, code=wrong)
    assert phone.seat is None and not hub.holds(0)
    assert "code" in phone.last("error")["message"].lower()


def test_malformed_oversized_and_binary_messages_are_refused_and_change_nothing(table):
    hub = table(humans=3, fast=False)
    phone = Phone(hub)
    phone.join(0)
    session = hub.session
    before = session.state.to_dict()
    rng = random.Random(1)
    token = phone.token
    nasty = ["", "null", "[]", "{}", "{\"t\": 5}", "[" * 3000 + "]" * 3000, "x" * 5000, b"\x00\xff" * 40,
             json.dumps({"t": "act", "token": token, "action": {"type": "SetFace", "face": "6"}}),
             json.dumps({"t": "act", "token": token, "action": {"type": "SetFace", "face": [[[1]]]}}),
             json.dumps({"t": "act", "token": token, "action": {"type": "Boom"}}),
             json.dumps({"t": "act", "token": token, "action": {"type": "SetFace", "face": 9}}),
             json.dumps({"t": "join", "room": hub.room.code, "seat": 99}),
             json.dumps({"t": "join", "room": hub.room.code, "seat": True})]
    for i in range(1000):
        message = nasty[i % len(nasty)]
        if i % 7 == 0:
            message = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 60)))
        phone.say(message)
        if i % 50 == 0:
            phone.pump(seconds=0.05)
    phone.pump(seconds=0.5)
    assert session.state.to_dict() == before
    assert any(m["t"] == "error" for m in phone.got)
    assert hub.holds(0)  # still connected and served
    phone.pump(lambda p: False, seconds=1.2)  # the rate limit lets it talk again
    phone.say({"t": "ping", "token": token})
    phone.pump(lambda p: p.last("pong") is not None)
    assert phone.last("pong") is not None


def test_fifty_phones_at_once_change_nothing(table):
    hub = table()
    hub.server.per_address = 64  # on the Wi-Fi these are 50 phones, 50 addresses; here one
    before = hub.session.state.to_dict()
    crowd = [Phone(hub) for _ in range(50)]
    for p in crowd:
        p.say({"t": "seats", "room": hub.room.code})
    for p in crowd:
        p.pump(lambda q: q.last("seats") is not None, seconds=2)
        assert len(p.last("seats")["seats"]) == 4
        p.close()
    assert hub.session.state.to_dict() == before


@pytest.mark.parametrize("path", ["/../README.md", "/..%2f..%2fetc/passwd", "/assets/phone/phone.js", "/etc/passwd",
                                  "/phone.js/../../ludicitude/app.py", "/index.html", "/favicon.ico",
                                  "/magouille.js", "/spec.py", "/game.js/../spec.py"])
def test_the_page_serves_its_own_files_and_nothing_else(table, path):
    hub = table()
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(f"http://127.0.0.1:{hub.server.port}{path}", timeout=3)
    assert refused.value.code == 404


def test_the_page_and_its_script_are_served(table):
    hub = table()
    for path, kind in (("/", "text/html"), ("/phone.js", "text/javascript"), ("/phone.css", "text/css"),
                       ("/game.js", "text/javascript")):
        with urllib.request.urlopen(f"http://127.0.0.1:{hub.server.port}{path}", timeout=3) as answer:
            assert answer.status == 200 and answer.headers["Content-Type"].startswith(kind)
            body = answer.read()
            assert len(body) > 200
    # the game's own screen, from its package: the file its spec names
    game = hub.session.game
    assert body == (game.folder() / game.phone.script).read_bytes()
    assert f"Ludi.games.{game.id} =".encode() in body


def test_the_server_listens_only_while_the_phones_game_is_open(table):
    import socket

    hub = table()
    port = hub.server.port
    hub.close()
    with pytest.raises(OSError), socket.create_connection(("127.0.0.1", port), timeout=1):
        pass


def test_a_silent_phone_shows_as_silent_and_the_host_can_free_its_seat(table):
    hub = table(humans=3)
    now = [100.0]
    hub.clock = lambda: now[0]
    phone = Phone(hub)
    phone.join(0)
    assert hub.statuses()[0] == "joined"
    now[0] += 30
    assert hub.statuses()[0] == "silent"
    hub.free(0)
    assert not hub.holds(0) and hub.statuses()[0] == "free"
    phone.pump(lambda p: p.last("lost") is not None)
    assert phone.last("lost") is not None
