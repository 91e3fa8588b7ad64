"""The end of a game of Cadenas: why it ended, each player's points row by row, the ranking."""

from __future__ import annotations

import pygame

from ludicitude.core.i18n import _
from ludicitude.games.cadenas import rules, texts
from ludicitude.games.cadenas.pieces import INK, ROW_COLOURS, ROW_SYMBOLS, number_text
from ludicitude.games.cadenas.rules import ROWS
from ludicitude.ui import draw, theme
from ludicitude.ui.game_scene import EndScreen


class ScoreTable(EndScreen):
    """The end of a game of Cadenas: why it ended, each player's points row by row, the ranking."""

    def draw_content(self, surface: pygame.Surface) -> None:
        rect = surface.get_rect()
        w, h = rect.w, rect.h
        state = self.session.state
        assert isinstance(state, rules.State)
        names = self.session.names
        end = next((e for e in reversed(state.events) if e.kind == "game_end"), None)
        title = texts.end_text(end.data["reason"], state.winners, state.scores, names) if end else ""
        draw.text_fit(surface, title, pygame.Rect(w * 0.04, h * 0.03, w * 0.92, h * 0.12),
                      theme.text_px(h, 0.045), theme.ACCENT, bold=True, align="center", valign="center")
        order = sorted(range(state.num_seats), key=lambda s: -state.scores[s])
        table_w = int(min(w * 0.94, h * 1.3))
        x0 = rect.centerx - table_w // 2
        row_h = min(int(h * 0.075), int(h * 0.6 / (state.num_seats + 1.5)))
        top = int(h * 0.17) + row_h // 2
        px = max(theme.text_px(h, 0), min(theme.text_px(h, 0.034), int(row_h * 0.62)))
        name_w = table_w * 0.36
        col_w = (table_w - name_w) / 6
        headers = [texts.row_title(r) for r in ROWS] + [_("Grey"), _("Total")]
        for c, label in enumerate(headers):
            cx = x0 + name_w + col_w * (c + 0.5)
            if c < 4:  # each row's symbol above its name
                draw.symbol(surface, ROW_SYMBOLS[ROWS[c]], (cx, top + row_h * 0.05), row_h * 0.45,
                            ROW_COLOURS[ROWS[c]], INK)
            number_text(surface, label, pygame.Rect(cx - col_w / 2, top + row_h * 0.3, col_w, row_h * 0.7),
                        px, theme.TEXT_DIM, bold=True)
        rank, last = 0, None
        for i, s in enumerate(order):
            y = top + row_h * (i + 1)
            if state.scores[s] != last:
                rank, last = i + 1, state.scores[s]
            win = s in state.winners
            colour = theme.ACCENT if win else theme.TEXT
            if i % 2 == 0:
                pygame.draw.rect(surface, theme.PANEL, pygame.Rect(x0, y, table_w, row_h))
            draw.text(surface, f"{rank}.", (x0 + px * 0.3, y + row_h / 2), px, colour, bold=True,
                      anchor="midleft")
            draw.player_tag(surface, self.session.identities[s], names[s], (x0 + px * 2, y + row_h / 2), px,
                            colour, bold=win)
            values = [str(state.row_score(s, r)) for r in ROWS]
            values += [str(-rules.POINTS_PER_GREY_BOX * state.grey[s]), str(state.scores[s])]
            for c, value in enumerate(values):
                cell = pygame.Rect(x0 + name_w + col_w * c, y, col_w, row_h)
                number_text(surface, value, cell, px, colour, bold=win or c == 5)
