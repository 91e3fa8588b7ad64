"""Corsaire's end screen shows the gold as it was won (issue 37, the look): each player's final
purse as a pile of coins beside their number, on the podium and in the lines under it."""

from __future__ import annotations

import pytest

from ludicitude.games.corsaire.end import CorsaireEnd
from ludicitude.games.corsaire.scene import GameScene
from ludicitude.ui import theme
from ludicitude.ui.pieces import coins
from tests.club_helpers import played_session


@pytest.mark.parametrize("size,projector,language", [((1024, 768), True, "fr"), ((1920, 1080), False, "en")])
def test_every_players_final_gold_is_a_pile_of_as_many_coins_beside_their_number(make_app, monkeypatch, size,
                                                                                 projector, language):
    d = make_app(size=size, projector=projector, language=language)
    session = played_session("corsaire", 6, seed=3)
    end = GameScene(d.app, session).end_screen()
    assert isinstance(end, CorsaireEnd)
    d.app.push_scene(end)
    d.settle()
    piles: list[int] = []
    real = coins.draw_pile

    def pile(surface, area, amount, *args, **kwargs):
        piles.append(amount)
        assert surface.get_rect().contains(area)
        return real(surface, area, amount, *args, **kwargs)

    monkeypatch.setattr(coins, "draw_pile", pile)
    with theme.recording_faults() as faults:
        d.app.draw()
    assert faults == []
    assert sorted(piles) == sorted(g for g in session.state.scores if g > 0)
