"""The Quatre Cartes table: four cards with everyone's dice, the active player's roll, and
the continue / stop choice (with the take-back of one card, showing what each card scores now).

Every rule question goes to the rules core: which cards take the chosen dice
(``rules.card_accepts``), what a card scores right now (``rules.card_points_now``,
``rules.score_card``) and what may be done (``legal_actions``). This file only draws and
turns clicks and keys into actions.

Keys: 1-8 pick dice of the roll, I S M N put them on Idem, Suite, Maxi or Neuf, Backspace
(or the "Take back" button) takes back the last placement: nothing else does; C continues,
X stops (then 0 keeps everything, or I S M N takes that card back; Enter there is Cancel);
Tab and arrows move the focus, Enter presses; Esc cancels a choice, or asks before leaving.
Placements stay pending (drawn with a ring) until C or X confirms them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ludicitude.core.errors import IllegalAction
from ludicitude.core.game import Action, Event, GameState
from ludicitude.core.i18n import _, language
from ludicitude.games.cartes import rules, texts
from ludicitude.games.cartes.rules import CARDS, Continue, Place, Stop, card_name
from ludicitude.ui import draw, theme
from ludicitude.ui.game_scene import GameScene as BaseGameScene
from ludicitude.ui.session import GameSession
from ludicitude.ui.widgets import Button, Target

CARD_KEYS = {pygame.K_i: rules.IDEM, pygame.K_s: rules.SUITE, pygame.K_m: rules.MAXI,
             pygame.K_n: rules.NEUF}
CARD_LETTER = {rules.IDEM: "I", rules.SUITE: "S", rules.MAXI: "M", rules.NEUF: "N"}
DIGIT_KEYS = {getattr(pygame, f"K_{i}"): i - 1 for i in range(1, 9)}
DIGIT_KEYS.update({getattr(pygame, f"K_KP{i}"): i - 1 for i in range(1, 9)})
ROLL_SECONDS = 0.6  # the rolling animation, at normal speed
DOUBLE_CLICK = 0.5  # seconds: a second press on the card just filled is a double-click, not a mistake
SUMMARY_SECONDS = 4.0  # how long a round summary stays when only computers play


def fit_name(name: str, px: int, width: float, bold: bool = False) -> str:
    """``name`` shortened with an ellipsis until it fits ``width`` pixels."""
    return draw.ellipsize(name, px, width, bold)


class RollDie(Target):
    """One die of the active player's roll: pressing it picks or unpicks it (drawn with the table,
    ``GameScene.draw_roll_die``, also under a dialog)."""

    def __init__(self, scene: GameScene, index: int) -> None:
        super().__init__(index, scene.toggle_die)
        self.index = index


class CardTarget(Target):
    """One of the four cards: pressing it puts the picked dice on it (drawn with the table,
    ``GameScene.draw_card``, also under a dialog)."""

    def __init__(self, scene: GameScene, card: str) -> None:
        super().__init__(card, scene.place_on)
        self.card = card


class GameScene(BaseGameScene[rules.State]):
    """The Quatre Cartes screen (hot seat: a banner names whose turn it is; nothing is secret).

    Placements wait on the table until the player confirms with Continue or Stop: until then
    they are ``pending`` (drawn with a ring), and the player may take them back (Backspace or
    the "Take back" button; a card pressed with no dice picked only says to pick dice first).
    Confirming applies them through the rules, one ``Place`` per card, then the ending action;
    confirmed is final.
    """

    state_type = rules.State

    def __init__(self, app: Any, session: GameSession) -> None:
        super().__init__(app, session)
        self.picked: set[int] = set()
        self.pending: list[tuple[str, tuple[int, ...]]] = []  # (card, faces) in the order placed
        self.stopping = False  # the take-back choice is open
        self.summary: list[Event] = []  # the events of a round that just ended, while shown
        self.summary_timer = 0.0
        self.rolling = 0.0  # seconds of rolling animation left
        self.roll_frame = 0
        self.turns = 0  # turns ended on this screen: each new roll is a new screen to take in
        self._placed: tuple[str, float] | None = None  # the last card filled, and when
        self._before_stop: Any = None  # the widget focused when the stop choice opened
        self._turn_cache: dict[Any, rules.State] = {}
        self._turn_cache_of: rules.State | None = None  # the table those turns start from
        self._static: pygame.Surface | None = None  # the table under the rolling dice
        self._static_key: Any = None
        self.cards = [CardTarget(self, card) for card in CARDS]
        self.continue_button = Button(lambda: _("Continue (C)"), self.continue_turn, style="primary")
        self.stop_button = Button(lambda: _("Stop (X)"), self.open_stop)
        self.undo_button = Button(lambda: _("Take back (⌫)"), self.undo)
        self.keep_button = Button(lambda: _("Take nothing back (0)"), lambda: self.stop_with(None),
                                  style="primary")
        self.take_buttons = {card: Button(self._take_label(card), self._take_action(card)) for card in CARDS}
        self.cancel_button = Button(lambda: _("Cancel (Esc)"), self.close_stop)
        self.next_button = Button(self._next_label, self.close_summary, style="primary")
        self.dice: list[RollDie] = []
        self.refresh()

    # -- what the screen shows now ----------------------------------------------------------------
    def pending_faces(self, card: str) -> tuple[int, ...]:
        """The faces put on ``card`` this turn and not yet confirmed, sorted."""
        return tuple(sorted(f for c, faces in self.pending if c == card for f in faces))

    def pending_places(self, without: str | None = None) -> list[Place]:
        """The pending placements as the rules take them: one ``Place`` per card."""
        order = list(dict.fromkeys(c for c, _faces in self.pending if c != without))
        return [Place(card, self.pending_faces(card)) for card in order]

    def turn_state(self, without: str | None = None) -> rules.State:
        """The table as it would be with the pending placements made (except on ``without``).

        Placing rolls no dice, so this is exactly what confirming will give; the rules judge it.
        """
        table = self.table
        if not self.pending:
            return table
        if self._turn_cache_of is not table:  # a new state: what was worked out for the old one is gone
            self._turn_cache, self._turn_cache_of = {}, table
        key = (tuple(self.pending), without)
        cached = self._turn_cache.get(key)
        if cached is None:
            cached = table
            try:
                for place in self.pending_places(without):
                    cached = cached.apply(table.current, place)
            except IllegalAction:  # the game moved on under us: forget what was pending
                self.pending = []
                return table
            self._turn_cache[key] = cached
        return cached

    def refusal(self, card: str, faces: tuple[int, ...]) -> str | None:
        """Why ``card`` would refuse ``faces`` added to what is pending on it (None: it takes them)."""
        seat = self.table.current
        return rules.card_accepts(self.turn_state(without=card), seat, card,
                                  tuple(sorted(self.pending_faces(card) + faces)))

    def human_to_act(self) -> int | None:
        """The seat whose player may use the mouse and keys now, if a human is to act."""
        state = self.state
        if state.is_over or self.summary or self.rolling > 0:
            return None
        seat = state.to_act[0]
        return None if self.session.is_bot(seat) else seat

    def refresh(self) -> None:
        """Rebuild the widgets for the current state and mode."""
        was = self.focused
        seat = self.human_to_act()
        if seat is None:
            self.pending = []
        state = self.turn_state()
        self.picked = {i for i in self.picked if i < len(state.roll)}
        if len(self.dice) != len(state.roll):
            self.dice = [RollDie(self, i) for i in range(len(state.roll))]
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
            playing = seat is not None
            self.continue_button.enabled = Continue() in legal
            self.stop_button.enabled = Stop(None) in legal
            self.undo_button.enabled = bool(self.pending)
            for w in (self.continue_button, self.stop_button, self.undo_button):
                w.visible = playing
            for w in [*self.dice, *self.cards]:
                w.enabled = playing
            self.widgets = [*self.dice, *self.cards, self.continue_button, self.stop_button, self.undo_button]
        self.relayout()
        self.keep_focus(was)
        self.app.dirty = True

    def keep_focus(self, was: Any) -> None:
        """Focus stays where it was; from a die that has gone, to the die that took its place
        (the next in the tray); with nothing focused before (the dice were rolling), on die 1."""
        f = self.focusables()
        if was in f:
            self.focus = f.index(was)
            return
        dice = [d for d in self.dice if d in f]
        if dice:
            self.focus = f.index(dice[min(was.index if isinstance(was, RollDie) else 0, len(dice) - 1)])

    # -- acting -------------------------------------------------------------------------------------
    def toggle_die(self, index: int) -> None:
        if self.human_to_act() is None or index >= len(self.turn_state().roll):
            return
        self.picked ^= {index}
        self.message = ""
        self.app.dirty = True

    def picked_faces(self) -> tuple[int, ...]:
        roll = self.turn_state().roll
        return tuple(sorted(roll[i] for i in self.picked if 0 <= i < len(roll)))

    def place_on(self, card: str) -> None:
        """Put the picked dice on ``card`` (pending until confirmed); with none picked, take
        back this turn's dice from it."""
        if self.human_to_act() is None:
            return
        faces = self.picked_faces()
        if not faces:  # never a take-back: that is Backspace or its button, nothing else
            placed = self._placed
            if placed is not None and placed[0] == card and self.app.now() - placed[1] < DOUBLE_CLICK:
                return  # the second click of a double-click: the dice are placed once, silently
            self.message = _("Pick dice first (click them or press 1-8), then a card.")
            self.app.dirty = True
            return
        refusal = self.refusal(card, faces)
        if refusal is not None:
            self.message = refusal
            self.app.dirty = True
            return
        self.pending.append((card, faces))
        self._placed = (card, self.app.now())
        self.picked = set()
        self.message = ""
        self.app.sounds.play("tick")
        self.refresh()

    def undo(self) -> None:
        """The last pending placement goes back to the roll."""
        if self.human_to_act() is None or not self.pending:
            return
        self.pending.pop()
        self.picked = set()
        self.message = ""
        self.refresh()

    def confirm(self, final: Continue | Stop) -> None:
        """Make the pending placements, then ``final``: from here on, nothing can be taken back."""
        seat = self.human_to_act()
        if seat is None:
            return
        if not self.allowed(seat, final):
            return
        places, self.pending = self.pending_places(), []
        for place in places:
            if not self.act(seat, place):
                return
        self.act(seat, final)

    def allowed(self, seat: int, final: Continue | Stop) -> bool:
        """True if ``final`` may end the turn now (pending placements made); if not, say why."""
        state = self.turn_state()
        if final in state.legal_actions(seat):
            return True
        try:  # refused before any roll: the rules say why in words, and nothing changes
            state.apply(seat, final)
            self.message = _("That action is not understood here.")
        except IllegalAction as exc:
            self.message = str(exc)
        self.app.dirty = True
        return False

    def continue_turn(self) -> None:
        self.confirm(Continue())

    def open_stop(self) -> None:
        seat = self.human_to_act()
        if seat is None:
            return
        if not self.allowed(seat, Stop(None)):
            return
        self._before_stop = self.focused
        self.stopping = True
        self.message = ""
        self.refresh()
        self.set_focus(self.cancel_button)  # Enter must not stop or cost points: 0 or I S M N do

    def close_stop(self) -> None:
        self.stopping = False
        self.refresh()
        self.keep_focus(self._before_stop)  # back where the player was

    def stop_with(self, card: str | None) -> None:
        if self.human_to_act() is not None:
            self.stopping = False
            self.confirm(Stop(card))
            self.refresh()

    def _take_action(self, card: str) -> Callable[[], None]:
        return lambda: self.stop_with(card)

    def _take_label(self, card: str) -> Callable[[], str]:
        def text() -> str:
            seat = self.human_to_act()
            now = rules.card_points_now(self.turn_state(), seat)[card] if seat is not None else 0
            return _("Take back ({key}): {points:+d}").format(points=now, key=CARD_LETTER[card])
        return text

    def _next_label(self) -> str:
        if self.end_pending:
            return _("See the final ranking (Enter)")
        return _("Next round (Enter)")

    def close_summary(self) -> None:
        self.summary = []
        self.focus = 0
        self.release_end()
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
        if not isinstance(action, Place):
            self.pending = []
            self.turns += 1
        self.picked = set()
        self.refresh()

    def input_owner(self) -> object:
        # a new roll (the same player's again, when the others have stopped) and the round's
        # summary are new screens too: input waits, and focus goes back to die 1
        return super().input_owner(), self.turns, bool(self.summary)

    def playing(self) -> bool:
        return self.rolling > 0 and not self.summary

    def skip_animation(self) -> None:
        self.rolling = 0.0
        self.refresh()

    def holds_end(self) -> bool:
        return bool(self.summary)  # the final ranking comes after the last round's scoring

    def busy(self) -> bool:
        return self.rolling > 0 or bool(self.summary)

    @property
    def animating(self) -> bool:
        # an open round summary waits for a person, and needs no frames meanwhile (the next
        # roll tumbles only once it is closed)
        if self.summary:
            return self.only_computers()
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
            if k == pygame.K_BACKSPACE:
                self.undo()
                return
            if k == pygame.K_c:
                self.continue_turn()
                return
            if k == pygame.K_x:
                self.open_stop()
                return
        super().key(event)

    def handle(self, event: pygame.event.Event) -> None:
        if self.input_held(event):
            self._pressed_die = None
            return
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
        card_h = int(h * 0.47)
        card_w = (w - 5 * margin) // 4
        for i, target in enumerate(self.cards):
            target.rect = pygame.Rect(margin + i * (card_w + margin), top, card_w, card_h)
        roll_top = top + card_h + margin
        self.roll_rect = pygame.Rect(margin, roll_top, w - 2 * margin, h - margin - roll_top)
        bw, bh, gap = int(min(w * 0.22, h * 0.32)), int(h * 0.062), int(h * 0.012)
        right = self.roll_rect.right - int(h * 0.015)
        y_button = self.roll_rect.y + (self.roll_rect.h - 3 * bh - 2 * gap) // 2
        for i, button in enumerate((self.continue_button, self.stop_button, self.undo_button)):
            button.rect = pygame.Rect(right - bw, y_button + i * (bh + gap), bw, bh)
        left = self.roll_rect.x + int(h * 0.02)
        room = self.continue_button.rect.x - int(h * 0.02) - left
        size = min(int(h * 0.08), int(room / (8 + 7 * 0.35)))
        step = int(size * 1.35)
        y = self.roll_rect.bottom - size - int(h * 0.045)
        for i, die in enumerate(self.dice):
            die.rect = pygame.Rect(left + i * step, y, size, size)
        self.hint_rect = pygame.Rect(left, self.roll_rect.y + int(h * 0.008), room,
                                     y - self.roll_rect.y - int(h * 0.025))
        # the take-back choice: one button at the foot of each card, the rest in the roll panel
        pad = int(h * 0.012)
        for target in self.cards:
            box = target.rect.inflate(-2 * pad, -2 * pad)
            self.take_buttons[target.card].rect = pygame.Rect(box.x, box.bottom - int(h * 0.07), box.w,
                                                              int(h * 0.07))
        cw, ch = int(min(w * 0.36, h * 0.5)), int(h * 0.08)
        top = self.roll_rect.y + (self.roll_rect.h - 2 * ch - gap) // 2
        self.keep_button.rect = pygame.Rect(right - cw, top, cw, ch)
        self.cancel_button.rect = pygame.Rect(right - cw, top + ch + gap, cw, ch)
        self.stop_hint_rect = pygame.Rect(left, self.roll_rect.y + int(h * 0.015),
                                          self.keep_button.rect.x - int(h * 0.03) - left,
                                          self.roll_rect.h - int(h * 0.03))
        # the round summary is a panel over the table
        self.dialog_rect = pygame.Rect(0, 0, int(min(w * 0.92, h * 1.25)), int(h * 0.8))
        self.dialog_rect.center = (w // 2, int(h * 0.55))
        d = self.dialog_rect
        self.next_button.rect = pygame.Rect(0, 0, int(d.w * 0.5), int(h * 0.075))
        self.next_button.rect.midbottom = (d.centerx, d.bottom - int(h * 0.02))

    # -- drawing ----------------------------------------------------------------------------------
    def last_public_text(self) -> str:
        if self.rolling > 0:  # the faces show when the dice land
            return _("{name} rolls the dice…").format(name=self.name(self.table.current))
        return super().last_public_text()

    def _static_key_now(self, surface: pygame.Surface) -> Any:
        """Everything the drawn table depends on, but the tumbling dice."""
        focused = self.focused if self.app.keyboard_focus_visible else None
        return (surface.get_size(), self.state, tuple(self.pending), frozenset(self.picked), self.message,
                id(focused), id(self.hover), self.stopping, id(self.summary), len(self.summary),
                self.end_pending, self.rolling > 0, language(), theme.text_scale, theme.BG,
                tuple(self.session.identities), tuple((w.enabled, w.visible) for w in self.widgets))

    def draw(self, surface: pygame.Surface) -> None:
        """The table is drawn once per change into a cached surface and blitted; while the dice
        roll, only they are drawn each frame."""
        self._ensure_layout(surface)
        tumbling = self.rolling > 0 and not self.summary
        key = self._static_key_now(surface)
        if self._static is None or self._static_key != key or self._static.get_size() != surface.get_size():
            if self._static is None or self._static.get_size() != surface.get_size():
                self._static = pygame.Surface(surface.get_size()).convert()
            self._draw_all(self._static, dice=not tumbling)
            self._static_key = key
        surface.blit(self._static, (0, 0))
        if tumbling:
            self.draw_dice(surface)
        self.draw_overlays(surface)  # the log, over the round summary too

    def _draw_all(self, surface: pygame.Surface, *, dice: bool) -> None:
        self._with_dice = dice
        self.draw_screen(surface)
        if self.summary:
            # the dialog widgets were drawn with the rest; draw the panel beneath them again
            surface.blit(self._veil_for(surface), (0, 0))
            self.draw_summary(surface)
            focused = self.focused if self.app.keyboard_focus_visible else None
            for w in self.widgets:
                if w.visible:
                    w.draw(surface, w is focused, w is self.hover)

    def draw_table(self, surface: pygame.Surface) -> None:
        state = self.table
        seat = state.to_act[0] if state.to_act else None
        if state.is_over:
            turn = _("Game over")
        else:
            turn = _("{name}'s turn · round {round} of {rounds}").format(
                name=self.name(state.current), round=state.round_number, rounds=state.rounds)
        self.draw_banner(surface, self.banner_rect, turn, seat)
        shown = self.turn_state()
        self.draw_players(surface, shown)
        self.draw_roll_panel(surface, shown)
        focused = self.focused if self.app.keyboard_focus_visible else None
        for target in self.cards:
            self.draw_card(surface, target, target is focused, target is self.hover)
        if getattr(self, "_with_dice", True) and not self.stopping:
            self.draw_dice(surface)

    def draw_dice(self, surface: pygame.Surface) -> None:
        focused = self.focused if self.app.keyboard_focus_visible else None
        for die in self.dice:
            self.draw_roll_die(surface, die, die is focused, die is self.hover)

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
                       border=theme.ACCENT if active else None, width=max(theme.outline(h), int(h * 0.004)))
            pad = int(h * 0.01)
            name = fit_name(self.name(s), px, box.w - 2 * pad - px * 1.4, active)
            draw.player_tag(surface, self.identity(s), name, (box.x + pad, box.y + box.h * 0.3),
                            px, theme.TEXT, bold=active)
            score = str(state.scores[s])
            draw.text(surface, score, (box.right - pad, box.y + box.h * 0.74), px,
                      theme.ACCENT, bold=True, anchor="midright")
            room = box.w - 2 * pad - theme.font(px, True).size(score)[0] - pad
            if state.stopped[s]:
                status = _("stopped")
            elif state.in_hand[s] == 1:
                status = _("1 die left")
            else:
                status = _("{count} dice left").format(count=state.in_hand[s])
            if not state.stopped[s] and theme.font(small).size(status)[0] > room:  # six players, 4:3
                count = state.in_hand[s]
                status = _("1 die") if count == 1 else _("{count} dice").format(count=count)
            draw.text(surface, fit_name(status, small, room), (box.x + pad, box.y + box.h * 0.74), small,
                      theme.TEXT_DIM if state.stopped[s] else theme.TEXT, anchor="midleft")

    def draw_card(self, surface: pygame.Surface, target: CardTarget, focused: bool, hovered: bool) -> None:
        state = self.turn_state()
        h = surface.get_height()
        card, box = target.card, target.rect
        c = CARDS.index(card)
        seat = self.human_to_act()
        faces = self.picked_faces()
        takes = seat is not None and bool(faces) and self.refusal(card, faces) is None
        border = theme.GOOD if takes else theme.ACCENT if hovered else None
        draw.panel(surface, box, theme.PANEL_LIGHT if takes else theme.PANEL, radius=0.06,
                   border=border, width=max(theme.outline(h), int(h * 0.006)) if border else 0)
        if focused:  # outside the card's own outline, so that it shows on a green card too
            ring, gap = max(2, int(h * 0.004)), max(2, int(h * 0.003))
            pygame.draw.rect(surface, theme.FOCUS, box.inflate(2 * (ring + gap), 2 * (ring + gap)), ring,
                             border_radius=int(min(box.w, box.h) * 0.06) + ring + gap)
        pad = int(h * 0.012)
        inner = box.inflate(-2 * pad, -2 * pad)
        title_px = theme.text_px(h, 0.042)
        draw.text(surface, card_name(card), (inner.x, inner.y), title_px, theme.ACCENT, bold=True)
        draw.text(surface, CARD_LETTER[card], (inner.right, inner.y), theme.text_px(h, 0.03),
                  theme.TEXT_DIM, bold=True, anchor="topright")
        y = inner.y + int(title_px * 1.25)
        small = theme.text_px(h, 0.025)
        y += draw.text_fit(surface, texts.card_accepts_text(card),
                           pygame.Rect(inner.x, y, inner.w, small * 3),
                           small, theme.TEXT)
        y += int(h * 0.01)
        combos = [state.cards[s][c] for s in range(state.num_seats)]
        holders = [s for s in range(state.num_seats) if combos[s]]
        # the scoring line, at the foot of the card as on the printed ones; on a crowded card,
        # only the points, so the dice keep a readable size
        points_line = "5\u00a0/\u00a03\u00a0/\u00a0-5"
        scoring = _("{ranking}: {points}").format(ranking=texts.card_ranking_text(card), points=points_line)
        line_h = theme.font(small).get_linesize()
        foot_h = line_h * len(theme.wrap(scoring, small, inner.w))
        if len(holders) * int(h * 0.05) > inner.bottom - foot_h - y:
            scoring, foot_h = points_line, line_h
        covered = self.stopping and self.take_buttons[card].visible
        if covered:  # the take-back button covers the foot of the card
            bottom = self.take_buttons[card].rect.y - int(h * 0.008)
        else:
            draw.text_fit(surface, scoring, pygame.Rect(inner.x, inner.bottom - foot_h, inner.w, foot_h),
                          small,
                          theme.TEXT_DIM)
            bottom = inner.bottom - foot_h - int(h * 0.008)
        if not holders:
            draw.text(surface, _("no dice yet"), (inner.centerx, (y + bottom) // 2), small,
                      theme.TEXT_DIM, anchor="center")
            return
        result = rules.score_card(card, combos)
        tied = {s for group in result.tied for s in group}
        row_h = min(int(h * 0.06), (bottom - y) // max(1, len(holders)))
        bold = theme.font(small, True)
        points_w = bold.size("+5")[0] + small // 3
        tag_w = int(row_h * 0.55)
        longest = max(len(combos[s]) for s in holders)

        def fitting(tie: str) -> int:
            tie_w = bold.size(tie)[0] + small // 3 if tied else 0
            return int(min(row_h * 0.86, (inner.w - points_w - tie_w - tag_w) / (longest * 1.1 + 0.1)))

        tie = _("tie")  # the word when it leaves the dice their size, else a sign
        if row_h < line_h or fitting(tie) < fitting("="):
            tie = "="
        die_size = fitting(tie)
        new = self.pending_faces(card) if self.pending else ()
        ring = max(2, int(h * 0.004))
        for s in holders:
            ident = self.identity(s)
            mid = y + row_h / 2
            draw.symbol(surface, ident.symbol, (inner.x + tag_w * 0.45, mid), tag_w * 0.8, ident.colour,
                        (0, 0, 0))
            x = inner.x + tag_w
            fresh = list(new) if s == state.current else []
            for face in combos[s]:
                rect = pygame.Rect(x, y + (row_h - die_size) // 2, die_size, die_size)
                draw.die(surface, rect, face, body=ident.colour, mark=ident.symbol,
                         mark_colour=theme.DIE_FACE)
                if face in fresh:  # placed this turn, not yet confirmed
                    fresh.remove(face)
                    pygame.draw.rect(surface, theme.FOCUS, rect.inflate(ring * 2 + 2, ring * 2 + 2), ring,
                                     border_radius=int(die_size * 0.25))
                x += int(die_size * 1.1)
            points = result.points[s]
            colour = theme.GOOD if points > 0 else theme.DANGER
            draw.text(surface, f"{points:+d}", (inner.right, mid), small, colour, bold=True,
                      anchor="midright")
            if s in tied:
                draw.text(surface, tie, (inner.right - points_w, mid), small, theme.TEXT_DIM,
                          bold=True, anchor="midright")
            y += row_h

    def draw_roll_panel(self, surface: pygame.Surface, state: rules.State) -> None:
        h = surface.get_height()
        r = self.roll_rect
        draw.panel(surface, r, theme.BG_DARK, radius=0.08)
        px = theme.text_px(h, 0.028)
        if state.is_over:
            return
        seat = state.current
        colour = theme.TEXT
        if self.stopping:
            self.draw_stop_choice(surface)
            return
        if self.rolling > 0:
            hint = _("{name} rolls the dice…").format(name=self.name(seat))
        elif self.human_to_act() is None:
            hint = _("{name} (computer) is playing.").format(name=self.name(seat))
            colour = theme.TEXT_DIM
        elif not self.dice:
            hint = _("No dice left to roll: press X to stop (ringed dice can still be taken back).") \
                if self.pending else _("No dice left to roll: press X to stop.")
        elif self.pending:
            hint = _("Ringed dice are not final until C or X. Backspace or “Take back” returns "
                     "the last ones to the roll.")
        else:
            hint = _("Pick dice (click or 1-8), then a card (click, drag or I S M N). "
                     "C continues, X stops.")
        draw.text_fit(surface, hint, self.hint_rect, px, colour, valign="center")

    def draw_roll_die(self, surface: pygame.Surface, die: RollDie, focused: bool, hovered: bool) -> None:
        roll = self.turn_state().roll
        if die.index >= len(roll):
            return
        ident = self.identity(self.table.current)
        face = roll[die.index]
        rect = die.rect
        if self.rolling > 0:
            face = (face + die.index + self.roll_frame // 3) % 6 + 1  # tumbling faces
            rect = rect.move(0, int(rect.h * 0.12 * (((self.roll_frame + die.index) % 4) - 1.5)))
        draw.die(surface, rect, face, body=ident.colour, mark=ident.symbol, mark_colour=theme.DIE_FACE,
                 selected=die.index in self.picked)
        if focused and die.enabled:
            pygame.draw.rect(surface, theme.FOCUS, rect.inflate(rect.w * 0.4, rect.h * 0.4),
                             max(3, rect.h // 16), border_radius=int(rect.w * 0.3))
        h = surface.get_height()
        draw.text(surface, str(die.index + 1), (rect.centerx, rect.bottom + int(h * 0.008)),
                  theme.text_px(h, 0.028), theme.TEXT_DIM, bold=True, anchor="midtop")

    def draw_stop_choice(self, surface: pygame.Surface) -> None:
        """In the roll panel: who stops and how to choose (the choices are on the cards)."""
        h = surface.get_height()
        r = self.stop_hint_rect
        seat = self.table.current
        title_px = theme.text_px(h, 0.04)
        draw.text(surface, _("{name} stops").format(name=self.name(seat)), (r.x, r.y), title_px, theme.ACCENT,
                  bold=True)
        top = r.y + int(title_px * 1.35)
        draw.text_fit(surface, _("You may take back all your dice from one card (its button, or I S M N); it "
                                 "then scores 0. Each button shows what that card scores for you now."),
                      pygame.Rect(r.x, top, r.w, r.bottom - top), theme.text_px(h, 0.028), theme.TEXT)

    def draw_summary(self, surface: pygame.Surface) -> None:
        h = surface.get_height()
        d = self.dialog_rect
        draw.panel(surface, d, theme.BG_DARK, radius=0.04, border=theme.ACCENT, width=theme.outline(h))
        scored = [e for e in self.summary if e.kind == "round_scored"]
        round_no = scored[0].data["round"] if scored else self.table.round_number
        draw.text(surface, _("End of round {round}").format(round=round_no),
                  (d.centerx, d.y + int(h * 0.045)),
                  theme.text_px(h, 0.045), theme.ACCENT, bold=True, anchor="center")
        px = theme.text_px(h, 0.03)
        per_row = self.state.num_seats if self.state.num_seats <= 4 else (self.state.num_seats + 1) // 2
        row_h = int(h * 0.1)
        totals_h = row_h * -(-self.state.num_seats // per_row) + int(h * 0.01) if scored else 0
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
            col = int(d.w * 0.92) // per_row
            pygame.draw.line(surface, theme.PANEL_LIGHT, (left, bottom), (left + int(d.w * 0.92), bottom),
                             theme.outline(h))
            for seat in range(n):
                x = left + (seat % per_row) * col
                top = bottom + int(h * 0.01) + (seat // per_row) * row_h
                name = fit_name(self.name(seat), px, col - px * 1.6)
                draw.player_tag(surface, self.identity(seat), name, (x, top + row_h * 0.3), px, theme.TEXT)
                line = _("{points:+d}, total {total}").format(points=points[seat], total=totals[seat])
                if theme.font(px, True).size(line)[0] > col - px * 0.3:  # six players: the short form
                    short = _("{points:+d} → {total}").format(points=points[seat], total=totals[seat])
                    line = fit_name(short, px, col - px * 0.3, True)
                draw.text(surface, line, (x, top + row_h * 0.72), px, theme.ACCENT, bold=True,
                          anchor="midleft")

    def end_lines(self) -> list[str]:
        return [_("{rounds} rounds played.").format(rounds=self.table.rounds)]


# -- the rules screen's worked example ----------------------------------------------------------
EXAMPLE_NAMES = ("Ana", "Bob", "Chloé")


def draw_rules_example(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A Maxi card at the end of a round, scored by the rules core: Ana and Bob tie on 17 and
    cancel (-5 each), so Chloé's 8 is the best and takes 5; nobody is second."""
    h = surface.get_height()
    combos = [(5, 6, 6), (6, 5, 6), (4, 4)]
    result = rules.score_card(rules.MAXI, combos)
    tied = {s for group in result.tied for s in group}
    pad = int(h * 0.012)
    wide = rect.w > rect.h * 1.6
    if wide:
        card = pygame.Rect(rect.x, rect.y, int(rect.w * 0.5), rect.h)
        words = pygame.Rect(card.right + pad * 2, rect.y, rect.right - card.right - pad * 2, rect.h)
    else:  # a tall column: the card as tall as its rows need, the words under it
        card_h = min(int(rect.h * 0.6), int(h * (0.034 * 1.4 + 3 * 0.06)) + 3 * pad)
        card = pygame.Rect(rect.x, rect.y, rect.w, card_h)
        words = pygame.Rect(rect.x + pad, card.bottom + pad * 2, rect.w - 2 * pad,
                            rect.bottom - card.bottom - pad * 3)
    inner, top, small = _example_card(surface, card, rules.MAXI)
    row_h = min(int(h * 0.06), (inner.bottom - top) // len(combos))
    die_size = int(row_h * 0.8)
    bold = theme.font(small, True)
    for seat, faces in enumerate(combos):
        ident = theme.PLAYER_IDENTITIES[seat]
        mid = top + seat * row_h + row_h // 2
        tag = draw.player_tag(surface, ident, EXAMPLE_NAMES[seat], (inner.x, mid), small, theme.TEXT)
        x = inner.x + max(tag.w, bold.size("Chloé")[0] + small * 1.4) + pad
        for face in faces:
            draw.die(surface, pygame.Rect(x, mid - die_size // 2, die_size, die_size), face,
                     body=ident.colour, mark=ident.symbol, mark_colour=theme.DIE_FACE)
            x += int(die_size * 1.1)
        points = result.points[seat]
        draw.text(surface, f"{points:+d}", (inner.right, mid), small,
                  theme.GOOD if points > 0 else theme.DANGER, bold=True, anchor="midright")
        if seat in tied:
            draw.text(surface, _("tie"), (inner.right - bold.size("+5")[0] - small // 2, mid), small,
                      theme.TEXT_DIM, bold=True, anchor="midright")
    caption = _("Example: Ana and Bob both total 17 on Maxi. Tied, they cancel and get -5; "
                "Chloé's 8 is then the best and takes 5; nobody is second.")
    used = draw.text_fit(surface, caption, words, theme.text_px(h, 0.028), theme.TEXT,
                         valign="center" if wide else "top")
    room = pygame.Rect(rect.x, words.y + used + pad * 3, rect.w, rect.bottom - words.y - used - pad * 3)
    neuf_h = int(h * (0.034 * 1.4 + 2 * 0.052)) + 2 * pad
    if not wide and room.h >= neuf_h + int(h * 0.08):
        _draw_neuf_example(surface, room, neuf_h)


def _example_card(surface: pygame.Surface, card: pygame.Rect, which: str) -> tuple[pygame.Rect, int, int]:
    """The dark card of a rules example, with its name and what it accepts. Returns the card's
    inner rect, the y under its title and the small text size, for the rows drawn on it."""
    h = surface.get_height()
    pad = int(h * 0.012)
    draw.panel(surface, card, theme.BG_DARK, radius=0.06)
    inner = card.inflate(-2 * pad, -2 * pad)
    small = theme.text_px(h, 0.026)
    title = draw.text(surface, card_name(which), inner.topleft, theme.text_px(h, 0.034), theme.ACCENT, bold=True)
    draw.text(surface, texts.card_accepts_text(which), (title.right + pad * 2, title.centery), small,
              theme.TEXT_DIM, anchor="midleft")
    return inner, title.bottom + pad // 2, small


def _draw_neuf_example(surface: pygame.Surface, rect: pygame.Rect, card_h: int) -> None:
    """A second example, where there is room: what Neuf accepts, judged by the rules core."""
    h = surface.get_height()
    pad = int(h * 0.012)
    before, tries = (4, 5), [(3,), (3, 6)]
    card = pygame.Rect(rect.x, rect.y, rect.w, card_h)
    inner, top, small = _example_card(surface, card, rules.NEUF)
    row_h = min(int(h * 0.052), (inner.bottom - top) // len(tries))
    die_size = int(row_h * 0.8)
    ident = theme.PLAYER_IDENTITIES[0]
    ring = max(2, int(h * 0.004))
    for i, added in enumerate(tries):
        mid = top + i * row_h + row_h // 2
        tag = draw.player_tag(surface, ident, EXAMPLE_NAMES[0], (inner.x, mid), small, theme.TEXT)
        x = tag.right + pad * 2
        for k, face in enumerate(before + added):
            die_rect = pygame.Rect(x, mid - die_size // 2, die_size, die_size)
            draw.die(surface, die_rect, face, body=ident.colour, mark=ident.symbol,
                     mark_colour=theme.DIE_FACE)
            if k >= len(before):  # added this turn
                pygame.draw.rect(surface, theme.FOCUS, die_rect.inflate(ring * 2 + 2, ring * 2 + 2), ring,
                                 border_radius=int(die_size * 0.25))
            x += int(die_size * 1.15)
        accepted = rules.combination_refusal(rules.NEUF, before, added) is None
        draw.text(surface, f"{sum(before + added)} {'✓' if accepted else '✗'}", (inner.right, mid), small,
                  theme.GOOD if accepted else theme.DANGER, bold=True, anchor="midright")
    draw.text_fit(surface, _("Ana holds 4 5 on Neuf (9). Adding a 3 would make 12: refused. Adding 3 and 6 "
                             "makes 18: accepted."),
                  pygame.Rect(rect.x + pad, card.bottom + pad * 2, rect.w - 2 * pad,
                              rect.bottom - card.bottom - pad * 2),
                  theme.text_px(h, 0.028), theme.TEXT)


# -- screenshots (build/screenshots.py) and the benchmark (ludicitude bench) --------------------
NAMES = ["Ana", "Bob", "Chloé", "Dimitri", "Eve", "Fatou"]


def _cartes_info() -> Any:
    from ludicitude.games import GAMES  # the registry imports each game by name: look it up late

    return GAMES["cartes"]


def _played(seats: int, seed: int, until: Callable[[rules.State], bool]) -> rules.State:
    """The first position of a game played by sensible computers where ``until`` holds."""
    from ludicitude.games.cartes import bots

    players = [bots.make_bot("cpu", seed + s) for s in range(seats)]
    state = rules.new_game(seats, None, seed)
    while not until(state):
        if state.is_over:
            raise ValueError("no such position in this game")
        seat = state.to_act[0]
        state = state.apply(seat, players[seat].choose(state.view(seat), seat))
    return state


def _session(state: rules.State, computers: tuple[int, ...] = ()) -> GameSession:
    from ludicitude.ui.session import default_seats

    seats = default_seats(state.num_seats, NAMES)
    for s in computers:
        seats[s].kind = "cpu"
    return GameSession(_cartes_info(), seats, state)


def _crowded(state: rules.State) -> bool:
    """Every card holds dice of at least two players, and a player with dice is to roll."""
    if state.is_over or not state.roll or state.placed_cards:
        return False
    return all(sum(1 for s in range(state.num_seats) if state.cards[s][c]) >= 2 for c in range(len(CARDS)))


def _late_crowded(state: rules.State) -> bool:
    return state.round_number >= state.rounds - 1 and _crowded(state) and len(state.roll) >= 3


def bench_scene(app: Any) -> GameScene:
    """The busiest screen: a late-game 6-player table, every card crowded, the dice rolling."""
    scene = GameScene(app, _session(_played(6, 11, _late_crowded)))
    scene.rolling = 1e9  # rolls for as long as the benchmark measures
    scene.refresh()
    return scene


def screenshot_positions(app: Any) -> dict[str, Callable[[], Any]]:
    """Named positions for build/screenshots.py: each makes the scene to draw."""
    def start() -> GameScene:
        return GameScene(app, _session(rules.new_game(2, None, 3)))

    def picked() -> GameScene:
        scene = GameScene(app, _session(_played(3, 4, lambda s: s.round_number == 2 and s.current == 0
                                                and not s.placed_cards)))
        roll = scene.table.roll
        scene.picked = {i for i, f in enumerate(roll) if f == max(roll, key=roll.count)}
        return scene

    def refused() -> GameScene:
        scene = GameScene(app, _session(rules.new_game(3, None, 5)))
        scene.toggle_die(0)
        scene.place_on(rules.IDEM)
        return scene

    def pending() -> GameScene:
        state = _played(4, 3, lambda s: s.round_number == 2 and s.current == 0 and not s.placed_cards
                        and any(s.cards[o][c] for o in range(1, 4) for c in range(len(CARDS))))
        scene = GameScene(app, _session(state))
        seat = state.current
        legal = [a for a in state.legal_actions(seat) if isinstance(a, Place)]
        first = max((a for a in legal if len(a.faces) <= len(state.roll) - 3),
                    key=lambda a: (a.card != rules.MAXI, len(a.faces)))
        scene.pending.append((first.card, first.faces))
        after = scene.turn_state()
        second = next((a for a in after.legal_actions(seat) if isinstance(a, Place) and a.card == rules.MAXI),
                      None)
        if second is not None:
            scene.pending.append((rules.MAXI, second.faces[-1:]))
        scene.refresh()
        scene.picked = {len(scene.turn_state().roll) - 1} if scene.turn_state().roll else set()
        return scene

    def rolling() -> GameScene:
        scene = GameScene(app, _session(_played(4, 2, lambda s: s.round_number == 3 and len(s.roll) >= 4
                                                and not s.placed_cards)))
        scene.rolling, scene.roll_frame = 1e9, 7
        scene.refresh()
        return scene

    def stopping() -> GameScene:
        state = _played(6, 8, lambda s: _crowded(s) and s.round_number >= 4 and len(s.roll) < 6)
        scene = GameScene(app, _session(state))
        place = next(a for a in state.legal_actions(state.current) if isinstance(a, Place))
        scene.pending.append((place.card, place.faces))
        scene.refresh()
        scene.open_stop()
        return scene

    def computer() -> GameScene:
        state = _played(3, 6, lambda s: s.round_number == 2 and s.current == 1 and not s.placed_cards)
        return GameScene(app, _session(state, computers=(1, 2)))

    def round_end(seats: int, seed: int, round_number: int) -> Callable[[], GameScene]:
        def make() -> GameScene:
            before, seat, action, after = _round_ending(seats, seed, round_number)
            scene = GameScene(app, _session(before))
            scene.session.state = after
            scene.on_applied(before, after, seat, action)
            return scene
        return make

    def end() -> Any:
        from ludicitude.ui.game_scene import EndScreen

        session = _session(_played(3, 9, lambda s: s.is_over))
        return EndScreen(app, session, [_("{rounds} rounds played.").format(rounds=session.state.rounds)])

    return {
        "turn-start-2": start,
        "picked-3": picked,
        "refused-3": refused,
        "pending-4": pending,
        "rolling-4": rolling,
        "computer-playing-3": computer,
        "table-6": lambda: GameScene(app, _session(_played(6, 11, _late_crowded))),
        "stop-choice-6": stopping,
        "round-end-3": round_end(3, 7, 1),
        "round-end-6": round_end(6, 11, 5),
        "end-3": end,
    }


def _round_ending(seats: int, seed: int, round_number: int) -> tuple[rules.State, int, Any, rules.State]:
    """The action of a game played by sensible computers that ends round ``round_number``:
    the state before, the seat, the action and the state after."""
    from ludicitude.games.cartes import bots

    players = [bots.make_bot("cpu", seed + s) for s in range(seats)]
    state = rules.new_game(seats, None, seed)
    while not state.is_over:
        seat = state.to_act[0]
        action = players[seat].choose(state.view(seat), seat)
        after = state.apply(seat, action)
        if any(e.kind == "round_scored" and e.data["round"] == round_number
               for e in after.events[len(state.events):]):
            return state, seat, action, after
        state = after
    raise ValueError("no such round in this game")
