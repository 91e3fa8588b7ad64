"""Two things a game with secret hands (Perudo's cups) would otherwise write itself, done once by
the game screen's part ``PrivateTurns`` (``GameScene.private``), for a screen that overrides the
hook ``private_turn``:

- **each person's turn on a private screen of their own**: when a person plays at this screen
  (not a computer, not a phone), the screen asks the game for the turn (``private_turn(seat)``:
  set up its choices, and the curtain's words), covers the table with a curtain naming them
  when several people play here ("I am Ana, show me"), then opens the private screen
  (``GameScene.private_seat``; the frame carries that seat's own view), rebuilds the widgets
  (``refresh``) and places the focus; an applied action closes it, and so does its seat going to
  a phone. The input belongs to that seat and to whether the story waits, so the next person's
  keys never act on it (``input_owner``). A button declared with ``plays=`` plays its action for
  the seat acting here (the private screen's, else the person to act), greyed while the rules
  refuse it;
- **the story's wait for the people here**: ``GameScene.go_on``, the standard "Go on" button (the
  primary, at the bottom of the table), shown while the story of an action (``story_of``) waits for
  a person and some person plays here; with nobody here, the wait closes by itself
  ``AUTO_CLOSE_SECONDS`` after it begins (``closes_alone``).

"The people here" are the seats still in play (``GameState.in_play``) that a person plays at
this screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from ludicitude.core.i18n import _
from ludicitude.core.timeline import AUTO_CLOSE_SECONDS, WaitForPerson
from ludicitude.ui.bindings import BoundButton


class TurnsOwner(Protocol):
    """What the part reads of the screen that holds it, and the hooks it asks back."""

    app: Any
    session: Any
    widgets: list[Any]
    _laid_for: tuple[int, int] | None  # the size the screen was last laid out for

    @property
    def table(self) -> Any: ...

    @property
    def timeline(self) -> Any: ...

    @property
    def state(self) -> Any: ...

    def on_phone(self, seat: int) -> bool: ...

    def act(self, seat: int, action: Any) -> bool: ...

    def human_to_act(self) -> int | None: ...

    def is_active(self) -> bool: ...

    def playing(self) -> bool: ...

    def private_turn(self, seat: int) -> str: ...

    def hand_over(self, seat: int, purpose: str, show: Any) -> None: ...

    def refresh(self) -> None: ...

    def start_focus(self) -> None: ...

    def close_wait(self) -> None: ...

    def button(self, keys: Any, do: Any = None, words: Any = None, **how: Any) -> BoundButton: ...

    def still_changed(self) -> None: ...


class PrivateTurns:
    """Each person's private turn and the story's wait for the people here (module docstring)."""

    def __init__(self, screen: TurnsOwner) -> None:
        self.screen = screen
        self.seat: int | None = None  # whose private screen is open
        self.asked: int | None = None  # the seat the curtain was last closed for
        self._go_on: BoundButton | None = None

    def people_here(self) -> list[int]:
        """The seats still in play that a person plays at this screen."""
        s = self.screen
        return [seat for seat in s.table.in_play if not s.session.is_bot(seat) and not s.on_phone(seat)]

    # -- the private screen -----------------------------------------------------------------
    def update(self) -> None:
        """After each frame's work: the person to act here gets their private turn (behind a
        curtain naming them when several people play here), once the story is over."""
        s = self.screen
        if self.seat is not None and (s.on_phone(self.seat) or s.session.is_bot(self.seat)):
            self.seat = self.asked = None  # its seat went to a phone: its secret leaves the big screen
            s.refresh()
            s.still_changed()
        if not s.timeline.done or s.table.is_over:
            return
        seat = s.human_to_act()
        if seat is None or seat == self.seat or seat == self.asked or not s.is_active():
            return
        self.asked = seat
        purpose = s.private_turn(seat)
        if len(self.people_here()) == 1:
            self.open(seat)
        else:
            s.hand_over(seat, purpose, lambda: self.open(seat))

    def open(self, seat: int) -> None:
        self.seat = seat
        self.screen.refresh()
        self.screen.start_focus()
        self.screen.still_changed()

    def applied(self) -> None:
        """An action was applied: the private screen closes (the next turn is asked for anew)."""
        self.seat = self.asked = None

    def owner(self, people: object) -> object:
        """Who the input acts for: the private screen's seat, whether the story is over, and
        the people expected to act."""
        return self.seat, self.screen.timeline.done, people

    def acting(self) -> int | None:
        """The seat acting here: the private screen's, else the person to act."""
        return self.seat if self.seat is not None else self.screen.human_to_act()

    def plays(self, how: dict[str, Any]) -> Callable[[], Any]:
        """A button's ``do`` that plays ``how["plays"]()`` for the seat acting here (``act``);
        unless ``how`` says otherwise, greyed while the rules don't allow that seat the action
        (``enabled``), its key then saying the rules' refusal (``why``)."""
        action, s = how.pop("plays"), self.screen

        def do() -> None:
            seat = self.acting()
            if seat is not None:
                s.act(seat, action())

        def allowed() -> bool:  # (with nobody acting here, its key does nothing and it is not greyed)
            seat = self.acting()
            return seat is None or action() in s.state.legal_actions(seat)

        how.setdefault("enabled", allowed)
        how.setdefault("why", lambda: None if (seat := self.acting()) is None else s.state.refusal(seat, action()))
        return do

    # -- the story's wait -------------------------------------------------------------------
    def go_on(self) -> BoundButton:
        """The standard "Go on" (made the first time it is asked for): the primary while the
        story waits for the people here, hidden otherwise."""
        if self._go_on is None:
            self._go_on = self.screen.button((), self.close, lambda: _("Go on"), primary=True,
                                             shown=self.waits_for_people)
            laid = self.screen._laid_for  # asked for after the screen was laid out: placed now
            if laid is not None:
                self.place(pygame.Rect(0, 0, *laid))
        return self._go_on

    def close(self) -> None:
        """Go on: the wait closes (not while something moves: input then only skips it)."""
        s = self.screen
        if s.timeline.done or s.playing():
            return
        s.close_wait()
        s.refresh()

    def waits_for_people(self) -> bool:
        return not self.screen.timeline.done and bool(self.people_here())

    def closes_alone(self) -> float | None:
        """With nobody here, the story's wait closes ``AUTO_CLOSE_SECONDS`` after it begins."""
        if self._go_on is None or self.people_here():
            return None
        tl = self.screen.timeline
        start = next((tl.starts[i] for i, b in enumerate(tl.beats) if isinstance(b, WaitForPerson)), 0.0)
        return start + AUTO_CLOSE_SECONDS * self.screen.app.animation_factor

    def place(self, rect: pygame.Rect) -> None:
        """The Go on button's place: centred at the bottom of the table."""
        if self._go_on is not None:
            h = rect.h
            self._go_on.rect = pygame.Rect(0, 0, int(min(rect.w * 0.4, h * 0.45)), int(h * 0.07))
            self._go_on.rect.midbottom = (rect.centerx, rect.bottom - int(h * 0.03))
