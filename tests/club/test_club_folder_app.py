"""Issue 35 in the program: with a club folder set, every finished game writes this table's book
(on a worker: the frame loop never waits for it), the season is read again, and a club folder
that disappears is said once while the games go on."""

from __future__ import annotations

import shutil

from ludicitude.club.book import SUFFIX
from ludicitude.games import GAMES
from ludicitude.ui.session import GameSession, SeatInfo


def play_to_the_end(app, seed):
    """A game started in the program, its moves applied through the session (each saved by the
    program's autosave, as a player's moves are)."""
    game = GAMES["magouille"]
    names = ("Ana", "Bob", "Cleo")
    session = GameSession.new("magouille", [SeatInfo(n, c, "human") for n, c in zip(names, ("red", "blue", "green"))],
                              None, seed)
    assert app.start_game(session)
    players = {i: game.make_bot("cpu", seed + i) for i in range(3)}
    while not session.state.is_over:
        seat = session.state.to_act[0]
        session.apply(seat, players[seat].choose(session.state.view(seat), seat))
    return session


def test_a_finished_game_writes_the_tables_book_and_the_season_is_read(make_app, tmp_path):
    club = tmp_path / "club"
    club.mkdir()
    d = make_app(club_folder=str(club))
    app = d.app
    session = play_to_the_end(app, 4)
    app.club.wait()
    written = list(club.glob("*" + SUFFIX))
    assert len(written) == 1
    assert app.club.stats is not None
    assert [p["player"] for p in app.club.stats["players"]] == ["Ana", "Bob", "Cleo"]
    assert session.save_id in {i for p in app.club.stats["players"] for i in p["last"]}
    d.frames(2)
    assert app.notices == []  # nothing went wrong: nothing said


def test_a_club_folder_that_disappears_is_said_once_and_play_goes_on(make_app, tmp_path):
    club = tmp_path / "club"
    club.mkdir()
    d = make_app(club_folder=str(club))
    app = d.app
    shutil.rmtree(club)  # the USB stick unplugged
    play_to_the_end(app, 4)
    app.club.wait()
    d.frames(2)
    said = [text for text, _left in app.notices]
    assert len([s for s in said if "club folder" in s and "can't be written" in s]) == 1, said
    assert len([s for s in said if "club folder" in s and "can't be read" in s]) == 1, said
    app.notices.clear()
    play_to_the_end(app, 5)  # the next game: played and saved, the problem not said again
    app.club.wait()
    d.frames(2)
    assert app.notices == []
    assert len(app.saves.load_results()[0]) == 2
