"""The launcher: every registered game as a tile, and the way to settings."""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ludicitude.core.i18n import _, language, translate_in
from ludicitude.files import stamp
from ludicitude.games import GAMES, REFUSED, GameSpec, load_refusal
from ludicitude.ui import art, backdrop_cache, draw, theme
from ludicitude.ui.widgets import Button, Widget, WidgetScene, label, lay_rows

if TYPE_CHECKING:
    from ludicitude.ui.host import Host



class GameTile(Widget):
    """A game on the launcher: its picture (``GameSpec.art``; its dice where it has none), and
    over the picture's foot its name, how many play, and its pitch where the tile has room for
    all of it (a pitch is never cut: a short tile shows the name alone)."""

    def __init__(self, game: GameSpec, on_press: Callable[[GameSpec], Any]) -> None:
        super().__init__()
        self.game = game
        self.on_press = on_press
        #: how many play, as the launcher says it on every tile (``Launcher.layout``); None: the
        #: longest way that fits this tile alone
        self.count: Count | None = None
        #: the launcher's choice of ``count`` for every tile, made when a tile is first drawn
        #: (``Launcher.layout``: the first frame's tiles are in its kept backdrop)
        self.choose_count: Callable[[], None] | None = None

    def press(self) -> None:
        self.on_press(self.game)

    def radius(self) -> int:
        return int(min(self.rect.w, self.rect.h) * 0.08)

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        """The ring round the tile (its picture is in the launcher's backdrop: ``draw_picture``)."""
        h, r = surface.get_height(), self.rect
        ring = theme.FOCUS if focused else theme.ACCENT if hovered else theme.PANEL_LIGHT
        pygame.draw.rect(surface, ring, r.inflate(6, 6) if focused else r, max(3, h // 200) if focused or hovered
                         else max(1, h // 400), border_radius=self.radius())

    def players(self) -> str:
        return _("{low} to {high} players").format(low=self.game.min_seats, high=self.game.max_seats)

    def short_players(self) -> str:
        """How many play in figures ("2–6"), drawn after a person's figure (``draw_person``)."""
        return f"{self.game.min_seats}\u2013{self.game.max_seats}"

    def count_width(self, h: int, short: bool) -> int:
        """How wide how many play is drawn: in words, or in figures after a person's figure."""
        small_px = theme.text_px(h, theme.SMALL)
        if not short:
            return draw.label_width(self.players(), small_px)
        return int(small_px * PERSON) + draw.label_width(self.short_players(), small_px, True)

    def count_fits_beside(self, h: int, short: bool = False) -> bool:
        """Whether how many play (in words, or ``short`` in figures) fits beside the name, on
        the band's one line."""
        name_px = theme.text_px(h, theme.HEADING)
        return (draw.label_width(self.game.name, name_px, True) + self.count_width(h, short)
                + 3 * int(h * 0.018) <= self.rect.w)

    def count_way(self, h: int) -> Count:
        """How many play, as this tile says it: the launcher's way, or the longest that fits."""
        if self.count is None and self.choose_count is not None:
            self.choose_count()
        if self.count is not None:
            return self.count
        return Count.WORDS if self.count_fits_beside(h) else Count.FIGURES if self.count_fits_beside(h, True) \
            else Count.LINE

    def band(self, h: int) -> tuple[int, list[str]]:
        """The height of the band at the picture's foot (the name, how many play on a line of
        its own where it does not fit beside the name, and the pitch if it fits whole) and the
        pitch's lines there (none where it does not fit)."""
        r, pad = self.rect, int(h * 0.018)
        name_px, body_px = theme.text_px(h, theme.HEADING), theme.text_px(h, theme.BODY)
        pitch = translate_in(self.game.package, self.game.pitch)  # the game's own words
        lines = theme.wrap(pitch, body_px, r.w - 2 * pad)
        pitch_h = theme.font(body_px).get_linesize() * len(lines)
        band_h = theme.font(name_px, True).get_linesize() + 2 * pad
        if self.count_way(h) is Count.LINE:
            band_h += theme.font(theme.text_px(h, theme.SMALL)).get_linesize()
        if band_h + pitch_h <= r.h * 0.6:
            return band_h + pitch_h, lines
        return band_h, []

    def draw_picture(self, surface: pygame.Surface, count: Count | None = None) -> None:
        """The tile as it stands still: picture, band, name, count and pitch. How many play
        (``count``; None: ``count_way``) stands beside the name, in words or, where they do not
        fit, in figures after a person's figure ("2–6"); only where even those do not fit, in
        words on a line of its own under the name, in the band (a tag on the picture covered
        part of it: Quatre Cartes' last card)."""
        r = self.rect
        h = surface.get_height()
        radius = self.radius()
        pad = int(h * 0.018)
        name_px, small_px, body_px = (theme.text_px(h, theme.HEADING), theme.text_px(h, theme.SMALL),
                                      theme.text_px(h, theme.BODY))
        players = self.players()
        name_h = theme.font(name_px, True).get_linesize()
        if count is None:
            count = self.count_way(h)
        band_h, lines = self.band(h)
        picture = art.game_art(self.game, r.size, radius)
        if picture is not None:
            surface.blit(picture, r)
        else:
            draw.panel(surface, r, theme.PANEL, radius=0.08)
            size = int((r.h - band_h) * 0.5)
            for i, face in enumerate(self.game.tile_dice):
                draw.die(surface, pygame.Rect(r.x + pad + i * int(size * 1.25), r.y + pad, size, size), face)
        band = pygame.Rect(r.x, r.bottom - band_h, r.w, band_h)
        veil = pygame.Surface(band.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (*theme.BG_DARK, 232), veil.get_rect(), border_bottom_left_radius=radius,
                         border_bottom_right_radius=radius)
        surface.blit(veil, band)
        mid = band.y + pad + name_h // 2
        if count is Count.WORDS:
            right = draw.text(surface, players, (r.right - pad, mid), small_px, theme.TEXT_DIM,
                              anchor="midright").x - pad
        elif count is Count.FIGURES:
            figures = draw.text(surface, self.short_players(), (r.right - pad, mid), small_px, theme.TEXT,
                                bold=True, anchor="midright")
            draw_person(surface, (figures.x - small_px * PERSON / 2, mid), small_px, theme.TEXT)
            right = int(figures.x - small_px * PERSON) - pad
        else:
            right = r.right - pad
        draw.label(surface, self.game.name, pygame.Rect(band.x + pad, band.y + pad, right - band.x - pad, name_h),
                   name_px, theme.ACCENT, bold=True, align="left", valign="top", lines=1)
        y = band.y + pad + name_h
        if count is Count.LINE:
            draw.text(surface, players, (band.x + pad, y), small_px, theme.TEXT_DIM)
            y += theme.font(small_px).get_linesize()
        for line in lines:
            draw.text(surface, line, (band.x + pad, y), body_px, theme.TEXT)
            y += theme.font(body_px).get_linesize()


class Count(Enum):
    """How a tile says how many play: in words beside the name ("2 to 6 players"), in figures
    after a person's figure ("2–6") where the words do not fit, or in words on a line of their
    own under the name where neither does."""

    WORDS = "words"
    FIGURES = "figures"
    LINE = "line"


#: a person's figure before the figures, of the text size (with its space after it)
PERSON = 1.15


def draw_person(surface: pygame.Surface, centre: tuple[float, float], px: int, colour: theme.Colour) -> None:
    """A person's figure (a head over shoulders), ``px`` tall about ``centre``: how many play."""
    cx, cy = centre
    head = px * 0.22
    pygame.draw.circle(surface, colour, (cx, cy - px * 0.2), head)
    shoulders = pygame.Rect(0, 0, int(px * 0.7), int(px * 0.5))
    shoulders.midtop = (int(cx), int(cy + px * 0.06))
    pygame.draw.rect(surface, colour, shoulders, border_top_left_radius=shoulders.w // 2,
                     border_top_right_radius=shoulders.w // 2)


class Launcher(WidgetScene):
    music = True

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
        self._backdrop: tuple[tuple[object, ...], pygame.Surface] | None = None

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

        refusal = load_refusal(game)
        if refusal is not None:  # said, and the launcher stays: never a traceback for a broken game
            self.app.notice(_("{game} can't be opened: {reason}").format(game=game.name,
                                                                         reason=refusal.reason(_)), 8.0)
            return
        self.app.stack.open(Setup(self.app, game))

    def open_settings(self) -> None:
        from ludicitude.ui.settings_screen import SettingsScreen

        self.app.stack.open(SettingsScreen(self.app))

    def layout(self, rect: pygame.Rect) -> None:
        h, w = rect.h, rect.w
        margin = int(h * 0.04)
        grid_w = min(w - 2 * margin, int(h * 1.9))
        x0 = rect.centerx - grid_w // 2
        gap = int(h * 0.03)
        bh = int(h * 0.09)
        # the buttons at the foot: one row where each label has its line at the button size, else two
        rows = lay_rows(self.bottom, pygame.Rect(x0, 0, grid_w, bh), gap, h)
        bottom_h = rows * bh + (rows - 1) * gap
        many = len(self.tiles) > 4  # three a row: taller tiles, so that each pitch fits whole
        top = int(h * (0.19 if many else 0.2))
        note = int(theme.font(theme.text_px(h, theme.SMALL)).get_linesize() * 1.2) if REFUSED else 0
        grid_h = int(h * 0.96) - top - int(h * 0.04) - bottom_h - note  # and the line about games left out
        cols = 2 if len(self.tiles) <= 4 else 3  # four games two by two; more, three a row
        n_rows = max(1, -(-len(self.tiles) // cols))
        tw, th = (grid_w - gap * (cols - 1)) // cols, (grid_h - gap * (n_rows - 1)) // n_rows
        last = len(self.tiles) - (n_rows - 1) * cols  # the last row's tiles, centred under the others
        for i, tile in enumerate(self.tiles):
            shift = (cols - last) * (tw + gap) // 2 if i // cols == n_rows - 1 else 0
            tile.rect = pygame.Rect(x0 + shift + (i % cols) * (tw + gap), top + (i // cols) * (th + gap), tw, th)
        # how many play, the same way on every tile, chosen when a tile is first drawn (measuring
        # the names is a part of the start-up, whose tiles are in the kept backdrop)
        for tile in self.tiles:
            tile.count, tile.choose_count = None, partial(self.choose_count, h)
        y = top + grid_h + int(h * 0.04)
        for b in self.bottom:
            b.rect.y += y
        # the line about the games left out, under the buttons
        below = y + bottom_h
        self.refused_rect = pygame.Rect(x0, below + (h - below - note) // 2, grid_w, note)

    def choose_count(self, h: int) -> None:
        """How many play, the same way on every tile (laid out for a window ``h`` high): in
        words beside each name where every one fits, else in figures beside each name, and only
        where even those do not, on a line of its own under each name."""
        for tile in self.tiles:
            tile.count, tile.choose_count = None, None
        count = (Count.WORDS if all(t.count_fits_beside(h) for t in self.tiles) else Count.FIGURES
                 if all(t.count_fits_beside(h, short=True) for t in self.tiles) else Count.LINE)
        for tile in self.tiles:
            tile.count = count

    def draw_background(self, surface: pygame.Surface) -> None:
        """The felt, the logo and the tiles' pictures: drawn once a look, then one blit a frame
        (a 4K frame of the launcher costs what a fill does)."""
        if theme.recording():  # the sizes and faults are measured on a fresh drawing
            surface.blit(art.felt(surface.get_size(), theme.BG, theme.FELT_EDGE), (0, 0))
            self.draw_still(surface)
            self.draw_refused(surface)
            return
        key = (surface.get_size(), language(), theme.look(), tuple(tuple(t.rect) for t in self.tiles))
        if self._backdrop is None or self._backdrop[0] != key:
            self._backdrop = (key, self.still_picture(surface.get_size()))
        elif self._backdrop[1].get_bitsize() != surface.get_bitsize():  # read from disk for the first frame:
            self._backdrop = (key, self._backdrop[1].convert(surface))  # in the window's format from the next
        surface.blit(self._backdrop[1], (0, 0))
        self.draw_refused(surface)

    def still_picture(self, size: tuple[int, int]) -> pygame.Surface:
        """The backdrop at ``size``: kept on disk from an earlier run where the app keeps them
        (``App.backdrop_folder``: the program's first frame is then one read and one blit; the
        picture is put in the window's format at the next frame, ``draw_background``), else
        drawn (and kept). Only the first picture of a run is looked for and kept."""
        folder = getattr(self.app, "backdrop_folder", None)
        if folder is not None:
            # the start's picture only: a window resized by dragging draws each size, writes none
            self.app.backdrop_folder = None  # type: ignore[attr-defined]
            key = self.backdrop_key(size)
            kept = backdrop_cache.load(folder, key, size)
            if kept is not None:
                return kept
        backdrop = art.felt(size, theme.BG, theme.FELT_EDGE).copy()
        self.draw_still(backdrop)
        if folder is not None:
            backdrop_cache.save(folder, key, backdrop)
        return backdrop

    def backdrop_key(self, size: tuple[int, int]) -> str:
        """Everything the backdrop's pixels depend on, as text: the size, the language and its
        words, the look, each tile's place, words and picture (its file's digest), the felt's and
        the logo's files, the fonts, and the code and libraries that draw them."""
        from ludicitude import __version__
        from ludicitude.resources import asset_path
        from ludicitude.ui import draw as draw_module

        code = [__file__, art.__file__, theme.__file__, draw_module.__file__]
        fonts = [asset_path("fonts", name) for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")]
        tiles = []
        for tile in self.tiles:
            game = tile.game
            try:
                picture = backdrop_cache.file_digest(game.folder() / game.art) if game.art else "none"
            except ModuleNotFoundError:
                picture = "none"
            tiles.append((tuple(tile.rect), game.id, game.name, translate_in(game.package, game.pitch),
                          _("{low} to {high} players").format(low=game.min_seats, high=game.max_seats),
                          tuple(game.tile_dice), picture))
        parts = (__version__, pygame.version.ver, pygame.get_sdl_version(), size, language(), theme.look(),
                 _("Table dice games for one shared computer: choose a game"), LOGO,
                 [backdrop_cache.file_digest(asset_path("images", name)) for name in ("felt.png", "logo.png")],
                 [_stamp(path) for path in (*code, *fonts)], tiles)
        return repr(parts)

    def draw_refused(self, surface: pygame.Surface) -> None:
        """The line about the games left out (drawn each time: a plugin refused late changes it)."""
        if REFUSED:
            draw_refused(surface, self.refused_rect)

    def draw_still(self, surface: pygame.Surface) -> None:
        self.draw_logo(surface)
        for tile in self.tiles:
            tile.draw_picture(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        pass

    def draw_logo(self, surface: pygame.Surface) -> None:
        rect = surface.get_rect()
        h = rect.h
        picture = art.logo(int(h * LOGO))
        if picture is not None:
            surface.blit(picture, picture.get_rect(midtop=(rect.centerx, int(h * 0.02))))
        else:
            draw.text(surface, "Ludicitude", (rect.centerx, h * 0.075), theme.text_px(h, theme.DISPLAY), theme.ACCENT,
                      bold=True, anchor="center")
        draw.label(surface, _("Table dice games for one shared computer: choose a game"),
                   pygame.Rect(rect.w * 0.04, h * (0.03 + LOGO), rect.w * 0.92, h * 0.05),
                   theme.text_px(h, theme.BODY), theme.TEXT_DIM, lines=1)


LOGO = 0.1  # of the height: the logo's


def _stamp(path: object) -> tuple[int, int] | str:
    """A file's size and time of change (the code and fonts: a new install changes them)."""
    return stamp(str(path)) or "missing"


def refused_line() -> str:
    """The launcher's line about the games installed beside the program that were left out (the
    terminal has each one's reason)."""
    if len(REFUSED) == 1:
        return _("Left out: {game}: {reason}").format(
            game=REFUSED[0].entry, reason=REFUSED[0].reason(_))
    return _("Games left out, they could not be loaded: {games}").format(
        games=", ".join(r.entry for r in REFUSED))


def draw_refused(surface: pygame.Surface, rect: pygame.Rect) -> None:
    px = theme.text_px(surface.get_height(), theme.SMALL)
    line = draw.ellipsize(refused_line(), px, rect.w)
    draw.text(surface, line, rect.center, px, theme.DANGER, anchor="center")
