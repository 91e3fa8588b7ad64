"""The game screen's timeline (``core/timeline.py``), played: what every game screen derives
from it. The part ``Playback`` (``GameScene.playback``) holds it; a game's ``on_applied`` hands its
story's beats to the scene's ``play``, and its drawing asks ``timeline`` what runs now and how far
it is.

From the one timeline come: ``playing`` (input only skips), ``skip`` (the skip key or click lands
what moves, on the settled picture), ``busy`` (computers wait), ``holds_end`` (the final ranking
waits), and the frames: a running timeline schedules them, a settled one none, and the step that
settles it redraws the still picture once, without input. ``throw`` gives where each die of the
dice thrown now is (``core.timeline.tumble``), for the one die piece to draw. With reduced motion
(a setting) the timeline is played with its beats' times, but what they move fades in place
(``Timeline.reduced``). The story playing is kept beside it (``took_story``): while its beats tell
only some of its action's events (``Beat.told``), ``shown_table`` is the table as told so far.

And what the table hears: ``hear`` takes an action's cues (``core/cues.py``), each at the start
of its beat; every frame starts those whose beat has started (so a cue starts on the frame its
beat does); what the skip key lands is not heard (a burst of every cue at once says nothing);
the cues of a win wait for the final ranking (``hear_end``).

The final ranking waits for the timeline too: once the game is over (``game_over``) it comes
when nothing on the timeline holds it (``end_pending`` until then), with its cues.

The part asks its screen back through the screen's hooks, which a game overrides there:
``closes_alone`` and ``close_wait`` (a wait for a person), ``on_timeline`` (a beat started or
ended), ``still_changed`` and ``show_end``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

from ludicitude.core.cues import Heard, heard
from ludicitude.core.game import Event, GameState
from ludicitude.core.timeline import REST, Beat, Notice, Pose, Timeline, Tumble, WaitForPerson, tumble
from ludicitude.ui.frame import as_told, told_now, told_view


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




class PlaybackOwner(Protocol):
    """What the playback reads of the screen that holds it, and the hooks it asks back."""

    app: Any
    session: Any

    @property
    def state(self) -> GameState: ...

    @property
    def public(self) -> GameState: ...

    def closes_alone(self) -> float | None: ...

    def close_wait(self) -> None: ...

    def on_timeline(self) -> None: ...

    def still_changed(self) -> None: ...

    def show_end(self) -> None: ...


class Playback:
    """The timeline a game screen plays, the story it tells and the cues it starts (see the
    module docstring)."""

    def __init__(self, screen: PlaybackOwner) -> None:
        self.screen = screen
        self.timeline = Timeline()  # the screen's own: a timeline moves as it plays
        #: the cues of the timeline still to start, in order of start; those of the final ranking
        self.cues: tuple[Heard, ...] = ()
        self.end_cues: tuple[Heard, ...] = ()
        #: tumbles played, never reset: each throw differs from the one before
        self.throws = 0
        #: the story playing: its timeline, the table's view before its action, the action's
        #: events, the state before it (for each seat's view as told: ``told_view``)
        self.story: tuple[Timeline, GameState, list[Event], GameState] | None = None
        self._shown: tuple[object, GameState] | None = None  # ``shown_table``, made once per point told
        self.end_pending = False  # the game is over, but the final ranking waits: see ``holds_end``

    # -- playing ----------------------------------------------------------------------------
    def play(self, beats: Iterable[Beat], factor: float | None = None) -> Timeline:
        """Start the timeline of what just happened, at the app's animation speed (or ``factor``).
        A notice still read goes on under it unless it brings its own: a quiet action does not cut
        the reading short."""
        app = self.screen.app
        beats, old = list(beats), self.timeline
        self.cues = ()  # the last action's cues not yet heard belonged to its timeline
        reading = old.current(Notice)
        if reading is not None and not reading.skippable and not any(isinstance(b, Notice) for b in beats):
            beats.append(Notice(seconds=old.remaining(reading), along=True, scaled=False))
        self.timeline = Timeline(beats, app.animation_factor if factor is None else factor,
                                 app.settings.reduced_motion)
        self.throws += sum(1 for b in self.timeline.beats if isinstance(b, Tumble))
        app.dirty = True
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

    def skip(self) -> None:
        """Land what moves now: the settled picture (or the wait for a person after it); the cues
        of what it lands are not heard."""
        if self.timeline.skip():
            self.cues = tuple(c for c in self.cues if self.cue_start(c) >= self.timeline.t)
            self.changed()

    def busy(self) -> bool:
        """The timeline has not finished: computer players wait."""
        return not self.timeline.done

    def holds_end(self) -> bool:
        """Something the players must see before the final ranking is still on the timeline."""
        return self.timeline.holds_end

    def needs_frames(self) -> bool:
        """The timeline goes on by itself: frames are needed (none for a person's wait)."""
        tl = self.timeline
        return tl.needs_frames or (not tl.frozen and tl.current(WaitForPerson) is not None
                                   and self.screen.closes_alone() is not None)

    def advance(self, dt: float) -> None:
        """One frame ``dt`` seconds later: what moves is redrawn; a beat that starts or ends
        redraws the still picture; a wait nobody can close closes in its time (the screen's
        ``close_wait``)."""
        tl = self.timeline
        if tl.done or tl.frozen:
            return
        if tl.playing:
            self.screen.app.dirty = True
        limit = self.screen.closes_alone() if tl.current(WaitForPerson) is not None else None
        if limit is not None and tl.t + dt >= limit:
            self.screen.close_wait()
        elif tl.advance(dt):
            self.changed()

    def close_wait(self) -> None:
        """A person (or the time, with nobody here) has closed what waited: the timeline is over."""
        self.timeline.release()
        self.changed()

    def changed(self) -> None:
        """A beat has started or ended: the game takes it in, the still picture is redrawn, and
        the final ranking comes once nothing holds it; the cues of the beats started now start."""
        self.start_cues()
        self.screen.on_timeline()
        self.screen.still_changed()
        self.release_end()

    def game_over(self) -> None:
        """The game has just ended: the final ranking comes now, or once the timeline's
        ``holds_end`` (a reveal, a round's scoring, coins in the air) is done."""
        self.end_pending = True
        self.screen.app.dirty = True
        self.release_end()

    def release_end(self) -> None:
        """Show the final ranking if the game has ended and nothing holds it any more; the game's
        cues of its end (a win's fanfare) start with it."""
        if self.end_pending and not self.timeline.holds_end:
            self.end_pending = False
            self.hear_end()
            self.screen.show_end()

    # -- the story told -----------------------------------------------------------------------
    def took_story(self, before: GameState, timeline: Timeline) -> None:
        """The moves since ``before`` are in: if they played a story (a timeline other than
        ``timeline``), what the table was shown before them is kept for ``shown_table``."""
        if self.timeline is not timeline:
            state = self.screen.state
            self.story = (self.timeline, before.view(None), state.events[len(before.events):], before)

    def shown_table(self) -> GameState:
        """The table's view as shown at the timeline's point (``GameScene.shown_table``)."""
        story, timeline, public = self.story, self.timeline, self.screen.public
        if story is None or story[0] is not timeline or timeline.done:
            return public
        told = told_now(timeline)
        if told is None:
            return public
        key = (story[0], self.screen.state, told)
        cached = self._shown
        if cached is None or cached[0] != key:
            events = [e for e in story[2][:told] if e.visible_to(None)]
            cached = self._shown = (key, as_told(story[1], events))
        return cached[1]

    def told_view(self, seat: int) -> GameState | None:
        """``seat``'s view as the table has told it (``ui/frame.told_view``), or None."""
        return told_view(self.story, self.timeline, seat)

    # -- what the table hears -------------------------------------------------------------------
    def hear(self, before: GameState, timeline: Timeline) -> None:
        """What the table hears of the moves since ``before`` (the game's sounds declaration,
        ``core/cues.py``), each cue with its beat of the story the screen has just played (none
        played, the timeline still ``timeline``: at once)."""
        new = self.timeline if self.timeline is not timeline else None
        state = self.screen.state
        self.listen(heard(self.screen.session.game.sounds(), state.events[len(before.events):], new), new)

    def listen(self, cues: list[Heard], timeline: Timeline | None) -> None:
        """The cues of an action, timed on ``timeline`` (None: the action played none, they
        start at once, and those still due on the timeline playing keep their beats): those due
        start now, the rest as their beats start."""
        self.end_cues = (*self.end_cues, *(h for h in cues if h.at_end))
        due = [h for h in cues if not h.at_end]
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
                self.screen.app.sounds.play(cue.name, cue.size)

    def hear_end(self) -> None:
        """The final ranking shows: its cues (a win's fanfare) start."""
        cues, self.end_cues = self.end_cues, ()
        for cue in cues:
            self.screen.app.sounds.play(cue.name, cue.size)
