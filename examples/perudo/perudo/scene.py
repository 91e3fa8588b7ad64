"""Perudo's screen: the table (every player's cup as face-down dice, the bid), the private
screen behind the hot-seat curtain (the player's own dice and the bid to make), and the reveal
after a Dudo (every die shown, those that count lit). The scene holds what the turn has picked
and hands the framework's frame of the table as shown to ``table.py``, which draws it: the public
table from the table's view only, nothing of a cup before the Dudo."""

from __future__ import annotations

from typing import Any

import pygame

from ludicitude.core.game import Event, GameState
from ludicitude.core.i18n import _
from ludicitude.core.timeline import AUTO_CLOSE_SECONDS, TUMBLE_SECONDS, Beat, Wait, WaitForPerson
from ludicitude.ui import theme
from ludicitude.ui.frame import Frame
from ludicitude.ui.game_scene import GameScene as BaseGameScene
from perudo import rules, table, texts
from perudo.events import DudoCalled
from perudo.rules import Bid, Dudo


def story(before: GameState, after: GameState, events: list[Event]) -> list[Beat]:
    """After a Dudo the cups lift (input only skips it), then every die waits to be read."""
    dudo = next((i for i, e in enumerate(events) if isinstance(e, DudoCalled)), None)
    if dudo is None:
        return []
    # the table is told the Dudo, and nothing after it (the next round), until the reveal closes
    return [Wait(name="lift", seconds=TUMBLE_SECONDS, told=dudo + 1), WaitForPerson(told=dudo + 1)]


class GameScene(BaseGameScene[rules.State]):
    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        self.private_seat: int | None = None  # whose cup is on show (behind the curtain)
        self.asked: int | None = None  # the seat the curtain was closed for
        self.quantity, self.face = 1, 2
        self.reveal: DudoCalled | None = None  # the last Dudo, on show
        # the keys, declared once (ui/bindings.py): on the private screen; a bid or a Dudo can't be
        # taken back, so neither is primary and Enter (on "More") never makes one
        bidding = self.bidding
        self.faces = [self.button((), lambda f=f: self.pick_face(f), die=f, picked=lambda f=f: self.face == f,
                                  when=bidding) for f in rules.FACES]  # a die each, its digit its key
        self.fewer = self.button((pygame.K_DOWN,), lambda: self.change(-1), lambda: _("Fewer"), when=bidding)
        self.more = self.button((pygame.K_UP,), lambda: self.change(1), lambda: _("More"), when=bidding)
        self.bid_button = self.button((pygame.K_b,), self.bid, lambda: _("Bid {bid}").format(
            bid=texts.bid_text(self.quantity, self.face)), when=bidding, costly=True,
            why=lambda: self.bid_refusal())
        self.dudo_button = self.button((pygame.K_d,), self.dudo, lambda: _("Dudo!"), style="danger", costly=True,
                                       when=lambda: bidding() and self.table.bid is not None)
        self.go_on = self.button((), self.close_wait, lambda: _("Go on"), primary=True)
        self.refresh()

    def bidding(self) -> bool:
        """The private screen is open: its keys act."""
        return self.private_seat is not None and self.reveal is None

    # -- what is on show ------------------------------------------------------------------------
    def humans_here(self) -> list[int]:
        return [s for s in self.table.in_game if not self.session.is_bot(s) and not self.on_phone(s)]

    def refresh(self) -> None:
        seat = self.human_to_act()
        if self.reveal is not None:
            self.widgets = [self.go_on] if self.humans_here() else []
        elif seat is not None and seat == self.private_seat:
            self.widgets = [self.fewer, self.more, *self.faces, self.bid_button, self.dudo_button]
            self.dudo_button.visible = self.table.bid is not None
            self.bid_button.enabled = Bid(self.quantity, self.face) in self.table.legal_actions(seat)
        else:
            self.widgets = []
        self.relayout()
        self.still_changed()

    def ask_player(self) -> None:
        """The curtain for the person to bid (no curtain when only one person plays here)."""
        seat = self.human_to_act()
        if seat is None or seat == self.private_seat or seat == self.asked or not self.is_active():
            return
        self.asked = seat
        if len(self.humans_here()) == 1:
            self.open_private(seat)
        else:
            self.hand_over(seat, _("Your dice, in secret: round {round}.").format(round=self.table.round),
                           lambda: self.open_private(seat))

    def open_private(self, seat: int) -> None:
        self.private_seat = seat
        first = next((a for a in self.table.legal_actions(seat) if isinstance(a, Bid) and a.face != 1), Bid(1, 2))
        self.quantity, self.face = first.quantity, first.face
        self.refresh()
        self.start_focus()

    def harmless_focus(self) -> Any:
        return self.more  # on the private screen the focus starts on More: Enter never bids or doubts by itself

    def input_owner(self) -> object:
        return self.private_seat, self.reveal is None, super().input_owner()

    # -- acting --------------------------------------------------------------------------------
    def change(self, step: int) -> None:
        self.quantity = max(1, min(self.table.total_dice, self.quantity + step))
        self.refresh()

    def pick_face(self, face: int) -> None:
        self.face = face
        self.refresh()

    def bid_refusal(self) -> str | None:
        """Why the bid on show can't be made (the rules' words), said when B is pressed on its greyed button."""
        seat = self.private_seat
        return None if seat is None else self.session.state.refusal(seat, Bid(self.quantity, self.face))

    def bid(self) -> None:
        if self.private_seat is not None and self.act(self.private_seat, Bid(self.quantity, self.face)):
            self.private_seat = None

    def dudo(self) -> None:
        if self.private_seat is not None and self.act(self.private_seat, Dudo()):
            self.private_seat = None

    def on_applied(self, before: GameState, after: GameState, seat: int, action: Any) -> None:
        self.private_seat = None
        self.asked = None
        new = after.events[len(before.events):]
        dudo = [e for e in new if isinstance(e, DudoCalled)]
        if dudo:
            self.reveal = dudo[0]
            self.play(story(before, after, new))
        self.refresh()

    # -- the reveal -----------------------------------------------------------------------------
    def closes_alone(self) -> float | None:  # nobody at the screen: the reveal closes by itself
        return None if self.humans_here() else (TUMBLE_SECONDS + AUTO_CLOSE_SECONDS) * self.app.animation_factor

    def close_wait(self) -> None:
        if self.reveal is None or self.playing():
            return
        self.reveal = None
        super().close_wait()
        self.refresh()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.reveal is None and not self.table.is_over:
            self.ask_player()

    # -- drawing ----------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        h, w = rect.h, rect.w
        panel = table.panel_rect(rect)
        size = max(theme.die_px(h), int(h * 0.07))
        gap = int(size * 0.3)
        x = panel.x + int(h * 0.02)
        y = panel.y + int(h * 0.07) + max(theme.die_px(h), int(h * 0.06)) + int(h * 0.03)
        bw, bh = int(min(panel.w * 0.45, h * 0.34)), int(h * 0.07)
        self.fewer.rect = pygame.Rect(x, y, bw, bh)
        self.more.rect = pygame.Rect(x + bw + gap, y, bw, bh)
        y += bh + gap
        for i, button in enumerate(self.faces):
            button.rect = pygame.Rect(x + i * (size + gap), y, size, size)
        y += size + gap * 2
        self.bid_button.rect = pygame.Rect(x, y, bw * 2 + gap, bh)
        self.dudo_button.rect = pygame.Rect(x, y + bh + gap, bw * 2 + gap, bh)
        self.go_on.rect = pygame.Rect(0, 0, int(min(w * 0.4, h * 0.45)), bh)
        self.go_on.rect.midbottom = (rect.centerx, rect.bottom - int(h * 0.03))

    def frame_own(self) -> table.PerudoView:
        """Perudo's part of the frame: the private screen's seat, its own dice and the keys."""
        seat = self.private_seat
        keys = (self.key_of(self.more), self.key_of(self.fewer), self.key_of(self.bid_button),
                self.key_of(self.dudo_button))
        if seat is None or self.reveal is not None:
            return table.PerudoView(keys=keys)
        own = self.session.state.view(seat).cups[seat]  # this player's own view: no one else's dice
        return table.PerudoView(seat, tuple(own), self.bid_button.enabled, keys, self.dudo_button.rect.bottom)

    def draw_table(self, surface: pygame.Surface, frame: Frame) -> None:
        rect = surface.get_rect()
        banner = pygame.Rect(0, 0, rect.w, int(rect.h * 0.11))
        shown = frame.table
        self.draw_banner(surface, banner, table.turn_text(frame, frame.own), None if shown.is_over else shown.current)
        table.draw_table(surface, frame, banner)
