"""The coach's answer for a learner: the expert's action and one line of why (no pygame).

Each game's ``coach.py`` gives ``advise(view, seat, names) -> Advice``: it asks the game's expert
computer player (``make_bot("expert", seed)``, a fresh one, from ``view`` alone) what it would
play, and puts that action and the reason for it into words with the game's texts. Nothing is
played: the screen shows the advice and the player decides.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ludicitude.core.bots import Bot
from ludicitude.core.game import Action, GameState


@dataclass(frozen=True)
class Advice:
    """What the expert would do (``action``, ``what`` in words) and why, in one line."""

    action: Action
    what: str
    why: str


def expert_action(make_bot: Callable[[str, int], Bot], view: GameState, seat: int) -> Action:
    """The expert's choice for ``seat`` from its own ``view``: a fresh player (it reads what the
    others have shown from the view's log), seeded by the position, so a position always gets
    the same advice."""
    seed = len(view.events) * 8 + seat
    return make_bot("expert", seed).choose(view, seat)
