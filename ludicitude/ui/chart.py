"""Each player's score through a game, drawn as a line chart with pygame alone (no plotting
library): one line a player in their colour, their symbol on its points, and at its end their
symbol, name and final score, so that colour never carries the meaning alone. Sizes are
fractions of the screen height, so it reads from the back of a room."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from ludicitude.core.i18n import _, signed
from ludicitude.core.names import without_level
from ludicitude.core.series import ScoreSeries
from ludicitude.ui import draw, theme

#: at most this many points carry their player's symbol (the line's end always does)
MAX_MARKED_POINTS = 16


def nice_ticks(low: int, high: int, most: int = 6) -> list[int]:
    """Round values from at most ``low`` to at least ``high``, 1, 2 or 5 times a power of ten
    apart, at most ``most`` + 1 of them (the chart's grid lines)."""
    if high <= low:
        low, high = low - 1, high + 1
    raw = (high - low) / max(1, most)
    power = 10 ** math.floor(math.log10(raw)) if raw > 0 else 1
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    step = max(1, int(step))
    start = math.floor(low / step) * step
    end = math.ceil(high / step) * step
    return list(range(int(start), int(end) + 1, step))


def x_ticks(first: int, count: int, room: int) -> list[int]:
    """The steps labelled under the chart: every one when there is room, else every 2nd, 5th,
    10th... (``room``: how many labels fit side by side)."""
    last = first + count - 1
    every = next((e for e in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000) if (last - first) // e + 1 <= max(2, room)),
                 max(1, last - first))
    shown = [x for x in range(first, last + 1) if x % every == 0]
    if shown and shown[0] != first and shown[0] - first < every:  # too near the first to be read
        shown = shown[1:]
    if first not in shown:
        shown.insert(0, first)
    if shown[-1] != last:
        if last - shown[-1] < every and len(shown) > 1:  # too near the last
            shown.pop()
        shown.append(last)
    return shown


def dotted(surface: pygame.Surface, colour: theme.Colour, a: tuple[float, float], b: tuple[float, float], width: int,
           step: int) -> None:
    """A dotted line from ``a`` to ``b``: a dot every ``step`` pixels."""
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    for i in range(int(length // step) + 1):
        f = i * step / length if length else 0.0
        pygame.draw.circle(surface, colour, (round(a[0] + (b[0] - a[0]) * f), round(a[1] + (b[1] - a[1]) * f)), width)


def spread(wanted: Sequence[float], gap: float, top: float, bottom: float) -> list[float]:
    """Label heights as near ``wanted`` as may be, at least ``gap`` apart, within top..bottom."""
    order = sorted(range(len(wanted)), key=lambda i: wanted[i])
    placed = [0.0] * len(wanted)
    y = top - gap
    for i in order:
        y = max(wanted[i], y + gap)
        placed[i] = y
    overflow = y - bottom
    if overflow > 0:  # pushed out at the bottom: move the pile up, keeping the gaps
        for k in reversed(range(len(order))):
            i = order[k]
            limit = bottom - (len(order) - 1 - k) * gap
            placed[i] = min(placed[i], limit)
    return [max(top, p) for p in placed]


def draw_score_chart(surface: pygame.Surface, rect: pygame.Rect, series: ScoreSeries, names: Sequence[str],
                     identities: Sequence[theme.Identity]) -> None:
    """The chart of ``series`` in ``rect``: what the scores are ("Points", "Gold") over the value
    axis, the steps' name ("Round", "Turn") under the other."""
    h = surface.get_height()
    px = theme.text_px(h, theme.BODY)
    small = theme.text_px(h, theme.SMALL)
    draw.panel(surface, rect, theme.BG_DARK, radius=0.03)
    pad = int(h * 0.02)
    if len(series.points) < 2:
        draw.text_fit(surface, _("Nothing to chart: the game's moves are not all known."),
                      rect.inflate(-2 * pad, -2 * pad), px, theme.TEXT_DIM, align="center", valign="center")
        return
    ticks = nice_ticks(series.low, series.high)
    lo, hi = ticks[0], ticks[-1]
    label_w = max(theme.font(small).size(signed(t))[0] for t in ticks)
    finals = series.points[-1]
    # the players' labels at the lines' ends: symbol, name, final score, at the body size (a name
    # too long for a third of the chart is shortened, never made smaller)
    tag_px = px
    room = rect.w * 0.34 - tag_px * 1.4
    tags = [f"{names[s]}  {signed(finals[s])}" for s in range(series.seats)]
    if any(theme.font(tag_px, True).size(t)[0] > room for t in tags):  # one name too long: every
        # computer's level left out alike (a legend never mixes "Bob (normal)" and "Dominique")
        tags = [draw.ellipsize(f"{without_level(names[s])}  {signed(finals[s])}", tag_px, room, True)
                for s in range(series.seats)]
    tag_w = max(theme.font(tag_px, True).size(t)[0] for t in tags) + int(tag_px * 1.5)
    plot = pygame.Rect(rect.x + pad + label_w + pad, rect.y + pad + int(small * 2.2),
                       0, 0)
    plot.w = rect.right - pad - tag_w - pad - plot.x
    plot.h = rect.bottom - pad - int(small * 2.6) - plot.y
    draw.text(surface, _(series.value), (plot.x - label_w - pad // 2, rect.y + pad // 2), small, theme.TEXT_DIM)

    def y_of(value: float) -> float:
        return plot.bottom - (value - lo) / (hi - lo) * plot.h

    count = len(series.points)

    def x_of(i: int) -> float:
        return plot.x + i / (count - 1) * plot.w

    line_w = max(2, h // 400)
    for t in ticks:
        y = y_of(t)
        pygame.draw.line(surface, theme.PANEL_LIGHT if t else theme.TEXT_DIM, (plot.x, y), (plot.right, y),
                         line_w if t else line_w + 1)
        draw.text(surface, signed(t), (plot.x - pad // 2, y), small, theme.TEXT_DIM, anchor="midright")
    room = max(2, plot.w // (theme.font(small).size(str(series.first + count))[0] + small))
    for x in x_ticks(series.first, count, room):
        cx = x_of(x - series.first)
        pygame.draw.line(surface, theme.PANEL_LIGHT, (cx, plot.bottom), (cx, plot.bottom + pad // 2), line_w)
        draw.text(surface, str(x), (cx, plot.bottom + pad // 2), small, theme.TEXT_DIM, anchor="midtop")
    draw.text(surface, _(series.axis), (plot.centerx, rect.bottom - pad), small, theme.TEXT_DIM,
              anchor="midbottom")
    width = max(3, h // 160)
    marker = max(theme.text_px(h, 0) * 0.6, h * 0.018)
    every = max(1, math.ceil(count / MAX_MARKED_POINTS))
    # the leaders are drawn last, on top
    order = sorted(range(series.seats), key=lambda s: finals[s])
    for seat in order:
        ident = identities[seat]
        pts = [(x_of(i), y_of(v)) for i, v in enumerate(series.of(seat))]
        pygame.draw.lines(surface, ident.colour, False, pts, width)
        for i in range(0, count - 1, every):
            draw.symbol(surface, ident.symbol, pts[i], marker, ident.colour, (0, 0, 0))
        draw.symbol(surface, ident.symbol, pts[-1], marker * 1.5, ident.colour, (0, 0, 0))
    gap = theme.font(tag_px, True).get_linesize()
    ends = spread([y_of(finals[s]) for s in range(series.seats)], gap, rect.y + pad + gap / 2,
                  rect.bottom - pad - gap / 2)
    for seat in range(series.seats):
        start = (plot.right + marker, y_of(finals[seat]))
        x = plot.right + pad
        if abs(ends[seat] - start[1]) > gap / 2:  # a name moved off its end: a thin dotted leader to it,
            # never read as the score's line (within half a line the name is plainly its end's)
            dotted(surface, theme.TEXT_DIM, start, (x, ends[seat]), max(1, width // 3), max(3, h // 180))
        draw.player_tag(surface, identities[seat], tags[seat], (x + pad // 2, ends[seat]), tag_px, theme.TEXT,
                        bold=True)
