"""The phones' server's network side: one thread and one selector hold every connection.

Each connection is a socket and ``websockets``' sans-I/O protocol: no thread of its own, so a
connection that says nothing costs one file descriptor and a few hundred bytes. The thread
accepts, reads, answers HTTP requests and WebSocket pings, and keeps every timer; what a phone
says reaches the game loop through ``deliver``, and the game loop's replies are written straight
to the socket by the game loop's own thread (``post``: never blocking, what the kernel can't take
yet is left for the network thread), so a move goes from a phone to the game loop and back with a
single hand-over between threads.

Running out of file descriptors can't stop it: the process's own soft limit is raised to the hard
one where the system allows it; connections that haven't shown a key or the room code
("unknown") are capped, the oldest closed first when a new one comes; when ``accept`` still
fails for want of descriptors (``EMFILE``, ``ENFILE``), the oldest unknown connection is closed
and ``accept`` tried again, and with none to close the listening socket rests a moment (doubling
up to half a second) and is tried again: it never stops.
"""

from __future__ import annotations

import errno
import logging
import os
import selectors
import socket
import threading
import time

from websockets.frames import Frame, Opcode
from websockets.http11 import Request, Response
from websockets.protocol import State
from websockets.server import ServerProtocol

MAX_FRAME = 65536  # a larger message closes the connection; the room refuses anything over 4 KB
OPEN_WITHIN = 5.0  # seconds a connection has to bring its whole request
CLOSE_WITHIN = 0.3  # seconds a closing connection is given before its socket is closed...
WRITE_WITHIN = 10.0  # ...and more while what it is sent (a page's file) is still being written
MAX_UNKNOWN = 128  # connections without a key or the room code, at most (fewer if descriptors are few)
RESERVED_FDS = 64  # descriptors left to the rest of the program (saves, database, fonts, sounds)
KEYED_FDS = 32  # descriptors kept for the phones that bring a key
REST = (0.02, 0.5)  # seconds the listening socket rests when no descriptor can be had, first and longest
PING_EVERY = 10.0  # seconds between pings; a phone that doesn't answer within PING_EVERY is dropped
MAX_BACKLOG = 1 << 20  # bytes waiting for a connection that doesn't read: past that it is dropped
NO_DESCRIPTOR = {errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM}
log = logging.getLogger(__name__)


def raise_descriptor_limit() -> int | None:
    """Raise this process's soft limit of open files to its hard limit, where the system allows
    it; the soft limit then in force (None where the system has no such limit)."""
    try:
        import resource
    except ImportError:  # Windows: no such limit to raise
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = hard if hard != resource.RLIM_INFINITY else max(soft, 65536)
    if soft == resource.RLIM_INFINITY or soft >= wanted:
        return None if soft == resource.RLIM_INFINITY else soft
    for limit in (wanted, min(wanted, 10240)):  # (macOS refuses more than its OPEN_MAX, 10,240)
        if limit <= soft:
            break
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (limit, hard))
        except (ValueError, OSError):
            continue
        return limit
    return soft


def open_descriptors() -> int:
    """How many files this process has open (Linux tells; elsewhere a fair guess)."""
    try:
        return len(os.listdir("/proc/self/fd"))
    except OSError:
        return 64


class Link:
    """One connection: its socket, its protocol, and where it stands."""

    def __init__(self, ident: int, sock: socket.socket, address: str, now: float, max_size: int) -> None:
        self.id, self.sock, self.address, self.since = ident, sock, address, now
        self.protocol = ServerProtocol(max_size=max_size)
        self.keyed = False  # it brought a key in its address (the QR secret or a seat's token)
        self.admitted = False  # the room saw the code, the secret or a token on it
        self.place = False  # it holds one of the server's places (see PhoneServer._reserve)
        self.opened: float | None = None  # when its WebSocket opened
        self.out = bytearray()  # what the kernel has not taken yet
        self.eof = False  # half-close once ``out`` is written
        self.shut = False  # half-closed
        self.broken = False  # a write failed: drop it
        self.deadline: float | None = None  # closed by then, whatever happens
        self.pinged: float | None = None  # when the unanswered ping went
        self.last_ping = now
        self.parts: list[bytes] = []  # a fragmented message so far
        self.text = True

    @property
    def known(self) -> bool:
        return self.keyed or self.admitted

    @property
    def closed(self) -> bool:
        return self.protocol.state is State.CLOSED


class Wire:
    """The network thread. ``respond`` (HTTP), ``opened``, ``deliver`` and ``closed`` are the
    door's (``PhoneServer``); they run in the network thread, holding ``_lock``."""

    max_size = MAX_FRAME

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.join_within = 5.0
        self.max_unknown = MAX_UNKNOWN  # set from the descriptors at hand when listening starts
        self._links: dict[int, Link] = {}  # in the order they came: the oldest first
        self._ids = 0
        self._lock = threading.Lock()
        self._selector: selectors.BaseSelector | None = None
        self._listener: socket.socket | None = None
        self._thread: threading.Thread | None = None
        self._stopping = False
        self._resting = 0.0  # the listening socket rests until then (0: it listens)
        self._rest = REST[0]
        self._dirty: set[Link] = set()  # links whose wish to write changed in the game loop's thread
        self._waker: socket.socket | None = None  # the game loop's thread wakes the network thread
        self._woken: socket.socket | None = None

    # -- the door's part -------------------------------------------------------------------------
    def respond(self, link: Link, request: Request) -> Response | None:
        raise NotImplementedError

    def opened(self, link: Link) -> None:
        raise NotImplementedError

    def deliver(self, link: Link, message: str | bytes) -> None:
        raise NotImplementedError

    def closed(self, link: Link) -> None:
        raise NotImplementedError

    # -- life ------------------------------------------------------------------------------------
    def start(self) -> None:
        """Listen (raises OSError, e.g. when the port is taken) and serve in a daemon thread."""
        limit = raise_descriptor_limit()
        if limit is not None:
            room = limit - open_descriptors() - RESERVED_FDS - KEYED_FDS
            self.max_unknown = max(4, min(MAX_UNKNOWN, room))
        family = socket.AF_INET6 if ":" in self.host else socket.AF_INET
        self._listener = socket.create_server((self.host, self.port), family=family)
        self._listener.setblocking(False)
        self.port = self._listener.getsockname()[1]
        self._waker, self._woken = socket.socketpair()
        for s in (self._waker, self._woken):
            s.setblocking(False)
        self._selector = selectors.DefaultSelector()
        self._selector.register(self._listener, selectors.EVENT_READ, None)
        self._selector.register(self._woken, selectors.EVENT_READ, "wake")
        self._thread = threading.Thread(target=self._run, name="phones-server", daemon=True)
        self._thread.start()

    def close(self) -> None:
        """Stop listening and drop every connection."""
        if self._thread is None:
            return
        self._stopping = True
        self._poke()
        self._thread.join(timeout=2.0)
        self._thread = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def count(self) -> int:
        """How many connections are held (the tests ask)."""
        with self._lock:
            return len(self._links)

    # -- from the game loop's thread ---------------------------------------------------------------
    def post(self, ident: int, text: str) -> None:
        """Write ``text`` to connection ``ident`` now, as far as the kernel takes it without waiting;
        the rest goes when the socket can take it."""
        with self._lock:
            link = self._links.get(ident)
            if link is None or link.protocol.state is not State.OPEN:
                return
            link.protocol.send_text(text.encode("utf-8"))
            self._pump(link)
            if link.out or link.broken or link.closed:
                self._dirty.add(link)
                self._poke()

    def _poke(self) -> None:
        try:
            if self._waker is not None:
                self._waker.send(b"x")
        except OSError:  # full (it will wake anyway) or closed
            pass

    # -- the network thread ----------------------------------------------------------------------
    def _run(self) -> None:
        assert self._selector is not None
        try:
            while not self._stopping:
                timeout = self._next_timer(time.monotonic())
                for key, mask in self._selector.select(timeout):
                    with self._lock:  # taken for each socket: the game loop's writes wait little
                        if key.data is None:
                            self._accept()
                        elif key.data == "wake":
                            self._drain_wake()
                        else:
                            self._serve(key.data, mask)
                with self._lock:
                    self._timers(time.monotonic())
                    self._tidy()
        finally:
            with self._lock:
                for link in list(self._links.values()):
                    if link.protocol.state is State.OPEN:
                        link.protocol.send_close(1001, "The game is closed")
                        self._pump(link)
                    self._drop(link)
                if self._listener is not None:
                    self._listener.close()
                self._selector.close()
                for s in (self._waker, self._woken):
                    if s is not None:
                        s.close()

    def _serve(self, link: Link, mask: int) -> None:
        try:
            if mask & selectors.EVENT_READ:
                self._read(link)
            if mask & selectors.EVENT_WRITE:
                self._write(link)
        except Exception:  # a fault of ours must cost one connection, never the server
            log.exception("phones' server: a connection dropped")
            link.broken = True
        self._dirty.add(link)

    def _drain_wake(self) -> None:
        assert self._woken is not None
        try:
            while self._woken.recv(4096):
                pass
        except OSError:
            pass

    def _accept(self) -> None:
        assert self._listener is not None
        for _ in range(max(1, min(64, self.max_unknown // 2))):  # then the others get their turn:
            # a phone's request is read before the newcomers after it could push it out
            try:
                sock, peer = self._listener.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError as exc:
                if exc.errno == errno.ECONNABORTED:  # gone before it was accepted
                    continue
                if exc.errno in NO_DESCRIPTOR and self._evict():
                    continue  # a descriptor is free again: accept the newcomer
                self._rest_listener()
                return
            self._rest = REST[0]
            sock.setblocking(False)
            try:
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            except OSError:
                pass
            self._ids += 1
            link = Link(self._ids, sock, str(peer[0]), time.monotonic(), self.max_size)
            self._links[link.id] = link
            assert self._selector is not None
            self._selector.register(sock, selectors.EVENT_READ, link)
            while sum(not other.known for other in self._links.values()) > self.max_unknown:
                self._evict()

    def _evict(self) -> bool:
        """Close the oldest connection that has shown no key nor the room code; False if none."""
        for link in self._links.values():
            if not link.known:
                self._drop(link)
                return True
        return False

    def _rest_listener(self) -> None:
        """No descriptor to be had (or accept failed otherwise): the listening socket rests."""
        assert self._selector is not None and self._listener is not None
        if not self._resting:
            self._selector.unregister(self._listener)
        self._resting = time.monotonic() + self._rest
        self._rest = min(REST[1], self._rest * 2)

    def _read(self, link: Link) -> None:
        try:
            data = link.sock.recv(65536)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            link.broken = True
            return
        if data:
            link.protocol.receive_data(data)
        else:
            link.protocol.receive_eof()
        for event in link.protocol.events_received():
            if isinstance(event, Request):
                self._request(link, event)
            elif isinstance(event, Frame):
                self._frame(link, event)
        self._pump(link)

    def _request(self, link: Link, request: Request) -> None:
        response = self.respond(link, request)
        if response is None:
            response = link.protocol.accept(request)
        link.protocol.send_response(response)
        if link.protocol.state is State.OPEN:
            link.opened = link.last_ping = time.monotonic()
            self.opened(link)

    def _frame(self, link: Link, frame: Frame) -> None:
        if frame.opcode is Opcode.PONG:
            link.pinged = None
            return
        if frame.opcode in (Opcode.TEXT, Opcode.BINARY):
            link.parts, link.text = [bytes(frame.data)], frame.opcode is Opcode.TEXT
        elif frame.opcode is Opcode.CONT:
            link.parts.append(bytes(frame.data))
        else:  # a ping (the protocol answers it) or a close (the protocol closes)
            return
        if sum(len(part) for part in link.parts) > self.max_size:
            link.parts = []
            link.protocol.send_close(1009, "Message too big")
            return
        if not frame.fin:
            return
        data, link.parts = b"".join(link.parts), []
        if not link.text:
            self.deliver(link, data)
            return
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            link.protocol.send_close(1007, "Not UTF-8")
            return
        self.deliver(link, text)

    def _pump(self, link: Link) -> None:
        """Take what the protocol has to send and write it."""
        for data in link.protocol.data_to_send():
            if data:
                link.out += data
            else:
                link.eof = True
        if link.protocol.close_expected() and link.deadline is None:
            link.deadline = time.monotonic() + CLOSE_WITHIN
        self._write(link)

    def _write(self, link: Link) -> None:
        if link.out and not link.broken:
            try:
                sent = link.sock.send(link.out)
                del link.out[:sent]
            except (BlockingIOError, InterruptedError):
                pass
            except OSError:
                link.broken = True
        if len(link.out) > MAX_BACKLOG:  # it reads nothing: what it is sent only piles up
            link.broken = True
        if link.eof and not link.out and not link.shut:
            link.shut = True
            try:
                link.sock.shutdown(socket.SHUT_WR)
            except OSError:
                pass

    def _tidy(self) -> None:
        """Drop what is done, and ask the selector for each socket that has something to write."""
        assert self._selector is not None
        dirty, self._dirty = self._dirty, set()
        for link in dirty:
            if link.id not in self._links:
                continue
            if link.broken or (link.closed and not link.out):
                self._drop(link)
                continue
            wanted = selectors.EVENT_READ | (selectors.EVENT_WRITE if link.out else 0)
            if self._selector.get_key(link.sock).events != wanted:
                self._selector.modify(link.sock, wanted, link)

    def _drop(self, link: Link) -> None:
        if self._links.pop(link.id, None) is None:
            return
        assert self._selector is not None
        try:
            self._selector.unregister(link.sock)
        except (KeyError, ValueError):
            pass
        link.sock.close()
        if link.opened is not None:
            self.closed(link)

    def _timers(self, now: float) -> None:
        if self._resting and now >= self._resting and self._listener is not None:
            self._resting = 0.0
            assert self._selector is not None
            self._selector.register(self._listener, selectors.EVENT_READ, None)
            self._accept()
        for link in list(self._links.values()):
            try:
                self._timer(link, now)
            except Exception:  # a fault of ours must cost one connection, never the server
                log.exception("phones' server: a connection dropped")
                link.broken = True
                self._dirty.add(link)

    def _timer(self, link: Link, now: float) -> None:
        if link.deadline is not None:
            if now >= link.deadline + (WRITE_WITHIN if link.out else 0.0):  # what it is sent may take a while
                self._drop(link)
            return
        if link.opened is None:
            if now - link.since >= OPEN_WITHIN:  # silent, or too slow to say what it wants
                self._drop(link)
            return
        if not link.known and now - link.opened >= self.join_within:
            link.protocol.send_close(1008, "Show the room code")  # its place goes to a phone
        elif link.pinged is not None and now - link.pinged >= PING_EVERY:
            link.protocol.fail(1011, "No answer to the ping")
        elif link.pinged is None and now - link.last_ping >= PING_EVERY:
            link.pinged = link.last_ping = now
            link.protocol.send_ping(os.urandom(4))
        else:
            return
        self._pump(link)
        self._dirty.add(link)

    def _next_timer(self, now: float) -> float:
        """Seconds until the next timer is due (at most one)."""
        with self._lock:
            due = [self._resting] if self._resting else []
            for link in self._links.values():
                if link.deadline is not None:
                    due.append(link.deadline + (WRITE_WITHIN if link.out else 0.0))
                elif link.opened is None:
                    due.append(link.since + OPEN_WITHIN)
                else:
                    if not link.known:
                        due.append(link.opened + self.join_within)
                    due.append(link.pinged + PING_EVERY if link.pinged is not None else link.last_ping + PING_EVERY)
        return max(0.0, min([1.0, *(d - now for d in due)]))

