"""Start-up to the launcher's first frame (issue 37: at most 1.5x a bare pygame init; issue 38:
1.2x): the first frame imports nothing it does not draw. The saved games, the club's database,
the rules' framework and every game's rules are imported after it; a player's start (no
arguments) builds no command-line parser; a start with the launcher's backdrop kept from an
earlier run decodes no picture file; nor does it import the timeline's beats, ``platformdirs``,
``json``, ``ctypes`` or ``pkgutil``, nor build a dataclass of the program's own, nor collect
garbage (structural checks: no timing is asserted). What stands in for them gives the same
results: the user's folders, the values (``Frozen``), the settings."""

from __future__ import annotations

import copy
import dataclasses
import gc
import os
import pickle
import subprocess
import sys
import textwrap

import pytest

#: what the launcher's first frame does not need: looked at (or imported) right after it
NOT_BEFORE_THE_FIRST_FRAME = ("ludicitude.saves", "ludicitude.club", "ludicitude.ui.session",
                              "ludicitude.core.game", "ludicitude.core.bots", "ludicitude.core.cues",
                              "sqlite3",
                              # a die's Pose comes from core/throw.py, without the timeline's beats
                              "ludicitude.core.timeline",
                              # the user's folders are worked out (files.xdg_folder), json read
                              # only when there is a settings file, ctypes when the loop first
                              # sleeps, threading when the sounds load, the games' folders
                              # listed without pkgutil
                              "platformdirs", "json", "ctypes", "pkgutil", "threading",
                              # a name is checked, a question asked, a fade run later (issue 38
                              # item 0: the first frame shows none)
                              "unicodedata", "ludicitude.ui.dialogs", "ludicitude.ui.transitions",
                              # the die piece, imported by ``draw.die`` when a die is first drawn:
                              # the launcher draws none
                              "ludicitude.ui.dice", "ludicitude.ui.die_paint")


#: what a player's start (no arguments) does not need before its first frame either
NOT_WITHOUT_ARGUMENTS = ("argparse", "ludicitude.cli", "subprocess", "locale")


def _first_frame(argv: list[str]) -> tuple[set[str], list[str]]:
    """The modules imported at the program's first frame, and the picture files decoded by then."""
    script = textwrap.dedent(f"""
        import os, sys
        import pygame
        import dataclasses, gc
        flip, load = pygame.display.flip, pygame.image.load
        decoded = []
        built = []  # the dataclasses of the program built before the first frame
        process = dataclasses._process_class
        def counted_process(cls, *args, **kwargs):
            if cls.__module__.startswith("ludicitude"):
                built.append(cls.__qualname__)
            return process(cls, *args, **kwargs)
        dataclasses._process_class = counted_process
        def counted_load(path, *args):
            decoded.append(os.path.basename(str(path)))
            return load(path, *args)
        pygame.image.load = counted_load
        def first_flip():
            flip()
            print("MODULES", " ".join(sorted(sys.modules)), flush=True)
            print("DECODED", " ".join(decoded), flush=True)
            print("DATACLASSES", " ".join(built), flush=True)
            print("COLLECTING", gc.isenabled(), flush=True)
            os._exit(0)
        pygame.display.flip = first_flip
        from ludicitude.__main__ import main
        main({argv!r})
    """)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120)
    lines = {ln.split(" ")[0]: ln.split()[1:] for ln in out.stdout.splitlines()
             if ln.split(" ")[0] in ("MODULES", "DECODED", "DATACLASSES", "COLLECTING")}
    assert "MODULES" in lines, out.stderr
    _first_frame.seen = lines  # type: ignore[attr-defined]  # what else the last start showed
    return set(lines["MODULES"]), lines["DECODED"]


def test_the_launchers_first_frame_imports_no_saves_database_or_rules(tmp_path):
    loaded, _ = _first_frame(["--frames", "1"])
    assert "ludicitude.ui.launcher" in loaded  # the first frame is the launcher's
    early = sorted(m for m in loaded if any(m == n or m.startswith(n + ".") for n in NOT_BEFORE_THE_FIRST_FRAME))
    assert early == [], f"imported before the first frame: {early}"
    seen = _first_frame.seen  # type: ignore[attr-defined]
    # the program's own dataclasses: none (its values are `Frozen`, core/frozen.py)
    assert seen["DATACLASSES"] == [], seen["DATACLASSES"]
    assert seen["COLLECTING"] == ["False"], "garbage collected before the first frame"


def test_the_saves_are_looked_at_right_after_the_first_frame(make_app):
    """What the start defers still happens, without input: the frame after the first runs it."""
    from ludicitude.ui.launcher import Launcher

    d = make_app()
    d.app.push_scene(Launcher(d.app))
    ran: list[int] = []
    d.app.after_first_frame.append(lambda: ran.append(d.app.frame_count))
    d.app.run(frames=2)
    assert ran == [1] and not d.app.after_first_frame


def test_a_players_start_builds_no_command_line_parser():
    """No arguments (a player's start): the parser's defaults, without argparse or the command
    line's checks; nor the modules only another system's language query needs."""
    loaded, _ = _first_frame([])
    assert "ludicitude.ui.launcher" in loaded
    early = sorted(m for m in loaded if any(m == n or m.startswith(n + ".") for n in NOT_WITHOUT_ARGUMENTS))
    assert early == [], f"imported before a start without arguments draws: {early}"


def test_no_arguments_are_the_parsers_defaults():
    from ludicitude.__main__ import NO_ARGUMENTS, app_arguments
    from ludicitude.cli import parse_app_args

    assert vars(app_arguments([])) == vars(parse_app_args([])) == NO_ARGUMENTS


def test_a_start_with_the_kept_backdrop_decodes_no_picture_but_the_icon():
    """The first start draws the launcher's backdrop and keeps it (the user's cache folder), and
    keeps the games' registry; the next draws its first frame from the backdrop (the felt, the
    logo and the games' pictures are not decoded) and lists the games from the kept registry (no
    game's package imported: ``kept_registry``)."""
    _, first = _first_frame(["--frames", "1"])
    assert {"felt.png", "logo.png", "art.png"} <= set(first)  # drawn, then kept
    loaded, decoded = _first_frame(["--frames", "1"])
    assert decoded == ["icon.png"], f"decoded at the first frame from a kept backdrop: {decoded}"
    assert "ludicitude.ui.launcher" in loaded
    games = sorted(m for m in loaded if m.startswith("ludicitude.games."))
    assert games == [], f"imported at the first frame with a kept registry: {games}"


def test_garbage_is_collected_again_right_after_the_first_frame(monkeypatch):
    """The start does not collect garbage until its first frame is drawn; it collects again
    right after it (the first thing the frame after it runs), and whatever happens meanwhile."""
    from ludicitude import __main__ as program
    from ludicitude.app import App

    seen = []

    def run(app, frames=None, screenshot=None):
        seen.append((gc.isenabled(), app.after_first_frame[0] is gc.enable))
        app.after_first_frame.pop(0)()
        seen.append(gc.isenabled())

    monkeypatch.setattr(App, "run", run)
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert gc.isenabled()
    assert program.main(["--frames", "1", "--size", "800x600"]) == 0
    assert seen == [(False, True), True] and gc.isenabled()

    def fail(app, frames=None, screenshot=None):
        raise KeyboardInterrupt  # not a crash the program reports: it stops the start

    monkeypatch.setattr(App, "run", fail)
    with pytest.raises(KeyboardInterrupt):
        program.main(["--frames", "1", "--size", "800x600"])
    assert gc.isenabled()


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="the XDG rules: Linux and the free Unixes")
@pytest.mark.parametrize("home, xdg", [("ada", None), ("ada" + os.sep, ""), ("ada", "xdg"), ("ada", "relative-xdg"),
                                       ("root", None)])
def test_the_users_folders_are_where_platformdirs_puts_them(monkeypatch, tmp_path, home, xdg):
    """The user's config, cache and data folders, worked out without importing platformdirs,
    are the very ones platformdirs gives; where it follows other rules it is asked. (``home``: a
    folder under the test's own, with a trailing separator or the file system's root; ``xdg``:
    unset, empty, absolute or relative.)"""
    import platformdirs

    from ludicitude import files

    home = tmp_path.anchor if home == "root" else str(tmp_path) + os.sep + home
    if xdg == "xdg":
        xdg = str(tmp_path / "xdg")
    elif xdg == "relative-xdg":
        xdg = os.path.join("relative", "xdg")
    monkeypatch.setenv("HOME", home)
    for variable, _default in files.XDG_FOLDERS.values():
        if xdg is None:
            monkeypatch.delenv(variable, raising=False)
        else:
            monkeypatch.setenv(variable, xdg)
    assert str(files.config_dir()) == platformdirs.user_config_dir("ludicitude", appauthor=False)
    assert str(files.cache_dir()) == platformdirs.user_cache_dir("ludicitude", appauthor=False)
    assert str(files.data_dir()) == platformdirs.user_data_dir("ludicitude", appauthor=False)
    monkeypatch.setattr(sys, "platform", "darwin")
    assert files.xdg_folder("config") is None  # platformdirs' own rules there


def test_a_die_pose_and_a_game_spec_are_values_as_frozen_dataclasses_are():
    """``Frozen`` values (a die's ``Pose``, ``GameSpec``, ``PhoneScreen``): equal and hashed by
    their fields, never changed once made, copied, pickled and replaced whole."""
    from ludicitude.core.spec import GameSpec, PhoneScreen, Ref
    from ludicitude.core.throw import REST, Pose

    pose = Pose(dx=0.5, alpha=0.25)
    assert pose == Pose(dx=0.5, alpha=0.25) and hash(pose) == hash(Pose(dx=0.5, alpha=0.25))
    assert pose != REST and REST == Pose() and {pose: 1}[Pose(dx=0.5, alpha=0.25)] == 1
    assert pose != (REST.turn, 0.5, 0.0, 0.0, 1.0, 0.25)  # a value of its own kind only
    for change in (lambda: setattr(pose, "dx", 1.0), lambda: delattr(pose, "alpha"),
                   lambda: setattr(pose, "other", 1)):
        with pytest.raises(dataclasses.FrozenInstanceError):
            change()
    assert copy.copy(pose) == pose == copy.deepcopy(pose) == pickle.loads(pickle.dumps(pose))
    assert pose.replace(alpha=1.0) == Pose(dx=0.5) and repr(REST).startswith("Pose(turn=(1.0, 0.0")

    spec = GameSpec(id="ok", name="Ok", pitch="A game.", min_seats=2, max_seats=4, package="plug_ok",
                    phone=PhoneScreen(script="phone.js", words=Ref(".texts:phone_words")))
    assert spec.state.target == "plug_ok.rules:State" and spec.phone is not None
    assert spec.phone.words.target == "plug_ok.texts:phone_words"
    assert spec.demo_options == {} and spec.demo_options is not GameSpec(
        id="ok", name="Ok", pitch="A game.", min_seats=2, max_seats=4, package="plug_ok").demo_options
    with pytest.raises(dataclasses.FrozenInstanceError):
        spec.order = 1  # type: ignore[misc]
    other = spec.replace(id="other", order=3)
    assert (other.id, other.order, other.state) == ("other", 3, spec.state) and spec.id == "ok"
    assert other != spec and spec == spec.replace() and pickle.loads(pickle.dumps(spec)).state.target == (
        "plug_ok.rules:State")


def test_the_settings_compare_copy_and_list_their_fields_as_before():
    """The settings, a plain class: made by keyword, equal by their fields, unhashable (the
    settings screen changes them), written whole; a name they don't have is refused."""
    from ludicitude.settings import Settings

    s = Settings(language="fr", volume=40)
    assert s == Settings(language="fr", volume=40) != Settings(language="fr")
    with pytest.raises(TypeError):
        hash(s)
    assert list(s.to_dict()) == ["format", *Settings.FIELDS] and s.to_dict()["volume"] == 40
    assert Settings(**{k: v for k, v in s.to_dict().items() if k != "format"}) == s
    s.volume = 50
    assert s.volume == 50 and "volume=50" in repr(s)
    with pytest.raises(AttributeError):
        s.colour = "red"  # type: ignore[attr-defined]
