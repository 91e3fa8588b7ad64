"""Cadenas's sheet as the real thing (issue 37): a paper sheet, pencil crosses, padlocks that
snap shut when a row locks, and numbers a room reads: in projector mode at 1024x768 every number
on a sheet at least 1/32 of the height, measured on the digits as drawn."""

from __future__ import annotations

import math

import pygame
import pytest

from ludicitude.games.cadenas import pieces
from ludicitude.games.cadenas.rules import Cross, Pass
from ludicitude.games.cadenas.scene import GameScene
from ludicitude.games.cadenas.story import PadlockSnap
from ludicitude.ui import theme
from ludicitude.ui.pieces import paper
from ludicitude.ui.session import GameSession, SeatInfo
from tests.games.cadenas.positions import screenshot_positions
from tests.games.cadenas.sheets import table
from tests.test_drawn_sizes import drawn_at


def _position_names() -> list[str]:
    return [name for name in screenshot_positions(None) if not name.startswith("end")]


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_number_on_a_sheet_is_a_32nd_of_the_height_in_projector_mode_at_1024x768(make_app, language):
    """Issue 37: "in projector mode at 1024x768 every number on a sheet at least 1/32 of the
    height": the digits' own height (their ink), at every screenshot position, two to six sheets."""
    d = make_app(size=(1024, 768), projector=True, language=language)
    positions = screenshot_positions(d.app)
    least = math.ceil(768 / 32)
    seen, small = 0, []
    for name in _position_names():
        numbers = [n for n in drawn_at(d.app, positions[name]) if n.kind == "number"]
        seen += len(numbers)
        small += [(name, n.what, n.px) for n in numbers if n.px < least]
    assert seen > 100 and not small, small[:10]


def test_the_digits_measured_are_the_digits_drawn(make_app):
    """The recorded height is the ink's: a number drawn at the recorded size covers that many rows."""
    make_app(size=(1024, 768), projector=True)
    surface = pygame.Surface((200, 100))
    surface.fill((255, 255, 255))
    with theme.recording_sizes() as drawn:
        pieces.number_text(surface, "12", pygame.Rect(0, 0, 200, 100), pieces.number_px(768, 20), (0, 0, 0), bold=True,
                            on_sheet=True)
    (number,) = [n for n in drawn if n.kind == "number"]
    rows = [y for y in range(100) if any(surface.get_at((x, y))[0] < 128 for x in range(200))]
    assert number.px >= 24 and abs((rows[-1] - rows[0] + 1) - number.px) <= 2


def test_a_pencil_cross_is_two_irregular_graphite_strokes_the_same_for_the_same_box(make_app):
    make_app()
    one = paper.pencil_cross_image(40, 40, pieces.cross_seed(0, 1, 3), True)
    again = paper.pencil_cross_image(40, 40, pieces.cross_seed(0, 1, 3), True)
    other = paper.pencil_cross_image(40, 40, pieces.cross_seed(1, 1, 3), True)
    assert pygame.image.tobytes(one, "RGBA") == pygame.image.tobytes(again, "RGBA")
    assert pygame.image.tobytes(one, "RGBA") != pygame.image.tobytes(other, "RGBA")  # drawn by hand: each its own
    inked = [one.get_at((x, y)) for x in range(40) for y in range(40) if one.get_at((x, y)).a > 200]
    assert inked and all(c.r < 90 and c.g < 90 and c.b < 90 for c in inked)  # graphite, not colour


def test_a_padlock_snaps_shut_as_the_row_locks_and_the_sheet_settles_without_input(make_app):
    """Rule card: the player who crosses a row's last number "coche le cadenas": on the table,
    that row's padlock on their sheet snaps shut (an animation), and with nobody touching
    anything the window ends on the settled sheet, the padlock shut."""
    state = table(2, sheets={0: {"red": [2, 3, 4, 5, 6]}}, whites=(6, 6))
    d = make_app(animation="normal")
    seats = [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")]
    session = GameSession(GameSession.new("cadenas", seats, None, 1).game, seats, state)
    scene = GameScene(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    lock_box = scene.geo.sheets[0].boxes[0][11]
    open_lock = d.app.screen.subsurface(lock_box).copy()
    scene.act(0, Cross("red"))
    snap = scene.timeline.current(PadlockSnap)
    assert snap is not None and snap.locks == ((0, "red"),)
    d.frames(3)
    assert scene.timeline.current(PadlockSnap) is snap  # it moves on screen, frame by frame
    d.run_until_still()
    assert scene.timeline.current(PadlockSnap) is None and session.state.has_locked(0, "red")
    d.assert_settled()
    shut_lock = d.app.screen.subsurface(lock_box).copy()
    assert pygame.image.tobytes(shut_lock, "RGB") != pygame.image.tobytes(open_lock, "RGB")
    scene.act(1, Pass())  # Bob does nothing: action 1 ends, the red row closes for everyone
    d.run_until_still()
    d.assert_settled()


@pytest.mark.parametrize("seats", [5, 6])
def test_five_or_six_sheets_on_a_projector_keep_their_numbers_wide_and_the_panel_its_lines(make_app, seats):
    """Issue 37: at 1024x768 in projector mode, five or six sheets in two columns beside the dice
    panel squeezed "10 11 12" to under half their width and wrapped the panel's words one to a
    line. The panel lies under the sheets instead: the sheets take the window's width, so a
    box is at least two thirds of "12"'s own width, and the panel's words have a third of it."""
    make_app(size=(1024, 768), projector=True, language="fr")
    geo = pieces.TableLayout.fit(pygame.Rect(0, 0, 1024, 768), seats)
    assert geo.strip and (geo.words_back or geo.panel).top >= max(s.rect.bottom for s in geo.sheets.values())
    box = geo.sheets[0].boxes[0][10]
    twelve = theme.font(pieces.number_px(768, geo.sheets[0].box), True).size("12")[0]
    assert box.w >= twelve * 2 / 3, (box.w, twelve)
    assert geo.words.w >= 1024 / 3 and not geo.words.colliderect(geo.confirm_button)
    assert all(geo.panel.contains(r) for r in (geo.confirm_button, geo.pass_button))
    assert all(geo.panel.contains(d.rect) for d in geo.dice)
    assert (geo.words_back or geo.panel).contains(geo.words)


def test_five_sheets_at_4_3_leave_no_hole_the_dice_and_buttons_take_the_sixth_place(make_app):
    """Issue 37, F7: "with 5 players at 4:3 the sheets leave an empty sixth slot (~500x170 px)
    while the dice and buttons are squeezed into a bottom strip (dice ~36 px)". The dice and
    the buttons stand in the sixth sheet's place, right of Eve's, the dice larger than in the
    six players' strip; the words lie under all the sheets, over most of the window's width."""
    make_app(size=(1024, 768), projector=True, language="fr")
    geo = pieces.TableLayout.fit(pygame.Rect(0, 0, 1024, 768), 5)
    six = pieces.TableLayout.fit(pygame.Rect(0, 0, 1024, 768), 6)
    eve, dimitri = geo.sheets[4].rect, geo.sheets[3].rect
    assert geo.panel.x >= eve.right and geo.panel.y >= dimitri.bottom and geo.panel.w >= 1024 * 0.4
    assert geo.dice[0].rect.w >= six.dice[0].rect.w * 1.1 and geo.dice[0].rect.w >= 768 / 20
    assert geo.words_back is not None and geo.words_back.top >= max(s.rect.bottom for s in geo.sheets.values())
    assert geo.words.w >= 1024 * 0.9


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_up_to_four_sheets_and_a_wide_screen_keep_the_panel_beside_the_sheets(make_app, size):
    """The strip is for a crowded 4:3 table only: four sheets, or six on 16:9, keep the column."""
    make_app(size=size, projector=True)
    assert not pieces.TableLayout.fit(pygame.Rect(0, 0, *size), 4).strip
    if size[0] > 1024:
        assert not pieces.TableLayout.fit(pygame.Rect(0, 0, *size), 6).strip


def test_four_sheets_on_16_9_fill_their_rows_without_a_band_between(make_app):
    """Issue 37, P5: "an empty band of about 60 px between the two rows of sheets" (English,
    1920x1080, four players): where the width limits the boxes of two columns beside the panel,
    the boxes grow taller until the sheets fill their rows, so the gap between the rows is the
    table's margin, as it is above them."""
    make_app(size=(1920, 1080), projector=False, language="en")
    geo = pieces.TableLayout.fit(pygame.Rect(0, 0, 1920, 1080), 4)
    m = int(1080 * 0.015)
    between = geo.sheets[2].rect.top - geo.sheets[0].rect.bottom
    above = geo.sheets[0].rect.top - geo.panel.top
    assert between <= 2 * m and abs(between - 2 * above) <= m, (between, above)


def test_the_dice_panel_shade_runs_along_its_whole_top(make_app):
    """Issue 37, P5: "a darker inner strip at the top of the dice panel": the slab's shade under
    its top edge stopped short of the rounded corners, so it read as a strip inside the panel; it
    runs round them now: near a corner, the shade is the one at the middle of the top."""
    from ludicitude.ui import draw
    make_app(size=(1920, 1080), projector=False, language="en")
    surface = pygame.Surface((1920, 1080))
    geo = pieces.TableLayout.fit(surface.get_rect(), 4)
    draw.slab(surface, geo.panel, radius=0.05)
    depth, r = max(4, int(1080 * 0.016)), int(min(geo.panel.w, geo.panel.h) * 0.05)
    y = geo.panel.y + depth + 2  # below the outline's own shade, within the deeper shade under the top
    corner, middle = surface.get_at((geo.panel.x + r - 3, y)), surface.get_at((geo.panel.centerx, y))
    assert max(abs(a - b) for a, b in zip(corner[:3], middle[:3])) <= 2, (corner, middle)
