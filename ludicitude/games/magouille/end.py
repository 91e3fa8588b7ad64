"""The end of a game of Magouille: the shared end screen, whose podium holds only the players
still in the game at its end (and the winners of a round where everyone fell): a player out
stands under it, with their last score and an "out" tag. A score never rises after a player is
out, so those under it are the ranking's last places whatever their points."""

from __future__ import annotations

from typing import cast

from ludicitude.games.magouille import rules
from ludicitude.ui.end_screen import EndScreen, podium_seats


class MagouilleEnd(EndScreen):
    """The podium of those who lasted, the players out listed under it."""

    def podium(self, order: list[int], ranks: dict[int, int]) -> list[int]:
        state = cast(rules.State, self.session.state)
        lasted = [s for s in order if state.in_game[s] or s in state.winners]
        return podium_seats(lasted, ranks)
