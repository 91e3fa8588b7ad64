"""Issue 35, a club's season across tables: every table writes its own book into the club
folder, every table reads the union, and the same games give the same standings on every laptop
whatever order the books arrive in."""

from __future__ import annotations

import json
import sqlite3

from ludicitude import saves
from ludicitude.__main__ import main
from ludicitude.club import book, db
from ludicitude.club.book import BookWriter
from ludicitude.club.season import union_of
from tests.club.season_helpers import play, use_installation, write_own_book
from tests.club_helpers import finished

TABLES = {"table1": [("Ana", "Bob", "Cleo"), ("Ana", "Dom")],
          "table2": [("Eve", "Ana", "Bob")],
          "table3": [("Cleo", "Eve"), ("Dom", "Bob", "Ana"), ("Eve", "Dom")]}


def _play_the_evening(monkeypatch, tmp_path, club):
    seed = 1
    for table, games in TABLES.items():
        use_installation(monkeypatch, tmp_path, table)
        writer = BookWriter(club)
        for names in games:
            play("magouille" if len(names) > 2 else "cadenas", names, seed)
            seed += 1
            writer.write_soon()  # as the program does after every finished game
        writer.wait(30)
        writer.close()
        assert writer.problems() == []


def test_three_installations_on_one_club_folder_show_the_same_standings(tmp_path, monkeypatch, capsys):
    club = tmp_path / "club"
    club.mkdir()
    _play_the_evening(monkeypatch, tmp_path, club)
    assert len(list(club.glob("*.ludicitude-book"))) == 3  # one book per installation, nothing else
    assert not list(club.glob(".*"))  # no temporary file left behind
    shown = []
    for table in TABLES:
        use_installation(monkeypatch, tmp_path, table)
        assert main(["stats", "--club-folder", str(club), "--json"]) == 0
        out = json.loads(capsys.readouterr().out)
        shown.append(out)
    assert shown[0] == shown[1] == shown[2]
    people = {p["player"]: p["played"] for p in shown[0]["players"]}
    assert people == {"Ana": 4, "Bob": 3, "Cleo": 2, "Dom": 3, "Eve": 3}  # every table's games counted once
    assert sum(len(b) and b[0]["played"] for b in shown[0]["leaderboards"].values()) > 0


def test_results_club_csv_lists_every_tables_games(tmp_path, monkeypatch, capsys):
    club = tmp_path / "club"
    club.mkdir()
    _play_the_evening(monkeypatch, tmp_path, club)
    assert main(["results", "--club-folder", str(club), "--csv"]) == 0
    rows = capsys.readouterr().out.splitlines()
    assert rows[0].startswith("id,game,finished")
    assert len(rows) - 1 == sum(len(n) for games in TABLES.values() for n in games)  # one row per seat


def test_games_in_progress_never_leave_the_laptop(tmp_path, monkeypatch):
    from ludicitude.ui.session import GameSession, SeatInfo

    club = tmp_path / "club"
    club.mkdir()
    done = play("magouille", ("Ana", "Bob", "Cleo"), 3)
    going = GameSession.new("magouille", [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue"), SeatInfo("Eve", "green")],
                           None, 5)
    saves.write(going)
    path = write_own_book(club)
    conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    ids = {i for (i,) in conn.execute("SELECT id FROM games")}
    assert ids == {done.save_id}
    assert conn.execute("SELECT count(*) FROM moves m JOIN games g ON g.seq = m.game WHERE g.id = ?",
                        (going.save_id,)).fetchone()[0] == 0
    tables = {n for (n,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert not tables & {"imports", "kept_records", "tables"}
    conn.close()


def test_each_installation_keeps_one_stable_id(tmp_path, monkeypatch):
    use_installation(monkeypatch, tmp_path, "a")
    first = book.installation_id()
    assert first == book.installation_id()
    saves.close()
    assert book.installation_id() == first  # kept in the database: the same after a restart
    use_installation(monkeypatch, tmp_path, "b")
    assert book.installation_id() != first


def test_the_same_games_give_the_same_standings_whatever_order_the_books_arrive_in():
    import random

    rng = random.Random(3)
    names = ["Ana", "Bob", "Cleo", "Dom", "Eve"]
    sources = []
    for t in range(5):
        results = {}
        for n in range(30):
            players = tuple(rng.sample(names, 3))
            scores = tuple(rng.randint(0, 9) for _ in players)
            r = finished(f"t{t}-{n}", "magouille", players, scores, (scores.index(max(scores)),),
                         rng.uniform(0, 1e6))
            results[r.save_id] = r
        sources.append((f"{t}.ludicitude-book", results, [(n, frozenset({n.casefold()})) for n in names]))
    sources.append(("copy.ludicitude-book", dict(sources[0][1]), []))  # one table's games twice: counted once
    from ludicitude.club.stats import all_stats

    expected = None
    for _ in range(6):
        rng.shuffle(sources)
        union = union_of(list(sources))
        assert len(union.results) == 150
        got = json.dumps(all_stats(union.results, union.names), sort_keys=True)
        expected = expected or got
        assert got == expected


def test_a_merge_made_on_one_table_is_seen_on_every_table(tmp_path, monkeypatch, capsys):
    """`ludicitude players merge` works across books: a name known only on another table is
    merged, and the merge, written into this table's book, joins the two on every laptop."""
    club = tmp_path / "club"
    club.mkdir()
    use_installation(monkeypatch, tmp_path, "t1")
    play("magouille", ("Ana", "Bob", "Cleo"), 1)
    write_own_book(club)
    use_installation(monkeypatch, tmp_path, "t2")
    play("magouille", ("Anna", "Bob", "Eve"), 2)
    write_own_book(club)
    use_installation(monkeypatch, tmp_path, "t1")
    assert main(["players", "--club-folder", str(club), "merge", "Ana", "Anna"]) == 0
    capsys.readouterr()
    for table in ("t1", "t2"):
        use_installation(monkeypatch, tmp_path, table)
        assert main(["stats", "--club-folder", str(club), "--json"]) == 0
        people = {p["player"]: p["played"] for p in json.loads(capsys.readouterr().out)["players"]}
        assert people == {"Ana": 2, "Bob": 2, "Cleo": 1, "Eve": 1}, table


def test_two_tables_that_name_one_person_differently_agree_on_the_name():
    """A merge or rename (a group of names) is preferred; then the name most tables use; then
    the first in alphabetical order: the same on every laptop."""
    r = finished("g1", "magouille", ("ana", "Bob"), (3, 1), (0,), 1.0)
    a = ("a", {"g1": r}, [("Ana", frozenset({"ana"})), ("Bob", frozenset({"bob"}))])
    b = ("b", {}, [("ana", frozenset({"ana"}))])
    c = ("c", {}, [("Ana B.", frozenset({"ana", "ana b."}))])
    assert union_of([a, b]).names["ana"] == "Ana"  # a tie: alphabetical, whatever order
    assert union_of([b, a]).names["ana"] == "Ana"
    assert union_of([b, a, c]).names["ana"] == "Ana B."  # the rename
    assert db.canonical_names() == {}  # nothing of it was written anywhere


def test_players_club_lists_the_seasons_people_once_each(tmp_path, monkeypatch, capsys):
    club = tmp_path / "club"
    club.mkdir()
    use_installation(monkeypatch, tmp_path, "t1")
    play("magouille", ("Ana", "Bob", "Cleo"), 1)
    write_own_book(club)
    use_installation(monkeypatch, tmp_path, "t2")
    play("magouille", ("ana", "Dom", "Eve"), 2)  # "ana" on this table is Ana
    assert main(["players", "--club-folder", str(club), "--club"]) == 0
    assert capsys.readouterr().out.splitlines() == ["Ana", "Bob", "Cleo", "Dom", "Eve"]


def test_the_club_folder_is_a_setting_and_a_command_line_option(tmp_path, capsys):
    import pytest

    from ludicitude import settings as settings_mod
    from ludicitude.cli import parse_app_args

    club = tmp_path / "club"
    club.mkdir()
    assert parse_app_args(["--club-folder", str(club)]).club_folder == str(club.resolve())
    assert parse_app_args(["--club-folder", ""]).club_folder == ""  # turned off
    assert parse_app_args([]).club_folder is None  # the settings' own stays
    with pytest.raises(SystemExit):
        parse_app_args(["--club-folder", str(tmp_path / "unplugged")])
    assert "is not a folder" in capsys.readouterr().err
    assert settings_mod.Settings().club_folder == ""  # off by default
    settings_mod.save(settings_mod.Settings(club_folder=str(club)))
    assert settings_mod.load()[0].club_folder == str(club)
    bad = settings_mod.Settings(club_folder="a\0b")
    with pytest.raises(ValueError):
        bad.validate()


def test_stats_club_reads_the_club_folder_of_the_settings_and_says_so_when_none_is_set(tmp_path, monkeypatch,
                                                                                        capsys):
    """`ludicitude stats --club --json`: the season of the folder set in Settings (as
    `--club-folder PATH` reads it); with none set, one line and status 2."""
    import pytest

    from ludicitude import settings as settings_mod

    club = tmp_path / "club"
    club.mkdir()
    use_installation(monkeypatch, tmp_path, "t1")
    play("cadenas", ("Ana", "Bob"), 1)
    write_own_book(club)
    use_installation(monkeypatch, tmp_path, "t2")
    with pytest.raises(SystemExit) as exit_:
        main(["stats", "--club", "--json"])
    assert exit_.value.code == 2 and "no club folder is set" in capsys.readouterr().err
    settings_mod.save(settings_mod.Settings(club_folder=str(club)))
    assert main(["stats", "--club", "--json"]) == 0
    from_settings = json.loads(capsys.readouterr().out)
    assert {p["player"]: p["played"] for p in from_settings["players"]} == {"Ana": 1, "Bob": 1}  # table 1's game
    assert main(["stats", "--club-folder", str(club), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == from_settings
