"""Issue 37, Magouille's end screen read as a podium: "Chloé (hors jeu)" wrapped names over three
lines and three players out shared one wide, lopsided third step. The podium holds the players
who lasted (still in the game at its end, or the winners of a round where everyone fell), each
name whole on one line, the steps as wide as one another; the players out are listed under it
with their last score and an "out" tag of their own (never in a name's words). At 1024x768 in
projector mode in French and at 1920x1080 in English, reached by playing the last choice with
the keys."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.core.i18n import _ as tr
from ludicitude.games.magouille.end import MagouilleEnd
from ludicitude.games.magouille import rules
from ludicitude.games.magouille.rules import SetFace
from ludicitude.ui import theme
from ludicitude.ui.session import GameSession, SeatInfo
from tests.games.magouille.helpers import end_talk, game, set_faces

NAMES = ("Anastasia", "Bob", "Chloé", "Dimitri", "Eve")
COLOURS = ("red", "blue", "yellow", "green", "purple")


def last_choice_left() -> rules.State:
    """Ana (195) wins above 200 at this round's second reveal; Bob and Chloé stay in the game,
    Dimitri too, Eve is out since an earlier round (at -3). Everyone but Dimitri has set their
    final die."""
    state = game((195, 150, 140, 90, -3), in_game=(True, True, True, True, False))
    state = set_faces(end_talk(state), (2, 2, 2, 2))  # the minimum total 8; each pays 2
    state = end_talk(state)
    for seat, face in ((0, 1), (1, 6), (2, 6)):
        state = state.apply(seat, SetFace(face))
    return state


@pytest.mark.parametrize("size,projector,language", [((1024, 768), True, "fr"), ((1920, 1080), False, "en")])
def test_the_podium_holds_those_who_lasted_names_whole_and_steps_balanced(make_app, monkeypatch, size, projector,
                                                                         language):
    from ludicitude.games.magouille.scene import GameScene

    d = make_app(size=size, projector=projector, language=language)
    seats = [SeatInfo(n, c) for n, c in zip(NAMES, COLOURS)]
    session = GameSession.new("magouille", seats, None, 1)
    session.state = last_choice_left()
    d.app.push_scene(GameScene(d.app, session))
    d.settle()
    d.key(pygame.K_RETURN)  # Dimitri, named by the curtain, is ready
    d.key(pygame.K_6)
    d.key(pygame.K_RETURN)  # his die is set: the second reveal
    d.settle()
    d.key(pygame.K_RETURN)  # "See the final ranking"
    d.settle()
    end = d.top
    assert isinstance(end, MagouilleEnd) and session.state.winners == (0,)
    placed: dict[int, pygame.Rect] = {}
    real = end.draw_place
    monkeypatch.setattr(end, "draw_place", lambda surface, seat, rank, rect, px: (
        placed.__setitem__(seat, rect), real(surface, seat, rank, rect, px)))
    with theme.recording_faults() as faults, theme.recording_sizes() as drawn:
        d.app.draw()
    assert faults == []
    assert set(end.steps) == {0, 1, 2}  # the three best places, all still in the game
    widths = {step.w for step in end.steps.values()}
    assert max(widths) - min(widths) <= 2  # no step wider than the others
    assert abs(end.steps[0].centerx - size[0] // 2) <= size[0] * 0.02  # the winner's step in the middle
    texts = [x.what for x in drawn if x.kind == "text"]
    out = "hors jeu" if language == "fr" else "out"
    for name in NAMES:  # every name whole, on one line of its own, with no mark in its words
        assert name in texts, name
        assert not any(name in t and out in t for t in texts)
    assert texts.count(out) == 1  # Eve's tag, in the lines under the podium
    assert set(placed) == {3, 4}  # Dimitri (4th) and Eve (out) listed under the podium
    assert min(r.top for r in placed.values()) >= max(step.bottom for step in end.steps.values())


@pytest.mark.parametrize("size,projector,language", [((1024, 768), True, "fr"), ((1920, 1080), False, "en")])
def test_where_one_player_lasted_the_players_out_are_listed_large_beside_the_lone_step(make_app, monkeypatch, size,
                                                                                      projector, language):
    """REPORT3 #9: where one player lasted, a lone narrow step stood mid-screen with about 40 %
    of the width empty each side and a small list under it. The winner's step stands in the
    left half, the players out are listed in the right half under a title, larger than the
    running text, each with their chip and last score; nothing over the buttons."""
    from ludicitude.games.magouille.scene import GameScene

    d = make_app(size=size, projector=projector, language=language)
    state = game((30, 1, -1, -2, -2), in_game=(True, True, False, False, False))
    state = end_talk(set_faces(end_talk(state), (2, 2)))
    state = set_faces(state, (2, 2))  # Bob pays his 2 and falls: Ana is the last one standing
    assert state.is_over and state.winners == (0,)
    session = GameSession.new("magouille", [SeatInfo(n, c) for n, c in zip(NAMES, COLOURS)], None, 1)
    session.state = state
    end = GameScene(d.app, session).end_screen()
    d.app.push_scene(end)
    d.settle()
    placed: dict[int, tuple[pygame.Rect, int]] = {}
    real = end.draw_place
    monkeypatch.setattr(end, "draw_place", lambda surface, seat, rank, rect, px: (
        placed.__setitem__(seat, (rect, px)), real(surface, seat, rank, rect, px)))
    with theme.recording_faults() as faults, theme.recording_sizes() as drawn:
        d.app.draw()
    assert faults == []
    assert set(end.steps) == {0} and end.steps[0].right <= size[0] // 2  # the lone step in the left half
    assert set(placed) == {1, 2, 3, 4}
    buttons = min(b.rect.top for b in end.widgets)
    for rect, px in placed.values():
        assert rect.left >= size[0] // 2 and rect.right <= size[0] and rect.bottom <= buttons
        assert px > theme.text_px(size[1], theme.BODY)  # larger than a line of the usual ranking
    shown = [x.what for x in drawn if x.kind == "text"]
    assert tr("Out of the game") in shown
    assert tr("out") not in shown  # issue 37, N14: the heading says it once, no tag on every line
