"""Draws the Corsaire table from one frame of it as shown (``ludicitude.ui.frame.Frame``, built
by the framework for each drawing, with Corsaire's own part, ``CorsaireView``): the panels, the
piles with their amounts and changes, the story strip, the tray (the dice, the pairs, the words
under them) and the coins in flight; and what the table shows at a moment of the story
(``Shown``, ``told``), and where the buttons of the step stand (``stack_buttons``).

Functions of the frame and plain values: this module never sees the scene. While an action's
story plays, the frame's ``table`` is the state before the action (every beat of Corsaire's
story says how much of it is told), from which the coins in the air are counted. The pieces
themselves are in ``pieces.py``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, cast

import pygame

from ludicitude.core.game import Event
from ludicitude.core.i18n import _
from ludicitude.core.timeline import REST, Beat, CoinMove, Notice, Timeline, Tumble
from ludicitude.games.corsaire import rules, texts
from ludicitude.games.corsaire.events import Bust, Stopped
from ludicitude.games.corsaire.pieces import (
    TableLayout,
    draw_chest,
    draw_crown,
    draw_face,
    draw_flying_coins,
    draw_groups,
    number_px,
    pile_box_parts,
    story_pad,
    story_px,
)
from ludicitude.games.corsaire.rules import CROSSED_BONES
from ludicitude.games.corsaire.story import BANK, KING, Pile, amounts, piles
from ludicitude.games.corsaire.turn import Plan, dice_groups
from ludicitude.ui import draw, refusal_sign, theme
from ludicitude.ui.frame import Frame
from ludicitude.ui.pieces import coins

if TYPE_CHECKING:
    from ludicitude.ui.timeline import Throw

Line = tuple[str, theme.Colour]


@dataclass(frozen=True)
class Shown:
    """What the table shows now: the pile amounts, the dice and whose turn they are (while an
    action's story plays, as that step of the story has them: coins in the air have left their
    pile and not yet landed)."""

    bank: int
    king: int
    gold: tuple[int, ...]
    faces: tuple[int, ...]
    seat: int


@dataclass(frozen=True)
class Keys:
    """The keys the rolling tray's hint names ("" for none)."""

    undo_key: str = ""
    reroll: str = ""
    stop: str = ""


@dataclass(frozen=True)
class CorsaireView:
    """Corsaire's own part of a frame (``Frame.own``): the person to act here, the turn's plan
    and picked dice as they stand, the plan whose coins fly, the dice's places and focus, what
    the last action changed in each pile, its events, and the keys."""

    human: int | None = None
    plan: Plan = ()
    applied_plan: Plan = ()
    ringed: bool = False
    picked: frozenset[int] = frozenset()
    dice: tuple[pygame.Rect, ...] = ()
    focused_die: int | None = None
    deltas: Mapping[Pile, int] = field(default_factory=dict)
    story: tuple[Event, ...] = ()
    keys: Keys = field(default_factory=Keys)
    legend: pygame.Rect | None = None  # under the rolling buttons: the room for the faces' reminder
    refused: bool = False  # a refusal's short sign shows in the tray (its words are in the banner)


def current_beat(timeline: Timeline) -> Beat | None:
    """The step of the story playing on ``timeline`` now (one at a time), if any."""
    return next(iter(timeline.now()), None)


def beat_now(frame: Frame[rules.State]) -> Beat | None:
    """The step of the story playing in ``frame`` (one at a time), if any."""
    return frame.running[0].beat if frame.running else None


def shown(frame: Frame[rules.State]) -> Shown:
    """What to draw now: pile amounts, dice and whose they are (mid-animation, the story's, from
    the piles and dice of the frame's table, the state before the action while it plays)."""
    beat, state = beat_now(frame), frame.now
    if beat is not None:  # coins in the air have not landed yet; the dice of the last roll begun
        beats = [r.beat for r in frame.beats]
        rolls = [b for b in beats[:beats.index(beat) + 1] if isinstance(b, Tumble)]
        landed = [r.beat for r in frame.beats if r.progress == 1]
        before = frame.table
        bank, king, gold = piles(amounts(before), landed,
                                 lifted=[r.beat for r in frame.running if isinstance(r.beat, CoinMove)])
        return Shown(bank, king, gold, rolls[-1].faces if rolls else before.faces, beat.seat)
    return Shown(state.bank, state.king_share, tuple(state.gold), state.faces, state.active)


def told(events: Sequence[Event], beat: Beat | None) -> list[Event]:
    """The events of the last action that may be told now: while the story animates (``beat``),
    only those whose dice have landed or whose coins are flying (no spoilers)."""
    upto = None if beat is None else beat.told
    return [e for e in (events if upto is None else events[:upto]) if not isinstance(e, Stopped)]


def stack_buttons(column: pygame.Rect, heights: Sequence[float], on_show: Sequence[bool],
                  gap: int, least: Sequence[float] | None = None) -> list[pygame.Rect]:
    """The places of a column of buttons of ``heights``, top down: those on show stacked with
    ``gap`` between them, all shrunk alike when the whole column (every button the step may
    show) would not fit in ``column``: a button coming or going (Undo) never moves the others'
    size, so nothing jumps under the pointer. A button shrunk below its ``least`` (the height
    its words need) takes it back from the others' room above their own least, as far as
    there is some (the gaps halved first when the column is that full)."""
    for tried in (gap, gap // 2):
        need = sum(heights) + tried * (len(heights) - 1)
        scale = min(1.0, column.h / max(1.0, need))
        sizes = [bh * scale for bh in heights]
        if least is None:
            break
        short = [max(0.0, low - s) for s, low in zip(sizes, least, strict=True)]
        spare = [max(0.0, s - low) for s, low in zip(sizes, least, strict=True)]
        given = min(sum(short), sum(spare))
        if given > 0:
            sizes = [s + given * (lack / sum(short)) - given * (room / sum(spare))
                     for s, lack, room in zip(sizes, short, spare, strict=True)]
        gap = tried
        if sum(short) <= sum(spare):
            break
    y, out = column.y, []
    for size, showing in zip(sizes, on_show, strict=True):
        out.append(pygame.Rect(column.x, y, column.w, int(size)))
        if showing:
            y += int(size) + gap
    return out


def draw_panels(surface: pygame.Surface, geo: TableLayout, active_seat: int | None, busting: bool) -> None:
    """The empty panels: the active player's purse stands out, and the tray is outlined in red
    while a bust is shown (``busting``)."""
    h = surface.get_height()
    for pile, box in geo.piles.items():
        active = isinstance(pile, int) and pile == active_seat
        draw.panel(surface, box, theme.PANEL_LIGHT if active else theme.PANEL, radius=0.1,
                   border=theme.ACCENT if active else None, width=theme.outline(h))
    draw.slab(surface, geo.story, radius=0.1)
    draw.panel(surface, geo.tray, theme.PANEL, radius=0.04, border=theme.DANGER if busting else None,
               width=theme.outline(h) * 2)


def draw_pile_box(surface: pygame.Surface, geo: TableLayout, pile: Pile, title: str, amount: int, *,
                  identity: theme.Identity | None, active: bool, delta: int) -> None:
    """One pile in its box: its title (a player's with their ``identity``, in bold when
    ``active``), its amount, the chest or the crown, its coins as a pile that grows with them,
    and ``delta``, what the last action changed in it (0: nothing shown)."""
    h = surface.get_height()
    box = geo.piles[pile]
    pad = int(h * 0.01)
    head, area, icon = pile_box_parts(box, pile, h)
    px = theme.text_px(h, 0.03)
    if identity is not None:
        title = draw.fit_name(title, px, head.w - px * 1.4, active)  # a computer's level left out first
        draw.player_tag(surface, identity, title, (head.x, head.centery), px, theme.TEXT, bold=active)
    else:
        # on one line at its size (its box is as wide as that needs: ``TableLayout.fit``)
        draw.label(surface, title, head, px, theme.TEXT_DIM, bold=True, align="left", lines=1)
    draw.text(surface, str(amount), (box.right - pad, box.bottom - pad), number_px(box, h), theme.ACCENT,
              bold=True, anchor="bottomright")
    if pile == BANK and icon is not None:
        draw_chest(surface, icon)
    elif pile == KING and icon is not None:
        draw_crown(surface, icon.inflate(-icon.w * 0.15, -icon.h * 0.3))
    coins.draw_pile(surface, area, amount, geo.coin_r)
    if delta:
        draw_delta(surface, delta, (box.right - pad, head.bottom + pad), theme.text_px(h, 0.035))


def draw_delta(surface: pygame.Surface, delta: int, topright: tuple[int, int], px: int) -> pygame.Rect:
    """What the last action changed in a pile, with its sign (green won, red lost), on a dark
    pill rimmed in its colour: it stands over the pile's coins, and a red minus on gold was lost
    (issue 37, F10). Returns the pill."""
    colour = theme.GOOD if delta > 0 else theme.DANGER
    words = f"{delta:+d}".replace("-", "\u2212")  # a true minus, as wide as the plus
    pad = max(2, px // 4)
    pill = pygame.Rect(0, 0, draw.label_width(words, px, True) + 2 * pad, theme.font(px, True).get_height())
    pill.topright = topright
    draw.panel(surface, pill, theme.BG_DARK, radius=0.5, border=colour, width=max(2, px // 14))
    draw.text(surface, words, pill.center, px, colour, bold=True, anchor="center")
    return pill


def pile_top(geo: TableLayout, pile: Pile, amount: int) -> tuple[int, int]:
    """Where a coin leaves or lands on ``pile`` holding ``amount``: the top of its last stack."""
    area = geo.pile_area(pile)
    x, y = coins.pile_top(amount, area.w, area.h, int(geo.coin_r))
    shape = coins.pile_shape(max(1, amount), area.w, area.h, int(geo.coin_r))
    return area.x + x, area.bottom - shape.h + y


def story_lines(state: rules.State, names: Sequence[str], *, preview: Plan | None, told: Sequence[Event],
                since: Sequence[Event], seat_name: str | None, rolling: str | None) -> list[Line]:
    """The story strip's lines (the last four): what the plan ``preview`` would do (while its
    player pairs), else the others' moves ``since`` the player to act (``seat_name``) last
    played, else what was just ``told``; ``rolling``: the dice tumbling now, told once landed."""
    if preview is not None:
        lines = [(_("If you apply this:"), theme.TEXT_DIM)]
        lines += [(line, theme.TEXT) for line in texts.plan_preview(state, preview, names)]
        if rules.settle(preview, state.active, state.bank, state.king_share, state.gold)[4]:
            lines[-1] = (lines[-1][0], theme.DANGER)  # the Bank emptied: the game would end here
    else:  # a bust in red; what the others did dimmed
        lines = [(texts.describe(e, names), theme.DANGER if isinstance(e, Bust) else theme.TEXT_DIM)
                 for e in since or told]
        if since and seat_name is not None:  # titled as in every game; what has no row left is counted
            if len(lines) > 3:
                lines = [*lines[:2], (draw.more_moves(len(lines) - 2), theme.ACCENT)]
            lines = [(_("Since your last turn ({name})").format(name=seat_name), theme.ACCENT), *lines]
    if rolling is not None:
        lines.append((rolling, theme.TEXT))
    return lines[-4:]


def draw_story(surface: pygame.Surface, rect: pygame.Rect, notice: str | None, lines: Sequence[Line]) -> None:
    """The middle strip: a bust's ``notice`` large in red, else ``lines`` from the top, one a row
    (a long one on two where the rows allow)."""
    h = surface.get_height()
    pad = story_pad(h)
    inner = rect.inflate(-2 * pad, -2 * pad)  # the same margin on every side
    if notice is not None:
        draw.text_fit(surface, notice, inner, theme.text_px(h, 0.04), theme.DANGER, bold=True,
                      align="center", valign="center")
        return
    if not lines:
        return
    px = story_px(h)
    line_h = theme.font(px).get_linesize()
    rows = max(1, inner.h // line_h)
    # from the top (issue 37, F21), a long sentence on two rows where there is room, else cut
    # short on one ("…": the log, L, has it whole); no sentence left out, none over another
    wrapped = [theme.wrap(line, px, inner.w) for line, _colour in lines]
    for i in reversed(range(len(lines))):
        if sum(len(pieces) for pieces in wrapped) <= rows:
            break
        if len(wrapped[i]) > 1:
            wrapped[i] = [draw.ellipsize(lines[i][0], px, inner.w)]
    y = inner.y
    for pieces, (_line, colour) in zip(wrapped, lines, strict=True):
        for piece in pieces:
            if y + line_h > inner.bottom + pad:
                return
            draw.text(surface, piece, (inner.x, y), px, colour)
            y += line_h


def draw_dice_row(surface: pygame.Surface, rects: Sequence[pygame.Rect], size: int, faces: tuple[int, ...],
                  picked: frozenset[int], *, throw: Throw | None, settled: bool,
                  focused: int | None, within: pygame.Rect | None = None) -> None:
    """The five dice in their places (``rects``), numbered: where they are in the ``throw`` while
    they are thrown (inside ``within``, the tray), picked ones lifted, crossed bones locked once
    ``settled``, the ``focused`` one ringed. The numbers are on the table, under a die flying over."""
    h = surface.get_height()
    small = theme.text_px(h, 0.026)
    for i, rect in enumerate(rects):
        lift = -int(size * 0.12) if i in picked else 0
        draw.text(surface, str(i + 1), (rect.centerx, rect.y - int(h * 0.004) + lift - int(size * 0.07)),
                  small, theme.TEXT_DIM, anchor="midbottom")
    for i, rect in enumerate(rects):
        face = faces[i] if i < len(faces) else 1
        pose = REST if throw is None else throw.pose(i)
        lift = -int(size * 0.12) if i in picked else 0
        locked = face == CROSSED_BONES and (settled or (throw is not None and pose == REST))  # once landed
        draw_face(surface, rect.move(0, lift), face, locked=locked, selected=i in picked, focused=i == focused,
                  pose=pose, within=within)


def draw_pairs(surface: pygame.Surface, geo: TableLayout, faces: tuple[int, ...], plan: Plan,
               playing: int | None = None, ringed: bool = False) -> None:
    """``plan`` as linked dice in the tray (its result ``playing`` has its coins flying); the
    focus ring round them when ``ringed`` (the pairs hold the focus)."""
    h = surface.get_height()
    groups, rest = dice_groups(faces, plan)
    origin = (geo.dice_area.x + int(h * 0.02), geo.dice[0].y)
    drawn = draw_groups(surface, origin, geo.die_size, faces, groups, rest, playing)
    if ringed:
        gap = int(geo.die_size * 0.12)
        pygame.draw.rect(surface, theme.FOCUS, drawn.inflate(gap, gap), max(3, geo.die_size // 16),
                         border_radius=int(geo.die_size * 0.25))


def draw_tray(surface: pygame.Surface, frame: Frame[rules.State], faces: tuple[int, ...]) -> None:
    """The tray: the dice (or the pairs), how many rerolls are left (a refusal's short red sign
    for a moment instead: its words are in the banner, issue 37, F5), the keys, and "Turn lost!"
    where the buttons stand while a bust is shown."""
    h = surface.get_height()
    view: CorsaireView = frame.own
    state, geo, keys = frame.now, frame.layout, view.keys
    small = theme.text_px(h, 0.026)
    top = view.dice[0].bottom + int(h * 0.02)
    text_rect = pygame.Rect(geo.dice_area.x + int(h * 0.02), top, geo.dice_area.w - int(h * 0.03),
                            geo.dice_area.bottom - top - int(h * 0.01))
    big: Line | None = None
    human = view.human is not None
    moving = frame.current(CoinMove)
    coins = None if moving is None else moving.beat
    if state.phase == rules.RESOLVING and frame.settled and view.plan:
        draw_pairs(surface, geo, faces, view.plan, ringed=view.ringed)
        hint = ""  # every key is on its button ("Apply (A)", "… robs (V)"): a line of them said it twice
    elif coins is not None and coins.told is not None and coins.told <= len(view.applied_plan):
        # the events of a plan begin with its results, in order: this one's pair is filled in
        draw_pairs(surface, geo, faces, view.applied_plan, coins.told - 1)
        hint = ""
    else:
        if frame.current(Tumble) is None:
            draw_dice_row(surface, view.dice, geo.die_size, faces, view.picked, throw=None, settled=frame.settled,
                          focused=view.focused_die)
        left = state.rerolls_left
        if state.is_over or not frame.settled:
            hint = ""
        elif left:
            big = (_("Rerolls left: {count}").format(count=left), theme.ACCENT)
            hint = texts.rolling_hint(keys.reroll, keys.stop, keys.undo_key)
        else:
            hint = _("No rerolls left.")
    if view.refused and human:  # a refusal: a short sign next to the dice it is about
        tag = refusal_sign.draw_tag(surface, text_rect.topleft)
        big = None
        text_rect = pygame.Rect(text_rect.x, tag.bottom + int(h * 0.01), text_rect.w,
                                text_rect.bottom - tag.bottom - int(h * 0.01))
    if not human:
        hint = ""  # who plays is the banner's second line: the tray saying it too said it twice (issue 37, M6)
    if not frame.settled:
        hint = ""  # how to skip it is on the banner's second line (``GameScene.last_public_text``)
    if big is not None:
        used = draw.text_fit(surface, big[0], text_rect, theme.text_px(h, 0.04), big[1], bold=True)
        text_rect = pygame.Rect(text_rect.x, text_rect.y + used + int(h * 0.01), text_rect.w,
                                text_rect.h - used - int(h * 0.01))
    # under a word in large, the keys only where they fit whole
    whole = len(theme.wrap(hint, small, text_rect.w)) * theme.font(small).get_linesize() <= text_rect.h
    if hint and text_rect.h > 0 and (whole or big is None):
        draw.text_fit(surface, hint, text_rect, small, theme.TEXT, valign="top" if big else "center")
    if frame.current(Notice) is not None:  # the bust, large where the buttons stand
        draw.text_fit(surface, _("Turn lost!"), geo.buttons, theme.text_px(h, 0.07), theme.DANGER,
                      bold=True, align="center", valign="center")
    elif view.legend is not None and state.phase == rules.ROLLING and not state.is_over:
        draw_legend(surface, view.legend)


def draw_legend(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """What the Cannon, the Skull and the crossed bones do, a line each, down on the tray's floor
    in ``rect`` (the room under the rolling buttons): a reminder for whoever is new to the
    table; left out where it would not fit whole (the rules are on F1)."""
    h = surface.get_height()
    px = theme.text_px(h, 0.026)
    lines = texts.face_legend()
    line_h = theme.font(px).get_linesize()
    if line_h * len(lines) > rect.h or any(draw.label_width(line, px) > rect.w for line in lines):
        return
    y = rect.bottom - line_h * len(lines)
    for line in lines:
        draw.text(surface, line, (rect.x, y), px, theme.TEXT_DIM)
        y += line_h


def draw_flight(surface: pygame.Surface, geo: TableLayout, frame: Frame[rules.State], shown: Shown) -> None:
    """Coins flying from the top of one pile (they have left it: ``shown``) to the top of
    another, one after the other."""
    moving = frame.current(CoinMove)
    if moving is None:
        return
    e, progress = cast(CoinMove, moving.beat), moving.progress
    source, target = cast(Pile, e.source), cast(Pile, e.target)
    if frame.reduced:  # reduced motion: the coins fade in on the pile they go to, without flying
        img = coins.coin_image(max(2, int(geo.coin_r))).copy()
        img.set_alpha(int(255 * progress))
        surface.blit(img, img.get_rect(center=pile_top(geo, target, shown_amount(shown, target))))
        return
    draw_flying_coins(surface, pile_top(geo, source, shown_amount(shown, source) + 1),
                      pile_top(geo, target, shown_amount(shown, target)), progress, e.amount, geo.coin_r)


def moving_areas(surface: pygame.Surface, geo: TableLayout, frame: Frame[rules.State], shown: Shown,
                 rects: Sequence[pygame.Rect], throw: Throw | None, within: pygame.Rect,
                 kept: frozenset[int] = frozenset()) -> list[pygame.Rect]:
    """All that ``draw_dice_row`` (while the dice tumble: ``throw``) and ``draw_flight`` draw at
    this moment: each die, its number above it, its badge and ring round it, but the dice
    ``kept`` (landed by the last frame drawn: the window holds them as they are drawn again);
    the coins' arc and the "+amount" over their pile (the areas of a frame that draws only what
    moves, ``ui/still_picture.py``)."""
    h = surface.get_height()
    out = []
    if throw is not None:
        small = theme.text_px(h, 0.026)
        for i, rect in enumerate(rects):
            if i in kept:
                continue
            up = rect.move(0, -int(geo.die_size * 0.12))  # a picked die lifted
            face = shown.faces[i] if i < len(shown.faces) else 1
            number = pygame.Rect(rect.x, up.y - 3 * small - geo.die_size // 4, rect.w, 3 * small + geo.die_size // 4)
            out.append(draw.die_extent(surface, up if i in frame.own.picked else rect, face, pose=throw.pose(i),
                                       within=within).union(up.union(rect).inflate(rect.w // 2 + 12, rect.h // 2 + 12))
                       .union(number))
    moving = frame.current(CoinMove)
    if moving is not None:
        e = cast(CoinMove, moving.beat)
        source = pile_top(geo, cast(Pile, e.source), shown_amount(shown, cast(Pile, e.source)) + 1)
        target = pile_top(geo, cast(Pile, e.target), shown_amount(shown, cast(Pile, e.target)))
        r, word = int(geo.coin_r) + 4, int(h * 0.12)
        rise = max(abs(target[0] - source[0]) * 0.2, geo.coin_r * 4)
        left, right = min(source[0], target[0]) - 2 * r - word, max(source[0], target[0]) + 2 * r + word
        top = int(min(source[1], target[1]) - rise) - 2 * r - word
        out.append(pygame.Rect(left, top, right - left, max(source[1], target[1]) + 2 * r - top))
    return out


def shown_amount(shown: Shown, pile: Pile) -> int:
    """What ``pile`` holds on the table now."""
    return shown.bank if pile == BANK else shown.king if pile == KING else shown.gold[cast(int, pile)]
