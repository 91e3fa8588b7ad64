"""What the Cadenas table plays after an action: the locks, grey boxes and closed rows announced
in words (computers wait while the table reads them) and the dice tumbling for the next turn,
whose roll is told once they land (``Beat.told``). A timeline's beats (``core/timeline.py``),
from the events alone; no pygame. What the table hears with them is in ``sounds.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ludicitude.core.game import Event, GameState
from ludicitude.core.timeline import Beat, Notice, Tumble
from ludicitude.games.cadenas import rules, texts
from ludicitude.games.cadenas.events import GreyBoxTaken, Locked, Rolled, RowClosed
from ludicitude.games.cadenas.rules import ROWS

#: the events announced in words over the dice
NOTABLE = (Locked, GreyBoxTaken, RowClosed)
#: seconds at normal speed for a padlock to snap shut
SNAP_SECONDS = 0.7


@dataclass(frozen=True, kw_only=True)
class PadlockSnap(Beat):
    """Padlocks snapping shut: ``locks`` are the (seat, row) of each sheet's padlock that the
    action shut (the locker's as they lock the row, everyone's as it closes for all)."""

    seconds: float = SNAP_SECONDS
    locks: tuple[tuple[int, str], ...] = ()


def padlock_shut(state: rules.State, seat: int, row: str) -> bool:
    """A sheet's padlock of ``row`` is shut: its player locked the row, or it is closed for all."""
    return state.has_locked(seat, row) or row in state.closed


def shut_padlocks(before: GameState, after: GameState) -> tuple[tuple[int, str], ...]:
    """The padlocks open ``before`` and shut ``after`` an action, by sheet and row."""
    assert isinstance(before, rules.State) and isinstance(after, rules.State)
    return tuple((seat, row) for seat in range(after.num_seats) for row in ROWS
                 if padlock_shut(after, seat, row) and not padlock_shut(before, seat, row))


def story(before: GameState, after: GameState, events: Sequence[Event], names: Sequence[str]) -> list[Beat]:
    """The timeline of one action: the announcement (read while the dice tumble and the
    padlocks it shut snap), then nothing else; the dice tumble when they were rolled for the
    next turn (``seat``: the one who rolls), and the table is told the action's events before
    the roll until they land (the roll, its faces and its white sum once they have)."""
    notable = [e for e in events if isinstance(e, NOTABLE)]
    beats: list[Beat] = []
    if notable:
        beats.append(Notice(text=" ".join(texts.notice(e, names) for e in notable),
                            bad=any(isinstance(e, GreyBoxTaken) for e in notable)))
    locks = shut_padlocks(before, after)
    if locks:
        beats.append(PadlockSnap(locks=locks, along=True))
    roll = next(((n, e) for n, e in enumerate(events) if isinstance(e, Rolled)), None)
    if roll is not None:
        beats.append(Tumble(along=True, seat=roll[1].seat, told=roll[0]))
    return beats

