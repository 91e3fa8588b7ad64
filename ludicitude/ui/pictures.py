"""The pictures the pieces keep between frames (a die at rest, its shadow, a coin pile, a game's
face pictures...), each a pure function of values such as a size, drawn once and kept.

Every such cache is made by ``kept``: the pictures of all of them are bounded together in bytes
(``BUDGET``: the least recently used go first), not only in number, since a picture at 3840x2160
holds four times the bytes of one at 1920x1080. When a screen is left (``screen_left``, called by
the scene stack) and they hold more than ``DROP_ABOVE`` bytes, they are all dropped, the next
screen drawing its own, and the freed memory is given back to the system (glibc's
``malloc_trim``: a freed picture otherwise stays in the process's heap).
"""

from __future__ import annotations

import functools
import sys
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, Generic, ParamSpec, TypeVar

import pygame

P = ParamSpec("P")
R = TypeVar("R")

#: the most bytes of pictures every kept cache holds together
BUDGET = 64 * 2**20
#: a screen left while the caches hold more than this drops them all (below it, what a screen
#: drew is worth keeping for the next: a few MiB at 1920x1080)
DROP_ABOVE = 24 * 2**20

_CACHES: list[Kept[Any, Any]] = []
_held = [0]  # bytes held by every kept cache together


def _bytes_of(value: object) -> int:
    if isinstance(value, pygame.Surface):
        return value.get_width() * value.get_height() * value.get_bytesize()
    if isinstance(value, tuple):
        return sum(_bytes_of(v) for v in value)
    return 0


class Kept(Generic[P, R]):
    """``fn`` with its results kept by its arguments, the ``maxsize`` most recently used, within
    the shared byte ``BUDGET``; ``cache_info`` and ``cache_clear`` as ``functools.lru_cache``'s."""

    def __init__(self, fn: Callable[P, R], maxsize: int) -> None:
        functools.update_wrapper(self, fn)
        self.fn, self.maxsize = fn, maxsize
        self.kept: OrderedDict[Any, tuple[R, int]] = OrderedDict()
        self.hits = self.misses = 0
        self.bytes = 0
        _CACHES.append(self)

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        key = (args, tuple(kwargs.items())) if kwargs else args
        found = self.kept.get(key)
        if found is not None:
            self.hits += 1
            self.kept.move_to_end(key)
            return found[0]
        self.misses += 1
        value = self.fn(*args, **kwargs)
        size = _bytes_of(value)
        self.kept[key] = (value, size)
        self.bytes += size
        _held[0] += size
        while len(self.kept) > self.maxsize:
            self._forget_oldest()
        if _held[0] > BUDGET:
            _within_budget()
        return value

    def _forget_oldest(self) -> None:
        _key, (_value, size) = self.kept.popitem(last=False)
        self.bytes -= size
        _held[0] -= size

    def cache_info(self) -> functools._CacheInfo:
        return functools._CacheInfo(self.hits, self.misses, self.maxsize, len(self.kept))

    def cache_clear(self) -> None:
        _held[0] -= self.bytes
        self.bytes = 0
        self.kept.clear()
        self.hits = self.misses = 0


def kept(maxsize: int) -> Callable[[Callable[P, R]], Kept[P, R]]:
    """A picture cache: ``@kept(maxsize=64)`` where ``@functools.lru_cache(maxsize=64)`` would be."""
    def wrap(fn: Callable[P, R]) -> Kept[P, R]:
        return Kept(fn, maxsize)
    return wrap


def held() -> int:
    """The bytes of pictures every kept cache holds."""
    return _held[0]


def _within_budget() -> None:
    """The largest caches give up their least recently used pictures until all are in budget."""
    while _held[0] > BUDGET:
        largest = max(_CACHES, key=lambda c: c.bytes)
        if not largest.kept:
            return
        largest._forget_oldest()


def drop() -> None:
    """Every kept picture forgotten, and the memory given back."""
    for cache in _CACHES:
        cache.cache_clear()
    give_back()


def screen_left() -> None:
    """A screen was left: its pictures dropped if they are many (``DROP_ABOVE``)."""
    if _held[0] > DROP_ABOVE:
        drop()


@functools.cache
def _trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    import ctypes  # (imported when first needed: not at the start)

    try:
        trim = ctypes.CDLL(None).malloc_trim  # glibc's, in the process already; musl has none
    except (OSError, AttributeError):
        return None
    trim.argtypes, trim.restype = [ctypes.c_size_t], ctypes.c_int
    return trim


def give_back() -> None:
    """Free memory at the top and in the middle of the heap returned to the system (glibc);
    nothing elsewhere."""
    trim = _trim()
    if trim is not None:
        trim(0)
