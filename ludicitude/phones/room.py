"""Who holds which seat, and what a message from a phone may do (no network, no pygame).

The hub hands every message to ``Room.receive`` in the game loop's thread, with the id of the
connection it came on. A phone joins a seat with the room code and gets a token; from then on
every message names that token, and a token acts only for its own seat. Anything malformed,
oversized, too frequent or not allowed is answered with an error and changes nothing.
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


def new_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(4))


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

    rate: float = RATE
    burst: float = BURST

    def __post_init__(self) -> None:
        self.seats = [Seat(n, o) for n, o in zip(self.names, self.open_seats)]
        self._buckets: dict[int, list[float]] = {}  # conn -> [allowance, when]

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
        if kind == "seats":
            if not self._code_ok(msg):
                return [_error(_("Wrong room code: look at the big screen."))], None
            return [self.seats_message(now)], None
        if kind == "join":
            return self._join(conn, msg, now), None
        seat = self._seat_of_token(msg.get("token"))
        if seat is None:
            return [{"t": "lost", "message": _("This phone no longer holds a seat: join again.")}], None
        s = self.seats[seat]
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
        if not self._code_ok(msg):
            return [_error(_("Wrong room code: look at the big screen."))]
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

    def _code_ok(self, msg: dict[str, Any]) -> bool:
        code = msg.get("room")
        return isinstance(code, str) and secrets.compare_digest(code.strip().upper().encode(), self.code.encode())

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
