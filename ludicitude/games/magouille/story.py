"""A reveal as the table watches it, as a timeline (``core/timeline.py``): the dice stay face
down a moment, turn (narrowing, then opening on their faces), then each score counts to its new
value, and the result waits for a person to go on. No pygame: the screen asks ``moment`` what to
draw at this point of the timeline.

At animation speed 0 (instant) the reveal is at once what it settles on, and still waits.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from ludicitude.core.game import Event, GameState
from ludicitude.core.timeline import (
    AUTO_CLOSE_SECONDS,
    COUNT_SECONDS,
    FACE_DOWN_SECONDS,
    FLIP_SECONDS,
    Beat,
    Timeline,
    Wait,
    WaitForPerson,
)
from ludicitude.games.magouille.events import Eliminated, Lost, NobodyScores, Revealed, RoundStarted, Scored

#: ... a reveal stays up at least this long with nobody to close it, even at "instant" speed: it
#: is what the people watching read (skipping animations must not skip the results; Enter or a
#: click still closes it at once)
READ_SECONDS = 2.0
#: the demo reads a reveal's result this long once its dice have flipped and its scores counted,
#: then goes on: a welcome screen moves, it does not sit on one box
DEMO_READ_SECONDS = 1.2
#: the timeline's beats, by name: the flip is two halves, the faces show from the second
FACE_DOWN, TURN, OPEN, COUNT = "face down", "turn", "open", "count"


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


def story(before: GameState, after: GameState, events: Sequence[Event]) -> list[Beat]:
    """The timeline of an action that reveals the dice (none for any other): face down, the
    turn in two halves, the count, then the result waits for a person."""
    if not any(isinstance(e, Revealed) for e in events):
        return []
    return [Wait(name=FACE_DOWN, seconds=FACE_DOWN_SECONDS), Wait(name=TURN, seconds=FLIP_SECONDS / 2),
            Wait(name=OPEN, seconds=FLIP_SECONDS / 2), Wait(name=COUNT, seconds=COUNT_SECONDS), WaitForPerson()]


def moment(timeline: Timeline) -> Moment:
    """What the reveal on ``timeline`` shows now (all settled when its beats were left out)."""
    named = {b.name: timeline.progress(b) for b in timeline.beats if isinstance(b, Wait)}
    down, turn, opened, count = (named.get(n, 1.0) for n in (FACE_DOWN, TURN, OPEN, COUNT))
    flipped = turn >= 1
    phase = Phase.DONE if count >= 1 else Phase.COUNTING if opened >= 1 else Phase.FLIP if down >= 1 \
        else Phase.FACE_DOWN
    # reduced motion: the dice do not narrow as they turn, they show their faces at the same moment
    squash = 1.0 if flipped or timeline.reduced else max(0.1, 1 - turn)
    return Moment(phase, flipped, squash, count)


class Reveal:
    """A reveal being shown, as the table sees it: the views before and after it and its public
    events (its clock is the screen's timeline)."""

    def __init__(self, before: GameState, after: GameState, events: list[Event]) -> None:
        self.before = before
        self.after = after
        self.events = events
        revealed = next(e for e in events if isinstance(e, Revealed))
        self.number: int = revealed.reveal
        self.faces: tuple[int | None, ...] = revealed.faces
        self.total: int = revealed.total

    def shown_scores(self, moment: Moment) -> list[float]:
        """Scores as drawn: the old ones until the flip, then counting to the new ones."""
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

    def told(self, flipped: bool) -> list[Event]:
        """The public events the table has been told: those before the reveal, then once its
        dice have turned what the reveal did, never what comes after it ("Round 3 begins…")."""
        return [*self.before.events, *(e for e in self.events if flipped and not isinstance(e, RoundStarted))]

    def eliminated(self) -> set[int]:
        return {e.seat for e in self.events if isinstance(e, Eliminated)}


def auto_close_seconds(factor: float, people_watching: bool, demo: bool) -> float:
    """How long a reveal stays up when no person is left in the game to close it. People still at
    the table (eliminated) read it even at "instant" speed: else the rest of the game would flash
    by in a few frames; the demo keeps its own, quicker pace."""
    if demo:
        return (FACE_DOWN_SECONDS + FLIP_SECONDS + COUNT_SECONDS + DEMO_READ_SECONDS) * factor
    seconds = AUTO_CLOSE_SECONDS * factor
    if people_watching and not demo:
        seconds = max(seconds, READ_SECONDS)
    return seconds
