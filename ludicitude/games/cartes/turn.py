"""The active player's turn before they confirm it: the dice picked in the roll (by their place in
the turn's roll, which keeps its numbers while the turn lasts: a placed die leaves its place
empty, the others keep their keys), the placements made this turn and still pending (one card
at a time, taken back last first), and the stop choice. Nothing here is final: Continue or Stop
confirms the pending placements through the rules, one ``Place`` per card, then the ending
action. No pygame: the screen shows this object and turns clicks and keys into its methods.

The rules judge everything: the table as it would be with the pending placements made is
worked out by ``State.apply`` (placing rolls no dice, so it is exactly what confirming gives).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ludicitude.core.errors import IllegalAction
from ludicitude.core.game import Action
from ludicitude.core.i18n import _
from ludicitude.games.cartes import rules
from ludicitude.games.cartes.rules import CARDS, Continue, Place, Stop

DOUBLE_CLICK = 0.5  # seconds: a second press on the card just filled is a double-click, not a mistake


@dataclass(frozen=True)
class Placement:
    """Dice put on a card this turn, not yet confirmed."""

    card: str
    faces: tuple[int, ...]
    #: the places in the turn's roll these dice came from (the rules only read the faces)
    slots: tuple[int, ...] = field(default=(), compare=False)


@dataclass(frozen=True)
class Offer:
    """What the screen offers now: in the stop choice, the cards that may be taken back; else
    whether Continue, Stop and "Undo placement" may be pressed, and which places of the roll
    still hold a die to pick (none while nobody here is to act)."""

    stopping: bool
    takes: dict[str, bool]
    dice: tuple[bool, ...]  # a place whose die waits on a card is empty
    cards: tuple[bool, ...]  # each card may be pressed
    ending: tuple[bool, bool, bool]  # Continue, Stop, Undo placement


def focus_after(start: int, dice: list[int]) -> int:
    """Where the focus goes from place ``start`` of the roll once its die has gone to a card:
    the next die still in the tray, else the last one."""
    return next((i for i in dice if i >= start), dice[-1])


class Turn:
    """What the player to act has chosen on ``table`` and not yet confirmed."""

    def __init__(self, table: rules.State) -> None:
        self.table = table
        self.picked: set[int] = set()  # places in the turn's roll (``table.roll``), never a pending die
        self.pending: list[Placement] = []  # in the order placed
        self.stopping = False  # the stop choice is open: which card to take back, if any
        self._last_card: str | None = None  # the last card filled this turn
        self._last_at = 0.0  # and when (the app's clock)
        self._worked: dict[tuple[tuple[Placement, ...], str | None], rules.State] = {}

    def follow(self, table: rules.State) -> None:
        """The game's table is now ``table``: the pending placements are judged against it."""
        if table is not self.table:  # what was worked out for the old table is gone
            self.table = table
            self._worked = {}

    # -- what the table would be ---------------------------------------------------------------
    def faces_on(self, card: str) -> tuple[int, ...]:
        """The faces put on ``card`` this turn and not yet confirmed, sorted."""
        return tuple(sorted(f for p in self.pending if p.card == card for f in p.faces))

    def places(self, without: str | None = None) -> list[Place]:
        """The pending placements as the rules take them: one ``Place`` per card, in the order
        each card was first filled."""
        order = list(dict.fromkeys(p.card for p in self.pending if p.card != without))
        return [Place(card, self.faces_on(card)) for card in order]

    def state(self, without: str | None = None) -> rules.State:
        """The table as it would be with the pending placements made (except on ``without``)."""
        table = self.table
        if not self.pending:
            return table
        key = (tuple(self.pending), without)
        worked = self._worked.get(key)
        if worked is None:
            worked = table
            try:
                for place in self.places(without):
                    worked = worked.apply(table.current, place)
            except IllegalAction:  # the game moved on under us: forget what was pending
                self.pending = []
                return table
            self._worked[key] = worked
        return worked

    def refusal(self, card: str, faces: tuple[int, ...]) -> str | None:
        """Why ``card`` would refuse ``faces`` added to what is pending on it (None: it takes them)."""
        return rules.card_accepts(self.state(without=card), self.table.current, card,
                                  tuple(sorted(self.faces_on(card) + faces)))

    def used_slots(self) -> set[int]:
        """The places in the turn's roll whose dice wait on a card (a placement made without its
        places, as in a saved position, takes the first free places showing its faces)."""
        roll = self.table.roll
        used: set[int] = set()
        for p in self.pending:
            slots = [i for i in p.slots if 0 <= i < len(roll) and i not in used]
            if len(slots) != len(p.faces):
                slots = []
                for face in p.faces:
                    slots.append(next(i for i, f in enumerate(roll) if f == face and i not in used
                                      and i not in slots))
            used.update(slots)
        return used

    def free(self, index: int) -> bool:
        """True if place ``index`` of the turn's roll holds a die still in the roll."""
        return 0 <= index < len(self.table.roll) and index not in self.used_slots()

    def picked_faces(self) -> tuple[int, ...]:
        """The faces of the picked dice, sorted."""
        roll = self.table.roll
        return tuple(sorted(roll[i] for i in self.picked if 0 <= i < len(roll)))

    def takes_picked(self, card: str) -> bool:
        """True if dice are picked and ``card`` takes them."""
        faces = self.picked_faces()
        return bool(faces) and self.refusal(card, faces) is None

    def points_now(self, seat: int) -> dict[str, int]:
        """What each card scores for ``seat`` now, the pending placements made."""
        return rules.card_points_now(self.state(), seat)

    # -- choosing ------------------------------------------------------------------------------
    def toggle(self, index: int) -> bool:
        """Pick or unpick the die at place ``index`` of the turn's roll; False if there is no die
        there (none, or it waits on a card)."""
        if not self.free(index):
            return False
        self.picked ^= {index}
        return True

    def place(self, card: str, now: float) -> str | None:
        """Put the picked dice on ``card``, pending until confirmed. None: placed; else why not,
        in words, or "" for the second press of a double-click (placed once, nothing to say).
        With no dice picked nothing is ever taken back: that is ``take_back``'s job alone."""
        faces = self.picked_faces()
        if not faces:
            if card == self._last_card and now - self._last_at < DOUBLE_CLICK:
                return ""
            return _("Pick dice first (click them or press the letter under each), then a card.")
        refusal = self.refusal(card, faces)
        if refusal is not None:
            return refusal
        self.pending.append(Placement(card, faces, tuple(sorted(self.picked))))
        self._last_card, self._last_at = card, now
        self.picked = set()
        return None

    def take_back(self) -> bool:
        """The last pending placement goes back to the roll; False if there is none."""
        if not self.pending:
            return False
        self.pending.pop()
        self.picked = set()
        return True

    def forget(self) -> None:
        """Nobody is choosing now (a computer plays, a roll or a round's scoring is on show)."""
        self.pending = []

    def applied(self, action: Action) -> bool:
        """``action`` was made on the table: nothing stays picked, and once a turn ends (anything
        but a ``Place``) nothing stays pending either. True if the turn ended."""
        self.picked = set()
        if isinstance(action, Place):
            return False
        self.forget()
        return True

    def keep_picked_in_roll(self) -> None:
        """Drop picks of dice that are no longer in the roll."""
        self.picked = {i for i in self.picked if self.free(i)}

    # -- ending the turn -----------------------------------------------------------------------
    def why_not(self, seat: int, final: Continue | Stop) -> str | None:
        """Why ``final`` may not end the turn now, the pending placements made (None: it may)."""
        state = self.state()
        if final in state.legal_actions(seat):
            return None
        try:  # refused before any roll: the rules say why in words, and nothing changes
            state.apply(seat, final)
            return _("That action is not understood here.")
        except IllegalAction as exc:
            return str(exc)

    def confirm(self, final: Continue | Stop) -> list[Place | Continue | Stop]:
        """The actions that make the pending placements final, then ``final``; nothing is
        pending any more (from here on, nothing can be taken back)."""
        places, self.pending = self.places(), []
        return [*places, final]

    def stop_choices(self, seat: int) -> dict[str, bool]:
        """For each card, True if ``seat`` may stop taking it back."""
        return self.offer(seat).takes

    def offer(self, seat: int | None) -> Offer:
        """What ``seat`` may choose now (None: nobody here is to act, and nothing stays pending);
        picks keep to dice still in the roll; the stop choice stays open for a seat to act only."""
        if seat is None:
            self.forget()
        legal = self.state().legal_actions(seat) if seat is not None else []
        self.keep_picked_in_roll()
        here = seat is not None
        return Offer(self.stopping and here, {card: Stop(card) in legal for card in CARDS},
                     tuple(here and self.free(i) for i in range(len(self.table.roll))), (here,) * len(CARDS),
                     (Continue() in legal, Stop(None) in legal, bool(self.pending)))
