"""Helpers for the tests of what a game screen draws and how its computers play: a game's
screenshot positions (found by its id), one drawn with every text and die size recorded, and a
seeded opening played by one level."""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from typing import Any

from ludicitude.core.bots import RandomBot
from ludicitude.core.spec import GameSpec
from ludicitude.games import GAMES
from ludicitude.ui import theme

Positions = Callable[[Any], dict[str, Callable[[], Any]]]


def screenshot_positions(game: GameSpec) -> Positions | None:
    """``screenshot_positions(app)`` of ``tests/games/<id>/positions.py`` (named screens of the
    game, each made by playing a seeded game there: they are the tests', not the program's), or
    None for a game without them. Called with ``None`` for ``app`` it gives the names only."""
    name = f"{__package__}.{game.id}.positions"
    try:
        found = importlib.util.find_spec(name)
    except ModuleNotFoundError:  # no folder of tests for this game here
        return None
    return None if found is None else importlib.import_module(name).screenshot_positions


def with_positions() -> list[str]:
    """The ids of the games that have screenshot positions."""
    return [g for g in GAMES if screenshot_positions(GAMES[g]) is not None]


def drawn(make_app, game_id: str, position: str, size: tuple[int, int] = (1024, 768)) -> tuple[Any, list[theme.Drawn]]:
    """The screen of ``game_id``'s screenshot ``position`` in French, projector mode, and every
    text and die face its drawing made (``theme.recording_sizes``)."""
    d = make_app(size=size, projector=True, language="fr")
    positions = screenshot_positions(GAMES[game_id])(d.app)
    d.app.stack.push(positions[position]())
    d.frames(3)
    d.top.still_changed()
    with theme.recording_sizes() as seen:
        d.app.draw()
    return d.top, seen


def words_drawn(app: Any) -> str:
    """Every word of a whole fresh drawing of ``app``'s screen (past the still-picture cache),
    in the order drawn, joined by spaces."""
    for scene in app.stack.visible():
        if hasattr(scene, "still_changed"):
            scene.still_changed()
    with theme.recording_sizes() as seen:
        app.draw()
    return " ".join(d.what for d in seen if d.kind == "text")


def texts_placed(app: Any, monkeypatch: Any) -> list[tuple[str, Any]]:
    """Every text of a whole fresh drawing of ``app``'s screen (past the still-picture cache),
    each with the rectangle it was drawn in, in the order drawn."""
    from ludicitude.ui import draw

    drawn: list[tuple[str, Any]] = []
    real = draw.text

    def text(surface: Any, s: str, *args: Any, **kwargs: Any) -> Any:
        drawn.append((s, real(surface, s, *args, **kwargs)))
        return drawn[-1][1]

    monkeypatch.setattr(draw, "text", text)
    for scene in app.stack.visible():
        if hasattr(scene, "still_changed"):
            scene.still_changed()
    with theme.recording_sizes():  # (a launcher's tiles are drawn afresh while sizes are recorded)
        app.draw()
    monkeypatch.setattr(draw, "text", real)
    return drawn


def calls_of(monkeypatch: Any, owner: Any, name: str) -> list[tuple[tuple[Any, ...], Any]]:
    """Every call of ``owner.name`` from now on (it still does its work): its arguments and what
    it returned, in order."""
    real = getattr(owner, name)
    calls: list[tuple[tuple[Any, ...], Any]] = []

    def spy(*args: Any, **kwargs: Any) -> Any:
        result = real(*args, **kwargs)
        calls.append((args, result))
        return result

    monkeypatch.setattr(owner, name, spy)
    return calls


def settle_fresh(app: Any, make: Callable[[], Any]) -> None:
    """``make``'s screen alone on the stack, settled, its still picture dropped: the next
    ``app.draw()`` is a whole fresh drawing (for tests that record what it draws)."""
    app.stack.clear()
    app.stack.push(make())
    for _ in range(3):
        app.frame(block=False)
    for scene in app.stack.visible():  # past the still-picture cache
        if hasattr(scene, "still_changed"):
            scene.still_changed()


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
