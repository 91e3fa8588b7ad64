"""The kit's pytest fixtures, for a game's tests run against the installed program: import them
into the game's ``conftest.py`` (``from ludicitude.testing.fixtures import make_app,
private_user_folders``).

- ``private_user_folders`` (autouse): settings, saves and crash reports in a temporary folder,
  English, and the program's state put back after each test;
- ``make_app(size=(1024, 768), **settings)``: a ``Driver`` (``ludicitude.testing.driver``)
  around a fresh headless App, closed after the test.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from ludicitude.core.i18n import set_language
from ludicitude.testing.driver import Driver, new_app


@pytest.fixture(autouse=True)
def private_user_folders(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Settings, saves and crash reports go to a temporary folder (platformdirs follows XDG on Linux)."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))  # crash reports (user_log_dir)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))  # the launcher's kept backdrop
    set_language("en")
    yield
    set_language("en")
    from ludicitude import saves

    saves.close()  # the test's database and game locks, as the program's end closes them
    from ludicitude.ui import theme

    theme.configure(projector=False, palette="standard")


@pytest.fixture
def make_app() -> Iterator[Callable[..., Driver]]:
    """``make_app(size=(1024, 768), **settings)`` -> Driver around a fresh headless App."""
    import pygame

    drivers: list[Driver] = []

    def factory(size: tuple[int, int] = (1024, 768), **settings: Any) -> Driver:
        drivers.append(new_app(size, **settings))
        return drivers[-1]

    yield factory
    for d in drivers:
        d.app.stack.clear()
        if d.app.club is not None:  # its workers done before the next test's folders
            d.app.club.close()
    pygame.quit()
    from ludicitude.ui import theme

    theme.reset_caches()  # fonts die with pygame.quit: a later test must not find them cached
