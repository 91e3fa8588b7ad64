"""``ludicitude bench``'s figures for players' phones: a phone's move to the big screen redrawn
(eight phones on loopback, frames driven directly, animations off); the same move on the real
game loop (``App.frame`` as ``App.run`` turns it, animations on) until every phone has its new
screen, and where that time goes; and what the phones' server adds to a still screen's CPU.

On the real loop the eight phones run in a process of their own (``python -m
ludicitude.bench_phones PORT KEY COUNT``, as real phones are other devices: reading them takes
nothing from the big screen's interpreter), and a move's time is read there, from the moment its
phone sends it to the moment the last phone has its new screen, on the system's monotonic clock
(``time.perf_counter``), which every process shares. A move whose result the table holds back
until its animation shows it (``Beat.told``: a round's last face, revealed once the cups have
lifted) is timed from the frame that tells it: the phones are told a result when the big screen
shows it, and the time held is the table's deliberate beat, reported beside, not the link's.
"""

from __future__ import annotations

import json
import os
import random
import selectors
import socket
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, cast

from websockets.client import ClientProtocol
from websockets.frames import Frame, Opcode
from websockets.protocol import State
from websockets.uri import parse_uri

if TYPE_CHECKING:  # the phones' process imports none of the program
    from ludicitude.app import App
    from ludicitude.games.magouille.scene import GameScene
    from ludicitude.ui.session import GameSession

PHONES = 8
#: Linux's SO_TIMESTAMP (Python does not name it): each read then says when the kernel received its
#: data, whenever the phones' thread gets round to reading it
KERNEL_STAMP = 29 if sys.platform.startswith("linux") else None
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
    sans-I/O client over plain sockets). Notes when each phone's screen arrives and when each
    move leaves, and tells ``report`` (the phones' process hands it to the bench) a token when a
    phone joins, and each screen as it arrives (when it was read, when it reached the socket, and
    when the last move left): the bench reads them between its frames, when it asks."""

    def __init__(self, port: int, key: str, count: int,
                 report: Callable[[dict[str, Any]], None] = lambda event: None) -> None:
        self.states = [0] * count
        #: each phone's screens since the last move left: when each was read (perf_counter) and
        #: when it reached the phone's socket (time.time; the kernel's)
        self.screens: list[list[tuple[float, float]]] = [[] for _ in range(count)]
        self.sent = 0.0  # when the last move left (perf_counter)
        self.sent_wall = 0.0  # the same (time.time)
        self.tokens: list[str | None] = [None] * count
        self.report = report
        self.socks, self.protocols = [], []
        for _ in range(count):
            sock = socket.create_connection(("127.0.0.1", port), timeout=5)
            protocol = ClientProtocol(parse_uri(f"ws://127.0.0.1:{port}/ws?k={key}"))
            protocol.send_request(protocol.connect())
            self.socks.append(sock)
            self.protocols.append(protocol)
            if KERNEL_STAMP is not None:
                sock.setsockopt(socket.SOL_SOCKET, KERNEL_STAMP, 1)
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
            if message["t"] == "act":
                self.screens = [[] for _ in self.states]
                self.sent, self.sent_wall = time.perf_counter(), time.time()
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
                    if KERNEL_STAMP is None:  # (Windows has no recvmsg)
                        data, reached = sock.recv(65536), None
                    else:
                        data, notes, _flags, _peer = sock.recvmsg(65536, socket.CMSG_SPACE(16))
                        reached = _kernel_time(notes)
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
                        self.report({"phone": i, "token": message["token"]})
                    elif message["t"] == "state":
                        screen = (time.perf_counter(), reached or time.time())
                        self.screens[i].append(screen)
                        self.states[i] += 1
                        self.report({"phone": i, "screen": screen, "sent": self.sent, "wall": self.sent_wall})

    def close(self) -> None:
        self._stop = True
        self._thread.join(timeout=1)
        for sock in self.socks:
            sock.close()


def _kernel_time(notes: list[tuple[int, int, bytes]]) -> float | None:
    for level, kind, data in notes:
        if level == socket.SOL_SOCKET and kind == KERNEL_STAMP and len(data) == 16:
            seconds, micro = struct.unpack("qq", data)
            return seconds + micro / 1e6
    return None


class PhonesProcess:
    """The same eight phones in a process of their own: the bench tells it what to say through a
    pipe, and it tells back each phone's token and each move's times, as it saw them. Its words
    are read when the bench asks (``states``, ``tokens``), by the bench's own thread: no thread
    of the big screen's process wakes for them while a move is under way."""

    def __init__(self, port: int, key: str, count: int) -> None:
        self._states = [0] * count
        self.screens: list[list[tuple[float, float]]] = [[] for _ in range(count)]
        self.sent = self.sent_wall = 0.0
        self._tokens: list[str | None] = [None] * count
        self._proc = subprocess.Popen([sys.executable, "-m", "ludicitude.bench_phones", str(port), key, str(count)],
                                      stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        assert self._proc.stdout is not None
        if self._proc.stdout.readline().strip() != b"ready":
            raise RuntimeError("the phones' process did not start")
        self._out = self._proc.stdout.fileno()
        os.set_blocking(self._out, False)
        self._buffer = b""

    @property
    def states(self) -> list[int]:
        self._read()
        return self._states

    @property
    def tokens(self) -> list[str | None]:
        self._read()
        return self._tokens

    def _read(self) -> None:
        try:
            while chunk := os.read(self._out, 65536):
                self._buffer += chunk
        except BlockingIOError:
            pass
        *lines, self._buffer = self._buffer.split(b"\n")
        for line in lines:
            event = json.loads(line)
            if "token" in event:
                self._tokens[event["phone"]] = event["token"]
            else:
                if event["sent"] != self.sent:  # a new move's first screen
                    self.screens = [[] for _ in self._states]
                self.sent, self.sent_wall = event["sent"], event["wall"]
                self._states[event["phone"]] += 1
                self.screens[event["phone"]].append(tuple(event["screen"]))

    def say(self, phone: int, message: dict[str, Any]) -> None:
        assert self._proc.stdin is not None
        self._proc.stdin.write(json.dumps({"phone": phone, "message": message}).encode() + b"\n")
        self._proc.stdin.flush()

    def close(self) -> None:
        assert self._proc.stdin is not None
        self._proc.stdin.close()
        try:
            self._proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            self._proc.wait()


def _phones_process(argv: Sequence[str]) -> None:
    """The phones' process: ``PORT KEY COUNT``; then one ``{"phone", "message"}`` a line."""
    port, key, count = int(argv[0]), argv[1], int(argv[2])
    out = threading.Lock()

    def report(event: dict[str, Any]) -> None:
        with out:
            print(json.dumps(event), flush=True)

    phones = Phones(port, key, count, report)
    with out:
        print("ready", flush=True)
    for line in sys.stdin:
        order = json.loads(line)
        phones.say(order["phone"], order["message"])
    phones.close()


def _table(animation: str) -> tuple[App, GameScene, GameSession]:
    from ludicitude.app import App
    from ludicitude.games.magouille.scene import GameScene
    from ludicitude.games.magouille.spec import SPEC
    from ludicitude.settings import Settings
    from ludicitude.ui.session import GameSession, SeatInfo
    from ludicitude.ui.theme import PLAYER_IDENTITIES

    app = App(Settings(animation=animation), size=(1280, 720), persist_settings=False, autosave=False)
    app.phones_port = 0
    seats = [SeatInfo(f"P{i + 1}", PLAYER_IDENTITIES[i].key) for i in range(PHONES)]
    session = GameSession(SPEC, seats, SPEC.new_game()(PHONES, None, 1), bot_seed=1)
    scene = GameScene(app, session)
    app.stack.push(scene)
    app.open_phones(session)
    app.phones.room.rate = app.phones.room.burst = 10_000.0  # a bench sends faster than fingers do
    return app, scene, session


def _join(app: App, apart: bool = False) -> Phones | PhonesProcess:
    """Eight phones join with the QR code's secret; ``apart``: in a process of their own (not
    from a frozen build, whose executable runs the program, not a module, nor on Windows, whose
    pipes can't be read without waiting)."""
    hub = app.phones
    kind = PhonesProcess if apart and not getattr(sys, "frozen", False) and os.name != "nt" else Phones
    phones = kind(hub.server.port, hub.room.secret, PHONES)
    for seat in range(PHONES):
        phones.say(seat, {"t": "join", "secret": hub.room.secret, "seat": seat})
        _frames_until(app, lambda seat=seat: hub.holds(seat) and phones.tokens[seat] is not None)
    app.notices.clear()  # "a phone joined", eight times: news, not the table's still picture
    return phones


class Timeline:
    """Where a move's time goes on the real loop, each step noted as it happens (the bench wraps
    the server's and the room's methods, and the scene's timeline): the phone's message to the
    server's thread handing it over; to the game loop reading it; for a move whose result the
    table holds back for its animation (``Beat.told``: Magouille's cups), the time held, to the
    frame whose timeline reaches the beat that tells it; the move played (or, held, the result
    told) and every phone's screen made (its view serialised) and written to the sockets; to the
    last phone's socket receiving it. And, within the fourth, the time spent making the eight
    screens (``state_message``)."""

    PARTS = ("server", "loop", "held", "written", "phones", "serialise")

    def __init__(self, hub: Any, scene: Any) -> None:
        self.marks: dict[str, float] = {}
        #: when the table told more of the move's result (perf_counter), each time
        self.told: list[float] = []
        self.rows: list[dict[str, float]] = []
        self._serialise = 0.0
        server, room = hub.server, hub.room
        deliver, receive, post, state_message = server.deliver, room.receive, server.post, hub.state_message
        advance, close_wait = scene.playback.advance, scene.close_wait

        def noted_deliver(link: Any, message: Any) -> None:
            self.marks.setdefault("server", time.perf_counter())
            deliver(link, message)

        def noted_receive(conn: int, raw: Any, now: float) -> Any:
            self.marks.setdefault("loop", time.perf_counter())
            return receive(conn, raw, now)

        def noted_post(conn: int, text: str) -> None:
            post(conn, text)
            if "loop" in self.marks and text.startswith('{"t": "state"'):
                self.marks["written"] = time.perf_counter()

        def noted_state_message(seat: int) -> dict[str, Any]:
            start = time.perf_counter()
            message = state_message(seat)
            self._serialise += time.perf_counter() - start
            return message

        def told(step: Callable[..., None]) -> Callable[..., None]:
            def noted(*args: Any) -> None:
                before = held_point(scene)
                step(*args)
                if before is not None and held_point(scene) != before and "loop" in self.marks:
                    self.told.append(time.perf_counter())  # the table tells more now
                    self.marks.pop("written", None)  # what is written from now on is what it told
                    self._serialise = 0.0
            return noted

        server.deliver, room.receive, server.post, hub.state_message = (
            noted_deliver, noted_receive, noted_post, noted_state_message)
        scene.playback.advance, scene.close_wait = told(advance), told(close_wait)

    def start(self) -> None:
        self.marks, self.told, self._serialise = {}, [], 0.0

    def end(self, sent: float, arrived: float) -> None:
        m = self.marks
        if {"server", "loop", "written"} <= m.keys():
            row = {"server": m["server"] - sent, "loop": m["loop"] - m["server"],
                   "phones": max(0.0, arrived - m["written"]),  # (the kernel's stamp may come first)
                   "serialise": self._serialise}
            if self.told:
                told = self.told[-1]
                row.update(held=told - m["loop"], written=m["written"] - told)
            else:
                row["written"] = m["written"] - m["loop"]
            self.rows.append(row)

    def summary(self) -> dict[str, dict[str, float]]:
        """p50 and p95 (ms) of each part, over the moves it has (``held``: the held moves')."""
        return {part: {"p50": _pct([1000 * r[part] for r in self.rows if part in r], 0.5),
                       "p95": _pct([1000 * r[part] for r in self.rows if part in r], 0.95)} for part in self.PARTS}


def held_point(scene: Any) -> int | None:
    """How many of the playing action's events the table has told while its beats hold the rest
    back (``Beat.told``), or None when it holds nothing back."""
    from ludicitude.ui.frame import told_now

    timeline = scene.timeline
    return None if timeline.done else told_now(timeline)


def _moves(app: App, scene: GameScene, session: GameSession, phones: Phones | PhonesProcess, actions: int,
           every_phone: bool, timeline: Timeline | None = None, reads: list[float] | None = None,
           whole: list[float] | None = None, held: list[float] | None = None) -> list[float]:
    """ms from a phone's secret face sent to the big screen changed, or (``every_phone``) to
    every phone's socket having received its new screen (the kernel's time, where it tells;
    ``reads``: to every phone's thread having read it), ``actions`` times. With ``timeline``, a
    move whose result the table holds back until its animation tells it (``Beat.told``: the
    last face of a round, whose reveal waits for the cups to lift) is timed from the frame that
    tells it; ``held``: each move's time held (0: none); ``whole``: every move from its sending,
    held time included. (A held result reaches no phone before it is told: the other phones'
    screens are unchanged until then, so the last phone's new screen is the told one.)"""
    from ludicitude.games.magouille import rules

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
            phones.states  # noqa: B018 (reads what the phones said: ``sent`` is the last move's)
            sent = phones.sent
            if timeline is not None:
                timeline.start()
            t0 = time.perf_counter()
            phones.say(seat, {"t": "act", "token": phones.tokens[seat], "action": action})
            if every_phone:
                _frames_until(app, lambda sent=sent: _every_phone_told(phones, sent, scene, timeline))
                # from the move, or from the frame that told its result; the sockets' stamps are on
                # the phones' process's wall clock, which two processes may not read alike (their
                # monotonic clock they do): the held time is taken off on the monotonic clock
                told = _told_since(phones, timeline)
                firsts = [next((s for s in screens if s[0] >= phones.sent + told), None) for screens in phones.screens]
                if None in firsts:  # a phone had no new screen within the wait: the wait is its time
                    to_sockets = read = time.perf_counter() - phones.sent
                else:
                    to_sockets = max(s[1] for s in firsts if s) - phones.sent_wall
                    read = max(s[0] for s in firsts if s) - phones.sent
                latencies.append((to_sockets - told) * 1000)
                if whole is not None:
                    whole.append(to_sockets * 1000)
                if held is not None:
                    held.append(told * 1000)
                if reads is not None:
                    reads.append((read - told) * 1000)
                if timeline is not None:
                    timeline.end(phones.sent, phones.sent + to_sockets)
            else:
                _frames_until(app, lambda state=state: session.state is not state)
                latencies.append((time.perf_counter() - t0) * 1000)
        _frames_until(app, lambda: not (app.stack.animating or app.dirty), 2.0)  # the screen settles
    return latencies


def _told_since(phones: Phones | PhonesProcess, timeline: Timeline | None) -> float:
    """Seconds from the move's leaving to the frame that told its held result (0: not held)."""
    return timeline.told[-1] - phones.sent if timeline is not None and timeline.told else 0.0


def _every_phone_told(phones: Phones | PhonesProcess, sent: float, scene: Any, timeline: Timeline | None) -> bool:
    """Whether every phone has had a new screen since the move left (the phones have said they
    have it: reading ``states`` reads what they said), or, for a move whose result the table
    held back, since the frame that told it."""
    phones.states  # noqa: B018 (reads what the phones said)
    if phones.sent == sent or (timeline is not None and held_point(scene) is not None):
        return False
    since = phones.sent + _told_since(phones, timeline)
    return all(any(at >= since for at, _reached in screens) for screens in phones.screens)


def _pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(p * len(values)))] if values else float("nan")


def real_loop(actions: int) -> dict[str, Any]:
    """A phone's move to every phone's new screen on the real loop (animations on,
    ``App.frame(block=True)`` as ``App.run`` turns it), eight phones in a process of their own:
    p50, p95 and max (ms) to every phone's socket having received it, from the move, or, for a
    move whose result the table holds back for its animation (``Beat.told``), from the frame
    that tells it (the target's figure: what the phones' link adds, not the table's deliberate
    beats), and the same for the moves not held (``moved``) and those held (``told``); the held
    time itself (``held``: from the move to that frame, of the moves held); every move from its
    sending, held time included (``whole``); the same as the first to the phones' thread having
    read it (``read``: the phones share this machine and its load, real phones don't), where
    the time goes (p50 and p95 of each part), and the load average before and after."""
    load = _load()
    app, scene, session = _table("normal")
    phones = _join(app, apart=True)
    timeline = Timeline(app.phones, scene)
    reads: list[float] = []
    whole: list[float] = []
    held: list[float] = []
    loop = _moves(app, scene, session, phones, actions, every_phone=True, timeline=timeline, reads=reads,
                  whole=whole, held=held)
    phones.close()
    app.close_phones()
    app.close()
    return {"actions": len(loop), "p50": _pct(loop, 0.5), "p95": _pct(loop, 0.95), "max": max(loop),
            "moved": _spread([x for x, h in zip(loop, held) if not h]),
            "told": _spread([x for x, h in zip(loop, held) if h]),
            "held": {"moves": sum(1 for h in held if h), **_spread([h for h in held if h])},
            "whole": _spread(whole), "read": _spread(reads),
            "parts": timeline.summary(), "load": [load, _load()]}


def _spread(values: list[float]) -> dict[str, float]:
    return {"p50": _pct(values, 0.5), "p95": _pct(values, 0.95), "max": max(values, default=float("nan"))}


def _load() -> float | None:
    try:
        return round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):  # Windows
        return None


def bench_phones(actions: int, idle_seconds: float) -> dict[str, Any]:
    """p50/p95 (ms) from a phone sending a secret face to the big screen's frame that shows it,
    with eight phones joined; the same on the real loop to every phone's new screen
    (``real_loop``); and the idle CPU (% of a core) of a still table with and without the server
    and its eight quiet phones."""
    loop = real_loop(actions)
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
            "loop": loop, "idle_cpu_with_server": idle_with, "idle_cpu_without": idle_without}


if __name__ == "__main__":
    _phones_process(sys.argv[1:])
