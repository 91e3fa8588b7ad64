"""The Quatre Cartes table: four cards with everyone's dice, the active player's roll, and
the continue / stop choice (with the take-back of one card, showing what each card scores now).

Every rule question goes to the rules core: which cards take the chosen dice
(``rules.card_accepts``), what a card scores right now (``rules.card_points_now``,
``rules.score_card``) and what may be done (``legal_actions``). This file only draws and
turns clicks and keys into actions.

Keys: 1-8 pick dice of the roll, I S M N put them on Idem, Suite, Maxi or Neuf, C continues,
X stops (then 0 keeps everything, or I S M N takes that card back); Tab and arrows move the
focus, Enter presses; Esc cancels a choice, or asks before leaving.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ludicitude.core.game import Action, Event, GameState
from ludicitude.core.i18n import _
from ludicitude.games.cartes import rules, texts
from ludicitude.games.cartes.rules import CARDS, Continue, Place, Stop, card_name
from ludicitude.ui import draw, theme
from ludicitude.ui.game_scene import GameScene as BaseGameScene
from ludicitude.ui.session import GameSession
from ludicitude.ui.widgets import Button, Widget

CARD_KEYS = {pygame.K_i: rules.IDEM, pygame.K_s: rules.SUITE, pygame.K_m: rules.MAXI,
             pygame.K_n: rules.NEUF}
CARD_LETTER = {rules.IDEM: "I", rules.SUITE: "S", rules.MAXI: "M", rules.NEUF: "N"}
DIGIT_KEYS = {getattr(pygame, f"K_{i}"): i - 1 for i in range(1, 9)}
DIGIT_KEYS.update({getattr(pygame, f"K_KP{i}"): i - 1 for i in range(1, 9)})
ROLL_SECONDS = 0.6  # the rolling animation, at normal speed
SUMMARY_SECONDS = 4.0  # how long a round summary stays when only computers play


def fit_name(name: str, px: int, width: float, bold: bool = False) -> str:
    """``name`` shortened with an ellipsis until it fits ``width`` pixels."""
    font = theme.font(px, bold)
    if font.size(name)[0] <= width:
        return name
    while len(name) > 1 and font.size(name + "…")[0] > width:
        name = name[:-1]
    return name + "…"


class RollDie(Widget):
    """One die of the active player's roll: pressing it picks or unpicks it."""

    def __init__(self, scene: GameScene, index: int) -> None:
        super().__init__()
        self.scene = scene
        self.index = index

    def press(self) -> None:
        self.scene.toggle_die(self.index)

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        """Drawn with the table (``GameScene.draw_roll_die``), also under a dialog."""


class CardTarget(Widget):
    """One of the four cards: pressing it puts the picked dice on it."""

    def __init__(self, scene: GameScene, card: str) -> None:
        super().__init__()
        self.scene = scene
        self.card = card

    def press(self) -> None:
        self.scene.place_on(self.card)

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        """Drawn with the table (``GameScene.draw_card``), also under a dialog."""


class GameScene(BaseGameScene):
    """The Quatre Cartes screen (hot seat: a banner names whose turn it is; nothing is secret)."""

    def __init__(self, app: Any, session: GameSession) -> None:
        super().__init__(app, session)
        self.picked: set[int] = set()
        self.stopping = False  # the take-back choice is open
        self.summary: list[Event] = []  # the events of a round that just ended, while shown
        self.summary_timer = 0.0
        self.end_pending = False
        self.rolling = 0.0  # seconds of rolling animation left
        self.roll_frame = 0
        self.cards = [CardTarget(self, card) for card in CARDS]
        self.continue_button = Button(lambda: _("Continue (C)"), self.continue_turn, style="primary")
        self.stop_button = Button(lambda: _("Stop (X)"), self.open_stop)
        self.keep_button = Button(lambda: _("Take nothing back (0)"), lambda: self.stop_with(None),
                                  style="primary")
        self.take_buttons = {card: Button(self._take_label(card), self._take_action(card)) for card in CARDS}
        self.cancel_button = Button(lambda: _("Cancel (Esc)"), self.close_stop)
        self.next_button = Button(self._next_label, self.close_summary, style="primary")
        self.dice: list[RollDie] = []
        self.refresh()

    # -- what the screen shows now ----------------------------------------------------------------
    @property
    def table(self) -> rules.State:
        """The public view of the game, made once per state (it is drawn from many times a frame)."""
        if getattr(self, "_table_of", None) is not self.state:
            view = self.public
            assert isinstance(view, rules.State)
            self._table_of, self._table = self.state, view
        return self._table

    def human_to_act(self) -> int | None:
        """The seat whose player may use the mouse and keys now, if a human is to act."""
        state = self.state
        if state.is_over or self.summary or self.rolling > 0:
            return None
        seat = state.to_act[0]
        return None if self.session.is_bot(seat) else seat

    def refresh(self) -> None:
        """Rebuild the widgets for the current state and mode."""
        state = self.table
        self.picked = {i for i in self.picked if i < len(state.roll)}
        self.dice = [RollDie(self, i) for i in range(len(state.roll))]
        seat = self.human_to_act()
        legal = state.legal_actions(seat) if seat is not None else []
        if self.summary:
            self.widgets = [self.next_button]
        elif self.stopping and seat is not None:
            self.widgets = [self.keep_button]
            for card in CARDS:
                button = self.take_buttons[card]
                button.visible = Stop(card) in legal
                self.widgets.append(button)
            self.widgets.append(self.cancel_button)
        else:
            self.stopping = False
            self.continue_button.enabled = Continue() in legal
            self.stop_button.enabled = Stop(None) in legal
            playing = seat is not None
            for w in [*self.dice, *self.cards]:
                w.enabled = playing
            self.widgets = [*self.dice, *self.cards, self.continue_button, self.stop_button]
        self.relayout()
        self.app.dirty = True

    # -- acting -------------------------------------------------------------------------------------
    def toggle_die(self, index: int) -> None:
        if self.human_to_act() is None or index >= len(self.table.roll):
            return
        self.picked ^= {index}
        self.message = ""
        self.app.dirty = True

    def picked_faces(self) -> tuple[int, ...]:
        roll = self.table.roll
        return tuple(sorted(roll[i] for i in self.picked if i < len(roll)))

    def place_on(self, card: str) -> None:
        seat = self.human_to_act()
        if seat is None:
            return
        faces = self.picked_faces()
        if not faces:
            self.message = _("Pick dice first (click them or press 1-8), then a card.")
            self.app.dirty = True
            return
        if self.act(seat, Place(card, faces)):
            self.picked = set()

    def continue_turn(self) -> None:
        seat = self.human_to_act()
        if seat is not None:
            self.act(seat, Continue())

    def open_stop(self) -> None:
        seat = self.human_to_act()
        if seat is None:
            return
        if Stop(None) not in self.state.legal_actions(seat):
            self.act(seat, Stop(None))  # refused: the rules say why
            return
        self.stopping = True
        self.focus = 0
        self.refresh()

    def close_stop(self) -> None:
        self.stopping = False
        self.refresh()

    def stop_with(self, card: str | None) -> None:
        seat = self.human_to_act()
        if seat is not None:
            self.stopping = False
            self.act(seat, Stop(card))
            self.refresh()

    def _take_action(self, card: str) -> Callable[[], None]:
        return lambda: self.stop_with(card)

    def _take_label(self, card: str) -> Callable[[], str]:
        def text() -> str:
            seat = self.human_to_act()
            now = rules.card_points_now(self.table, seat)[card] if seat is not None else 0
            return _("Take back {card}: it scores {points:+d} now ({key})").format(
                card=card_name(card), points=now, key=CARD_LETTER[card])
        return text

    def _next_label(self) -> str:
        if self.end_pending:
            return _("See the final ranking (Enter)")
        return _("Next round (Enter)")

    def close_summary(self) -> None:
        self.summary = []
        self.focus = 0
        if self.end_pending:
            self.end_pending = False
            super().on_game_over()
        self.refresh()

    def on_applied(self, before: GameState, after: GameState, seat: int, action: Action) -> None:
        new = self.events_since(before, after)
        ended = [e for e in new if e.kind in ("card_scored", "round_scored")]
        if ended:  # show the round's scoring before anything else happens
            self.summary = ended
            self.summary_timer = SUMMARY_SECONDS * max(self.app.animation_factor, 0.25)
            self.focus = 0
        if any(e.kind == "rolled" for e in new) and self.app.animation_factor > 0:
            self.rolling = ROLL_SECONDS * self.app.animation_factor
        self.picked = set()
        self.refresh()

    def on_game_over(self) -> None:
        if self.summary:  # the final ranking comes after the last round's scoring
            self.end_pending = True
            self.refresh()
        else:
            super().on_game_over()

    def busy(self) -> bool:
        return self.rolling > 0 or bool(self.summary)

    @property
    def animating(self) -> bool:
        # an open round summary waits for a person, and needs no frames meanwhile
        if self.summary:
            return self.rolling > 0 or self.only_computers()
        return self.rolling > 0 or self.bot_seat() is not None

    def only_computers(self) -> bool:
        return all(self.session.is_bot(s) for s in range(self.state.num_seats))

    def update(self, dt: float) -> None:
        if self.rolling > 0 and not self.summary:
            self.rolling = max(0.0, self.rolling - dt)
            self.roll_frame += 1
            self.app.dirty = True
            if self.rolling == 0:
                self.refresh()
        if self.summary and self.only_computers():
            self.summary_timer -= dt  # nobody to press "next": the demo goes on by itself
            if self.summary_timer <= 0:
                self.close_summary()
        super().update(dt)

    # -- input ------------------------------------------------------------------------------------
    def back(self) -> None:
        if self.stopping:
            self.close_stop()
        else:
            super().back()

    def key(self, event: pygame.event.Event) -> None:
        k = event.key
        if self.summary:
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.close_summary()
                return
        elif self.stopping:
            if k in CARD_KEYS and self.take_buttons[CARD_KEYS[k]].visible:
                self.stop_with(CARD_KEYS[k])
                return
            if k in (pygame.K_0, pygame.K_KP0):
                self.stop_with(None)
                return
        elif self.human_to_act() is not None:
            if k in DIGIT_KEYS:
                self.toggle_die(DIGIT_KEYS[k])
                return
            if k in CARD_KEYS:
                self.place_on(CARD_KEYS[k])
                return
            if k == pygame.K_c:
                self.continue_turn()
                return
            if k == pygame.K_x:
                self.open_stop()
                return
        super().key(event)

    def handle(self, event: pygame.event.Event) -> None:
        # dragging a die onto a card: the die is picked on press, the drop places the pick
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.human_to_act() is not None \
                and not self.stopping and not self.summary and self.picked:
            pressed = getattr(self, "_pressed_die", None)
            self._pressed_die = None
            if pressed is not None:
                for target in self.cards:
                    if target.rect.collidepoint(event.pos):
                        self.place_on(target.card)
                        return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed_die = next((d for d in self.dice if d.rect.collidepoint(event.pos)), None)
        super().handle(event)

    # -- layout -----------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        w, h = rect.w, rect.h
        margin = int(h * 0.015)
        self.banner_rect = pygame.Rect(0, 0, w, int(h * 0.12))
        self.players_rect = pygame.Rect(margin, self.banner_rect.bottom + margin, w - 2 * margin,
                                        int(h * 0.1))
        top = self.players_rect.bottom + margin
        card_h = int(h * 0.5)
        card_w = (w - 5 * margin) // 4
        for i, target in enumerate(self.cards):
            target.rect = pygame.Rect(margin + i * (card_w + margin), top, card_w, card_h)
        roll_top = top + card_h + margin
        self.roll_rect = pygame.Rect(margin, roll_top, w - 2 * margin, int(h * 0.235) - margin)
        size = min(int(h * 0.075), (w - 2 * margin) // 13)
        gap = int(size * 0.35)
        y = self.roll_rect.y + int(h * 0.085)
        for i, die in enumerate(self.dice):
            die.rect = pygame.Rect(self.roll_rect.x + int(h * 0.02) + i * (size + gap), y, size, size)
        bw, bh = int(min(w * 0.2, h * 0.3)), int(h * 0.07)
        right = self.roll_rect.right - int(h * 0.015)
        y_button = self.roll_rect.y + int(h * 0.02)
        self.stop_button.rect = pygame.Rect(right - bw, y_button, bw, bh)
        self.continue_button.rect = pygame.Rect(right - bw, y_button + bh + int(h * 0.015), bw, bh)
        # the take-back choice and the round summary are panels over the table
        self.dialog_rect = pygame.Rect(0, 0, int(min(w * 0.92, h * 1.25)), int(h * 0.8))
        self.dialog_rect.center = (w // 2, int(h * 0.55))
        d = self.dialog_rect
        row_h, row_gap = int(h * 0.07), int(h * 0.012)
        shown = [b for b in [self.keep_button, *self.take_buttons.values(), self.cancel_button]
                 if b is self.keep_button or b.visible]
        self.stop_rect = pygame.Rect(d.x, 0, d.w, int(h * 0.2) + len(shown) * (row_h + row_gap) + int(h * 0.02))
        self.stop_rect.bottom = h - margin
        y = self.stop_rect.y + int(h * 0.19)
        for button in shown:
            button.rect = pygame.Rect(d.x + int(d.w * 0.06), y, int(d.w * 0.88), row_h)
            y += row_h + row_gap
        self.next_button.rect = pygame.Rect(0, 0, int(d.w * 0.5), int(h * 0.075))
        self.next_button.rect.midbottom = (d.centerx, d.bottom - int(h * 0.02))

    # -- drawing ----------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        state = self.table
        seat = state.to_act[0] if state.to_act else None
        if state.is_over:
            turn = _("Game over")
        else:
            turn = _("{name}'s turn · round {round} of {rounds}").format(
                name=self.name(state.current), round=state.round_number, rounds=state.rounds)
        self.draw_banner(surface, self.banner_rect, turn, seat)
        self.draw_players(surface, state)
        self.draw_roll_panel(surface, state)
        focused = self.focused if self.app.keyboard_focus_visible else None
        for target in self.cards:
            self.draw_card(surface, target, target is focused, target is self.hover)
        for die in self.dice:
            self.draw_roll_die(surface, die, die is focused, die is self.hover)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.stopping or self.summary:
            # the dialog widgets were drawn with the rest; draw the panel beneath them again
            surface.blit(self._veil_for(surface), (0, 0))
            if self.summary:
                self.draw_summary(surface)
            else:
                self.draw_stop_choice(surface)
            focused = self.focused if self.app.keyboard_focus_visible else None
            for w in self.widgets:
                if w.visible:
                    w.draw(surface, w is focused, w is self.hover)

    def _veil_for(self, surface: pygame.Surface) -> pygame.Surface:
        veil = getattr(self, "_veil_cache", None)
        if veil is None or veil.get_size() != surface.get_size():
            veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            veil.fill((0, 0, 0, 160))
            self._veil_cache = veil
        return veil

    def draw_players(self, surface: pygame.Surface, state: rules.State) -> None:
        h = surface.get_height()
        n = state.num_seats
        r = self.players_rect
        gap = int(h * 0.01)
        box_w = (r.w - (n - 1) * gap) // n
        px = theme.text_px(h, 0.03)
        small = theme.text_px(h, 0.025)
        for s in range(n):
            box = pygame.Rect(r.x + s * (box_w + gap), r.y, box_w, r.h)
            active = not state.is_over and s == state.current
            draw.panel(surface, box, theme.PANEL_LIGHT if active else theme.PANEL, radius=0.15,
                       border=theme.ACCENT if active else None, width=theme.outline(h))
            pad = int(h * 0.01)
            name = fit_name(self.name(s), px, box.w - 2 * pad - px * 1.4, active)
            draw.player_tag(surface, self.identity(s), name, (box.x + pad, box.y + box.h * 0.3),
                            px, theme.TEXT, bold=active)
            draw.text(surface, str(state.scores[s]), (box.right - pad, box.y + box.h * 0.74), px,
                      theme.ACCENT, bold=True, anchor="midright")
            if state.stopped[s]:
                status = _("stopped")
            elif state.in_hand[s] == 1:
                status = _("1 die left")
            else:
                status = _("{count} dice left").format(count=state.in_hand[s])
            draw.text(surface, status, (box.x + pad, box.y + box.h * 0.74), small,
                      theme.TEXT_DIM if state.stopped[s] else theme.TEXT, anchor="midleft")

    def draw_card(self, surface: pygame.Surface, target: CardTarget, focused: bool, hovered: bool) -> None:
        state = self.table
        h = surface.get_height()
        card, box = target.card, target.rect
        c = CARDS.index(card)
        seat = self.human_to_act()
        faces = self.picked_faces()
        takes = seat is not None and faces and rules.card_accepts(state, seat, card, faces) is None
        border = theme.GOOD if takes else theme.FOCUS if focused else theme.ACCENT if hovered else None
        draw.panel(surface, box, theme.PANEL_LIGHT if takes else theme.PANEL, radius=0.06,
                   border=border, width=max(theme.outline(h), int(h * 0.006)) if border else 0)
        pad = int(h * 0.012)
        inner = box.inflate(-2 * pad, -2 * pad)
        title_px = theme.text_px(h, 0.042)
        draw.text(surface, card_name(card), (inner.x, inner.y), title_px, theme.ACCENT, bold=True)
        draw.text(surface, CARD_LETTER[card], (inner.right, inner.y), theme.text_px(h, 0.028),
                  theme.TEXT_DIM, anchor="topright")
        y = inner.y + int(title_px * 1.25)
        small = theme.text_px(h, 0.025)
        y += draw.text_fit(surface, texts.card_accepts_text(card), pygame.Rect(inner.x, y, inner.w, small * 3),
                           small, theme.TEXT)
        # the scoring line, at the foot of the card as on the printed ones
        scoring = _("{ranking}: {points}").format(ranking=texts.card_ranking_text(card),
                                                  points="5\u00a0/\u00a03\u00a0/\u00a0-5")
        foot_h = theme.font(small).get_linesize() * len(theme.wrap(scoring, small, inner.w))
        draw.text_fit(surface, scoring, pygame.Rect(inner.x, inner.bottom - foot_h, inner.w, foot_h), small,
                      theme.TEXT_DIM)
        bottom = inner.bottom - foot_h - int(h * 0.008)
        y += int(h * 0.01)
        combos = [state.cards[s][c] for s in range(state.num_seats)]
        holders = [s for s in range(state.num_seats) if combos[s]]
        if not holders:
            draw.text(surface, _("no dice yet"), (inner.centerx, inner.centery), small,
                      theme.TEXT_DIM, anchor="center")
            return
        points = rules.score_card(card, combos).points
        row_h = min(int(h * 0.06), (bottom - y) // max(1, len(holders)))
        points_w = theme.font(small, True).size("+5")[0] + small // 2
        longest = max(len(combos[s]) for s in holders)
        die_size = int(min(row_h * 0.86, (inner.w - points_w) / (longest * 1.1 + 0.2)))
        for s in holders:
            ident = self.identity(s)
            x = inner.x
            for face in combos[s]:
                draw.die(surface, pygame.Rect(x, y + (row_h - die_size) // 2, die_size, die_size), face,
                         body=ident.colour, mark=ident.symbol, mark_colour=theme.DIE_FACE)
                x += int(die_size * 1.1)
            colour = theme.GOOD if points[s] > 0 else theme.DANGER
            draw.text(surface, f"{points[s]:+d}", (inner.right, y + row_h / 2), small, colour, bold=True,
                      anchor="midright")
            y += row_h

    def draw_roll_panel(self, surface: pygame.Surface, state: rules.State) -> None:
        h = surface.get_height()
        r = self.roll_rect
        draw.panel(surface, r, theme.BG_DARK, radius=0.08)
        px = theme.text_px(h, 0.026)
        if state.is_over:
            return
        seat = state.current
        if self.human_to_act() is not None:
            hint = _("Pick dice (click or 1-8), then a card (click, drag or I S M N). "
                     "C continues, X stops.")
        else:
            hint = _("{name} is playing.").format(name=self.name(seat))
        text_w = self.stop_button.rect.x - r.x - int(h * 0.04)
        draw.text_fit(surface, hint, pygame.Rect(r.x + int(h * 0.02), r.y + int(h * 0.008), text_w,
                                                 int(h * 0.065)), px, theme.TEXT_DIM)
        if not self.dice:
            draw.text(surface, _("No dice left to roll: stop now."),
                      (r.x + int(h * 0.02), r.centery + int(h * 0.02)), px, theme.TEXT, anchor="midleft")

    def draw_roll_die(self, surface: pygame.Surface, die: RollDie, focused: bool, hovered: bool) -> None:
        state = self.table
        if die.index >= len(state.roll):
            return
        ident = self.identity(state.current)
        face = state.roll[die.index]
        if self.rolling > 0:
            face = (face + die.index + self.roll_frame // 3) % 6 + 1  # tumbling faces
        rect = die.rect
        if self.rolling > 0:
            rect = rect.move(0, int(rect.h * 0.12 * (((self.roll_frame + die.index) % 4) - 1.5)))
        draw.die(surface, rect, face, body=ident.colour, mark=ident.symbol, mark_colour=theme.DIE_FACE,
                 selected=die.index in self.picked)
        if focused:
            pygame.draw.rect(surface, theme.FOCUS, rect.inflate(rect.w * 0.4, rect.h * 0.4),
                             max(3, rect.h // 16), border_radius=int(rect.w * 0.3))
        h = surface.get_height()
        draw.text(surface, str(die.index + 1), (rect.centerx, rect.bottom + int(h * 0.005)),
                  theme.text_px(h, 0.025), theme.TEXT_DIM, anchor="midtop")

    def draw_stop_choice(self, surface: pygame.Surface) -> None:
        h = surface.get_height()
        d = self.stop_rect
        draw.panel(surface, d, theme.BG_DARK, radius=0.04, border=theme.ACCENT, width=theme.outline(h))
        seat = self.human_to_act()
        title = _("{name} stops").format(name=self.name(seat)) if seat is not None else ""
        draw.text(surface, title, (d.centerx, d.y + int(h * 0.05)), theme.text_px(h, 0.045), theme.ACCENT,
                  bold=True, anchor="center")
        draw.text_fit(surface, _("You may take back all your dice from one card. What each card would "
                                 "score for you if the round ended now is shown."),
                      pygame.Rect(d.x + int(d.w * 0.06), d.y + int(h * 0.09), int(d.w * 0.88), int(h * 0.1)),
                      theme.text_px(h, 0.028), theme.TEXT)

    def draw_summary(self, surface: pygame.Surface) -> None:
        h = surface.get_height()
        d = self.dialog_rect
        draw.panel(surface, d, theme.BG_DARK, radius=0.04, border=theme.ACCENT, width=theme.outline(h))
        scored = [e for e in self.summary if e.kind == "round_scored"]
        round_no = scored[0].data["round"] if scored else self.table.round_number
        draw.text(surface, _("End of round {round}").format(round=round_no), (d.centerx, d.y + int(h * 0.045)),
                  theme.text_px(h, 0.045), theme.ACCENT, bold=True, anchor="center")
        px = theme.text_px(h, 0.027)
        totals_h = int(h * 0.1) if scored else 0
        y = d.y + int(h * 0.09)
        bottom = self.next_button.rect.y - int(h * 0.015) - totals_h
        cards = [e for e in self.summary if e.kind == "card_scored"]
        each = (bottom - y) // max(1, len(cards))
        left = d.x + int(d.w * 0.04)
        for event in cards:
            line = texts.card_result_text(dict(event.data), self.session.names)
            draw.text_fit(surface, line, pygame.Rect(left, y, int(d.w * 0.92), each - int(h * 0.006)), px,
                          theme.TEXT)
            y += each
        if scored:
            totals, points = scored[0].data["totals"], scored[0].data["points"]
            n = len(totals)
            col = int(d.w * 0.92) // n
            for seat in range(n):
                x = left + seat * col
                name = fit_name(self.name(seat), px, col - px * 1.6)
                draw.player_tag(surface, self.identity(seat), name, (x, bottom + totals_h * 0.3), px, theme.TEXT)
                draw.text(surface, _("{points:+d}, total {total}").format(points=points[seat], total=totals[seat]),
                          (x, bottom + totals_h * 0.72), px, theme.ACCENT, bold=True, anchor="midleft")

    def end_lines(self) -> list[str]:
        return [_("{rounds} rounds played.").format(rounds=self.table.rounds)]
