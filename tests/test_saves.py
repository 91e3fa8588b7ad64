"""Nothing lost: saves after every action, resume, and damaged saves kept aside in words."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from ludicitude import saves
from ludicitude.core.bots import RandomBot
from ludicitude.games import GAMES
from ludicitude.ui.session import GameSession, SeatInfo
from tests.games import milestones
from tests.sizes import many

CORPUS = sorted((Path(__file__).resolve().parent / "data" / "damaged_saves").glob("*.json"))
PLAYABLE = [g for g in GAMES.values() if g.has("rules")]


def seats(n):
    return [SeatInfo(f"P{i}", k, "human") for i, k in zip(range(n), ("red", "blue", "yellow", "green"))]


@pytest.mark.parametrize("game", PLAYABLE, ids=lambda g: g.id)
def test_every_action_is_saved_and_resumes_to_the_exact_position(game):
    n = max(game.min_seats, 3)
    session = GameSession.new(game.id, seats(n), None, seed=11)
    session.listeners.append(saves.write)
    bots = [RandomBot(i) for i in range(n)]
    for _step in range(60):
        state = session.state
        if state.is_over:
            break
        seat = state.to_act[0]
        session.apply(seat, bots[seat].choose(state.view(seat), seat))
        if session.state.is_over:
            assert not saves.save_path(game.id).exists()  # nothing left to resume
            break
        again = saves.read(saves.save_path(game.id)).session
        assert again.state == session.state  # same scores, dice, player to act, seed stream
        assert again.names == session.names
        seat = session.state.to_act[0]
        assert again.state.legal_actions(seat) == session.state.legal_actions(seat)


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.stem)
def test_a_damaged_save_is_refused_in_words_and_kept_aside(path):
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    target = folder / "corsaire.json"
    shutil.copy(path, target)
    found, problems = saves.list_saves()
    assert found == []
    assert len(problems) == 1 and "can't be used" in problems[0]
    assert not target.exists()
    kept = list(folder.glob("corsaire.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == path.read_bytes()  # nothing deleted


def test_a_good_save_beside_a_damaged_one_still_resumes():
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    shutil.copy(CORPUS[0], folder / "corsaire.json")
    session = GameSession.new("cartes" if GAMES["cartes"].has("rules") else "corsaire", seats(2), None, 3)
    saves.write(session)
    found, problems = saves.list_saves()
    assert [s.game_id for s in found] == [session.game.id]
    assert len(problems) == (0 if session.game.id == "corsaire" else 1)


def test_saves_are_plain_json_with_a_format_version():
    session = GameSession.new("corsaire", seats(2), None, 5)
    saves.write(session)
    data = json.loads(saves.save_path("corsaire").read_text(encoding="utf-8"))
    assert data["format"] == saves.FORMAT
    assert data["session"]["state"]["format"] >= 1


def test_the_launcher_reports_a_damaged_save_and_goes_on(make_app):
    from ludicitude.ui.launcher import Launcher
    from ludicitude.ui.saved_games import SavedGames

    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    shutil.copy(CORPUS[0], folder / "corsaire.json")
    d = make_app()
    d.app.push_scene(Launcher(d.app))
    d.frames(1)
    d.click_widget(d.top.resume_button)
    assert isinstance(d.top, SavedGames) and d.top.rows == []
    assert d.app.notices and "can't be used" in d.app.notices[0][0]


def test_saved_games_screen_resumes_and_deletes(make_app):
    from ludicitude.ui.dialogs import Confirm
    from ludicitude.ui.launcher import Launcher
    from ludicitude.ui.saved_games import SavedGames

    session = GameSession.new("corsaire", seats(2), None, 5)
    saves.write(session)
    d = make_app()
    d.app.push_scene(Launcher(d.app))
    d.app.push_scene(SavedGames(d.app))
    d.frames(1)
    (saved, resume, delete), = d.top.rows
    assert saved.session.state == session.state
    d.click_widget(delete)
    assert isinstance(d.top, Confirm)
    d.click_widget(d.top.yes_button)
    assert not saves.save_path("corsaire").exists()
    assert isinstance(d.top, SavedGames) and d.top.rows == []


@pytest.mark.parametrize("game", PLAYABLE, ids=lambda g: g.id)
def test_saves_round_trip_at_every_step_of_games_that_reach_every_event_and_ending(game):
    """Issue 7: a save taken at any moment of any game reads back as the same game.

    The games come from one fixed sequence of tables (``milestones.tables``: 2 or 3 seats, every
    option, sensible and random computer players). A save is round-tripped at every step of the
    first 10 games, and of each later game that reaches something no game before it did (an
    ending, a shared victory, five skulls, a locked row...), until together they reach everything
    in ``milestones.EVERY``: asserted, so the few games provably carry every kind of event, every
    ending and every option a save must hold. A game is first played without saves to see what it
    reaches: that costs a fraction of a round trip at every step (a save holds the whole log, so
    that check costs the square of a game's length). The long run round-trips all 1000 games."""
    rules = game.module("rules")
    seen: set[str] = set()
    steps = games = 0

    def round_trip(before, seat, action, after):
        nonlocal steps
        data = json.loads(json.dumps(after.to_dict()))
        again = rules.State.from_dict(data)
        assert again.to_dict() == data and again.to_act == after.to_act
        assert again.is_over == after.is_over and again.winners == after.winners
        steps += 1

    for table in milestones.sample(game.id, many(10, 1000)):
        final = milestones.play_table(game.id, table, on_action=round_trip)
        assert final.is_over
        seen |= milestones.reached(final)
        games += 1
    every = milestones.EVERY[game.id]
    assert seen == every, sorted(every - seen)
    assert steps > 10 * games, (games, steps)  # whole games, not a few actions each
