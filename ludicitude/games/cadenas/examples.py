"""The Cadenas example on the rules screen: a roll, a sheet, and what may be crossed with it."""

from __future__ import annotations

import pygame

from ludicitude.core.i18n import _
from ludicitude.games.cadenas import rules
from ludicitude.games.cadenas.pieces import SheetGeometry, draw_colour_die, draw_sheet
from ludicitude.games.cadenas.rules import ROWS
from ludicitude.ui import draw, theme


def draw_rules_example(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The rules screen's worked example: a roll of the six dice, a sheet with crosses, closed
    boxes and a grey box, the boxes everyone may cross with the white sum lit, the roller's own
    white + coloured choice in gold, and the example in words."""
    h = surface.get_height()
    state = rules.new_game(2, seed=0)
    # red 2 3 _ 5 6 crossed (4 skipped), yellow 4 5 (2 3 skipped), green 12 10 (11 skipped)
    state.marks[0] = [(0, 1, 3, 4), (2, 3), (0, 2), ()]
    state.grey[0] = 1
    whites, colours = (3, 4), {"red": 5, "yellow": 2, "green": 6, "blue": 1}
    lit = frozenset((row, 5) for row in ROWS)  # 7 in every row
    pending = ("red", rules.position_of("red", whites[1] + colours["red"]))
    caption = _("White {a} + {b} = {sum}: everyone may cross a {sum} (lit). The roller may also cross "
                "white {b} + red {red} = {pair} in the red row (gold).").format(
        a=whites[0], b=whites[1], sum=sum(whites), red=colours["red"], pair=whites[1] + colours["red"])
    px = theme.text_px(h, 0.026)
    side_by_side = rect.w > rect.h * 3
    if side_by_side:  # a wide, short strip: the sheet on the left, dice and words on the right
        sheet_area = pygame.Rect(rect.x, rect.y, int(rect.w * 0.5), rect.h)
        right = pygame.Rect(sheet_area.right + rect.w // 40, rect.y, rect.right - sheet_area.right - rect.w // 40,
                            rect.h)
        size = min(int(right.w / 7.5), int(rect.h * 0.24))
        dice_top, words = right.y, pygame.Rect(right.x, right.y + int(size * 1.25), right.w,
                                               right.h - int(size * 1.25))
        dice_x = right.x
    else:
        size = min(int(rect.w / 8), int(rect.h * 0.11))
        dice_top = rect.y
        words_h = min(int(rect.h * 0.34), px * 8)
        words = pygame.Rect(rect.x, rect.bottom - words_h, rect.w, words_h)
        sheet_area = pygame.Rect(rect.x, rect.y + int(size * 1.25), rect.w,
                                 words.y - rect.y - int(size * 1.25))
        dice_x = rect.centerx - int(size * 7.3) // 2
    geo = SheetGeometry.fit(sheet_area.inflate(-sheet_area.w * 0.04, -sheet_area.h * 0.08))
    if not side_by_side:  # dice just above the sheet, the words just below it
        dice_top = max(rect.y, geo.rect.y - int(size * 1.5))
        words.y = min(words.y, geo.rect.bottom + geo.box // 2)
    gap = int(size * 0.22)
    x = dice_x
    for face in whites:
        draw.die(surface, pygame.Rect(x, dice_top, size, size), face, selected=face == whites[1])
        x += size + gap
    x += gap
    for row in ROWS:
        draw_colour_die(surface, pygame.Rect(x, dice_top, size, size), row, colours[row], selected=row == "red")
        x += size + gap
    draw_sheet(surface, geo, state, 0, _("Example"), theme.PLAYER_IDENTITIES[0], lit=lit, pending=pending)
    draw.text_fit(surface, caption, words, px, theme.TEXT)
