"""Cadenas's own end screen (issue 37: "an end screen with a podium, the reason the game ended,
and a celebration (particles, a fanfare) that settles by itself"): the podium, the card's words
for the end and the celebration of every game's end screen, with each player's points row by row
(the four rows, the grey boxes, the total) kept under the podium, driven with real events."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games import GAMES
from ludicitude.games.cadenas.end import ScoreTable, values
from ludicitude.games.cadenas.bench_scene import played_history
from ludicitude.games.cadenas.scene import GameScene
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.ui.theme import PLAYER_IDENTITIES
from ludicitude.ui import theme
from ludicitude.ui.end_screen import ranking
from ludicitude.ui.launcher import Launcher
from tests.club_helpers import NAMES


def last_moves(players: int, seed: int) -> GameSession:
    """A game between computers at its last move (the one the end comes from)."""
    before = next(state for state, _seat, action in reversed(played_history(players, seed)) if action is not None)
    seats = [SeatInfo(NAMES[i], PLAYER_IDENTITIES[i].key, "cpu") for i in range(players)]
    return GameSession(GAMES["cadenas"], seats, before)


def ended(make_app, players=6, seed=7, **settings):
    """A game of Cadenas between computers at its last move, on its screen: the computer moves, and
    the end screen comes by itself."""
    d = make_app(**settings)
    d.app.push_scene(Launcher(d.app))
    session = last_moves(players, seed)
    d.app.push_scene(GameScene(d.app, session))
    d.settle(max_frames=3000)
    assert session.state.is_over and isinstance(d.top, ScoreTable)
    return d, session


def drawn(d) -> list[theme.Drawn]:
    d.top.still_changed() if hasattr(d.top, "still_changed") else None
    with theme.recording_sizes() as shown:
        d.app.draw()
    return [x for x in shown if x.kind == "text"]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size,projector", [((1024, 768), True), ((1920, 1080), False)])
def test_the_end_of_cadenas_has_the_podium_the_reason_and_every_players_points_row_by_row(
        make_app, language, size, projector):
    d, session = ended(make_app, size=size, projector=projector, language=language)
    state, names = session.state, session.names
    with theme.recording_faults() as faults:
        shown = drawn(d)
    assert faults == []  # every label whole at its size: nothing cut, nothing shrunk
    words = [x.what for x in shown]
    # why the game ended, in the card's words
    why = GAMES["cadenas"].texts().why_ended(state, names)
    assert why.split()[-1] in " ".join(words) and why.split()[0] in " ".join(words)
    # the first three on the podium's steps, the winner's the tallest
    order, ranks = ranking(state.scores)
    steps = d.top.steps
    assert set(steps) == set(order[:3])
    assert steps[order[0]].h > steps[order[1]].h > steps[order[2]].h  # seed 7: no tie among the three
    # each player's line: the name, then each row's points, the grey boxes', the total, in that order
    for seat in order:
        at = words.index(names[seat])
        assert words[at + 1:at + 7] == values(state, seat), names[seat]
    # readable from the back of the room: no text under the floor of the mode
    assert min(x.px for x in shown) >= theme.text_px(size[1], 0)


def test_the_celebration_settles_by_itself_and_the_keys_and_buttons_work(make_app, monkeypatch):
    played: list[str] = []
    d = make_app(animation="normal")
    monkeypatch.setattr(d.app.sounds, "play", lambda name, *size: played.append(name))
    d.app.push_scene(Launcher(d.app))
    d.app.push_scene(GameScene(d.app, last_moves(3, 5)))
    d.settle(max_frames=3000)
    table = d.top
    assert isinstance(table, ScoreTable) and "fanfare" in played
    assert table.celebration is not None and table.celebration.length > 0  # confetti were thrown
    d.settle(max_frames=600)  # no input: the confetti fall and go
    assert not d.app.stack.animating
    d.assert_settled()
    still = pygame.Surface(d.app.screen.get_size())
    table.draw_still(still)
    assert pygame.image.tobytes(d.app.screen, "RGB") == pygame.image.tobytes(still, "RGB")
    d.key(pygame.K_c)  # the scores through the game
    assert table.chart_shown
    d.key(pygame.K_c)
    assert not table.chart_shown
    d.click_widget(table.home)
    d.settle()
    assert isinstance(d.top, Launcher)
