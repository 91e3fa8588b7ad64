"""The phones of one game: the server, the room, and the game session they play.

The game loop calls ``poll`` every frame: it reads what phones sent, lets the room check it,
and hands each allowed move to the screen (``apply``), which plays it through ``state.apply``
as if it had been clicked. Whenever the game changes, every phone is sent its seat's view.
"""

from __future__ import annotations

import json
import queue
import time
from collections.abc import Callable
from typing import Any

from ludicitude.core.errors import IllegalAction
from ludicitude.core.game import Action, action_from_dict, action_to_dict
from ludicitude.core.i18n import _, language
from ludicitude.phones.room import Act, Room
from ludicitude.phones.server import DEFAULT_PORT, PhoneServer, lan_address

#: games whose secret and personal choices can be made on a phone
PHONE_GAMES = ("magouille",)
TOLD = 4  # the last events a phone shows in words

Apply = Callable[[int, Action], "str | None"]  # play a move for a seat; the refusal in words, or None


def page_strings() -> dict[str, str]:
    """Every word the phone page shows, in the app's language."""
    return {
        "title": _("Ludicitude"),
        "room": _("Room code"),
        "pick": _("Which seat is yours?"),
        "join": _("Join"),
        "taken": _("taken"),
        "computer": _("computer"),
        "you": _("You are {name}"),
        "wait": _("Watch the big screen: it is not your move."),
        "set_die": _("Set your die in secret"),
        "confirm": _("Confirm {face}"),
        "chosen": _("You set {face}. Wait for the reveal."),
        "pick_face": _("Tap a face, then confirm."),
        "over": _("The game is over: see the big screen."),
        "lost": _("Connection lost: trying again..."),
        "scores": _("Scores"),
        "other_game": _("This game is played on the big screen."),
    }


class PhoneHub:
    def __init__(self, session: Any, *, port: int = DEFAULT_PORT, host: str = "0.0.0.0",
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.session = session
        self.room = Room(list(session.names), [seat.is_human for seat in session.seats])
        self.server = PhoneServer(port, host=host)
        self.clock = clock
        self.rules = session.game.module("rules")
        self.texts = session.game.module("texts")
        self._sent: dict[int, str] = {}  # seat -> the last state text its phone was sent
        self._statuses: tuple[str, ...] = ()

    # -- life ---------------------------------------------------------------------------------
    def start(self) -> None:
        """Open the room (raises OSError when the port can't be had)."""
        self.server.start()
        self.session.listeners.append(self.on_change)

    def close(self) -> None:
        if self.on_change in self.session.listeners:
            self.session.listeners.remove(self.on_change)
        self.server.close()

    @property
    def address(self) -> str:
        return f"http://{lan_address()}:{self.server.port}/"

    @property
    def join_url(self) -> str:
        """What the QR code holds: the page, with the room code after the #."""
        return f"{self.address}#{self.room.code}"

    def holds(self, seat: int) -> bool:
        return self.room.holds(seat)

    def statuses(self) -> tuple[str, ...]:
        now = self.clock()
        return tuple(self.room.status(s, now) for s in range(len(self.room.seats)))

    def free(self, seat: int) -> None:
        conn = self.room.conn_of(seat)
        self.room.free(seat)
        self._sent.pop(seat, None)
        if conn is not None:
            self._send(conn, {"t": "lost", "message": _("The host gave your seat back to the big screen.")})

    # -- every frame ---------------------------------------------------------------------------
    def poll(self, apply: Apply) -> bool:
        """Handle what the phones sent; True if the big screen has something new to show."""
        changed = False
        while True:
            try:
                conn, what, payload = self.server.inbox.get_nowait()
            except queue.Empty:
                break
            if what == "close":
                self.room.gone(conn)
                continue
            if what != "message":
                continue
            replies, act = self.room.receive(conn, payload, self.clock())
            for reply in replies:
                self._send(conn, reply)
                if reply["t"] == "joined":
                    self._sent.pop(reply["seat"], None)
                    self._send_state(reply["seat"])
                    changed = True
                elif reply["t"] == "seats":
                    self._send(conn, {"t": "strings", "strings": page_strings()})
            if act is not None:
                error = self._try(act, apply)
                if error:
                    self._send(conn, {"t": "error", "message": error})
        statuses = self.statuses()
        if statuses != self._statuses:
            self._statuses, changed = statuses, True
        return changed

    def _try(self, act: Act, apply: Apply) -> str | None:
        try:
            action = action_from_dict(act.action, self.rules.ACTION_TYPES)
        except (IllegalAction, RecursionError, TypeError, ValueError):
            return _("That move is not understood here.")
        state = self.session.state
        if act.seat not in state.to_act or action not in state.view(act.seat).legal_actions(act.seat):
            return _("That move is not possible now.")
        return apply(act.seat, action)

    # -- to the phones -------------------------------------------------------------------------
    def on_change(self, session: Any) -> None:
        """The game changed (a listener of the session): each phone gets its seat's view."""
        for seat in range(len(self.room.seats)):
            self._send_state(seat)

    def state_message(self, seat: int) -> dict[str, Any]:
        """All a phone is told: its seat's view of the game, never more."""
        view = self.session.state.view(seat)
        names = list(self.session.names)
        told = [t for t in (self.texts.describe(e, names) for e in view.events[-TOLD * 3:]) if t][-TOLD:]
        return {
            "t": "state", "game": self.session.game.id, "seat": seat, "lang": language(),
            "names": names, "scores": list(view.scores), "to_act": list(view.to_act),
            "over": view.is_over, "winners": list(view.winners), "data": view.to_dict()["data"],
            "legal": [action_to_dict(a) for a in view.legal_actions(seat)], "told": told,
            "phone_game": self.session.game.id in PHONE_GAMES, "strings": page_strings(),
        }

    def _send_state(self, seat: int) -> None:
        conn = self.room.conn_of(seat)
        if conn is None:
            return
        text = json.dumps(self.state_message(seat))
        if self._sent.get(seat) != text:
            self._sent[seat] = text
            self.server.send(conn, text)

    def _send(self, conn: int, message: dict[str, Any]) -> None:
        self.server.send(conn, json.dumps(message))
