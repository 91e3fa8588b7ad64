"""Issue 37, the replay's look: "at 1024 the replay uses the wide side-panel layout: names are cut
and the status text spills off the bottom". A replay lays the game out for its window's shape
(``theme.window_shape``), so the game has the layout it has live at that size (Magouille's 4:3
table with its bar under it at 1024x768, its side panel at 1920x1080), and the replay's status line ("Replay: move
12 of 52 · 40 gold pieces left in the Bank") is drawn whole on one line, for every game, at
1024x768 in projector mode in French. Driven by the keys a club uses (Right, End)."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games import GAMES
from ludicitude.ui import draw, theme
from ludicitude.ui.replay import ReplayScene
from tests.club_helpers import played_session


def replay_of(make_app, game_id: str, seats: int, seed: int, size=(1024, 768), **settings):
    """A finished game of ``game_id`` (``seats`` computers, dealt from ``seed``) replayed from its
    start, in a window of ``size``: the driver and the replay screen."""
    d = make_app(size=size, **settings)
    session = played_session(game_id, seats, seed=seed)
    replay = ReplayScene(d.app, session.seats, session.record)
    d.app.push_scene(replay)
    d.settle()
    return d, replay


def rendered_texts(monkeypatch) -> list[str]:
    """Every text the theme renders from now on, in order."""
    rendered: list[str] = []
    real = theme.render
    monkeypatch.setattr(theme, "render", lambda text, *a, **k: (rendered.append(text), real(text, *a, **k))[1])
    return rendered


@pytest.mark.parametrize("size, wide", [((1024, 768), False), ((1920, 1080), True)])
def test_a_replay_of_magouille_has_the_live_layout_of_its_window(make_app, size, wide):
    d, replay = replay_of(make_app, "magouille", 4, 2, size, projector=size[0] == 1024, language="fr")
    d.key(pygame.K_RIGHT, hurry=True)
    d.frames(2)
    geo = replay.inner().geo
    assert geo.wide is wide  # the panel beside the table only where the live game has it there
    area = replay.game_area(d.app.screen)
    assert area.w == size[0] and area.bottom == replay.bar.top


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_replays_status_line_is_drawn_whole_on_one_line(make_app, monkeypatch, game_id):
    d, replay = replay_of(make_app, game_id, 4, 2, projector=True, language="fr")
    rendered = rendered_texts(monkeypatch)
    px = theme.text_px(768, theme.SMALL)
    for key in (pygame.K_RIGHT,) * 12 + (pygame.K_END,):
        d.key(key, hurry=True)
        d.frames(1)
        status = replay.status_line()
        assert status in rendered, (status, rendered[-6:])  # one line, not wrapped or cut
        assert draw.label_width(status, px, True) <= replay.lines_room.w
        assert replay.lines_room.bottom <= replay.bar.bottom <= 768
    assert replay.index == len(replay.states) - 1


def test_a_replays_banner_has_the_live_type_and_says_what_just_happened(make_app, monkeypatch):
    """Issue 37 (REPORT3 #10): "Au tour d'Ana" was smaller in a replay than live (the game area is
    shorter than the window) and the banner's second line was empty; it is the live size, and says
    what just happened in the record as replayed (an event of the position shown, none after it)."""
    d, replay = replay_of(make_app, "corsaire", 4, 2, projector=True, language="fr")
    live_px = theme.text_px(768, 0.034)  # (in the projector look the app has set)
    drawn: list[tuple[str, int]] = []
    real_tag, real_fit = draw.player_tag, draw.text_fit
    monkeypatch.setattr(draw, "player_tag", lambda s, i, text, at, px, *a, **k: (
        drawn.append((text, px)), real_tag(s, i, text, at, px, *a, **k))[1])
    monkeypatch.setattr(draw, "text_fit", lambda s, text, r, px, *a, **k: (
        drawn.append((text, px)), real_fit(s, text, r, px, *a, **k))[1])
    for _ in range(6):
        d.key(pygame.K_RIGHT, hurry=True)
        d.frames(1)
    scene = replay.inner()
    turn = scene.geo.banner
    assert turn.h < 0.12 * 768  # the game draws in less than the window's height
    told = [scene.texts.describe(e, scene.session.told_names) for e in replay.state.events]
    second = replay.inner().last_public_text()
    assert second and second in told
    sizes = dict(drawn)
    assert sizes[second] >= theme.text_px(768, 0)  # the window's floor, not the area's
    assert any(px == live_px for text, px in drawn if text != second)  # whose turn, at the live size
