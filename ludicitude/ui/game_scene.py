"""What every game screen shares: acting through the session, computer players' pacing,
the "whose turn / what just happened" banner, the log panel (L), the hand-over curtain,
leaving (Esc) and the end screen with "play again".

A game's ``scene.py`` subclasses ``GameScene`` and draws its own table in ``draw_table``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

import pygame

from ludicitude.core.errors import IllegalAction
from ludicitude.core.game import Action, Event, GameState
from ludicitude.core.i18n import _, language
from ludicitude.ui import draw, log_panel, theme
from ludicitude.ui.coach import COACH_KEY, Coach
from ludicitude.ui.phone_seats import PhoneSeats
from ludicitude.ui.scene import INPUT_GRACE, Scene
from ludicitude.ui.end_screen import EndScreen as EndScreen  # the games' end screens build on it
from ludicitude.ui.session import GameSession
from ludicitude.ui.thinking import Thinker
from ludicitude.ui.transitions import HandOverCurtain
from ludicitude.ui.widgets import WidgetScene

if TYPE_CHECKING:
    from ludicitude.ui.host import Host
    from ludicitude.ui.overlay import GameOverlay

BOT_DELAY = 0.7  # seconds between two computer actions at normal speed: people can follow
#: keys that only open or close something over the table (rules, log, phones, leave): never held
VIEW_KEYS = (pygame.K_ESCAPE, pygame.K_F1, pygame.K_F2, pygame.K_l)
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


S = TypeVar("S", bound=GameState)
_UNSEEN = object()  # no owner seen yet
VEIL_ALPHA = 160  # how much a dialog over the table darkens it


def digit_keys(count: int, first: int = 0) -> dict[int, int]:
    """Keys 1 to ``count``, on the top row and the keypad, as the values ``first`` onwards
    (the dice of a tray, the faces of a die)."""
    keys = {getattr(pygame, f"K_{i}"): first + i - 1 for i in range(1, count + 1)}
    keys.update({getattr(pygame, f"K_KP{i}"): first + i - 1 for i in range(1, count + 1)})
    return keys
ACTING_INPUT = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.TEXTINPUT)


class GameScene(PhoneSeats, WidgetScene, Generic[S]):
    """Base of the four game screens, typed by the game's ``State`` (``GameScene[rules.State]``,
    with ``state_type = rules.State``). Override ``layout``, ``draw_table`` and, where useful,
    ``on_applied`` (start an animation for what just happened) and ``busy`` (True while an
    animation must finish before the next computer action)."""

    #: the game's State class: ``table`` is checked to be one
    state_type: type = GameState
    #: True when the game draws what its animations move in ``draw_moving``, so the still
    #: picture stays cached while they play; False: it is redrawn every frame of an animation
    still_while_playing = False
    log_box: pygame.Rect  # where the log (L) was last drawn

    def __init__(self, app: Host, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        self._public: tuple[GameState, GameState] | None = None
        self.message = ""  # why the last attempt was refused, or what to do
        self.show_log = False
        self.bot_timer = 0.0
        self.thinker = Thinker(wait=app.think_wait)  # a computer's decision, off the frame loop
        self.end_shown = False
        self.end_pending = False  # the game is over, but the end screen waits: see holds_end
        self.demo = False  # played by computers under the demo caption
        self.texts = session.game.texts()
        self._still: pygame.Surface | None = None  # the cached still picture (see draw)
        self._still_seen: object = None
        self._still_version = 0
        self._phone_statuses: tuple[str, ...] = ()  # as last told, see tell_phones
        self._veil: pygame.Surface | None = None
        self._still_state: GameState | None = None
        self.input_open_at = 0.0  # app clock time from which input may act (see INPUT_GRACE)
        #: seat -> how many public events there were just after that seat last acted here
        self.acted_at: dict[int, int] = {}
        self._input_owner: object = _UNSEEN
        self._opened_by_owner = False  # a curtain's player has just opened their screen (hand_over)
        #: the dialogs this screen has open over its table (ui/overlay.py), bottom to top
        self.overlays: list[GameOverlay] = []
        self._known = session.state  # the state this screen last took in (see catch_up)
        self.coach = Coach(self)  # K: what the expert would play here (ui/coach.py)
        self.banner_rect = pygame.Rect(0, 0, 0, 0)  # the top strip, as last drawn (the coach goes under it)

    # -- state access ----------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.session.state

    @property
    def public(self) -> GameState:
        """What the table may see: draw every shared screen from this only.
        Made once per state: a frame reads it many times."""
        state = self.session.state
        cached = self._public
        if cached is None or cached[0] is not state:
            cached = self._public = (state, state.view(None))
        return cached[1]

    @property
    def table(self) -> S:
        """``public`` as the game's own State, for the screen to read its game's fields."""
        view = self.public
        assert isinstance(view, self.state_type)
        return cast(S, view)

    def name(self, seat: int) -> str:
        return self.session.names[seat]

    def identity(self, seat: int) -> theme.Identity:
        return self.session.identities[seat]

    # -- acting ----------------------------------------------------------------------------
    def act(self, seat: int, action: Action) -> bool:
        """Apply an action through the rules; a refusal is shown in words and changes nothing."""
        error = self.apply_action(seat, action)
        if error is not None:
            self.message = error
            self.app.dirty = True
        return error is None

    def apply_action(self, seat: int, action: Action) -> str | None:
        """Play ``action`` for ``seat`` through the session (so through ``state.apply``), as a
        click, a computer or a phone does: None, or the refusal in words (nothing changed)."""
        before = self.state
        try:
            self.session.apply(seat, action)
        except IllegalAction as exc:
            return str(exc)
        self._applied(before, seat, action)
        return None

    def act_shared(self, choices: Mapping[int, Action], then: Action | None = None) -> bool:
        """Close the state's shared step (core ``SharedStep``) with every seat's pencilled choice,
        then play ``then`` for the closer if given (one input: Done and the next move, one story);
        a refusal is shown in words and changes nothing."""
        before = self.state
        step = before.shared_step()
        closer = -1 if step is None else step.closer
        try:
            if then is not None:
                before.close_shared(choices).apply(closer, then)  # tried on copies: all or nothing
            self.session.close_shared(choices)
        except IllegalAction as exc:
            self.message = str(exc)
            self.app.dirty = True
            return False
        if then is not None:
            self.session.apply(closer, then)
        self._applied(before, closer, dict(choices) if then is None else then)
        return True

    def _applied(self, before: GameState, seat: int, action: Action) -> None:
        self._known = self.state
        self.message = ""
        self.acted_at[seat] = len(self.public.events)
        self.on_applied(before, self.state, seat, action)
        self.watch_input()  # the screen may have changed hands: hold input from this moment
        self.app.dirty = True
        if self.state.is_over and not self.end_shown:
            self.end_shown = True
            self.on_game_over()

    def on_applied(self, before: GameState, after: GameState, seat: int, action: Action) -> None:
        """Hook: start animations or curtains for what just happened."""

    def on_game_over(self) -> None:
        """The game has just ended: the end screen comes now, or once what ``holds_end`` says is
        still to be seen (a reveal, a round's scoring, coins in the air) is done."""
        if self.holds_end():
            self.end_pending = True
            self.app.dirty = True
        else:
            self.show_end()

    def holds_end(self) -> bool:
        """Hook: True while something the players must see before the ranking is on screen; the
        game then calls ``release_end`` when it is done."""
        return False

    def release_end(self) -> None:
        """What held the end screen is done: show it now if the game ended meanwhile."""
        if self.end_pending:
            self.end_pending = False
            self.show_end()

    def show_end(self) -> None:
        """Push the end screen (a game may push its own); none in the demo, which goes on."""
        if not self.demo:
            self.app.stack.open(EndScreen(self.app, self.session, self.end_lines(), self.end_marks()))

    def end_lines(self) -> list[str]:
        """Extra lines for the end screen (e.g. the King's share)."""
        return []

    def end_marks(self) -> dict[int, str]:
        """A word beside some players in the final ranking (e.g. "out" for a player eliminated)."""
        return {}

    def busy(self) -> bool:
        """True while an animation should finish before a computer player acts."""
        return False

    def bot_seat(self) -> int | None:
        """The computer seat that should act now, if any."""
        if self.state.is_over or self.state.shared_step() is not None:
            return None  # in a shared step the game's scene pencils the computers' choices in
        for seat in self.state.to_act:
            if self.session.is_bot(seat):
                return seat
        return None

    @property
    def animating(self) -> bool:
        return self.busy() or self.bot_seat() is not None or self.coach.thinking

    def coach_seat(self) -> int | None:
        """Hook: the seat the coach (K) may advise now: the person to act here (never a computer's
        or a phone's seat), on this screen's own move; never in the demo or a replay."""
        return None if self.demo or not self.is_active() else self.human_to_act()

    def is_active(self) -> bool:
        """True when no other screen (a dialog, the curtain, the rules) is over this one."""
        for scene in reversed(self.app.stack.scenes):
            if scene is self:
                return True
            if not getattr(scene, "passive", False):
                return False
        return False

    def catch_up(self) -> None:
        """Moves that reached the session past this screen (``GameSession.apply`` called by
        another route): take the new state in before anything is drawn from it."""
        before, self._known = self._known, self.state
        self.message = ""
        self.on_moved_elsewhere(before)
        self.watch_input()
        self.app.dirty = True
        if self.state.is_over and not self.end_shown:
            self.end_shown = True
            self.on_game_over()

    def on_moved_elsewhere(self, before: GameState) -> None:
        """Hook: the state changed from ``before`` without this screen's ``act``; drop whatever
        was pending for the old state (a pencilled choice, a plan) and show the new one."""

    def update(self, dt: float) -> None:
        if self.session.state is not self._known:
            self.catch_up()
        self.watch_input(dt)
        self.coach.update()
        hub = self.phones()
        if hub is not None:
            if hub.poll(self):
                self.app.dirty = True
            statuses = hub.statuses()  # also what changed while another screen was on top
            if statuses != self._phone_statuses:
                self.tell_phones(statuses)
        if not self.is_active() or self.busy():
            return
        seat = self.bot_seat()
        if seat is None:
            self.bot_timer = 0.0
            self.thinker.drop()
            return
        # it thinks on the worker while its move waits its time on screen; both done, the move lands
        key = (self.state, seat)
        self.thinker.ask(key, lambda: self.decision(seat))
        self.bot_timer += dt
        if self.bot_timer >= BOT_DELAY * self.app.animation_factor:
            done, result = self.thinker.ready(key)
            if done:
                self.bot_timer = 0.0
                self.act_decision(seat, result)

    def decision(self, seat: int) -> Callable[[], Any]:
        """``seat``'s computer player's work for the worker thread, on a copy: the seat's view."""
        bot, view = self.session.bots[seat], self.state.view(seat)
        return lambda: bot.choose(view, seat)

    def act_decision(self, seat: int, result: Any) -> None:
        """Apply what ``decision`` worked out, in the loop at the position it was asked for: an action
        of ``seat``, or in a shared step every computer's choice at once (seat -> action): it closes."""
        shared = isinstance(result, Mapping) and self.state.shared_step() is not None
        self.act_shared(result) if shared else self.act(seat, result)

    def hand_over(self, seat: int, purpose: str, show: Any) -> None:
        """Cover the screen and wait for ``seat``'s player; then ``show()`` their private screen.
        That player has just asked for it ("I am Ana, show me"): the screen is theirs at once, no
        grace holds their keys (the curtain's own grace kept off the keys meant for the last one)."""

        def opened() -> None:
            show()
            self._input_owner = self.input_owner()  # the owner opened it: not a change of hands
            self.input_open_at = min(self.input_open_at, self.app.now())
            self._opened_by_owner = True  # the curtain going (``resume``) holds nothing either
            self.forget_pointer()

        self.app.stack.open(HandOverCurtain(self.app, self.name(seat), self.identity(seat), opened,
                                            purpose=purpose))

    # -- input -----------------------------------------------------------------------------
    def human_to_act(self) -> int | None:
        """The seat whose player may use the mouse and keys now: the first seat to act, if a
        person plays it here (not a computer, not from a phone), while nothing plays
        (``playing``) or waits to be read (``showing``)."""
        state = self.state
        if state.is_over or self.playing() or self.showing():
            return None
        seat = state.to_act[0]
        return None if self.session.is_bot(seat) or self.on_phone(seat) else seat

    def showing(self) -> bool:
        """Hook: True while something on show waits for a person before the game goes on (a
        round's summary)."""
        return False

    def veil(self, surface: pygame.Surface) -> pygame.Surface:
        """A dark veil the size of ``surface``, to lay under a dialog over the table."""
        veil = self._veil
        if veil is None or veil.get_size() != surface.get_size():
            veil = self._veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            veil.fill((0, 0, 0, VEIL_ALPHA))
        return veil

    def input_owner(self) -> object:
        """Who the screen's input acts for now (hook): by default the people expected to act.
        When it changes, input waits ``INPUT_GRACE`` so that nobody acts for the next person."""
        state = self.session.state
        if state.is_over:
            return ()
        return tuple(s for s in state.to_act if not self.session.is_bot(s))

    def playing(self) -> bool:
        """Hook: True while an animation plays that input may only skip (dice, coins, a reveal)."""
        return False

    def skip_animation(self) -> None:
        """Hook: jump to the end of the animation on show (its settled picture)."""

    def watch_input(self, dt: float = 0.0) -> None:
        """Hold input back while an animation plays, and for a moment after it ends or after the
        screen changes hands."""
        now = self.app.now()
        owner = self.input_owner()
        if owner != self._input_owner:
            first = self._input_owner is _UNSEEN
            self._input_owner = owner
            self.hold_input(now)
            if not first:
                self.forget_pointer()  # the last person's pointer hovers nothing for the next
                self.on_new_owner()
            elif not self.focus_moved:
                self.on_new_owner()  # a screen opening (a game resumed) starts its focus by the same rule
        elif self.playing():
            self.hold_input(now)

    def hold_input(self, now: float | None = None) -> None:
        """Input that arrives in the next ``INPUT_GRACE`` seconds does not act."""
        now = self.app.now() if now is None else now
        self.input_open_at = max(self.input_open_at, now + INPUT_GRACE)

    def on_new_owner(self) -> None:
        """Hook: the screen has changed hands; the focus starts on the primary button, else
        somewhere harmless (``start_focus``: Enter must not decide for whoever comes next)."""
        self.start_focus()

    def input_held(self, event: pygame.event.Event) -> bool:
        """True if ``event`` must not act now. During an animation Enter, Space or a click only
        skip it; right after it, or after the screen changed hands, input is dropped."""
        if event.type not in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.TEXTINPUT):
            return False  # the pointer moving, a key let go
        if event.type == pygame.KEYDOWN and event.key in VIEW_KEYS:
            return False
        self.watch_input()
        if self.playing():
            if (event.type == pygame.KEYDOWN and event.key in ENTER_KEYS) or (
                    event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
                self.skip_animation()
                self.hold_input()
                self.app.dirty = True
            return True
        return self.app.now() < self.input_open_at

    def open_overlay(self, overlay: GameOverlay) -> None:
        """Open a dialog over this table (a reveal, a round's summary): on the stack just above
        this screen (or its last dialog), beneath whatever covers it (the demo's caption, a
        curtain); on a screen not on the stack yet, once it enters."""
        below = self.overlays[-1] if self.overlays else self
        self.overlays.append(overlay)
        if below in self.app.stack.scenes:
            self.app.stack.insert_above(below, overlay)
        self.app.dirty = True

    def enter(self) -> None:
        super().enter()
        below: Scene = self
        for overlay in self.overlays:  # opened before this screen was on the stack (a screenshot)
            if overlay not in self.app.stack.scenes:
                self.app.stack.insert_above(below, overlay)
            below = overlay

    def leave(self) -> None:
        for overlay in list(reversed(self.overlays)):  # its dialogs go with it (the demo's next game)
            self.app.stack.remove(overlay)
        self.overlays.clear()
        self.thinker.drop()  # a closed screen applies nothing its computers were working out
        self.coach.hide()
        if self.phones() is not None:
            self.app.close_phones()  # the server listens only while its game is open
        super().leave()

    def resume(self) -> None:
        # what was over the table (a curtain, a dialog) has just gone: the key that closed it
        # must not act on the screen it uncovers; but a curtain its player opened ("show me")
        # uncovers their own screen, where their next keys act (``hand_over``)
        super().resume()
        if not self._opened_by_owner:
            self.hold_input()
        self._opened_by_owner = False
        self.app.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.show_log:
            self.show_log = False  # Esc closes the topmost thing first: the log is over the table
            self.app.dirty = True
            return
        if self.input_held(event):
            return
        chip = self.coach.chip
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and chip and chip.collidepoint(event.pos):
            self.coach.toggle()  # the banner's "Advice (K)"
            return
        super().handle(event)
        if event.type in ACTING_INPUT and not (event.type == pygame.KEYDOWN and event.key == pygame.K_l):
            # a key or a click may have changed what is pencilled in; not L: the log is drawn
            # over the still picture, which stays as it was
            self._still_version += 1

    def back(self) -> None:
        """Esc: a private screen closes first, back to its player's curtain (never a dialog over a
        secret); else the question before leaving."""
        if not self.close_private():
            self.app.stack.ask_leave_game()

    def close_private(self) -> bool:
        """Hook: close the private screen open now, if any, dropping its unconfirmed choice, back
        to its player's curtain; True if there was one."""
        return False

    def key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_F2 and self.phones() is not None:
            from ludicitude.ui.phones_lobby import PhonesLobby

            self.app.stack.open(PhonesLobby(self.app, self.phones()))
            return
        if event.key == pygame.K_F1:
            from ludicitude.ui.rules_screen import RulesScreen

            self.app.stack.open(RulesScreen(self.app, self.session.game, self.coach.offer()))
            return
        if event.key == pygame.K_l and not (event.mod & pygame.KMOD_CTRL):
            self.show_log = not self.show_log
            self.app.dirty = True
            return
        if event.key == COACH_KEY:
            self.coach.toggle()
            return
        if event.key in ENTER_KEYS and self.focused is None and self.focusables():
            # nothing focused (``start_focus``: no primary button here): Enter presses nothing, and says so
            self.message = _("Enter presses nothing here yet: Tab or the arrows choose, or click.")
            self.app.dirty = True
            return
        super().key(event)

    # -- drawing ---------------------------------------------------------------------------
    def last_public_text(self) -> str:
        """What just happened, in words (public events only)."""
        events = self.public.events
        for event in reversed(events):
            text = self.texts.describe(event, self.session.names)
            if text:
                return text
        return ""

    def draw_banner(self, surface: pygame.Surface, rect: pygame.Rect, turn_text: str,
                    seat: int | None) -> None:
        """The top strip: whose turn (with their symbol) and what just happened."""
        h = surface.get_height()
        draw.panel(surface, rect, theme.BG_DARK, radius=0.0)
        px = theme.text_px(h, 0.034)
        x = rect.x + int(h * 0.02)
        hint = theme.render(_("F1: rules · L: log"), theme.text_px(h, 0), theme.TEXT_DIM)
        room = rect.w - 2 * int(h * 0.02) - (px * 1.4 if seat is not None else 0) - hint.get_width() - int(h * 0.03)
        floor = theme.text_px(h, 0)  # the coach's button only where the turn text still fits beside it
        chip = self.draw_coach_chip(surface, rect, room - theme.font(floor, True).size(turn_text)[0])
        room -= chip.w + int(h * 0.015) if chip else 0
        while px > floor and theme.font(px, True).size(turn_text)[0] > room:
            px -= 1  # a long name or turn text shrinks rather than being cut off
        if seat is not None:
            tag = draw.player_tag(surface, self.identity(seat), turn_text, (x, rect.y + rect.h * 0.3), px,
                                  theme.ACCENT, bold=True)
        else:
            tag = draw.text(surface, turn_text, (x, rect.y + rect.h * 0.3), px, theme.ACCENT, bold=True,
                            anchor="midleft")
        info = self.message or self.last_public_text()
        colour = theme.DANGER if self.message else theme.TEXT
        small = theme.text_px(h, 0.026)
        line = pygame.Rect(x, tag.bottom, rect.w - 2 * int(h * 0.02), rect.bottom - tag.bottom)
        draw.text_fit(surface, info, line, small, colour, valign="center")
        # the rules screen and the log, said during play (small, top right, room kept for it)
        right = chip.x - int(h * 0.015) if chip else rect.right - int(h * 0.015)
        surface.blit(hint, hint.get_rect(topright=(right, rect.y + int(h * 0.008))))

    def draw_coach_chip(self, surface: pygame.Surface, banner: pygame.Rect, room: float | None) -> pygame.Rect | None:
        """The coach's "Advice (K)" at the top right of ``banner``, where it may be asked for (``Coach.draw_chip``)."""
        self.banner_rect = banner
        return self.coach.draw_chip(surface, (banner.right - int(surface.get_height() * 0.01), banner.y), room)

    def since_last_action(self, seat: int) -> list[Event]:
        """The public events since ``seat`` last acted: what a player coming back to the screen
        has missed. Acted here: counted from that action; in a game resumed from a save: from
        the last public event naming ``seat`` before the others' (its own latest events, such as
        the roll that opens its turn, are part of what it comes back to)."""
        events = self.public.events
        start = self.acted_at.get(seat)
        if start is None:
            i = len(events) - 1
            while i >= 0 and getattr(events[i], "seat", None) == seat:
                i -= 1
            while i >= 0 and getattr(events[i], "seat", None) != seat:
                i -= 1
            start = i + 1
        return list(events[start:])

    def since_last_turn_lines(self, seat: int) -> list[str]:
        """``since_last_action`` in words, oldest first (``draw_since_last_turn`` says how many
        it leaves out for want of room)."""
        names = self.session.names
        return [t for t in (self.texts.describe(e, names) for e in self.since_last_action(seat)) if t]

    def draw_since_last_turn(self, surface: pygame.Surface, rect: pygame.Rect, seat: int,
                             lines: list[str] | None = None) -> None:
        """A small strip "Since your last turn": the others' moves, in words, fitted to ``rect``
        (a game places it where it covers nothing); when not all fit, the first ones and "and N
        more (L: log)" (``draw.told_lines``)."""
        lines = self.since_last_turn_lines(seat) if lines is None else lines
        h = surface.get_height()
        px = theme.text_px(h, 0.025)
        if not lines or rect.h < px * 2.5:
            return
        title = _("Since your last turn ({name})").format(name=self.name(seat))
        if len(theme.wrap(title, theme.text_px(h, 0), rect.w, True)) > 2:
            title = _("Since your last turn")  # a narrow panel: the banner names the player
        floor = theme.text_px(h, 0)  # text_fit shrinks to this size; what still does not fit is counted
        title_h = min(2, len(theme.wrap(title, px, rect.w, True))) * theme.font(px, True).get_linesize()
        room = (rect.h - title_h) // theme.font(floor).get_linesize()  # under the title (two lines at most)
        lines = draw.told_lines(lines, floor, rect.w, room)
        top = draw.text_fit(surface, title, pygame.Rect(rect.x, rect.y, rect.w, title_h), px, theme.ACCENT,
                            bold=True, whole_lines=True)  # on two lines in a narrow panel, never cut
        body = pygame.Rect(rect.x, rect.y + top, rect.w, rect.h - top)
        draw.text_fit(surface, "\n".join(lines), body, px, theme.TEXT, whole_lines=True)

    def draw_log(self, surface: pygame.Surface) -> None:
        log_panel.draw_log(self, surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)

    def draw(self, surface: pygame.Surface) -> None:
        """The still picture, drawn once per change into a cached surface, then what moves, then
        what goes over everything. The cache is the base's alone: it is redrawn when the state,
        the input (any key or click), the focus, the pointer's widget, the message, a widget's
        place or state, the language, the look or the size change, or when the game says so
        (``still_changed``, for what changes without input: a timer, a step of an animation)."""
        self._ensure_layout(surface)
        still = self._still
        if still is None or still.get_size() != surface.get_size():
            still = self._still = pygame.Surface(surface.get_size()).convert()
            self._still_seen = None
        if self.playing() and not self.still_while_playing:
            self._still_version += 1  # the animation is drawn with the rest: nothing is still
        key = self.still_key(surface)
        if key != self._still_seen:
            self._still_state = self.session.state  # held, so that its id is never reused
            self.draw_still(still)
            self._still_seen = key
        surface.blit(still, (0, 0))
        if not self.overlays:  # a dialog's veil is over the table: nothing moves beneath it
            self.draw_moving(surface)
        self.draw_overlays(surface)

    def still_key(self, surface: pygame.Surface) -> tuple[object, ...]:
        """What the still picture depends on that the base can see by itself."""
        focused = self.focused if self.app.keyboard_focus_visible else None
        return (surface.get_size(), id(self.session.state), self._still_version, focused, self.hover,
                self.message, language(), theme.text_scale, theme.BG, tuple(theme.PLAYER_IDENTITIES),
                self.end_pending, tuple((w, w.enabled, w.visible, tuple(w.rect)) for w in self.widgets),
                self.coach.position() is not None)

    def still_changed(self) -> None:
        """The still picture has changed without input (a timer, an animation's step): redraw it."""
        self._still_version += 1
        self.app.dirty = True

    def draw_still(self, surface: pygame.Surface) -> None:
        """Everything that does not move (override to leave out what ``draw_moving`` draws)."""
        self.draw_screen(surface)

    def draw_moving(self, surface: pygame.Surface) -> None:
        """Hook: what an animation moves, drawn every frame over the still picture."""

    def draw_screen(self, surface: pygame.Surface) -> None:
        """The table and its widgets: what a game may cache between changes."""
        super().draw(surface)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """What goes over everything else on this screen, last: the log (L); with a dialog of
        this screen's open over the table, the topmost dialog draws it over itself."""
        if not self.overlays:
            self.draw_topmost(surface)

    def draw_topmost(self, surface: pygame.Surface) -> None:
        """What goes over the table and its dialogs: the log (L)."""
        self.coach.draw(surface, self.banner_rect)
        if self.show_log:
            self.draw_log(surface)

    def picture_key(self, surface: pygame.Surface) -> object | None:
        """What this screen's picture on ``surface`` depends on now (a dialog over it keeps the
        picture with its own over it: ui/overlay.py); None while it changes every frame."""
        if self.playing() and not self.still_while_playing:
            return None
        return self.still_key(surface)

    def draw_table(self, surface: pygame.Surface) -> None:
        """Draw the game (override)."""

    @staticmethod
    def events_since(before: GameState, after: GameState) -> list[Event]:
        return after.events[len(before.events):]
