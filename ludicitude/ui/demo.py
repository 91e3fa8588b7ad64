"""Demo mode: computer players play every game one after another, with a caption saying
in words what just happened, until any key or click brings back the launcher. Each game ends on
its end screen (the podium, why it ended, the celebration; a game cut short shows the ranking
as it stands). Between two games, once the result has been read, the club's leaderboard of the game just shown (when the
club has rated players of it; with a club folder, the season's standings of every table's games,
ui/season_board.py). A club's welcome screen."""

from __future__ import annotations

import os
import random
from typing import TYPE_CHECKING, Any

import pygame

from ludicitude.core.i18n import _, n_
from ludicitude.games import GAMES
from ludicitude.ui import draw, theme
from ludicitude.ui.scene import Scene
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.ui.theme import PLAYER_IDENTITIES

if TYPE_CHECKING:
    from ludicitude.ui.host import Host
    from ludicitude.core.game import Event
    from ludicitude.core.spec import GameSpec

DEMO_NAMES = ("Ana", "Bruno", "Chloé", "Dario")
PAUSE_AFTER_GAME = 6.0  # seconds of the end screen (its celebration and the result read) before the next game
BOARD_SECONDS = 6.0  # then the club's leaderboard of that game, when it has one
#: a game not over after this many seconds is cut to its ranking (the demo only: real games
#: keep their rules), so that a welcome screen shows all four games in turn
GAME_SECONDS = 180.0
#: the demo plays each game with its spec's ``demo_options`` (a short game where it has one), and
#: gives the events of its ``demo_moments`` (a tie that cancelled, a loss, a lock, a robbery) a
#: caption of their own, held for MOMENT_SECONDS once the game has shown them
MOMENT_SECONDS = 5.0
CAPTION_BAND = 0.1  # the caption's share of the screen height, under the game


def demo_games() -> list[str]:
    return list(GAMES)


def demo_levels(levels: tuple[str, ...], count: int, seed: int) -> list[str]:
    """The computer levels of a demo game's ``count`` seats: a mix of the levels the game has
    (every one of them when there are as many seats), in an order that changes with the game."""
    rng = random.Random(seed)
    kinds = [levels[i % len(levels)] for i in range(count)] if levels else ["cpu"] * count
    rng.shuffle(kinds)
    return kinds


def is_moment(game: GameSpec, event: Event) -> bool:
    """An event worth a caption of its own: one of the game's ``demo_moments`` (a score only
    when a tie cancelled it)."""
    return event.kind in game.demo_moments and bool(getattr(event, "cancelled", True))


class DemoOverlay(Scene):
    """Sits over a game played by computers; draws the caption and ends the demo on any input.

    It draws the game itself, above the caption rather than under it (so opaque: the stack does
    not draw the game a second time): the game lays out in the screen minus the caption band.
    The game's dialogs (a Magouille reveal, a Quatre Cartes summary: ``ui/overlay.py``) are on the
    stack between the game and this caption; it draws them over the game in the same band
    (``SceneStack.visible(beneath=self)``), so none hides behind the caption, and they go on by
    themselves (nobody here presses a key)."""

    opaque = True
    passive = True  # the game beneath keeps playing while this is on top
    music = True

    def __init__(self, app: Host, index: int = 0, *, seed: int | None = None) -> None:
        super().__init__(app)
        self.games = demo_games()
        self.index = index % max(1, len(self.games))
        self.seed = seed if seed is not None else random.randrange(1 << 31)
        self.after_end = 0.0
        self.played = 0.0  # seconds the current game has been played
        self.cut: str | None = None  # the ranking, once a game has been cut short
        self.told = 0  # public events of the current game already looked at for moments
        self.waiting: list[str] = []  # moments described, not yet shown by the game
        self.moment: tuple[str, float] | None = None  # a moment's caption and its age
        self.game_seconds = GAME_SECONDS
        self.game_scene: Any = None
        self.board: list[Any] | None = None  # the club's leaderboard of the game just ended (read once)
        self.end: Any = None  # the game's end screen (``GameScene.end_screen``), once it is over or cut
        self.season = False  # the board is the club folder's season (ui/season_board.py), not this table's

    @property
    def animating(self) -> bool:
        return True

    def enter(self) -> None:
        if self.games:
            self.start_game()

    def start_game(self) -> None:
        game = GAMES[self.games[self.index]]
        count = 4 if game.min_seats >= 3 else 3
        kinds = demo_levels(game.levels(), count, self.seed + self.index)
        seats = [SeatInfo(DEMO_NAMES[i], PLAYER_IDENTITIES[i].key, kinds[i]) for i in range(count)]
        session = GameSession.new(game.id, seats, dict(game.demo_options) or None, self.seed + self.index)
        scene = game.scene()(self.app, session)
        scene.demo = True
        if os.environ.get("LUDICITUDE_DEMO_TRACE"):  # lets a test follow a headless demo
            print(f"demo: {game.id}", flush=True)
            self.game_seconds = float(os.environ.get("LUDICITUDE_DEMO_GAME_SECONDS", GAME_SECONDS))
        self.app.stack.exchange(self.game_scene, scene)  # beneath this caption
        self.game_scene = scene
        self.after_end = self.played = 0.0
        self.cut, self.told, self.waiting, self.moment = None, 0, [], None
        self.board, self.season = None, False
        self.end = None
        self.passive = True  # the game plays beneath the caption
        if self.app.club is not None:
            self.app.club.read_soon()  # the other tables' books, fresh for the standings after this game

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and not (
                event.type == pygame.KEYDOWN and event.key == pygame.K_F11):
            self.app.stack.go_home()

    def update(self, dt: float) -> None:
        if not self.games:
            self.app.stack.go_home()
            return
        scene = self.game_scene
        if scene is None:
            return
        self.follow_moments(dt)
        if not scene.state.is_over and self.cut is None:
            self.played += dt
            if self.played >= self.game_seconds:
                self.cut = self.ranking()
                self.passive = False  # the game stops where it was cut: its end screen shows that moment
        if self.end is None and (self.cut is not None or (scene.state.is_over and not scene.busy())):
            # the end screen: at once for a game cut short, else once the table has shown the last
            # move (a reveal, coins in the air)
            self.end = scene.end_screen().in_demo()
            self.end.enter()  # its celebration and fanfare start
        if self.end is not None:
            self.end.update(dt)
            if self.board is None:
                club = self.app.club
                season = club.leaderboard(scene.session.game.id) if club is not None else []
                self.board, self.season = (season, True) if season else (self.club_board(scene.session.game.id), False)
            self.after_end += dt
            pause = PAUSE_AFTER_GAME + (BOARD_SECONDS if self.board else 0.0)
            if self.after_end >= pause * max(0.05, self.app.animation_factor):
                self.index = (self.index + 1) % len(self.games)
                self.start_game()

    @staticmethod
    def club_board(game_id: str) -> list[Any]:
        """The club's leaderboard of ``game_id`` (empty when it has none or can't be read)."""
        from ludicitude.ui.club_source import club_source

        return list(club_source().leaderboard(game_id))

    @property
    def showing_board(self) -> bool:
        """True once the result has been read and the club's leaderboard is on show."""
        return bool(self.board) and self.after_end >= PAUSE_AFTER_GAME * max(0.05, self.app.animation_factor)

    def follow_moments(self, dt: float) -> None:
        """Catch the interesting events of the game (MOMENTS), and hold the latest one's
        description as the caption for a while once the game has shown it (its animation over:
        never before, no spoiler)."""
        scene = self.game_scene
        events = scene.shown_table.events
        for event in events[self.told:]:
            if is_moment(scene.session.game, event):
                self.waiting.append(scene.texts.describe(event, scene.session.told_names))
        self.told = len(events)
        if self.waiting and not scene.busy():  # the game has shown it (a reveal, a roll)
            self.moment = (self.waiting[-1], 0.0)
            self.waiting = []
        elif self.moment is not None:
            text, age = self.moment
            hold = MOMENT_SECONDS * max(0.05, self.app.animation_factor)
            # held for a while, but not over what the table shows next (a new reveal, a roll)
            moved_on = age > 0 and scene.busy()
            self.moment = (text, age + dt) if age + dt < hold and not moved_on else None

    def ranking(self) -> str:
        """The caption of a game cut short: who leads."""
        scene = self.game_scene
        scores = scene.state.scores
        best = max(scores)
        names = [scene.session.told_names[s] for s, v in enumerate(scores) if v == best]
        return n_("Time is up: {names} leads with {score}. Next game in a moment.",
                  "Time is up: {names} lead with {score}. Next game in a moment.", len(names)).format(
            names=", ".join(names), score=best)

    def caption(self) -> str:
        """What the band says: the result, a moment worth telling, or what just happened."""
        scene = self.game_scene
        if self.showing_board and self.season:
            return _("The club's season: every table's games count.")
        if self.showing_board:
            return _("The club's leaderboard: every game played here counts.")
        if scene.state.is_over:
            names = scene.session.told_names
            return _("{names} won. Next game in a moment.").format(
                names=", ".join(names[s] for s in scene.state.winners))
        if self.cut is not None:
            return self.cut
        if self.moment is not None:
            return self.moment[0]
        return str(scene.last_public_text())

    def band(self, w: int, h: int, caption: str) -> tuple[pygame.Rect, pygame.Rect, int, list[str]]:
        """The caption band at the foot of a ``w`` x ``h`` screen, the caption's area in it, and
        the caption's size and lines there: the band is CAPTION_BAND of the height, and taller
        when the caption needs more lines even at the smallest size, so that every line is read
        whole (the game above lays out in what is left)."""
        px, m = theme.text_px(h, 0.03), int(h * 0.02)
        pad = theme.outline(h) + int(h * 0.005)  # under the band's top line, and above the screen's edge
        # the title and the hint stacked at the left, so that the caption has most of the width
        left = m + max(theme.font(px, True).size(self.title())[0], theme.font(px).size(_("Press any key to play"))[0])
        area_w = w - left - 2 * px - m
        band_h = h - int(h * (1 - CAPTION_BAND))
        size, lines = draw.fit(caption, area_w, band_h - 2 * pad, px, theme.text_px(h, 0))
        band_h = max(band_h, len(lines) * theme.font(size).get_linesize() + 2 * pad)
        box = pygame.Rect(0, h - band_h, w, band_h)
        return box, pygame.Rect(left + 2 * px, box.y + pad, area_w, box.h - 2 * pad), size, lines

    def title(self) -> str:
        return _("Demo: {game}").format(game=self.game_scene.session.game.name) if self.game_scene else ""

    def draw(self, surface: pygame.Surface) -> None:
        h, w = surface.get_height(), surface.get_width()
        caption = self.caption() if self.game_scene is not None else ""
        box, area, size, lines = self.band(w, h, caption)
        if self.game_scene is not None and self.showing_board:
            self.draw_board(surface, pygame.Rect(0, 0, w, box.y))
        elif self.end is not None:
            self.end.draw(surface.subsurface(pygame.Rect(0, 0, w, box.y)))  # the podium, above the caption
        elif self.game_scene is not None:
            band = surface.subsurface(pygame.Rect(0, 0, w, box.y))
            for scene in self.app.stack.visible(beneath=self):
                scene.draw(band)  # the game, then its dialogs over it
        else:
            surface.fill(theme.BG)
        draw.panel(surface, box, theme.BG_DARK, radius=0.0)
        pygame.draw.line(surface, theme.ACCENT, box.topleft, box.topright, theme.outline(h))
        px = theme.text_px(h, 0.03)
        m = int(h * 0.02)
        line = theme.font(px, True).get_linesize()
        draw.text(surface, self.title(), (m, box.centery - line // 2), px, theme.ACCENT, bold=True, anchor="midleft")
        draw.text(surface, _("Press any key to play"), (m, box.centery + line // 2), px, theme.TEXT_DIM,
                  anchor="midleft")
        line_h = theme.font(size).get_linesize()
        y = area.centery - line_h * len(lines) // 2
        for text in lines if caption else []:
            draw.text(surface, text, (area.centerx, y), size, theme.TEXT, anchor="midtop")
            y += line_h

    def draw_board(self, surface: pygame.Surface, band: pygame.Rect) -> None:
        """The club's leaderboard of the game just shown, in ``band``, above the caption (sized
        by the window's height, as every screen)."""
        from ludicitude.ui.stats_screen import board_row_h, draw_board

        if self.season:
            from ludicitude.ui.season_board import draw_season_board

            draw_season_board(surface, band, self.game_scene.session.game.name, self.board or [],
                              self.app.club.identities)
            return
        h, w = surface.get_height(), surface.get_width()
        surface.fill(theme.BG, band)
        name = self.game_scene.session.game.name
        draw.text_fit(surface, _("The club's best players of {game}").format(game=name),
                      pygame.Rect(w * 0.03, h * 0.03, w * 0.94, h * 0.09), theme.text_px(h, 0.05), theme.ACCENT,
                      bold=True, align="center")
        table_w = int(min(w * 0.94, h * 1.7))
        table = pygame.Rect((w - table_w) // 2, int(h * 0.14), table_w, band.bottom - int(h * 0.02) - int(h * 0.14))
        row_h = board_row_h(h)
        draw_board(surface, table, self.board or [], row_h, max(0, (table.h - row_h) // row_h), name)


def start_demo(app: Host, seed: int | None = None) -> None:
    app.stack.fade_to(lambda: app.stack.swap_beneath(0, DemoOverlay(app, seed=seed)))
