"""Draws the Cadenas table a scene shows: every player's sheet (in action 1, each sheet played
here with its own lit boxes and pencilled cross), and the dice panel's words under the dice.

``draw_table`` draws it all for its scene; ``draw_sheets`` and ``draw_shared_sheets`` take what
they draw; ``draw_panel`` reads its scene, whose buttons, pencilled choices and hint keys decide
what the panel says. The pieces they are
made of (a sheet, a die, the panel's heading and hints) are ``pieces``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from ludicitude.games.cadenas import rules, texts
from ludicitude.games.cadenas.pieces import (
    Colour,
    TableLayout,
    draw_hints,
    draw_roll,
    draw_panel_heading,
    draw_seat_key,
    draw_sheet,
    draw_snapping_padlocks,
)
from ludicitude.games.cadenas.story import PadlockSnap
from ludicitude.games.cadenas.turn import Turn, WhiteSum
from ludicitude.ui import draw, theme

if TYPE_CHECKING:
    from ludicitude.games.cadenas.scene import GameScene

#: each seat's name and identity, by seat
Seats = Sequence[tuple[str, theme.Identity]]
#: padlocks by sheet and row
Locks = frozenset[tuple[int, str]]


def draw_table(surface: pygame.Surface, scene: GameScene) -> None:
    """The whole table of ``scene``: the dice panel, the banner, every sheet, the dice at rest."""
    state, humans, geo = scene.table, scene.sharing(), scene.geo
    draw.panel(surface, geo.panel, theme.BG_DARK, radius=0.05)  # the dice panel's background
    turn, seat = texts.banner(state, scene.session.names, rolling=scene.rolling, sharing=bool(humans),
                              closer_is_computer=scene.session.is_bot(state.active))
    scene.draw_banner(surface, geo.banner, turn, seat)
    seats = [(scene.name(s), scene.identity(s)) for s in range(state.num_seats)]
    snap = scene.timeline.current(PadlockSnap)
    snapping = frozenset(snap.locks if snap is not None else ())  # drawn as they snap (draw_moving)
    if humans:  # a sheet played from a phone is lit on the phone only
        draw_shared_sheets(surface, geo, scene.rules_state, seats, scene.pencils, scene.on_screen(humans),
                           scene.kb_seat, scene.question.grey(), snapping)
    else:
        draw_sheets(surface, geo, state, seats, scene.turn, scene.human_to_act(), seat, snapping)
    if not scene.rolling:
        draw_dice(surface, scene)
    draw_panel(surface, scene, state)


def draw_moving(surface: pygame.Surface, scene: GameScene) -> None:
    """Every frame while something moves, over the still table: the dice tumbling, the
    padlocks of the rows just locked snapping shut."""
    if scene.rolling:
        draw_dice(surface, scene)
    snap = scene.timeline.current(PadlockSnap)
    if snap is not None:
        draw_snapping_padlocks(surface, scene.geo.sheets, scene.table, snap.locks, scene.timeline.progress(snap),
                               reduced=scene.timeline.reduced)


def draw_dice(surface: pygame.Surface, scene: GameScene) -> None:
    """The dice of the roll in the panel, tumbling while they roll; the picked ones raised."""
    turn = scene.turn
    draw_roll(surface, scene.geo, scene.table, turn.picked_white(), turn.picked_colour(),
              scene.throw(len(scene.geo.dice)))


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
        if s in here:
            draw_seat_key(surface, sheet, s + 1, s == kb_seat)


def draw_panel(surface: pygame.Surface, scene: GameScene, state: rules.State) -> None:
    """The words under the dice: the white sum or action 2, the announcement, what to do, and
    since the closer's last turn; what matters most first, each paragraph in whole lines only,
    never under the panel's buttons."""
    h = surface.get_height()
    p = scene.geo.panel
    turn, notice = scene.turn, scene.notice.text if scene.notice else ""
    px = theme.text_px(h, 0.028)
    y = scene.geo.dice_bottom + int(h * 0.012)
    inner_w = p.w - int(h * 0.03)
    x = p.x + int(h * 0.015)
    if not state.is_over and not scene.rolling:
        y = draw_panel_heading(surface, state, pygame.Rect(x, y, inner_w, p.bottom - y), px,
                               small=bool(notice) or turn.pending is not None)
    buttons = scene.end_button if scene.end_button.visible else scene.done_button if scene.done_button.visible else (
        scene.pass_button if scene.pass_button.visible else scene.confirm_button)
    bottom = buttons.rect.y - int(h * 0.008) if buttons.visible else p.bottom
    session = scene.session
    mine = bool(scene.sharing()) and not session.is_bot(state.active) and not scene.on_phone(state.active)
    told = texts.since_told(scene.since_last_action(state.active), state.active, session.names) if mine else []
    low, bottom = bottom, bottom - int(px * 4.4) * bool(told)  # room kept for them, after what to do
    paragraphs: list[tuple[str, Colour, bool]] = []
    if notice:
        paragraphs.append((notice, theme.DANGER if scene.notice and scene.notice.bad else theme.GOOD, True))
    hints = [] if state.is_over else texts.panel_hints(
        state, session.names, sharing=bool(scene.sharing()),
        closing_costs=scene.pencils.closing_costs(scene.rules_state), chooser=scene.human_to_act(),
        pending=turn.pending, white_pick=turn.white_pick, nothing_lit=not scene.focusables(),
        rolling=scene.rolling, closer_is_computer=session.is_bot(state.active), telling=bool(told),
        then=mine and bool(scene.pencils.then_boxes(scene.rules_state)), closer_on_phone=scene.on_phone(state.active),
        keys={name: binding.key_label() for name, binding in scene.hint_keys.items()})
    y = draw_hints(surface, paragraphs, hints, pygame.Rect(x, y, inner_w, bottom - y), px)
    scene.draw_since_last_turn(surface, pygame.Rect(x, y + px // 2, inner_w, low - y - px // 2), state.active, told)
