"""The rules screen (issue 15, section 2; issue 37, the look): the rules never scroll. They are
laid out in pages of whole paragraphs in whole lines (the example on the first), and a gold band at
a page's foot says which page it is and how to turn it; the keys, the wheel and a click on the band
turn the pages, and every paragraph is on a page, in order, once."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games import GAMES
from ludicitude.ui import theme
from ludicitude.ui.rules_screen import RulesScreen, lines_height, paginate

PARAGRAPHS = [f"Rule number {i} says something about the game that takes some words to tell." for i in range(12)]


def words_of(pages) -> list[str]:
    """Every word the pages show, in order (bullets left out)."""
    return [w for page in pages for _place, lines in page for line in lines for w in line.split() if w != "•"]


# -- the pages: whole paragraphs, in order -------------------------------------------------------
def test_paragraphs_are_laid_out_whole_in_order_each_once_within_their_places(make_app):
    make_app(size=(1024, 768))
    px, line_h = 24, theme.font(24).get_linesize()
    first, later = [pygame.Rect(0, 0, 400, line_h * 7)], [pygame.Rect(0, 0, 400, line_h * 12)]
    pages = paginate(PARAGRAPHS, first, later, px, line_h)
    assert len(pages) > 1 and words_of(pages) == [w for p in PARAGRAPHS for w in p.split()]
    for page in pages:
        for place, lines in page:
            assert lines_height(lines, line_h) <= place.h  # whole lines, the band's row kept under them
            assert place.bottom + line_h <= max(r.bottom for r in first + later)  # the band fits under
            assert lines and lines[0].startswith("•") and lines[-1].endswith(".")  # whole paragraphs
    assert paginate(PARAGRAPHS[:2], first, later, px, line_h) == [[(first[0], tuple(
        theme.wrap("• " + PARAGRAPHS[0], px, 400) + [""] + theme.wrap("• " + PARAGRAPHS[1], px, 400)))]]


def test_a_paragraph_taller_than_a_place_goes_on_in_the_next(make_app):
    make_app(size=(1024, 768))
    px, line_h = 24, theme.font(24).get_linesize()
    long = " ".join(PARAGRAPHS)
    pages = paginate([long], [pygame.Rect(0, 0, 300, line_h * 4)], [pygame.Rect(0, 0, 300, line_h * 8)], px, line_h)
    assert len(pages) > 1 and words_of(pages) == long.split()


# -- the screen -----------------------------------------------------------------------------------
def open_rules(make_app, game: str, size, **settings):
    d = make_app(size=size, **settings)
    d.app.push_scene(RulesScreen(d.app, GAMES[game]))
    d.frames(2)
    return d, d.top


def accent_pixels(d, rect: pygame.Rect) -> int:
    """How many pixels of ``rect`` are in the cue's gold."""
    d.app.draw()
    area = d.app.screen.subsurface(rect.clip(d.app.screen.get_rect()))
    return sum(1 for x in range(area.get_width()) for y in range(0, area.get_height(), 2)
               if tuple(area.get_at((x, y)))[:3] == theme.ACCENT)


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_rules_page_needs_scrolling_at_1024x768_in_projector_mode(make_app, game, language):
    """Issue 37, the look: a page's text ran past the bottom with "More below". Every registered
    game's rules, at 1024x768 in projector mode, are pages of whole lines inside their places, in a
    size no smaller than the floor, every paragraph on one of them; where there are several, the
    band at the foot says so."""
    d, rules = open_rules(make_app, game, (1024, 768), projector=True, language=language)
    assert rules.px >= theme.text_px(768, 0) and len(rules.pages) <= 3
    paragraphs = [w for p in rules.paragraphs() for w in p.split()]
    assert words_of(rules.pages) == paragraphs, "every word of the rules on a page, in order, once"
    for page in rules.pages:
        for place, lines in page:
            assert lines_height(lines, rules.line_h) <= place.h, "a line past its place"
            assert place.bottom <= rules.back_button.rect.y
    if len(rules.pages) > 1:
        assert rules.cue.bottom <= rules.back_button.rect.y and accent_pixels(d, rules.cue) > 50


def test_the_keys_the_wheel_and_the_band_turn_the_pages(make_app):
    d, rules = open_rules(make_app, "cadenas", (1024, 768), projector=True, language="fr")
    pages = len(rules.pages)
    assert pages > 1 and rules.page == 0
    d.key(pygame.K_RIGHT)
    assert rules.page == 1
    d.key(pygame.K_LEFT)
    assert rules.page == 0
    d.key(pygame.K_END)
    assert rules.page == pages - 1
    d.key(pygame.K_HOME)
    assert rules.page == 0
    d.key(pygame.K_PAGEDOWN)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0))
    d.frames(2)
    assert rules.page == 0  # the wheel up: back a page
    d.click(rules.cue.center)
    d.frames(1)
    assert rules.page == 1


def test_rules_that_fit_show_no_cue(make_app):
    d, rules = open_rules(make_app, "corsaire", (1024, 768))
    rules.paragraphs = lambda: ["Short rules."]
    d.app.dirty = True
    d.frames(1)
    assert rules.pages == [[(rules.pages[0][0][0], ("• Short rules.",))]] and not rules.cue.w


@pytest.mark.parametrize("game", sorted(g for g in GAMES if GAMES[g].rules_example is not None))
@pytest.mark.parametrize("size, projector, language", [((1024, 768), True, "fr"), ((1920, 1080), False, "en")])
def test_the_worked_example_is_drawn_whole_inside_its_panel(make_app, monkeypatch, game, size, projector, language):
    """The rules' worked example keeps every word inside its panel (a caption never runs below
    it), and a text that starts on one of the example's own panels (a card) ends on it."""
    from ludicitude.ui import draw
    from tests.games.looks import calls_of

    d, rules = open_rules(make_app, game, size, projector=projector, language=language)
    texts, panels = calls_of(monkeypatch, draw, "text"), calls_of(monkeypatch, draw, "panel")
    surface = pygame.Surface(size)
    h = size[1]
    rect = rules.example_rect(surface)
    rules.example(surface, rect.inflate(-int(h * 0.02), -int(h * 0.02)))
    assert texts, "the example says something"
    for _args, drawn in texts:
        assert rect.contains(drawn), (game, drawn, rect)
        for card in (pygame.Rect(args[1]) for args, _drawn in panels):
            if card.collidepoint(drawn.topleft):
                assert card.contains(drawn), (game, "a text crosses its card's edge", drawn, card)


