"""What the Cadenas table hears of each kind of event (``core/cues.py``): the dice rolled, a
pencil's cross, a padlock's click when a row locks, a sting for a grey box, a fanfare at the end."""

from ludicitude.core.cues import Cue, Declaration
from ludicitude.core.timeline import Notice, Tumble
from ludicitude.games.cadenas.events import Crossed, GameEnded, GreyBoxTaken, Locked, Passed, Rolled, RowClosed

CUES: Declaration = {
    Rolled: Cue("roll", on=Tumble, size=lambda e: len(e.whites) + len(e.colours)),
    Passed: None,
    Crossed: Cue("cross"),
    Locked: Cue("lock", on=Notice),
    GreyBoxTaken: Cue("sting", on=Notice),
    RowClosed: None,  # it closes with the lock, whose click says it
    GameEnded: Cue("fanfare", at_end=True),
}
