"""One frame of the table as shown (``ludicitude.ui.frame``, issue 38 item 1): every registered
game draws from it, never from its scene; it is frozen; and while an action's beats run it shows
the state before the action, so the banner and the header name the round being revealed."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pygame
import pytest

import ludicitude.ui
from ludicitude.games import GAMES
from ludicitude.games.magouille import texts as magouille_texts
from ludicitude.games.magouille.scene import GameScene as MagouilleScene
from ludicitude.testing.layers import check_drawing_takes_the_frame, drawing_imports_of_the_scene, import_circles
from ludicitude.ui import theme
from ludicitude.ui.frame import Frame
from tests.games.magouille.test_table_trust import a_reveal


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_games_table_and_pieces_never_import_its_scene(game_id):
    """Issue 38: "draw_table(surface, frame) and a game's table.py/pieces.py take that value, not
    the scene: no circle between a game's files" (for every registered game, whatever its package)."""
    check_drawing_takes_the_frame(GAMES[game_id])


def test_the_check_finds_a_drawing_that_imports_its_scene_and_a_circle(tmp_path):
    folder = tmp_path / "planted"
    folder.mkdir()
    (folder / "scene.py").write_text("from planted import table\n", encoding="utf-8")
    (folder / "table.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                                     "    from planted.scene import GameScene\n", encoding="utf-8")
    (folder / "pieces.py").write_text("from . import rules\n", encoding="utf-8")
    (folder / "rules.py").write_text("", encoding="utf-8")
    assert drawing_imports_of_the_scene(folder, "planted") == ["table.py: planted.scene",
                                                               "table.py: planted.scene.GameScene"]
    assert import_circles(folder, "planted") == [["scene", "table", "scene"]]


def test_the_frame_is_frozen(make_app):
    """"The base builds, for each drawing, one frozen value": nothing drawn can change it."""
    d, scene = a_reveal(make_app)
    frame = scene.shown_frame(d.app.screen)
    assert isinstance(frame, Frame)
    with pytest.raises(dataclasses.FrozenInstanceError):
        frame.table = scene.state  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        frame.own.reveal = None
    assert frame.names == ("Ana", "Bob", "Chloé") and isinstance(frame.names, tuple)


def drawn_texts(d, scene) -> list[str]:
    """Every text the window draws now (the cached pictures drawn again)."""
    scene.still_changed()
    with theme.recording_sizes() as seen:
        d.app.draw()
    return [x.what for x in seen if x.kind == "text"]


def test_while_a_reveal_plays_the_frame_shows_the_round_being_revealed(make_app):
    """Issue 38: "the state as shown at the timeline's point (the state before the action while
    its beats run, so told binds everything: banner, header...)"; "Magouille's header reads
    'Round 3' behind round 2's reveal" must not happen. Chloé's die, set with keys, reveals round 2."""
    d, scene = a_reveal(make_app)
    assert isinstance(scene, MagouilleScene) and scene.state.round == 3 and scene.playing()
    before = scene.reveal
    frame = scene.shown_frame(d.app.screen)
    assert not frame.settled and frame.running
    assert frame.table.round == 2 and tuple(frame.table.scores) == before.old  # the state before the reveal
    # nothing of the reveal told while the cups are down
    assert frame.table.events == scene.public.events[:len(scene.public.events) - len(before.events)]
    assert frame.now.round == 3  # what the state has become, kept apart
    words = drawn_texts(d, scene)
    assert magouille_texts.reveal_title(before) in words
    assert magouille_texts.turn_text(scene.public) not in words
    d.run_until_still()  # the cups are up, the scores counted: the result waits for a person
    frame = scene.shown_frame(d.app.screen)
    assert scene.reveal is not None and frame.table.scores == tuple(scene.state.scores)
    assert magouille_texts.reveal_title(before) in drawn_texts(d, scene)  # still round 2's reveal
    d.key(pygame.K_RETURN)  # "Go on"
    d.run_until_still()
    frame = scene.shown_frame(d.app.screen)
    assert frame.settled and frame.table.round == 3 and frame.table.events == scene.public.events


def test_no_import_circle_between_the_game_screen_and_its_parts():
    """Issue 38, "Done when": "no import circle inside a game's folder or between
    ui/game_scene.py and its parts" (typing-only imports count: a circle there is one to read)."""
    ui = Path(ludicitude.ui.__file__).parent
    circles = [c for c in import_circles(ui, "ludicitude.ui") if "game_scene" in c]
    assert circles == []
