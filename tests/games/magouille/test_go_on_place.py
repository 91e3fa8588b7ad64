"""Issue 36: a reveal's "Go on" appears where a person would look: right under the room of the
reveal's result (its total, the minimum, what it did and who gains what), not at the foot of the
room (issue 37: that room is the same before and after the flip, so the button never moves);
pressed there by a real click, it closes the reveal."""

from __future__ import annotations

import pygame

from ludicitude.games.magouille import pieces, table
from ludicitude.ui import theme
from tests.games.magouille.test_table_trust import a_reveal


def test_go_on_stands_right_under_the_reveals_result_and_a_click_there_goes_on(make_app):
    d, scene = a_reveal(make_app)  # round 2's second reveal, three people, animations on
    d.run_until_still()  # the dice are up and the scores counted: the result waits for a person
    d.assert_settled()
    overlay = scene.reveal_overlay
    button, geo, h = overlay.go_on_button, overlay.geo, d.app.screen.get_height()
    names = scene.session.names
    place = table.reveal_place(geo, scene.reveal, names, h, True)
    result = pieces.words_bottom(place.panel, scene.reveal, names, h, True, place.room_bottom)
    assert 0 <= button.rect.top - result <= h * 0.04, "the button is right under the result's last line"
    # under the room its words keep (the same before and after the flip: issue 37), not at the room's foot
    assert button.rect.bottom <= geo.go_on.bottom - h * 0.03, "not at the room's foot, far from what the room reads"
    assert place.panel.contains(button.rect)
    screen = d.app.screen
    assert screen.get_at((button.rect.x + button.rect.w // 10, button.rect.centery))[:3] == theme.ACCENT[:3], (
        "the button is drawn where it is pressed")
    # and not at the room's foot, under it
    assert screen.get_at((geo.go_on.x + geo.go_on.w // 10, geo.go_on.bottom - 2))[:3] != theme.ACCENT[:3]
    d.click(button.rect.center)
    assert scene.reveal is None and scene.reveal_overlay is None


def test_enter_still_goes_on_from_the_reveal(make_app):
    d, scene = a_reveal(make_app)
    d.run_until_still()
    d.key(pygame.K_RETURN)
    assert scene.reveal is None
