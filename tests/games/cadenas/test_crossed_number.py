"""Issue 36, 5: "a crossed Cadenas box hides its number ('X0')": a crossed box keeps its number
readable, drawn over its pencil cross, on a sheet large enough to show numbers in crossed boxes."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games.cadenas import rules
from ludicitude.games.cadenas.pieces import ROW_COLOURS, crossed_ink, number_px, number_text
from ludicitude.games.cadenas.scene import GameScene
from ludicitude.ui.session import GameSession, SeatInfo


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_number_of_a_crossed_box_is_drawn_over_its_cross(make_app, size):
    d = make_app(size=size)
    session = GameSession.new("cadenas", [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")], None, 3)
    ten = next(p for p in range(rules.BOXES_PER_ROW) if rules.number_at("red", p) == 10)
    state = session.state.copy()
    state.marks[0][rules.ROWS.index("red")] = (ten,)  # a position: Ana has crossed red 10
    session.state = state
    scene = GameScene(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    d.frames(2)
    box = scene.geo.sheets[0].boxes[rules.ROWS.index("red")][ten]
    screen = d.app.screen
    # the number's ink on a crossed box: as much of it as the number has alone, so the pencil
    # cross covers none of it (it is drawn under the number, which is edged in the box's colour)
    inside = [screen.get_at((x, y))[:3] for x in range(box.x, box.right) for y in range(box.y, box.bottom)]
    ink = crossed_ink(ROW_COLOURS["red"])  # light on the dark red (issue 37, N13)
    shown = sum(1 for c in inside if c == ink)
    px = number_px(size[1], scene.geo.sheets[0].box)
    alone = pygame.Surface(box.size)
    alone.fill((250, 250, 250))
    number_text(alone, "10", alone.get_rect(), px, ink, bold=True)
    whole = sum(1 for x in range(box.w) for y in range(box.h) if alone.get_at((x, y))[:3] == ink)
    assert whole > 10 and shown >= whole * 0.9, (shown, whole)


def test_a_pencilled_box_keeps_its_number_readable_over_its_gold_cross(make_app):
    """Issue 37's fourth look: "the X on the gold (pencilled) cell is drawn over the digit, so the
    '9' reads as '8'" while the panel says "Cross 3 + 6 = 9": the cross of a box chosen but not
    confirmed goes under its number, in a gold lighter than the number's black ink: every pixel
    of the number's ink is drawn, and no other black pixel in the box (the cross reads apart)."""
    from ludicitude.games.cadenas.pieces import INK, SheetGeometry, draw_sheet
    from ludicitude.ui import theme

    make_app(size=(1920, 1080))  # fonts
    session = GameSession.new("cadenas", [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")], None, 3)
    nine = next(p for p in range(rules.BOXES_PER_ROW) if rules.number_at("red", p) == 9)
    surface = pygame.Surface((900, 300))
    geo = SheetGeometry.fit(surface.get_rect(), max_box=60)
    draw_sheet(surface, geo, session.state, 0, "Ana", theme.PLAYER_IDENTITIES[0], pending=("red", nine))
    box = geo.boxes[0][nine]
    alone = pygame.Surface(box.size)
    alone.fill((250, 250, 250))
    number_text(alone, "9", alone.get_rect(), number_px(surface.get_height(), geo.box), INK, bold=True)
    ink = [(x, y) for x in range(box.w) for y in range(box.h) if alone.get_at((x, y))[:3] == INK]
    drawn = {(x, y) for x in range(box.w) for y in range(box.h) if surface.get_at((box.x + x, box.y + y))[:3] == INK}
    assert len(ink) > 20 and drawn == set(ink), (len(drawn), len(ink))


def test_a_compact_sheet_keeps_the_numbers_of_its_crossed_and_passed_boxes(make_app):
    """Issue 37, F9: "compact sheets (3+ players at 4:3) drop the numbers of crossed and passed
    boxes ... nobody can check 'did I cross the 6?'". On a sheet of a 3-player table at 1024x768
    (projector), Ana's crossed red 6 and the boxes she passed keep their numbers, dim, under the cross."""
    from ludicitude.games.cadenas.pieces import PASSED, SheetGeometry, draw_sheet
    from ludicitude.ui import theme

    d = make_app(size=(1024, 768), projector=True)
    session = GameSession.new("cadenas", [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")], None, 3)
    six = next(p for p in range(rules.BOXES_PER_ROW) if rules.number_at("red", p) == 6)
    state = session.state.copy()
    state.marks[0][rules.ROWS.index("red")] = (six,)  # Ana crossed red 6, passing 2 to 5
    surface = d.app.screen
    geo = SheetGeometry.fit(pygame.Rect(0, 0, 480, 190))  # a sheet's cell beside two others at 4:3
    assert number_px(768, geo.box) > geo.box * 0.8  # a compact sheet (``draw_sheet``)
    surface.fill((0, 0, 0))
    draw_sheet(surface, geo, state, 0, "Ana", theme.PLAYER_IDENTITIES[0])
    row = rules.ROWS.index("red")

    def ink(box: pygame.Rect, colour) -> int:
        return sum(1 for x in range(box.x, box.right) for y in range(box.y, box.bottom)
                   if surface.get_at((x, y))[:3] == colour)

    assert ink(geo.boxes[row][six], crossed_ink(ROW_COLOURS["red"])) > 5
    assert ink(geo.boxes[row][six - 1], PASSED) > 5
