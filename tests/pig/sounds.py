"""What the Pig table hears of each kind of event (``ludicitude.core.cues``): the die's rattle on
a roll, coins as the turn's points are banked."""

from ludicitude.core.cues import Cue
from tests.pig.rules import Banked, Rolled

CUES = {
    Rolled: Cue("roll", size=lambda e: 1),
    Banked: Cue("coins", size=lambda e: e.points),
}
