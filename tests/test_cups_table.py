"""The framework's table of cups (``ludicitude/ui/cups_table.py``, issue 37: "the framework draws
these pieces, so the example game (Perudo: cups, dice) uses them with no code of its own"): on the
public table a covered cup is drawn the same whatever dice it hides, and a call's reveal draws the
dice it shows. Perudo's own tests play the whole screen (its curtain, its bids, its reveal, the
kit's pixel secrecy check) where it is installed."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ludicitude.ui import theme
from ludicitude.ui.cups_table import CupsTable, CupsView, draw_cups_table
from ludicitude.ui.frame import Frame

HIDDEN = 0


@dataclass(frozen=True)
class Called:
    """The toy's call: every cup shown."""

    cups: tuple[tuple[int, ...], ...]
    face: int = 3


@dataclass(frozen=True)
class Toy:
    """What the table of cups reads of a view, besides its declaration."""

    cups: tuple[tuple[int, ...], ...]
    events: list[object] = field(default_factory=list)
    current: int = 0
    is_over: bool = False

    @property
    def num_seats(self) -> int:
        return len(self.cups)


word = lambda *_: "words"
CUPS = CupsTable(
    dice=lambda t, s: t.cups[s], hidden=HIDDEN, last_bid=lambda t: (2, 3), bidder=lambda t: 1,
    bid=tuple, call=tuple, call_key=pygame.K_d, reveal=Called, shown=lambda e: e.cups,
    counts=lambda e, f: f == e.face, more=word, fewer=word, bid_words=word, call_words=word, turn_words=word,
    revealed_words=word, private_words=word, curtain_words=word, lifting_words=word, on_table_words=word,
    count_words=word, out_words=word, own_words=word, refused_words=word, keys_words=word)


def drawn(make_app, table: Toy, now: Toy | None = None, settled: bool = True) -> bytes:
    """The table of cups drawn from a frame whose table as shown is ``table`` (the table's view)
    and whose state now is ``now`` (what the cups really hold)."""
    d = make_app(size=(1024, 768))
    surface = d.app.screen
    surface.fill((0, 0, 0))
    frame = Frame(size=surface.get_size(), table=table, now=now or table, running=(), beats=(), settled=settled,
                  playing=False, reduced=False, names=("Ana", "Bob"), told_names=("Ana", "Bob"),
                  identities=tuple(theme.PLAYER_IDENTITIES[:2]),
                  layout=None, focused=None, hover=None, message="", buttons=(), own=CupsView(CUPS))
    draw_cups_table(surface, frame, pygame.Rect(0, 0, 1024, 84), lambda e, names: "called")
    return pygame.image.tobytes(surface, "RGB")


def test_a_covered_cup_looks_the_same_whatever_it_hides_and_a_call_shows_the_dice(make_app):
    view = Toy(((HIDDEN,) * 5, (HIDDEN,) * 3))  # the table's view: every die under a cup unseen
    ones, sixes = ((1, 1, 1, 1, 1), (1, 1, 1)), ((6, 6, 6, 6, 6), (6, 6, 6))
    covered = drawn(make_app, view, now=Toy(ones))
    assert covered == drawn(make_app, view, now=Toy(sixes)), "the public table draws nothing of what a cup hides"
    assert covered != drawn(make_app, Toy(((HIDDEN,) * 4, (HIDDEN,) * 3))), "a cup says how many dice it covers"
    shown_ones = drawn(make_app, Toy(view.cups, [Called(ones)]), settled=False)
    shown_sixes = drawn(make_app, Toy(view.cups, [Called(sixes)]), settled=False)
    assert covered not in (shown_ones, shown_sixes) and shown_ones != shown_sixes, "the call shows the dice"
