"""The database at its edges (issue 29, "Bad input"): a damaged, locked, read-only or full
database, or one from a newer version, gets a clear message said once (not at every move), the
program goes on (without saving if it must), and nothing already stored is lost."""

from __future__ import annotations

import json
import os
import random
import sqlite3

import pytest

from ludicitude import files, saves
from ludicitude.club import database as database_mod
from ludicitude.club.record import GameRecord
from ludicitude.club.database import database, database_path
from ludicitude.core.bots import RandomBot
from ludicitude.ui.session import GameSession, SeatInfo


def new_session(seed: int = 1) -> GameSession:
    return GameSession.new("corsaire", [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")], None, seed)


def play(session: GameSession, actions: int) -> list[str]:
    """``actions`` moves, each saved as the app saves it; what saving had to tell, in order."""
    told: list[str] = []
    bots = [RandomBot(7), RandomBot(8)]
    for _i in range(actions):
        if session.state.is_over:
            break
        seat = session.state.to_act[0]
        session.apply(seat, bots[seat].choose(session.state.view(seat), seat))
        told += saves.write(session)
    return told


def stored_game(save_id: str) -> GameSession:
    saves.close()
    (saved,) = [s for s in saves.list_saves()[0] if s.save_id == save_id]
    return saved.session


@pytest.mark.parametrize("damage", ["garbage", "cut_in_half", "page_overwritten", "empty_header"])
def test_a_damaged_database_is_kept_aside_byte_for_byte_said_and_a_new_one_started(damage):
    play(new_session(), 3)
    saves.close()
    path = database_path()
    raw = bytearray(path.read_bytes())
    damaged = {"garbage": lambda: b"not a database at all" * 300, "cut_in_half": lambda: bytes(raw[:len(raw) // 2]),
               "page_overwritten": lambda: bytes(raw[:4096] + b"\xff" * 4096 + raw[8192:]),
               "empty_header": lambda: b"\x00" * 100 + bytes(raw[100:])}[damage]()
    path.write_bytes(damaged)
    session = new_session(2)
    told = play(session, 4)
    (problem,) = told
    assert "damaged" in problem and "kept as ludicitude.db.damaged-" in problem
    (kept,) = path.parent.glob("ludicitude.db.damaged-*[0-9]")
    assert kept.read_bytes() == damaged  # nothing deleted
    assert stored_game(session.save_id).state == session.state  # the new database works
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)


def test_a_database_from_a_newer_version_is_never_written_said_once_and_play_goes_on():
    play(new_session(), 2)
    saves.close()
    with sqlite3.connect(database_path()) as conn:
        conn.execute("PRAGMA user_version = 99")
    before = database_path().read_bytes()
    session = new_session(3)
    told = play(session, 6)
    assert len(told) == 1 and "newer version" in told[0] and "without saving" in told[0]
    assert session.state.events  # the game went on
    saves.close()
    assert database_path().read_bytes() == before  # untouched


def test_a_locked_database_fails_the_write_says_so_once_and_catches_up_when_it_is_free(monkeypatch):
    monkeypatch.setattr(database_mod, "BUSY_SECONDS", 0.05)
    session = new_session()
    assert play(session, 2) == []
    other = sqlite3.connect(database_path(), isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the database
    try:
        told = play(session, 4)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert len(told) == 1 and "busy" in told[0] and "without saving" in told[0]  # once, not per move
    told = play(session, 1)
    assert told == ["Saving works again: the game is saved."]
    again = stored_game(session.save_id)
    assert again.state == session.state and len(again.record.moves) == 7  # the moves missed are there


def test_a_full_disk_fails_the_write_without_losing_what_is_stored_and_says_so_once():
    session = new_session()
    assert play(session, 2) == []
    conn = database().conn
    assert conn is not None
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count = {pages}")  # the disk is full from now on
    told = play(session, 30)
    assert len(told) == 1 and "full" in told[0]
    stored = saves.list_saves()[0][0].session  # what was stored is whole: a position of the game,
    k = len(stored.record.moves)  # its moves and its state agreeing (checked as it is read)
    assert 2 <= k < len(session.record.moves)
    assert GameRecord("corsaire", session.record.start, session.record.moves[:k]).final_state() == stored.state
    conn.execute("PRAGMA max_page_count = 1073741823")
    assert play(session, 1) == ["Saving works again: the game is saved."]
    assert stored_game(session.save_id).state == session.state


def test_a_read_only_database_is_read_not_written_and_said_once(monkeypatch):
    session = new_session()
    play(session, 2)
    db = database()
    assert db.conn is not None
    db.conn.execute("PRAGMA query_only = ON")  # as a read-only file or disk answers a write
    told = play(session, 5)
    assert len(told) == 1 and "read-only" in told[0]
    assert len(saves.list_saves()[0]) == 1  # what is stored is still read


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="permissions do not stop root: the test above fakes a read-only database")
def test_a_read_only_database_file_opens_for_reading():
    session = new_session()
    play(session, 2)
    saves.close()
    database_path().chmod(0o444)
    try:
        found, problems = saves.list_saves()
        assert [s.save_id for s in found] == [session.save_id] and "without saving" in problems[0]
    finally:
        database_path().chmod(0o644)


def test_a_folder_where_the_database_should_be_is_said_and_play_goes_on():
    database_path().mkdir(parents=True)
    session = new_session()
    told = play(session, 3)
    assert len(told) == 1 and "not a regular file" in told[0]
    assert saves.list_saves() == ([], []) and database_path().is_dir()


def test_a_row_that_cant_be_read_is_reported_kept_and_the_others_still_resume():
    good, bad = new_session(1), new_session(2)
    play(good, 2)
    play(bad, 2)
    with sqlite3.connect(database_path()) as conn:
        conn.execute("UPDATE games SET session = '{\"game\": \"corsaire\", \"seats\": 7}' WHERE id = ?",
                     (bad.save_id,))
    saves.close()
    found, problems = saves.list_saves()
    assert [s.save_id for s in found] == [good.save_id]
    assert len(problems) == 1 and "can't be used" in problems[0] and "kept as it is" in problems[0]
    with sqlite3.connect(database_path()) as conn:
        assert conn.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 2  # kept


def test_through_the_app_a_database_that_cant_be_written_is_said_once_in_a_whole_game(make_app, monkeypatch):
    monkeypatch.setattr(database_mod, "BUSY_SECONDS", 0.01)
    d = make_app()
    session = new_session(5)
    session.listeners.append(d.app.autosave)
    saves.write(session)
    other = sqlite3.connect(database_path(), isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        play_unsaved = [RandomBot(1), RandomBot(2)]
        while not session.state.is_over:
            seat = session.state.to_act[0]
            session.apply(seat, play_unsaved[seat].choose(session.state.view(seat), seat))
    finally:
        other.execute("ROLLBACK")
        other.close()
    said = [n[0] for n in d.app.notices if "can't be saved" in n[0]]
    assert len(session.record.moves) > 5 and len(said) == 1


def test_the_hostile_saves_of_the_files_as_rows_of_the_database_are_used_or_reported_and_kept():
    """The hostile cases of the save files (tests/test_hostile_files.py: cut short, bytes flipped,
    wrong types, huge numbers, deep nesting, numbers moved), written straight into a game's row:
    each row is used (and usable by every screen) or reported in words and kept as it is; none
    raises, none hangs, and a good game beside it always resumes."""
    from tests.test_hostile_files import GAME_IDS, HOW, good_save, mutate, no_hang, use_like_the_screens

    good = new_session(9)
    play(good, 2)
    outcome = {}
    for game_id in GAME_IDS:
        base = good_save(game_id)["session"]
        rng = random.Random(f"rows-{game_id}")
        for i in range(24):
            how = HOW[i % len(HOW)]
            raw = mutate(base, rng, how)
            try:  # the record starts where the (damaged) session is, as a resumed game's does
                start = json.dumps(files.loads(raw)["state"])
            except (ValueError, TypeError, KeyError):
                start = json.dumps(base["state"])
            with sqlite3.connect(database_path()) as conn:
                conn.execute("INSERT INTO games (id, game, session, start, saved_at, touched) "
                             "VALUES ('hostile', ?, ?, ?, 1.0, 0)", (game_id, raw, start))
            saves.close()
            with no_hang():
                found, problems = saves.list_saves()
                for saved in found:
                    use_like_the_screens(saved)
            ids = [s.save_id for s in found]
            assert good.save_id in ids
            if "hostile" in ids:
                assert problems == []
                outcome[f"{game_id}-{how}-{i}"] = "used"
            else:
                assert len(problems) == 1 and "can't be used" in problems[0]
                outcome[f"{game_id}-{how}-{i}"] = "refused"
            with sqlite3.connect(database_path()) as conn:
                assert conn.execute("SELECT session FROM games WHERE id = 'hostile'").fetchone()[0] == raw  # kept
                conn.execute("DELETE FROM games WHERE id = 'hostile'")
    for how in HOW:  # every kind of damage is refused at least once: the run is not vacuous
        assert any(o == "refused" for n, o in outcome.items() if f"-{how}-" in n), how
    assert "used" in outcome.values()


def test_the_real_start_up_says_what_is_wrong_with_the_database_and_goes_on(monkeypatch):
    """``main`` (as a double-click starts it) with a damaged database: the window opens with the
    message, the damaged file is kept, and --resume finds nothing and says so in one line."""
    from ludicitude.__main__ import main
    from ludicitude.app import App

    database_path().parent.mkdir(parents=True)
    database_path().write_bytes(b"\x00garbage" * 100)
    told: list[str] = []
    real_notice = App.notice
    monkeypatch.setattr(App, "notice", lambda self, text, seconds=5.0: (told.append(text),
                                                                         real_notice(self, text, seconds)))
    assert main(["--frames", "2"]) == 0
    assert any("damaged" in t and "ludicitude.db.damaged-" in t for t in told)
    (kept,) = database_path().parent.glob("ludicitude.db.damaged-*")
    assert kept.read_bytes() == b"\x00garbage" * 100
    assert main(["--resume", "--frames", "2"]) == 2


def test_what_can_still_be_read_of_a_damaged_database_is_copied_into_the_new_one():
    """A database damaged at its end (its last pages overwritten): the file is kept as it was,
    and the games and results that can still be read are in the new database, whole."""
    sessions = [new_session(seed) for seed in range(1, 4)]
    for s in sessions:
        play(s, 3)
    finished = new_session(8)
    play(finished, 10_000)
    saves.close()
    path = database_path()
    raw = path.read_bytes()
    damaged = raw[:-4096] + b"\xff" * 4096  # the last page
    path.write_bytes(damaged)
    found, problems = saves.list_saves()
    assert "kept as ludicitude.db.damaged-" in problems[0]
    (kept,) = path.parent.glob("ludicitude.db.damaged-*[0-9]")
    assert kept.read_bytes() == damaged
    by_id = {s.save_id: s for s in sessions}
    assert "copied into a new one" in problems[0] and found
    for saved in found:  # each game copied is whole: its moves reach its saved position
        assert saved.session.state == by_id[saved.save_id].state


@pytest.mark.parametrize("damage", ["UPDATE moves SET move = '{' WHERE n = 1",
                                    "DELETE FROM moves WHERE n = 0",
                                    "UPDATE games SET start = '[1, 2'"])
def test_a_game_whose_moves_cant_be_read_goes_on_from_its_saved_position_and_the_moves_are_kept(damage):
    """Nothing a player did is lost: a damaged record (a move cut short, a move missing, a start
    that is not JSON) does not stop the game itself, whose session is whole."""
    session = new_session(4)
    play(session, 4)
    with sqlite3.connect(database_path()) as conn:
        conn.execute(damage)
    saves.close()
    (saved,), problems = saves.list_saves()
    assert saved.session.state == session.state  # the position is whole
    assert len(problems) == 1 and "moves" in problems[0] and "kept" in problems[0]
    assert saved.session.record.moves == [] and saved.session.record.start == session.state.to_dict()
    with sqlite3.connect(database_path()) as conn:
        assert conn.execute("SELECT COUNT(*) FROM kept_records").fetchone()[0] == 1
    play(saved.session, 2)  # the game goes on, and its record with it
    again = stored_game(session.save_id)
    assert again.state == saved.session.state and len(again.record.moves) == 2
    assert saves.list_saves()[1] == []  # said once
