"""Who holds which seat, and what a message from a phone may do (no network, no pygame).

The hub hands every message to ``Room.receive`` in the game loop's thread, with the id of the
connection it came on. A phone joins a seat with the QR code's secret (128 random bits, after the
page address's ``#``) or with the four-letter room code typed by hand, and gets a token; from then
on every message names that token, and a token acts only for its own seat. Typed codes are checked
at a pace shared by every connection and address together (a few wrong ones a minute), so the
code can't be guessed. Anything malformed, oversized, too frequent or not allowed is answered with
an error and changes nothing.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ludicitude.core.i18n import _

MAX_MESSAGE = 4096  # bytes: the largest message a phone ever needs is a few hundred
RATE = 10.0  # messages a second a connection may send, sustained...
BURST = 30.0  # ...and in a burst
SILENT_AFTER = 6.0  # seconds without a word (phones ping every 2 s) before a seat shows as silent
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # no I or O: they read as 1 and 0
SECRET_BYTES = 16  # the QR code's join secret: 128 random bits
WRONG_CODES = 5.0  # typed room codes that may be wrong in a row, all connections together...
WRONG_EVERY = 12.0  # ...then one more each 12 s: 5 a minute (24^4 codes take weeks to try)


def new_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(4))


def new_secret() -> str:
    return secrets.token_urlsafe(SECRET_BYTES)


@dataclass
class Act:
    """A phone asks to play ``action`` (still plain data) for ``seat``, or (``done``) to close
    the step in which several seats choose at once: the loop decides."""

    conn: int
    seat: int
    action: dict[str, Any]
    done: bool = False


@dataclass
class Seat:
    name: str
    open: bool  # a person's seat a phone may take (not a computer's)
    played_here: bool = False  # it has made a move on the big screen: no phone may take it now
    token: str | None = None
    conn: int | None = None
    last_seen: float = 0.0


@dataclass
class Room:
    names: Sequence[str]
    open_seats: Sequence[bool]
    code: str = field(default_factory=new_code)
    secret: str = field(default_factory=new_secret)

    rate: float = RATE
    burst: float = BURST

    def __post_init__(self) -> None:
        self.seats = [Seat(n, o) for n, o in zip(self.names, self.open_seats)]
        self._buckets: dict[int, list[float]] = {}  # conn -> [allowance, when]
        self._wrong: list[float] | None = None  # the room's allowance of wrong typed codes, and when
        self.displaced: list[int] = []  # connections whose seat a newer device of theirs took
        self._shown: set[int] = set()  # connections that showed the right code or secret

    def renew(self) -> None:
        """A new room code and QR secret (after the host refused a phone: whoever it was knew
        them). Phones already on a seat keep it: their tokens don't change."""
        self.code, self.secret = new_code(), new_secret()
        self._shown.clear()

    def keyed(self, key: str) -> bool:
        """True if ``key`` is the QR secret or a seat's token: a connection bringing it gets in
        even when strangers' connections fill the server (called from the server's threads)."""
        if not key:
            return False
        given = key.encode("utf-8", "replace")
        tokens = [s.token for s in self.seats]
        return any(secrets.compare_digest(t.encode(), given) for t in (self.secret, *tokens) if t)

    def paused(self, now: float) -> bool:
        """True while typed room codes are not checked at all: too many wrong ones of late."""
        return self._wrong_allowance(now) < 1

    # -- what the big screen asks --------------------------------------------------------------
    def holds(self, seat: int) -> bool:
        """True if a phone plays ``seat`` (the big screen then shows it nothing private)."""
        return self.seats[seat].token is not None

    def status(self, seat: int, now: float) -> str:
        """"free", "joined" or "silent" (a phone holds it but has not been heard for a while)."""
        s = self.seats[seat]
        if s.token is None:
            return "free"
        return "joined" if s.conn is not None and now - s.last_seen <= SILENT_AFTER else "silent"

    def free(self, seat: int) -> None:
        """The host gives a seat back to the big screen: its phone's token stops working."""
        s = self.seats[seat]
        s.token, s.conn = None, None

    def conn_of(self, seat: int) -> int | None:
        return self.seats[seat].conn if self.seats[seat].token else None

    def gone(self, conn: int) -> None:
        """A connection closed: its seat stays held (the phone may come back with its token)."""
        self._buckets.pop(conn, None)
        self._shown.discard(conn)
        if conn in self.displaced:
            self.displaced.remove(conn)
        for s in self.seats:
            if s.conn == conn:
                s.conn = None

    # -- messages -----------------------------------------------------------------------------
    def receive(self, conn: int, raw: str | bytes, now: float) -> tuple[list[dict[str, Any]], Act | None]:
        """Replies to send back on ``conn``, and the action to try, if any."""
        if not self._allowed(conn, now):
            return [_error(_("Too many messages: wait a moment."))], None
        if isinstance(raw, bytes) or len(raw.encode("utf-8", "replace")) > MAX_MESSAGE:
            return [_error(_("That message is not understood here."))], None
        try:
            msg = json.loads(raw)
        except (ValueError, RecursionError):
            return [_error(_("That message is not understood here."))], None
        if not isinstance(msg, dict) or not isinstance(msg.get("t"), str):
            return [_error(_("That message is not understood here."))], None
        kind = msg["t"]
        if kind in ("seats", "join"):
            refused = None if conn in self._shown else self._admit(msg, now)
            if refused:
                return [refused], None
            self._shown.add(conn)  # its seat list, then its join: the code is checked once
            if kind == "seats":
                return [self.seats_message(now)], None
            return self._join(conn, msg, now), None
        seat = self._seat_of_token(msg.get("token"))
        if seat is None:
            return [{"t": "lost", "message": _("This phone no longer holds a seat: join again.")}], None
        s = self.seats[seat]
        if kind == "resume" and s.conn is not None and s.conn != conn:
            self.displaced.append(s.conn)  # two devices, one token: the newest holds the seat
        elif s.conn is not None and s.conn != conn:
            return [{"t": "elsewhere", "message": _("Your seat is played on your other device now.")}], None
        s.conn, s.last_seen = conn, now
        if kind == "ping":
            return [{"t": "pong"}], None
        if kind == "resume":
            return [{"t": "joined", "seat": seat, "token": s.token, "name": s.name}], None
        if kind == "act" and isinstance(msg.get("action"), dict):
            return [], Act(conn, seat, msg["action"])
        if kind == "done":
            return [], Act(conn, seat, {}, done=True)
        return [_error(_("That message is not understood here."))], None

    def seats_message(self, now: float) -> dict[str, Any]:
        return {"t": "seats", "seats": [
            {"seat": i, "name": s.name, "open": s.open, "status": self.status(i, now)}
            for i, s in enumerate(self.seats)]}

    def _join(self, conn: int, msg: dict[str, Any], now: float) -> list[dict[str, Any]]:
        seat = msg.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.seats):
            return [_error(_("There is no such seat."))]
        s = self.seats[seat]
        if not s.open:
            return [_error(_("A computer plays this seat."))]
        if s.token is not None:
            return [_error(_("Another phone already holds this seat: ask the host to free it."))]
        if s.played_here:  # whoever it is would see that player's hand, and play for them
            return [_error(_("This seat already plays on the big screen."))]
        for other in self.seats:  # one phone, one seat
            if other.conn == conn and other.token is not None:
                return [_error(_("This phone already holds a seat."))]
        s.token, s.conn, s.last_seen = secrets.token_urlsafe(18), conn, now
        return [{"t": "joined", "seat": seat, "token": s.token, "name": s.name}]

    def _admit(self, msg: dict[str, Any], now: float) -> dict[str, Any] | None:
        """None if ``msg`` brings the QR secret or the right typed code; else the refusal. A
        typed code is compared only while the room's allowance of wrong codes lasts."""
        secret = msg.get("secret")
        if isinstance(secret, str) and secret:
            if secrets.compare_digest(secret.encode("utf-8", "replace"), self.secret.encode()):
                return None
            return _error(_("This QR code is out of date: scan the one on the big screen."))
        code = msg.get("room")
        if not isinstance(code, str):
            return _error(_("Wrong room code: look at the big screen."))
        allowance = self._wrong_allowance(now)
        if allowance < 1:
            return {"t": "wait", "message": _("Too many wrong codes: wait a minute.")}
        if secrets.compare_digest(code.strip().upper().encode("utf-8", "replace"), self.code.encode()):
            return None
        self._wrong = [allowance - 1, now]
        return _error(_("Wrong room code: look at the big screen."))

    def _wrong_allowance(self, now: float) -> float:
        if self._wrong is None:
            self._wrong = [WRONG_CODES, now]
        allowance, when = self._wrong
        self._wrong = [min(WRONG_CODES, allowance + max(0.0, now - when) / WRONG_EVERY), now]
        return self._wrong[0]

    def _seat_of_token(self, token: object) -> int | None:
        if not isinstance(token, str) or not token:
            return None
        for i, s in enumerate(self.seats):
            if s.token is not None and secrets.compare_digest(s.token.encode(), token.encode("utf-8", "replace")):
                return i
        return None

    def _allowed(self, conn: int, now: float) -> bool:
        bucket = self._buckets.setdefault(conn, [self.burst, now])
        bucket[0] = min(self.burst, bucket[0] + (now - bucket[1]) * self.rate)
        bucket[1] = now
        if bucket[0] < 1:
            return False
        bucket[0] -= 1
        return True


def _error(message: str) -> dict[str, Any]:
    return {"t": "error", "message": message}
