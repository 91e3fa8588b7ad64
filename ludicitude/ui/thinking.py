"""Computer players think off the frame loop: one decision at a time on a worker thread, asked
for a position and collected by the loop once it is ready, so that a frame never waits for one.

The worker only ever gets copies (a seat's ``state.view(seat)``); what it returns is applied by
the loop through the usual path (``GameScene.act``), and only if the game is still at the
position it was asked about: a result for an older position, or for a screen that has closed,
is dropped.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

#: seconds a thread runs before another waiting for the GIL gets it (Python's default is 0.005)
SWITCH_INTERVAL = 0.0005
_pool: ThreadPoolExecutor | None = None
_pool_lock = threading.Lock()


def pool() -> ThreadPoolExecutor:
    """The one worker every screen shares: decisions run one after another, so a computer
    player's own state (its random numbers, its tables) is never touched by two at once."""
    global _pool
    with _pool_lock:
        if _pool is None:
            # The worker and the loop share the GIL: a thinking worker gives it back to the loop
            # after this long instead of Python's 5 ms (the loop takes it at each drawing call it
            # makes), so a frame beside a search waits less (docs/performance.md).
            sys.setswitchinterval(SWITCH_INTERVAL)
            _pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer-player")
        return _pool


class Thinker:
    """One screen's pending computer decision: what it is about (``key``: the position and the
    seat) and its future. ``wait`` makes ``ready`` wait for the worker instead of answering
    "not yet" (tests use it for frames that do not depend on the machine's speed)."""

    def __init__(self, wait: bool = False) -> None:
        self.key: tuple[Any, ...] | None = None
        self.future: Future[Any] | None = None
        self.wait = wait
        self.started = 0  # how many decisions were asked for (tests count them)

    @property
    def thinking(self) -> bool:
        """True while a decision is being worked out."""
        return self.future is not None and not self.future.done()

    def ask(self, key: tuple[Any, ...], work: Callable[[], Callable[[], Any]]) -> None:
        """Unless a decision is already asked for this ``key``, start the one ``work()`` gives
        (``work`` is called here, in the loop: it takes the copies the worker will read) on the
        worker; a decision asked for another key is forgotten (its result will be dropped)."""
        if self.future is not None and self._same(key):
            return
        self.drop()
        job = work()
        self.key = key
        self.started += 1
        self.future = pool().submit(job)

    def ready(self, key: tuple[Any, ...]) -> tuple[bool, Any]:
        """``(True, result)`` once the decision asked for ``key`` is worked out (taken: it is
        handed over once), else ``(False, None)``. A worker's error is raised here, in the loop."""
        future = self.future
        if future is None or not self._same(key):
            return False, None
        if not future.done() and not self.wait:
            return False, None
        result = future.result()  # waits only when ``wait`` is set
        self.key = self.future = None
        return True, result

    def drop(self) -> None:
        """Forget the pending decision: whatever it finds will never be applied."""
        if self.future is not None:
            self.future.cancel()  # not started yet: never runs
        self.key = self.future = None

    def _same(self, key: tuple[Any, ...]) -> bool:
        # the position (first) by identity, as every change makes a new state object; the rest
        # (the seat) by value
        old = self.key
        return old is not None and old[0] is key[0] and old[1:] == key[1:]
