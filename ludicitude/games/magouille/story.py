"""A reveal as the table watches it, as a timeline (``core/timeline.py``): the dice stay under
their cups a moment, the cups lift one after the other (each face shows as its own cup lifts,
and the total counts up with them), then each score counts to its new value, and the result
waits for a person to go on. No pygame: the screen asks ``moment`` what to
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
    Beat,
    Timeline,
    Wait,
    WaitForPerson,
)
from ludicitude.games.magouille.events import Eliminated, GameOver, Lost, NobodyScores, Revealed, RoundStarted, Scored

#: ... a reveal stays up at least this long with nobody to close it, even at "instant" speed: it
#: is what the people watching read (skipping animations must not skip the results; Enter or a
#: click still closes it at once)
READ_SECONDS = 2.0
#: the demo reads a reveal's result this long once its dice have flipped and its scores counted,
#: then goes on: a welcome screen moves, it does not sit on one box
DEMO_READ_SECONDS = 1.0
#: the timeline's beats, by name: the cups down (then ``CupsLift``), the count
FACE_DOWN, COUNT = "face down", "count"
#: seconds at normal speed for one cup to lift off its die (the next one lifts after it), and for
#: all of them at most (with many players each cup lifts quicker: the room waits no longer)
LIFT_SECONDS, LIFTS_SECONDS = 0.3, 0.9


#: the share of the beat under the cups in which they come down onto the dice
CUPS_LAND = 0.4


def lift_seconds(cups: int) -> float:
    """How long each of ``cups`` cups takes to lift at normal speed."""
    return min(LIFT_SECONDS, LIFTS_SECONDS / max(1, cups))


@dataclass(frozen=True, kw_only=True)
class CupsLift(Beat):
    """The ``cups`` cups lifting one after the other (one beat: the still picture is drawn at
    its start and end only; what moves in it, the cups and the total counting up, every frame)."""

    cups: int = 0


class Phase(Enum):
    """Where a reveal's animation is."""

    FACE_DOWN = "face down"  # the dice are up, under their cups
    LIFTING = "lifting"  # the cups lift one after the other, each face shows as its cup lifts
    COUNTING = "counting"  # every face is shown; the scores count to their new values
    DONE = "done"  # everything settled: what the reveal shows until it is closed


@dataclass(frozen=True)
class Moment:
    """What a reveal shows at one moment."""

    phase: Phase
    #: every cup is up, every face shown: the table may see the new state (what the reveal did)
    flipped: bool
    #: the fraction of the score count done (0 until every cup is up, 1 once counted)
    count: float
    #: how far each cup has lifted (0 down, 1 off), in the order of the seats shown; a cup past
    #: these (the lifts were left out: animations off) is off
    lifting: tuple[float, ...] = ()
    #: how far the cups have come down onto the dice (0 in the air, 1 on the table): they slam
    #: down over the first part of the beat under the cups, then stand still
    down: float = 1.0
    #: reduced motion (a setting): the cups fade in and out in place instead of moving
    reduced: bool = False

    def lift(self, i: int) -> float:
        """How far the ``i``-th cup has lifted: its face shows from the moment it moves."""
        return self.lifting[i] if i < len(self.lifting) else 1.0

    @property
    def showing(self) -> bool:
        """A face shows: the first cup has begun to lift (until then the secret is whole)."""
        return self.flipped or any(p > 0 for p in self.lifting)

    def lifted(self) -> int:
        """How many cups are fully off their dice (the first ones, in order)."""
        return next((i for i, p in enumerate(self.lifting) if p < 1), len(self.lifting))


@dataclass(frozen=True)
class Resolution:
    """What a second reveal did: the faces that cancelled out, the seat that scored, the seats
    that lost (a first reveal: all empty)."""

    cancelled: tuple[int, ...] = ()
    scorer: int | None = None
    losers: tuple[int, ...] = ()


def story(before: GameState, after: GameState, events: Sequence[Event]) -> list[Beat]:
    """The timeline of an action that reveals the dice (none for any other): the cups down a
    moment, each cup lifting after the one before, the count, then the result waits for a person.
    The reveal, made from what the table may see only, is carried by its last beat (``Shown``)."""
    if not any(isinstance(e, Revealed) for e in events):
        return []
    return beats(Reveal.of(before.view(None), after.view(None), [e for e in events if e.visible_to(None)]))


def beats(reveal: Reveal) -> list[Beat]:
    """The beats of ``reveal``: until every cup is up the table is told nothing of the action
    (``told=0``: the state before it); the last beat, which stands until a person closes it (and
    stays at "instant" speed), carries the reveal."""
    cups = sum(1 for f in reveal.faces if f is not None)
    return [Wait(name=FACE_DOWN, seconds=FACE_DOWN_SECONDS, told=0),
            CupsLift(seconds=lift_seconds(cups) * cups, cups=cups, told=0),
            Wait(name=COUNT, seconds=COUNT_SECONDS), Shown(reveal=reveal)]


def moment(timeline: Timeline) -> Moment:
    """What the reveal on ``timeline`` shows now (all settled when its beats were left out)."""
    named = {b.name: timeline.progress(b) for b in timeline.beats if isinstance(b, Wait)}
    down, count = named.get(FACE_DOWN, 1.0), named.get(COUNT, 1.0)
    lift = next((b for b in timeline.beats if isinstance(b, CupsLift)), None)
    done = timeline.progress(lift) * lift.cups if lift is not None else 0.0
    lifting = tuple(max(0.0, min(1.0, done - i)) for i in range(lift.cups if lift is not None else 0))
    flipped = down >= 1 and all(p >= 1 for p in lifting)
    phase = Phase.DONE if count >= 1 else Phase.COUNTING if flipped else Phase.LIFTING if down >= 1 \
        else Phase.FACE_DOWN
    return Moment(phase, flipped, count, lifting, min(1.0, down / CUPS_LAND), timeline.reduced)


@dataclass(frozen=True)
class Reveal:
    """A reveal as the table sees it (made from public views and events only, frozen): which
    reveal (1 or 2), the faces (None: a player out) and their total, its public events, the
    scores before and after it, the round it reveals and the minimum total it was played to.
    Carried by the reveal's last beat (``Shown``): the screen keeps no state of its own."""

    number: int
    faces: tuple[int | None, ...]
    total: int
    events: tuple[Event, ...]
    old: tuple[int, ...]
    new: tuple[int, ...]
    round: int
    minimum: int | None = None

    @classmethod
    def of(cls, before: GameState, after: GameState, events: Sequence[Event]) -> Reveal:
        """The reveal among ``events`` (public) of the action from ``before`` to ``after`` (views)."""
        revealed = next(e for e in events if isinstance(e, Revealed))
        return cls(revealed.reveal, tuple(revealed.faces), revealed.total, tuple(events), tuple(before.scores),
                   tuple(after.scores), getattr(before, "round", 0), getattr(before, "minimum_total", None))

    def shown_scores(self, moment: Moment) -> list[float]:
        """Scores as drawn: the old ones until every cup is up, then counting to the new ones."""
        if not moment.flipped:
            return list(self.old)
        return [o + (n - o) * moment.count for o, n in zip(self.old, self.new)]

    def change(self, seat: int) -> int:
        """Points ``seat`` won (or lost, below 0) in this reveal."""
        return self.new[seat] - self.old[seat]

    def resolution(self) -> Resolution:
        for e in self.events:
            if isinstance(e, Scored):
                return Resolution(tuple(e.cancelled), e.seat)
            if isinstance(e, NobodyScores):
                return Resolution(tuple(e.cancelled))
            if isinstance(e, Lost):
                return Resolution(losers=tuple(e.seats_losing))
        return Resolution()

    def told(self, shown: Sequence[Event]) -> list[Event]:
        """Of the events the table has been shown (``shown``: the frame's ``table``), those a
        reveal tells: never what comes after it ("Round 3 begins…")."""
        return [e for e in shown if not (isinstance(e, RoundStarted) and e in self.events)]

    def eliminated(self) -> set[int]:
        return {e.seat for e in self.events if isinstance(e, Eliminated)}

    def winners(self) -> tuple[int, ...]:
        """The seats that win the game in this reveal (none while the game goes on)."""
        return next((tuple(e.winners) for e in self.events if isinstance(e, GameOver)), ())


@dataclass(frozen=True, kw_only=True)
class Shown(WaitForPerson):
    """A reveal's result waiting for a person to go on; it carries the ``reveal``."""

    reveal: Reveal


def shown(beats: Sequence[Beat]) -> Reveal | None:
    """The reveal that ``beats`` (a timeline's) play, if any."""
    return next((b.reveal for b in beats if isinstance(b, Shown)), None)


def auto_close_seconds(factor: float, people_watching: bool, demo: bool, cups: int = 0) -> float:
    """How long a reveal of ``cups`` dice stays up when no person is left in the game to close
    it (each cup's lift adds its time). People still at the table (eliminated) read it even at
    "instant" speed: else the rest of the game would flash by in a few frames; the demo keeps its
    own, quicker pace."""
    if demo:
        return (FACE_DOWN_SECONDS + lift_seconds(cups) * cups + COUNT_SECONDS + DEMO_READ_SECONDS) * factor
    seconds = (AUTO_CLOSE_SECONDS + lift_seconds(cups) * cups) * factor
    if people_watching and not demo:
        seconds = max(seconds, READ_SECONDS)
    return seconds
