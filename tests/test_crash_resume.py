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
    assert scene.session.names == [s["name"] for s in saved["seats"]]
    d.app.release_game()

    # and the real program resumes it too, from the command line
    again = subprocess.run([sys.executable, "-m", "ludicitude", "--resume", "--frames", "3", "--screenshot",
                            str(tmp_path / "resumed.png")], cwd=ROOT, env=env(), capture_output=True,
                           text=True, timeout=120)
    assert again.returncode == 0, again.stderr


WRITER = """
import os
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
        print(session.save_id, len(session.record.moves), flush=True)  # written: committed
    game += 1
    if os.environ.get("ONE_GAME"):
        break
"""


def test_sigkill_at_any_moment_of_writing_loses_nothing_and_doubles_nothing():
    """A program writing game after game as fast as it can, resuming the game the last one left,
    killed ten times at random moments: after each kill the database is whole
    (``integrity_check``) and holds every action the program had reported written; at the end
    every game's moves replay to exactly its saved position, none missing and none doubled, and
    each finished game is one result."""
    rng = random.Random(29)
    last: dict[str, int] = {}
    for _kill in range(10):
        proc = subprocess.Popen([sys.executable, "-c", WRITER], cwd=ROOT, env=env(), stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        try:
            assert proc.stdout is not None
            first = proc.stdout.readline()  # it is writing
            assert first, proc.stderr.read() if proc.stderr else ""
            time.sleep(rng.uniform(0.02, 0.4))
            proc.send_signal(signal.SIGKILL)
            out, _err = proc.communicate(timeout=10)
        finally:
            if proc.poll() is None:
                proc.kill()
        for line in [first, *out.splitlines()]:
            if line.strip():
                save_id, moves = line.split()
                last[save_id] = int(moves)
        with sqlite3.connect(database_path()) as conn:
            assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
            stored = dict(conn.execute("SELECT g.id, COUNT(m.n) FROM games g LEFT JOIN moves m ON m.game = g.seq "
                                       "GROUP BY g.id").fetchall())
            results = [r for (r,) in conn.execute("SELECT id FROM results")]
        for save_id, moves in last.items():  # nothing reported written is missing
            assert stored[save_id] >= moves
        assert len(results) == len(set(results))
    # one last program, left to finish its game: the game the kills interrupted ends, once
    done = subprocess.run([sys.executable, "-c", WRITER], cwd=ROOT, env={**env(), "ONE_GAME": "1"},
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    for line in done.stdout.splitlines():
        save_id, moves = line.split()
        last[save_id] = int(moves)
    with sqlite3.connect(database_path()) as conn:
        stored = dict(conn.execute("SELECT g.id, COUNT(m.n) FROM games g LEFT JOIN moves m ON m.game = g.seq "
                                   "GROUP BY g.id").fetchall())
        results = [r for (r,) in conn.execute("SELECT id FROM results")]
    assert set(stored) == set(last)
    for save_id, moves in last.items():  # none missing; at most the one a kill cut before its print
        assert moves <= stored[save_id] <= moves + 1
    saves.close()
    from ludicitude.club import db

    for game in db.stored_games() + db.stored_games(finished=True):  # moves and session agree: no double
        session = saves.session_from(dict(game.session, record=game.record), game.save_id)
        assert len(session.record.moves) == stored[game.save_id]
    finished = {g.save_id for g in db.stored_games(finished=True)}
    assert finished == set(results) and len(finished) >= 1
