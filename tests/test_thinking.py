"""Computer players think off the frame loop (ui/thinking.py): the loop keeps drawing while a
slow computer thinks, its move lands once, through the usual path and after its time on screen,
and a decision worked out for a position the game has left (or a screen that has closed) is
dropped. Deterministic: the slow computer waits on an event the test sets, never on a clock."""

from __future__ import annotations

import math
import threading
from concurrent.futures import wait

import pygame
import pytest

from ludicitude.games.cadenas.events import Crossed, Passed
from ludicitude.ui.dialogs import Confirm
from ludicitude.ui.game_scene import BOT_DELAY, GameScene
from ludicitude.ui.launcher import Launcher
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.ui.thinking import Thinker
from ludicitude.testing.driver import FixedClock

FRAME = 0.016  # seconds a frame of the fixed clock lasts


class SlowBot:
    """A computer player that thinks until the test lets it answer: each decision waits for its
    own gate, so that one released decision answers one position only."""

    def __init__(self, real) -> None:
        self.real = real
        self.asked: list[tuple[object, int]] = []  # (view, seat) of every decision begun
        self.answers: list[object] = []
        self.threads: list[str] = []
        self.gates: list[threading.Event] = []
        self.begun = threading.Semaphore(0)

    def choose(self, view, seat):
        gate = threading.Event()
        self.gates.append(gate)
        self.asked.append((view, seat))
        self.threads.append(threading.current_thread().name)
        self.begun.release()
        assert gate.wait(30), "the test never let the computer answer"
        action = self.real.choose(view, seat)
        self.answers.append(action)
        return action

    def wait_begun(self) -> None:
        assert self.begun.acquire(timeout=30), "the computer was never asked"

    def release_all(self) -> None:
        for gate in self.gates:
            gate.set()


@pytest.fixture
def slow_game(make_app):
    """Corsaire, the first seat played by a slow computer, the second by a person; the loop does
    not wait for the worker (think_wait off, as in the real program)."""
    made = []

    def start(animation: str = "instant"):
        d = make_app(animation=animation)
        d.app.think_wait = False
        d.app.clock = FixedClock(FRAME)  # the pacing is counted in frames
        session = GameSession.new("corsaire", [SeatInfo("Ana", "red", "cpu"), SeatInfo("Bob", "blue")], None, 3)
        bot = SlowBot(session.bots[0])
        session.bots[0] = bot
        applied: list[tuple[object, object]] = []
        session.listeners.append(lambda s: applied.append(s.state))
        d.app.push_scene(Launcher(d.app))
        d.app.start_game(session)
        made.append(bot)
        for _i in range(200):  # the game screen fades in, and its computer is asked
            if isinstance(d.top, GameScene) and d.top.computers.thinker.started:
                break
            d.frames(1)
        return d, session, bot, applied

    yield start
    for bot in made:  # never leave a worker waiting on a gate
        bot.release_all()


def count_draws(app) -> list[int]:
    drawn = [0]
    real = app.draw

    def draw() -> None:
        drawn[0] += 1
        real()

    app.draw = draw
    return drawn


def test_the_loop_keeps_drawing_while_a_computer_thinks_and_its_move_lands_once(slow_game):
    d, session, bot, applied = slow_game()
    bot.wait_begun()
    before = session.state
    drawn = count_draws(d.app)
    frames = d.app.frame_count
    d.frames(40)  # the computer's time on screen is long over, its answer still not there
    assert d.app.frame_count - frames == 40 and drawn[0] == 40  # every frame drawn, none waited
    assert session.state is before and applied == []
    assert bot.threads == ["computer-player_0"]  # not the loop's thread
    assert bot.asked[0][0] is not before  # the worker got a copy: the seat's view
    assert isinstance(d.top, GameScene) and d.top.computers.thinker.started == 1  # asked once, not every frame

    bot.gates[0].set()  # the computer answers
    wait([d.top.computers.thinker.future])
    d.frames(1)
    assert len(applied) == 1  # the move landed, through the session (state.apply)
    assert applied[0] == before.apply(0, bot.answers[0])
    d.frames(30)  # the next decision is for the next position: it waits for its own gate
    bot.wait_begun()
    assert len(applied) == 1 and len(bot.asked) == 2
    assert bot.asked[1][0].to_dict() == applied[0].view(0).to_dict()


def test_a_computer_s_move_still_waits_its_time_on_screen(slow_game):
    d, session, bot, applied = slow_game(animation="normal")
    d.app.think_wait = True  # the answer is there when due: the frames count the delay alone
    scene = d.top
    scene.computers.thinker.wait = True  # (the screen's worker was made before: it waits from now on too)
    bot.release_all()
    wait([scene.computers.thinker.future])
    session.bots[0] = bot.real  # a computer that answers at once
    scene.computers.thinker.drop()  # asked again, from the first frame of its time on screen
    scene.computers.timer = 0.0
    frames_on_screen = 0
    while not applied:
        d.frames(1)
        frames_on_screen += 1
    due = BOT_DELAY * d.app.animation_factor / FRAME
    assert math.ceil(due) <= frames_on_screen <= math.ceil(due) + 1


def test_a_decision_for_a_position_the_game_has_left_is_dropped(slow_game):
    d, session, bot, applied = slow_game()
    bot.wait_begun()
    scene = d.top
    old = session.state
    # meanwhile the computer's seat plays from elsewhere (as a phone's move does), through the
    # same door: the position the computer was thinking about is gone
    other = old.legal_actions(0)[-1]
    assert scene.apply_action(0, other) is None
    moved = session.state
    d.frames(2)
    bot.gates[0].set()  # the old answer arrives...
    d.frames(30)
    assert session.state is moved  # ...and is never applied
    assert applied == [moved]
    bot.wait_begun()  # the computer was asked again, about the new position
    assert bot.asked[1][0].to_dict() == moved.view(0).to_dict()


def test_leaving_the_game_while_a_computer_thinks_applies_nothing(slow_game):
    d, session, bot, applied = slow_game()
    bot.wait_begun()
    scene = d.top
    future = scene.computers.thinker.future
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, Confirm)
    d.click_widget(d.top.yes_button)  # "Leave"
    d.settle()
    assert isinstance(d.top, Launcher)
    bot.gates[0].set()
    wait([future])
    d.frames(10)
    assert applied == [] and scene.computers.thinker.future is None


def test_a_thinker_hands_a_result_over_once_and_only_for_its_position():
    gate = threading.Event()
    first, second = object(), object()
    thinker = Thinker()
    thinker.ask((first, 0), lambda: lambda: gate.wait(30) and "old answer")
    thinker.ask((first, 0), lambda: pytest.fail("asked twice for the same position"))
    assert thinker.thinking and thinker.ready((first, 0)) == (False, None)
    old = thinker.future
    thinker.ask((second, 0), lambda: lambda: "new answer")  # the game moved on
    gate.set()
    wait([old])
    assert thinker.ready((first, 0)) == (False, None)  # the old answer is never handed over
    wait([thinker.future])
    assert thinker.ready((second, 0)) == (True, "new answer")
    assert thinker.ready((second, 0)) == (False, None)  # handed over once
    assert thinker.started == 2


def test_a_worker_s_error_reaches_the_loop():
    def broken():
        raise RuntimeError("the computer player broke")

    thinker = Thinker(wait=True)
    key = (object(), 1)
    thinker.ask(key, lambda: broken)
    with pytest.raises(RuntimeError, match="broke"):
        thinker.ready(key)


def cadenas_with_a_slow_bob(make_app, ana: str = "human"):
    """Cadenas, Bob (seat 1) a computer that thinks until the test lets it answer, Ana a person
    or a computer; the loop does not wait for the worker."""
    from ludicitude.games.cadenas.scene import GameScene as CadenasScene

    d = make_app()
    d.app.think_wait = False
    session = GameSession.new("cadenas", [SeatInfo("Ana", "red", ana), SeatInfo("Bob", "blue", "cpu")], None, 3)
    bot = SlowBot(session.bots[1])
    session.bots[1] = bot
    scene = CadenasScene(d.app, session)
    d.app.push_scene(scene)
    return d, session, bot, scene


def test_cadenas_white_sum_computers_answer_off_the_frame_loop_and_done_waits_for_them(make_app):
    """"Every player (active first, then the others) may cross that number in one row" (RULINGS.md
    "Cadenas"): the computers' answers are worked out on the worker while the people choose; the
    table cannot close without them, and says so."""
    d, session, bot, scene = cadenas_with_a_slow_bob(make_app)
    try:
        for _i in range(200):
            if scene.sharing() and scene.shared_seats.thinker.started:
                break
            d.frames(1)
        assert scene.sharing() == (0,)  # Ana crosses the white sum on her sheet, Bob on his
        bot.wait_begun()
        state = session.state
        drawn = count_draws(d.app)
        d.app.dirty = True
        d.frames(20)
        assert drawn[0] >= 1 and d.top is scene  # the table answers while Bob thinks
        assert 1 not in scene.pencils.crosses and 1 not in scene.pencils.passing
        d.click_widget(scene.done_button)  # Done before Bob has answered: refused, in words
        assert session.state is state
        assert scene.message == "The computers are still choosing: a moment."
        stills = [0]
        real_still = scene.draw_still

        def counting(surface) -> None:
            stills[0] += 1
            real_still(surface)

        scene.draw_still = counting  # type: ignore[method-assign]
        bot.gates[0].set()
        wait([scene.shared_seats.thinker.future])
        d.frames(2)  # no input: the screen shows Bob's answer by itself (his cross in gold)
        assert (1 in scene.pencils.crosses) != (1 in scene.pencils.passing)  # Bob's answer, pencilled
        assert stills[0] >= 1, "the still picture was not redrawn when Bob's answer came"
        assert session.state is state  # nothing is final before Done
        for _i in range(2):  # Done (twice if it costs Ana a grey box): the step closes
            if session.state is state:
                d.click_widget(scene.done_button)
        assert session.state is not state
    finally:
        bot.release_all()


def test_cadenas_white_sum_of_computers_alone_closes_once_they_have_all_answered(make_app):
    """With computers alone at the white sum, their answers are one decision, worked out on the
    worker: "every player (active first, then the others) may cross that number in one row"."""
    from ludicitude.games.cadenas.rules import Cross
    d, session, bot, scene = cadenas_with_a_slow_bob(make_app, ana="cpu")
    try:
        for _i in range(200):
            if session.state.shared_step() is not None and scene.computers.thinker.started:
                break
            d.frames(1)
        state = session.state
        assert state.shared_step() is not None and not scene.sharing()  # nobody human to cross
        bot.wait_begun()  # Bob's answer is part of the one decision
        d.frames(20)
        assert session.state is state  # nothing closes without Bob
        bot.gates[0].set()
        wait([scene.computers.thinker.future])
        d.frames(1)
        after = session.state
        assert after is not state and after.shared_step() is None  # closed, once, by both answers
        said = {e.seat: type(e) for e in after.events[len(state.events):]
                if isinstance(e, (Crossed, Passed)) and e.action == 1}
        assert set(said) == {0, 1}  # each seat's answer to the white sum, played once
        (answer,) = bot.answers
        assert said[1] is (Crossed if isinstance(answer, Cross) else Passed)  # Bob's, as he chose it
    finally:
        bot.release_all()
