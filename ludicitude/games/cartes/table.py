"""Draws the Quatre Cartes table from one frame of it as shown (``ludicitude.ui.frame.Frame``,
built by the framework for each drawing, with Quatre Cartes' own part, ``CartesView``): where
each part goes (``TableLayout``), the players' boxes, the four cards, the roll, the words of the
panel under the cards (what to do now, or the stop choice), and the round's summary. Functions of
the frame and of what they draw (the turn, the table's state, the rects): this module never sees
the scene. How each piece looks is in ``pieces``, the words in ``texts``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ludicitude.core.i18n import _, signed, signed_change
from ludicitude.core.timeline import REST
from ludicitude.games.cartes import pieces, rules, texts
from ludicitude.games.cartes.events import CardScored
from ludicitude.games.cartes.rules import CARDS, card_name
from ludicitude.games.cartes.story import RoundSummary
from ludicitude.games.cartes.turn import Turn
from ludicitude.ui import draw, refusal_sign, theme
from ludicitude.ui.frame import Frame
from ludicitude.ui.table_chrome import draw_since_last_turn

if TYPE_CHECKING:
    from ludicitude.ui.timeline import Throw


@dataclass(frozen=True)
class CardView:
    """One card as the screen stands: where it is, and its take-back button (``take``: its
    place, None while not on show)."""

    card: str
    rect: pygame.Rect
    take: pygame.Rect | None
    focused: bool
    hovered: bool


@dataclass(frozen=True)
class CartesView:
    """Quatre Cartes' own part of a frame (``Frame.own``): the pending turn (a copy, as it
    stands), the round's summary on show, the cards and the roll's dice as placed, the person to
    act here, the refusal's place, the words of the roll panel, and the keys."""

    turn: Turn
    summary: Any = None  # story.RoundSummary while a round's scoring is up
    cards: tuple[CardView, ...] = ()
    dice: tuple[pygame.Rect, ...] = ()
    ring: int | None = None  # the roll's die with the keyboard's ring
    dice_left: bool = False
    playing: bool = False  # the person to act is here
    rolling: bool = False
    refused_at: str | None = None  # where a refusal's short sign shows now: a card, or "turn"
    told_since: tuple[str, ...] = ()
    elsewhere: str = ""
    go_key: str = ""
    stop_key: str = ""
    told_gist: tuple[str, ...] = ()  # ``told_since`` in one short line, where those do not fit whole


@dataclass(frozen=True)
class TableLayout:
    """Where each part of the table goes in the window."""

    banner: pygame.Rect
    players: pygame.Rect
    cards: tuple[pygame.Rect, ...]  # in the order of CARDS
    roll: pygame.Rect  # the panel under the cards: the roll, or the stop choice's words
    actions: tuple[pygame.Rect, ...]  # Continue, Stop, Undo placement
    dice: tuple[pygame.Rect, ...]  # the places of dice 1 to 8
    hint: pygame.Rect  # what to do, over the dice
    take_backs: tuple[pygame.Rect, ...]  # the stop choice: a button at the foot of each card
    keep: pygame.Rect
    cancel: pygame.Rect
    stop_hint: pygame.Rect  # the stop choice's words, in the roll panel
    dialog: pygame.Rect  # the round's summary, a panel over the table
    next: pygame.Rect

    @classmethod
    def fit(cls, rect: pygame.Rect) -> TableLayout:
        w, h = rect.w, rect.h
        margin = int(h * 0.015)
        banner = pygame.Rect(0, 0, w, int(h * 0.12))
        players = pygame.Rect(margin, banner.bottom + margin, w - 2 * margin, int(h * 0.1))
        top = players.bottom + margin
        card_h = int(h * 0.47)
        card_w = (w - 5 * margin) // 4
        cards = tuple(pygame.Rect(margin + i * (card_w + margin), top, card_w, card_h) for i in range(len(CARDS)))
        roll_top = top + card_h + margin
        roll = pygame.Rect(margin, roll_top, w - 2 * margin, h - margin - roll_top)
        # wide enough for "Undo placement (⌫)" on one line at the button size (the type scale)
        bw, bh, gap = int(min(w * 0.32, h * 0.5)), int(h * 0.062), int(h * 0.012)
        right = roll.right - int(h * 0.015)
        y_button = roll.y + (roll.h - 3 * bh - 2 * gap) // 2
        actions = tuple(pygame.Rect(right - bw, y_button + i * (bh + gap), bw, bh) for i in range(3))
        left = roll.x + int(h * 0.02)
        room = actions[0].x - int(h * 0.02) - left
        size = min(int(h * 0.08), int(room / (8 + 7 * 0.35)))
        step = int(size * 1.35)
        y = roll.bottom - size - int(h * 0.045)
        dice = tuple(pygame.Rect(left + i * step, y, size, size) for i in range(rules.DICE_PER_PLAYER))
        hint = pygame.Rect(left, roll.y + int(h * 0.008), room, y - roll.y - int(h * 0.025))
        # the take-back choice: one button at the foot of each card, the rest in the roll panel
        pad = int(h * 0.012)
        boxes = [card.inflate(-2 * pad, -2 * pad) for card in cards]
        # as wide as the card (within its edge), for its label's two lines
        edge = max(2, int(h * 0.004))
        tb = take_back_height(h, card_w - 2 * edge)
        take_backs = tuple(pygame.Rect(card.x + edge, box.bottom - tb, card.w - 2 * edge, tb)
                           for card, box in zip(cards, boxes))
        cw, ch = int(min(w * 0.42, h * 0.62)), int(h * 0.08)  # "Stop, keep all my dice (0)" on one line
        top = roll.y + (roll.h - 2 * ch - gap) // 2
        keep = pygame.Rect(right - cw, top, cw, ch)
        cancel = pygame.Rect(right - cw, top + ch + gap, cw, ch)
        stop_hint = pygame.Rect(left, roll.y + int(h * 0.015), keep.x - int(h * 0.03) - left,
                                roll.h - int(h * 0.03))
        dialog = pygame.Rect(0, 0, int(min(w * 0.92, h * 1.25)), int(h * 0.8))
        dialog.center = (w // 2, int(h * 0.55))
        next_rect = pygame.Rect(0, 0, int(dialog.w * 0.5), int(h * 0.075))
        next_rect.midbottom = (dialog.centerx, dialog.bottom - int(h * 0.02))
        return cls(banner, players, cards, roll, actions, dice, hint, take_backs, keep, cancel, stop_hint,
                   dialog, next_rect)


def take_back_height(h: int, width: int) -> int:
    """The height of the take-back buttons ``width`` wide: as many lines as the widest of their
    labels takes at the button size in this language (what a card scores now, for each of its
    keys), and no more, so that the card's dice keep the rest of the card."""
    px = theme.text_px(h, theme.BUTTON)
    line_h = theme.font(px, True).get_linesize()
    words = [texts.take_back_label(key) for key in pieces.CARD_LETTER.values()]
    for lines in (1, 2, 3):  # the lowest button whose label's room holds every label on that many lines
        height = int(lines * line_h / 0.84) + 2
        inner = width - int(height * 0.2)  # (``Button.inner``: a lower button leaves its label more width)
        if max(len(theme.wrap(w, px, inner, True)) for w in words) <= lines:
            break
    return max(int(h * 0.06), height)


def draw_players(surface: pygame.Surface, rect: pygame.Rect, state: rules.State, names: Sequence[str],
                 identities: Sequence[theme.Identity], active: int | None) -> None:
    """Everyone's box in a row across ``rect``: name, score, dice in hand, stopped; ``active``'s
    box marked as the one to play (None: nobody's, as under the round's summary)."""
    h = surface.get_height()
    n = state.num_seats
    gap = int(h * 0.01)
    box_w = (rect.w - (n - 1) * gap) // n
    for s in range(n):
        box = pygame.Rect(rect.x + s * (box_w + gap), rect.y, box_w, rect.h)
        pieces.draw_player_box(surface, box, names[s], identities[s], state.scores[s], state.in_hand[s],
                               bool(state.stopped[s]), active=s == active)


def draw_card(surface: pygame.Surface, rect: pygame.Rect, card: str, state: rules.State,
              identities: Sequence[theme.Identity], turn: Turn, *, playing: bool, focused: bool, hovered: bool,
              covered_from: int | None, title_px: int | None = None, refused: bool = False) -> None:
    """``card`` with everyone's dice on ``state``, this turn's pending ones ringed; ``playing``: the
    person to act here may put the picked dice on it (it says whether it takes them); ``refused``:
    a refusal's short tag on it."""
    c = CARDS.index(card)
    pieces.draw_card(surface, rect, card, [state.cards[s][c] for s in range(state.num_seats)], identities,
                     current=state.current, new=turn.faces_on(card) if turn.pending else (),
                     takes=playing and turn.takes_picked(card), focused=focused, hovered=hovered,
                     covered_from=covered_from, title_px=title_px, refused=refused)


def draw_roll(surface: pygame.Surface, rects: Sequence[pygame.Rect], roll: Sequence[int],
              identity: theme.Identity, turn: Turn, *, throw: Throw | None, focused: int | None) -> None:
    """The turn's roll in its places (``rects``, one a die), each with its key; a die waiting on a
    card leaves its place empty; while the dice are thrown (``throw``), each where it is in the throw;
    ``focused``: the place of the die with the keyboard's ring."""
    for index, rect in enumerate(rects[:len(roll)]):
        key = pieces.SLOT_KEYS[index]
        if throw is None and not turn.free(index):  # on a card, pending
            pieces.draw_empty_place(surface, rect, key)
            continue
        pieces.draw_roll_die(surface, rect, roll[index], identity, key, picked=index in turn.picked,
                             focused=index == focused, pose=REST if throw is None else throw.pose(index))


def roll_areas(surface: pygame.Surface, rects: Sequence[pygame.Rect], roll: Sequence[int], *,
               throw: Throw | None) -> list[pygame.Rect]:
    """Where ``draw_roll`` draws each die of the roll at this moment of ``throw``: its shadow, the
    die as thrown, its glow, its key under it and its ring (the areas of a frame that draws only
    what moves, ``ui/still_picture.py``)."""
    h = surface.get_height()
    side = int(theme.text_px(h, 0.026) * 1.3)  # a key cap's (``pieces.draw_key``), its side below too
    out = []
    for index, rect in enumerate(rects[:len(roll)]):
        pose = REST if throw is None else throw.pose(index)
        key = pygame.Rect(rect.centerx - side, rect.bottom, 2 * side, int(h * 0.006) + 2 * side)
        out.append(draw.die_extent(surface, rect, roll[index], pose=pose).union(key).union(
            rect.inflate(rect.w // 2 + 4, rect.h // 2 + 4)))
    return out


def draw_cards(surface: pygame.Surface, frame: Frame[rules.State], shown: rules.State) -> None:
    """The four cards as ``shown``, each under its take-back button while the stop choice is open."""
    view: CartesView = frame.own
    turn = view.turn
    h = surface.get_height()
    covered = {card.card: card.take.y if turn.stopping and card.take is not None else None for card in view.cards}
    # one title size on the four cards: the smallest any of them needs for its dice
    def held(card: str) -> list[tuple[int, ...]]:
        return [shown.cards[s][CARDS.index(card)] for s in range(shown.num_seats)]

    title = min((pieces.card_fit(h, c.rect, c.card, held(c.card), covered[c.card]).title_px for c in view.cards),
                default=None)
    signed = refusal_rect(frame) is not None and view.refused_at
    for card in view.cards:
        draw_card(surface, card.rect, card.card, shown, frame.identities, turn,
                  playing=view.playing, focused=card.focused, hovered=card.hovered,
                  covered_from=covered[card.card], title_px=title, refused=signed == card.card)


def draw_dice(surface: pygame.Surface, frame: Frame[rules.State]) -> None:
    """The active player's roll on the screen's dice (at rest), the focused one ringed."""
    view: CartesView = frame.own
    state = frame.now
    draw_roll(surface, view.dice, state.roll, frame.identity(state.current), view.turn, throw=None, focused=view.ring)


def refusal_rect(frame: Frame[rules.State]) -> pygame.Rect | None:
    """Where the refusal in the frame's message is signed: the card pressed, or the turn's words."""
    view: CartesView = frame.own
    if not frame.message or view.refused_at is None or view.summary is not None:
        return None
    if view.refused_at in CARDS:
        return view.cards[CARDS.index(view.refused_at)].rect
    return frame.layout.hint


def draw_refusal(surface: pygame.Surface, frame: Frame[rules.State]) -> None:
    """A refusal's short sign, for a moment: a red rim round the card pressed or the turn's
    words, covering none of them (its words are in the banner: issue 37, F5); on a card, its
    tag too, which the card draws where it covers nothing (``pieces.draw_card``'s ``refused``)."""
    near = refusal_rect(frame)
    if near is not None:
        card = frame.own.refused_at in CARDS  # a card's corners are round (pieces.draw_card)
        refusal_sign.draw_rim(surface, near, max(3, min(near.w, near.h) // 14) if card else 0)


def draw_roll_panel(surface: pygame.Surface, frame: Frame[rules.State], state: rules.State) -> None:
    """The panel under the cards drawing ``state``: the stop choice's words, the others' turns
    since the player's last (``told_since``), or what to do now."""
    view: CartesView = frame.own
    geo, turn = frame.layout, view.turn
    draw.panel(surface, geo.roll, theme.BG_DARK, radius=0.08)
    if state.is_over or view.summary is not None:
        return
    seat = state.current
    if turn.stopping:
        draw_stop_choice(surface, geo.stop_hint, frame.name(frame.now.current))
        return
    if view.told_since:  # a person back at the screen reads the others' turns before picking a die
        draw_since_and_prompt(surface, geo.hint, frame.name(seat), view)
        return
    if not view.rolling and not view.playing:
        wide = pygame.Rect(geo.hint.x, geo.hint.y, geo.roll.right - int(surface.get_height() * 0.02) - geo.hint.x,
                           geo.hint.h)  # the buttons are not on show while somebody else plays
        draw_elsewhere(surface, wide, view.elsewhere, frame.identity(seat))
        return
    draw_hint(surface, geo.hint, texts.roll_hint(
        frame.name(seat), rolling=view.rolling, dice_left=view.dice_left, pending=bool(turn.pending),
        go=view.go_key, stop=view.stop_key))


def draw_since_and_prompt(surface: pygame.Surface, rect: pygame.Rect, name: str, view: CartesView) -> None:
    """The strip "Since your last turn" and what to do now in one bold line: beside the strip's
    title where both fit on its line (the strip keeps all its room), else under the strip. The
    turn's next step stays readable while the others' turns are told."""
    h = surface.get_height()
    px, floor = theme.text_px(h, 0.025), theme.text_px(h, 0)  # as ``draw_since_last_turn`` sets them
    bold = theme.font(px, True)
    prompt = _("▶ Your turn: pick dice, then a card.")
    beside = rect.x + bold.size(_("Since your last turn ({name})").format(name=name))[0] + px * 2
    if beside + bold.size(prompt)[0] <= rect.right:
        draw_since_last_turn(surface, rect, name, list(view.told_since), view.told_gist)
        draw.text(surface, prompt, (beside, rect.y), px, theme.TEXT, bold=True)
        return
    line, told = bold.get_linesize(), theme.font(floor).get_linesize()
    strip = max(rect.h - line, int(px * 2.5) + 1)  # the strip's least room: its title and a line
    draw_since_last_turn(surface, pygame.Rect(rect.x, rect.y, rect.w, strip), name, list(view.told_since),
                         view.told_gist)
    top = rect.y + line + (strip - line) // told * told  # under the strip's title and whole lines
    draw.text_fit(surface, prompt, pygame.Rect(rect.x, top, rect.w, line), px, theme.TEXT, bold=True,
                  valign="center")


def draw_elsewhere(surface: pygame.Surface, rect: pygame.Rect, text: str, identity: theme.Identity) -> None:
    """Who plays now, elsewhere (a computer, a phone), over their dice: their symbol in their
    colour and the words in large, read from across the room."""
    h = surface.get_height()
    px = theme.text_px(h, 0.036)
    centre = (rect.x + px / 2, rect.y + theme.font(px, True).get_height() / 2)  # beside the first line
    draw.symbol(surface, identity.symbol, centre, px * 0.9, identity.colour, (0, 0, 0))
    indent = int(px * 1.4)
    draw.text_fit(surface, text, pygame.Rect(rect.x + indent, rect.y, rect.w - indent, rect.h), px, theme.TEXT,
                  bold=True)


def draw_hint(surface: pygame.Surface, rect: pygame.Rect, hint: str, dim: bool = False) -> None:
    """What to do now, over the dice (``dim``: somebody else plays, elsewhere)."""
    h = surface.get_height()
    draw.text_fit(surface, hint, rect, theme.text_px(h, 0.028), theme.TEXT_DIM if dim else theme.TEXT,
                  valign="center")


def draw_stop_choice(surface: pygame.Surface, rect: pygame.Rect, name: str) -> None:
    """In the roll panel: who stops and how to choose (the choices are on the cards)."""
    h = surface.get_height()
    title_px = theme.text_px(h, 0.04)
    draw.text(surface, _("{name} stops").format(name=name), (rect.x, rect.y), title_px, theme.ACCENT, bold=True)
    top = rect.y + int(title_px * 1.35)
    draw.text_fit(surface, _("You may take back all your dice from one card (its button, or I S M N): it "
                             "then scores 0 instead of what your row shows."),
                  pygame.Rect(rect.x, top, rect.w, rect.bottom - top), theme.text_px(h, 0.028), theme.TEXT)


# -- the round's summary: a row per card of its scorers' dice and points badges, then the totals --
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
    pygame.draw.rect(surface, pieces.CARD_COLOURS[card], band, border_radius=max(3, band.h // 8))
    mark = min(int(band.h * 0.6), int(band.w * 0.3))
    name_px = theme.text_px(h, 0.034)
    name_w = theme.font(name_px, True).size(card_name(card))[0]
    with_emblem = mark >= px and name_w + mark + px <= band.w
    if with_emblem:
        emblem = pieces.emblem_image(card, mark, theme.TEXT)
        surface.blit(emblem, (band.right - mark - px // 3, band.centery - mark // 2))
    room = band.w - px // 2 - ((mark + px // 2) if with_emblem else 0)
    draw.text(surface, pieces.fit_name(card_name(card), name_px, room, True), (band.x + px // 3, band.centery), name_px,
              theme.TEXT, bold=True, anchor="midleft")
    area = pygame.Rect(band.right + px // 2, rect.y, rect.right - band.right - px // 2, rect.h)
    scorers = _scorers(event)
    if not scorers:
        draw.text(surface, _("nobody placed dice here"), (area.x, area.centery), px, theme.TEXT_DIM,
                  anchor="midleft")
        return SummaryRow(card, rect, {}, [])
    bold = theme.font(px, True)
    tie_w = bold.size(pieces.TIE)[0] + px // 3
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
                tie = draw.text(surface, pieces.TIE, (x, mid), px, theme.TEXT_DIM, bold=True, anchor="midleft")
                x = tie.right + px // 3
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
        draw.text(surface, pieces.fit_name(names[seat], px, col - px * 1.8), (x + px * 1.4, top + row_h * 0.28), px,
                  theme.TEXT, anchor="midleft")
        badge = draw_points_badge(surface, signed_change(points[seat]), points[seat], (x, int(top + row_h * 0.72)), px)
        shown.append((seat, badge, points_colour(points[seat])))
        total = _("total {total}").format(total=signed(totals[seat]))
        draw.text(surface, pieces.fit_name(total, px, col - badge.w - px * 0.8, True), (badge.right + px // 3,
                  top + row_h * 0.72), px, theme.TEXT, bold=True, anchor="midleft")
    return SummaryDrawn(rows, shown)
