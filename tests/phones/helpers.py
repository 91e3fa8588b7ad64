"""Phones for tests: real ``websockets`` clients talking to a real hub over loopback."""

from __future__ import annotations

import json
import time
from contextlib import ExitStack
from typing import Any

from websockets.sync.client import connect

from ludicitude.core.errors import IllegalAction
from ludicitude.phones.hub import PhoneHub
from ludicitude.ui.session import GameSession, SeatInfo

NAMES = ["Ana", "Bob", "Cleo", "Dan"]
COLOURS = ["red", "blue", "yellow", "green"]


def session_of(game: str, humans: int = 4, computers: int = 0, seed: int = 3) -> GameSession:
    seats = [SeatInfo(NAMES[i], COLOURS[i]) for i in range(humans)]
    seats += [SeatInfo(f"CPU{i}", COLOURS[humans + i], "cpu") for i in range(computers)]
    return GameSession.new(game, seats, None, seed)


def open_hub(session: GameSession, *, fast: bool = False) -> PhoneHub:
    """A hub on loopback; ``fast``: phones may send as fast as a test plays (a whole game in a
    second), not at the pace of people's fingers that the rate limit is set for."""
    hub = PhoneHub(session, port=0, host="127.0.0.1")
    if fast:
        hub.room.rate = hub.room.burst = 10_000.0
    hub.start()
    return hub


class Table:
    """What the big screen does with the phones' moves, without a screen: a move is played through
    the session; in a shared step (Cadenas's white sum) a choice is pencilled in until Done."""

    def __init__(self, session: GameSession) -> None:
        self.session = session
        self.pencils: dict[int, Any] = {}
        self.news: list[str] = []  # what the big screen was told to say
        self._for: object = None  # the state the pencils belong to

    def _pencils(self) -> dict[int, Any]:
        if self._for is not self.session.state:
            self._for, self.pencils = self.session.state, {}
        return self.pencils

    def apply_action(self, seat: int, action: Any) -> str | None:
        try:
            self.session.apply(seat, action)
        except IllegalAction as exc:
            return str(exc)
        return None

    def phone_pencil(self, seat: int, action: Any) -> str | None:
        step = self.session.state.shared_step()
        pencils = self._pencils()
        if step is not None and action == step.nothing:
            pencils.pop(seat, None)
        else:
            pencils[seat] = action
        return None

    def phone_close(self, seat: int) -> str | None:
        try:
            self.session.close_shared(dict(self._pencils()))
        except IllegalAction as exc:
            return str(exc)
        return None

    def phone_pencilled(self, seat: int) -> Any:
        return self._pencils().get(seat)

    def phone_hold(self, seat: int) -> str | None:
        return None

    def phone_news(self, text: str) -> None:
        self.news.append(text)


class Phone:
    """One phone: a WebSocket client that records every message it is sent."""

    def __init__(self, hub: PhoneHub, path: str = "/ws", table: Table | None = None, key: str = "") -> None:
        """``key``: the QR code's secret or a token, in the address as the page sends it."""
        self.hub = hub
        self.table = table  # the big screen the phones share (a shared step's pencils live there)
        self._stack = ExitStack()
        path += f"?k={key}" if key else ""
        self.ws = self._stack.enter_context(connect(f"ws://127.0.0.1:{hub.server.port}{path}", open_timeout=5,
                                                    ping_interval=None, close_timeout=1))
        self.got: list[dict[str, Any]] = []
        self.token: str | None = None
        self.seat: int | None = None

    def say(self, message: Any) -> None:
        self.ws.send(message if isinstance(message, (str, bytes)) else json.dumps(message))

    def pump(self, until=lambda phone: False, seconds: float = 3.0) -> None:
        """Let the table poll and this phone read, until ``until(self)`` or ``seconds`` pass."""
        end = time.monotonic() + seconds
        table = self.table or Table(self.hub.session)
        while time.monotonic() < end:
            self.hub.poll(table)
            try:
                message = json.loads(self.ws.recv(timeout=0.01))
            except TimeoutError:
                if until(self):
                    return
                continue
            self.got.append(message)
            if message.get("t") == "joined":
                self.token, self.seat = message["token"], message["seat"]
            if until(self):
                return

    def last(self, kind: str) -> dict[str, Any] | None:
        return next((m for m in reversed(self.got) if m.get("t") == kind), None)

    def join(self, seat: int, code: str | None = None) -> None:
        self.say({"t": "join", "room": code or self.hub.room.code, "seat": seat})
        self.pump(lambda p: p.last("state") is not None or p.last("error") is not None)

    def act(self, action: dict[str, Any]) -> None:
        """Send a move; return once the table has played it or the phone was told why not."""
        state, errors = self.hub.session.state, len([m for m in self.got if m.get("t") == "error"])
        self.say({"t": "act", "token": self.token, "action": action})
        self.pump(lambda p: p.hub.session.state is not state
                  or len([m for m in p.got if m.get("t") == "error"]) > errors, seconds=2.0)

    def close(self) -> None:
        self._stack.close()


def table_with_a_phone(make_app, game: str, humans: int = 3, computers: int = 0, **app):
    """A game open on the big screen with its room (``app``: the test app's size, animation...;
    instant animation unless said); Ana (seat 0) joins from a phone."""
    import pygame

    d = make_app(**{"animation": "instant", **app})
    d.app.phones_port = 0  # any free port: tests run side by side
    d.app.start_game(session_of(game, humans, computers), phones=True)
    d.settle()
    phone = Phone(d.app.phones)
    phone.join(0)
    d.frames(3)
    d.key(pygame.K_RETURN)  # the room screen gives way to the table
    d.settle()
    return d, d.top, phone
