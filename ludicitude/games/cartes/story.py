"""What Quatre Cartes plays after an action, as a timeline (``core/timeline.py``): the round's
scoring, which waits for a person (it closes by itself when nobody is at the screen), then the
dice tumbling for the next roll, told once they land (``Beat.told``); and the round's summary
shown meanwhile. No pygame."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ludicitude.core.game import Event, GameState
from ludicitude.core.timeline import Beat, Tumble, WaitForPerson
from ludicitude.games.cartes.events import CardScored, Rolled, RoundScored
from ludicitude.games.cartes.rules import CARDS, State

#: the events that end a round: its summary comes up
ENDED = (CardScored, RoundScored)


def story(before: GameState, after: GameState, events: Sequence[Event]) -> list[Beat]:
    """The timeline of one action: a round that ends shows its scores until a person closes them
    (``Scores``: it carries the round's scoring, and tells the table the action's events up to
    it, never the next round's); a roll tumbles (once they are closed: ``Roll``), and tells the
    table the action's events up to it, its faces once they land."""
    beats: list[Beat] = []
    ended = tuple(e for e in events if isinstance(e, ENDED))
    if ended:
        beats.append(Scores(told=list(events).index(ended[0]), ended=ended))
    roll = next(((n, e) for n, e in enumerate(events) if isinstance(e, Rolled)), None)
    if roll is not None:
        rolled_in = after.round_number if isinstance(after, State) else 0
        beats.append(Roll(seat=roll[1].seat, told=roll[0], round=rolled_in))
    return beats


@dataclass(frozen=True, kw_only=True)
class Roll(Tumble):
    """A player's roll tumbling (``seat``: theirs), told once the dice land; it carries the round
    it is rolled in (``round``), which the header names meanwhile: the table as told is still
    the moment before the action, the round before at a round's first roll."""

    round: int = 0


@dataclass(frozen=True, kw_only=True)
class Scores(WaitForPerson):
    """A round's scoring on show until a person closes it: its events (each card's result, then
    the round's totals)."""

    ended: tuple[Event, ...] = ()


@dataclass(frozen=True)
class RoundSummary:
    """A round's scoring on show: each card's result, then the round's totals; made from the
    table as shown (``told``: the state before the round's last action, told that action's events
    up to the scoring) and what the ``Scores`` beat carries. The screen keeps no "before"."""

    events: tuple[Event, ...]
    #: the table as the round ended (everyone's dice as scored), drawn under the summary
    #: instead of the next round's cleared cards and new roll
    board: State | None = None
    #: the events of the game up to the round's scoring: what the banner tells meanwhile
    told: tuple[Event, ...] = ()

    @classmethod
    def of(cls, scores: Scores, shown: GameState) -> RoundSummary:
        """The summary of the round that ``scores`` ends, over the table as shown ``shown``."""
        board = final_board(shown, scores.ended) if isinstance(shown, State) else None
        return cls(scores.ended, board, tuple(shown.events))

    @property
    def cards(self) -> list[CardScored]:
        return [e for e in self.events if isinstance(e, CardScored)]

    @property
    def scored(self) -> RoundScored | None:
        """The round's totals, if the round was scored."""
        return next((e for e in self.events if isinstance(e, RoundScored)), None)


def final_board(before: State, ended: Sequence[Event]) -> State:
    """The table as a round ended, for the eye only (never played on): ``before`` (the table
    just before the round's last action) with every card's dice as scored (a last take-back
    included), no roll, everyone stopped and the round's totals."""
    board = before.copy()
    for event in ended:
        if isinstance(event, CardScored):
            c = CARDS.index(event.card)
            for seat, combo in enumerate(event.combos):
                board.cards[seat][c] = tuple(combo)
        elif isinstance(event, RoundScored):
            board.points = list(event.totals)
    board.roll, board.placed_cards = (), ()
    board.stopped = [True] * board.num_seats
    return board
