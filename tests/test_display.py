"""The right window on the right screen (issue 15, docs/display.md): a window that fits the
desktop it opens on, the screen to play on (a setting and ``--display N``), F11 back to a centred
window, and the SDL settings in place before the display starts.

SDL's dummy driver reports one 1024x768 screen; the App takes the desktop question as an argument
(``desktops=``), so two screens are tested by answering it; ``test_a_second_x_screen_*`` asks a
real X server with two screens (Xvfb) when one is installed.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from ludicitude import display
from ludicitude import settings as settings_mod
from ludicitude.__main__ import display_problem
from ludicitude.app import App
from ludicitude.core.i18n import _, set_language
from ludicitude.settings import Settings
from ludicitude.ui.launcher import Launcher
from ludicitude.ui.settings_screen import SettingsScreen
from ludicitude.testing.driver import Driver, PacedClock

ROOT = Path(__file__).resolve().parent.parent
PROJECTOR = (1920, 1080)


@pytest.fixture
def open_app():
    """``open_app(settings=None, size=None, desktops=None)`` -> Driver around an App whose
    desktop question is answered by ``desktops`` (default: what SDL says)."""
    apps = []

    def factory(settings: Settings | None = None, *, size=None, desktops=None):
        kwargs = {"desktops": (lambda: list(desktops))} if desktops is not None else {}
        app = App(settings or Settings(language="en", animation="instant"), size=size, **kwargs)
        app.clock = PacedClock()
        apps.append(app)
        return Driver(app)

    yield factory
    for app in apps:
        app.stack.clear()
    pygame.quit()


class SetModeLog:
    """pygame.display.set_mode and set_window_position as the app calls them, recorded; the dummy
    driver has one screen, so what was asked of screen N is done on screen 1."""

    def __init__(self, monkeypatch):
        self.modes: list[tuple[tuple[int, int], int, int]] = []
        self.positions: list[tuple[int, int]] = []
        real_mode, real_position = pygame.display.set_mode, pygame.display.set_window_position

        def set_mode(size=(0, 0), flags=0, depth=0, display=0, vsync=0):
            self.modes.append((tuple(size), flags, display))
            return real_mode(size, flags, depth, 0, vsync)

        def set_window_position(pos):
            self.positions.append(tuple(pos))
            real_position(tuple(pygame.WINDOWPOS_CENTERED if p & 0xFFFF0000 == pygame.WINDOWPOS_CENTERED else p
                                for p in pos))

        monkeypatch.setattr(pygame.display, "set_mode", set_mode)
        monkeypatch.setattr(pygame.display, "set_window_position", set_window_position)


def centred(size: tuple[int, int], desktop: tuple[int, int] = (1024, 768)) -> tuple[int, int]:
    return (desktop[0] - size[0]) // 2, (desktop[1] - size[1]) // 2


# -- the size a window opens at ----------------------------------------------------------------
@pytest.mark.parametrize("desktop", [(1024, 768), (800, 600), (1280, 800), (1366, 768), (1280, 1024),
                                     (1920, 1080), (2560, 1440), (3840, 2160), (1024, 600)])
def test_the_window_opens_at_a_size_that_fits_its_desktop_with_room_for_panels(desktop):
    w, h = display.fit_window(desktop)
    assert display.fits((w, h), desktop)
    assert w <= desktop[0] * 0.92 and h <= desktop[1] * 0.88  # title bar, task bar, dock
    assert w <= 1280 and h <= 720
    assert 4 / 3 - 0.01 <= w / h <= 16 / 9 + 0.01, "16:9 when it can, never narrower than 4:3"


def test_a_1024x768_projector_gets_a_4_3_window_and_a_large_desktop_the_usual_1280x720():
    assert display.fit_window((1024, 768)) == (942, 674)
    assert display.fit_window((1920, 1080)) == (1280, 720)
    assert display.fit_window((1366, 768)) == (1200, 674)


def test_the_window_is_never_below_640x480_even_on_a_smaller_desktop():
    assert display.fit_window((640, 480)) == (640, 480)
    assert display.fit_window((320, 240)) == (640, 480)


def test_on_a_1024x768_display_the_window_opens_inside_the_screen(open_app):
    """Issue 15: it opened at 1280x720 at x = -128 and the launcher's buttons were cut off.
    The dummy driver's desktop is 1024x768, as the issue's."""
    assert display.desktop_sizes() == [(1024, 768)]
    d = open_app()
    d.app.push_scene(Launcher(d.app))
    w, h = d.app.screen.get_size()
    x, y = pygame.display.get_window_position()
    assert (w, h) == display.fit_window((1024, 768))
    assert 0 <= x and x + w <= 1024 and 0 <= y and y + h <= 768
    d.frames(2)
    for widget in d.top.widgets:  # the launcher: every button whole on the window
        assert d.app.screen.get_rect().contains(widget.rect), widget


def test_the_window_fits_the_desktop_of_the_screen_it_opens_on(open_app):
    d = open_app(desktops=[(1366, 768)])
    assert d.app.screen.get_size() == (1200, 674)


def test_a_size_asked_for_on_the_command_line_is_kept(open_app):
    d = open_app(size=(1280, 720))
    assert d.app.screen.get_size() == (1280, 720)


# -- F11 ------------------------------------------------------------------------------------------
def test_f11_back_to_a_window_centres_it_on_its_screen(open_app):
    d = open_app()
    size = d.app.screen.get_size()
    pygame.display.set_window_position((900, 700))  # half off the screen, as the issue found it
    d.key(pygame.K_F11)
    assert d.app.fullscreen and d.app.screen.get_size() == (1024, 768)
    d.key(pygame.K_F11)
    assert not d.app.fullscreen and d.app.screen.get_size() == size
    assert pygame.display.get_window_position() == centred(size)


def test_f11_back_from_a_larger_screen_gives_a_window_that_fits_this_one(open_app):
    d = open_app(size=(1600, 900))  # sized on a projector, then the game moved to the laptop
    d.key(pygame.K_F11)
    d.key(pygame.K_F11)
    assert d.app.screen.get_size() == display.fit_window((1024, 768))


# -- the screen to play on ------------------------------------------------------------------------
def test_settings_list_each_screen_with_its_size(open_app):
    d = open_app(desktops=[(1024, 768), PROJECTOR])
    d.app.push_scene(SettingsScreen(d.app))
    d.frames(2)
    names = [text() for _value, text in d.top.screen.options]
    assert names == ["Screen 1: 1024x768", "Screen 2: 1920x1080"]
    set_language("fr")
    assert d.top.screen.options[1][1]() == "Écran 2 : 1920x1080"


def test_choosing_the_second_screen_in_settings_goes_full_screen_there_and_is_remembered(open_app, monkeypatch):
    d = open_app(desktops=[(1024, 768), PROJECTOR])
    log = SetModeLog(monkeypatch)
    d.app.push_scene(SettingsScreen(d.app))
    d.frames(2)
    row = d.top.screen
    size = d.app.screen.get_size()  # fits the projector too: the window keeps it there
    d.click((row.rect.right - 8, row.rect.centery))  # the ▶ of "Play on: Screen 1"
    assert d.app.display == 1 and d.app.fullscreen
    # SDL moves a window between screens, not a full-screen one: a window centred there, then full
    assert log.modes[-2:] == [(size, pygame.RESIZABLE, 1), ((0, 0), pygame.FULLSCREEN, 1)]
    assert log.positions[-1] == (pygame.WINDOWPOS_CENTERED | 1,) * 2
    saved = json.loads(settings_mod.settings_path().read_text())
    assert saved["display"] == 1 and saved["fullscreen"] is True
    loaded, problem = settings_mod.load()
    assert problem is None and loaded.display == 1
    assert row.value == 1
    d.key(pygame.K_F11)  # back to a window: on the same screen, centred on it
    assert log.modes[-1] == (size, pygame.RESIZABLE, 1)
    assert log.positions[-1] == (pygame.WINDOWPOS_CENTERED | 1,) * 2


def test_a_remembered_screen_opens_full_screen_there_at_the_next_start(open_app, monkeypatch):
    log = SetModeLog(monkeypatch)
    d = open_app(Settings(display=1, fullscreen=True), desktops=[(1024, 768), PROJECTOR])
    assert log.modes[0] == ((0, 0), pygame.FULLSCREEN, 1)
    assert d.app.display == 1 and not d.app.notices


def test_a_remembered_screen_that_is_not_plugged_in_gives_a_notice_and_the_first_screen(open_app):
    d = open_app(Settings(display=1))
    assert d.app.display == 0 and d.app.screen.get_size() == display.fit_window((1024, 768))
    assert d.app.notices[0][0] == _("Screen {n} is not connected: Ludicitude opens on screen 1.").format(n=2)
    assert d.app.settings.display == 1  # kept: the projector is used again once it is back


def test_a_screen_unplugged_after_it_was_listed_gives_a_notice_and_stays_on_the_first(open_app):
    d = open_app(desktops=[(1024, 768), PROJECTOR])  # SDL itself has one screen only
    d.app.push_scene(SettingsScreen(d.app))
    d.frames(2)
    d.click((d.top.screen.rect.right - 8, d.top.screen.rect.centery))
    assert d.app.display == 0 and pygame.display.get_surface() is not None
    assert d.app.notices[-1][0].startswith("Screen 2 could not be used (")
    d.frames(2)
    assert d.top.screen.value == 0


def test_with_one_screen_the_screen_row_changes_nothing(open_app):
    d = open_app()
    d.app.push_scene(SettingsScreen(d.app))
    d.frames(2)
    size = d.app.screen.get_size()
    d.click_widget(d.top.screen)
    assert not d.app.fullscreen and d.app.screen.get_size() == size


@pytest.mark.parametrize("value", [-1, True, "1", 1.0, 99])
def test_a_settings_file_with_an_impossible_screen_is_set_aside(value):
    path = settings_mod.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({**Settings().to_dict(), "display": value}))
    loaded, problem = settings_mod.load()
    assert loaded.display == 0 and problem


# -- the command line -----------------------------------------------------------------------------
def run_app(*args: str, env_extra: dict[str, str] | None = None, config: Path | None = None):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", **(env_extra or {})}
    if config is not None:
        env["XDG_CONFIG_HOME"] = str(config)
    return subprocess.run([sys.executable, "-m", "ludicitude", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)


def test_display_naming_a_screen_that_is_not_there_is_one_clear_line_and_status_2(tmp_path):
    proc = run_app("--display", "1", "--frames", "2", config=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines()[-1:] == [
        "ludicitude: --display 1: there is no such screen; this computer has 1 (--display 0)"]
    assert "Traceback" not in proc.stderr and not (tmp_path / "ludicitude" / "settings.json").exists()
    assert display_problem(0) is None
    assert display_problem(3) == "ludicitude: --display 3: there is no such screen; this computer has 1 " \
                                 "(--display 0)"
    assert display.no_such_screen(2, 2).endswith("has 2 (--display 0 to 1)")


@pytest.mark.parametrize("value, words", [("-1", "numbered from 0"), ("two", "not a screen number")])
def test_display_takes_a_screen_number(value, words):
    proc = run_app(f"--display={value}")
    assert proc.returncode == 2 and words in proc.stderr


def test_display_opens_full_screen_on_that_screen_and_remembers_it(tmp_path):
    shot = tmp_path / "shot.png"
    proc = run_app("--display", "0", "--frames", "2", "--screenshot", str(shot), config=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert pygame.image.load(str(shot)).get_size() == (1024, 768)  # the whole of the dummy screen
    saved = json.loads((tmp_path / "ludicitude" / "settings.json").read_text())
    assert saved["display"] == 0 and saved["fullscreen"] is True


def test_without_a_size_the_program_opens_a_window_that_fits_the_screen(tmp_path):
    shot = tmp_path / "shot.png"
    proc = run_app("--frames", "2", "--screenshot", str(shot), config=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert pygame.image.load(str(shot)).get_size() == display.fit_window((1024, 768))


# -- two real screens (an X server with two screens), when Xvfb is installed ---------------------------
@pytest.fixture
def two_x_screens():
    if not shutil.which("Xvfb"):
        pytest.skip("Xvfb is not installed")
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1024x768x24",
                               "-screen", "1", "1920x1080x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as f:
        number = f.readline().strip()
    try:
        if not number:
            pytest.skip("Xvfb did not start")
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_a_second_x_screen_is_seen_and_the_window_fits_the_screen_chosen(two_x_screens, tmp_path):
    """SDL sees each screen of the X server as a display. Full screen on the second is not
    checked here: with two X screens both start at (0, 0), and SDL then puts a full-screen window
    on the first (a laptop and a projector are one X screen side by side, as on other systems)."""
    env = {"SDL_VIDEODRIVER": "x11", "DISPLAY": two_x_screens}
    settings_file = tmp_path / "ludicitude" / "settings.json"
    shot = tmp_path / "shot.png"
    for screen, size in ((0, display.fit_window((1024, 768))), (1, (1280, 720))):
        settings_file.parent.mkdir(parents=True, exist_ok=True)
        settings_file.write_text(json.dumps({**Settings().to_dict(), "display": screen}))
        proc = run_app("--frames", "3", "--screenshot", str(shot), env_extra=env, config=tmp_path)
        assert proc.returncode == 0, proc.stderr
        assert pygame.image.load(str(shot)).get_size() == size, screen
    proc = run_app("--display", "2", "--frames", "2", env_extra=env, config=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines()[-1].endswith("this computer has 2 (--display 0 to 1)")


# -- before the display starts --------------------------------------------------------------------
def test_windows_dpi_awareness_is_declared_before_the_display_is_initialised(monkeypatch):
    """SDL reads SDL_WINDOWS_DPI_AWARENESS when its video starts: set after, it does nothing."""
    seen = []
    real_init = pygame.display.init

    def init():
        seen.append({k: os.environ.get(k) for k in display.SDL_ENVIRONMENT})
        real_init()

    monkeypatch.setattr(pygame.display, "init", init)
    for key in display.SDL_ENVIRONMENT:
        monkeypatch.delenv(key, raising=False)
    pygame.display.quit()
    display_problem(0)  # --display asks for the screens before the App opens its window
    pygame.display.quit()
    for key in display.SDL_ENVIRONMENT:
        monkeypatch.delenv(key, raising=False)
    app = App(Settings(), size=(800, 600))
    app.close()
    assert seen == [display.SDL_ENVIRONMENT] * 2
    assert display.SDL_ENVIRONMENT["SDL_WINDOWS_DPI_AWARENESS"] == "permonitorv2"
