"""An action's events as a timeline (``core/timeline.py``): dice tumbling, coins moving from
pile to pile, a bust shown over the dice. Computed from the events alone (pure, no pygame): the
screen draws the piles with the coins that have landed (``piles``) and what moves now.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from enum import Enum

from ludicitude.core.game import Event, GameState
from ludicitude.core.timeline import Beat, CoinMove, Notice, Tumble
from ludicitude.games.corsaire import rules, texts
from ludicitude.games.corsaire.events import Bust, Cannon, FiveCannons, FiveCoins, FiveSkulls, Rolled, Skull


class Stock(Enum):
    """The two piles of gold that belong to no player."""

    BANK = "bank"
    KING = "king"


BANK, KING = Stock.BANK, Stock.KING
#: where coins lie: the Bank, the King's share, or a player's purse (their seat)
Pile = Stock | int
#: the Bank, the King's share and every purse
Amounts = tuple[int, int, tuple[int, ...]]


def story(before: GameState, after: GameState, events: Sequence[Event], names: Sequence[str]) -> list[Beat]:
    """The timeline of one action: each roll's dice tumble (told once they land), a bust in
    words over the dice (skippable: it is the animation), each result's coins moving (told while
    they move); a move of no coins is not shown."""
    out: list[Beat] = []
    for n, event in enumerate(events):
        seat = getattr(event, "seat", -1)
        move = functools.partial(_move, out, seat, n + 1)
        if isinstance(event, Rolled):
            out.append(Tumble(seat=seat, faces=tuple(event.faces), rerolled=tuple(event.rerolled), told=n))
        elif isinstance(event, Bust):
            out.append(Notice(seat=seat, text=texts.describe(event, names), bad=True, skippable=True,
                              holds_end=True, told=n + 1))
            move(seat, KING, event.paid)
        elif isinstance(event, Cannon):
            move(BANK, seat, event.taken)
            move(BANK, KING, event.king_takes)
        elif isinstance(event, (Skull, FiveSkulls)):
            move(event.victim, seat, event.taken)
        elif isinstance(event, FiveCoins):
            move(KING, seat, event.taken)
        elif isinstance(event, FiveCannons):
            move(BANK, seat, event.taken)
    return out


def _move(out: list[Beat], seat: int, told: int, source: Pile, target: Pile, amount: int) -> None:
    if amount:
        out.append(CoinMove(seat=seat, source=source, target=target, amount=amount, told=told))


def piles(amounts: Amounts, landed: Iterable[Beat], lifted: Iterable[Beat] = ()) -> Amounts:
    """The pile amounts ``amounts`` once the coins of ``landed`` have arrived, and those of
    ``lifted`` (in the air) have left their pile and not yet reached the other."""
    bank, king, gold = amounts[0], amounts[1], list(amounts[2])
    for beat in landed:
        if isinstance(beat, CoinMove):
            assert isinstance(beat.source, Stock | int) and isinstance(beat.target, Stock | int)
            bank, king = shift(bank, king, gold, beat.source, beat.target, beat.amount)
    for beat in lifted:
        if isinstance(beat, CoinMove):
            assert isinstance(beat.source, Stock | int)
            bank, king = add(bank, king, gold, beat.source, -beat.amount)
    return bank, king, tuple(gold)


def amounts(state: rules.State) -> Amounts:
    """The Bank, the King's share and every purse of ``state``."""
    return state.bank, state.king_share, tuple(state.gold)


def changes(before: rules.State, after: rules.State) -> dict[Pile, int]:
    """What went from ``before`` to ``after`` changed in each pile (the piles it left alone are
    not in it)."""
    (bank, king, gold), (bank2, king2, gold2) = amounts(before), amounts(after)
    deltas: dict[Pile, int] = {BANK: bank2 - bank, KING: king2 - king}
    deltas.update({s: gold2[s] - gold[s] for s in range(len(gold2))})
    return {pile: d for pile, d in deltas.items() if d}


def shift(bank: int, king: int, gold: list[int], source: Pile, target: Pile, amount: int) -> tuple[int, int]:
    """Move ``amount`` coins from pile ``source`` to pile ``target`` (BANK, KING or a seat):
    returns the new Bank and King's share; a player's purse changes in ``gold`` itself."""
    bank, king = add(bank, king, gold, source, -amount)
    return add(bank, king, gold, target, amount)


def add(bank: int, king: int, gold: list[int], pile: Pile, delta: int) -> tuple[int, int]:
    """Add ``delta`` coins to ``pile``: returns the new Bank and King's share; a player's purse
    changes in ``gold`` itself."""
    if pile is BANK:
        bank += delta
    elif pile is KING:
        king += delta
    else:
        assert isinstance(pile, int)
        gold[pile] += delta
    return bank, king
