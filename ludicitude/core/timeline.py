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


# -- the dice throw ---------------------------------------------------------------------------
#: a rotation as 9 numbers, row by row
Turn = tuple[float, float, float, float, float, float, float, float, float]
IDENTITY: Turn = (1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0)
#: the share of a Tumble over which the dice's starts are spread (the last die starts this late)
STAGGER = 0.25
#: where a die's throw is, as shares of its own time: it touches the table at each CONTACTS
#: (bouncing lower each time), stops turning at TURNED and reaches its place at PLACED; from the
#: last contact it squashes and settles
CONTACTS = (0.34, 0.56, 0.7)
TURNED = 0.7
PLACED = 0.86
#: heights (in die sides) of the throw: from the hand, then the top of each bounce
HAND, BOUNCES = 0.7, (0.55, 0.26, 0.09)
#: a squash closer to 1 than this is drawn as the die at rest (the end of every throw)
SETTLED = 0.004


@dataclass(frozen=True)
class Pose:
    """Where a die is in its throw, against lying at rest on its rolled face in its place:
    ``turn`` (a rotation of the table's space, x right, y toward the bottom of the screen, z into
    the table; the identity at rest), moved by ``dx``, ``dy`` die sides, ``height`` die sides
    above the table, ``squash``: its height against its own (its width grows as much), seen at
    ``alpha`` (0: not yet there, 1: whole; the fades of reduced motion)."""

    turn: Turn = IDENTITY
    dx: float = 0.0
    dy: float = 0.0
    height: float = 0.0
    squash: float = 1.0
    alpha: float = 1.0

    @property
    def turned(self) -> bool:
        """Not lying on its rolled face (the die piece draws it as a cube in space)."""
        return self.turn != IDENTITY


#: a die at rest in its place: the settled picture
REST = Pose()


def rotation(axis: tuple[float, float, float], angle: float) -> Turn:
    """The rotation by ``angle`` radians about ``axis`` (a unit vector)."""
    x, y, z = axis
    c, s = math.cos(angle), math.sin(angle)
    t = 1 - c
    return (t * x * x + c, t * x * y - s * z, t * x * z + s * y,
            t * x * y + s * z, t * y * y + c, t * y * z - s * x,
            t * x * z - s * y, t * y * z + s * x, t * z * z + c)


def compose(a: Turn, b: Turn) -> Turn:
    """The rotation ``a`` after ``b`` (the matrix product a·b)."""
    a0, a1, a2, a3, a4, a5, a6, a7, a8 = a
    b0, b1, b2, b3, b4, b5, b6, b7, b8 = b
    return (a0 * b0 + a1 * b3 + a2 * b6, a0 * b1 + a1 * b4 + a2 * b7, a0 * b2 + a1 * b5 + a2 * b8,
            a3 * b0 + a4 * b3 + a5 * b6, a3 * b1 + a4 * b4 + a5 * b7, a3 * b2 + a4 * b5 + a5 * b8,
            a6 * b0 + a7 * b3 + a8 * b6, a6 * b1 + a7 * b4 + a8 * b7, a6 * b2 + a7 * b5 + a8 * b8)


def _mix(seed: int, index: int, salt: int) -> float:
    """A fixed number in [0, 1) for a die of a throw (no clock, no global random)."""
    n = (seed * 0x9E3779B1 + index * 0x85EBCA77 + salt * 0xC2B2AE3D) & 0xFFFFFFFF
    n ^= n >> 15
    n = (n * 0x2C1B3C6D) & 0xFFFFFFFF
    n ^= n >> 12
    return (n & 0xFFFF) / 0x10000


def die_share(progress: float, index: int, count: int) -> float:
    """How far die ``index`` of ``count`` is through its own throw when the Tumble is at
    ``progress``: the dice start one after another over the first STAGGER of it, and each
    lands, at 1, by the Tumble's end."""
    if progress >= 1.0:
        return 1.0
    count = max(1, count)
    step = STAGGER / (count - 1) if count > 1 else 0.0
    start = min(index, count - 1) * step
    return max(0.0, min(1.0, (progress - start) / (1.0 - STAGGER if count > 1 else 1.0)))


def _ease_back(x: float, overshoot: float = 1.3) -> float:
    """0 to 1, past 1 a little, and back to exactly 1 at x = 1."""
    x1 = x - 1.0
    return 1.0 + (overshoot + 1.0) * x1 ** 3 + overshoot * x1 ** 2


def _height(u: float) -> float:
    """Die sides above the table: thrown from the hand, then bounces lower and lower."""
    edges = (0.0, *CONTACTS)
    for i, (a, b) in enumerate(zip(edges, edges[1:])):
        if u < b:
            x = (u - a) / (b - a)
            return (HAND * (1 - x) if i == 0 else 0.0) + 4 * BOUNCES[i] * x * (1 - x)
    return 0.0


def _squash(u: float) -> float:
    """A die's height against its own: flattened a little as it hits the table, then settling
    (it stretches past its height once and comes back to exactly 1)."""
    last = CONTACTS[-1]
    if u >= last:
        v = (u - last) / (1.0 - last)
        return 1.0 - 0.14 * (1.0 - v) ** 2 * math.cos(2.6 * math.pi * v)
    for c in CONTACTS[:-1]:
        x = abs(u - c) / 0.035
        if x < 1:
            return 1.0 - 0.1 * (1 - x)
    return 1.0


def tumble(progress: float, index: int, count: int, *, seed: int = 0, reduced: bool = False) -> Pose:
    """The one dice throw: where die ``index`` of ``count`` is when a Tumble is at ``progress``
    (0 to 1), every die landing by 1 on its rolled face in its place, exactly at rest (``REST``).

    Thrown from below left of the first die (``seed`` varies the throw from roll to roll), each
    die flies, bounces and rolls into its place, turning about the axis it rolls on, the axis
    it flies along and the table's own (slower and slower, until it lies on its rolled face),
    slides a little past its place and back, squashes as it lands and settles. With ``reduced``
    motion it stays in its place and fades in."""
    u = die_share(progress, index, count)
    if u >= 1.0:
        return REST
    if reduced:
        return Pose(alpha=min(1.0, u / 0.6))
    r = [_mix(seed, index, k) for k in range(6)]
    # from a throw point below left of the row: the later dice come from further
    dx0 = -(1.4 + 1.2 * index) * (0.85 + 0.3 * r[0])
    dy0 = 0.7 + 0.6 * r[1]
    gone = 1.0 - _ease_back(min(1.0, u / PLACED))
    dx, dy = dx0 * gone, dy0 * gone
    turn = IDENTITY
    if u < TURNED:
        left = (1.0 - u / TURNED) ** 2  # the share of the turning still to come
        length = math.hypot(dx0, dy0)
        fx, fy = -dx0 / length, -dy0 / length  # the way it flies
        rolls = (1.4 + 0.5 * r[2]) * math.pi + length * 0.9
        wobble = (0.5 + 0.4 * r[3]) * math.pi * (1 if r[4] < 0.5 else -1)
        spin = (0.3 + 0.3 * r[5]) * math.pi * (1 if r[3] < 0.5 else -1)
        # rolling forward on the table turns it about (table up) x (the way it goes)
        turn = compose(rotation((0.0, 0.0, 1.0), -spin * left),
                       compose(rotation((fy, -fx, 0.0), -rolls * left), rotation((fx, fy, 0.0), wobble * left)))
    squash = _squash(u)
    if u >= PLACED and abs(squash - 1.0) < SETTLED:
        return REST  # the last of the settling is finer than a pixel: the die lies at rest
    return Pose(turn=turn, dx=dx, dy=dy, height=_height(u), squash=squash)
