"""A real running program killed with SIGKILL mid-game loses nothing: the next start resumes
the exact position (same scores, dice, player to act and seed stream)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ludicitude import saves

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_mid_game_then_resume_finds_the_same_state(tmp_path, make_app):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "XDG_CONFIG_HOME": os.environ["XDG_CONFIG_HOME"], "XDG_DATA_HOME": os.environ["XDG_DATA_HOME"]}
    folder = saves.saves_dir()
    proc = subprocess.Popen([sys.executable, "-m", "ludicitude", "--game", "corsaire", "--seats", "cpu,cpu,cpu",
                             "--seed", "5"], cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        actions_seen = 0
        while time.monotonic() < deadline:  # let the computers play a few actions, animations running
            for save in folder.glob("*.json") if folder.is_dir() else ():  # the game's own file
                try:
                    actions_seen = len(json.loads(save.read_text())["session"]["state"]["events"])
                except (ValueError, KeyError):
                    pass  # never expected: the file is replaced atomically
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
    (save,) = folder.glob("*.json")
    saved_text = save.read_text()
    saved = json.loads(saved_text)  # a whole file, never half of one

    # the next start offers the exact position: what --resume does, observed from inside
    d = make_app(animation="normal")  # computers wait 0.7 s before acting: time to compare
    from ludicitude.ui.launcher import Launcher
    from ludicitude.ui.transitions import Fade

    d.app.push_scene(Launcher(d.app))
    assert d.app.resume_latest()
    for _i in range(200):
        d.frames(1)
        if not any(isinstance(s, Fade) for s in d.app.stack.scenes):
            break
    scene = next(s for s in d.app.stack.scenes if hasattr(s, "session"))
    assert scene.session.state.to_dict() == saved["session"]["state"]
    assert scene.session.names == [s["name"] for s in saved["session"]["seats"]]

    # and the real program resumes it too, from the command line
    again = subprocess.run([sys.executable, "-m", "ludicitude", "--resume", "--frames", "3", "--screenshot",
                            str(tmp_path / "resumed.png")], cwd=ROOT, env=env, capture_output=True,
                           text=True, timeout=120)
    assert again.returncode == 0, again.stderr
