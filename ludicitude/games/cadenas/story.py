"""What the Cadenas table plays after an action, and when: an announcement, sounds, the dice roll.

``Story.of(events)`` reads an action's events: the locks, grey boxes and closed rows announced
in words (computer players wait a moment so people can read it), a sound, and whether the dice
were rolled. ``Show`` plays it frame by frame: how long the dice still tumble, and which face
and height each die shows meanwhile. No pygame: the scene only draws what ``Show`` says.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from ludicitude.core.game import Event
from ludicitude.games.cadenas import texts
from ludicitude.games.cadenas.events import Crossed, GreyBoxTaken, Locked, Rolled, RowClosed

ROLL_SECONDS = 0.6
NOTICE_SECONDS = 1.6  # computer players wait this long after a lock or a grey box
#: the events announced in words over the dice
NOTABLE = (Locked, GreyBoxTaken, RowClosed)


class Sound(Enum):
    """The sounds of an action (names of the app's sounds)."""

    REVEAL = "reveal"  # a lock, a grey box or a closed row
    CROSS = "cross"
    ROLL = "roll"


@dataclass(frozen=True)
class Story:
    """What one action shows and sounds."""

    notice: str  # the locks, grey boxes and closed rows, in words ("" if none)
    penalty: bool  # the notice tells of a grey box
    sounds: tuple[Sound, ...]
    rolls: bool  # the dice were rolled for the next turn

    @classmethod
    def of(cls, events: Sequence[Event], names: Sequence[str]) -> Story:
        notable = [e for e in events if isinstance(e, NOTABLE)]
        sounds = [Sound.REVEAL] if notable else [Sound.CROSS] if any(isinstance(e, Crossed) for e in events) else []
        rolls = any(isinstance(e, Rolled) for e in events)
        if rolls:
            sounds.append(Sound.ROLL)
        return cls(" ".join(texts.notice(e, names) for e in notable),
                   any(isinstance(e, GreyBoxTaken) for e in notable), tuple(sounds), rolls)


@dataclass
class Show:
    """The story on show: the last announcement and the time left to read it, the time left for
    the dice to tumble, and the step of the tumble (one per frame, never reset: the dice start
    each roll where the last one left them)."""

    notice: str = ""
    penalty: bool = False
    notice_left: float = 0.0
    roll_left: float = 0.0
    step: int = 0

    def play(self, story: Story, factor: float) -> None:
        """Start ``story`` at ``factor`` times the normal speed (0: no animation, the dice
        rest at once)."""
        self.notice, self.penalty = story.notice, story.penalty
        if story.notice:
            self.notice_left = NOTICE_SECONDS * factor
        if story.rolls and factor > 0:
            self.roll_left = ROLL_SECONDS * factor

    @property
    def rolling(self) -> bool:
        return self.roll_left > 0

    @property
    def busy(self) -> bool:
        """True while computer players wait: the dice tumble or an announcement is read."""
        return self.rolling or self.notice_left > 0

    def advance(self, dt: float) -> bool:
        """One frame ``dt`` seconds later; True when the dice have just come to rest."""
        if self.notice_left > 0:
            self.notice_left = max(0.0, self.notice_left - dt)
        if not self.rolling:
            return False
        self.roll_left = max(0.0, self.roll_left - dt)
        self.step += 1
        return not self.rolling

    def skip(self) -> bool:
        """The dice come to rest at once; True if they were tumbling."""
        was = self.rolling
        self.roll_left = 0.0
        return was

    def face(self, face: int, x: int) -> int:
        """The face a tumbling die at ``x`` pixels shows instead of ``face``."""
        return (face + x // 7 + self.step // 3) % 6 + 1

    def lift(self, x: int, height: int) -> int:
        """How many pixels a tumbling die ``height`` high at ``x`` is moved down (up if less
        than 0): up to 0.15 of its height."""
        return int(height * 0.1 * (((self.step + x // 9) % 4) - 1.5))
