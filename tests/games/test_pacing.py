"""Issue 36, 10: "A computer's three crossed bones pass in about a second, with nobody pressing
anything: the room never sees the bust." Computer turns are paced for a room: a bust, a theft, a
lock or a reveal stays on screen at least 1.5 s at normal speed. Computers play on a real screen
whose clock runs a fixed 1/60 s a frame; the words of the moment are looked for in every frame."""

from __future__ import annotations

from ludicitude.games import GAMES
from ludicitude.ui.session import GameSession, SeatInfo
from tests.conftest import FixedClock

FRAME = 1 / 60
SEATS = [SeatInfo("Ana", "red", "cpu"), SeatInfo("Bob", "blue", "cpu"), SeatInfo("Cleo", "yellow", "cpu")]


def seconds_held(make_app, game_id, is_moment, seed=3, frames=40000):
    """How long the table holds on the first moment its computers make (``is_moment(event)``),
    in seconds of the screen's clock: from the frame the action that made it lands to the frame
    the next action lands (nobody pressing anything)."""
    d = make_app(size=(1024, 768), animation="normal")
    d.app.clock = FixedClock(FRAME)
    scene = GAMES[game_id].scene()(d.app, GameSession.new(game_id, SEATS, None, seed))
    d.app.push_scene(scene)
    held, state = None, scene.state
    for _ in range(frames):
        d.frames(1)
        if scene.state is not state:
            if held is not None:
                return held * FRAME
            new = scene.state.events[len(state.events):]
            if any(is_moment(e) for e in new):
                held = 0
            state = scene.state
        elif held is not None:
            held += 1
    raise AssertionError("the moment did not come, or the game never went on")


def test_a_computers_bust_stays_on_screen_at_least_1_5_seconds(make_app):
    from ludicitude.games.corsaire.events import Bust

    assert seconds_held(make_app, "corsaire", lambda e: isinstance(e, Bust), seed=7) >= 1.5


def test_a_computers_theft_stays_on_screen_at_least_1_5_seconds(make_app):
    from ludicitude.games.corsaire.events import FiveSkulls, Skull

    assert seconds_held(make_app, "corsaire", lambda e: isinstance(e, (Skull, FiveSkulls)) and e.taken > 0) >= 1.5


def test_a_computers_lock_stays_on_screen_at_least_1_5_seconds(make_app):
    from ludicitude.games.cadenas.events import Locked

    assert seconds_held(make_app, "cadenas", lambda e: isinstance(e, Locked), seed=7) >= 1.5


def test_a_reveal_with_nobody_at_the_screen_stays_at_least_1_5_seconds(make_app):
    from ludicitude.games.magouille.events import Revealed

    assert seconds_held(make_app, "magouille", lambda e: isinstance(e, Revealed)) >= 1.5
