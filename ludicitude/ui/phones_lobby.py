"""The phones' room on the big screen: a QR code and the address to join, the room code, and
every seat with who has joined from a phone; the host takes any seat back from its phone here
(asked to confirm), which refuses a phone that should not have joined.

Shown when a phones game opens, and again with F2 during play. It draws nothing a player's hand
holds: only names, the addresses, the code, and the QR code (which lets a phone in: the room is
for the people around the table).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import segno

from ludicitude.core.i18n import _
from ludicitude.ui import draw, theme
from ludicitude.ui.widgets import Button, WidgetScene

if TYPE_CHECKING:
    from ludicitude.ui.host import Host

QUIET = 4  # modules of white around a QR code, as readers expect


def qr_surface(text: str, size: int) -> pygame.Surface:
    """``text`` as a QR code of at most ``size`` pixels a side (whole pixels per module: sharp)."""
    matrix = segno.make(text, error="m").matrix
    n = len(matrix) + 2 * QUIET
    small = pygame.Surface((n, n))
    small.fill((255, 255, 255))
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                small.set_at((x + QUIET, y + QUIET), (0, 0, 0))
    module = max(1, size // n)
    return pygame.transform.scale(small, (n * module, n * module))


class PhonesLobby(WidgetScene):
    def __init__(self, app: Host, hub: Any) -> None:
        super().__init__(app)
        self.hub = hub
        self.play_button = Button(lambda: _("Back to the table (Enter)"), self.back, style="primary")
        self.free_buttons = [Button(lambda: _("Take back"), self._freer(seat)) for seat in range(len(hub.room.seats))]
        self.widgets = [self.play_button, *self.free_buttons]
        self._qr: tuple[int, str, pygame.Surface] | None = None
        self._shown: tuple[str, ...] = ()
        self._paused = False

    def _freer(self, seat: int) -> Any:
        return lambda: self.ask_free(seat)

    def ask_free(self, seat: int) -> None:
        """Taking a seat back from its phone is asked first (its player may be in the middle of a move)."""
        from ludicitude.ui.dialogs import Confirm

        self.app.stack.open(Confirm(
            self.app, _("Take {name}'s seat back from its phone? That phone can no longer play, and the "
                        "room code changes.").format(name=self.hub.session.names[seat]),
            lambda: self.free(seat), yes=_("Take back"), no=_("Keep the phone")))

    def free(self, seat: int) -> None:
        self.hub.free(seat)
        self.app.dirty = True

    def back(self) -> None:
        self.app.stack.remove(self)

    def update(self, dt: float) -> None:
        statuses, paused = self.hub.statuses(), self.hub.paused()
        if (statuses, paused) != (self._shown, self._paused):  # redraw when someone joins, falls silent...
            self._shown, self._paused = statuses, paused
            self.app.dirty = True
        for seat, button in enumerate(self.free_buttons):
            button.visible = statuses[seat] != "free"  # any phone's seat can come back here

    def layout(self, rect: pygame.Rect) -> None:
        h, w = rect.h, rect.w
        self.qr_size = int(min(h * 0.6, w * 0.3))
        self.qr_rect = pygame.Rect(int(w * 0.05), int(h * 0.17), self.qr_size, self.qr_size)
        # the note's two lines at the projector's least size, clear of the button's focus ring
        self.note_rect = pygame.Rect(int(w * 0.05), int(h * 0.8), int(w * 0.9), int(h * 0.075))
        self.list_rect = pygame.Rect(self.qr_rect.right + int(w * 0.04), int(h * 0.17),
                                     w - self.qr_rect.right - int(w * 0.09), self.note_rect.y - int(h * 0.17))
        self.others = self.hub.addresses()[1:]  # other networks' addresses, under the QR code's
        self.others_h = int(h * 0.075) if self.others else 0
        rows = max(1, len(self.free_buttons))
        self.row_h = min(int(h * 0.075), (self.list_rect.h - int(h * 0.2) - self.others_h) // rows)
        top = self.list_rect.y + int(h * 0.2) + self.others_h
        bw = int(min(self.list_rect.w * 0.32, h * 0.3))
        for seat, button in enumerate(self.free_buttons):
            button.rect = pygame.Rect(self.list_rect.right - bw, top + seat * self.row_h + 2, bw, self.row_h - 4)
        self.play_button.rect = pygame.Rect(0, 0, int(min(w * 0.6, h * 0.9)), int(h * 0.08))
        self.play_button.rect.midbottom = (rect.centerx, int(h * 0.975))

    def draw_content(self, surface: pygame.Surface) -> None:
        h = surface.get_height()
        rect = surface.get_rect()
        draw.text_fit(surface, _("Players' phones: scan the code, pick your seat"),
                      pygame.Rect(rect.w * 0.05, h * 0.03, rect.w * 0.9, h * 0.1), theme.text_px(h, 0.055),
                      theme.ACCENT, bold=True, align="center")
        url = self.hub.join_url  # a new one once the host takes a seat back
        if self._qr is None or self._qr[:2] != (self.qr_size, url):
            self._qr = (self.qr_size, url, qr_surface(url, self.qr_size))
        qr = self._qr[2]
        surface.blit(qr, qr.get_rect(center=self.qr_rect.center))
        lr = self.list_rect
        px = theme.text_px(h, 0.034)
        draw.text_fit(surface, self.hub.address, pygame.Rect(lr.x, lr.y, lr.w, int(h * 0.06)), px, theme.TEXT,
                      bold=True)
        if self.others:  # a computer on two networks: each phone uses the one it is on
            draw.text_fit(surface, _("Or: {addresses}").format(addresses=" · ".join(self.others)),
                          pygame.Rect(lr.x, lr.y + int(h * 0.055), lr.w, self.others_h), theme.text_px(h, 0.026),
                          theme.TEXT_DIM)
        draw.text_fit(surface, _("Room code: {code}").format(code=self.hub.room.code),
                      pygame.Rect(lr.x, lr.y + int(h * 0.07) + self.others_h, lr.w, int(h * 0.1)),
                      theme.text_px(h, 0.06), theme.ACCENT, bold=True)
        words = {"free": _("plays on this screen"), "joined": _("on a phone"), "silent": _("phone silent")}
        colours = {"free": theme.TEXT_DIM, "joined": theme.GOOD, "silent": theme.DANGER}
        session = self.hub.session
        statuses = self._shown or self.hub.statuses()
        top = lr.y + int(h * 0.2) + self.others_h
        for seat, status in enumerate(statuses):
            y = top + seat * self.row_h + self.row_h // 2
            tag = draw.player_tag(surface, session.identities[seat],
                                  draw.fit_name(session.names[seat], px, lr.w * 0.42, True), (lr.x, y), px,
                                  theme.TEXT, bold=True)
            if not session.seats[seat].is_human:
                status_text, colour = _("computer"), theme.TEXT_DIM
            else:
                status_text, colour = words[status], colours[status]
            room = (self.free_buttons[seat].rect.x if status != "free" else lr.right) - tag.right - px
            spx = theme.text_px(h, 0.028)  # a little smaller where a long word meets "Take back"
            wide = theme.font(spx).size(status_text)[0]
            if wide > room:
                spx = max(theme.text_px(h, 0.022), int(spx * room / wide))
            draw.text(surface, draw.ellipsize(status_text, spx, max(10, room)),
                      (tag.right + px // 2, y), spx, colour, anchor="midleft")
        if self._paused:
            draw.text_fit(surface, _("Too many wrong room codes: typed codes wait a minute. The QR code still "
                                     "works."), self.note_rect, theme.text_px(h, 0.03), theme.DANGER,
                          bold=True, align="center")
            return
        draw.text_fit(surface, self.note(), self.note_rect, self.note_px(h), theme.TEXT_DIM, align="center")

    def note(self) -> str:
        """The words under the list, for a room without Wi-Fi between the phones and the computer."""
        return _("No Wi-Fi between phones and this computer? Play on this screen: the curtain "
                 "keeps secrets. F2 opens this page again.")

    @staticmethod
    def note_px(h: int) -> int:
        return theme.text_px(h, 0.026)
