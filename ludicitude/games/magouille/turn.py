"""What the Magouille screen is doing before anything reaches the rules (no pygame): which of
its screens shows, a player's die on their private screen before they confirm it, and the talk
timer.

The card: "each player secretly sets their die to a face". Until it is confirmed the face can
change freely (a click on a face, keys 1-6, or the arrows turning the die one face further);
nothing reaches the rules before the confirmation. With secret input hidden (a projector), the
face is only typed, never shown: the screen then asks for keys, not clicks.
"""

from __future__ import annotations

import math

from dataclasses import dataclass
from enum import Enum

from ludicitude.core.errors import IllegalAction
from ludicitude.core.i18n import _
from ludicitude.games.magouille.rules import FACES, SetFace

TIMER_CHOICES = (0, 60, 120, 180)  # seconds of table talk; 0: no timer


class Mode(Enum):
    """What the screen shows now."""

    TALK = "talk"  # the table talks; a person moves on
    SECRET = "secret"  # waiting for the dice to be set (the curtain, computers, phones)
    PRIVATE = "private"  # one player's private screen: they turn their die
    REVEAL = "reveal"  # the dice come up, flip and the scores count
    OVER = "over"


@dataclass
class TalkTimer:
    """The optional timer of the table talk: one of ``TIMER_CHOICES``, counting down."""

    choice: int = 0  # the index in TIMER_CHOICES
    left: float = 0.0  # seconds left
    shown: int = -1  # the clock's seconds last drawn

    @property
    def seconds(self) -> int:
        """The length chosen (0: no timer)."""
        return TIMER_CHOICES[self.choice]

    def cycle(self) -> None:
        """The next length (T), started now."""
        self.choice = (self.choice + 1) % len(TIMER_CHOICES)
        self.restart()

    def restart(self) -> None:
        """A new talk starts: the whole length again."""
        self.left = float(self.seconds)
        self.shown = -1

    def showing(self) -> int:
        """The whole seconds the clock shows, rounded up: 0:00 only once the time is up."""
        return math.ceil(self.left)

    def tick(self, dt: float) -> bool:
        """``dt`` seconds later; True when the clock's seconds change (a redraw once a second,
        not every frame, the last one at 0:00)."""
        if self.left <= 0:
            return False
        self.left = max(0.0, self.left - dt)
        if self.showing() == self.shown:
            return False
        self.shown = self.showing()
        return True


@dataclass
class PendingFace:
    """The face ``seat`` is turning up, not yet confirmed (None: no face turned yet)."""

    seat: int
    #: the face is typed with keys 1-6 and never drawn (secret input hidden)
    hidden: bool = False
    face: int | None = None

    def turn_to(self, face: int) -> None:
        """Turn the die to ``face`` (a click on it, or its key)."""
        if face not in FACES:
            raise ValueError(f"a die has no face {face}")
        self.face = face

    def turn(self, delta: int) -> None:
        """Turn the die ``delta`` faces further round (the arrows): from 6 back to 1 and from 1
        to 6; with no face turned yet, forward starts at 1 and back at 6."""
        if self.face is None:
            self.face = 1 if delta > 0 else 6
        else:
            self.face = (self.face - 1 + delta) % 6 + 1

    def action(self) -> SetFace:
        """The action that confirms the face; refused in words while no face is turned."""
        if self.face is None:
            raise IllegalAction(_("Type a face with keys 1 to 6 first.") if self.hidden
                                else _("Turn your die to a face first (click a face, or keys 1-6)."))
        return SetFace(self.face)

    def confirm_label(self) -> str:
        """The confirm button's words: what Enter does now."""
        if self.face is None:
            return _("Choose a face")
        return _("Confirm {face} (Enter)").format(face=self.face)

    def typed_hint(self) -> str:
        """With the face hidden, the only thing said about it: whether one was typed."""
        if self.face is not None:
            return _("Face entered. Enter confirms; another key 1-6 changes it.")
        return _("Type your face with keys 1 to 6, then Enter. Nothing is shown on screen.")

    @staticmethod
    def keys_only_hint() -> str:
        """Projector-safe input is keys only, by design: a pointer would show the choice."""
        return _("Keys only on this screen: the mouse is off, so no pointer can show your choice.")
