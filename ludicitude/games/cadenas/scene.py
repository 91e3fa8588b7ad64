"""The Cadenas table: every player's score sheet, the dice in play, and the two actions.

Action 1 is one shared moment (core ``SharedStep``): every human's sheet shows its own lit boxes
and takes its own clicks (or, at the keyboard, keys 1-6 pick a sheet, Tab walks its lit boxes,
Enter pencils one in); a cross stays changeable until the active player's Done, or "End
turn" (E: Done and no cross in action 2); Enter never costs them a grey box; computers pencil
theirs at once. Action 2 is the active player's: a click on a lit box crosses it; a white die
then a coloured die (or W and 1-4), or Enter on a box, pencil a choice for Enter to confirm; "End
turn" (E, as in action 1; P too) passes. Rules questions go to the rules core; pencilled
choices are ``turn``, the roll's timeline ``story``, the table's drawing ``table`` (of ``pieces``).
"""

from __future__ import annotations

from typing import Any, cast

import pygame

from ludicitude.core.errors import IllegalAction
from ludicitude.core.game import Action, GameState
from ludicitude.core.timeline import Notice, Tumble
from ludicitude.core.i18n import _
from ludicitude.games.cadenas import rules, texts
from ludicitude.games.cadenas import table
from ludicitude.games.cadenas.end import ScoreTable  # the end screen is re-exported
from ludicitude.games.cadenas.pieces import (
    ROW_KEYS,
    SEAT_KEYS,
    TableLayout,
    draw_ring,
)
from ludicitude.games.cadenas.rules import ROWS, CrossPair, Pass
from ludicitude.games.cadenas.story import NOTABLE, PadlockSnap, story
from ludicitude.games.cadenas.turn import Enter, GreyQuestion, Turn, Undone, WhiteSum, enter_case
from ludicitude.ui.frame import Frame, kept
from ludicitude.ui.game_scene import GameScene as BaseGameScene
from ludicitude.ui.session import GameSession
from ludicitude.ui.shared_step import Pencils
from ludicitude.ui.widgets import Widget


class BoxTarget(Widget):
    """A box of a sheet that may take input now: the chooser's in action 2, every human's in
    action 1 (each sheet answers only its own clicks and keys). A click tries to cross it."""

    def __init__(self, scene: GameScene, row: str, position: int, legal: bool, seat: int | None = None) -> None:
        super().__init__()
        self.scene, self.row, self.position, self.seat = scene, row, position, seat
        self.focusable = legal  # the keyboard walks over the lit boxes only

    def press(self) -> None:  # Enter on the focused box: pencilled in, Enter again says Done
        if self.seat is None:
            self.scene.cross_box(self.row, self.position)
        elif self.scene.toggle_white(self.seat, self.row, self.position):
            self.scene.set_focus(self.scene.done_button)

    def click(self, pos: tuple[int, int]) -> None:
        if self.seat is not None:
            self.scene.toggle_white(self.seat, self.row, self.position)
        elif self.scene.table.action == 2:
            self.scene.cross_box(self.row, self.position, at_once=True)  # action 2: one click
        else:
            self.press()

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        if focused or (hovered and self.focusable):
            draw_ring(surface, self.rect, focused, 7, 3)


class DieTarget(Widget):
    """A die of the roll in action 2: a white die is picked, a coloured die completes the pair."""

    def __init__(self, scene: GameScene, white: int | None, row: str | None) -> None:
        super().__init__()
        self.scene, self.white, self.row = scene, white, row

    def press(self) -> None:
        if self.white is not None:
            self.scene.pick_white(self.white)
        elif self.row is not None:
            self.scene.pick_colour(self.row)

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        if focused or hovered:
            draw_ring(surface, self.rect, focused, 14, 4)


class WhiteSumPencils(Pencils, WhiteSum):
    """The white sum's pencils on the screen: the framework's (``Pencils``), read as Cadenas's."""


class GameScene(BaseGameScene[rules.State]):
    """The Cadenas screen (hot seat: the banner names who chooses now; nothing is secret); a pencilled
    choice is gold, another lit box moves it, the same box again or Esc takes it back."""

    state_type = rules.State
    still_while_playing = True  # the tumbling dice are drawn in draw_moving
    pencils_type = WhiteSumPencils  # action 1, everyone at once (ui/shared_step.py): Done closes
    pencils: WhiteSumPencils  # action 1's pencilled crosses, every seat's
    geo: TableLayout  # the table's layout at the window's size (made by ``layout``, on the first drawing)

    def __init__(self, app: Any, session: GameSession) -> None:
        super().__init__(app, session)
        self.turn = Turn()
        self.notice: Notice | None = None  # the last action's announcement, shown until the next one
        self.tumbled = False  # the dice of the last action have not landed yet (see on_timeline)
        self.question = GreyQuestion()  # the active player's press that costs a grey box, asked twice
        self.box_targets: list[BoxTarget] = []
        self.die_targets: list[DieTarget] = []
        self.done_costs = False  # Done costs the active player a grey box: not primary, never Enter's
        self.declare_keys()
        self.refresh()

    @property
    def rules_state(self) -> rules.State:
        """The game itself (not the table's view), for trying an action on a copy."""
        return cast(rules.State, self.state)

    # -- what the screen shows now -----------------------------------------------------------
    def shared_wait(self) -> str | None:  # the white sum is for everyone once the dice rest
        return _("A moment: the dice are still rolling.") if self.rolling else None

    def shared_started(self) -> None:
        self.question.armed = False

    def refresh_shared(self) -> None:
        """Action 1's widgets: every sheet played here takes its own clicks; the keyboard walks
        over the lit boxes of one sheet only (the active player's, until keys 1-6 pick another)."""
        state, here = self.rules_state, self.seats_here()
        self.box_targets = []
        for seat in here:
            lit = self.pencils.lit_boxes(state, seat)
            self.box_targets += [BoxTarget(self, row, p, seat == self.kb_seat and (row, p) in lit, seat)
                                 for row in ROWS for p in range(rules.BOXES_PER_ROW)]
        self.widgets = [*sorted(self.box_targets, key=lambda t: not t.focusable), self.done_button, self.end_button]
        self.confirm_button.visible = self.cancel_button.visible = self.pass_button.visible = False
        self.done_button.visible = self.screen_closes()
        self.shared_changed()  # (it schedules the drawing)
        self.relayout()

    def refresh(self) -> None:
        """Rebuild the widgets for the current state (a pencilled choice is forgotten)."""
        self.done_button.visible = self.end_button.visible = False
        self.die_targets = []
        if self.sharing():
            return self.refresh_shared()
        state = self.table
        seat = self.human_to_act()
        self.turn.forget(keep_white=seat is not None and state.action == 2)
        lit = self.turn.lit_boxes(state, seat)
        self.box_targets = []
        if seat is not None:
            self.box_targets = [BoxTarget(self, row, p, (row, p) in lit)
                                for row in ROWS for p in range(rules.BOXES_PER_ROW)]
        if seat is not None and any(isinstance(a, CrossPair) for a in state.legal_actions(seat)):
            self.die_targets = [DieTarget(self, w, None) for w in (0, 1)]
            self.die_targets += [DieTarget(self, None, row) for row in ROWS if state.die_in_play(row)]
        self.widgets = [*sorted(self.box_targets, key=lambda t: not t.focusable), *self.die_targets,
                        self.confirm_button, self.cancel_button, self.pass_button, self.done_button]
        self._show_buttons()  # (it schedules the drawing)
        self.focus = 0
        self.relayout()

    def _show_buttons(self) -> None:
        """Pass alone, or Confirm and Cancel while a choice is pencilled in; the keyboard focus
        stays on the widget it was on."""
        focused = self.focused
        seat = self.human_to_act()
        pencilled = seat is not None and self.turn.pending is not None
        self.pass_button.visible = seat is not None and not pencilled
        self.confirm_button.visible = self.cancel_button.visible = pencilled
        if focused is not None and focused.visible:
            self.set_focus(focused)
        elif pencilled:
            self.set_focus(self.confirm_button)
        self.app.dirty = True

    def shared_changed(self, by: int | None = None) -> None:
        """A pencilled cross came or went (``by`` that seat; the active player's takes back a question):
        Done is primary and in the focus ring unless it costs a grey box (Enter never does), and "End
        turn" shows while the active player here could still cross in action 2."""
        state = self.rules_state
        question = self.question
        question.armed = question.armed and by != state.active
        self.done_costs = self.pencils.closing_costs(state)
        self.done_button.focusable = not self.done_costs
        if not self.focus_moved:
            self.start_focus()  # the ring stays on the primary (or nowhere) until the player moves it
        here = self.sharing() and self.screen_closes() and not self.session.is_bot(state.active)  # (not a phone's)
        question.offer_end(self.pencils.end_costs(state) if here else None)
        self.end_button.visible = question.end_cost is not None
        self.app.dirty = True

    # -- acting --------------------------------------------------------------------------------
    def cross_box(self, row: str, position: int, at_once: bool = False) -> None:
        """Pencil in the clicked box (the same box again takes it back), else say why not;
        ``at_once`` (a click in action 2, where the active player alone chooses): cross it."""
        seat = self.human_to_act()
        if seat is None:
            return
        if self.turn.pending_box == (row, position) and not at_once:
            return self.cancel()
        try:
            action = self.turn.action_at(self.table, seat, row, position)
        except IllegalAction as exc:
            return self.say(str(exc))
        if at_once:
            self.turn.forget(keep_white=False)
            self.act(seat, action)
            return
        self.choose(action)

    def toggle_white(self, seat: int, row: str, position: int) -> bool:
        """Action 1: pencil the box in on ``seat``'s own sheet, or take it back (the same box
        again); nothing is final before the step closes. The keyboard stays where it was."""
        if seat not in self.on_screen(self.sharing()):
            return False
        state = self.rules_state
        if seat == state.active and (row, position) not in self.pencils.lit_boxes(state, seat):
            then = self.pencils.then_boxes(state).get((row, position))
            if then is not None:  # a box of action 2: Done, then that cross
                self.close_white_sum(then=then)
                return False
        try:
            pencilled = self.pencils.toggle(state, seat, row, position)
        except IllegalAction as exc:
            self.say(str(exc))
            return False
        self.shared_changed(by=seat)
        if not self.question.armed:  # a question still standing keeps its words
            self.message = ""
        return pencilled

    def close_white_sum(self, by_enter: bool = False, then: Action | None = None, by_key: bool = False) -> None:
        """Done: the step closes and every pencilled cross is applied, active player first, then
        ``then`` (the active player's action-2 cross clicked at once). When that costs the active
        player a grey box: never by Enter, and only on a second press (a click goes through at
        once when nothing could have avoided it)."""
        if not self.sharing() or not self.screen_closes():
            return
        waiting = self.computers_choosing()
        if waiting is not None:
            return self.say(waiting)
        refusal = self.question.press(self.pencils, self.rules_state, then, by_enter=by_enter, by_key=by_key,
                                      end_key=self.key_of(self.end_button))  # asked (its words may be ""), or None
        if refusal is None:
            refusal = self.close_step(then)
        if refusal is not None:
            self.say(refusal)

    def end_turn(self) -> None:
        """Done, then a pass of action 2, in one input; asked twice when it costs a grey box."""
        if self.end_button.visible:
            self.close_white_sum(then=Pass())

    def choose(self, action: Action) -> None:
        """Pencil in ``action`` if the rules allow it (else say why not); nothing is final yet."""
        seat = self.human_to_act()
        if seat is None:
            return
        focused = self.focused
        try:  # where Esc gives the focus back: the box or die the player was on
            self.turn.pencil(self.rules_state, seat, action,
                             focused if isinstance(focused, (BoxTarget, DieTarget)) else None)
        except IllegalAction as exc:
            return self.say(str(exc))
        self.message = ""
        self._show_buttons()
        self.set_focus(self.confirm_button)  # Enter now confirms; Tab reaches the other boxes

    def confirm(self) -> None:
        """Make the pencilled choice final."""
        seat = self.human_to_act()
        if seat is None:
            return
        action = self.turn.final()
        if action is not None and not self.act(seat, action):
            self._show_buttons()

    def cancel(self) -> None:
        """Take back the pencilled choice (then the picked white die); the focus goes back to
        the box or die the player was on, never to a button."""
        back, white = self.turn.came_from, self.turn.white_pick
        undone = self.turn.take_back()
        if undone is Undone.CHOICE:
            self._show_buttons()
        elif undone is Undone.WHITE:
            self.refresh()
            back = next((t for t in self.die_targets if t.white == white), None)
        self.focus = 0
        if isinstance(back, Widget):
            self.set_focus(back)
        self.say("")

    def pick_white(self, white: int) -> None:
        if self.human_to_act() is None or self.table.action != 2:
            return
        self.turn.pick_white(white)
        self.message = ""
        self.refresh()
        for target in self.die_targets:  # the keyboard stays on the die just pressed
            if target.white == white:
                self.set_focus(target)

    def pick_colour(self, row: str) -> None:  # also keys 1-4 in action 2: that row's coloured die, while in play
        if self.human_to_act() is None or self.table.action != 2 or not self.table.die_in_play(row):
            return
        try:
            action = self.turn.press_colour(row)
        except IllegalAction as exc:
            return self.say(str(exc))
        if action is None:
            return self.cancel()
        self.choose(action)

    def pass_costs(self) -> int:
        """The grey boxes action 2's "Skip" costs now (0 or 1)."""
        return int(texts.pass_costs_grey_box(self.table))

    def pass_turn(self) -> None:
        """Action 2's "Skip": at once when it costs nothing, else pencilled for Confirm
        (again: taken back)."""
        seat = self.human_to_act()
        if seat is None:
            return
        if self.turn.passes():
            self.cancel()
        elif texts.pass_costs_grey_box(self.table):
            self.choose(Pass())  # a grey box is pencilled, then confirmed: never one press
        else:
            self.act(seat, Pass())  # passing costs nothing: one press, like the ringed boxes

    @property
    def rolling(self) -> bool:
        return self.timeline.current(Tumble) is not None

    def on_applied(self, before: GameState, after: GameState, seat: int, action: Action) -> None:
        new = self.events_since(before, after)
        beats = story(before, after, new, self.session.told_names)
        self.notice = next((b for b in beats if isinstance(b, Notice)), None)
        self.tumbled = self.play(beats).current(Tumble) is not None
        self.turn.white_pick = None
        self.refresh()

    def on_timeline(self) -> None:
        if self.tumbled and not self.rolling:  # the dice rest: the banner and the panel say what comes next
            self.tumbled = False
            self.refresh()

    def input_owner(self) -> object:  # nobody while the dice roll; then whoever chooses now, or all in action 1
        return super().input_owner() if self.sharing() else self.human_to_act()

    def update(self, dt: float) -> None:
        seat = self.human_to_act()
        if seat is not None and not self.busy() and self.turn.nothing_to_choose(self.table, seat):
            self.act(seat, Pass())  # no pair of dice can be crossed: no input is asked
        super().update(dt)

    # -- input ---------------------------------------------------------------------------------
    def declare_keys(self) -> None:
        """The keys, declared once (ui/bindings.py); Enter's own cases are in ``press_enter``."""
        here, sharing = lambda: self.human_to_act() is not None, self.sharing
        second = lambda: here() and self.table.action == 2
        takes_back = (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_DELETE)
        self.bind(tuple(SEAT_KEYS), lambda k: self.keyboard_to(SEAT_KEYS[k]), per_key=True, when=sharing)
        self.bind(takes_back, self.take_back_shared, when=lambda: bool(sharing()) and (
            self.question.armed or self.kb_seat in self.pencils.crosses))  # the question first, then the cross
        # P in action 1 (no Pass button there): the active player's Done, free or costly (asked twice
        # then): the one key Done's label names every turn; Enter presses it too while it is free
        done_key = self.bind((pygame.K_p,), lambda: self.close_white_sum(by_key=True), when=sharing)
        # action 2's "Skip": the name and key (E) of action 1's (``end_button``), and its cost
        # written alike; P, the rules' pass, does it too (unnamed). A grey box is never what Enter
        # presses: E or a click (out of the focus ring)
        alone = lambda: here() and not sharing()
        self.pass_button = self.button((pygame.K_e, pygame.K_p), self.pass_turn, focusable=False, when=alone,
                                       worded=lambda k: texts.end_label(self.pass_costs(), False, k))
        # E or P while a choice is pencilled (the button not drawn): the pass pencilled instead, or taken back
        self.bind((pygame.K_e, pygame.K_p), self.pass_turn, when=alone)
        white = self.bind((pygame.K_w,), lambda: self.pick_white(self.turn.next_white()), when=second)
        self.bind(tuple(ROW_KEYS), lambda k: self.pick_colour(ROW_KEYS[k]), per_key=True, when=second)
        self.cancel_button = self.button(takes_back, self.cancel, lambda: _("Cancel"),
                                         when=lambda: here() and self.turn.holds())
        # with only a white die picked (Cancel not drawn), Esc puts it back
        self.bind(takes_back, self.cancel, when=lambda: here() and self.turn.holds())
        self.confirm_button = self.button((pygame.K_RETURN,), self.confirm, lambda: _("Confirm"), primary=True)
        costs = lambda: self.state.shared_step() is not None and self.pencils.closing_costs(self.rules_state)
        # Done is action 1's main step: primary (Enter's) while free; when it costs a grey box it is
        # not the move to recommend, so neither Enter's nor ringed "main" (docs/ui-guide.md): plain,
        # as "Skip" is. Action 2's main step is a box or a pair of dice, never a button: "Skip"
        # stays plain there, and Confirm is primary once a choice is pencilled
        self.done_button = self.button((pygame.K_RETURN,), self.close_white_sum, primary=True,
                                       costly=lambda: self.done_costs,
                                       worded=lambda k: self.question.done_label(costs(), done_key.key_label()))
        self.end_button = self.button((pygame.K_e,), self.end_turn, worded=self.question.end_label, focusable=False,
                                      when=sharing)  # Done and no action 2: E or a click, never Enter
        self.hint_keys = {"white": white, "end": self.end_button.binding, "pass": self.pass_button.binding,
                          "done": done_key}

    def take_back_shared(self) -> None:
        """Esc in action 1: the question standing goes first, then the keyboard's pencilled cross."""
        box = self.pencils.box(self.rules_state, self.kb_seat or 0)
        if self.question.armed:
            self.question.armed, self.message, self.focus = False, "", 0
        else:
            self.pencils.take_back(self.kb_seat or 0)
        self.shared_changed()
        for target in (t for t in self.box_targets if t.focusable and (t.row, t.position) == box):
            self.set_focus(target)  # the keyboard goes back to that box

    def press_enter(self, key: int) -> bool:
        """Enter's cases (``turn.enter_case``; True if one); in action 2 never Space's, never for nobody."""
        focused = self.focused
        on = (focused.row, focused.position) if isinstance(focused, BoxTarget) else None
        if self.sharing():
            mine = self.pencils.box(self.rules_state, focused.seat or 0) if isinstance(focused, BoxTarget) else None
            case = enter_case(sharing=True, on=on, pencilled=mine)
        elif key == pygame.K_SPACE or self.human_to_act() is None:
            return False
        else:
            case = enter_case(sharing=False, on=on, pencilled=self.turn.pending_box,
                              pending=self.turn.pending is not None, on_cancel=focused is self.cancel_button)
        if case is Enter.PRESS and focused is not None:
            focused.press()
        elif case is Enter.CLOSE:
            self.close_white_sum(by_enter=True)
        elif case is Enter.CONFIRM:
            self.confirm()
        return case is not Enter.NOTHING

    def layout(self, rect: pygame.Rect) -> None:
        geo = self.geo = TableLayout.fit(rect, self.table.num_seats)
        places = {(d.white, d.row): d.rect for d in geo.dice}
        for die in self.die_targets:
            die.rect = places[(die.white, die.row)]
        self.place_buttons()
        seat = self.human_to_act()
        for box in self.box_targets:
            owner = box.seat if box.seat is not None else seat
            if owner is not None:
                box.rect = geo.sheets[owner].boxes[ROWS.index(box.row)][box.position]

    def place_buttons(self) -> None:
        """The panel's buttons in their places: Pass, Done or Cancel at the bottom, Confirm or "End
        turn" above it, each grown upward where its label needs a third line (a label keeps
        its size: French "Passer (E) −5" in the narrow panel beside six sheets)."""
        geo, h = self.geo, self.app.screen.get_height()
        below = (self.pass_button, self.done_button, self.cancel_button)
        for button in below:
            button.grow_to_fit(geo.pass_button if button is not self.cancel_button else geo.cancel_button, h)
        top = min((b.rect.y for b in below if b.visible), default=geo.pass_button.y)
        above = geo.confirm_button.move(0, top - geo.pass_button.y)
        for button in (self.confirm_button, self.end_button):
            button.grow_to_fit(above, h)

    # -- drawing (table.py) ------------------------------------------------------------------
    def frame_own(self) -> table.CadenasView:
        """Cadenas's part of the frame: who plays here, the pencilled choices as they stand, the
        announcement (unless the banner tells it), and the panel's words (its hints, since the
        closer's last turn)."""
        state, humans, session = self.table, self.sharing(), self.session
        _turn, seat = texts.banner(state, session.told_names, rolling=state.active if self.rolling else None,
                                   sharing=bool(humans),
                                   closer_is_computer=session.is_bot(state.active))
        self.place_buttons()  # (their words change with the moment)
        buttons = self.end_button if self.end_button.visible else self.done_button if self.done_button.visible \
            else (self.pass_button if self.pass_button.visible else self.confirm_button)
        mine = bool(humans) and not session.is_bot(state.active) and not self.on_phone(state.active)
        told = texts.since_told(self.since_last_action(state.active), state.active, session.told_names) if mine else []
        # a replay shows no computer "choosing…", as if live: its panel is the heading alone
        hints = [] if state.is_over or session.watched else texts.panel_hints(
            state, session.told_names, sharing=bool(humans),
            closing_costs=self.pencils.closing_costs(self.rules_state), chooser=self.human_to_act(),
            pending=self.turn.pending, white_pick=self.turn.white_pick, nothing_lit=not self.focusables(),
            rolling=self.rolling, closer_is_computer=session.is_bot(state.active), telling=bool(told),
            then=mine and bool(self.pencils.then_boxes(self.rules_state)), closer_on_phone=self.on_phone(state.active),
            keys={name: binding.key_label() for name, binding in self.hint_keys.items()})
        # the announcement once, in the banner while its line 2 tells that news (the last event
        # shown is the lock, the closed row or the grey box); beside the dice only once it has gone
        # from there (the dice tumble, a roll is told)
        shown = self.shown_table.events
        notice = None if not self.rolling and shown and isinstance(shown[-1], NOTABLE) else self.notice
        return table.CadenasView(
            kept(self.turn), kept(self.pencils), self.rules_state, tuple(humans),
            self.on_screen(humans) if humans else (), self.kb_seat, self.question.grey(), self.human_to_act(), seat,
            self.rolling, notice.text if notice else "", bool(notice and notice.bad),
            buttons.rect.y if buttons.visible else None, tuple(told), tuple(hints))

    def banner_titles(self) -> list[str]:
        """The banner's longest titles: its type is set once by them (``TableChrome.title_px``)."""
        return texts.longest_titles(self.session.told_names)

    def draw_table(self, surface: pygame.Surface, frame: Frame) -> None:
        view: table.CadenasView = frame.own
        state = frame.table  # as told: while the dice tumble, the moment before the roll
        table.draw_panel_back(surface, frame.layout)  # the dice panel's background
        turn, seat = texts.banner(state, frame.told_names, rolling=table.roller(frame), sharing=bool(view.sharing),
                                  closer_is_computer=self.session.is_bot(state.active))
        self.draw_banner(surface, frame.layout.banner, turn, seat)
        table.draw_table(surface, frame)

    def draw_moving(self, surface: pygame.Surface) -> None:
        snap = self.timeline.current(PadlockSnap)
        table.draw_moving(surface, self.geo, self.table, self.turn,
                          self.throw(len(self.geo.dice)) if self.rolling else None, snap,
                          self.timeline.progress(snap) if snap is not None else 0.0, self.timeline.reduced)

    def moving_areas(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Where ``draw_moving`` draws this frame (``ui/still_picture.py``, ``table.moving_areas``)."""
        return table.moving_areas(surface, self.geo, self.table, self.throw(len(self.geo.dice)) if self.rolling
                                  else None, self.timeline.current(PadlockSnap))

    def last_public_text(self) -> str:
        """The banner's second line: while the dice tumble, how to land them at once (never a
        bare strip, never the roll before it lands); else what just happened."""
        return texts.rolling_line() if self.rolling else super().last_public_text()

    def end_screen(self) -> ScoreTable:
        return ScoreTable(self.app, self.session)
