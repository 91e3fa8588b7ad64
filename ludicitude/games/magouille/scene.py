"""The Magouille table: talk steps, secret dice in hot seat, and the reveals.

Screens, and what each may draw from (DESIGN.md, "Secrecy"):
- the table (players, scores with a bar toward the target, status, round and step, minimum total),
  the talk screen (public facts and "move on", with an optional timer), the waiting screen of a
  secret step and the reveal: from ``self.public`` (``view(None)``) only;
- a player's private screen, where they turn their die: from ``state.view(seat)`` only, shown
  after the hand-over curtain when more than one person plays at this computer. With secret
  input hidden (projector), the face is typed with keys 1-6 + Enter and never drawn.

During a reveal, until the dice flip, ``public`` is still the view of the state before the last
choice, so nothing drawn (banner, log, scores) can depend on the hidden faces.

Keys: talk: Enter moves on, T sets the timer; private screen: 1-6 or the arrows turn the die,
Enter confirms; reveal: Enter or a click skips the animation, then Enter goes on; L shows the log
(drawn over everything), F1 the rules, Esc closes the log or asks before leaving. Input waits a
moment whenever the screen changes (a private screen opens, a reveal starts or closes).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import pairwise
from typing import Any, cast

import pygame

from ludicitude.core.driver import history
from ludicitude.core.game import Action, Event, GameState
from ludicitude.core.i18n import _, language
from ludicitude.games.magouille import rules, texts
from ludicitude.games.magouille.rules import FACES, SECRET_STEPS, EndTalk, SetFace
from ludicitude.ui import draw, theme
from ludicitude.ui.game_scene import ENTER_KEYS
from ludicitude.ui.game_scene import GameScene as BaseGameScene
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.ui.widgets import Button, Widget

FACE_KEYS = {getattr(pygame, f"K_{i}"): i for i in FACES}
FACE_KEYS.update({getattr(pygame, f"K_KP{i}"): i for i in FACES})
TIMER_CHOICES = (0, 60, 120, 180)  # seconds of table talk; 0: no timer
HOLD_SECONDS = 0.5  # dice face down before they flip, at normal speed
FLIP_SECONDS = 0.3
COUNT_SECONDS = 0.8  # scores counting to their new values
AUTO_CLOSE_SECONDS = 4.0  # a reveal closes by itself when nobody in the game is a person
#: ... but stays up at least this long, even at "instant" speed: it is what the people watching
#: read (skipping animations must not skip the results; Enter or a click still closes it at once)
READ_SECONDS = 2.0


class FaceButton(Widget):
    """One face of the private screen: pressing it turns the die to that face."""

    def __init__(self, scene: GameScene, face: int) -> None:
        super().__init__()
        self.scene = scene
        self.face = face

    def press(self) -> None:
        self.scene.select(self.face)

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        draw.die(surface, self.rect, self.face, selected=self.scene.selected == self.face)
        if focused or hovered:
            pygame.draw.rect(surface, theme.FOCUS if focused else theme.ACCENT,
                             self.rect.inflate(self.rect.w * 0.3, self.rect.h * 0.3),
                             max(3, self.rect.h // 16), border_radius=int(self.rect.w * 0.3))


class Reveal:
    """A reveal being shown, as the table sees it: the views before and after it, its public
    events, and its animation clock."""

    def __init__(self, before: GameState, after: GameState, events: list[Event]) -> None:
        self.before = before
        self.after = after
        self.events = events
        revealed = next(e for e in events if e.kind == "revealed")
        self.number: int = revealed.data["reveal"]
        self.faces: tuple[int | None, ...] = revealed.data["faces"]
        self.total: int = revealed.data["total"]
        self.t = 0.0
        #: a speed of its own, with the clock stopped (a screenshot mid-way); None: the app's speed
        self.frozen_speed: float | None = None

    def speed(self, app_factor: float) -> float:
        return app_factor if self.frozen_speed is None else self.frozen_speed

    def phase(self, factor: float) -> tuple[bool, float]:
        """(dice flipped yet, fraction of the score count done)."""
        if factor <= 0:
            return True, 1.0
        hold, flip, count = HOLD_SECONDS * factor, FLIP_SECONDS * factor, COUNT_SECONDS * factor
        flipped = self.t >= hold + flip / 2
        return flipped, max(0.0, min(1.0, (self.t - hold - flip) / count))

    def done(self, factor: float) -> bool:
        return self.t >= self.length(factor)

    @staticmethod
    def length(factor: float) -> float:
        """Seconds from the dice face down to the scores counted."""
        return (HOLD_SECONDS + FLIP_SECONDS + COUNT_SECONDS) * factor


class GameScene(BaseGameScene[rules.State]):
    """The Magouille screen (see the module docstring)."""

    state_type = rules.State

    def __init__(self, app: Any, session: GameSession) -> None:
        super().__init__(app, session)
        self.private_seat: int | None = None  # whose private screen is open
        self.selected: int | None = None  # the face turned up on the private screen
        self.reveal: Reveal | None = None
        self.timer_choice = 0
        self.timer_left = 0.0
        self.timer_shown = -1
        self.mouse_hidden = False
        self._layer: pygame.Surface | None = None  # the still screen, drawn once per change
        self._layer_key: Any = None
        self.move_on_button = Button(lambda: _("Move on (Enter)"), self.move_on, style="primary")
        self.timer_button = Button(self._timer_label, self.cycle_timer)
        self.faces = [FaceButton(self, face) for face in FACES]
        self.confirm_button = Button(self._confirm_label, self.confirm, style="primary")
        self.continue_button = Button(self._continue_label, self.close_reveal, style="primary")
        self.refresh()

    # -- what the screen shows now --------------------------------------------------------------
    @property
    def public(self) -> GameState:
        # before the flip, the table still sees the state before the last choice
        if self.reveal is not None and not self.reveal.phase(self.reveal_speed())[0]:
            return self.reveal.before
        return super().public  # the view of the state now, made once per state by the base class

    def reveal_speed(self) -> float:
        """The animation factor the reveal runs at (the app's, unless a screenshot froze it)."""
        reveal = self.reveal
        return self.app.animation_factor if reveal is None else reveal.speed(self.app.animation_factor)

    def humans(self) -> list[int]:
        return [s for s in range(self.state.num_seats) if not self.session.is_bot(s)]

    def humans_in_game(self) -> list[int]:
        state = self.state
        assert isinstance(state, rules.State)
        return [s for s in state.players_in_game if not self.session.is_bot(s)]

    def next_chooser(self) -> int | None:
        """The next person who has to set a die in secret, if any."""
        state = self.state
        if state.is_over or self.reveal is not None or getattr(state, "step", 0) not in SECRET_STEPS:
            return None
        # a seat played from a phone chooses there: no curtain, no private screen here
        return next((s for s in state.to_act if not self.session.is_bot(s) and not self.on_phone(s)), None)

    def mode(self) -> str:
        """"reveal", "private", "talk", "secret" (waiting for choices) or "over"."""
        if self.reveal is not None:
            return "reveal"
        if self.private_seat is not None:
            return "private"
        state = self.state
        if state.is_over:
            return "over"
        return "secret" if getattr(state, "step", 0) in SECRET_STEPS else "talk"

    def hidden_input(self) -> bool:
        return bool(self.app.settings.secret_input_hidden)

    def refresh(self) -> None:
        """Rebuild the widgets for the current mode."""
        mode = self.mode()
        if mode == "reveal":
            self.widgets = [self.continue_button]
        elif mode == "private":
            self.widgets = [] if self.hidden_input() else [*self.faces, self.confirm_button]
        elif mode == "talk" and self.humans_in_game():
            self.widgets = [self.move_on_button, self.timer_button]
        else:
            self.widgets = []
        self.focus = 0
        self._show_mouse(not (mode == "private" and self.hidden_input()))
        self.relayout()
        self.app.dirty = True

    def _show_mouse(self, visible: bool) -> None:
        if visible == (not self.mouse_hidden):
            return
        self.mouse_hidden = not visible
        pygame.mouse.set_visible(visible)

    def leave(self) -> None:
        self._show_mouse(True)
        super().leave()

    # -- acting ---------------------------------------------------------------------------------
    def move_on(self) -> None:
        """Talk is over: the first player still in the game presses "move on" for the table."""
        if self.mode() != "talk":
            return
        self.act(self.state.to_act[0], EndTalk())

    def select(self, face: int) -> None:
        if self.private_seat is None:
            return
        self.selected = face
        self.message = ""
        self.app.sounds.play("tick")
        self.app.dirty = True

    def turn(self, delta: int) -> None:
        face = self.selected or (1 if delta > 0 else 6)
        if self.selected is not None:
            face = (face - 1 + delta) % 6 + 1
        self.select(face)

    def confirm(self) -> None:
        seat = self.private_seat
        if seat is None:
            return
        if self.selected is None:
            self.message = (_("Type a face with keys 1 to 6 first.") if self.hidden_input()
                            else _("Turn your die to a face first (click a face, or keys 1-6)."))
            self.app.dirty = True
            return
        face = self.selected
        # the private screen closes before anything else is drawn or anyone else is named
        self.private_seat, self.selected = None, None
        if not self.act(seat, SetFace(face)):
            self.private_seat = seat
        self.refresh()

    def open_private(self, seat: int) -> None:
        self.private_seat, self.selected = seat, None
        self.message = ""
        self.refresh()
        self.on_new_owner()

    def on_new_owner(self) -> None:
        # on the private screen, "Choose a face": with no face turned, Enter only says to turn
        # one (a face focused instead would be turned up by Enter, and confirmed by a second)
        self.focus = 0
        if self.private_seat is not None and self.confirm_button in self.widgets:
            self.set_focus(self.confirm_button)

    def input_owner(self) -> object:
        # a private screen opening, a reveal starting or closing: each is a new screen, and the
        # key that hurried the last one must not act on it
        return self.mode(), self.private_seat, super().input_owner()

    def playing(self) -> bool:
        reveal = self.reveal
        return reveal is not None and reveal.frozen_speed is None and not reveal.done(self.reveal_speed())

    def skip_animation(self) -> None:
        if self.reveal is not None:
            self.reveal.t = max(self.reveal.t, Reveal.length(self.reveal_speed()))

    def ask_next_chooser(self) -> None:
        """Hand the computer over to the next person to set a die (no curtain for one person)."""
        seat = self.next_chooser()
        if seat is None or self.private_seat is not None:
            return
        if len(self.humans()) == 1:
            self.open_private(seat)
            return
        purpose = _("Set your die in secret: round {round}, {step}.").format(
            round=self.table.round, step=texts.step_title(self.table.step).lower())
        self.hand_over(seat, purpose, lambda: self.open_private(seat))

    def cycle_timer(self) -> None:
        self.timer_choice = (self.timer_choice + 1) % len(TIMER_CHOICES)
        self.timer_left = float(TIMER_CHOICES[self.timer_choice])
        self.timer_shown = -1
        self.app.dirty = True

    def _timer_label(self) -> str:
        if not TIMER_CHOICES[self.timer_choice]:
            return _("Timer: off (T)")
        return _("Timer: {minutes} min (T)").format(minutes=TIMER_CHOICES[self.timer_choice] // 60)

    def _confirm_label(self) -> str:
        if self.selected is None:
            return _("Choose a face")
        return _("Confirm {face} (Enter)").format(face=self.selected)

    def _continue_label(self) -> str:
        if self.end_pending:
            return _("See the final ranking (Enter)")
        return _("Go on (Enter)")

    def auto_close_seconds(self) -> float:
        """How long a reveal stays up when no person is left in the game to close it. People
        still at the table (eliminated) read it even at "instant" speed: else the rest of the
        game would flash by in a few frames; the demo keeps its own pace."""
        seconds = AUTO_CLOSE_SECONDS * self.app.animation_factor
        if self.humans() and not self.demo:
            seconds = max(seconds, READ_SECONDS)
        return seconds

    def close_reveal(self) -> None:
        if self.reveal is None:
            return
        self.reveal = None
        self.release_end()
        self.refresh()

    def on_applied(self, before: GameState, after: GameState, seat: int, action: Action) -> None:
        new = self.events_since(before, after)
        if any(e.kind == "revealed" for e in new):
            # the reveal is drawn from what the table may see only
            self.reveal = Reveal(before.view(None), after.view(None), [e for e in new if e.visible_to(None)])
            self.app.sounds.play("reveal")
        if any(e.kind == "talk_ended" for e in new):
            self.timer_left = float(TIMER_CHOICES[self.timer_choice])
            self.timer_shown = -1
        self.refresh()

    def holds_end(self) -> bool:
        return self.reveal is not None  # the last reveal is explained before the final ranking

    def busy(self) -> bool:
        return self.reveal is not None or self.private_seat is not None

    def bot_seat(self) -> int | None:
        # while people are in the game, one of them moves the talk on, never a computer
        state = self.state
        if not state.is_over and getattr(state, "step", 0) not in SECRET_STEPS and self.humans_in_game():
            return None
        return super().bot_seat()

    @property
    def animating(self) -> bool:
        if self.reveal is not None:
            if self.reveal.frozen_speed is not None:
                return False
            return not self.reveal.done(self.reveal_speed()) or not self.humans_in_game()
        if self.private_seat is not None:
            return False  # a person is choosing: no frames needed until they press a key
        return self.bot_seat() is not None

    def update(self, dt: float) -> None:
        reveal = self.reveal
        if reveal is not None and reveal.frozen_speed is None:
            factor = self.app.animation_factor
            reveal.t += dt
            if not reveal.done(factor):
                self.app.dirty = True
            elif not self.humans_in_game() and reveal.t >= self.auto_close_seconds():
                self.close_reveal()  # nobody left to press "go on": the game goes on by itself
        if self.mode() == "talk" and self.timer_left > 0:
            self.timer_left = max(0.0, self.timer_left - dt)
            if int(self.timer_left) != self.timer_shown:  # redraw once a second, not every frame
                self.timer_shown = int(self.timer_left)
                self.app.dirty = True
                if self.timer_left == 0:
                    self.message = _("Time is up: move on when the table is ready.")
                    self.app.sounds.play("tick")
        if self.is_active() and self.next_chooser() is not None:
            self.ask_next_chooser()
        super().update(dt)

    # -- input ----------------------------------------------------------------------------------
    def key(self, event: pygame.event.Event) -> None:
        k = event.key
        mode = self.mode()
        if mode == "private":
            if k in FACE_KEYS:
                self.select(FACE_KEYS[k])
                return
            if k in (pygame.K_LEFT, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_UP):
                self.turn(1 if k in (pygame.K_RIGHT, pygame.K_UP) else -1)
                return
            if k in ENTER_KEYS:
                focused = self.focused
                if isinstance(focused, FaceButton) and focused.face != self.selected:
                    self.select(focused.face)  # a face reached with Tab is turned up first
                else:
                    self.confirm()
                return
        elif mode == "reveal" and k in ENTER_KEYS:
            self.close_reveal()
            return
        elif mode == "talk" and self.humans_in_game():
            if k == pygame.K_t:
                self.cycle_timer()
                return
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focused is not self.timer_button:
                self.move_on()
                return
        super().key(event)

    # -- layout ---------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        w, h = rect.w, rect.h
        m = int(h * 0.02)
        self.banner_rect = pygame.Rect(0, 0, w, int(h * 0.12))
        top = self.banner_rect.bottom + m
        self.players_rect = pygame.Rect(m, top, int(w * 0.5) - m, h - top - m)
        self.side_rect = pygame.Rect(self.players_rect.right + m, top, w - self.players_rect.right - 2 * m,
                                     h - top - m)
        s = self.side_rect
        bw, bh = int(s.w * 0.8), int(h * 0.08)
        self.move_on_button.rect = pygame.Rect(s.centerx - bw // 2, s.bottom - 2 * bh - 2 * m, bw, bh)
        self.timer_button.rect = pygame.Rect(s.centerx - bw // 2, s.bottom - bh - m, bw, bh)
        # the private screen: a big die, the six faces in a row, the confirm button
        size = int(min(h * 0.11, w * 0.8 / 7.2))
        gap = int(size * 0.25)
        row_w = 6 * size + 5 * gap
        x0 = (w - row_w) // 2
        y = int(h * 0.66)
        for i, button in enumerate(self.faces):
            button.rect = pygame.Rect(x0 + i * (size + gap), y, size, size)
        self.big_die_rect = pygame.Rect(0, 0, int(h * 0.24), int(h * 0.24))
        self.big_die_rect.center = (w // 2, int(h * 0.47))
        cw = int(min(w * 0.6, h * 0.7))
        self.confirm_button.rect = pygame.Rect((w - cw) // 2, y + size + int(h * 0.035), cw, int(h * 0.08))
        # the reveal: a panel over the table
        self.reveal_rect = pygame.Rect(0, 0, int(min(w * 0.94, h * 1.3)), int(h * 0.78))
        self.reveal_rect.midtop = (w // 2, self.banner_rect.bottom + m)
        r = self.reveal_rect
        self.continue_button.rect = pygame.Rect(0, 0, int(r.w * 0.5), int(h * 0.075))
        self.continue_button.rect.midbottom = (r.centerx, r.bottom - int(h * 0.02))

    # -- drawing --------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        mode = self.mode()
        if mode == "private":
            self.draw_private(surface)
            return
        table = self.table
        self.draw_banner(surface, self.banner_rect, self.turn_text(table), None)
        self.draw_players(surface, table)
        self.draw_side(surface, table, mode)

    def _layer_key_now(self, surface: pygame.Surface) -> Any:
        """Everything the still layer depends on (all but the reveal's dice and counting scores)."""
        reveal = self.reveal
        focused = self.focused if self.app.keyboard_focus_visible else None
        return (surface.get_size(), self.state, id(reveal), reveal is not None and reveal.phase(self.reveal_speed())[0],
                self.end_pending, self.private_seat, self.selected, self.hidden_input(), self.message,
                self.timer_choice, self.timer_shown, id(focused), id(self.hover),
                tuple((id(w), w.enabled, w.visible) for w in self.widgets), language(), theme.text_scale,
                theme.BG, tuple(self.session.identities), tuple(self.session.names))

    def draw(self, surface: pygame.Surface) -> None:
        """The still screen is drawn once per change into a cached surface and blitted; during a
        reveal, only its dice and counting scores are drawn every frame. The log goes over it all."""
        self._ensure_layout(surface)
        key = self._layer_key_now(surface)
        layer = self._layer
        if layer is None or self._layer_key != key or layer.get_size() != surface.get_size():
            if layer is None or layer.get_size() != surface.get_size():
                layer = self._layer = pygame.Surface(surface.get_size()).convert()
            self.draw_layer(layer)
            self._layer_key = key
        surface.blit(layer, (0, 0))
        if self.reveal is not None:
            self.draw_reveal_moving(surface, self.reveal)
        self.draw_overlays(surface)  # the log: the topmost thing, over a reveal too

    def draw_layer(self, surface: pygame.Surface) -> None:
        """The whole screen but what moves in a reveal, and the log."""
        self.draw_screen(surface)  # the table and its widgets: not the log, drawn over the reveal
        if self.reveal is not None:
            surface.blit(self._veil_for(surface), (0, 0))
            self.draw_reveal(surface, self.reveal)
            focused = self.focused if self.app.keyboard_focus_visible else None
            for w in self.widgets:
                if w.visible:
                    w.draw(surface, w is focused, w is self.hover)

    def _veil_for(self, surface: pygame.Surface) -> pygame.Surface:
        veil = getattr(self, "_veil_cache", None)
        if veil is None or veil.get_size() != surface.get_size():
            veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            veil.fill((0, 0, 0, 150))
            self._veil_cache = veil
        return veil

    def turn_text(self, table: rules.State) -> str:
        if table.is_over:
            return _("Game over")
        return _("Round {round} · {step}").format(round=table.round, step=texts.step_title(table.step))

    def shown_scores(self, table: rules.State) -> list[float]:
        """Scores as drawn: counting from their old to their new values during a reveal."""
        reveal = self.reveal
        if reveal is None:
            return list(table.scores)
        flipped, count = reveal.phase(self.reveal_speed())
        old, new = reveal.before.scores, reveal.after.scores
        if not flipped:
            return list(old)
        return [o + (n - o) * count for o, n in zip(old, new)]

    def status(self, table: rules.State, seat: int) -> tuple[str, theme.Colour]:
        if not table.in_game[seat]:
            return _("out"), theme.DANGER
        if seat in table.winners:
            return _("winner"), theme.ACCENT
        if table.step in SECRET_STEPS and not table.is_over:
            if seat in table.has_chosen:
                return _("has chosen"), theme.GOOD
            return _("choosing…"), theme.TEXT_DIM
        return _("in the game"), theme.TEXT_DIM

    def draw_players(self, surface: pygame.Surface, table: rules.State) -> None:
        h = surface.get_height()
        r = self.players_rect
        n = table.num_seats
        gap = int(h * 0.008)
        row_h = min(int(h * 0.12), (r.h - (n - 1) * gap) // n)
        px = theme.text_px(h, min(0.034, row_h / h * 0.36))
        small = theme.text_px(h, 0.025)
        scores = table.scores  # before the flip, the scores before; after it, the new ones
        target = table.target
        for s in range(n):
            box = pygame.Rect(r.x, r.y + s * (row_h + gap), r.w, row_h)
            here = table.in_game[s]
            draw.panel(surface, box, theme.PANEL if here else theme.BG_DARK, radius=0.12)
            pad = int(h * 0.012)
            tag_y = box.y + box.h * 0.3
            name = _fit(self.name(s), px, box.w * 0.55)
            draw.player_tag(surface, self.identity(s), name, (box.x + pad, tag_y), px,
                            theme.TEXT if here else theme.TEXT_DIM, bold=True)
            shown = round(scores[s])
            draw.text(surface, str(shown), (box.right - pad, tag_y), px, theme.ACCENT if here else theme.TEXT_DIM,
                      bold=True, anchor="midright")
            words, colour = self.status(table, s)
            bar = pygame.Rect(box.x + pad, int(box.y + box.h * 0.62), int(box.w * 0.55), max(4, int(box.h * 0.2)))
            draw.text(surface, words, (box.right - pad, bar.centery), small, colour, anchor="midright")
            # a bar toward the target, with a notch at the start score
            pygame.draw.rect(surface, theme.BG_DARK, bar, border_radius=bar.h // 2)
            fill = max(0.0, min(1.0, scores[s] / target))
            if fill > 0:
                pygame.draw.rect(surface, self.identity(s).colour,
                                 pygame.Rect(bar.x, bar.y, max(bar.h, int(bar.w * fill)), bar.h),
                                 border_radius=bar.h // 2)
            pygame.draw.rect(surface, theme.TEXT_DIM, bar, 1, border_radius=bar.h // 2)

    def draw_side(self, surface: pygame.Surface, table: rules.State, mode: str) -> None:
        h = surface.get_height()
        s = self.side_rect
        draw.panel(surface, s, theme.BG_DARK, radius=0.04)
        pad = int(h * 0.02)
        inner = s.inflate(-2 * pad, -2 * pad)
        y = inner.y
        title_px = theme.text_px(h, 0.045)
        px = theme.text_px(h, 0.03)
        if table.is_over:
            draw.text(surface, _("Game over"), (inner.x, y), title_px, theme.ACCENT, bold=True)
            return
        title = texts.step_title(table.step)
        while title_px > px and theme.font(title_px, True).size(title)[0] > inner.w:
            title_px -= 1  # a long title in French on a 4:3 projector shrinks rather than being cut off
        draw.text(surface, title, (inner.x, y), title_px, theme.ACCENT, bold=True)
        y += int(title_px * 1.4)
        y += draw.text_fit(surface, texts.step_hint(table.step), pygame.Rect(inner.x, y, inner.w, int(h * 0.14)),
                           px, theme.TEXT) + int(h * 0.015)
        facts = [_("Target: above {target} points").format(target=table.target)]
        if table.minimum_total is not None:
            facts.append(_("Minimum total to reach: {total}").format(total=table.minimum_total))
        leaders = self.closest_to_winning(table)
        if leaders:
            facts.append(_("Closest to winning: {names} ({score})").format(
                names=texts.join_names([self.name(p) for p in leaders]), score=table.scores[leaders[0]]))
        for fact in facts:
            y += draw.text_fit(surface, fact, pygame.Rect(inner.x, y, inner.w, int(h * 0.09)), px,
                               theme.TEXT, bold=True) + int(h * 0.008)
        y += int(h * 0.01)
        if mode == "talk":
            if self.humans_in_game():
                keys = _("Enter or the button: move on. T: talk timer.")
                draw.text_fit(surface, keys, pygame.Rect(inner.x, y, inner.w, int(h * 0.07)),
                              theme.text_px(h, 0.025), theme.TEXT_DIM)
                if TIMER_CHOICES[self.timer_choice]:
                    left = int(self.timer_left + 0.999)
                    draw.text(surface, f"{left // 60}:{left % 60:02d}",
                              (inner.centerx, self.move_on_button.rect.y - int(h * 0.06)),
                              theme.text_px(h, 0.07), theme.DANGER if left == 0 else theme.TEXT,
                              bold=True, anchor="center")
        elif mode == "secret":
            waiting = [self.name(p) for p in table.to_act]
            if waiting:
                line = _("Still choosing: {names}").format(names=texts.join_names(waiting))
                draw.text_fit(surface, line, pygame.Rect(inner.x, y, inner.w, int(h * 0.14)), px, theme.TEXT)

    def closest_to_winning(self, table: rules.State) -> list[int]:
        here = table.players_in_game
        if not here:
            return []
        best = max(table.scores[p] for p in here)
        return [p for p in here if table.scores[p] == best]

    def draw_private(self, surface: pygame.Surface) -> None:
        seat = self.private_seat
        assert seat is not None
        mine = self.state.view(seat)  # this player's own view: no one else's face
        assert isinstance(mine, rules.State)
        rect = surface.get_rect()
        h, w = rect.h, rect.w
        draw.panel(surface, self.banner_rect, theme.BG_DARK, radius=0.0)
        title = _("{name}, set your die in secret").format(name=self.name(seat))
        draw.player_tag(surface, self.identity(seat), title, (int(h * 0.02), self.banner_rect.h * 0.35),
                        theme.text_px(h, 0.04), theme.ACCENT, bold=True)
        info = self.message or self.private_hint(mine, seat)
        draw.text_fit(surface, info, pygame.Rect(int(h * 0.02), int(self.banner_rect.h * 0.6), w - int(h * 0.04),
                                                 int(self.banner_rect.h * 0.4)),
                      theme.text_px(h, 0.026), theme.DANGER if self.message else theme.TEXT)
        facts = [_("Your score: {score}").format(score=mine.scores[seat])]
        if mine.minimum_total is not None:
            facts.append(_("Minimum total: {total}").format(total=mine.minimum_total))
        draw.text(surface, "   ·   ".join(facts), (w // 2, int(h * 0.2)), theme.text_px(h, 0.035), theme.TEXT,
                  bold=True, anchor="center")
        px = theme.text_px(h, 0.03)
        if self.hidden_input():
            line = (_("Face entered. Enter confirms; another key 1-6 changes it.") if self.selected is not None
                    else _("Type your face with keys 1 to 6, then Enter. Nothing is shown on screen."))
            draw.text_fit(surface, line, pygame.Rect(w * 0.1, h * 0.4, w * 0.8, h * 0.2), theme.text_px(h, 0.04),
                          theme.TEXT, align="center", valign="center")
            return
        draw.die(surface, self.big_die_rect, self.selected, border=self.identity(seat).colour)
        hint = pygame.Rect(int(w * 0.05), self.big_die_rect.bottom + int(h * 0.015), int(w * 0.9),
                           self.faces[0].rect.y - self.big_die_rect.bottom - int(h * 0.03))
        draw.text_fit(surface, _("Click a face, or keys 1-6 or the arrows: change it freely, Enter confirms."),
                      hint, px, theme.TEXT_DIM, align="center", valign="center")

    def private_hint(self, mine: rules.State, seat: int) -> str:
        if mine.step == rules.FIRST_SECRET:
            return _("The faces add up to the minimum total, and you pay the face you show.")
        return _("Reach the minimum together, and show the smallest face alone to score it.")

    def _reveal_columns(self, reveal: Reveal, h: int) -> tuple[list[int], float, int, int]:
        """(the seats shown, column width, die size, top of the dice) of the reveal panel."""
        d = self.reveal_rect
        seats = [s for s, f in enumerate(reveal.faces) if f is not None]
        col = d.w * 0.92 / len(seats)
        return seats, col, int(min(h * 0.15, col * 0.7)), d.y + int(h * 0.1)

    def draw_reveal(self, surface: pygame.Surface, reveal: Reveal) -> None:
        """The still part of the reveal panel (drawn once per change): the panel, the names, the
        total and what the reveal did, in words. The dice and the counting scores are drawn over
        it every frame by :meth:`draw_reveal_moving`."""
        h = surface.get_height()
        d = self.reveal_rect
        draw.panel(surface, d, theme.BG_DARK, radius=0.04, border=theme.ACCENT, width=theme.outline(h))
        flipped, _count = reveal.phase(self.reveal_speed())
        title = _("First reveal") if reveal.number == 1 else _("Second reveal")
        draw.text(surface, title, (d.centerx, d.y + int(h * 0.045)), theme.text_px(h, 0.05), theme.ACCENT,
                  bold=True, anchor="center")
        seats, col, size, y = self._reveal_columns(reveal, h)
        px = theme.text_px(h, 0.025)
        out = {e.data["seat"] for e in reveal.events if e.kind == "eliminated"}
        for i, s in enumerate(seats):
            cx = int(d.x + d.w * 0.04 + col * (i + 0.5))
            name = _fit(self.name(s), px, col * 0.95 - px * 1.4)
            draw.player_tag(surface, self.identity(s), name, (cx, y + size + int(h * 0.03)), px, theme.TEXT,
                            anchor="center")
            if flipped and s in out and reveal.after.scores[s] == reveal.before.scores[s]:
                # out on a score already below 0 (the counting line says it for the others)
                draw.text(surface, _("out"), (cx, y + size + int(h * 0.06)), px, theme.DANGER, bold=True,
                          anchor="midtop")
        y += size + int(h * 0.1)
        if not flipped:
            draw.text(surface, _("Dice up!"), (d.centerx, y + int(h * 0.03)), theme.text_px(h, 0.045), theme.TEXT,
                      bold=True, anchor="center")
            return
        if reveal.number == 1:
            total = _("{sum} = minimum total {total}").format(
                sum=" + ".join(str(reveal.faces[s]) for s in seats), total=reveal.total)
        else:
            minimum = reveal.before.minimum_total if isinstance(reveal.before, rules.State) else None
            total = _("{sum} = final total {total}, minimum {minimum}").format(
                sum=" + ".join(str(reveal.faces[s]) for s in seats), total=reveal.total, minimum=minimum)
        draw.text_fit(surface, total, pygame.Rect(d.x + d.w * 0.04, y, d.w * 0.92, h * 0.06),
                      theme.text_px(h, 0.036), theme.ACCENT, bold=True, align="center")
        y += int(h * 0.07)
        bottom = self.continue_button.rect.y - int(h * 0.015)
        # the reveal itself is drawn above; then what it did, in words
        lines = self.reveal_lines(reveal)
        if reveal.number == 1:
            lines.insert(0, _("Each player pays the face they showed."))
        body = pygame.Rect(d.x + d.w * 0.04, y, d.w * 0.92, bottom - y)
        draw.text_fit(surface, "\n".join(lines), body, theme.text_px(h, 0.03), theme.TEXT)

    def reveal_lines(self, reveal: Reveal) -> list[str]:
        """What the reveal did, in words; three or more eliminations in one line, so that a big
        table's reveal still fits above its button."""
        names = self.session.names
        shown = [e for e in reveal.events if e.kind not in ("chosen", "revealed", "round_started")]
        out = [e for e in shown if e.kind == "eliminated"]
        lines = []
        for e in shown:
            if e.kind != "eliminated" or len(out) < 3:
                lines.append(texts.describe(e, names))
            elif e is out[0]:
                lines.append(_("Below 0, out of the game: {players}.").format(players=texts.join_names(
                    [_("{name} ({score})").format(name=names[o.data["seat"]], score=o.data["score"]) for o in out])))
        return lines

    def draw_reveal_moving(self, surface: pygame.Surface, reveal: Reveal) -> None:
        """What moves in a reveal: the dice (face down, narrowing, then open) and each score
        counting to its new value."""
        h = surface.get_height()
        d = self.reveal_rect
        speed = self.reveal_speed()
        flipped, _count = reveal.phase(speed)
        seats, col, size, y = self._reveal_columns(reveal, h)
        cancelled, scorer, losers = self.resolution(reveal)
        scores = self.shown_scores(self.table)
        px = theme.text_px(h, 0.025)
        for i, s in enumerate(seats):
            cx = int(d.x + d.w * 0.04 + col * (i + 0.5))
            box = pygame.Rect(0, 0, size, size)
            box.midtop = (cx, y)
            face = reveal.faces[s] if flipped else None
            if not flipped and speed > 0:
                # the flip: the face-down die narrows, then opens on its face
                hold = HOLD_SECONDS * speed
                squash = max(0.1, 1 - max(0.0, reveal.t - hold) / (FLIP_SECONDS * speed / 2))
                box = box.inflate(-int(size * (1 - squash)), 0)
            border = None
            if flipped and s == scorer:
                border = theme.GOOD
            elif flipped and s in losers:
                border = theme.DANGER
            if border:
                pygame.draw.rect(surface, border, box.inflate(size * 0.24, size * 0.24),
                                 border_radius=int(size * 0.3))
            draw.die(surface, box, face, border=self.identity(s).colour,
                     body=theme.TEXT_DIM if flipped and face in cancelled else theme.DIE_FACE)
            if flipped and face in cancelled:  # struck out: the shape says it, not only the colour
                pygame.draw.line(surface, theme.DANGER, box.bottomleft, box.topright, max(2, size // 14))
            change = reveal.after.scores[s] - reveal.before.scores[s]
            if flipped and change:  # in numbers too, so colour never carries the meaning alone
                # the score counts to its new value here, where everyone is looking (when it fits:
                # at eight players on a 4:3 screen, the change alone)
                words = f"{change:+d} → {round(scores[s])}"
                if theme.font(px, True).size(f"{change:+d} → -000")[0] > col * 0.95:
                    words = f"{change:+d}"
                draw.text(surface, words, (cx, y + size + int(h * 0.06)), px,
                          theme.GOOD if change > 0 else theme.DANGER, bold=True, anchor="midtop")

    def resolution(self, reveal: Reveal) -> tuple[tuple[int, ...], int | None, tuple[int, ...]]:
        """(cancelled faces, the seat that scored, the seats that lost) of a second reveal."""
        for e in reveal.events:
            if e.kind == "scored":
                return tuple(e.data["cancelled"]), e.data["seat"], ()
            if e.kind == "nobody_scores":
                return tuple(e.data["cancelled"]), None, ()
            if e.kind == "lost":
                return (), None, tuple(e.data["seats_losing"])
        return (), None, ()

    def end_lines(self) -> list[str]:
        state = self.state
        assert isinstance(state, rules.State)
        return [_("Rounds played: {rounds}. The game ended: {reason}.").format(
            rounds=state.round, reason=texts.end_reason(state.end_reason))]


def _fit(name: str, px: int, width: float, bold: bool = True) -> str:
    """``name`` shortened with an ellipsis until it fits ``width`` pixels."""
    return draw.ellipsize(name, px, width, bold)


@lru_cache(maxsize=4)
def _example_reveal(first: tuple[int, ...], final: tuple[int, ...]) -> tuple[int, tuple[int, ...], Event]:
    """A round played by the rules core: (the minimum total, the score changes of the second
    reveal, its resolution event: "scored", "nobody_scores" or "lost")."""
    state = rules.new_game(len(first))
    for faces in (first, final):
        state = state.apply(state.to_act[0], EndTalk())
        for seat, face in enumerate(faces):
            state = state.apply(seat, SetFace(face))
    minimum = next(e.data["total"] for e in state.events if e.kind == "revealed" and e.data["reveal"] == 1)
    paid = [rules.LENGTHS["normal"][0] - f for f in first]
    outcome = next(e for e in state.events if e.kind in ("scored", "nobody_scores", "lost"))
    return minimum, tuple(now - was for now, was in zip(state.scores, paid)), outcome


#: the rules screen's two worked examples: (first faces, second faces)
RULES_EXAMPLES = (((2, 3, 3, 3), (2, 2, 3, 5)), ((4, 4, 3), (1, 3, 4)))


def draw_rules_example(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The rules screen's worked examples, played by the rules core: minimum 11, dice 2 2 3 5:
    the 2s cancel, the 3 scores 11; and, where there is room, minimum 11, dice 1 3 4 short of
    it: the 1 loses 11."""
    h = surface.get_height()
    pad = int(h * 0.012)
    if rect.w > rect.h * 2.6:  # a wide strip: side by side
        rects = [pygame.Rect(rect.x, rect.y, rect.w // 2 - pad, rect.h),
                 pygame.Rect(rect.x + rect.w // 2 + pad, rect.y, rect.w // 2 - pad, rect.h)]
    elif rect.h > rect.w * 0.9:  # a tall column: one above the other
        rects = [pygame.Rect(rect.x, rect.y, rect.w, rect.h // 2 - pad),
                 pygame.Rect(rect.x, rect.y + rect.h // 2 + pad, rect.w, rect.h // 2 - pad)]
    else:
        rects = [rect]
    captions = (_("Minimum total 11; dice 2 2 3 5 make 12: the two 2s cancel out, the 3 alone scores 11."),
                _("Minimum total 11; dice 1 3 4 make only 8: the smallest face, 1, loses 11."))
    for (first, final), box, caption in zip(RULES_EXAMPLES, rects, captions):
        _draw_one_example(surface, box, final, _example_reveal(first, final), caption)


def _draw_one_example(surface: pygame.Surface, rect: pygame.Rect, faces: tuple[int, ...],
                      result: tuple[int, tuple[int, ...], Event], caption: str) -> None:
    h = surface.get_height()
    _minimum, changes, outcome = result
    cancelled = outcome.data.get("cancelled", ())
    px = theme.text_px(h, 0.026)
    size = int(min(rect.h * 0.34, rect.w / (len(faces) * 1.45)))
    x = rect.x + int(size * 0.25)
    y = rect.y + int(rect.h * 0.08)
    for seat, face in enumerate(faces):
        box = pygame.Rect(x, y, size, size)
        ident = theme.PLAYER_IDENTITIES[seat]
        change = changes[seat]
        if change:
            pygame.draw.rect(surface, theme.GOOD if change > 0 else theme.DANGER,
                             box.inflate(size * 0.24, size * 0.24), border_radius=int(size * 0.3))
        draw.die(surface, box, face, border=ident.colour, mark=ident.symbol, mark_colour=ident.colour,
                 body=theme.TEXT_DIM if face in cancelled else theme.DIE_FACE)
        if face in cancelled:  # struck out: the shape says it, not only the colour
            pygame.draw.line(surface, theme.DANGER, box.bottomleft, box.topright, max(2, size // 12))
        if change:
            draw.text(surface, f"{change:+d}", (box.centerx, box.bottom + int(size * 0.16)), px,
                      theme.GOOD if change > 0 else theme.DANGER, bold=True, anchor="midtop")
        x += int(size * 1.45)
    top = y + size + int(size * 0.16) + int(px * 1.3)
    draw.text_fit(surface, caption, pygame.Rect(rect.x, top, rect.w, rect.bottom - top),
                  theme.text_px(h, 0.028), theme.TEXT)


# -- positions for screenshots and the bench -------------------------------------------------------
NAMES = ("Ana", "Bob", "Chloé", "Dimitri", "Eve", "Fatou", "Gus", "Hana")

History = tuple[tuple[rules.State, int | None, Action | None], ...]


@lru_cache(maxsize=8)
def _history(seats: int, seed: int, length: str = "normal") -> History:
    """A whole game between sensible computer players: (state, seat, the action played there)."""
    from ludicitude.games.magouille import bots

    players = [bots.make_bot("cpu", seed * 10 + s) for s in range(seats)]
    return cast(History, history(rules.new_game(seats, {"length": length}, seed), players))


def _session(state: rules.State, cpus: Sequence[int] = ()) -> GameSession:
    """A session at ``state``: people everywhere (so the screen waits for them) but at ``cpus``."""
    from ludicitude.games import GAMES  # the registry imports each game by name: look it up late
    from ludicitude.ui.session import default_seats

    seats = default_seats(state.num_seats, NAMES)
    seats = [SeatInfo(s.name, s.identity, "cpu" if i in cpus else "human") for i, s in enumerate(seats)]
    return GameSession(GAMES["magouille"], seats, state)


def _last_choice(history: History, wanted: Callable[[list[Event]], bool],
                 late: bool = False) -> tuple[rules.State, int, Action]:
    """The state, seat and face of the choice that makes the first (or the last) reveal whose
    public events satisfy ``wanted``."""
    found = None
    for (state, seat, action), (after, _seat, _action) in pairwise(history):
        new = [e for e in after.events[len(state.events):] if e.visible_to(None)]
        if seat is not None and action is not None and any(e.kind == "revealed" for e in new) and wanted(new):
            found = (state, seat, action)
            if not late:
                break
    if found is None:
        raise LookupError("no such reveal")
    return found


def _kinds(*kinds: str, reveal: int | None = None) -> Callable[[list[Event]], bool]:
    def wanted(new: list[Event]) -> bool:
        if reveal is not None and not any(e.kind == "revealed" and e.data["reveal"] == reveal for e in new):
            return False
        return all(any(e.kind == k for e in new) for k in kinds)
    return wanted


def _revealing(app: Any, seats: int, seed: int, wanted: Callable[[list[Event]], bool], *,
               at: float | None = None, late: bool = False, length: str = "normal") -> GameScene:
    """The screen just after the choice that makes a reveal; ``at``: the reveal's clock stopped
    that many seconds in (at normal speed), to show it mid-way whatever the app's speed."""
    state, seat, action = _last_choice(_history(seats, seed, length), wanted, late)
    scene = GameScene(app, _session(state))
    scene.act(seat, action)
    if at is not None and scene.reveal is not None:
        scene.reveal.frozen_speed, scene.reveal.t = 1.0, at
    return scene


def _late(seats: int, seed: int, step: int) -> rules.State:
    """The state at the last ``step`` of a computer game before its final round."""
    history = _history(seats, seed)
    last_round = history[-1][0].round
    states = [s for s, _seat, _a in history if s.step == step and s.round < last_round and not s.has_chosen]
    return states[-1]


def screenshot_positions(app: Any) -> dict[str, Callable[[], Any]]:
    """Named positions for build/screenshots.py: each makes the scene to draw."""
    from ludicitude.ui.game_scene import EndScreen

    def start() -> GameScene:
        return GameScene(app, _session(rules.new_game(4, None, 1)))

    def talk_final() -> GameScene:
        return GameScene(app, _session(_late(5, 24, rules.TALK_BEFORE_FINAL)))

    def curtain() -> GameScene:
        # one person has chosen: the curtain names the next (pushed by the first frame)
        state = rules.new_game(4, None, 1).apply(0, EndTalk()).apply(0, SetFace(3))
        return GameScene(app, _session(state))

    def private(face: int | None, hidden: bool = False, refused: bool = False) -> Callable[[], GameScene]:
        def make() -> GameScene:
            state = _late(4, 3, rules.FINAL_SECRET)
            scene = GameScene(app, _session(state, cpus=(1, 2, 3)))
            if hidden:  # projector-safe input for this screen only, not the app's setting
                scene.hidden_input = lambda: True  # type: ignore[method-assign]
            scene.open_private(0)
            if face is not None:
                scene.select(face)
            if refused:
                scene.confirm()
            return scene
        return make

    def waiting() -> GameScene:
        state = rules.new_game(4, None, 1).apply(0, EndTalk()).apply(0, SetFace(2)).apply(1, SetFace(1))
        scene = GameScene(app, _session(state, cpus=(1, 2, 3)))
        scene.bot_seat = lambda: None  # type: ignore[method-assign]  # the computers still thinking
        return scene

    def log() -> GameScene:
        scene = GameScene(app, _session(_late(5, 24, rules.TALK_BEFORE_FINAL)))
        scene.show_log = True
        return scene

    def end() -> EndScreen:
        scene = GameScene(app, _session(_history(5, 24)[-1][0]))
        return EndScreen(app, scene.session, scene.end_lines())

    flip = HOLD_SECONDS + FLIP_SECONDS * 0.3  # the dice narrowing, still face down
    counting = HOLD_SECONDS + FLIP_SECONDS + COUNT_SECONDS * 0.45
    return {
        "start-4": start,
        "talk-before-final-5": talk_final,
        "curtain-4": curtain,
        "private-no-face-4": private(None),
        "private-face-picked-4": private(4),
        "private-refused-4": private(None, refused=True),
        "private-projector-safe-4": private(4, hidden=True),
        "waiting-for-computers-4": waiting,
        "reveal-1-flipping-4": lambda: _revealing(app, 4, 1, _kinds(reveal=1), at=flip),
        "reveal-1-done-4": lambda: _revealing(app, 4, 1, _kinds(reveal=1)),
        "reveal-2-counting-5": lambda: _revealing(app, 5, 24, _kinds("scored"), at=counting),
        "reveal-2-scored-5": lambda: _revealing(app, 5, 24, _kinds("scored")),
        "reveal-2-cancelled-5": lambda: _revealing(app, 5, 24, lambda new: _kinds("scored")(new) and any(
            e.kind == "scored" and e.data["cancelled"] for e in new)),
        "reveal-2-lost-5": lambda: _revealing(app, 5, 24, _kinds("lost")),
        "elimination-4": lambda: _revealing(app, 4, 1, _kinds("eliminated")),
        "all-eliminated-6": lambda: _revealing(app, 6, 4, _kinds("game_over")),
        "victory-5": lambda: _revealing(app, 5, 24, _kinds("game_over")),
        "end-5": end,
        "log-5": log,
        "late-table-8": lambda: GameScene(app, _session(_late(8, 5, rules.TALK_BEFORE_FINAL))),
        "late-reveal-8": lambda: _revealing(app, 8, 5, _kinds(reveal=2), late=True),
    }


class _LoopingScene(GameScene):
    """A reveal whose animation starts again as soon as it ends (for ``bench_scene``)."""

    def update(self, dt: float) -> None:
        super().update(dt)
        reveal = self.reveal
        if reveal is not None and reveal.done(self.reveal_speed()):
            reveal.t = 0.0


def bench_scene(app: Any) -> GameScene:
    """The busiest Magouille screen for ``ludicitude bench``: eight players late in a game, the
    second reveal's dice flipping and the scores counting, over and over."""
    state, seat, action = _last_choice(_history(8, 5), _kinds(reveal=2), late=True)
    scene = _LoopingScene(app, _session(state))
    scene.act(seat, action)
    return scene
