"""The web server phones talk to: one port serves the phone page and its WebSocket.

The network side is ``wire.py``'s: one thread holds every connection. Messages go to the game loop
through a queue (``inbox``, and ``wake`` ends the loop's nap), and the game loop's replies are
written by its own thread without waiting (``send``), so the game loop never waits on the network
and stays the only place that changes the game. The HTTP side serves the page's own files and
nothing else, to GET (and HEAD, without the body); any other method is answered 405, a malformed
request or a doubled ``Host`` or ``Origin`` header 400.

The door: a WebSocket whose Origin is not the page's own address (an IP address, as in the QR code)
is refused, so a page from elsewhere open in a guest's browser can't talk to the room. Strangers'
connections are capped (all together, and per address) and closed when they have not shown the
room code within a few seconds; a connection that brings the QR secret or a seat's token in its
address (``/ws?k=...``) is let in past those caps, so silent connections can't lock the players out.
Joined phones are pinged, and dropped when they stop answering.
"""

from __future__ import annotations

import ipaddress
import queue
import re
import socket
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from ludicitude.phones.wire import MAX_FRAME, PING_EVERY, Link, Wire
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
MAX_CONNECTIONS = 64  # strangers' connections (no key), all addresses together...
PER_ADDRESS = 8  # ...and from one address
MAX_KEYED = 32  # connections that bring the QR secret or a token (a seat's phone, a reload)
JOIN_WITHIN = 5.0  # seconds a connection without a key has to show the room code
DEFAULT_PORT = 8765
SERVED = ("GET", "HEAD")  # the page is only read
TOKEN = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+")  # what an HTTP method may be made of (RFC 9110)

__all__ = ["DEFAULT_PORT", "MAX_FRAME", "PING_EVERY", "PhoneServer", "lan_address", "lan_addresses", "same_origin"]


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


class PhoneServer(Wire):
    def __init__(self, port: int = DEFAULT_PORT, *, host: str = "0.0.0.0",
                 keyed: Callable[[str], bool] = lambda key: False, game_script: Path | None = None) -> None:
        super().__init__(host, port)
        self.keyed = keyed  # True for the QR secret or a seat's token (the room says)
        self.per_address = PER_ADDRESS
        self.join_within = JOIN_WITHIN
        self.wake: Callable[[], None] = lambda: None  # tells the game loop a message has come
        self.inbox: queue.SimpleQueue[tuple[int, str, Any]] = queue.SimpleQueue()
        self._pages = {path: (asset_path("phone") / name, kind) for path, (name, kind) in FILES.items()}
        if game_script is not None:
            self._pages[GAME_SCRIPT] = (game_script, "text/javascript; charset=utf-8")

    def admit(self, conn: int) -> None:
        """The room saw the right code (or secret, or token) on ``conn``: it may stay unhurried."""
        with self._lock:
            link = self._links.get(conn)
            if link is not None:
                link.admitted = True

    # -- to phones -----------------------------------------------------------------------------
    def send(self, conn: int, text: str) -> None:
        """Send ``text`` to connection ``conn`` (never blocks the game loop)."""
        self.post(conn, text)

    # -- from phones ---------------------------------------------------------------------------
    def respond(self, link: Link, request: Request) -> Response | None:
        """The answer to an HTTP request (None: the WebSocket opens)."""
        method = getattr(request, "method", "GET")  # (websockets before 14 takes only GET)
        headers = request.headers
        if not TOKEN.fullmatch(method) or any(len(headers.get_all(h)) > 1 for h in ("Host", "Origin")):
            return link.protocol.reject(400, "Bad request\n")
        if method not in SERVED:
            return _allow(link.protocol.reject(405, "Only GET\n"))
        path = request.path.split("?", 1)[0]
        if path == SOCKET_PATH:
            if method != "GET":
                return _allow(link.protocol.reject(405, "Only GET\n"))
            origin = headers.get("Origin")
            if origin is not None and not same_origin(origin, headers.get("Host")):
                return link.protocol.reject(403, "This page may not talk to the room\n")
            if not self._reserve(link, self._has_key(request.path)):
                return link.protocol.reject(503, "Too many phones\n")
            return None
        response = self._page(link, path)
        if method == "HEAD":  # the same headers, without the body
            response = Response(response.status_code, response.reason_phrase, response.headers, b"")
        return response

    def _page(self, link: Link, path: str) -> Response:
        page = self._pages.get(path)
        if page is None:
            return link.protocol.reject(404, "Not found\n")
        file, kind = page
        try:
            body = file.read_bytes()
        except OSError:
            return link.protocol.reject(500, "The page is missing\n")
        headers = Headers([("Content-Type", kind), ("Content-Length", str(len(body))),
                           ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"),
                           ("Connection", "close")])
        return Response(200, "OK", headers, body)

    def _has_key(self, path: str) -> bool:
        """Whether the connection brings a key in its address (the QR secret or a token)."""
        return self.keyed((parse_qs(urlsplit(path).query).get("k") or [""])[0])

    def _reserve(self, link: Link, keyed: bool) -> bool:
        """Hold a place for ``link`` if its kind has one left (the network thread does it all)."""
        held = [other for other in self._links.values() if other.place and not other.closed]
        if keyed:
            free = sum(other.keyed for other in held) < MAX_KEYED
        else:
            strangers = [other.address for other in held if not other.keyed]
            free = len(strangers) < MAX_CONNECTIONS and strangers.count(link.address) < self.per_address
        link.place, link.keyed = free, keyed
        return free

    def opened(self, link: Link) -> None:
        self.inbox.put((link.id, "open", None))

    def deliver(self, link: Link, message: str | bytes) -> None:
        self.inbox.put((link.id, "message", message))
        self.wake()

    def closed(self, link: Link) -> None:
        self.inbox.put((link.id, "close", None))
        self.wake()


def _allow(response: Response) -> Response:
    response.headers["Allow"] = "GET, HEAD"
    return response


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
