"""Colours, player identities, fonts and sizes.

Sizes are fractions of the screen height, so every screen reads the same on a laptop, a
4:3 projector and a 4K television. No text is drawn smaller than 1/40 of the height.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache

import pygame

from ludicitude.core.i18n import N_
from ludicitude.resources import asset_path

Colour = tuple[int, int, int]

BG = (24, 40, 34)  # green baize
BG_DARK = (14, 26, 22)
FELT_EDGE = BG_DARK  # the felt darkens to this at the screen's edges, as under a lamp
PANEL = (38, 60, 52)
PANEL_LIGHT = (56, 86, 74)
TEXT = (245, 240, 225)
TEXT_DIM = (190, 196, 184)
ACCENT = (244, 196, 48)  # gold
FOCUS = (255, 255, 255)
DANGER = (214, 76, 64)
GOOD = (92, 190, 110)
DIE_FACE = (250, 248, 240)
DIE_PIP = (20, 20, 20)
CURTAIN = (30, 20, 48)
# buttons: a live one is a raised key in a lit green that no panel has, with a dark lip under it;
# one not yet possible is sunk, darker than its panel, its words dim (never the same fill)
BUTTON_FACE = (36, 116, 94)
BUTTON_LIP = (6, 14, 12)
BUTTON_OFF = (20, 34, 30)
BUTTON_OFF_TEXT = (132, 146, 138)

MIN_TEXT = 1 / 40  # of the screen height: the smallest text anywhere
MIN_DIE = 1 / 28  # of the screen height: the smallest die face anywhere
# projector mode is read from across a room: text at least 1/32 of the height, dice 1/20
PROJECTOR_MIN_TEXT = 1 / 32
PROJECTOR_MIN_DIE = 1 / 20
#: a screen at least this wide for its height is a wide one (16:9, 16:10): a game's screen may put
#: a panel beside its table there, and under it on a narrower one (4:3, 5:4) (``is_wide``)
WIDE = 1.5
#: the shape (width / height) of the window a screen is laid out for while it draws in an area of
#: another shape (a replay's game above its bar, which is wider than its 4:3 window); None: its own
window_shape: float | None = None
#: the height of that window, for what keeps the window's type there (a game's banner: "whose
#: turn" reads as large in a replay as live, ``banner_height``); None: the area's own
window_height: int | None = None

# The type scale: the few sizes a screen's text is set in, as fractions of the screen height
# (``text_px(h, theme.BUTTON)``; projector mode makes each 15 % larger, never below its minimum).
# A label keeps its size: one that does not fit its place is a layout fault (``layout_fault``),
# found by the walk over every screen (tests/test_type_scale.py), and mended by the layout
# (wider buttons, two rows, shorter words), never by smaller type.
DISPLAY = 0.08  # the program's name on the launcher
TITLE = 0.055  # a screen's title; the winner on the end screen
HEADING = 0.04  # a game's name on its tile, a panel's title, the podium's names
BUTTON = 0.03  # every button and choice, so the buttons of a row are one size
BODY = 0.03  # running text: a pitch, a line of the ranking, a reason
SMALL = 0.026  # a note under something bigger: a tile's player count, a chart's axis


class _Record:
    """A small frozen value compared by its fields (``__slots__``): what a frozen dataclass
    gives, without the millisecond a dataclass takes to build at the start-up."""

    __slots__: tuple[str, ...] = ()

    def _set(self, *values: object) -> None:
        for name, value in zip(self.__slots__, values):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is frozen: can't set {name!r}")

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, type(self)) and type(other) is type(self) and self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __reduce__(self) -> tuple[object, ...]:  # copied and pickled through its constructor
        return (type(self), self._values())

    def __repr__(self) -> str:
        inside = ", ".join(f"{name}={value!r}" for name, value in zip(self.__slots__, self._values()))
        return f"{type(self).__name__}({inside})"


class Identity(_Record):
    """A player's colour, always shown with a symbol so colour never carries meaning alone."""

    __slots__ = ("key", "label", "colour", "symbol")
    key: str
    label: str  # English source, translated when shown
    colour: Colour
    symbol: str  # name of a shape drawn by draw_symbol

    def __init__(self, key: str, label: str, colour: Colour, symbol: str) -> None:
        self._set(key, label, colour, symbol)


PLAYER_IDENTITIES: list[Identity] = [
    Identity("red", N_("Red"), (220, 68, 60), "circle"),
    Identity("blue", N_("Blue"), (66, 126, 230), "square"),
    Identity("yellow", N_("Yellow"), (240, 200, 40), "triangle"),
    Identity("green", N_("Green"), (70, 180, 90), "diamond"),
    Identity("purple", N_("Purple"), (160, 96, 210), "star"),
    Identity("orange", N_("Orange"), (245, 140, 40), "cross"),
    Identity("cyan", N_("Cyan"), (60, 200, 210), "hexagon"),
    Identity("pink", N_("Pink"), (240, 120, 180), "ring"),
]
IDENTITY_BY_KEY = {i.key: i for i in PLAYER_IDENTITIES}
_STANDARD_COLOURS = {i.key: i.colour for i in PLAYER_IDENTITIES}
# Okabe and Ito's colour-blind-safe set, nearest in name to each standard colour; the symbols
# still tell players apart where two colours look alike
_COLOURBLIND_COLOURS = {"red": (213, 94, 0), "blue": (0, 114, 178), "yellow": (240, 228, 66),
                        "green": (0, 158, 115), "purple": (204, 121, 167), "orange": (230, 159, 0),
                        "cyan": (86, 180, 233), "pink": (250, 200, 225)}


_STANDARD = {"BG": BG, "BG_DARK": BG_DARK, "FELT_EDGE": FELT_EDGE, "PANEL": PANEL, "PANEL_LIGHT": PANEL_LIGHT,
             "TEXT_DIM": TEXT_DIM, "CURTAIN": CURTAIN, "BUTTON_FACE": BUTTON_FACE, "BUTTON_OFF": BUTTON_OFF,
             "BUTTON_OFF_TEXT": BUTTON_OFF_TEXT}
# projector mode: a deeper baize that still reads as a table, black text panels, brighter
# secondary text, stronger panels (more contrast for a washed-out projector image); text 15 %
# larger, at least 1/32 of the height
_PROJECTOR = {"BG": (22, 62, 46), "BG_DARK": (0, 0, 0), "FELT_EDGE": (4, 18, 12), "PANEL": (30, 58, 48),
              "PANEL_LIGHT": (62, 104, 88), "TEXT_DIM": (232, 232, 220), "CURTAIN": (16, 8, 32),
              "BUTTON_FACE": (26, 118, 94), "BUTTON_OFF": (12, 26, 22), "BUTTON_OFF_TEXT": (128, 140, 132)}
text_scale = 1.0
min_text = MIN_TEXT
min_die = MIN_DIE


def configure(*, projector: bool, palette: str = "standard") -> None:
    """Switch the palette and type sizes between the standard and projector looks, and the
    players' colours between the standard and the colour-blind-friendly sets."""
    global text_scale, min_text, min_die
    colours = _COLOURBLIND_COLOURS if palette == "colourblind" else _STANDARD_COLOURS
    for i, ident in enumerate(PLAYER_IDENTITIES):
        new = Identity(ident.key, ident.label, colours[ident.key], ident.symbol)
        PLAYER_IDENTITIES[i] = new  # in place: every holder of the list or the dict sees it
        IDENTITY_BY_KEY[ident.key] = new
    for name, value in (_PROJECTOR if projector else _STANDARD).items():
        globals()[name] = value
    text_scale = 1.15 if projector else 1.0
    min_text = PROJECTOR_MIN_TEXT if projector else MIN_TEXT
    min_die = PROJECTOR_MIN_DIE if projector else MIN_DIE


def look() -> tuple[object, ...]:
    """Everything ``configure`` sets, as one value: what a picture drawn in this look depends on."""
    return (tuple(globals()[name] for name in _STANDARD), text_scale, min_text, min_die,
            tuple(i.colour for i in PLAYER_IDENTITIES))


def luminance(colour: Colour) -> float:
    """WCAG relative luminance of an sRGB colour (0 black to 1 white)."""
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: Colour, b: Colour) -> float:
    """WCAG contrast ratio of two colours, 1 to 21 (text and pips want 4.5 at least)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def pips_on(body: Colour) -> Colour:
    """The pips a die of colour ``body`` needs to be read from the back of a room: dark or light,
    whichever contrasts more. The usual pips where they reach 4.5:1, else pure black or white
    (one of those two always reaches 4.58:1)."""
    return _pips_on(tuple(body), DIE_PIP, DIE_FACE)


@lru_cache(maxsize=64)  # asked for every die drawn, every frame of a throw
def _pips_on(body: Colour, dark: Colour, light: Colour) -> Colour:
    for pip in (dark, light):
        if contrast(pip, body) >= 4.5:
            return pip
    return max(((0, 0, 0), (255, 255, 255)), key=lambda pip: contrast(pip, body))


def is_wide(width: int, height: int) -> bool:
    """Whether a screen ``width`` x ``height`` is laid out as a wide one (``WIDE``): by its
    window's shape where it draws in part of it (``window_shape``)."""
    return (window_shape if window_shape is not None else width / max(1, height)) >= WIDE


def banner_px(height: int, fraction: float) -> int:
    """``text_px`` for a game's banner drawn ``height`` high: ``fraction`` of its window's height
    (``window_height``) where the game draws in part of it, so the turn reads as large in a replay
    as in the live game; the floor stays the window's (``min_text`` is scaled to the area there)."""
    if window_height is None:
        return text_px(height, fraction)
    return max(int(math.ceil(height * min_text)), int(window_height * fraction * text_scale))


def text_px(height: int, fraction: float) -> int:
    """A font size in pixels for ``fraction`` of the screen height, never below the minimum
    (1/40 of the height; 1/32 in projector mode)."""
    return max(int(math.ceil(height * min_text)), int(height * fraction * text_scale))


def die_px(height: int) -> int:
    """The smallest die face a screen may draw, in pixels: 1/28 of the height (1/20 in
    projector mode). Where a combination of dice can't be drawn that large, show it compactly."""
    return int(math.ceil(height * min_die))


def outline(height: int) -> int:
    """Line thickness for outlines: thicker in projector mode."""
    return max(2, int(height * (0.005 if text_scale > 1 else 0.003)))


@lru_cache(maxsize=64)
def font(px: int, bold: bool = False) -> pygame.font.Font:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return pygame.font.Font(str(asset_path("fonts", name)), px)


class Drawn(_Record):
    """One piece of text or one die face as it was drawn: its kind, its size in pixels (a font's
    size; a die's side) and what it showed."""

    __slots__ = ("kind", "px", "what")
    kind: str  # "text" or "die"
    px: int
    what: str

    def __init__(self, kind: str, px: int, what: str) -> None:
        self._set(kind, px, what)


_recording: list[Drawn] | None = None


@contextmanager
def recording_sizes() -> Iterator[list[Drawn]]:
    """Collect every text and die face drawn inside the ``with`` (off otherwise: the size test
    measures what a screen really draws, and a player's frames pay one ``is None`` a draw)."""
    global _recording
    before, _recording = _recording, []
    try:
        yield _recording
    finally:
        _recording = before


_faults: list[str] | None = None


@contextmanager
def recording_faults() -> Iterator[list[str]]:
    """Collect every layout fault (a label that does not fit its place at its size) met while
    drawing inside the ``with``."""
    global _faults
    before, _faults = _faults, []
    try:
        yield _faults
    finally:
        _faults = before


def recording() -> bool:
    """Whether sizes or faults are being recorded (a screen's cache of its still picture then
    draws afresh, so that what it shows is measured)."""
    return _recording is not None or _faults is not None


def layout_fault(what: str) -> None:
    """A label does not fit its place at its size: a fault of the layout, which the type-scale
    walk reports (the label is drawn anyway, wrapped or cut: never smaller)."""
    if _faults is not None:
        _faults.append(what)


def note_drawn(kind: str, px: int, what: str) -> None:
    """Record a die face (or text drawn outside ``render``) while sizes are being recorded."""
    if _recording is not None:
        _recording.append(Drawn(kind, px, what))


def render(text: str, px: int, colour: Colour = TEXT, bold: bool = False) -> pygame.Surface:
    """Rendered text, cached: drawing the same label every frame costs a blit only."""
    if _recording is not None and text.strip():
        _recording.append(Drawn("text", px, text))
    return _render(text, px, colour, bold)


@lru_cache(maxsize=2048)
def _render(text: str, px: int, colour: Colour, bold: bool) -> pygame.Surface:
    # whatever arrives (a name from an old save, a phone, a message) is drawn, never raised on:
    # a NUL can't reach the font, and text of zero width (U+200B, U+FEFF...) is an empty strip
    f = font(px, bold)
    text = text.replace("\x00", "\ufffd")
    try:
        return f.render(text, True, colour)
    except pygame.error:
        if f.size(text)[0] > 0:
            raise
        return pygame.Surface((0, f.get_height()), pygame.SRCALPHA)


def wrap(text: str, px: int, width: int, bold: bool = False) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` pixels (words are never cut)."""
    f = font(px, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = _words(paragraph)
        line = ""
        for word in words:
            trial = word if not line else f"{line} {word}"
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        if lines and re.fullmatch(KEY_HINT, line) and " " in lines[-1]:
            # a button's key alone on the last line: the word before it goes down with it where
            # that fits ("... -5)" / "(P)" reads as two buttons)
            head, last = lines[-1].rsplit(" ", 1)
            if f.size(f"{last} {line}")[0] <= width:
                lines[-1], line = head, f"{last} {line}"
        lines.append(line)
    return lines


_CLINGS = frozenset(":;!?»%")  # French puts a space before these, and no line starts with one


def _words(paragraph: str) -> list[str]:
    """The words a line may break between: a colon, semicolon, ! or ? (or a closing »), set after
    a space as French sets them, stays with the word before it (no line starts with " : bluff")."""
    words: list[str] = []
    for word in paragraph.split(" "):
        if words and word and word[0] in _CLINGS:
            words[-1] = f"{words[-1]} {word}"
        else:
            words.append(word)
    return words


#: a key's name in brackets: a capital or an arrow first ("(P)", "(Enter)", "(⌫)"), not a
#: word such as a computer's level ("(normal)"), which may go to the next line
#: (compiled when first needed, ``re`` keeping it: not a part of the start-up)
KEY_HINT = r"\([A-ZÀ-Þ⌫←→↑↓⏎][^()\s]{0,7}\)"


def reset_caches() -> None:
    """Forget fonts and rendered text (they die with ``pygame.quit``)."""
    font.cache_clear()
    _render.cache_clear()
