"""A real running program killed with SIGKILL loses nothing and doubles nothing: at any moment
of writing, the database holds every action the program had finished writing, its moves
replay exactly to its saved position, and the next start resumes the exact position (same
scores, dice, player to act and seed stream)."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ludicitude import saves
from ludicitude.club.database import database_path
from ludicitude.core.names import seat_label

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def env():
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
            "XDG_CONFIG_HOME": os.environ["XDG_CONFIG_HOME"], "XDG_DATA_HOME": os.environ["XDG_DATA_HOME"]}


def saved_sessions() -> list[dict]:
    """The unfinished games' sessions as the database holds them (read beside the running program)."""
    if not database_path().exists():
        return []
    try:
        with sqlite3.connect(database_path(), timeout=5) as conn:
            return [json.loads(t) for (t,) in conn.execute("SELECT session FROM games WHERE finished = 0")]
    except sqlite3.Error:
        return []


def test_sigkill_mid_game_then_resume_finds_the_same_state(tmp_path, make_app):
    proc = subprocess.Popen([sys.executable, "-m", "ludicitude", "--game", "corsaire", "--seats", "cpu,cpu,cpu",
                             "--seed", "5"], cwd=ROOT, env=env(), stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        actions_seen = 0
        while time.monotonic() < deadline:  # let the computers play a few actions, animations running
            for session in saved_sessions():
                actions_seen = len(session["state"]["events"])
            if actions_seen >= 4:
                break
            time.sleep(0.1)
        time.sleep(0.37)  # somewhere in the middle of the next animation
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert actions_seen >= 4, "the game did not progress"
    (saved,) = saved_sessions()

    # the next start offers the exact position: what --resume does, observed from inside
    d = make_app(animation="normal")  # computers wait 0.7 s before acting: time to compare
    from ludicitude.ui.launcher import Launcher
    from ludicitude.ui.transitions import Fade

    d.app.push_scene(Launcher(d.app))
    assert d.app.resume_latest()  # the killed program's lock died with it
    for _i in range(200):
        d.frames(1)
        if not any(isinstance(s, Fade) for s in d.app.stack.scenes):
            break
    scene = next(s for s in d.app.stack.scenes if hasattr(s, "session"))
    assert scene.session.state.to_dict() == saved["state"]
    # the save keeps each seat as played (its plain name, colour and kind); the table shows the
    # one name built from it (a computer's with its badge and level, core.names.seat_label)
    assert [seat.to_dict() for seat in scene.session.seats] == saved["seats"]
    assert scene.session.names == [seat_label(s["name"], s["kind"]) for s in saved["seats"]]
    d.app.release_game()

    # and the real program resumes it too, from the command line
    again = subprocess.run([sys.executable, "-m", "ludicitude", "--resume", "--frames", "3", "--screenshot",
                            str(tmp_path / "resumed.png")], cwd=ROOT, env=env(), capture_output=True,
                           text=True, timeout=120)
    assert again.returncode == 0, again.stderr


WRITER = """
import os
import sys
from ludicitude import saves
from ludicitude.core.bots import RandomBot
from ludicitude.ui.session import GameSession, SeatInfo

game = 0
while True:  # the unfinished game the last program left, resumed; else a new one
    found, _problems = saves.list_saves()
    session = found[0].session if found else GameSession.new(
        "cartes", [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")], None, game)
    bots = [RandomBot(game), RandomBot(game + 1)]
    while not session.state.is_over:
        seat = session.state.to_act[0]
        session.apply(seat, bots[seat].choose(session.state.view(seat), seat))
        assert saves.write(session) == []
        sys.stdout.write(f"{session.save_id} {len(session.record.moves)}\\n")  # written: committed (one write,
        sys.stdout.flush()  # so a kill never leaves half a line)
    game += 1
    if os.environ.get("ONE_GAME"):
        break
"""


def moves_per_game() -> dict[str, int]:
    """How many moves the database holds for each game."""
    with sqlite3.connect(database_path()) as conn:
        return dict(conn.execute("SELECT g.id, COUNT(m.n) FROM games g LEFT JOIN moves m ON m.game = g.seq "
                                 "GROUP BY g.id").fetchall())


def finished_ids() -> set[str]:
    """The finished games, as the database marks them."""
    with sqlite3.connect(database_path()) as conn:
        return {i for (i,) in conn.execute("SELECT id FROM games WHERE finished = 1")}


def reported(out: str, last: dict[str, int]) -> tuple[str, int] | None:
    """The writer's whole lines (each "game moves", printed once that action is committed) into
    ``last``; the last line, the one a kill may have cut off an unreported action after."""
    final = None
    for line in out.splitlines(keepends=True):
        if line.endswith("\n"):
            save_id, moves = line.split()
            last[save_id] = int(moves)
            final = (save_id, int(moves))
    return final


def unreported_allowed(cut: dict[str, int], last: dict[str, int]) -> set[str]:
    """The games that may hold one action more than reported: a killed writer's last reported
    game, if no later writer reported it again (a writer killed between committing an action
    and printing it). Any other difference is a move lost or doubled."""
    return {save_id for save_id, moves in cut.items() if last[save_id] == moves}


def test_sigkill_at_any_moment_of_writing_loses_nothing_and_doubles_nothing():
    """A program writing game after game as fast as it can, resuming the game the last one left,
    killed ten times at random moments: after each kill the database is whole
    (``integrity_check``) and holds exactly the actions the program reported written (one more
    only for the game a kill cut between committing an action and printing it); at the end every
    game's moves replay to exactly its saved position, none missing and none doubled, and each
    finished game is one result."""
    rng = random.Random(29)
    last: dict[str, int] = {}  # each game's moves as last reported written
    cut: dict[str, int] = {}  # each killed writer's last reported game, and its moves then
    for _kill in range(10):
        proc = subprocess.Popen([sys.executable, "-c", WRITER], cwd=ROOT, env=env(), stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        try:
            assert proc.stdout is not None and proc.stderr is not None
            first = proc.stdout.readline()  # it is writing
            assert first, proc.stderr.read()
            time.sleep(rng.uniform(0.02, 0.4))
            proc.send_signal(signal.SIGKILL)
            proc.wait(timeout=10)  # dead before the next writer starts
            # the rest from the same stream: readline may already hold more lines than the first
            # in its buffer, which communicate() (reading the pipe itself) would never see
            out = proc.stdout.read()
        finally:
            if proc.poll() is None:
                proc.kill()
        final = reported(first + out, last)
        assert final is not None
        cut[final[0]] = final[1]
        with sqlite3.connect(database_path()) as conn:
            assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
            results = [r for (r,) in conn.execute("SELECT id FROM results")]
        stored = moves_per_game()
        slack = unreported_allowed(cut, last)
        for save_id, moves in last.items():  # nothing reported written is missing, nothing doubled
            assert stored[save_id] == moves or (save_id in slack and stored[save_id] == moves + 1), \
                (save_id, stored[save_id], moves)
        assert len(results) == len(set(results))
    # one last program, left to finish its game: the game the kills interrupted ends, once
    done = subprocess.run([sys.executable, "-c", WRITER], cwd=ROOT, env={**env(), "ONE_GAME": "1"},
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert reported(done.stdout, last) is not None
    stored = moves_per_game()
    with sqlite3.connect(database_path()) as conn:
        results = [r for (r,) in conn.execute("SELECT id FROM results")]
    assert set(stored) == set(last)
    slack = unreported_allowed(cut, last)
    for save_id, moves in last.items():  # none missing, none doubled
        if stored[save_id] != moves:  # only an action a kill cut before its print, which ended its game
            assert save_id in slack and stored[save_id] == moves + 1 and save_id in finished_ids(), \
                (save_id, stored[save_id], moves)
    saves.close()
    from ludicitude.club import db

    for game in db.stored_games() + db.stored_games(finished=True):  # moves and session agree: no double
        session = saves.session_from(dict(game.session, record=game.record), game.save_id)
        assert len(session.record.moves) == stored[game.save_id]
    finished = {g.save_id for g in db.stored_games(finished=True)}
    assert finished == set(results) and len(finished) >= 1
