"""Magouille's lone expert makes holding the 1 costly.

A player who shows 1 at every second reveal whose minimum is low (a steady "always 1" player, a
person who has found that the 1 is the smallest face) beats an expert that has no second expert
to share the rule of turns with: showing 1 too cancels the 1 and hands the round to the third
player's face, showing anything else leaves the 1 to score. No face lies below 1, so no second
face answers a held 1. The first face does: "the smallest face loses the minimum" when the final
total falls short. The expert pays a high first face (``TRAP_FACE``), so that the minimum total
is high, and at the second reveal shows 2: beside a held 1 and a low third face, the total falls
short of the minimum, and the 1, the smallest face, loses the whole minimum (the expert, on 2, is
not the smallest). The 1 holder pays 1 and loses about 1 + ``TRAP_FACE`` + the third player's
first face; the expert pays ``TRAP_FACE``.

Who holds the 1 is read from the public log, the same way by every player: a seat that showed 1
at (decayed) ``HOLD_SHARE`` of the second reveals whose minimum was low (at most twice the number
of players), over enough of them. The trap is laid only while the holder also showed 1 at the
reveals whose minimum was high (a player that reads the table and shows higher there is not
caught by it, and the expert stops paying for it), only where no other player follows the rule
of turns (two experts answer a held 1 by that rule), only on tables of up to ``TRAP_TABLE``
players (on bigger ones the others' faces reach the minimum whatever the 1 does), only where no
score is near the target (a high minimum is a big prize) and the expert can afford the face. The
2 is shown only in a round where the expert paid the trap's face.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ludicitude.games.magouille.events import Revealed

#: the first face paid to lay the trap, and the second face shown on a minimum that high
TRAP_FACE = 6
TRAP_SECOND = 2
#: the most players at a table where the trap is laid
TRAP_TABLE = 3
#: how much an older reveal counts against the newest; the share of 1s that makes a holder, over
#: at least ``HOLD_ROUNDS`` (decayed) low reveals; the share of 1s at high reveals that keeps the
#: trap laid (taken as held before ``HIGH_ROUNDS`` of them)
HOLD_DECAY = 0.9
HOLD_SHARE = 0.9
HOLD_ROUNDS = 4.0
HIGH_SHARE = 0.6
HIGH_ROUNDS = 2.0
#: the points the expert keeps above the trap's face, and the margin every score keeps below the
#: target, for the trap to be laid
TRAP_RESERVE = 10
TARGET_MARGIN = 20


class Holders:
    """Who holds the 1 at a table, read from a view's log (module docstring)."""

    def __init__(self) -> None:
        self.low: dict[int, tuple[float, float]] = {}  # seat -> (1s shown, reveals), decayed
        self.high: dict[int, tuple[float, float]] = {}
        self.paid: tuple[int | None, ...] = ()  # the faces paid at the latest first reveal
        self.read = 0

    def watch(self, events: Sequence[Any]) -> None:
        if len(events) < self.read:  # another game: start again
            self.low, self.high, self.paid, self.read = {}, {}, (), 0
        for event in events[self.read:]:
            if isinstance(event, Revealed) and event.reveal == 1:
                self.paid = tuple(event.faces)
            if isinstance(event, Revealed) and event.reveal == 2 and event.minimum_total is not None:
                shown = [(s, f) for s, f in enumerate(event.faces) if f is not None]
                if event.minimum_total <= 2 * len(shown):
                    record = self.low
                elif event.minimum_total > TRAP_FACE:
                    record = self.high
                else:
                    continue
                for s, face in shown:
                    ones, reveals = record.get(s, (0.0, 0.0))
                    record[s] = (HOLD_DECAY * ones + (face == 1), HOLD_DECAY * reveals + 1.0)
        self.read = len(events)

    def caught(self, seat: int) -> bool:
        """``seat`` holds the 1 at low reveals and has not been seen to leave it at high ones."""
        ones, reveals = self.low.get(seat, (0.0, 0.0))
        if reveals < HOLD_ROUNDS or ones < HOLD_SHARE * reveals:
            return False
        ones, reveals = self.high.get(seat, (0.0, 0.0))
        return reveals < HIGH_ROUNDS or ones >= HIGH_SHARE * reveals

    def face(self, view: Any, seat: int, first: bool, others_follow: bool) -> int | None:
        """The face the trap gives ``seat`` at this secret step (``first``: the first one), or None
        where it is not laid. ``others_follow``: another player follows the rule of turns."""
        self.watch(view.events)
        players = view.players_in_game
        scores = view.scores_list
        if others_follow or len(players) > TRAP_TABLE or not any(self.caught(s) for s in players if s != seat):
            return None
        if max(scores[s] for s in players) + 3 * len(players) + TRAP_FACE > view.target - TARGET_MARGIN:
            return None
        if first:
            return TRAP_FACE if scores[seat] > TRAP_FACE + TRAP_RESERVE else None
        paid = self.paid[seat] if seat < len(self.paid) else None
        return TRAP_SECOND if paid == TRAP_FACE else None
