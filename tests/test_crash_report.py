"""An unexpected error in a scene, in a real run of the program: a crash report in the user's log
folder (time, version, platform, traceback, game id, never the game's state or seed), a message
that names the file, and the game's last save kept for "Saved games"."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ludicitude import __version__, crash, files, saves
from ludicitude.__main__ import main
from ludicitude.club.database import database
from ludicitude.games.corsaire import scene as corsaire_scene

ROOT = Path(__file__).resolve().parent.parent
SEED = 918273645  # a seed foretells the dice: it must never be in a report


class Forced(RuntimeError):
    pass


@pytest.fixture
def shown(monkeypatch):
    """The messages shown in a message box, as if a desktop were there."""
    boxes: list[tuple[str, str, str]] = []
    monkeypatch.setattr(crash, "display_available", lambda: True)
    monkeypatch.setattr("pygame.display.message_box",
                        lambda title, text, kind="info", *a, **k: boxes.append((title, text, kind)) or 0)
    return boxes


@pytest.mark.parametrize("method", ["update", "draw"])
def test_an_error_in_a_game_scene_is_reported_named_and_the_save_kept(method, monkeypatch, shown, capfd):
    original = getattr(corsaire_scene.GameScene, method)
    saved_before: list[str] = []

    def broken(self, *args):
        rows = database().read("SELECT session FROM games WHERE id = ?", (self.session.save_id,))
        if rows:  # once the computers have played and the game was saved, fail
            saved_before.append(rows[0][0])
            raise Forced("forced failure in the Corsaire screen")
        return original(self, *args)

    monkeypatch.setattr(corsaire_scene.GameScene, method, broken)
    code = main(["--game", "corsaire", "--seats", "cpu,cpu,cpu", "--seed", str(SEED), "--frames", "3000"])

    assert code == 1
    assert saved_before, "the game never got saved, so the error was never forced"
    reports = list(files.log_dir().glob("crash-*.txt"))
    assert len(reports) == 1
    report = reports[0].read_text(encoding="utf-8")
    assert "version: " + __version__ in report
    assert "game: corsaire" in report
    assert "platform: " in report and sys.platform in report
    assert f"in {method}" in report and "Forced: forced failure in the Corsaire screen" in report
    assert "time: 20" in report
    state = json.loads(saved_before[0])["state"]
    assert str(SEED) not in report
    assert json.dumps(state)[:40] not in report and "\"events\"" not in report  # no saved log (a path may say "events")
    # the message names the file, on the terminal and in a message box
    err = capfd.readouterr().err
    assert str(reports[0]) in err
    assert len(shown) == 1 and str(reports[0]) in shown[0][1] and shown[0][2] == "error"
    assert "Saved games" in shown[0][1]
    # the last save is still there, unchanged, and resumes
    found, problems = saves.list_saves()
    assert not problems and [s.game_id for s in found] == ["corsaire"]
    assert found[0].session.to_dict(with_record=False) == json.loads(saved_before[0])


def test_an_error_before_any_game_has_no_game_and_no_save_sentence(monkeypatch, shown):
    from ludicitude.ui.launcher import Launcher

    def broken(self, *args):
        raise Forced("the launcher cannot draw")

    monkeypatch.setattr(Launcher, "draw", broken)
    assert main(["--frames", "5", "--lang", "fr"]) == 1
    report = next(files.log_dir().glob("crash-*.txt")).read_text(encoding="utf-8")
    assert "game: none" in report
    assert "Saved games" not in shown[0][1] and "« Parties sauvegardées »" not in shown[0][1]
    assert "Ludicitude s'est arrêté" in shown[0][1]  # the message follows the player's language


def test_without_a_log_folder_the_message_still_tells_what_went_wrong(monkeypatch, shown, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    monkeypatch.setattr(files, "log_dir", lambda: blocker / "log")
    assert crash.report_crash(Forced("disk trouble")) == 1
    assert "could not be written" in shown[0][1] and "disk trouble" in shown[0][1]


def test_the_real_program_writes_the_report_where_the_xdg_variables_say(tmp_path):
    """A subprocess run of the program that fails at start-up (its assets folder is unreadable as
    a font) leaves its report under XDG_STATE_HOME, and says where on stderr."""
    state = tmp_path / "state"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "XDG_STATE_HOME": str(state),
           "XDG_CONFIG_HOME": str(tmp_path / "c"), "XDG_DATA_HOME": str(tmp_path / "d")}
    code = ("import sys, ludicitude.app as a\n"
            "def boom(self): raise OSError('no window today')\n"
            "a.App._set_icon = boom\n"
            "from ludicitude.__main__ import main\n"
            "sys.exit(main(['--frames', '2']))\n")
    run = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 1, run.stderr
    reports = list((state / "ludicitude" / "log").glob("crash-*.txt"))
    assert len(reports) == 1 and "OSError: no window today" in reports[0].read_text(encoding="utf-8")
    assert str(reports[0]) in run.stderr and "Traceback" not in run.stderr


def test_without_a_console_help_and_a_wrong_flag_go_to_a_message_box(monkeypatch, shown):
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    assert main(["--version"]) == 0
    assert shown[-1][1].startswith(f"ludicitude {__version__}") and shown[-1][2] == "info"
    assert "ludicitude-cli.exe" in shown[-1][1]
    assert main(["--bogus"]) == 2
    assert "unrecognized arguments: --bogus" in shown[-1][1] and shown[-1][2] == "error"
    assert sys.stdout is None and sys.stderr is None  # put back as they were


def test_without_a_console_a_simulation_shows_its_result_and_a_window_run_shows_nothing(monkeypatch, shown):
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    assert main(["simulate", "--game", "corsaire", "--games", "3"]) == 0
    assert "Corsaire: 3 games" in shown[-1][1] and shown[-1][2] == "info"
    count = len(shown)

    def chatty_run(self, **kwargs):
        print("something a library printed")

    monkeypatch.setattr("ludicitude.app.App.run", chatty_run)
    assert main(["--frames", "2"]) == 0
    assert len(shown) == count  # an ordinary window run brings up no box
