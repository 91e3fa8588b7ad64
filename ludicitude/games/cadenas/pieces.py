"""How Cadenas looks: a score sheet, its crosses, padlocks and numbers, and a coloured die.

Pure drawing functions of values, like python-chess's ``chess/svg.py``: each takes a surface, a
place and what to show, and knows nothing of a screen or a session. ``SheetGeometry.fit`` places
one sheet in a rect; ``draw_sheet`` draws a player's sheet there. ``BoxTarget`` and ``DieTarget``
are the boxes and dice a game screen takes clicks on (the end of a game is ``end.py``'s).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ludicitude.core.i18n import _, signed
from ludicitude.core.timeline import REST, Pose
from ludicitude.games.cadenas import rules, texts
from ludicitude.games.cadenas.rules import ROWS, Box
from ludicitude.games.cadenas.story import padlock_shut
from ludicitude.ui import draw, theme
from ludicitude.ui.pictures import kept
from ludicitude.ui.pieces import padlock, paper

if TYPE_CHECKING:
    from ludicitude.ui.timeline import Throw

ROW_COLOURS = {"red": (204, 58, 50), "yellow": (226, 184, 30), "green": (52, 146, 70),
               "blue": (52, 104, 196)}
#: the same shape as the player identity of that colour, so a row reads without colour
ROW_SYMBOLS = {"red": "circle", "yellow": "triangle", "green": "diamond", "blue": "square"}
INK = paper.INK
GREY_BOX = (150, 150, 150)
#: a box left behind (left of a cross, or on a row locked by another): pale, it recedes
SKIPPED = (226, 224, 218)
#: a crossed box's fill: the row's colour, this little towards white (strong, unlike the open boxes)
CROSSED_TINT = 0.0
#: a sheet's width in box widths: the row symbol, 11 numbers, the lock and the row's score (the
#: symbol's and the score's columns kept narrow: the number boxes get the width, "10 11 12" room)
SYMBOL_COLUMN, SCORE_COLUMN = 0.7, 1.3
SHEET_COLUMNS = SYMBOL_COLUMN + 12 + SCORE_COLUMN
#: a sheet's header line and each row (with the gap under it), in box heights
HEADER, ROW_STEP = 1.1, 1.08
#: a sheet's height in box heights: the header line, four rows and their gaps
SHEET_LINES = HEADER + 4 * ROW_STEP

Colour = tuple[int, int, int]
#: every sheet's boxes are at least 1/30 of the window's height: big enough to click and read
MIN_BOX_SHARE = 30
#: how much taller than wide a box may grow where the width limits it (SheetGeometry.fit); two
TALLEST, TALL_PAIRS = 1.45, 1.9  # columns beside the panel at 16:9: the sheets fill their rows, no band between
#: how much wider than tall a box may grow where the height limits it: room for "10 11 12"
WIDEST = 1.6


def tint(colour: Colour, amount: float) -> Colour:
    """``colour`` moved towards white by ``amount`` (0..1)."""
    r, g, b = (int(c + (255 - c) * amount) for c in colour)
    return r, g, b


def greyed(colour: Colour) -> Colour:
    """``colour`` two thirds of the way to the grey of a closed box."""
    r, g, b = ((c + 2 * grey) // 3 for c, grey in zip(colour, GREY_BOX))
    return r, g, b


# -- a score sheet --------------------------------------------------------------------------------
@dataclass(frozen=True)
class SheetGeometry:
    """Where each part of one sheet goes inside its rect."""

    rect: pygame.Rect
    box: int  # a box's smaller side, which sizes the header and the symbols
    header: pygame.Rect
    rows: tuple[pygame.Rect, ...]
    boxes: tuple[tuple[pygame.Rect, ...], ...]  # [row][position], position 11 = the lock box
    scores: tuple[pygame.Rect, ...]
    grey: tuple[pygame.Rect, ...]

    @classmethod
    def fit(cls, area: pygame.Rect, max_box: int | None = None, tallest: float = TALLEST) -> SheetGeometry:
        """The largest sheet with square-ish boxes that fits in ``area`` (boxes no larger than
        ``max_box``), centred in it. Where the width limits the boxes (six sheets on 4:3), they
        grow taller, up to ``tallest`` times their width, so the sheets fill the height instead of
        leaving gaps between them, and the numbers have room above and below; where the height
        limits them (four sheets in a column on 4:3), they grow wider, up to WIDEST times their
        height, so two-digit numbers keep their shape."""
        box = int(min(area.w / SHEET_COLUMNS, area.h / SHEET_LINES, max_box or area.h))
        box_h = max(box, int(min(box * tallest, (area.h - box * HEADER) / (4 * ROW_STEP))))
        box_w = max(box, int(min(box_h * WIDEST, area.w / SHEET_COLUMNS)))
        w = int(box_w * SHEET_COLUMNS)
        h = int(box * HEADER + box_h * 4 * ROW_STEP)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = area.center
        header = pygame.Rect(rect.x, rect.y, w, int(box * HEADER))
        rows: list[pygame.Rect] = []
        boxes: list[tuple[pygame.Rect, ...]] = []
        scores: list[pygame.Rect] = []
        x0 = rect.x + int(box_w * SYMBOL_COLUMN)
        for r in range(4):
            y = header.bottom + int(r * box_h * ROW_STEP)
            rows.append(pygame.Rect(rect.x, y, int(box_w * (SYMBOL_COLUMN + 12)), box_h))
            boxes.append(tuple(pygame.Rect(x0 + p * box_w + 1, y + 1, box_w - 2, box_h - 2) for p in range(12)))
            scores.append(pygame.Rect(x0 + 12 * box_w, y, int(box_w * SCORE_COLUMN), box_h))
        g = int(box * 0.62)
        grey_x = rect.x + int(w * 0.55)
        grey = tuple(pygame.Rect(grey_x + i * int(g * 1.25), header.centery - g // 2, g, g) for i in range(4))
        return cls(rect, box, header, tuple(rows), tuple(boxes), tuple(scores), grey)


@kept(maxsize=64)
def digit_height(px: int) -> int:
    """How tall a bold digit's ink is at font size ``px`` (the height a person reads)."""
    return max(m[3] for m in theme.font(px, True).metrics("0123456789") if m)


def number_px(h: int, box: int) -> int:
    """The size of a sheet's numbers: half a box, and never smaller than the screen's smallest
    text in the height of the digits themselves (1/32 of the height in projector mode)."""
    floor = theme.text_px(h, 0)
    px = max(floor, int(box * 0.5))
    while digit_height(px) < floor:
        px += 1
    return px


def number_text(surface: pygame.Surface, s: str, rect: pygame.Rect, px: int, colour: Colour,
                bold: bool = False, *, on_sheet: bool = False) -> None:
    """A number centred in ``rect`` (its digits' ink, not its line), squeezed sideways (never
    shrunk) if the box is narrow, and clear of its edges ("10 11 12" side by side must not run
    into each other). A sheet's number (``on_sheet``, bold) has its digits' height recorded for
    the size tests (``number``)."""
    img = theme.render(s, px, colour, bold)
    if on_sheet:
        theme.note_drawn("number", digit_height(px), s)
    room = rect.w - 2 * max(3, round(rect.w * 0.14))  # ink clear of the box's edges: 3 pixels, 5 in a 33-pixel box
    if img.get_width() > room and len(s) > 1:  # "10 11 12": the digits set close, each "1" narrowed, then squeezed
        img = set_close(s, px, colour, bold)
        if img.get_width() > room and "1" in s:
            img = set_close(s, px, colour, bold, img.get_width() - room)
    if img.get_width() > room:
        img = squeezed(img, room)
    ink_top = theme.font(px, bold).get_ascent() - digit_height(px)
    place = img.get_rect(centerx=rect.centerx)
    place.y = rect.centery - digit_height(px) // 2 - ink_top
    surface.blit(img, place)


@kept(maxsize=64)
def set_close(s: str, px: int, colour: Colour, bold: bool, trim: int = 0) -> pygame.Surface:
    """``s`` with its characters' ink a sixteenth of the size apart, not their wide advances: a
    two-digit number in a narrow box keeps the digits' own shapes (less to squeeze); its "1"s
    ``trim`` pixels narrower together, each to 60 % at most (it still reads "1", a "0" would not)."""
    f = theme.font(px, bold)
    gap = max(1, px // 16)
    inks = []
    for ch, m in zip(s, f.metrics(s)):
        if m:
            img = theme.render(ch, px, colour, bold)
            ink = img.subsurface(pygame.Rect(max(0, m[0]), 0, max(1, m[1] - m[0]), img.get_height())
                                 .clip(img.get_rect()))
            if ch == "1" and trim:
                w = max(round(ink.get_width() * 0.6), ink.get_width() - trim // s.count("1"))
                ink = pygame.transform.smoothscale(ink, (w, ink.get_height()))
            inks.append(ink)
    out = pygame.Surface((sum(i.get_width() for i in inks) + gap * (len(inks) - 1), f.get_height()), pygame.SRCALPHA)
    x = 0
    for ink in inks:
        out.blit(ink, (x, 0))
        x += ink.get_width() + gap
    return out


@kept(maxsize=256)
def squeezed(img: pygame.Surface, width: int) -> pygame.Surface:
    """A rendered number narrowed to ``width`` (cached with the text it was rendered from)."""
    return pygame.transform.smoothscale(img, (width, img.get_height()))


def draw_cross(surface: pygame.Surface, rect: pygame.Rect, halo: Colour | None = None, ink: Colour = INK,
               heavy: bool = False) -> None:
    """A pen cross over a box (a grey box's, or a pencilled choice in gold); ``halo`` draws a
    pale edge around it, so it reads on dark colours."""
    inset = rect.inflate(-rect.w * 0.16, -rect.h * 0.16)
    width = max(3 if heavy else 2, rect.w // (7 if heavy else 11))
    if halo is not None:
        for a, b in ((inset.topleft, inset.bottomright), (inset.bottomleft, inset.topright)):
            pygame.draw.line(surface, halo, a, b, width + max(2, width // 2 + 1))
    pygame.draw.line(surface, ink, inset.topleft, inset.bottomright, width)
    pygame.draw.line(surface, ink, inset.bottomleft, inset.topright, width)


def cross_seed(seat: int, row: int, position: int) -> int:
    """Which hand-drawn cross a box gets: the same box always the same strokes."""
    return seat * 97 + row * 13 + position


#: a number under a pencil cross, faded: grey on a light fill (yellow), white this strong over a dark
CROSSED_NUMBER, CROSSED_LIGHT = (112, 108, 100), 0.6  # one (grey on blue is lost from the back of a room)


def crossed_ink(fill: Colour) -> Colour:
    """The ink of a crossed box's number on ``fill``."""
    return tint(fill, CROSSED_LIGHT) if theme.luminance(fill) < 0.3 else CROSSED_NUMBER
PASSED = (150, 146, 138)
#: the cross of a box chosen but not confirmed yet: a dark gold, under the number's black ink
PENCILLED_CROSS = (128, 92, 16)


def draw_sheet(surface: pygame.Surface, geo: SheetGeometry, state: rules.State, seat: int,
               name: str, identity: theme.Identity, *, lit: frozenset[Box] = frozenset(),
               choosing: bool = False, active: bool = False, pending: Box | None = None,
               pending_grey: int = 0, then: frozenset[Box] = frozenset(), keyboard: bool = False,
               snapping: frozenset[str] = frozenset()) -> None:
    """One player's sheet, on paper: coloured rows with their numbers and symbols, pencil
    crosses, boxes closed for this player greyed, the lock boxes' padlocks (shut once this
    player locked the row or it closed for all; those of ``snapping`` rows are left out: they
    snap shut over the picture, ``draw_snapping_padlocks``), the grey penalty boxes, each row's points and the total.
    ``lit`` boxes (row, position) are the ones this player may cross now; ``pending`` is a box
    chosen but not confirmed yet (a gold cross), ``pending_grey`` the grey boxes a choice not
    confirmed yet would cost (gold crosses); ``then`` boxes (ringed in black) are the active
    player's action-2 crosses, one click away during action 1. The sheet of the player who
    chooses (or closes the white sum) is outlined in gold, another the keyboard is on in white."""
    h = surface.get_height()
    box = geo.box
    border = theme.ACCENT if choosing else theme.FOCUS if keyboard else None
    sheet = geo.rect.inflate(box // 3, box // 4)
    paper.draw_paper(surface, sheet)
    if border is not None:
        width = max(theme.outline(h), box // 10)
        pygame.draw.rect(surface, border, sheet.inflate(width, width), width, border_radius=max(2, box // 5))
    px = max(theme.text_px(h, 0), int(box * 0.62))
    # the name and symbol start right of the corner where the seat's key cap goes (draw_seat_key)
    tag_x = seat_key_rect(h, geo).right + box // 6
    total = _("Total {points}").format(points=signed(state.total(seat)))
    shown = draw.text(surface, total, (geo.header.right, geo.header.centery - box * 0.08), px, TOTAL_INK,
                      bold=True, anchor="midright")
    # the four grey penalty boxes, just left of the total
    shift = shown.x - int(box * 0.4) - geo.grey[-1].right
    tag_x = max(geo.header.x, tag_x)  # the name up to the grey boxes (a long one cut short)
    room = geo.grey[0].x + shift - tag_x - px * 1.6
    draw.player_tag(surface, identity, draw.fit_name(name, px, room, active or choosing),
                    (tag_x, geo.header.centery - box * 0.08), px, INK, bold=active or choosing)
    for i, g in enumerate(geo.grey):
        g = g.move(shift, 0)
        pygame.draw.rect(surface, GREY_BOX, g, border_radius=max(1, g.w // 6))
        pygame.draw.rect(surface, INK, g, max(1, g.w // 12), border_radius=max(1, g.w // 6))
        if i < state.grey[seat]:
            paper.draw_pencil_cross(surface, g, cross_seed(seat, 4, i))
        elif i < state.grey[seat] + pending_grey:
            draw_cross(surface, g.inflate(g.w * 0.3, g.h * 0.3), halo=INK, ink=theme.ACCENT, heavy=True)
    digits = number_px(h, box)
    # numbers as tall as the box: only those still open are written, so the crosses and the
    # greyed boxes read at a glance from the back of the room
    compact = digits > box * 0.8
    for r, row in enumerate(ROWS):
        colour = ROW_COLOURS[row]
        band = geo.rows[r]
        closed_row = row in state.closed
        if closed_row:  # a row locked for everyone: its band fades to grey
            colour = greyed(colour)
        pygame.draw.rect(surface, colour, band, border_radius=max(1, box // 6))
        draw.symbol(surface, ROW_SYMBOLS[row], (band.x + box * 0.42, band.centery), box * 0.5,
                    tint(colour, 0.75), INK)
        marks = state.marks[seat][r]
        last = marks[-1] if marks else -1
        for p in range(12):
            rect = geo.boxes[r][p]
            crossed = p in marks or (p == rules.BOXES_PER_ROW and state.has_locked(seat, row))
            passed = p < last and p not in marks  # closed for this player: left of a cross
            shut = closed_row and not crossed
            # from the back of a room a row's progress reads as three tones: crossed boxes in the
            # row's strong colour under a dark cross, boxes left behind pale grey, the boxes still
            # open pale in the row's colour with their numbers (those of the others dim, and on a
            # compact sheet at 4:3 at the smallest text's size: "did I cross the 6?" still reads)
            # (a crossed box keeps its row's true colour on a row closed for all: yellow greyed reads olive)
            fill = SKIPPED if passed or shut else tint(ROW_COLOURS[row], CROSSED_TINT) if crossed else tint(colour, 0.8)
            chosen = pending == (row, p)
            if (row, p) in lit:
                fill = tint(colour, 0.94)
            if chosen:  # pencilled in: gold, its number still readable under a thin cross
                fill = theme.ACCENT
            pygame.draw.rect(surface, fill, rect, border_radius=max(1, box // 8))
            if p == rules.BOXES_PER_ROW:
                if row not in snapping:
                    lock = padlock_place(rect)
                    padlock.draw_padlock(surface, lock, INK if not shut else SHUT_PADLOCK,
                                         shut=1.0 if padlock_shut(state, seat, row) else 0.0)
            else:
                # on a compact sheet (4:3, three players or more) a box crossed or left behind keeps
                # its number at the smallest text's size: "did I cross the 6?" still reads
                small = compact and (crossed or passed or shut)
                size = theme.text_px(h, 0) if small else digits
                ink = PASSED if passed or shut else crossed_ink(fill) if crossed else INK
                text = str(rules.number_at(row, p))
                if chosen:  # the gold choice's cross, lighter, goes under its number: a pencilled 9 still reads 9
                    draw_cross(surface, rect, ink=PENCILLED_CROSS)
                if crossed or chosen:  # the cross under its number, edged in the box's colour: "10" never reads "X0"
                    if crossed:
                        paper.draw_pencil_cross(surface, rect, cross_seed(seat, r, p), heavy=True)
                    step = max(1, size // 14)
                    for dx, dy in ((-step, 0), (step, 0), (0, -step), (0, step)):
                        number_text(surface, text, rect.move(dx, dy), size, fill, bold=True)
                number_text(surface, text, rect, size, ink, bold=True, on_sheet=not small)
            if crossed and p == rules.BOXES_PER_ROW:
                paper.draw_pencil_cross(surface, rect, cross_seed(seat, r, p), heavy=True)
            if (row, p) in lit or chosen:
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(box * 0.12, box * 0.12),
                                 max(3, box // (5 if chosen else 8)), border_radius=max(1, box // 6))
            elif (row, p) in then:  # dark, unlike the gold of the lit boxes and the white focus ring
                pygame.draw.rect(surface, INK, rect.inflate(-box * 0.02, -box * 0.02), max(3, box // 7),
                                 border_radius=max(1, box // 6))
            if chosen and p == rules.BOXES_PER_ROW:
                draw_cross(surface, rect)
        number_text(surface, str(state.row_score(seat, row)), geo.scores[r], digits, INK, bold=True, on_sheet=True)


#: a padlock on a row another player locked
SHUT_PADLOCK = (90, 90, 90)
#: the total's ink on the paper: a red pen's, as a score is written
TOTAL_INK = (150, 32, 24)


def padlock_place(rect: pygame.Rect) -> pygame.Rect:
    """Where a lock box's padlock stands in it: square, centred."""
    side = int(min(rect.w, rect.h) * 0.86)
    return pygame.Rect(rect.centerx - side // 2, rect.centery - side // 2, side, side)


def draw_snapping_padlocks(surface: pygame.Surface, sheets: dict[int, SheetGeometry], state: rules.State,
                           locks: Sequence[tuple[int, str]], t: float, *, reduced: bool = False) -> None:
    """The padlocks ``locks`` (seat, row) snapping shut, ``t`` (0..1) of the way: black on the
    sheet of whoever locked the row, grey on the others (at 1 as the settled sheet has them);
    with ``reduced`` (reduced motion) the shut padlock fades in over the open one."""
    for seat, row in locks:
        geo = sheets.get(seat)
        if geo is None:
            continue
        rect = geo.boxes[ROWS.index(row)][rules.BOXES_PER_ROW]
        colour = INK if state.has_locked(seat, row) else SHUT_PADLOCK
        padlock.draw_padlock(surface, padlock_place(rect), colour, shut=padlock.snap(t),
                             fade=t if reduced else None)


def draw_colour_die(surface: pygame.Surface, rect: pygame.Rect, row: str, face: int, *,
                    selected: bool = False, symbol_below: bool = False, pose: Pose = REST) -> None:
    """The die of ``row``'s colour showing ``face``, marked with the row's symbol; with
    ``symbol_below``, the symbol again under the die, as large as the screen's smallest text
    (SYMBOL_BELOW of the die's side), so a colour-blind player tells the dice apart across a room."""
    draw.die(surface, rect, face, body=ROW_COLOURS[row], pip=INK if row == "yellow" else (255, 255, 255),
             mark=ROW_SYMBOLS[row], mark_colour=tint(ROW_COLOURS[row], 0.75), selected=selected, pose=pose)
    if symbol_below:
        size = int(rect.w * SYMBOL_BELOW)
        theme.note_drawn("symbol", size, row)
        draw.symbol(surface, ROW_SYMBOLS[row], (rect.centerx, rect.bottom + rect.h * 0.1 + size / 2), size,
                    tint(ROW_COLOURS[row], 0.3), theme.TEXT)


#: the row's symbol under a coloured die, as a share of the die's side
SYMBOL_BELOW = 0.62


def seat_key_size(h: int, box: int) -> int:
    """The side of a sheet's key cap (draw_seat_key), which the sheet's name keeps clear of."""
    return int(max(theme.text_px(h, 0), int(box * 0.6)) / 0.8) + 1


def seat_key_rect(h: int, geo: SheetGeometry) -> pygame.Rect:
    """Where a sheet's key cap goes: in its top left corner, on its own paper (never over the
    next sheet's total or its edge), whole on the screen (its border too) at a sheet by the
    window's edge."""
    size = seat_key_size(h, geo.box)
    rect = pygame.Rect(0, 0, size, size)
    rect.topleft = (geo.rect.x - geo.box // 6, geo.rect.y - geo.box // 8)  # draw_sheet's paper corner
    margin = max(1, h // 200)
    rect.topleft = (max(rect.x, margin), max(rect.y, margin))
    return rect


def draw_seat_key(surface: pygame.Surface, geo: SheetGeometry, key: int, keyboard: bool) -> None:
    """The key (1-6) that puts the keyboard on this sheet in action 1, at its top left corner;
    white, as the focus is, on the sheet the keyboard is on."""
    digit_px = max(theme.text_px(surface.get_height(), 0), int(geo.box * 0.6))  # a key cap is text too
    rect = seat_key_rect(surface.get_height(), geo)
    size = rect.w
    # a key of the keyboard, raised on its dark side as Quatre Cartes' keys are (never a badge
    # that reads as a rank or an order of play)
    pygame.draw.rect(surface, theme.BG_DARK, rect.move(0, max(2, size // 8)), border_radius=int(size * 0.3))
    draw.panel(surface, rect, theme.FOCUS if keyboard else theme.PANEL_LIGHT, radius=0.3,
               border=theme.FOCUS if keyboard else theme.TEXT_DIM, width=max(1, size // 14))
    number_text(surface, str(key), rect, digit_px, INK if keyboard else theme.TEXT, bold=True)


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, focused: bool, thinness: int, spread: int) -> None:
    """The ring round a box or a die that has the keyboard's focus (or the pointer over it)."""
    width = max(3, rect.h // thinness)
    pygame.draw.rect(surface, theme.FOCUS if focused else theme.ACCENT, rect.inflate(width * spread, width * spread),
                     width, border_radius=width * (spread - 1))


def draw_panel_heading(surface: pygame.Surface, state: rules.State, rect: pygame.Rect, px: int, small: bool) -> int:
    """The dice panel's heading under the dice: the white sum, big (on one line when ``small``:
    an announcement needs the room, and so does a strip under the sheets), or action 2; returns
    where the next line starts."""
    h = surface.get_height()
    x, y = rect.x, rect.y
    if state.action == 1 and not small and rect.w > h * 0.35:  # a narrow panel: on one line
        number = draw.text(surface, str(state.white_sum), (rect.right - int(h * 0.005), y - h * 0.004),
                           theme.text_px(h, 0.075), theme.ACCENT, bold=True, anchor="topright")
        label = _("White sum:")  # "for all": the banner and the how-to say it
        room = pygame.Rect(x, y, number.x - x - int(h * 0.01), number.h)  # beside the number, or below it
        room.h = max(room.h, len(theme.wrap(label, px, room.w, True)) * theme.font(px, True).get_linesize())
        draw.text_fit(surface, label, room, px, theme.ACCENT, bold=True, valign="center")
        return max(int(number.bottom), room.bottom)
    line = (_("White sum, for all: {total}").format(total=state.white_sum) if state.action == 1
            else _("Action 2: a white die + a coloured die"))
    return y + draw.text_fit(surface, line, pygame.Rect(x, y, rect.w, px * 3), px, theme.ACCENT, bold=True)


def draw_hints(surface: pygame.Surface, first: list[draw.Paragraph], hints: Sequence[texts.Hint],
               rect: pygame.Rect, px: int) -> int:
    """The panel's words under its heading: ``first`` (the announcement), then what to do
    (``texts.panel_hints``), whole lines only. When room runs short the tips give way, the least
    needed first (in its short words, if it has some, then left out), before whose move it is and
    what to press is ever cut. Returns the y under them."""
    whole, *shorter = hint_choices(first, hints)
    return draw.paragraphs(surface, whole, rect, px, shorter=shorter)


def hints_height(first: list[draw.Paragraph], hints: Sequence[texts.Hint], w: int, room: int, px: int) -> int:
    """How tall ``draw_hints`` stands ``w`` wide in ``room`` of height, at ``px`` (the words that
    fit, tips given way as it gives them; the shortest if none does): the room it leaves above it."""
    heights = [draw.paragraphs_height(c, px, w) for c in hint_choices(first, hints)]
    return next((height for height in heights if height <= room), heights[-1])


def hint_choices(first: list[draw.Paragraph], hints: Sequence[texts.Hint]) -> list[list[draw.Paragraph]]:
    """The panel's words in full, then shorter and shorter: the tips in their short words or left
    out, the least needed first."""
    def drawn(words: Sequence[texts.Hint]) -> list[draw.Paragraph]:
        return [*first, *((h.text, theme.TEXT if h.strong else theme.TEXT_DIM, h.bold) for h in words if h.text)]

    words, choices = list(hints), [drawn(hints)]
    for i in sorted((i for i, h in enumerate(hints) if h.optional), key=lambda i: -hints[i].optional):
        if hints[i].short:
            words[i] = words[i]._replace(text=hints[i].short)
            choices.append(drawn(words))
        words[i] = words[i]._replace(text="")
        choices.append(drawn(words))
    return choices


# -- layout -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class DiePlace:
    """Where one die of the roll sits in the dice panel: a white die (0, 1) or a row's die."""

    white: int | None
    row: str | None
    rect: pygame.Rect


@dataclass(frozen=True)
class TableLayout:
    """Where everything goes on the table, fitted to the window: the banner, the dice panel with
    its dice, words and buttons, and every player's sheet (each in its place all game). The panel
    stands beside the sheets, or lies under them as a strip (``strip``: five or six sheets on a
    4:3 screen, where a column beside them would squeeze "10 11 12" and wrap its words one to a
    line): its dice on the left, its words in the middle, its buttons on the right."""

    banner: pygame.Rect
    panel: pygame.Rect
    sheets: dict[int, SheetGeometry]
    dice: tuple[DiePlace, ...]
    dice_bottom: int
    pass_button: pygame.Rect
    confirm_button: pygame.Rect
    cancel_button: pygame.Rect
    words: pygame.Rect  # the panel's words (heading, hints) go here
    strip: bool = False
    #: the words' own dark strip where they lie apart from the dice (five sheets at 4:3), else None
    words_back: pygame.Rect | None = None

    @classmethod
    def fit(cls, rect: pygame.Rect, seats: int) -> TableLayout:
        w, h = rect.w, rect.h
        m = int(h * 0.015)
        banner = pygame.Rect(0, 0, w, int(h * 0.12))
        top = banner.bottom + m
        avail = h - top - m
        # every player's sheet keeps its place all game, in seat order, all of one size (the
        # active one is lit, not moved: a player finds their sheet where it was last turn); one
        # column beside the dice panel, two beside a narrower panel, or two over the panel laid
        # as a strip: whichever makes the numbers most readable
        best: tuple[float, int, int] | None = None
        # as a strip (panel_w 0) for five or six sheets only: up to four are well beside it
        for cols, panel_w in ((1, int(min(w * 0.33, h * 0.55))), (2, _two_column_panel(w, h, avail, seats, m)),
                              *(((2, 0),) if seats > 4 else ())):
            lines = math.ceil(seats / cols)
            sheets_h = avail - (_strip_height(h, lines) + m if panel_w == 0 else 0)
            cell_w, cell_h = (w - panel_w - 2 * m) // cols, sheets_h // lines
            score = readable(SheetGeometry.fit(pygame.Rect(0, 0, cell_w - m, cell_h - m)))
            margin = 1.1 if panel_w == 0 else 1.05  # one column fills the height: it wins near-ties
            if best is None or score > best[0] * margin:
                best = (score, cols, panel_w)
        assert best is not None
        _score, cols, panel_w = best
        if panel_w == 0:
            return cls._slot(rect, m, banner) if seats == 5 else cls._strip(rect, seats, m, banner)
        lines = math.ceil(seats / cols)
        two_lines = cols == 2  # a narrower panel: its dice on two lines
        panel = pygame.Rect(w - m - panel_w, top, panel_w, avail)
        cell_w, cell_h, tall = (panel.x - m) // cols, avail // lines, TALL_PAIRS if two_lines else TALLEST
        sheets = {s: SheetGeometry.fit(pygame.Rect(m + (s % cols) * cell_w, top + (s // cols) * cell_h, cell_w, cell_h)
                                       .inflate(-m, -m), tallest=tall) for s in range(seats)}
        # the dice of the roll, in the panel: two white, then red, yellow, green and blue (the
        # coloured ones on a line of their own in a narrow panel)
        size = min(int(panel.w / (5.4 if two_lines else 8.2)), int(panel.h * 0.24 * (0.5 if two_lines else 1)))
        dice, dice_bottom = _dice(panel.x, panel.y, size, two_lines)
        bh = int(h * (0.085 if two_lines else 0.07))  # one line of a label ("Skip (E) −10" too)
        whole = pygame.Rect(panel.x + m, panel.bottom - bh - m, panel.w - 2 * m, bh)
        # Confirm above Cancel, each the panel's width: side by side, "Valider (Entrée)" would wrap
        confirm, cancel = whole.move(0, -bh - m), whole
        y = dice_bottom + int(h * 0.012)
        words = pygame.Rect(panel.x + int(h * 0.015), y, panel.w - int(h * 0.03), panel.bottom - y)
        return cls(banner, panel, sheets, dice, dice_bottom, whole, confirm, cancel, words)

    @classmethod
    def _strip(cls, rect: pygame.Rect, seats: int, m: int, banner: pygame.Rect) -> TableLayout:
        """Two columns of sheets the window's width over the panel laid as a strip."""
        w, h = rect.w, rect.h
        top = banner.bottom + m
        lines = math.ceil(seats / 2)
        panel = pygame.Rect(m, h - m - _strip_height(h, lines), w - 2 * m, _strip_height(h, lines))
        cell_w, cell_h = (w - 2 * m) // 2, (panel.y - top) // lines
        sheets = {s: SheetGeometry.fit(pygame.Rect(m + (s % 2) * cell_w, top + (s // 2) * cell_h, cell_w, cell_h)
                                       .inflate(-m, -m)) for s in range(seats)}
        # the dice on two lines at the strip's left (the whites, then the coloured ones)
        size = int(min(panel.h, _strip_height(h, 0)) / (2.7 + SYMBOL_BELOW))  # (no larger: the words need the width)
        dice, dice_bottom = _dice(panel.x, panel.centery - int(size * (2.7 + SYMBOL_BELOW) / 2), size, True)
        dice_right = max(d.rect.right for d in dice)
        bw = min(int(w * 0.3), int(h * 0.42))
        bh = int(h * 0.07)  # a wide button: its label on one line
        whole = pygame.Rect(panel.right - m - bw, panel.bottom - bh - m, bw, bh)
        confirm = whole.move(0, -bh - m)
        x = dice_right + int(size * 0.4)
        words = pygame.Rect(x, panel.y + m, whole.x - m - x, panel.h - 2 * m)
        return cls(banner, panel, sheets, dice, dice_bottom, whole, confirm, whole, words, strip=True)


    @classmethod
    def _slot(cls, rect: pygame.Rect, m: int, banner: pygame.Rect) -> TableLayout:
        """Five sheets at 4:3: two columns the window's width, the dice and buttons in the sixth
        sheet's place (the dice on two lines on its left, the buttons on its right; as a strip
        under the sheets they were squeezed beside an empty slot), the words in a strip of their
        own under all, the window's width (four lines: the heading, what to do, who says Done,
        a tip)."""
        w, h = rect.w, rect.h
        top = banner.bottom + m
        words_h = 4 * theme.font(theme.text_px(h, 0.028), False).get_linesize() + 2 * m
        words_back = pygame.Rect(m, h - m - words_h, w - 2 * m, words_h)
        cell_w, cell_h = (w - 2 * m) // 2, (words_back.y - m - top) // 3
        sheets = {s: SheetGeometry.fit(pygame.Rect(m + (s % 2) * cell_w, top + (s // 2) * cell_h, cell_w, cell_h)
                                       .inflate(-m, -m)) for s in range(5)}
        panel = pygame.Rect(m + cell_w, top + 2 * cell_h, cell_w, cell_h).inflate(-m, -m)
        # the dice as large as the slot's height allows, leaving the buttons about half its width
        size = int(min(panel.h / (2.7 + SYMBOL_BELOW), panel.w * 0.5 / 4.9))
        dice, dice_bottom = _dice(panel.x, panel.centery - int(size * (2.7 + SYMBOL_BELOW) / 2), size, True)
        x = max(d.rect.right for d in dice) + m
        bh = int(h * 0.07)
        whole = pygame.Rect(x, panel.bottom - bh - m, panel.right - m - x, bh)
        confirm = whole.move(0, -bh - m)
        words = words_back.inflate(-2 * m, -2 * m)
        return cls(banner, panel, sheets, dice, dice_bottom, whole, confirm, whole, words, strip=True,
                   words_back=words_back)


def readable(sheet: SheetGeometry) -> float:
    """How readable a sheet's numbers are, in box pixels: "12" wants about 1.6 times the width
    its digits are tall, and a digit about 1.4 times less height than its box."""
    box = sheet.boxes[0][0]
    return min(box.w / 1.6, box.h / 1.4)


def _two_column_panel(w: int, h: int, avail: int, seats: int, m: int) -> int:
    """The panel's width beside two columns of sheets: room for boxes of a thirtieth of the
    height, if the height allows them."""
    box = min(math.ceil(h / MIN_BOX_SHARE), int((avail / math.ceil(seats / 2) - m) / SHEET_LINES))
    return min(int(min(w * 0.27, h * 0.4)), w - 2 * m - 2 * (int(box * SHEET_COLUMNS) + 2 * m))


def _strip_height(h: int, lines: int) -> int:
    """The panel's height where it lies under ``lines`` lines of sheets: six lines of its words
    (the heading, what to do, who says Done, a tip), where the sheets' boxes keep room for their
    digits above and below; else (or with no ``lines``) two buttons, one over the other (a tip
    gives way first)."""
    m = int(h * 0.015)
    buttons = 2 * int(h * 0.07) + 3 * m
    words = 6 * theme.font(theme.text_px(h, 0.028), False).get_linesize() + 2 * m
    avail = h - int(h * 0.12) - 2 * m
    box_h = int(((avail - words - m) // max(1, lines) - m) / SHEET_LINES)
    return max(buttons, words) if lines and box_h >= digit_height(number_px(h, box_h)) * 1.15 else buttons


def _dice(x0: int, y0: int, size: int, two_lines: bool) -> tuple[tuple[DiePlace, ...], int]:
    """The dice of the roll from (``x0``, ``y0``): two white, then red, yellow, green and blue
    (on a line of their own when ``two_lines``), and the bottom of the coloured dice's row
    symbols under them (``draw_colour_die``'s symbol_below)."""
    gap = int(size * 0.26)
    y = y0 + int(size * 0.35)
    dice = []
    x = x0 + gap
    for white in (0, 1):
        dice.append(DiePlace(white, None, pygame.Rect(x, y, size, size)))
        x += size + gap
    if two_lines:
        x, y = x0 + gap, y + size + gap
    else:
        x += gap
    for row in ROWS:
        dice.append(DiePlace(None, row, pygame.Rect(x, y, size, size)))
        x += size + int(gap * 0.7)
    return tuple(dice), y + size + int(size * (SYMBOL_BELOW + 0.15))


def draw_roll(surface: pygame.Surface, geo: TableLayout, state: rules.State, white_shown: int | None,
              colour_shown: str | None, throw: Throw | None) -> None:
    """The dice of the roll in the panel, the picked ones raised; ``throw``: as they are thrown
    at that moment (``ui.timeline.Throw``)."""
    for i, place in enumerate(geo.dice):
        white, row, rect = place.white, place.row, place.rect
        face = state.whites[white] if white is not None else state.colours[rules.ROW_INDEX[row or ""]]
        if face is None:
            continue  # that die has left the game
        pose = REST if throw is None else throw.pose(i)
        if row is None:
            draw.die(surface, rect, face, selected=state.action == 2 and white == white_shown, pose=pose)
        else:
            draw_colour_die(surface, rect, row, face, selected=row == colour_shown, symbol_below=True, pose=pose)


# -- the widgets a game screen puts on its sheets and dice --------------------
#: keys 1-6: whose sheet the keyboard is on in action 1; keys 1-4: a coloured die in action 2
SEAT_KEYS = {getattr(pygame, f"K_{i + 1}"): i for i in range(6)} | {
    getattr(pygame, f"K_KP{i + 1}"): i for i in range(6)}
ROW_KEYS = {pygame.K_1: "red", pygame.K_2: "yellow", pygame.K_3: "green", pygame.K_4: "blue",
            pygame.K_KP1: "red", pygame.K_KP2: "yellow", pygame.K_KP3: "green", pygame.K_KP4: "blue"}
