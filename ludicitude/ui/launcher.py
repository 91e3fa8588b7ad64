"""The launcher: every registered game as a tile, and the way to settings."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ludicitude.core.i18n import _
from ludicitude.games import GAMES, GameSpec
from ludicitude.ui import draw, theme
from ludicitude.ui.widgets import Button, Widget, WidgetScene, label

if TYPE_CHECKING:
    from ludicitude.ui.host import Host



class GameTile(Widget):
    def __init__(self, game: GameSpec, on_press: Callable[[GameSpec], Any]) -> None:
        super().__init__()
        self.game = game
        self.on_press = on_press

    def press(self) -> None:
        self.on_press(self.game)

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        r = self.rect
        h = surface.get_height()
        draw.panel(surface, r, theme.PANEL_LIGHT if hovered else theme.PANEL, radius=0.08)
        if focused:
            pygame.draw.rect(surface, theme.FOCUS, r.inflate(8, 8), max(3, h // 200),
                             border_radius=int(min(r.w, r.h) * 0.1))
        pad = int(r.h * (0.05 if r.w < h * 0.6 else 0.08))
        px = theme.text_px(h, 0.05)
        while px > theme.text_px(h, 0) and theme.font(px, True).size(self.game.name)[0] > r.w - 2 * pad:
            px -= 1  # a long name in a narrow tile (more than four games) shrinks rather than overflows
        title = draw.text(surface, self.game.name, (r.x + pad, r.y + pad), px, theme.ACCENT, bold=True)
        players = _("{low} to {high} players").format(low=self.game.min_seats, high=self.game.max_seats)
        label_rect = draw.text(surface, players, (r.right - pad, r.bottom - pad), theme.text_px(h, 0.028),
                               theme.TEXT_DIM, anchor="bottomright")
        size = int(r.h * 0.18)
        # the game's picture, so a tile reads at a glance, where its dice fit beside the label (in
        # the narrower tiles of more than four games, the name and the pitch carry the tile)
        room = (label_rect.x - r.x - pad) // int(size * 1.25)
        if room < len(self.game.tile_dice):
            size, room = label_rect.h, 0
        for i, face in enumerate(self.game.tile_dice[:room]):
            die_rect = pygame.Rect(r.x + pad + i * int(size * 1.25), r.bottom - pad - size, size, size)
            draw.die(surface, die_rect, face)
        # the pitch down to the picture (in a narrow tile, from just under the name: no picture)
        top = r.y + int(r.h * 0.32) if room else title.bottom + int(r.h * 0.02)
        body = pygame.Rect(r.x + pad, top, r.w - 2 * pad, r.bottom - pad - size - int(r.h * 0.02) - top)
        draw.text_fit(surface, _(self.game.pitch), body, theme.text_px(h, 0.03), theme.TEXT, whole_lines=True)


class Launcher(WidgetScene):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.tiles = [GameTile(g, self.open_setup) for g in GAMES.values()]
        self.resume_button = Button(label("Saved games"), self.open_saves)
        self.settings_button = Button(label("Settings"), self.open_settings)
        self.quit_button = Button(label("Quit"), self.app.stack.ask_quit, style="danger")
        self.demo_button = Button(label("Demo"), self.start_demo)
        self.stats_button = Button(label("Statistics"), self.open_stats)
        self.bottom = [self.resume_button, self.stats_button, self.demo_button, self.settings_button,
                       self.quit_button]
        self.widgets = [*self.tiles, *self.bottom]

    def start_demo(self) -> None:
        from ludicitude.ui.demo import start_demo

        start_demo(self.app)

    def open_saves(self) -> None:
        from ludicitude.ui.saved_games import SavedGames

        self.app.stack.open(SavedGames(self.app))

    def open_stats(self) -> None:
        from ludicitude.ui.season_screen import open_statistics

        open_statistics(self.app)  # with a club folder: tonight and the season (ui/season_screen.py)

    def back(self) -> None:
        self.app.stack.ask_quit()

    def open_setup(self, game: GameSpec) -> None:
        from ludicitude.ui.setup import Setup

        self.app.stack.open(Setup(self.app, game))

    def open_settings(self) -> None:
        from ludicitude.ui.settings_screen import SettingsScreen

        self.app.stack.open(SettingsScreen(self.app))

    def layout(self, rect: pygame.Rect) -> None:
        h, w = rect.h, rect.w
        margin = int(h * 0.04)
        grid_w = min(w - 2 * margin, int(h * 1.9))
        many = len(self.tiles) > 4  # three a row: taller tiles, so that each pitch fits whole
        top = int(h * (0.16 if many else 0.17))
        grid_h = int(h * (0.70 if many else 0.64))
        gap = int(h * 0.03)
        cols = 2 if len(self.tiles) <= 4 else 3  # four games two by two; more, three a row
        rows = max(1, -(-len(self.tiles) // cols))
        tw, th = (grid_w - gap * (cols - 1)) // cols, (grid_h - gap * (rows - 1)) // rows
        x0 = rect.centerx - grid_w // 2
        for i, tile in enumerate(self.tiles):
            tile.rect = pygame.Rect(x0 + (i % cols) * (tw + gap), top + (i // cols) * (th + gap), tw, th)
        bh = int(h * 0.09)
        n = len(self.bottom)
        bw = (grid_w - gap * (n - 1)) // n
        y = top + grid_h + int(h * 0.04)
        for i, b in enumerate(self.bottom):
            b.rect = pygame.Rect(x0 + i * (bw + gap), y, bw, bh)

    def draw_content(self, surface: pygame.Surface) -> None:
        rect = surface.get_rect()
        h = rect.h
        draw.text(surface, "Ludicitude", (rect.centerx, h * 0.075), theme.text_px(h, 0.08), theme.ACCENT,
                  bold=True, anchor="center")
        draw.text(surface, _("Table dice games for one shared computer: choose a game"),
                  (rect.centerx, h * 0.135), theme.text_px(h, 0.03), theme.TEXT_DIM, anchor="center")
