"""What the Perudo table hears of each kind of event (``ludicitude.core.cues``): the cups
shaken (by how many dice), a bid's knock, a drum roll as the cups lift on a Dudo and the hit of
the dice shown, a sting for a lost die, a fanfare at the end."""

from ludicitude.core.cues import Cue, Declaration
from ludicitude.core.timeline import Wait, WaitForPerson

from perudo.events import BidMade, CupRolled, DudoCalled, LostDie, Out, RoundBegun, Won

CUES: Declaration = {
    RoundBegun: Cue("roll", size=lambda e: sum(e.dice)),
    CupRolled: None,  # seen by its seat alone
    BidMade: Cue("place"),
    DudoCalled: (Cue("drumroll", on=Wait, wait="lift"), Cue("reveal", on=WaitForPerson)),
    LostDie: Cue("sting", on=WaitForPerson),
    Out: Cue("sting", on=WaitForPerson),
    Won: Cue("fanfare", at_end=True),
}
