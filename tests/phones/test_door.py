"""The room's door, against the real server over loopback with real ``websockets`` clients
(issue 27): the QR code's secret can't be guessed and the typed code is checked only a few times a
minute for the whole room; silent connections can't lock the players out; a page from another
site can't talk to the room; the newest device of a player holds the seat; the host takes a seat
back; "Play again, same players" keeps the room."""

from __future__ import annotations

import json
import time
from contextlib import ExitStack

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from ludicitude.games.magouille import rules
from ludicitude.phones import room as room_module
from ludicitude.phones.server import JOIN_WITHIN, same_origin
from tests.phones.helpers import Phone, Table, open_hub, session_of


@pytest.fixture
def hub():
    hubs = []

    def make(game="magouille", humans=3):
        hubs.append(open_hub(session_of(game, humans)))
        return hubs[-1]

    yield make
    for h in hubs:
        h.close()


def ws_url(hub, key=""):
    return f"ws://127.0.0.1:{hub.server.port}/ws" + (f"?k={key}" if key else "")


def test_the_qr_code_holds_a_join_secret_of_at_least_96_random_bits_after_the_hash(hub):
    h = hub()
    page, secret = h.join_url.split("#")
    assert page == h.address and secret == h.room.secret
    assert len(secret) * 6 >= 96 and room_module.SECRET_BYTES * 8 >= 96  # base64url: 6 bits a letter
    assert h.room.code not in h.join_url
    assert len({room_module.new_secret() for _ in range(50)}) == 50


def test_a_guessing_run_of_1000_wrong_codes_from_40_connections_gets_at_most_50_checked(hub):
    """Issue 27: "a room-wide limit (all connections, all addresses together)": 40 connections
    (40 phones on the Wi-Fi: the per-address cap is lifted to let them in from this one address)
    send 25 wrong codes each, as fast as they can. At most 50 are compared with the code; the
    rest are told to wait; the big screen says so; the QR code's secret still joins."""
    h = hub()
    h.server.per_address = 64
    table = Table(h.session)
    letters = room_module.CODE_LETTERS
    wrong = [a + b + c + d for a in letters for b in letters for c in letters for d in letters[:2]
             if a + b + c + d != h.room.code][:1000]
    with ExitStack() as stack:
        crowd = [stack.enter_context(connect(ws_url(h), open_timeout=5, ping_interval=None)) for _ in range(40)]
        for i, guess in enumerate(wrong):
            crowd[i % 40].send(json.dumps({"t": "seats", "room": guess}))
        answers: list[dict] = []
        end = time.monotonic() + 4
        while len(answers) < 1000 and time.monotonic() < end:
            h.poll(table)
            for ws in crowd:
                try:
                    while True:
                        answers.append(json.loads(ws.recv(timeout=0)))
                except TimeoutError:
                    pass
        checked = [a for a in answers if a.get("message") == "Wrong room code: look at the big screen."]
        waits = [a for a in answers if a["t"] == "wait"]
        assert len(answers) == 1000
        assert 1 <= len(checked) <= 50, len(checked)
        assert len(waits) == 1000 - len(checked)
        assert waits[0]["message"] == "Too many wrong codes: wait a minute."
        assert not any(a["t"] == "seats" for a in answers)
        assert h.paused()
        assert any("Too many wrong room codes" in n for n in table.news), table.news
        # the right code typed by hand waits too (it is not even compared)...
        typed = Phone(h)
        typed.say({"t": "seats", "room": h.room.code})
        typed.pump(lambda p: p.got != [])
        assert typed.got[-1]["t"] == "wait"
        # ...but the QR code's secret joins at once
        qr = Phone(h, key=h.room.secret)
        qr.say({"t": "join", "secret": h.room.secret, "seat": 0})
        qr.pump(lambda p: p.last("state") is not None)
        assert qr.seat == 0 and h.holds(0)
        qr.close()
        typed.close()


def test_a_wrong_code_a_minute_later_is_checked_again():
    room = room_module.Room(["Ana", "Bob"], [True, True])
    for _ in range(int(room_module.WRONG_CODES)):
        replies, _act = room.receive(1, json.dumps({"t": "seats", "room": "ZZZZ"}), 0.0)
        assert "Wrong room code" in replies[0]["message"]
    assert room.paused(0.0)
    assert room.receive(1, json.dumps({"t": "seats", "room": room.code}), 1.0)[0][0]["t"] == "wait"
    assert not room.paused(60.0)  # five a minute
    assert room.receive(1, json.dumps({"t": "seats", "room": room.code}), 60.0)[0][0]["t"] == "seats"


def test_80_silent_connections_do_not_keep_a_phone_with_the_qr_out(hub):
    """Issue 27: "connections that have not joined within a few seconds are closed ... room kept
    for a phone that brings a valid token or the QR's secret". 80 connections that never say a
    word, as from 80 addresses (the per-address cap lifted), fill the strangers' places; a phone
    scanning the QR code gets in at once, and a phone typing the code gets in once the silent
    ones have been closed, a few seconds later."""
    h = hub()
    h.server.per_address = 100
    assert JOIN_WITHIN <= 5.0  # "within a few seconds"; this test waits 2 s (the same mechanism) to stay quick
    h.server.join_within = 2.0
    opened, refused = [], 0
    with ExitStack() as stack:
        for _ in range(80):
            try:
                opened.append(stack.enter_context(connect(ws_url(h), open_timeout=5, ping_interval=None)))
            except InvalidStatus as exc:
                assert exc.response.status_code == 503
                refused += 1
        assert len(opened) == 64 and refused == 16  # every stranger's place is taken
        start = time.monotonic()
        qr = Phone(h, key=h.room.secret)
        qr.say({"t": "join", "secret": h.room.secret, "seat": 0})
        qr.pump(lambda p: p.last("state") is not None)
        assert qr.seat == 0 and time.monotonic() - start < 2.0
        with pytest.raises(InvalidStatus):  # no key: no place yet
            Phone(h)
        typed = None
        while typed is None and time.monotonic() - start < h.server.join_within + 4:
            try:
                typed = Phone(h)
            except InvalidStatus:
                time.sleep(0.2)
        assert typed is not None, "the silent connections were never closed"
        typed.join(1)
        assert typed.seat == 1
        for ws in opened:  # each silent one was closed by the server
            with pytest.raises(ConnectionClosed):
                ws.recv(timeout=2)
        qr.close()
        typed.close()


def test_one_address_gets_only_a_few_connections_without_a_key(hub):
    h = hub()
    with ExitStack() as stack:
        for _ in range(8):
            stack.enter_context(connect(ws_url(h), open_timeout=5, ping_interval=None))
        with pytest.raises(InvalidStatus) as refused:
            connect(ws_url(h), open_timeout=5, ping_interval=None)
        assert refused.value.response.status_code == 503
        qr = Phone(h, key=h.room.secret)  # a phone with the QR's secret is not held by the cap
        qr.close()


def test_a_websocket_from_another_sites_page_is_refused(hub):
    """Issue 27: "Check the Origin against the page's own host"."""
    h = hub()
    with pytest.raises(InvalidStatus) as refused:
        connect(ws_url(h), origin="http://evil.example", open_timeout=5, ping_interval=None)
    assert refused.value.response.status_code == 403
    with pytest.raises(InvalidStatus):  # another port of this computer is another site too
        connect(ws_url(h), origin="http://127.0.0.1:1", open_timeout=5, ping_interval=None)
    with connect(ws_url(h), origin=f"http://127.0.0.1:{h.server.port}", open_timeout=5, ping_interval=None) as ok:
        ok.send(json.dumps({"t": "seats", "secret": h.room.secret}))
        answer = None
        for _ in range(100):
            h.poll(Table(h.session))
            try:
                answer = json.loads(ok.recv(timeout=0.03))
                break
            except TimeoutError:
                pass
        assert answer is not None and answer["t"] == "strings"  # the page's own address: welcome
    # a name pointed at this computer (DNS rebinding) is not the QR code's address
    assert not same_origin("http://evil.example:8765", "evil.example:8765")
    assert same_origin("http://192.168.1.20:8765", "192.168.1.20:8765")
    assert not same_origin("https://192.168.1.20:8765", "192.168.1.20:8765")


def test_the_host_takes_a_seat_back_the_phone_is_told_and_its_token_stops_working(hub):
    h = hub()
    table = Table(h.session)
    bob = Phone(h, table=table)
    bob.join(1)
    assert any("Bob's seat: a phone joined" in n for n in table.news)
    token, code, secret = bob.token, h.room.code, h.room.secret
    h.free(1)
    bob.pump(lambda p: p.last("lost") is not None)
    assert bob.last("lost")["message"] == "The host took your seat back to the big screen."
    assert not h.holds(1)
    bob.say({"t": "ping", "token": token})
    bob.pump(lambda p: len([m for m in p.got if m["t"] == "lost"]) == 2)
    assert len([m for m in bob.got if m["t"] == "lost"]) == 2, "the old token still works"
    # whoever it was can't join again with what they knew
    assert (h.room.code, h.room.secret) != (code, secret)
    bob.say({"t": "join", "secret": secret, "seat": 1})
    bob.pump(lambda p: p.last("error") is not None)
    assert "out of date" in bob.last("error")["message"] and not h.holds(1)
    bob.close()


def test_two_devices_with_one_token_the_newest_holds_the_seat_and_the_older_is_told(hub):
    h = hub()
    table = Table(h.session)
    first = Phone(h, table=table)
    first.join(0)
    second = Phone(h, key=first.token, table=table)  # a second tab of the same browser
    second.say({"t": "resume", "token": first.token})
    second.pump(lambda p: p.last("state") is not None)
    assert second.seat == 0
    first.pump(lambda p: p.last("elsewhere") is not None)
    assert first.last("elsewhere")["message"] == "Your seat is played on your other device now."
    # the older one's pings no longer take the seat back, and every update goes to the newest
    first.say({"t": "ping", "token": first.token})
    first.pump(lambda p: len([m for m in p.got if m["t"] == "elsewhere"]) == 2)
    states_before = len([m for m in first.got if m["t"] == "state"])
    session = h.session
    for _ in range(8):
        state = session.state
        if state.step in rules.SECRET_STEPS:
            session.apply(state.to_act[0], rules.SetFace(3))
        else:
            session.apply(state.to_act[0], rules.EndTalk())
        second.pump(lambda p, state=session.state: p.last("state")["data"] == state.view(0).to_dict()["data"])
        assert second.last("state")["data"] == session.state.view(0).to_dict()["data"]
    first.pump(seconds=0.3)
    assert len([m for m in first.got if m["t"] == "state"]) == states_before
    first.close()
    second.close()


def test_a_rematch_keeps_the_room_the_seats_and_the_phones(hub):
    from ludicitude.ui.session import GameSession

    h = hub()
    table = Table(h.session)
    phones = [Phone(h, table=table) for _ in range(3)]
    for seat, phone in enumerate(phones):
        phone.join(seat)
    old = h.session
    new = GameSession.new("magouille", old.seats, dict(old.state.options), 11)
    h.rematch(new)
    assert h.session is new and h.on_change in new.listeners and h.on_change not in old.listeners
    new.apply(new.state.to_act[0], rules.EndTalk())
    for seat, phone in enumerate(phones):
        phone.table = Table(new)
        phone.pump(lambda p: p.last("state")["data"] == new.state.view(p.seat).to_dict()["data"])
        assert phone.last("state")["data"] == new.state.view(seat).to_dict()["data"]
        assert h.holds(seat)
    phones[0].act({"type": "SetFace", "face": 2})
    assert new.state.pending[0] == 2
    for phone in phones:
        phone.close()


def test_every_address_of_this_computer_is_an_ip_address_and_loopback_only_when_alone():
    from ludicitude.phones.server import lan_addresses

    found = lan_addresses()
    assert found and len(found) == len(set(found))
    for address in found:
        assert same_origin(f"http://{address}:8765", f"{address}:8765")  # an IP address, as the QR shows
    assert found == ["127.0.0.1"] or "127.0.0.1" not in found


def test_a_phone_that_typed_the_right_code_joins_even_if_guessing_pauses_typed_codes_meanwhile():
    room = room_module.Room(["Ana", "Bob"], [True, True])
    assert room.receive(1, json.dumps({"t": "seats", "room": room.code}), 0.0)[0][0]["t"] == "seats"
    for _ in range(10):  # someone else guesses meanwhile
        room.receive(2, json.dumps({"t": "seats", "room": "ZZZZ"}), 0.5)
    assert room.paused(0.5)
    replies, _act = room.receive(1, json.dumps({"t": "join", "room": room.code, "seat": 0}), 1.0)
    assert replies[0]["t"] == "joined"
    room.renew()  # the host took a seat back: what a connection showed before counts no more
    replies, _act = room.receive(1, json.dumps({"t": "join", "room": "ZZZZ", "seat": 1}), 1.0)
    assert replies[0]["t"] == "wait"


def test_a_joined_phone_that_stops_answering_pings_is_dropped_and_its_seat_shows_silent(hub, monkeypatch):
    """docs/phones.md: "joined phones are pinged every 10 s and dropped when they do not answer
    within 10 s" (0.3 s here). The phone is a bare WebSocket client that joins and then never
    reads again, as a phone whose browser went to sleep: its seat is kept, shown silent."""
    import socket

    from websockets.client import ClientProtocol
    from websockets.protocol import State
    from websockets.uri import parse_uri

    from ludicitude.phones import wire

    monkeypatch.setattr(wire, "PING_EVERY", 0.3)
    h = hub()
    table = Table(h.session)
    sock = socket.create_connection(("127.0.0.1", h.server.port), timeout=3)
    client = ClientProtocol(parse_uri(ws_url(h, h.room.secret)))
    client.send_request(client.connect())
    for data in client.data_to_send():
        sock.sendall(data)
    while client.state is not State.OPEN:
        client.receive_data(sock.recv(65536))
    client.send_text(json.dumps({"t": "join", "secret": h.room.secret, "seat": 0}).encode())
    for data in client.data_to_send():
        sock.sendall(data)
    end = time.monotonic() + 3
    while not h.holds(0) and time.monotonic() < end:
        h.poll(table)
        time.sleep(0.01)
    assert h.holds(0) and h.statuses()[0] == "joined" and h.server.count() == 1
    while h.server.count() and time.monotonic() < end + 3:  # it never reads, never answers a ping
        h.poll(table)
        time.sleep(0.01)
    h.poll(table)
    assert h.server.count() == 0, "the silent phone was never dropped"
    assert h.holds(0) and h.statuses()[0] == "silent"  # its seat waits for it to come back
    sock.close()
