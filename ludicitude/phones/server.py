"""The web server phones talk to: one port serves the phone page and its WebSocket.

``websockets``' threaded server runs in daemon threads; messages go to the game loop through a
queue (``inbox``) and replies leave through another (``send``), so the game loop never waits on
the network and stays the only place that changes the game. The HTTP side serves the page's own
files and nothing else.

The door: a WebSocket whose Origin is not the page's own address (an IP address, as in the QR code)
is refused, so a page from elsewhere open in a guest's browser can't talk to the room. Strangers'
connections are capped (all together, and per address) and closed when they have not shown the
room code within a few seconds; a connection that brings the QR secret or a seat's token in its
address (``/ws?k=...``) is let in past those caps, so silent connections can't lock the players out.
Joined phones are pinged, and dropped when they stop answering.
"""

from __future__ import annotations

import ipaddress
import itertools
import queue
import socket
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response
from websockets.protocol import State
from websockets.sync.server import Server, ServerConnection, serve

from ludicitude.resources import asset_path

#: the page's files: request path -> (file in assets/phone, content type)
FILES = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/phone.js": ("phone.js", "text/javascript; charset=utf-8"),
    "/phone.css": ("phone.css", "text/css; charset=utf-8"),
}
#: the game's own screen on the phone (``GameSpec.phone.script``, a file of the game's package)
GAME_SCRIPT = "/game.js"
SOCKET_PATH = "/ws"
MAX_FRAME = 65536  # larger frames close the connection; the room refuses anything over 4 KB
MAX_CONNECTIONS = 64  # strangers' connections (no key), all addresses together...
PER_ADDRESS = 8  # ...and from one address
MAX_KEYED = 32  # connections that bring the QR secret or a token (a seat's phone, a reload)
JOIN_WITHIN = 5.0  # seconds a connection without a key has to show the room code
PING_EVERY = 10.0  # seconds between pings; a phone that doesn't answer within PING_EVERY is dropped
DEFAULT_PORT = 8765


def lan_address() -> str:
    """This computer's address on the local network, as phones there reach it. Asks the routing
    table which interface would be used (a UDP socket's connect sends nothing)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))  # a documentation address: never contacted
            address = s.getsockname()[0]
            return str(address)
    except OSError:
        return "127.0.0.1"


def lan_addresses() -> list[str]:
    """Every IPv4 address of this computer that phones on a network could reach, the one the
    routing table prefers first (a laptop on the club's Wi-Fi and on a cable has two); loopback
    only when there is nothing else."""
    found = [lan_address()]
    try:
        found += [str(info[4][0]) for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)]
    except OSError:
        pass
    found += _interface_addresses()
    usable = [a for a in dict.fromkeys(found) if not ipaddress.ip_address(a).is_loopback]
    return usable or ["127.0.0.1"]


def _interface_addresses() -> list[str]:
    """Each network interface's IPv4 address, where the system tells it (Linux: SIOCGIFADDR)."""
    try:
        import fcntl
        import struct
    except ImportError:  # Windows and macOS list theirs through getaddrinfo
        return []
    found = []
    try:
        names = [name for _i, name in socket.if_nameindex()]
    except OSError:
        return []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        for name in names:
            try:
                packed = fcntl.ioctl(s.fileno(), 0x8915, struct.pack("256s", name.encode()[:15]))
            except OSError:  # no IPv4 address on this one
                continue
            found.append(socket.inet_ntoa(packed[20:24]))
    return found


class PhoneServer:
    def __init__(self, port: int = DEFAULT_PORT, *, host: str = "0.0.0.0",
                 keyed: Callable[[str], bool] = lambda key: False, game_script: Path | None = None) -> None:
        self.host, self.port = host, port
        self.keyed = keyed  # True for the QR secret or a seat's token (the room says)
        self.per_address = PER_ADDRESS
        self.join_within = JOIN_WITHIN
        self._places: dict[ServerConnection, tuple[str, bool]] = {}  # each connection's (address, keyed)
        self._admitted: set[int] = set()  # connections that showed the room code
        self._queued = 0  # messages queued and not yet handed to a socket...
        self._sent = threading.Event()  # ...and set when there are none
        self._sent.set()
        self.wake: Callable[[], None] = lambda: None  # tells the game loop a message has come
        self.inbox: queue.SimpleQueue[tuple[int, str, Any]] = queue.SimpleQueue()
        self._outbox: queue.SimpleQueue[tuple[int, str] | None] = queue.SimpleQueue()
        self._conns: dict[int, ServerConnection] = {}
        self._ids = itertools.count(1)
        self._lock = threading.Lock()
        self._server: Server | None = None
        self._pages = {path: (asset_path("phone") / name, kind) for path, (name, kind) in FILES.items()}
        if game_script is not None:
            self._pages[GAME_SCRIPT] = (game_script, "text/javascript; charset=utf-8")

    # -- life ---------------------------------------------------------------------------------
    def start(self) -> None:
        """Listen (raises OSError, e.g. when the port is taken) and serve in daemon threads."""
        self._server = serve(self._handle, self.host, self.port, process_request=self._http,
                             max_size=MAX_FRAME, ping_interval=PING_EVERY, ping_timeout=PING_EVERY,
                             compression=None, open_timeout=5,
                             close_timeout=0.3)
        self.port = self._server.socket.getsockname()[1]
        threading.Thread(target=self._server.serve_forever, name="phones-server", daemon=True).start()
        threading.Thread(target=self._send_loop, name="phones-sender", daemon=True).start()

    def close(self) -> None:
        """Stop listening and drop every phone (the server only runs while a phones game is open)."""
        if self._server is not None:
            self._server.shutdown()
            self._server = None
        self._outbox.put(None)
        with self._lock:
            conns = list(self._conns.values())
        for c in conns:
            c.close()

    @property
    def running(self) -> bool:
        return self._server is not None

    def admit(self, conn: int) -> None:
        """The room saw the right code (or secret, or token) on ``conn``: it may stay unhurried."""
        with self._lock:
            self._admitted.add(conn)

    # -- to phones -----------------------------------------------------------------------------
    def send(self, conn: int, text: str) -> None:
        """Queue ``text`` for connection ``conn`` (never blocks the game loop)."""
        with self._lock:
            self._queued += 1
            self._sent.clear()
        self._outbox.put((conn, text))

    def flush(self, timeout: float) -> None:
        """Wait at most ``timeout`` s for what is queued to be handed to the phones' sockets. The
        game loop calls it before drawing: drawing holds the interpreter, and the sender would
        otherwise get it back for one message every few milliseconds (the GIL's switch interval)."""
        self._sent.wait(timeout)

    def _send_loop(self) -> None:
        while True:
            item = self._outbox.get()
            if item is None:
                return
            conn_id, text = item
            with self._lock:
                conn = self._conns.get(conn_id)
            if conn is not None:
                try:
                    conn.send(text)
                except (ConnectionClosed, OSError, RuntimeError):
                    pass
            with self._lock:
                self._queued -= 1
                if self._queued == 0:
                    self._sent.set()

    # -- from phones ---------------------------------------------------------------------------
    def _http(self, connection: ServerConnection, request: Request) -> Response | None:
        path = request.path.split("?", 1)[0]
        if path == SOCKET_PATH:
            origin = request.headers.get("Origin")
            if origin is not None and not same_origin(origin, request.headers.get("Host")):
                return connection.respond(403, "This page may not talk to the room\n")
            if not self._reserve(connection, *self._who(connection, request.path)):
                return connection.respond(503, "Too many phones\n")
            return None
        page = self._pages.get(path)
        if page is None:
            return connection.respond(404, "Not found\n")
        file, kind = page
        try:
            body = file.read_bytes()
        except OSError:
            return connection.respond(500, "The page is missing\n")
        headers = Headers([("Content-Type", kind), ("Content-Length", str(len(body))),
                           ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff")])
        return Response(200, "OK", headers, body)

    def _who(self, connection: ServerConnection, path: str) -> tuple[str, bool]:
        """The connection's address, and whether it brings a key (the QR secret or a token)."""
        key = (parse_qs(urlsplit(path).query).get("k") or [""])[0]
        return str(connection.remote_address[0]), self.keyed(key)

    def _reserve(self, connection: ServerConnection, address: str, keyed: bool) -> bool:
        """Hold a place for ``connection`` if its kind has one left (checked and taken at once)."""
        with self._lock:
            for c in [c for c in self._places if c.state is State.CLOSED]:  # its handshake failed
                del self._places[c]
            kinds = list(self._places.values())
            if keyed:
                free = sum(k for _a, k in kinds) < MAX_KEYED
            else:
                strangers = [a for a, k in kinds if not k]
                free = len(strangers) < MAX_CONNECTIONS and strangers.count(address) < self.per_address
            if free:
                self._places[connection] = (address, keyed)
            return free

    def _handle(self, connection: ServerConnection) -> None:
        conn_id = next(self._ids)
        with self._lock:
            keyed = self._places.get(connection, ("", False))[1]
            self._conns[conn_id] = connection
            if keyed:
                self._admitted.add(conn_id)
        self.inbox.put((conn_id, "open", None))
        deadline = time.monotonic() + self.join_within
        try:
            while True:
                with self._lock:
                    hurried = conn_id not in self._admitted
                left = deadline - time.monotonic()
                if hurried and left <= 0:  # silent, or only wrong codes: its place goes to a phone
                    connection.close(1008, "Show the room code")
                    break
                try:
                    message = connection.recv(timeout=left if hurried else None)
                except TimeoutError:
                    continue
                self.inbox.put((conn_id, "message", message))
                self.wake()
        except ConnectionClosed:
            pass
        finally:
            with self._lock:
                self._conns.pop(conn_id, None)
                self._places.pop(connection, None)
                self._admitted.discard(conn_id)
            self.inbox.put((conn_id, "close", None))


def same_origin(origin: str, host: str | None) -> bool:
    """True if a browser's ``origin`` is the page's own address: the one in the QR code, an IP
    address (a name could be a stranger's, pointed at this computer: DNS rebinding)."""
    if not host or origin != f"http://{host}":
        return False
    name = urlsplit(origin).hostname or ""
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return name == "localhost"
    return True
