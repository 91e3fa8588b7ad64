"""What the Corsaire table hears of each kind of event (``core/cues.py``): the dice rolled (by
how many), coins as they move (by how many; a Cannon's second move is the King's), a sting on
three crossed bones, a fanfare at the end."""

from ludicitude.core.cues import Cue, Declaration
from ludicitude.core.timeline import CoinMove, Notice, Tumble
from ludicitude.games.corsaire.events import (
    BankEmpty,
    Bust,
    Cannon,
    FiveCannons,
    FiveCoins,
    FiveSkulls,
    GameOver,
    NoResult,
    Rolled,
    Skull,
    Stopped,
)


def coins(amount: str) -> Cue:
    """The coins of one move, heard with it (a move of none is not shown, nor heard)."""
    return Cue("coins", on=CoinMove, size=lambda e: getattr(e, amount), only=lambda e: getattr(e, amount) > 0)


CUES: Declaration = {
    Rolled: Cue("roll", on=Tumble, size=lambda e: len(e.rerolled) or len(e.faces)),
    Stopped: None,
    Bust: (Cue("sting", on=Notice), coins("paid")),
    NoResult: None,
    Cannon: (coins("taken"), coins("king_takes")),
    Skull: coins("taken"),
    FiveCoins: coins("taken"),
    FiveSkulls: coins("taken"),
    FiveCannons: coins("taken"),
    BankEmpty: None,  # the game ends: the fanfare says it
    GameOver: Cue("fanfare", at_end=True),
}
