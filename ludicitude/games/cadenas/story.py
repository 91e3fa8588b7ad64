"""What the Cadenas table plays after an action: the locks, grey boxes and closed rows announced
in words (computers wait while the table reads them), the dice tumbling for the next turn, and
the sounds. A timeline's beats (``core/timeline.py``), from the events alone; no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from ludicitude.core.game import Event, GameState
from ludicitude.core.timeline import Beat, Notice, Tumble
from ludicitude.games.cadenas import texts
from ludicitude.games.cadenas.events import Crossed, GreyBoxTaken, Locked, Rolled, RowClosed

#: the events announced in words over the dice
NOTABLE = (Locked, GreyBoxTaken, RowClosed)


class Sound(Enum):
    """The sounds of an action (names of the app's sounds)."""

    REVEAL = "reveal"  # a lock, a grey box or a closed row
    CROSS = "cross"
    ROLL = "roll"


def story(before: GameState, after: GameState, events: Sequence[Event], names: Sequence[str]) -> list[Beat]:
    """The timeline of one action: the announcement (read while the dice tumble), then nothing
    else; the dice tumble when they were rolled for the next turn."""
    notable = [e for e in events if isinstance(e, NOTABLE)]
    beats: list[Beat] = []
    if notable:
        beats.append(Notice(text=" ".join(texts.notice(e, names) for e in notable),
                            bad=any(isinstance(e, GreyBoxTaken) for e in notable)))
    roll = next((e for e in events if isinstance(e, Rolled)), None)
    if roll is not None:
        beats.append(Tumble(along=True))
    return beats


def sounds(events: Sequence[Event]) -> tuple[Sound, ...]:
    """What the table hears: a reveal for an announcement, else a cross; the roll."""
    notable = any(isinstance(e, NOTABLE) for e in events)
    out = [Sound.REVEAL] if notable else [Sound.CROSS] if any(isinstance(e, Crossed) for e in events) else []
    if any(isinstance(e, Rolled) for e in events):
        out.append(Sound.ROLL)
    return tuple(out)
