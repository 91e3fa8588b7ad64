"""Magouille's cups (issue 37): at a reveal the dice stand under their owners' cups, the cups lift
one after the other and the total counts up with them. A cup never shows the face under it before
its own lift begins."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.core.timeline import FACE_DOWN_SECONDS, Timeline
from ludicitude.games.magouille import pieces
from ludicitude.games.magouille.story import Moment, Phase, Resolution, lift_seconds, moment
from ludicitude.ui import theme
from tests.games.magouille.test_story import second_reveal_of_the_card_example

COLOURS = [i.colour for i in theme.PLAYER_IDENTITIES[:4]]


def reveal_picture(make_app, faces, lifting) -> bytes:
    d = make_app(size=(1024, 768))
    surface = d.app.screen
    surface.fill((0, 0, 0))
    panel = pygame.Rect(40, 100, 944, 560)
    row = pieces.RevealRow.fit(panel, faces, 768, ["Ana", "Bob", "Cyd", "Dee"])
    shown = Moment(Phase.LIFTING, False, 0.0, lifting)
    pieces.draw_reveal_dice(surface, row, faces, shown, COLOURS, Resolution(), [0] * 4)
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("lifting", [(0.0, 0.0, 0.0, 0.0), (1.0, 0.0, 0.0, 0.0), (1.0, 1.0, 0.4, 0.0)])
def test_a_cup_never_shows_the_face_under_it_before_its_own_lift(make_app, lifting):
    """"Each player secretly sets their die": a face under a cup still down is drawn by nothing."""
    up = sum(1 for p in lifting if p > 0)
    faces = (2, 3, 3, 3)
    other = faces[:up] + tuple(7 - f for f in faces[up:])  # the same faces shown, others hidden
    assert reveal_picture(make_app, faces, lifting) == reveal_picture(make_app, other, lifting)
    if up:  # and a face whose cup has begun to lift is drawn: the comparison sees faces
        changed = tuple(7 - f for f in faces[:up]) + faces[up:]
        assert reveal_picture(make_app, faces, lifting) != reveal_picture(make_app, changed, lifting)


def test_the_total_counts_up_as_the_cups_lift():
    reveal, beats = second_reveal_of_the_card_example()
    faces = reveal.faces
    timeline = Timeline(beats, 1.0)
    said = []
    for k in range(1, 5):
        timeline.t = FACE_DOWN_SECONDS + lift_seconds(4) * k + 0.001
        said.append(pieces.running_total(faces, moment(timeline).lifted()))
    assert said == ["2 = 2", "2 + 2 = 4", "2 + 2 + 3 = 7", "2 + 2 + 3 + 5 = 12"]
    assert pieces.running_total(faces, 0) == ""


def test_cups_come_down_before_they_lift_and_nothing_is_revealed_meanwhile():
    reveal, beats = second_reveal_of_the_card_example()
    timeline = Timeline(beats, 1.0)
    falling = moment(timeline)
    assert falling.down == 0.0 and not falling.showing
    timeline.t = FACE_DOWN_SECONDS * 0.99
    landed = moment(timeline)
    assert landed.down == 1.0 and not landed.showing and landed.lifted() == 0
