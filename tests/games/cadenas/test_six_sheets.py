"""Cadenas, six players, 1024x768, projector mode (issue 26, section 6): "digits overflow their
boxes, the instruction 'Everyone: click a lit box…' is cut, the seat badges cover the players'
symbols, while big gaps stay empty between sheets". Measured on the screen as drawn."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.core.i18n import _ as translate, set_language
from ludicitude.games.cadenas import pieces, rules
from tests.games.cadenas.positions import screenshot_positions
from tests.games.looks import calls_of
from ludicitude.ui import draw, theme

LOOKS = [((1024, 768), "fr", True), ((1024, 768), "en", True), ((1920, 1080), "en", False)]


def six_sheets(make_app, size, language, projector):
    d = make_app(size=size, language=language, projector=projector)
    scene = screenshot_positions(d.app)["near-end-6"]()
    d.app.push_scene(scene)
    d.settle()
    d.pixels()
    return d, scene


@pytest.mark.parametrize("size, language, projector", LOOKS)
def test_the_six_sheets_fill_the_height_beside_the_panel(make_app, size, language, projector):
    d, scene = six_sheets(make_app, size, language, projector)
    geo = scene.geo
    column = [geo.sheets[s].rect for s in range(0, 6, 2)]
    assert sum(r.h for r in column) >= 0.85 * geo.panel.h, (column, geo.panel)


@pytest.mark.parametrize("size, language, projector", LOOKS)
def test_every_number_fits_inside_its_box(make_app, size, language, projector):
    d, scene = six_sheets(make_app, size, language, projector)
    h = size[1]
    for geo in scene.geo.sheets.values():
        tall = pieces.digit_height(pieces.number_px(h, geo.box))  # as draw_sheet sizes them: the digits' ink
        for row in geo.boxes:
            for rect in row:
                assert tall <= rect.h, (tall, rect)


@pytest.mark.parametrize("size, language, projector", LOOKS)
def test_the_seat_key_caps_cover_no_players_symbol(make_app, monkeypatch, size, language, projector):
    d, scene = six_sheets(make_app, size, language, projector)
    tag_calls, panel_calls = calls_of(monkeypatch, draw, "player_tag"), calls_of(monkeypatch, draw, "panel")
    scene.still_changed()
    d.pixels()
    # each tag's symbol: its first px; each panel's rect
    tags = [pygame.Rect(drawn.x, drawn.y, args[4], drawn.h) for args, drawn in tag_calls]
    caps = [pygame.Rect(args[1]) for args, _drawn in panel_calls]
    side = pieces.seat_key_size(size[1], scene.geo.sheets[0].box)
    keys = [c for c in caps if c.w == side and c.h == side]
    assert keys and len(tags) >= 6
    assert not [(k, t) for k in keys for t in tags if k.colliderect(t)]
    screen = d.app.screen.get_rect()
    assert all(screen.contains(k) and k.x > 0 and k.y > 0 for k in keys), "each key cap whole, its border too"


@pytest.mark.parametrize("size, language, projector", LOOKS)
def test_the_instruction_to_everyone_is_drawn_whole(make_app, monkeypatch, size, language, projector):
    """The instruction is never cut: in its words, or in its short words (without the keys) where
    the narrow panel must also hold who says Done (``texts.Hint.short``), but whole."""
    set_language(language)
    instruction = translate("Everyone: click a lit box on your own sheet (or press its key 1-6, shown on its corner, then Tab, Enter), or do nothing.")
    short = translate("Everyone: click a lit box on your own sheet, or do nothing.")
    drawn: list[str] = []
    real = theme.render

    def spy(text, *args, **kwargs):
        drawn.append(text)
        return real(text, *args, **kwargs)

    d, scene = six_sheets(make_app, size, language, projector)
    assert scene.table.action == 1 and scene.sharing()
    monkeypatch.setattr(theme, "render", spy)
    scene.still_changed()
    d.pixels()
    said = " ".join(" ".join(drawn).split())
    assert " ".join(instruction.split()) in said or " ".join(short.split()) in said, drawn
    assert " ".join(translate("Then {name}: Done (Enter).").format(name=scene.name(scene.table.active)).split()) in said
    assert rules.State  # the rules' own state is what the fixture plays
