"""Issue 37, the look: Magouille's reveal dialog, seen with empty space under "Continuer" and the
side panel peeking out beside it: "Make the dialog sized to its content and the panel not peek".
The panel ends right under its button, before and after the dice are up, and nothing of the side
panel is drawn beside or under it, nor any player's row it would cut: every word on the screen is
the banner's, the dialog's or a whole row's beside it."""

from __future__ import annotations

import pytest

from ludicitude.games import GAMES
from ludicitude.games.magouille import table
from tests.games.looks import screenshot_positions, texts_placed

LOOKS = [pytest.param((1024, 768), "fr", True, id="1024x768-fr-projector"),
         pytest.param((1920, 1080), "en", False, id="1920x1080-en")]
POSITIONS = ["reveal-1-flipping-4", "reveal-1-done-4", "reveal-2-scored-5", "reveal-2-lost-5", "victory-5",
             "reveal-2-scored-8"]


def open_reveal(make_app, size, language, projector, position):
    d = make_app(size=size, projector=projector, language=language)
    scene = screenshot_positions(GAMES["magouille"])(d.app)[position]()
    d.app.stack.push(scene)
    d.frames(3)
    assert scene.reveal is not None and scene.reveal_overlay is not None
    return d, scene


@pytest.mark.parametrize("size, language, projector", LOOKS)
@pytest.mark.parametrize("position", POSITIONS)
def test_the_reveal_panel_ends_right_under_its_button_and_nothing_of_the_side_panel_peeks_out(
        make_app, monkeypatch, size, language, projector, position):
    d, scene = open_reveal(make_app, size, language, projector, position)
    h = size[1]
    overlay = scene.reveal_overlay
    place = table.reveal_place(overlay.geo, scene.reveal, scene.session.names, h, scene.moment().flipped)
    button = overlay.go_on_button.rect
    assert button == place.go_on and place.panel.contains(button)
    assert place.panel.bottom - button.bottom <= h * 0.03, "no empty space under the button"
    assert d.app.screen.get_rect().contains(place.panel)
    rows, _free = table.player_rows(scene.geo.players, scene.state.num_seats, h)
    banner = scene.geo.banner.copy()
    banner.h = scene.geo.players.y  # the banner's words and the margin under it
    whole = [banner, place.panel, *(row for row in rows if not row.colliderect(place.panel))]
    stray = [words for words, rect in texts_placed(d.app, monkeypatch) if not any(p.contains(rect) for p in whole)]
    assert not stray, stray


def test_on_a_wide_screen_the_reveal_takes_the_side_panels_place_beside_the_players_rows(make_app):
    """At 16:9 a reveal of five dice stands where the side panel was: the players' rows beside it
    are whole; one of eight, too many for that width, goes across the table left bare."""
    for position, beside in (("reveal-2-scored-5", True), ("reveal-2-scored-8", False)):
        d, scene = open_reveal(make_app, (1920, 1080), "en", False, position)
        place = table.reveal_place(scene.reveal_overlay.geo, scene.reveal, scene.session.names, 1080,
                                   scene.moment().flipped)
        rows, _free = table.player_rows(scene.geo.players, scene.state.num_seats, 1080)
        assert (not any(place.panel.colliderect(row) for row in rows)) is beside, position
        assert scene.geo.side.contains(place.panel) is beside, position
