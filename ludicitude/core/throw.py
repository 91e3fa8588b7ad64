"""The one dice throw (no pygame): where each die is, how it is turned, how high, at a point of a
``Tumble`` beat (``core/timeline.py``), for the one die piece (``ui/dice.py``) to draw. Its own
module so that the launcher's dice (``Pose``, ``REST``) come without the timeline's beats."""

from __future__ import annotations

import math
from functools import lru_cache

from ludicitude.core.frozen import Frozen

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
#: where a die starts from, in die sides from its place: below and to the right of it, each
#: die of a throw from further than the one before (``FAN_X``, ``FAN_Y`` more a die), so the
#: dice fly in as a loose fan, side by side, never through one another; ``REACH``: the furthest
#: below its place a die of up to ``MAX_DICE`` starts (the die piece throws from above instead
#: where the table has no room below: ``ui/dice.py``)
FROM_X, FROM_Y, FAN_X, FAN_Y = (0.15, 0.4), (1.5, 1.9), 0.1, 0.25
MAX_DICE = 8
REACH = FROM_Y[1] + FAN_Y * (MAX_DICE - 1) + 0.06


class Pose(Frozen):
    """Where a die is in its throw, against lying at rest on its rolled face in its place:
    ``turn`` (a rotation of the table's space, x right, y toward the bottom of the screen, z into
    the table; the identity at rest), moved by ``dx``, ``dy`` die sides, ``height`` die sides
    above the table, ``squash``: its height against its own (its width grows as much), seen at
    ``alpha`` (0: not yet there, 1: whole; the fades of reduced motion).

    A ``Frozen`` value (``core/frozen.py``): the launcher's dice import it."""

    FIELDS = ("turn", "dx", "dy", "height", "squash", "alpha")
    __slots__ = FIELDS
    turn: Turn
    dx: float
    dy: float
    height: float
    squash: float
    alpha: float

    def __init__(self, turn: Turn = IDENTITY, dx: float = 0.0, dy: float = 0.0, height: float = 0.0,
                 squash: float = 1.0, alpha: float = 1.0) -> None:
        put = object.__setattr__
        put(self, "turn", turn)
        put(self, "dx", dx)
        put(self, "dy", dy)
        put(self, "height", height)
        put(self, "squash", squash)
        put(self, "alpha", alpha)

    def _values(self) -> tuple[Turn, float, float, float, float, float]:
        return (self.turn, self.dx, self.dy, self.height, self.squash, self.alpha)

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


@lru_cache(maxsize=64)  # asked twice a frame of each die: where it is drawn, and what it covers
def tumble(progress: float, index: int, count: int, *, seed: int = 0, reduced: bool = False) -> Pose:
    """The one dice throw: where die ``index`` of ``count`` is when a Tumble is at ``progress``
    (0 to 1), every die landing by 1 on its rolled face in its place, exactly at rest (``REST``).

    Thrown from below right of the dice (``seed`` varies the throw from roll to roll), each die
    from further than the one before (``FROM_X``, ``FROM_Y``, ``FAN_X``, ``FAN_Y``): as the dice
    of a row or of rows one under another (in the order of their indices: left to right, top to
    bottom) come one after another, each keeps to its own side of those before it, and none
    passes through another. Each die flies, bounces and rolls into its place, turning about the
    axis it rolls on, the axis it flies along and the table's own (slower and slower, until it
    lies on its rolled face), slides a little past its place and back, squashes as it lands and
    settles. With ``reduced`` motion it stays in its place and fades in."""
    u = die_share(progress, index, count)
    if u >= 1.0:
        return REST
    if reduced:
        return Pose(alpha=min(1.0, u / 0.6))
    r = [_mix(seed, index, k) for k in range(6)]
    # the throw's own start (the same for all its dice), then each die's from further, with a
    # little of its own that never makes up a die's step
    w, h = _mix(seed, 0, 6), _mix(seed, 0, 7)
    dx0 = FROM_X[0] + (FROM_X[1] - FROM_X[0]) * w + FAN_X * index + 0.05 * r[0]
    dy0 = FROM_Y[0] + (FROM_Y[1] - FROM_Y[0]) * h + FAN_Y * index + 0.06 * r[1]
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
