"""Quatre Cartes' round summary as drawn (``scene.py`` opens it between rounds): a row per card
of its scorers' dice in their colours and their points badges, then everyone's round points and
total; it says where it drew each piece (``SummaryDrawn``), for the tests and the phones."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ludicitude.core.i18n import _, signed, signed_change
from ludicitude.games.cartes.events import CardScored
from ludicitude.games.cartes.pieces import CARD_COLOURS, TIE, emblem_image, fit_name
from ludicitude.games.cartes.rules import card_name
from ludicitude.games.cartes.story import RoundSummary
from ludicitude.ui import draw, theme


@dataclass(frozen=True)
class SummaryRow:
    """One card's row of the round's summary as drawn: its band, its dice (by seat) and its
    points badges (seat, box, colour)."""

    card: str
    rect: pygame.Rect
    dice: dict[int, list[pygame.Rect]]
    badges: list[tuple[int, pygame.Rect, theme.Colour]]


@dataclass(frozen=True)
class SummaryDrawn:
    """Where the round's summary drew its pieces: a row per card, and the round's points badges
    (seat, box, colour) over everyone's totals."""

    rows: list[SummaryRow]
    totals: list[tuple[int, pygame.Rect, theme.Colour]]


#: the smallest die of the summary, of the window height (a projector's back row reads it)
SUMMARY_DIE = 1 / 32


def points_colour(points: int) -> theme.Colour:
    """A gain in the good colour, a loss in red, nothing scored dim: never gold for a loss."""
    return theme.GOOD if points > 0 else theme.DANGER if points < 0 else theme.PANEL_LIGHT


def draw_points_badge(surface: pygame.Surface, text: str, points: int, midleft: tuple[int, int],
                      px: int) -> pygame.Rect:
    """A points badge: ``text`` on a pill in the colour of ``points``' sign."""
    img = theme.render(text, px, theme.BG_DARK if points else theme.TEXT, True)
    box = pygame.Rect(0, 0, img.get_width() + px * 2 // 3, int(px * 1.35))
    box.midleft = midleft
    pygame.draw.rect(surface, points_colour(points), box, border_radius=box.h // 2)
    surface.blit(img, img.get_rect(center=box.center))
    return box


def _scorers(event: CardScored) -> list[tuple[int, bool]]:
    """A card's scorers in its order: the ranked seats, then each tied group (marked tied)."""
    return [(s, False) for s in event.ranked] + [(s, True) for group in event.tied for s in group]


def _pack(widths: Sequence[int], room: int) -> list[list[int]]:
    """``widths`` laid left to right in lines ``room`` wide: the indices on each line."""
    lines: list[list[int]] = [[]]
    used = 0
    for i, w in enumerate(widths):
        if lines[-1] and used + w > room:
            lines.append([])
            used = 0
        lines[-1].append(i)
        used += w
    return lines


def _summary_row(surface: pygame.Surface, rect: pygame.Rect, event: CardScored,
                 identities: Sequence[theme.Identity]) -> SummaryRow:
    """One card's row: its name on a band in its colour (its emblem where it fits), then each
    scorer's dice in their colour and a points badge, on two lines where one is too narrow."""
    h = surface.get_height()
    card, px = event.card, theme.text_px(h, 0.03)
    band = pygame.Rect(rect.x, rect.y, int(rect.w * 0.2), rect.h)
    pygame.draw.rect(surface, CARD_COLOURS[card], band, border_radius=max(3, band.h // 8))
    mark = min(int(band.h * 0.6), int(band.w * 0.3))
    name_px = theme.text_px(h, 0.034)
    name_w = theme.font(name_px, True).size(card_name(card))[0]
    with_emblem = mark >= px and name_w + mark + px <= band.w
    if with_emblem:
        surface.blit(emblem_image(card, mark, theme.TEXT), (band.right - mark - px // 3, band.centery - mark // 2))
    room = band.w - px // 2 - ((mark + px // 2) if with_emblem else 0)
    draw.text(surface, fit_name(card_name(card), name_px, room, True), (band.x + px // 3, band.centery), name_px,
              theme.TEXT, bold=True, anchor="midleft")
    area = pygame.Rect(band.right + px // 2, rect.y, rect.right - band.right - px // 2, rect.h)
    scorers = _scorers(event)
    if not scorers:
        draw.text(surface, _("nobody placed dice here"), (area.x, area.centery), px, theme.TEXT_DIM,
                  anchor="midleft")
        return SummaryRow(card, rect, {}, [])
    bold = theme.font(px, True)
    tie_w = bold.size(TIE)[0] + px // 3
    badge_w = bold.size("+5")[0] + px * 2 // 3 + px // 2

    def widths(size: int) -> list[int]:
        return [(tie_w if tied else 0) + len(event.combos[s]) * int(size * 1.1) + badge_w + px
                for s, tied in scorers]

    least = math.ceil(h * SUMMARY_DIE)
    size = max(least, min(int(area.h * 0.7), int(h * 0.06)))
    while size > least and len(_pack(widths(size), area.w)) * int(size * 1.15) > area.h:
        size -= 1
    lines = _pack(widths(size), area.w)
    line_h = area.h // len(lines)
    dice: dict[int, list[pygame.Rect]] = {}
    badges: list[tuple[int, pygame.Rect, theme.Colour]] = []
    for n, line in enumerate(lines):
        x, mid = area.x, area.y + n * line_h + line_h // 2
        for i in line:
            seat, tied = scorers[i]
            if tied:
                x = draw.text(surface, TIE, (x, mid), px, theme.TEXT_DIM, bold=True, anchor="midleft").right + px // 3
            ident, rects = identities[seat], []
            for face in event.combos[seat]:
                die = pygame.Rect(x, mid - size // 2, size, size)
                draw.die(surface, die, face, body=ident.colour, mark=ident.symbol, mark_colour=theme.DIE_FACE)
                rects.append(die)
                x += int(size * 1.1)
            dice[seat] = rects
            points = event.points[seat]
            badge = draw_points_badge(surface, signed_change(points), points, (x + px // 4, mid), px)
            badges.append((seat, badge, points_colour(points)))
            x = badge.right + px
    return SummaryRow(card, rect, dice, badges)


def draw_round_summary(surface: pygame.Surface, d: pygame.Rect, summary: RoundSummary,
                       names: Sequence[str], identities: Sequence[theme.Identity], *, seats: int,
                       round_number: int, foot: int) -> SummaryDrawn:
    """The round's scoring in the panel ``d``, as the table reads it: a row per card (its band,
    each scorer's dice in their colour in the card's order, ties marked, a points badge: green
    for a gain, red for a loss), then everyone's chip, name, round points and total (over
    ``foot``, the y where the panel's button starts). ``round_number`` names the round when the
    summary holds no totals."""
    h = surface.get_height()
    draw.panel(surface, d, theme.BG_DARK, radius=0.04, border=theme.ACCENT, width=theme.outline(h))
    scored = summary.scored
    round_no = scored.round if scored is not None else round_number
    draw.text(surface, _("End of round {round}").format(round=round_no), (d.centerx, d.y + int(h * 0.04)),
              theme.text_px(h, 0.045), theme.ACCENT, bold=True, anchor="center")
    px = theme.text_px(h, 0.03)
    per_row = seats if seats <= 4 else (seats + 1) // 2
    row_h = int(h * 0.085)
    totals_h = row_h * -(-seats // per_row) + int(h * 0.01) if scored is not None else 0
    y = d.y + int(h * 0.075)
    bottom = foot - int(h * 0.012) - totals_h
    cards = summary.cards
    each = (bottom - y) // max(1, len(cards))
    left, width = d.x + int(d.w * 0.03), int(d.w * 0.94)
    rows = []
    for event in cards:
        rows.append(_summary_row(surface, pygame.Rect(left, y, width, each - int(h * 0.01)), event, identities))
        y += each
    if scored is None:
        return SummaryDrawn(rows, [])
    totals, points = scored.totals, scored.points
    col = width // per_row
    pygame.draw.line(surface, theme.PANEL_LIGHT, (left, bottom), (left + width, bottom), theme.outline(h))
    shown = []
    for seat in range(len(totals)):
        x = left + (seat % per_row) * col
        top = bottom + int(h * 0.01) + (seat // per_row) * row_h
        draw.player_chip(surface, identities[seat], (x + px * 0.6, top + row_h * 0.28), px * 1.1)
        draw.text(surface, fit_name(names[seat], px, col - px * 1.8), (x + px * 1.4, top + row_h * 0.28), px,
                  theme.TEXT, anchor="midleft")
        badge = draw_points_badge(surface, signed_change(points[seat]), points[seat], (x, int(top + row_h * 0.72)), px)
        shown.append((seat, badge, points_colour(points[seat])))
        total = _("total {total}").format(total=signed(totals[seat]))
        draw.text(surface, fit_name(total, px, col - badge.w - px * 0.8, True), (badge.right + px // 3,
                  top + row_h * 0.72), px, theme.TEXT, bold=True, anchor="midleft")
    return SummaryDrawn(rows, shown)
