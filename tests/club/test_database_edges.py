"""The database's own rows and its own mark (issue 34, 1-8): a database damaged but readable,
each case made with ``sqlite3`` on a populated one. Every value read is checked as a save's
fields are; a row that fails is said in words and set aside, never a traceback; the counter is
rebuilt from the rows; the file carries its mark, a ``-wal`` that is not its own is moved aside
(kept, said) before it is opened, and a file that lost its tables is never written to."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from ludicitude import saves
from ludicitude.__main__ import main
from ludicitude.app import App
from ludicitude.club import db as club_db
from ludicitude.club import locks
from ludicitude.club.database import APPLICATION_ID, database, database_path
from tests.club.test_database import new_session, play


@pytest.fixture(scope="module")
def populated_file(tmp_path_factory) -> tuple[Path, list[str], str]:
    """A database with three unfinished games (oldest first) and a finished one, made once
    for the module: the file and the ids."""
    folder = tmp_path_factory.mktemp("populated")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("XDG_DATA_HOME", str(folder))
        unfinished = []
        for seed in (1, 2, 3):
            session = new_session(seed)
            play(session, 3)
            unfinished.append(session.save_id)
        finished = new_session(8)
        play(finished, 10_000)
        assert finished.state.is_over
        path = database_path()
        saves.close()
    return path, unfinished, finished.save_id


@pytest.fixture
def populated(populated_file) -> tuple[list[str], str]:
    """The populated database in this test's user folder: the ids of its unfinished games
    (oldest first) and of its finished one."""
    path, unfinished, finished = populated_file
    database_path().parent.mkdir(parents=True)
    shutil.copy(path, database_path())
    return list(unfinished), finished


def damage(*statements: str) -> None:
    """Change the database behind the program's back, as another program would."""
    saves.close()
    conn = sqlite3.connect(database_path(), isolation_level=None)
    try:
        for statement in statements:
            conn.execute(statement)
    finally:
        conn.close()


def said_at_start(monkeypatch) -> list[str]:
    """What the real start-up (``main``) shows in its window's notices."""
    told: list[str] = []
    real_notice = App.notice
    monkeypatch.setattr(App, "notice", lambda self, text, seconds=5.0: (told.append(text),
                                                                         real_notice(self, text, seconds)))
    return told


def resumed_by_main(monkeypatch) -> list[str]:
    """The ids ``main`` opened a game of."""
    opened: list[str] = []
    real_start = App.start_game
    monkeypatch.setattr(App, "start_game", lambda self, session, **kw: (opened.append(session.save_id),
                                                                        real_start(self, session, **kw))[1])
    return opened


def rows(sql: str) -> list[tuple]:
    with sqlite3.connect(database_path()) as conn:
        out = conn.execute(sql).fetchall()
    conn.close()
    return out


@pytest.mark.parametrize("statement", ["DELETE FROM meta", "UPDATE meta SET value = 9223372036854775807",
                                       "UPDATE meta SET value = -5", "UPDATE meta SET value = 'zzz'"])
def test_a_counter_missing_or_out_of_range_is_rebuilt_from_the_rows_and_new_games_and_resume_work(populated,
                                                                                                   statement):
    """Issue 34, 1-2: "every new game and --resume crash on the first save"."""
    unfinished, _finished = populated
    highest = rows("SELECT max(touched) FROM games")[0][0]
    damage(statement)
    found, problems = saves.list_saves()
    assert [s.save_id for s in found] == unfinished[::-1]
    assert problems == ["The games database's counter was damaged: it was rebuilt from the games it holds."]
    fresh = new_session(11)
    assert play(fresh, 2) == []  # saved, nothing to tell
    play(found[-1].session, 1)  # the oldest game goes on, and becomes the most recent
    saves.close()
    again, problems = saves.list_saves()
    assert problems == []  # said once
    assert [s.save_id for s in again][:2] == [unfinished[0], fresh.save_id]
    assert rows("SELECT value FROM meta WHERE key = 'clock'")[0][0] > highest


def test_what_the_database_says_at_start_is_said_in_the_player_s_language(populated, monkeypatch):
    damage("DELETE FROM meta")
    told = said_at_start(monkeypatch)
    assert main(["--lang", "fr", "--frames", "2"]) == 0
    assert "Le compteur de la base des parties était endommagé : il a été reconstruit d'après les parties qu'elle " \
           "contient." in told


def test_a_counter_damaged_while_the_program_runs_is_rebuilt_at_the_next_save():
    session = new_session(1)
    play(session, 2)
    with sqlite3.connect(database_path()) as conn:
        conn.execute("DELETE FROM meta")
    conn.close()
    assert play(session, 2) == []
    assert rows("SELECT value FROM meta")[0][0] == rows("SELECT touched FROM games")[0][0]


@pytest.mark.parametrize("statement, reason", [
    ("UPDATE games SET touched = 'zzz' WHERE seq = 2", "place in the database's order"),
    ("UPDATE games SET touched = 9.5 WHERE seq = 2", "place in the database's order"),
    ("UPDATE games SET saved_at = 1e308 WHERE seq = 2", "date is out of range"),
    ("UPDATE games SET saved_at = -1 WHERE seq = 2", "date is out of range"),
    ("UPDATE games SET saved_at = 'soon' WHERE seq = 2", "date is out of range"),
    ("UPDATE games SET id = printf('%.*c', 100000, 'x') WHERE seq = 2", "id is not one Ludicitude writes"),
    ("UPDATE games SET id = X'FFFE' WHERE seq = 2", "id is not one Ludicitude writes"),
])
def test_a_game_whose_id_or_time_is_out_of_range_is_said_set_aside_and_kept_and_the_others_resume(
        populated, statement, reason, monkeypatch):
    """Issue 34, 3-5: "touched='zzz'", "saved_at=1e308" and "an id of 100,000 characters" crash
    --resume (and Saved games): the row is refused in words, kept, and the other games resume."""
    unfinished, _finished = populated
    damage(statement)
    before = rows("SELECT * FROM games WHERE seq = 2")
    found, problems = saves.list_saves()
    assert [s.save_id for s in found] == [unfinished[2], unfinished[0]]
    (problem,) = problems
    assert problem.startswith("A saved game can't be used:") and reason in problem and "kept as it is" in problem
    saves.close()
    told = said_at_start(monkeypatch)
    opened = resumed_by_main(monkeypatch)
    assert main(["--resume", "--frames", "2"]) == 0
    assert opened == [unfinished[2]]
    assert [t for t in told if reason in t] == [problem]  # on the screen, once
    assert rows("SELECT * FROM games WHERE seq = 2") == before  # kept as it was


def test_resume_with_no_game_it_can_use_says_why_on_the_terminal_and_exits_2(capsys):
    """No window opens: what the listing found is said on the terminal, once, before the line
    that says there is nothing to resume."""
    session = new_session(1)
    play(session, 2)
    damage("UPDATE games SET saved_at = 1e308")
    assert main(["--resume", "--frames", "2"]) == 2
    assert capsys.readouterr().err == ("ludicitude: A saved game can't be used: its date is out of range. It is kept "
                                       "as it is.\nludicitude: --resume: there is no saved game to resume\n")


def test_saved_games_lists_the_games_beside_one_whose_date_is_out_of_range(populated, make_app):
    """Issue 34, 4: "the launcher's Saved games raises the same OverflowError"."""
    from ludicitude.ui.launcher import Launcher
    from ludicitude.ui.saved_games import SavedGames

    unfinished, _finished = populated
    damage(f"UPDATE games SET saved_at = 1e308 WHERE id = '{unfinished[1]}'")
    d = make_app()
    d.app.push_scene(Launcher(d.app))
    d.app.push_scene(SavedGames(d.app))
    d.frames(2)
    assert [r[0].save_id for r in d.top.rows] == [unfinished[2], unfinished[0]]
    assert [n[0] for n in d.app.notices if "date is out of range" in n[0]]


@pytest.mark.parametrize("statement", ["UPDATE games SET touched = 'zzz' WHERE finished = 1",
                                       "UPDATE games SET saved_at = 1e308 WHERE finished = 1"])
def test_replay_of_a_finished_game_whose_row_is_out_of_range_says_so_in_one_line(populated, statement, capsys):
    """Issue 34, 3: "--replay ID crash (club/db.py, _stored)"."""
    _unfinished, finished = populated
    damage(statement)
    assert club_db.result_record(finished) is None
    reason = "place in the database's order" if "touched" in statement else "date"
    assert main(["--replay", finished, "--frames", "2"]) == 2
    err = capsys.readouterr().err
    assert err == f"ludicitude: --replay: finished game {finished} can't be replayed: its {reason} is out of range. " \
                  "It is kept as it is.\n"


def test_the_lock_of_a_game_with_an_id_of_100_000_characters_is_a_short_file():
    """Issue 34, 5: "ENAMETOOLONG making its lock file": named from a fixed-length digest."""
    long_id = "x" * 100_000
    assert locks.claim(long_id) and locks.held() == [long_id]
    (lock,) = locks.locks_dir().iterdir()
    assert len(lock.name) == len("0123456789abcdef0123456789abcdef.lock")
    assert not locks.open_elsewhere(long_id) and locks.open_elsewhere("x" * 99_999) is False
    other = locks._path("y" * 100_000)
    assert other != lock and len(other.name) == len(lock.name)
    locks.release(long_id)
    assert locks.held() == []


def test_a_game_whose_moves_no_longer_replay_resumed_by_resume_is_said_on_the_screen_once(monkeypatch):
    """Issue 34, 7: "the promised words are never shown" (``main`` dropped the problems of its
    own ``list_saves()``, which had already started the record again)."""
    session = new_session(4)
    play(session, 4)
    damage("UPDATE moves SET move = '{' WHERE n = 1")
    told = said_at_start(monkeypatch)
    assert main(["--resume", "--frames", "2"]) == 0
    assert len([t for t in told if "moves of a saved game" in t]) == 1


def test_resume_tries_every_free_game_before_saying_none_is_free(monkeypatch):
    """Issue 34, 8: two --resume at once with two unfinished games: the one that loses the race
    for the most recent takes the other, free, game."""
    fcntl = pytest.importorskip("fcntl")

    older, newer = new_session(1), new_session(2)
    play(older, 2)
    play(newer, 2)
    saves.close()
    # the other window takes the most recent game after this one listed it as free
    monkeypatch.setattr(locks, "open_elsewhere", lambda save_id: False)
    path = locks._path(newer.save_id)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT)
    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    opened = resumed_by_main(monkeypatch)
    try:
        assert main(["--resume", "--frames", "2"]) == 0
    finally:
        os.close(fd)
    assert opened == [older.save_id]


# -- the database's own mark ---------------------------------------------------------------------
def foreign_wal(folder: Path) -> Path:
    """The ``-wal`` of another SQLite database (its last transaction not yet checkpointed), as a
    copy gone wrong or a sync tool would leave it (its ``-shm`` beside it, as ``stray-shm``)."""
    other_path = folder / "other.db"
    other = sqlite3.connect(other_path, isolation_level=None)
    other.execute("PRAGMA journal_mode = WAL")
    other.execute("PRAGMA wal_autocheckpoint = 0")
    other.execute("CREATE TABLE notes (text TEXT)")
    other.executemany("INSERT INTO notes VALUES (?)", [("a note",)] * 50)
    kept = folder / "stray-wal"
    shutil.copy(folder / "other.db-wal", kept)
    shutil.copy(folder / "other.db-shm", folder / "stray-shm")
    other.close()
    return kept


def counts() -> tuple[int, int, int]:
    return (rows("SELECT COUNT(*) FROM games")[0][0], rows("SELECT COUNT(*) FROM results")[0][0],
            rows("SELECT COUNT(*) FROM players")[0][0])


@pytest.mark.parametrize("with_its_shm", [False, True])
def test_a_wal_of_another_database_beside_ours_is_moved_aside_kept_said_and_nothing_is_lost(populated, with_its_shm,
                                                                                            tmp_path):
    """Issue 34, 6: "SQLite shows the other database, the program adds its tables to it, and 8
    games, 4 results and 3 players are gone from the file, with no word and no copy kept"."""
    unfinished, _finished = populated
    saves.close()
    before = counts()
    stray = foreign_wal(tmp_path)
    wal = database_path().with_name("ludicitude.db-wal")
    assert not wal.exists()  # the program closed cleanly: its own -wal is gone
    shutil.copy(stray, wal)
    if with_its_shm:
        shutil.copy(tmp_path / "stray-shm", database_path().with_name("ludicitude.db-shm"))
    found, problems = saves.list_saves()
    assert sorted(s.save_id for s in found) == sorted(unfinished)
    (problem,) = problems
    assert "ludicitude.db-wal" in problem and "another database" in problem and "kept as" in problem
    (aside,) = database_path().parent.glob("ludicitude.db-wal.not-its-own-*")
    assert aside.name in problem and aside.read_bytes() == stray.read_bytes()  # kept, byte for byte
    play(new_session(12), 2)
    saves.close()
    assert counts() == (before[0] + 1, before[1], before[2])
    assert rows("PRAGMA application_id") == [(APPLICATION_ID,)]
    assert "notes" not in {name for (name,) in rows("SELECT name FROM sqlite_master")}


def test_a_wal_with_no_database_beside_it_is_moved_aside_and_a_new_database_started(tmp_path):
    stray = foreign_wal(tmp_path)
    wal = database_path().with_name("ludicitude.db-wal")
    wal.parent.mkdir(parents=True)
    shutil.copy(stray, wal)
    session = new_session(1)
    (problem,) = play(session, 2)
    assert "ludicitude.db-wal" in problem and "not its own" in problem
    (aside,) = database_path().parent.glob("ludicitude.db-wal.not-its-own-*")
    assert aside.read_bytes() == stray.read_bytes()
    assert [s.save_id for s in saves.list_saves()[0]] == [session.save_id]
    assert "notes" not in {name for (name,) in rows("SELECT name FROM sqlite_master")}


def test_a_wal_of_its_own_left_by_a_program_killed_before_its_checkpoint_is_read_not_moved(tmp_path):
    """The games in a -wal of our own (a killed program's) are the database's: read, kept there."""
    session = new_session(1)
    play(session, 3)
    db = database()
    db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    play(session, 2)  # in the -wal only
    folder = tmp_path / "copy"
    folder.mkdir()
    for suffix in ("", "-wal"):  # the files as a killed program leaves them
        shutil.copy(database_path().with_name("ludicitude.db" + suffix), folder / ("ludicitude.db" + suffix))
    saves.close()
    for suffix in ("", "-wal", "-shm"):
        database_path().with_name("ludicitude.db" + suffix).unlink(missing_ok=True)
    for suffix in ("", "-wal"):
        shutil.copy(folder / ("ludicitude.db" + suffix), database_path().with_name("ludicitude.db" + suffix))
    (saved,), problems = saves.list_saves()
    assert problems == [] and saved.session.state == session.state
    assert not list(database_path().parent.glob("*not-its-own*"))


def test_an_old_wal_of_its_own_put_back_is_moved_aside_and_the_later_moves_are_kept():
    """A sync tool puts back a -wal of the database as it was earlier: read with it, the
    database would go back in time (its sequence lower than the file's own): moved aside, said."""
    session = new_session(1)
    play(session, 3)
    wal = database_path().with_name("ludicitude.db-wal")
    old = wal.read_bytes()  # the -wal of three moves ago, as a sync tool keeps it
    play(session, 4)
    saves.close()
    assert not wal.exists()
    wal.write_bytes(old)
    (saved,), problems = saves.list_saves()
    assert saved.session.state == session.state and len(saved.session.record.moves) == 7
    assert len(problems) == 1 and "ludicitude.db-wal" in problems[0] and "an earlier state" in problems[0]
    (aside,) = database_path().parent.glob("ludicitude.db-wal.not-its-own-*")
    assert aside.read_bytes() == old


HOT_JOURNAL = """
import os, signal, sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("PRAGMA journal_mode = DELETE")
conn.execute("PRAGMA cache_size = 1")
conn.execute("CREATE TABLE notes (text TEXT)")
conn.executemany("INSERT INTO notes VALUES (?)", [("n" * 500,)] * 300)
conn.execute("BEGIN")
conn.execute("UPDATE notes SET text = 'changed'")
conn.execute("INSERT INTO notes SELECT text FROM notes")  # pages written: the journal is hot
os.kill(os.getpid(), signal.SIGKILL)
"""


@pytest.mark.skipif(os.name != "posix", reason="a program killed in the middle of a transaction: SIGKILL")
def test_a_rollback_journal_of_another_database_is_moved_aside_before_sqlite_plays_it_into_ours(populated, tmp_path):
    """A ``-journal`` beside the database (which, in WAL mode, never makes one) is another's: SQLite
    would play it back into ours as soon as it is opened, overwriting our pages with its own."""
    unfinished, _finished = populated
    saves.close()
    before = database_path().read_bytes()
    subprocess.run([sys.executable, "-c", HOT_JOURNAL, str(tmp_path / "other.db")], timeout=60)
    stray = (tmp_path / "other.db-journal").read_bytes()
    assert len(stray) > 4096
    database_path().with_name("ludicitude.db-journal").write_bytes(stray)
    found, problems = saves.list_saves()
    assert sorted(s.save_id for s in found) == sorted(unfinished)
    (problem,) = problems
    assert "ludicitude.db-journal" in problem and "not its own" in problem
    (aside,) = database_path().parent.glob("ludicitude.db-journal.not-its-own-*")
    assert aside.read_bytes() == stray
    saves.close()
    assert database_path().read_bytes() == before  # not one page of it overwritten


def test_another_program_s_database_in_its_place_is_kept_aside_and_a_new_one_started():
    foreign = database_path()
    foreign.parent.mkdir(parents=True)
    conn = sqlite3.connect(foreign)
    conn.execute("CREATE TABLE notes (text TEXT)")
    conn.execute("INSERT INTO notes VALUES ('mine')")
    conn.commit()
    conn.close()
    raw = foreign.read_bytes()
    session = new_session(1)
    (problem,) = play(session, 2)
    assert "not a Ludicitude games database" in problem and "kept as ludicitude.db.damaged-" in problem
    (kept,) = foreign.parent.glob("ludicitude.db.damaged-*[0-9]")
    assert kept.read_bytes() == raw
    assert [s.save_id for s in saves.list_saves()[0]] == [session.save_id]


def test_an_older_database_of_ours_without_the_mark_gets_it_and_keeps_every_game(populated):
    unfinished, finished = populated
    damage("PRAGMA application_id = 0")
    assert rows("PRAGMA application_id") == [(0,)]
    found, problems = saves.list_saves()
    assert problems == [] and sorted(s.save_id for s in found) == sorted(unfinished)
    assert rows("PRAGMA application_id") == [(APPLICATION_ID,)]
    assert club_db.result_record(finished) is not None


def test_a_file_that_lost_its_tables_while_open_is_never_written_to():
    session = new_session(1)
    play(session, 2)
    other = sqlite3.connect(database_path(), isolation_level=None)
    for (table,) in other.execute("SELECT name FROM sqlite_master WHERE type = 'table' "
                                  "AND name NOT LIKE 'sqlite_%'").fetchall():
        other.execute(f"DROP TABLE {table}")
    told = play(session, 3)
    assert len(told) == 1 and "no longer the games database it was" in told[0] and "nothing is written" in told[0]
    assert other.execute("SELECT name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'").fetchall() == []
    other.close()
    saves.close()  # at the next start: kept aside, a new one started, said
    found, problems = saves.list_saves()
    assert found == [] and "lost its tables" in problems[0]


def test_a_file_replaced_while_open_is_kept_and_the_game_goes_on_in_the_file_in_its_place(tmp_path):
    """A sync tool puts an older copy in place while a game is played: what the file opened
    held is kept beside it, the game's moves all go into the file now at the path, said once."""
    session, other = new_session(1), new_session(2)
    play(session, 2)
    database().conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    copy = tmp_path / "copy.db"
    shutil.copy(database_path(), copy)  # the sync tool's copy: two moves of the game
    play(other, 3)  # only in the file opened
    play(session, 2)
    copy.replace(database_path())  # put in its place
    told = play(session, 2)
    assert len(told) == 1 and "replaced or moved by another program" in told[0]
    assert play(session, 1) == []  # said once
    (kept,) = database_path().parent.glob("ludicitude.db.replaced-*")
    assert kept.name in told[0]
    saves.close()
    (saved,), problems = saves.list_saves()  # the file in place: the game, with all its moves
    assert problems == [] and saved.session.state == session.state and len(saved.session.record.moves) == 7
    old = sqlite3.connect(kept)  # what the file opened held: the other game too
    assert {r[0] for r in old.execute("SELECT id FROM games")} == {session.save_id, other.save_id}
    assert old.execute("SELECT COUNT(*) FROM moves WHERE game = (SELECT seq FROM games WHERE id = ?)",
                       (other.save_id,)).fetchone() == (3,)
    old.close()


def test_a_file_moved_away_while_open_is_kept_and_the_game_goes_on_in_a_new_file(tmp_path):
    session = new_session(1)
    play(session, 2)
    database_path().rename(tmp_path / "moved.db")
    told = play(session, 1)
    assert len(told) == 1 and "replaced or moved" in told[0]
    saves.close()
    (saved,), problems = saves.list_saves()
    assert problems == [] and saved.session.state == session.state and len(saved.session.record.moves) == 3
