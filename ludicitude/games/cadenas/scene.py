"""The Cadenas table: every player's score sheet, the dice in play, and the two actions.

The active player's sheet is drawn large beside the dice; the other sheets sit below, smaller.
Whoever chooses now sees the boxes they may cross lit on their own sheet: a click on a lit box
crosses it (Tab or the arrow keys move between them, Enter crosses), P or the Pass button passes
(never Enter alone: passing may cost a grey box, so the Pass button is not in the focus ring).
In action 2 the active player may also pick a white die, then a coloured die (click them, or
keys W and 1-4). Every rule question goes to the rules core (``legal_actions``, ``can_cross``,
``position_of``); this file only draws and turns clicks and keys into actions.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from typing import Any, cast

import pygame

from ludicitude.core import i18n
from ludicitude.core.errors import IllegalAction
from ludicitude.core.driver import history
from ludicitude.core.game import Action, GameState
from ludicitude.core.i18n import _
from ludicitude.games.cadenas import rules, texts
from ludicitude.games.cadenas.rules import ROWS, Cross, CrossPair, Pass
from ludicitude.ui import draw, theme
from ludicitude.ui.game_scene import EndScreen
from ludicitude.ui.game_scene import GameScene as BaseGameScene
from ludicitude.ui.session import GameSession
from ludicitude.ui.widgets import Button, Widget

ROW_COLOURS = {"red": (204, 58, 50), "yellow": (226, 184, 30), "green": (52, 146, 70),
               "blue": (52, 104, 196)}
#: the same shape as the player identity of that colour, so a row reads without colour
ROW_SYMBOLS = {"red": "circle", "yellow": "triangle", "green": "diamond", "blue": "square"}
INK = (24, 24, 28)
GREY_BOX = (150, 150, 150)
ROLL_SECONDS = 0.6
NOTICE_SECONDS = 1.6  # computer players wait this long after a lock or a grey box
ROW_KEYS = {pygame.K_1: "red", pygame.K_2: "yellow", pygame.K_3: "green", pygame.K_4: "blue",
            pygame.K_KP1: "red", pygame.K_KP2: "yellow", pygame.K_KP3: "green", pygame.K_KP4: "blue"}
#: a sheet's width in box widths: the row symbol, 11 numbers, the lock and the row's score
SHEET_COLUMNS = 0.8 + 12 + 1.5
#: a sheet's height in box heights: the header line, four rows and their gaps
SHEET_LINES = 1.25 + 4 * 1.12


def tint(colour: tuple[int, int, int], amount: float) -> tuple[int, int, int]:
    """``colour`` moved towards white by ``amount`` (0..1)."""
    return tuple(int(c + (255 - c) * amount) for c in colour)  # type: ignore[return-value]


# -- a score sheet as pure drawing --------------------------------------------------------------
@dataclass
class SheetGeometry:
    """Where each part of one sheet goes inside its rect."""

    rect: pygame.Rect
    box: int
    header: pygame.Rect
    rows: list[pygame.Rect]
    boxes: list[list[pygame.Rect]]  # [row][position], position 11 = the lock box
    scores: list[pygame.Rect]
    grey: list[pygame.Rect]

    @classmethod
    def fit(cls, area: pygame.Rect, max_box: int | None = None) -> SheetGeometry:
        """The largest sheet with square-ish boxes that fits in ``area`` (boxes no larger than
        ``max_box``), centred in it."""
        box = int(min(area.w / SHEET_COLUMNS, area.h / SHEET_LINES, max_box or area.h))
        w = int(box * SHEET_COLUMNS)
        h = int(box * SHEET_LINES)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = area.center
        header = pygame.Rect(rect.x, rect.y, w, int(box * 1.25))
        rows, boxes, scores = [], [], []
        x0 = rect.x + int(box * 0.8)
        for r in range(4):
            y = header.bottom + int(r * box * 1.12)
            rows.append(pygame.Rect(rect.x, y, int(box * (0.8 + 12)), box))
            boxes.append([pygame.Rect(x0 + p * box + 1, y + 1, box - 2, box - 2) for p in range(12)])
            scores.append(pygame.Rect(x0 + 12 * box, y, int(box * 1.5), box))
        g = int(box * 0.62)
        grey_x = rect.x + int(w * 0.55)
        grey = [pygame.Rect(grey_x + i * int(g * 1.25), header.centery - g // 2, g, g) for i in range(4)]
        return cls(rect, box, header, rows, boxes, scores, grey)


def _number_text(surface: pygame.Surface, s: str, rect: pygame.Rect, px: int,
                 colour: tuple[int, int, int], bold: bool = False) -> None:
    """A number centred in ``rect``, squeezed sideways (never shrunk) if the box is narrow."""
    img = theme.render(s, px, colour, bold)
    if img.get_width() > rect.w * 0.96:
        img = pygame.transform.smoothscale(img, (int(rect.w * 0.96), img.get_height()))
    surface.blit(img, img.get_rect(center=rect.center))


def draw_padlock(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """A small padlock: the lock box of a row."""
    body = pygame.Rect(0, 0, int(rect.w * 0.56), int(rect.h * 0.38))
    body.midbottom = (rect.centerx, rect.bottom - int(rect.h * 0.16))
    shackle = pygame.Rect(0, 0, int(rect.w * 0.4), int(rect.h * 0.44))
    shackle.midbottom = (rect.centerx, body.y + int(rect.h * 0.1))
    pygame.draw.arc(surface, colour, shackle, 0, math.pi, max(2, rect.w // 10))
    pygame.draw.rect(surface, colour, body, border_radius=max(1, rect.w // 12))


def draw_cross(surface: pygame.Surface, rect: pygame.Rect, halo: tuple[int, int, int] | None = None,
               ink: tuple[int, int, int] = INK, heavy: bool = False) -> None:
    """A pen cross over a box; ``halo`` draws a pale edge around it, so it reads on dark colours."""
    inset = rect.inflate(-rect.w * 0.16, -rect.h * 0.16)
    width = max(3 if heavy else 2, rect.w // (7 if heavy else 11))
    if halo is not None:
        for a, b in ((inset.topleft, inset.bottomright), (inset.bottomleft, inset.topright)):
            pygame.draw.line(surface, halo, a, b, width + max(2, width // 2 + 1))
    pygame.draw.line(surface, ink, inset.topleft, inset.bottomright, width)
    pygame.draw.line(surface, ink, inset.bottomleft, inset.topright, width)


def draw_sheet(surface: pygame.Surface, geo: SheetGeometry, state: rules.State, seat: int,
               name: str, identity: theme.Identity, *, lit: frozenset[tuple[str, int]] = frozenset(),
               choosing: bool = False, active: bool = False, pending: tuple[str, int] | None = None,
               pending_grey: bool = False, screen_h: int | None = None) -> None:
    """One player's sheet: coloured rows with their numbers and symbols, crosses, boxes closed
    for this player greyed, the lock boxes, the grey penalty boxes, each row's points and the
    total. ``lit`` boxes (row, position) are the ones this player may cross now; ``pending`` is
    a box chosen but not confirmed yet (a gold cross), ``pending_grey`` a pass that would cost a
    grey box. ``screen_h`` is the screen's height when ``surface`` is a smaller cache."""
    h = screen_h or surface.get_height()
    box = geo.box
    border = theme.ACCENT if choosing else theme.PANEL_LIGHT if active else None
    draw.panel(surface, geo.rect.inflate(box // 3, box // 4), theme.PANEL_LIGHT if active else theme.PANEL,
               radius=0.04, border=border, width=max(theme.outline(h), box // 10))
    px = max(theme.text_px(h, 0), int(box * 0.62))
    draw.player_tag(surface, identity, name, (geo.header.x, geo.header.centery - box * 0.08), px,
                    theme.TEXT, bold=active or choosing)
    total = _("Total {points}").format(points=state.total(seat))
    shown = draw.text(surface, total, (geo.header.right, geo.header.centery - box * 0.08), px, theme.ACCENT,
                      bold=True, anchor="midright")
    # the four grey penalty boxes, just left of the total
    shift = shown.x - int(box * 0.4) - geo.grey[-1].right
    for i, g in enumerate(geo.grey):
        g = g.move(shift, 0)
        pygame.draw.rect(surface, GREY_BOX, g, border_radius=max(1, g.w // 6))
        pygame.draw.rect(surface, INK, g, max(1, g.w // 12), border_radius=max(1, g.w // 6))
        if i < state.grey[seat]:
            draw_cross(surface, g)
        elif pending_grey and i == state.grey[seat]:
            draw_cross(surface, g.inflate(g.w * 0.3, g.h * 0.3), halo=INK, ink=theme.ACCENT, heavy=True)
    number_px = max(theme.text_px(h, 0), int(box * 0.5))
    # a small sheet whose numbers are at the smallest text size: numbers only in the boxes still
    # open, so the crosses and greyed boxes read at a glance from the back of the room
    compact = number_px > box * 0.8
    for r, row in enumerate(ROWS):
        colour = ROW_COLOURS[row]
        band = geo.rows[r]
        closed_row = row in state.closed
        if closed_row:  # a row locked for everyone: its band fades to grey
            colour = tuple((c + 2 * g) // 3 for c, g in zip(colour, GREY_BOX))  # type: ignore[assignment]
        pygame.draw.rect(surface, colour, band, border_radius=max(1, box // 6))
        draw.symbol(surface, ROW_SYMBOLS[row], (band.x + box * 0.42, band.centery), box * 0.5,
                    tint(colour, 0.75), INK)
        marks = state.marks[seat][r]
        last = marks[-1] if marks else -1
        halo = tint(colour, 0.8)
        crossed_ink = (110, 86, 10) if row == "yellow" else (255, 255, 255)
        for p in range(12):
            rect = geo.boxes[r][p]
            crossed = p in marks or (p == rules.BOXES_PER_ROW and state.has_locked(seat, row))
            passed = p < last and p not in marks  # closed for this player: left of a cross
            shut = closed_row and not crossed
            fill = GREY_BOX if passed or shut else colour if crossed else tint(colour, 0.72)
            chosen = pending == (row, p)
            if (row, p) in lit:
                fill = tint(colour, 0.92)
            if chosen:  # pencilled in: gold, its number still readable under a thin cross
                fill = theme.ACCENT
            pygame.draw.rect(surface, fill, rect, border_radius=max(1, box // 8))
            if p == rules.BOXES_PER_ROW:
                draw_padlock(surface, rect.inflate(-box * 0.2, -box * 0.2), INK if not shut else (90, 90, 90))
            elif not (compact and (crossed or passed or shut)):
                ink = (96, 96, 96) if passed or shut else crossed_ink if crossed else INK
                _number_text(surface, str(rules.number_at(row, p)), rect, number_px, ink, bold=True)
            if crossed:
                draw_cross(surface, rect, halo=halo, heavy=compact)
            if (row, p) in lit or chosen:
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(box * 0.12, box * 0.12),
                                 max(3, box // (5 if chosen else 8)), border_radius=max(1, box // 6))
            if chosen:
                draw_cross(surface, rect)
        _number_text(surface, str(state.row_score(seat, row)), geo.scores[r], number_px, theme.TEXT, bold=True)


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

    def __init__(self, app: Any, session: GameSession) -> None:
        super().__init__(app, session)
        self.white_pick: int | None = None
        self.pending: Action | None = None  # chosen but not confirmed yet
        self.pending_box: tuple[str, int] | None = None  # where that choice crosses (None: a pass)
        self.came_from: Widget | None = None  # the box or die focused when the choice was pencilled
        self.rolling = 0.0
        self.roll_frame = 0
        self.notice = ""  # the locks and grey boxes of the last action, in words
        self.notice_is_penalty = False
        self.notice_timer = 0.0
        self.pass_button = Button(self._pass_label, self.pass_turn)
        self.pass_button.focusable = False  # a grey box is never what Enter presses: P or a click
        self.confirm_button = Button(lambda: _("Confirm (Enter)"), self.confirm, style="primary")
        self.cancel_button = Button(lambda: _("Cancel (Esc)"), self.cancel)
        self.box_targets: list[BoxTarget] = []
        self.die_targets: list[DieTarget] = []
        self.sheet_geos: dict[int, SheetGeometry] = {}
        self.die_rects: list[tuple[int | None, str | None, pygame.Rect]] = []
        self._layer: pygame.Surface | None = None  # background, banner and sheets, drawn once
        self._layer_key: tuple[Any, ...] | None = None
        self._layer_state: GameState | None = None
        self.refresh()

    # -- what the screen shows now -----------------------------------------------------------
    def human_to_act(self) -> int | None:
        """The seat whose player may use the mouse and keys now, if a human chooses now."""
        state = self.state
        if state.is_over or self.rolling > 0:
            return None
        seat = state.to_act[0]
        return None if self.session.is_bot(seat) else seat

    def lit_boxes(self, state: rules.State, seat: int | None) -> dict[tuple[str, int], Action]:
        """The boxes ``seat`` may cross now, each with the action that crosses it."""
        if seat is None or seat not in state.to_act:
            return {}
        out: dict[tuple[str, int], Action] = {}
        for action in state.legal_actions(seat):
            if isinstance(action, Cross):
                out[(action.row, rules.position_of(action.row, state.white_sum))] = action
            elif isinstance(action, CrossPair):
                if self.white_pick is not None and state.whites[action.white] != state.whites[self.white_pick]:
                    continue
                face = state.colours[rules.ROW_INDEX[action.row]] or 0
                out[(action.row, rules.position_of(action.row, state.whites[action.white] + face))] = action
        return out

    def refresh(self) -> None:
        """Rebuild the widgets for the current state (a pencilled choice is forgotten)."""
        state = self.table
        seat = self.human_to_act()
        if seat is None or state.action != 2:
            self.white_pick = None
        self.pending = self.pending_box = self.came_from = None
        lit = self.lit_boxes(state, seat)
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
        pencilled = seat is not None and self.pending is not None
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
        if self.pending_box == (row, position):
            self.cancel()
            return
        state = self.table
        number = rules.number_at(row, position)
        action = self.lit_boxes(state, seat).get((row, position))
        if action is None and state.action == 1:
            if number != state.white_sum:
                self.say(_("Only the white sum, {total}, may be crossed now.").format(total=state.white_sum))
                return
            action = Cross(row)
        elif action is None:
            face = state.colours[rules.ROW_INDEX[row]]
            whites = [w for w in (0, 1) if face is not None and state.whites[w] + face == number]
            if not whites:
                self.say(_("No white die plus the {colour} die makes {number}.").format(
                    colour=texts.die_colour(row), number=number))
                return
            action = CrossPair(whites[0], row)
        self.choose(action)

    def choose(self, action: Action) -> None:
        """Pencil in ``action`` if the rules allow it (else say why not); nothing is final yet."""
        seat = self.human_to_act()
        if seat is None:
            return
        try:
            self.state.apply(seat, action)  # a trial on a copy: the game does not change
        except IllegalAction as exc:
            self.say(str(exc))
            return
        box = None
        state = self.table
        if isinstance(action, Cross):
            box = (action.row, rules.position_of(action.row, state.white_sum))
        elif isinstance(action, CrossPair):
            face = state.colours[rules.ROW_INDEX[action.row]] or 0
            box = (action.row, rules.position_of(action.row, state.whites[action.white] + face))
        if isinstance(self.focused, (BoxTarget, DieTarget)):
            self.came_from = self.focused  # where Esc gives the focus back
        self.pending, self.pending_box = action, box
        self.message = ""
        self._show_buttons()
        self.set_focus(self.confirm_button)  # Enter now confirms; Tab reaches the other boxes

    def confirm(self) -> None:
        """Make the pencilled choice final."""
        seat = self.human_to_act()
        action = self.pending
        if seat is None or action is None:
            return
        self.pending = self.pending_box = None
        if not self.act(seat, action):
            self._show_buttons()

    def cancel(self) -> None:
        """Take back the pencilled choice (then the picked white die); the focus goes back to
        the box or die the player was on, never to a button."""
        back = self.came_from
        if self.pending is not None:
            self.pending = self.pending_box = None
            self._show_buttons()
        elif self.white_pick is not None:
            white, self.white_pick = self.white_pick, None
            self.refresh()
            back = next((t for t in self.die_targets if t.white == white), None)
        self.focus = 0
        if back is not None:
            self.set_focus(back)
        self.message = ""
        self.app.dirty = True

    def pick_white(self, white: int) -> None:
        if self.human_to_act() is None or self.table.action != 2:
            return
        self.white_pick = None if self.white_pick == white else white
        self.message = ""
        self.refresh()
        for target in self.die_targets:  # the keyboard stays on the die just pressed
            if target.white == white:
                self.set_focus(target)

    def pick_colour(self, row: str) -> None:
        seat = self.human_to_act()
        if seat is None or self.table.action != 2:
            return
        if self.white_pick is None:
            self.say(_("Pick a white die first, then a coloured die (or click a lit box)."))
            return
        action = CrossPair(self.white_pick, row)
        if self.pending == action:
            self.cancel()
        else:
            self.choose(action)

    def pass_turn(self) -> None:
        if self.human_to_act() is None:
            return
        if isinstance(self.pending, Pass):
            self.cancel()
        else:
            self.choose(Pass())

    def say(self, message: str) -> None:
        self.message = message
        self.app.dirty = True

    def on_applied(self, before: GameState, after: GameState, seat: int, action: Action) -> None:
        new = self.events_since(before, after)
        notable = [e for e in new if e.kind in ("lock", "grey_box", "row_closed")]
        self.notice = " ".join(texts.notice(e, self.session.names) for e in notable)
        self.notice_is_penalty = any(e.kind == "grey_box" for e in notable)
        if notable:
            self.notice_timer = NOTICE_SECONDS * self.app.animation_factor
            self.app.sounds.play("reveal")
        elif any(e.kind == "cross" for e in new):
            self.app.sounds.play("cross")
        if any(e.kind == "roll" for e in new):
            self.app.sounds.play("roll")
            if self.app.animation_factor > 0:
                self.rolling = ROLL_SECONDS * self.app.animation_factor
        self.white_pick = None
        self.refresh()

    def last_public_text(self) -> str:
        """What just happened; while the dice tumble, what happened before the roll."""
        if self.rolling <= 0:
            return super().last_public_text()
        events = self.table.events
        rolls = [i for i, e in enumerate(events) if e.kind == "roll"]
        for event in reversed(events[:rolls[-1]] if rolls else events):
            text = texts.describe(event, self.session.names)
            if text:
                return text
        return ""

    def busy(self) -> bool:
        return self.rolling > 0 or self.notice_timer > 0

    def input_owner(self) -> object:
        return self.human_to_act()  # nobody while the dice roll; then whoever chooses now

    def playing(self) -> bool:
        return self.rolling > 0

    def skip_animation(self) -> None:
        if self.rolling > 0:
            self.rolling = 0.0
            self.refresh()

    def update(self, dt: float) -> None:
        if self.notice_timer > 0:
            self.notice_timer = max(0.0, self.notice_timer - dt)
        if self.rolling > 0:
            self.rolling = max(0.0, self.rolling - dt)
            self.roll_frame += 1
            self.app.dirty = True
            if self.rolling == 0:
                self.refresh()
        super().update(dt)

    # -- input ---------------------------------------------------------------------------------
    def key(self, event: pygame.event.Event) -> None:
        k = event.key
        if self.human_to_act() is not None:
            if k == pygame.K_p:
                self.pass_turn()
                return
            if self.table.action == 2 and k == pygame.K_w:
                self.pick_white(0 if self.white_pick is None else 1 - self.white_pick)
                return
            if self.table.action == 2 and k in ROW_KEYS and self.table.die_in_play(ROW_KEYS[k]):
                self.pick_colour(ROW_KEYS[k])
                return
            if k in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_DELETE) and (
                    self.pending is not None or self.white_pick is not None):
                self.cancel()
                return
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.pending is not None:
                focused = self.focused
                # Enter on another lit box moves the choice there, on Cancel takes it back; else it confirms
                if (isinstance(focused, BoxTarget) and (focused.row, focused.position) != self.pending_box) \
                        or focused is self.cancel_button:
                    focused.press()
                else:
                    self.confirm()
                return
        super().key(event)

    # -- layout ----------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        w, h = rect.w, rect.h
        m = int(h * 0.015)
        self.banner_rect = pygame.Rect(0, 0, w, int(h * 0.12))
        state = self.table
        others = [s for s in range(state.num_seats) if s != state.active]
        top = self.banner_rect.bottom + m
        avail = h - top - m
        panel_w = int(min(w * 0.33, h * 0.55))
        cols, lines, upper = self._sheet_grid(len(others), w - panel_w - 4 * m, w - m, avail)
        self.panel_rect = pygame.Rect(w - m - panel_w, top, panel_w, upper)
        self.sheet_geos = {state.active: SheetGeometry.fit(
            pygame.Rect(m * 2, top + m, self.panel_rect.x - 4 * m, upper - 2 * m))}
        cell_w = (w - m) // cols
        cell_h = (avail - upper) // max(1, lines)
        cells = [pygame.Rect(m + (i % cols) * cell_w, top + upper + (i // cols) * cell_h, cell_w - m, cell_h)
                 for i in range(cols * lines)]
        if len(cells) > len(others) and cols > 1 and cells[cols - 2].right <= self.panel_rect.x:
            # a free cell: the one under the dice panel, which grows down into it (more room for
            # the announcements and the hint)
            free = cells.pop(cols - 1)
            self.panel_rect.h = free.bottom - m - self.panel_rect.y
        for s, cell in zip(others, cells):
            # the active player's sheet stays the largest
            self.sheet_geos[s] = SheetGeometry.fit(cell.inflate(-m * 2, -m * 2),
                                                   int(self.sheet_geos[state.active].box * 0.8))
        # the dice of the roll, in the panel: two white, then red, yellow, green and blue
        p = self.panel_rect
        size = min(int(p.w / 8.2), int(p.h * 0.24))
        gap = int(size * 0.26)
        y = p.y + int(size * 0.35)
        self.die_rects = []
        x = p.x + gap
        for white in (0, 1):
            self.die_rects.append((white, None, pygame.Rect(x, y, size, size)))
            x += size + gap
        x += gap
        for row in ROWS:
            self.die_rects.append((None, row, pygame.Rect(x, y, size, size)))
            x += size + int(gap * 0.7)
        self.dice_bottom = y + size
        for die in self.die_targets:
            for white_index, die_row, r in self.die_rects:
                if (white_index, die_row) == (die.white, die.row):
                    die.rect = r
        bh = int(h * 0.07)
        self.pass_button.rect = pygame.Rect(p.x + m, p.bottom - bh - m, p.w - 2 * m, bh)
        half = (p.w - 3 * m) // 2
        self.confirm_button.rect = pygame.Rect(p.x + m, p.bottom - bh - m, half, bh)
        self.cancel_button.rect = pygame.Rect(p.right - m - half, p.bottom - bh - m, half, bh)
        seat = self.human_to_act()
        if seat is not None:
            geo = self.sheet_geos[seat]
            for box in self.box_targets:
                box.rect = geo.boxes[ROWS.index(box.row)][box.position]

    @staticmethod
    def _sheet_grid(count: int, upper_w: int, lower_w: int, avail: int) -> tuple[int, int, int]:
        """Columns, lines and the active sheet's height that make the other sheets as large as
        they can be while the active player's sheet stays the largest."""
        best = (-1.0, 1, 1, avail // 2)
        for cols in range(1, max(1, count) + 1):
            lines = math.ceil(count / cols)
            for share in (0.4, 0.44, 0.48, 0.52, 0.56):  # below 0.4 the dice panel gets cramped
                upper = int(avail * share)
                active = min(upper_w / SHEET_COLUMNS, upper / SHEET_LINES)
                other = min(lower_w / cols / SHEET_COLUMNS, (avail - upper) / lines / SHEET_LINES)
                # wide grids read better (sheets side by side), so they get a small bonus
                # ties go to the taller top row: more room for the dice panel
                score = min(other, active * 0.8) * (1 + 0.08 * cols) + active * 0.01 + share * 0.001
                if score > best[0]:
                    best = (score, cols, lines, upper)
        return best[1], best[2], best[3]

    # -- drawing ---------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        """Nothing: ``draw_table`` paints the whole screen from its cached layer."""

    def _layer_signature(self, surface: pygame.Surface) -> tuple[Any, ...]:
        """Everything the background, banner and sheets depend on: the layer is drawn again
        only when one of these changes (a frame of the rolling dice only blits it)."""
        return (surface.get_size(), id(self.session.state), self.message, self.white_pick, self.pending,
                self.human_to_act(), self.rolling > 0, i18n.language(), theme.text_scale, theme.BG,
                tuple(self.session.names), tuple(i.colour for i in self.session.identities))

    def draw_table(self, surface: pygame.Surface) -> None:
        key = self._layer_signature(surface)
        layer = self._layer
        if layer is None or layer.get_size() != surface.get_size() or key != self._layer_key:
            surface.fill(theme.BG)
            self.draw_sheets(surface)
            if layer is None or layer.get_size() != surface.get_size():
                layer = self._layer = surface.copy()
            else:
                layer.blit(surface, (0, 0))
            self._layer_key = key
            self._layer_state = self.session.state  # kept, so its id is not reused while cached
        else:
            surface.blit(layer, (0, 0))
        self.draw_panel(surface, self.table)

    def draw_sheets(self, surface: pygame.Surface) -> None:
        """The banner, every player's sheet and the dice panel's background."""
        state = self.table
        draw.panel(surface, self.panel_rect, theme.BG_DARK, radius=0.05)
        seat = state.to_act[0] if state.to_act else None
        turn = texts.turn_text(state, self.session.names)
        if self.rolling > 0:  # the dice are still tumbling: no sum to tell yet
            seat = state.active
            turn = _("{name} rolls the dice…").format(name=self.name(seat))
        self.draw_banner(surface, self.banner_rect, turn, seat)
        chooser = self.human_to_act()
        lit = frozenset(self.lit_boxes(state, chooser))
        pending_grey = isinstance(self.pending, Pass) and texts.pass_costs_grey_box(state)
        for s, geo in self.sheet_geos.items():
            if s >= state.num_seats:
                continue
            mine = s == chooser
            draw_sheet(surface, geo, state, s, self.name(s), self.identity(s),
                       lit=lit if mine else frozenset(), choosing=s == seat, active=s == state.active,
                       pending=self.pending_box if mine else None, pending_grey=mine and pending_grey)

    def draw_panel(self, surface: pygame.Surface, state: rules.State) -> None:
        h = surface.get_height()
        p = self.panel_rect
        pair = self.pending if isinstance(self.pending, CrossPair) else None
        for white, row, rect in self.die_rects:
            face = state.whites[white] if white is not None else state.colours[rules.ROW_INDEX[row or ""]]
            if face is None:
                continue  # that die has left the game
            shown = rect
            if self.rolling > 0:
                face = (face + rect.x // 7 + self.roll_frame // 3) % 6 + 1  # tumbling faces
                shown = rect.move(0, int(rect.h * 0.1 * (((self.roll_frame + rect.x // 9) % 4) - 1.5)))
            if row is None:
                picked = state.action == 2 and white is not None and (
                    white == self.white_pick if pair is None else white == pair.white)
                draw.die(surface, shown, face, selected=picked)
            else:
                draw.die(surface, shown, face, body=ROW_COLOURS[row], pip=INK if row == "yellow" else (255, 255, 255),
                         mark=ROW_SYMBOLS[row], mark_colour=tint(ROW_COLOURS[row], 0.75),
                         selected=pair is not None and pair.row == row)
        px = theme.text_px(h, 0.028)
        y = self.dice_bottom + int(h * 0.012)
        inner_w = p.w - int(h * 0.03)
        x = p.x + int(h * 0.015)
        if not state.is_over and self.rolling == 0:
            if state.action == 1 and (self.notice or self.pending is not None):
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
        paragraphs: list[tuple[str, tuple[int, int, int], bool]] = []
        if self.notice:
            paragraphs.append((self.notice, theme.DANGER if self.notice_is_penalty else theme.GOOD, True))
        if not state.is_over:
            seat = state.to_act[0]
            if self.human_to_act() is not None and self.pending is not None:
                paragraphs.append((_("{choice}?").format(choice=texts.action_label(self.pending, state)),
                                   theme.TEXT, True))
                paragraphs.append((_("Enter confirms; another lit box changes it; Esc takes it back."),
                                   theme.TEXT_DIM, False))
            elif self.human_to_act() is not None and self.white_pick is not None:
                paragraphs.append((_("White {face} picked: now a coloured die (keys 1-4) or a lit box; W changes "
                                     "it, Esc puts it back.").format(face=state.whites[self.white_pick]),
                                   theme.TEXT, False))
            elif self.human_to_act() is not None and not self.focusables():
                paragraphs.append((_("Nothing to cross this time: P passes."), theme.TEXT_DIM, False))
            elif self.human_to_act() is not None:
                paragraphs.append((_("Click a lit box or use Tab and Enter; P passes.") if state.action == 1 else
                                   _("Click a lit box, or W then 1-4 for a white and a coloured die; P passes."),
                                   theme.TEXT_DIM, False))
            elif self.rolling > 0:
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


class ScoreTable(EndScreen):
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
            _number_text(surface, label, pygame.Rect(cx - col_w / 2, top + row_h * 0.3, col_w, row_h * 0.7),
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
                _number_text(surface, value, cell, px, colour, bold=win or c == 5)


def draw_rules_example(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The rules screen's worked example: a roll of the six dice, a sheet with crosses, closed
    boxes and a grey box, the boxes everyone may cross with the white sum lit, the roller's own
    white + coloured choice in gold, and the example in words."""
    h = surface.get_height()
    state = rules.new_game(2, seed=0)
    # red 2 3 _ 5 6 crossed (4 skipped), yellow 4 5 (2 3 skipped), green 12 10 (11 skipped)
    state.marks[0] = [(0, 1, 3, 4), (2, 3), (0, 2), ()]
    state.grey[0] = 1
    whites, colours = (3, 4), {"red": 5, "yellow": 2, "green": 6, "blue": 1}
    lit = frozenset((row, 5) for row in ROWS)  # 7 in every row
    pending = ("red", rules.position_of("red", whites[1] + colours["red"]))
    caption = _("White {a} + {b} = {sum}: everyone may cross a {sum} (lit). The roller may also cross "
                "white {b} + red {red} = {pair} in the red row (gold).").format(
        a=whites[0], b=whites[1], sum=sum(whites), red=colours["red"], pair=whites[1] + colours["red"])
    px = theme.text_px(h, 0.026)
    side_by_side = rect.w > rect.h * 3
    if side_by_side:  # a wide, short strip: the sheet on the left, dice and words on the right
        sheet_area = pygame.Rect(rect.x, rect.y, int(rect.w * 0.5), rect.h)
        right = pygame.Rect(sheet_area.right + rect.w // 40, rect.y, rect.right - sheet_area.right - rect.w // 40,
                            rect.h)
        size = min(int(right.w / 7.5), int(rect.h * 0.24))
        dice_top, words = right.y, pygame.Rect(right.x, right.y + int(size * 1.25), right.w,
                                               right.h - int(size * 1.25))
        dice_x = right.x
    else:
        size = min(int(rect.w / 8), int(rect.h * 0.11))
        dice_top = rect.y
        words_h = min(int(rect.h * 0.34), px * 8)
        words = pygame.Rect(rect.x, rect.bottom - words_h, rect.w, words_h)
        sheet_area = pygame.Rect(rect.x, rect.y + int(size * 1.25), rect.w,
                                 words.y - rect.y - int(size * 1.25))
        dice_x = rect.centerx - int(size * 7.3) // 2
    geo = SheetGeometry.fit(sheet_area.inflate(-sheet_area.w * 0.04, -sheet_area.h * 0.08))
    if not side_by_side:  # dice just above the sheet, the words just below it
        dice_top = max(rect.y, geo.rect.y - int(size * 1.5))
        words.y = min(words.y, geo.rect.bottom + geo.box // 2)
    gap = int(size * 0.22)
    x = dice_x
    for face in whites:
        draw.die(surface, pygame.Rect(x, dice_top, size, size), face, selected=face == whites[1])
        x += size + gap
    x += gap
    for row in ROWS:
        draw.die(surface, pygame.Rect(x, dice_top, size, size), colours[row], body=ROW_COLOURS[row],
                 pip=INK if row == "yellow" else (255, 255, 255), mark=ROW_SYMBOLS[row],
                 mark_colour=tint(ROW_COLOURS[row], 0.75), selected=row == "red")
        x += size + gap
    draw_sheet(surface, geo, state, 0, _("Example"), theme.PLAYER_IDENTITIES[0], lit=lit, pending=pending)
    draw.text_fit(surface, caption, words, px, theme.TEXT)


# -- screenshots (build/screenshots.py) and the bench ------------------------------------------------
NAMES = ("Ana", "Bob", "Chloé", "Dimitri", "Eve", "Fatou")


@lru_cache(maxsize=8)
def _history(seats: int, seed: int) -> tuple[tuple[rules.State, int | None, Action | None], ...]:
    """A whole game between sensible computer players: (state, seat, the action played there)."""
    from ludicitude.games.cadenas import bots

    players = [bots.make_bot("cpu", seed + s) for s in range(seats)]
    return cast(tuple[tuple[rules.State, int | None, Action | None], ...],
                history(rules.new_game(seats, None, seed), players))


def _session(state: rules.State) -> GameSession:
    """A session of human players (so the screen waits for them) at ``state``."""
    from ludicitude.games import GAMES  # the registry imports each game by name: look it up late
    from ludicitude.ui.session import default_seats

    return GameSession(GAMES["cadenas"], default_seats(state.num_seats, NAMES), state)


def _played_session(seats: int, seed: int, *, until_end: int | None = None,
                    actions: int | None = None) -> GameSession:
    """A session ``actions`` actions into a computer game, or ``until_end`` actions before its end."""
    history = _history(seats, seed)
    index = len(history) - 1 - until_end if until_end is not None else min(actions or 0, len(history) - 1)
    return _session(history[max(0, index)][0])


def _announcing(app: Any, seats: int, seed: int, kind: str) -> GameScene:
    """The screen just after the first action of a computer game that logged an event ``kind``
    (a lock, a grey box): the announcement shows in the dice panel."""
    history = _history(seats, seed)
    for (state, seat, action), (after, _seat, _action) in pairwise(history):
        if seat is not None and action is not None and any(
                e.kind == kind for e in after.events[len(state.events):]):
            scene = GameScene(app, _session(state))
            scene.act(seat, action)
            return scene
    raise LookupError(kind)


def screenshot_positions(app: Any) -> dict[str, Any]:
    """Named positions for build/screenshots.py: each makes the scene to draw."""
    def at(seats: int, seed: int, **where: int) -> Any:
        return lambda: GameScene(app, _played_session(seats, seed, **where))

    def end(seats: int, seed: int) -> Any:
        return lambda: ScoreTable(app, _played_session(seats, seed, until_end=0))

    def action_2(seats: int, seed: int) -> GameScene:
        """The first action 2 of a game that has a pair to cross."""
        for state, _seat, _action in _history(seats, seed):
            if state.action == 2 and state.to_act == (state.active,) and any(
                    isinstance(a, CrossPair) for a in state.legal_actions(state.active)):
                return GameScene(app, _session(state))
        raise LookupError("action 2")

    def white_picked() -> GameScene:
        scene = action_2(3, 5)
        pair = next(a for a in scene.state.legal_actions(scene.table.active) if isinstance(a, CrossPair))
        scene.pick_white(pair.white)
        return scene

    def pair_pencilled() -> GameScene:
        scene = action_2(3, 5)
        pair = next(a for a in scene.state.legal_actions(scene.table.active) if isinstance(a, CrossPair))
        scene.pick_white(pair.white)
        scene.pick_colour(pair.row)
        return scene

    def pass_pencilled() -> GameScene:
        scene = action_2(3, 5)
        scene.pass_turn()
        return scene

    def box_pencilled() -> GameScene:
        scene = GameScene(app, _played_session(5, 2, actions=1))
        target = next(t for t in scene.box_targets if t.focusable)
        scene.cross_box(target.row, target.position)
        return scene

    def refused() -> GameScene:
        scene = GameScene(app, _played_session(2, 1, actions=0))
        wrong = next(t for t in scene.box_targets if rules.number_at(t.row, t.position) != scene.table.white_sum)
        scene.cross_box(wrong.row, wrong.position)
        return scene

    def rolling() -> GameScene:
        scene = GameScene(app, _played_session(4, 2, actions=0))
        scene.rolling, scene.roll_frame = 60.0, 7
        scene.refresh()
        return scene

    return {
        "start-2": at(2, 1, actions=0),
        "rolling-4": rolling,
        "action-1-other-player-4": at(4, 2, actions=1),
        "action-1-box-pencilled-5": box_pencilled,
        "refusal-2": refused,
        "action-2-white-picked-3": white_picked,
        "action-2-pair-pencilled-3": pair_pencilled,
        "action-2-pass-pencilled-3": pass_pencilled,
        "lock-announced-4": lambda: _announcing(app, 4, 2, "lock"),
        "grey-box-announced-3": lambda: _announcing(app, 3, 5, "grey_box"),
        "near-end-6": at(6, 7, until_end=3),
        "end-6": end(6, 7),
        "end-2": end(2, 4),
    }


def bench_scene(app: Any) -> GameScene:
    """The busiest Cadenas screen for ``ludicitude bench``: six sheets late in a game, and the
    dice tumbling (the roll goes on for as long as the bench draws)."""
    scene = GameScene(app, _played_session(6, 7, until_end=3))
    scene.rolling = 1e9
    scene.refresh()
    return scene
