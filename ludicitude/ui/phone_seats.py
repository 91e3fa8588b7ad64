"""What a game screen does with players' phones: which seats a phone holds (never played from
this screen), their moves taken in each frame and their statuses told, the room's news as
notices, and F2 (the room's screen). ``GameScene`` owns one (``scene.phone_seats``); the hooks
through which a phone's choice reaches the screen (``phones.hub.PhoneTable``) are the scene's own
(``phone_hold``; a shared step's ``phone_pencil`` and ``phone_close``)."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from ludicitude.core.i18n import _


class PhoneScene(Protocol):
    """What the phones' part reads of its screen."""

    app: Any
    session: Any

    def name(self, seat: int) -> str: ...
    def refresh(self) -> None: ...


class PhoneSeats:
    """The seats played from phones at one game screen (see the module docstring)."""

    def __init__(self, scene: PhoneScene) -> None:
        self.scene = scene
        self.statuses: tuple[str, ...] = ()  # each seat's phone, as last told (``tell``)

    def hub(self) -> Any:
        """The phones playing this game (a ``phones.hub.PhoneHub``), if any."""
        hub = self.scene.app.phones
        return hub if hub is not None and hub.session is self.scene.session else None

    def key(self, event: pygame.event.Event) -> bool:
        """F2, while phones play here: the room's screen (who plays from which phone); True if it opened."""
        hub = self.hub()
        if event.key != pygame.K_F2 or hub is None:
            return False
        from ludicitude.ui.phones_lobby import PhonesLobby

        self.scene.app.stack.open(PhonesLobby(self.scene.app, hub))
        return True

    def news(self, text: str) -> None:
        """The room's news (a phone joined a seat, typed codes wait) as a notice over the table;
        the room screen, when it is up, shows the same news in its own list and lines."""
        from ludicitude.ui.phones_lobby import PhonesLobby

        app = self.scene.app
        if not isinstance(app.stack.top, PhonesLobby):
            app.notice(text, 8.0)

    def update(self) -> None:
        """Each frame: the phones' moves played through the screen (``PhoneHub.poll``), and their
        statuses told when they change (also what changed while another screen was on top)."""
        hub = self.hub()
        if hub is None:
            return
        if hub.poll(self.scene):
            self.scene.app.dirty = True
        statuses = hub.statuses()
        if statuses != self.statuses:
            self.tell(statuses)

    def tell(self, statuses: tuple[str, ...]) -> None:
        """Say when a phone falls silent (F2 shows the room and takes a seat back); a join is
        said by the hub (``news``). A seat moved between this screen and a phone: the scene's
        widgets are made again (``refresh``)."""
        first = not self.statuses
        before = self.statuses or statuses
        self.statuses = statuses
        for seat, (was, now) in enumerate(zip(before, statuses)):
            if now == "silent" and was != "silent":
                self.scene.app.notice(_("{name}'s phone is silent. F2: take the seat back to this screen.").format(
                    name=self.scene.name(seat)), 8.0)
        if first or [s == "free" for s in before] != [s == "free" for s in statuses]:
            self.scene.refresh()

    def holds(self, seat: int) -> bool:
        """True if ``seat`` is played from a phone: its choices are made there, never here."""
        hub = self.hub()
        return hub is not None and hub.holds(seat)

    def elsewhere_text(self, seat: int) -> str:
        """Who plays ``seat``'s move while this screen waits: a computer, or a phone."""
        if self.holds(seat):
            return _("{name} plays on their phone.").format(name=self.scene.name(seat))
        return _("{name} is playing.").format(name=self.scene.name(seat))  # a computer's name says so
