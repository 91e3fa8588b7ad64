"""What Quatre Cartes shows by itself, in time: the dice tumbling after a roll, and the round's
scoring that closes by itself when only computers play. No pygame: the screen plays these."""

from __future__ import annotations

from dataclasses import dataclass

from ludicitude.core.game import Event
from ludicitude.games.cartes.events import CardScored, RoundScored
from ludicitude.games.cartes.rules import CARDS, State

ROLL_SECONDS = 0.6  # the rolling animation, at normal speed
SUMMARY_SECONDS = 4.0  # how long a round summary stays when only computers play
BOUNCE = 0.12  # how high a tumbling die jumps, in die heights per step of ``DiceRoll.bounce``


@dataclass
class DiceRoll:
    """The dice of a roll tumbling: ``seconds`` left, one ``frame`` per screen update (the frame
    count goes on from one roll to the next: it only chooses the faces shown while tumbling)."""

    seconds: float = 0.0
    frame: int = 0

    def start(self, animation_factor: float) -> None:
        """A roll has just been made: tumble for a while (not at all with animations off)."""
        if animation_factor > 0:
            self.seconds = ROLL_SECONDS * animation_factor

    @property
    def tumbling(self) -> bool:
        return self.seconds > 0

    def advance(self, dt: float) -> bool:
        """One frame of ``dt`` seconds; True when the dice have just landed."""
        self.seconds = max(0.0, self.seconds - dt)
        self.frame += 1
        return self.seconds == 0

    def skip(self) -> None:
        """Land the dice now."""
        self.seconds = 0.0

    def face(self, face: int, index: int) -> int:
        """The face die ``index`` (landing on ``face``) shows at this frame while tumbling."""
        return (face + index + self.frame // 3) % 6 + 1

    def bounce(self, index: int) -> float:
        """Where die ``index`` is in its jump at this frame, from -1.5 to 1.5 (times ``BOUNCE``
        die heights)."""
        return ((self.frame + index) % 4) - 1.5


@dataclass
class RoundSummary:
    """A round's scoring on show: each card's result, then the round's totals. When only
    computers play, it closes by itself after ``seconds``."""

    events: list[Event]
    seconds: float
    #: the table as the round ended (everyone's dice as scored), drawn under the summary
    #: instead of the next round's cleared cards and new roll
    board: State | None = None
    #: the events of the game up to the round's scoring: what the banner tells meanwhile
    told: tuple[Event, ...] = ()

    @classmethod
    def of(cls, new: list[Event], animation_factor: float, before: State | None = None) -> RoundSummary | None:
        """The summary to show for the events ``new`` of one action, if they end a round;
        ``before``: the table just before that action, from which the final board is made."""
        ended: list[Event] = [e for e in new if isinstance(e, (CardScored, RoundScored))]
        if not ended:
            return None
        summary = cls(ended, SUMMARY_SECONDS * max(animation_factor, 0.25))
        if before is not None:
            summary.board = final_board(before, ended)
            first = new.index(ended[0])
            summary.told = (*before.events, *new[:first])
        return summary

    @property
    def cards(self) -> list[CardScored]:
        return [e for e in self.events if isinstance(e, CardScored)]

    @property
    def scored(self) -> RoundScored | None:
        """The round's totals, if the round was scored."""
        return next((e for e in self.events if isinstance(e, RoundScored)), None)

    def advance(self, dt: float) -> bool:
        """``dt`` seconds pass with nobody to close it; True when its time is up."""
        self.seconds -= dt
        return self.seconds <= 0


def final_board(before: State, ended: list[Event]) -> State:
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
