"""A game's dialogs (Magouille's reveal, Quatre Cartes' round summary) are overlay scenes on the
stack just above their game, like the quit dialog (ui/overlay.py): they take the input while they
are up, under the game's input rules, draw over its picture, and, under the demo's caption, are
drawn above the game and below the caption and go on by themselves."""

from __future__ import annotations

import pygame
import pytest

from tests.games.cartes.positions import round_ending
from ludicitude.games.cartes.scene import GameScene as CartesScene
from ludicitude.games.cartes.scene import SummaryOverlay
from ludicitude.games.magouille.scene import RevealOverlay
from ludicitude.ui import theme
from ludicitude.ui.demo import CAPTION_BAND, DemoOverlay, demo_games
from ludicitude.ui.dialogs import Confirm
from ludicitude.ui.launcher import Launcher
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.testing.driver import FixedClock
from tests.games.magouille.test_table_trust import a_reveal


def just_above(d, game, overlay) -> bool:
    scenes = d.app.stack.scenes
    return overlay in scenes and scenes.index(overlay) == scenes.index(game) + 1


def test_rule_a_reveal_is_a_dialog_just_above_its_table_that_takes_the_input_until_read(make_app):
    d, scene = a_reveal(make_app)
    overlay = d.top
    assert isinstance(overlay, RevealOverlay) and just_above(d, scene, overlay) and scene.overlays == [overlay]
    assert scene.widgets == []  # the table under it takes no key: the dialog has the button
    d.key(pygame.K_RETURN)  # tapped while the dice flip: only skips the animation
    d.key(pygame.K_RETURN, hurry=True)  # and again at once: held for the grace
    assert d.top is overlay and scene.reveal is not None
    d.run_until_still()
    assert d.app.stack.visible() == [overlay]  # settled: it draws its kept picture (the table's in it) alone
    d.assert_settled()
    d.key(pygame.K_RETURN)  # read: "Go on" takes the dialog off the stack
    assert d.top is scene and overlay not in d.app.stack.scenes and scene.overlays == []
    assert scene.reveal is None


def cartes_summary(make_app, **settings):
    """Ana's Stop ends round 1 (keys X, then T: keep all her dice): its summary is up."""
    before, seat, _action, _after = round_ending(2, 7, 1)
    d = make_app(**settings)
    session = GameSession.new("cartes", [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")], None, 3)
    session.state = before
    scene = CartesScene(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    assert seat == 0 and scene.human_to_act() == 0
    d.key(pygame.K_x)
    d.key(pygame.K_t)
    assert scene.summary is not None
    return d, scene


def test_rule_esc_over_a_round_summary_asks_before_leaving_and_keep_playing_goes_back_to_it(make_app):
    d, scene = cartes_summary(make_app)
    overlay = d.top
    assert isinstance(overlay, SummaryOverlay) and just_above(d, scene, overlay)
    d.key(pygame.K_ESCAPE)  # as on the table: the quit question, over the summary
    assert isinstance(d.top, Confirm) and just_above(d, scene, overlay)
    d.click_widget(d.top.no_button)  # "Keep playing"
    assert d.top is overlay and scene.summary is not None
    d.key(pygame.K_RETURN, hurry=True)  # the click's hand still on the keys: held for the grace
    assert d.top is overlay and scene.summary is not None
    d.key(pygame.K_RETURN)  # "Next round"
    assert d.top is scene and scene.summary is None and scene.overlays == []


def test_rule_the_log_opens_over_a_round_summary_and_esc_closes_it_first(make_app):
    d, scene = cartes_summary(make_app)
    overlay = d.top
    d.app.keyboard_focus_visible = True  # the screen as its keyboard player sees it (ring on): this test's keys
    d.run_until_still()
    under = d.pixels()
    d.key(pygame.K_l)
    assert scene.show_log and d.top is overlay and d.pixels() != under
    box = scene.log_box.inflate(-scene.log_box.w // 10, -scene.log_box.w // 10)  # inside its rounded corners
    again = d.app.screen.copy()
    scene.chrome.draw_log(again)  # the log once more over the window: it was already on top
    # (the panel's inside alike: its veil darkens what is behind it once more)
    assert pygame.image.tobytes(again.subsurface(box), "RGB") == pygame.image.tobytes(
        d.app.screen.subsurface(box), "RGB")
    d.assert_settled()
    d.key(pygame.K_ESCAPE)
    assert not scene.show_log and d.top is overlay and d.pixels() == under


def demo_until_a_dialog(make_app, game: str):
    """The demo on ``game`` (fast animations, a fixed clock), played until its game screen opens
    a dialog: (driver, demo, game screen, dialog)."""
    d = make_app(size=(1024, 768), animation="fast")
    d.app.clock = FixedClock(0.05)
    d.app.push_scene(Launcher(d.app))
    demo = DemoOverlay(d.app, demo_games().index(game), seed=5)
    d.app.stack.swap_beneath(0, demo)
    scene = demo.game_scene
    for _i in range(6000):
        d.frames(1)
        if scene.overlays:
            break
    return d, demo, scene, scene.overlays[0]


@pytest.mark.parametrize("game, dialog", [("magouille", RevealOverlay), ("cartes", SummaryOverlay)])
def test_rule_in_the_demo_a_game_s_dialog_is_above_the_game_below_the_caption_and_goes_on_by_itself(
        make_app, game, dialog):
    d, demo, scene, overlay = demo_until_a_dialog(make_app, game)
    assert isinstance(overlay, dialog)
    # on the stack just above its game, beneath the caption, which keeps the input
    assert just_above(d, scene, overlay) and d.top is demo and d.app.stack.visible() == [demo]
    d.frames(1)
    w, h = d.app.screen.get_size()
    band_top = int(h * (1 - CAPTION_BAND))
    assert overlay._laid_for == scene._laid_for == (w, band_top)  # laid out above the caption
    screen = d.app.screen
    assert all(screen.get_at((x, band_top))[:3] == theme.ACCENT for x in (1, w // 3, w // 2, w - 2))
    # drawn over the game: the table is veiled (a reveal of Magouille's plays on the table itself
    # and draws its own banner over the game's, which reads otherwise)
    table = pygame.Surface((w, band_top)).convert()
    scene.draw(table)
    if dialog is RevealOverlay:
        band = [(x, y) for x in range(0, w, 3) for y in range(0, overlay.geo.area.y, 3)]
        assert sum(screen.get_at(p) != table.get_at(p) for p in band) > len(band) // 50
    else:
        corner = (int(w * 0.01), int(band_top * 0.01))
        assert sum(screen.get_at(corner)[:3]) < sum(table.get_at(corner)[:3])
    for _i in range(2000):  # nobody touches anything: it closes by itself, the demo goes on
        d.frames(1)
        if overlay not in d.app.stack.scenes:
            break
    assert overlay not in d.app.stack.scenes and d.top is demo and not (scene.overlays and scene.overlays[0] is overlay)


def test_rule_a_game_s_dialog_leaves_the_stack_with_its_game_when_the_demo_moves_on(make_app):
    d, demo, scene, overlay = demo_until_a_dialog(make_app, "magouille")
    scene.timeline.frozen = True  # the reveal stays up (as a screenshot holds it)...
    demo.game_seconds = 0.0  # ... when the game's time is up: the next game comes
    for _i in range(2000):
        d.frames(1)
        if demo.game_scene is not scene:
            break
    assert demo.game_scene is not scene and scene not in d.app.stack.scenes
    assert overlay not in d.app.stack.scenes and scene.overlays == []  # gone with its game
    assert isinstance(d.app.stack.scenes[0], Launcher) and d.app.stack.scenes[1] is demo.game_scene
    assert d.top is demo


@pytest.mark.parametrize("size,language,projector", [((1024, 768), "fr", True), ((1920, 1080), "en", False)])
def test_the_game_log_is_a_dialog_with_its_title_on_one_line_over_its_entries(make_app, monkeypatch, size, language,
                                                                                projector):
    """Issue 37: "cut-off or overlapping text": opened with L, the log's title never runs into
    its newest entries. Issue 37 (the look, F12): "Journal de la partie (L pour / fermer)" took
    two lines at 1024x768 projector and the panel cut through the players' panels' names: the
    title holds one line, and the table behind the panel is dimmed as under any dialog."""
    from ludicitude.games import GAMES
    from ludicitude.core.i18n import _
    from tests.games.looks import screenshot_positions, texts_placed

    d = make_app(size=size, projector=projector, language=language)
    d.app.stack.push(screenshot_positions(GAMES["magouille"])(d.app)["late-table-8"]())
    d.frames(3)
    d.app.draw()
    before = pygame.Surface.copy(d.app.screen)
    d.key(pygame.K_l)
    d.frames(2)
    scene = d.top
    drawn = texts_placed(d.app, monkeypatch)
    box = scene.log_box
    inside = [(s, r) for s, r in drawn if box.contains(r)]
    title = _("Game log (L: close)")
    title_rects = [r for s, r in inside if s in title and s.strip()]
    entries = [r for s, r in inside if s == "•"]
    assert title_rects and entries
    assert len({r.y for r in title_rects}) == 1, title_rects  # one line
    assert max(r.bottom for r in title_rects) <= min(r.y for r in entries), (title_rects, entries)
    # REPORT3 #13: no blank gap under the title (an older entry too long to fit left one there)
    assert min(r.y for r in entries) - max(r.bottom for r in title_rects) < entries[0].h, (title_rects, entries)
    # behind the panel, the table is veiled: every pixel left of it darker than before L
    d.app.draw()
    for y in range(size[1] // 8, size[1], size[1] // 8):
        old, new = before.get_at((box.x // 2, y)), d.app.screen.get_at((box.x // 2, y))
        assert sum(new[:3]) < sum(old[:3]) or sum(old[:3]) == 0, (y, old, new)
