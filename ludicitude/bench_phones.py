"""``ludicitude bench``'s figures for players' phones: a phone's move to the big screen redrawn
(eight phones on loopback), and what the phones' server adds to a still screen's CPU."""

from __future__ import annotations

import json
import random
import socket
import time
from contextlib import ExitStack
from collections.abc import Sequence
from typing import Any, cast

from websockets.client import ClientProtocol
from websockets.protocol import State
from websockets.sync.client import connect
from websockets.uri import parse_uri

from ludicitude.app import App
from ludicitude.games.magouille import rules
from ludicitude.games.magouille.scene import GameScene
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
        self.protocol = ClientProtocol(parse_uri(f"ws://127.0.0.1:{port}/ws"))
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


def bench_phones(actions: int, idle_seconds: float) -> dict[str, Any]:
    """p50/p95 (ms) from a phone sending a secret face to the big screen's frame that shows it,
    with eight phones joined; and the idle CPU (% of a core) of a still table with and without
    the server and its eight quiet phones."""
    app = App(Settings(animation="instant"), size=(1280, 720), persist_settings=False, autosave=False)
    app.phones_port = 0
    seats = [SeatInfo(f"P{i + 1}", PLAYER_IDENTITIES[i].key) for i in range(PHONES)]
    session = GameSession.new("magouille", seats, None, 1)
    scene = GameScene(app, session)
    app.stack.push(scene)
    app.open_phones(session)
    hub = app.phones
    hub.room.rate = hub.room.burst = 10_000.0  # a bench sends faster than fingers do
    latencies: list[float] = []
    rng = random.Random(1)
    with ExitStack() as phones_open:
        url = f"ws://127.0.0.1:{hub.server.port}/ws"
        phones = [phones_open.enter_context(connect(url, ping_interval=None, close_timeout=1))
                  for _ in range(PHONES)]
        tokens = []
        for seat, phone in enumerate(phones):
            phone.send(json.dumps({"t": "join", "room": hub.room.code, "seat": seat}))
            _frames_until(app, lambda seat=seat: hub.holds(seat))
            while True:
                message = json.loads(phone.recv(timeout=5))
                if message["t"] == "joined":
                    tokens.append(message["token"])
                    break
        while len(latencies) < actions and not session.state.is_over:
            state = session.state
            if scene.reveal is not None:
                scene.close_reveal()
            elif cast(rules.State, state).step not in rules.SECRET_STEPS:
                scene.act(state.to_act[0], rules.EndTalk())
            else:
                seat = state.to_act[0]
                action = {"type": "SetFace", "face": rng.randint(1, 6)}
                t0 = time.perf_counter()
                phones[seat].send(json.dumps({"t": "act", "token": tokens[seat], "action": action}))
                _frames_until(app, lambda state=state: session.state is not state)
                latencies.append((time.perf_counter() - t0) * 1000)
            app.frame(block=False)
    # the still table, its eight phones joined and quiet
    quiet = [QuietPhone(hub.server.port, token) for token in tokens]  # the table's phones, now quiet
    _frames_until(app, lambda: all(hub.room.conn_of(seat) is not None for seat in range(PHONES)))
    if scene.reveal is not None:
        scene.close_reveal()
    _frames_until(app, lambda: not (app.stack.animating or app.dirty or app.notices))
    idle_with = _cpu_percent(app, idle_seconds, quiet)
    for quiet_phone in quiet:
        quiet_phone.close()
    app.close_phones()
    idle_without = _cpu_percent(app, idle_seconds)
    app.close()
    latencies.sort()

    def pct(p: float) -> float:
        return latencies[min(len(latencies) - 1, int(p * len(latencies)))] if latencies else float("nan")

    return {"phones": PHONES, "actions": len(latencies), "p50": pct(0.5), "p95": pct(0.95),
            "idle_cpu_with_server": idle_with, "idle_cpu_without": idle_without}
