"""What the Cadenas table plays after an action: the locks, grey boxes and closed rows announced
in words (computers wait while the table reads them) and the dice tumbling for the next turn. A
timeline's beats (``core/timeline.py``), from the events alone; no pygame. What the table hears
with them is in ``sounds.py``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ludicitude.core.game import Event, GameState
from ludicitude.core.timeline import Beat, Notice, Tumble
from ludicitude.games.cadenas import texts
from ludicitude.games.cadenas.events import GreyBoxTaken, Locked, Rolled, RowClosed

#: the events announced in words over the dice
NOTABLE = (Locked, GreyBoxTaken, RowClosed)


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

