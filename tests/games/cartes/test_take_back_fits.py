"""The stop's take-back buttons hold their whole label (Quatre Cartes, projector mode at 1024x768):
"Take back (M): scores 0, not +5" is what the card scores now, and no part of it may be drawn
outside its button, over the card's edge."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games.cartes import rules
from ludicitude.games.cartes.scene import GameScene
from ludicitude.ui import theme
from ludicitude.ui.session import GameSession, SeatInfo


def light_pixels_below(surface: pygame.Surface, rect: pygame.Rect, depth: int) -> int:
    """Pixels of the label's colour in the strip just under ``rect`` (the gap under the cards)."""
    count = 0
    for y in range(rect.bottom + 2, min(surface.get_height(), rect.bottom + depth)):
        for x in range(rect.x, rect.right):
            r, g, b, *_ = surface.get_at((x, y))
            if min(r, g, b) > 200 and abs(r - theme.TEXT[0]) < 40:
                count += 1
    return count


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_take_back_label_is_drawn_inside_its_button(make_app, language):
    """Stopping: "You may take back all your dice from one card (its button ...); each button shows
    what that card scores for you now": the number is the point of the button, so it must be seen."""
    d = make_app(size=(1024, 768), projector=True, language=language)
    session = GameSession.new("cartes", [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")], None, 3)
    scene = GameScene(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    d.key(pygame.K_a)
    d.key(pygame.K_m)  # one die on Maxi
    d.key(pygame.K_x)
    d.settle()
    button = scene.take_buttons[rules.MAXI]
    assert button.visible and scene.turn.stopping
    assert light_pixels_below(d.app.screen, button.rect, int(768 * 0.03)) == 0
