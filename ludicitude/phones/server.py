"""The web server phones talk to: one port serves the phone page and its WebSocket.

``websockets``' threaded server runs in daemon threads; messages go to the game loop through a
queue (``inbox``) and replies leave through another (``send``), so the game loop never waits on
the network and stays the only place that changes the game. The HTTP side serves the page's own
files and nothing else.
"""

from __future__ import annotations

import itertools
import queue
import socket
import threading
from typing import Any

from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response
from websockets.sync.server import Server, ServerConnection, serve

from ludicitude.resources import asset_path

#: the page's files: request path -> (file in assets/phone, content type)
FILES = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/phone.js": ("phone.js", "text/javascript; charset=utf-8"),
    "/phone.css": ("phone.css", "text/css; charset=utf-8"),
    # each game's screen on the phone
    **{f"/{game}.js": (f"{game}.js", "text/javascript; charset=utf-8")
       for game in ("magouille", "cadenas", "cartes", "corsaire")},
}
SOCKET_PATH = "/ws"
MAX_FRAME = 65536  # larger frames close the connection; the room refuses anything over 4 KB
MAX_CONNECTIONS = 64
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


class PhoneServer:
    def __init__(self, port: int = DEFAULT_PORT, *, host: str = "0.0.0.0") -> None:
        self.host, self.port = host, port
        self.inbox: queue.SimpleQueue[tuple[int, str, Any]] = queue.SimpleQueue()
        self._outbox: queue.SimpleQueue[tuple[int, str] | None] = queue.SimpleQueue()
        self._conns: dict[int, ServerConnection] = {}
        self._ids = itertools.count(1)
        self._lock = threading.Lock()
        self._server: Server | None = None
        self._pages = {path: (asset_path("phone") / name, kind) for path, (name, kind) in FILES.items()}

    # -- life ---------------------------------------------------------------------------------
    def start(self) -> None:
        """Listen (raises OSError, e.g. when the port is taken) and serve in daemon threads."""
        self._server = serve(self._handle, self.host, self.port, process_request=self._http,
                             max_size=MAX_FRAME, ping_interval=None, compression=None, open_timeout=5,
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

    # -- to phones -----------------------------------------------------------------------------
    def send(self, conn: int, text: str) -> None:
        """Queue ``text`` for connection ``conn`` (never blocks the game loop)."""
        self._outbox.put((conn, text))

    def _send_loop(self) -> None:
        while True:
            item = self._outbox.get()
            if item is None:
                return
            conn_id, text = item
            with self._lock:
                conn = self._conns.get(conn_id)
            if conn is None:
                continue
            try:
                conn.send(text)
            except (ConnectionClosed, OSError, RuntimeError):
                pass

    # -- from phones ---------------------------------------------------------------------------
    def _http(self, connection: ServerConnection, request: Request) -> Response | None:
        path = request.path.split("?", 1)[0]
        if path == SOCKET_PATH:
            with self._lock:
                full = len(self._conns) >= MAX_CONNECTIONS
            return connection.respond(503, "Too many phones\n") if full else None
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

    def _handle(self, connection: ServerConnection) -> None:
        conn_id = next(self._ids)
        with self._lock:
            self._conns[conn_id] = connection
        self.inbox.put((conn_id, "open", None))
        try:
            for message in connection:
                self.inbox.put((conn_id, "message", message))
        except ConnectionClosed:
            pass
        finally:
            with self._lock:
                self._conns.pop(conn_id, None)
            self.inbox.put((conn_id, "close", None))
