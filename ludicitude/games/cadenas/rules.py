"""Cadenas: the score-sheet game with rows that lock (rule card 003, RULINGS.md "Cadenas").

Each player has a sheet of four coloured rows: red and yellow numbered 2..12, green and blue
12..2, each ending with a lock box, and four grey penalty boxes. A turn is one roll of the
dice still in play, then two actions:

1. the sum of the two white dice: every player in turn (the active player first, then the
   others in seat order) may cross that number in one of their rows, or pass;
2. the active player alone may cross the sum of one white die and one coloured die in that
   colour's row, or pass.

Boxes are stored as *positions* 0..10 from the left of a row, so that "left of" means the
same thing in every row; ``number_at`` and ``position_of`` convert.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from itertools import pairwise
from typing import Any

from ludicitude.core.errors import IllegalAction
from ludicitude.core.fields import (BOOL, SEAT, between, checked, choice, fixed, list_of, optional, per_seat, saved,
                                    tuple_of)
from ludicitude.core.event_schema import schema_of
from ludicitude.core.game import GameState, Option, SharedStep, highest
from ludicitude.core.i18n import N_, _, n_
from ludicitude.games.cadenas.events import (
    EVENT_TYPES,
    ROWS,
    Crossed,
    GameEnded,
    GreyBoxTaken,
    Locked,
    Passed,
    Rolled,
    RowClosed,
)
from ludicitude.games.cadenas.spec import SPEC

ROW_INDEX = {row: i for i, row in enumerate(ROWS)}
#: red and yellow read 2..12 from the left, green and blue 12..2
ASCENDING_ROWS = ("red", "yellow")
BOXES_PER_ROW = 11
#: a box of a sheet: (row, position), position 11 being the row's lock box
Box = tuple[str, int]
LAST_POSITION = BOXES_PER_ROW - 1
CROSSES_BEFORE_LOCK = 5
GREY_BOXES = 4
POINTS_PER_GREY_BOX = 5
LOCKED_ROWS_TO_END = 2


class EndReason(Enum):
    """Why a game ends: the ``reason`` of its ``game_end`` event (stored as the value, a string)."""

    LOCKS = "locks"  # a second row is locked
    GREY_BOXES = "grey_boxes"  # a player crosses their fourth grey box


#: where a row's name goes in a sentence (translated when shown)
ROW_NAMES = {"red": N_("the red row"), "yellow": N_("the yellow row"),
             "green": N_("the green row"), "blue": N_("the blue row")}

PENALTY_AS_WRITTEN = "as_written"
PENALTY_CLASSIC = "classic"


def number_at(row: str, position: int) -> int:
    """The number printed in box ``position`` (0 = leftmost) of ``row``."""
    return position + 2 if row in ASCENDING_ROWS else 12 - position


def position_of(row: str, number: int) -> int:
    """The box (0 = leftmost) of ``row`` that carries ``number``."""
    return number - 2 if row in ASCENDING_ROWS else 12 - number


def row_points(crosses: int) -> int:
    """n crosses in a row score n(n+1)/2 (rule card: 1, 3, 6, 10...)."""
    return crosses * (crosses + 1) // 2


@dataclass(frozen=True)
class Cross:
    """Action 1: cross the sum of the two white dice in ``row``."""

    row: str


@dataclass(frozen=True)
class CrossPair:
    """Action 2 (active player only): cross white die ``white`` (0 or 1) plus the coloured
    die of ``row`` in ``row``."""

    white: int
    row: str


@dataclass(frozen=True)
class Pass:
    """Cross nothing in this action (always allowed; may cost a grey box to the active player)."""


ACTION_TYPES = (Cross, CrossPair, Pass)


def _possible_row(marks: tuple[int, ...]) -> bool:
    """A row's crossed positions: strictly rising (a cross left of a closed box is impossible),
    and the last box only after 5 crosses (RULINGS.md "Cadenas", locking)."""
    if any(b <= a for a, b in pairwise(marks)):
        return False
    return not (marks and marks[-1] == LAST_POSITION and len(marks) <= CROSSES_BEFORE_LOCK)


_FACE_VALUE = between(1, 6)
_ROW_MARKS = checked(tuple_of(between(0, LAST_POSITION), longest=BOXES_PER_ROW), _possible_row,
                     "a cross left of a crossed box, or a lock before 5 crosses")


class State(GameState, spec=SPEC):
    """A game of Cadenas between 2 and 6 seats."""

    options_spec = (
        Option("penalty", N_("Grey boxes"), (
            (PENALTY_AS_WRITTEN, N_("One per action without a cross (as written)")),
            (PENALTY_CLASSIC, N_("One for a turn without any cross (classic)")),
        ), PENALTY_AS_WRITTEN),
    )

    #: marks[seat][row index]: positions crossed, in the order crossed (so strictly rising)
    marks: list[list[tuple[int, ...]]] = saved(per_seat(list_of(_ROW_MARKS, length=len(ROWS))),
                                               initial=[(), (), (), ()])
    grey: list[int] = saved(per_seat(between(0, GREY_BOXES)), initial=0)
    #: rows closed for everyone, in the order they closed; their dice have left the game
    closed: tuple[str, ...] = saved(tuple_of(choice(*ROWS), unique=True), initial=())
    active: int = saved(SEAT, initial=0)
    #: 1 (white sum, everyone) or 2 (white + colour, active player only)
    action: int = saved(between(1, 2))
    #: in action 1, how many players have already decided
    step: int = saved(between(0, lambda s: s.num_seats if s.action == 1 else 0))
    whites: tuple[int, int] = saved(fixed(_FACE_VALUE, _FACE_VALUE))
    #: coloured dice faces in ROWS order; None for a die that has left the game
    colours: tuple[int | None, ...] = saved(tuple_of(optional(_FACE_VALUE), length=len(ROWS)))
    active_crossed: bool = saved(BOOL)
    over: bool = saved(BOOL, initial=False)

    def __init__(self, seats: int, options: Mapping[str, Any] | None = None, seed: int = 0):
        self._init_common(seats, options, seed)
        self._start_turn()

    # -- reading the sheets ---------------------------------------------------------------
    def crosses(self, seat: int, row: str) -> int:
        """Crosses in ``row`` of ``seat``'s sheet, the lock box counting as one (RULINGS.md)."""
        marks = self.marks[seat][ROW_INDEX[row]]
        return len(marks) + (1 if marks and marks[-1] == LAST_POSITION else 0)

    def has_locked(self, seat: int, row: str) -> bool:
        """Whether ``seat`` crossed the lock box of ``row``."""
        marks = self.marks[seat][ROW_INDEX[row]]
        return bool(marks) and marks[-1] == LAST_POSITION

    def row_score(self, seat: int, row: str) -> int:
        """The points of ``row`` on ``seat``'s sheet: n(n+1)/2 for n crosses."""
        return row_points(self.crosses(seat, row))

    def total(self, seat: int) -> int:
        """Rows' points minus 5 per grey box."""
        return sum(self.row_score(seat, row) for row in ROWS) - POINTS_PER_GREY_BOX * self.grey[seat]

    @property
    def white_sum(self) -> int:
        """The sum of the two white dice: the number of action 1."""
        return self.whites[0] + self.whites[1]

    def die_in_play(self, row: str) -> bool:
        """Whether the die of ``row`` is still rolled (it leaves when its row is locked)."""
        return self.colours[ROW_INDEX[row]] is not None

    def can_cross(self, seat: int, row: str, number: int) -> bool:
        """Whether ``seat`` may cross ``number`` in ``row`` now (no message: see ``_refusal``)."""
        return self._refusal(seat, row, number) is None

    def _refusal(self, seat: int, row: str, number: int) -> str | None:
        if row not in ROW_INDEX:
            return _("There is no such row.")
        if row in self.closed:
            return _("You can't cross in {row}: it is closed.").format(row=_(ROW_NAMES[row]))
        position = position_of(row, number)
        marks = self.marks[seat][ROW_INDEX[row]]
        # RULINGS.md "Cadenas", left to right: boxes left of a cross are closed for that player
        if marks and position <= marks[-1]:
            return _("{number} is left of a box you already crossed in {row}.").format(
                number=number, row=_(ROW_NAMES[row]))
        # RULINGS.md "Cadenas", locking: the last number needs 5 crosses before it
        if position == LAST_POSITION and len(marks) < CROSSES_BEFORE_LOCK:
            return n_("The last box of {row} needs at least {count} cross before it.",
                      "The last box of {row} needs at least {count} crosses before it.", CROSSES_BEFORE_LOCK).format(
                row=_(ROW_NAMES[row]), count=CROSSES_BEFORE_LOCK)
        return None

    # -- the interface ------------------------------------------------------------------
    @property
    def to_act(self) -> tuple[int, ...]:
        if self.over:
            return ()
        if self.action == 1:
            return ((self.active + self.step) % self.num_seats,)
        return (self.active,)

    def legal_actions(self, seat: int) -> list[Any]:
        if seat not in self.to_act:
            return []
        out: list[Any] = []
        if self.action == 1:
            total = self.white_sum
            out = [Cross(row) for row in ROWS if self._refusal(seat, row, total) is None]
        else:
            a, b = self.whites
            for row, face in zip(ROWS, self.colours):
                if face is None:
                    continue
                if self._refusal(seat, row, a + face) is None:
                    out.append(CrossPair(0, row))
                # equal white faces give the same box: offer it once
                if b != a and self._refusal(seat, row, b + face) is None:
                    out.append(CrossPair(1, row))
        out.append(Pass())
        return out

    def shared_step(self) -> SharedStep | None:
        """Action 1 is one shared moment (RULINGS.md "Cadenas": every player may cross the white
        sum): the players who have not had their say yet choose at once, the active player
        closes it, and the choices are applied in the rulings' order, active player first."""
        if self.over or self.action != 1:
            return None
        n = self.num_seats
        return SharedStep(tuple((self.active + i) % n for i in range(self.step, n)), self.active, Pass())

    def shared_actions(self, seat: int) -> list[Any]:
        """What ``seat`` may do with the white sum: one player's cross never changes what another
        may cross in action 1 (a locked row closes only at the end of the action)."""
        step = self.shared_step()
        if step is None or seat not in step.seats:
            return []
        total = self.white_sum
        return [*(Cross(row) for row in ROWS if self._refusal(seat, row, total) is None), Pass()]

    def _apply(self, seat: int, action: Any) -> None:
        if self.action == 1:
            if isinstance(action, Cross):
                self._cross(seat, action.row, self.white_sum)
            elif not isinstance(action, Pass):
                raise IllegalAction(_("Cross the white sum in one row, or pass."))
            else:
                self._log(Passed(seat, 1))
                if seat == self.active and self.options["penalty"] == PENALTY_AS_WRITTEN:
                    self._take_grey_box(seat)
            self.step += 1
            if self.step == self.num_seats and not self._end_action():
                self.action, self.step = 2, 0
            return
        if isinstance(action, CrossPair):
            if type(action.white) is not int or action.white not in (0, 1):
                raise IllegalAction(_("Choose one of the two white dice."))
            if action.row not in ROW_INDEX or not self.die_in_play(action.row):
                raise IllegalAction(_("That coloured die is not in play."))
            face = self.colours[ROW_INDEX[action.row]]
            assert face is not None
            self._cross(seat, action.row, self.whites[action.white] + face, white=action.white)
        elif isinstance(action, Pass):
            self._log(Passed(seat, 2))
            # RULINGS.md "Cadenas", penalty option
            if self.options["penalty"] == PENALTY_AS_WRITTEN or not self.active_crossed:
                self._take_grey_box(seat)
        else:
            raise IllegalAction(_("Cross a white die plus a coloured die in its row, or pass."))
        if not self._end_action():
            self.active = (self.active + 1) % self.num_seats
            self._start_turn()

    def _cross(self, seat: int, row: str, number: int, white: int | None = None) -> None:
        if not isinstance(row, str):
            raise IllegalAction(_("There is no such row."))
        refusal = self._refusal(seat, row, number)
        if refusal is not None:
            raise IllegalAction(refusal)
        index = ROW_INDEX[row]
        position = position_of(row, number)
        self.marks[seat][index] = self.marks[seat][index] + (position,)
        if seat == self.active:
            self.active_crossed = True
        if white is None:
            self._log(Crossed(seat, 1, row, number))
        else:
            self._log(Crossed(seat, 2, row, number, white=self.whites[white], colour=self.colours[index]))
        if position == LAST_POSITION:
            # RULINGS.md "Cadenas", locking: the lock box is crossed too and counts as a cross;
            # the row closes at the end of this action (see _end_action)
            self._log(Locked(seat, row))

    def _take_grey_box(self, seat: int) -> None:
        self.grey[seat] += 1
        self._log(GreyBoxTaken(seat, self.grey[seat]))

    def _end_action(self) -> bool:
        """Close the rows locked in this action, then end the game if it must; True if over.

        RULINGS.md "Cadenas": several players may lock the same row in the same action 1, so
        a row locked during action 1 stays open until every player has had their say in it;
        only then does it close for everyone and its die leave the game.
        """
        for index, row in enumerate(ROWS):
            if row not in self.closed and any(self.has_locked(s, row) for s in range(self.num_seats)):
                self.closed += (row,)
                colours = list(self.colours)
                colours[index] = None
                self.colours = tuple(colours)
                self._log(RowClosed(row))
        # RULINGS.md "Cadenas": the end comes at the end of the action that locks a second row
        # or fills a fourth grey box, even between action 1 and action 2
        locks, full_grey = len(self.closed) >= LOCKED_ROWS_TO_END, max(self.grey) >= GREY_BOXES
        if not (locks or full_grey):
            return False
        self.over = True
        self._log(GameEnded(reason=(EndReason.LOCKS if locks else EndReason.GREY_BOXES).value,
                            scores=self.scores, winners=self.winners))
        return True

    def _start_turn(self) -> None:
        """Roll the dice still in play for the new active player (a public event)."""
        assert self.dice is not None
        self.action, self.step, self.active_crossed = 1, 0, False
        self.whites = (self.dice.roll(), self.dice.roll())
        self.colours = tuple(None if row in self.closed else self.dice.roll() for row in ROWS)
        self._log(Rolled(self.active, self.whites,
                         {row: face for row, face in zip(ROWS, self.colours) if face is not None}))

    @property
    def is_over(self) -> bool:
        """True once an action locked a second row or filled a fourth grey box."""
        return self.over

    @property
    def winners(self) -> tuple[int, ...]:
        """Highest total wins; a tie is shared (RULINGS.md "Cadenas", score)."""
        if not self.over:
            return ()
        return highest(self.scores)

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's total now: rows' points minus 5 per grey box."""
        return tuple(self.total(s) for s in range(self.num_seats))

    # -- saving: the fields are declared above; what ties them together -------------------------
    def _after_load(self) -> None:
        n = self.num_seats
        if any((face is None) != (row in self.closed) for row, face in zip(ROWS, self.colours)):
            raise ValueError("a closed row's die is still in play, or an open row's die is missing")
        if self.action == 1 and (self.step == n) != self.over:
            raise ValueError("action 1 ends only with the game or with action 2")
        locked = {row for row in ROWS if any(self.has_locked(s, row) for s in range(n))}
        if not set(self.closed) <= locked:
            raise ValueError("a row closed without a lock")
        pending = locked - set(self.closed)
        # only during action 1 may a lock wait for the end of the action, or a fourth grey box
        # wait for the game's end
        mid_action_one = self.action == 1 and self.step > 0 and not self.over
        if pending and not mid_action_one:
            raise ValueError("a locked row left open")
        ending = len(self.closed) >= LOCKED_ROWS_TO_END or max(self.grey) >= GREY_BOXES
        if self.over != ending and not (mid_action_one and max(self.grey) >= GREY_BOXES
                                        and len(self.closed) < LOCKED_ROWS_TO_END):
            raise ValueError("the end of the game does not match the sheets")


def new_game(seats: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> State:
    """A new game: the first player's roll is already made."""
    return State(seats, options, seed)


# -- the log, declared (events.py): a save's events are checked against it on load ----------------
State.log_schema = LOG_SCHEMA = schema_of(EVENT_TYPES)
