"""Issue 37: the reveal plays on the table and its "Go on" stands where "Move on" stood in the
panel, a place that never moves (before the dice are up, after, whatever the faces): Enter's
button is where a person last pressed it; pressed there by a real click, it closes the reveal."""

from __future__ import annotations

import pygame

from ludicitude.ui import theme
from tests.games.magouille.test_table_trust import a_reveal


def test_go_on_stands_where_move_on_stood_through_the_reveal_and_a_click_there_goes_on(make_app):
    d, scene = a_reveal(make_app)  # round 2's second reveal, three people, animations on
    overlay = scene.reveal_overlay
    button, geo = overlay.go_on_button, overlay.geo
    before = pygame.Rect(button.rect)
    assert not scene.moment().flipped and before == geo.move_on == scene.geo.move_on
    d.run_until_still()  # the dice are up and the scores counted: the result waits for a person
    d.assert_settled()
    assert button.rect == before, "the button never moves through the reveal"
    assert geo.panel.contains(button.rect) and not button.rect.colliderect(geo.area)
    screen = d.app.screen
    assert screen.get_at((button.rect.x + button.rect.w // 10, button.rect.centery))[:3] == theme.ACCENT[:3], (
        "the button is drawn where it is pressed")
    d.click(button.rect.center)
    assert scene.reveal is None and scene.reveal_overlay is None


def test_enter_still_goes_on_from_the_reveal(make_app):
    d, scene = a_reveal(make_app)
    d.run_until_still()
    d.key(pygame.K_RETURN)
    assert scene.reveal is None
