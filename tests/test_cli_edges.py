"""The command line at its edges (issue 34): output to a reader that stops reading (a closed
pipe: a quiet end, as Unix tools do) or to a full device (one line, status 1); arguments that
are not valid text refused in one line; a person not named like a computer level; a database
that can't be written said once by ``players``."""

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
from ludicitude.club import database as database_mod
from ludicitude.club import db as club_db
from ludicitude.club.database import database_path
from tests.club.test_database import new_session, play

ROOT = Path(__file__).resolve().parent.parent
#: more than a pipe holds (64 KiB on Linux) in each output: the program is still writing when
#: the reader goes (the statistics are long with fewer results: each has a player of its own)
COPIES = {"results": 3000, "stats": 300, "players": 3000}


@pytest.fixture(scope="module")
def one_finished_game(tmp_path_factory) -> Path:
    """A database with a finished game between Ana and Bob, made once for the module."""
    folder = tmp_path_factory.mktemp("finished")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("XDG_DATA_HOME", str(folder))
        session = new_session(8)
        play(session, 10_000)
        assert session.state.is_over
        path = database_path()
        saves.close()
    return path


@pytest.fixture
def club_with_many_results(one_finished_game):
    """``club_with_many_results(copies)``: the finished game's result copied ``copies`` times,
    each with a player of its own (so that the statistics are long too)."""
    return lambda copies: many_results(one_finished_game, copies)


def many_results(template: Path, copies: int) -> None:
    database_path().parent.mkdir(parents=True)
    shutil.copy(template, database_path())
    conn = sqlite3.connect(database_path())
    conn.execute("INSERT INTO results (id, result) SELECT 'copy-' || n, json_set(r.result, '$.players[1]', 'P' || n) "
                 "FROM (WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < ?) SELECT n FROM c), "
                 "(SELECT result FROM results LIMIT 1) AS r", (copies,))
    conn.commit()
    conn.close()


def program(*args: str | bytes, **kw) -> subprocess.Popen:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.Popen([sys.executable, "-m", "ludicitude", *args], cwd=ROOT, env=env, stderr=subprocess.PIPE,
                            **kw)


@pytest.mark.parametrize("args, first", [(("results", "--csv"), b"id,game,finished,seat,player,kind,score,won\n"),
                                         (("stats", "--json"), b"{\n")])
def test_a_reader_that_stops_reading_ends_the_output_quietly(club_with_many_results, args, first):
    """``results --csv | head -1`` and ``stats --json | head -c 10`` printed BrokenPipeError."""
    club_with_many_results(COPIES[args[0]])
    proc = program(*args, stdout=subprocess.PIPE)
    assert proc.stdout.read(len(first)) == first
    proc.stdout.close()  # the reader has what it wanted
    err = proc.stderr.read()
    assert proc.wait(timeout=60) == 0
    assert err == b""


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="a full device: /dev/full (Linux)")
@pytest.mark.parametrize("args, prog", [(("results", "--json"), "results"), (("stats",), "stats"),
                                        (("results",), "results"), (("players", "list"), "players")])
def test_a_full_device_is_said_in_one_line_with_status_1(club_with_many_results, args, prog):
    """``results --json >/dev/full`` and ``stats >/dev/full`` printed a traceback (ENOSPC)."""
    club_with_many_results(COPIES[prog])
    with open("/dev/full", "wb") as full:
        proc = program(*args, stdout=full)
        err = proc.stderr.read().decode()
        assert proc.wait(timeout=60) == 1
    assert err == f"ludicitude {prog}: can't write the output: No space left on device\n"


@pytest.mark.skipif(os.name != "posix", reason="a command line of bytes that are not UTF-8: POSIX")
@pytest.mark.parametrize("args", [(b"--replay", b"\xff\xfe"), (b"players", b"rename", b"\xff", b"X"),
                                  (b"players", b"merge", b"Ana", b"B\xe9a"), (b"--game", b"corsaire", b"--seats",
                                                                             b"Ana,\xff")])
def test_an_argument_that_is_not_valid_text_is_refused_in_one_line(args):
    """``--replay $'\\xff\\xfe'`` wrote a crash report; ``players rename $'\\xff' X`` printed a raw
    codec error."""
    n = next(i for i, a in enumerate(args) if b"\xff" in a or b"\xe9" in a)
    option = f"{args[n - 1].decode()}: " if args[n - 1].startswith(b"--") else ""
    proc = program(*args, stdout=subprocess.PIPE)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 2 and out == b""
    assert err.decode() == f"ludicitude: {option}{args[n]!r} is not text (its bytes are not UTF-8): nothing was done\n"
    state = Path(os.environ["XDG_STATE_HOME"])
    assert not state.exists() or not any(state.rglob("*"))  # no crash report


def test_a_file_s_path_may_be_any_bytes_the_system_allows(tmp_path):
    from ludicitude.cli import not_text_problem

    odd = os.fsdecode(bytes(tmp_path) + b"/r\xe9sultat.png")
    assert not_text_problem(["--frames", "2", "--screenshot", odd]) is None
    assert not_text_problem(["--frames", "2", f"--screenshot={odd}"]) is None
    assert not_text_problem(["--replay", odd]) is not None


@pytest.mark.parametrize("level", ["cpu", "easy", "expert", "random", "CPU", " Expert "])
def test_a_person_may_not_be_named_like_a_computer_level(level, capsys):
    """``players rename Ana cpu`` was accepted (a person named like a computer level)."""
    play(new_session(1), 1)  # Ana and Bob are known
    assert main(["players", "rename", "Ana", level]) == 2
    err = capsys.readouterr().err
    assert err == f"ludicitude players: {level.strip()} is the name of a computer level: a person needs another " \
                  "name.\n"
    assert [p.name for p in club_db.known_players()] == ["Ana", "Bob"]
    assert main(["players", "rename", "Ana", "Anaïs"]) == 0  # a person's name is taken
    assert capsys.readouterr().out == "Anaïs\nBob\n"


def test_players_says_a_full_disk_once(monkeypatch, capsys):
    """"a full disk's problem is printed twice by ``players``": the database can't be made on
    the full disk (said on opening), then the rename asked can't be written (said again)."""
    real_connect = database_mod.Database._connect

    def full_disk(self):
        conn = real_connect(self)
        conn.execute("PRAGMA max_page_count = 1")  # a new file gets one page, no more: the disk is full
        return conn

    monkeypatch.setattr(database_mod.Database, "_connect", full_disk)
    assert main(["players", "rename", "Ana", "Bea"]) == 2
    err = capsys.readouterr().err
    assert err == "ludicitude players: Games can't be saved: the disk is full. Play goes on without saving.\n"


def test_a_player_s_row_that_is_not_a_name_is_said_left_out_and_kept(capsys):
    """Every value read is checked: a name that is no name (a control character, bytes, too
    long) is said on the command line, left out of the list, and kept."""
    play(new_session(1), 1)
    saves.close()
    conn = sqlite3.connect(database_path())
    conn.executemany("INSERT INTO players (name, identity, touched) VALUES (?, 'red', 1)",
                     [("Zoé\x00",), (b"Zo\xe9",), ("x" * 5000,)])
    conn.commit()
    conn.close()
    assert main(["players", "list"]) == 0
    out, err = capsys.readouterr()
    assert out == "Ana\nBob\n"
    assert err == "ludicitude players: 3 players' rows can't be read: they are kept as they are.\n"
    assert club_db.unreadable_players() == 3
