"""Issue 37: the reveal plays on the table and its "Go on" stands where "Move on" stood in the
panel, a place that never moves (before the dice are up, after, whatever the faces): Enter's
button is where a person last pressed it; pressed there by a real click, it closes the reveal."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.core.i18n import _
from ludicitude.games import GAMES
from ludicitude.games.magouille import pieces, table, texts
from ludicitude.ui import draw, theme
from tests.games.looks import calls_of, screenshot_positions
from tests.games.magouille.test_table_trust import a_reveal


def test_go_on_stands_where_move_on_stood_through_the_reveal_and_a_click_there_goes_on(make_app):
    d, scene = a_reveal(make_app)  # round 2's second reveal, three people, animations on
    overlay = scene.reveal_overlay
    button, geo = overlay.go_on_button, overlay.geo
    before = pygame.Rect(button.rect)
    assert not scene.moment().flipped and before == geo.move_on == scene.geo.move_on
    d.run_until_still()  # the dice are up and the scores counted: the result waits for a person
    d.assert_settled()
    assert button.rect == before, "the button never moves through the reveal"
    assert geo.panel.contains(button.rect) and not button.rect.colliderect(geo.area)
    screen = d.app.screen
    assert screen.get_at((button.rect.x + button.rect.w // 10, button.rect.centery))[:3] == theme.ACCENT[:3], (
        "the button is drawn where it is pressed")
    d.click(button.rect.center)
    assert scene.reveal is None and scene.reveal_overlay is None


def test_enter_still_goes_on_from_the_reveal(make_app):
    d, scene = a_reveal(make_app)
    d.run_until_still()
    d.key(pygame.K_RETURN)
    assert scene.reveal is None


@pytest.mark.parametrize("position", ["talk-before-final-5", "reveal-2-scored-5"])
def test_at_16_9_the_panels_middle_holds_the_tables_facts_large_and_the_buttons_stay(make_app, position):
    """Issue 37, the look: the wide panel's tall room was empty between its words and its
    buttons; the target and who is closest to winning stand at its foot, larger than the words,
    clear of the buttons, which keep their places."""
    d = make_app(size=(1920, 1080), language="en")
    scene = screenshot_positions(GAMES["magouille"])(d.app)[position]()
    d.app.stack.push(scene)
    d.run_until_still()
    geo = scene.geo
    assert geo.wide and geo.move_on == table.TableLayout.fit(pygame.Rect(0, 0, 1920, 1080), 5).move_on
    scene.still_changed()
    with theme.recording_sizes() as drawn:
        d.app.draw()
    sizes = {x.what: x.px for x in drawn if x.kind == "text"}
    target = _("Target: above {target} points").format(target=scene.state.target)
    said = texts.step_hint(scene.state.step) if scene.reveal is None else \
        pieces.result_words(scene.reveal, scene.session.names)
    words = [px for what, px in sizes.items() if len(what) > 10 and what in said]
    assert target in sizes and words and sizes[target] >= max(words), "the facts as large as the words above"
    screen, band = d.app.screen, pygame.Rect(geo.words.x, geo.words.centery, geo.words.w, geo.words.h // 2)
    inked = sum(screen.get_at((x, y))[:3] != theme.BG_DARK[:3]
                for x in range(band.x, band.right, 4) for y in range(band.y, band.bottom, 4))
    assert inked > 50, "the lower half of the panel's room is not empty"
    assert not band.colliderect(geo.move_on) and not band.colliderect(geo.timer)


@pytest.mark.parametrize("position", ["reveal-2-scored-8", "reveal-2-cancelled-5", "reveal-2-lost-5"])
def test_on_a_4_3_projector_the_bar_says_what_the_reveal_did_whole(make_app, position, monkeypatch):
    """Issue 37, "nothing cut off": on a 4:3 projector in French the bar under the table is short,
    and the reveal's result ("34 atteint le minimum de 17 ... marque 17 points.") lost its last
    words under the step's title. The result is what the room must read: it is drawn whole, every
    word of it (the title gives way; the banner names the step)."""
    d = make_app(size=(1024, 768), language="fr", projector=True)
    scene = screenshot_positions(GAMES["magouille"])(d.app)[position]()
    d.app.stack.push(scene)
    d.run_until_still()
    scene.still_changed()
    calls = calls_of(monkeypatch, draw, "paragraphs")
    d.app.draw()
    said = pieces.result_words(scene.reveal, scene.session.names)
    geo = scene.geo
    room = [args for args, _ in calls if geo.panel.contains(args[2])]
    assert not geo.wide and room, "the bar's words are drawn"
    _surface, paragraphs, rect, _px = room[-1][:4]
    assert "\n".join(p[0] for p in paragraphs) == said, "the bar's words are the reveal's result, a line each"
    assert table.words_fit(paragraphs, rect.w, rect.h, 768), "the result fits its room whole"
