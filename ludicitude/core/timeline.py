"""A timeline: what the table plays after an action, as typed beats on one clock (no pygame).

A game's ``story.py`` turns an action (the states before and after it, its public events) into
beats: dice tumbling, coins moving, a notice to read, a wait, a wait for a person. ``Timeline``
places them one after another (a beat ``along`` the one before starts with it), scales them by
the app's animation factor and keeps the clock; the screen (``ui/timeline.py``) advances it,
asks what runs now and how far it is, and draws that. One set of durations serves every game,
and one dice throw (``tumble``: where each die is, how it is turned, how high, at a point of a
``Tumble``), drawn by the one die piece (``ui/dice.py``). With reduced motion (a setting), the
timeline's beats keep their times but what moves fades instead (``Timeline.reduced``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TypeVar

# the one dice throw lives in ``core/throw.py`` (the launcher's dice import it without the
# beats); its names are here too, for the games' stories and screens
from ludicitude.core.throw import (  # noqa: F401
    BOUNCES, CONTACTS, HAND, IDENTITY, PLACED, REST, SETTLED, STAGGER, TURNED, Pose, Turn, compose, die_share,
    rotation, tumble)

#: seconds at normal speed, for every game (times the app's animation factor)
TUMBLE_SECONDS = 1.0  # dice thrown: in the air, bouncing, settling (the last die lands at its end)
COIN_SECONDS = 0.7  # coins moving from one pile to another
NOTICE_SECONDS = 1.6  # a notice read (a lock, a grey box, a bust) before the game goes on
FACE_DOWN_SECONDS = 0.5  # dice come up face down before they turn over
FLIP_SECONDS = 0.3  # dice turning over
COUNT_SECONDS = 0.8  # scores counting to their new values
#: a result waits for a person; with nobody to close it, it closes by itself after this long
AUTO_CLOSE_SECONDS = 4.0


@dataclass(frozen=True, kw_only=True)
class Beat:
    """One step of a timeline. ``seconds``: its length at normal speed (``math.inf``: until
    released); ``along``: it starts with the beat before it instead of after it."""

    seconds: float
    along: bool = False
    #: ``seconds`` are times the animation factor (False: real seconds, already scaled)
    scaled: bool = True
    #: input during it only skips it (dice, coins, a flip): the skip key lands it at once
    skippable: bool = True
    #: the game's final ranking waits for it
    holds_end: bool = True
    #: how many of the action's events may be told while it plays (None: all; no spoilers)
    told: int | None = None
    seat: int = -1  # whose move it shows


@dataclass(frozen=True, kw_only=True)
class Tumble(Beat):
    """Dice tumbling, landing on ``faces`` (``rerolled``: the dice that move; all when empty)."""

    seconds: float = TUMBLE_SECONDS
    faces: tuple[int, ...] = ()
    rerolled: tuple[int, ...] = ()


@dataclass(frozen=True, kw_only=True)
class CoinMove(Beat):
    """``amount`` coins moving from pile ``source`` to pile ``target`` (a game's own names)."""

    seconds: float = COIN_SECONDS
    source: object = None
    target: object = None
    amount: int = 0


@dataclass(frozen=True, kw_only=True)
class Notice(Beat):
    """Words the table reads (``bad``: a loss, drawn in red); computers wait while it stands."""

    seconds: float = NOTICE_SECONDS
    skippable: bool = False
    holds_end: bool = False
    text: str = ""
    bad: bool = False


@dataclass(frozen=True, kw_only=True)
class Wait(Beat):
    """A pause with a name (a game's phase: "face down", "flip", "count"), drawn by the game."""

    name: str = ""


@dataclass(frozen=True, kw_only=True)
class WaitForPerson(Beat):
    """What stands until a person closes it (``Timeline.release``); ``seconds``: how long it
    stands when nobody is there to close it (``math.inf``: it always waits)."""

    seconds: float = math.inf
    skippable: bool = False


B = TypeVar("B", bound=Beat)


class Timeline:
    """Beats placed on one clock at ``factor`` times their length (0: animations off, every timed
    beat is gone and only a wait for a person stays). ``t``: seconds since it started."""

    def __init__(self, beats: Iterable[Beat] = (), factor: float = 1.0, reduced: bool = False) -> None:
        #: reduced motion: what moves fades in place instead (the beats keep their times)
        self.reduced = reduced
        self.beats: list[Beat] = []
        self.lengths: list[float] = []
        for beat in beats:
            length = beat.seconds * max(0.0, factor) if beat.scaled and not math.isinf(beat.seconds) else beat.seconds
            if length > 0 or isinstance(beat, WaitForPerson):  # animations off: the rest is at once settled
                self.beats.append(beat)
                self.lengths.append(length)
        self.starts: list[float] = []
        self._place()
        self.t = 0.0
        #: the clock stands still (a screenshot mid-way): nothing needs frames
        self.frozen = False

    def _place(self) -> None:
        """Each beat's start: after the end of those before it, or with the one before (``along``)."""
        self.starts.clear()
        start = end = 0.0
        for beat, length in zip(self.beats, self.lengths):
            start = start if beat.along else end
            self.starts.append(start)
            end = max(end, start + length)

    def end_of(self, i: int) -> float:
        return self.starts[i] + self.lengths[i]

    @property
    def total(self) -> float:
        """Seconds from its start to its end (``math.inf`` while a person is waited for)."""
        return max((self.end_of(i) for i in range(len(self.beats))), default=0.0)

    @property
    def done(self) -> bool:
        """Everything has played (and what waited for a person was closed): the picture is settled."""
        return self.t >= self.total

    def running(self, i: int) -> bool:
        return self.starts[i] <= self.t < self.end_of(i)

    def now(self) -> list[Beat]:
        """The beats running now, in order."""
        return [b for i, b in enumerate(self.beats) if self.running(i)]

    def current(self, kind: type[B]) -> B | None:
        """The beat of type ``kind`` running now, if any."""
        return next((b for b in self.now() if isinstance(b, kind)), None)

    def progress(self, beat: Beat) -> float:
        """How far ``beat`` is, from 0 (not started) to 1 (over)."""
        i = self.beats.index(beat)
        if self.t >= self.end_of(i):
            return 1.0
        return max(0.0, min(1.0, (self.t - self.starts[i]) / self.lengths[i])) if self.lengths[i] else 1.0

    def remaining(self, beat: Beat) -> float:
        """Seconds until ``beat`` ends (0 once over)."""
        return max(0.0, self.end_of(self.beats.index(beat)) - self.t)

    def elapsed(self, beat: Beat) -> float:
        """Seconds since ``beat`` started (0 before)."""
        return max(0.0, self.t - self.starts[self.beats.index(beat)])

    @property
    def playing(self) -> bool:
        """A beat runs that input may only skip."""
        return any(b.skippable for b in self.now())

    @property
    def holds_end(self) -> bool:
        """Something still to play or to close that the final ranking waits for."""
        return any(b.holds_end for i, b in enumerate(self.beats) if self.t < self.end_of(i))

    @property
    def needs_frames(self) -> bool:
        """The clock must go on by itself: something runs that ends on its own."""
        return not self.frozen and any(not math.isinf(self.lengths[i]) for i in range(len(self.beats))
                                       if self.running(i))

    def advance(self, dt: float) -> bool:
        """``dt`` seconds later; True when a beat has started or ended meanwhile (the still
        picture changes)."""
        if self.frozen or self.done:
            return False
        before = self.t
        self.t += dt
        return any(before < edge <= self.t for i in range(len(self.beats))
                   for edge in (self.starts[i], self.end_of(i)))

    def skip(self) -> bool:
        """Land every skippable beat at once (the skip key): the clock goes to the end of the
        last one, the settled picture, or a wait that a person closes; a notice read meanwhile
        keeps the time it had left. True if one was running."""
        if not self.playing:
            return False
        wait = min((self.starts[i] for i, b in enumerate(self.beats)
                    if isinstance(b, WaitForPerson) and self.t < self.end_of(i)), default=math.inf)
        to = max(self.end_of(i) for i, b in enumerate(self.beats) if b.skippable and self.starts[i] < wait)
        for i, beat in enumerate(self.beats):
            if self.running(i) and not beat.skippable and not isinstance(beat, WaitForPerson):
                self.lengths[i] += to - self.t
        self.t = to
        self._place()
        return True

    def release(self) -> bool:
        """A person has closed what waits for them now: the beats after it play from here; True
        if something waited."""
        waiting = [i for i, b in enumerate(self.beats) if isinstance(b, WaitForPerson) and self.running(i)]
        for i in waiting:
            self.lengths[i] = self.t - self.starts[i]
        self._place()
        return bool(waiting)
