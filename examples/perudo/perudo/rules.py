"""Perudo (Liar's Dice, traditional): the pure rules core. No pygame.

2 to 6 players, five dice each, rolled in secret at the start of every round (each player sees
only their own). In turn, each player raises the bid (a quantity and a face: "four 3s" means at
least four dice on the table show 3; ones are wild and count for every face, except in a bid on
ones) or calls "Dudo". On Dudo every die is shown: if fewer dice match than bid, the bidder loses
a die, otherwise the caller does. The loser starts the next round; a player with no dice is out;
the last player with dice wins.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Annotated, Any

from ludicitude.core import fields
from ludicitude.core.errors import IllegalAction
from ludicitude.core.event_schema import Between, Face, Longest, PerSeat, Seat
from ludicitude.core.game import GameState
from ludicitude.core.i18n import _, n_
from perudo.events import (DICE_EACH, EVENT_TYPES, BidMade, Count, CupRolled, DudoCalled, LostDie, Out, Round,
                           RoundBegun, Won)
from perudo.spec import SPEC

FACES = range(1, 7)
HIDDEN = 0  # a face another seat may not see, in a view
Die = Annotated[int, Between(HIDDEN, 6)]  # a face, or HIDDEN in a view


@dataclass(frozen=True)
class Bid:
    """At least ``quantity`` dice on the table show ``face`` (ones counting for every face,
    except in a bid on ones)."""

    quantity: int
    face: int


@dataclass(frozen=True)
class Dudo:
    """"I don't believe it": every die is shown and the bid is counted."""


ACTION_TYPES = (Bid, Dudo)


def is_raise(bid: Bid, over: tuple[int, int] | None) -> bool:
    """Whether ``bid`` may follow the bid ``over`` (quantity, face): a higher quantity of any
    face, or the same quantity of a higher face; onto ones, at least half the quantity rounded
    up; off ones, at least double plus one. Any bid opens a round."""
    if bid.face not in FACES or bid.quantity < 1:
        return False
    if over is None:
        return True
    quantity, face_ = over
    if face_ == 1 and bid.face == 1:
        return bid.quantity > quantity
    if face_ == 1:  # leaving ones
        return bid.quantity >= 2 * quantity + 1
    if bid.face == 1:  # onto ones
        return bid.quantity >= (quantity + 1) // 2
    return bid.quantity > quantity or (bid.quantity == quantity and bid.face > face_)


def matching(cups: Sequence[Sequence[int]], face_: int) -> int:
    """How many dice on the table count for ``face_`` (ones are wild unless the bid is on ones)."""
    return sum(1 for cup in cups for f in cup if f == face_ or (f == 1 and face_ != 1))


class State(GameState, spec=SPEC, events=EVENT_TYPES):  # the log, declared (events.py)

    # its fields, declared in the words of its events (events.py)
    #: each seat's dice this round, seen by that seat alone (another's view shows HIDDEN for each)
    cups: list[tuple[int, ...]] = fields.saved(PerSeat[Annotated[tuple[Die, ...], Longest(DICE_EACH)]], initial=(),
                                               hidden=HIDDEN)
    #: the bid on the table: (quantity, face), 1 to as many dice as the table has (``_after_load``)
    bid: tuple[int, int] | None = fields.saved(tuple[Count, Face] | None)
    bidder: int | None = fields.saved(Seat | None)
    current: int = fields.saved(Seat)
    round: int = fields.saved(Round, initial=0)  # 1 once the first round starts

    def __init__(self, seats: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> None:
        super().__init__(seats, options, seed)
        self._start_round([DICE_EACH] * seats, 0)

    # -- the table ------------------------------------------------------------------------
    @property
    def dice_left(self) -> tuple[int, ...]:
        return tuple(len(c) for c in self.cups)

    @property
    def total_dice(self) -> int:
        return sum(self.dice_left)

    @property
    def in_play(self) -> tuple[int, ...]:
        return tuple(s for s, c in enumerate(self.cups) if c)

    @property
    def to_act(self) -> tuple[int, ...]:
        return () if self.is_over else (self.current,)

    @property
    def is_over(self) -> bool:
        return len(self.in_play) <= 1

    @property
    def scores(self) -> tuple[int, ...]:  # the last player with dice has the most: the winner
        return self.dice_left

    def next_seat(self, seat: int) -> int:
        """The next seat after ``seat`` that still has dice."""
        for step in range(1, self.num_seats + 1):
            s = (seat + step) % self.num_seats
            if self.cups[s]:
                return s
        return seat

    def legal_actions(self, seat: int) -> list[Any]:
        if seat not in self.to_act:
            return []
        out: list[Any] = [Bid(q, f) for q in range(1, self.total_dice + 1) for f in FACES
                          if is_raise(Bid(q, f), self.bid)]
        if self.bid is not None:
            out.append(Dudo())
        return out

    # -- play ---------------------------------------------------------------------------------
    def _apply(self, seat: int, action: Any) -> None:
        if isinstance(action, Bid):
            if type(action.quantity) is not int or type(action.face) is not int or action.face not in FACES:
                raise IllegalAction(_("A bid is a number of dice and a face from 1 to 6."))
            if action.quantity > self.total_dice:
                raise IllegalAction(n_("There is only {count} die on the table.",
                                       "There are only {count} dice on the table.",
                                       self.total_dice).format(count=self.total_dice))
            if not is_raise(action, self.bid):
                raise IllegalAction(_("That bid does not raise the last one."))
            self.bid, self.bidder = (action.quantity, action.face), seat
            self._log(BidMade(seat, action.quantity, action.face))
            self.current = self.next_seat(seat)
        elif isinstance(action, Dudo):
            if self.bid is None or self.bidder is None:
                raise IllegalAction(_("There is no bid to doubt yet: make the first bid."))
            self._dudo(seat, self.bidder, *self.bid)
        else:
            raise IllegalAction(_("That action is not understood here."))

    def _dudo(self, caller: int, bidder: int, quantity: int, face_: int) -> None:
        count = matching(self.cups, face_)
        loser = bidder if count < quantity else caller
        self._log(DudoCalled(caller, bidder, quantity, face_, count, tuple(tuple(c) for c in self.cups),
                             held=count >= quantity))
        left = [len(c) for c in self.cups]
        left[loser] -= 1
        self._log(LostDie(loser, left[loser]))
        if left[loser] == 0:
            self._log(Out(loser))
        remaining = [s for s in range(self.num_seats) if left[s]]
        if len(remaining) == 1:
            self.cups = [tuple(sorted(c)) if left[s] else () for s, c in enumerate(self.cups)]
            self.cups[remaining[0]] = self.cups[remaining[0]][:left[remaining[0]]]
            self.bid, self.bidder = None, None
            self._log(Won(remaining[0]))
            return
        self.cups = [()] * self.num_seats  # the dice go back under the cups
        starter = loser if left[loser] else self._next_of(left, loser)
        self._start_round(left, starter)

    def _next_of(self, left: Sequence[int], seat: int) -> int:
        for step in range(1, self.num_seats + 1):
            if left[(seat + step) % self.num_seats]:
                return (seat + step) % self.num_seats
        return seat

    def _start_round(self, left: Sequence[int], starter: int) -> None:
        assert self.dice is not None
        self.round += 1
        self.bid, self.bidder, self.current = None, None, starter
        self.cups = [tuple(sorted(self.dice.roll_many(n))) if n else () for n in left]
        self._log(RoundBegun(self.round, starter, tuple(left)))
        for seat, cup in enumerate(self.cups):
            if cup:
                self._log(CupRolled(seat, cup, seats=(seat,)))

    # -- saves: the fields are declared above; what ties them together ------------------------
    def _after_load(self) -> None:
        if (self.bid is None) != (self.bidder is None):
            raise ValueError("a bid without its bidder")
        if self.bid is not None and not 1 <= self.bid[0] <= self.total_dice:
            raise ValueError("a bid of no dice, or of more dice than the table has")
        if not self.is_over and not self.cups[self.current]:
            raise ValueError("a player without dice is to act")


def new_game(seats: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> State:
    return State(seats, options, seed)

