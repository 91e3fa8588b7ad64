"""The rules screen's worked examples for Quatre Cartes: a Maxi card scored at the end of a round
and, where there is room, what Neuf accepts; both judged by the rules core."""

from __future__ import annotations

import pygame

from ludicitude.core.i18n import _, signed_change
from ludicitude.games.cartes import pieces, rules, texts
from ludicitude.games.cartes.rules import card_name
from ludicitude.ui import draw, theme

EXAMPLE_NAMES = ("Ana", "Bob", "Chloé")


def draw_rules_example(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A Maxi card at the end of a round, scored by the rules core: Ana and Bob tie on 17 and
    cancel (−5 each), so Chloé's 8 is the best and takes 5; nobody is second."""
    h = surface.get_height()
    combos = [(5, 6, 6), (6, 5, 6), (4, 4)]
    result = rules.score_card(rules.MAXI, combos)
    tied = {s for group in result.tied for s in group}
    pad = int(h * 0.012)
    wide = rect.w > rect.h * 1.6
    if wide:
        card = pygame.Rect(rect.x, rect.y, int(rect.w * 0.5), rect.h)
        words = pygame.Rect(card.right + pad * 2, rect.y, rect.right - card.right - pad * 2, rect.h)
    else:  # a tall column: the card as tall as its rows need, the words under it
        card_h = min(int(rect.h * 0.6), int(h * (0.034 * 1.4 + 3 * 0.06)) + 3 * pad)
        card = pygame.Rect(rect.x, rect.y, rect.w, card_h)
        words = pygame.Rect(rect.x + pad, card.bottom + pad * 2, rect.w - 2 * pad,
                            rect.bottom - card.bottom - pad * 3)
    inner, top, small = _example_card(surface, card, rules.MAXI)
    row_h = min(int(h * 0.06), (inner.bottom - top) // len(combos))
    die_size = int(row_h * 0.8)
    bold = theme.font(small, True)
    for seat, faces in enumerate(combos):
        ident = theme.PLAYER_IDENTITIES[seat]
        mid = top + seat * row_h + row_h // 2
        tag = draw.player_tag(surface, ident, EXAMPLE_NAMES[seat], (inner.x, mid), small, theme.TEXT)
        x = inner.x + max(tag.w, bold.size("Chloé")[0] + small * 1.4) + pad
        for face in faces:
            draw.die(surface, pygame.Rect(x, mid - die_size // 2, die_size, die_size), face,
                     body=ident.colour, mark=ident.symbol, mark_colour=theme.DIE_FACE)
            x += int(die_size * 1.1)
        points = result.points[seat]
        draw.text(surface, signed_change(points), (inner.right, mid), small,
                  theme.GOOD if points > 0 else theme.DANGER, bold=True, anchor="midright")
        if seat in tied:
            draw.text(surface, pieces.TIE, (inner.right - bold.size("+5")[0] - small // 2, mid), small,
                      theme.TEXT_DIM, bold=True, anchor="midright")
    caption = _("Example: Ana and Bob both total 17 on Maxi. Tied, they cancel and get −5; "
                "Chloé's 8 is then the best and takes 5; nobody is second.")
    used = draw.text_fit(surface, caption, words, theme.text_px(h, 0.028), theme.TEXT,
                         valign="center" if wide else "top")
    room = pygame.Rect(rect.x, words.y + used + pad * 3, rect.w, rect.bottom - words.y - used - pad * 3)
    neuf_h = int(h * (0.034 * 1.4 + 2 * 0.052)) + 2 * pad
    if not wide and room.h >= neuf_h + int(h * 0.08):
        _draw_neuf_example(surface, room, neuf_h)


def _example_card(surface: pygame.Surface, card: pygame.Rect, which: str) -> tuple[pygame.Rect, int, int]:
    """The dark card of a rules example, with its name and what it accepts. Returns the card's
    inner rect, the y under its title and the small text size, for the rows drawn on it."""
    h = surface.get_height()
    pad = int(h * 0.012)
    draw.panel(surface, card, theme.BG_DARK, radius=0.06)
    inner = card.inflate(-2 * pad, -2 * pad)
    small = theme.text_px(h, 0.026)
    title = draw.text(surface, card_name(which), inner.topleft, theme.text_px(h, 0.034), theme.ACCENT, bold=True)
    accepts = texts.card_accepts_text(which)
    if title.right + pad * 2 + theme.font(small).size(accepts)[0] <= inner.right:  # beside the title
        draw.text(surface, accepts, (title.right + pad * 2, title.centery), small, theme.TEXT_DIM, anchor="midleft")
        return inner, title.bottom + pad // 2, small
    # a narrow card: what it accepts on its own lines under the title, whole
    lines = theme.wrap(accepts, small, inner.w)
    box = pygame.Rect(inner.x, title.bottom, inner.w, len(lines) * theme.font(small).get_linesize())
    draw.label(surface, accepts, box, small, theme.TEXT_DIM, align="left", valign="top", lines=len(lines))
    return inner, box.bottom + pad // 2, small


def _draw_neuf_example(surface: pygame.Surface, rect: pygame.Rect, card_h: int) -> None:
    """A second example, where there is room: what Neuf accepts, judged by the rules core."""
    h = surface.get_height()
    pad = int(h * 0.012)
    before, tries = (4, 5), [(3,), (3, 6)]
    card = pygame.Rect(rect.x, rect.y, rect.w, card_h)
    inner, top, small = _example_card(surface, card, rules.NEUF)
    row_h = min(int(h * 0.052), (inner.bottom - top) // len(tries))
    die_size = int(row_h * 0.8)
    ident = theme.PLAYER_IDENTITIES[0]
    ring = max(2, int(h * 0.004))
    for i, added in enumerate(tries):
        mid = top + i * row_h + row_h // 2
        tag = draw.player_tag(surface, ident, EXAMPLE_NAMES[0], (inner.x, mid), small, theme.TEXT)
        x = tag.right + pad * 2
        for k, face in enumerate(before + added):
            die_rect = pygame.Rect(x, mid - die_size // 2, die_size, die_size)
            draw.die(surface, die_rect, face, body=ident.colour, mark=ident.symbol,
                     mark_colour=theme.DIE_FACE)
            if k >= len(before):  # added this turn
                pygame.draw.rect(surface, theme.FOCUS, die_rect.inflate(ring * 2 + 2, ring * 2 + 2), ring,
                                 border_radius=int(die_size * 0.25))
            x += int(die_size * 1.15)
        accepted = rules.combination_refusal(rules.NEUF, before, added) is None
        draw.text(surface, f"{sum(before + added)} {'✓' if accepted else '✗'}", (inner.right, mid), small,
                  theme.GOOD if accepted else theme.DANGER, bold=True, anchor="midright")
    draw.text_fit(surface, _("Ana holds 4 5 on Neuf (9). Adding a 3 would make 12: refused. Adding 3 and 6 "
                             "makes 18: accepted."),
                  pygame.Rect(rect.x + pad, card.bottom + pad * 2, rect.w - 2 * pad,
                              rect.bottom - card.bottom - pad * 2),
                  theme.text_px(h, 0.028), theme.TEXT)
