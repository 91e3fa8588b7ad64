"""Start-up to the launcher's first frame (issue 37: at most 1.5x a bare pygame init; issue 38:
1.2x): the first frame imports nothing it does not draw. The saved games, the club's database,
the rules' framework and every game's rules are imported after it (a structural check: no
timing is asserted)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

#: what the launcher's first frame does not need: looked at (or imported) right after it
NOT_BEFORE_THE_FIRST_FRAME = ("ludicitude.saves", "ludicitude.club", "ludicitude.ui.session",
                              "ludicitude.core.game", "ludicitude.core.bots", "ludicitude.core.cues",
                              "sqlite3")


def test_the_launchers_first_frame_imports_no_saves_database_or_rules(tmp_path):
    script = textwrap.dedent("""
        import os, sys
        import pygame
        flip = pygame.display.flip
        def first_flip():
            flip()
            print("MODULES", " ".join(sorted(sys.modules)), flush=True)
            os._exit(0)
        pygame.display.flip = first_flip
        from ludicitude.__main__ import main
        main(["--frames", "1"])
    """)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120)
    line = next(ln for ln in out.stdout.splitlines() if ln.startswith("MODULES "))
    loaded = set(line.split()[1:])
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
