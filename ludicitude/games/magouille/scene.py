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

The face being turned is a ``turn.PendingFace``; the reveal's timing is a ``story.Reveal``,
played here; the pieces are drawn by ``pieces``. The reveal is shown by a ``RevealOverlay``,
a dialog on the stack just above this screen (``ui/overlay.py``): it takes the input while it is
up; this screen keeps the ``Reveal`` (what the table may see depends on it) and goes on under it
(computers, phones, the end held back until it is read); the log (L) opens over it.

Keys: talk: Enter moves on, T sets the timer; private screen: 1-6 or the arrows turn the die,
Enter confirms; reveal: Enter or a click skips the animation, then Enter goes on; L shows the log
(drawn over everything), F1 the rules, Esc closes the log or asks before leaving. Input waits a
moment whenever the screen changes (a private screen opens, a reveal starts or closes).
"""

from __future__ import annotations

from enum import Enum
from typing import Any

import pygame

from ludicitude.core.errors import IllegalAction
from ludicitude.core.game import Action, GameState
from ludicitude.core.i18n import _
from ludicitude.games.magouille import pieces, rules, texts
from ludicitude.games.magouille.events import Revealed, RoundStarted, TalkEnded
from ludicitude.games.magouille.pieces import TableLayout
from ludicitude.games.magouille.rules import FACES, SECRET_STEPS, EndTalk
from ludicitude.games.magouille.story import Moment, Reveal, auto_close_seconds, moment, story
from ludicitude.games.magouille.turn import PendingFace
from ludicitude.ui import draw, theme
from ludicitude.ui.game_scene import ENTER_KEYS, digit_keys
from ludicitude.ui.game_scene import GameScene as BaseGameScene
from ludicitude.ui.overlay import GameOverlay
from ludicitude.ui.session import GameSession
from ludicitude.ui.widgets import Button, Widget

FACE_KEYS = digit_keys(6, first=1)
FACE_KEYS.update({getattr(pygame, f"K_KP{i}"): i for i in FACES})
TIMER_CHOICES = (0, 60, 120, 180)  # seconds of table talk; 0: no timer


class Mode(Enum):
    """What the screen shows now."""

    TALK = "talk"  # the table talks; a person moves on
    SECRET = "secret"  # waiting for the dice to be set (the curtain, computers, phones)
    PRIVATE = "private"  # one player's private screen: they turn their die
    REVEAL = "reveal"  # the dice come up, flip and the scores count
    OVER = "over"


class FaceButton(Widget):
    """One face of the private screen: pressing it turns the die to that face."""

    def __init__(self, scene: GameScene, face: int) -> None:
        super().__init__()
        self.scene = scene
        self.face = face

    def press(self) -> None:
        self.scene.select(self.face)

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        pieces.draw_face_choice(surface, self.rect, self.face, selected=self.scene.selected == self.face,
                                focused=focused, hovered=hovered)


class GameScene(BaseGameScene[rules.State]):
    """The Magouille screen (see the module docstring)."""

    geo: TableLayout  # placed by layout

    state_type = rules.State
    still_while_playing = True  # the reveal's dice and counting scores are drawn in draw_moving

    def __init__(self, app: Any, session: GameSession) -> None:
        super().__init__(app, session)
        self.pending: PendingFace | None = None  # the private screen open, and its face
        self.reveal: Reveal | None = None
        self.timer_choice = 0
        self.timer_left = 0.0
        self.timer_shown = -1
        self.mouse_hidden = False
        self.text_input_off = False
        # the keys, declared once (ui/bindings.py); Enter's own case on the private screen is in ``key``
        private = lambda: self.mode() is Mode.PRIVATE
        talk = lambda: self.mode() is Mode.TALK and bool(self.humans_in_game())
        self.bind(tuple(FACE_KEYS), lambda k: self.select(FACE_KEYS[k]), per_key=True, when=private)
        self.bind((pygame.K_LEFT, pygame.K_DOWN), lambda: self.turn(-1), when=private)
        self.bind((pygame.K_RIGHT, pygame.K_UP), lambda: self.turn(1), when=private)
        self.move_on_button = self.button((pygame.K_RETURN,), self.move_on, lambda: _("Move on"), primary=True,
                                          when=talk)
        self.timer_button = self.button((pygame.K_t,), self.cycle_timer, worded=self._timer_label, when=talk)
        self.faces = [FaceButton(self, face) for face in FACES]
        self.confirm_button = self.button((pygame.K_RETURN,), self.confirm, worded=self._confirm_label,
                                          primary=True, when=private)
        self.refresh()

    # -- what the screen shows now --------------------------------------------------------------
    @property
    def public(self) -> GameState:
        # before the flip, the table still sees the state before the last choice
        if self.reveal is not None and not self.moment().flipped:
            return self.reveal.before
        return super().public  # the view of the state now, made once per state by the base class

    @property
    def private_seat(self) -> int | None:
        """Whose private screen is open."""
        return None if self.pending is None else self.pending.seat

    @property
    def selected(self) -> int | None:
        """The face turned up on the private screen."""
        return None if self.pending is None else self.pending.face

    def moment(self) -> Moment:
        """What the reveal shows at this point of the timeline (``story.moment``)."""
        return moment(self.timeline)

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

    def mode(self) -> Mode:
        if self.reveal is not None:
            return Mode.REVEAL
        if self.pending is not None:
            return Mode.PRIVATE
        state = self.state
        if state.is_over:
            return Mode.OVER
        return Mode.SECRET if getattr(state, "step", 0) in SECRET_STEPS else Mode.TALK

    def hidden_input(self) -> bool:
        return bool(self.app.settings.secret_input_hidden)

    def refresh(self) -> None:
        """Rebuild the widgets for the current mode."""
        mode = self.mode()
        if mode is Mode.REVEAL:
            self.widgets = []  # the reveal's dialog takes the input
        elif self.pending is not None:
            self.widgets = [] if self.pending.hidden else [*self.faces, self.confirm_button]
        elif mode is Mode.TALK and self.humans_in_game():
            self.widgets = [self.move_on_button, self.timer_button]
        else:
            self.widgets = []
        # the primary: "Move on", or on the private screen "Choose a face": with no face turned,
        # Enter only says to turn one (a face focused would be turned up by Enter, then confirmed)
        self.start_focus()
        hidden = self.pending is not None and self.pending.hidden
        self._show_mouse(not hidden)
        self._text_input(not hidden)
        self.relayout()
        self.still_changed()

    def _show_mouse(self, visible: bool) -> None:
        if visible == (not self.mouse_hidden):
            return
        self.mouse_hidden = not visible
        pygame.mouse.set_visible(visible)

    def _text_input(self, on: bool) -> None:
        """Projector-safe input turns SDL text input off: an input method's pop-up could show
        the typed digit (the keys still arrive as KEYDOWN)."""
        if on == (not self.text_input_off):
            return
        self.text_input_off = not on
        if on:
            pygame.key.start_text_input()
        else:
            pygame.key.stop_text_input()

    def leave(self) -> None:
        self._show_mouse(True)
        self._text_input(True)
        super().leave()

    # -- acting ---------------------------------------------------------------------------------
    def move_on(self) -> None:
        """Talk is over: the first player still in the game presses "move on" for the table."""
        if self.mode() is not Mode.TALK:
            return
        self.act(self.state.to_act[0], EndTalk())

    def select(self, face: int) -> None:
        if self.pending is None:
            return
        self.pending.turn_to(face)
        self._turned()

    def turn(self, delta: int) -> None:
        if self.pending is None:
            return
        self.pending.turn(delta)
        self._turned()

    def _turned(self) -> None:
        self.message = ""
        self.app.sounds.play("tick")
        self.still_changed()

    def confirm(self) -> None:
        pending = self.pending
        if pending is None:
            return
        try:
            action = pending.action()
        except IllegalAction as refused:
            self.message = str(refused)
            self.app.dirty = True
            return
        # the private screen closes before anything else is drawn or anyone else is named
        self.pending = None
        if not self.act(pending.seat, action):
            self.pending = PendingFace(pending.seat, pending.hidden)
        self.refresh()

    def open_private(self, seat: int) -> None:
        self.pending = PendingFace(seat, self.hidden_input())
        self.message = ""
        self.refresh()
        self.on_new_owner()

    def coach_seat(self) -> int | None:
        # a face is coached on its own player's private screen only, never with secret input hidden
        pending = self.pending
        return None if pending is None or pending.hidden or self.demo or not self.is_active() else pending.seat

    def input_owner(self) -> object:
        # a private screen opening, a reveal starting or closing: each is a new screen, and the
        # key that hurried the last one must not act on it
        return self.mode(), self.private_seat, super().input_owner()

    def close_private(self) -> bool:
        # Esc: the die not confirmed is dropped and the player's curtain comes back, so no
        # dialog is ever drawn over their choice
        pending = self.pending
        if pending is None:
            return False
        self.pending, self.message = None, ""
        self.refresh()
        self.ask_next_chooser(curtain=True)
        return True

    def ask_next_chooser(self, curtain: bool = False) -> None:
        """Hand the computer over to the next person to set a die (no curtain for one person,
        unless ``curtain``: they closed their screen with Esc)."""
        seat = self.next_chooser()
        if seat is None or self.pending is not None:
            return
        if len(self.humans()) == 1 and not curtain:
            self.open_private(seat)
            return
        purpose = _("Set your die in secret: round {round}, {step}.").format(
            round=self.table.round, step=texts.step_title(self.table.step).lower())
        self.hand_over(seat, purpose, lambda: self.open_private(seat))

    def cycle_timer(self) -> None:
        self.timer_choice = (self.timer_choice + 1) % len(TIMER_CHOICES)
        self.timer_left = float(TIMER_CHOICES[self.timer_choice])
        self.timer_shown = -1
        self.still_changed()

    def _timer_label(self, key: str) -> str:
        if not TIMER_CHOICES[self.timer_choice]:
            return _("Timer: off ({key})").format(key=key)
        return _("Timer: {minutes} min ({key})").format(minutes=TIMER_CHOICES[self.timer_choice] // 60, key=key)

    def _confirm_label(self, key: str) -> str:
        return _("Choose a face") if self.pending is None else self.pending.confirm_label()

    def auto_close_seconds(self) -> float:
        """How long a reveal stays up when no person is left in the game to close it."""
        return auto_close_seconds(self.app.animation_factor, bool(self.humans()), self.demo)

    def closes_alone(self) -> float | None:  # nobody left to press "go on": the game goes on by itself
        return None if self.humans_in_game() else self.auto_close_seconds()

    @property
    def reveal_overlay(self) -> RevealOverlay | None:
        """The reveal's dialog over the table, while it is up."""
        return next((o for o in self.overlays if isinstance(o, RevealOverlay)), None)

    def last_public_text(self) -> str:
        """What just happened; under a reveal, what the reveal shows (once its dice have turned),
        never what comes after it in the log ("Round 3 begins…" under a second reveal)."""
        reveal = self.reveal
        if reveal is None:
            return super().last_public_text()
        shown = [e for e in reveal.events if not isinstance(e, RoundStarted)] \
            if self.moment().flipped else []
        for event in reversed([*reveal.before.events, *shown]):
            text = self.texts.describe(event, self.session.names)
            if text:
                return text
        return ""

    def close_wait(self) -> None:
        """The reveal closes ("Go on", or its time up with nobody left to press it)."""
        if self.reveal is None:
            return
        self.reveal = None
        overlay = self.reveal_overlay
        if overlay is not None:
            overlay.close()
        super().close_wait()
        self.refresh()

    close_reveal = close_wait

    def on_applied(self, before: GameState, after: GameState, seat: int, action: Action) -> None:
        new = self.events_since(before, after)
        if any(isinstance(e, Revealed) for e in new):
            # the reveal is drawn from what the table may see only
            self.reveal = Reveal(before.view(None), after.view(None), [e for e in new if e.visible_to(None)])
            self.play(story(before, after, new))
            if self.reveal_overlay is None:
                self.open_overlay(RevealOverlay(self))
            self.app.sounds.play("reveal")
        if any(isinstance(e, TalkEnded) for e in new):
            self.timer_left = float(TIMER_CHOICES[self.timer_choice])
            self.timer_shown = -1
        self.refresh()

    def busy(self) -> bool:  # computers also wait while a private screen is open
        return super().busy() or self.pending is not None

    def bot_seat(self) -> int | None:
        # while people are in the game, one of them moves the talk on, never a computer
        state = self.state
        if not state.is_over and getattr(state, "step", 0) not in SECRET_STEPS and self.humans_in_game():
            return None
        return super().bot_seat()

    def update(self, dt: float) -> None:
        if self.mode() is Mode.TALK and self.timer_left > 0:
            self.timer_left = max(0.0, self.timer_left - dt)
            if int(self.timer_left) != self.timer_shown:  # redraw once a second, not every frame
                self.timer_shown = int(self.timer_left)
                self.still_changed()
                if self.timer_left == 0:
                    self.message = _("Time is up: move on when the table is ready.")
                    self.app.sounds.play("tick")
        if self.is_active() and self.next_chooser() is not None:
            self.ask_next_chooser()
        super().update(dt)

    # -- input ----------------------------------------------------------------------------------
    def key(self, event: pygame.event.Event) -> None:
        if event.key in ENTER_KEYS and self.mode() is Mode.PRIVATE:
            focused = self.focused
            if isinstance(focused, FaceButton) and focused.face != self.selected:
                self.select(focused.face)  # a face reached with Tab is turned up first
            else:
                self.confirm()
            return
        super().key(event)  # the declared keys (``bind``), then the base's

    # -- layout ---------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        geo = self.geo = TableLayout.fit(rect)
        for button, place in ((self.move_on_button, geo.move_on), (self.timer_button, geo.timer),
                              (self.confirm_button, geo.confirm),
                              *zip(self.faces, geo.faces)):
            button.rect = pygame.Rect(place)

    # -- drawing --------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        mode = self.mode()
        if mode is Mode.PRIVATE:
            self.draw_private(surface)
            return
        table = self.table
        self.draw_banner(surface, self.geo.banner, self.turn_text(table), None)
        self.draw_players(surface, table)
        self.draw_side(surface, table, mode)

    def turn_text(self, table: rules.State) -> str:
        if table.is_over:
            return _("Game over")
        return _("Round {round} · {step}").format(round=table.round, step=texts.step_title(table.step))

    def shown_scores(self, table: rules.State) -> list[float]:
        """Scores as drawn: counting from their old to their new values during a reveal."""
        if self.reveal is None:
            return list(table.scores)
        return self.reveal.shown_scores(self.moment())

    def draw_players(self, surface: pygame.Surface, table: rules.State) -> None:
        h = surface.get_height()
        r = self.geo.players
        n = table.num_seats
        gap = int(h * 0.008)
        row_h = min(int(h * 0.12), (r.h - (n - 1) * gap) // n)
        px = theme.text_px(h, min(0.034, row_h / h * 0.36))
        small = theme.text_px(h, 0.025)
        for s in range(n):  # before the flip, the scores before; after it, the new ones
            box = pygame.Rect(r.x, r.y + s * (row_h + gap), r.w, row_h)
            pieces.draw_player_row(surface, box, self.identity(s), self.name(s), table.scores[s], table.target,
                                   pieces.player_status(table, s), here=table.in_game[s], px=px, small=small)

    def draw_side(self, surface: pygame.Surface, table: rules.State, mode: Mode) -> None:
        h = surface.get_height()
        s = self.geo.side
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
        if mode is Mode.TALK:
            if self.humans_in_game():
                keys = _("Enter or the button: move on. {key}: talk timer.").format(
                    key=self.key_of(self.timer_button))
                y += draw.text_fit(surface, keys, pygame.Rect(inner.x, y, inner.w, int(h * 0.07)),
                                   theme.text_px(h, 0.025), theme.TEXT_DIM) + int(h * 0.01)
                bottom = self.move_on_button.rect.y - int(h * (0.1 if TIMER_CHOICES[self.timer_choice] else 0.015))
                if TIMER_CHOICES[self.timer_choice]:
                    left = int(self.timer_left + 0.999)
                    draw.text(surface, f"{left // 60}:{left % 60:02d}",
                              (inner.centerx, self.move_on_button.rect.y - int(h * 0.06)),
                              theme.text_px(h, 0.07), theme.DANGER if left == 0 else theme.TEXT,
                              bold=True, anchor="center")
            else:
                bottom = inner.bottom
            self.draw_last_reveal(surface, table, pygame.Rect(inner.x, y, inner.w, bottom - y))
        elif mode is Mode.SECRET:
            waiting = [self.name(p) for p in table.to_act]
            if waiting:
                line = _("Still choosing: {names}").format(names=texts.join_names(waiting))
                y += draw.text_fit(surface, line, pygame.Rect(inner.x, y, inner.w, int(h * 0.14)), px,
                                   theme.TEXT) + int(h * 0.015)
            self.draw_last_reveal(surface, table, pygame.Rect(inner.x, y, inner.w, inner.bottom - y))

    def draw_last_reveal(self, surface: pygame.Surface, table: rules.State, side: pygame.Rect) -> None:
        """The last reveal's result stays on the table (issue 16): under the players when there
        is room there (up to four players), else in the side panel, in ``side``."""
        lines = texts.last_reveal_lines(table.events, self.session.names)
        h = surface.get_height()
        r = self.geo.players
        n = table.num_seats
        gap = int(h * 0.008)
        row_h = min(int(h * 0.12), (r.h - (n - 1) * gap) // n)
        free = pygame.Rect(r.x, r.y + n * (row_h + gap) + int(h * 0.01), r.w, 0)
        free.h = r.bottom - free.y
        pieces.draw_last_reveal(surface, free if free.h >= h * 0.2 else side, lines)

    def closest_to_winning(self, table: rules.State) -> list[int]:
        here = table.players_in_game
        if not here:
            return []
        best = max(table.scores[p] for p in here)
        return [p for p in here if table.scores[p] == best]

    def draw_private(self, surface: pygame.Surface) -> None:
        pending = self.pending
        assert pending is not None
        seat = pending.seat
        mine = self.state.view(seat)  # this player's own view: no one else's face
        assert isinstance(mine, rules.State)
        rect = surface.get_rect()
        h, w = rect.h, rect.w
        draw.panel(surface, self.geo.banner, theme.BG_DARK, radius=0.0)
        self.draw_coach_chip(surface, self.geo.banner, None)
        title = _("{name}, set your die in secret").format(name=self.name(seat))
        draw.player_tag(surface, self.identity(seat), title, (int(h * 0.02), self.geo.banner.h * 0.35),
                        theme.text_px(h, 0.04), theme.ACCENT, bold=True)
        info = self.message or self.private_hint(mine, seat)
        draw.text_fit(surface, info, pygame.Rect(int(h * 0.02), int(self.geo.banner.h * 0.6), w - int(h * 0.04),
                                                 int(self.geo.banner.h * 0.4)),
                      theme.text_px(h, 0.026), theme.DANGER if self.message else theme.TEXT)
        facts = [_("Your score: {score}").format(score=mine.scores[seat])]
        if mine.minimum_total is not None:
            facts.append(_("Minimum total: {total}").format(total=mine.minimum_total))
        draw.text(surface, "   ·   ".join(facts), (w // 2, int(h * 0.2)), theme.text_px(h, 0.035), theme.TEXT,
                  bold=True, anchor="center")
        px = theme.text_px(h, 0.03)
        if pending.hidden:
            draw.text_fit(surface, pending.typed_hint(), pygame.Rect(w * 0.1, h * 0.4, w * 0.8, h * 0.2),
                          theme.text_px(h, 0.04), theme.TEXT, align="center", valign="center")
            draw.text_fit(surface, pending.keys_only_hint(), pygame.Rect(w * 0.1, h * 0.64, w * 0.8, h * 0.12),
                          px, theme.TEXT_DIM, align="center", valign="center")
            return
        draw.die(surface, self.geo.big_die, pending.face, border=self.identity(seat).colour)
        hint = pygame.Rect(int(w * 0.05), self.geo.big_die.bottom + int(h * 0.015), int(w * 0.9),
                           self.faces[0].rect.y - self.geo.big_die.bottom - int(h * 0.03))
        draw.text_fit(surface, _("Click a face, or keys 1-6 or the arrows: change it freely, Enter confirms."),
                      hint, px, theme.TEXT_DIM, align="center", valign="center")

    def private_hint(self, mine: rules.State, seat: int) -> str:
        if mine.step == rules.FIRST_SECRET:
            return _("The faces add up to the minimum total, and you pay the face you show.")
        return _("Reach the minimum together, and show the smallest face alone to score it.")

    def end_lines(self) -> list[str]:
        state = self.state
        assert isinstance(state, rules.State)
        return [_("Rounds played: {rounds}. The game ended: {reason}.").format(
            rounds=state.round, reason=texts.end_reason(state.end_reason))]

    def end_marks(self) -> dict[int, str]:
        """The final ranking marks who left the game below 0 (a winner of a round where everyone
        fell is named by the end line instead)."""
        state = self.state
        assert isinstance(state, rules.State)
        return {s: _("(out)") for s in range(state.num_seats) if not state.in_game[s] and s not in state.winners}


class RevealOverlay(GameOverlay):
    """A reveal over the table (``ui/overlay.py``): the dice come up, flip, the scores count,
    then "Go on" (Enter or a click) closes it. Drawn from the game's ``Reveal`` and what the
    table may see only: until the dice flip, nothing here depends on the hidden faces."""

    game: GameScene
    geo: TableLayout  # placed by layout

    def __init__(self, game: GameScene) -> None:
        super().__init__(game)
        self.continue_button = Button(self._continue_label, game.close_reveal, style="primary")
        self.go_on = game.close_reveal
        self.continue_button.visible = not game.demo  # the demo goes on by itself: no key is meant
        self.widgets = [self.continue_button]

    def _continue_label(self) -> str:
        # while the dice are face down the game's end is as secret as the faces (issue 16)
        game, reveal = self.game, self.game.reveal
        if game.end_pending and (reveal is None or game.moment().flipped):
            return _("See the final ranking (Enter)")
        return _("Go on (Enter)")

    def layout(self, rect: pygame.Rect) -> None:
        self.geo = TableLayout.fit(rect)  # the game's layout: the reveal's panel over its table
        self.continue_button.rect = pygame.Rect(self.geo.go_on)

    def draw_still(self, surface: pygame.Surface) -> None:
        """The still part of the reveal panel (``pieces.draw_reveal_panel``); the dice and the
        counting scores are drawn over it every frame by ``draw_moving``."""
        game, reveal = self.game, self.game.reveal
        if reveal is not None:
            pieces.draw_reveal_panel(surface, self.geo.reveal, reveal,
                                     game.moment().flipped, game.session.names,
                                     game.session.identities,
                                     self.continue_button.rect.y - int(surface.get_height() * 0.015))

    def draw_moving(self, surface: pygame.Surface) -> None:
        """What moves in a reveal: the dice and each score counting to its new value."""
        game, reveal = self.game, self.game.reveal
        if reveal is None:
            return
        h, names, colours = surface.get_height(), game.session.names, [i.colour for i in game.session.identities]
        pieces.draw_reveal_dice(surface, pieces.RevealRow.fit(self.geo.reveal, reveal.faces, h, names),
                                reveal.faces, game.moment(), colours,
                                reveal.resolution(), [reveal.change(s) for s in range(len(reveal.faces))],
                                game.shown_scores(game.table))
