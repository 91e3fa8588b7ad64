"""No input acts for someone else: a game screen's input is held while an animation plays (a
tap only skips it), for ``INPUT_GRACE`` after it and after the screen changes hands (a curtain,
a new player), and the last person's pointer hovers nothing for the next. ``GameScene``
inherits it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ludicitude.ui.bindings import ENTER_KEYS
from ludicitude.ui.scene import INPUT_GRACE
from ludicitude.ui.transitions import HandOverCurtain

#: keys that only open or close something over the table (rules, log, phones, leave): never held
VIEW_KEYS = (pygame.K_ESCAPE, pygame.K_F1, pygame.K_F2, pygame.K_l)
#: what may act: a key, a click, typed text (not the pointer moving, not a key let go)
ACTING_INPUT = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.TEXTINPUT)
_UNSEEN = object()  # no owner seen yet


class InputGuard:
    """Who the screen's input acts for, and when it may act (see the module docstring)."""

    app: Any
    session: Any
    focus_moved: bool

    if TYPE_CHECKING:
        from ludicitude.core.game import GameState

        @property
        def state(self) -> GameState: ...
        def playing(self) -> bool: ...
        def skip_animation(self) -> None: ...
        def showing(self) -> bool: ...
        def on_phone(self, seat: int) -> bool: ...
        def name(self, seat: int) -> str: ...
        def identity(self, seat: int) -> Any: ...
        def forget_pointer(self) -> None: ...
        def start_focus(self) -> None: ...

    def init_guard(self) -> None:
        self.input_open_at = 0.0  # app clock time from which input may act (see INPUT_GRACE)
        self._input_owner: object = _UNSEEN
        self._opened_by_owner = False  # a curtain's player has just opened their screen (hand_over)
        self._last_people: object = ()  # the last people the screen's input was for

    def human_to_act(self) -> int | None:
        """The seat whose player may use the mouse and keys now: the first seat to act, if a
        person plays it here (not a computer, not from a phone), while nothing plays
        (``playing``) or waits to be read (``showing``)."""
        state = self.state
        if state.is_over or self.playing() or self.showing():
            return None
        seat = state.to_act[0]
        return None if self.session.is_bot(seat) or self.on_phone(seat) else seat

    def input_owner(self) -> object:
        """Who the screen's input acts for now (hook): by default the people expected to act.
        When it changes, input waits ``INPUT_GRACE`` so that nobody acts for the next person."""
        state = self.session.state
        if state.is_over:
            return ()
        return tuple(s for s in state.to_act if not self.session.is_bot(s))

    def watch_input(self, dt: float = 0.0) -> None:
        """Hold input back while an animation plays, and for a moment after it ends or after the
        screen changes hands."""
        now = self.app.now()
        owner = self.input_owner()
        if owner != self._input_owner:
            first = self._input_owner is _UNSEEN
            self._input_owner = owner
            self.hold_input(now)
            people = sum(1 for s in range(len(self.session.seats)) if not self.session.is_bot(s))
            if owner and self._last_people and owner != self._last_people and people > 1:
                self.app.hide_pointer()  # a hand-over: the system pointer, where the last left it, hidden
            if owner:
                self._last_people = owner
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
        if event.type not in ACTING_INPUT:
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
        return bool(self.app.now() < self.input_open_at)

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

    def guard_resume(self) -> None:
        """What was over the table (a curtain, a dialog) has just gone: the key that closed it
        must not act on the screen it uncovers; but a curtain its player opened ("show me")
        uncovers their own screen, where their next keys act (``hand_over``)."""
        if not self._opened_by_owner:
            self.hold_input()
        self._opened_by_owner = False
