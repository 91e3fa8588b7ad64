"""Corsaire's thrown dice (issue 37, item 1: "One die piece for every game (pips and Corsaire's
faces alike) ... A roll throws the dice: each turns about more than one axis ... and settles on
exactly the face rolled"): mid-throw a die shows its faces' pictures, drawn as shapes
(``pieces.face_marks``) where the picture at rest has its ink and its gold."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.core.throw import Pose, rotation
from ludicitude.games.corsaire import pieces
from ludicitude.ui import dice

TABLE = (90, 140, 200)  # neither ink nor gold


def classes(surface: pygame.Surface, rect: pygame.Rect) -> tuple[set[tuple[int, int]], set[tuple[int, int]]]:
    """The ink (dark) and the gold (yellow) pixels in ``rect``."""
    ink, gold = set(), set()
    for y in range(rect.top, rect.bottom):
        for x in range(rect.left, rect.right):
            r, g, b, _ = surface.get_at((x, y))
            if r + g + b < 200:
                ink.add((x, y))
            elif r > 150 and g > 110 and b < 90:
                gold.add((x, y))
    return ink, gold


def overlap(a: set[tuple[int, int]], b: set[tuple[int, int]]) -> float:
    return len(a & b) / max(1, len(a | b))


def pictures_only(face: int, size: int) -> pygame.Surface:
    """Corsaire's pictures without their shapes, as a game whose art has none: mapped."""
    return pieces.face_art(face, size)


@pytest.mark.parametrize("art", [pieces.face_art, pictures_only])
@pytest.mark.parametrize("face", [1, 2, 3, 4, 5, 6])
def test_a_die_thrown_shows_on_its_top_face_the_picture_it_has_at_rest(face, art):
    """A die turned by a hair in its throw (drawn as a cube in space, its picture as shapes, or
    mapped onto the face where the game gives no shapes) shows its ink and its gold where the
    settled die has them."""
    pygame.init()
    pygame.display.set_mode((8, 8))  # the coin's value is a font's picture
    rect = pygame.Rect(40, 40, 162, 162)
    look = dice.DieLook(pip=pieces.INK, art=art)
    at_rest, thrown = pygame.Surface((240, 240)), pygame.Surface((240, 240))
    at_rest.fill(TABLE)
    thrown.fill(TABLE)
    dice.draw(at_rest, rect, face, look)
    dice.draw(thrown, rect, face, look, Pose(turn=rotation((0.0, 0.0, 1.0), 0.002)))
    top = dice.top_face(rect)
    area = pygame.Rect(round(top.x), round(top.y), round(top.w), round(top.h))
    (ink_rest, gold_rest), (ink_thrown, gold_thrown) = classes(at_rest, area), classes(thrown, area)
    assert len(ink_rest) > 200 and len(ink_thrown) > 200
    assert overlap(ink_rest, ink_thrown) > 0.7, face
    if face in (1, 2, 3):  # a coin: its gold and its value
        assert overlap(gold_rest, gold_thrown) > 0.7
