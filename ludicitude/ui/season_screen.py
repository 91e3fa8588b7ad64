"""The statistics with a club folder set: tonight (the games since the evening's start, which the
organiser sets here with one button), the whole season (every table's games in the club folder,
as last read: club/link.py) or this table alone, each shown by the statistics screen
(ui/stats_screen.py) over its own games (``SeasonSource``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import fields
from typing import TYPE_CHECKING, Any

import pygame

from ludicitude.club import db, stats
from ludicitude.club.database import StoreError
from ludicitude.club.results import Result
from ludicitude.club.tonight import evening_start, start_evening, tonight
from ludicitude.core.i18n import _, n_
from ludicitude.core.names import name_key
from ludicitude.ui import draw, theme
from ludicitude.ui.club_source import READ_ERRORS
from ludicitude.ui.saved_games import when_text
from ludicitude.ui.widgets import Button, WidgetScene, label

if TYPE_CHECKING:
    from ludicitude.ui.host import Host
    from ludicitude.ui.stats_screen import FinishedGame


_RATING_FIELDS = tuple(f.name for f in fields(stats.Rating))


class SeasonSource:
    """The statistics screens' ``StatsSource`` over given games (oldest first) and names (each
    name key -> the name its person goes by)."""

    def __init__(self, results: Sequence[Result], names: dict[str, str],
                 boards: Mapping[str, Sequence[Mapping[str, Any]]] | None = None,
                 people: Mapping[str, stats.PlayerStats] | None = None) -> None:
        """``boards`` and ``people``: the leaderboards and each person's figures over these same
        games, already computed (by the club's worker thread): the whole season is not gone
        through again on the screen's frame."""
        self.results = list(results)
        self.names = names
        self.people = people or {}
        self._boards: dict[str, list[stats.Rating]] = {}
        for game_id, lines in (boards or {}).items():
            self._boards[game_id] = [stats.Rating(**{f: line[f] for f in _RATING_FIELDS}) for line in lines]
        self._identities: dict[str, str] | None = None

    def leaderboard(self, game_id: str) -> Sequence[stats.Rating]:
        if game_id not in self._boards:
            rated = stats.rate([r for r in self.results if r.game_id == game_id], self.names)
            self._boards[game_id] = sorted(rated.values(), key=lambda r: (-r.ordinal, r.player.casefold()))
        return self._boards[game_id]

    def player_stats(self, name: str) -> stats.PlayerStats:
        known = self.people.get(self.names.get(name_key(name), name.strip()))
        if known is not None:
            return known
        return stats.player_stats(name, results=self.results, names=self.names)

    def seat_of(self, game: FinishedGame, player: str) -> int | None:
        me = name_key(player)
        kinds = getattr(game, "kinds", ())
        return next((s for s, n in enumerate(game.names) if (not kinds or kinds[s] == "human")
                     and name_key(self.names.get(name_key(n), n)) == me), None)

    def open_replay(self, app: Host, game: FinishedGame) -> str | None:
        from ludicitude.ui.club_source import open_replay

        if db.stored_finished(game.save_id) is None:
            return _("This game was played at another table: its replay is on that table's laptop.")
        return open_replay(app, game.save_id)

    def identity_of(self, player: str) -> str | None:
        """A person's colour and symbol as this table knows them (a person met only at other
        tables has none here: the chip is left out)."""
        if self._identities is None:
            try:
                known = db.known_players()
            except READ_ERRORS:  # the statistics show without chips rather than not at all
                known = []
            self._identities = {name_key(p.name): p.identity for p in known if p.identity}
        return self._identities.get(name_key(player))


class SeasonScreen(WidgetScene):
    """Tonight, the season or this table: three ways into the statistics, and the organiser's
    button that starts the evening."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.tonight_button = Button(label("Tonight"), self.open_tonight, style="primary")
        self.season_button = Button(label("The whole season"), self.open_season)
        self.table_button = Button(label("This table only"), self.open_table)
        self.evening_button = Button(label("The evening starts now"), self.start_the_evening)
        # "Ana on table 5e1c is Ana?": shown while names shared with other tables wait for an answer
        self.names_button = Button(self._names_words, self.open_names)
        self.back_button = Button(label("Back (Esc)"), self.back)
        self.widgets = [self.tonight_button, self.season_button, self.table_button, self.names_button,
                        self.evening_button, self.back_button]
        self.names_button.visible = bool(app.club.questions())
        self.start = evening_start()
        self.seen = app.club.version  # the season as drawn: a newer reading redraws the screen
        app.club.read_soon()  # the books that arrived since the last game here

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app.club.version != self.seen:
            self.seen = self.app.club.version
            self.names_button.visible = bool(self.app.club.questions())
            self.relayout()  # the buttons placed again (one more or one less)
            self.app.dirty = True

    def _names_words(self) -> str:
        n = len(self.app.club.questions())
        return n_("The same name at another table: {n} to answer", "The same names at other tables: {n} to answer",
                  n).format(n=n)

    def open_names(self) -> None:
        from ludicitude.ui.same_name_screen import SameNameScreen

        asked = self.app.club.questions()
        if asked:
            self.app.stack.open(SameNameScreen(self.app, asked))

    def season(self) -> tuple[list[Result], dict[str, str]]:
        union = self.app.club.union
        return union.results, union.names

    def open_tonight(self) -> None:
        from ludicitude.ui.stats_screen import StatsScreen

        results, names = self.season()
        self.app.stack.open(StatsScreen(self.app, SeasonSource(tonight(results, self.start), names)))

    def open_season(self) -> None:
        from ludicitude.ui.stats_screen import StatsScreen

        union, computed, people = self.app.club.reading()  # rated off the frame loop, as read
        boards = None if computed is None else computed["leaderboards"]
        self.app.stack.open(StatsScreen(self.app, SeasonSource(union.results, union.names, boards, people)))

    def open_table(self) -> None:
        from ludicitude.ui.club_source import club_source
        from ludicitude.ui.stats_screen import StatsScreen

        self.app.stack.open(StatsScreen(self.app, club_source()))

    def start_the_evening(self) -> None:
        try:
            self.start = start_evening()
        except StoreError as exc:
            self.app.notice(_("The evening's start could not be kept: {error}").format(error=exc))
            return
        self.app.notice(_("The evening starts now: Tonight counts the games finished from here."))
        self.app.dirty = True

    def layout(self, rect: pygame.Rect) -> None:
        h = rect.h
        bw, bh, gap = int(min(rect.w * 0.8, h * 0.9)), int(h * 0.08), int(h * 0.022)
        y = int(h * 0.27)
        for button in self.widgets:
            if button is self.back_button:
                y += gap * 2
            button.rect = pygame.Rect(rect.centerx - bw // 2, y, bw, bh)
            if button.visible:
                y += bh + gap

    def draw_content(self, surface: pygame.Surface) -> None:
        rect = surface.get_rect()
        h = rect.h
        draw.text_fit(surface, _("Club statistics: tonight and the season"),
                      pygame.Rect(rect.w * 0.03, h * 0.03, rect.w * 0.94, h * 0.08), theme.text_px(h, 0.05),
                      theme.ACCENT, bold=True, align="center")
        results, _names = self.season()
        if self.start is None:
            evening = _("The evening has not started: the organiser starts it below.")
        else:
            evening = _("The evening started at {time}. Games tonight: {count}.").format(
                time=when_text(self.start), count=len(tonight(results, self.start)))
        lines = [evening, _("Games in the season, every table together: {count}.").format(count=len(results))]
        px = theme.text_px(h, 0.032)
        for i, text in enumerate(lines):
            draw.text_fit(surface, text, pygame.Rect(rect.w * 0.05, h * (0.13 + i * 0.07), rect.w * 0.9, h * 0.06),
                          px, theme.TEXT if i == 0 else theme.TEXT_DIM, align="center")


def open_statistics(app: Host) -> None:
    """The launcher's Statistics: with a club folder, tonight and the season; else this table's."""
    if app.club is not None:
        app.stack.open(SeasonScreen(app))
        return
    from ludicitude.ui.club_source import club_source
    from ludicitude.ui.stats_screen import StatsScreen

    app.stack.open(StatsScreen(app, club_source()))
