"""Issue 29, 4: "Statistics and ratings, on a screen of their own in the launcher, readable on a
projector: for each game, a leaderboard of rated players, and for each player, games played and
won, win rate, average and best score, and their last games"; 6: replays "from the statistics
screen"."""

from __future__ import annotations

import pygame

from ludicitude.ui.launcher import Launcher
from ludicitude.ui.replay import ReplayScene
from ludicitude.ui.stats_screen import PlayerScreen, StatsScreen
from tests.club_helpers import club_example, finished, played_session


def open_stats(d, source):
    d.app.push_scene(Launcher(d.app))
    screen = StatsScreen(d.app, source)
    d.app.push_scene(screen)
    d.settle()
    return screen


def test_each_game_has_its_leaderboard_best_first_by_keys_and_by_clicks(make_app):
    d = make_app(size=(1024, 768), projector=True)
    screen = open_stats(d, club_example())
    assert screen.game_id == "magouille" and [line.player for line in screen.lines][:2] == ["Ana", "Dominique"]
    magouille = d.pixels()
    d.click_widget(screen.tabs[3])  # Corsaire
    assert screen.game_id == "corsaire"
    assert [line.player for line in screen.lines][0] == "computer:expert"  # computers rated apart, by level
    assert d.pixels() != magouille
    d.key(pygame.K_LEFT)  # the focus is on Corsaire's tab: the arrow goes to Cadenas's
    d.key(pygame.K_RETURN)
    assert screen.game_id == "cadenas" and screen.lines == []
    d.run_until_still()
    d.assert_settled()


def test_a_person_on_a_leaderboard_opens_their_page_and_esc_comes_back(make_app):
    d = make_app(size=(1024, 768), projector=True)
    screen = open_stats(d, club_example())
    d.key(pygame.K_DOWN)  # from the first tab down to the first line: Ana
    assert screen.focused is screen.rows[0]
    d.key(pygame.K_RETURN)
    page = d.top
    assert isinstance(page, PlayerScreen) and page.stats.player == "Ana"
    assert page.stats.played == 28 and page.stats.won == 10
    d.key(pygame.K_ESCAPE)
    assert d.top is screen
    # a computer level's line has no page
    assert not screen.rows[2].enabled
    d.click(screen.rows[2].rect.center)
    assert d.top is screen


def test_a_last_game_on_a_players_page_opens_its_replay(make_app):
    d = make_app(size=(1024, 768))
    source = club_example()
    session = played_session("cartes", 2, seed=3)
    game = finished("g2", "cartes", ("Cleo", "Ana"), session.state.scores, session.state.winners, 1.0e9)
    source.sessions["g2"] = session
    page = PlayerScreen(d.app, source, "Ana")
    page.stats = type(page.stats)(page.stats.player, page.stats.games, (game,))
    page.__init__(d.app, source, "Ana")  # the rows are built from the stats
    d.app.push_scene(Launcher(d.app))
    d.app.push_scene(page)
    d.settle()
    d.click_widget(page.games[1])  # Quatre Cartes, with a record
    assert isinstance(d.top, ReplayScene) and d.top.game.id == "cartes"
    d.key(pygame.K_ESCAPE)
    assert d.top is page
    d.click_widget(page.games[0])  # Magouille: this club has no record of it
    assert d.top is page and "no record" in page.message
    assert source.replays == ["g2", "g3"]


def test_opened_on_a_game_the_focus_is_on_its_tab(make_app):
    d = make_app(size=(1024, 768))
    d.app.push_scene(Launcher(d.app))
    screen = StatsScreen(d.app, club_example(), "corsaire")
    d.app.push_scene(screen)
    d.settle()
    assert screen.focused is screen.tabs[3]
    d.key(pygame.K_DOWN)
    assert screen.focused is screen.rows[1]  # Farid: the computer's line above has no page


def test_statistics_open_on_the_first_game_the_club_has_a_leaderboard_of(make_app):
    """A club that has only played Quatre Cartes sees its leaderboard first, not an empty one."""
    source = club_example()
    source.boards["magouille"] = []
    d = make_app(size=(1024, 768), projector=True)
    screen = open_stats(d, source)
    assert screen.game_id == "cartes" and [line.player for line in screen.lines] == ["Cleo", "Ana"]
    assert screen.tabs[1].style == "primary"


def test_a_computers_row_shows_its_gear_once_on_its_chip_not_again_before_its_name(make_app, monkeypatch):
    """REPORT3 #13: "⚙ Dominique (normal)" beside a gear chip showed the gear twice; the chip
    keeps it, the name is "Dominique (normal)" (the podium and the table rows alike)."""
    from ludicitude.ui import draw
    from tests.club_helpers import rating

    source = club_example()
    source.boards["magouille"] = [rating("⚙ Dominique (normal)", "cpu", 18.0, 3, 1), rating("Ana", "human", 12.0, 3, 1),
                                  rating("Bob", "human", 9.0, 3, 1), rating("⚙ Eve (normal)", "cpu", 5.0, 3, 0)]
    labels: list[str] = []
    real = draw.label
    monkeypatch.setattr(draw, "label", lambda s, text, *a, **k: (labels.append(text), real(s, text, *a, **k))[1])
    d = make_app(size=(1024, 768), projector=True, language="fr")
    open_stats(d, source)
    assert "Dominique (normal)" in labels and "Eve (normal)" in labels
    assert not [t for t in labels if "Dominique" in t and "⚙" in t]


def test_a_players_page_writes_numbers_and_dates_as_its_language_does(make_app, monkeypatch):
    """Issue 37 (the look, N9): the French player page read "Moyenne 143.5" and "2025-11-24 16:00".
    In French the averages take a decimal comma and the dates are day/month/year; in English,
    a decimal point and year-month-day (``i18n.decimal``, ``i18n.date_time``)."""
    import re

    from ludicitude.ui import theme

    drawn: list[str] = []
    real = theme.render
    monkeypatch.setattr(theme, "render", lambda text, *a, **k: (drawn.append(text), real(text, *a, **k))[1])
    seen = {}
    for language in ("fr", "en"):
        d = make_app(size=(1024, 768), projector=True, language=language)
        d.app.push_scene(Launcher(d.app))
        d.settle()
        drawn.clear()
        d.app.push_scene(PlayerScreen(d.app, club_example(), "Ana"))
        d.settle()
        seen[language] = list(drawn)
    fr, en = " | ".join(seen["fr"]), " | ".join(seen["en"])
    assert re.search(r"\b\d+,\d\b", fr) and not re.search(r"\b\d+\.\d\b", fr), fr
    assert re.search(r"\b\d\d/\d\d/\d{4} \d\d:\d\d\b", fr) and not re.search(r"\d{4}-\d\d-\d\d", fr), fr
    assert re.search(r"\b\d+\.\d\b", en) and re.search(r"\b\d{4}-\d\d-\d\d \d\d:\d\d\b", en), en
