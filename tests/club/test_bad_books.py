"""Issue 35, bad books: a book half copied by a sync tool, truncated, from a newer version, or
hostile (a valid SQLite file with wrong tables, huge rows, one game twice, games claimed from
another table) is skipped and said in one line, and the rest are read; a club folder that
disappears is said once and the program goes on."""

from __future__ import annotations

import json
import shutil
import sqlite3

import pytest

from ludicitude.club import season as season_mod
from ludicitude.club.book import BOOK_APPLICATION_ID, SUFFIX
from ludicitude.club.standings import Season
from tests.club.season_helpers import play, use_installation, write_own_book


@pytest.fixture
def club(tmp_path, monkeypatch):
    """A club folder with two good books (tables a and b, a game each), read by table c."""
    folder = tmp_path / "club"
    folder.mkdir()
    for n, table in enumerate(("a", "b")):
        use_installation(monkeypatch, tmp_path, table)
        play("magouille", (("Ana", "Bob", "Cleo"), ("Dom", "Eve", "Ana"))[n], n + 1)
        write_own_book(folder)
    use_installation(monkeypatch, tmp_path, "c")
    return folder


def books(folder):
    return sorted(p for p in folder.glob("*" + SUFFIX))


def a_copy(folder, name="bad0000000000"):
    """A copy of the first good book under another table's name (its own id inside, as a book
    that table wrote would have)."""
    target = folder / (name + SUFFIX)
    shutil.copyfile(books(folder)[0], target)
    conn = sqlite3.connect(target)
    conn.execute("UPDATE book SET value = ? WHERE key = 'installation'", (name,))
    conn.commit()
    return target, conn


def read(folder):
    s = Season(folder)
    union = s.refresh()
    return s, union, s.problems()


def assert_skipped_alone(folder, bad_name, words):
    s, union, said = read(folder)
    assert len(said) == 1 and said[0].startswith(bad_name) and words in said[0], said
    assert len(union.results) == 2  # the two good books are read
    return s


def test_a_book_half_copied_by_a_sync_tool_is_skipped_and_the_rest_read(club):
    good = books(club)[0]
    half = club / ("half000000000" + SUFFIX)
    half.write_bytes(good.read_bytes()[: good.stat().st_size // 2])
    assert_skipped_alone(club, half.name, "cut short")


def test_a_truncated_book_of_a_few_bytes_is_skipped(club):
    stub = club / ("stub000000000" + SUFFIX)
    stub.write_bytes(b"SQLite format 3\x00\x10\x00")
    assert_skipped_alone(club, stub.name, "not a book")


def test_a_book_damaged_inside_is_skipped(club):
    path, conn = a_copy(club, "dmg0000000000")
    conn.close()
    data = bytearray(path.read_bytes())
    for i in range(4096 + 100, len(data), 4096):  # every page after the first: its header scrambled
        data[i - 100:i - 90] = b"\xff" * 10
    path.write_bytes(bytes(data))
    s, union, said = read(club)
    assert len(said) == 1 and said[0].startswith(path.name), said
    assert len(union.results) == 2


def test_a_book_from_a_newer_version_is_skipped(club):
    path, conn = a_copy(club, "new0000000000")
    conn.execute("PRAGMA user_version = 2")
    conn.commit()
    conn.close()
    assert_skipped_alone(club, path.name, "newer version")


def test_a_valid_sqlite_file_with_the_wrong_tables_is_skipped(club):
    path = club / ("wrong00000000" + SUFFIX)
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA application_id = {BOOK_APPLICATION_ID}")
    conn.execute("PRAGMA user_version = 1")
    conn.execute("CREATE TABLE results (x)")
    conn.commit()
    conn.close()
    assert_skipped_alone(club, path.name, "tables")


def test_another_programs_sqlite_file_is_not_a_book(club):
    path = club / ("other0000000" + SUFFIX)
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE t (x)")
    conn.commit()
    conn.close()
    assert_skipped_alone(club, path.name, "not a Ludicitude book")


def test_a_book_with_a_huge_row_is_skipped(club):
    path, conn = a_copy(club, "huge000000000")
    conn.execute("UPDATE results SET result = ?", ("x" * 2_000_000,))
    conn.commit()
    conn.close()
    assert_skipped_alone(club, path.name, "too large")


def test_a_book_with_a_row_that_is_not_a_result_is_skipped(club):
    path, conn = a_copy(club, "junk000000000")
    conn.execute("UPDATE results SET result = ?", (json.dumps({"id": 1, "players": ["\x00"]}),))
    conn.commit()
    conn.close()
    assert_skipped_alone(club, path.name, "can't be read")


def test_a_book_with_one_game_twice_is_skipped(club):
    path, conn = a_copy(club, "twice00000000")
    conn.execute("ALTER TABLE results RENAME TO old")  # a table without the book's unique ids
    conn.execute("CREATE TABLE results (seq INTEGER PRIMARY KEY, id TEXT, result TEXT)")
    conn.execute("INSERT INTO results (id, result) SELECT id, result FROM old")
    conn.execute("INSERT INTO results (id, result) SELECT id, result FROM old")
    conn.execute("DROP TABLE old")
    conn.commit()
    conn.close()
    assert_skipped_alone(club, path.name, "one game twice")


def test_a_book_claiming_another_tables_games_with_other_results_is_skipped(club):
    """Its record of the game, replayed, does not end on the result it claims; the table that
    played it keeps its game."""
    path, conn = a_copy(club, "claim0000000")
    (save_id, text), = conn.execute("SELECT id, result FROM results")
    forged = json.loads(text)
    forged["winners"] = [(forged["winners"][0] + 1) % len(forged["players"])]
    forged["scores"] = [99 if i in forged["winners"] else 0 for i in range(len(forged["players"]))]
    conn.execute("UPDATE results SET result = ? WHERE id = ?", (json.dumps(forged), save_id))
    conn.commit()
    conn.close()
    s, union, said = read(club)
    assert len(said) == 1 and said[0].startswith(path.name) and "claims" in said[0], said
    assert len(union.results) == 2
    kept = next(r for r in union.results if r.save_id == save_id)
    assert list(kept.scores) != forged["scores"]  # the true result stands


def test_a_copy_of_a_book_under_another_tables_name_is_skipped(club):
    copy = club / ("copy000000000" + SUFFIX)
    shutil.copyfile(books(club)[0], copy)
    assert_skipped_alone(club, copy.name, "another table")


def test_a_bad_book_is_said_once_while_it_stays_as_it_is(club):
    stub = club / ("stub000000000" + SUFFIX)
    stub.write_bytes(b"not a database at all" * 10)
    s, union, said = read(club)
    assert len(said) == 1
    s.refresh()
    assert s.problems() == []
    assert s.read_last == 0  # nothing was read again


def test_a_club_folder_that_disappears_is_said_once_and_the_standings_stay(club):
    s, union, said = read(club)
    assert said == [] and len(union.results) == 2
    shutil.rmtree(club)  # the USB stick unplugged
    union = s.refresh()
    said = s.problems()
    assert len(said) == 1 and "can't be read" in said[0]
    assert len(union.results) == 2  # what was read before
    s.refresh()
    assert s.problems() == []  # said once


def test_a_book_that_grew_is_read_from_its_last_game_read(club, tmp_path, monkeypatch):
    s, union, _said = read(club)
    s.refresh()
    assert s.read_last == 0  # nothing changed: nothing read
    use_installation(monkeypatch, tmp_path, "a")
    play("magouille", ("Ana", "Bob", "Eve"), 9)
    write_own_book(club)
    use_installation(monkeypatch, tmp_path, "c")
    parsed = []
    real = season_mod.Result.from_dict
    monkeypatch.setattr(season_mod.Result, "from_dict", lambda d: parsed.append(d) or real(d))
    union = s.refresh()
    assert s.read_last == 1 and len(union.results) == 3
    assert len(parsed) == 1  # only the new game was read


def test_a_book_whose_games_are_a_view_instead_of_a_table_is_skipped(club):
    """A view's query could be anything (one that never ends): a book's tables are tables."""
    path, conn = a_copy(club, "view000000000")
    conn.execute("DROP TABLE results")
    conn.execute("CREATE VIEW results AS WITH RECURSIVE n(seq) AS (SELECT 1 UNION ALL SELECT seq + 1 FROM n) "
                 "SELECT seq, 'x' AS id, 'x' AS result FROM n")
    conn.commit()
    conn.close()
    assert_skipped_alone(club, path.name, "tables")


def test_a_book_that_takes_too_long_to_read_is_interrupted_and_skipped(club, monkeypatch):
    path, conn = a_copy(club, "slow000000000")
    conn.executemany("INSERT INTO names (key, player) VALUES (?, 1)", [(f"k{i}",) for i in range(20000)])
    conn.commit()
    conn.close()
    monkeypatch.setattr(season_mod, "READ_SECONDS", 0.0)  # every book is too slow now: the first query stops
    s = Season(club)
    s.refresh(with_local=False)
    said = s.problems()
    assert any(line.startswith(path.name) and "too long" in line for line in said), said
    assert all("too long" in line for line in said), said
    assert path.name not in s.books


def test_a_book_read_before_and_cut_short_now_keeps_what_was_read_of_it(club):
    s, union, _said = read(club)
    assert len(union.results) == 2
    first = books(club)[0]
    data = first.read_bytes()
    first.write_bytes(data[: len(data) // 2])  # a sync tool copying its next state in place
    union = s.refresh()
    said = s.problems()
    assert len(said) == 1 and said[0].startswith(first.name) and "cut short" in said[0]
    assert len(union.results) == 2  # its games stay in the standings meanwhile
    first.write_bytes(data)  # the copy done
    s.refresh()
    assert s.problems() == [] and first.name not in s.bad


def test_a_book_with_more_name_answers_than_a_club_has_is_skipped(club):
    """"Ana on table 5e1c is Ana?" answers travel in the book's meta: a hostile number of them
    is a bad book like too many players."""
    path, conn = a_copy(club, "many000000000")
    conn.executemany("INSERT INTO meta (key, value) VALUES (?, 0)",
                     ((f"same:0123456789abcd:n{i}",) for i in range(season_mod.MAX_BOOK_PLAYERS + 1)))
    conn.commit()
    conn.close()
    assert_skipped_alone(club, path.name, "more players than a club has")


def test_rows_that_are_not_name_answers_are_left_aside_and_the_book_read(club):
    path, conn = a_copy(club, "odd0000000000")
    conn.executemany("INSERT INTO meta (key, value) VALUES (?, ?)",
                     [("same:not-a-table:ana", 0), ("same:0123456789abcd:ANA", 0),  # not a name's key
                      ("same:0123456789abcd:bob", 7), ("same:0123456789abcd:ana", 0)])
    conn.commit()
    conn.close()
    s, union, said = read(club)
    assert said == [] and len(union.results) == 2
    assert s.books[path.name].answers == {("0123456789abcd", "ana"): False}  # the one real answer
