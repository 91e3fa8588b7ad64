"""A shared step on a game screen (core ``SharedStep``: several seats choose at once, one closes
it): each seat's pencilled choice, the computers' answers worked out on the worker as the step
starts, the phones' pencils and Done, and the close. The part ``SharedStepSeats`` keeps it
(``GameScene.shared_seats``); it knows only ``shared_step()``, ``shared_actions()`` and
``close_shared()`` of the game's state, and asks its screen back through the screen's hooks
``shared_wait``, ``shared_started`` and ``shared_changed`` (which a game overrides there).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from ludicitude.core.bots import Bot
from ludicitude.core.errors import IllegalAction
from ludicitude.core.game import Action, GameState
from ludicitude.core.i18n import _
from ludicitude.ui.computer_seats import ComputerSeats
from ludicitude.ui.thinking import Thinker


class Pencils:
    """Every seat's pencilled choice in one shared step, changeable until the step closes; a seat
    with none plays the step's ``nothing``. ``passing``: computer seats that chose ``nothing``
    (a decision, not a default)."""

    def __init__(self) -> None:
        self.chosen: dict[int, Action] = {}
        self.passing: set[int] = set()
        self.moment: tuple[int, int] | None = None  # the step they are for: the events so far, its closer

    @staticmethod
    def moment_of(state: GameState) -> tuple[int, int]:
        step = state.shared_step()
        return len(state.events), -1 if step is None else step.closer

    def starts(self, state: GameState) -> bool:
        """True, with nothing pencilled any more, when ``state``'s step is a new one beside the
        one the choices were for."""
        if self.is_for(state):
            return False
        self.moment = self.moment_of(state)
        self.clear()
        return True

    def is_for(self, state: GameState) -> bool:
        """Whether the pencilled choices are for ``state``'s step."""
        return self.moment == self.moment_of(state)

    def pencil(self, seat: int, action: Action, nothing: Action) -> None:
        """``seat``'s choice pencilled in (as a phone sends it); ``nothing`` takes it back."""
        if action == nothing:
            self.take_back(seat)
        else:
            self.chosen[seat] = action

    def take_back(self, seat: int) -> bool:
        """Forget ``seat``'s pencilled choice; True if there was one."""
        return self.chosen.pop(seat, None) is not None

    def computers_choose(self, state: GameState, bots: Mapping[int, Bot]) -> None:
        """The computer seats (those in ``bots``) choose, in the step's order, each from its own
        view as if the seats before it had played what they have pencilled (or ``nothing``):
        through ``apply``, on copies."""
        step = state.shared_step()
        assert step is not None
        before = state
        for seat in step.seats:
            if seat in bots:
                action = bots[seat].choose(before.view(seat), seat)
                if action != step.nothing:
                    self.chosen[seat] = action
                else:
                    self.passing.add(seat)
            before = before.apply(seat, self.chosen.get(seat, step.nothing))

    def take(self, answers: Pencils) -> None:
        """Pencil in the computers' answers, worked out apart (``answers_of``)."""
        self.chosen.update(answers.chosen)
        self.passing |= answers.passing

    def choices(self) -> dict[int, Action]:
        """What ``close_shared`` plays: the pencilled choices (every other seat plays ``nothing``)."""
        return dict(self.chosen)

    def clear(self) -> None:
        self.chosen, self.passing = {}, set()


def answers_of(state: GameState, bots: Mapping[int, Bot]) -> Pencils:
    """The computer seats' answers to ``state``'s step: what the worker runs, on a copy."""
    answers = Pencils()
    answers.computers_choose(state, bots)
    return answers


class SharedOwner(Protocol):
    """What the shared step's part reads of the screen that holds it, and the hooks it asks back."""

    app: Any
    session: Any
    message: str
    focus: int
    computers: ComputerSeats
    pencils_type: type[Pencils]

    @property
    def state(self) -> GameState: ...

    def busy(self) -> bool: ...

    def on_phone(self, seat: int) -> bool: ...

    def refresh(self) -> None: ...

    def still_changed(self) -> None: ...

    def act_shared(self, choices: Mapping[int, Action], then: Action | None = None) -> bool: ...

    def _applied(self, before: GameState, seat: int, action: Action) -> None: ...

    def shared_wait(self) -> str | None: ...

    def shared_started(self) -> None: ...

    def shared_changed(self, by: int | None = None) -> None: ...


class SharedStepSeats:
    """The screen's side of a shared step: who chooses here (``sharing``, ``on_screen``, the
    keyboard's seat ``kb_seat``), the computers' answers, the phones' choices and Done
    (``close_step``). A game keeps its own words for the pencils by a ``Pencils`` subclass (the
    screen's ``pencils_type``)."""

    def __init__(self, screen: SharedOwner) -> None:
        self.screen = screen
        self.pencils = screen.pencils_type()
        self.thinker = Thinker(wait=screen.app.think_wait)  # the computers' answers, off the frame loop
        self.kb_seat: int | None = None  # whose choice the keyboard makes in the step

    # -- who chooses ------------------------------------------------------------------------
    def sharing(self) -> tuple[int, ...]:
        """The human seats that may choose in the step now (none outside one, or while it waits)."""
        screen = self.screen
        step = screen.state.shared_step()
        if step is None or screen.shared_wait() is not None:
            return ()
        return tuple(s for s in step.seats if not screen.session.is_bot(s))

    def on_screen(self, humans: tuple[int, ...]) -> tuple[int, ...]:
        """The seats among ``humans`` that play on this screen (the others choose on a phone)."""
        return tuple(s for s in humans if not self.screen.on_phone(s))

    def screen_closes(self) -> bool:
        """Whether Done is this screen's: the closer plays here, or a computer closes and someone
        here chooses (when they all play on phones, a phone says Done)."""
        screen = self.screen
        step = screen.state.shared_step()
        if step is None or screen.on_phone(step.closer):
            return False
        return not screen.session.is_bot(step.closer) or bool(self.on_screen(self.sharing()))

    def seats_here(self) -> tuple[int, ...]:
        """The step's seats played here (the pencils synced); the keyboard stays on one of them,
        the closer's at first."""
        self.sync()
        here = self.on_screen(self.sharing())
        step = self.screen.state.shared_step()
        if self.kb_seat not in here:
            self.kb_seat = step.closer if step is not None and step.closer in here else next(iter(here), None)
        return here

    def keyboard_to(self, seat: int) -> None:
        """A seat's key: the keyboard goes to that seat's choice (one played here)."""
        if seat in self.on_screen(self.sharing()):
            self.kb_seat = seat
            self.screen.refresh()
            self.screen.focus = 0

    # -- the computers ----------------------------------------------------------------------
    def sync(self) -> None:
        """A new step: nothing pencilled, and the computers answer at once, on the worker."""
        screen = self.screen
        state = screen.state
        if self.pencils.starts(state):
            self.kb_seat = None
            screen.shared_started()
            work = functools.partial(answers_of, state.copy(), screen.session.bots)  # on a copy
            self.thinker.ask((state, "shared"), lambda: work)

    def take_answers(self) -> None:
        """The computers' answers, pencilled in beside the humans' when they come (each frame)."""
        done, answers = self.thinker.ready((self.screen.state, "shared"))
        if done:
            self.pencils.take(answers)
            self.screen.shared_changed()
            self.screen.still_changed()  # their choices, and what they change, drawn now

    def bot_seat(self) -> int | None:
        """The computer seat that should act now, if any: in a shared step where only computers
        choose, its closer (their answers close it); else ``ComputerSeats.seat``."""
        screen = self.screen
        step = screen.state.shared_step()
        if step is not None and not screen.busy() and not self.sharing():
            return step.closer  # computers alone in the step: their answers close it
        return screen.computers.seat()

    def decision(self, seat: int) -> Callable[[], Any]:
        """``seat``'s computer's work for the worker (``ComputerSeats.decision``); in a shared
        step, every computer's choice at once."""
        screen = self.screen
        if screen.state.shared_step() is None:
            return screen.computers.decision(seat)
        state, bots = screen.state.copy(), screen.session.bots  # computers alone: they all choose, it closes
        return lambda: answers_of(state, bots).choices()

    # -- closing ----------------------------------------------------------------------------
    def computers_choosing(self) -> str | None:
        """Why Done waits (the step never closes without the computers' choices), or None."""
        return _("The computers are still choosing: a moment.") if self.thinker.future is not None else None

    def act(self, choices: Mapping[int, Action], then: Action | None = None) -> bool:
        """Close the state's shared step (core ``SharedStep``) with every seat's pencilled choice,
        then play ``then`` for the closer if given (one input: Done and the next move, one story);
        a refusal is shown in words and changes nothing (``GameScene.act_shared``)."""
        screen = self.screen
        before = screen.state
        step = before.shared_step()
        closer = -1 if step is None else step.closer
        try:
            if then is not None:
                before.close_shared(choices).apply(closer, then)  # tried on copies: all or nothing
            screen.session.close_shared(choices)
        except IllegalAction as exc:
            screen.message = str(exc)
            screen.app.dirty = True
            return False
        if then is not None:
            screen.session.apply(closer, then)
        screen._applied(before, closer, dict(choices) if then is None else then)
        return True

    def close_step(self, then: Action | None = None) -> str | None:
        """Done: the step closes with every pencilled choice (then ``then``, the closer's next
        move, in one input): None, or why not in words (nothing changed)."""
        waiting = self.computers_choosing()
        if waiting is not None:
            return waiting
        moment = self.pencils.moment
        if not self.screen.act_shared(self.pencils.choices(), then=then):
            return self.screen.message
        if self.pencils.moment == moment:
            self.pencils.clear()  # (a new step, started at once without animation, has its own)
        return None

    # -- players' phones: their choices are pencilled here, shown on this screen --------------
    def phone_pencil(self, seat: int, action: Action) -> str | None:
        """``seat``'s phone pencils ``action`` in (the step's ``nothing`` takes it back): None, or why not."""
        screen = self.screen
        step = screen.state.shared_step()
        if step is None:
            return _("Nobody chooses together now.")
        wait = screen.shared_wait()
        if wait is not None:
            return wait
        self.sync()
        self.pencils.pencil(seat, action, step.nothing)
        screen.shared_changed(by=seat)
        screen.still_changed()
        return None

    def phone_close(self, seat: int) -> str | None:
        """``seat``'s phone says Done: None, or why not."""
        if self.screen.state.shared_step() is None:
            return _("Nobody chooses together now.")
        wait = self.screen.shared_wait()
        if wait is not None:
            return wait
        self.sync()
        self.take_answers()
        return self.close_step()

    def phone_pencilled(self, seat: int) -> Action | None:
        """``seat``'s choice pencilled in the step, if any."""
        return self.pencils.chosen.get(seat) if self.pencils.is_for(self.screen.state) else None
