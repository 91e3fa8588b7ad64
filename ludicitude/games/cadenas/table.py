"""Draws the Cadenas table from one frame of it as shown (``ludicitude.ui.frame.Frame``, built by
the framework for each drawing, with Cadenas's own part, ``CadenasView``): every player's sheet
(in action 1, each sheet played here with its own lit boxes and pencilled cross), and the dice
panel's words under the dice.

``draw_table`` draws it all under the banner; ``draw_sheets`` and ``draw_shared_sheets`` take
what they draw; ``draw_panel`` reads the frame, whose own part says what the panel says. This
module never sees the scene. The pieces they are made of (a sheet, a die, the panel's heading and
hints) are ``pieces``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

import pygame

from ludicitude.core.timeline import Tumble
from ludicitude.games.cadenas import rules, texts
from ludicitude.games.cadenas.pieces import (
    Colour,
    TableLayout,
    draw_hints,
    draw_roll,
    hints_height,
    draw_panel_heading,
    draw_seat_key,
    draw_sheet,
    draw_snapping_padlocks,
)
from ludicitude.games.cadenas.story import PadlockSnap
from ludicitude.games.cadenas.turn import Turn, WhiteSum
from ludicitude.ui import draw, theme
from ludicitude.ui.frame import Frame
from ludicitude.ui.table_chrome import draw_since_last_turn

if TYPE_CHECKING:
    from ludicitude.ui.timeline import Throw

#: each seat's name and identity, by seat
Seats = Sequence[tuple[str, theme.Identity]]
#: padlocks by sheet and row
Locks = frozenset[tuple[int, str]]


@dataclass(frozen=True)
class CadenasView:
    """Cadenas's own part of a frame (``Frame.own``): who plays here and how (the people choosing
    together in action 1, the keyboard's seat, the chooser), the turn's and the step's pencilled
    choices (copies, as they stand), the roll, the announcement, and the panel's words."""

    turn: Turn
    pencils: WhiteSum
    rules_state: rules.State  # the game itself (no secret in Cadenas): action 1's lit boxes
    sharing: tuple[int, ...] = ()  # the people choosing together in action 1
    here: tuple[int, ...] = ()  # of those, the ones on this screen (not on a phone)
    kb_seat: int | None = None
    asked_grey: int = 0
    chooser: int | None = None
    choosing: int | None = None  # the banner's seat
    rolling: bool = False
    notice: str = ""
    notice_bad: bool = False
    buttons_top: int | None = None  # the top of the panel's button on show (None: none)
    told: tuple[str, ...] = ()  # since the closer's last turn
    hints: tuple[texts.Hint, ...] = ()


def draw_table(surface: pygame.Surface, frame: Frame[rules.State]) -> None:
    """The table under the banner (the scene draws it): every sheet, the dice at rest, the panel
    (its background is drawn first, ``draw_panel_back``)."""
    view: CadenasView = frame.own
    state, geo = frame.now, frame.layout
    seats = list(zip(frame.names, frame.identities))
    snap = frame.current(PadlockSnap)
    snapping = frozenset(cast(PadlockSnap, snap.beat).locks if snap is not None else ())  # drawn in draw_moving
    if view.sharing:  # a sheet played from a phone is lit on the phone only
        draw_shared_sheets(surface, geo, view.rules_state, seats, view.pencils, view.here, view.kb_seat,
                           view.asked_grey, snapping)
    else:
        draw_sheets(surface, geo, state, seats, view.turn, view.chooser, view.choosing, snapping)
    if not view.rolling:
        draw_dice(surface, geo, state, view.turn, None)
    draw_panel(surface, frame, state)


def roller(frame: Frame[rules.State]) -> int | None:
    """Who rolls the dice in the air in ``frame`` (None: none are): the tumble's seat (the table
    as told is still the moment before the roll), else the table's active player."""
    rolling = frame.current(Tumble)
    if rolling is None:
        return None
    return rolling.beat.seat if rolling.beat.seat >= 0 else frame.table.active


def draw_panel_back(surface: pygame.Surface, geo: TableLayout) -> None:
    """The dice panel's background (under the banner's shadow), and its words' own where they lie apart."""
    draw.slab(surface, geo.panel, radius=0.05)
    if geo.words_back is not None:
        draw.slab(surface, geo.words_back, radius=0.05)


def draw_moving(surface: pygame.Surface, geo: TableLayout, state: rules.State, turn: Turn, throw: Throw | None,
                snap: PadlockSnap | None, progress: float, reduced: bool) -> None:
    """Every frame while something moves, over the still table: the dice tumbling (``throw``),
    the padlocks of the rows just locked snapping shut (``snap``, ``progress`` of the way)."""
    if throw is not None:
        draw_dice(surface, geo, state, turn, throw)
    if snap is not None:
        draw_snapping_padlocks(surface, geo.sheets, state, snap.locks, progress, reduced=reduced)


def moving_areas(surface: pygame.Surface, geo: TableLayout, state: rules.State, throw: Throw | None,
                 snap: PadlockSnap | None) -> list[pygame.Rect] | None:
    """Where ``draw_moving`` draws at this moment (the areas of a frame that draws only what
    moves, ``ui/still_picture.py``): each die of the roll thrown, its glow and the symbol under
    it; None while padlocks snap (drawn whole)."""
    if snap is not None:
        return None
    out: list[pygame.Rect] = []
    if throw is None:
        return out
    for i, place in enumerate(geo.dice):
        rect = place.rect
        face = state.whites[place.white] if place.white is not None else state.colours[rules.ROW_INDEX[place.row or ""]]
        if face is None:
            continue
        below = pygame.Rect(rect.x - rect.w // 2, rect.bottom, 2 * rect.w, int(rect.h * 0.1 + rect.w * 0.7) + 6)
        out.append(draw.die_extent(surface, rect, face, pose=throw.pose(i)).union(below))
    return out


def draw_dice(surface: pygame.Surface, geo: TableLayout, state: rules.State, turn: Turn, throw: Throw | None) -> None:
    """The dice of the roll in the panel, tumbling while they roll; the picked ones raised."""
    draw_roll(surface, geo, state, turn.picked_white(), turn.picked_colour(), throw)


def draw_sheets(surface: pygame.Surface, geo: TableLayout, state: rules.State, seats: Seats, turn: Turn,
                chooser: int | None, choosing: int | None, snapping: Locks = frozenset()) -> None:
    """Every player's sheet; the ``chooser``'s (the person to act here) with its lit boxes and
    ``turn``'s pencilled choice; ``choosing`` (the banner's seat) outlined in gold; the padlocks
    ``snapping`` (seat, row) left out."""
    lit = frozenset(turn.lit_boxes(state, chooser))
    pending_grey = turn.costs_grey_box(state)
    for s, sheet in geo.sheets.items():
        if s >= state.num_seats:
            continue
        mine = s == chooser
        name, identity = seats[s]
        draw_sheet(surface, sheet, state, s, name, identity,
                   lit=lit if mine else frozenset(), choosing=s == choosing, active=s == state.active,
                   pending=turn.pending_box if mine else None, pending_grey=mine and pending_grey,
                   snapping=frozenset(row for seat, row in snapping if seat == s))


def draw_shared_sheets(surface: pygame.Surface, geo: TableLayout, state: rules.State, seats: Seats,
                       white: WhiteSum, here: tuple[int, ...], kb_seat: int | None, asked_grey: int,
                       snapping: Locks = frozenset()) -> None:
    """Action 1: every sheet played ``here`` with its own lit boxes and key (1-6), every pencilled
    cross (the computers' too) in gold, the ``asked_grey`` boxes a standing question would take;
    the closer's sheet outlined in gold, the keyboard's in white; the padlocks
    ``snapping`` (seat, row) left out."""
    for s, sheet in geo.sheets.items():
        if s >= state.num_seats:
            continue
        lit = frozenset(white.lit_boxes(state, s)) if s in here else frozenset()
        then = frozenset(white.then_boxes(state)) if s in here and s == state.active else frozenset()
        name, identity = seats[s]
        draw_sheet(surface, sheet, state, s, name, identity, lit=lit,
                   choosing=s == state.active, active=s == state.active, pending=white.box(state, s),
                   pending_grey=asked_grey if s == state.active else 0, then=then - lit,
                   keyboard=s == kb_seat, snapping=frozenset(row for seat, row in snapping if seat == s))
        if s in here and len(here) > 1:  # the keys choose between the sheets played here: one needs none
            draw_seat_key(surface, sheet, s + 1, s == kb_seat)


def draw_panel(surface: pygame.Surface, frame: Frame[rules.State], state: rules.State) -> None:
    """The words under the dice, in reading order: the white sum or action 2, what just happened
    (since the closer's last turn, the announcement), then whose move and what to do; each
    paragraph in whole lines only, never under the panel's buttons."""
    h = surface.get_height()
    view: CadenasView = frame.own
    geo = frame.layout
    turn, notice = view.turn, view.notice
    px = theme.text_px(h, 0.028)
    x, y, inner_w = geo.words.x, geo.words.y, geo.words.w
    if not state.is_over and not view.rolling:
        y = draw_panel_heading(surface, state, pygame.Rect(x, y, inner_w, geo.words.bottom - y), px,
                               small=bool(notice) or turn.pending is not None or geo.strip)
    bottom = geo.words.bottom  # over the buttons, where they are under the words
    if view.buttons_top is not None and not geo.strip:
        bottom = view.buttons_top - int(h * 0.008)
    paragraphs: list[tuple[str, Colour, bool]] = []
    if notice:
        paragraphs.append((notice, theme.DANGER if view.notice_bad else theme.GOOD, True))
    told = list(view.told)
    if told:  # first, in the room what to do leaves it: a move or two and "and 7 more" where what to do
        # keeps whose move and what to press whole (its tips in short words), else its title and a count
        region, must = bottom - y, [hint for hint in view.hints if not hint.optional]
        least = max(int(px * 4.4), min(int(px * 6.2), region - hints_height(paragraphs, must, inner_w, region, px)))
        used = hints_height(paragraphs, view.hints, inner_w, region - least, px)
        room = max(least, bottom - y - used - px // 2)
        y = draw_since_last_turn(surface, pygame.Rect(x, y, inner_w, min(room, bottom - y)),
                                 frame.name(state.active), told) + px // 2
    draw_hints(surface, paragraphs, list(view.hints), pygame.Rect(x, y, inner_w, bottom - y), px)
