"""Shared fixtures: the installed kit's (``ludicitude.testing.fixtures``: a headless app driven by
real pygame events, private user folders), which a game's own tests use too."""

from __future__ import annotations

import getpass
import os
import sys
import tempfile

from ludicitude.testing.driver import Driver, FixedClock, PacedClock  # noqa: F401  (the tests import them here)
from ludicitude.testing.fixtures import make_app, private_user_folders  # noqa: F401  (fixtures, by name)
from tests import played_cache
from tests.sizes import LONG

# Each module compiled once for the whole run, where Python is told to write no bytecode
# (PYTHONDONTWRITEBYTECODE): the run keeps its bytecode in a folder of its own among the temporary
# files, never in the source tree, so that its two workers and the programs the tests start read
# the program's modules and the rewritten test modules compiled, instead of compiling them again
# each (about 0.3 s of processor time a program started).
if sys.dont_write_bytecode or os.environ.get("PYTHONDONTWRITEBYTECODE"):
    _bytecode = os.path.join(tempfile.gettempdir(), f"ludicitude-tests-bytecode-{getpass.getuser()}")
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = _bytecode  # the workers and the programs the tests start
    sys.dont_write_bytecode = False
    sys.pycache_prefix = _bytecode

# A game beside the program without installing it, for the whole run and the programs it starts:
# LUDICITUDE_TEST_GAMES="tests.pig.spec:SPEC" (module:NAME, comma-separated) registers each in a
# temporary *.dist-info on sys.path and PYTHONPATH, as installing it would (the same discovery,
# the same checks), so the suite's walks over every registered game meet it (docs/architecture.md,
# "Adding a game").
if os.environ.get("LUDICITUDE_TEST_GAMES"):
    from pathlib import Path

    from ludicitude.core.spec import Ref

    _folder = Path(tempfile.mkdtemp(prefix="ludicitude-test-games-"))
    _info = _folder / "ludicitude_test_games-1.0.dist-info"
    _info.mkdir()
    (_info / "METADATA").write_text("Metadata-Version: 2.1\nName: ludicitude_test_games\nVersion: 1.0\n")
    _targets = [t.strip() for t in os.environ["LUDICITUDE_TEST_GAMES"].split(",")]
    (_info / "entry_points.txt").write_text(
        "[ludicitude.games]\n" + "".join(f"{Ref(t)().id} = {t}\n" for t in _targets))
    sys.path.insert(0, str(_folder))
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (str(_folder), os.environ.get("PYTHONPATH")) if p)
    if "ludicitude.games" in sys.modules:  # already listed: list again, in the dictionary every module holds
        from ludicitude import games

        _found = games.discover()
        games.GAMES.clear()
        games.GAMES.update(_found)


# The computer games the tests start from (each game's ``played_history``) played once a run and
# shared by its workers (``tests/played_cache.py``), not once a worker.
played_cache.install()


def pytest_report_header(config):
    if LONG:
        return "random-play tests: the long run (LUDICITUDE_LONG_TESTS is set)"
    return "random-play tests: the default run (LUDICITUDE_LONG_TESTS=1 for the long run)"


def pytest_sessionfinish(session, exitstatus):
    """The chromium the phone-page tests share (``tests/phones/browser.py``) ends with the run."""
    browser = sys.modules.get("tests.phones.browser")
    if browser is not None:
        browser._stop()


def pytest_configure(config):
    """The whole default run (no tests named, none chosen by -k or -m) starts its slowest
    stand-alone checks at once, beside the tests (``tests/early_checks.py``)."""
    import pytest

    if not hasattr(config, "workerinput"):  # the run's first process: a folder for its workers
        played_cache.start()
    whole = (config.args_source == pytest.Config.ArgsSource.TESTPATHS and not config.option.keyword
             and not config.option.markexpr and not config.option.collectonly
             and not getattr(config.option, "lf", False))
    if whole and not hasattr(config, "workerinput"):  # the run's first process, not a worker
        from tests import early_checks

        early_checks.start()


def pytest_unconfigure(config):
    early = sys.modules.get("tests.early_checks")
    if early is not None and not hasattr(config, "workerinput"):
        early.stop()
    if not hasattr(config, "workerinput"):
        played_cache.stop()  # after the early checks, which may be writing in it
