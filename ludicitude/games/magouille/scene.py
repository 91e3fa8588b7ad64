"""The Magouille table: talk steps, secret dice in hot seat, and the reveals.

Screens, and what each may draw from (DESIGN.md, "Secrecy"):
- the table (the players seated round it with their scores, their cups on its cloth, the minimum
  total in its centre, the step and its buttons in the panel beside or under it), the talk
  screen (public facts and "move on", with an optional timer), the waiting screen of a secret
  step and the reveal: from ``self.public`` (``view(None)``) only;
- a player's private screen, where they turn their die: from ``state.view(seat)`` only, shown
  after the hand-over curtain when more than one person plays at this computer. With secret
  input hidden (projector), the face is typed with keys 1-6 + Enter and never drawn.

During a reveal, until the dice flip, the table as shown (the frame's ``table``, the base's
``shown_table``) is the view of the state before the last choice (the story's first beats tell
none of its events), so nothing drawn (banner, log, scores) can depend on the hidden faces.

The face being turned is a ``turn.PendingFace``; the reveal is a frozen ``story.Reveal`` that its
story's last beat carries (``story.Shown``), played here; the table is drawn by ``table`` from the
frame of the table as shown (``ui/frame.py``) with this screen's own part (``table.MagouilleView``),
its pieces by ``pieces``. The reveal is played on the table itself by ``RevealOverlay``, a dialog
on the stack just above this screen (``ui/overlay.py``) that draws its own banner: it takes the
input while it is up, as long as the beat that carries the ``Reveal`` stands; this screen keeps
none of it and goes on under it (computers, phones, the end held back until it is read); the log
(L) opens over it.

Keys: talk: Enter moves on, T sets the timer; private screen: 1-6 or the arrows turn the die,
Enter confirms; reveal: Enter or a click skips the animation, then Enter goes on; L shows the log
(drawn over everything), F1 the rules, Esc closes the log or asks before leaving. Input waits a
moment whenever the screen changes (a private screen opens, a reveal starts or closes).
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

import pygame

from ludicitude.core.errors import IllegalAction
from ludicitude.core.game import Action, GameState
from ludicitude.core.i18n import _
from ludicitude.games.magouille import rules, table, texts
from ludicitude.games.magouille.end import MagouilleEnd
from ludicitude.games.magouille.events import Revealed, TalkEnded
from ludicitude.games.magouille.rules import FACES, SECRET_STEPS, EndTalk
from ludicitude.games.magouille.story import Moment, Reveal, auto_close_seconds, moment, shown, story
from ludicitude.games.magouille.table import FaceButton, MagouilleView, TableLayout
from ludicitude.games.magouille.turn import Mode, PendingFace, TalkTimer
from ludicitude.ui.game_scene import ENTER_KEYS, digit_keys
from ludicitude.ui.frame import Frame
from ludicitude.ui.game_scene import GameScene as BaseGameScene
from ludicitude.ui.overlay import WaitOverlay
from ludicitude.ui.session import GameSession

FACE_KEYS = digit_keys(6, first=1)
FACE_KEYS.update({getattr(pygame, f"K_KP{i}"): i for i in FACES})


class GameScene(BaseGameScene[rules.State]):
    """The Magouille screen (see the module docstring)."""

    geo: TableLayout  # placed by layout

    state_type = rules.State
    still_while_playing = True  # the reveal's dice and counting scores are drawn in draw_moving

    def __init__(self, app: Any, session: GameSession) -> None:
        super().__init__(app, session)
        self.pending: PendingFace | None = None  # the private screen open, and its face
        self.timer = TalkTimer()
        self.keys_only = False  # the pointer and SDL text input off: a face typed in secret
        # the keys, declared once (ui/bindings.py); Enter's own case on the private screen is in ``key``
        private = lambda: self.mode() is Mode.PRIVATE
        talk = lambda: self.mode() is Mode.TALK and bool(self.humans_in_game())
        self.bind(tuple(FACE_KEYS), lambda k: self.select(FACE_KEYS[k]), per_key=True, when=private)
        self.bind((pygame.K_LEFT, pygame.K_DOWN), lambda: self.turn(-1), when=private)
        self.bind((pygame.K_RIGHT, pygame.K_UP), lambda: self.turn(1), when=private)
        self.move_on_button = self.button((pygame.K_RETURN,), self.move_on, lambda: _("Move on"), primary=True,
                                          when=talk)
        self.timer_button = self.button((pygame.K_t,), self.cycle_timer,
                                        worded=lambda key: texts.timer_label(self.timer.seconds, key), when=talk)
        self.faces = [FaceButton(face, self.select, lambda: self.selected) for face in FACES]
        self.confirm_button = self.button((pygame.K_RETURN,), self.confirm, primary=True, when=private,
                                          worded=lambda key: _("Choose a face") if self.pending is None
                                          else self.pending.confirm_label())
        self.refresh()

    # -- what the screen shows now --------------------------------------------------------------
    @property
    def private_seat(self) -> int | None:
        """Whose private screen is open."""
        return None if self.pending is None else self.pending.seat

    @property
    def secret_input(self) -> bool:  # type: ignore[override]  # a private screen: moving about is silent
        return self.pending is not None

    @property
    def selected(self) -> int | None:
        """The face turned up on the private screen."""
        return None if self.pending is None else self.pending.face

    @property
    def reveal(self) -> Reveal | None:
        """The reveal on show: the one its story's last beat carries, until a person (or the
        time, with nobody here) closes it; the screen keeps none of its own."""
        timeline = self.timeline
        return None if timeline.done else shown(timeline.beats)

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
        self.start_focus()  # the primary: "Move on", or on the private screen "Choose a face"
        self._keys_only(self.pending is not None and self.pending.hidden)
        self.relayout()
        self.still_changed()

    def _keys_only(self, on: bool) -> None:
        """Projector-safe input hides the pointer and turns SDL text input off: an input method's
        pop-up could show the typed digit (the keys still arrive as KEYDOWN)."""
        if on == self.keys_only:
            return
        self.keys_only = on
        if on:  # hidden while the face is typed, whatever the mouse does
            self.app.pointer_hidden = False
            pygame.mouse.set_visible(False)
        else:  # and after, until the mouse moves (App.hide_pointer)
            self.app.hide_pointer()
        (pygame.key.stop_text_input if on else pygame.key.start_text_input)()

    def leave(self) -> None:
        self._keys_only(False)
        table.forget_plates()  # the last plates asked hold the reveal's picture key: not beyond the table
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
        self.message = ""  # in silence: the room hearing a tick a step would count the steps
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
        self.timer.cycle()
        self.still_changed()

    def auto_close_seconds(self) -> float:
        """How long a reveal stays up when no person is left in the game to close it."""
        cups = 0 if self.reveal is None else sum(f is not None for f in self.reveal.faces)
        return auto_close_seconds(self.app.animation_factor, bool(self.humans()), self.demo, cups)

    def closes_alone(self) -> float | None:  # nobody left to press "go on": the game goes on by itself
        return None if self.humans_in_game() else self.auto_close_seconds()

    @property
    def reveal_overlay(self) -> RevealOverlay | None:
        """The reveal's dialog over the table, while it is up."""
        return next((o for o in self.overlays if isinstance(o, RevealOverlay)), None)

    def last_public_text(self) -> str:
        """What just happened; under a reveal, what the reveal shows (once its dice have turned),
        never what comes after it in the log ("Round 3 begins…" under a second reveal)."""
        events = self.shown_table.events
        return texts.banner_line(events if self.reveal is None else self.reveal.told(events), self.session.told_names)

    def close_wait(self) -> None:
        """The reveal closes ("Go on", or its time up with nobody left to press it)."""
        if self.reveal is None:
            return
        overlay = self.reveal_overlay
        if overlay is not None:
            overlay.close()
        super().close_wait()
        self.refresh()

    def on_applied(self, before: GameState, after: GameState, seat: int, action: Action) -> None:
        new = self.events_since(before, after)
        if any(isinstance(e, Revealed) for e in new):
            self.play(story(before, after, new))  # its last beat carries the reveal (public only)
            if self.reveal_overlay is None:
                self.open_overlay(RevealOverlay(self))
        if any(isinstance(e, TalkEnded) for e in new):
            self.timer.restart()
        self.refresh()

    def busy(self) -> bool:  # computers also wait while a private screen is open
        return super().busy() or self.pending is not None

    def bot_seat(self) -> int | None:
        # while people are in the game, one of them moves the talk on, never a computer
        state = self.state
        if not state.is_over and getattr(state, "step", 0) not in SECRET_STEPS and self.humans_in_game():
            return None
        return super().bot_seat()

    def due(self) -> float | None:
        """The base's, and the talk's clock when its seconds next change."""
        due = super().due()
        left = self.timer.left
        if self.mode() is Mode.TALK and left > 0:
            tick = left - (math.ceil(left) - 1)
            return tick if due is None else min(due, tick)
        return due

    def update(self, dt: float) -> None:
        if self.mode() is Mode.TALK and self.timer.tick(dt):
            self.still_changed()
            if self.timer.left == 0:
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
        geo = self.geo = TableLayout.fit(rect, self.state.num_seats)
        for button, place in ((self.move_on_button, geo.move_on), (self.timer_button, geo.timer),
                              (self.confirm_button, geo.confirm),
                              *zip(self.faces, geo.faces)):
            button.rect = pygame.Rect(place)

    # -- drawing --------------------------------------------------------------------------------
    def frame_own(self) -> MagouilleView:
        """Magouille's part of the frame: the mode, the talk's buttons and timer, the private
        screen's face with its player's own view, the reveal and its moment."""
        mode, pending, reveal = self.mode(), self.pending, self.reveal
        header = ""
        if mode is not Mode.PRIVATE:
            # under a reveal, the header names the round being revealed, never the next one that
            # the state has already begun ("Round 3" behind round 2's reveal)
            header = texts.turn_text(self.shown_table) if reveal is None else texts.reveal_title(reveal)
        mine: rules.State | None = None
        if pending is not None:
            view = self.state.view(pending.seat)  # this player's own view: no one else's face
            assert isinstance(view, rules.State)
            mine = view
        moment = self.moment() if reveal is not None else None
        scores = () if reveal is None or moment is None else tuple(reveal.shown_scores(moment))
        return MagouilleView(mode, header, bool(self.humans_in_game()), dataclasses.replace(self.timer),
                             self.key_of(self.timer_button), None if pending is None else dataclasses.replace(pending),
                             mine, reveal, moment, scores)

    def banner_titles(self) -> list[str]:
        """The banner's longest titles: its type is set once by them (``TableChrome.title_px``)."""
        return texts.longest_titles(self.session.told_names)

    def draw_table(self, surface: pygame.Surface, frame: Frame) -> None:
        view: MagouilleView = frame.own
        if view.mode is Mode.PRIVATE:
            assert view.pending is not None and view.mine is not None
            # whose screen, then the message or a reminder, in the band every screen of the game has
            title = _("{name}, set your die in secret").format(name=frame.name(view.pending.seat))
            self.draw_banner(surface, frame.layout.banner, title, view.pending.seat,
                             None if frame.message else texts.private_hint(view.mine.step))
            table.draw_private(surface, frame)
            return
        self.draw_banner(surface, frame.layout.banner, view.header, None)
        table.draw_table(surface, frame)

    def shown_scores(self, shown: rules.State) -> list[float]:
        """Scores as drawn: counting from their old to their new values during a reveal."""
        return list(shown.scores) if self.reveal is None else self.reveal.shown_scores(self.moment())

    def end_screen(self) -> MagouilleEnd:
        return MagouilleEnd(self.app, self.session, self.end_lines(), self.end_marks())

    def end_lines(self) -> list[str]:
        return texts.end_lines(self.state)

    def end_marks(self) -> dict[int, str]:
        return texts.end_marks(self.state)


class RevealOverlay(WaitOverlay):
    """A reveal over the table (``ui/overlay.py``): the dice come up, flip, the scores count,
    then "Go on" (Enter or a click) closes it. Drawn from the game's ``Reveal`` and what the
    table may see only: until the dice flip, nothing here depends on the hidden faces."""

    game: GameScene
    geo: TableLayout  # placed by layout

    def __init__(self, game: GameScene) -> None:
        super().__init__(game)
        self.plates = table.KeptPlates()  # the players' plates as drawn over the kept picture
        self._frame: Frame | None = None  # the frame ``moving_areas`` was asked for, drawn next

    def leave(self) -> None:
        table.forget_plates()  # the last plates asked hold this reveal's picture key
        super().leave()

    def label(self) -> str:
        # while the dice are face down the game's end is as secret as the faces
        game, reveal = self.game, self.game.reveal
        if game.end_pending and (reveal is None or game.moment().flipped):
            return _("See the final ranking (Enter)")
        return _("Go on (Enter)")

    def layout(self, rect: pygame.Rect) -> None:
        # the game's layout: the reveal plays on its table, its button where "Move on" stands
        self.geo = TableLayout.fit(rect, self.game.state.num_seats)
        self.go_on_button.rect = pygame.Rect(self.geo.go_on)

    def draw_picture(self, surface: pygame.Surface) -> None:
        """The reveal plays on the table itself, no veil over it; the banner above says, bright,
        which round's dice are revealed and what the room does now, never the reveal's result,
        which the panel under the table tells (``draw_reveal_banner``); then the dialog's still
        part and its button over the game's picture."""
        self.draw_reveal_banner(surface)
        self.draw_still(surface)
        focused = self.focus_shown
        for w in self.widgets:
            if w.visible:
                w.draw(surface, w is focused, w is self.hover)

    def draw_reveal_banner(self, surface: pygame.Surface) -> None:
        """The banner during a reveal, over the game's, in its band (one height and one place for
        each line on every screen of the game): the round's title, then, while the cups lift, how
        to see every die at once, and once they are up, where the result is told and how to go on."""
        reveal = self.game.reveal
        if reveal is None:
            return
        # the game's banner, in its words; no coach's button: the dialog takes the clicks
        self.game.draw_banner(surface, self.geo.banner, texts.reveal_title(reveal), None,
                              texts.reveal_hint(self.game.moment().flipped), coach=False)

    def draw_still(self, surface: pygame.Surface) -> None:
        if self.game.reveal is not None:
            table.draw_reveal_still(surface, self.geo, self.game.shown_frame(surface))

    def moving_areas(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """What moves in the reveal, and the plates that change (``table.reveal_moving_areas``)."""
        if self.game.reveal is None:
            return []
        self._frame = self.game.shown_frame(surface)  # the frame drawn next (``draw_moving``)
        return table.reveal_moving_areas(surface, self.geo, self._frame, self.plates, self._picture_seen)

    def draw_moving(self, surface: pygame.Surface) -> None:
        frame, self._frame = self._frame, None
        if self.game.reveal is not None:  # the plates kept as drawn over the kept picture, where it is
            table.draw_reveal_moving(surface, self.geo, frame or self.game.shown_frame(surface), self.plates,
                                     self._picture_seen if self._picture is not None else None)
