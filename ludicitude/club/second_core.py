"""A part of a season's reading done on a second processor: a copy of the reading process made
by ``os.fork`` works it out (it has every game read, shared with the reading until either
changes them) and hands back only its answer, while the reading goes on with the rest.

Used by the season's reading process alone (club/season_worker.py, and the benchmark that
measures it): the process that reads nothing but the season, with no window and no thread of its
own while it reads. Where there is no ``fork`` (Windows; macOS, where a forked process may not use
the system's frameworks, is left alone too), where the process can't be copied, or where the copy
fails or dies, the part is worked out here, after the rest: the answer is the same, only later.
"""

from __future__ import annotations

import os
import pickle
import sys
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")

#: where a part may be worked out in a copy of the process
FORKS = hasattr(os, "fork") and sys.platform.startswith("linux")


class Aside(Generic[T]):
    """``work()`` started in a copy of this process (``share``: where that can be), its answer
    taken by ``result()``; else ``result()`` works it out itself."""

    def __init__(self, work: Callable[[], T], share: bool = True) -> None:
        self.work = work
        self.pid = 0
        self._pipe = -1
        if not (share and FORKS):
            return
        try:
            read, write = os.pipe()
        except OSError:
            return
        try:
            pid = os.fork()
        except OSError:
            os.close(read)
            os.close(write)
            return
        if pid == 0:  # the copy: its answer down the pipe, then gone (no exit handler of the reading's)
            code = 1
            try:
                os.close(read)
                data = pickle.dumps(work(), protocol=pickle.HIGHEST_PROTOCOL)
                with os.fdopen(write, "wb") as out:
                    out.write(data)
                code = 0
            finally:
                os._exit(code)
        os.close(write)
        self.pid, self._pipe = pid, read

    def result(self) -> T:
        """The answer: the copy's, or (no copy, or it failed) worked out here."""
        if not self.pid:
            return self.work()
        try:
            with os.fdopen(self._pipe, "rb") as answer:
                data = answer.read()
        finally:
            _pid, status = os.waitpid(self.pid, 0)
            self.pid = 0
        if os.waitstatus_to_exitcode(status) == 0:
            try:
                value: T = pickle.loads(data)
                return value
            except (pickle.UnpicklingError, EOFError, ValueError, TypeError, AttributeError):
                pass
        return self.work()
