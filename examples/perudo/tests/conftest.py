"""Perudo's tests run against the installed program (``pip install ./examples/perudo`` beside
it; from the program's checkout they run with its suite, and are left out when Perudo is not
installed). They use the kit the program ships, ``ludicitude.testing``: its fixtures (a headless
app driven by real events), its conformance kit and its screen checks; nothing of the program's
own tests."""

from __future__ import annotations

import importlib.util

if importlib.util.find_spec("perudo") is None:
    collect_ignore_glob = ["test_*.py"]
else:
    from ludicitude.testing.fixtures import make_app, private_user_folders  # noqa: F401  (the kit's fixtures)
