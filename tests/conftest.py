"""Shared fixtures: the installed kit's (``ludicitude.testing.fixtures``: a headless app driven by
real pygame events, private user folders), which a game's own tests use too."""

from __future__ import annotations

from ludicitude.testing.driver import Driver, FixedClock, PacedClock  # noqa: F401  (the tests import them here)
from ludicitude.testing.fixtures import make_app, private_user_folders  # noqa: F401  (fixtures, by name)
from tests.sizes import LONG


def pytest_report_header(config):
    if LONG:
        return "random-play tests: the long run (LUDICITUDE_LONG_TESTS is set)"
    return "random-play tests: the default run (LUDICITUDE_LONG_TESTS=1 for the long run)"
