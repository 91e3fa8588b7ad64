"""Which computer seat acts now, and what its player works out off the frame loop (``Thinker``):
the part of a game screen that paces its computers (``GameScene.computers``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from ludicitude.core.game import Action, GameState
from ludicitude.ui.thinking import Thinker

BOT_DELAY = 0.7  # seconds between two computer actions at normal speed: people can follow


class ComputersOwner(Protocol):
    """What the computers' part reads of the screen that holds it: its hooks ``bot_seat`` and
    ``decision`` (a shared step, a game, may say otherwise than ``ComputerSeats``), and how it acts."""

    app: Any
    session: Any

    @property
    def state(self) -> GameState: ...

    def bot_seat(self) -> int | None: ...

    def decision(self, seat: int) -> Callable[[], Any]: ...

    def act(self, seat: int, action: Action) -> bool: ...

    def act_shared(self, choices: Mapping[int, Action], then: Action | None = None) -> bool: ...


class ComputerSeats:
    """The computers of a game screen: the seat due to act, its decision asked of the worker on a
    copy (its view) while its move waits its time on screen, and that decision applied through
    the screen's ``act`` once both are done."""

    def __init__(self, screen: ComputersOwner) -> None:
        self.screen = screen
        self.thinker = Thinker(wait=screen.app.think_wait)  # a computer's decision, off the frame loop
        self.timer = 0.0  # how long the move due has waited on screen

    def seat(self) -> int | None:
        """The computer seat that should act now, if any (outside a shared step)."""
        state, session = self.screen.state, self.screen.session
        if state.is_over or state.shared_step() is not None:
            return None  # a shared step's computers are SharedStepSeats's (ui/shared_step.py)
        for seat in state.to_act:
            if session.is_bot(seat):
                return seat
        return None

    def decision(self, seat: int) -> Callable[[], Any]:
        """``seat``'s computer player's work for the worker thread, on a copy: the seat's view."""
        bot, view = self.screen.session.bots[seat], self.screen.state.view(seat)
        return lambda: bot.choose(view, seat)

    def apply(self, seat: int, result: Any) -> None:
        """Apply what ``decision`` worked out, in the loop at the position it was asked for: an action
        of ``seat``, or in a shared step every computer's choice at once (seat -> action): it closes."""
        screen = self.screen
        shared = isinstance(result, Mapping) and screen.state.shared_step() is not None
        screen.act_shared(result) if shared else screen.act(seat, result)

    def pace(self, dt: float) -> None:
        """One frame ``dt`` seconds later, the screen free: the seat due (the screen's ``bot_seat``)
        thinks on the worker while its move waits its time on screen; both done, the move lands."""
        screen = self.screen
        seat = screen.bot_seat()
        if seat is None:
            self.timer = 0.0
            self.thinker.drop()
            return
        key = (screen.state, seat)
        self.thinker.ask(key, lambda: screen.decision(seat))
        self.timer += dt
        if self.timer >= BOT_DELAY * screen.app.animation_factor:
            done, result = self.thinker.ready(key)
            if done:
                self.timer = 0.0
                self.apply(seat, result)
