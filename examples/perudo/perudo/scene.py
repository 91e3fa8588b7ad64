"""Perudo's screen: the table (every player's cup as face-down dice, the bid), the private
screen behind the hot-seat curtain (the player's own dice and the bid to make), and the reveal
after a Dudo (every die shown, those that count lit). The public table draws from the table's
view only: nothing of a cup shows before the Dudo."""

from __future__ import annotations

from typing import Any

import pygame

from ludicitude.core.game import Action, Event, GameState
from ludicitude.core.i18n import _
from ludicitude.core.timeline import AUTO_CLOSE_SECONDS, TUMBLE_SECONDS, Beat, Wait, WaitForPerson
from ludicitude.ui.pieces.cup import draw_cup
from ludicitude.ui import draw, theme
from ludicitude.ui.frame import Frame
from ludicitude.ui.game_scene import GameScene as BaseGameScene
from ludicitude.ui.game_scene import digit_keys
from ludicitude.ui.session import GameSession
from ludicitude.ui.widgets import Target
from perudo import rules, texts
from perudo.events import DudoCalled
from perudo.rules import Bid, Dudo


def story(before: GameState, after: GameState, events: list[Event]) -> list[Beat]:
    """After a Dudo the cups lift (input only skips it), then every die waits to be read."""
    if not any(isinstance(e, DudoCalled) for e in events):
        return []
    return [Wait(name="lift", seconds=TUMBLE_SECONDS), WaitForPerson()]


FACE_KEYS = digit_keys(6, 1)


class FaceButton(Target):
    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        scene = self.piece[0]
        draw.die(surface, self.rect, self.piece[1], selected=scene.face == self.piece[1] or focused or hovered)


class GameScene(BaseGameScene[rules.State]):
    state_type = rules.State

    def __init__(self, app: Any, session: GameSession) -> None:
        super().__init__(app, session)
        self.private_seat: int | None = None  # whose cup is on show (behind the curtain)
        self.asked: int | None = None  # the seat the curtain was closed for
        self.quantity, self.face = 1, 2
        self.reveal: DudoCalled | None = None  # the last Dudo, on show
        self.reveal_round = 0  # the round of that Dudo (its cups)
        self.faces = [FaceButton((self, f), lambda piece: self.pick_face(piece[1])) for f in rules.FACES]
        # the keys, declared once (ui/bindings.py): on the private screen; a bid or a Dudo can't be
        # taken back, so neither is primary and Enter (on "More") never makes one
        bidding = self.bidding
        self.bind(tuple(FACE_KEYS), lambda k: self.pick_face(FACE_KEYS[k]), per_key=True, when=bidding)
        self.fewer = self.button((pygame.K_DOWN,), lambda: self.change(-1), lambda: _("Fewer"), when=bidding)
        self.more = self.button((pygame.K_UP,), lambda: self.change(1), lambda: _("More"), when=bidding)
        self.bid_button = self.button((pygame.K_b,), self.bid, lambda: _("Bid {bid}").format(
            bid=texts.bid_text(self.quantity, self.face)), when=bidding, costly=True)
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
            if self.focused is None or self.focused not in self.widgets:
                self.set_focus(self.more)  # Enter never bids or doubts by itself
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
        self.set_focus(self.more)

    def on_new_owner(self) -> None:
        if self.more in self.widgets:
            self.set_focus(self.more)  # Enter never bids or doubts by itself

    def input_owner(self) -> object:
        return self.private_seat, self.reveal is None, super().input_owner()

    # -- acting --------------------------------------------------------------------------------
    def change(self, step: int) -> None:
        self.quantity = max(1, min(self.table.total_dice, self.quantity + step))
        self.refresh()

    def pick_face(self, face: int) -> None:
        self.face = face
        self.refresh()

    def bid(self) -> None:
        if self.private_seat is not None and self.act(self.private_seat, Bid(self.quantity, self.face)):
            self.private_seat = None

    def dudo(self) -> None:
        if self.private_seat is not None and self.act(self.private_seat, Dudo()):
            self.private_seat = None

    def on_applied(self, before: GameState, after: GameState, seat: int, action: Action) -> None:
        self.private_seat = None
        self.asked = None
        new = self.events_since(before, after)
        dudo = [e for e in new if isinstance(e, DudoCalled)]
        if dudo:
            self.reveal = dudo[0]
            self.reveal_round = int(getattr(before, "round", 0))  # the round whose cups are lifted
            self.play(story(before, after, new))
        self.refresh()

    # -- the reveal -----------------------------------------------------------------------------
    def last_public_text(self) -> str:
        """Under a Dudo's reveal, the Dudo itself: never the next round it has begun."""
        if self.reveal is not None:
            return texts.describe(self.reveal, self.session.names)
        return super().last_public_text()

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
        panel = self.panel_rect(rect)
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

    def panel_rect(self, rect: pygame.Rect) -> pygame.Rect:
        h = rect.h
        top = int(h * 0.11)
        width = int(min(rect.w * 0.46, h * 0.8))
        return pygame.Rect(rect.right - width - int(h * 0.02), top + int(h * 0.02), width, rect.h - top - int(h * 0.04))

    def draw_table(self, surface: pygame.Surface, frame: Frame) -> None:
        rect = surface.get_rect()
        h = rect.h
        table = self.table
        seat = self.private_seat
        banner = pygame.Rect(0, 0, rect.w, int(h * 0.11))
        if seat is not None:
            turn = _("{name}: your dice, seen by you alone").format(name=self.name(seat))
        elif self.reveal is not None:  # the Dudo's round, never the next one already begun
            turn = texts.dudo_title(self.reveal_round)
        else:
            turn = texts.turn_text(table, self.session.names)
        self.draw_banner(surface, banner, turn, None if table.is_over else table.current)
        private = seat is not None and self.reveal is None
        cups_w = rect.w - (self.panel_rect(rect).w + int(h * 0.06) if private else int(h * 0.04))
        self.draw_cups(surface, pygame.Rect(int(h * 0.02), banner.bottom + int(h * 0.02), cups_w,
                                            rect.h - banner.bottom - int(h * 0.14)))
        if seat is not None and self.reveal is None:
            self.draw_private(surface, self.panel_rect(rect), seat)
        elif self.reveal is not None:
            line = pygame.Rect(int(h * 0.02), rect.bottom - int(h * 0.2), rect.w - int(h * 0.04), int(h * 0.08))
            self.draw_reveal_line(surface, line)

    def draw_cups(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Every seat's cup (the framework's, ``ui/pieces/cup``) over dice nobody here may see,
        with how many; on a Dudo the cups lift off the dice, then every die stays to be read."""
        h = surface.get_height()
        table, n = self.table, self.table.num_seats
        row_h = min(int(rect.h / n), int(h * 0.15))
        px = theme.text_px(h, 0.032)
        # the name on a line of its own, the cup under it: a long name never runs under the dice
        size = max(theme.die_px(h), min(int((row_h - px * 1.5) * 0.9), int(rect.w * 0.15)))
        reveal = self.reveal if self.reveal is not None and not self.playing() else None
        lifting = self.timeline.current(Wait) if self.reveal is not None else None
        lift = self.timeline.progress(lifting) if lifting is not None else None  # the cups lifting
        shown = self.reveal if reveal is not None or lift is not None else None  # the dice under the cups
        for s in range(n):
            y = rect.y + s * row_h
            colour = theme.ACCENT if s == table.current and not table.is_over else theme.TEXT
            draw.player_tag(surface, self.identity(s), self.name(s), (rect.x, y + px * 0.6), px, colour)
            dice_y = y + int(px * 1.3)
            cup: tuple[int, ...] = table.cups[s]
            lit: set[int] = set()
            if shown is not None:
                cup = shown.cups[s]
            if reveal is not None:
                face = reveal.face
                lit = {i for i, f in enumerate(cup) if f == face or (f == 1 and face != 1)}
            if not cup:
                draw.text(surface, _("out"), (rect.x + int(px * 1.35), dice_y + size // 2), theme.text_px(h, 0.028),
                          theme.TEXT_DIM, anchor="midleft")
            covered = bool(cup) and all(f == rules.HIDDEN for f in cup)
            x0 = rect.x + int(px * 1.35)
            if covered:  # the dice under their owner's cup, and how many
                under = pygame.Rect(x0 + int(size * 0.2), dice_y + int(size * 0.12), int(size * 0.8), int(size * 0.8))
                draw_cup(surface, under, self.identity(s).colour)
                draw.text(surface, f"×{len(cup)}", (under.right + int(size * 0.4), under.centery), px, theme.TEXT,
                          bold=True, anchor="midleft")
                continue
            for i, f in enumerate(cup):
                r = pygame.Rect(x0 + i * int(size * 1.2), dice_y, size, size)
                if r.right > rect.right:
                    break
                draw.die(surface, r, f if f != rules.HIDDEN else None, selected=i in lit)
            if lift is not None and cup:  # the cup rising off the dice it covered
                draw_cup(surface, pygame.Rect(x0 + int(size * 0.2), dice_y + int(size * 0.12), int(size * 0.8),
                                              int(size * 0.8)), self.identity(s).colour, lift=lift)
        if table.bid is not None and table.bidder is not None and reveal is None:
            text = _("On the table: {bid}, by {name}").format(bid=texts.bid_text(*table.bid),
                                                              name=self.name(table.bidder))
            draw.text_fit(surface, text, pygame.Rect(rect.x, rect.bottom, rect.w, int(h * 0.05)),
                          theme.text_px(h, 0.036), theme.ACCENT, bold=True, valign="center")
        draw.text(surface, _("{count} dice on the table").format(count=table.total_dice),
                  (rect.x, rect.bottom + int(h * 0.075)), theme.text_px(h, 0.028), theme.TEXT_DIM, anchor="midleft")

    def draw_private(self, surface: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        """The bidder's own dice (from their view only) and the bid they are making."""
        h = surface.get_height()
        draw.panel(surface, rect, theme.PANEL, radius=0.04)
        own = self.session.state.view(seat).cups[seat]
        size = max(theme.die_px(h), int(h * 0.06))
        x, y = rect.x + int(h * 0.02), rect.y + int(h * 0.02)
        draw.text(surface, _("Your dice"), (x, y), theme.text_px(h, 0.03), theme.TEXT_DIM)
        for i, f in enumerate(own):
            draw.die(surface, pygame.Rect(x + i * int(size * 1.2), y + int(h * 0.05), size, size), f)
        if not self.bid_button.enabled:
            hint = pygame.Rect(x, self.dudo_button.rect.bottom + int(h * 0.015), rect.w - int(h * 0.04), int(h * 0.1))
            draw.text_fit(surface, _("That bid does not raise the last one: more dice, or a higher face."), hint,
                          theme.text_px(h, 0.026), theme.TEXT_DIM)
        keys = pygame.Rect(x, rect.bottom - int(h * 0.1), rect.w - int(h * 0.04), int(h * 0.09))
        words = _("Keys: {more}/{fewer} the number, 1-6 the face, {bid} bids, {dudo} calls Dudo.").format(
            more=self.key_of(self.more), fewer=self.key_of(self.fewer), bid=self.key_of(self.bid_button),
            dudo=self.key_of(self.dudo_button))
        draw.text_fit(surface, words, keys, theme.text_px(h, 0.024), theme.TEXT_DIM)

    def draw_reveal_line(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        h = surface.get_height()
        if self.reveal is None or self.playing():
            text = _("Dudo! The cups are lifted...")
        else:
            text = texts.describe(self.reveal, self.session.names)
        draw.text_fit(surface, text, rect, theme.text_px(h, 0.034), theme.TEXT, valign="center")
