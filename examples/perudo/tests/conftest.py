"""Perudo's tests run with the program's test suite when Perudo is installed beside it
(``pip install ./examples/perudo``), and are left out otherwise. They use the program's own
fixtures (a headless app driven by real events) and its conformance kit."""

from __future__ import annotations

import importlib.util

if importlib.util.find_spec("perudo") is None:
    collect_ignore_glob = ["test_*.py"]
else:
    from tests.conftest import make_app, private_user_folders  # noqa: F401  (the program's fixtures)
