"""Start-up to the launcher's first frame (issue 37: at most 1.5x a bare pygame init; issue 38:
1.2x): the first frame imports nothing it does not draw. The saved games, the club's database,
the rules' framework and every game's rules are imported after it; a player's start (no
arguments) builds no command-line parser; a start with the launcher's backdrop kept from an
earlier run decodes no picture file (structural checks: no timing is asserted)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

#: what the launcher's first frame does not need: looked at (or imported) right after it
NOT_BEFORE_THE_FIRST_FRAME = ("ludicitude.saves", "ludicitude.club", "ludicitude.ui.session",
                              "ludicitude.core.game", "ludicitude.core.bots", "ludicitude.core.cues",
                              "sqlite3")


#: what a player's start (no arguments) does not need before its first frame either
NOT_WITHOUT_ARGUMENTS = ("argparse", "ludicitude.cli", "subprocess", "locale")


def _first_frame(argv: list[str]) -> tuple[set[str], list[str]]:
    """The modules imported at the program's first frame, and the picture files decoded by then."""
    script = textwrap.dedent(f"""
        import os, sys
        import pygame
        flip, load = pygame.display.flip, pygame.image.load
        decoded = []
        def counted_load(path, *args):
            decoded.append(os.path.basename(str(path)))
            return load(path, *args)
        pygame.image.load = counted_load
        def first_flip():
            flip()
            print("MODULES", " ".join(sorted(sys.modules)), flush=True)
            print("DECODED", " ".join(decoded), flush=True)
            os._exit(0)
        pygame.display.flip = first_flip
        from ludicitude.__main__ import main
        main({argv!r})
    """)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120)
    lines = {ln.split(" ")[0]: ln.split()[1:] for ln in out.stdout.splitlines()
             if ln.split(" ")[0] in ("MODULES", "DECODED")}
    assert "MODULES" in lines, out.stderr
    return set(lines["MODULES"]), lines["DECODED"]


def test_the_launchers_first_frame_imports_no_saves_database_or_rules(tmp_path):
    loaded, _ = _first_frame(["--frames", "1"])
    assert "ludicitude.ui.launcher" in loaded  # the first frame is the launcher's
    early = sorted(m for m in loaded if any(m == n or m.startswith(n + ".") for n in NOT_BEFORE_THE_FIRST_FRAME))
    assert early == [], f"imported before the first frame: {early}"


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
    """The first start draws the launcher's backdrop and keeps it (the user's cache folder); the
    next draws its first frame from it: the felt, the logo and the games' pictures are not decoded."""
    _, first = _first_frame(["--frames", "1"])
    assert {"felt.png", "logo.png", "art.png"} <= set(first)  # drawn, then kept
    loaded, decoded = _first_frame(["--frames", "1"])
    assert decoded == ["icon.png"], f"decoded at the first frame from a kept backdrop: {decoded}"
    assert "ludicitude.ui.launcher" in loaded
