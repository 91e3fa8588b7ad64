"""The die piece: one six-sided die for every game, lit and bevelled, with a soft shadow on the
table, at rest or anywhere in a throw (``core.timeline.tumble`` gives its ``Pose``).

The die is a cube with rounded edges seen from above and a little from the front (``TILT``),
lit from the top left (``LIGHT``): its top face the die's whole width, lighter at the top, a
narrow bevel lit on its upper left and shaded on its lower right, its near side darker and
rounded at its foot, inset pips (or a game's own face art, ``DieLook.art``: coins, a cannon, a
skull...), a player's colour as a ring outside it (``DieLook.edge``), and under it a contact
shadow and a soft shadow that falls to the lower right, further and fainter as the die rises
(each shadow's picture holds its whole blur). In a throw it is drawn as the
cube in space: its three visible faces projected as polygons, shaded by how they face the
light, their pips projected (a game's art as its shapes, ``die_marks.Marks``, projected as pips are, or
its pictures mapped onto the face through ``pygame.transform``).

Every picture is a pure function of values (sizes, face, look, pose), drawn once and cached: a
die at rest is one blit of a cached surface and a cached shadow, and the throw's last picture
is the very same blit (the settled picture, pixel for pixel).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from ludicitude.core.frozen import Frozen
from ludicitude.core.throw import REACH, REST, Pose, Turn, compose
from ludicitude.ui import theme
from ludicitude.ui.die_paint import gradient_rect, inset_pip, shade
from ludicitude.ui.pictures import kept
from ludicitude.ui.theme import Colour

if TYPE_CHECKING:
    from ludicitude.ui.die_marks import Marks

#: the pips of each face, as shares of the top face (x right, y down)
PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}
#: a pip's radius, in half-sides of the die
PIP_RADIUS = 0.18
#: the edges' rounding, in half-sides: the flat part of a face is the middle (1 - ROUND) of it
ROUND = 0.2
FLAT = 1.0 - ROUND
#: the table seen a little from the front: the near side of a die shows under its top face
TILT = math.radians(9.0)
_C, _S = math.cos(TILT), math.sin(TILT)
#: toward the light: up and left on the screen, and up from the table (z is into the table)
_L = (-0.45, -0.62, -0.64)
LIGHT = tuple(v / math.sqrt(sum(c * c for c in _L)) for v in _L)
AMBIENT, DIFFUSE = 0.58, 0.8  # a top face at rest comes out at 1: its own colour
#: the die's height against its width at rest (the near side shows under the top face)
ASPECT = FLAT * (_C + _S) + ROUND
#: the top face's half-height, bevel included, in half-sides (its half-width is 1); its centre
#: is _S above the die's, and the near side shows under it
TOP_HALF = FLAT * _C + ROUND * (1 - _S)
#: the shadow falls this far to the lower right (in half-sides), and further as the die rises
SHADOW_SHIFT = 0.14
#: a die in the air comes toward the viewer: larger by this share and up the screen by this
#: many sides, a side above the table
RISE_GROW, RISE_LIFT = 0.15, 0.45
_TAU = 2 * math.pi
SUPERSAMPLE = 2  # a die at rest is drawn this many times larger, then smoothed down
#: a die at rest: its corners' rounding and its top face's bevel, in half-sides; the ring of a
#: player's colour round a die (outside it), in half-sides, at least 2 px
CORNER, BEVEL, RING = 0.3, 0.07, 0.1

Art = Callable[[int, int], pygame.Surface]


class DieLook(Frozen):
    """What a die is made of: ``body`` and ``pip`` colours, an ``edge`` ring in a player's colour
    (None: none), and ``art``: a game's face pictures instead of pips (a function of the face and
    a size in pixels giving a square picture on a clear ground, drawn on the face). A ``Frozen``
    value (``core/frozen.py``), not a dataclass: the launcher's first frame imports it."""

    FIELDS = ("body", "pip", "edge", "art")
    __slots__ = FIELDS
    body: Colour
    pip: Colour
    edge: Colour | None
    art: Art | None

    def __init__(self, body: Colour = theme.DIE_FACE, pip: Colour = (20, 20, 20), edge: Colour | None = None,
                 art: Art | None = None) -> None:
        object.__setattr__(self, "body", body)
        object.__setattr__(self, "pip", pip)
        object.__setattr__(self, "edge", edge)
        object.__setattr__(self, "art", art)

    def _values(self) -> tuple[Colour, Colour, Colour | None, Art | None]:
        return (self.body, self.pip, self.edge, self.art)


def _face_frames() -> dict[int, tuple[tuple[float, ...], ...]]:
    """Each face's normal and its picture's right and down directions on the cube (opposite
    faces add up to seven); a face on top has its picture upright."""
    out: dict[int, tuple[tuple[float, ...], ...]] = {}
    for face, n, u in ((1, (0, 0, -1), (1, 0, 0)), (6, (0, 0, 1), (1, 0, 0)), (2, (0, 1, 0), (1, 0, 0)),
                       (5, (0, -1, 0), (1, 0, 0)), (3, (1, 0, 0), (0, 1, 0)), (4, (-1, 0, 0), (0, 1, 0))):
        v = (u[1] * n[2] - u[2] * n[1], u[2] * n[0] - u[0] * n[2], u[0] * n[1] - u[1] * n[0])  # u x n
        out[face] = (tuple(map(float, n)), tuple(map(float, u)), tuple(map(float, v)))
    return out


FRAMES = _face_frames()


def on_top(face: int) -> Turn:
    """The cube's rotation that lays ``face`` on top, its picture upright."""
    n, u, v = FRAMES[face]
    return (*u, *v, *(-c for c in n))  # type: ignore[return-value]


#: the table seen a little from the front: the near side (y) turns toward the viewer (-z)
VIEW: Turn = (1.0, 0.0, 0.0, 0.0, _C, _S, 0.0, -_S, _C)


def apply(m: Sequence[float], p: Sequence[float]) -> tuple[float, float, float]:
    return (m[0] * p[0] + m[1] * p[1] + m[2] * p[2], m[3] * p[0] + m[4] * p[1] + m[5] * p[2],
            m[6] * p[0] + m[7] * p[1] + m[8] * p[2])


def brightness(normal: Sequence[float]) -> float:
    return AMBIENT + DIFFUSE * max(0.0, sum(a * b for a, b in zip(normal, LIGHT)))


def unit_of(w: int, h: int) -> float:
    """Pixels per half-side of a die drawn in a ``w`` x ``h`` box (at rest, it fits the box)."""
    return min(w / 2.0, h / (2.0 * ASPECT))


def top_face(rect: pygame.Rect) -> pygame.FRect:
    """Where a die at rest in ``rect`` shows its top face (the whole face, bevel included)."""
    unit = unit_of(rect.w, rect.h)
    cx, cy = rect.centerx, rect.centery - _S * unit
    return pygame.FRect(cx - unit, cy - TOP_HALF * unit, 2 * unit, 2 * TOP_HALF * unit)


def pip_centres(rect: pygame.Rect, face: int) -> list[tuple[float, float]]:
    """The centres of ``face``'s pips on a die at rest in ``rect`` (and their radius is
    ``pip_radius(rect)``): a mark on the die must leave them clear."""
    top = top_face(rect)
    return [(top.x + fx * top.w, top.y + fy * top.h) for fx, fy in PIPS[face]]


def pip_radius(rect: pygame.Rect) -> float:
    return PIP_RADIUS * unit_of(rect.w, rect.h)


#: a pip's outline: ten points round a circle (``_draw_thrown`` maps it onto the face as an ellipse)
_CIRCLE = [(math.cos(2 * math.pi * k / 10), math.sin(2 * math.pi * k / 10)) for k in range(10)]
#: the same, a pip's radius round: (cosine, sine) shares of the face's two half axes
_PIP_RING = [(PIP_RADIUS * c, PIP_RADIUS * s) for c, s in _CIRCLE]
#: the rounded outline's corners are arcs of chords of at most this angle
_ARCS = 16
_ARC_STEP = _TAU / _ARCS
_ARC_POINTS = [(math.cos(k * _ARC_STEP), math.sin(k * _ARC_STEP)) for k in range(_ARCS)]
#: a game's picture on a thrown die is turned in steps of this many degrees (each step drawn once
#: a size, then only stretched and turned to the face); a large one (``ART_SMOOTH_BELOW`` px or
#: more, at 4K) in steps of ``ART_STEP_LARGE``: its steps' pictures hold four times the bytes
ART_STEP, ART_STEP_LARGE = 10, 15


def _outline(cx: float, cy: float, edges: list[tuple[float, float]], r: float,
             unit: float) -> list[tuple[float, float]]:
    """A thrown die's silhouette from its three half-edges on screen (``edges``, each the
    projection of one of the cube's axes, in half-sides): the flat corners' outline is the
    hexagon those three vectors span (taken in the order of their directions), and the die's
    outline that hexagon grown by ``r`` pixels all round, as one polygon: each side moved out,
    and round each corner the arc between them, through the points of a circle of ``_ARCS``
    steps that lie on it."""
    k = FLAT * unit
    gens = []
    for gx, gy in edges:
        if gy < 0 or (gy == 0 and gx < 0):
            gx, gy = -gx, -gy  # every direction in [0, pi): the hexagon's first three sides
        gens.append((math.atan2(gy, gx), gx * k, gy * k))
    gens.sort()
    (t1, x1, y1), (t2, x2, y2), (t3, x3, y3) = gens
    px, py = cx - x1 - x2 - x3, cy - y1 - y2 - y3
    hexagon = [(px, py), (px + 2 * x1, py + 2 * y1), (px + 2 * x1 + 2 * x2, py + 2 * y1 + 2 * y2),
               (cx + x1 + x2 + x3, cy + y1 + y2 + y3), (cx - x1 + x2 + x3, cy - y1 + y2 + y3),
               (cx - x1 - x2 + x3, cy - y1 - y2 + y3)]
    quarter = math.pi / 2
    # the outward normal of each side (a side along g turns from it by a quarter, the sides
    # following one another by increasing angle): the arc at a corner goes from the normal of
    # the side before it to the normal of the side after it
    normals = [t1 - quarter, t2 - quarter, t3 - quarter, t1 + quarter, t2 + quarter, t3 + quarter]
    out: list[tuple[float, float]] = []
    cos, sin, floor = math.cos, math.sin, math.floor
    ends = [(r * cos(a), r * sin(a)) for a in normals]  # each normal's end: where an arc starts or ends
    for i in range(6):
        vx, vy = hexagon[i]
        a0 = normals[i - 1] - (_TAU if i == 0 else 0.0)
        a1 = normals[i]
        ex, ey = ends[i - 1]
        out.append((vx + ex, vy + ey))
        step = floor(a0 / _ARC_STEP) + 1
        while step * _ARC_STEP < a1:
            c, s = _ARC_POINTS[step % _ARCS]
            out.append((vx + r * c, vy + r * s))
            step += 1
        ex, ey = ends[i]
        out.append((vx + ex, vy + ey))
    return out


#: a game's picture's half-side on a face, in half-sides of the die: at rest it fills the top
#: face's flat middle (``rest_image``: the face less its inset and its bevel)
ART_SPAN = 1.0 - 0.03 - ROUND * 0.45
#: a game's picture smaller than this is turned at twice its size, then smoothed down
ART_SMOOTH_BELOW = 96


def art_step(size: int) -> int:
    """The degrees a game's picture of ``size`` pixels is turned by in steps."""
    return ART_STEP if size < ART_SMOOTH_BELOW else ART_STEP_LARGE


@kept(maxsize=1024)
def _turned_art(art: Art, face: int, size: int, step: int) -> pygame.Surface:
    """``art``'s picture of ``face`` at ``size`` pixels turned by ``step`` steps of
    ``art_step(size)`` degrees; a small one drawn and turned at twice the size, then smoothed down
    (its edges stay soft: a pixel at 4K is too fine for it to matter)."""
    if size >= ART_SMOOTH_BELOW:
        return pygame.transform.rotate(art(face, size), -step * art_step(size))
    big = pygame.transform.rotate(art(face, 2 * size), -step * ART_STEP)
    return pygame.transform.smoothscale(big, (max(1, big.get_width() // 2), max(1, big.get_height() // 2)))


def _map_art(surface: pygame.Surface, art: Art, face: int, size: int, centre: tuple[float, float],
             ax: tuple[float, float], ay: tuple[float, float]) -> None:
    """The picture of ``face`` (``size`` pixels square) mapped onto the parallelogram whose
    centre is ``centre`` and whose half axes are ``ax`` (the picture's right) and ``ay`` (its
    down): the affine map split into a turn, a stretch along the axes and a turn (its singular
    values ``s1`` >= ``|s2|``); the first turn is a cached step of ``art_step(size)`` degrees.
    The stretch's uniform part (``s1``) turns with the last turn, so the picture is squeezed
    along one axis and turned at its own size, then enlarged once: each transform works on a
    picture of about ``size`` pixels, not on the face's larger one."""
    half = size / 2.0
    b00, b10, b01, b11 = ax[0] / half, ax[1] / half, ay[0] / half, ay[1] / half
    e, f, g, h = (b00 + b11) / 2, (b00 - b11) / 2, (b10 + b01) / 2, (b10 - b01) / 2
    q, r = math.hypot(e, h), math.hypot(f, g)
    s1, s2 = q + r, q - r
    a1, a2 = math.atan2(g, f), math.atan2(h, e)
    theta, phi = (a2 - a1) / 2, (a2 + a1) / 2
    if s1 * size < 2 or abs(s2) * size < 2:
        return
    degrees = art_step(size)
    img = _turned_art(art, face, size, round(math.degrees(theta) / degrees) % (360 // degrees))
    scale = pygame.transform.smoothscale if size < ART_SMOOTH_BELOW else pygame.transform.scale
    w, h0 = img.get_size()
    squeezed = max(1, round(h0 * abs(s2) / s1))
    if squeezed != h0:
        img = scale(img, (w, squeezed))
    if s2 < 0:
        img = pygame.transform.flip(img, False, True)
    img = pygame.transform.rotate(img, -math.degrees(phi))
    img = scale(img, (max(1, round(img.get_width() * s1)), max(1, round(img.get_height() * s1))))
    surface.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))


def _map_marks(surface: pygame.Surface, marks: Marks, face_colour: Colour, light: float, centre: tuple[float, float],
               ax: tuple[float, float], ay: tuple[float, float]) -> None:
    """``marks`` mapped onto the face whose centre is ``centre`` and whose half axes are ``ax``
    (its right) and ``ay`` (its down), lit by ``light`` as pips are; its holes in the face's own
    ``face_colour``."""
    mx, my = centre
    a0, a1, b0, b1 = ax[0], ax[1], ay[0], ay[1]
    for colour, points in marks.shapes:
        pygame.draw.polygon(surface, face_colour if colour is None else _lit(colour, light),
                            [(mx + x * a0 + y * b0, my + x * a1 + y * b1) for x, y in points])


#: each face's pips as (right, down) from the face's centre, in half-sides
_PIP_AT = {face: tuple((2 * fx - 1, 2 * fy - 1) for fx, fy in pips) for face, pips in PIPS.items()}
#: each face's pips' outlines (``_PIP_RING`` round each pip), as (right, down) from the face's centre
_PIP_POINTS = {face: tuple(tuple((px + c, py + s) for c, s in _PIP_RING) for px, py in pips)
               for face, pips in _PIP_AT.items()}


def _turn_of(turn: Turn, face: int | None) -> Turn:
    """The cube's whole rotation on screen: ``turn`` of the die lying on ``face``, seen from the view."""
    return compose(VIEW, compose(turn, on_top(face or 1)))


#: a thrown face's colour by its light, in steps of 1/256 (``_lit``)
_LIT: dict[tuple[Colour, int], Colour] = {}


def _lit(colour: Colour, light: float) -> Colour:
    key = (colour, int(light * 256))
    out = _LIT.get(key)
    if out is None:
        if len(_LIT) > 4096:
            _LIT.clear()
        out = _LIT[key] = shade(colour, key[1] / 256)
    return out


#: the colour of a thrown die's rounded edges, by its body's
_EDGES: dict[Colour, Colour] = {}

#: each face as (its normal's axis and sign, its picture's right and down: axis and sign), the
#: axes of ``FRAMES`` (each of its vectors has one non-zero component)
_AXES = {face: tuple((max(range(3), key=lambda i: abs(w[i])), 1.0 if sum(w) > 0 else -1.0) for w in frame)
         for face, frame in FRAMES.items()}


def _draw_thrown(surface: pygame.Surface, centre: tuple[float, float], unit: float, m: Turn, look: DieLook,
                 art_size: int) -> None:
    """A thrown die turned by ``m`` on screen (``_turn_of``), drawn straight onto ``surface`` at
    its own size, its outline smoothed: its rounded outline in the colour of its edges, then each
    face turned to the viewer, shaded by how it faces the light, with its pips (or the game's
    art, its picture ``art_size`` pixels square mapped onto the face). A thrown die is drawn
    afresh on every frame of a throw, so the arithmetic is written
    out: the cube's three axes on screen (``m``'s columns), each face's centre and sides made
    of them."""
    cx, cy = centre
    axes = ((m[0], m[3], m[6]), (m[1], m[4], m[7]), (m[2], m[5], m[8]))  # x, y, z of the cube on screen
    edges = [(a[0], a[1]) for a in axes]
    outline = _outline(cx, cy, edges, ROUND * unit, unit)
    edge = _EDGES.get(look.body)
    if edge is None:
        edge = _EDGES[look.body] = shade(look.body, 0.62)
    if look.edge is not None:  # a ring of the player's colour round the die, outside it
        ring = _outline(cx, cy, edges, ROUND * unit + ring_of(unit, look), unit)
        pygame.draw.polygon(surface, look.edge, ring)
        pygame.draw.aalines(surface, look.edge, True, ring)
        pygame.draw.polygon(surface, edge, outline)  # (its edge on the ring needs no smoothing)
    else:
        pygame.draw.polygon(surface, edge, outline)
        pygame.draw.aalines(surface, edge, True, outline)
    polygon, body, art = pygame.draw.polygon, look.body, look.art
    marks_of: Callable[[int, int], Marks] | None = getattr(art, "marks", None)
    # a game's pictures go on every face turned enough to the viewer; large ones (at 4K: each
    # mapping is transforms of a large picture) on the face most turned to it only
    facing = min(range(3), key=lambda i: -abs(axes[i][2])) if art is not None and art_size >= ART_SMOOTH_BELOW else None
    lx, ly, lz = LIGHT
    for value, ((n, ns), (u, us), (v, vs)) in _AXES.items():
        wx, wy, wz = axes[n]
        wz *= ns
        if wz > -0.05:
            continue  # turned away
        wx, wy = wx * ns, wy * ns
        light = AMBIENT + DIFFUSE * max(0.0, wx * lx + wy * ly + wz * lz)
        ku, kv = us * unit, vs * unit
        a0, a1, b0, b1 = axes[u][0] * ku, axes[u][1] * ku, axes[v][0] * kv, axes[v][1] * kv
        mx, my = cx + wx * unit, cy + wy * unit
        colour = _lit(body, light)
        fa0, fa1, fb0, fb1 = a0 * FLAT, a1 * FLAT, b0 * FLAT, b1 * FLAT
        quad = [(mx - fa0 - fb0, my - fa1 - fb1), (mx + fa0 - fb0, my + fa1 - fb1),
                (mx + fa0 + fb0, my + fa1 + fb1), (mx - fa0 + fb0, my - fa1 + fb1)]
        polygon(surface, colour, quad)  # (its sides lie on the die's darker edges: no smoothing, as its pips)
        if art is not None:  # a game's picture spans the face as it does at rest (``ART_SPAN``)
            pa, pb = (a0 * ART_SPAN, a1 * ART_SPAN), (b0 * ART_SPAN, b1 * ART_SPAN)
            if marks_of is not None and -wz > 0.3:  # as shapes, drawn as pips are (edge on: slivers)
                _map_marks(surface, marks_of(value, art_size), colour, min(1.0, light), (mx, my), pa, pb)
            elif -wz > 0.3 and facing in (None, n):
                _map_art(surface, art, value, art_size, (mx, my), pa, pb)
            continue
        if -wz < 0.12:
            continue  # a face seen edge on: its pips would be slivers
        pip = _lit(look.pip, min(1.0, light))
        for points in _PIP_POINTS[value]:
            polygon(surface, pip, [(mx + x * a0 + y * b0, my + x * a1 + y * b1) for x, y in points])


def ring_of(unit: float, look: DieLook) -> float:
    """The width in pixels of the ring of a player's colour round a die of ``unit`` (0: none)."""
    return 0.0 if look.edge is None else max(2.0, RING * unit)


@kept(maxsize=96)
def rest_image(w: int, h: int, face: int | None, look: DieLook) -> pygame.Surface:
    """A die at rest in a ``w`` x ``h`` box, ``face`` up (None: face down, a question mark), as a
    rounded cube seen a little from above: its top face the whole width of the die, a narrow
    bevel round it (lit on its upper left, shaded on its lower right), the face lighter at the
    top, inset pips; its near side under it, rounded at its foot and darker toward the table;
    a player's colour as a ring outside it (the picture is that much larger than the box, the
    box in its middle). Drawn large and smoothed down."""
    k = SUPERSAMPLE
    unit = unit_of(w, h) * k
    pad = math.ceil(ring_of(unit / k, look)) + (1 if look.edge is not None else 0)
    big = pygame.Surface(((w + 2 * pad) * k, (h + 2 * pad) * k), pygame.SRCALPHA)
    cx, cy = big.get_width() / 2, big.get_height() / 2
    radius = round(CORNER * unit)
    body = pygame.Rect(0, 0, round(2 * unit), round(2 * ASPECT * unit))
    body.center = (round(cx), round(cy))
    if look.edge is not None:  # the player's colour, round the die and outside it
        ring = round(ring_of(unit / k, look) * k)
        pygame.draw.rect(big, look.edge, body.inflate(2 * ring, 2 * ring), border_radius=radius + ring)
    # the near side: darker toward the table, rounded at its foot
    gradient_rect(big, body, shade(look.body, 0.7), shade(look.body, 0.54), radius)
    top = pygame.Rect(body.x, body.y, body.w, round(2 * TOP_HALF * unit))
    bevel = max(2, round(BEVEL * unit))
    pygame.draw.rect(big, shade(look.body, 0.88), top, border_radius=radius)  # the bevel's shaded lower right
    pygame.draw.rect(big, shade(look.body, 1.16), (top.x, top.y, top.w - bevel, top.h - bevel),
                     border_radius=radius)  # its lit upper left
    flat = top.inflate(-2 * bevel, -2 * bevel)
    gradient_rect(big, flat, shade(look.body, 1.05), shade(look.body, 0.94), max(1, radius - bevel))
    if face is None:
        size = max(8, int(top.h * 0.62))
        img = theme.render("?", size, look.pip, True)
        big.blit(img, img.get_rect(center=flat.center))
    elif look.art is not None:  # a game's picture, as a thrown die spans its face (``ART_SPAN``)
        area = pygame.Rect(0, 0, round(2 * ART_SPAN * unit), round(2 * ART_SPAN * TOP_HALF * unit))
        area.center = top.center
        big.blit(pygame.transform.smoothscale(look.art(face, area.w), area.size), area)
    else:
        r = PIP_RADIUS * unit
        for fx, fy in PIPS[face]:
            inset_pip(big, (top.x + fx * top.w, top.y + fy * top.h), r, look.body, look.pip)
    return pygame.transform.smoothscale(big, (w + 2 * pad, h + 2 * pad))


@kept(maxsize=128)
def squashed_image(w: int, h: int, face: int | None, look: DieLook, sw: int, sh: int) -> pygame.Surface:
    """The die at rest (``rest_image``) smoothed to ``sw`` x ``sh`` pixels, as it lands and
    settles (squashed, then stretched): a settling die takes a few sizes only, in every throw."""
    return pygame.transform.smoothscale(rest_image(w, h, face, look), (sw, sh))


@kept(maxsize=48)
def shadow_image(w: int, h: int, lift: int) -> pygame.Surface:
    """The soft shadow of a die in a ``w`` x ``h`` box, ``lift`` eighths of a side off the
    table: blurred, wider and fainter the higher it is, and faded to nothing inside its picture
    (its margin holds the whole blur: no edge of the picture shows on the table)."""
    unit = unit_of(w, h)
    grow = 1 + lift * 0.06
    soft = unit * (0.16 + 0.05 * lift)  # how far the blur reaches, in pixels
    # blurred small, then smoothed up: as soft, and quick to make at 4K; a die's in the air
    # (wider, blurred more: a throw makes a dozen of them at once) smaller still
    shrink = max(1, min(4 if lift == 0 else 16, int(soft / 2)))
    blur = max(1, round(soft / shrink / 1.5))  # it reaches twice as far: a third past ``soft``
    pad = (2 * blur + 2) * shrink  # the blur reaches twice its radius; the smoothing, a pixel more
    if lift == 0:  # and room for the contact shadow, a little left of the shadow's middle
        pad = max(pad, (math.ceil(unit * (SHADOW_SHIFT + 0.2) / shrink) + 2) * shrink)
    foot = pygame.Rect(0, 0, int(2 * unit * grow), int(2 * unit * _C * grow))
    size = (math.ceil((foot.w + 2 * pad) / shrink) * shrink, math.ceil((foot.h + 2 * pad) / shrink) * shrink)
    img = pygame.Surface(size, pygame.SRCALPHA)
    foot.center = img.get_rect().center
    alpha = max(20, int(120 / grow ** 2))
    pygame.draw.rect(img, (0, 0, 0, alpha), foot, border_radius=int(unit * 0.5))
    if shrink == 1:
        img = pygame.transform.gaussian_blur(img, blur, False)
    else:
        small = pygame.transform.smoothscale(img, (size[0] // shrink, size[1] // shrink))
        small = pygame.transform.gaussian_blur(small, blur, False)
        if shrink > 4:
            small = pygame.transform.smoothscale(small, (size[0] // 4, size[1] // 4))
        img = pygame.transform.smoothscale(small, size)
    if lift == 0:  # on the table: a darker, tighter shadow where its foot touches it
        img.blit(_contact(unit), _contact_at(unit, img.get_size()))
    return _trimmed(img)


def _trimmed(img: pygame.Surface) -> pygame.Surface:
    """``img`` less the clear margin its blur left round it, as much off each side as off the
    side opposite (its middle stays where it was) and a clear rim of 2 px kept: each frame of a
    throw lays eight shadows and puts back what they covered, and a third of a high shadow's
    picture is that margin."""
    held = img.get_bounding_rect(1)
    w, h = img.get_size()
    mx, my = max(0, min(held.x, w - held.right) - 2), max(0, min(held.y, h - held.bottom) - 2)
    if not (mx or my) or not held.w:
        return img
    return img.subsurface((mx, my, w - 2 * mx, h - 2 * my)).copy()


def _contact(unit: float) -> pygame.Surface:
    """The shadow right under a die's foot, blurred a little (``shadow_image``)."""
    blur = max(1, round(unit * 0.05))
    edge = 2 * blur + 1
    foot = pygame.Rect(edge, edge, round(2 * unit * 0.96), max(2, round(unit * 0.22)))
    img = pygame.Surface((foot.w + 2 * edge, foot.h + 2 * edge), pygame.SRCALPHA)
    pygame.draw.rect(img, (0, 0, 0, 150), foot, border_radius=foot.h // 2)
    return pygame.transform.gaussian_blur(img, blur, False)


def _contact_at(unit: float, size: tuple[int, int]) -> tuple[int, int]:
    """Where ``_contact`` goes in a shadow picture of ``size`` laid by ``shadow_at`` at rest: its
    middle a little above the die's foot."""
    img = _contact(unit)
    shift = unit * SHADOW_SHIFT
    foot = (size[0] / 2 - shift, size[1] / 2 + (ASPECT - _S * 0.5) * unit - shift - unit * 0.06)
    return round(foot[0] - img.get_width() / 2), round(foot[1] - img.get_height() / 2)


def shadow_at(rect: pygame.Rect, height: float) -> tuple[pygame.Surface, tuple[int, int]]:
    """The shadow of a die in ``rect`` at ``height`` die sides, and where its picture goes."""
    unit = unit_of(rect.w, rect.h)
    lift = max(0, min(12, round(height * 8)))
    img = shadow_image(rect.w, rect.h, lift)
    shift = unit * (SHADOW_SHIFT + 0.5 * height)
    centre = (rect.centerx + shift, rect.centery + _S * unit * 0.5 + shift)
    return img, (round(centre[0] - img.get_width() / 2), round(centre[1] - img.get_height() / 2))


Box = tuple[float, float, float, float]


def thrown_box(unit: float, m: Turn, ring: float = 0.0) -> Box:
    """The box round a thrown die of ``unit`` pixels a half-side turned by ``m`` on screen
    (``_turn_of``), from its centre: left, top, right, bottom, its rounded edges and its ring
    (``ring`` pixels wide) included."""
    half_w = (abs(m[0]) + abs(m[1]) + abs(m[2])) * FLAT * unit + ROUND * unit + ring + 2
    half_h = (abs(m[3]) + abs(m[4]) + abs(m[5])) * FLAT * unit + ROUND * unit + ring + 2
    return -half_w, -half_h, half_w, half_h


def as_thrown(surface: pygame.Surface, rect: pygame.Rect, pose: Pose, within: pygame.Rect | None = None) -> Pose:
    """``pose`` as the die of ``rect`` is drawn on ``surface``: thrown from below its place
    (``core.throw.tumble``), or from above where the table has no room below it for a throw
    (``REACH``: the same for every die of a row), turning as it goes (mirrored top to bottom).
    ``within``: the part of the table the throw keeps to (a tray), else the whole surface; where
    neither side has a whole throw's room, it comes from the roomier side, from as far as there
    is room (the same for every die of a row, so their order holds)."""
    if pose == REST:
        return pose
    bounds = surface.get_rect() if within is None else within
    reach = REACH * 2 * unit_of(rect.w, rect.h)
    below, above = bounds.bottom - rect.bottom, rect.top - bounds.top
    if below >= reach:
        return pose
    if within is not None and below >= above:
        k = max(0.0, below / reach)
        return Pose(pose.turn, pose.dx, pose.dy * k, pose.height, pose.squash, pose.alpha)
    k = 1.0 if within is None else max(0.0, min(1.0, above / reach))
    m = pose.turn
    turn = (m[0], -m[1], m[2], -m[3], m[4], -m[5], m[6], -m[7], m[8])
    return Pose(turn, pose.dx, -pose.dy * k, pose.height, pose.squash, pose.alpha)


Placing = tuple[Pose, pygame.Rect, float, float, Turn | None, Box, pygame.Surface, tuple[int, int]]


def _placed(surface: pygame.Surface, rect: pygame.Rect, face: int | None, look: DieLook, pose: Pose,
            within: pygame.Rect | None) -> Placing:
    """Where ``draw`` draws the die of ``rect`` at ``pose``: the pose as thrown, its place, its
    lift, its unit as it rises, its turn on screen and box from its centre (None, zeros: not
    turned), its shadow's picture and where that goes (``shadow_at``)."""
    unit = unit_of(rect.w, rect.h)
    side = unit * 2
    pose = as_thrown(surface, rect, pose, within)
    bounds = surface.get_rect() if within is None else within
    place = rect.move(round(pose.dx * side), round(pose.dy * side))
    if pose != REST:  # thrown from beside the row, but never from off the table's edge
        place.clamp_ip(bounds)
    # the die rises toward the viewer: a little larger, and up the screen
    grow = 1.0 + RISE_GROW * pose.height
    lift = pose.height * side * RISE_LIFT
    turned_unit, m, box = unit * grow, None, (0.0, 0.0, 0.0, 0.0)
    if pose.turned:  # turned on an edge or a corner it reaches further than at rest: kept within
        m = _turn_of(pose.turn, face)
        box = left, top, right, bottom = thrown_box(turned_unit, m, ring_of(turned_unit, look))
        if within is not None:
            lift = max(0.0, min(lift, place.centery + top - bounds.y))
            place.x += max(0, math.ceil(bounds.x - (place.centerx + left))) - max(
                0, math.ceil(place.centerx + right - bounds.right))
            place.y -= max(0, math.ceil(place.centery + bottom - lift - bounds.bottom))
            place.y += max(0, math.ceil(bounds.y - (place.centery + top - lift)))
    return (pose, place, lift, turned_unit, m, box, *shadow_at(place, pose.height))


#: the last placings (``_placed``; no pictures), by all they depend on: a screen that draws only
#: what moves asks where each die goes (``extent``), then draws it (``draw``), in the same frame
_PLACINGS: dict[tuple[object, ...], Placing] = {}


def _placing(surface: pygame.Surface, rect: pygame.Rect, face: int | None, look: DieLook, pose: Pose,
             within: pygame.Rect | None) -> Placing:
    """``_placed``, kept for the frame's second asking (its place is never changed by a caller)."""
    key = (surface.get_size(), rect.x, rect.y, rect.w, rect.h, face, look.edge, pose,
           None if within is None else (within.x, within.y, within.w, within.h))
    got = _PLACINGS.get(key)
    if got is None:
        if len(_PLACINGS) >= 64:
            _PLACINGS.clear()
        got = _PLACINGS[key] = _placed(surface, rect, face, look, pose, within)
    return got


def extent(surface: pygame.Surface, rect: pygame.Rect, face: int | None, look: DieLook, pose: Pose = REST,
           within: pygame.Rect | None = None) -> pygame.Rect:
    """All that ``draw`` may touch of ``surface`` for the die of ``rect`` at ``pose`` (its shadow,
    the die turned, raised or squashed) and half a side round its place (a game's glow or mark on
    a die lying still): what a screen drawing only what moves restores (``ui/still_picture.py``)."""
    w, h = rect.w, rect.h
    pose, place, lift, _unit, m, box, shadow, at = _placing(surface, rect, face, look, pose, within)
    grow = 1.0 + RISE_GROW * pose.height
    left, top, right, bottom = box if m is not None else (-w * grow, -h * grow, w * grow, h * grow)
    cx, cy = place.centerx, place.centery - lift
    drawn = pygame.Rect(math.floor(cx + left) - 2, math.floor(cy + top) - 2, math.ceil(right - left) + 5,
                        math.ceil(bottom - top) + 5)
    return pygame.Rect(at, shadow.get_size()).union(place.inflate(w, h)).union(drawn)


def draw(surface: pygame.Surface, rect: pygame.Rect, face: int | None, look: DieLook, pose: Pose = REST,
         within: pygame.Rect | None = None) -> pygame.Rect:
    """The die of ``rect`` (at rest there) showing ``face`` at ``pose``, with its shadow; the
    die's box as drawn (moved, raised, squashed with the pose). ``within``: where a thrown die
    keeps to (a tray: ``as_thrown``), else the whole surface."""
    w, h = rect.w, rect.h
    if w < 2 or h < 2:
        return rect
    pose, place, lift, turned_unit, m, (left, top, right, bottom), shadow, at = _placing(
        surface, rect, face, look, pose, within)
    alpha = None if pose.alpha >= 1.0 else max(0, int(255 * pose.alpha))
    _blit(surface, shadow, at, alpha)
    if m is not None:  # drawn at the size it rises to (never stretched), straight onto the table
        centre = (place.centerx, place.centery - lift)
        box = pygame.Rect(math.floor(centre[0] + left), math.floor(centre[1] + top), 0, 0)
        box.size = (math.ceil(centre[0] + right) - box.x + 1, math.ceil(centre[1] + bottom) - box.y + 1)
        # a game's picture at a multiple of 16 px for the die's size at rest: drawn once, then cached
        art_size = max(16, int(unit_of(w, h) * 1.5) // 16 * 16)
        if alpha is None:
            _draw_thrown(surface, centre, turned_unit, m, look, art_size)
            return box
        img = pygame.Surface(box.size, pygame.SRCALPHA)  # faded: drawn apart, then laid on the table
        _draw_thrown(img, (centre[0] - box.x, centre[1] - box.y), turned_unit, m, look, art_size)
        _blit(surface, img, box.topleft, alpha)
        return box
    img = rest_image(w, h, face, look)
    pad = (img.get_height() - h) // 2  # the ring round the die, outside its box
    grow = 1.0 + RISE_GROW * pose.height
    if pose.squash != 1.0 or grow != 1.0:
        sw, sh = round(img.get_width() * grow * (2.0 - pose.squash)), round(img.get_height() * grow * pose.squash)
        img = squashed_image(w, h, face, look, max(1, sw), max(1, sh))
        pad = round(pad * grow * pose.squash)
    box = img.get_rect(midbottom=(place.centerx, round(place.bottom - lift) + pad))
    _blit(surface, img, box.topleft, alpha)
    return box


def _blit(surface: pygame.Surface, img: pygame.Surface, at: tuple[int, int], alpha: int | None) -> None:
    if alpha is None:
        surface.blit(img, at)
        return
    img.set_alpha(alpha)
    surface.blit(img, at)
    img.set_alpha(255)  # None would drop the picture's own transparency (pygame-ce)
