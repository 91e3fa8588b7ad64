"""The game screen's timeline (``core/timeline.py``), played: what every game screen derives
from it. ``GameScene`` mixes this in; a game's ``on_applied`` hands its story's beats to ``play``,
and its drawing asks ``timeline`` what runs now and how far it is.

From the one timeline come: ``playing`` (input only skips), ``skip_animation`` (the skip key or
click lands what moves, on the settled picture), ``busy`` (computers wait), ``holds_end`` (the
final ranking waits), and the frames: a running timeline schedules them, a settled one none, and
the step that settles it redraws the still picture once, without input.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ludicitude.core.timeline import Beat, Notice, Timeline, WaitForPerson

if TYPE_CHECKING:
    from ludicitude.ui.host import Host


class Timed:
    """A screen that plays a timeline (the base of the game screens)."""

    if TYPE_CHECKING:
        app: Host

        def still_changed(self) -> None: ...

        def release_end(self) -> None: ...

    timeline: Timeline  # each screen's own (``init_timeline``): a timeline moves as it plays

    def init_timeline(self) -> None:
        self.timeline = Timeline()

    #: frames drawn while something moved, never reset (the tumbling dice start each roll where
    #: the last one left them)
    frame = 0

    def play(self, beats: Iterable[Beat], factor: float | None = None) -> Timeline:
        """Start the timeline of what just happened, at the app's animation speed (or ``factor``).
        A notice still read goes on under it unless it brings its own: a quiet action does not cut
        the reading short."""
        beats, old = list(beats), self.timeline
        reading = old.current(Notice)
        if reading is not None and not reading.skippable and not any(isinstance(b, Notice) for b in beats):
            beats.append(Notice(seconds=old.remaining(reading), along=True, scaled=False))
        self.timeline = Timeline(beats, self.app.animation_factor if factor is None else factor)
        self.app.dirty = True
        return self.timeline

    def playing(self) -> bool:
        """Something moves that input may only skip (dice, coins, a flip)."""
        return self.timeline.playing

    def skip_animation(self) -> None:
        """Land what moves now: the settled picture (or the wait for a person after it)."""
        if self.timeline.skip():
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
        the final ranking comes once nothing holds it."""
        self.on_timeline()
        self.still_changed()
        if not self.timeline.holds_end:
            self.release_end()

    def on_timeline(self) -> None:
        """Hook: a beat has started or ended (the dice landed, coins arrived, a wait closed)."""
