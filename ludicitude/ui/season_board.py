"""The club's season standings for the projector: one game's leaderboard over every table's
games (club/link.py reads them from the club folder), large, each person with their chip (the
colour and symbol of their latest game). The demo shows it between its games when a club folder
is set (ui/demo.py)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from ludicitude.core.i18n import _
from ludicitude.ui import draw, theme
from ludicitude.ui.theme import IDENTITY_BY_KEY

#: rows of the standings shown at most (the projector's text stays large); the rest are counted
MAX_ROWS = 8


def draw_season_board(surface: pygame.Surface, area: pygame.Rect, game_name: str,
                      lines: Sequence[Mapping[str, Any]], identities: Mapping[str, str]) -> None:
    """``lines`` (``all_stats`` leaderboard lines, best first) of ``game_name`` in ``area``: a
    title, then one row per person: place, chip, name, rating, games played and won."""
    h = surface.get_height()
    surface.fill(theme.BG, area)
    title_h = int(h * 0.1)
    draw.text_fit(surface, _("The club's season: {game}").format(game=game_name),
                  pygame.Rect(area.x + area.w * 0.03, area.y + h * 0.02, area.w * 0.94, title_h),
                  theme.text_px(h, 0.055), theme.ACCENT, bold=True, align="center")
    top = area.y + int(h * 0.02) + title_h
    table_w = int(min(area.w * 0.94, h * 1.6))
    table = pygame.Rect(area.centerx - table_w // 2, top, table_w, area.bottom - top - int(h * 0.02))
    if not lines:
        draw.text_fit(surface, _("No finished game of {game} in the club's season yet.").format(game=game_name),
                      table, theme.text_px(h, 0.04), theme.TEXT_DIM, align="center")
        return
    room = max(1, int(table.h // (h * 0.085)) - 1)
    shown = min(len(lines), MAX_ROWS, room)
    row_h = min(int(h * 0.1), table.h // (shown + (1 if len(lines) > shown else 0)))
    px = theme.text_px(h, 0.045)
    small = theme.text_px(h, 0.032)
    counts = [_("Played: {played} · Won: {won}").format(played=line["played"], won=line["won"])
              for line in lines[:shown]]
    played_x = table.right - int(table_w * 0.02)
    # the rating's column just left of the widest count, whatever the language's words
    rating_x = played_x - max(theme.font(small).size(c)[0] for c in counts) - px
    rating_w = max(theme.font(px, True).size(f"{line['ordinal']:.1f}")[0] for line in lines[:shown])
    for i, (line, count) in enumerate(zip(lines[:shown], counts)):
        y = table.y + row_h * i + row_h // 2
        if i % 2 == 0:
            draw.panel(surface, pygame.Rect(table.x, y - row_h // 2, table.w, row_h - 2), theme.PANEL, radius=0.2)
        colour = theme.ACCENT if i == 0 else theme.TEXT
        draw.text(surface, f"{i + 1}.", (table.x + px * 0.4, y), px, colour, bold=True, anchor="midleft")
        chip_x = table.x + px * 2.2
        identity = IDENTITY_BY_KEY.get(identities.get(line["player"], ""))
        if identity is not None:
            draw.symbol(surface, identity.symbol, (chip_x + px * 0.45, y), px * 0.9, identity.colour, (0, 0, 0))
        name_x = chip_x + px * 1.3
        draw.text(surface, draw.fit_name(line["player"], px, rating_x - rating_w - name_x - px, True), (name_x, y), px,
                  colour, bold=True, anchor="midleft")
        draw.text(surface, f"{line['ordinal']:.1f}", (rating_x, y), px, colour, bold=True, anchor="midright")
        draw.text(surface, count, (played_x, y), small, theme.TEXT_DIM, anchor="midright")
    if len(lines) > shown:
        draw.text(surface, _("and {count} more").format(count=len(lines) - shown),
                  (table.centerx, table.y + row_h * shown + row_h // 4), small, theme.TEXT_DIM, anchor="midtop")
