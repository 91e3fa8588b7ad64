"""The game screen's timeline (``core/timeline.py``), played: what every game screen derives
from it. ``GameScene`` mixes this in; a game's ``on_applied`` hands its story's beats to ``play``,
and its drawing asks ``timeline`` what runs now and how far it is.

From the one timeline come: ``playing`` (input only skips), ``skip_animation`` (the skip key or
click lands what moves, on the settled picture), ``busy`` (computers wait), ``holds_end`` (the
final ranking waits), and the frames: a running timeline schedules them, a settled one none, and
the step that settles it redraws the still picture once, without input. ``throw`` gives where
each die of the dice thrown now is (``core.timeline.tumble``), for the one die piece to draw.
With reduced motion (a setting) the timeline is played with its beats' times, but what they
move fades in place (``Timeline.reduced``).

And what the table hears: ``listen`` takes an action's cues (``core/cues.py``), each at the start
of its beat; every frame starts those whose beat has started (so a cue starts on the frame its
beat does); what the skip key lands is not heard (a burst of every cue at once says nothing);
the cues of a win wait for the final ranking (``hear_end``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ludicitude.core.cues import Heard
from ludicitude.core.timeline import REST, Beat, Notice, Pose, Timeline, Tumble, WaitForPerson, tumble

if TYPE_CHECKING:
    from ludicitude.ui.host import Host


class Throw:
    """The dice of a Tumble at one moment: ``pose(index)`` is where die ``index`` is (of
    ``count``; ``core.timeline.tumble``), and REST for a die that does not move."""

    def __init__(self, progress: float, count: int, seed: int = 0, reduced: bool = False,
                 moving: tuple[int, ...] = ()) -> None:
        self.progress, self.count, self.seed, self.reduced = progress, count, seed, reduced
        #: the dice that move (all when empty)
        self.moving = moving

    def pose(self, index: int) -> Pose:
        if self.moving and index not in self.moving:
            return REST
        order = self.moving.index(index) if self.moving else index
        count = len(self.moving) if self.moving else self.count
        return tumble(self.progress, order, count, seed=self.seed, reduced=self.reduced)


class Timed:
    """A screen that plays a timeline (the base of the game screens)."""

    if TYPE_CHECKING:
        app: Host

        def still_changed(self) -> None: ...

        def release_end(self) -> None: ...

    timeline: Timeline  # each screen's own (``init_timeline``): a timeline moves as it plays

    def init_timeline(self) -> None:
        self.timeline = Timeline()

    #: frames drawn while something moved, never reset
    frame = 0
    #: the cues of the timeline still to start, in order of start; those of the final ranking
    cues: tuple[Heard, ...] = ()
    end_cues: tuple[Heard, ...] = ()

    def listen(self, heard: list[Heard], timeline: Timeline | None) -> None:
        """The cues of an action, timed on ``timeline`` (None: the action played none, they
        start at once, and those still due on the timeline playing keep their beats): those due
        start now, the rest as their beats start."""
        self.end_cues = (*self.end_cues, *(h for h in heard if h.at_end))
        due = [h for h in heard if not h.at_end]
        if timeline is None or timeline is not self.timeline:
            self.cues = (*self.cues, *(Heard(h.name, h.size) for h in due))
        else:
            self.cues = tuple(due)  # ``play`` dropped those of the timeline before
        self.start_cues()

    def cue_start(self, cue: Heard) -> float:
        """When ``cue`` starts on the timeline now (a wait closed moves the beats after it)."""
        return self.timeline.starts[cue.beat] if 0 <= cue.beat < len(self.timeline.starts) else 0.0

    def start_cues(self) -> None:
        """Start the cues whose beat has started (the rest wait for theirs)."""
        t = self.timeline.t
        due = [c for c in self.cues if self.cue_start(c) <= t]
        if due:
            self.cues = tuple(c for c in self.cues if c not in due)
            for cue in due:
                self.app.sounds.play(cue.name, cue.size)

    def hear_end(self) -> None:
        """The final ranking shows: its cues (a win's fanfare) start."""
        cues, self.end_cues = self.end_cues, ()
        for cue in cues:
            self.app.sounds.play(cue.name, cue.size)
    #: tumbles played, never reset: each throw differs from the one before
    throws = 0

    def play(self, beats: Iterable[Beat], factor: float | None = None) -> Timeline:
        """Start the timeline of what just happened, at the app's animation speed (or ``factor``).
        A notice still read goes on under it unless it brings its own: a quiet action does not cut
        the reading short."""
        beats, old = list(beats), self.timeline
        self.cues = ()  # the last action's cues not yet heard belonged to its timeline
        reading = old.current(Notice)
        if reading is not None and not reading.skippable and not any(isinstance(b, Notice) for b in beats):
            beats.append(Notice(seconds=old.remaining(reading), along=True, scaled=False))
        self.timeline = Timeline(beats, self.app.animation_factor if factor is None else factor,
                                 self.app.settings.reduced_motion)
        self.throws += sum(1 for b in self.timeline.beats if isinstance(b, Tumble))
        self.app.dirty = True
        return self.timeline

    def throw(self, count: int) -> Throw | None:
        """The dice thrown now (``count`` of them; those the Tumble rerolls when it says), or None
        when no Tumble runs."""
        beat = self.timeline.current(Tumble)
        if beat is None:
            return None
        return Throw(self.timeline.progress(beat), count, self.throws, self.timeline.reduced, beat.rerolled)

    def playing(self) -> bool:
        """Something moves that input may only skip (dice, coins, a flip)."""
        return self.timeline.playing

    def skip_animation(self) -> None:
        """Land what moves now: the settled picture (or the wait for a person after it); the cues
        of what it lands are not heard."""
        if self.timeline.skip():
            self.cues = tuple(c for c in self.cues if self.cue_start(c) >= self.timeline.t)
            self.timeline_changed()

    def busy(self) -> bool:
        """The timeline has not finished: computer players wait."""
        return not self.timeline.done

    def holds_end(self) -> bool:
        """Something the players must see before the final ranking is still on the timeline."""
        return self.timeline.holds_end

    def closes_alone(self) -> float | None:
        """Hook: with nobody here to close a wait for a person, the timeline's time at which it
        closes by itself (None: somebody is here, it waits)."""
        return None

    def needs_frames(self) -> bool:
        """The timeline goes on by itself: frames are needed (none for a person's wait)."""
        tl = self.timeline
        return tl.needs_frames or (not tl.frozen and tl.current(WaitForPerson) is not None
                                   and self.closes_alone() is not None)

    def advance_timeline(self, dt: float) -> None:
        """One frame ``dt`` seconds later: what moves is redrawn; a beat that starts or ends
        redraws the still picture; a wait nobody can close closes in its time."""
        tl = self.timeline
        if tl.done or tl.frozen:
            return
        if tl.playing:
            self.frame += 1
            self.app.dirty = True
        limit = self.closes_alone() if tl.current(WaitForPerson) is not None else None
        if limit is not None and tl.t + dt >= limit:
            self.close_wait()
        elif tl.advance(dt):
            self.timeline_changed()

    def close_wait(self) -> None:
        """A person (or the time, with nobody here) has closed what waited: the timeline is over."""
        self.timeline.release()
        self.timeline_changed()

    def timeline_changed(self) -> None:
        """A beat has started or ended: the game takes it in, the still picture is redrawn, and
        the final ranking comes once nothing holds it; the cues of the beats started now start."""
        self.start_cues()
        self.on_timeline()
        self.still_changed()
        if not self.timeline.holds_end:
            self.release_end()

    def on_timeline(self) -> None:
        """Hook: a beat has started or ended (the dice landed, coins arrived, a wait closed)."""
