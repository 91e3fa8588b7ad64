"""How Quatre Cartes' pieces look: a player's box, a card with everyone's dice, a die of the roll
and the key that picks it (the round's scoring panel is drawn in ``table.py``). Pure drawing
functions of values (no scene, no session): the screen, the rules screen's examples and anyone
else draw them the same way."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

import pygame

from ludicitude.core.i18n import _, signed, signed_change
from ludicitude.core.timeline import REST, Pose
from ludicitude.games.cartes import rules, texts
from ludicitude.games.cartes.rules import card_name
from ludicitude.ui import draw, refusal_sign, theme
from ludicitude.ui.pictures import kept
from ludicitude.ui.pieces import card as card_stock

CARD_LETTER = {rules.IDEM: "I", rules.SUITE: "S", rules.MAXI: "M", rules.NEUF: "N"}


def fit_name(name: str, px: int, width: float, bold: bool = False) -> str:
    """``name`` in ``width`` pixels: a computer's level left out first, then cut with an ellipsis."""
    return draw.fit_name(name, px, width, bold)


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
    shown = signed(score)
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
              covered_from: int | None = None, title_px: int | None = None, refused: bool = False) -> None:
    """One card, as a printed card on the table: its name on a coloured head with its emblem and
    key letter, what it accepts, then each holder's dice (``combos``, one per seat) in their
    colour with what they score now (every die drawn: wrapped on more lines, or smaller, where a
    row is long), and the scoring line at its foot.

    ``new``: faces of ``current``'s dice placed this turn and not yet confirmed (ringed);
    ``takes``: the picked dice would go here (lit green); ``covered_from``: the y from which a
    button covers the card's foot (the scoring line then stands over it); ``title_px``: the title's
    size, the same on the four cards (``card_fit``'s smallest), else this card's own best;
    ``refused``: a refusal's short tag shows on it, where it covers nothing drawn (in the
    emblem's place on an empty card, under the holders' rows, else over their middle)."""
    h = surface.get_height()
    pad = int(h * 0.012)
    inner = box.inflate(-2 * pad, -2 * pad)
    holders = [s for s in range(len(combos)) if combos[s]]
    bottom = (covered_from - int(h * 0.008)) if covered_from is not None else inner.bottom
    small = theme.text_px(h, 0.025)
    fit = card_fit(h, box, card, combos, covered_from, title_px)
    line_h = theme.font(small).get_linesize()
    accepts = texts.card_accepts_text(card)
    points_line = POINTS_LINE
    scoring = _("{ranking}: {points}").format(ranking=texts.card_ranking_text(card, fit.own_foot),
                                              points=points_line)
    # the holders' rows reach nearer the card's edges than its words: their dice take the width
    rows_x, rows_w = box.x + pad // 2, box.w - pad
    band_h = fit.title_h + pad
    colour = CARD_COLOURS[card]
    card_stock.draw_card_stock(surface, box, colour, band_h, stock=TAKES_STOCK if takes else card_stock.STOCK)
    border = theme.GOOD if takes else theme.ACCENT if hovered else None
    if border is not None:
        width = max(theme.outline(h), int(h * 0.006))
        pygame.draw.rect(surface, border, box, width, border_radius=max(3, min(box.w, box.h) // 14))
    if focused:  # outside the card's own outline, so that it shows on a green card too
        ring, gap = max(2, int(h * 0.004)), max(2, int(h * 0.003))
        pygame.draw.rect(surface, theme.FOCUS, box.inflate(2 * (ring + gap), 2 * (ring + gap)), ring,
                         border_radius=int(min(box.w, box.h) * 0.07) + ring + gap)
    head_mid = box.y + band_h // 2
    draw.text(surface, card_name(card), (inner.x, head_mid), fit.title_px, theme.TEXT, bold=True, anchor="midleft")
    letter = draw.text(surface, CARD_LETTER[card], (inner.right, head_mid), theme.text_px(h, 0.03),
                       theme.TEXT, bold=True, anchor="midright")
    mark = int(band_h * 0.7)
    surface.blit(emblem_image(card, mark, theme.TEXT), (letter.x - mark - pad // 2, head_mid - mark // 2))
    y = box.y + band_h + pad // 2
    if fit.accepts:
        y += draw.text_fit(surface, accepts, pygame.Rect(inner.x, y, inner.w, line_h * 3), small,
                           card_stock.CARD_INK)
        y += int(h * 0.01)
    if fit.foot:
        # the scoring line at the foot, over the take-back button when one covers the card's foot:
        # what the card scores is what the choice to take its dice back is about
        foot = scoring if fit.ranking else points_line
        # the feet as tall as the longest of the four cards' (one size, every word inside): the
        # rules over them, and the empty cards' words, at one height on the four cards
        tallest = tallest_foot(small, inner.w) if fit.ranking and not fit.own_foot else foot
        foot_h = line_h * len(theme.wrap(tallest, small, inner.w))
        rule_y = bottom - foot_h - int(h * 0.004)
        pygame.draw.line(surface, colour, (inner.x, rule_y), (inner.right, rule_y), max(1, theme.outline(h) // 2))
        draw.text_fit(surface, foot, pygame.Rect(inner.x, bottom - foot_h, inner.w, foot_h), small,
                      card_stock.CARD_DIM)
        bottom = rule_y - int(h * 0.006)
    if not holders:
        # one emblem size on the four cards (whatever their words leave), less only where a card lacks the room
        # the words just over the foot (one height on the four cards), the emblem centred above them
        words = draw.text(surface, _("no dice yet"), (inner.centerx, bottom - int(h * 0.004)), small,
                          card_stock.CARD_DIM, anchor="midbottom")
        side = max(4, min(emblem_side(h, inner.w), words.y - y - line_h // 2))  # a quarter line clear each side
        centre = (inner.centerx, (y + words.y) // 2)
        if refused:  # the tag stands for the emblem while it shows: over it, the emblem peeked out like a glitch
            draw_refusal_tag(surface, centre)
        else:
            draw_emblem(surface, card, side, colour, centre)
        return
    end = draw_holders(surface, pygame.Rect(rows_x, y, rows_w, bottom - y), card, combos, holders, identities,
                       current=current, new=new)
    if refused:
        tag_h = refusal_sign.tag_size(h)[1]
        free = bottom - end  # under the rows, where there is room for it
        draw_refusal_tag(surface, (inner.centerx, end + free // 2 if free >= tag_h else (y + end) // 2))


def draw_emblem(surface: pygame.Surface, card: str, side: int, colour: theme.Colour,
                centre: tuple[int, int]) -> pygame.Rect:
    """``card``'s emblem ``side`` px wide in ``colour``, centred on ``centre`` (an empty card's picture)."""
    art = emblem_image(card, side, colour)
    return surface.blit(art, art.get_rect(center=centre))


def draw_refusal_tag(surface: pygame.Surface, centre: tuple[int, int]) -> pygame.Rect:
    """The refusal's short tag (``refusal_sign``) centred on ``centre``."""
    w, h = refusal_sign.tag_size(surface.get_height())
    return refusal_sign.draw_tag(surface, (centre[0] - w // 2, centre[1] - h // 2))


def draw_holders(surface: pygame.Surface, area: pygame.Rect, card: str, combos: Sequence[tuple[int, ...]],
                 holders: Sequence[int], identities: Sequence[theme.Identity], *, current: int | None,
                 new: tuple[int, ...]) -> int:
    """Each holder's dice on a card, in ``area``: their symbol, every die in their colour (as
    large as the card lets all of them be: wrapped on more lines where a row is long, smaller
    only when that is not enough), the number they need written, and what they score now.
    Returns the y under the last row."""
    h = surface.get_height()
    small = theme.text_px(h, 0.025)
    result = rules.score_card(card, list(combos))
    tied = {s for group in result.tied for s in group}
    bold = theme.font(small, True)
    written = {s: written_number(card, combos[s]) for s in holders}
    points_w = bold.size("+5")[0] + small // 3
    tie_w = bold.size(TIE)[0] + small // 3 if tied else 0
    room = dice_room(h, area.w, combos, card)
    size = dice_size(h, room, area.h, [len(combos[s]) for s in holders])
    per_line = _per_line(room, size)
    ring = max(2, int(h * 0.004))
    gap = max(2, int(h * 0.006))
    y = area.y
    for s in holders:
        ident = identities[s]
        lines = -(-len(combos[s]) // per_line)
        row_h = lines * int(size * 1.1) + gap
        mid = y + (row_h - gap) / 2
        fresh = list(new) if s == current else []
        for i, face in enumerate(combos[s]):
            line, col = divmod(i, per_line)
            rect = pygame.Rect(area.x + col * int(size * 1.1), y + line * int(size * 1.1), size, size)
            draw.die(surface, rect, face, body=ident.colour, mark=ident.symbol, mark_colour=theme.DIE_FACE)
            if face in fresh:  # placed this turn, not yet confirmed: ringed in ink on the card
                fresh.remove(face)
                pygame.draw.rect(surface, card_stock.CARD_INK, rect.inflate(ring * 2 + 2, ring * 2 + 2), ring,
                                 border_radius=int(size * 0.25))
        right = area.right - points_w - tie_w
        draw.text(surface, written[s], (right - small // 6, mid), small, card_stock.CARD_INK, bold=True,
                  anchor="midright")
        points = result.points[s]
        draw.text(surface, signed_change(points), (area.right, mid), small, GAIN if points > 0 else LOSS, bold=True,
                  anchor="midright")
        if s in tied:
            draw.text(surface, TIE, (area.right - points_w, mid), small, card_stock.CARD_DIM, bold=True,
                      anchor="midright")
        y += row_h
    return y


def fair_die(h: int) -> int:
    """The die size a card keeps its words for: the smallest die of normal mode (1/28 of the
    height). Its rows take larger dice where they have the room (``dice_size``)."""
    return math.ceil(h * theme.MIN_DIE)


def dice_room(h: int, width: int, combos: Sequence[Sequence[int]], card: str) -> int:
    """The width a card's rows give their dice: all but the number written, a tie's sign (when
    the card has a tie) and the points. The holder's symbol is on each die's badge."""
    small = theme.text_px(h, 0.025)
    bold = theme.font(small, True)
    written_w = max((bold.size(written_number(card, c))[0] for c in combos), default=0) + small // 3
    tied = bool(rules.score_card(card, list(combos)).tied) if combos else False
    return width - (bold.size("+5")[0] + small // 3) - (bold.size(TIE)[0] + small // 3 if tied else 0) - written_w


def dice_size(h: int, width: int, height: int, counts: Sequence[int]) -> int:
    """The largest die (at most CARD_DIE of the height) with which rows of ``counts`` dice, each
    wrapped on as many lines as ``width`` needs, fit ``height`` (each on one line when that
    costs the dice no more than ``UNWRAPPED`` of their size, or below ``fair_die``); never under
    SMALLEST_CARD_DIE (a card full of six holders' dice under a take-back button)."""
    least = max(6, math.ceil(h * SMALLEST_CARD_DIE))
    size = max(least, int(h * CARD_DIE))
    while size > least and _rows_height(h, width, counts, size) > height:
        size -= 1
    # each holder's dice on one line where that leaves dice of fair_die and most of the size
    # (a row of three split two and one reads worse than three a little smaller)
    longest, unwrapped = max(counts, default=1), size
    while unwrapped >= fair_die(h) and _per_line(width, unwrapped) < longest:
        unwrapped -= 1
    return unwrapped if unwrapped >= max(fair_die(h), size * UNWRAPPED) else size


#: each card's colour: its head and its emblem
CARD_COLOURS = {rules.IDEM: (168, 52, 44), rules.SUITE: (36, 100, 164), rules.MAXI: (172, 112, 14),
                rules.NEUF: (46, 118, 64)}
#: a card that takes the picked dice: its stock tinted green
TAKES_STOCK = (222, 244, 216)
#: points on the card stock: a gain in green, a loss in red, dark enough to read on it
GAIN, LOSS = (20, 116, 46), (176, 36, 28)


def emblem_side(h: int, card_w: int) -> int:
    """The side of an empty card's emblem: one size for the four cards, read from the back of a room."""
    return min(int(h * 0.075), card_w // 2)


def _mini_die(img: pygame.Surface, rect: pygame.Rect, face: int, colour: theme.Colour) -> None:
    """A small die of an emblem: light face, outlined (boldly: it reads on a card from afar) and
    pipped in ``colour``."""
    radius = max(1, rect.w // 6)
    pygame.draw.rect(img, card_stock.STOCK, rect, border_radius=radius)
    pygame.draw.rect(img, colour, rect, max(1, rect.w // 7), border_radius=radius)
    for fx, fy in draw.PIPS[face]:
        pygame.draw.circle(img, colour, (rect.x + fx * rect.w, rect.y + fy * rect.h), max(1, rect.w * 0.11))


@kept(maxsize=64)
def emblem_image(card: str, size: int, colour: theme.Colour) -> pygame.Surface:
    """A card's emblem in ``colour``, ``size`` square, each filling its square alike (the four
    one size on the table): Idem three dice alike piled, Suite a run of dice climbing, Maxi a
    crown over a six, Neuf the nine pips of its number."""
    img = pygame.Surface((max(1, size), max(1, size)), pygame.SRCALPHA)
    d = int(size * 0.42)
    if card == rules.IDEM:
        p = int(size * 0.46)
        for x, top in ((0.27, 0.04), (0.04, 0.5), (0.5, 0.5)):  # a pile: one over two
            _mini_die(img, pygame.Rect(int(size * x), int(size * top), p, p), 4, colour)
    elif card == rules.SUITE:
        for i in range(3):
            top = int(size * 0.56) - i * int(size * 0.26)
            _mini_die(img, pygame.Rect(int(size * 0.02) + i * int(size * 0.29), top, d, d), i + 1, colour)
    elif card == rules.MAXI:
        w, head = size * 0.8, size * 0.08
        x = (size - w) / 2
        crown = [(x, head + size * 0.36), (x, head + size * 0.06), (x + w * 0.25, head + size * 0.22),
                 (x + w * 0.5, head), (x + w * 0.75, head + size * 0.22), (x + w, head + size * 0.06),
                 (x + w, head + size * 0.36)]
        pygame.draw.polygon(img, colour, crown)
        _mini_die(img, pygame.Rect(int(size * 0.27), int(size * 0.5), int(size * 0.46), int(size * 0.46)), 6, colour)
    else:
        r = size * 0.46
        c = size / 2
        pygame.draw.circle(img, colour, (c, c), r, max(1, size // 14))
        for gx in (-1, 0, 1):
            for gy in (-1, 0, 1):
                pygame.draw.circle(img, colour, (c + gx * size * 0.2, c + gy * size * 0.2), max(1, size * 0.07))
    return img


POINTS_LINE = "5\u202f/\u202f3\u202f/\u202f\u22125"  # narrow no-break spaces: the true minus is wider


def card_fit(h: int, box: pygame.Rect, card: str, combos: Sequence[tuple[int, ...]],
             covered_from: int | None = None, title_px: int | None = None) -> CardFit:
    """What ``card`` in ``box`` shows above and below its holders' rows (``_card_fit``), its
    title at ``title_px`` where given: the four cards' titles are one size, the smallest any of
    them needs ("Suite" over a column of runs as large as "Idem")."""
    pad = int(h * 0.012)
    inner = box.inflate(-2 * pad, -2 * pad)
    holders = [s for s in range(len(combos)) if combos[s]]
    bottom = (covered_from - int(h * 0.008)) if covered_from is not None else inner.bottom
    small = theme.text_px(h, 0.025)
    scoring = tallest_foot(small, inner.w)  # the four feet are as tall as the longest (``draw_card``)
    room = dice_room(h, box.w - pad, combos, card)
    counts = [len(combos[s]) for s in holders]
    fit = _card_fit(h, inner.w, bottom - inner.y, room, counts, small, texts.card_accepts_text(card), scoring,
                    title=title_px, covered=covered_from is not None)
    own = _("{ranking}: {points}").format(ranking=texts.card_ranking_text(card, True), points=POINTS_LINE)
    if not fit.ranking and len(theme.wrap(own, small, inner.w)) < len(theme.wrap(scoring, small, inner.w)):
        # a crowded card keeps its ranking, without its tie-break, on its own lines (its rule
        # lower than the others'), its dice a little smaller (``OWN_FOOT_DIE``), rather than drop
        # it for its points alone
        mine = _card_fit(h, inner.w, bottom - inner.y, room, counts, small, texts.card_accepts_text(card), own,
                         title=title_px, covered=covered_from is not None, covered_die=OWN_FOOT_DIE)
        if mine.ranking:
            return replace(mine, own_foot=True)
    return fit


def tallest_foot(px: int, width: int) -> str:
    """Of the four cards' scoring lines, the one that wraps on the most lines ``width`` wide."""
    feet = [_("{ranking}: {points}").format(ranking=texts.card_ranking_text(c), points=POINTS_LINE)
            for c in rules.CARDS]
    return max(feet, key=lambda foot: len(theme.wrap(foot, px, width)))


@dataclass(frozen=True)
class CardFit:
    """What a card shows above and below its holders' rows, so that its dice are as large as
    the card lets them be, and never under the screen's smallest die size."""

    title_px: int
    title_h: int
    accepts: bool  # what the card accepts, under its title
    ranking: bool  # the ranking in words at its foot (else only "5 / 3 / -5")
    foot: bool = True  # its scoring line (left out only over a take-back button, for a crowded card's dice)
    own_foot: bool = False  # its ranking without its tie-break, its foot as tall as that, not the longest


#: the smallest die a card over a take-back button keeps its scoring line for (a crowded card at
#: six players' stop choice); under it, the line gives its room to the dice
COVERED_DIE = 1 / 24
#: the smallest die a crowded card over a take-back button keeps its own ranking sentence for,
#: on its own lines (shorter than the longest of the four cards'), rather than its points alone
OWN_FOOT_DIE = 1 / 27


def _per_line(room: int, size: int) -> int:
    """How many dice of ``size`` px a line ``room`` wide holds (a tenth of a die between two)."""
    return max(1, int((room + size * 0.1) // (size * 1.1)))


def _rows_height(h: int, room: int, counts: Sequence[int], size: int) -> int:
    """The height of the holders' rows of ``counts`` dice of ``size`` px, each wrapped on as
    many lines as ``room`` needs (``draw_holders``)."""
    per_line = _per_line(room, size)
    return sum(-(-n // per_line) * int(size * 1.1) + max(2, int(h * 0.006)) for n in counts)


def _card_fit(h: int, width: int, height: int, room: int, counts: Sequence[int], small: int, accepts: str,
              scoring: str, *, title: int | None = None, covered: bool = False,
              covered_die: float = COVERED_DIE) -> CardFit:
    """Of these, the one that gives the holders' rows (``counts`` dice, ``room`` wide) the
    largest dice, the first of them on a tie: everything; without what the card accepts (the
    title and its emblem tell it, and the rules screen); and a smaller title. When none leaves
    room for dice of ``fair_die``: the ranking reduced to its points, with the larger title then
    the smaller; and last, the gaps between rows (six holders over a take-back button).
    ``covered``: a take-back button under the card; its scoring line stays over the button
    unless it leaves the dice under ``covered_die``, where the line gives them its room."""
    line_h = theme.font(small).get_linesize()
    accepts_h = line_h * len(theme.wrap(accepts, small, width)) + int(h * 0.01)
    ranking_h = line_h * len(theme.wrap(scoring, small, width))
    points_h = line_h
    die = fair_die(h)
    footed = max(die, math.ceil(h * covered_die)) if covered else die
    big, less = theme.text_px(h, 0.042), theme.text_px(h, 0.034)
    groups = [(((big, True, True), (big, False, True), (less, False, True)), footed, True),
              (((big, False, False), (less, False, False)), footed, True)]
    if covered:
        groups.append((((big, False, False), (less, False, False)), die, False))
    for options, least, foot in groups:
        best: tuple[int, CardFit] | None = None
        for title_px, with_accepts, ranking in options:
            if title is not None and title_px != title:
                continue
            title_h = int(title_px * 1.25)
            used = title_h + (accepts_h if with_accepts else 0) + ((ranking_h if ranking else points_h) if foot else 0)
            left = height - int(h * 0.02) - used
            size = dice_size(h, room, left, counts)
            if size >= least and _rows_height(h, room, counts, size) <= left and (best is None or size > best[0]):
                best = size, CardFit(title_px, title_h, with_accepts, ranking, foot)
        if best is not None:
            return best[1]
    if title is not None:
        return CardFit(title, int(title * (1.25 if title == big else 1.2)), False, False, not covered)
    return CardFit(less, int(less * 1.2), False, False, not covered)


#: the size of the dice on a card, of the window height, where the card has the room
CARD_DIE = 0.07
#: a card's rows stay on one line each where their dice are at least this share of the largest
UNWRAPPED = 0.8
#: the smallest a die on a card gets, of the window height: every die is drawn, never a number alone
SMALLEST_CARD_DIE = 1 / 40


#: how a tie (which cancels) is marked beside the points, on the table and in the rules' example
TIE = "="


def written_number(card: str, combo: Sequence[int]) -> str:
    """The number a player needs from a holder's dice, written beside them so nobody counts pips:
    how many dice for Idem and Suite (a run of 4 is "×4"), the total for Maxi and Neuf."""
    if card in (rules.IDEM, rules.SUITE):
        return f"×{len(combo)}"
    return str(sum(combo))


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
    that the key that picks a die never reads as a die's face; one blit of its kept picture
    (the roll's eight are drawn again on every frame of a throw)."""
    side = int(px * 1.3)
    cap = pygame.Rect(0, 0, side, side)
    cap.midtop = midtop
    theme.note_drawn("text", px, key)
    surface.blit(_key_cap(key, px, max(1, theme.outline(surface.get_height()) // 2), theme.BG, theme.PANEL_LIGHT,
                          theme.TEXT_DIM, theme.TEXT), cap)
    return cap


@kept(maxsize=64)
def _key_cap(key: str, px: int, line: int, side_colour: theme.Colour, face: theme.Colour, outline: theme.Colour,
             letter: theme.Colour) -> pygame.Surface:
    """``draw_key``'s picture: the cap (``px`` * 1.3 square) and its side under it, ``line``
    pixels of outline."""
    side = int(px * 1.3)
    cap = pygame.Rect(0, 0, side, side)
    radius = max(2, side // 5)
    img = pygame.Surface((side, side + max(1, side // 10)), pygame.SRCALPHA)
    pygame.draw.rect(img, side_colour, cap.move(0, max(1, side // 10)), border_radius=radius)  # its side
    pygame.draw.rect(img, face, cap, border_radius=radius)
    pygame.draw.rect(img, outline, cap, line, border_radius=radius)
    text = theme.render(key, px, letter, True)
    img.blit(text, text.get_rect(center=cap.center))
    return img
