"""Perudo's table, drawn from one frame of it as shown (``ludicitude.ui.frame.Frame``, built by the
framework for each drawing): every player's cup as face-down dice, the bid, the private screen
with its player's own dice, and the reveal after a Dudo (every die shown, those that count lit).
Functions of the frame and plain values only: this module never sees the scene.

While a Dudo's story plays, ``frame.table`` is the round the cups were rolled in, told the Dudo
and nothing after it (``story``'s beats say so): the banner names that round, never the next one.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ludicitude.core.i18n import _
from ludicitude.core.timeline import Wait
from ludicitude.ui import draw, theme
from ludicitude.ui.frame import Frame
from ludicitude.ui.pieces.cup import draw_cup
from perudo import rules, texts
from perudo.events import DudoCalled


@dataclass(frozen=True)
class PerudoView:
    """What Perudo's screen adds to the frame (whose private screen is open, with that player's
    own view, is the frame's ``private_seat`` and ``private``): whether the bid picked raises the
    last one, and the keys."""

    bid_allowed: bool = True
    keys: tuple[str, str, str, str] = ("", "", "", "")  # more, fewer, bid, Dudo
    hint_top: int = 0  # where the hint under the bidding buttons goes (under Dudo)


def panel_rect(rect: pygame.Rect) -> pygame.Rect:
    h = rect.h
    top = int(h * 0.11)
    width = int(min(rect.w * 0.46, h * 0.8))
    return pygame.Rect(rect.right - width - int(h * 0.02), top + int(h * 0.02), width, rect.h - top - int(h * 0.04))


def reveal_of(frame: Frame[rules.State]) -> DudoCalled | None:
    """The Dudo being shown: the last event told while its story plays."""
    events = frame.table.events
    if frame.settled or not events or not isinstance(events[-1], DudoCalled):
        return None
    return events[-1]


def turn_text(frame: Frame[rules.State], view: PerudoView) -> str:
    """The banner's first line."""
    table = frame.table
    if frame.private_seat is not None:
        return _("{name}: your dice, seen by you alone").format(name=frame.name(frame.private_seat))
    if reveal_of(frame) is not None:  # the Dudo's round, as the frame shows it
        return texts.dudo_title(table.round)
    return texts.turn_text(table, frame.names)


def draw_cups(surface: pygame.Surface, rect: pygame.Rect, frame: Frame[rules.State]) -> None:
    """Every seat's cup (the framework's, ``ui/pieces/cup``) over dice nobody here may see,
    with how many; on a Dudo the cups lift off the dice, then every die stays to be read."""
    h = surface.get_height()
    table, n = frame.table, frame.table.num_seats
    row_h = min(int(rect.h / n), int(h * 0.15))
    px = theme.text_px(h, 0.032)
    # the name on a line of its own, the cup under it: a long name never runs under the dice
    size = max(theme.die_px(h), min(int((row_h - px * 1.5) * 0.9), int(rect.w * 0.15)))
    dudo = reveal_of(frame)
    reveal = dudo if dudo is not None and not frame.playing else None
    lifting = frame.current(Wait) if dudo is not None else None
    lift = lifting.progress if lifting is not None else None  # the cups lifting
    shown = dudo if reveal is not None or lift is not None else None  # the dice under the cups
    for s in range(n):
        y = rect.y + s * row_h
        colour = theme.ACCENT if s == table.current and not table.is_over else theme.TEXT
        draw.player_tag(surface, frame.identity(s), frame.name(s), (rect.x, y + px * 0.6), px, colour)
        dice_y = y + int(px * 1.3)
        cup: tuple[int, ...] = table.cups[s]
        lit: set[int] = set()
        if shown is not None:
            cup = shown.cups[s]
        if reveal is not None:
            face = reveal.face
            lit = {i for i, f in enumerate(cup) if f == face or (f == 1 and face != 1)}
        if not cup:
            draw.text(surface, _("out"), (rect.x + int(px * 1.35), dice_y + size // 2), theme.text_px(h, 0.028),
                      theme.TEXT_DIM, anchor="midleft")
        covered = bool(cup) and all(f == rules.HIDDEN for f in cup)
        x0 = rect.x + int(px * 1.35)
        if covered:  # the dice under their owner's cup, and how many
            under = pygame.Rect(x0 + int(size * 0.2), dice_y + int(size * 0.12), int(size * 0.8), int(size * 0.8))
            draw_cup(surface, under, frame.identity(s).colour)
            draw.text(surface, f"×{len(cup)}", (under.right + int(size * 0.4), under.centery), px, theme.TEXT,
                      bold=True, anchor="midleft")
            continue
        for i, f in enumerate(cup):
            r = pygame.Rect(x0 + i * int(size * 1.2), dice_y, size, size)
            if r.right > rect.right:
                break
            draw.die(surface, r, f if f != rules.HIDDEN else None, selected=i in lit)
        if lift is not None and cup:  # the cup rising off the dice it covered
            draw_cup(surface, pygame.Rect(x0 + int(size * 0.2), dice_y + int(size * 0.12), int(size * 0.8),
                                          int(size * 0.8)), frame.identity(s).colour, lift=lift)
    if table.bid is not None and table.bidder is not None and reveal is None:
        text = _("On the table: {bid}, by {name}").format(bid=texts.bid_text(*table.bid), name=frame.name(table.bidder))
        draw.text_fit(surface, text, pygame.Rect(rect.x, rect.bottom, rect.w, int(h * 0.05)),
                      theme.text_px(h, 0.036), theme.ACCENT, bold=True, valign="center")
    draw.text(surface, texts.dice_on_table(table.total_dice),
              (rect.x, rect.bottom + int(h * 0.075)), theme.text_px(h, 0.028), theme.TEXT_DIM, anchor="midleft")


def draw_private(surface: pygame.Surface, rect: pygame.Rect, frame: Frame[rules.State]) -> None:
    """The bidder's own dice (from their view only: ``frame.private``) and the bid they are making."""
    h = surface.get_height()
    draw.panel(surface, rect, radius=0.04)
    size = max(theme.die_px(h), int(h * 0.06))
    x, y = rect.x + int(h * 0.02), rect.y + int(h * 0.02)
    draw.text(surface, _("Your dice"), (x, y), theme.text_px(h, 0.03), theme.TEXT_DIM)
    view: PerudoView = frame.own
    seat, private = frame.private_seat, frame.private
    own = private.cups[seat] if private is not None and seat is not None else ()
    for i, f in enumerate(own):
        draw.die(surface, pygame.Rect(x + i * int(size * 1.2), y + int(h * 0.05), size, size), f)
    if not view.bid_allowed:
        hint = pygame.Rect(x, view.hint_top + int(h * 0.015), rect.w - int(h * 0.04), int(h * 0.1))
        draw.text_fit(surface, _("That bid does not raise the last one: more dice, or a higher face."), hint,
                      theme.text_px(h, 0.026), theme.TEXT_DIM)
    keys = pygame.Rect(x, rect.bottom - int(h * 0.1), rect.w - int(h * 0.04), int(h * 0.09))
    more, fewer, bid, dudo = view.keys
    words = _("Keys: {more}/{fewer} the number, 1-6 the face, {bid} bids, {dudo} calls Dudo.").format(
        more=more, fewer=fewer, bid=bid, dudo=dudo)
    draw.text_fit(surface, words, keys, theme.text_px(h, 0.024), theme.TEXT_DIM)


def draw_reveal_line(surface: pygame.Surface, rect: pygame.Rect, frame: Frame[rules.State]) -> None:
    h = surface.get_height()
    dudo = reveal_of(frame)
    if dudo is None or frame.playing:
        text = _("Dudo! The cups are lifted...")
    else:
        text = texts.describe(dudo, frame.names)
    draw.text_fit(surface, text, rect, theme.text_px(h, 0.034), theme.TEXT, valign="center")


def draw_table(surface: pygame.Surface, frame: Frame[rules.State], banner: pygame.Rect) -> None:
    """The table under the banner (the scene draws the banner, with the coach's chip)."""
    rect = surface.get_rect()
    h = rect.h
    seat = frame.private_seat
    dudo = reveal_of(frame)
    private = seat is not None and dudo is None
    panel = panel_rect(rect)
    cups_w = rect.w - (panel.w + int(h * 0.06) if private else int(h * 0.04))
    draw_cups(surface, pygame.Rect(int(h * 0.02), banner.bottom + int(h * 0.02), cups_w,
                                   rect.h - banner.bottom - int(h * 0.14)), frame)
    if private:
        draw_private(surface, panel, frame)
    elif dudo is not None:
        line = pygame.Rect(int(h * 0.02), rect.bottom - int(h * 0.2), rect.w - int(h * 0.04), int(h * 0.08))
        draw_reveal_line(surface, line, frame)
