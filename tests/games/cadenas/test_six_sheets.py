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
    """The instruction is never cut: in its words, or in its short words (the keys on the corners still named) where
    the narrow panel must also hold who says Done (``texts.Hint.short``), but whole."""
    set_language(language)
    instruction = translate("Everyone: click a lit box on your own sheet (or press its key 1-6, shown on its "
                            "corner, then Tab, Enter), or do nothing.")
    short = translate("Everyone: click a lit box (or key 1-6, on the corner), or nothing.")
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
    closer = translate("Then {name}: Done ({key}).").format(name=scene.name(scene.table.active), key="P")
    assert " ".join(closer.split()) in said
    assert rules.State  # the rules' own state is what the fixture plays


def test_the_key_caps_mark_the_sheets_the_keyboard_chooses_between_and_only_those(make_app, monkeypatch):
    """Issue 37's second look: the badges "1", "2"... "come and go with no readable meaning".
    They are the keys 1-6 that put the keyboard on a sheet played at this screen in action 1:
    drawn on each such sheet (its own number) where there are two or more to choose between,
    on none where one person plays here; the instruction names them ("shown on its corner")."""
    from ludicitude.games.cadenas import table

    d, scene = six_sheets(make_app, (1024, 768), "fr", True)
    view = scene.frame_own()
    assert view.sharing
    keys = calls_of(monkeypatch, table, "draw_seat_key")
    seats = [(scene.name(s), scene.identity(s)) for s in range(6)]
    for here in ((0,), (0, 1), (0, 1, 3)):  # one person here, two, three
        keys.clear()
        table.draw_shared_sheets(d.app.screen, scene.geo, view.rules_state, seats, view.pencils, here, here[0], 0)
        assert [args[2] for args, _drawn in keys] == ([s + 1 for s in here] if len(here) > 1 else []), here


def test_crossed_boxes_and_boxes_left_behind_read_apart_from_the_back_of_the_room():
    """Issue 37's second look: "crossed cells and skipped cells nearly the same tone at 1024
    projector": a crossed box is filled with its row's strong colour, a box left behind pale grey,
    brighter than it in every row, the yellow one too (a row's progress at a glance)."""
    for row in rules.ROWS:
        crossed = pieces.tint(pieces.ROW_COLOURS[row], pieces.CROSSED_TINT)
        assert theme.contrast(crossed, pieces.SKIPPED) >= 1.4, row
        assert theme.luminance(pieces.SKIPPED) > theme.luminance(crossed)
        assert theme.contrast(crossed, pieces.tint(pieces.ROW_COLOURS[row], 0.8)) >= 1.3, row  # and from the open ones


@pytest.mark.parametrize("position", ["rolling-4", "action-1-box-pencilled-5", "near-end-6"])
def test_two_digit_numbers_keep_most_of_their_width_and_stay_clear_of_the_borders(make_app, position):
    """Issue 37's second and fourth looks: "10 11 12" squeezed to about 65 % of their width at six
    sheets, then "101112" touching each other and the cells' borders with four to six players at
    1024 projector: their digits are set close, narrowed no more than to 65 % of their width
    (what the rendering is narrowed to, measured), and their ink stays clear of both sides of the
    box (the coloured band between boxes) by a seventh of its width (3 pixels touched it at six
    sheets, issue 37, N13), measured on the pixels drawn."""
    d = make_app(size=(1024, 768), language="fr", projector=True)
    scene = screenshot_positions(d.app)[position]()
    d.app.push_scene(scene)
    d.settle()
    geo = scene.geo.sheets[0]
    px = pieces.number_px(768, geo.box)
    assert pieces.digit_height(px) >= 768 / 32  # the projector's floor for a sheet's numbers
    widths: list[tuple[int, int]] = []
    real = pieces.squeezed

    def squeezed(img, width):
        widths.append((width, img.get_width()))  # what it is narrowed to, from its digits' own width
        return real(img, width)

    pieces.squeezed = squeezed
    try:
        for number, p in (("10", 8), ("11", 9), ("12", 10)):
            rect = geo.boxes[0][p]
            surface = pygame.Surface(rect.size)
            surface.fill((255, 255, 255))
            pieces.number_text(surface, number, surface.get_rect(), px, (0, 0, 0), True)
            clear = max(3, round(rect.w * 0.14))  # issue 37, N13: "10 11 12 touch their box edges" at 3
            for x in (*range(clear), *range(rect.w - clear, rect.w)):
                assert all(surface.get_at((x, y))[:3] == (255, 255, 255) for y in range(rect.h)), (number, x)
    finally:
        pieces.squeezed = real
    assert all(width >= 0.65 * full for width, full in widths), widths  # squeezed whole, it was 0.57 (26 of 46 px)


def test_a_crossed_boxs_number_reads_on_its_fill_and_the_fill_keeps_its_rows_colour(make_app):
    """Issue 37, N13: "crossed dark blue and green boxes leave their dim number unreadable, and
    crossed yellow turns olive": the number under a cross is light on the dark fills (red, green,
    blue) and dim on yellow's, readable on each; a crossed box on a row closed for everyone keeps
    its row's own colour (the band fades, not the crosses)."""
    for row in rules.ROWS:
        fill = pieces.ROW_COLOURS[row]
        assert theme.contrast(pieces.crossed_ink(fill), fill) >= 2.2, row
    make_app(size=(1024, 768), projector=True)
    state = rules.new_game(2, seed=3).copy()
    yellow = rules.ROWS.index("yellow")
    state.marks[0][yellow] = (0, 1)  # Ana crossed yellow 2 and 3; then the row closed for everyone
    state.closed = (*state.closed, "yellow")
    surface = pygame.Surface((1024, 768))
    geo = pieces.SheetGeometry.fit(pygame.Rect(0, 0, 480, 190))
    pieces.draw_sheet(surface, geo, state, 0, "Ana", theme.PLAYER_IDENTITIES[0])
    box = geo.boxes[yellow][0]
    assert surface.get_at((box.x + 3, box.bottom - 4))[:3] == pieces.ROW_COLOURS["yellow"]


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("position", ["lock-announced-4", "grey-box-announced-3"])
def test_the_panel_heading_stands_on_one_line_beside_a_two_digit_sum(make_app, monkeypatch, language, position):
    """Issue 37, M7: "Blancs, pour / tous :" wrapped to two lines beside "12" at 3-4 players at
    1024x768: the heading beside the big white sum is one line in both languages."""
    d = make_app(size=(1024, 768), language=language, projector=True)
    scene = screenshot_positions(d.app)[position]()
    d.app.push_scene(scene)
    d.settle()
    calls = calls_of(monkeypatch, draw, "text_fit")
    scene.still_changed()
    d.pixels()
    label = translate("White sum:")
    drawn = [args for args, _ in calls if args[1] == label]
    assert scene.table.white_sum >= 10 and drawn, [args[1] for args, _ in calls]
    _surface, _label, room, px = drawn[0][:4]
    assert len(theme.wrap(label, px, room.w, True)) == 1, (label, room, px)
