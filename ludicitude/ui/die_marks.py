"""A game's face pictures as shapes, for a thrown die (``ui/dice.py`` maps them onto each face
turned to the viewer as it does pips): ``Marks``, and the discs and bars they are made of."""

from __future__ import annotations

import math

from ludicitude.core.frozen import Frozen
from ludicitude.ui.theme import Colour

Shape = tuple[Colour | None, tuple[tuple[float, float], ...]]


class Marks(Frozen):
    """A game's face picture as shapes, for a thrown die: drawn as polygons mapped onto the
    face, as its pips are (no picture turned and stretched each frame). ``shapes``: each a
    colour (None: the die's own, a hole in the ink) and a polygon in the face's own units (x
    right, y down, -1 to 1 across the face, as its picture spans it), drawn in turn.

    A game's ``DieLook.art`` gives them by a ``marks(face, size)`` method beside its pictures
    (``art(face, size)``: the die at rest); without it, its pictures are mapped onto the face.
    A ``Frozen`` value (``core/frozen.py``): the launcher's dice import it."""

    FIELDS = ("shapes",)
    __slots__ = FIELDS
    shapes: tuple[Shape, ...]

    def __init__(self, shapes: tuple[Shape, ...]) -> None:
        object.__setattr__(self, "shapes", shapes)


def disc(x: float, y: float, r: float, points: int = 14) -> tuple[tuple[float, float], ...]:
    """A round shape of ``Marks`` (an ellipse once mapped onto a turned face)."""
    tau = 2 * math.pi
    return tuple((x + r * math.cos(tau * k / points), y + r * math.sin(tau * k / points)) for k in range(points))


def bar(x1: float, y1: float, x2: float, y2: float, half: float) -> tuple[tuple[float, float], ...]:
    """A straight stroke of ``Marks`` from (x1, y1) to (x2, y2), ``half`` its width either side."""
    length = math.hypot(x2 - x1, y2 - y1) or 1.0
    nx, ny = -(y2 - y1) / length * half, (x2 - x1) / length * half
    return ((x1 + nx, y1 + ny), (x2 + nx, y2 + ny), (x2 - nx, y2 - ny), (x1 - nx, y1 - ny))
