"""An action's events as a timed animation script: dice tumbling, coins flying from pile to pile,
a bust shown over the dice. Computed from the events alone (pure, no pygame): the screen only
plays the steps, one after another, and draws the piles with the amounts each step carries.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from ludicitude.core.game import Event
from ludicitude.games.corsaire import texts
from ludicitude.games.corsaire.events import Bust, Cannon, FiveCannons, FiveCoins, FiveSkulls, Rolled, Skull

ROLL_SECONDS = 0.55  # dice tumbling, at normal speed
COIN_SECONDS = 0.7  # coins flying from one pile to another
BUST_SECONDS = 1.6  # the bust shown over the dice


class Stock(Enum):
    """The two piles of gold that belong to no player."""

    BANK = "bank"
    KING = "king"


BANK, KING = Stock.BANK, Stock.KING
#: where coins lie: the Bank, the King's share, or a player's purse (their seat)
Pile = Stock | int
#: the Bank, the King's share and every purse
Amounts = tuple[int, int, tuple[int, ...]]


class EffectKind(Enum):
    """What one step of the animation shows."""

    ROLL = "roll"  # dice tumbling
    COINS = "coins"  # coins flying from ``source`` to ``target``
    BUST = "bust"  # the turn lost, in words over the dice


@dataclass
class Effect:
    """One step of the story of an action; ``elapsed`` grows while the screen plays it."""

    kind: EffectKind
    seconds: float
    seat: int
    faces: tuple[int, ...] = ()
    rerolled: tuple[int, ...] = ()
    source: Pile | None = None
    target: Pile | None = None
    amount: int = 0
    amounts: Amounts = (0, 0, ())  # bank, King, purses once it is done
    elapsed: float = 0.0
    text: str = ""
    told: int = 0  # how many of the action's events may be told while this step plays

    def amounts_before(self) -> Amounts:
        """The pile amounts while this step plays: for coins in the air, before they land."""
        if self.kind is not EffectKind.COINS or self.source is None or self.target is None:
            return self.amounts
        gold = list(self.amounts[2])
        bank, king = shift(self.amounts[0], self.amounts[1], gold, self.target, self.source, self.amount)
        return bank, king, tuple(gold)


def effects_for(events: Sequence[Event], amounts: tuple[int, int, Sequence[int]], names: Sequence[str],
                factor: float) -> list[Effect]:
    """The animation of the events of one action, with the pile amounts after each step;
    ``factor`` scales every duration (the animation speed setting)."""
    bank, king, gold = amounts[0], amounts[1], list(amounts[2])
    out: list[Effect] = []

    told = 0

    def move(seat: int, source: Pile, target: Pile, amount: int) -> None:
        nonlocal bank, king
        bank, king = shift(bank, king, gold, source, target, amount)
        if amount:
            out.append(Effect(EffectKind.COINS, COIN_SECONDS * factor, seat, source=source, target=target,
                              amount=amount, amounts=(bank, king, tuple(gold)), told=told))

    for n, event in enumerate(events):
        told = n + 1  # a result is told while its coins fly; a roll only once the dice have landed
        if isinstance(event, Rolled):
            out.append(Effect(EffectKind.ROLL, ROLL_SECONDS * factor, event.seat, faces=tuple(event.faces),
                              rerolled=tuple(event.rerolled), amounts=(bank, king, tuple(gold)), told=n))
        elif isinstance(event, Bust):
            out.append(Effect(EffectKind.BUST, BUST_SECONDS * factor, event.seat,
                              faces=out[-1].faces if out else (), text=texts.describe(event, names),
                              amounts=(bank, king, tuple(gold)), told=told))
            move(event.seat, event.seat, KING, event.paid)
        elif isinstance(event, Cannon):
            move(event.seat, BANK, event.seat, event.taken)
            move(event.seat, BANK, KING, event.king_takes)
        elif isinstance(event, (Skull, FiveSkulls)):
            move(event.seat, event.victim, event.seat, event.taken)
        elif isinstance(event, FiveCoins):
            move(event.seat, KING, event.seat, event.taken)
        elif isinstance(event, FiveCannons):
            move(event.seat, BANK, event.seat, event.taken)
    return out


def shift(bank: int, king: int, gold: list[int], source: Pile, target: Pile, amount: int) -> tuple[int, int]:
    """Move ``amount`` coins from pile ``source`` to pile ``target`` (BANK, KING or a seat):
    returns the new Bank and King's share; a player's purse changes in ``gold`` itself."""
    for pile, delta in ((source, -amount), (target, amount)):
        if pile is BANK:
            bank += delta
        elif pile is KING:
            king += delta
        else:
            assert isinstance(pile, int)
            gold[pile] += delta
    return bank, king
