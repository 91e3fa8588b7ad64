"""What the Quatre Cartes table hears of each kind of event (``core/cues.py``): the dice rolled
(by how many), dice set on a card, a chime when a round's scores come up, a fanfare at the end."""

from ludicitude.core.cues import Cue, Declaration
from ludicitude.core.timeline import Tumble, WaitForPerson
from ludicitude.games.cartes.events import (
    CardScored,
    Continued,
    GameOver,
    Placed,
    Rolled,
    RoundScored,
    RoundStarted,
    Stopped,
)

CUES: Declaration = {
    RoundStarted: None,
    Rolled: Cue("roll", on=Tumble, size=lambda e: len(e.faces)),
    Placed: Cue("place"),
    Continued: None,  # the dice left roll next: the rattle says it
    Stopped: Cue("place"),  # dice gathered off a card (or none)
    CardScored: None,  # the round's summary shows the four cards at once: one chime for them
    RoundScored: Cue("chime", on=WaitForPerson),
    GameOver: Cue("fanfare", at_end=True),
}
