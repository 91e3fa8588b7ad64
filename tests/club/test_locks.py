"""A game open in one window is closed to the others (issue 29, 2): the lock dies with its
program (SIGKILL included); Saved games says "open in another window"; a second ``--resume``
while the only unfinished game is open elsewhere exits with status 2 and one line."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ludicitude import saves
from ludicitude.club import locks
from ludicitude.core.bots import RandomBot
from ludicitude.ui.session import GameSession, SeatInfo

ROOT = Path(__file__).resolve().parent.parent.parent


def env():
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
            "XDG_CONFIG_HOME": os.environ["XDG_CONFIG_HOME"], "XDG_DATA_HOME": os.environ["XDG_DATA_HOME"]}


def saved_game(seed: int = 1) -> GameSession:
    session = GameSession.new("cartes", [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")], None, seed)
    bots = [RandomBot(1), RandomBot(2)]
    for _i in range(3):
        seat = session.state.to_act[0]
        session.apply(seat, bots[seat].choose(session.state.view(seat), seat))
    saves.write(session)
    return session


def window_with(save_id: str) -> subprocess.Popen:
    """Another window: the real program resuming the game, running until it is killed."""
    proc = subprocess.Popen([sys.executable, "-m", "ludicitude", "--resume"], cwd=ROOT, env=env(),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while not locks.open_elsewhere(save_id):
        assert proc.poll() is None and time.monotonic() < deadline, "the other window did not open the game"
        time.sleep(0.1)
    return proc


def kill(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)


def test_a_lock_is_taken_once_per_program_and_let_go():
    assert locks.claim("abc") and locks.claim("abc")  # already ours
    assert not locks.open_elsewhere("abc")  # ours is not "elsewhere"
    assert locks.held() == ["abc"]
    locks.release("abc")
    assert locks.held() == [] and not locks.open_elsewhere("abc")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_second_resume_while_the_only_game_is_open_in_another_window_exits_2_with_one_line(tmp_path):
    session = saved_game()
    saves.close()
    first = window_with(session.save_id)
    try:
        second = subprocess.run([sys.executable, "-m", "ludicitude", "--resume", "--frames", "2"], cwd=ROOT,
                                env=env(), capture_output=True, text=True, timeout=120)
        assert second.returncode == 2
        assert second.stderr.strip() == "ludicitude: --resume: every unfinished game is open in another window"
        assert locks.open_elsewhere(session.save_id)  # the first window still has it
        (listed,), _problems = saves.list_saves()
        assert listed.open_elsewhere
        assert not locks.claim(session.save_id)  # no window of this program takes it either
    finally:
        kill(first)
    # the lock died with the killed program: the game can be resumed now
    assert not locks.open_elsewhere(session.save_id)
    again = subprocess.run([sys.executable, "-m", "ludicitude", "--resume", "--frames", "2"], cwd=ROOT,
                           env=env(), capture_output=True, text=True, timeout=120)
    assert again.returncode == 0, again.stderr


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_resume_takes_the_most_recent_game_not_open_elsewhere_and_saved_games_says_so(make_app):
    older = saved_game(1)
    newer = saved_game(2)
    saves.close()
    first = window_with(newer.save_id)  # --resume in the other window took the newest
    try:
        d = make_app()
        from ludicitude.ui.saved_games import SavedGames

        d.app.push_scene(SavedGames(d.app))
        d.frames(2)
        rows = {saved.save_id: (saved, resume, delete) for saved, resume, delete in d.top.rows}
        saved, resume, delete = rows[newer.save_id]
        assert saved.open_elsewhere and not resume.enabled and not delete.enabled
        assert rows[older.save_id][1].enabled
        d.click_widget(resume)  # a click on it does nothing
        assert isinstance(d.top, SavedGames)
        assert d.app.resume_latest()
        d.settle()
        assert d.top.session.save_id == older.save_id
        assert d.app.start_game(newer) is False  # a game open elsewhere is not opened here
        assert "open in another window" in d.app.notices[-1][0]
        # the other window is closed while this one shows the list: the list says so by itself
        d.app.release_game()
        d.app.push_scene(SavedGames(d.app))
        d.frames(1)
        resume = next(r for s, r, _d in d.top.rows if s.save_id == newer.save_id)
        assert not resume.enabled
        kill(first)
        d.app.time_offset += 3
        d.top.update(3.0)
        resume = next(r for s, r, _d in d.top.rows if s.save_id == newer.save_id)
        assert resume.enabled and d.app.dirty
    finally:
        if first.poll() is None:
            kill(first)
