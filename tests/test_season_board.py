"""Issue 35, 4: with a club folder set, the demo shows between its games the season's standings
of the game just played (every table's games), large, each person with their chip."""

from __future__ import annotations

import pygame

from ludicitude.ui.demo import start_demo
from ludicitude.ui.launcher import Launcher
from tests.club.season_helpers import play, use_installation, write_own_book
from tests.test_demo import FixedClock


def test_the_demo_shows_the_seasons_standings_between_its_games(make_app, tmp_path, monkeypatch):
    club = tmp_path / "club"
    club.mkdir()
    use_installation(monkeypatch, tmp_path, "table2")  # another table's Magouille games
    play("magouille", ("Ines", "Jules", "Karim"), 2)
    play("magouille", ("Ines", "Karim", "Léa"), 3)
    write_own_book(club)
    use_installation(monkeypatch, tmp_path, "here")
    d = make_app(animation="instant", club_folder=str(club))
    app = d.app
    app.club.wait()  # the season read at start (on its worker)
    app.clock = FixedClock()
    app.push_scene(Launcher(app))
    start_demo(app, seed=5)
    d.frames(1)
    overlay = d.top
    first = overlay.game_scene
    assert first.session.game.id == "magouille"
    overlay.game_seconds = overlay.played + 0.05
    for _i in range(600):
        d.frames(1)
        if overlay.showing_board:
            break
    assert overlay.showing_board and overlay.season and overlay.game_scene is first
    assert [line["player"] for line in overlay.board][:1] == [app.club.stats["leaderboards"]["magouille"][0]["player"]]
    assert {line["player"] for line in overlay.board} == {"Ines", "Jules", "Karim", "Léa"}
    assert "season" in overlay.caption()
    pygame.image.save(app.screen, str(tmp_path / "season.png"))
    # each person's chip, in the colour of their latest game: Ines sat first (red) in it
    ines = app.club.identities["Ines"]
    assert ines == "red"
    from ludicitude.ui.theme import IDENTITY_BY_KEY

    colour = IDENTITY_BY_KEY[ines].colour
    surface = app.screen
    found = any(surface.get_at((x, y))[:3] == colour for x in range(0, surface.get_width(), 2)
                for y in range(0, surface.get_height() * 9 // 10, 2))
    assert found
