"""What a game screen does with players' phones: which seats a phone holds (never played from
this screen), the room's news as notices, and the hooks through which a phone's choice in a
shared step reaches the screen (``phones.hub.PhoneTable``). ``GameScene`` inherits it."""

from __future__ import annotations

from typing import Any

from ludicitude.core.game import Action
from ludicitude.core.i18n import _


class PhoneSeats:
    app: Any
    session: Any
    _phone_statuses: tuple[str, ...]

    def name(self, seat: int) -> str:
        return str(self.session.names[seat])

    def phones(self) -> Any:
        """The phones playing this game (a ``phones.hub.PhoneHub``), if any."""
        hub = self.app.phones
        return hub if hub is not None and hub.session is self.session else None

    def phone_news(self, text: str) -> None:
        """The room's news (a phone joined a seat, typed codes wait) as a notice over the table;
        the room screen, when it is up, shows the same news in its own list and lines."""
        from ludicitude.ui.phones_lobby import PhonesLobby

        if not isinstance(self.app.stack.top, PhonesLobby):
            self.app.notice(text, 8.0)

    def tell_phones(self, statuses: tuple[str, ...]) -> None:
        """Say when a phone falls silent (F2 shows the room and takes a seat back); a join is
        said by the hub (``phone_news``)."""
        first = not self._phone_statuses
        before = self._phone_statuses or statuses
        self._phone_statuses = statuses
        for seat, (was, now) in enumerate(zip(before, statuses)):
            if now == "silent" and was != "silent":
                self.app.notice(_("{name}'s phone is silent. F2: take the seat back to this screen.").format(
                    name=self.name(seat)), 8.0)
        if first or [s == "free" for s in before] != [s == "free" for s in statuses]:
            self.refresh()  # a seat moved between this screen and a phone: its widgets with it

    def refresh(self) -> None:
        """Hook: rebuild the widgets for the current state (who plays here may have changed)."""

    def on_phone(self, seat: int) -> bool:
        """True if ``seat`` is played from a phone: its choices are made there, never here."""
        hub = self.phones()
        return hub is not None and hub.holds(seat)

    def elsewhere_text(self, seat: int) -> str:
        """Who plays ``seat``'s move while this screen waits: a computer, or a phone."""
        if self.on_phone(seat):
            return _("{name} plays on their phone.").format(name=self.name(seat))
        return _("{name} is playing.").format(name=self.name(seat))  # a computer's name says so

    def phone_pencil(self, seat: int, action: Action) -> str | None:
        """A phone pencils its choice in a shared step (``SharedStepSeats`` does, in one)."""
        return _("Nobody chooses together now.")

    def phone_close(self, seat: int) -> str | None:
        """A phone says Done to a shared step (``SharedStepSeats`` does, in one)."""
        return _("Nobody chooses together now.")

    def phone_hold(self, seat: int) -> str | None:
        """Why ``seat``'s phone waits although it is its move (a game that has a reason overrides this)."""
        return None

    def phone_pencilled(self, seat: int) -> Action | None:
        """What ``seat`` has pencilled in the shared step, if any."""
        return None
