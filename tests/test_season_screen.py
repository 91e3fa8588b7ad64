"""Issue 35, 4: "The statistics screen gets 'Tonight' (games since the evening's start, which
the organiser sets with one button) beside the season", with a club folder set."""

from __future__ import annotations

import time

from ludicitude import saves
from ludicitude.club import tonight
from ludicitude.ui.launcher import Launcher
from ludicitude.ui.season_screen import SeasonScreen
from ludicitude.ui.stats_screen import StatsScreen
from tests.club.season_helpers import open_season_screen, play, use_installation, write_own_book
from tests.club_helpers import finished


def test_tonight_is_the_games_since_the_evenings_start():
    games = [finished(f"g{n}", "magouille", ("Ana", "Bob", "Cleo"), (1, 2, 3), (2,), 1000.0 + n) for n in range(5)]
    assert tonight.tonight(games, None) == []  # no evening started: nothing tonight
    assert [r.save_id for r in tonight.tonight(games, 1003.0)] == ["g3", "g4"]


def test_the_evenings_start_is_kept_by_this_laptop():
    assert tonight.evening_start() is None
    start = tonight.start_evening(1_800_000_000.5)
    saves.close()  # the program restarted
    assert tonight.evening_start() == start == 1_800_000_000.0


def test_the_organiser_starts_the_evening_and_tonight_counts_only_the_games_since(make_app, tmp_path, monkeypatch):
    club = tmp_path / "club"
    club.mkdir()
    use_installation(monkeypatch, tmp_path, "table2")
    with monkeypatch.context() as m:
        m.setattr(time, "time", lambda: 1_700_000_000.0)  # played last week
        play("magouille", ("Ines", "Jules", "Karim"), 2)
    write_own_book(club)
    use_installation(monkeypatch, tmp_path, "here")
    d, screen = open_season_screen(make_app, club)
    app = d.app
    assert screen.start is None
    d.click_widget(screen.evening_button)  # the organiser's one button
    d.frames(2)
    assert screen.start is not None and tonight.evening_start() == screen.start
    assert any("evening starts now" in text for text, _left in app.notices)
    play("magouille", ("Ana", "Bob", "Cleo"), 3)  # tonight's game, at this table
    app.club.after_game()
    app.club.wait()
    d.click_widget(screen.tonight_button)
    d.settle()
    board = d.top
    assert isinstance(board, StatsScreen)
    assert {line.player for line in board.source.leaderboard("magouille")} == {"Ana", "Bob", "Cleo"}
    d.key(27)  # Esc: back
    d.settle()
    assert d.top is screen
    d.click_widget(screen.season_button)
    d.settle()
    assert {line.player for line in d.top.source.leaderboard("magouille")} == {
        "Ana", "Bob", "Cleo", "Ines", "Jules", "Karim"}


def test_without_a_club_folder_statistics_are_this_tables(make_app):
    d = make_app()
    launcher = Launcher(d.app)
    d.app.push_scene(launcher)
    d.frames(2)
    d.click_widget(launcher.stats_button)
    d.settle()
    assert isinstance(d.top, StatsScreen)


def test_the_season_screen_redraws_when_a_new_book_has_been_read(make_app, tmp_path, monkeypatch):
    """The screen shows the present: another table's book read while it is on show redraws it."""
    club = tmp_path / "club"
    club.mkdir()
    d = make_app(club_folder=str(club))
    app = d.app
    app.club.wait()
    screen = SeasonScreen(app)
    app.push_scene(screen)
    app.club.wait()
    d.settle()
    d.frames(2)
    before = d.pixels()
    use_installation(monkeypatch, tmp_path, "table2")
    play("magouille", ("Ines", "Jules", "Karim"), 2)
    write_own_book(club)
    use_installation(monkeypatch, tmp_path, "here")
    app.dirty = False
    screen.update(0.0)
    assert not app.dirty  # nothing new read: nothing to draw
    app.club.read_soon()
    app.club.wait()
    screen.update(0.0)
    assert app.dirty  # the new reading is drawn at the next frame
    assert len(app.club.union.results) == 1
    d.frames(1)
    assert d.pixels() != before  # "Games in the season ...: 1."


def test_the_whole_season_opens_with_the_standings_worked_out_off_the_frame_loop(make_app, tmp_path, monkeypatch):
    """Issue 35, 6: "without a pause in the game on screen": the season's leaderboards and each
    person's figures are those the club's worker thread computed; the screen does not go through
    every table's games again."""
    from ludicitude.club import stats

    club = tmp_path / "club"
    club.mkdir()
    use_installation(monkeypatch, tmp_path, "table2")
    play("magouille", ("Ines", "Jules", "Karim"), 2)
    write_own_book(club)
    use_installation(monkeypatch, tmp_path, "here")
    d = make_app(club_folder=str(club))
    app = d.app
    app.club.wait()
    screen = SeasonScreen(app)
    app.push_scene(screen)
    app.club.wait()
    d.settle()
    rated = []
    real = stats.rate
    monkeypatch.setattr(stats, "rate", lambda *a, **k: rated.append(a) or real(*a, **k))
    d.click_widget(screen.season_button)
    d.settle()
    board = d.top
    assert isinstance(board, StatsScreen)
    lines = board.source.leaderboard("magouille")
    assert rated == []
    expected = app.club.stats["leaderboards"]["magouille"]
    assert [(x.player, x.points, x.played) for x in lines] == [(e["player"], e["points"], e["played"])
                                                                for e in expected]
    assert {x.player for x in lines} == {"Ines", "Jules", "Karim"}
    gone_through = []
    real_stats = stats.player_stats
    monkeypatch.setattr(stats, "player_stats", lambda *a, **k: gone_through.append(a) or real_stats(*a, **k))
    figures = board.source.player_stats("ines")  # a person's figures: the worker's too
    assert gone_through == []
    union, _computed, _people = app.club.reading()
    assert figures == real_stats("Ines", results=union.results, names=union.names)
    assert figures.played == 1
