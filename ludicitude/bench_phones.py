"""``ludicitude bench``'s figures for players' phones: a phone's move to the big screen redrawn
(eight phones on loopback, frames driven directly, animations off); the same move on the real
game loop (``App.frame`` as ``App.run`` turns it, animations on) until every phone has its new
screen; and what the phones' server adds to a still screen's CPU."""

from __future__ import annotations

import json
import random
import selectors
import socket
import threading
import time
from collections.abc import Sequence
from typing import Any, cast

from websockets.client import ClientProtocol
from websockets.frames import Frame, Opcode
from websockets.protocol import State
from websockets.uri import parse_uri

from ludicitude.app import App
from ludicitude.games.magouille import rules
from ludicitude.games.magouille.scene import GameScene
from ludicitude.games.magouille.spec import SPEC
from ludicitude.settings import Settings
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.ui.theme import PLAYER_IDENTITIES

PHONES = 8
PING_EVERY = 2.0  # seconds, as the phone page does


def _frames_until(app: App, done: Any, seconds: float = 5.0) -> None:
    end = time.perf_counter() + seconds
    while not done() and time.perf_counter() < end:
        app.frame(block=True)


def _cpu_percent(app: App, seconds: float, phones: Sequence[QuietPhone] = ()) -> float:
    """The process's CPU over ``seconds`` of the game loop, the phones pinging as real ones do."""
    start, cpu = time.perf_counter(), time.process_time()
    pinged = start
    while time.perf_counter() - start < seconds:
        app.frame(block=True)
        if time.perf_counter() - pinged >= PING_EVERY:
            pinged = time.perf_counter()
            for phone in phones:
                phone.say({"t": "ping", "token": phone.token})
    return 100 * (time.process_time() - cpu) / max(1e-6, time.perf_counter() - start)


class QuietPhone:
    """A joined phone that says nothing, with no thread of its own (websockets' sans-I/O client
    over a plain socket): what the server costs while phones wait is the server's alone."""

    def __init__(self, port: int, token: str) -> None:
        self.token = token
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        self.protocol = ClientProtocol(parse_uri(f"ws://127.0.0.1:{port}/ws?k={token}"))
        self.protocol.send_request(self.protocol.connect())
        self._flush()
        while self.protocol.state is not State.OPEN and self.protocol.handshake_exc is None:
            self.protocol.receive_data(self.sock.recv(65536))
        self.say({"t": "resume", "token": token})

    def say(self, message: dict[str, Any]) -> None:
        self.protocol.send_text(json.dumps(message).encode())
        self._flush()

    def _flush(self) -> None:
        for data in self.protocol.data_to_send():
            if data:
                self.sock.sendall(data)

    def close(self) -> None:
        self.sock.close()


class Phones:
    """Eight phones' connections read by one thread that waits in a selector (websockets'
    sans-I/O client over plain sockets): the bench's own phones take as little of the big screen's
    process as real phones, which are other devices. Notes when each phone's screen arrives."""

    def __init__(self, port: int, key: str, count: int) -> None:
        self.states = [0] * count
        self.tokens: list[str | None] = [None] * count
        self.socks, self.protocols = [], []
        for _ in range(count):
            sock = socket.create_connection(("127.0.0.1", port), timeout=5)
            protocol = ClientProtocol(parse_uri(f"ws://127.0.0.1:{port}/ws?k={key}"))
            protocol.send_request(protocol.connect())
            self.socks.append(sock)
            self.protocols.append(protocol)
            self._flush(len(self.socks) - 1)
            while protocol.state is not State.OPEN:
                if protocol.handshake_exc is not None:
                    raise protocol.handshake_exc
                protocol.receive_data(sock.recv(65536))
            protocol.events_received()  # the handshake's response
        self._stop = False
        self._lock = threading.Lock()  # one protocol, two threads (the bench's and the reader)
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def say(self, phone: int, message: dict[str, Any]) -> None:
        with self._lock:
            self.protocols[phone].send_text(json.dumps(message).encode())
            self._flush(phone)

    def _flush(self, phone: int) -> None:
        for data in self.protocols[phone].data_to_send():
            if data:
                self.socks[phone].sendall(data)

    def _read(self) -> None:
        with selectors.DefaultSelector() as selector:  # (select.select fails past 1,024 open files)
            for i, sock in enumerate(self.socks):
                selector.register(sock, selectors.EVENT_READ, i)
            self._read_from(selector)

    def _read_from(self, selector: selectors.BaseSelector) -> None:
        while not self._stop:
            for key, _mask in selector.select(0.2):
                i = key.data
                sock = self.socks[i]
                try:
                    data = sock.recv(65536)
                except OSError:
                    return
                if not data:  # the server closed it
                    selector.unregister(sock)
                    continue
                with self._lock:
                    self.protocols[i].receive_data(data)
                    events = self.protocols[i].events_received()
                    self._flush(i)  # pongs
                for event in events:
                    if not isinstance(event, Frame) or event.opcode is not Opcode.TEXT:
                        continue  # a ping
                    message = json.loads(bytes(event.data))
                    if message["t"] == "joined":
                        self.tokens[i] = message["token"]
                    elif message["t"] == "state":
                        self.states[i] += 1

    def close(self) -> None:
        self._stop = True
        self._thread.join(timeout=1)
        for sock in self.socks:
            sock.close()


def _table(animation: str) -> tuple[App, GameScene, GameSession]:
    app = App(Settings(animation=animation), size=(1280, 720), persist_settings=False, autosave=False)
    app.phones_port = 0
    seats = [SeatInfo(f"P{i + 1}", PLAYER_IDENTITIES[i].key) for i in range(PHONES)]
    session = GameSession(SPEC, seats, SPEC.new_game()(PHONES, None, 1), bot_seed=1)
    scene = GameScene(app, session)
    app.stack.push(scene)
    app.open_phones(session)
    app.phones.room.rate = app.phones.room.burst = 10_000.0  # a bench sends faster than fingers do
    return app, scene, session


def _join(app: App) -> Phones:
    hub = app.phones
    phones = Phones(hub.server.port, hub.room.secret, PHONES)  # as from the QR code
    for seat in range(PHONES):
        phones.say(seat, {"t": "join", "secret": hub.room.secret, "seat": seat})
        _frames_until(app, lambda seat=seat: hub.holds(seat) and phones.tokens[seat] is not None)
    app.notices.clear()  # "a phone joined", eight times: news, not the table's still picture
    return phones


def _moves(app: App, scene: GameScene, session: GameSession, phones: Phones, actions: int,
           every_phone: bool) -> list[float]:
    """ms from a phone's secret face sent to the big screen changed (or, ``every_phone``, to
    every phone's new screen arrived), ``actions`` times."""
    latencies: list[float] = []
    rng = random.Random(1)
    while len(latencies) < actions and not session.state.is_over:
        state = session.state
        if scene.reveal is not None:
            scene.close_wait()
        elif cast(rules.State, state).step not in rules.SECRET_STEPS:
            scene.act(state.to_act[0], rules.EndTalk())
        else:
            seat = state.to_act[0]
            action = {"type": "SetFace", "face": rng.randint(1, 6)}
            seen = list(phones.states)
            t0 = time.perf_counter()
            phones.say(seat, {"t": "act", "token": phones.tokens[seat], "action": action})
            if every_phone:
                _frames_until(app, lambda seen=seen: all(n > old for n, old in zip(phones.states, seen)))
            else:
                _frames_until(app, lambda state=state: session.state is not state)
            latencies.append((time.perf_counter() - t0) * 1000)
        _frames_until(app, lambda: not (app.stack.animating or app.dirty), 2.0)  # the screen settles
    return latencies


def _pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(p * len(values)))] if values else float("nan")


def bench_phones(actions: int, idle_seconds: float) -> dict[str, Any]:
    """p50/p95 (ms) from a phone sending a secret face to the big screen's frame that shows it,
    with eight phones joined; the same on the real loop to every phone's new screen; and the idle
    CPU (% of a core) of a still table with and without the server and its eight quiet phones."""
    # the real loop: animations on, App.frame(block=True) as App.run turns it
    app, scene, session = _table("normal")
    phones = _join(app)
    loop = _moves(app, scene, session, phones, actions, every_phone=True)
    phones.close()
    app.close_phones()
    app.close()
    # frames driven directly, animations off; then the still table
    app, scene, session = _table("instant")
    hub = app.phones
    phones = _join(app)
    latencies = _moves(app, scene, session, phones, actions, every_phone=False)
    tokens = [str(t) for t in phones.tokens]
    before = {s.conn for s in hub.room.seats}
    phones.close()
    quiet = [QuietPhone(hub.server.port, token) for token in tokens]  # the table's phones, now quiet
    _frames_until(app, lambda: all(s.conn is not None and s.conn not in before for s in hub.room.seats))
    if scene.reveal is not None:
        scene.close_wait()
    app.notices.clear()  # the moves' news (the bench's phones don't ping while they play: "silent")
    _frames_until(app, lambda: not (app.stack.animating or app.dirty or app.notices))
    idle_with = _cpu_percent(app, idle_seconds, quiet)
    for quiet_phone in quiet:
        quiet_phone.close()
    app.close_phones()
    app.notices.clear()
    _frames_until(app, lambda: not (app.stack.animating or app.dirty or app.notices))
    idle_without = _cpu_percent(app, idle_seconds)
    app.close()
    return {"phones": PHONES, "actions": len(latencies), "p50": _pct(latencies, 0.5), "p95": _pct(latencies, 0.95),
            "loop": {"actions": len(loop), "p50": _pct(loop, 0.5), "p95": _pct(loop, 0.95), "max": max(loop)},
            "idle_cpu_with_server": idle_with, "idle_cpu_without": idle_without}
