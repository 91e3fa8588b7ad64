"""A reveal as the table watches it, as a timed script: the dice stay face down a moment, flip
(narrowing, then opening on their faces), then each score counts to its new value. No pygame:
the screen asks ``at(speed)`` what to draw at this moment and only plays it.

Every duration is multiplied by the speed (the app's animation factor: 0 = instant, where the
reveal is at once what it settles on).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ludicitude.core.game import Event, GameState
from ludicitude.games.magouille.events import Eliminated, Lost, NobodyScores, Revealed, Scored

HOLD_SECONDS = 0.5  # dice face down before they flip, at normal speed
FLIP_SECONDS = 0.3
COUNT_SECONDS = 0.8  # scores counting to their new values
AUTO_CLOSE_SECONDS = 4.0  # a reveal closes by itself when nobody in the game is a person
#: ... but stays up at least this long, even at "instant" speed: it is what the people watching
#: read (skipping animations must not skip the results; Enter or a click still closes it at once)
READ_SECONDS = 2.0
#: the demo reads a reveal's result this long once its dice have flipped and its scores counted,
#: then goes on: a welcome screen moves, it does not sit on one box
DEMO_READ_SECONDS = 1.2


class Phase(Enum):
    """Where a reveal's animation is."""

    FACE_DOWN = "face down"  # the dice are up, their faces still hidden
    FLIP = "flip"  # the dice narrow, then open on their faces
    COUNTING = "counting"  # the faces are shown; the scores count to their new values
    DONE = "done"  # everything settled: what the reveal shows until it is closed


@dataclass(frozen=True)
class Moment:
    """What a reveal shows at one moment."""

    phase: Phase
    #: the faces are shown (from half-way through the flip): the table may see the new state
    flipped: bool
    #: the width of the face-down dice, as a fraction of their size (1: not flipping)
    squash: float
    #: the fraction of the score count done (0 until the flip ends, 1 once counted)
    count: float


@dataclass(frozen=True)
class Resolution:
    """What a second reveal did: the faces that cancelled out, the seat that scored, the seats
    that lost (a first reveal: all empty)."""

    cancelled: tuple[int, ...] = ()
    scorer: int | None = None
    losers: tuple[int, ...] = ()


class Reveal:
    """A reveal being shown, as the table sees it: the views before and after it, its public
    events, and its animation clock ``t`` (seconds since the dice came up)."""

    def __init__(self, before: GameState, after: GameState, events: list[Event]) -> None:
        self.before = before
        self.after = after
        self.events = events
        revealed = next(e for e in events if isinstance(e, Revealed))
        self.number: int = revealed.reveal
        self.faces: tuple[int | None, ...] = revealed.faces
        self.total: int = revealed.total
        self.t = 0.0
        #: a speed of its own, with the clock stopped (a screenshot mid-way); None: the app's speed
        self.frozen_speed: float | None = None

    def speed(self, app_factor: float) -> float:
        return app_factor if self.frozen_speed is None else self.frozen_speed

    def at(self, factor: float) -> Moment:
        """What the reveal shows now, at animation speed ``factor``."""
        if factor <= 0:
            return Moment(Phase.DONE, True, 1.0, 1.0)
        hold, flip, count = HOLD_SECONDS * factor, FLIP_SECONDS * factor, COUNT_SECONDS * factor
        t = self.t
        flipped = t >= hold + flip / 2
        squash = 1.0 if flipped else max(0.1, 1 - max(0.0, t - hold) / (flip / 2))
        counted = max(0.0, min(1.0, (t - hold - flip) / count))
        if t >= self.length(factor):
            phase = Phase.DONE
        elif t >= hold + flip:
            phase = Phase.COUNTING
        elif t >= hold:
            phase = Phase.FLIP
        else:
            phase = Phase.FACE_DOWN
        return Moment(phase, flipped, squash, counted)

    def done(self, factor: float) -> bool:
        return self.t >= self.length(factor)

    def skip(self, factor: float) -> None:
        """Jump to the settled picture (a key or a click during the animation)."""
        self.t = max(self.t, self.length(factor))

    @staticmethod
    def length(factor: float) -> float:
        """Seconds from the dice face down to the scores counted."""
        return (HOLD_SECONDS + FLIP_SECONDS + COUNT_SECONDS) * factor

    def shown_scores(self, factor: float) -> list[float]:
        """Scores as drawn: the old ones until the flip, then counting to the new ones."""
        moment = self.at(factor)
        old, new = self.before.scores, self.after.scores
        if not moment.flipped:
            return list(old)
        return [o + (n - o) * moment.count for o, n in zip(old, new)]

    def change(self, seat: int) -> int:
        """Points ``seat`` won (or lost, below 0) in this reveal."""
        return self.after.scores[seat] - self.before.scores[seat]

    def resolution(self) -> Resolution:
        for e in self.events:
            if isinstance(e, Scored):
                return Resolution(tuple(e.cancelled), e.seat)
            if isinstance(e, NobodyScores):
                return Resolution(tuple(e.cancelled))
            if isinstance(e, Lost):
                return Resolution(losers=tuple(e.seats_losing))
        return Resolution()

    def eliminated(self) -> set[int]:
        return {e.seat for e in self.events if isinstance(e, Eliminated)}


def auto_close_seconds(factor: float, people_watching: bool, demo: bool) -> float:
    """How long a reveal stays up when no person is left in the game to close it. People still at
    the table (eliminated) read it even at "instant" speed: else the rest of the game would flash
    by in a few frames; the demo keeps its own, quicker pace."""
    if demo:
        return (HOLD_SECONDS + FLIP_SECONDS + COUNT_SECONDS + DEMO_READ_SECONDS) * factor
    seconds = AUTO_CLOSE_SECONDS * factor
    if people_watching and not demo:
        seconds = max(seconds, READ_SECONDS)
    return seconds
