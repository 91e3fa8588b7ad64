"""Issue 37, the look: Magouille's table at 1920x1080 left a large empty half under its players'
rows (bars and small text, 0.12 of the height each). With four or five players the rows now fill
the players' column, down to the room the last reveal keeps under four of them, each with the
player's chip, the name in heading type and the score large."""

from __future__ import annotations

import pytest

from ludicitude.games import GAMES
from ludicitude.games.magouille import table
from ludicitude.ui import draw, theme
from tests.games.looks import screenshot_positions, texts_placed

LOOKS = [pytest.param((1024, 768), "fr", True, id="1024x768-fr-projector"),
         pytest.param((1920, 1080), "en", False, id="1920x1080-en")]


@pytest.mark.parametrize("size, language, projector", LOOKS)
@pytest.mark.parametrize("position", ["start-4", "talk-before-final-5"])
def test_four_or_five_players_rows_fill_their_column_with_chips_and_large_scores(make_app, monkeypatch, size,
                                                                                language, projector, position):
    d = make_app(size=size, projector=projector, language=language)
    scene = screenshot_positions(GAMES["magouille"])(d.app)[position]()
    d.app.stack.push(scene)
    d.frames(3)
    h, seats = size[1], scene.state.num_seats
    rows, free = table.player_rows(scene.geo.players, seats, h)
    assert free.h <= h * 0.22, "no empty half under the rows"
    chips = []
    real = draw.player_chip
    monkeypatch.setattr(draw, "player_chip", lambda surface, identity, centre, size_: (
        chips.append((centre, size_)), real(surface, identity, centre, size_))[-1])
    placed = texts_placed(d.app, monkeypatch)
    for seat, row in enumerate(rows):
        assert any(row.collidepoint(centre) and size_ >= row.h * 0.5 for centre, size_ in chips), seat
        score = str(round(scene.state.scores[seat]))
        assert any(words == score and row.contains(r) and r.h >= theme.text_px(h, theme.TITLE) for words, r in placed)
