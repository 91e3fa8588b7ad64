"""Pure drawing helpers: text, panels, player symbols and dice. They never change state."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from ludicitude.core.i18n import _, n_
from ludicitude.ui import theme
from ludicitude.ui.theme import Colour

if TYPE_CHECKING:
    from ludicitude.core.throw import Pose
    from ludicitude.ui import dice

#: the die piece (``ui/dice.py``), imported when a die is first drawn: the launcher's first
#: frame, from its kept backdrop, draws none (``tests/test_startup_imports.py``)
_dice: Any = None


def _piece() -> Any:
    global _dice
    if _dice is None:
        from ludicitude.ui import dice as piece

        _dice = piece
    return _dice


def __getattr__(name: str) -> Any:
    """``PIPS``: the die piece's pips (``dice.PIPS``), imported when first asked for."""
    if name == "PIPS":
        return _piece().PIPS
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def text(
    surface: pygame.Surface,
    s: str,
    pos: tuple[float, float],
    px: int,
    colour: Colour = theme.TEXT,
    *,
    bold: bool = False,
    anchor: str = "topleft",
) -> pygame.Rect:
    """Draw one line of text; ``anchor`` is a pygame.Rect attribute name ("center", "midleft"...)."""
    img = theme.render(s, px, colour, bold)
    r = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(img, r)
    return r


def ellipsize(s: str, px: int, width: float, bold: bool = False) -> str:
    """``s`` shortened with an ellipsis until it fits ``width`` pixels (for names in tight boxes)."""
    font = theme.font(px, bold)
    if font.size(s)[0] <= width:
        return s
    while len(s) > 1 and font.size(s + "…")[0] > width:
        s = s[:-1]
    return s + "…"


def fit_name(label_: str, px: int, width: float, bold: bool = False) -> str:
    """A seat's label (``core.names.seat_label``) in ``width`` pixels: whole if it fits, else a
    computer's without its level, and only then cut with an ellipsis (a person's long name)."""
    font = theme.font(px, bold)
    if font.size(label_)[0] <= width:
        return label_
    from ludicitude.core.names import without_level

    return ellipsize(without_level(label_), px, width, bold)


def label(surface: pygame.Surface, s: str, rect: pygame.Rect, px: int, colour: Colour = theme.TEXT, *,
          bold: bool = False, align: str = "center", valign: str = "center", lines: int = 2) -> pygame.Rect:
    """A label at ``px`` (a size of the type scale), never smaller: on one line, or wrapped onto
    at most ``lines`` lines where it is too wide. A label that does not fit ``rect`` so is a
    layout fault (``theme.layout_fault``): it is drawn anyway, at its size. Returns the rect drawn."""
    f = theme.font(px, bold)
    shown = theme.wrap(s, px, rect.w, bold)
    line_h = f.get_linesize() if len(shown) > 1 else f.get_height()
    if (len(shown) > lines or line_h * len(shown) > rect.h + 1
            or any(f.size(line)[0] > rect.w for line in shown)):
        theme.layout_fault(f"{s!r} at {px} px does not fit {rect.w}x{rect.h}")
    y = rect.y if valign == "top" else rect.centery - line_h * len(shown) // 2
    anchor = {"left": "topleft", "center": "midtop", "right": "topright"}[align]
    x = {"left": rect.x, "center": rect.centerx, "right": rect.right}[align]
    drawn = pygame.Rect(x, y, 0, 0)
    for line in shown:
        drawn.union_ip(text(surface, line, (x, y), px, colour, bold=bold, anchor=anchor))
        y += line_h
    return drawn


def label_width(s: str, px: int, bold: bool = False) -> int:
    """How wide ``s`` is on one line at ``px``."""
    return theme.font(px, bold).size(s)[0]


def text_fit(
    surface: pygame.Surface,
    s: str,
    rect: pygame.Rect,
    px: int,
    colour: Colour = theme.TEXT,
    *,
    bold: bool = False,
    align: str = "left",
    min_px: int | None = None,
    valign: str = "top",
    whole_lines: bool = False,
) -> int:
    """Draw ``s`` wrapped inside ``rect``, shrinking the size down to ``min_px`` (never below the
    screen's minimum) until it fits. Returns the height used. With ``whole_lines``, text that
    still does not fit at the smallest size is cut after the last line that fits whole."""
    floor = max(min_px or 0, theme.text_px(surface.get_height(), 0))
    size, lines = fit(s, rect.w, rect.h, px, floor, bold)
    line_h = theme.font(size, bold).get_linesize()
    if whole_lines:
        lines = lines[:max(0, rect.h // line_h)]
    y = rect.y
    if valign == "center":
        y = rect.centery - line_h * len(lines) // 2
    for line in lines:
        anchor = {"left": "topleft", "center": "midtop", "right": "topright"}[align]
        x = {"left": rect.x, "center": rect.centerx, "right": rect.right}[align]
        text(surface, line, (x, y), size, colour, bold=bold, anchor=anchor)
        y += line_h
    return y - rect.y


def fit(s: str, width: int, height: int, px: int, floor: int, bold: bool = False) -> tuple[int, list[str]]:
    """The size ``s`` is drawn at in ``width`` x ``height`` pixels and its lines there: ``px``, or
    smaller until the lines fit the height, but never below ``floor`` (where they may not fit)."""
    size = px
    while True:
        lines = theme.wrap(s, size, width, bold)
        if theme.font(size, bold).get_linesize() * len(lines) <= height or size <= floor:
            return size, lines
        size = max(floor, int(size * 0.9))


VEIL_ALPHA = 160  # how much a dialog over the table darkens it


@lru_cache(maxsize=2)
def veil(size: tuple[int, int]) -> pygame.Surface:
    """A dark veil of ``size``, laid under a dialog over the table (made once per window size)."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill((0, 0, 0, VEIL_ALPHA))
    return surface


def more_moves(count: int) -> str:
    """The moves a strip leaves out, counted as a whole phrase on a line of its own under the moves
    above it ("+ 7 more moves (L: log)"; never a fragment "and 7 more" that reads like a cut line)."""
    return n_("+ {count} more move (L: log)", "+ {count} more moves (L: log)", count).format(count=count)


def told_lines(lines: list[str], px: int, width: int, room: int) -> list[str]:
    """Moves in words (oldest first), as many as fit ``room`` lines of ``px`` text in ``width``,
    then "+ N more moves (L: log)" on a line of its own for the rest (``more_moves``): what a player
    missed is told whole or said to be cut, never dropped in silence."""
    def height(shown: list[str]) -> int:
        return len(theme.wrap("\n".join(shown), px, width))

    if height(lines) <= room:
        return lines
    for keep in range(len(lines) - 1, 0, -1):
        more = more_moves(len(lines) - keep)
        shown = [*lines[:keep], more]
        if height(shown) <= room:
            return shown
    # little room but a wide strip: each move on one line, cut short, so that the moves are said
    # and not only counted (a strip too narrow for a move's first words counts them)
    said = theme.font(px).size("M" * 16)[0]
    for keep in range(len(lines), 0, -1):
        more = more_moves(len(lines) - keep)
        if keep + (keep < len(lines)) <= room and width >= said and (
                keep == len(lines) or len(theme.wrap(more, px, width)) == 1):
            return [ellipsize(line, px, width) for line in lines[:keep]] + [more] * (keep < len(lines))
    more = _("(+{count}, L: log)").format(count=len(lines) - 1)
    if room >= 1 and width - theme.font(px).size(more + " ")[0] >= said:  # the first move, and how many follow
        return [" ".join(p for p in (ellipsize(lines[0], px, width - theme.font(px).size(more + " ")[0]),
                                     more if len(lines) > 1 else "") if p)]
    counted = n_("{count} move: L shows the log.", "{count} moves: L shows the log.", len(lines)).format(
        count=len(lines))
    if len(theme.wrap(counted, px, width)) > room >= 1:  # a narrow strip: the count in its fewest words
        compact = _("(+{count}, L: log)").format(count=len(lines))
        if len(theme.wrap(compact, px, width)) <= room:
            return [compact]
    return [counted]


Paragraph = tuple[str, Colour, bool]  # (text, colour, bold)


def paragraphs_height(shown: list[Paragraph], px: int, w: int) -> int:
    """How tall ``shown`` (text, colour, bold) paragraphs stand wrapped to ``w`` at ``px``."""
    return sum(len(theme.wrap(s, px, w, bold)) * theme.font(px, bold).get_linesize() for s, _colour, bold in shown)


def paragraphs(surface: pygame.Surface, texts: list[Paragraph], rect: pygame.Rect, px: int, *,
               shorter: Sequence[list[Paragraph]] = ()) -> int:
    """Draw (text, colour, bold) paragraphs down ``rect``, in their order and all at one size:
    ``px``, or smaller down to the screen's minimum until they fit whole. When they don't fit
    even then, the first of ``shorter`` that does is drawn instead (the same words with tips
    shortened or left out, shorter each time), so that what a player must read is never cut for
    a tip. Should none fit, the paragraphs of the last that can't be read whole are left out from
    the end (the first always shows, in the whole lines that fit). Returns the y under the last
    one drawn."""
    least = max(1, min(px, theme.text_px(surface.get_height(), 0)))

    def height(shown: list[Paragraph], size: int) -> int:
        return paragraphs_height(shown, size, rect.w)

    for shown in (texts, *shorter):
        size = px
        while height(shown, size) > rect.h and size > least:
            size = max(least, int(size * 0.9))
        if height(shown, size) <= rect.h:
            break
    y = rect.y
    for n, (s, colour, bold) in enumerate(shown):
        lines, line_h = theme.wrap(s, size, rect.w, bold), theme.font(size, bold).get_linesize()
        room = max(0, (rect.bottom - y) // line_h)
        if len(lines) > room:  # only when what must be read does not fit: never drawn over what is below
            if n:
                break
            lines = lines[:room]
        for line in lines:
            text(surface, line, (rect.x, y), size, colour, bold=bold)
            y += line_h
    return y


def panel(surface: pygame.Surface, rect: pygame.Rect, colour: Colour = theme.PANEL, *,
          radius: float = 0.18, border: Colour | None = None, width: int = 0) -> None:
    r = int(min(rect.w, rect.h) * radius)
    pygame.draw.rect(surface, colour, rect, border_radius=r)
    if border is not None:
        pygame.draw.rect(surface, border, rect, max(1, width), border_radius=r)


def slab_colour() -> Colour:
    """The fill of a message slab: the darkest panel tone a little lifted, so its inner shadow
    (black) shows, and light text on it keeps a projector's contrast (14:1 and more)."""
    dark, base = theme.BG_DARK, theme.PANEL
    lift = 0.4 if theme.text_scale > 1 else 0.2  # the projector's black is lifted more
    return tuple(round(d + (b - d) * lift) for d, b in zip(dark, base, strict=True))  # type: ignore[return-value]


def slab(surface: pygame.Surface, rect: pygame.Rect, radius: float = 0.1) -> None:
    """A dark panel for messages (a game's story strip, its words under the table): set into the
    table, as the player panels are framed: an inner shadow along its top and sides and a thin
    lit rim, not a flat black hole beside felt, coins and dice that have shadows."""
    h = surface.get_height()
    r = int(min(rect.w, rect.h) * radius)
    pygame.draw.rect(surface, slab_colour(), rect, border_radius=r)
    depth = max(4, int(h * 0.016))
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    for i in range(depth):  # darker at the edge, fading inwards; deeper under the top edge
        alpha = int(230 * (1 - i / depth) ** 1.5)
        inner = pygame.Rect(i, i, rect.w - 2 * i, rect.h - i)
        pygame.draw.rect(shade, (0, 0, 0, alpha), inner, 1, border_radius=max(0, r - i))
        for y in (2 * i, 2 * i + 1):  # the slab's whole width, round its corners: never a band cut short
            x = i + (r - math.sqrt(max(0, r * r - (r - y) ** 2)) if y < r else 0)
            pygame.draw.line(shade, (0, 0, 0, alpha), (int(x), y), (rect.w - 1 - int(x), y))
    surface.blit(shade, rect)
    pygame.draw.rect(surface, theme.PANEL_LIGHT, rect, theme.outline(h), border_radius=r)


def symbol(surface: pygame.Surface, name: str, center: tuple[float, float], size: float,
           colour: Colour, outline: Colour | None = None) -> None:
    """A player's shape, so that colour never carries meaning alone."""
    cx, cy = center
    r = size / 2
    pts: list[tuple[float, float]]
    if name == "circle":
        pygame.draw.circle(surface, colour, (cx, cy), r)
        if outline:
            pygame.draw.circle(surface, outline, (cx, cy), r, max(1, int(r / 5)))
        return
    if name == "ring":
        pygame.draw.circle(surface, colour, (cx, cy), r, max(2, int(r / 2.5)))
        return
    if name == "square":
        pts = [(cx - r * .85, cy - r * .85), (cx + r * .85, cy - r * .85),
               (cx + r * .85, cy + r * .85), (cx - r * .85, cy + r * .85)]
    elif name == "triangle":
        pts = [(cx, cy - r), (cx + r, cy + r * .8), (cx - r, cy + r * .8)]
    elif name == "diamond":
        pts = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    elif name == "star":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    elif name == "hexagon":
        pts = [(cx + r * math.cos(a), cy + r * math.sin(a))
               for a in (i * math.pi / 3 for i in range(6))]
    elif name == "cross":
        t = r * 0.38
        pts = [(cx - t, cy - r), (cx + t, cy - r), (cx + t, cy - t), (cx + r, cy - t),
               (cx + r, cy + t), (cx + t, cy + t), (cx + t, cy + r), (cx - t, cy + r),
               (cx - t, cy + t), (cx - r, cy + t), (cx - r, cy - t), (cx - t, cy - t)]
    else:
        raise ValueError(name)
    pygame.draw.polygon(surface, colour, pts)
    if outline:
        pygame.draw.polygon(surface, outline, pts, max(1, int(r / 5)))


def die(surface: pygame.Surface, rect: pygame.Rect, face: int | None, *,
        body: Colour = theme.DIE_FACE, pip: Colour | None = None,
        border: Colour | None = None, mark: str | None = None, mark_colour: Colour | None = None,
        selected: bool = False, pose: Pose | None = None, art: dice.Art | None = None,
        within: pygame.Rect | None = None) -> pygame.Rect:
    """A six-sided die showing ``face`` (None: face down, a question mark), drawn by the one die
    piece (``ui/dice.py``: lit, bevelled, its shadow on the table), at rest in ``rect`` or at
    ``pose`` in a throw (``core.timeline.tumble``); the die's box as drawn.

    ``pip``: the pips' colour; by default whichever of dark and light contrasts more with ``body``.
    ``within``: the part of the table a thrown die keeps to (``dice.as_thrown``).
    ``border``: a ring of that colour round the die (its owner's). ``art``: a game's pictures of
    its faces instead of pips. ``mark`` is a player symbol on a badge at the top-right corner,
    half off the die, so a die tells its owner without colour and no pip is ever covered (a 2
    never reads as a 1); like the glow of a ``selected`` die, it shows once the die lies still.
    """
    theme.note_drawn("die", min(rect.w, rect.h), str(face))
    dice = _piece()
    pose = dice.REST if pose is None else pose  # None: at rest
    pip = theme.pips_on(body) if pip is None else pip  # dark pips on a light die, light on a dark one
    look = dice.DieLook(body, pip, border, art)
    still = not pose.turned and pose.height == 0 and pose.alpha >= 1
    top = dice.top_face(rect)
    if selected and still:
        glow = top.inflate(top.w * 0.24, top.h * 0.24 + (rect.h - top.h))
        glow.top = int(top.top - top.h * 0.12)
        pygame.draw.rect(surface, theme.ACCENT, glow, border_radius=int(top.w * 0.3))
    box = dice.draw(surface, rect, face, look, pose) if within is None else dice.draw(
        surface, rect, face, look, pose, within)
    if mark and still:
        # centred just inside the corner: it clears the corner pip (dice.pip_centres)
        unit = dice.unit_of(rect.w, rect.h)
        centre = (top.right - unit * 0.08 + pose.dx * 2 * unit, top.top + unit * 0.08 + pose.dy * 2 * unit)
        r = unit * 0.42
        pygame.draw.circle(surface, theme.BG_DARK, centre, r)
        pygame.draw.circle(surface, border or (0, 0, 0), centre, r, max(1, int(unit / 12)))
        symbol(surface, mark, centre, r * 1.3, mark_colour or pip, (0, 0, 0))
    return box


def die_extent(surface: pygame.Surface, rect: pygame.Rect, face: int | None, *, pose: Pose | None = None,
               border: Colour | None = None, within: pygame.Rect | None = None) -> pygame.Rect:
    """All that ``die`` may touch of ``surface`` drawing the die of ``rect`` at ``pose`` (its shadow,
    glow and mark included: ``dice.extent``), for a screen that draws only what moves."""
    dice = _piece()
    return dice.extent(surface, rect, face, dice.DieLook(theme.DIE_FACE, (0, 0, 0), border),
                       dice.REST if pose is None else pose, within)


def player_tag(surface: pygame.Surface, identity: theme.Identity, name: str, pos: tuple[float, float],
               px: int, colour: Colour = theme.TEXT, *, bold: bool = False,
               anchor: str = "midleft") -> pygame.Rect:
    """A player's symbol in their colour followed by their name; a computer's level
    (``core.names.seat_label``'s "(expert)") after it as a tag of its own, smaller and dimmer,
    not part of the name."""
    name, level = split_level(name)
    img = theme.render(name, px, colour, bold)
    # dimmer than the name on whatever it stands on: the name's colour halfway to a mid grey
    dim = tuple((c * 3 + 128 * 2) // 5 for c in colour)
    tag = theme.render(level, level_px(surface.get_height(), px), dim) if level else None  # type: ignore[arg-type]
    gap = px * 0.35
    w = px + gap + img.get_width() + (gap + tag.get_width() if tag is not None else 0)
    box = pygame.Rect(0, 0, int(w), max(px, img.get_height()))
    setattr(box, anchor, (int(pos[0]), int(pos[1])))
    symbol(surface, identity.symbol, (box.x + px / 2, box.centery), px * 0.9, identity.colour, (0, 0, 0))
    shown = surface.blit(img, img.get_rect(midleft=(int(box.x + px + gap), box.centery)))
    if tag is not None:  # on the name's baseline
        base = shown.y + theme.font(px, bold).get_ascent()
        surface.blit(tag, (int(shown.right + gap), base - theme.font(level_px(surface.get_height(), px)).get_ascent()))
    return box


def split_level(label_: str) -> tuple[str, str]:
    """A seat's label as its name and its level ("⚙ Robin (expert)" -> "⚙ Robin", "(expert)"; a
    person's: the name and ""), to draw the level as a tag of its own; so too a line that ends
    with a computer's label ("Au tour de ⚙ Robin (expert)")."""
    from ludicitude.core.names import COMPUTER_BADGE, LEVEL_WORDS, without_level

    name = without_level(label_)
    if name == label_ and COMPUTER_BADGE in label_ and label_.endswith(")") and " (" in label_:
        level = label_[label_.rindex(" (") + 2:-1]
        if level in {_(word) for word in LEVEL_WORDS.values()}:
            name = label_[:label_.rindex(" (")]
    return name, label_[len(name):].strip()


def level_px(h: int, px: int) -> int:
    """The size of a computer's level tag beside a name at ``px``: the type scale's small size,
    never larger than the name."""
    return min(px, theme.text_px(h, theme.SMALL))


def player_chip(surface: pygame.Surface, identity: theme.Identity, center: tuple[float, float], size: float) -> None:
    """A player's chip: a disc in their colour with a rim and a sheen, their symbol on it in
    whichever of dark or light reads best (the symbol tells players apart without colour)."""
    cx, cy = center
    r = size / 2
    pygame.draw.circle(surface, (0, 0, 0), (cx + r * 0.06, cy + r * 0.1), r)  # its shadow on the table
    pygame.draw.circle(surface, identity.colour, (cx, cy), r)
    lit = tuple(min(255, c + 55) for c in identity.colour)
    pygame.draw.circle(surface, lit, (cx - r * 0.2, cy - r * 0.25), r * 0.55, draw_top_left=True)
    pygame.draw.circle(surface, identity.colour, (cx, cy), r * 0.72)
    pygame.draw.circle(surface, theme.BG_DARK, (cx, cy), r, max(2, int(r * 0.1)))
    symbol(surface, identity.symbol, (cx, cy), r * 0.95, theme.pips_on(identity.colour))
