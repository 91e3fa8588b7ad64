"""The Quatre Cartes table: four cards with everyone's dice, the active player's roll, and
the continue / stop choice (with the take-back of one card, showing what each card scores now).

Every rule question goes to the rules core, through the player's pending turn (``turn.Turn``:
picked dice, pending placements, the stop choice); the dice roll's timing and the round's
summary are in ``story``; how cards, dice and players' boxes look is in ``pieces``. This file
turns clicks and keys into the turn's methods and actions, lays the table out and draws it.

Keys: the letters under the dice (A B D E F G H J) pick dice of the roll, I S M N put them on
Idem, Suite, Maxi or Neuf, Backspace (or the "Undo placement" button) undoes the last placement:
nothing else does; C continues, X stops (then 0 keeps everything, or I S M N takes that card
back; Enter there is Cancel);
Tab and arrows move the focus, Enter presses; Esc cancels a choice, or asks before leaving.
Placements stay pending (drawn with a ring) until C or X confirms them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from ludicitude.core.game import Action, GameState
from ludicitude.core.i18n import _
from ludicitude.core.timeline import AUTO_CLOSE_SECONDS, Tumble, tumble
from ludicitude.games.cartes import pieces, rules, texts
from ludicitude.games.cartes.rules import CARDS, Continue, Place, Stop
from ludicitude.games.cartes.story import RoundSummary, story
from ludicitude.games.cartes.turn import Turn
from ludicitude.ui import draw, theme
from ludicitude.ui.game_scene import GameScene as BaseGameScene
from ludicitude.ui.overlay import GameOverlay
from ludicitude.ui.session import GameSession
from ludicitude.ui.widgets import Button, Target, Widget

CARD_KEYS = {pygame.K_i: rules.IDEM, pygame.K_s: rules.SUITE, pygame.K_m: rules.MAXI,
             pygame.K_n: rules.NEUF}
SLOT_KEY_CODES = {getattr(pygame, f"K_{key.lower()}"): i for i, key in enumerate(pieces.SLOT_KEYS)}


@dataclass(frozen=True)
class TableLayout:
    """Where each part of the table goes in the window."""

    banner: pygame.Rect
    players: pygame.Rect
    cards: tuple[pygame.Rect, ...]  # in the order of CARDS
    roll: pygame.Rect  # the panel under the cards: the roll, or the stop choice's words
    actions: tuple[pygame.Rect, ...]  # Continue, Stop, Undo placement
    dice: tuple[pygame.Rect, ...]  # the places of dice 1 to 8
    hint: pygame.Rect  # what to do, over the dice
    take_backs: tuple[pygame.Rect, ...]  # the stop choice: a button at the foot of each card
    keep: pygame.Rect
    cancel: pygame.Rect
    stop_hint: pygame.Rect  # the stop choice's words, in the roll panel
    dialog: pygame.Rect  # the round's summary, a panel over the table
    next: pygame.Rect

    @classmethod
    def fit(cls, rect: pygame.Rect) -> TableLayout:
        w, h = rect.w, rect.h
        margin = int(h * 0.015)
        banner = pygame.Rect(0, 0, w, int(h * 0.12))
        players = pygame.Rect(margin, banner.bottom + margin, w - 2 * margin, int(h * 0.1))
        top = players.bottom + margin
        card_h = int(h * 0.47)
        card_w = (w - 5 * margin) // 4
        cards = tuple(pygame.Rect(margin + i * (card_w + margin), top, card_w, card_h) for i in range(len(CARDS)))
        roll_top = top + card_h + margin
        roll = pygame.Rect(margin, roll_top, w - 2 * margin, h - margin - roll_top)
        bw, bh, gap = int(min(w * 0.22, h * 0.32)), int(h * 0.062), int(h * 0.012)
        right = roll.right - int(h * 0.015)
        y_button = roll.y + (roll.h - 3 * bh - 2 * gap) // 2
        actions = tuple(pygame.Rect(right - bw, y_button + i * (bh + gap), bw, bh) for i in range(3))
        left = roll.x + int(h * 0.02)
        room = actions[0].x - int(h * 0.02) - left
        size = min(int(h * 0.08), int(room / (8 + 7 * 0.35)))
        step = int(size * 1.35)
        y = roll.bottom - size - int(h * 0.045)
        dice = tuple(pygame.Rect(left + i * step, y, size, size) for i in range(rules.DICE_PER_PLAYER))
        hint = pygame.Rect(left, roll.y + int(h * 0.008), room, y - roll.y - int(h * 0.025))
        # the take-back choice: one button at the foot of each card, the rest in the roll panel
        pad = int(h * 0.012)
        boxes = [card.inflate(-2 * pad, -2 * pad) for card in cards]
        tb = max(int(h * 0.085), int(3 * theme.font(theme.text_px(h, 0), True).get_linesize() / 0.84) + 2)
        take_backs = tuple(pygame.Rect(box.x, box.bottom - tb, box.w, tb) for box in boxes)  # 3 lines at the least
        cw, ch = int(min(w * 0.36, h * 0.5)), int(h * 0.08)
        top = roll.y + (roll.h - 2 * ch - gap) // 2
        keep = pygame.Rect(right - cw, top, cw, ch)
        cancel = pygame.Rect(right - cw, top + ch + gap, cw, ch)
        stop_hint = pygame.Rect(left, roll.y + int(h * 0.015), keep.x - int(h * 0.03) - left,
                                roll.h - int(h * 0.03))
        dialog = pygame.Rect(0, 0, int(min(w * 0.92, h * 1.25)), int(h * 0.8))
        dialog.center = (w // 2, int(h * 0.55))
        next_rect = pygame.Rect(0, 0, int(dialog.w * 0.5), int(h * 0.075))
        next_rect.midbottom = (dialog.centerx, dialog.bottom - int(h * 0.02))
        return cls(banner, players, cards, roll, actions, dice, hint, take_backs, keep, cancel, stop_hint,
                   dialog, next_rect)


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
    they are pending in ``turn`` (drawn with a ring), and the player may take them back
    (Backspace or the "Undo placement" button; a card pressed with no dice picked only says to pick
    dice first). Confirming applies them through the rules, one ``Place`` per card, then the
    ending action; confirmed is final.

    The round's summary is a ``SummaryOverlay``, a dialog on the stack just above this screen
    (``ui/overlay.py``) that takes the input while it is up; this screen keeps the
    ``RoundSummary`` it shows (the table is drawn as the round ended under it), and the log (L)
    opens over it. Under the demo's caption it closes by itself, as with phones.
    """

    state_type = rules.State
    still_while_playing = True  # the tumbling dice are drawn in draw_moving, over the still table

    def __init__(self, app: Any, session: GameSession) -> None:
        super().__init__(app, session)
        self._turn = Turn(self.table)
        self.summary: RoundSummary | None = None  # the round that just ended, while shown
        self.turns = 0  # turns ended on this screen: each new roll is a new screen to take in
        self._before_stop: Widget | None = None  # the widget focused when the stop choice opened
        self._pressed_die: RollDie | None = None  # the die under a press that may become a drag
        self.refused_at: str | None = None  # where the message's refusal is told: a card, or "turn"
        self.cards = [CardTarget(self, card) for card in CARDS]
        # the keys, declared once (ui/bindings.py): Continue and Stop are costly (never Enter's)
        placing, stopping = self.placing, lambda: self.turn.stopping
        self.bind(tuple(SLOT_KEY_CODES), lambda k: self.toggle_die(SLOT_KEY_CODES[k]), per_key=True, when=placing)
        self.bind(tuple(CARD_KEYS), lambda k: self.place_on(CARD_KEYS[k]), per_key=True, when=placing)
        self.continue_button = self.button((pygame.K_c,), self.continue_turn, lambda: _("Continue"),
                                           when=placing, costly=True)
        self.stop_button = self.button((pygame.K_x,), self.open_stop, lambda: _("Stop"), when=placing, costly=True)
        self.undo_button = self.button((pygame.K_BACKSPACE,), self.undo, lambda: _("Undo placement"), when=placing)
        self.keep_button = self.button((pygame.K_0, pygame.K_KP0), lambda: self.stop_with(None),
                                       lambda: _("Stop, keep all my dice"), when=stopping, costly=True)
        self.take_buttons = {card: self.button((key,), self._take_action(card), worded=self._take_label(card),
                                               when=self._taking(card), costly=True)
                             for key, card in CARD_KEYS.items()}
        self.cancel_button = self.button((pygame.K_ESCAPE,), self.close_stop, lambda: _("Cancel"), when=stopping)
        self.dice: list[RollDie] = []
        self.refresh()

    # -- what the screen shows now ----------------------------------------------------------------
    @property
    def turn(self) -> Turn:
        """The pending turn, judged against the table as it is now."""
        self._turn.follow(self.table)
        return self._turn

    def showing(self) -> bool:
        return self.summary is not None  # the round's scoring waits for a person

    def refresh(self) -> None:
        """Rebuild the widgets for the current state and mode."""
        was = self.focused
        seat = self.human_to_act()
        turn = self.turn
        if seat is None:
            turn.forget()
        state = turn.state()
        turn.keep_picked_in_roll()
        roll = self.table.roll  # the turn's roll: its dice keep their places and keys all turn
        if len(self.dice) != len(roll):
            self.dice = [RollDie(self, i) for i in range(len(roll))]
        legal = state.legal_actions(seat) if seat is not None else []
        if self.summary is not None:
            self.widgets = []  # the summary's dialog takes the input
        elif turn.stopping and seat is not None:
            self.widgets = [self.keep_button]
            for card in CARDS:
                button = self.take_buttons[card]
                button.visible = Stop(card) in legal
                self.widgets.append(button)
            self.widgets.append(self.cancel_button)
        else:
            turn.stopping = False
            playing = seat is not None
            self.continue_button.enabled = Continue() in legal
            self.stop_button.enabled = Stop(None) in legal
            self.undo_button.enabled = bool(turn.pending)
            for w in (self.continue_button, self.stop_button, self.undo_button):
                w.visible = playing
            for target in self.cards:
                target.enabled = playing
            for die in self.dice:  # a die waiting on a card leaves its place empty
                die.enabled = playing and turn.free(die.index)
            self.widgets = [*self.dice, *self.cards, self.continue_button, self.stop_button, self.undo_button]
        self.relayout()
        self.keep_focus(was)
        self.app.dirty = True

    def harmless_focus(self) -> Widget | None:
        # no button is primary (Continue and Stop are costly): die 1, or Cancel in the Stop choice
        f = self.focusables()
        return next((w for w in (*self.dice, self.cancel_button) if w in f), None)

    def keep_focus(self, was: Widget | None) -> None:
        """Focus stays where it was; from a die that has gone to a card, to the next die in the
        tray (else the last one); with nothing focused before (the dice were rolling), on die 1."""
        f = self.focusables()
        if was in f:
            self.focus = f.index(was)
            return
        dice = [d for d in self.dice if d in f]
        if dice:
            start = was.index if isinstance(was, RollDie) else 0
            self.focus = f.index(next((d for d in dice if d.index >= start), dice[-1]))

    # -- acting -------------------------------------------------------------------------------------
    def toggle_die(self, index: int) -> None:
        if self.human_to_act() is None or not self.turn.toggle(index):
            return
        self.message = ""
        self.app.dirty = True

    def place_on(self, card: str) -> None:
        """Put the picked dice on ``card`` (pending until confirmed); with none picked, say so."""
        if self.human_to_act() is None:
            return
        why = self.turn.place(card, self.app.now())
        if why is None:
            self.message = ""
            self.app.sounds.play("tick")
            self.refresh()
        elif why:  # "" is the second click of a double-click: the dice are placed once, silently
            self.message, self.refused_at = why, card  # told on the card the player pressed
            self.app.dirty = True

    def undo(self) -> None:
        """The last pending placement goes back to the roll."""
        if self.human_to_act() is None or not self.turn.take_back():
            return
        self.message = ""
        self.refresh()

    def confirm(self, final: Continue | Stop) -> None:
        """Make the pending placements, then ``final``: from here on, nothing can be taken back."""
        seat = self.human_to_act()
        if seat is None or not self.allowed(seat, final):
            return
        self.refused_at = "turn"
        for action in self.turn.confirm(final):
            if not self.act(seat, action):
                return

    def allowed(self, seat: int, final: Continue | Stop) -> bool:
        """True if ``final`` may end the turn now (pending placements made); if not, say why."""
        why = self.turn.why_not(seat, final)
        if why is None:
            return True
        self.message, self.refused_at = why, "turn"  # told over the turn's words, by the buttons
        self.app.dirty = True
        return False

    def continue_turn(self) -> None:
        self.confirm(Continue())

    def open_stop(self) -> None:
        seat = self.human_to_act()
        if seat is None or not self.allowed(seat, Stop(None)):
            return
        self._before_stop = self.focused
        self.turn.stopping = True
        self.message = ""
        self.refresh()
        self.set_focus(self.cancel_button)  # Enter must not stop or cost points: 0 or I S M N do

    def close_stop(self) -> None:
        self.turn.stopping = False
        self.refresh()
        self.keep_focus(self._before_stop)  # back where the player was

    def stop_with(self, card: str | None) -> None:
        if self.human_to_act() is not None:
            self.turn.stopping = False
            self.confirm(Stop(card))
            self.refresh()

    def _take_action(self, card: str) -> Callable[[], None]:
        return lambda: self.stop_with(card)

    def _take_label(self, card: str) -> Callable[[str], str]:
        def text(key: str) -> str:
            seat = self.human_to_act()
            now = self.turn.points_now(seat)[card] if seat is not None else 0
            # what the card scores now, and the 0 it scores once taken back: not a cost
            return _("Take back ({key}): scores 0, not {points:+d}").format(points=now, key=key)
        return text

    def _taking(self, card: str) -> Callable[[], bool]:
        return lambda: self.turn.stopping and self.take_buttons[card].visible

    def placing(self) -> bool:
        """The dice are this screen's person's to place (the Stop choice not open): its keys act."""
        return not self.turn.stopping and self.human_to_act() is not None

    @property
    def summary_overlay(self) -> SummaryOverlay | None:
        """The round summary's dialog over the table, while it is up."""
        return next((o for o in self.overlays if isinstance(o, SummaryOverlay)), None)

    def close_wait(self) -> None:
        """The round's summary closes ("next round", or its time up with nobody here)."""
        self.summary = None
        overlay = self.summary_overlay
        if overlay is not None:
            overlay.close()
        self.focus = 0
        super().close_wait()  # the next roll tumbles now

    def closes_alone(self) -> float | None:  # nobody here to press "next": the demo, or phones, go on
        return AUTO_CLOSE_SECONDS * max(self.app.animation_factor, 0.25) if self.nobody_here() else None

    def on_timeline(self) -> None:  # the dice landed or the summary closed: who may act, and how
        self.refresh()

    @property
    def rolling(self) -> bool:
        return self.timeline.current(Tumble) is not None

    def on_applied(self, before: GameState, after: GameState, seat: int, action: Action) -> None:
        new = self.events_since(before, after)
        table = before.view(None)
        assert isinstance(table, rules.State)
        summary = RoundSummary.of(new, table)
        if summary is not None:  # show the round's scoring before anything else happens
            if self.summary_overlay is None:
                self.open_overlay(SummaryOverlay(self))
            self.summary = summary
            self.focus = 0
        self.play(story(before, after, new))
        if not isinstance(action, Place):
            self._turn.forget()
            self.turns += 1
        self._turn.picked = set()
        self.refresh()

    def input_owner(self) -> object:
        # a new roll (the same player's again, when the others have stopped) and the round's
        # summary are new screens too: input waits, and focus goes back to die 1
        return super().input_owner(), self.turns, self.summary is not None

    def nobody_here(self) -> bool:
        """Every seat is a computer's or played from a phone: nobody at this screen."""
        return all(self.session.is_bot(s) or self.on_phone(s) for s in range(self.state.num_seats))

    def apply_action(self, seat: int, action: Action) -> str | None:
        hold = self.phone_hold(seat)
        if hold and self.on_phone(seat):  # the round's scores are read first
            return hold
        return super().apply_action(seat, action)

    def phone_hold(self, seat: int) -> str | None:
        """While the round's scores show, a phone waits (and is sent its move once they close)."""
        return _("Wait: the big screen shows the round's scores.") if self.summary is not None else None

    # -- input ------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.input_held(event):
            self._pressed_die = None
            return
        # dragging a die onto a card: the die is picked on press, the drop places the pick
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.human_to_act() is not None \
                and not self.turn.stopping and self.summary is None and self.turn.picked:
            pressed, self._pressed_die = self._pressed_die, None
            if pressed is not None:
                for target in self.cards:
                    if target.rect.collidepoint(event.pos):
                        self.place_on(target.card)
                        self.still_changed()  # the base sees no input it did not handle
                        return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed_die = next((d for d in self.dice if d.rect.collidepoint(event.pos)), None)
        super().handle(event)

    # -- layout -----------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        geo = self.geo = TableLayout.fit(rect)
        buttons = [*self.cards, *self.dice, self.continue_button, self.stop_button, self.undo_button,
                   *(self.take_buttons[card] for card in CARDS), self.keep_button, self.cancel_button]
        places = [*geo.cards, *geo.dice[:len(self.dice)], *geo.actions, *geo.take_backs, geo.keep, geo.cancel]
        for widget, place in zip(buttons, places, strict=True):
            widget.rect = place.copy()  # a widget's own rect: the layout stays as fitted

    # -- drawing ----------------------------------------------------------------------------------
    def last_public_text(self) -> str:
        # the previous turn stays told through this one (a stop and its take-back too), and
        # the faces show when the dice land; under a round's summary, the turn that ended it
        if self.summary is not None:
            return texts.last_turn_text(self.summary.told, self.session.names)
        return texts.recent_text(self.public.events, self.session.names, rolling=self.rolling)

    def shown(self) -> rules.State:
        """The table drawn: as the round ended under its summary, else with the pending turn."""
        if self.summary is not None and self.summary.board is not None:
            return self.summary.board
        return self.turn.state()

    def draw_moving(self, surface: pygame.Surface) -> None:
        if self.playing():
            self.draw_dice(surface)

    def draw_table(self, surface: pygame.Surface) -> None:
        state = self.table
        seat = state.to_act[0] if state.to_act else None
        if self.summary is not None:
            turn = _("Round {round} of {rounds} is over").format(
                round=self.shown().round_number, rounds=state.rounds)
        elif state.is_over:
            turn = _("Game over")
        else:
            turn = _("{name}'s turn · round {round} of {rounds}").format(
                name=self.name(state.current), round=state.round_number, rounds=state.rounds)
        self.draw_banner(surface, self.geo.banner, turn, None if self.summary is not None else seat)
        shown = self.shown()
        self.draw_players(surface, shown)
        self.draw_roll_panel(surface, shown)
        focused = self.focused if self.app.keyboard_focus_visible else None
        for target in self.cards:
            self.draw_card(surface, target, target is focused, target is self.hover)
        if not self.playing() and not self.turn.stopping and self.summary is None:
            self.draw_dice(surface)
        near = self.refusal_rect()
        if near is not None:
            pieces.draw_refusal(surface, near, self.message)

    def refusal_rect(self) -> pygame.Rect | None:
        """Where the refusal in ``message`` is told: on the card pressed, or over the turn's words."""
        if not self.message or self.refused_at is None or self.summary is not None:
            return None
        if self.refused_at in CARDS:
            return self.cards[CARDS.index(self.refused_at)].rect
        return self.geo.hint

    def draw_dice(self, surface: pygame.Surface) -> None:
        focused = self.focused if self.app.keyboard_focus_visible else None
        for die in self.dice:
            self.draw_roll_die(surface, die, die is focused, die is self.hover)

    def draw_players(self, surface: pygame.Surface, state: rules.State) -> None:
        h = surface.get_height()
        n = state.num_seats
        r = self.geo.players
        gap = int(h * 0.01)
        box_w = (r.w - (n - 1) * gap) // n
        for s in range(n):
            box = pygame.Rect(r.x + s * (box_w + gap), r.y, box_w, r.h)
            pieces.draw_player_box(surface, box, self.name(s), self.identity(s), state.scores[s],
                                   state.in_hand[s], bool(state.stopped[s]),
                                   active=not state.is_over and self.summary is None and s == state.current)

    def draw_card(self, surface: pygame.Surface, target: CardTarget, focused: bool, hovered: bool) -> None:
        turn = self.turn
        state = self.shown()
        card = target.card
        c = CARDS.index(card)
        button = self.take_buttons[card]
        pieces.draw_card(surface, target.rect, card, [state.cards[s][c] for s in range(state.num_seats)],
                         self.session.identities, current=state.current,
                         new=turn.faces_on(card) if turn.pending else (),
                         takes=self.human_to_act() is not None and turn.takes_picked(card),
                         focused=focused, hovered=hovered,
                         covered_from=button.rect.y if turn.stopping and button.visible else None)

    def draw_roll_panel(self, surface: pygame.Surface, state: rules.State) -> None:
        h = surface.get_height()
        draw.panel(surface, self.geo.roll, theme.BG_DARK, radius=0.08)
        if state.is_over or self.summary is not None:
            return
        if self.turn.stopping:
            self.draw_stop_choice(surface)
            return
        if self.refused_at == "turn" and self.refusal_rect() is not None:
            return  # the refusal's bubble is told in the hint's place (drawn over it, it left letters out)
        seat = state.current
        colour = theme.TEXT
        told = self.told_since()
        if told:  # a person back at the screen reads the others' turns before picking a die
            self.draw_since_last_turn(surface, self.geo.hint, seat, told)
            return
        if self.rolling:
            hint = _("{name} rolls the dice…").format(name=self.name(seat))
        elif self.human_to_act() is None:
            hint = self.elsewhere_text(seat)
            colour = theme.TEXT_DIM
        elif not any(self.turn.free(die.index) for die in self.dice):
            hint = _("No dice left to roll: press {stop} to stop (ringed dice can still be taken back).") \
                if self.turn.pending else _("No dice left to roll: press {stop} to stop.")
        elif self.turn.pending:
            hint = _("Ringed dice are not final until {go} or {stop}. Backspace or “Undo placement” returns "
                     "the last ones to the roll.")
        else:
            hint = _("Pick dice (click, or the letter under each), then a card (click, drag or I S M N). "
                     "{go} continues, {stop} stops, L shows the log.")
        hint = hint.format(go=self.key_of(self.continue_button), stop=self.key_of(self.stop_button))
        draw.text_fit(surface, hint, self.geo.hint, theme.text_px(h, 0.028), colour, valign="center")

    def told_since(self) -> list[str]:
        """The others' turns since the player to act last played, at the start of that player's
        turn (nothing picked or placed yet): all of them, the last one too (the banner tells it
        as well, but a list that leaves one out reads as if it were all)."""
        seat = self.human_to_act()
        if seat is None or self.turn.pending or self.turn.picked or self.turn.stopping:
            return []
        return texts.turns_since(self.since_last_action(seat), seat, self.session.names)

    def draw_roll_die(self, surface: pygame.Surface, die: RollDie, focused: bool, hovered: bool) -> None:
        roll = self.table.roll
        if die.index >= len(roll):
            return
        face = roll[die.index]
        rect = die.rect
        if not self.rolling and not self.turn.free(die.index):  # on a card, pending
            pieces.draw_empty_place(surface, rect, pieces.SLOT_KEYS[die.index])
            return
        if self.rolling:
            face, lift = tumble(face, die.index, self.frame)
            rect = rect.move(0, int(rect.h * lift))
        pieces.draw_roll_die(surface, rect, face, self.identity(self.table.current), pieces.SLOT_KEYS[die.index],
                             picked=die.index in self.turn.picked, focused=focused and die.enabled)

    def draw_stop_choice(self, surface: pygame.Surface) -> None:
        """In the roll panel: who stops and how to choose (the choices are on the cards)."""
        h = surface.get_height()
        r = self.geo.stop_hint
        seat = self.table.current
        title_px = theme.text_px(h, 0.04)
        draw.text(surface, _("{name} stops").format(name=self.name(seat)), (r.x, r.y), title_px, theme.ACCENT,
                  bold=True)
        top = r.y + int(title_px * 1.35)
        draw.text_fit(surface, _("You may take back all your dice from one card (its button, or I S M N); it "
                                 "then scores 0. Each button shows what that card scores for you now."),
                      pygame.Rect(r.x, top, r.w, r.bottom - top), theme.text_px(h, 0.028), theme.TEXT)

    def end_lines(self) -> list[str]:
        return [_("{rounds} rounds played.").format(rounds=self.table.rounds)]


class SummaryOverlay(GameOverlay):
    """A round's scoring over the table (``ui/overlay.py``): each card's result, everyone's
    points and totals; "Next round" (Enter or a click) closes it."""

    game: GameScene
    geo: TableLayout  # placed by layout

    def __init__(self, game: GameScene) -> None:
        super().__init__(game)
        self.next_button = Button(self._next_label, game.close_wait, style="primary")
        self.go_on = game.close_wait
        self.next_button.visible = not game.demo  # the demo goes on by itself: no key is meant
        self.widgets = [self.next_button]

    def _next_label(self) -> str:
        if self.game.end_pending:
            return _("See the final ranking (Enter)")
        return _("Next round (Enter)")

    def layout(self, rect: pygame.Rect) -> None:
        self.geo = TableLayout.fit(rect)  # the game's layout: the summary's panel over its table
        self.next_button.rect = self.geo.next.copy()

    def draw_still(self, surface: pygame.Surface) -> None:
        game, summary = self.game, self.game.summary
        if summary is not None:
            pieces.draw_round_summary(surface, self.geo.dialog, summary, game.session.names,
                                      game.session.identities, seats=game.state.num_seats,
                                      round_number=game.table.round_number, foot=self.next_button.rect.y)
