"""What the club's database knows and tells (issue 29, 3 and 4): a finished game is in the
database, in ``ludicitude results`` and ``ludicitude stats``; the players a club knows (names
compared as core/names.py does, last identity, last table, rename and merge); ratings from
openskill that move the right way after a win, computer seats rated apart by level."""

from __future__ import annotations

import csv
import io
import json
import sqlite3

import pytest

from ludicitude import saves
from ludicitude.__main__ import main
from ludicitude.club import db, stats
from ludicitude.club.database import database_path
from ludicitude.club.results import Result
from ludicitude.core.bots import RandomBot
from ludicitude.core.names import name_key
from ludicitude.ui.session import GameSession, SeatInfo


def finished_game(seats, game="cartes", seed=1) -> GameSession:
    session = GameSession.new(game, seats, None, seed)
    session.listeners.append(saves.write)
    bots = [RandomBot(seed * 3 + i) for i in range(len(seats))]
    while not session.state.is_over:
        seat = session.state.to_act[0]
        session.apply(seat, bots[seat].choose(session.state.view(seat), seat))
    return session


def result(names, scores, winners, kinds=(), i=0) -> Result:
    return Result(f"r{i}", "cartes", tuple(names), tuple(scores), tuple(winners), 1.0, 0, {}, tuple(kinds))


def test_a_finished_game_is_in_the_database_in_results_json_and_in_stats_json(capsys):
    session = finished_game([SeatInfo("Ana", "red"), SeatInfo("Bob", "blue"), SeatInfo("C", "green", "expert")])
    with sqlite3.connect(database_path()) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert conn.execute("SELECT finished FROM games WHERE id = ?", (session.save_id,)).fetchone() == (1,)
    capsys.readouterr()
    assert main(["results", "--json"]) == 0
    (printed,) = json.loads(capsys.readouterr().out)
    assert printed["id"] == session.save_id and printed["players"] == ["Ana", "Bob", "C"]
    assert printed["scores"] == list(session.state.scores) and printed["winners"] == list(session.state.winners)
    assert printed["kinds"] == ["human", "human", "expert"]
    assert main(["stats", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    board = {r["player"]: r for r in out["leaderboards"]["cartes"]}
    assert set(board) == {"Ana", "Bob", "⚙ C (expert)"}  # the computer by its one name: with its level
    assert all(r["played"] == 1 for r in board.values())
    assert sum(r["won"] for r in board.values()) == len(session.state.winners)
    ana = next(p for p in out["players"] if p["player"] == "Ana")
    assert ana["played"] == 1 and ana["games"][0]["best"] == session.state.scores[0]
    assert ana["last"] == [session.save_id]


def test_results_csv_is_one_row_per_seat_for_a_spreadsheet(capsys):
    session = finished_game([SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")])
    capsys.readouterr()
    assert main(["results", "--csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert [r["player"] for r in rows] == ["Ana", "Bob"] and {r["id"] for r in rows} == {session.save_id}
    assert [int(r["won"]) for r in rows] == [int(s in session.state.winners) for s in range(2)]
    assert main(["results"]) == 0
    printed = capsys.readouterr().out
    assert "1 game (* won)" in printed and "1 games" not in printed  # issue 36, 5: "'1 games' must go"


def test_results_name_a_computer_by_its_one_name(capsys):
    """Issue 36, 4: a computer goes by one name everywhere, the command line's results too."""
    finished_game([SeatInfo("Ana", "red"), SeatInfo("Robin", "blue", "expert")])
    capsys.readouterr()
    assert main(["results", "--csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert [(r["player"], r["kind"]) for r in rows] == [("Ana", "human"), ("⚙ Robin (expert)", "expert")]
    assert main(["results"]) == 0 and "⚙ Robin (expert)" in capsys.readouterr().out


def test_results_and_stats_refuse_a_wrong_flag_with_status_2(capsys):
    for argv in (["results", "--json", "--csv"], ["results", "--xml"], ["stats", "--csv"]):
        with pytest.raises(SystemExit) as exc:
            main(argv)
        assert exc.value.code == 2
    assert "Traceback" not in capsys.readouterr().err


def test_the_winner_rises_above_the_others_and_the_order_of_places_is_the_order_of_ratings():
    names = {}
    fresh = stats.rate([], names)
    assert fresh == {}
    after = stats.rate([result(("Ana", "Bob", "Cleo"), (30, 20, 10), (0,))], names)
    assert after["Ana"].ordinal > after["Bob"].ordinal > after["Cleo"].ordinal
    default_mu = stats._model().rating().mu
    assert after["Ana"].mu > default_mu > after["Cleo"].mu
    # Cleo then wins: her rating rises, Ana's falls
    later = stats.rate([result(("Ana", "Bob", "Cleo"), (30, 20, 10), (0,)),
                        result(("Ana", "Bob", "Cleo"), (5, 10, 40), (2,), i=1)], names)
    assert later["Cleo"].ordinal > after["Cleo"].ordinal and later["Ana"].mu < after["Ana"].mu
    assert later["Cleo"].played == 2 and later["Cleo"].won == 1


def test_a_shared_win_is_a_shared_first_place():
    assert stats.finish_ranks(result(("A", "B", "C", "D"), (9, 9, 3, 5), (0, 1))) == [0, 0, 2, 1]
    rated = stats.rate([result(("A", "B", "C"), (9, 9, 3), (0, 1))], {})
    assert rated["A"].mu == pytest.approx(rated["B"].mu) and rated["A"].mu > rated["C"].mu


def test_a_computer_is_rated_as_its_one_name_its_name_and_level_apart_from_people():
    """Issue 36, 4: a computer has one name everywhere ("⚙ Robin (expert)"), the statistics too."""
    rated = stats.rate([result(("Robin", "Ada", "Ana"), (30, 20, 10), (0,), ("expert", "easy", "human")),
                        result(("Ana", "Ana", "Robin"), (30, 20, 10), (0,), ("expert", "human", "expert"), 1)],
                       {})
    expert = rated["computer:expert:robin"]
    assert set(rated) == {"computer:expert:robin", "computer:easy:ada", "computer:expert:ana", "Ana"}
    assert expert.player == "⚙ Robin (expert)" and expert.kind == "expert" and expert.played == 2
    assert rated["Ana"].played == 2  # a computer named as a person is not that person


def test_players_are_known_by_name_compared_as_names_are_with_their_last_identity_and_table():
    finished_game([SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")], seed=1)
    table = [SeatInfo("ana ", "yellow"), SeatInfo("Bob", "blue"), SeatInfo("Computer 1", "green", "cpu")]
    session = GameSession.new("corsaire", table, None, 2)
    bots = [RandomBot(1), RandomBot(2), RandomBot(3)]
    seat = session.state.to_act[0]
    session.apply(seat, bots[seat].choose(session.state.view(seat), seat))
    saves.write(session)
    assert name_key("ana ") == name_key("ANA") == name_key("Ana")
    assert name_key("Cle\u0301o") == name_key("Cléo")  # an accent typed either way
    known = db.known_players()
    assert [p.name for p in known] == ["Ana", "Bob"]  # one Ana; the computer is no club member
    assert known[0].identity == "yellow"  # the colour and symbol she last had
    assert db.last_table("corsaire") == [s.to_dict() for s in table]
    assert db.last_table("cartes") == [{"name": "Ana", "identity": "red", "kind": "human"},
                                       {"name": "Bob", "identity": "blue", "kind": "human"}]
    assert db.last_table() == db.last_table("corsaire") and db.last_table("cadenas") is None


def test_rename_and_merge_keep_every_game_with_its_player(capsys):
    first = finished_game([SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")], seed=1)
    finished_game([SeatInfo("Bobby", "red"), SeatInfo("Cleo", "blue")], seed=2)
    db.rename_player("ana", "Anna")
    assert stats.player_stats("Anna").played == 1 and stats.player_stats("Ana").player == "Anna"
    assert [r.save_id for r in db.finished_games(player="Anna")] == [first.save_id]
    assert main(["players", "merge", "Bob", "Bobby"]) == 0
    assert stats.player_stats("Bobby").player == "Bob" and stats.player_stats("Bob").played == 2
    assert {p.name for p in db.known_players()} == {"Anna", "Bob", "Cleo"}
    board = stats.leaderboard("cartes")
    assert {r.player for r in board} == {"Anna", "Bob", "Cleo"} and len(db.finished_games("cartes")) == 2
    capsys.readouterr()
    assert main(["players", "rename", "Cleo", "Bob"]) == 2  # another player's name: merge instead
    assert "merge" in capsys.readouterr().err
    assert main(["players", "rename", "Nobody", "X"]) == 2
    db.merge_players("Anna", "Bob")  # two names that sat at one table: that game counts once
    assert stats.player_stats("Anna").played == 2
    assert {r.player: r.played for r in stats.leaderboard("cartes")}["Anna"] == 2


def test_the_record_of_a_finished_game_is_there_for_its_replay_and_an_imported_result_has_none():
    session = finished_game([SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")])
    record = db.result_record(session.save_id)
    assert record is not None and record.final_state().scores == session.state.scores
    assert db.result_record("no-such-game") is None
