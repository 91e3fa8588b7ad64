"""Helpers for the tests of what a game screen draws and how its computers play: a screenshot
position drawn with every text and die size recorded, and a seeded opening played by one level."""

from __future__ import annotations

from typing import Any

from ludicitude.core.bots import RandomBot
from ludicitude.games import GAMES
from ludicitude.ui import theme


def drawn(make_app, game_id: str, position: str, size: tuple[int, int] = (1024, 768)) -> tuple[Any, list[theme.Drawn]]:
    """The screen of ``game_id``'s screenshot ``position`` in French, projector mode, and every
    text and die face its drawing made (``theme.recording_sizes``)."""
    d = make_app(size=size, projector=True, language="fr")
    positions = GAMES[game_id].module("fixtures").screenshot_positions(d.app)
    d.app.stack.push(positions[position]())
    d.frames(3)
    d.top.still_changed()
    with theme.recording_sizes() as seen:
        d.app.draw()
    return d.top, seen


def opening(game_id: str, kind: str, seed: int, table: Any, moves: int = 20) -> list[object]:
    """The first ``moves`` choices of a 2-seat game from the state ``table`` made, where the
    computer of level ``kind`` (seeded with ``seed``) plays seat 0 against a random player."""
    bots = GAMES[game_id].module("bots")
    state, players, chosen = table(), [bots.make_bot(kind, seed), RandomBot(1)], []
    for _ in range(moves):
        if state.is_over:
            break
        seat = state.to_act[0]
        chosen.append(players[seat].choose(state.view(seat), seat))
        state = state.apply(seat, chosen[-1])
    return chosen
