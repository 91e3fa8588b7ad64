"""The Corsaire table: the Bank's chest, the King's share, every purse, and the active
player's five dice; then the pairing of the results, explained in words before it applies.

Every rule question goes to the rules core: what may be done (``legal_actions``,
``legal_plans``), the proposed plan (``rules.proposed_plan``, ``rules.plan_worth``) and what a
plan would do (``texts.plan_preview``). The player's pending choice and its undo live in
``turn.py``, the animation script in ``story.py``, the drawing of the table in ``table.py`` and
how the pieces look in ``pieces.py``. This file turns clicks and keys into the turn's changes
and actions, and lays out and draws the table through ``table.py``.

Keys while rolling: 1-5 pick dice, R rerolls them, S stops and applies. While pairing:
P another pairing, O the other order, V and W change whom the first and second Skull rob,
A applies. U or Backspace takes back the last pending change (until R, S or A confirm it).
Tab and the arrows move the focus, Enter presses; L shows the log, F1 the rules. The focus
placed for the player rests on a die or a change of plan, never on Stop or Apply; during an
animation Enter, Space or a click only skip it (``playing``, ``playback.skip``).

Drawing: the base scene caches the still table (``draw_table`` and the buttons); tumbling dice
and flying coins are drawn over it every frame (``draw_moving``), and each new step of the
animation redraws the still table once (``still_changed``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from types import MappingProxyType
from typing import Any, cast

import pygame

from ludicitude.core.game import Action, GameState
from ludicitude.core.i18n import _
from ludicitude.core.throw import REST
from ludicitude.core.timeline import Notice, Tumble
from ludicitude.games.corsaire import rules, table, texts
from ludicitude.games.corsaire.end import CorsaireEnd
from ludicitude.games.corsaire.pieces import TableLayout, pile_title
from ludicitude.games.corsaire.rules import CROSSED_BONES, Reroll, Resolve, StopRolling
from ludicitude.games.corsaire.story import BANK, KING, Pile, changes, story
from ludicitude.games.corsaire.turn import Plan, Turn, may_show
from ludicitude.ui.frame import Frame
from ludicitude.ui.game_scene import GameScene as BaseGameScene
from ludicitude.ui.game_scene import digit_keys
from ludicitude.ui.refusal_sign import RefusalSign, SignsRefusals
from ludicitude.ui.selector import Selector
from ludicitude.ui.session import GameSession
from ludicitude.ui.widgets import Target, Widget

DIGIT_KEYS = digit_keys(rules.DICE_COUNT)


class DieButton(Target):
    """One of the five dice: pressing it picks or unpicks it for the reroll (drawn with the table,
    ``table.draw_dice_row``)."""

    def __init__(self, scene: GameScene, index: int) -> None:
        super().__init__(index, scene.toggle_die)
        self.index = index


class PairsTarget(Target):
    """The pairs on show while pairing: somewhere harmless for the focus to rest. Enter tries
    another pairing (as P does); a click only puts the focus there: the dice say nothing else."""

    def click(self, pos: tuple[int, int]) -> None:
        pass


class GameScene(SignsRefusals, BaseGameScene[rules.State]):
    """The Corsaire screen (hot seat: nothing is secret, the banner names whose turn it is).

    Until a choice is confirmed (R rerolls, S stops, A applies) the player may change their
    mind: pick and unpick dice, try other pairings, orders and victims, and U (or Backspace,
    or the Undo button) takes back the last of these changes. A confirmed action is final.
    """

    state_type = rules.State
    still_while_playing = True  # tumbling dice and flying coins are drawn in draw_moving
    moving_beyond_areas = True  # a landed die is drawn again where the window holds it (``moving_areas``)

    def __init__(self, app: Any, session: GameSession) -> None:
        super().__init__(app, session)
        self.turn = Turn()
        # the events of the last action, told in the middle panel (on resuming: the latest ones)
        self.story = list(session.state.events[-3:])
        self.deltas: dict[Pile, int] = {}  # what the last action changed in each pile
        self.applied_plan: Plan = ()  # the pairs whose coins are flying
        self.dice = [DieButton(self, i) for i in range(rules.DICE_COUNT)]
        # the keys, declared once (ui/bindings.py): a person's, while they roll or pair the dice
        rolling, pairing = self._here(rules.ROLLING), self._here(rules.RESOLVING)
        self.bind(tuple(DIGIT_KEYS), lambda k: self.toggle_die(DIGIT_KEYS[k]), per_key=True, when=rolling)
        # the turn's main step in gold ("main", docs/ui-guide.md; costly, so never Enter's yellow):
        # Reroll once dice are picked for it, else Stop; Apply while pairing
        self.reroll_button = self.button((pygame.K_r,), lambda: self.confirm(Reroll(tuple(sorted(self.picked)))),
                                         lambda: _("Reroll the picked dice"), when=rolling, costly=True,
                                         why=lambda: self.refusal(Reroll(tuple(sorted(self.picked)))),
                                         style=lambda: "main" if self.rerolling() else "normal")
        self.stop_button = self.button((pygame.K_s,), lambda: self.confirm(StopRolling()),
                                       lambda: _("Stop and apply"), when=rolling, costly=True,
                                       style=lambda: "normal" if self.rerolling() else "main")
        self.apply_button = self.button((pygame.K_a,), lambda: self.confirm(Resolve(self.plan)), lambda: _("Apply"),
                                        when=pairing, costly=True, style="main")
        self.pairing_button = self.button((pygame.K_p,), self.next_pairing, lambda: _("Another pairing"),
                                          when=pairing)
        self.order_button = self.button((pygame.K_o,), partial(self.change_plan, self.turn.swap_order),
                                        lambda: _("Other order"), when=pairing)
        # O while the order changes nothing (its button not drawn): says so, as the turn refuses it
        self.bind((pygame.K_o,), partial(self.change_plan, self.turn.swap_order), when=pairing)
        # whom each Skull robs: a choice between players, drawn as a selector (ui/selector.py), its key V or W
        self.victim_buttons = [Selector(partial(self.victim_caption, i), partial(self.victim_name, i),
                                        partial(self.next_victim, i),
                                        self.bind((key,), partial(self.next_victim, i, 1), when=pairing))
                               for i, key in enumerate((pygame.K_v, pygame.K_w))]
        self.undo_button = self.button((pygame.K_u, pygame.K_BACKSPACE), self.undo, lambda: _("Undo"),
                                       when=self._here(None))
        # U with nothing to take back (its button not drawn): says that what is confirmed stays
        self.bind((pygame.K_u, pygame.K_BACKSPACE), self.undo, when=self._here(None))
        self.pairs_target = PairsTarget("pairs", lambda _piece: self.next_pairing(explain=True))
        self._step: tuple[Any, ...] = ()  # a new step (an action, an animation's end) resets the focus
        self._geo: TableLayout | None = None  # made on the first drawing, at the window's size
        self.legend_room: pygame.Rect | None = None  # under the rolling buttons (``layout``)
        self._moving_frame: Frame | None = None  # the frame ``moving_areas`` was asked for, drawn next
        self.sign = RefusalSign(self)  # a refusal's short sign in the tray, its words in the banner
        self._resting: frozenset[int] = frozenset()  # the thrown dice at rest in it (``moving_areas``)
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

    def rerolling(self) -> bool:
        """A reroll is what the player is set on: dice picked for it, and a reroll left."""
        return bool(self.picked) and self.table.rerolls_left > 0

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

    def harmless_focus(self) -> Widget | None:
        """Where the focus rests for the player: the first die that may be picked, or a change of
        plan. Never Stop or Apply: Enter must not decide."""
        faces = self.table.faces
        free = [d for d in self.dice if d.index < len(faces) and faces[d.index] != CROSSED_BONES]
        return next((w for w in (*free[:1], self.pairing_button, self.victim_buttons[0], self.order_button,
                                 self.pairs_target, *self.dice[:1]) if w in self.focusables()), None)

    def keep_focus(self, widget: Widget | None) -> None:
        """Focus ``widget`` if it may still be pressed, else somewhere harmless."""
        place = widget if widget is not None and widget in self.focusables() else self.harmless_focus()
        if place is not None:
            self.set_focus(place)

    def input_owner(self) -> object:
        # the next player's screen is theirs once the animation is over, not when it starts
        return super().input_owner(), self.human_to_act()

    def undo(self) -> None:
        """Take back the last pending change (``Turn.undo``); confirmed actions stay."""
        if self.human_to_act() is None:
            return
        refusal = self.turn.undo()
        if refusal is not None:
            self.say(refusal)
            return
        self.message = ""
        self.refresh()

    def toggle_die(self, index: int) -> None:
        state = self.table
        if self.human_to_act() is None or state.phase != rules.ROLLING:
            return
        before = self.focused
        refusal = self.turn.toggle_die(state, index)
        self.say(refusal or "")
        if refusal is None:
            self.sync_undo()
            self.keep_focus(before)  # Reroll turning off never hands the focus on to Stop
        self.app.dirty = True

    def confirm(self, action: Action) -> None:
        """R, S or A: play the player's choice (final); a refusal is told in words."""
        seat = self.human_to_act()
        if seat is not None and self.act(seat, action):
            self.refresh()

    def change_plan(self, change: Callable[[rules.State], str | None]) -> None:
        """Apply a pending change of plan (``Turn``) for the player to act, and show it; a
        refusal is told in words."""
        state = self.table
        if self.human_to_act() is None or state.phase != rules.RESOLVING:
            return
        plan = self.turn.plan
        refusal = change(state)
        if refusal is not None:
            self.say(refusal)
        elif self.turn.plan != plan:
            self.message = ""
            self.refresh()

    def next_pairing(self, explain: bool = False) -> None:
        """The next way of pairing the dice, with its best order and victims; with ``explain``
        (Enter on the pairs), say so when there is none."""
        if explain or self.turn.has_other_pairings(self.table):
            self.change_plan(self.turn.next_pairing)

    def next_victim(self, skull: int, delta: int) -> None:
        """The ``skull``-th Skull robs the next player round the table (``delta`` -1: the one before)."""
        self.change_plan(partial(self.turn.next_victim, skull=skull, delta=delta))

    def _robbing(self, skull: int) -> Any:
        entries = self.turn.robbing_steps()
        return entries[skull] if skull < len(entries) else None

    def victim_caption(self, skull: int) -> str:
        """The selector's caption: which Skull robs ("Skull + 3 robs"; "" with none)."""
        step = self._robbing(skull)
        return texts.victim_caption(step) if step is not None else ""

    def victim_name(self, skull: int) -> str:
        """Whom the ``skull``-th Skull robs now ("" with none)."""
        step = self._robbing(skull)
        return self.name(step.victim) if step is not None and step.victim is not None else ""

    def refusal(self, action: Action) -> str | None:
        """The rules' words for why the player to act may not play ``action`` now (a greyed button's key)."""
        seat = self.human_to_act()
        return None if seat is None else self.state.refusal(seat, action)

    def _here(self, phase: str | None) -> Callable[[], bool]:
        """When a key acts: a person plays here, in ``phase`` (None: in either)."""
        return lambda: self.human_to_act() is not None and phase in (None, self.table.phase)

    def on_applied(self, before: GameState, after: GameState, seat: int, action: Action) -> None:
        new = self.events_since(before, after)
        self.story = new
        self.applied_plan = action.plan if isinstance(action, Resolve) else ()
        assert isinstance(before, rules.State) and isinstance(after, rules.State)
        self.deltas = changes(before, after)
        self.play(story(before, after, new, self.session.told_names))
        self.turn.clear()  # a confirmed action is final
        self.refresh()

    def on_moved_elsewhere(self, before: GameState) -> None:
        self.turn.clear()  # the plan was for dice no longer on the table
        self.refresh()

    def on_timeline(self) -> None:
        if self.timeline.done:  # the story is over: the table as it is (the base shows the ranking)
            self.refresh()

    # -- layout -------------------------------------------------------------------------------
    @property
    def geo(self) -> TableLayout:
        """The table's layout at the window's size (made on the first drawing)."""
        assert self._geo is not None, "not laid out yet"
        return self._geo

    def layout(self, rect: pygame.Rect) -> None:
        geo = self._geo = TableLayout.fit(rect, self.state.num_seats, self.session.names)
        h = rect.h
        for die, place in zip(self.dice, geo.dice, strict=True):
            die.rect = place.copy()
        self.pairs_target.rect = self.dice[0].rect.union(self.dice[-1].rect)
        # the buttons of the step on show, as tall as the column lets them be
        # one column of equal buttons in one type, evenly spaced; a selector is one of them where
        # its caption and the longest name fit side by side (else it stands taller, its caption
        # over its value, and the buttons stay equal among themselves)
        names = [self.name(s) for s in range(self.state.num_seats)]
        captions = [_("Skull + {coin} robs").format(coin=6), _("Five Skulls rob")]  # the widest it may say
        for selector in self.victim_buttons:
            selector.one_line = selector.fits_one_line(h, geo.buttons.w, captions, names)
        gap = int(h * 0.01)
        if self.widgets and self.apply_button in self.widgets:
            # sized for the controls this throw may show alone (``may_show``): the column's room
            # goes to them, not to a place kept for a control that cannot come (issue 37, F16)
            pairings, order, skulls = may_show(self.table)
            column = [self.apply_button, *([self.pairing_button] if pairings else []),
                      *([self.order_button] if order else []), *self.victim_buttons[:skulls], self.undo_button]
            for never in {self.pairing_button, self.order_button, *self.victim_buttons} - set(column):
                never.rect = pygame.Rect(geo.buttons.topleft, (geo.buttons.w, 0))
            normal = h * 0.068
        else:
            column = [self.reroll_button, self.stop_button, self.undo_button]
            normal = h * 0.08  # the faces' reminder whole under them, with four story lines above
        heights = [normal * 1.45 if b in self.victim_buttons and not b.one_line else normal for b in column]
        if self.apply_button in column and len(column) > 1:  # spread down the tray where there is room
            gap = max(gap, min(int(h * 0.02), int(geo.buttons.h - sum(heights)) // (len(column) - 1)))
        # what their words need (a selector: its caption over its value), a button a comfortable target
        # a button at least 0.056 of the height (a target to read and hit from across a room) where
        # the column holds it, else a little less, the selectors' words always whole
        for share in (0.056, 0.053, 0.05):
            least = [b.least_height(h) if b in self.victim_buttons and not b.one_line
                     else max(b.least_height(h), h * share) for b in column]
            if sum(least) + int(h * 0.005) * (len(column) - 1) <= geo.buttons.h:
                break
        places = table.stack_buttons(geo.buttons, heights, [b.visible for b in column], gap, least)
        for button, place in zip(column, places, strict=True):
            button.rect = place
        # under the rolling column (Undo's place kept, shown or not), the faces' reminder
        below = places[-1].bottom + int(h * 0.02)
        self.legend_room = (None if self.apply_button in column
                            else pygame.Rect(geo.buttons.x, below, geo.buttons.w, geo.buttons.bottom - below))

    # -- drawing ------------------------------------------------------------------------------
    def frame_own(self) -> table.CorsaireView:
        """Corsaire's part of the frame: the person to act, the turn as it stands, the keys."""
        human = self.human_to_act()
        key = self.key_of
        # while rolling only: pairing, every key is on its button ("Apply (A)", "… robs (V)")
        keys = table.Keys(key(self.undo_button), key(self.reroll_button), key(self.stop_button))
        focused = self.focus_shown
        return table.CorsaireView(
            human, self.plan, self.applied_plan, focused is not None and focused is self.pairs_target,
            self.picked, tuple(d.rect.copy() for d in self.dice),
            next((d.index for d in self.dice if d is focused), None), MappingProxyType(dict(self.deltas)),
            tuple(self.story), keys,
            self.legend_room, self.sign.on())

    def draw_table(self, surface: pygame.Surface, frame: Frame) -> None:
        """Everything but what moves (the base scene caches it with the buttons)."""
        view: table.CorsaireView = frame.own
        state, geo = frame.now, frame.layout
        shown = table.shown(frame)
        seat, over = shown.seat, state.is_over
        notice = frame.current(Notice)
        table.draw_panels(surface, geo, None if over else seat, notice is not None)
        turn = _("Game over") if over and frame.settled else _("{name}'s turn").format(name=frame.name(seat))
        self.draw_banner(surface, geo.banner, turn, None if over else seat)
        boxes: list[tuple[Pile, str, int]] = [(BANK, pile_title(BANK), shown.bank),
                                              (KING, pile_title(KING), shown.king)]
        for pile, title, amount in boxes + [(s, frame.name(s), shown.gold[s]) for s in range(state.num_seats)]:
            table.draw_pile_box(surface, geo, pile, title, amount,
                                identity=frame.identity(pile) if isinstance(pile, int) else None,
                                active=isinstance(pile, int) and pile == seat and not over,
                                delta=view.deltas.get(pile, 0) if frame.settled else 0)
        human = view.human
        rolling = frame.current(Tumble)
        table.draw_story(surface, geo.story, None if notice is None else cast(Notice, notice.beat).text,
                         table.story_lines(
            state, frame.told_names,
            preview=view.plan if state.phase == rules.RESOLVING and frame.settled and human is not None else None,
            told=table.told(view.story, table.beat_now(frame)),
            since=texts.since_told(self.since_last_action(human), human) if human is not None and (
                state.phase == rules.ROLLING) else [],  # a player coming back: the others' moves since
            seat_name=None if human is None else frame.name(human),
            rolling=None if rolling is None else texts.rolling_text(frame.name(rolling.beat.seat),
                                                                    cast(Tumble, rolling.beat).rerolled)))
        table.draw_tray(surface, frame, shown.faces)

    def moving_areas(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Where ``draw_moving`` draws this frame (``table.moving_areas``, ``ui/still_picture.py``):
        a die that lay at rest at the last frame drawn and lies so now is left out (the window
        holds it: ``moving_beyond_areas``)."""
        frame = self._moving_frame = self.shown_frame(surface)  # the frame drawn next
        throw = self.throw(len(self.dice)) if frame.current(Tumble) is not None else None
        resting = frozenset() if throw is None else frozenset(
            i for i in range(len(self.dice)) if throw.pose(i) == REST)
        kept, self._resting = resting & self._resting, resting
        return table.moving_areas(surface, self.geo, frame, table.shown(frame), [d.rect for d in self.dice], throw,
                                  self.geo.tray.inflate(-2, -2), kept)

    def draw_moving(self, surface: pygame.Surface) -> None:
        """Every frame, over the still table: the dice tumbling, the coins flying."""
        frame, self._moving_frame = self._moving_frame or self.shown_frame(surface), None
        shown = table.shown(frame)
        if frame.current(Tumble) is not None:
            self.draw_dice_row(surface, shown.faces)
        table.draw_flight(surface, self.geo, frame, shown)

    def draw_dice_row(self, surface: pygame.Surface, faces: tuple[int, ...]) -> None:
        """The five dice in their places: tumbling while they roll, picked ones lifted."""
        focused = self.focus_shown
        table.draw_dice_row(surface, [d.rect for d in self.dice], self.geo.die_size, faces, self.picked,
                            throw=self.throw(len(self.dice)), settled=self.timeline.done,
                            focused=next((d.index for d in self.dice if d is focused), None),
                            within=self.geo.tray.inflate(-2, -2))

    def last_public_text(self) -> str:
        """The banner's second line: what the player to act may do. What happened is told once,
        in the story panel under the piles, never twice on screen (issue 16). While the dice roll or
        a bust is shown: how to skip it; while a computer or a phone plays, who is playing (the
        banner's line is never a bare black strip, nor what the table has not shown yet). A
        replay draws this screen off the stack, nobody playing: it says what just happened."""
        if not self.timeline.done:
            return _("Enter or Space: skip the animation.")
        if self.human_to_act() is None:
            live = self in self.app.stack.scenes and not self.table.is_over
            return self.elsewhere_text(self.table.active) if live else ""
        return texts.turn_hint(self.table)

    def end_screen(self) -> CorsaireEnd:
        return CorsaireEnd(self.app, self.session, self.end_lines(), self.end_marks())

    def end_lines(self) -> list[str]:
        return [_("The King's share: {gold} gold.").format(gold=self.table.king_share)]

