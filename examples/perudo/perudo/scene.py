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
from ludicitude.core.timeline import TUMBLE_SECONDS, Beat, Wait, WaitForPerson
from ludicitude.ui import theme
from ludicitude.ui.frame import Frame
from ludicitude.ui.game_scene import GameScene as BaseGameScene
from perudo import rules, table, texts
from perudo.events import DudoCalled
from perudo.rules import Bid, Dudo


class GameScene(BaseGameScene[rules.State]):
    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        self.quantity, self.face = 1, 2
        # the private screen's buttons and keys, declared once (ui/bindings.py) and shown while it is
        # open; a bid or a Dudo can't be taken back, so neither is primary and Enter (on "More")
        # never makes one
        bidding = lambda: self.private_seat is not None
        self.faces = [self.button((), lambda f=f: self.pick_face(f), die=f, picked=lambda f=f: self.face == f,
                                  shown=bidding) for f in rules.FACES]  # a die each, its digit its key
        self.fewer = self.button((pygame.K_DOWN,), lambda: self.change(-1), lambda: _("Fewer"), shown=bidding)
        self.more = self.button((pygame.K_UP,), lambda: self.change(1), lambda: _("More"), shown=bidding)
        # each plays its action for the private screen's seat, greyed (saying the rules' words) when refused
        self.bid_button = self.button((pygame.K_b,), words=lambda: _("Bid {bid}").format(
            bid=texts.bid_text(self.quantity, self.face)), plays=lambda: Bid(self.quantity, self.face),
            shown=bidding, costly=True)
        self.dudo_button = self.button((pygame.K_d,), words=lambda: _("Dudo!"), plays=Dudo, style="danger",
                                       costly=True, shown=lambda: bidding() and self.table.bid is not None)
        # the go on under the reveal: shown while it waits for the people here
        self.widgets = [self.fewer, self.more, *self.faces, self.bid_button, self.dudo_button, self.go_on]

    def story_of(self, before: GameState, after: GameState, events: list[Event]) -> list[Beat]:
        """After a Dudo the cups lift (input only skips it), then every die waits to be read."""
        dudo = next((i for i, e in enumerate(events) if isinstance(e, DudoCalled)), None)
        if dudo is None:
            return []
        # the table is told the Dudo, and nothing after it (the next round), until the reveal closes
        return [Wait(name="lift", seconds=TUMBLE_SECONDS, told=dudo + 1), WaitForPerson(told=dudo + 1)]

    def private_turn(self, seat: int) -> str:
        """A person's turn on their private screen: the first bid on show, and the curtain's words."""
        first = next((a for a in self.table.legal_actions(seat) if isinstance(a, Bid) and a.face != 1), Bid(1, 2))
        self.quantity, self.face = first.quantity, first.face
        return _("Your dice, in secret: round {round}.").format(round=self.table.round)

    def harmless_focus(self) -> Any:
        return self.more  # on the private screen the focus starts on More: Enter never bids or doubts by itself

    def change(self, step: int) -> None:
        self.quantity = max(1, min(self.table.total_dice, self.quantity + step))

    def pick_face(self, face: int) -> None:
        self.face = face

    # -- drawing ----------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        h = rect.h
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

    def frame_own(self) -> table.PerudoView:
        """Perudo's part of the frame: whether the bid picked is allowed, the keys its hint names,
        and where that hint goes (the private screen's seat and own view are the frame's)."""
        keys = (self.key_of(self.more), self.key_of(self.fewer), self.key_of(self.bid_button),
                self.key_of(self.dudo_button))
        if self.private_seat is None:
            return table.PerudoView(keys=keys)
        return table.PerudoView(self.bid_button.enabled, keys, self.dudo_button.rect.bottom)

    def draw_table(self, surface: pygame.Surface, frame: Frame) -> None:
        rect = surface.get_rect()
        banner = pygame.Rect(0, 0, rect.w, int(rect.h * 0.11))
        shown = frame.table
        self.draw_banner(surface, banner, table.turn_text(frame, frame.own), None if shown.is_over else shown.current)
        table.draw_table(surface, frame, banner)
