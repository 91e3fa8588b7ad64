"""What the table hears: a game's sounds declaration, and when each sound starts (no pygame).

A game says once, in its own package (``sounds.py``, named by ``GameSpec.sounds``), what each
kind of event it logs sounds like: a ``Cue`` (one of the program's sounds, ``ui/sound.py``), a
tuple of them, or ``None`` for an event the table does not hear. Every event class must be
there (the conformance kit checks it), so a new game must say.

A cue starts with the beat of the action's timeline that shows its event (``on``: the dice's
``Tumble``, the coins' ``CoinMove``, a ``Notice``, a named ``Wait``), so the table hears it when
it sees it; with no such beat (animations off, or the game tells it at once) it starts with the
action. A cue ``at_end`` starts when the final ranking shows (a win's fanfare). Sound is
public: an event only some seats see is silent, and a cue is worked out from the table's
events alone.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ludicitude.core.game import Event
from ludicitude.core.timeline import Beat, Timeline, Wait

#: the program's sounds a game may name (``ui/sound.py`` plays them; ``build/make_sounds.py``
#: makes them); ``SIZED``: those with takes by how many dice or coins they are the sound of
SOUNDS = ("tick", "curtain", "cross", "place", "roll", "coins", "lock", "sting", "drumroll", "reveal", "chime",
          "fanfare")
SIZED = ("roll", "coins")


@dataclass(frozen=True)
class Cue:
    """One of the program's sounds (``name``, one of ``SOUNDS``), heard for an event."""

    name: str
    #: the kind of beat it starts with (None: with the action itself)
    on: type[Beat] | None = None
    #: with ``on=Wait``: the name of the wait it starts with ("" : any)
    wait: str = ""
    #: how many dice or coins it is the sound of (a take of that size is chosen), read from the
    #: event (of the class it is declared for); None: one size
    size: Callable[[Any], int] | None = None
    #: heard only for the events this says yes to (coins that move); None: every one
    only: Callable[[Any], bool] | None = None
    #: starts when the final ranking shows, not with the action (a win)
    at_end: bool = False


#: a game's declaration: every event class it logs, to a cue, several, or None (silent)
Declaration = Mapping[type[Event], "Cue | tuple[Cue, ...] | None"]


@dataclass(frozen=True)
class Heard:
    """A cue to start: ``name`` of size ``size`` (0: one size), with beat ``beat`` of the
    action's timeline (-1: with the action), which starts at ``start`` seconds as placed when
    heard (a wait for a person moves the beats after it); ``at_end``: when the final ranking shows."""

    name: str
    size: int = 0
    beat: int = -1
    start: float = 0.0
    at_end: bool = False


def cues_of(declaration: Declaration, event: Event) -> tuple[Cue, ...]:
    """The cues of one event (none for a silent one, or one only some seats see)."""
    if not event.visible_to(None):
        return ()
    value = declaration.get(type(event))
    cues = () if value is None else value if isinstance(value, tuple) else (value,)
    return tuple(c for c in cues if c.only is None or c.only(event))


def _matches(cue: Cue, beat: Beat) -> bool:
    return cue.on is not None and isinstance(beat, cue.on) and (
        not cue.wait or (isinstance(beat, Wait) and beat.name == cue.wait))


def heard(declaration: Declaration, events: Sequence[Event], timeline: Timeline | None) -> list[Heard]:
    """What the table hears of an action's ``events``, each cue at the start of the first beat
    of its kind on ``timeline`` not already taken by an earlier cue of that kind, in the events'
    order (the second coins go with the second coin move); with no such beat, with the beat of the
    cue before it (or at once)."""
    beats = list(timeline.beats) if timeline is not None else []
    taken: set[int] = set()
    out: list[Heard] = []
    last = -1
    for event in events:
        for cue in cues_of(declaration, event):
            size = max(0, int(cue.size(event))) if cue.size is not None else 0
            beat = last
            if cue.on is not None and timeline is not None:
                i = next((i for i, b in enumerate(beats) if i not in taken and _matches(cue, b)), None)
                if i is not None:
                    taken.add(i)
                    beat = i
            last = beat
            start = timeline.starts[beat] if timeline is not None and beat >= 0 else 0.0
            out.append(Heard(cue.name, size, beat, start, cue.at_end))
    return out


def undeclared(declaration: Declaration, event_types: Sequence[type[Event]]) -> list[str]:
    """The event classes a declaration leaves out, by name (the conformance kit's check)."""
    return [cls.__name__ for cls in event_types if cls not in declaration]
