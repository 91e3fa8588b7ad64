"""The club's screens over the club's real database (issue 29, sections 3, 4 and 6): a finished
game is on the statistics screen from the launcher, its players are offered in the setup, and
it is replayed to its final scores from a player's page and with ``ludicitude --replay ID``."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.__main__ import main
from ludicitude.games import GAMES
from ludicitude.ui.finished_games import FinishedGames
from ludicitude.ui.known_players import NameButton
from ludicitude.ui.launcher import Launcher
from ludicitude.ui.replay import ReplayScene
from ludicitude.ui.setup import Setup
from ludicitude.ui.stats_screen import PlayerScreen, StatsScreen
from tests.club_helpers import finished_in_the_club


def test_from_the_launcher_the_leaderboard_a_players_page_and_a_replay_to_the_final_scores(make_app):
    first = finished_in_the_club("cartes", 3, seed=3, humans=2)
    last = finished_in_the_club("cartes", 3, seed=4, humans=2)
    d = make_app(size=(1024, 768), projector=True)
    d.app.push_scene(Launcher(d.app))
    d.settle()
    d.click_widget(d.top.stats_button)
    stats = d.top
    assert isinstance(stats, StatsScreen)
    d.click_widget(stats.tabs[list(GAMES).index("cartes")])
    players = [line.player for line in stats.lines]
    assert set(players) == {"Ana", "Bob", "⚙ Cleo (normal)"}
    assert all(line.played == 2 for line in stats.lines)
    ana = stats.rows[players.index("Ana")]
    d.click_widget(ana)
    page = d.top
    assert isinstance(page, PlayerScreen) and page.stats.played == 2
    assert [g.save_id for g in page.stats.last] == [last.save_id, first.save_id]  # newest first
    assert page.source.seat_of(page.stats.last[0], "ana") == 0  # "ana" is Ana
    d.key(pygame.K_RETURN)  # the focus is on the newest game
    replay = d.top
    assert isinstance(replay, ReplayScene)
    d.key(pygame.K_END)
    assert replay.state.is_over and replay.state.scores == last.state.scores
    d.run_until_still()
    d.assert_settled()


def test_the_setup_offers_the_clubs_players_and_its_last_table(make_app):
    finished_in_the_club("corsaire", 3, seed=2, humans=2)  # Ana and Bob, red and blue
    d = make_app(size=(1024, 768))
    d.app.push_scene(Launcher(d.app))
    d.settle()
    d.click_widget(d.top.tiles[list(GAMES).index("corsaire")])
    setup = d.top
    assert isinstance(setup, Setup)
    offered = [w.player for w in setup.widgets if isinstance(w, NameButton) and w.visible]
    assert {(k.name, k.identity) for k in offered} == {("Ana", "red"), ("Bob", "blue")}
    d.click_widget(setup.known.last_button)
    assert [(s.name, s.kind) for s in setup.seats()] == [("Ana", "human"), ("Bob", "human"), ("Cleo", "cpu")]


def test_ludicitude_replay_opens_the_replay_of_a_finished_game(tmp_path, capsys):
    session = finished_in_the_club("corsaire", 2, seed=5)
    out = tmp_path / "replay.png"
    assert main(["--replay", session.save_id, "--size", "1024x768", "--frames", "5", "--screenshot", str(out)]) == 0
    assert out.exists()


@pytest.mark.parametrize("save_id", ["nope", "'; DROP TABLE games; --", "x" * 5000])
def test_ludicitude_replay_of_an_unknown_game_exits_2_in_one_line(save_id, capsys):
    finished_in_the_club("corsaire", 2, seed=5)
    assert main(["--replay", save_id]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--replay" in err and "no finished game" in err
    assert not pygame.display.get_init()


def test_saved_games_lead_to_the_finished_games_and_their_replays(make_app):
    older = finished_in_the_club("magouille", 3, seed=1, humans=1)
    newer = finished_in_the_club("cadenas", 2, seed=2, humans=1)
    d = make_app(size=(1024, 768), projector=True)
    d.app.push_scene(Launcher(d.app))
    d.settle()
    d.click_widget(d.top.resume_button)
    saved = d.top
    d.click_widget(saved.replays_button)
    listing = d.top
    assert isinstance(listing, FinishedGames)
    assert [g.save_id for g, _row in listing.rows] == [newer.save_id, older.save_id]
    d.key(pygame.K_DOWN)  # the second game: Magouille
    d.key(pygame.K_RETURN)
    replay = d.top
    assert isinstance(replay, ReplayScene) and replay.game.id == "magouille"
    d.key(pygame.K_END)
    assert replay.state.scores == older.state.scores and replay.state.is_over
    d.key(pygame.K_ESCAPE)
    assert d.top is listing
    d.key(pygame.K_ESCAPE)
    assert d.top is saved


def test_the_finished_games_title_is_one_line_at_1024_in_french(make_app, monkeypatch):
    """REPORT3 #13: "Parties terminées (1 sur 2) : Entrée ou un clic pour revoir" wrapped onto two
    lines at 1024x768 in projector mode; the title is one line, what a row does is said under it."""
    from ludicitude.ui import draw
    from tests.club_helpers import club_example

    d = make_app(size=(1024, 768), projector=True, language="fr")
    games = (list(club_example().players["Ana"].last) * 7)[:7]  # two pages: the title counts them
    listing = FinishedGames(d.app, games, lambda g: None)
    drawn: list[tuple[str, pygame.Rect]] = []
    real = draw.text
    monkeypatch.setattr(draw, "text", lambda s, text, *a, **k: (lambda r: (drawn.append((text, r)), r)[1])(
        real(s, text, *a, **k)))
    d.app.push_scene(listing)
    d.frames(1)
    title = next(r for text, r in drawn if text == "Parties terminées (1 sur 2)")
    hint = next(r for text, r in drawn if text == "Entrée ou un clic pour revoir une partie")
    assert title.w <= 1024 and title.bottom <= hint.top + 2 and hint.bottom <= listing.rows[0][1].rect.top
