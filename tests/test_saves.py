"""Nothing lost: one save per game started, written after every action; resume; damaged saves
kept aside in words; finished games kept as results; the previous layout still read."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from ludicitude import saves
from ludicitude.core.bots import RandomBot
from ludicitude.core.driver import play
from ludicitude.games import GAMES
from ludicitude.ui.session import GameSession, SeatInfo
from tests.games import milestones
from tests.sizes import many

DATA = Path(__file__).resolve().parent / "data"
CORPUS = sorted((DATA / "damaged_saves").glob("*.json"))
LEGACY = DATA / "legacy_saves" / "cadenas.json"
PLAYABLE = [g for g in GAMES.values() if g.has("rules")]


def seats(n, names=("P0", "P1", "P2", "P3")):
    return [SeatInfo(name, k, "human") for name, k in zip(names[:n], ("red", "blue", "yellow", "green"))]


def play_some(session, actions, seed=0):
    bots = [RandomBot(seed * 10 + i) for i in range(session.state.num_seats)]
    for _i in range(actions):
        if session.state.is_over:
            return
        seat = session.state.to_act[0]
        session.apply(seat, bots[seat].choose(session.state.view(seat), seat))


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
            break
        again = saves.read(saves.save_path(session.save_id)).session
        assert again.state == session.state  # same scores, dice, player to act, seed stream
        assert again.names == session.names and again.save_id == session.save_id
        seat = session.state.to_act[0]
        assert again.state.legal_actions(seat) == session.state.legal_actions(seat)


def test_two_games_of_the_same_kind_each_keep_their_own_save():
    first = GameSession.new("magouille", seats(3, ("Ana", "Bob", "Cleo")), None, 1)
    first.listeners.append(saves.write)
    play_some(first, 5)
    second = GameSession.new("magouille", seats(3, ("Dan", "Eve", "Fay")), None, 2)
    second.listeners.append(saves.write)
    play_some(second, 3, seed=1)  # starting a second table never touches the first one's save
    assert first.save_id != second.save_id
    found, problems = saves.list_saves()
    assert problems == []
    by_id = {s.save_id: s.session for s in found}
    assert by_id[first.save_id].state == first.state and by_id[first.save_id].names == ["Ana", "Bob", "Cleo"]
    assert by_id[second.save_id].state == second.state and by_id[second.save_id].names == ["Dan", "Eve", "Fay"]
    assert len(found) == 2


def test_both_saved_games_resume_exactly_from_the_saved_games_screen(make_app):
    from ludicitude.ui.launcher import Launcher
    from ludicitude.ui.saved_games import SavedGames

    sessions = []
    for seed, names in ((1, ("Ana", "Bob")), (2, ("Cleo", "Dan"))):
        s = GameSession.new("corsaire", seats(2, names), None, seed)
        s.listeners.append(saves.write)
        play_some(s, 4, seed)
        sessions.append(s)
    by_id = {s.save_id: s for s in sessions}
    resumed = set()
    for index in (0, 1):
        d = make_app()
        d.app.push_scene(Launcher(d.app))
        d.click_widget(d.top.resume_button)
        assert isinstance(d.top, SavedGames) and len(d.top.rows) == 2
        saved, resume, _delete = d.top.rows[index]
        expected = by_id[saved.save_id]
        resumed.add(saved.save_id)
        d.click_widget(resume)
        d.settle()
        scene = next(s for s in d.app.stack.scenes if hasattr(s, "session"))
        assert scene.session.state == expected.state and scene.session.names == expected.names
        assert scene.session.save_id == expected.save_id  # it goes on in its own file
    assert resumed == set(by_id)


def test_resume_takes_the_most_recent_game(make_app):
    old = GameSession.new("cartes", seats(2), None, 1)
    saves.write(old)
    new = GameSession.new("cartes", seats(2), None, 2)
    saves.write(new)
    path = saves.save_path(old.save_id)
    data = json.loads(path.read_text())
    data["saved_at"] += 3600  # the first game was played after all
    path.write_text(json.dumps(data))
    d = make_app()
    assert d.app.resume_latest()
    d.settle()
    assert d.top.session.save_id == old.save_id


def test_a_game_played_to_its_end_is_found_among_the_results():
    session = GameSession.new("corsaire", seats(3, ("Ana", "Bob", "Cleo")), None, 21)
    session.listeners.append(saves.write)
    play_some(session, 10_000, seed=3)
    assert session.state.is_over
    assert not saves.save_path(session.save_id).exists()  # nothing left to resume
    assert saves.list_saves() == ([], [])
    results, problems = saves.load_results()
    assert problems == []
    (result,) = results
    assert result.save_id == session.save_id and result.game_id == "corsaire"
    assert result.names == ("Ana", "Bob", "Cleo")
    assert result.scores == session.state.scores and result.winners == session.state.winners
    assert result.seed == 21 and result.finished_at > 0


def test_results_keep_at_least_the_last_500_games():
    assert saves.KEEP_RESULTS >= 500
    state = play(GAMES["cartes"].module("rules").new_game(2, None, 4), [RandomBot(1), RandomBot(2)])
    session = GameSession(GAMES["cartes"], seats(2), state, save_id="game0")
    saves.record_result(session)
    (first,), _problems = saves.load_results()
    earlier = [{**first.to_dict(), "id": f"game{i}"} for i in range(saves.KEEP_RESULTS)]
    saves.results_path().write_text(json.dumps({"format": saves.RESULTS_FORMAT, "results": earlier}))
    for i in range(saves.KEEP_RESULTS, saves.KEEP_RESULTS + 3):
        session = GameSession(GAMES["cartes"], seats(2), state, save_id=f"game{i}")
        saves.record_result(session)
    saves.record_result(session)  # the same game twice is one result
    results, problems = saves.load_results()
    assert problems == [] and len(results) == saves.KEEP_RESULTS
    assert results[-1].save_id == f"game{saves.KEEP_RESULTS + 2}" and results[0].save_id == "game3"


def test_a_save_of_the_previous_one_file_per_game_layout_is_listed_and_resumes():
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    shutil.copy(LEGACY, folder / "cadenas.json")
    old = json.loads(LEGACY.read_text(encoding="utf-8"))
    assert old["format"] == 1 and "id" not in old
    (saved,), problems = saves.list_saves()
    assert problems == []
    assert saved.game_id == "cadenas" and saved.players == "Ana, Bob, Cléo"
    assert saved.session.state.to_dict() == old["session"]["state"]
    # a new Cadenas never touches it; the old game goes on in its own file
    new = GameSession.new("cadenas", seats(2), None, 5)
    saves.write(new)
    assert (folder / "cadenas.json").read_bytes() == LEGACY.read_bytes()
    play_some(saved.session, 1)
    saves.write(saved.session)
    assert json.loads((folder / "cadenas.json").read_text())["session"]["state"] == saved.session.state.to_dict()
    assert len(saves.list_saves()[0]) == 2


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
    assert kept[0].name in problems[0]


def test_a_good_save_beside_a_damaged_one_still_resumes():
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    shutil.copy(CORPUS[0], folder / "corsaire.json")
    session = GameSession.new("corsaire", seats(2), None, 3)
    saves.write(session)
    found, problems = saves.list_saves()
    assert [s.save_id for s in found] == [session.save_id]
    assert len(problems) == 1


def test_saves_are_plain_json_with_a_format_version_in_a_file_named_by_the_game_id():
    session = GameSession.new("corsaire", seats(2), None, 5)
    saves.write(session)
    (path,) = saves.saves_dir().glob("*.json")
    assert path.stem == session.save_id and len(session.save_id) == 32
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == saves.FORMAT and data["id"] == session.save_id
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


def test_saved_games_screen_resumes_and_deletes_after_a_question(make_app):
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
    d.click_widget(d.top.no_button)  # "Keep it" keeps it
    assert saves.save_path(session.save_id).exists()
    d.click_widget(d.top.rows[0][2])
    d.click_widget(d.top.yes_button)
    assert not saves.save_path(session.save_id).exists()
    assert isinstance(d.top, SavedGames) and d.top.rows == []


def test_saved_games_are_shown_a_page_at_a_time(make_app):
    from ludicitude.ui.saved_games import PER_PAGE, SavedGames

    ids = []
    for i in range(PER_PAGE + 2):
        s = GameSession.new("cartes", seats(2), None, i)
        saves.write(s)
        ids.append(s.save_id)
    d = make_app()
    d.app.push_scene(SavedGames(d.app))
    d.frames(1)
    assert len(d.top.rows) == PER_PAGE and not d.top.previous_button.enabled
    d.click_widget(d.top.next_button)
    assert len(d.top.rows) == 2
    shown = {r[0].save_id for r in d.top.rows}
    d.click_widget(d.top.previous_button)
    shown |= {r[0].save_id for r in d.top.rows}
    assert shown == set(ids)


@pytest.mark.parametrize("game", PLAYABLE, ids=lambda g: g.id)
def test_saves_round_trip_at_every_step_of_games_that_reach_every_event_and_ending(game):
    """Issue 7: a save taken at any moment of any game reads back as the same game.

    The games come from one fixed sequence of tables (``milestones.tables``: 2 or 3 seats, every
    option, sensible and random computer players). A save is round-tripped at every step of the
    first 5 games, and of each later game that reaches something no game before it did (an
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

    for table in milestones.sample(game.id, many(5, 1000)):
        final = milestones.play_table(game.id, table, on_action=round_trip)
        assert final.is_over
        seen |= milestones.reached(final)
        games += 1
    every = milestones.EVERY[game.id]
    assert seen == every, sorted(every - seen)
    assert steps > 10 * games, (games, steps)  # whole games, not a few actions each


def test_a_save_of_a_finished_game_joins_the_results_instead_of_the_list():
    session = GameSession.new("cartes", seats(2), None, 8)
    play_some(session, 10_000)
    assert session.state.is_over
    path = saves.save_path(session.save_id)
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": saves.FORMAT, "id": session.save_id, "saved_at": 1.0,
                                "session": session.to_dict()}))  # its result was not written at the end
    assert saves.list_saves() == ([], [])
    assert not path.exists()
    (result,), _problems = saves.load_results()
    assert result.save_id == session.save_id and result.winners == session.state.winners
