"""The Quatre Cartes table: four cards with everyone's dice, the active player's roll, and
the continue / stop choice (with the take-back of one card, showing what each card scores now).

Every rule question goes to the rules core, through the player's pending turn (``turn.Turn``:
picked dice, pending placements, the stop choice); the dice roll's timing and the round's
summary are in ``story``; the table's layout and drawing (and the summary's dialog) in ``table``,
its words in ``texts``. This file turns clicks and keys into the turn's methods and actions.

Keys: the letters under the dice (A B D E F G H J) pick dice of the roll, I S M N put them on
Idem, Suite, Maxi or Neuf, Backspace (or the "Undo placement" button) undoes the last placement:
nothing else does; C continues, X stops (then 0 keeps everything, or I S M N takes that card
back; Enter there is Cancel);
Tab and arrows move the focus, Enter presses; Esc cancels a choice, or asks before leaving.
Placements stay pending (drawn with a ring) until C or X confirms them.
"""

from __future__ import annotations

from typing import Any, cast

import pygame

from ludicitude.core.game import Action, GameState
from ludicitude.core.i18n import _
from ludicitude.core.timeline import AUTO_CLOSE_SECONDS, Tumble
from ludicitude.games.cartes import pieces, rules, table, texts
from ludicitude.games.cartes.rules import CARDS, Continue, Stop
from ludicitude.games.cartes.story import Roll, RoundSummary, Scores, story
from ludicitude.games.cartes.table import TableLayout, draw_round_summary
from ludicitude.games.cartes.turn import Turn, focus_after
from ludicitude.ui.bindings import Binding
from ludicitude.ui.frame import Frame, kept
from ludicitude.ui.game_scene import GameScene as BaseGameScene
from ludicitude.ui.overlay import WaitOverlay
from ludicitude.ui.refusal_sign import RefusalSign, SignsRefusals
from ludicitude.ui.session import GameSession
from ludicitude.ui.widgets import Button, Target, Widget

CARD_KEYS = {pygame.K_i: rules.IDEM, pygame.K_s: rules.SUITE, pygame.K_m: rules.MAXI,
             pygame.K_n: rules.NEUF}
#: how far (of the screen's height) a press on a die moves before it is a drag, not a click
DRAG_START = 0.012
SLOT_KEY_CODES = {getattr(pygame, f"K_{key.lower()}"): i for i, key in enumerate(pieces.SLOT_KEYS)}


class RollDie(Target):
    """One die of the active player's roll: pressing it picks or unpicks it (drawn with the table,
    ``table.draw_roll``, also under a dialog)."""

    def __init__(self, scene: GameScene, index: int) -> None:
        super().__init__(index, scene.toggle_die)
        self.index = index


class CardTarget(Target):
    """One of the four cards: pressing it puts the picked dice on it (drawn with the table,
    ``table.draw_card``, also under a dialog)."""

    def __init__(self, scene: GameScene, card: str) -> None:
        super().__init__(card, scene.place_on)
        self.card = card


class GameScene(SignsRefusals, BaseGameScene[rules.State]):
    """The Quatre Cartes screen (hot seat: a banner names whose turn it is; nothing is secret).

    Placements wait on the table until the player confirms with Continue or Stop: until then
    they are pending in ``turn`` (drawn with a ring), and the player may take them back
    (Backspace or the "Undo placement" button; a card pressed with no dice picked only says to pick
    dice first). Confirming applies them through the rules, one ``Place`` per card, then the
    ending action; confirmed is final.

    The round's summary is a ``SummaryOverlay``, a dialog on the stack just above this screen
    (``ui/overlay.py``) that takes the input while it is up: while the story's ``Scores`` beat
    stands, its ``RoundSummary`` made from what the beat carries and the table as told (the
    table is drawn as the round ended under it; the screen keeps no "before"), and the log (L)
    opens over it. Under the demo's caption it closes by itself, as with phones.
    """

    state_type = rules.State
    still_while_playing = True  # the tumbling dice are drawn in draw_moving, over the still table
    geo: TableLayout  # placed by layout

    def __init__(self, app: Any, session: GameSession) -> None:
        super().__init__(app, session)
        self._turn = Turn(self.table)
        self._summary: tuple[object, object, RoundSummary] | None = None  # ``summary``, made once per table shown
        self.turns = 0  # turns ended on this screen: each new roll is a new screen to take in
        self._before_stop: Widget | None = None  # the widget focused when the stop choice opened
        self._pressed_die: RollDie | None = None  # the die under a press that may become a drag
        self._press_at: tuple[int, int] = (0, 0)  # where that press was
        self._unpick_on_click = False  # the pressed die was picked: a click (no drag) unpicks it
        self.drag_at: tuple[int, int] | None = None  # the pointer while the picked dice are dragged
        self.refused_at: str | None = None  # where the message's refusal is signed: a card, or "turn"
        self.sign = RefusalSign(self)  # its short sign there (a red rim), its words in the banner
        self.cards = [CardTarget(self, card) for card in CARDS]
        # the keys, declared once (ui/bindings.py): Continue and Stop are costly (never Enter's)
        placing, stopping = self.placing, lambda: self.turn.stopping
        self.bind(tuple(SLOT_KEY_CODES), lambda k: self.toggle_die(SLOT_KEY_CODES[k]), per_key=True, when=placing)
        self.bind(tuple(CARD_KEYS), lambda k: self.place_on(CARD_KEYS[k]), per_key=True, when=placing)
        # the turn's usual step in gold ("main", docs/ui-guide.md; costly, so never Enter's
        # yellow): Continue while it may end the turn, else Stop (no die left to roll)
        self.continue_button = self.button((pygame.K_c,), lambda: self.confirm(Continue()), lambda: _("Continue"),
                                           when=placing, costly=True, why=lambda: self.why_not(Continue()),
                                           style=self.continue_style)
        self.stop_button = self.button((pygame.K_x,), self.open_stop, lambda: _("Stop"), when=placing, costly=True,
                                       why=lambda: self.why_not(Stop(None)),
                                       style=self.stop_style)
        self.undo_button = self.button((pygame.K_BACKSPACE,), self.undo, lambda: _("Undo placement"), when=placing)
        # T (all: "tout"), a letter: a digit beside "Stop, keep all my dice" read as its points (K is the coach)
        self.keep_button = self.button((pygame.K_t,), lambda: self.stop_with(None),
                                       lambda: _("Stop, keep all my dice"), when=stopping, costly=True)
        self.take_buttons: dict[str, Button] = {card: self.button(
            (key,), lambda card=card: self.stop_with(card), worded=lambda key, card=card: self.take_label(card, key),
            when=lambda card=card: self.turn.stopping and self.take_buttons[card].visible, costly=True)
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

    @property
    def summary(self) -> RoundSummary | None:
        """The round that just ended, while its scores show: what the story's ``Scores`` beat
        carries, over the table as shown (``shown_table``: the state before the round's last
        action, told its events up to the scoring). The screen keeps no "before" of its own."""
        beat = self.timeline.current(Scores)
        if beat is None:
            return None
        shown, cached = self.shown_table, self._summary
        if cached is None or cached[0] is not beat or cached[1] is not shown:
            cached = self._summary = (beat, shown, RoundSummary.of(beat, shown))
        return cached[2]

    def showing(self) -> bool:
        return self.summary is not None  # the round's scoring waits for a person

    def refresh(self) -> None:
        """Rebuild the widgets for the current state and mode."""
        was, seat, turn = self.focused, self.human_to_act(), self.turn
        offer = turn.offer(seat)
        if len(self.dice) != len(self.table.roll):  # the turn's roll: its dice keep places and keys all turn
            self.dice = [RollDie(self, i) for i in range(len(self.table.roll))]
        if self.summary is not None:
            self.widgets = []  # the summary's dialog takes the input
        elif offer.stopping:
            for card, button in self.take_buttons.items():
                button.visible = offer.takes[card]
            self.widgets = [self.keep_button, *self.take_buttons.values(), self.cancel_button]
        else:
            turn.stopping = False  # a die waiting on a card leaves its place empty
            self.widgets = [*self.dice, *self.cards, self.continue_button, self.stop_button, self.undo_button]
            for widget, on in zip(self.widgets, (*offer.dice, *offer.cards, *offer.ending), strict=True):
                widget.enabled = on
            for widget in self.widgets[-3:]:
                widget.visible = seat is not None
        self.relayout()
        self.keep_focus(was)
        self.app.dirty = True

    def continue_style(self) -> str:
        """Continue is the turn's main step (gold) while it may end the turn."""
        return "main" if self.continue_button.enabled else "normal"

    def stop_style(self) -> str:
        """Stop is the main step where Continue may not end the turn (no die left to roll)."""
        return "main" if self.stop_button.enabled and not self.continue_button.enabled else "normal"

    def harmless_focus(self) -> Widget | None:
        # no button is primary (Continue and Stop are costly): die 1, or Cancel in the Stop choice
        f = self.focusables()
        return next((w for w in (*self.dice, self.cancel_button) if w in f), None)

    def keep_focus(self, was: Widget | None) -> None:
        """Focus stays where it was; from a die that has gone to a card, to the next die in the
        tray (else the last one); with nothing focused before (the dice were rolling), on die 1."""
        f = self.focusables()
        dice = [d.index for d in self.dice if d in f]
        if was in f:
            self.focus = f.index(was)
        elif dice:
            self.focus = f.index(self.dice[focus_after(was.index if isinstance(was, RollDie) else 0, dice)])

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
            self.refused_at = card  # signed on the card the player pressed
            self.say(why)

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

    def why_not(self, final: Continue | Stop) -> str | None:
        """Why ``final`` may not end the turn now (a greyed Continue's or Stop's key)."""
        seat = self.human_to_act()
        return None if seat is None else self.turn.why_not(seat, final)

    def refuse_key(self, binding: Binding) -> None:
        """A greyed button's key: its refusal signed round the turn's words, by the buttons."""
        self.refused_at = "turn"
        self.say(binding.refusal())

    def allowed(self, seat: int, final: Continue | Stop) -> bool:
        """True if ``final`` may end the turn now (pending placements made); if not, say why."""
        why = self.turn.why_not(seat, final)
        if why is None:
            return True
        self.refused_at = "turn"  # signed round the turn's words, by the buttons
        self.say(why)
        return False

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

    def take_label(self, card: str, key: str) -> str:
        """A take-back button's words: ``card`` scores 0 once its dice are taken back."""
        return texts.take_back_label(key)

    def placing(self) -> bool:
        """The dice are this screen's person's to place (the Stop choice not open): its keys act."""
        return not self.turn.stopping and self.human_to_act() is not None

    @property
    def summary_overlay(self) -> SummaryOverlay | None:
        """The round summary's dialog over the table, while it is up."""
        return next((o for o in self.overlays if isinstance(o, SummaryOverlay)), None)

    def close_wait(self) -> None:
        """The round's summary closes ("next round", or its time up with nobody here)."""
        overlay = self.summary_overlay
        if overlay is not None:
            overlay.close()
        self.focus = 0
        super().close_wait()  # the next roll tumbles now

    def closes_alone(self) -> float | None:  # nobody here to press "next": the demo, or phones, go on
        nobody = all(self.session.is_bot(s) or self.on_phone(s) for s in range(self.state.num_seats))
        return AUTO_CLOSE_SECONDS * max(self.app.animation_factor, 0.25) if nobody else None

    def on_timeline(self) -> None:  # the dice landed or the summary closed: who may act, and how
        self.refresh()

    @property
    def rolling(self) -> bool:
        return self.timeline.current(Tumble) is not None

    def on_applied(self, before: GameState, after: GameState, seat: int, action: Action) -> None:
        beats = story(before, after, self.events_since(before, after))
        if any(isinstance(b, Scores) for b in beats):  # the round's scoring shows before anything else
            if self.summary_overlay is None:
                self.open_overlay(SummaryOverlay(self))
            self.focus = 0
        self.play(beats)
        self.turns += self._turn.applied(action)  # each new roll is a new screen
        self.refresh()

    def input_owner(self) -> object:
        # a new roll (the same player's again, when the others have stopped) and the round's
        # summary are new screens too: input waits, and focus goes back to die 1
        return super().input_owner(), self.turns, self.summary is not None

    def apply_action(self, seat: int, action: Action) -> str | None:
        hold = self.phone_hold(seat) if self.on_phone(seat) else None  # the round's scores are read first
        return hold or super().apply_action(seat, action)

    def phone_hold(self, seat: int) -> str | None:
        """While the round's scores show, a phone waits (and is sent its move once they close)."""
        return _("Wait: the big screen shows the round's scores.") if self.summary is not None else None

    # -- input ------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.input_held(event):
            self._end_drag()
            return
        # dragging dice onto a card: a press on a die picks it (a picked one stays picked with
        # its group), the picked dice follow the pointer, and the drop places them all on the
        # card under it, or the card says why not; a click without a drag still picks or unpicks
        playing = self.human_to_act() is not None and not self.turn.stopping and self.summary is None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._end_drag()
            die = next((d for d in self.dice if d.visible and d.rect.collidepoint(event.pos)), None)
            if playing and die is not None and die.index in self.turn.picked:
                self._pressed_die, self._press_at, self._unpick_on_click = die, tuple(event.pos), True
                self.set_focus(die)
                self.still_changed()
                return  # the group stays picked: a drag may follow
            self._pressed_die, self._press_at = die, tuple(event.pos)
        elif event.type == pygame.MOUSEMOTION and self._pressed_die is not None and playing and self.turn.picked:
            moved = max(abs(event.pos[0] - self._press_at[0]), abs(event.pos[1] - self._press_at[1]))
            if self.drag_at is not None or moved > self.app.screen.get_height() * DRAG_START:
                self.drag_at = tuple(event.pos)
                self.app.dirty = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._pressed_die is not None:
            pressed, dragged, unpick = self._pressed_die, self.drag_at is not None, self._unpick_on_click
            self._end_drag()
            if playing and dragged:
                card = next((t.card for t in self.cards if t.rect.collidepoint(event.pos)), None)
                if card is not None:
                    self.place_on(card)  # all the picked dice, or the card says why not
                self.still_changed()  # the base sees no input it did not handle
                return
            if playing and unpick and pressed.rect.collidepoint(event.pos):
                self.toggle_die(pressed.index)  # a click on a picked die unpicks it
                self.still_changed()
                return
        super().handle(event)

    def _end_drag(self) -> None:
        if self.drag_at is not None:
            self.app.dirty = True
        self._pressed_die, self.drag_at, self._unpick_on_click = None, None, False

    def draw_dragged(self, surface: pygame.Surface) -> None:
        """The picked dice under the pointer while they are dragged, in a row, the pressed one
        where the pointer took it."""
        if self.drag_at is None or self._pressed_die is None:
            return
        picked = sorted(self.turn.picked)
        if not picked:
            return
        size = self._pressed_die.rect.w
        gap = size // 6
        grab = (self._press_at[0] - self._pressed_die.rect.x, self._press_at[1] - self._pressed_die.rect.y)
        first = picked.index(self._pressed_die.index) if self._pressed_die.index in picked else 0
        x0 = self.drag_at[0] - grab[0] - first * (size + gap)
        roll, identity = self.table.roll, self.identity(self.table.current)
        for n, index in enumerate(picked):
            rect = pygame.Rect(x0 + n * (size + gap), self.drag_at[1] - grab[1], size, size)
            pieces.draw_roll_die(surface, rect, roll[index], identity, pieces.SLOT_KEYS[index], picked=True)

    # -- layout -----------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        geo = self.geo = TableLayout.fit(rect)
        buttons = [*self.cards, *self.dice, self.continue_button, self.stop_button, self.undo_button,
                   *self.take_buttons.values(), self.keep_button, self.cancel_button]
        places = [*geo.cards, *geo.dice[:len(self.dice)], *geo.actions, *geo.take_backs, geo.keep, geo.cancel]
        for widget, place in zip(buttons, places, strict=True):
            widget.rect = place.copy()  # a widget's own rect: the layout stays as fitted

    # -- drawing ----------------------------------------------------------------------------------
    def last_public_text(self) -> str:
        # the previous turn stays told through this one (a stop and its take-back too), and
        # the faces show when the dice land (the table as told holds the roll back until then);
        # under a round's summary, the turn that ended it
        # (in shorter words where the banner has no room for them on one line)
        if self.summary is not None:
            return self.chrome.one_line(texts.last_turn_choices(self.summary.told, self.session.told_names))
        return self.chrome.one_line(texts.recent_choices(self.shown_table.events, self.session.told_names,
                                                         rolling=self.roller()))

    def roller(self) -> int | None:
        """Who rolls the dice in the air (None: none are): the roll's seat, else the player to act."""
        roll = self.timeline.current(Tumble)
        return None if roll is None else roll.seat if roll.seat >= 0 else self.table.current

    def shown(self) -> rules.State:
        """The table drawn: as the round ended under its summary, else with the pending turn."""
        if self.summary is not None and self.summary.board is not None:
            return self.summary.board
        return self.turn.state()

    def frame_own(self) -> table.CartesView:
        """Quatre Cartes' part of the frame: the turn as it stands, the summary, the cards and
        dice as placed, the roll panel's words and keys."""
        turn, human = kept(self.turn), self.human_to_act()
        focused = self.focus_shown
        cards = tuple(table.CardView(t.card, t.rect.copy(), self.take_buttons[t.card].rect.copy()
                                     if self.take_buttons[t.card].visible else None, t is focused, t is self.hover)
                      for t in self.cards)
        ring = focused.index if focused in self.dice and focused.enabled else None
        seat = self.table.current
        return table.CartesView(
            turn, self.summary, cards, tuple(d.rect.copy() for d in self.dice), ring,
            any(turn.free(die.index) for die in self.dice), human is not None, self.rolling,
            self.refused_at if self.sign.on() else None,
            tuple(self.told_since()), "" if human is not None or self.rolling else self.elsewhere_text(seat),
            self.key_of(self.continue_button), self.key_of(self.stop_button), self.told_gist())

    def draw_moving(self, surface: pygame.Surface) -> None:
        if self.playing():  # the roll tumbling, drawn every frame
            state = self.table
            focused = self.focus_shown
            table.draw_roll(surface, [die.rect for die in self.dice], state.roll, self.identity(state.current),
                            self.turn, throw=self.throw(len(state.roll)),
                            focused=focused.index if focused in self.dice and focused.enabled else None)
        self.draw_dragged(surface)

    def moving_areas(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Where ``draw_moving`` draws this frame (``ui/still_picture.py``): the roll while it is
        thrown, nothing once it has landed; None while dice are dragged (drawn whole)."""
        if self.drag_at is not None:
            return None
        if not self.playing():
            return []
        state = self.table
        return table.roll_areas(surface, [die.rect for die in self.dice], state.roll,
                                throw=self.throw(len(state.roll)))

    def banner_titles(self) -> list[str]:
        """The banner's longest titles: its type is set once by them (``TableChrome.title_px``)."""
        return texts.longest_titles(self.table, self.session.told_names)

    def draw_table(self, surface: pygame.Surface, frame: Frame) -> None:
        view: table.CartesView = frame.own
        state, shown, geo = frame.table, self.shown(), frame.layout  # as told: the roll once it lands
        over = view.summary is not None  # the round's summary is up: nobody is to play
        roll = frame.current(Roll)
        if roll is not None:  # the roller's turn, in the round the roll carries
            beat = cast(Roll, roll.beat)
            self.draw_banner(surface, geo.banner, texts.banner_text(state, frame.name(beat.seat),
                                                                    playing=beat.round), beat.seat)
        else:
            seat = state.to_act[0] if state.to_act and not over else None
            self.draw_banner(surface, geo.banner, texts.banner_text(
                state, frame.name(state.current), shown.round_number if over else None), seat)
        table.draw_players(surface, geo.players, shown, frame.names, frame.identities,
                           None if shown.is_over or over else shown.current)
        table.draw_roll_panel(surface, frame, shown)
        table.draw_cards(surface, frame, shown)
        if not frame.playing and not view.turn.stopping and not over:
            table.draw_dice(surface, frame)
        table.draw_refusal(surface, frame)

    def told_since(self) -> list[str]:
        """The others' turns since the player to act last played, at the start of that player's
        turn (nothing picked or placed yet): all of them, the last one too (the banner tells it
        as well, but a list that leaves one out reads as if it were all)."""
        seat = self.human_to_act()
        if seat is None or self.turn.pending or self.turn.picked or self.turn.stopping:
            return []
        return texts.turns_since(self.since_last_action(seat), seat, self.session.told_names)

    def told_gist(self) -> tuple[str, ...]:
        """``told_since`` in one short line (``texts.turns_gist``), for a strip too small for them."""
        seat = self.human_to_act()
        if seat is None or not self.told_since():
            return ()
        return texts.turns_gist(self.since_last_action(seat), seat, self.session.told_names)


class SummaryOverlay(WaitOverlay):
    """A round's scoring over the table (``ui/overlay.py``): each card's result, everyone's
    points and totals; "Next round" (Enter or a click) closes it."""

    game: GameScene
    geo: TableLayout  # placed by layout

    def label(self) -> str:
        return _("See the final ranking (Enter)") if self.game.end_pending else _("Next round (Enter)")

    def layout(self, rect: pygame.Rect) -> None:
        self.geo = table.TableLayout.fit(rect)  # the game's layout: the summary's panel over its table
        self.go_on_button.rect = self.geo.next.copy()

    def draw_still(self, surface: pygame.Surface) -> None:
        game, summary = self.game, self.game.summary
        if summary is not None:
            draw_round_summary(surface, self.geo.dialog, summary, game.session.names,
                                      game.session.identities, seats=game.state.num_seats,
                                      round_number=game.table.round_number, foot=self.go_on_button.rect.y)
