"""One frame of a game's table as shown: the one value a game's drawing reads (``draw_table(surface,
frame)``, and every function of its ``table.py`` and ``pieces.py``), built from the game screen
(``frame_of``, for ``GameScene.shown_frame``) for each drawing. Frozen: a drawing can change
nothing through it.

- ``table``: the state as the table has been shown it at the timeline's point. While the story of
  an action plays, a beat that says how many of the action's events may be told (``Beat.told``)
  shows the table's view from before the action with those events only: the banner, the header,
  the log, the recap and the phones' big-screen words all read this, so none of them tells what
  the dice, the coins or the cups have not shown yet (a header names the round being revealed,
  never the next one). Settled, or under beats that tell everything, it is the table's view now.
- ``now``: the table's view now (what the state has become), for what the game's turn shows
  before the story ends (a button to close a reveal), never for words about the game.
- ``running``: the beats running now, each with how far it is (``Running``); ``beats``: every
  beat of the story, in order, with how far it is (1: over, 0: not begun); ``settled``: the
  timeline is done; ``playing``: a beat runs that input may only skip; ``reduced``: reduced
  motion (what moves fades in place).
- ``names``, ``identities``: the seats' names as their plates show them (a computer's with its
  level) and their looks (colour and symbol); ``told_names`` and ``name(seat)``: the names in
  running text (the banner, the story, the hints: a computer's without its level).
- ``layout``: the game's own layout (its frozen ``TableLayout``, placed by ``layout``), ``focused``
  and ``hover``: the widget with the keyboard's focus while its ring shows (``focus_shown``) and
  the one under the pointer, ``message``:
  the refusal or the instruction in the banner, ``buttons``: the screen's buttons as they stand.
- ``own``: the game's own small frozen value (what its turn's UI has picked, its keys' names...),
  made by its scene's ``frame_own``.
- ``private_seat`` and ``private``: the seat whose private screen is open and that seat's own
  view, the only secret a frame carries (None when none is open).

``ludicitude.ui.frame`` names no game; a game's drawing imports it, never its scene.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

import pygame

from ludicitude.core.game import Event, GameState
from ludicitude.core.timeline import Beat, Timeline
from ludicitude.ui.theme import Identity

S = TypeVar("S", bound=GameState)
T = TypeVar("T")


@dataclass(frozen=True)
class Running:
    """A beat running now and how far it is, from 0 (started) to 1 (over)."""

    beat: Beat
    progress: float


@dataclass(frozen=True)
class ButtonView:
    """A button as it stands: its words, the key that presses it ("" for none), where it is,
    whether it can be pressed and whether it is on show."""

    label: str
    key: str
    rect: tuple[int, int, int, int]
    enabled: bool
    visible: bool


@dataclass(frozen=True)
class Frame(Generic[S]):
    """One frame of the table as shown (see the module docstring)."""

    size: tuple[int, int]
    table: S
    now: S
    running: tuple[Running, ...]
    beats: tuple[Running, ...]
    settled: bool
    playing: bool
    reduced: bool
    names: tuple[str, ...]
    told_names: tuple[str, ...]
    identities: tuple[Identity, ...]
    layout: Any
    focused: object | None
    hover: object | None
    message: str
    buttons: tuple[ButtonView, ...]
    own: Any = None
    #: the seat whose private screen is open (``GameScene.private_turn``), and its own view: all
    #: a private screen draws of the game (None: none is open)
    private_seat: int | None = None
    private: S | None = None

    def current(self, kind: type[Beat]) -> Running | None:
        """The running beat of type ``kind``, if any, with its progress."""
        return next((r for r in self.running if isinstance(r.beat, kind)), None)

    def name(self, seat: int) -> str:
        return self.told_names[seat]

    def identity(self, seat: int) -> Identity:
        return self.identities[seat]

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(0, 0, *self.size)


class FrameScreen(Protocol):
    """What ``frame_of`` reads of a game screen."""

    app: Any
    session: Any
    keys: Any  # ui/bindings.py's KeyBindings: the buttons' views
    private: Any  # ui/private_turns.py's PrivateTurns: whose private screen is open
    widgets: Any
    hover: Any
    message: str

    @property
    def timeline(self) -> Timeline: ...

    @property
    def public(self) -> GameState: ...

    @property
    def shown_table(self) -> GameState: ...

    @property
    def focus_shown(self) -> Any: ...

    def frame_own(self) -> object: ...


def frame_of(screen: FrameScreen, size: tuple[int, int]) -> Frame[Any]:
    """The frame of ``screen``'s table as shown now, ``size`` large (see the module docstring)."""
    timeline, session, seat = screen.timeline, screen.session, screen.private.seat
    focused = screen.focus_shown
    return Frame(
        size=size, table=screen.shown_table, now=screen.public,
        running=tuple(Running(b, timeline.progress(b)) for b in timeline.now()),
        beats=tuple(Running(b, timeline.progress(b)) for b in timeline.beats),
        settled=timeline.done, playing=timeline.playing, reduced=timeline.reduced,
        names=tuple(session.names), told_names=tuple(session.told_names), identities=tuple(session.identities),
        layout=getattr(screen, "geo", None), focused=focused, hover=screen.hover, message=screen.message,
        buttons=screen.keys.views(screen.widgets), own=screen.frame_own(),
        private_seat=seat, private=None if seat is None else session.state.view(seat))


def kept(value: T) -> T:
    """A copy of one of a game's turn objects for a frame's own part (``frame_own``): its lists,
    sets and dicts its own, so that what the screen does next (a die picked, a placement
    pencilled, an action applied) never changes a frame already built; the values they hold
    (states, actions, placements) are never changed in place and are shared."""
    held = copy.copy(value)
    for name, item in vars(value).items():
        if isinstance(item, (list, set, dict)):
            setattr(held, name, copy.copy(item))
    return held


def told_now(timeline: Timeline) -> int | None:
    """How many of the playing action's events the table may be told at the timeline's point:
    the fewest that a running beat allows (``Beat.told``); None when every running beat tells
    all (or none runs)."""
    counts = [b.told for b in timeline.now() if b.told is not None]
    return min(counts) if counts else None


def as_told(before: S, events: Sequence[Event]) -> S:
    """The table's view ``before`` an action, told ``events`` of it besides its own: the state
    as shown while the action's beats run."""
    shown = before.copy()
    shown.events = [*before.events, *events]
    return shown


def told_view(story: tuple[Timeline, GameState, Sequence[Event], GameState] | None, timeline: Timeline,
              seat: int) -> GameState | None:
    """``seat``'s view as the table has been told it while the action of ``story`` (its timeline,
    the table's view before it, its events, the state before it) plays on ``timeline``: the
    seat's view from before the action with the events of it the beats tell (``Beat.told``) and
    the seat may see; None when nothing is held back (settled, another timeline, or every running
    beat tells all): the seat's view now is what it is told. What a phone is sent reads this."""
    if story is None or story[0] is not timeline or timeline.done:
        return None
    told = told_now(timeline)
    if told is None:
        return None
    return as_told(story[3].view(seat), [e for e in story[2][:told] if e.visible_to(seat)])
