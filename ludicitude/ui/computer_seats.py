"""Which computer seat acts now, and what its player works out off the frame loop (``Thinker``):
the part of a game screen that paces its computers. ``GameScene`` inherits it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from ludicitude.core.game import Action, GameState

BOT_DELAY = 0.7  # seconds between two computer actions at normal speed: people can follow


class ComputerSeats:
    """The computers of a game screen: the seat due to act, its decision asked of the worker on a
    copy (its view), and that decision applied through the screen's ``act`` once it is ready."""

    session: Any

    if TYPE_CHECKING:
        @property
        def state(self) -> GameState: ...
        def act(self, seat: int, action: Action) -> bool: ...
        def act_shared(self, choices: Mapping[int, Action], then: Action | None = None) -> bool: ...

    def bot_seat(self) -> int | None:
        """The computer seat that should act now, if any."""
        if self.state.is_over or self.state.shared_step() is not None:
            return None  # a shared step's computers are SharedStepSeats's (ui/shared_step.py)
        for seat in self.state.to_act:
            if self.session.is_bot(seat):
                return seat
        return None

    def decision(self, seat: int) -> Callable[[], Any]:
        """``seat``'s computer player's work for the worker thread, on a copy: the seat's view."""
        bot, view = self.session.bots[seat], self.state.view(seat)
        return lambda: bot.choose(view, seat)

    def act_decision(self, seat: int, result: Any) -> None:
        """Apply what ``decision`` worked out, in the loop at the position it was asked for: an action
        of ``seat``, or in a shared step every computer's choice at once (seat -> action): it closes."""
        shared = isinstance(result, Mapping) and self.state.shared_step() is not None
        self.act_shared(result) if shared else self.act(seat, result)
