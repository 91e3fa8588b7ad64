"""Enter presses what is drawn as primary, on every screen of every game (issue 26, section 4;
docs/ui-guide.md, Input rules): the primary-styled button is the one Enter presses, or, where
that choice is costly, no button is primary and Enter changes nothing in the game; the focus
starts on the primary, and the ring and the primary are one button until the player moves it."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ludicitude.games import GAMES, builtin_specs
from ludicitude.ui.widgets import WidgetScene
from tests.games.looks import screenshot_positions, with_positions

WITH_POSITIONS = with_positions()
POSITIONS = [(g, name) for g in WITH_POSITIONS for name in screenshot_positions(GAMES[g])(None)]


def opened(make_app, game_id: str, position: str) -> Any:
    d = make_app()
    d.app.stack.push(screenshot_positions(GAMES[game_id])(d.app)[position]())
    d.frames(3)
    return d


def session_of(scene: Any) -> Any:
    return getattr(scene, "session", None) or getattr(getattr(scene, "game", None), "session", None)


def after(d, press) -> tuple[str, object]:
    """What the screen and the game are after ``press(d)``: the top screen's kind and the game."""
    session = session_of(d.top)
    press(d)
    d.frames(2)
    return type(d.top).__name__, None if session is None else session.state.to_dict()


def test_the_positions_are_found():
    """Every game of this package has its screenshot positions in tests/games/<id>/positions.py."""
    assert len(POSITIONS) > 40 and {g for g, _n in POSITIONS} == set(WITH_POSITIONS) == {
        spec.id for spec in builtin_specs()}


@pytest.mark.parametrize(("game_id", "position"), POSITIONS, ids=[f"{g}-{n}" for g, n in POSITIONS])
def test_enter_presses_the_primary_button_or_nothing_costly(make_app, game_id, position):
    d = opened(make_app, game_id, position)
    top = d.top
    if not isinstance(top, WidgetScene):
        pytest.skip("not a screen of widgets")
    primaries = primaries_of(d)
    assert len(primaries) <= 1, "one primary button at most"
    if getattr(top, "focus_moved", False):
        return  # the position has the focus where a player moved it: the rule is for the start
    if primaries:
        assert top.focused is primaries[0], "the ring and the primary are one button"
    pressed = after(d, lambda d: d.key(pygame.K_RETURN))
    if primaries:
        click = after(opened(make_app, game_id, position), lambda d: d.click(primaries_of(d)[0].rect.center))
        assert pressed == click, "Enter does what a click on the primary button does"
    else:  # computers may play meanwhile: compared with the same moment and no key at all
        left = after(opened(make_app, game_id, position), lambda d: (d.wait(0.4), d.frames(2)))
        assert pressed == left, "with no primary button, Enter changes nothing in the game"


def primaries_of(d) -> list[Any]:
    return [w for w in d.top.widgets if w.visible and w.enabled and getattr(w, "style", "") == "primary"]
