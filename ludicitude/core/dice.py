"""Seeded dice carried inside a game state.

The generator is SplitMix64: its whole state is one integer, so a game state copies and
serialises it for free, and a game replays exactly from its seed and its actions.
"""

from __future__ import annotations

from dataclasses import dataclass

_MASK = (1 << 64) - 1
_SPAN = 1 << 64
_GAMMA = 0x9E3779B97F4A7C15
#: for each small n, the bound under which a 64-bit draw is kept by ``below`` (no modulo bias)
_LIMITS = [0] + [_SPAN - _SPAN % n for n in range(1, 257)]


@dataclass(slots=True)
class Dice:
    """A small seeded random generator; ``state`` is all there is to save."""

    state: int

    @classmethod
    def from_seed(cls, seed: int) -> Dice:
        return cls(state=seed & _MASK)

    def _next(self) -> int:
        self.state = (self.state + _GAMMA) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        # the commonest call of every game (each die, each random bot's choice), so _next is
        # inlined here and the bound is looked up for small n: the same draws, fewer steps
        limit = _LIMITS[n] if n <= 256 else _SPAN - _SPAN % n
        state = self.state
        while True:
            state = (state + _GAMMA) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                self.state = state
                return x % n

    def roll(self, sides: int = 6) -> int:
        """One die: a face from 1 to ``sides``."""
        return self.below(sides) + 1

    def roll_many(self, count: int, sides: int = 6) -> tuple[int, ...]:
        return tuple(self.roll(sides) for _ in range(count))

    def copy(self) -> Dice:
        return Dice(self.state)
