"""A table of cups, drawn and played by the framework: seats round a table, each with a cup over
dice only its owner sees; in turn, each person raises the bid (a number of dice and a face) or
calls it on their private screen, behind the hot-seat curtain; a call lifts every cup and the
dice that count are lit (liar's dice: Perudo, Dudo, Bluff). A game declares what is its own as
data, a ``CupsTable`` (where each seat's dice are, its bid and call, the event that lifts the
cups, its words), and its screen is a ``CupsScene`` holding it as ``cups_table``: no drawing,
layout or story of its own.

The public table is drawn from the table's view only (``Frame.table``): a seat's dice its cup
hides are the rules' ``hidden`` value there, so nothing of a cup shows before the call. The
private screen draws its player's dice from that seat's own view (``Frame.private``). While a
call's story plays (the cups lifting, then the dice waiting to be read), the table as shown is
the round the cups were rolled in, told the call and nothing after it (``Beat.told``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

import pygame

from ludicitude.core.game import Event, GameState
from ludicitude.core.timeline import TUMBLE_SECONDS, Beat, Wait, WaitForPerson
from ludicitude.ui import draw, theme
from ludicitude.ui.frame import Frame
from ludicitude.ui.game_scene import GameScene
from ludicitude.ui.pieces.cup import draw_cup

S = TypeVar("S", bound=GameState)
FACES = range(1, 7)
Words = Callable[[], str]


@dataclass(frozen=True)
class CupsTable:
    """What a game of cups declares (every word a function, so it is said in the language of the
    moment, from the game's own catalogue)."""

    #: each seat's dice in a view of the State: ``dice(state, seat)``, ``hidden`` for a die unseen
    dice: Callable[[Any, int], Sequence[int]]
    hidden: int
    #: the bid on the table in a view, ``(quantity, face)`` or None, and who made it
    last_bid: Callable[[Any], tuple[int, int] | None]
    bidder: Callable[[Any], int | None]
    #: the action class of a bid, ``bid(quantity, face)`` (with those two fields), and the call's
    bid: type[Any]
    call: Callable[[], Any]
    call_key: int  # the call's key (the bid's is B)
    #: the event that lifts every cup, each seat's dice it shows (``shown(event)``), and whether
    #: a face shown counts for the bid called (``counts(event, face)``: lit)
    reveal: type[Event]
    shown: Callable[[Any], Sequence[Sequence[int]]]
    counts: Callable[[Any, int], bool]
    # the words
    more: Words
    fewer: Words
    bid_words: Callable[[int, int], str]  # "Bid four threes"
    call_words: Words  # "Dudo!"
    turn_words: Callable[[Any, Sequence[str]], str]  # the banner's first line (the table as shown, names)
    revealed_words: Callable[[Any], str]  # the banner's first line over a reveal (the table as shown)
    private_words: Callable[[str], str]  # the banner's first line over a private screen (its player's name)
    curtain_words: Callable[[Any], str]  # the hot-seat curtain's line (the table)
    lifting_words: Words  # under the cups while they lift
    on_table_words: Callable[[tuple[int, int], str], str]  # the bid on the table, by whom
    count_words: Callable[[int], str]  # how many dice the table has
    out_words: Words  # beside a seat with no dice
    own_words: Words  # over the private screen's dice ("Your dice")
    refused_words: Words  # under the buttons when the bid picked does not raise the last one
    keys_words: Callable[[str, str, str, str], str]  # the keys: more, fewer, bid, call


@dataclass(frozen=True)
class CupsView:
    """What the cups' screen adds to the frame (whose private screen is open, with that player's
    own view, is the frame's ``private_seat`` and ``private``): the declaration, whether the bid
    picked raises the last one, the keys, and where the hint under the buttons goes."""

    cups: CupsTable
    bid_allowed: bool = True
    keys: tuple[str, str, str, str] = ("", "", "", "")  # more, fewer, bid, call
    hint_top: int = 0


class CupsScene(GameScene[S]):
    """The screen of a game of cups (see the module docstring): its buttons (More and Fewer, a die
    for each face, the bid and the call, the story's Go on), the private turn, the call's story
    (the cups lift, then the dice wait for a person to read them), the layout and the drawing."""

    cups_table: CupsTable  # the game's declaration

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        self.quantity, self.face = 1, 2
        cups = self.cups_table
        # the private screen's buttons and keys, declared once (ui/bindings.py) and shown while it is
        # open; a bid or a call can't be taken back, so neither is primary and Enter (on "More")
        # never makes one
        bidding = lambda: self.private_seat is not None
        self.faces = [self.button((), lambda f=f: self.pick_face(f), die=f, picked=lambda f=f: self.face == f,
                                  shown=bidding) for f in FACES]  # a die each, its digit its key
        self.fewer = self.button((pygame.K_DOWN,), lambda: self.change(-1), cups.fewer, shown=bidding)
        self.more = self.button((pygame.K_UP,), lambda: self.change(1), cups.more, shown=bidding)
        # each plays its action for the private screen's seat, greyed (saying the rules' words) when refused
        self.bid_button = self.button((pygame.K_b,), words=lambda: cups.bid_words(self.quantity, self.face),
                                      plays=lambda: cups.bid(self.quantity, self.face), shown=bidding, costly=True)
        self.call_button = self.button((cups.call_key,), words=cups.call_words, plays=cups.call, style="danger",
                                       costly=True, shown=lambda: bidding() and cups.last_bid(self.table) is not None)
        # the go on under the reveal: shown while it waits for the people here
        self.widgets = [self.fewer, self.more, *self.faces, self.bid_button, self.call_button, self.go_on]

    @property
    def reveal(self) -> Event | None:
        """The call being shown (its story playing), if any."""
        events = self.shown_table.events
        if self.timeline.done or not events or not isinstance(events[-1], self.cups_table.reveal):
            return None
        return events[-1]

    def story_of(self, before: GameState, after: GameState, events: list[Event]) -> list[Beat]:
        """After a call the cups lift (input only skips it), then every die waits to be read."""
        call = next((i for i, e in enumerate(events) if isinstance(e, self.cups_table.reveal)), None)
        if call is None:
            return []
        # the table is told the call, and nothing after it (the next round), until the reveal closes
        return [Wait(name="lift", seconds=TUMBLE_SECONDS, told=call + 1), WaitForPerson(told=call + 1)]

    def private_turn(self, seat: int) -> str:
        """A person's turn on their private screen: the first bid on show, and the curtain's words."""
        cups = self.cups_table
        first = next((a for a in self.table.legal_actions(seat) if isinstance(a, cups.bid) and a.face != 1),
                     cups.bid(1, 2))  # the first legal bid off ones (wild where they are), else the least
        self.quantity, self.face = first.quantity, first.face
        return cups.curtain_words(self.table)

    def harmless_focus(self) -> Any:
        return self.more  # on the private screen the focus starts on More: Enter never bids or calls by itself

    def change(self, step: int) -> None:
        table, cups = self.table, self.cups_table
        total = sum(len(cups.dice(table, s)) for s in range(table.num_seats))
        self.quantity = max(1, min(total, self.quantity + step))

    def pick_face(self, face: int) -> None:
        self.face = face

    # -- drawing ----------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        h = rect.h
        panel = panel_rect(rect)
        size = max(theme.die_px(h), int(h * 0.07))
        gap = int(size * 0.3)
        x = panel.x + int(h * 0.02)
        y = panel.y + int(h * 0.07) + max(theme.die_px(h), int(h * 0.06)) + int(h * 0.03)
        bw, bh = int(min(panel.w * 0.45, h * 0.34)), int(h * 0.07)
        self.fewer.rect = pygame.Rect(x, y, bw, bh)
        self.more.rect = pygame.Rect(x + bw + gap, y, bw, bh)
        y += bh + gap
        for i, button in enumerate(self.faces):
            button.rect = pygame.Rect(x + i * (size + gap), y, size, size)
        y += size + gap * 2
        self.bid_button.rect = pygame.Rect(x, y, bw * 2 + gap, bh)
        self.call_button.rect = pygame.Rect(x, y + bh + gap, bw * 2 + gap, bh)

    def frame_own(self) -> CupsView:
        """The cups' part of the frame: the declaration, whether the bid picked is allowed, the keys
        its hint names, and where that hint goes."""
        keys = (self.key_of(self.more), self.key_of(self.fewer), self.key_of(self.bid_button),
                self.key_of(self.call_button))
        if self.private_seat is None:
            return CupsView(self.cups_table, keys=keys)
        return CupsView(self.cups_table, self.bid_button.enabled, keys, self.call_button.rect.bottom)

    def draw_table(self, surface: pygame.Surface, frame: Frame) -> None:
        rect = surface.get_rect()
        banner = pygame.Rect(0, 0, rect.w, int(rect.h * 0.11))
        shown = frame.table
        self.draw_banner(surface, banner, turn_text(frame), None if shown.is_over else shown.current)
        draw_cups_table(surface, frame, banner, self.texts.describe)


# -- the drawing: functions of the frame and plain values only ------------------------------------
def panel_rect(rect: pygame.Rect) -> pygame.Rect:
    """The private screen's panel, at the right."""
    h = rect.h
    top = int(h * 0.11)
    width = int(min(rect.w * 0.46, h * 0.8))
    return pygame.Rect(rect.right - width - int(h * 0.02), top + int(h * 0.02), width, rect.h - top - int(h * 0.04))


def reveal_of(frame: Frame) -> Event | None:
    """The call being shown: the last event told while its story plays."""
    events = frame.table.events
    cups: CupsTable = frame.own.cups
    if frame.settled or not events or not isinstance(events[-1], cups.reveal):
        return None
    return events[-1]


def turn_text(frame: Frame) -> str:
    """The banner's first line."""
    cups: CupsTable = frame.own.cups
    if frame.private_seat is not None:
        return cups.private_words(frame.name(frame.private_seat))
    if reveal_of(frame) is not None:  # the call's round, as the frame shows it
        return cups.revealed_words(frame.table)
    return cups.turn_words(frame.table, frame.told_names)


def draw_cups(surface: pygame.Surface, rect: pygame.Rect, frame: Frame) -> None:
    """Every seat's cup (``ui/pieces/cup``) over dice nobody here may see, with how many; on a
    call the cups lift off the dice, then every die stays to be read, those that count lit."""
    h = surface.get_height()
    cups: CupsTable = frame.own.cups
    table, n = frame.table, frame.table.num_seats
    row_h = min(int(rect.h / n), int(h * 0.15))
    px = theme.text_px(h, 0.032)
    # the name on a line of its own, the cup under it: a long name never runs under the dice
    size = max(theme.die_px(h), min(int((row_h - px * 1.5) * 0.9), int(rect.w * 0.15)))
    call = reveal_of(frame)
    reveal = call if call is not None and not frame.playing else None
    lifting = frame.current(Wait) if call is not None else None
    lift = lifting.progress if lifting is not None else None  # the cups lifting
    shown = cups.shown(call) if call is not None and (reveal is not None or lift is not None) else None
    total = 0
    for s in range(n):
        y = rect.y + s * row_h
        colour = theme.ACCENT if s == table.current and not table.is_over else theme.TEXT
        dice_y = y + int(px * 1.3)
        cup = tuple(cups.dice(table, s))
        total += len(cup)
        lit: set[int] = set()
        if shown is not None:
            cup = tuple(shown[s])
        rising = lift is not None and bool(cup)  # its cup rises over the name: the name goes over it
        if not rising:
            draw.player_tag(surface, frame.identity(s), frame.name(s), (rect.x, y + px * 0.6), px, colour)
        if reveal is not None:
            lit = {i for i, f in enumerate(cup) if cups.counts(reveal, f)}
        if not cup:
            draw.text(surface, cups.out_words(), (rect.x + int(px * 1.35), dice_y + size // 2),
                      theme.text_px(h, 0.028), theme.TEXT_DIM, anchor="midleft")
        covered = bool(cup) and all(f == cups.hidden for f in cup)
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
            draw.die(surface, r, f if f != cups.hidden else None, selected=i in lit)
        if rising and lift is not None:  # the cup rising off the dice it covered, under its owner's name
            draw_cup(surface, pygame.Rect(x0 + int(size * 0.2), dice_y + int(size * 0.12), int(size * 0.8),
                                          int(size * 0.8)), frame.identity(s).colour, lift=lift)
            draw.player_tag(surface, frame.identity(s), frame.name(s), (rect.x, y + px * 0.6), px, colour)
    bid, bidder = cups.last_bid(table), cups.bidder(table)
    if bid is not None and bidder is not None and call is None:  # the call's own line replaces it
        draw.text_fit(surface, cups.on_table_words(bid, frame.name(bidder)),
                      pygame.Rect(rect.x, rect.bottom, rect.w, int(h * 0.05)),
                      theme.text_px(h, 0.036), theme.ACCENT, bold=True, valign="center")
    draw.text(surface, cups.count_words(total), (rect.x, rect.bottom + int(h * 0.075)), theme.text_px(h, 0.028),
              theme.TEXT_DIM, anchor="midleft")


def draw_private(surface: pygame.Surface, rect: pygame.Rect, frame: Frame) -> None:
    """The player's own dice (from their view only: ``frame.private``) and the bid they are making."""
    h = surface.get_height()
    view: CupsView = frame.own
    cups = view.cups
    draw.panel(surface, rect, radius=0.04)
    size = max(theme.die_px(h), int(h * 0.06))
    x, y = rect.x + int(h * 0.02), rect.y + int(h * 0.02)
    draw.text(surface, cups.own_words(), (x, y), theme.text_px(h, 0.03), theme.TEXT_DIM)
    seat, private = frame.private_seat, frame.private
    own = cups.dice(private, seat) if private is not None and seat is not None else ()
    for i, f in enumerate(own):
        draw.die(surface, pygame.Rect(x + i * int(size * 1.2), y + int(h * 0.05), size, size), f)
    if not view.bid_allowed:
        hint = pygame.Rect(x, view.hint_top + int(h * 0.015), rect.w - int(h * 0.04), int(h * 0.1))
        draw.text_fit(surface, cups.refused_words(), hint, theme.text_px(h, 0.026), theme.TEXT_DIM)
    keys = pygame.Rect(x, rect.bottom - int(h * 0.1), rect.w - int(h * 0.04), int(h * 0.09))
    draw.text_fit(surface, cups.keys_words(*view.keys), keys, theme.text_px(h, 0.024), theme.TEXT_DIM)


def draw_cups_table(surface: pygame.Surface, frame: Frame, banner: pygame.Rect,
                    describe: Callable[[Event, Sequence[str]], str]) -> None:
    """The table under the banner: the cups, and the private screen or the line under a reveal
    (``describe``: the game's words for the call, ``texts.describe``)."""
    rect = surface.get_rect()
    h = rect.h
    cups: CupsTable = frame.own.cups
    call = reveal_of(frame)
    private = frame.private_seat is not None and call is None
    panel = panel_rect(rect)
    cups_w = rect.w - (panel.w + int(h * 0.06) if private else int(h * 0.04))
    draw_cups(surface, pygame.Rect(int(h * 0.02), banner.bottom + int(h * 0.02), cups_w,
                                   rect.h - banner.bottom - int(h * 0.14)), frame)
    if private:
        draw_private(surface, panel, frame)
    elif call is not None:
        line = pygame.Rect(int(h * 0.02), rect.bottom - int(h * 0.2), rect.w - int(h * 0.04), int(h * 0.08))
        text = cups.lifting_words() if frame.playing else describe(call, frame.told_names)
        draw.text_fit(surface, text, line, theme.text_px(h, 0.034), theme.TEXT, valign="center")


def draw_dice_example(surface: pygame.Surface, rect: pygame.Rect, intro: str, rows: Sequence[Sequence[int]],
                      lit: Callable[[int], bool], outro: str) -> None:
    """A rules screen's worked example of cups lifted (``examples.py``'s ``draw_rules_example``):
    ``intro`` over the rows of dice, the faces that count lit, and ``outro``, the count, beside
    them on a wide panel or under them."""
    h = surface.get_height()
    px = theme.text_px(h, 0.028)
    used = draw.text_fit(surface, intro, pygame.Rect(rect.x, rect.y, rect.w, int(rect.h * 0.3)), px, theme.TEXT)
    top = rect.y + used + int(h * 0.01)
    widest = max(len(row) for row in rows)
    size = max(theme.die_px(h), min(int((rect.bottom - top) / (len(rows) + 0.7)), int(rect.w / (widest + 1.5))))
    for row, cup in enumerate(rows):
        for i, face in enumerate(cup):
            r = pygame.Rect(rect.x + i * int(size * 1.2), top + row * int(size * 1.2), size, size)
            draw.die(surface, r, face, selected=lit(face))
    right = rect.x + widest * int(size * 1.2) + int(h * 0.01)
    if rect.right - right > rect.w * 0.3:  # a wide panel: the count beside the cups
        where = pygame.Rect(right, top, rect.right - right, rect.bottom - top)
    else:
        bottom = top + len(rows) * int(size * 1.2)
        where = pygame.Rect(rect.x, bottom, rect.w, rect.bottom - bottom)
    draw.text_fit(surface, outro, where, px, theme.TEXT)
