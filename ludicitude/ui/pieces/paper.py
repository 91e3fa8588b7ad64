"""A paper score sheet and pencil marks on it, drawn by pure functions of values and cached by
them: the paper's grain and the wobble of a stroke come from a seed, so the same sheet and the
same cross always look the same (a cached picture stays equal to a fresh drawing).
"""

from __future__ import annotations

import math
import random

import pygame

from ludicitude.ui.pictures import kept

PAPER = (246, 240, 224)
PAPER_GRAIN = (228, 219, 196)
PAPER_EDGE = (196, 184, 156)
#: a soft pencil's grey, dark enough to read on the paler row colours from across a room
GRAPHITE = (46, 48, 56)
#: the ink of printed words on the paper
INK = (24, 24, 28)
Colour = tuple[int, int, int]


#: the colour a paper picture leaves see-through (its rounded corners): blitted as a colour key,
#: a large sheet costs a plain copy, not a blend, on every full redraw
SEE_THROUGH = (255, 0, 255)
#: the shadow a sheet casts on the table
SHADOW = (6, 12, 10)


@kept(maxsize=16)
def paper_image(w: int, h: int) -> pygame.Surface:
    """A sheet of paper ``w`` x ``h``: warm white, faint fibres and specks, a darker edge and
    slightly rounded corners (its shadow is drawn by ``draw_paper``)."""
    img = pygame.Surface((max(1, w), max(1, h)))
    img.fill(SEE_THROUGH)
    img.set_colorkey(SEE_THROUGH, pygame.RLEACCEL)
    radius = max(2, min(w, h) // 40)
    pygame.draw.rect(img, PAPER, img.get_rect(), border_radius=radius)
    inside = img.get_rect().inflate(-2 * radius, -2 * radius)
    rng = random.Random(w * 7919 + h)
    for _ in range(w * h // 90):  # specks
        x, y = rng.randrange(max(1, w)), rng.randrange(max(1, h))
        if inside.collidepoint(x, y):
            shade = rng.uniform(0.25, 0.6)
            img.set_at((x, y), tuple(int(p + (g - p) * shade) for p, g in zip(PAPER, PAPER_GRAIN)))
    fibre = tuple(int(p + (g - p) * 0.35) for p, g in zip(PAPER, PAPER_GRAIN))
    img.set_clip(inside)
    for _ in range(max(4, h // 6)):  # fibres, mostly along the sheet
        fx, fy = rng.uniform(0, w), rng.uniform(0, h)
        length, angle = rng.uniform(4, 16) * max(1, h / 300), rng.uniform(-0.35, 0.35)
        end = (fx + math.cos(angle) * length, fy + math.sin(angle) * length)
        pygame.draw.line(img, fibre, (fx, fy), end)
    img.set_clip(None)
    pygame.draw.rect(img, PAPER_EDGE, img.get_rect(), max(1, min(w, h) // 160), border_radius=radius)
    return img


def draw_paper(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A sheet of paper at ``rect``, lying on the table with its shadow under it."""
    offset = max(2, rect.h // 60)
    surface.fill(SHADOW, rect.move(offset, offset))  # a plain fill: the paper's corners hide its own
    surface.blit(paper_image(rect.w, rect.h), rect)


Point = tuple[float, float]


def _stroke(rng: random.Random, a: Point, b: Point, wobble: float) -> list[Point]:
    """A hand's stroke from ``a`` to ``b``: a little past both ends, bowed and wavering."""
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length
    bow = rng.uniform(-1.0, 1.0) * wobble
    start, end = rng.uniform(-0.06, 0.02), rng.uniform(0.98, 1.07)
    points = []
    for k in range(6):
        t = start + (end - start) * k / 5
        off = bow * math.sin(t * math.pi) + rng.uniform(-0.3, 0.3) * wobble
        points.append((ax + dx * t + nx * off, ay + dy * t + ny * off))
    return points


@kept(maxsize=1024)
def pencil_cross_image(w: int, h: int, seed: int, heavy: bool = False, colour: Colour = GRAPHITE) -> pygame.Surface:
    """Two pencil strokes crossing a ``w`` x ``h`` box, each a little irregular (after ``seed``):
    a graphite core with a paler grain beside it, heavier when ``heavy``."""
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    rng = random.Random(seed)
    inset = 0.13
    width = max(2, round(min(w, h) / (6 if heavy else 9)))
    wobble = min(w, h) * 0.045
    corners = (((w * inset, h * inset), (w * (1 - inset), h * (1 - inset))),
               ((w * (1 - inset), h * inset), (w * inset, h * (1 - inset))))
    for a, b in corners:
        points = _stroke(rng, a, b, wobble)
        pygame.draw.lines(img, (*colour, 235), False, points, width)
        for x, y in points[1:-1]:  # rounded joints, as a pencil's tip leaves them
            pygame.draw.circle(img, (*colour, 235), (x, y), width / 2)
        grain = [(x + width * 0.45, y - width * 0.45) for x, y in points[1:-1]]
        pygame.draw.lines(img, (*colour, 110), False, grain, max(1, width // 2))
    return img


def draw_pencil_cross(surface: pygame.Surface, rect: pygame.Rect, seed: int, *, heavy: bool = False,
                      colour: Colour = GRAPHITE) -> None:
    """A pencil cross over ``rect`` (square, in its middle: a cross in a wide box is not flattened);
    ``seed`` picks its wobble (the same box, the same cross)."""
    side = min(rect.w, int(rect.h * 1.2))
    place = pygame.Rect(0, 0, side, rect.h)
    place.center = rect.center
    surface.blit(pencil_cross_image(place.w, place.h, seed, heavy, colour), place)
