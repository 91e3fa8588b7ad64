"""How much of the random-play tests a run does: the default run plays a few well-chosen games and
a few hundred random examples; the long run (``LUDICITUDE_LONG_TESTS=1``) plays the thousands of
the first versions of these tests. Both assert the same things (see docs/performance.md)."""

from __future__ import annotations

import os

LONG = os.environ.get("LUDICITUDE_LONG_TESTS", "") not in ("", "0")


def many(default: int, long: int) -> int:
    """``default`` in the default run, ``long`` in the long run."""
    return long if LONG else default
