"""Secrecy in pixels, by the kit (``ludicitude.testing.screens``) on every registered game: of
two positions the table was told the same of (a face set in secret, a roll under a cup, other
dice to come), the window nobody's private screen is open on, and the table beneath, are the same
pixels (design notes, "Secrecy": curtain, private screens and public screens leak no secret)."""

from __future__ import annotations

import pytest

from ludicitude.games import GAMES
from ludicitude.testing import conformance as kit
from ludicitude.testing import screens


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_public_window_is_the_same_whatever_the_hidden_values(make_app, game_id):
    game = GAMES[game_id]
    compared = screens.check_pixels_ignore_hidden_values(make_app, game,
                                                         screens.started_the_same(game, game.min_seats, range(3)))
    for seed in (1, 2):
        state = game.new_game()(game.min_seats, dict(game.demo_options) or None, seed)
        for _step in range(3):  # the opening, and two moves on
            compared += screens.check_pixels_ignore_hidden_values(make_app, game, screens.told_the_same(state, seed))
            if state.is_over:
                break
            seat = state.to_act[0]
            state = state.apply(seat, kit.players(game, state.num_seats, seed)[seat].choose(state.view(seat), seat))
    if not any(shape.private for shape in game.state().log_schema.values()) and not game.hands_dealt:
        return  # nothing secret in this game's log: nothing the table was not told
    assert compared > 0, "the check compared positions that differ only in hidden values"


def test_the_kit_sees_a_table_that_draws_a_secret(make_app, monkeypatch):
    """A table that draws something of the full state (here a number made from it, as a slip in a
    game's drawing would): the kit fails."""
    import json

    from ludicitude.ui import draw
    from ludicitude.ui.game_scene import GameScene

    real = GameScene.draw_content

    def leaky(self, surface):
        real(self, surface)
        secret = json.dumps(self.session.state.to_dict()["data"], sort_keys=True)
        draw.text(surface, str(sum(map(ord, secret)) % 997), (10, 10), 24)

    monkeypatch.setattr(GameScene, "draw_content", leaky)
    game = GAMES["magouille"]
    state = game.new_game()(game.min_seats, None, 1)
    while not screens.told_the_same(state, 1):
        seat = state.to_act[0]
        state = state.apply(seat, state.legal_actions(seat)[0])
    with pytest.raises(AssertionError, match="never told"):
        screens.check_pixels_ignore_hidden_values(make_app, game, screens.told_the_same(state, 1))
