"""No input acts for someone else: a game screen's input is held while an animation plays (a
tap only skips it), for ``INPUT_GRACE`` after it and after the screen changes hands (a curtain,
a new player), and the last person's pointer hovers nothing for the next. The part of a game
screen that keeps this (``GameScene.guard``); who the input is for is the screen's hook
``input_owner``, and where the focus goes when it changes hands its ``on_new_owner``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ludicitude.core.game import GameState
from ludicitude.ui.bindings import ENTER_KEYS
from ludicitude.ui.scene import INPUT_GRACE
from ludicitude.ui.transitions import HandOverCurtain

if TYPE_CHECKING:
    from ludicitude.ui.timeline import Playback

#: keys that only open or close something over the table (rules, log, phones, leave): never held
VIEW_KEYS = (pygame.K_ESCAPE, pygame.K_F1, pygame.K_F2, pygame.K_l)
#: what may act: a key, a click, typed text (not the pointer moving, not a key let go)
ACTING_INPUT = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.TEXTINPUT)
_UNSEEN = object()  # no owner seen yet


class GuardOwner(Protocol):
    """What the guard reads of the screen that holds it."""

    app: Any
    session: Any
    focus_moved: bool

    @property
    def state(self) -> GameState: ...

    def input_owner(self) -> object: ...

    def on_new_owner(self) -> None: ...

    @property
    def playback(self) -> Playback: ...

    def playing(self) -> bool: ...

    def showing(self) -> bool: ...

    def on_phone(self, seat: int) -> bool: ...

    def forget_pointer(self) -> None: ...

    def name(self, seat: int) -> str: ...

    def identity(self, seat: int) -> Any: ...


class InputGuard:
    """Who the screen's input acts for, and when it may act (see the module docstring)."""

    def __init__(self, screen: GuardOwner) -> None:
        self.screen = screen
        self.open_at = 0.0  # app clock time from which input may act (see INPUT_GRACE)
        self.owner: object = _UNSEEN  # who the input was for, as last seen
        self.opened_by_owner = False  # a curtain's player has just opened their screen (hand_over)
        self.last_people: object = ()  # the last people the screen's input was for

    def human_to_act(self) -> int | None:
        """The seat whose player may use the mouse and keys now (``GameScene.human_to_act``)."""
        screen = self.screen
        state = screen.state
        if state.is_over or screen.playing() or screen.showing():
            return None
        seat = state.to_act[0]
        return None if screen.session.is_bot(seat) or screen.on_phone(seat) else seat

    def people_to_act(self) -> object:
        """Who the input is for by default (``GameScene.input_owner``): the people expected to act."""
        session = self.screen.session
        state = session.state
        if state.is_over:
            return ()
        return tuple(s for s in state.to_act if not session.is_bot(s))

    def watch(self, dt: float = 0.0) -> None:
        """Hold input back while an animation plays, and for a moment after it ends or after the
        screen changes hands."""
        screen = self.screen
        app = screen.app
        now = app.now()
        owner = screen.input_owner()
        if owner != self.owner:
            first = self.owner is _UNSEEN
            self.owner = owner
            self.hold(now)
            session = screen.session
            people = sum(1 for s in range(len(session.seats)) if not session.is_bot(s))
            if owner and self.last_people and owner != self.last_people and people > 1:
                app.hide_pointer()  # a hand-over: the system pointer, where the last left it, hidden
            if owner:
                self.last_people = owner
            if not first:
                screen.forget_pointer()  # the last person's pointer hovers nothing for the next
                screen.on_new_owner()
            elif not screen.focus_moved:
                screen.on_new_owner()  # a screen opening (a game resumed) starts its focus by the same rule
        elif screen.playing():
            self.hold(now)

    def hold(self, now: float | None = None) -> None:
        """Input that arrives in the next ``INPUT_GRACE`` seconds does not act."""
        now = self.screen.app.now() if now is None else now
        self.open_at = max(self.open_at, now + INPUT_GRACE)

    def held(self, event: pygame.event.Event) -> bool:
        """True if ``event`` must not act now. During an animation Enter, Space or a click only
        skip it; right after it, or after the screen changed hands, input is dropped."""
        if event.type not in ACTING_INPUT:
            return False  # the pointer moving, a key let go
        if event.type == pygame.KEYDOWN and event.key in VIEW_KEYS:
            return False
        self.watch()
        screen = self.screen
        if screen.playing():
            if (event.type == pygame.KEYDOWN and event.key in ENTER_KEYS) or (
                    event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
                screen.playback.skip()
                self.hold()
                screen.app.dirty = True
            return True
        return bool(screen.app.now() < self.open_at)

    def hand_over(self, seat: int, purpose: str, show: Callable[[], Any]) -> None:
        """Cover the screen and wait for ``seat``'s player; then ``show()`` their private screen.
        That player has just asked for it ("I am Ana, show me"): the screen is theirs at once, no
        grace holds their keys (the curtain's own grace kept off the keys meant for the last one)."""
        screen = self.screen
        app = screen.app

        def opened() -> None:
            show()
            self.owner = screen.input_owner()  # the owner opened it: not a change of hands
            self.open_at = min(self.open_at, app.now())
            self.opened_by_owner = True  # the curtain going (``resumed``) holds nothing either
            screen.forget_pointer()

        app.stack.open(HandOverCurtain(app, screen.name(seat), screen.identity(seat), opened, purpose=purpose))

    def resumed(self) -> None:
        """What was over the table (a curtain, a dialog) has just gone: the key that closed it
        must not act on the screen it uncovers; but a curtain its player opened ("show me")
        uncovers their own screen, where their next keys act (``hand_over``)."""
        if not self.opened_by_owner:
            self.hold()
        self.opened_by_owner = False
