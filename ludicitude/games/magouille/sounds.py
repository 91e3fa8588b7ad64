"""What the Magouille table hears of each kind of event (``core/cues.py``): a die set under its
cup (never which face: a secret is silent), a drum roll under a reveal and its hit as the first
cup lifts, coins for a score and a sting for a loss as the scores count, a fanfare at the end."""

from ludicitude.core.cues import Cue, Declaration
from ludicitude.core.timeline import Wait
from ludicitude.games.magouille.events import (
    Chosen,
    Eliminated,
    FaceSet,
    GameOver,
    Lost,
    NobodyScores,
    Revealed,
    RoundStarted,
    Scored,
    TalkEnded,
)
from ludicitude.games.magouille.story import COUNT, FACE_DOWN, CupsLift

CUES: Declaration = {
    RoundStarted: None,
    FaceSet: None,  # seen by one seat alone
    Chosen: Cue("place"),
    TalkEnded: None,
    Revealed: (Cue("drumroll", on=Wait, wait=FACE_DOWN), Cue("reveal", on=CupsLift)),
    Scored: Cue("coins", on=Wait, wait=COUNT, size=lambda e: e.points),
    NobodyScores: None,
    Lost: Cue("sting", on=Wait, wait=COUNT),
    Eliminated: Cue("sting", on=Wait, wait=COUNT),
    GameOver: Cue("fanfare", at_end=True),
}
