"""The Corsaire table: the Bank's chest, the King's share, every purse, and the active
player's five dice; then the pairing of the results, explained in words before it applies.

Every rule question goes to the rules core: what may be done (``legal_actions``,
``legal_plans``), the proposed plan (``rules.proposed_plan``, ``rules.plan_worth``) and what a
plan would do (``texts.plan_preview``). The player's pending choice and its undo live in
``turn.py``, the animation script in ``story.py``, how the pieces look in ``pieces.py``. This
file turns clicks and keys into the turn's changes and actions, lays out the table and draws it.

Keys while rolling: 1-5 pick dice, R rerolls them, S stops and applies. While pairing:
P another pairing, O the other order, V and W change whom the first and second Skull rob,
A applies. U or Backspace takes back the last pending change (until R, S or A confirm it).
Tab and the arrows move the focus, Enter presses; L shows the log, F1 the rules. The focus
placed for the player rests on a die or a change of plan, never on Stop or Apply; during an
animation Enter, Space or a click only skip it (``playing``, ``skip_animation``).

Drawing: the base scene caches the still table (``draw_table`` and the buttons); tumbling dice
and flying coins are drawn over it every frame (``draw_moving``), and each new step of the
animation redraws the still table once (``still_changed``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

import pygame

from ludicitude.core.game import Action, Event, GameState
from ludicitude.core.i18n import _
from ludicitude.core.timeline import Beat, CoinMove, Notice, Tumble, tumble
from ludicitude.games.corsaire import rules, texts
from ludicitude.games.corsaire.events import Bust, Cannon, FiveCannons, FiveCoins, FiveSkulls, Skull, Stopped
from ludicitude.games.corsaire.pieces import (
    TableLayout,
    draw_chest,
    draw_crown,
    draw_face,
    draw_flying_coins,
    draw_groups,
    draw_pile,
    purse_pile_shape,
)
from ludicitude.games.corsaire.rules import CROSSED_BONES, Reroll, Resolve, StopRolling
from ludicitude.games.corsaire.story import BANK, KING, Amounts, Pile, piles, story
from ludicitude.games.corsaire.turn import Plan, StepKind, Turn, dice_groups
from ludicitude.ui import draw, theme
from ludicitude.ui.game_scene import GameScene as BaseGameScene
from ludicitude.ui.game_scene import digit_keys
from ludicitude.ui.session import GameSession
from ludicitude.ui.widgets import Button, Target, Widget

DIGIT_KEYS = digit_keys(rules.DICE_COUNT)


@dataclass(frozen=True)
class Shown:
    """What the table shows now: the pile amounts, the dice and whose turn they are (while an
    action's story plays, as that step of the story has them)."""

    bank: int
    king: int
    gold: tuple[int, ...]
    faces: tuple[int, ...]
    seat: int


class DieButton(Target):
    """One of the five dice: pressing it picks or unpicks it for the reroll (drawn with the table,
    ``GameScene.draw_dice``)."""

    def __init__(self, scene: GameScene, index: int) -> None:
        super().__init__(index, scene.toggle_die)
        self.index = index


class PairsTarget(Target):
    """The pairs on show while pairing: somewhere harmless for the focus to rest. Enter tries
    another pairing (as P does); a click only puts the focus there: the dice say nothing else."""

    def click(self, pos: tuple[int, int]) -> None:
        pass


class GameScene(BaseGameScene[rules.State]):
    """The Corsaire screen (hot seat: nothing is secret, the banner names whose turn it is).

    Until a choice is confirmed (R rerolls, S stops, A applies) the player may change their
    mind: pick and unpick dice, try other pairings, orders and victims, and U (or Backspace,
    or the Undo button) takes back the last of these changes. A confirmed action is final.
    """

    state_type = rules.State
    still_while_playing = True  # tumbling dice and flying coins are drawn in draw_moving

    def __init__(self, app: Any, session: GameSession) -> None:
        super().__init__(app, session)
        self.turn = Turn()
        # the events of the last action, told in the middle panel (on resuming: the latest ones)
        self.story: list[Event] = list(session.state.events[-3:])
        self.before: tuple[Amounts, tuple[int, ...]] = ((0, 0, ()), ())  # piles and dice before the story
        self.deltas: dict[Pile, int] = {}  # what the last action changed in each pile
        self.applied_plan: Plan = ()  # the pairs whose coins are flying
        self.dice = [DieButton(self, i) for i in range(rules.DICE_COUNT)]
        # the keys, declared once (ui/bindings.py): a person's, while they roll or pair the dice
        rolling, pairing = self._here(rules.ROLLING), self._here(rules.RESOLVING)
        self.bind(tuple(DIGIT_KEYS), lambda k: self.toggle_die(DIGIT_KEYS[k]), per_key=True, when=rolling)
        self.reroll_button = self.button((pygame.K_r,), self.reroll, lambda: _("Reroll the picked dice"),
                                         when=rolling, costly=True)
        self.stop_button = self.button((pygame.K_s,), self.stop, lambda: _("Stop and apply"), when=rolling,
                                       costly=True)
        self.apply_button = self.button((pygame.K_a,), self.apply_plan, lambda: _("Apply"), when=pairing,
                                        costly=True)
        self.pairing_button = self.button((pygame.K_p,), self.next_pairing, lambda: _("Another pairing"),
                                          when=pairing)
        self.order_button = self.button((pygame.K_o,), self.swap_order, lambda: _("Other order"), when=pairing)
        self.victim_buttons = [self.button((key,), self._victim_action(i), self._victim_label(i), when=pairing)
                               for i, key in enumerate((pygame.K_v, pygame.K_w))]
        self.undo_button = self.button((pygame.K_u, pygame.K_BACKSPACE), self.undo, lambda: _("Undo"),
                                       when=self._here(None))
        self.pairs_target = PairsTarget("pairs", lambda _piece: self.next_pairing(explain=True))
        self._step: tuple[Any, ...] = ()  # a new step (an action, an animation's end) resets the focus
        self._geo: TableLayout | None = None  # made on the first drawing, at the window's size
        self.refresh()

    @property
    def picked(self) -> frozenset[int]:
        """The dice picked for the reroll (pending)."""
        return self.turn.picked

    @property
    def plan(self) -> Plan:
        """The plan on show while pairing (pending)."""
        return self.turn.plan

    # -- what the screen shows ----------------------------------------------------------------
    def refresh(self) -> None:
        """Rebuild the widgets for the current state (after an action, or on resuming)."""
        state = self.table
        seat = self.human_to_act()
        before = self.focused
        self.turn.fit(state)
        if seat is None:  # a computer's turn, an animation, or the end: nothing to press
            self.turn.clear()
            self.widgets = list(self.dice)
        elif state.phase == rules.RESOLVING:
            skulls = self.turn.robbing_steps()
            for n, button in enumerate(self.victim_buttons):
                button.visible = n < len(skulls) and state.num_seats > 2
            self.pairing_button.visible = self.turn.has_other_pairings(state)
            self.order_button.visible = self.turn.may_swap_order(state)
            self.widgets = [self.pairs_target, self.apply_button, self.pairing_button, self.order_button,
                            *self.victim_buttons, self.undo_button]
        else:
            self.widgets = [*self.dice, self.reroll_button, self.stop_button, self.undo_button]
        for w in self.widgets:
            w.enabled = seat is not None
        self.sync_undo()
        step = (len(self.session.state.events), seat)
        self.keep_focus(before if step == self._step else None)
        self._step = step
        self.relayout()
        self.still_changed()  # what the table shows may change without input (an animation's end)

    # -- acting -------------------------------------------------------------------------------
    def sync_undo(self) -> None:
        """The Undo button shows while there is a pending change to take back; Reroll is on
        only with dice picked (R with none explains why)."""
        shown = self.human_to_act() is not None and bool(self.turn.undo_stack)
        if shown != self.undo_button.visible:
            self.undo_button.visible = shown
            self.relayout()
        self.undo_button.enabled = shown
        self.reroll_button.enabled = (self.human_to_act() is not None and self.table.rerolls_left > 0
                                      and bool(self.picked))

    def keep_focus(self, widget: Widget | None) -> None:
        """Focus ``widget`` if it may still be pressed, else something harmless: the first die
        that may be picked, or a change of plan. Never Stop or Apply: Enter must not decide."""
        if widget is not None and widget in self.focusables():
            self.set_focus(widget)
            return
        free = [d for d in self.dice if d.index < len(self.table.faces) and self.table.faces[d.index] != CROSSED_BONES]
        for harmless in (*free[:1], self.pairing_button, self.victim_buttons[0], self.order_button,
                         self.pairs_target, *self.dice[:1]):
            if harmless in self.focusables():
                self.set_focus(harmless)
                return

    def on_new_owner(self) -> None:
        self.keep_focus(None)

    def input_owner(self) -> object:
        # the next player's screen is theirs once the animation is over, not when it starts
        return super().input_owner(), self.human_to_act()

    def undo(self) -> None:
        """Take back the last pending change (``Turn.undo``); confirmed actions stay."""
        if self.human_to_act() is None:
            return
        refusal = self.turn.undo()
        if refusal is not None:
            self.message = refusal
            self.app.dirty = True
            return
        self.message = ""
        self.refresh()

    def toggle_die(self, index: int) -> None:
        state = self.table
        if self.human_to_act() is None or state.phase != rules.ROLLING:
            return
        before = self.focused
        refusal = self.turn.toggle_die(state, index)
        self.message = refusal or ""
        if refusal is None:
            self.sync_undo()
            self.keep_focus(before)  # Reroll turning off never hands the focus on to Stop
        self.app.dirty = True

    def reroll(self) -> None:
        seat = self.human_to_act()
        if seat is not None and self.table.phase == rules.ROLLING:
            if self.act(seat, Reroll(tuple(sorted(self.turn.picked)))):
                self.refresh()

    def stop(self) -> None:
        seat = self.human_to_act()
        if seat is not None and self.act(seat, StopRolling()):
            self.refresh()

    def apply_plan(self) -> None:
        seat = self.human_to_act()
        if seat is not None and self.act(seat, Resolve(self.plan)):
            self.refresh()

    def change_plan(self, change: Callable[[rules.State], object]) -> None:
        """Apply a pending change of plan (``Turn``) for the player to act, and show it."""
        state = self.table
        if self.human_to_act() is None or state.phase != rules.RESOLVING:
            return
        plan = self.turn.plan
        change(state)
        if self.turn.plan != plan:
            self.message = ""
            self.refresh()

    def next_pairing(self, explain: bool = False) -> None:
        """The next way of pairing the dice, with its best order and victims; with ``explain``
        (Enter on the pairs), say so when there is none."""
        state = self.table
        if self.human_to_act() is None or state.phase != rules.RESOLVING:
            return
        if not self.turn.has_other_pairings(state):
            if explain:
                self.message = _("There is no other way to pair these dice: A applies this one.")
                self.app.dirty = True
            return
        self.change_plan(self.turn.next_pairing)

    def swap_order(self) -> None:
        state = self.table
        if self.human_to_act() is not None and state.phase == rules.RESOLVING and not self.turn.may_swap_order(state):
            self.message = _("The order of these results changes nothing here.")
            self.app.dirty = True
            return
        self.change_plan(self.turn.swap_order)

    def next_victim(self, skull: int) -> None:
        self.change_plan(lambda state: self.turn.next_victim(state, skull))

    def _victim_action(self, skull: int) -> Callable[[], None]:
        return lambda: self.next_victim(skull)

    def _victim_label(self, skull: int) -> Callable[[], str]:
        def text() -> str:
            entries = self.turn.robbing_steps()
            if skull >= len(entries):
                return ""
            entry = entries[skull]
            assert entry.victim is not None
            victim = self.name(entry.victim)
            if entry.kind is StepKind.FIVE_SKULLS:
                return _("Five Skulls rob {victim}").format(victim=victim)
            # which Skull (by its coin) robs whom: with two Skulls the buttons must differ
            return _("Skull + {coin} robs {victim}").format(coin=entry.coin, victim=victim)
        return text

    def _here(self, phase: str | None) -> Callable[[], bool]:
        """When a key acts: a person plays here, in ``phase`` (None: in either)."""
        return lambda: self.human_to_act() is not None and phase in (None, self.table.phase)

    def on_applied(self, before: GameState, after: GameState, seat: int, action: Action) -> None:
        new = self.events_since(before, after)
        self.story = new
        self.applied_plan = action.plan if isinstance(action, Resolve) else ()
        assert isinstance(before, rules.State) and isinstance(after, rules.State)
        changes: dict[Pile, int] = {BANK: after.bank - before.bank,
                                      KING: after.king_share - before.king_share}
        changes.update({s: after.gold[s] - before.gold[s] for s in range(after.num_seats)})
        self.deltas = {pile: d for pile, d in changes.items() if d}
        self.before = (before.bank, before.king_share, tuple(before.gold)), before.faces
        beats = self.play(story(before, after, new, self.session.names)).beats
        for e in new:
            if isinstance(e, Bust):
                self.app.sounds.play("cross")
            elif isinstance(e, (Cannon, Skull, FiveCoins, FiveSkulls, FiveCannons)):
                self.app.sounds.play("coin")
        if beats and isinstance(beats[0], Tumble):
            self.app.sounds.play("roll")
        self.turn.clear()  # a confirmed action is final
        self.refresh()

    def on_moved_elsewhere(self, before: GameState) -> None:
        self.turn.clear()  # the plan was for dice no longer on the table
        self.refresh()

    def on_timeline(self) -> None:
        if self.timeline.done:  # the story is over: the table as it is (the base shows the ranking)
            self.refresh()

    @property
    def beat(self) -> Beat | None:
        """The step of the story playing now (one at a time), if any."""
        return next(iter(self.timeline.now()), None)

    # -- layout -------------------------------------------------------------------------------
    @property
    def geo(self) -> TableLayout:
        """The table's layout at the window's size (made on the first drawing)."""
        assert self._geo is not None, "not laid out yet"
        return self._geo

    def layout(self, rect: pygame.Rect) -> None:
        geo = self._geo = TableLayout.fit(rect, self.state.num_seats)
        h = rect.h
        for die, place in zip(self.dice, geo.dice, strict=True):
            die.rect = place.copy()
        self.pairs_target.rect = self.dice[0].rect.union(self.dice[-1].rect)
        bx, buttons_w = geo.buttons.x, geo.buttons.w
        # the buttons of the step on show, as tall as the column lets them be
        bgap = int(h * 0.01)
        if self.widgets and self.apply_button in self.widgets:
            column: list[Button] = [self.apply_button, self.pairing_button, self.order_button,
                                    *self.victim_buttons, self.undo_button]
            tall = normal = h * 0.068
        else:
            column = [self.reroll_button, self.stop_button, self.undo_button]
            tall, normal = h * 0.085, h * 0.065
        big = (self.reroll_button, self.stop_button)
        shown = [b for b in column if b.visible]
        need = sum(tall if b in big else normal for b in shown) + bgap * (len(shown) - 1)
        scale = min(1.0, geo.buttons.h / max(1.0, need))
        y = geo.buttons.y
        for button in column:
            bh = int((tall if button in big else normal) * scale)
            button.rect = pygame.Rect(bx, y, buttons_w, bh)
            if button.visible:
                y += bh + bgap

    # -- drawing ------------------------------------------------------------------------------
    def shown(self) -> Shown:
        """What to draw now: pile amounts, dice and whose they are (mid-animation, the story's)."""
        state = self.table
        tl, beat = self.timeline, self.beat
        if beat is not None:  # coins in the air have not landed yet; the dice of the last roll begun
            rolls = [b for b in tl.beats[:tl.beats.index(beat) + 1] if isinstance(b, Tumble)]
            bank, king, gold = piles(self.before[0], (b for b in tl.beats if tl.progress(b) == 1))
            return Shown(bank, king, gold, rolls[-1].faces if rolls else self.before[1], beat.seat)
        return Shown(state.bank, state.king_share, tuple(state.gold), state.faces, state.active)

    def draw_background(self, surface: pygame.Surface) -> None:
        """Nothing: the table (``draw_table``) covers the whole screen."""

    def draw_table(self, surface: pygame.Surface) -> None:
        """Everything but what moves (the base scene caches it with the buttons)."""
        state = self.table
        shown = self.shown()
        seat = shown.seat
        self.draw_panels(surface, None if state.is_over else seat)
        if state.is_over and self.timeline.done:
            turn = _("Game over")
        else:
            turn = _("{name}'s turn").format(name=self.name(seat))
        self.draw_banner(surface, self.geo.banner, turn, None if state.is_over else seat)
        self.draw_pile_box(surface, BANK, _("Bank"), shown.bank, seat)
        self.draw_pile_box(surface, KING, _("King's share"), shown.king, seat)
        for s in range(state.num_seats):
            self.draw_pile_box(surface, s, self.name(s), shown.gold[s], seat)
        self.draw_story(surface)
        self.draw_dice(surface, shown.faces)

    def draw_moving(self, surface: pygame.Surface) -> None:
        """Every frame, over the still table: the dice tumbling, the coins flying."""
        if self.rolling_effect() is not None:
            self.draw_dice_row(surface, self.shown().faces)
        self.draw_flight(surface)

    def rolling_effect(self) -> Tumble | None:
        """The dice tumbling now, if they are."""
        return self.timeline.current(Tumble)

    def draw_panels(self, surface: pygame.Surface, active_seat: int | None) -> None:
        """The background and the empty panels: the active player's purse stands out, and the
        tray is outlined in red while a bust is shown."""
        busting = self.timeline.current(Notice) is not None
        surface.fill(theme.BG)
        h = surface.get_height()
        for pile, box in self.geo.piles.items():
            active = isinstance(pile, int) and pile == active_seat
            draw.panel(surface, box, theme.PANEL_LIGHT if active else theme.PANEL, radius=0.1,
                       border=theme.ACCENT if active else None, width=theme.outline(h))
        draw.panel(surface, self.geo.story, theme.BG_DARK, radius=0.1)
        draw.panel(surface, self.geo.tray, theme.PANEL, radius=0.04,
                   border=theme.DANGER if busting else None, width=theme.outline(h) * 2)

    def draw_pile_box(self, surface: pygame.Surface, pile: Pile, title: str, amount: int,
                      seat: int) -> None:
        h = surface.get_height()
        box = self.geo.piles[pile]
        active = isinstance(pile, int) and pile == seat and not self.table.is_over
        px = theme.text_px(h, 0.03)
        pad = int(h * 0.01)
        head = pygame.Rect(box.x + pad, box.y + pad, box.w - 2 * pad, px + pad)
        if isinstance(pile, int):
            draw.player_tag(surface, self.identity(pile), title, (head.x, head.centery), px, theme.TEXT,
                            bold=active)
        else:
            draw.text_fit(surface, title, head, px, theme.TEXT_DIM, bold=True, valign="center")
        number_px = theme.text_px(h, 0.06 if box.h > h * 0.2 else 0.045)
        number = draw.text(surface, str(amount), (box.right - pad, box.bottom - pad), number_px, theme.ACCENT,
                           bold=True, anchor="bottomright")
        room = number.x - box.x - 3 * pad  # the chest or the crown never runs under the number
        icon_h = max(4, int(min(box.h - head.h - 3 * pad, box.w * 0.35, room / 1.2)))
        icon = pygame.Rect(box.x + pad * 2, box.bottom - pad - icon_h, int(icon_h * 1.2), icon_h)
        if pile == BANK:
            draw_chest(surface, icon)
        elif pile == KING:
            draw_crown(surface, icon.inflate(-icon.w * 0.15, -icon.h * 0.3))
        else:
            area = pygame.Rect(box.x + 2 * pad, head.bottom + pad, room, box.bottom - head.bottom - 2 * pad)
            stacks, r = purse_pile_shape(amount, area, h * 0.028)
            if r > 0:
                draw_pile(surface, (area.x + stacks * r * 1.08, area.bottom - r * 0.5), amount, r, stacks)
        delta = self.deltas.get(pile, 0)
        if delta and self.timeline.done:  # what the last action changed, with its sign
            draw.text(surface, f"{delta:+d}", (box.right - pad, head.bottom + pad), theme.text_px(h, 0.035),
                      theme.GOOD if delta > 0 else theme.DANGER, bold=True, anchor="topright")

    def told(self) -> list[Event]:
        """The events of the last action that may be told now: while the story animates, only
        those whose dice have landed or whose coins are flying (no spoilers)."""
        told = None if self.beat is None else self.beat.told
        events = self.story if told is None else self.story[:told]
        return [e for e in events if not isinstance(e, Stopped)]

    def draw_story(self, surface: pygame.Surface) -> None:
        """The middle strip: what the plan would do (while pairing), else what just happened."""
        h = surface.get_height()
        r = self.geo.story
        pad = int(h * 0.012)
        inner = r.inflate(-2 * pad, -pad)
        px = theme.text_px(h, 0.028)
        state = self.table
        bust = self.timeline.current(Notice)
        if bust is not None:
            draw.text_fit(surface, bust.text, inner, theme.text_px(h, 0.04), theme.DANGER, bold=True,
                          align="center", valign="center")
            return
        if state.phase == rules.RESOLVING and self.timeline.done and self.human_to_act() is not None:
            lines = [(_("If you apply this:"), theme.TEXT_DIM)]
            lines += [(line, theme.TEXT) for line in texts.plan_preview(state, self.plan, self.session.names)]
            if rules.settle(self.plan, state.active, state.bank, state.king_share, state.gold)[4]:
                lines[-1] = (lines[-1][0], theme.DANGER)  # the Bank emptied: the game would end here
        else:  # a bust in red; what the others did dimmed
            names = self.session.names
            told = self.told()
            seat = self.human_to_act()
            since = texts.since_told(self.since_last_action(seat), seat) if seat is not None and (
                state.phase == rules.ROLLING) else []  # a player coming back: the others' moves since
            lines = [(texts.describe(e, names), theme.DANGER if isinstance(e, Bust) else theme.TEXT_DIM)
                     for e in since or told]
            if since and seat is not None:  # titled as in every game; what has no row left is counted
                if len(lines) > 3:
                    lines = [*lines[:2], (_("and {count} more (L: log)").format(count=len(lines) - 2), theme.ACCENT)]
                lines = [(_("Since your last turn ({name})").format(name=self.name(seat)), theme.ACCENT), *lines]
        if self.rolling_effect() is not None:  # the faces are told once they land
            lines.append((self.rolling_text(), theme.TEXT))
        lines = lines[-4:]
        if not lines:
            return
        row = inner.h // len(lines)
        for i, (line, colour) in enumerate(lines):
            draw.text_fit(surface, line, pygame.Rect(inner.x, inner.y + i * row, inner.w, row), px, colour,
                          valign="center")

    def last_public_text(self) -> str:
        """The banner's second line: what the player to act may do. What happened is told once,
        in the story panel under the piles, never twice on screen (issue 16)."""
        if self.human_to_act() is None:
            return ""  # a computer plays, or an animation: the story panel tells it
        return texts.turn_hint(self.table)

    def rolling_text(self) -> str:
        roll = self.timeline.current(Tumble)
        assert roll is not None
        return texts.rolling_text(self.name(roll.seat), roll.rerolled)

    def draw_dice_row(self, surface: pygame.Surface, faces: tuple[int, ...]) -> None:
        """The five dice in their places: tumbling while they roll, picked ones lifted."""
        h = surface.get_height()
        size = self.geo.die_size
        focused = self.focused if self.app.keyboard_focus_visible else None
        rolling_effect = self.rolling_effect()
        small = theme.text_px(h, 0.026)
        for i, die in enumerate(self.dice):
            face = faces[i] if i < len(faces) else 1
            rect = die.rect
            if rolling_effect is not None and i in rolling_effect.rerolled:
                face, jump = tumble(face, i, self.frame)
                rect = rect.move(0, int(jump * size))
            lift = -int(size * 0.12) if i in self.picked else 0
            locked = face == CROSSED_BONES and self.timeline.done
            draw_face(surface, rect.move(0, lift), face, locked=locked, selected=i in self.picked,
                      focused=die is focused)
            draw.text(surface, str(i + 1), (rect.centerx, rect.y - int(h * 0.004) + lift - int(size * 0.07)),
                      small, theme.TEXT_DIM, anchor="midbottom")

    def draw_dice(self, surface: pygame.Surface, faces: tuple[int, ...]) -> None:
        """The tray: the dice (or the pairs), how many rerolls are left, and the keys."""
        h = surface.get_height()
        state = self.table
        rolling_effect = self.rolling_effect()
        small = theme.text_px(h, 0.026)
        top = self.dice[0].rect.bottom + int(h * 0.02)
        text_rect = pygame.Rect(self.geo.dice_area.x + int(h * 0.02), top, self.geo.dice_area.w - int(h * 0.03),
                                self.geo.dice_area.bottom - top - int(h * 0.01))
        big: tuple[str, theme.Colour] | None = None
        human = self.human_to_act() is not None
        coins = self.timeline.current(CoinMove)
        if state.phase == rules.RESOLVING and self.timeline.done and self.plan:
            self.draw_pairs(surface, faces)
            key = self.key_of
            keys = [(self.pairing_button, _("{key} another pairing").format(key=key(self.pairing_button))),
                    (self.order_button, _("{key} other order").format(key=key(self.order_button))),
                    (self.victim_buttons[0], _("{first} {second} whom the Skulls rob").format(
                        first=key(self.victim_buttons[0]), second=key(self.victim_buttons[1]))),
                    (self.undo_button, _("{key} undo").format(key=key(self.undo_button)))]
            # only the keys of the buttons on show, so the hint never offers what can't be done
            hint = _("Keys: {keys}, {apply} apply.").format(keys=", ".join(t for b, t in keys if b.visible),
                                                           apply=key(self.apply_button))
        elif coins is not None and coins.told is not None and coins.told <= len(self.applied_plan):
            # the events of a plan begin with its results, in order: this one's pair is filled in
            self.draw_pairs(surface, faces, self.applied_plan, coins.told - 1)
            hint = ""
        else:
            if rolling_effect is None:
                self.draw_dice_row(surface, faces)
            left = state.rerolls_left
            if state.is_over or not self.timeline.done:
                hint = ""
            elif left:
                big = (_("Rerolls left: {count}").format(count=left), theme.ACCENT)
                hint = _("Keys: 1-5 pick dice, {reroll} reroll, {stop} stop and apply, {undo} undo.").format(
                    reroll=self.key_of(self.reroll_button), stop=self.key_of(self.stop_button),
                    undo=self.key_of(self.undo_button))
            else:
                hint = _("No rerolls left.")
        if self.message and human:  # a refusal, in words, next to the dice it is about
            big = (self.message, theme.DANGER)
        if not human and not state.is_over and self.timeline.done:
            hint = self.elsewhere_text(state.active)
        if not self.timeline.done:
            hint = _("Enter or Space: skip the animation.")
        if big is not None:
            used = draw.text_fit(surface, big[0], text_rect, theme.text_px(h, 0.04), big[1], bold=True)
            text_rect = pygame.Rect(text_rect.x, text_rect.y + used + int(h * 0.01), text_rect.w,
                                    text_rect.h - used - int(h * 0.01))
        if hint and text_rect.h > 0:
            draw.text_fit(surface, hint, text_rect, small, theme.TEXT, valign="top" if big else "center")
        if self.timeline.current(Notice) is not None:  # the bust, large where the buttons stand
            draw.text_fit(surface, _("Turn lost!"), self.geo.buttons, theme.text_px(h, 0.07), theme.DANGER,
                          bold=True, align="center", valign="center")

    def draw_pairs(self, surface: pygame.Surface, faces: tuple[int, ...], plan: Plan | None = None,
                   playing: int | None = None) -> None:
        """The plan on show (or ``plan``, whose result ``playing`` has its coins flying) as
        linked dice in the tray; the focus ring when the pairs hold the focus."""
        h = surface.get_height()
        groups, rest = dice_groups(faces, self.plan if plan is None else plan)
        origin = (self.geo.dice_area.x + int(h * 0.02), self.dice[0].rect.y)
        drawn = draw_groups(surface, origin, self.geo.die_size, faces, groups, rest, playing)
        if plan is None and self.app.keyboard_focus_visible and self.focused is self.pairs_target:
            gap = int(self.geo.die_size * 0.12)
            pygame.draw.rect(surface, theme.FOCUS, drawn.inflate(gap, gap), max(3, self.geo.die_size // 16),
                             border_radius=int(self.geo.die_size * 0.25))

    def draw_flight(self, surface: pygame.Surface) -> None:
        """Coins flying from one pile to another, a few at a time."""
        e = self.timeline.current(CoinMove)
        if e is None:
            return
        piles = self.geo.piles
        draw_flying_coins(surface, piles[cast(Pile, e.source)].center, piles[cast(Pile, e.target)].center,
                          self.timeline.progress(e), e.amount)

    def end_lines(self) -> list[str]:
        return [_("The King's share: {gold} gold.").format(gold=self.table.king_share)]

