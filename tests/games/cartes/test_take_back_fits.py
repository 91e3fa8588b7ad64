"""The stop's take-back buttons hold their whole label (Quatre Cartes, projector mode at 1024x768):
"Take back (M): 0, not +5" is what the card scores now, and no part of it may be drawn
outside its button, over the card's edge."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games.cartes import rules
from ludicitude.games.cartes.scene import GameScene
from ludicitude.ui.session import GameSession, SeatInfo


def strip_below(surface: pygame.Surface, rect: pygame.Rect, depth: int) -> bytes:
    """The pixels of the strip just under ``rect`` (the card's foot and the gap under the cards)."""
    strip = pygame.Rect(rect.x, rect.bottom + 2, rect.w, depth).clip(surface.get_rect())
    return pygame.image.tobytes(surface.subsurface(strip), "RGB")


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
    with_label = strip_below(d.app.screen, button.rect, int(768 * 0.03))
    button.text = lambda: ""  # the same screen without the label: nothing of it lay under the button
    scene.still_changed()
    d.frames(1)
    assert strip_below(d.app.screen, button.rect, int(768 * 0.03)) == with_label
