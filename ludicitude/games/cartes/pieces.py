"""How Quatre Cartes' pieces look: a player's box, a card with everyone's dice, a die of the roll
and the round's scoring panel. Pure drawing functions of values (no scene, no session): the
screen, the rules screen's examples and anyone else draw them the same way."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ludicitude.core.i18n import _
from ludicitude.core.timeline import REST, Pose
from ludicitude.games.cartes import rules, texts
from ludicitude.games.cartes.rules import card_name
from ludicitude.games.cartes.story import RoundSummary
from ludicitude.ui import draw, theme

CARD_LETTER = {rules.IDEM: "I", rules.SUITE: "S", rules.MAXI: "M", rules.NEUF: "N"}


def fit_name(name: str, px: int, width: float, bold: bool = False) -> str:
    """``name`` shortened with an ellipsis until it fits ``width`` pixels."""
    return draw.ellipsize(name, px, width, bold)


def draw_player_box(surface: pygame.Surface, box: pygame.Rect, name: str, identity: theme.Identity,
                    score: int, in_hand: int, stopped: bool, *, active: bool) -> None:
    """One player's box: name, score and dice left (or "stopped"); lit for the player to act."""
    h = surface.get_height()
    px = theme.text_px(h, 0.03)
    small = theme.text_px(h, 0.025)
    draw.panel(surface, box, theme.PANEL_LIGHT if active else theme.PANEL, radius=0.15,
               border=theme.ACCENT if active else None, width=max(theme.outline(h), int(h * 0.004)))
    pad = int(h * 0.01)
    # a narrow box (five or six players on a 4:3 screen) gives the name its whole first line and
    # puts the player's symbol on a badge at the box's top-right corner, as on the dice, so a name
    # (bold for the player to act) is not cut
    narrow = box.w < px * 8
    left = box.x + pad
    if narrow:
        floor = theme.text_px(h, 0)
        room = box.w - 2 * pad - small * 0.3
        while px > floor and theme.font(px, True).size(name)[0] > room:
            px -= 1
        draw.text(surface, fit_name(name, px, room, True), (left, box.y + box.h * 0.3), px,
                  theme.TEXT, bold=active, anchor="midleft")
        corner = (box.right - small * 0.15, box.y + small * 0.15)
        pygame.draw.circle(surface, theme.BG_DARK, corner, small * 0.55)
        draw.symbol(surface, identity.symbol, corner, small * 0.75, identity.colour, (0, 0, 0))
    else:
        name = fit_name(name, px, box.w - 2 * pad - px * 1.4, active)
        draw.player_tag(surface, identity, name, (left, box.y + box.h * 0.3), px, theme.TEXT, bold=active)
    shown = str(score)
    draw.text(surface, shown, (box.right - pad, box.y + box.h * 0.74), px, theme.ACCENT, bold=True,
              anchor="midright")
    room = box.right - pad - theme.font(px, True).size(shown)[0] - pad - left
    if stopped:
        status = _("stopped")
    elif in_hand == 1:
        status = _("1 die left")
    else:
        status = _("{count} dice left").format(count=in_hand)
    if not stopped and theme.font(small).size(status)[0] > room:  # six players, 4:3
        status = _("1 die") if in_hand == 1 else _("{count} dice").format(count=in_hand)
    draw.text(surface, fit_name(status, small, room), (left, box.y + box.h * 0.74), small,
              theme.TEXT_DIM if stopped else theme.TEXT, anchor="midleft")


def draw_card(surface: pygame.Surface, box: pygame.Rect, card: str, combos: Sequence[tuple[int, ...]],
              identities: Sequence[theme.Identity], *, current: int | None = None, new: tuple[int, ...] = (),
              takes: bool = False, focused: bool = False, hovered: bool = False,
              covered_from: int | None = None) -> None:
    """One card: its name, key letter and what it accepts, then each holder's dice (``combos``,
    one per seat) with what they score now, and the scoring line at its foot.

    ``new``: faces of ``current``'s dice placed this turn and not yet confirmed (ringed);
    ``takes``: the picked dice would go here (lit green); ``covered_from``: the y from which a
    button covers the card's foot (the scoring line is then left out)."""
    h = surface.get_height()
    border = theme.GOOD if takes else theme.ACCENT if hovered else None
    draw.panel(surface, box, theme.PANEL_LIGHT if takes else theme.PANEL, radius=0.06,
               border=border, width=max(theme.outline(h), int(h * 0.006)) if border else 0)
    if focused:  # outside the card's own outline, so that it shows on a green card too
        ring, gap = max(2, int(h * 0.004)), max(2, int(h * 0.003))
        pygame.draw.rect(surface, theme.FOCUS, box.inflate(2 * (ring + gap), 2 * (ring + gap)), ring,
                         border_radius=int(min(box.w, box.h) * 0.06) + ring + gap)
    pad = int(h * 0.012)
    inner = box.inflate(-2 * pad, -2 * pad)
    holders = [s for s in range(len(combos)) if combos[s]]
    bottom = (covered_from - int(h * 0.008)) if covered_from is not None else inner.bottom
    small = theme.text_px(h, 0.025)
    line_h = theme.font(small).get_linesize()
    accepts = texts.card_accepts_text(card)
    points_line = "5\u00a0/\u00a03\u00a0/\u00a0-5"
    scoring = _("{ranking}: {points}").format(ranking=texts.card_ranking_text(card), points=points_line)
    fit = _card_fit(h, inner.w, bottom - inner.y, len(holders), small, accepts, scoring,
                    foot=covered_from is None)
    draw.text(surface, card_name(card), (inner.x, inner.y), fit.title_px, theme.ACCENT, bold=True)
    draw.text(surface, CARD_LETTER[card], (inner.right, inner.y), theme.text_px(h, 0.03),
              theme.TEXT_DIM, bold=True, anchor="topright")
    y = inner.y + fit.title_h
    if fit.accepts:
        y += draw.text_fit(surface, accepts, pygame.Rect(inner.x, y, inner.w, line_h * 3), small, theme.TEXT)
        y += int(h * 0.01)
    row_least = fit.row_least
    if covered_from is None:
        foot = scoring if fit.ranking else points_line
        foot_h = line_h * len(theme.wrap(foot, small, inner.w))
        draw.text_fit(surface, foot, pygame.Rect(inner.x, inner.bottom - foot_h, inner.w, foot_h), small,
                      theme.TEXT_DIM)
        bottom = inner.bottom - foot_h - int(h * 0.008)
    if not holders:
        draw.text(surface, _("no dice yet"), (inner.centerx, (y + bottom) // 2), small, theme.TEXT_DIM,
                  anchor="center")
        return
    result = rules.score_card(card, list(combos))
    tied = {s for group in result.tied for s in group}
    # dice read from the back of a room: at least 1/20 of the height where the card has the room
    row_h = max(row_least, min(int(h * CARD_DIE * 1.2), (bottom - y) // len(holders)))
    bold = theme.font(small, True)
    points_w = bold.size("+5")[0] + small // 3
    tie_w = bold.size(TIE)[0] + small // 3 if tied else 0
    tag_w = int(small * 1.1)
    room = inner.w - points_w - tie_w - tag_w  # for the dice and their written number
    least = theme.die_px(h)
    written = {s: written_number(card, combos[s]) for s in holders}

    def full_size(s: int) -> int:
        """The die size at which all of ``s``'s dice and their written number fit the row."""
        n = len(combos[s])
        return int((room - bold.size(written[s])[0] - small * 0.4) / (n * 1.1))

    die_size = max(least, int(min(row_h * 0.86, h * CARD_DIE)))
    full = {s for s in holders if full_size(s) >= least}
    if full:
        die_size = max(least, min(die_size, *(full_size(s) for s in full)))
    ring = max(2, int(h * 0.004))
    for s in holders:
        ident = identities[s]
        mid = y + row_h / 2
        draw.symbol(surface, ident.symbol, (inner.x + tag_w * 0.45, mid), tag_w * 0.8, ident.colour, (0, 0, 0))
        x = inner.x + tag_w
        fresh = list(new) if s == current else []
        shown = combos[s] if s in full else compact_faces(card, combos[s])
        for face in shown:
            if face is None:  # the gap between a run's ends
                x += draw.text(surface, "–", (x + small * 0.1, mid), small, theme.TEXT, bold=True,
                               anchor="midleft").w + int(small * 0.2)
                continue
            rect = pygame.Rect(x, int(mid - die_size / 2), die_size, die_size)
            draw.die(surface, rect, face, body=ident.colour, mark=ident.symbol, mark_colour=theme.DIE_FACE)
            if face in fresh:  # placed this turn, not yet confirmed
                fresh.remove(face)
                pygame.draw.rect(surface, theme.FOCUS, rect.inflate(ring * 2 + 2, ring * 2 + 2), ring,
                                 border_radius=int(die_size * 0.25))
            x += int(die_size * 1.1)
        draw.text(surface, written[s], (x + small * 0.2, mid), small, theme.TEXT, bold=True, anchor="midleft")
        points = result.points[s]
        colour = theme.GOOD if points > 0 else theme.DANGER
        draw.text(surface, f"{points:+d}", (inner.right, mid), small, colour, bold=True, anchor="midright")
        if s in tied:
            draw.text(surface, TIE, (inner.right - points_w, mid), small, theme.TEXT_DIM, bold=True,
                      anchor="midright")
        y += row_h


@dataclass(frozen=True)
class CardFit:
    """What a card shows above and below its holders' rows, so that every row keeps dice of the
    screen's smallest die size."""

    title_px: int
    title_h: int
    accepts: bool  # what the card accepts, under its title
    ranking: bool  # the ranking in words at its foot (else only "5 / 3 / -5")
    row_least: int  # the smallest row height: a die and its gap


def _card_fit(h: int, width: int, height: int, holders: int, small: int, accepts: str, scoring: str, *,
              foot: bool) -> CardFit:
    """The first that leaves the rows room, in this order: everything; without what the card
    accepts (the title tells it, and the rules screen); a smaller title; the ranking reduced to
    its points; and last, the gaps between rows (six holders over a take-back button)."""
    line_h = theme.font(small).get_linesize()
    accepts_h = line_h * len(theme.wrap(accepts, small, width)) + int(h * 0.01)
    ranking_h = line_h * len(theme.wrap(scoring, small, width)) if foot else 0
    points_h = line_h if foot else 0
    die, gap = theme.die_px(h), max(2, int(h * 0.006))
    big, less = theme.text_px(h, 0.042), theme.text_px(h, 0.034)
    rows_h = holders * (die + gap)
    for title_px, with_accepts, ranking in ((big, True, True), (big, False, True), (less, False, True),
                                            (big, False, False), (less, False, False)):
        title_h = int(title_px * 1.25)
        used = title_h + (accepts_h if with_accepts else 0) + (ranking_h if ranking else points_h)
        if used + rows_h + int(h * 0.008) <= height:
            return CardFit(title_px, title_h, with_accepts, ranking, die + gap)
    title_h = int(less * 1.2)
    room = height - title_h - points_h - int(h * 0.008)
    return CardFit(less, title_h, False, False, max(die + 1, room // max(1, holders)))


#: the size of the dice on a card, of the window height, where the card has the room
CARD_DIE = 0.055


#: how a tie (which cancels) is marked beside the points, on the table and in the rules' example
TIE = "="


def written_number(card: str, combo: Sequence[int]) -> str:
    """The number a player needs from a holder's dice, written beside them so nobody counts pips:
    how many dice for Idem and Suite (a run of 4 is "×4"), the total for Maxi and Neuf."""
    if card in (rules.IDEM, rules.SUITE):
        return f"×{len(combo)}"
    return str(sum(combo))


def compact_faces(card: str, combo: Sequence[int]) -> list[int | None]:
    """The dice drawn when all of a combination's can't be drawn large enough: one die for Idem
    (its count is written), the run's two ends for Suite (None: the dash between them), none for
    Maxi and Neuf (their total is written)."""
    if card == rules.IDEM:
        return [combo[0]]
    if card == rules.SUITE:
        return [min(combo), None, max(combo)] if len(combo) > 2 else list(combo)
    return []


def draw_roll_die(surface: pygame.Surface, rect: pygame.Rect, face: int, identity: theme.Identity,
                  key: str, *, picked: bool = False, focused: bool = False, pose: Pose = REST) -> None:
    """A die of the roll, with the key that picks it (a letter, ``SLOT_KEYS``) under it; ``pose``:
    where it is while it is thrown (``core.timeline.tumble``)."""
    draw.die(surface, rect, face, body=identity.colour, mark=identity.symbol, mark_colour=theme.DIE_FACE,
             selected=picked, pose=pose)
    if focused:
        pygame.draw.rect(surface, theme.FOCUS, rect.inflate(rect.w * 0.4, rect.h * 0.4), max(3, rect.h // 16),
                         border_radius=int(rect.w * 0.3))
    h = surface.get_height()
    draw_key(surface, key, (rect.centerx, rect.bottom + int(h * 0.006)), theme.text_px(h, 0.026))


#: the keys that pick the dice of the roll, one letter under each die: never a digit that reads as
#: a face (to pick the die showing 6, nobody presses 8), and none of the table's other keys
#: (C continues, I S M N the cards, X stops, L the log)
SLOT_KEYS = "ABDEFGHJ"


def draw_empty_place(surface: pygame.Surface, rect: pygame.Rect, key: str) -> None:
    """The place in the tray of a die put on a card this turn: an outline, its key dimmed (the
    other dice keep their keys while the turn lasts)."""
    h = surface.get_height()
    pygame.draw.rect(surface, theme.PANEL_LIGHT, rect, max(2, theme.outline(h)), border_radius=int(rect.w * 0.2))
    cap = draw_key(surface, key, (rect.centerx, rect.bottom + int(h * 0.006)), theme.text_px(h, 0.026))
    veil = pygame.Surface(cap.inflate(2, 4).size, pygame.SRCALPHA)
    veil.fill((*theme.BG_DARK[:3], 170))
    surface.blit(veil, cap.inflate(2, 4).topleft)


def draw_key(surface: pygame.Surface, key: str, midtop: tuple[int, int], px: int) -> pygame.Rect:
    """A key of the keyboard as a small key-cap (a raised, outlined square with its letter), so
    that the key that picks a die never reads as a die's face."""
    h = surface.get_height()
    side = int(px * 1.3)
    cap = pygame.Rect(0, 0, side, side)
    cap.midtop = midtop
    radius = max(2, side // 5)
    pygame.draw.rect(surface, theme.BG, cap.move(0, max(1, side // 10)), border_radius=radius)  # its side
    pygame.draw.rect(surface, theme.PANEL_LIGHT, cap, border_radius=radius)
    pygame.draw.rect(surface, theme.TEXT_DIM, cap, max(1, theme.outline(h) // 2), border_radius=radius)
    draw.text(surface, key, cap.center, px, theme.TEXT, bold=True, anchor="center")
    return cap


def draw_refusal(surface: pygame.Surface, near: pygame.Rect, why: str) -> pygame.Rect:
    """Why a move was refused, in a red-edged bubble over ``near`` (the card that was pressed, or
    the place where the turn's words are): where the player is looking, large enough to read
    from the back of the room."""
    h = surface.get_height()
    px = theme.text_px(h, 0.034)
    pad = int(h * 0.012)
    width = max(near.w - 2 * pad, int(h * 0.3))
    lines = theme.wrap(why, px, width - 2 * pad)
    line_h = theme.font(px, True).get_linesize()
    bubble = pygame.Rect(0, 0, width, min(len(lines), 5) * line_h + 2 * pad)
    bubble.center = near.center
    bubble.clamp_ip(surface.get_rect())
    draw.panel(surface, bubble, theme.BG_DARK, radius=0.12, border=theme.DANGER,
               width=max(theme.outline(h), int(h * 0.005)))
    draw.text_fit(surface, why, bubble.inflate(-2 * pad, -2 * pad), px, theme.TEXT, bold=True,
                  align="center", valign="center")
    return bubble


def draw_round_summary(surface: pygame.Surface, d: pygame.Rect, summary: RoundSummary,
                       names: Sequence[str], identities: Sequence[theme.Identity], *, seats: int,
                       round_number: int, foot: int) -> None:
    """The round's scoring in the panel ``d``: each card's result, then everyone's points and
    totals (over ``foot``, the y where the panel's button starts). ``round_number`` names the
    round when the summary holds no totals."""
    h = surface.get_height()
    draw.panel(surface, d, theme.BG_DARK, radius=0.04, border=theme.ACCENT, width=theme.outline(h))
    scored = summary.scored
    round_no = scored.round if scored is not None else round_number
    draw.text(surface, _("End of round {round}").format(round=round_no), (d.centerx, d.y + int(h * 0.045)),
              theme.text_px(h, 0.045), theme.ACCENT, bold=True, anchor="center")
    px = theme.text_px(h, 0.03)
    per_row = seats if seats <= 4 else (seats + 1) // 2
    row_h = int(h * 0.1)
    totals_h = row_h * -(-seats // per_row) + int(h * 0.01) if scored is not None else 0
    y = d.y + int(h * 0.09)
    bottom = foot - int(h * 0.015) - totals_h
    cards = summary.cards
    each = (bottom - y) // max(1, len(cards))
    left = d.x + int(d.w * 0.04)
    for event in cards:
        line = texts.card_result_text(event, names)
        draw.text_fit(surface, line, pygame.Rect(left, y, int(d.w * 0.92), each - int(h * 0.006)), px, theme.TEXT)
        y += each
    if scored is None:
        return
    totals, points = scored.totals, scored.points
    col = int(d.w * 0.92) // per_row
    pygame.draw.line(surface, theme.PANEL_LIGHT, (left, bottom), (left + int(d.w * 0.92), bottom),
                     theme.outline(h))
    for seat in range(len(totals)):
        x = left + (seat % per_row) * col
        top = bottom + int(h * 0.01) + (seat // per_row) * row_h
        name = fit_name(names[seat], px, col - px * 1.6)
        draw.player_tag(surface, identities[seat], name, (x, top + row_h * 0.3), px, theme.TEXT)
        line = _("{points:+d}, total {total}").format(points=points[seat], total=totals[seat])
        if theme.font(px, True).size(line)[0] > col - px * 0.3:  # six players: the short form
            short = _("{points:+d} → {total}").format(points=points[seat], total=totals[seat])
            line = fit_name(short, px, col - px * 0.3, True)
        draw.text(surface, line, (x, top + row_h * 0.72), px, theme.ACCENT, bold=True, anchor="midleft")
