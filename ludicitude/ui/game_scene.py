"""What every game screen shares: acting through the session (and the shared close), the end
of the game, the dialogs over the table, and leaving (Esc) with "play again". The other jobs are
parts the scene owns, each in its module and reached by one attribute: ``keys`` (``KeyBindings``),
``computers`` (``ComputerSeats``), ``guard`` (``InputGuard``: no input acts for someone else),
``still`` (``StillPicture``), ``chrome`` (``TableChrome``: the banner, the recap, the log),
``phone_seats`` (``PhoneSeats``), ``playback`` (``Playback``: the timeline played, its story,
its cues, the end it holds back), ``shared_seats`` (``SharedStepSeats``: several seats choosing
at once) and ``private`` (``PrivateTurns``: each person's private turn behind a curtain, the
story's Go on). A part reads the screen through its own small protocol and asks it back through the
screen's hooks (``bot_seat``, ``input_owner``, ``close_wait``, ``shared_changed``...), which a game
overrides here; the scene keeps of each part only what a game calls or overrides.

A game's ``scene.py`` subclasses ``GameScene`` and draws its own table in ``draw_table(surface,
frame)``: ``frame`` is the one frozen value of the table as shown (``ui/frame.py``), built for
each drawing, which its ``table.py`` and ``pieces.py`` take instead of the scene. While an
action's story plays, the state it shows is the one its running beats allow (``Beat.told``): the
view from before the action with the events told so far (``shown_table``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

import pygame

from ludicitude.core.errors import IllegalAction
from ludicitude.core.game import Action, Event, GameState
from ludicitude.core.i18n import _
from ludicitude.core.timeline import Beat, Timeline
from ludicitude.ui import theme
from ludicitude.ui.bindings import ENTER_KEYS as ENTER_KEYS
from ludicitude.ui.bindings import Binding, BoundButton, Keyed, KeyBindings
from ludicitude.ui.bindings import digit_keys as digit_keys
from ludicitude.ui.coach import Coach
from ludicitude.ui.computer_seats import BOT_DELAY as BOT_DELAY
from ludicitude.ui.computer_seats import ComputerSeats
from ludicitude.ui.end_screen import EndScreen as EndScreen  # the games' end screens build on it
from ludicitude.ui.frame import Frame, frame_of
from ludicitude.ui.input_guard import ACTING_INPUT as ACTING_INPUT
from ludicitude.ui.input_guard import VIEW_KEYS as VIEW_KEYS
from ludicitude.ui.input_guard import InputGuard
from ludicitude.ui.phone_seats import PhoneSeats
from ludicitude.ui.private_turns import PrivateTurns
from ludicitude.ui.scene import Scene
from ludicitude.ui.session import GameSession
from ludicitude.ui.shared_step import Pencils, SharedStepSeats
from ludicitude.ui.still_picture import StillPicture
from ludicitude.ui.table_chrome import TableChrome
from ludicitude.ui.timeline import Playback, Throw
from ludicitude.ui.widgets import Label, Widget, WidgetScene

if TYPE_CHECKING:
    from ludicitude.ui.host import Host

S = TypeVar("S", bound=GameState)


class GameScene(WidgetScene, Generic[S]):
    """Base of the game screens, typed by the game's ``State`` (``GameScene[rules.State]``). Override
    ``layout``, ``draw_table`` and, where useful, ``story_of`` (the beats of what was applied)."""

    #: the game's State class (``table`` is checked to be one): the one in ``GameScene[rules.State]``
    state_type: type = GameState

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        typed = [a for b in getattr(cls, "__orig_bases__", ()) for a in getattr(b, "__args__", ())[:1]]
        if "state_type" not in cls.__dict__ and typed and isinstance(typed[0], type):
            cls.state_type = typed[0]
    #: the pencils of a shared step (a game's subclass keeps its own words for them)
    pencils_type: type[Pencils] = Pencils
    #: True when the game draws what its animations move in ``draw_moving``, so the still
    #: picture stays cached while they play; False: it is redrawn every frame of an animation
    still_while_playing = False
    app: Host  # the program around the screen (ui/host.py): its settings, sounds, animation speed
    #: the game played (a ``GameSession``: its state, the seats' names, who is a computer); typed
    #: loosely, so a game reads its own State's fields from ``session.state`` as it always has
    session: Any
    message: str  # shown in the banner (``say``)
    log_box: pygame.Rect  # where the log (L) was last drawn
    widgets: list[Widget]  # the screen's widgets, in focus order: the game sets them (``refresh``)

    def __init__(self, app: Host, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        self.playback = Playback(self)  # the timeline played (ui/timeline.py): its own, nothing moving is shared
        self.keys = KeyBindings(self)  # the screen's keys: declared by the game with ``bind`` and ``button``
        self._public: tuple[GameState, GameState] | None = None
        self.message = ""  # why the last attempt was refused, or what to do
        self.show_log = False
        self.computers = ComputerSeats(self)  # which computer acts, its decision worked out off the frame loop
        self.shared_seats = SharedStepSeats(self)  # several seats choosing at once (ui/shared_step.py)
        self.end_shown = False  # the game's end has been taken in (``Playback.game_over``)
        self.demo = False  # played by computers under the demo caption
        self.texts = session.game.texts()
        self.still = StillPicture(self)  # the cached picture (ui/still_picture.py)
        self.phone_seats = PhoneSeats(self)  # the seats played from phones (ui/phone_seats.py)
        self.guard = InputGuard(self)  # no input acts for someone else (ui/input_guard.py)
        #: seat -> how many public events there were just after that seat last acted here
        self.acted_at: dict[int, int] = {}
        #: the dialogs this screen has open over its table (ui/overlay.py), bottom to top
        self.overlays: list[Scene] = []
        self._known = session.state  # the state this screen last took in (see catch_up)
        self.coach = Coach(self)  # K: what the expert would play here (ui/coach.py)
        self.chrome = TableChrome(self)  # the banner, the recap and the log (ui/table_chrome.py)
        self.private = PrivateTurns(self)  # private turns, the story's Go on (ui/private_turns.py)
        self.private_turns = type(self).private_turn is not GameScene.private_turn  # (overridden)

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
    def shown_table(self) -> GameState:
        """The table's view as shown at the timeline's point: while the story of an action plays
        under beats that tell only some of its events (``Beat.told``), the view from before the
        action with those events; else ``public``. The banner, the log, the recap and the frame's
        ``table`` read this: nothing says what the table has not been shown yet."""
        return self.playback.shown_table()

    def told_view(self, seat: int) -> GameState | None:
        """``seat``'s view as the table has told it while an action's beats hold some of it back
        (``ui/frame.told_view``), or None when nothing is held back: what a phone is sent."""
        return self.playback.told_view(seat)

    @property
    def table(self) -> S:
        """``public`` as the game's own State, for the screen to read its game's fields."""
        view = self.public
        assert isinstance(view, self.state_type)
        return cast(S, view)

    def name(self, seat: int) -> str:
        return self.session.told_names[seat]

    def identity(self, seat: int) -> theme.Identity:
        return self.session.identities[seat]

    # -- the table's frame (the part ``chrome``, ui/table_chrome.py) --------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        self.chrome.draw_background(surface)

    def last_public_text(self) -> str:
        """Hook: what just happened, in words, for the banner (what the table has been shown)."""
        return self.chrome.public_text()

    def draw_banner(self, surface: pygame.Surface, rect: pygame.Rect, turn_text: str, seat: int | None,
                    words: Sequence[str] | None = None, *, coach: bool = True) -> None:
        """The top strip: whose turn, and what just happened or ``words`` (``TableChrome.draw_banner``)."""
        self.chrome.draw_banner(surface, rect, turn_text, seat, words, coach=coach)

    def since_last_action(self, seat: int) -> list[Event]:
        """The public events since ``seat`` last acted, as the table has shown them."""
        return self.chrome.since_last_action(seat)

    def draw_topmost(self, surface: pygame.Surface) -> None:
        """What goes over the table and its dialogs: the coach's advice and the log (L)."""
        self.chrome.draw_topmost(surface)

    # -- players' phones (the part ``phone_seats``, ui/phone_seats.py) ------------------------
    def phones(self) -> Any:
        """The phones playing this game (a ``phones.hub.PhoneHub``), if any."""
        return self.phone_seats.hub()

    def on_phone(self, seat: int) -> bool:
        """True if ``seat`` is played from a phone: its choices are made there, never here."""
        return self.phone_seats.holds(seat)

    def elsewhere_text(self, seat: int) -> str:
        """Who plays ``seat``'s move while this screen waits: a computer, or a phone."""
        return self.phone_seats.elsewhere_text(seat)

    def phone_news(self, text: str) -> None:
        """The room's news, from the hub: a notice over the table."""
        self.phone_seats.news(text)

    def phone_hold(self, seat: int) -> str | None:
        """Hook: why ``seat``'s phone waits although it is its move (a game that has a reason says it)."""
        return None

    def refresh(self) -> None:
        """Hook: rebuild the widgets for the current state (who plays here may have changed)."""

    # -- the timeline (the part ``playback``, ui/timeline.py) ---------------------------------
    @property
    def timeline(self) -> Timeline:
        """The timeline playing: what runs now and how far it is."""
        return self.playback.timeline

    def play(self, beats: Iterable[Beat], factor: float | None = None) -> Timeline:
        """Start the story of what just happened (``Playback.play``), at the app's speed or ``factor``."""
        return self.playback.play(beats, factor)

    def throw(self, count: int) -> Throw | None:
        """The ``count`` dice thrown now (``Throw.pose(i)``), or None when no Tumble runs."""
        return self.playback.throw(count)

    def playing(self) -> bool:
        """Something moves that input may only skip (dice, coins, a flip)."""
        return self.playback.playing()

    def busy(self) -> bool:
        """Hook: computers wait: the timeline has not finished (a game may add its own reasons)."""
        return self.playback.busy()

    def closes_alone(self) -> float | None:
        """Hook: with nobody here to close a wait for a person, the timeline's time at which it
        closes by itself (None: somebody is here, it waits); with ``go_on``, as it says."""
        return self.private.closes_alone()

    # -- private turns and the story's Go on (the part ``private``, ui/private_turns.py) ------
    def story_of(self, before: GameState, after: GameState, events: list[Event]) -> list[Beat]:
        """Hook: the beats of what was just applied (none), played as it is applied."""
        return []

    def private_turn(self, seat: int) -> str:
        """Hook, overridden: each person plays on a private screen; set up ``seat``'s, say the curtain's words."""
        raise NotImplementedError

    @property
    def private_seat(self) -> int | None:
        """Whose private screen is open (``private_turn``), if any."""
        return self.private.seat

    @property
    def go_on(self) -> BoundButton:
        """The standard "Go on", shown while the story waits for the people here."""
        return self.private.go_on()

    def close_wait(self) -> None:
        """Hook: a person (or the time, with nobody here) has closed what waited: the timeline is over."""
        self.playback.close_wait()

    def on_timeline(self) -> None:
        """Hook: a beat has started or ended (the dice landed, coins arrived, a wait closed)."""

    # -- a shared step (the part ``shared_seats``, ui/shared_step.py) -------------------------
    @property
    def pencils(self) -> Pencils:
        """Every seat's pencilled choice in the step (a ``pencils_type``)."""
        return self.shared_seats.pencils

    @property
    def kb_seat(self) -> int | None:
        """Whose choice the keyboard makes in the step."""
        return self.shared_seats.kb_seat

    def sharing(self) -> tuple[int, ...]:
        """The human seats that may choose in the step now (none outside one, or while it waits)."""
        return self.shared_seats.sharing()

    def on_screen(self, humans: tuple[int, ...]) -> tuple[int, ...]:
        """The seats among ``humans`` that play on this screen (the others choose on a phone)."""
        return self.shared_seats.on_screen(humans)

    def screen_closes(self) -> bool:
        """Whether Done is this screen's (``SharedStepSeats.screen_closes``)."""
        return self.shared_seats.screen_closes()

    def seats_here(self) -> tuple[int, ...]:
        """The step's seats played here, the pencils synced; the keyboard on one of them."""
        return self.shared_seats.seats_here()

    def keyboard_to(self, seat: int) -> None:
        """A seat's key: the keyboard goes to that seat's choice (one played here)."""
        self.shared_seats.keyboard_to(seat)

    def computers_choosing(self) -> str | None:
        """Why Done waits (the step never closes without the computers' choices), or None."""
        return self.shared_seats.computers_choosing()

    def close_step(self, then: Action | None = None) -> str | None:
        """Done, then ``then`` (the closer's next move): None, or why not in words (nothing changed)."""
        return self.shared_seats.close_step(then)

    def shared_wait(self) -> str | None:
        """Hook: why the step takes no choice yet (the dice of its roll still tumble), or None."""
        return None

    def shared_started(self) -> None:
        """Hook: a new step starts: forget what the screen asked about the last one."""

    def shared_changed(self, by: int | None = None) -> None:
        """Hook: a pencilled choice came or went (``by`` that seat; None: the computers')."""

    def phone_pencil(self, seat: int, action: Action) -> str | None:
        return self.shared_seats.phone_pencil(seat, action)

    def phone_close(self, seat: int) -> str | None:
        return self.shared_seats.phone_close(seat)

    def phone_pencilled(self, seat: int) -> Action | None:
        return self.shared_seats.phone_pencilled(seat)

    # -- the computers (the part ``computers``, ui/computer_seats.py) -------------------------
    def bot_seat(self) -> int | None:
        """Hook: the computer seat that should act now, if any (``SharedStepSeats.bot_seat``)."""
        return self.shared_seats.bot_seat()

    def decision(self, seat: int) -> Callable[[], Any]:
        """Hook: ``seat``'s computer's work for the worker (in a shared step, every computer's)."""
        return self.shared_seats.decision(seat)

    # -- keys (the part ``keys``, ui/bindings.py) -------------------------------------------
    def bind(self, keys: Sequence[int], do: Callable[..., Any], **how: Any) -> Binding:
        """Declare a key (or keys) of this screen (``Binding``'s fields as keywords: ``when=``,
        ``per_key=``...); with ``words=``, its button is ``button``'s."""
        return self.keys.bind(keys, do, **how)

    def button(self, keys: Sequence[int], do: Callable[..., Any] | None = None, words: Label | None = None,
               **how: Any) -> BoundButton:
        """Declare a key and the button that does the same, captioned with its key; ``plays=``
        instead of ``do``: the action it plays for the seat acting here (``PrivateTurns.plays``)."""
        if "plays" in how:
            do = self.private.plays(how)
        assert do is not None, "a button does something: do= or plays="
        return self.keys.button(keys, do, words, **how)

    @staticmethod
    def key_of(button: Keyed) -> str:
        """The key of ``button``'s binding as hints name it ("R", "Esc"), from its declaration."""
        return KeyBindings.key_of(button)

    def refuse_key(self, binding: Binding) -> None:
        """Hook: the key of a greyed button: say why, change nothing (a screen may say it elsewhere)."""
        self.say(binding.refusal())

    # -- whose input (the part ``guard``, ui/input_guard.py) --------------------------------
    def human_to_act(self) -> int | None:
        """The seat whose player may use the mouse and keys now: the first seat to act, if a
        person plays it here (not a computer, not from a phone), while nothing plays
        (``playing``) or waits to be read (``showing``)."""
        return self.guard.human_to_act()

    def input_owner(self) -> object:
        """Hook: who the screen's input acts for now: the people choosing in a shared step, else
        the people expected to act. When it changes, input waits ``INPUT_GRACE`` so that nobody
        acts for the next person, and the focus is placed again (``on_new_owner``)."""
        humans = self.sharing()
        owner = ("shared step", humans) if humans else self.guard.people_to_act()
        return self.private.owner(owner) if self.private_turns else owner

    def on_new_owner(self) -> None:
        """Hook: the screen has changed hands; the focus starts on the primary button, else
        somewhere harmless (``start_focus``: Enter must not decide for whoever comes next)."""
        self.start_focus()

    def input_held(self, event: pygame.event.Event) -> bool:
        """True if ``event`` must not act now (``InputGuard.held``): a dialog over the table asks too."""
        return self.guard.held(event)

    def hand_over(self, seat: int, purpose: str, show: Callable[[], Any]) -> None:
        """Cover the screen and wait for ``seat``'s player ("I am Ana, show me"); then ``show()``
        their private screen, theirs at once (``InputGuard.hand_over``)."""
        self.guard.hand_over(seat, purpose, show)

    # -- acting ----------------------------------------------------------------------------
    def act(self, seat: int, action: Action) -> bool:
        """Apply an action through the rules; a refusal is shown in words and changes nothing."""
        error = self.apply_action(seat, action)
        if error is not None:
            self.say(error)
        return error is None

    def say(self, message: str) -> None:
        """Show ``message`` in the banner (a refusal, in red, or what to do)."""
        self.message = message
        self.app.dirty = True

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
        """Close the state's shared step with every seat's pencilled choice, then play ``then`` for
        the closer (``SharedStepSeats.act``); a refusal is shown in words and changes nothing."""
        return self.shared_seats.act(choices, then)

    def _applied(self, before: GameState, seat: int, action: Action) -> None:
        self._known = self.state
        self.message = ""
        self.acted_at[seat] = len(self.public.events)
        timeline = self.timeline
        beats = self.story_of(before, self.state, self.events_since(before, self.state))
        if beats:
            self.play(beats)
        self.private.applied()
        self.on_applied(before, self.state, seat, action)
        if self.private_turns:
            self.refresh()
        self._took_in(before, timeline)

    def _took_in(self, before: GameState, timeline: Timeline) -> None:
        """The moves since ``before`` are in, and the story they played if any (``timeline`` was
        playing before them): it is told and heard, the screen may have changed hands (input is
        held from this moment), and the end of the game is taken in."""
        self.playback.took_story(before, timeline)
        self.playback.hear(before, timeline)
        self.guard.watch()
        self.place_focus()
        self.app.dirty = True
        if self.state.is_over and not self.end_shown:
            self.end_shown = True
            self.playback.game_over()

    def on_applied(self, before: GameState, after: GameState, seat: int, action: Action) -> None:
        """Hook: ``play`` the story of what just happened; open curtains."""

    @property
    def end_pending(self) -> bool:
        """The game is over, but the end screen waits for the timeline (``Playback.game_over``)."""
        return self.playback.end_pending

    def show_end(self) -> None:
        """Push the end screen; in the demo, its caption shows it (``ui/demo.py``) and goes on."""
        if not self.demo:
            self.app.stack.open(self.end_screen())

    def end_screen(self) -> EndScreen:
        """Hook: this game's end screen (a game may make its own, on ``EndScreen``)."""
        return EndScreen(self.app, self.session, self.end_lines(), self.end_marks())

    def end_lines(self) -> list[str]:
        """Extra lines for the end screen (e.g. the King's share)."""
        return []

    def end_marks(self) -> dict[int, str]:
        """A word beside some players in the final ranking (e.g. "out" for a player eliminated)."""
        return {}

    @property
    def animating(self) -> bool:  # a person's wait needs no frames; a computer's move does
        return self.playback.needs_frames() or (self.bot_seat() is not None and not self.busy()) or self.coach.thinking

    def coach_seat(self) -> int | None:
        """Hook: the seat the coach (K) may advise now: the person to act here (in a shared step,
        the seat the keyboard is on; never a computer's or a phone's seat), on this screen's own
        move; never in the demo or a replay."""
        if self.demo or not self.is_active():
            return None
        return self.kb_seat if self.sharing() else self.human_to_act()  # a shared step: the keyboard's seat

    def catch_up(self) -> None:
        """Moves that reached the session past this screen (``GameSession.apply`` called by
        another route): take the new state in before anything is drawn from it."""
        before, self._known = self._known, self.state
        self.message = ""
        timeline = self.timeline
        self.on_moved_elsewhere(before)
        self._took_in(before, timeline)

    def on_moved_elsewhere(self, before: GameState) -> None:
        """Hook: the state changed from ``before`` without this screen's ``act``; drop whatever
        was pending for the old state (a pencilled choice, a plan) and show the new one."""

    #: after the table last changed (a move, a screen over it opened or closed) it is looked at
    #: this many times more, every ``LOOK`` seconds: what follows the end of an animation without
    #: input (a turn with nothing to choose passed, the focus after the input's grace) is done then
    SETTLE_LOOKS = 10

    def due(self) -> float | None:
        """When the table is next looked at by itself (``StillPicture.due``)."""
        return self.still.due()

    def update(self, dt: float) -> None:
        self.shared_seats.take_answers()
        if self.session.state is not self._known:
            self.catch_up()
        self.playback.advance(dt)
        self.guard.watch(dt)
        self.coach.update()
        self.phone_seats.update()
        if self.is_active() and not self.busy():
            self.computers.pace(dt)
        if self.private_turns:
            self.private.update()

    # -- input -----------------------------------------------------------------------------
    def showing(self) -> bool:
        """Hook: True while something on show waits for a person before the game goes on (a
        round's summary, a shared step: nobody acts alone)."""
        return bool(self.sharing())

    def open_overlay(self, overlay: Scene) -> None:
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
        self.computers.thinker.drop()  # a closed screen applies nothing its computers were working out
        self.coach.hide()
        if self.phones() is not None:
            self.app.close_phones()  # the server listens only while its game is open
        super().leave()

    def resume(self) -> None:
        super().resume()
        self.guard.resumed()  # the key that closed what was over the table does not act on it
        self.app.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        if self.chrome.closes_log(event) or self.input_held(event) or self.chrome.clicks_chip(event):
            return  # Esc closes the log over the table first; a click on "Advice (K)" is K
        super().handle(event)
        self.still.took(event)

    def start_focus(self) -> None:
        """As the base places it (the primary, else ``harmless_focus``), never on a costly choice."""
        super().start_focus()
        if self.keys.on_costly():
            self.clear_focus()

    def place_focus(self) -> None:
        """After every applied action (whoever made it), the focus is placed again as when the
        screen changes hands (``on_new_owner``), never left on a choice that has become costly: a
        Roll clicked while primary, that now risks the turn's points, is not under Enter after it."""
        self.on_new_owner()
        if self.keys.on_costly():
            self.clear_focus()

    def back(self) -> None:
        """Esc: a private screen closes first, back to its player's curtain (never a dialog over a
        secret); else the question before leaving."""
        if not self.close_private():
            self.app.stack.ask_leave_game()

    def press_enter(self, key: int) -> bool:
        """Hook: Enter's own cases on this screen before the focused widget's (True if one acted)."""
        return False

    def close_private(self) -> bool:
        """Hook: close the private screen open now, if any, dropping its unconfirmed choice, back
        to its player's curtain; True if there was one."""
        return False

    def key(self, event: pygame.event.Event) -> None:
        if self.phone_seats.key(event) or self.chrome.key(event):  # F2; F1, L, K
            return
        if event.key in ENTER_KEYS and self.press_enter(event.key):
            return
        if self.keys.dispatch(event):  # the game's declared keys (Esc: what is open on the table first)
            return
        if event.key in ENTER_KEYS and self.focused is None and self.focusables():
            # nothing focused (``start_focus``: no primary button here): Enter presses nothing, and says so
            self.message = _("Enter presses nothing here yet: Tab or the arrows choose, or click.")
            self.app.dirty = True
            return
        super().key(event)

    # -- drawing ---------------------------------------------------------------------------
    def _ensure_layout(self, surface: pygame.Surface) -> None:
        laid = self._laid_for, self._laid_look
        super()._ensure_layout(surface)
        if (self._laid_for, self._laid_look) != laid:
            self.private.place(surface.get_rect())

    def draw(self, surface: pygame.Surface) -> None:
        """The still picture, drawn once per change into its cache (the part ``still``), then what
        moves, then what goes over everything. It is redrawn when ``still_key`` changes: the
        state, any key or click, the focus, the pointer's widget, the message, a widget's place
        or state, the language, the look or the size, or when the game says so
        (``still_changed``, for what changes without input: a timer, a step of an animation)."""
        self._ensure_layout(surface)
        self.still.show(surface)

    def still_key(self, surface: pygame.Surface) -> tuple[object, ...]:
        """What the still picture depends on that the base can see by itself (``StillPicture.key``)."""
        return self.still.key(surface)

    def still_changed(self) -> None:
        """The still picture has changed without input (a timer, an animation's step): redraw it."""
        self.still.changed()

    def draw_still(self, surface: pygame.Surface) -> None:
        """Hook: everything that does not move, the table and its widgets (override to leave out
        what ``draw_moving`` draws)."""
        WidgetScene.draw(self, surface)

    def picture_key(self, surface: pygame.Surface) -> object | None:
        """What this screen's picture on ``surface`` depends on now (a dialog over it keeps the
        picture with its own over it: ui/overlay.py); None while it changes every frame."""
        if self.playing() and not self.still_while_playing:
            return None
        return self.still_key(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_table(surface, self.shown_frame(surface))

    def shown_frame(self, surface: pygame.Surface) -> Frame:
        """The one frozen value of the table as shown now (``ui/frame.py``), for ``draw_table``."""
        return frame_of(self, surface.get_size())

    def frame_own(self) -> object:
        """Hook: the game's own small frozen value in each frame (what its turn's UI has picked,
        the keys its hints name): ``Frame.own``."""
        return None

    def draw_moving(self, surface: pygame.Surface) -> None:
        """Hook: what an animation moves, drawn every frame over the still picture."""

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """What goes over everything else on this screen, last: the log (L); with a dialog of
        this screen's open over the table, the topmost dialog draws it over itself."""
        if not self.overlays:
            self.draw_topmost(surface)

    def draw_table(self, surface: pygame.Surface, frame: Frame) -> None:
        """Draw the game (override) from ``frame``, the table as shown (``ui/frame.py``)."""

    @staticmethod
    def events_since(before: GameState, after: GameState) -> list[Event]:
        return after.events[len(before.events):]
