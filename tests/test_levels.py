"""Computer levels as seat kinds: "easy", "cpu" (normal) and "expert" (and "random" where it was
allowed) in --seats, in simulate --seats, on the setup screen, in saves and in the demo."""

from __future__ import annotations

import json

import pygame
import pytest

from ludicitude import saves
from ludicitude.__main__ import main, start_from_command_line
from ludicitude.cli import parse_app_args
from ludicitude.core.bots import BOT_KINDS, LEVELS
from ludicitude.games import GAMES
from ludicitude.ui.demo import DemoOverlay, demo_levels
from ludicitude.ui.game_scene import GameScene
from ludicitude.ui.launcher import Launcher
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.ui.setup import Setup


def _give_levels(monkeypatch, levels: tuple[str, ...]) -> list[tuple[str, str]]:
    """Every game gets players at ``levels`` only: the game's own player at a level it has, else
    its normal player standing in (the games' easy and expert players are written apart from
    this). Returns the (game, kind) of every player made, to see which level each seat got."""
    made: list[tuple[str, str]] = []
    for game in GAMES.values():
        bots = game.module("bots")
        real = dict(bots.PLAYERS)

        def player(level: str, real=real, game_id=game.id):
            def make(seed: int):
                made.append((game_id, level))
                return (real.get(level) or real["cpu"])(seed)
            return make

        monkeypatch.setattr(bots, "PLAYERS", {level: player(level) for level in levels})
    return made


@pytest.fixture
def every_level(monkeypatch):
    """Every game with all three levels (as every game has once its players are written)."""
    made = _give_levels(monkeypatch, LEVELS)
    yield made


@pytest.fixture
def normal_only(monkeypatch):
    """Every game with its normal player only: a level it lacks must be refused in words."""
    made = _give_levels(monkeypatch, ("cpu",))
    yield made


# -- the command line ----------------------------------------------------------------------
def test_seats_takes_easy_normal_and_expert_computers_by_their_names(every_level):
    args = parse_app_args(["--game", "magouille", "--seats", "Ana,easy,cpu,expert,random"])

    class FakeApp:
        def start_game(self, session, phones=False):
            self.session = session

    app = FakeApp()
    start_from_command_line(app, args.game, args.seats, 5)
    kinds = [s.kind for s in app.session.seats]
    assert kinds == ["human", "easy", "cpu", "expert", "random"]
    assert app.session.seats[2].name == "Ada"  # the setup's computer names, first free first
    assert app.session.names[2] == "⚙ Ada (normal)"
    assert every_level[-3:] == [("magouille", k) for k in ("easy", "cpu", "expert")]  # and a random player


def test_seats_refuses_a_level_the_game_has_no_player_for_before_any_window(normal_only, capsys):
    with pytest.raises(SystemExit) as exc:
        main(["--game", "corsaire", "--seats", "Ana,expert"])
    assert exc.value.code == 2
    assert "Corsaire has no 'expert' computer player yet" in capsys.readouterr().err
    assert not pygame.display.get_init()


def test_simulate_names_every_seat_kind_when_one_is_unknown(capsys):
    with pytest.raises(SystemExit):
        main(["simulate", "--game", "corsaire", "--seats", "cpu,wizard"])
    err = capsys.readouterr().err
    assert "unknown seat kind 'wizard'; use easy, cpu, expert or random" in err
    assert all(kind in err for kind in BOT_KINDS)


def test_simulate_plays_the_levels_against_each_other(every_level, tmp_path):
    out = tmp_path / "sim.json"
    assert main(["simulate", "--game", "cadenas", "--games", "3", "--seats", "easy,expert",
                 "--json", str(out)]) == 0
    assert json.loads(out.read_text())["seats"] == ["easy", "expert"]
    assert {("cadenas", "easy"), ("cadenas", "expert")} <= set(every_level)


def test_simulate_refuses_a_level_the_game_lacks(normal_only, capsys):
    with pytest.raises(SystemExit):
        main(["simulate", "--game", "cartes", "--seats", "easy,cpu"])
    assert "Quatre Cartes has no 'easy' computer player yet" in capsys.readouterr().err


# -- saves -----------------------------------------------------------------------------------
def test_a_save_with_every_level_comes_back_with_the_same_players(every_level):
    seats = [SeatInfo(n, ident, kind) for n, ident, kind in
             zip(("Ana", "Easy one", "Normal one", "Expert one", "Random one"),
                 ("red", "blue", "yellow", "green", "purple"), ("human", *BOT_KINDS))]
    session = GameSession.new("magouille", seats, None, 4)
    saves.write(session)
    (found,), problems = saves.list_saves()
    assert problems == []
    assert [s.kind for s in found.session.seats] == ["human", "easy", "cpu", "expert", "random"]
    assert sorted(found.session.bots) == [1, 2, 3, 4]
    assert [k for g, k in every_level[-3:]] == ["easy", "cpu", "expert"]


def test_an_old_save_of_a_normal_computer_still_loads(normal_only):
    seats = [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue", "cpu")]
    data = GameSession.new("corsaire", seats, None, 2).to_dict()
    again = GameSession.from_dict(json.loads(json.dumps(data)))
    assert [s.kind for s in again.seats] == ["human", "cpu"] and again.is_bot(1)


def test_a_save_with_an_unknown_kind_of_player_is_refused_in_words():
    seats = [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue", "cpu")]
    session = GameSession.new("corsaire", seats, None, 2)
    data = {"format": saves.FORMAT, "id": session.save_id, "saved_at": 1.0,
            "session": session.to_dict(with_record=False)}  # a save file, imported
    data["session"]["seats"][1]["kind"] = "grandmaster"
    path = saves.save_path(session.save_id)
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(data))
    found, problems = saves.list_saves()
    assert found == []
    (problem,) = problems
    assert "can't be used" in problem and "impossible values" in problem


# -- the setup screen ---------------------------------------------------------------------------
def open_setup(make_app, tile: int, **settings):
    d = make_app(**settings)
    d.app.push_scene(Launcher(d.app))
    d.frames(2)
    d.click_widget(d.top.tiles[tile])
    assert isinstance(d.top, Setup)
    return d, d.top


def test_setup_offers_a_person_and_the_computer_at_each_level(make_app, every_level):
    # (a window wide enough for the levels' long words at the buttons' size; a narrower chip says
    # them short: test_a_chip_too_narrow_for_the_levels_words_says_them_short_with_the_badge)
    d, setup = open_setup(make_app, 3, size=(1920, 1080))  # Corsaire
    kind = setup.rows[1].kind
    assert [v for v, _t in kind.options] == ["human", "easy", "cpu", "expert"]
    assert [t() for _v, t in kind.options] == ["Human", "Computer (easy)", "Computer (normal)",
                                               "Computer (expert)"]
    assert setup.rows[0].seat.kind == "human" and setup.rows[1].seat.kind == "cpu"
    # the mouse: a click right of the value steps forward, on the left arrow back
    d.click((kind.rect.right - 8, kind.rect.centery))
    assert setup.rows[1].seat.kind == "expert"
    d.click((kind.rect.x + 8, kind.rect.centery))
    d.click((kind.rect.x + 8, kind.rect.centery))
    assert setup.rows[1].seat.kind == "easy"
    # the keyboard: Tab to the third seat's "Plays", then the arrows
    third = setup.rows[2].kind
    while setup.focused is not third:
        d.key(pygame.K_TAB)
    d.key(pygame.K_RIGHT)
    assert setup.rows[2].seat.kind == "expert"
    d.click_widget(setup.start_button)
    d.settle()
    assert isinstance(d.top, GameScene)
    session = d.top.session
    assert [s.kind for s in session.seats] == ["human", "easy", "expert"]
    assert every_level[-2:] == [("corsaire", "easy"), ("corsaire", "expert")]


def test_setup_offers_only_the_levels_the_game_has(make_app, normal_only):
    _d, setup = open_setup(make_app, 0)
    assert [v for v, _t in setup.rows[1].kind.options] == ["human", "cpu"]


def test_setup_names_the_levels_in_french(make_app, every_level):
    _d, setup = open_setup(make_app, 1, language="fr", size=(1920, 1080))
    assert [t() for _v, t in setup.rows[1].kind.options] == ["Humain", "Ordinateur (facile)",
                                                             "Ordinateur (normal)", "Ordinateur (expert)"]


def test_a_chip_too_narrow_for_the_levels_words_says_them_short_with_the_badge(make_app, every_level):
    _d, setup = open_setup(make_app, 1, language="fr", size=(1024, 768), projector=True)
    assert [t() for _v, t in setup.rows[1].kind.options] == ["Humain", "⚙ facile", "⚙ normal", "⚙ expert"]


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_eight_seats_with_levels_fit_the_screen_in_projector_mode(make_app, every_level, size):
    d, setup = open_setup(make_app, 0, language="fr", projector=True, size=size)  # Magouille: 8 seats
    while setup.add_button.enabled:
        d.click_widget(setup.add_button)
    assert len(setup.rows) == 8
    for row in setup.rows:
        row.kind.index = 3  # "Ordinateur (expert)", the longest
    d.frames(2)
    screen = d.app.screen.get_rect()
    rects = [w.rect for w in setup.widgets if w.visible]
    assert all(screen.contains(r) for r in rects)
    for i, r in enumerate(rects):  # nothing overlaps anything
        assert r.collidelist(rects[:i] + rects[i + 1:]) == -1


# -- the demo -------------------------------------------------------------------------------------
def test_the_demo_seats_a_mix_of_the_levels():
    assert sorted(set(demo_levels(LEVELS, 4, 7))) == sorted(LEVELS)
    assert sorted(set(demo_levels(LEVELS, 3, 7))) == sorted(LEVELS)
    assert demo_levels(("cpu",), 4, 7) == ["cpu"] * 4
    orders = {tuple(demo_levels(LEVELS, 4, seed)) for seed in range(10)}
    assert len(orders) > 1  # the seats change levels from one game to the next


def test_the_demo_plays_each_game_with_computers_at_every_level(make_app, every_level):
    d = make_app()
    overlay = DemoOverlay(d.app, seed=3)
    d.app.push_scene(Launcher(d.app))
    d.app.push_scene(overlay)
    for index in range(len(GAMES)):
        if index:
            overlay.index = index
            overlay.start_game()
        kinds = {s.kind for s in overlay.game_scene.session.seats}
        assert kinds == set(LEVELS), overlay.game_scene.session.game.id


def test_game_levels_lists_a_game_s_levels_weakest_first(every_level):
    assert GAMES["cadenas"].levels() == LEVELS


def test_every_game_has_its_own_player_at_every_level():
    """Issue 18: "three levels for every game" of the program's own — each game's own easy,
    normal and expert players (no stand-in), each a different player. A game from elsewhere needs
    the normal one only (``tests/test_registry.py``)."""
    for game in (g for g in GAMES.values() if g.package.startswith("ludicitude.")):
        assert game.levels() == LEVELS, game.id
        kinds = {level: type(game.make_bot(level, 1)) for level in LEVELS}
        assert len(set(kinds.values())) == len(LEVELS), (game.id, kinds)


# -- the bench ------------------------------------------------------------------------------------
def test_the_bench_times_every_level_on_the_same_fixed_positions(every_level):
    from ludicitude.bench import bench_bots, bench_positions

    first = [(v.to_dict(), s) for v, s in bench_positions(GAMES["corsaire"], 6)]
    assert first == [(v.to_dict(), s) for v, s in bench_positions(GAMES["corsaire"], 6)]
    figures = bench_bots(4)
    for game_id, levels in figures.items():
        assert tuple(levels) == LEVELS, game_id
        for level in levels.values():
            assert level["positions"] == 4 and level["p50"] <= level["p95"]
