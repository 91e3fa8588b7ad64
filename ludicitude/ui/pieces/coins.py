"""Gold coins and piles of them, drawn by pure functions of values and cached by those values.

A pile grows with its amount: one coin a gold piece, in stacks of ``STACK`` (counted at a
glance, as players stack coins at a real table), the stacks in staggered rows, back rows drawn
first and set higher, as seen from a player's seat. ``pile_shape`` says how large the coins
can be for an amount to fit a place, so a table can give every pile the same coin (and the
flying coins that size) and a pile too large for its place takes smaller coins, never spills.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import pygame

from ludicitude.ui.pictures import kept

GOLD = (236, 190, 52)
GOLD_LIGHT = (255, 232, 140)
GOLD_RIM = (196, 146, 30)
GOLD_EDGE = (156, 108, 16)
GOLD_SHADE = (118, 80, 10)
OUTLINE = (70, 46, 6)
#: coins a stack holds before the next stack begins
STACK = 5
#: a lying coin's top, seen from a seat: its height over its width
TILT = 0.42
#: a coin's thickness, in coin radii
THICK = 0.24
#: each row further back is raised this much (in coin radii) and shifted half a coin aside
ROW_RISE = 0.62
#: rows of stacks at most: deeper, a pile reads as a tower
MAX_ROWS = 3


@dataclass(frozen=True)
class PileShape:
    """How a pile is laid out: coins of radius ``r`` in ``rows`` rows of at most ``per_row``
    stacks; ``w`` and ``h`` the size it takes."""

    r: float
    rows: int
    per_row: int
    w: int
    h: int


def stacks_of(amount: int) -> list[int]:
    """The coins of each stack of a pile of ``amount``: full stacks, the last one partial."""
    full, rest = divmod(max(0, amount), STACK)
    return [STACK] * full + ([rest] if rest else [])


def _extent(r: float, rows: int, per_row: int) -> tuple[float, float]:
    w = r * (2.1 * per_row + (1.05 if rows > 1 else 0.0))
    h = r * (2 * TILT + STACK * THICK + (rows - 1) * ROW_RISE)
    return w, h


@functools.lru_cache(maxsize=64)  # a shape, not a picture: the same few amounts and boxes every frame
def pile_shape(amount: int, w: int, h: int, largest: float) -> PileShape:
    """The largest coins (at most ``largest`` in radius) with which a pile of ``amount`` fits
    ``w`` x ``h``, and the rows that give them (fewest rows on a tie)."""
    stacks = len(stacks_of(amount))
    if stacks == 0 or w <= 0 or h <= 0:
        return PileShape(0.0, 0, 0, 0, 0)
    best = PileShape(0.0, 0, 0, 0, 0)
    for rows in range(1, min(stacks, MAX_ROWS) + 1):
        per_row = math.ceil(stacks / rows)
        ew, eh = _extent(1.0, rows, per_row)
        r = min(largest, (w - 2) / ew, (h - 3) / eh)  # a pixel's margin for the outlines
        if r > best.r + 0.25:
            pw, ph = _extent(r, rows, per_row)
            best = PileShape(r, rows, per_row, math.ceil(pw) + 2, math.ceil(ph) + 3)
    return best


@kept(maxsize=32)
def coin_image(r: int) -> pygame.Surface:
    """One coin lying flat, seen from a seat: its gold top with a raised rim and a glint over
    its darker edge."""
    ry = max(1.0, r * TILT)
    t = max(1.0, r * THICK)
    w, h = 2 * r + 2, int(2 * ry + t) + 3
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    top = pygame.Rect(1, 1, 2 * r, int(2 * ry))
    below = top.move(0, int(t))
    pygame.draw.ellipse(img, GOLD_SHADE, below)
    pygame.draw.rect(img, GOLD_EDGE, pygame.Rect(top.x, top.centery, top.w, int(t)))
    pygame.draw.ellipse(img, OUTLINE, below, 1)
    pygame.draw.line(img, OUTLINE, (top.x, top.centery), (top.x, top.centery + int(t)))
    pygame.draw.line(img, OUTLINE, (top.right - 1, top.centery), (top.right - 1, top.centery + int(t)))
    pygame.draw.ellipse(img, GOLD, top)
    if r >= 5:
        pygame.draw.ellipse(img, GOLD_RIM, top.inflate(-r * 0.36, -ry * 0.36), max(1, r // 9))
        glint = pygame.Rect(0, 0, int(r * 0.7), max(2, int(ry * 0.45)))
        glint.center = (int(top.centerx - r * 0.32), int(top.centery - ry * 0.32))
        pygame.draw.ellipse(img, GOLD_LIGHT, glint)
    pygame.draw.ellipse(img, OUTLINE, top, 1)
    return img


@kept(maxsize=16)
def flying_coin_image(r: int) -> pygame.Surface:
    """A coin in the air, face on: rim, a struck star and a glint."""
    img = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
    c = r + 1
    pygame.draw.circle(img, GOLD_EDGE, (c, c), r)
    pygame.draw.circle(img, GOLD, (c, c - max(1, r // 10)), r * 0.9)
    pygame.draw.circle(img, GOLD_RIM, (c, c), r * 0.7, max(1, r // 8))
    star = [(c + math.cos(a) * r * (0.42 if k % 2 == 0 else 0.18), c - math.sin(a) * r * (0.42 if k % 2 == 0 else 0.18))
            for k, a in enumerate(math.pi / 2 + k * math.pi / 5 for k in range(10))]
    pygame.draw.polygon(img, GOLD_RIM, star)
    pygame.draw.circle(img, GOLD_LIGHT, (c - r * 0.38, c - r * 0.4), max(1, r * 0.16))
    pygame.draw.circle(img, OUTLINE, (c, c), r, max(1, r // 10))
    return img


def _jitter(stack: int, level: int) -> int:
    """A coin's small offset aside (-1, 0 or 1 in tenths of a radius): stacks as hands make them."""
    return (stack * 7 + level * 3) % 3 - 1


def _places(shape: PileShape, amount: int) -> list[tuple[float, float, int]]:
    """Each stack's foot (x of its centre, y of its lowest coin's top) and its coins, back row
    first; the front row is filled first."""
    stacks = stacks_of(amount)
    r = shape.r
    ry, t = r * TILT, r * THICK
    foot_y = shape.h - 2 - 2 * ry - t
    out = []
    for row in reversed(range(shape.rows)):
        shift = r * 1.05 if row % 2 else 0.0
        y = foot_y - row * r * ROW_RISE
        for col in range(shape.per_row):
            i = row * shape.per_row + col
            if i < len(stacks):
                out.append((r + 1 + shift + col * r * 2.1, y, stacks[i]))
    return out


@kept(maxsize=128)
def pile_image(amount: int, w: int, h: int, largest: int) -> pygame.Surface:
    """A pile of ``amount`` coins fitted to ``w`` x ``h`` (coins of radius at most ``largest``),
    its stacks standing on the bottom edge from the left; empty for no coins."""
    shape = pile_shape(amount, w, h, largest)
    img = pygame.Surface((max(1, shape.w), max(1, shape.h)), pygame.SRCALPHA)
    if shape.r <= 0:
        return img
    r = shape.r
    coin = coin_image(max(1, int(r)))
    t = r * THICK
    shadow = pygame.Surface(img.get_size(), pygame.SRCALPHA)
    for x, y, _ in _places(shape, amount):  # a soft shadow under each stack
        pygame.draw.ellipse(shadow, (0, 0, 0, 70), pygame.Rect(x - r * 1.05, y + r * TILT * 1.1, r * 2.3, r * TILT * 2))
    img.blit(shadow, (0, 0))
    for s, (x, y, coins) in enumerate(_places(shape, amount)):
        for level in range(coins):
            img.blit(coin, (x - r - 1 + _jitter(s, level) * r * 0.08, y - level * t - 1))
    return img


def pile_top(amount: int, w: int, h: int, largest: int) -> tuple[int, int]:
    """Where the next coin lands on a pile drawn by ``pile_image`` (from its top left): on its
    last stack, or where the first stack will stand."""
    shape = pile_shape(max(1, amount), w, h, largest)
    places = _places(shape, max(1, amount))
    x, y, coins = places[-1] if amount else places[0]
    return int(x), int(y - (coins if amount else 0) * shape.r * THICK + shape.r * TILT)


def draw_pile(surface: pygame.Surface, area: pygame.Rect, amount: int, largest: float, *,
              align: str = "left") -> pygame.Rect:
    """A pile of ``amount`` coins standing on the bottom of ``area`` (at its left, centre or
    right: ``align``), coins at most ``largest`` in radius; returns where it stands."""
    img = pile_image(amount, area.w, area.h, int(largest))
    place = img.get_rect(bottom=area.bottom)
    place.x = {"left": area.x, "center": area.centerx - place.w // 2, "right": area.right - place.w}[align]
    surface.blit(img, place)
    return place


def draw_flying_coins(surface: pygame.Surface, source: tuple[float, float], target: tuple[float, float],
                      t: float, amount: int, r: float, *, most: int = 12) -> None:
    """``amount`` coins (at most ``most`` drawn) flying in an arc from ``source`` to ``target``,
    ``t`` (0..1) of the way, one after the other, each slowing as it lands (eased out)."""
    coins = max(1, min(amount, most))
    img = flying_coin_image(max(2, int(r)))
    rise = min(max(abs(target[0] - source[0]) * 0.2, r * 4), min(source[1], target[1]) * 0.5)
    lag = 0.45 / coins
    for k in range(coins):
        tk = max(0.0, min(1.0, (t - k * lag) / (1 - (coins - 1) * lag)))
        if tk <= 0.0 or tk >= 1.0:
            continue  # still on its pile, or landed on the other
        e = 1 - (1 - tk) ** 2
        x = source[0] + (target[0] - source[0]) * e
        y = source[1] + (target[1] - source[1]) * e - math.sin(e * math.pi) * rise
        surface.blit(img, (x - img.get_width() / 2, y - img.get_height() / 2))
