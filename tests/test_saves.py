"""Nothing lost: every game started is in the club's database, written after every action;
resume; games and results of earlier versions' files imported once and left as they were;
damaged files reported in words; finished games kept as results with their record."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from ludicitude import saves
from ludicitude.club import db as club_db
from ludicitude.club.database import database_path
from ludicitude.core.bots import RandomBot
from ludicitude.games import GAMES
from ludicitude.ui.session import GameSession, SeatInfo
from tests.games import milestones
from tests.sizes import many

DATA = Path(__file__).resolve().parent / "data"
CORPUS = sorted((DATA / "damaged_saves").glob("*.json"))
LEGACY = DATA / "legacy_saves" / "cadenas.json"
PLAYABLE = list(GAMES.values())


def seats(n, names=("P0", "P1", "P2", "P3")):
    return [SeatInfo(name, k, "human") for name, k in zip(names[:n], ("red", "blue", "yellow", "green"))]


def play_some(session, actions, seed=0):
    bots = [RandomBot(seed * 10 + i) for i in range(session.state.num_seats)]
    for _i in range(actions):
        if session.state.is_over:
            return
        seat = session.state.to_act[0]
        session.apply(seat, bots[seat].choose(session.state.view(seat), seat))


def old_save_file(session: GameSession, saved_at: float = 1764400000.0, name: str | None = None) -> Path:
    """``session`` as an earlier version saved it: ``saves/<id>.json``, format 2."""
    path = saves.saves_dir() / f"{name or session.save_id}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": saves.FORMAT, "id": session.save_id, "saved_at": saved_at,
                                "session": session.to_dict(with_record=False)}), encoding="utf-8")
    return path


def query(sql, params=()):
    with sqlite3.connect(database_path()) as conn:
        return conn.execute(sql, params).fetchall()


@pytest.mark.parametrize("game", PLAYABLE, ids=lambda g: g.id)
def test_every_action_is_saved_and_resumes_to_the_exact_position(game):
    n = max(game.min_seats, 3)
    session = GameSession.new(game.id, seats(n), None, seed=11)
    session.listeners.append(saves.write)
    bots = [RandomBot(i) for i in range(n)]
    for _step in range(40):
        state = session.state
        if state.is_over:
            break
        seat = state.to_act[0]
        session.apply(seat, bots[seat].choose(state.view(seat), seat))
        if session.state.is_over:
            break
        saves.close()  # as a new start of the program would find it
        (again,), problems = saves.list_saves()
        assert problems == []
        again = again.session
        assert again.state == session.state  # same scores, dice, player to act, seed stream
        assert again.names == session.names and again.save_id == session.save_id
        assert again.record == session.record  # the moves so far, for a replay
        seat = session.state.to_act[0]
        assert again.state.legal_actions(seat) == session.state.legal_actions(seat)
    # the moves are appended as rows, one per move: the history is never rewritten
    assert query("SELECT COUNT(*) FROM moves")[0][0] == len(session.record.moves)


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
        assert scene.session.save_id == expected.save_id  # it goes on in its own row
        d.app.stack.go_home()
        d.settle()
    assert resumed == set(by_id)


def test_resume_takes_the_most_recent_game_by_the_databases_order_not_the_clock(make_app, monkeypatch):
    old = GameSession.new("cartes", seats(2), None, 1)
    saves.write(old)
    monkeypatch.setattr(saves.time, "time", lambda: 1e9 - 3e7)  # the clock moved back a year
    new = GameSession.new("cartes", seats(2), None, 2)
    saves.write(new)
    found, _problems = saves.list_saves()
    assert [s.save_id for s in found] == [new.save_id, old.save_id]
    d = make_app()
    assert d.app.resume_latest()
    d.settle()
    assert d.top.session.save_id == new.save_id


def test_a_game_played_to_its_end_is_found_among_the_results_with_its_record():
    session = GameSession.new("corsaire", seats(3, ("Ana", "Bob", "Cleo")), None, 21)
    session.listeners.append(saves.write)
    play_some(session, 10_000, seed=3)
    assert session.state.is_over
    assert saves.list_saves() == ([], [])  # nothing left to resume
    results, problems = saves.load_results()
    assert problems == []
    (result,) = results
    assert result.save_id == session.save_id and result.game_id == "corsaire"
    assert result.names == ("Ana", "Bob", "Cleo") and result.kinds == ("human",) * 3
    assert result.scores == session.state.scores and result.winners == session.state.winners
    assert result.seed == 21 and result.finished_at > 0
    record = club_db.result_record(session.save_id)
    assert record is not None and record.final_state().to_dict() == session.state.to_dict()
    assert query("PRAGMA integrity_check") == [("ok",)]


def test_results_are_never_cut_to_a_window_and_a_game_is_one_result_however_often_saved():
    session = GameSession.new("cartes", seats(2), None, 4)
    play_some(session, 10_000)
    earlier = [saves.result_of(GameSession(GAMES["cartes"], seats(2), session.state, save_id=f"game{i}"))
               for i in range(1200)]
    assert club_db.add_results(earlier, ("test", "1")) is None  # more than the 1000 kept before
    last = GameSession(GAMES["cartes"], seats(2), session.state, save_id="game1200")
    saves.write(last)
    saves.write(last)  # the same game saved twice is one result
    results, problems = saves.load_results()
    assert problems == [] and len(results) == 1201
    assert [r.save_id for r in results] == [f"game{i}" for i in range(1201)]  # the database's order


def test_a_save_file_of_the_previous_one_file_per_game_layout_is_imported_and_left_as_it_was():
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    shutil.copy(LEGACY, folder / "cadenas.json")
    old = json.loads(LEGACY.read_text(encoding="utf-8"))
    assert old["format"] == 1 and "id" not in old
    (saved,), problems = saves.list_saves()
    assert problems == []
    assert saved.game_id == "cadenas" and saved.players == "Ana, Bob, ⚙ Cléo (normal)"  # a computer by its one name
    assert saved.session.state.to_dict() == old["session"]["state"]
    play_some(saved.session, 1)
    saves.write(saved.session)  # the old game goes on in the database
    assert (folder / "cadenas.json").read_bytes() == LEGACY.read_bytes()
    saves.close()  # the next start does not import the file again: nothing doubled, nothing undone
    (again,), _problems = saves.list_saves()
    assert again.session.state == saved.session.state


def test_import_keeps_every_game_and_result_of_the_files_of_earlier_versions():
    sessions = []
    for i in range(5):
        s = GameSession.new("corsaire", seats(2, (f"A{i}", f"B{i}")), None, i)
        play_some(s, 3 + i)
        old_save_file(s, saved_at=1764400000.0 + 60 * i)
        sessions.append(s)
    finished = GameSession.new("cartes", seats(2), None, 9)
    play_some(finished, 10_000)
    good = saves.result_of(finished, -5.0).to_dict()  # finished while the clock read a negative time
    entries = [{**good, "id": f"r{i}"} for i in range(1500)] + ["nonsense", {"id": "x", "game": "chess"}]
    saves.results_path().write_text(json.dumps({"format": 1, "results": entries}))
    before = {p.name: p.read_bytes() for p in [*saves.saves_dir().iterdir(), saves.results_path()]}
    found, problems = saves.list_saves()
    assert [s.save_id for s in found] == [s.save_id for s in reversed(sessions)]  # newest first, as saved
    assert all(f.session.state == s.state for f, s in zip(found, reversed(sessions)))
    results, problems = saves.load_results()
    assert [r.save_id for r in results] == [f"r{i}" for i in range(1500)]
    assert results[0].finished_at == -5.0
    assert problems == ["2 results can't be read: they are kept as they are."]
    assert {p.name: p.read_bytes() for p in [*saves.saves_dir().iterdir(), saves.results_path()]} == before
    saves.close()
    assert len(saves.list_saves()[0]) == 5 and len(saves.load_results()[0]) == 1500  # imported once


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.stem)
def test_a_damaged_save_file_is_refused_in_words_and_left_as_it_was(path):
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    target = folder / "corsaire.json"
    shutil.copy(path, target)
    found, problems = saves.list_saves()
    assert found == []
    assert len(problems) == 1 and "can't be used" in problems[0] and "corsaire.json" in problems[0]
    assert target.read_bytes() == path.read_bytes()  # nothing deleted, nothing moved
    saves.close()
    assert saves.list_saves() == ([], [])  # said once, not at every start


def test_a_good_save_beside_a_damaged_one_still_resumes():
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    shutil.copy(CORPUS[0], folder / "corsaire.json")
    session = GameSession.new("corsaire", seats(2), None, 3)
    told = saves.write(session)  # the first use of the database tells what the import refused
    found, problems = saves.list_saves()
    assert [s.save_id for s in found] == [session.save_id]
    assert len(told) == 1 and "corsaire.json" in told[0] and problems == []


def test_the_database_is_sqlite_in_wal_mode_with_games_named_by_their_id():
    session = GameSession.new("corsaire", seats(2), None, 5)
    play_some(session, 2)
    saves.write(session)
    assert query("PRAGMA journal_mode") == [("wal",)]
    ((game_id, game, text),) = query("SELECT id, game, session FROM games")
    assert game_id == session.save_id and len(game_id) == 32 and game == "corsaire"
    assert json.loads(text)["state"] == session.state.to_dict() and "record" not in json.loads(text)


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
    assert len(saves.list_saves()[0]) == 1
    d.click_widget(d.top.rows[0][2])
    d.click_widget(d.top.yes_button)
    assert saves.list_saves() == ([], [])
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


@pytest.mark.parametrize("game", [g for g in PLAYABLE if g.id in milestones.EVERY], ids=lambda g: g.id)
def test_saves_round_trip_at_every_step_of_games_that_reach_every_event_and_ending(game):
    """Issue 7: a save taken at any moment of any game reads back as the same game.

    The games come from one fixed sequence of tables (``milestones.tables``: 2 or 3 seats, every
    option, sensible and random computer players). A save is round-tripped at every step of the
    first 5 games, and of each later game that reaches something no game before it did (an
    ending, a shared victory, five skulls, a locked row...), until together they reach everything
    in ``milestones.EVERY``: asserted, so the few games provably carry every kind of event, every
    ending and every option a save must hold. A game is first played without saves to see what it
    reaches: that costs a fraction of a round trip at every step (a save holds the whole log, so
    that check costs the square of a game's length). The long run round-trips all 1000 games.

    In those games, the default run round-trips every step that brings something no step before
    it did (its action's kind with the kinds of the events it made), every game's last step (its
    ending) and every tenth step; the long run every step. A save holds the whole log, so each
    round trip also reads back every event before it: every event of every game is read back,
    each kind of step the first time it comes, and the steps left out only repeat a kind of
    step already read back (Magouille's round trips at every step: 12 s of processor time)."""
    rules = game.module("rules")
    seen: set[str] = set()
    steps = games = 0

    kinds: set[tuple[str, frozenset[str]]] = set()
    checked = 0

    def round_trip(before, seat, action, after):
        nonlocal steps, checked
        steps += 1
        kind = (type(action).__name__, frozenset(type(e).__name__ for e in after.events[len(before.events):]))
        if not (milestones.LONG or kind not in kinds or after.is_over or steps % 10 == 0):
            return
        kinds.add(kind)
        checked += 1
        data = json.loads(json.dumps(after.to_dict()))
        again = rules.State.from_dict(data)
        assert again.to_dict() == data and again.to_act == after.to_act
        assert again.is_over == after.is_over and again.winners == after.winners

    for table in milestones.sample(game.id, many(5, 1000)):
        final = milestones.play_table(game.id, table, on_action=round_trip)
        assert final.is_over
        seen |= milestones.reached(final)
        games += 1
    every = milestones.EVERY[game.id]
    assert seen == every, sorted(every - seen)
    assert steps > 10 * games, (games, steps)  # whole games, not a few actions each
    assert checked >= max(steps // 10, len(kinds)), (checked, steps, len(kinds))


def test_a_save_file_of_a_finished_game_joins_the_results_instead_of_the_list():
    session = GameSession.new("cartes", seats(2), None, 8)
    play_some(session, 10_000)
    assert session.state.is_over
    old_save_file(session, saved_at=1.0)  # its result was not written at the end
    assert saves.list_saves() == ([], [])
    (result,), _problems = saves.load_results()
    assert result.save_id == session.save_id and result.winners == session.state.winners


def test_a_save_file_that_cant_be_read_for_a_while_is_imported_once_it_can_be(monkeypatch):
    """Issue 29: a save that merely could not be read (a permission) used to be set aside for
    ever. Now it is said, left as it is, and read again at the next start."""
    session = GameSession.new("corsaire", seats(2), None, 6)
    play_some(session, 3)
    path = old_save_file(session)
    real = saves.files.read_bytes_limited

    def denied(p, *args):
        if Path(p) == path:
            raise PermissionError(13, "Permission denied")
        return real(p, *args)

    monkeypatch.setattr(saves.files, "read_bytes_limited", denied)
    found, problems = saves.list_saves()
    assert found == [] and len(problems) == 1 and path.name in problems[0] and "can't be read" in problems[0]
    monkeypatch.setattr(saves.files, "read_bytes_limited", real)  # the permission is given back
    saves.close()  # the next start
    (saved,), problems = saves.list_saves()
    assert problems == [] and saved.session.state == session.state
