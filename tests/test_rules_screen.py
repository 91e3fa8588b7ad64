"""The rules screen (issue 15, section 2): the column shows whole lines only, and a visible cue
says there is more below (and above, once scrolled); scrolling by keys and the wheel reaches every
line of the rules, in order, none skipped."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games import GAMES
from ludicitude.ui import theme
from ludicitude.ui.rules_screen import WHEEL_LINES, Page, RulesScreen

LINES = [f"line {i}" for i in range(20)]


# -- the page: whole lines and cues --------------------------------------------------------------
def test_a_text_that_fits_shows_every_line_and_no_cue():
    page = Page.of(LINES[:5], rows=5, first=3)
    assert page.lines == tuple(LINES[:5]) and not page.more_above and not page.more_below


def test_more_below_takes_the_place_of_the_last_line():
    page = Page.of(LINES, rows=8, first=0)
    assert page.lines == tuple(LINES[:7]) and page.more_below and not page.more_above


def test_scrolled_the_cue_above_and_the_cue_below_each_take_one_line():
    page = Page.of(LINES, rows=8, first=5)
    assert page.lines == tuple(LINES[5:11]) and page.more_above and page.more_below


def test_at_the_end_the_last_line_shows_under_the_cue_above_and_no_cue_below():
    page = Page.of(LINES, rows=8, first=999)
    assert page.first == page.last_first == 13
    assert page.lines == tuple(LINES[13:]) and page.more_above and not page.more_below


def test_scrolling_a_line_at_a_time_shows_every_line_in_order_none_skipped():
    seen: list[str] = []
    for first in range(0, 30):
        page = Page.of(LINES, rows=6, first=first)
        seen += [line for line in page.lines if line not in seen]
        assert len(page.lines) + page.more_above + page.more_below <= 6  # whole lines in the column
    assert seen == LINES


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


@pytest.mark.parametrize("game", sorted(GAMES))
def test_rules_cut_at_the_edge_say_there_is_more_below_and_show_whole_lines_only(make_app, game):
    """At 1024x768 in projector mode and French, every registered game's rules show whole lines
    only: rules longer than the column (the program's four games' are) say there is more below
    where the text stops; rules that fit show every line and no cue."""
    d, rules = open_rules(make_app, game, (1024, 768), projector=True, language="fr")
    page, col, line_h = rules.page, rules.column, rules.line_h
    assert not page.more_above, "the rules open at their first line"
    used = len(page.lines) + page.more_above + page.more_below
    assert col.y + used * line_h <= col.bottom, "a line cut at the edge"
    if GAMES[game].package.startswith("ludicitude."):
        assert page.more_below, "the program's own games' rules are longer than the column (the case this checks)"
    if not page.more_below:
        assert len(page.lines) == len(rules.lines(theme.text_px(768, 0.03), col.w)), f"{game}: every line is shown"
        return
    cue = pygame.Rect(col.x, col.y + (used - 1) * line_h, col.w, line_h)
    assert accent_pixels(d, cue) > 50, "the cue 'more below' is drawn where the text stops"


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_the_arrow_keys_reach_every_line_of_the_rules_in_order(make_app, size):
    d, rules = open_rules(make_app, "cartes", size, projector=True, language="fr")
    px = theme.text_px(size[1], 0.03)
    every = rules.lines(px, rules.column.w)
    shown: set[int] = set()
    for _ in range(len(every) + 1):
        page = rules.page
        assert page.lines == tuple(every[page.first:page.first + len(page.lines)])
        shown.update(range(page.first, page.first + len(page.lines)))
        if not page.more_below:
            break
        d.key(pygame.K_DOWN)
    assert not rules.page.more_below and rules.page.lines[-1] == every[-1]
    assert shown == set(range(len(every))), "a line was never shown"
    d.key(pygame.K_HOME)
    assert rules.first == 0 and not rules.page.more_above


def test_page_keys_end_and_the_mouse_wheel_scroll_whole_lines(make_app):
    d, rules = open_rules(make_app, "magouille", (1024, 768), projector=True, language="fr")
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                                         precise_y=-1.0))
    d.frames(2)
    assert rules.first == WHEEL_LINES and rules.page.more_above
    d.key(pygame.K_END)
    assert rules.first == rules.page.last_first and not rules.page.more_below
    d.key(pygame.K_PAGEUP)
    assert rules.first == rules.page.last_first - (rules.rows - 2)


def test_rules_that_fit_show_no_cue(make_app):
    d, rules = open_rules(make_app, "corsaire", (1024, 768))
    rules.paragraphs = lambda: ["Short rules."]
    d.app.dirty = True
    d.frames(1)
    assert rules.page.lines == ("• Short rules.",) and not rules.page.more_below


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


# -- REPORT3 #12: no sentence cut above the cue, and no empty example panel ----------------------
def test_the_text_stops_at_a_sentences_end_above_the_cue_never_mid_sentence():
    lines = ["• One sentence that", "goes on here.", "", "• A second one that runs", "over two lines and",
             "three before its end.", "", "• The last."]
    page = Page.of(lines, rows=6, first=0)  # five lines fit above the cue: "over two lines and" last
    assert page.more_below and page.lines == tuple(lines[:2])
    assert Page.of(LINES, rows=8, first=0).lines == tuple(LINES[:7])  # no sentence's end: whole lines as before


@pytest.mark.parametrize("game, size, projector, language", [("cadenas", (1920, 1080), False, "en"),
                                                             ("magouille", (1024, 768), True, "fr")])
def test_the_rules_stop_at_a_sentences_end_and_the_example_panel_is_no_larger_than_its_example(
        make_app, game, size, projector, language):
    d, rules = open_rules(make_app, game, size, projector=projector, language=language)
    page = rules.page
    assert page.more_below and page.lines[-1].rstrip()[-1] in ".!?:"
    column, panel, _room = rules.arrange(d.app.screen)
    assert panel is not None and not panel.colliderect(column)
    d.app.draw()
    shot = d.app.screen.subsurface(panel.inflate(-8, -8))
    rows = [y for y in range(shot.get_height()) if any(
        tuple(shot.get_at((x, y)))[:3] != theme.PANEL for x in range(0, shot.get_width(), 3))]
    assert shot.get_height() - 1 - rows[-1] < size[1] * 0.04, "an empty band under the example in its panel"


def test_on_a_wide_screen_the_rules_flow_on_under_the_example_and_the_keys_reach_their_end(make_app):
    """REPORT3 #12: at 1920x1080 the rules scrolled while the room under the example stood empty;
    they go on there (in the example's width), and Down still brings every word of them, in order."""
    d, rules = open_rules(make_app, "cadenas", (1920, 1080), language="en")
    column, panel, _room = rules.arrange(d.app.screen)
    assert rules.more_lines and rules.more_column.top >= panel.bottom and rules.more_column.x >= column.right
    words = " ".join(rules.paragraphs()).split()
    seen: list[str] = []
    for _ in range(60):
        for line in (*rules.page.lines, *rules.more_lines):
            for word in line.replace("• ", " ").split():
                if len(seen) < len(words) and word == words[len(seen)]:
                    seen.append(word)
        if not rules.page.more_below:
            break
        d.key(pygame.K_DOWN)
    assert not rules.page.more_below and seen == words
