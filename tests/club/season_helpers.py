"""Tables of a club for the season's tests: installations (each its own user folders, as
three laptops have), games played to their end by people's names, and books."""

from __future__ import annotations

from pathlib import Path

from ludicitude import saves
from ludicitude.club import book
from ludicitude.games import GAMES
from ludicitude.ui.session import GameSession, SeatInfo

IDENTITIES = ("red", "blue", "yellow", "green", "purple", "orange")


def use_installation(monkeypatch, root: Path, name: str) -> None:
    """This process is now the laptop ``name``: its own settings and data folders."""
    saves.close()
    monkeypatch.setenv("XDG_CONFIG_HOME", str(root / name / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(root / name / "data"))
    monkeypatch.setenv("XDG_STATE_HOME", str(root / name / "state"))


def play(game_id: str, names: tuple[str, ...], seed: int) -> GameSession:
    """A game between people called ``names`` (each seat's moves chosen by a computer player),
    played to its end through ``GameSession.apply`` and saved after every move, as the program
    saves it."""
    game = GAMES[game_id]
    seats = [SeatInfo(n, IDENTITIES[i], "human") for i, n in enumerate(names)]
    session = GameSession.new(game_id, seats, None, seed)
    players = {i: game.make_bot("cpu", seed * 7 + i) for i in range(len(names))}
    for _ in range(100_000):
        state = session.state
        if state.is_over:
            saves.write(session)
            return session
        seat = state.to_act[0]
        session.apply(seat, players[seat].choose(state.view(seat), seat))
    raise AssertionError("the game did not end")


def write_own_book(folder: Path) -> Path:
    return book.write_book(folder, book.installation_id())


def open_season_screen(make_app, club):
    """The program with a club folder, its first reading done: Statistics pressed on the
    launcher opens the season screen (returned with the driver)."""
    from ludicitude.ui.launcher import Launcher
    from ludicitude.ui.season_screen import SeasonScreen

    d = make_app(club_folder=str(club))
    d.app.club.wait()
    launcher = Launcher(d.app)
    d.app.push_scene(launcher)
    d.frames(2)
    d.click_widget(launcher.stats_button)
    d.settle()
    assert isinstance(d.top, SeasonScreen)
    return d, d.top
