"""The Cadenas table: every player's score sheet, the dice in play, and the two actions.

The active player's sheet is drawn large beside the dice; the other sheets sit below, smaller.
Whoever chooses now sees the boxes they may cross lit on their own sheet: a click on a lit box
crosses it (Tab or the arrow keys move between them, Enter crosses), P or the Pass button passes
(never Enter alone: passing may cost a grey box, so the Pass button is not in the focus ring).
In action 2 the active player may also pick a white die, then a coloured die (click them, or
keys W and 1-4). Every rule question goes to the rules core; what is pencilled in before Enter
is ``turn.Turn``, the roll's timing is ``story.Show``, the sheets and dice are drawn by
``pieces``: this file turns clicks and keys into those, lays the table out and draws it.
"""

from __future__ import annotations

from typing import Any, cast

import pygame

from ludicitude.core.errors import IllegalAction
from ludicitude.core.game import Action, GameState
from ludicitude.core.i18n import _
from ludicitude.games.cadenas import rules, texts
from ludicitude.games.cadenas.pieces import (
    INK,
    ROW_COLOURS,
    ROW_SYMBOLS,
    Colour,
    TableLayout,
    draw_colour_die,
    draw_sheet,
    number_text,
)
from ludicitude.games.cadenas.rules import ROWS, CrossPair, Pass
from ludicitude.games.cadenas.story import Show, Story
from ludicitude.games.cadenas.turn import Turn, Undone
from ludicitude.ui import draw, theme
from ludicitude.ui.game_scene import EndScreen
from ludicitude.ui.game_scene import GameScene as BaseGameScene
from ludicitude.ui.session import GameSession
from ludicitude.ui.widgets import Button, Widget

ROW_KEYS = {pygame.K_1: "red", pygame.K_2: "yellow", pygame.K_3: "green", pygame.K_4: "blue",
            pygame.K_KP1: "red", pygame.K_KP2: "yellow", pygame.K_KP3: "green", pygame.K_KP4: "blue"}


# -- widgets ------------------------------------------------------------------------------------
class BoxTarget(Widget):
    """A box of the sheet of the player choosing now: a click tries to cross it."""

    def __init__(self, scene: GameScene, row: str, position: int, legal: bool) -> None:
        super().__init__()
        self.scene, self.row, self.position = scene, row, position
        self.focusable = legal  # the keyboard walks over the lit boxes only

    def press(self) -> None:
        self.scene.cross_box(self.row, self.position)

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        if focused or (hovered and self.focusable):
            width = max(3, self.rect.h // 7)
            pygame.draw.rect(surface, theme.FOCUS if focused else theme.ACCENT,
                             self.rect.inflate(width * 3, width * 3), width, border_radius=width * 2)


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
            width = max(3, self.rect.h // 14)
            pygame.draw.rect(surface, theme.FOCUS if focused else theme.ACCENT,
                             self.rect.inflate(width * 4, width * 4), width, border_radius=width * 3)


class GameScene(BaseGameScene[rules.State]):
    """The Cadenas screen (hot seat: the banner names who chooses now; nothing is secret).

    A choice is made in two steps, so a player can change their mind: a click on a lit box (or
    a pair of dice, or Pass) pencils it in, gold; Enter or Confirm makes it final; another lit
    box moves it, the same box again or Esc takes it back."""

    state_type = rules.State
    still_while_playing = True  # the tumbling dice are drawn in draw_moving

    def __init__(self, app: Any, session: GameSession) -> None:
        super().__init__(app, session)
        self.turn = Turn()
        self.show = Show()
        self.pass_button = Button(self._pass_label, self.pass_turn)
        self.pass_button.focusable = False  # a grey box is never what Enter presses: P or a click
        self.confirm_button = Button(lambda: _("Confirm (Enter)"), self.confirm, style="primary")
        self.cancel_button = Button(lambda: _("Cancel (Esc)"), self.cancel)
        self.box_targets: list[BoxTarget] = []
        self.die_targets: list[DieTarget] = []
        self._geo: TableLayout | None = None
        self.refresh()

    @property
    def geo(self) -> TableLayout:
        """The table's layout at the window's size (made on the first drawing)."""
        assert self._geo is not None, "not laid out yet"
        return self._geo

    @property
    def rules_state(self) -> rules.State:
        """The game itself (not the table's view), for trying an action on a copy."""
        return cast(rules.State, self.state)

    # -- what the screen shows now -----------------------------------------------------------
    def human_to_act(self) -> int | None:
        """The seat whose player may use the mouse and keys now, if a human chooses now."""
        state = self.state
        if state.is_over or self.show.rolling:
            return None
        seat = state.to_act[0]
        return None if self.session.is_bot(seat) else seat

    def refresh(self) -> None:
        """Rebuild the widgets for the current state (a pencilled choice is forgotten)."""
        state = self.table
        seat = self.human_to_act()
        self.turn.forget(keep_white=seat is not None and state.action == 2)
        lit = self.turn.lit_boxes(state, seat)
        self.box_targets = []
        if seat is not None:
            self.box_targets = [BoxTarget(self, row, p, (row, p) in lit)
                                for row in ROWS for p in range(rules.BOXES_PER_ROW)]
        self.die_targets = []
        if seat is not None and any(isinstance(a, CrossPair) for a in state.legal_actions(seat)):
            self.die_targets = [DieTarget(self, w, None) for w in (0, 1)]
            self.die_targets += [DieTarget(self, None, row) for row in ROWS if state.die_in_play(row)]
        lit_first = sorted(self.box_targets, key=lambda t: not t.focusable)
        self.widgets = [*lit_first, *self.die_targets, self.confirm_button, self.cancel_button, self.pass_button]
        self._show_buttons()
        self.focus = 0
        self.relayout()
        self.app.dirty = True

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

    def _pass_label(self) -> str:
        return _("{label} (P)").format(label=texts.action_label(Pass(), self.table))

    # -- acting --------------------------------------------------------------------------------
    def cross_box(self, row: str, position: int) -> None:
        """Pencil in the clicked box (the same box again takes it back), else say why not."""
        seat = self.human_to_act()
        if seat is None:
            return
        if self.turn.pending_box == (row, position):
            self.cancel()
            return
        try:
            action = self.turn.action_at(self.table, seat, row, position)
        except IllegalAction as exc:
            self.say(str(exc))
            return
        self.choose(action)

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
            self.say(str(exc))
            return
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
        back = self.turn.came_from
        white = self.turn.white_pick
        undone = self.turn.take_back()
        if undone is Undone.CHOICE:
            self._show_buttons()
        elif undone is Undone.WHITE:
            self.refresh()
            back = next((t for t in self.die_targets if t.white == white), None)
        self.focus = 0
        if isinstance(back, Widget):
            self.set_focus(back)
        self.message = ""
        self.app.dirty = True

    def pick_white(self, white: int) -> None:
        if self.human_to_act() is None or self.table.action != 2:
            return
        self.turn.pick_white(white)
        self.message = ""
        self.refresh()
        for target in self.die_targets:  # the keyboard stays on the die just pressed
            if target.white == white:
                self.set_focus(target)

    def pick_colour(self, row: str) -> None:
        if self.human_to_act() is None or self.table.action != 2:
            return
        try:
            action = self.turn.pair_with(row)
        except IllegalAction as exc:
            self.say(str(exc))
            return
        if self.turn.pending == action:
            self.cancel()
        else:
            self.choose(action)

    def pass_turn(self) -> None:
        if self.human_to_act() is None:
            return
        if self.turn.passes():
            self.cancel()
        else:
            self.choose(Pass())

    def say(self, message: str) -> None:
        self.message = message
        self.app.dirty = True

    def on_applied(self, before: GameState, after: GameState, seat: int, action: Action) -> None:
        story = Story.of(self.events_since(before, after), self.session.names)
        for sound in story.sounds:
            self.app.sounds.play(sound.value)
        self.show.play(story, self.app.animation_factor)
        self.turn.white_pick = None
        self.refresh()

    def last_public_text(self) -> str:
        """What just happened; while the dice tumble, what happened before the roll."""
        if not self.show.rolling:
            return super().last_public_text()
        events = self.table.events
        rolls = [i for i, e in enumerate(events) if e.kind == "roll"]
        for event in reversed(events[:rolls[-1]] if rolls else events):
            text = texts.describe(event, self.session.names)
            if text:
                return text
        return ""

    def busy(self) -> bool:
        return self.show.busy

    def input_owner(self) -> object:
        return self.human_to_act()  # nobody while the dice roll; then whoever chooses now

    def playing(self) -> bool:
        return self.show.rolling

    def skip_animation(self) -> None:
        if self.show.skip():
            self.refresh()
            self.still_changed()  # the dice rest: the banner and the panel say what comes next

    def update(self, dt: float) -> None:
        rolling = self.show.rolling
        if self.show.advance(dt):
            self.refresh()
            self.still_changed()
        elif rolling:
            self.app.dirty = True  # the next step of the tumble
        super().update(dt)

    # -- input ---------------------------------------------------------------------------------
    def key(self, event: pygame.event.Event) -> None:
        k = event.key
        turn = self.turn
        if self.human_to_act() is not None:
            if k == pygame.K_p:
                self.pass_turn()
                return
            if self.table.action == 2 and k == pygame.K_w:
                self.pick_white(0 if turn.white_pick is None else 1 - turn.white_pick)
                return
            if self.table.action == 2 and k in ROW_KEYS and self.table.die_in_play(ROW_KEYS[k]):
                self.pick_colour(ROW_KEYS[k])
                return
            if k in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_DELETE) and (
                    turn.pending is not None or turn.white_pick is not None):
                self.cancel()
                return
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and turn.pending is not None:
                focused = self.focused
                # Enter on another lit box moves the choice there, on Cancel takes it back; else it confirms
                if (isinstance(focused, BoxTarget) and (focused.row, focused.position) != turn.pending_box) \
                        or focused is self.cancel_button:
                    focused.press()
                else:
                    self.confirm()
                return
        super().key(event)

    def layout(self, rect: pygame.Rect) -> None:
        state = self.table
        geo = self._geo = TableLayout.fit(rect, state.num_seats, state.active)
        places = {(d.white, d.row): d.rect for d in geo.dice}
        for die in self.die_targets:
            die.rect = places[(die.white, die.row)]
        self.pass_button.rect = geo.pass_button
        self.confirm_button.rect = geo.confirm_button
        self.cancel_button.rect = geo.cancel_button
        seat = self.human_to_act()
        if seat is not None:
            sheet = geo.sheets[seat]
            for box in self.box_targets:
                box.rect = sheet.boxes[ROWS.index(box.row)][box.position]

    # -- drawing ---------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        self.draw_sheets(surface)
        if not self.show.rolling:
            self.draw_dice(surface, self.table)
        self.draw_panel(surface, self.table)

    def draw_moving(self, surface: pygame.Surface) -> None:
        if self.show.rolling:
            self.draw_dice(surface, self.table)

    def draw_sheets(self, surface: pygame.Surface) -> None:
        """The banner, every player's sheet and the dice panel's background."""
        state = self.table
        draw.panel(surface, self.geo.panel, theme.BG_DARK, radius=0.05)
        seat = state.to_act[0] if state.to_act else None
        turn = texts.turn_text(state, self.session.names)
        if self.show.rolling:  # the dice are still tumbling: no sum to tell yet
            seat = state.active
            turn = _("{name} rolls the dice…").format(name=self.name(seat))
        self.draw_banner(surface, self.geo.banner, turn, seat)
        chooser = self.human_to_act()
        lit = frozenset(self.turn.lit_boxes(state, chooser))
        pending_grey = self.turn.costs_grey_box(state)
        for s, geo in self.geo.sheets.items():
            if s >= state.num_seats:
                continue
            mine = s == chooser
            draw_sheet(surface, geo, state, s, self.name(s), self.identity(s),
                       lit=lit if mine else frozenset(), choosing=s == seat, active=s == state.active,
                       pending=self.turn.pending_box if mine else None, pending_grey=mine and pending_grey)

    def draw_dice(self, surface: pygame.Surface, state: rules.State) -> None:
        """The dice of the roll in the panel, tumbling while they roll; the picked ones raised."""
        white_shown, colour_shown = self.turn.picked_white(), self.turn.picked_colour()
        for place in self.geo.dice:
            white, row, rect = place.white, place.row, place.rect
            face = state.whites[white] if white is not None else state.colours[rules.ROW_INDEX[row or ""]]
            if face is None:
                continue  # that die has left the game
            if self.show.rolling:
                face = self.show.face(face, rect.x)
                rect = rect.move(0, self.show.lift(rect.x, rect.h))
            if row is None:
                draw.die(surface, rect, face, selected=state.action == 2 and white == white_shown)
            else:
                draw_colour_die(surface, rect, row, face, selected=row == colour_shown)

    def draw_panel(self, surface: pygame.Surface, state: rules.State) -> None:
        """The words under the dice: the white sum or action 2, the announcement, what to do."""
        h = surface.get_height()
        p = self.geo.panel
        turn, notice = self.turn, self.show.notice
        px = theme.text_px(h, 0.028)
        y = self.geo.dice_bottom + int(h * 0.012)
        inner_w = p.w - int(h * 0.03)
        x = p.x + int(h * 0.015)
        if not state.is_over and not self.show.rolling:
            if state.action == 1 and (notice or turn.pending is not None):
                # an announcement or a choice to make room for: the white sum on one line
                sum_line = _("White sum, for everyone: {total}").format(total=state.white_sum)
                y += draw.text_fit(surface, sum_line, pygame.Rect(x, y, inner_w, px * 3), px, theme.ACCENT,
                                   bold=True)
            elif state.action == 1:
                # the white sum, big: everyone may cross it
                big = theme.text_px(h, 0.075)
                number = draw.text(surface, str(state.white_sum), (p.right - int(h * 0.02), y - h * 0.004),
                                   big, theme.ACCENT, bold=True, anchor="topright")
                draw.text_fit(surface, _("White sum, for everyone:"),
                              pygame.Rect(x, y, number.x - x - int(h * 0.01), number.h), px, theme.ACCENT,
                              bold=True, valign="center")
                y = number.bottom
            else:
                line = _("Action 2: a white die + a coloured die")
                y += draw.text_fit(surface, line, pygame.Rect(x, y, inner_w, px * 3), px, theme.ACCENT,
                                   bold=True)
        buttons = self.pass_button if self.pass_button.visible else self.confirm_button
        bottom = buttons.rect.y - int(h * 0.008) if buttons.visible else p.bottom
        # what matters most first; each paragraph shows whole lines only, and never under the buttons
        paragraphs: list[tuple[str, Colour, bool]] = []
        if notice:
            paragraphs.append((notice, theme.DANGER if self.show.penalty else theme.GOOD, True))
        if not state.is_over:
            seat = state.to_act[0]
            chooser = self.human_to_act()
            if chooser is not None and turn.pending is not None:
                paragraphs.append((_("{choice}?").format(choice=texts.action_label(turn.pending, state)),
                                   theme.TEXT, True))
                paragraphs.append((_("Enter confirms; another lit box changes it; Esc takes it back."),
                                   theme.TEXT_DIM, False))
            elif chooser is not None and turn.white_pick is not None:
                paragraphs.append((_("White {face} picked: now a coloured die (keys 1-4) or a lit box; W changes "
                                     "it, Esc puts it back.").format(face=state.whites[turn.white_pick]),
                                   theme.TEXT, False))
            elif chooser is not None and not self.focusables():
                paragraphs.append((_("Nothing to cross this time: P passes."), theme.TEXT_DIM, False))
            elif chooser is not None:
                paragraphs.append((_("Click a lit box or use Tab and Enter; P passes.") if state.action == 1 else
                                   _("Click a lit box, or W then 1-4 for a white and a coloured die; P passes."),
                                   theme.TEXT_DIM, False))
            elif self.show.rolling:
                paragraphs.append((_("{name} rolls the dice…").format(name=self.name(state.active)),
                                   theme.TEXT_DIM, False))
            else:
                paragraphs.append((_("{name} is choosing…").format(name=self.name(seat)), theme.TEXT_DIM, False))
        for text, colour, bold in paragraphs:
            y += draw.text_fit(surface, text, pygame.Rect(x, y, inner_w, bottom - y), px, colour, bold=bold,
                               whole_lines=True)

    def show_end(self) -> None:
        if not self.demo:
            self.app.push_scene(ScoreTable(self.app, self.session))


class ScoreTable(EndScreen):  # the game's own end screen, pushed by GameScene.show_end
    """The end of a game of Cadenas: why it ended, each player's points row by row, the ranking."""

    def draw_content(self, surface: pygame.Surface) -> None:
        rect = surface.get_rect()
        w, h = rect.w, rect.h
        state = self.session.state
        assert isinstance(state, rules.State)
        names = self.session.names
        end = next((e for e in reversed(state.events) if e.kind == "game_end"), None)
        title = texts.end_text(end.data["reason"], state.winners, state.scores, names) if end else ""
        draw.text_fit(surface, title, pygame.Rect(w * 0.04, h * 0.03, w * 0.92, h * 0.12),
                      theme.text_px(h, 0.045), theme.ACCENT, bold=True, align="center", valign="center")
        order = sorted(range(state.num_seats), key=lambda s: -state.scores[s])
        table_w = int(min(w * 0.94, h * 1.3))
        x0 = rect.centerx - table_w // 2
        row_h = min(int(h * 0.075), int(h * 0.6 / (state.num_seats + 1.5)))
        top = int(h * 0.17) + row_h // 2
        px = max(theme.text_px(h, 0), min(theme.text_px(h, 0.034), int(row_h * 0.62)))
        name_w = table_w * 0.36
        col_w = (table_w - name_w) / 6
        headers = [texts.row_title(r) for r in ROWS] + [_("Grey"), _("Total")]
        for c, label in enumerate(headers):
            cx = x0 + name_w + col_w * (c + 0.5)
            if c < 4:  # each row's symbol above its name
                draw.symbol(surface, ROW_SYMBOLS[ROWS[c]], (cx, top + row_h * 0.05), row_h * 0.45,
                            ROW_COLOURS[ROWS[c]], INK)
            number_text(surface, label, pygame.Rect(cx - col_w / 2, top + row_h * 0.3, col_w, row_h * 0.7),
                        px, theme.TEXT_DIM, bold=True)
        rank, last = 0, None
        for i, s in enumerate(order):
            y = top + row_h * (i + 1)
            if state.scores[s] != last:
                rank, last = i + 1, state.scores[s]
            win = s in state.winners
            colour = theme.ACCENT if win else theme.TEXT
            if i % 2 == 0:
                pygame.draw.rect(surface, theme.PANEL, pygame.Rect(x0, y, table_w, row_h))
            draw.text(surface, f"{rank}.", (x0 + px * 0.3, y + row_h / 2), px, colour, bold=True,
                      anchor="midleft")
            draw.player_tag(surface, self.session.identities[s], names[s], (x0 + px * 2, y + row_h / 2), px,
                            colour, bold=win)
            values = [str(state.row_score(s, r)) for r in ROWS]
            values += [str(-rules.POINTS_PER_GREY_BOX * state.grey[s]), str(state.scores[s])]
            for c, value in enumerate(values):
                cell = pygame.Rect(x0 + name_w + col_w * c, y, col_w, row_h)
                number_text(surface, value, cell, px, colour, bold=win or c == 5)
