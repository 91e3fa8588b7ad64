"""The phones of one game: the server, the room, and the game session they play.

The game loop calls ``poll`` every frame: it reads what phones sent, lets the room check it,
and hands each allowed move to the screen (a ``PhoneTable``), which plays it through
``state.apply`` as if it had been clicked. In a step where several seats choose at once (core
``SharedStep``: Cadenas's white sum) a phone's choice is only pencilled in on the screen, and the
seat that closes the step says Done. Whenever the game changes, every phone is sent its seat's view.
"""

from __future__ import annotations

import json
import queue
import time
from collections.abc import Callable
from typing import Any, Protocol

from ludicitude.core.errors import IllegalAction
from ludicitude.core.game import Action, action_from_dict, action_to_dict
from ludicitude.core.i18n import _, language
from ludicitude.phones.room import Act, Room
from ludicitude.phones.server import DEFAULT_PORT, PhoneServer, lan_address, lan_addresses
from ludicitude.phones.words import game_facts, page_strings

TOLD = 4  # the last events a phone shows in words


class PhoneTable(Protocol):
    """What the big screen does with a phone's allowed move (``GameScene`` is one): each answers
    None, or the refusal in words (and nothing changed)."""

    def apply_action(self, seat: int, action: Action) -> str | None:
        """Play ``action`` for ``seat`` through ``state.apply``."""

    def phone_pencil(self, seat: int, action: Action) -> str | None:
        """In a shared step: pencil ``seat``'s choice in (its ``nothing`` takes it back)."""

    def phone_close(self, seat: int) -> str | None:
        """In a shared step: ``seat`` says Done, and every pencilled choice is played."""

    def phone_pencilled(self, seat: int) -> Action | None:
        """``seat``'s choice pencilled in the shared step, if any."""

    def phone_hold(self, seat: int) -> str | None:
        """Why ``seat``'s phone must wait although it is its move (the big screen shows a round's
        scores), or None: the phone shows it, and its move once the reason has gone."""

    def phone_news(self, text: str) -> None:
        """Say ``text`` on the big screen: a phone joined a seat, typed codes are paused."""

    # and, optionally (``GameScene`` has it; a table without it tells each phone the state now):
    # ``told_view(seat) -> GameState | None``: ``seat``'s view as the table has told it while an
    # action's beats still hold some of it back (``Beat.told``), None when nothing is held back;
    # ``shown_table``: the table as shown, a new value each time the told point moves.


class PhoneHub:
    def __init__(self, session: Any, *, port: int = DEFAULT_PORT, host: str = "0.0.0.0",
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.session = session
        self.room = Room(list(session.names), [seat.is_human for seat in session.seats])
        phone = session.game.phone
        self.server = PhoneServer(port, host=host, keyed=self.room.keyed,
                                  game_script=None if phone is None else session.game.folder() / phone.script)
        self.clock = clock
        self.texts = session.game.texts()
        self._sent: dict[int, str] = {}  # seat -> the last state text its phone was sent
        self._statuses: tuple[str, ...] = ()
        self._table: PhoneTable | None = None  # the screen last polled: it holds pencilled choices
        self._paused = False  # typed room codes wait (too many wrong ones), as last said
        self._holds: tuple[str | None, ...] = ()  # why each seat's phone waits, as last sent
        self._addresses: list[str] | None = None  # see addresses
        self._words: tuple[Any, str, dict[str, Any]] | None = None  # see words
        self._point: object = None  # the polled table's ``shown_table`` as last sent (see poll)
        self._stale = False  # the game changed under a table that tells: the states go at its next poll

    # -- life ---------------------------------------------------------------------------------
    def start(self) -> None:
        """Open the room (raises OSError when the port can't be had)."""
        self.server.start()
        self.session.listeners.append(self.on_change)
        self._close_private_seats()  # a game resumed from a save may hold a secret already

    def close(self) -> None:
        if self.on_change in self.session.listeners:
            self.session.listeners.remove(self.on_change)
        self.server.close()

    @property
    def address(self) -> str:
        """The page's address, as the QR code shows it."""
        return self.addresses()[0]

    def addresses(self) -> list[str]:
        """Every address phones could use (a computer on two networks has two), the QR code's
        first; only the chosen one when the server listens on one address (``--host``). Looked up
        once: the room screen draws them every frame, and asking the system may take a while."""
        if self._addresses is None:
            self._addresses = self._look_up_addresses()
        return self._addresses

    def _look_up_addresses(self) -> list[str]:
        host = self.server.host
        if host in ("0.0.0.0", "::", ""):
            hosts = [lan_address(), *lan_addresses()]
        else:
            hosts = [host]
        return [f"http://{h}:{self.server.port}/" if ":" not in h else f"http://[{h}]:{self.server.port}/"
                for h in dict.fromkeys(hosts)]

    @property
    def join_url(self) -> str:
        """What the QR code holds: the page, with the room's join secret after the # (a
        fragment: the browser never sends it in a request, only the page reads it)."""
        return f"{self.address}#{self.room.secret}"

    def rematch(self, session: Any) -> None:
        """"Play again, same players": the room, its seats and phones go on to ``session``."""
        if self.on_change in self.session.listeners:
            self.session.listeners.remove(self.on_change)
        self.session = session
        session.listeners.append(self.on_change)
        for s in self.room.seats:
            s.played_here = False  # a new game: nobody's hand is on the big screen yet
        self._sent.clear()
        self._table = None  # the old game's screen: the new one polls soon
        self._close_private_seats()
        for seat in range(len(self.room.seats)):
            self._send_state(seat)

    def holds(self, seat: int) -> bool:
        return self.room.holds(seat)

    def statuses(self) -> tuple[str, ...]:
        now = self.clock()
        return tuple(self.room.status(s, now) for s in range(len(self.room.seats)))

    def free(self, seat: int) -> None:
        """The host takes ``seat`` back from its phone: that phone is told and its token stops
        working; the room code and the QR secret change, so whoever it was can't join again."""
        conn = self.room.conn_of(seat)
        self.room.free(seat)
        self.room.renew()
        self._sent.pop(seat, None)
        if conn is not None:
            self._send(conn, {"t": "lost", "message": _("The host took your seat back to the big screen.")})

    def paused(self) -> bool:
        """True while typed room codes wait (too many wrong ones): the room screen says so."""
        return self.room.paused(self.clock())

    # -- every frame ---------------------------------------------------------------------------
    def poll(self, table: PhoneTable) -> bool:
        """Handle what the phones sent; True if the big screen has something new to show."""
        self._table = table
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
                if reply["t"] in ("seats", "joined", "pong"):
                    self.server.admit(conn)  # it showed the code, the secret or a token
                if reply["t"] == "seats":  # the words first: the seat list shows "taken" at once
                    self._send(conn, {"t": "strings", "strings": self.words()})
                    reply = {**reply, "players": self.players()}  # each seat as its chip
                self._send(conn, reply)
                if reply["t"] == "joined":
                    if json.loads(payload).get("t") == "join":  # a new phone, not one coming back
                        table.phone_news(_("{name}'s seat: a phone joined. F2: refuse it.").format(
                            name=self.session.names[reply["seat"]]))
                    self._sent.pop(reply["seat"], None)
                    self._send_state(reply["seat"])
                    changed = True
            for old in self.room.displaced:
                self._send(old, {"t": "elsewhere", "message": _("Your seat is played on your other device now.")})
            self.room.displaced.clear()
            if act is not None:
                error = self._try(act, table)
                if error:
                    self._send(conn, {"t": "error", "message": error})
                else:
                    changed = True
                self._send_state(act.seat)  # a pencilled choice changes no state: tell it anyway
        seats = range(len(self.room.seats))
        holds = tuple(table.phone_hold(seat) if self.room.holds(seat) else None for seat in seats)
        if holds != self._holds:  # the round's scores closed: each phone shows its move by itself
            self._holds = holds
            for seat in seats:
                self._send_state(seat)
        point = getattr(table, "shown_table", None)
        if self._stale or point is not self._point:  # the table has told more (or the game moved)
            self._stale, self._point = False, point
            for seat in seats:
                self._send_state(seat)
        statuses = self.statuses()
        if statuses != self._statuses:
            self._statuses, changed = statuses, True
        paused = self.paused()
        if paused != self._paused:
            self._paused, changed = paused, True
            if paused:
                table.phone_news(_("Too many wrong room codes: typed codes wait a minute. The QR code still works."))
        return changed

    def _try(self, act: Act, table: PhoneTable) -> str | None:
        state = self.session.state
        step = state.shared_step()
        if act.done:
            if not self.may_close(act.seat):
                return _("That move is not possible now.")
            return table.phone_close(act.seat)
        try:
            action = action_from_dict(act.action, self.session.game.actions())
            exact = action_to_dict(action) == act.action  # nothing more, nothing else than the move
        except (IllegalAction, RecursionError, TypeError, ValueError):
            exact = False
        if not exact:
            return _("That move is not understood here.")
        if step is not None and act.seat in step.seats:  # everyone at once: only pencilled in
            if action not in state.view(act.seat).shared_actions(act.seat):
                return _("That move is not possible now.")
            return table.phone_pencil(act.seat, action)
        if act.seat not in state.to_act or action not in state.view(act.seat).legal_actions(act.seat):
            return _refusal(state, act.seat, action)
        return table.apply_action(act.seat, action)

    def may_close(self, seat: int) -> bool:
        """Whether ``seat``'s phone may say Done to the shared step: the seat that closes it, or,
        when a computer does, anyone who chooses in it (as anyone at the big screen may)."""
        step = self.session.state.shared_step()
        if step is None or seat not in step.seats:
            return False
        return seat == step.closer or self.session.is_bot(step.closer)

    # -- to the phones -------------------------------------------------------------------------
    def on_change(self, session: Any) -> None:
        """The game changed (a listener of the session): each phone gets its seat's view. A
        person's seat that moved on the big screen is no longer open to a phone's join."""
        for seat in session.last_actors:
            if not self.room.holds(seat) and not session.is_bot(seat):
                self.room.seats[seat].played_here = True
        self._close_private_seats()
        if callable(getattr(self._table, "told_view", None)):
            # the big screen has not played the move yet: each phone is sent what it tells, at
            # its next poll (a roll's faces once its dice land, never before)
            self._stale = True
            return
        for seat in range(len(self.room.seats)):
            self._send_state(seat)

    def _close_private_seats(self) -> None:
        """A seat played here whose view holds what the table's does not (a secret face set on
        the big screen, its own log lines) is closed to joins: a phone taking it would see it."""
        state = self.session.state
        if self.session.game.hands_dealt:
            # each seat's view holds its own dealt hand (Perudo's cups), shown nowhere yet: only a
            # seat that has moved on the big screen (in this game's record) has shown its hand there
            acted = {seat for move in self.session.record.moves for seat in move.seats}
            for seat in acted:
                if not self.room.holds(seat) and not self.session.is_bot(seat):
                    self.room.seats[seat].played_here = True
            return
        public = None
        for seat, s in enumerate(self.room.seats):
            if s.open and s.token is None and not s.played_here:
                public = public or state.view(None).to_dict()
                if state.view(seat).to_dict() != public:
                    s.played_here = True

    def state_message(self, seat: int) -> dict[str, Any]:
        """All a phone is told: its seat's view of the game, never more (the view's own fields,
        ``_data_to_dict``: its ``to_dict`` would write the whole record of events too, for nothing).
        While the big screen's beats still hold some of an action back (``Beat.told``: dice in the
        air, cups down), the view as the table has told it, and no move to offer yet: the phone
        learns nothing before the table shows it (its moves are checked against the game itself)."""
        told_view = getattr(self._table, "told_view", None)
        held = told_view(seat) if callable(told_view) else None
        view = self.session.state.view(seat) if held is None else held
        names, told_names = list(self.session.names), self.session.told_names  # running text: no level
        told: list[str] = []  # the last TOLD events in words, among the last few (from the newest)
        for event in reversed(view.events[-TOLD * 3:]):
            if text := self.texts.describe(event, told_names):
                told.append(text)
                if len(told) == TOLD:
                    break
        told.reverse()
        return {
            "t": "state", "game": self.session.game.id, "seat": seat, "lang": language(),
            "names": names, "scores": list(view.scores), "to_act": list(view.to_act),
            "over": view.is_over, "winners": list(view.winners), "data": view._data_to_dict(),
            "legal": [] if held is not None else [action_to_dict(a) for a in view.legal_actions(seat)],
            "told": told,
            "players": self.players(),
            "phone_game": self.session.game.phone is not None, "strings": self.words(),
            "shared": None if held is not None else self._shared(seat, view),
            "hold": self._table.phone_hold(seat) if self._table is not None else None,
            "facts": game_facts(self.session.game, view, seat, names),
        }

    def players(self) -> list[dict[str, Any]]:
        """Each seat's chip as the big screen draws it: its colour (``#rrggbb``), its symbol's
        name, and whether a computer plays it (its chip carries the badge). All of it is on the
        table for everyone to see: no seat's secret."""
        return [{"colour": "#" + "".join(f"{c:02x}" for c in identity.colour[:3]), "symbol": identity.symbol,
                 "computer": self.session.is_bot(seat)}
                for seat, identity in enumerate(self.session.identities)]

    def words(self) -> dict[str, Any]:
        """Every word of the page (``page_strings``), made once for a game and a language: each
        phone's every screen carries them."""
        game, lang = self.session.game, language()
        if self._words is None or self._words[:2] != (game, lang):
            self._words = (game, lang, page_strings(game))
        return self._words[2]

    def _shared(self, seat: int, view: Any) -> dict[str, Any] | None:
        """In a shared step, what ``seat`` may pencil in, what it has, and whether it says Done."""
        step = view.shared_step()
        if step is None or seat not in step.seats:
            return None
        pencilled = self._table.phone_pencilled(seat) if self._table is not None else None
        return {"legal": [action_to_dict(a) for a in view.shared_actions(seat)],
                "pencilled": None if pencilled is None else action_to_dict(pencilled),
                "closes": self.may_close(seat), "closer": step.closer}

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


def _refusal(state: Any, seat: int, action: Action) -> str:
    """Why the rules refuse ``action`` (tried on a copy: nothing changes), in words."""
    try:
        state.apply(seat, action)
    except IllegalAction as exc:
        return str(exc)
    except Exception:  # a malformed action the rules did not foresee: refused all the same
        pass
    return _("That move is not possible now.")
