"""The club's statistics, for the projector: for each game a leaderboard of its rated players
(``StatsScreen``), and for each person a page (``PlayerScreen``) with games played and won, win
rate, average and best score per game, and their last games, each one a replay away.

The screens read a ``StatsSource`` (the club's database through ``ui/club_source.py``, or any
object with the same methods in tests), so they draw plain values only."""

from __future__ import annotations

from functools import partial
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ludicitude.club.stats import RATING_MEANING, games_count, rating_words
from ludicitude.core.i18n import _, decimal, signed
from ludicitude.core.names import COMPUTER_BADGE
from ludicitude.games import GAMES
from ludicitude.ui import art, draw, theme
from ludicitude.ui.saved_games import when_text
from ludicitude.ui.widgets import Button, Widget, WidgetScene, label, lay_rows

if TYPE_CHECKING:
    from ludicitude.ui.host import Host

#: a computer seat's level as the leaderboard names it
LEVEL_NAMES = {"easy": label("Computer (easy)"), "cpu": label("Computer (normal)"),
               "expert": label("Computer (expert)"), "random": label("Computer (random moves)")}


class RatingLine(Protocol):
    """A leaderboard's line: ``player`` a name or "computer:<level>", ``kind`` "human" or the level,
    ``points`` the rating shown (``ordinal`` breaks its ties)."""

    @property
    def player(self) -> str: ...

    @property
    def kind(self) -> str: ...

    @property
    def ordinal(self) -> float: ...

    @property
    def points(self) -> int: ...

    @property
    def provisional(self) -> bool: ...

    @property
    def played(self) -> int: ...

    @property
    def won(self) -> int: ...


class GameLine(Protocol):
    @property
    def game_id(self) -> str: ...

    @property
    def played(self) -> int: ...

    @property
    def won(self) -> int: ...

    @property
    def average(self) -> float: ...

    @property
    def best(self) -> int: ...

    @property
    def win_rate(self) -> float: ...


class FinishedGame(Protocol):
    @property
    def save_id(self) -> str: ...

    @property
    def game_id(self) -> str: ...

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def labels(self) -> tuple[str, ...]: ...  # the names as shown (a computer's with its badge and level)

    @property
    def scores(self) -> tuple[int, ...]: ...

    @property
    def winners(self) -> tuple[int, ...]: ...

    @property
    def finished_at(self) -> float: ...


class PlayerLine(Protocol):
    @property
    def player(self) -> str: ...

    @property
    def games(self) -> Sequence[GameLine]: ...

    @property
    def last(self) -> Sequence[FinishedGame]: ...

    @property
    def played(self) -> int: ...

    @property
    def won(self) -> int: ...

    @property
    def win_rate(self) -> float: ...


class StatsSource(Protocol):
    def leaderboard(self, game_id: str) -> Sequence[RatingLine]: ...

    def player_stats(self, name: str) -> PlayerLine: ...

    def seat_of(self, game: FinishedGame, player: str) -> int | None:
        """Where ``player`` (any of their names) sat in ``game``."""

    def open_replay(self, app: Host, game: FinishedGame) -> str | None:
        """Push the replay of ``game``; None, or why it can't be replayed, in words."""

    def identity_of(self, player: str) -> str | None:
        """The colour and symbol ``player`` last played with (a ``theme.PLAYER_IDENTITIES`` key),
        if known."""


def player_label(line: RatingLine) -> str:
    """A leaderboard line's player in words beside its chip: the name (a computer's with its
    level, "Robin (expert)": its chip is the gear, so the name does not repeat the table's badge),
    or the level alone for a line named "computer:<level>"."""
    if line.player.startswith("computer:") and line.kind in LEVEL_NAMES:
        return LEVEL_NAMES[line.kind]()
    if line.kind != "human" and line.player.startswith(COMPUTER_BADGE):
        return line.player[len(COMPUTER_BADGE):].lstrip(" \u00a0")
    return line.player


def chip_of(source: StatsSource, line: RatingLine) -> theme.Identity | None:
    """A person's chip on the leaderboard: the colour and symbol they last played with (None for
    a computer level, or a person the club has no colour for)."""
    if line.kind != "human":
        return None
    return theme.IDENTITY_BY_KEY.get(source.identity_of(line.player) or "")


def draw_computer_chip(surface: pygame.Surface, centre: tuple[float, float], size: float) -> None:
    """A computer's chip on the leaderboard: a dark disc with a gear, beside its name and level."""
    pygame.draw.circle(surface, theme.BG_DARK, centre, size / 2)
    pygame.draw.circle(surface, theme.TEXT_DIM, centre, size / 2, max(2, int(size * 0.05)))
    draw.text(surface, "\u2699", centre, max(theme.text_px(surface.get_height(), 0), int(size * 0.62)),
              theme.TEXT_DIM, anchor="center")


def draw_chip(surface: pygame.Surface, identity: theme.Identity | None, name: str, centre: tuple[float, float],
              size: float) -> None:
    """A player's chip, or where the club has no colour for them a plain disc with their initial."""
    if identity is not None:
        draw.player_chip(surface, identity, centre, size)
        return
    pygame.draw.circle(surface, theme.PANEL_LIGHT, centre, size / 2)
    pygame.draw.circle(surface, theme.BG_DARK, centre, size / 2, max(2, int(size * 0.05)))
    draw.text(surface, name[:1].upper(), centre, max(theme.text_px(surface.get_height(), 0), int(size * 0.55)),
              theme.TEXT, bold=True, anchor="center")


def right_columns(right: float, columns: Sequence[Sequence[str]], px: int, gap: float) -> list[float]:
    """The right edges of number columns laid from ``right`` leftwards, each as wide as its widest
    text at ``px`` (its heading first) and ``gap`` apart, so that no heading runs into the next."""
    f = theme.font(px, True)
    edges: list[float] = []
    for texts in reversed(columns):
        edges.insert(0, right)
        right -= max(f.size(t)[0] for t in texts) + gap
    return edges


def percent(rate: float) -> str:
    return _("{percent} %").format(percent=round(rate * 100))


class Row(Widget):
    """A line of a table that can be pressed (a person on a leaderboard, a last game)."""

    def __init__(self, on_press: Any) -> None:
        super().__init__()
        self.on_press = on_press

    def press(self) -> None:
        self.on_press()

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        if focused or hovered:
            pygame.draw.rect(surface, theme.FOCUS if focused else theme.PANEL_LIGHT, self.rect,
                             max(3, surface.get_height() // 250), border_radius=int(self.rect.h * 0.25))


def draw_columns(surface: pygame.Surface, y: float, cells: Sequence[tuple[str, float, str]], px: int,
                 colour: theme.Colour, bold: bool = False) -> None:
    """One line of a table: each cell (text, x, anchor "midleft" or "midright") at height ``y``."""
    for text, x, anchor in cells:
        draw.text(surface, text, (x, y), px, colour, bold=bold, anchor=anchor)


class StatsScreen(WidgetScene):
    """A leaderboard per game: a tab per game; a person's line opens their page."""

    def __init__(self, app: Host, source: StatsSource, game_id: str | None = None) -> None:
        super().__init__(app)
        self.source = source
        # opens on the game asked for, else the first game the club has a leaderboard of
        self.game_id = game_id or next((g for g in GAMES if source.leaderboard(g)), next(iter(GAMES)))
        self.tabs = [Button(partial(str, g.name), partial(self.show_game, g.id)) for g in GAMES.values()]
        self.back_button = Button(label("Back (Esc)"), self.back)
        self.lines: list[RatingLine] = []
        self.rows: list[Row] = []
        self.shown = 0  # how many lines of the leaderboard fit
        self.show_game(self.game_id)
        self.widgets = [*self.tabs, self.back_button]  # (layout adds the lines that fit)
        self.set_focus(self.tabs[list(GAMES).index(self.game_id)])  # on the game on show

    def show_game(self, game_id: str) -> None:
        self.game_id = game_id
        self.lines = list(self.source.leaderboard(game_id))
        for tab, game in zip(self.tabs, GAMES.values()):
            tab.style = "primary" if game.id == game_id else "normal"
        self.rows = [Row(partial(self.open_player, line)) for line in self.lines]
        for row, line in zip(self.rows, self.lines):
            row.enabled = line.kind == "human"  # a computer level has no page of its own
        self.relayout()
        self.app.dirty = True

    def move_focus_towards(self, dx: int, dy: int) -> None:
        # the lines are as wide as the tabs together: Down from any tab goes to the first line
        # one may open, Up from the first line back to the game on show
        rows = [r for r in self.rows[: self.shown] if r.enabled]
        current = self.focused
        if dy > 0 and current in self.tabs and rows:
            self.set_focus(rows[0])
        elif dy < 0 and rows and current is rows[0]:
            self.set_focus(self.tabs[list(GAMES).index(self.game_id)])
        else:
            super().move_focus_towards(dx, dy)

    def open_player(self, line: RatingLine) -> None:
        self.app.stack.open(PlayerScreen(self.app, self.source, line.player))

    def layout(self, rect: pygame.Rect) -> None:
        h = rect.h
        w = int(min(rect.w * 0.94, h * 1.7))
        x0 = rect.centerx - w // 2
        gap = int(h * 0.015)
        tab_h = int(h * 0.075)
        # a tab per game, each as wide as its name needs (two rows where one is too narrow)
        extra = (lay_rows(self.tabs, pygame.Rect(x0, int(h * 0.11), w, tab_h), gap, h) - 1) * (tab_h + gap)
        bh = int(h * 0.08)
        self.back_button.rect = pygame.Rect(rect.centerx - int(h * 0.2), rect.bottom - bh - int(h * 0.03),
                                            int(h * 0.4), bh)
        normal = board_row_h(h)
        # the board, then a line saying what its ratings mean
        self.table = pygame.Rect(x0, int(h * 0.21) + extra, w,
                                 self.back_button.rect.y - int(h * 0.23) - extra - int(normal * 1.6))
        self.meaning_rect = pygame.Rect(x0, self.table.bottom, w, int(normal * 1.6))
        # a short board's leaders on a podium over it, where the board keeps room for its lines
        self.podium = pygame.Rect(x0, self.table.y, w, 0)
        height = podium_height(h, self.lines)
        if 0 < len(self.lines) <= PODIUM and self.table.h - height >= (len(self.lines) + 1) * normal:
            self.podium.h = height
            self.table = pygame.Rect(x0, self.podium.bottom + int(h * 0.02), w,
                                     self.table.bottom - self.podium.bottom - int(h * 0.02))
        # a short board in larger lines (larger chips and type), a hint under it where room is left
        row_h, self.px = board_look(h, self.lines, self.table)
        self.row_h = row_h
        self.shown = max(0, (self.table.h - row_h) // row_h)
        below = self.table.y + row_h * (min(self.shown, len(self.lines)) + 1)
        self.hint_rect = pygame.Rect(x0, below, w, self.table.bottom - below)
        for i, row in enumerate(self.rows):
            row.visible = i < self.shown
            row.rect = pygame.Rect(x0, self.table.y + row_h * (i + 1), w, row_h)
        self.widgets = [*self.tabs, *self.rows[: self.shown], self.back_button]

    def draw_content(self, surface: pygame.Surface) -> None:
        rect = surface.get_rect()
        h = rect.h
        draw.label(surface, _("Club statistics: the best players"),
                   pygame.Rect(rect.w * 0.03, h * 0.02, rect.w * 0.94, h * 0.08), theme.text_px(h, theme.HEADING),
                   theme.ACCENT, bold=True, valign="top", lines=1)
        game = GAMES[self.game_id].name
        if self.podium.h:
            draw_podium(surface, self.podium, self.lines[:PODIUM], [chip_of(self.source, line) for line in self.lines])
        draw_board(surface, self.table, self.lines, self.row_h, self.shown, game,
                   [chip_of(self.source, line) for line in self.lines[: self.shown]], px=self.px)
        if self.lines and len(self.lines) <= self.shown and self.hint_rect.h >= h * 0.12:
            draw.text_fit(surface, _("Every finished game of {game} counts: its players join this board, "
                                     "and each game makes their rating surer.").format(game=game),
                          self.hint_rect.inflate(-int(h * 0.04), 0), theme.text_px(h, theme.BODY), theme.TEXT_DIM,
                          align="center", valign="center")
        if self.lines:
            draw.text_fit(surface, _(RATING_MEANING), self.meaning_rect, theme.text_px(h, theme.SMALL), theme.TEXT_DIM,
                          align="center", valign="center")


def board_row_h(h: int) -> int:
    """The height of a leaderboard's line on a screen ``h`` high."""
    return int(theme.text_px(h, 0.034) * 1.6)


#: a board of at most this many lines has its leaders on a podium over it
PODIUM = 3
#: a player's page: each game's line this tall (of the height, with its picture) where it has the
#: room beside this many of the last games
GAME_ROW = 0.1
#: else its lines of one height, up to this many times the normal line, down the page
SPREAD = 1.9
LAST_KEPT = 3


def podium_height(h: int, lines: Sequence[RatingLine]) -> int:
    """How tall a short board's podium is: a chip, a name (on two lines where a step is too
    narrow for one), a rating, over the winner's step."""
    name_px = theme.text_px(h, theme.HEADING)
    step_w = podium_step_w(h, 10 ** 6)
    name_lines = max([min(2, len(theme.wrap(player_label(line), name_px, step_w, True))) for line in lines] + [1])
    return (int(h * 0.09) + theme.font(name_px, True).get_linesize() * name_lines
            + theme.font(theme.text_px(h, theme.BODY), True).get_linesize() + int(h * 0.11))


def podium_step_w(h: int, width: int) -> int:
    """The width of a podium's step (its place, between its neighbours)."""
    return min(width // 3, int(h * 0.36))


def draw_podium(surface: pygame.Surface, rect: pygame.Rect, lines: Sequence[RatingLine],
                chips: Sequence[theme.Identity | None]) -> None:
    """A short board's leaders on steps, as on the end screen: the first in the middle and
    highest, the second on its left, the third on its right, each with their chip, name and
    rating over a step in its medal's colour with its rank."""
    from ludicitude.ui.end_screen import MEDALS, STEPS

    h = surface.get_height()
    name_px, rating_px = theme.text_px(h, theme.HEADING), theme.text_px(h, theme.BODY)
    step_w = podium_step_w(h, rect.w)
    tallest = int(h * 0.11)
    chip = int(h * 0.09)
    slots = {0: 1, 1: 0, 2: 2}  # the order's place -> the slot from the left
    for i, line in enumerate(lines):
        rank = i + 1
        step_h = int(tallest * STEPS[rank])
        sx = rect.centerx + (slots[i] - 1) * step_w - step_w // 2 + (step_w // 2 if len(lines) == 2 else 0)
        step = pygame.Rect(sx + int(step_w * 0.04), rect.bottom - step_h, int(step_w * 0.92), step_h)
        draw.panel(surface, step, theme.PANEL_LIGHT if rank == 1 else theme.PANEL, radius=0.08)
        medal = MEDALS[rank]
        pygame.draw.rect(surface, medal, pygame.Rect(step.x, step.y, step.w, max(4, h // 110)),
                         border_radius=max(2, h // 200))
        draw.text(surface, str(rank), (step.centerx, step.y + step_h * 0.55),
                  min(theme.text_px(h, theme.HEADING), max(theme.text_px(h, 0), int(step_h * 0.6))), medal, bold=True,
                  anchor="center")
        colour = theme.ACCENT if rank == 1 else theme.TEXT
        rating = draw.text(surface, rating_words(line.points, line.provisional, short=True),
                           (step.centerx, step.y - int(h * 0.008)), rating_px, colour, bold=True, anchor="midbottom")
        words = player_label(line)
        person = line.kind == "human"
        n = min(2, len(theme.wrap(words, name_px, step_w, person)))
        line_h = theme.font(name_px, True).get_linesize()
        room = pygame.Rect(step.centerx - step_w // 2, rating.y - line_h * n, step_w, line_h * n)
        drawn = draw.label(surface, words, room, name_px, colour, bold=person, valign="top" if n > 1 else "center",
                           lines=2)
        # a person's chip; a computer level's, a plain one with the computer's badge
        draw_chip(surface, chips[i] if i < len(chips) else None, words if person else "\u2699",
                  (step.centerx, drawn.y - chip // 2 - h * 0.006), chip)


def board_look(h: int, lines: Sequence[RatingLine], t: pygame.Rect) -> tuple[int, int]:
    """A leaderboard's line height and text size on a screen ``h`` high, for ``lines`` in ``t``:
    the largest type from heading type down to body type (chips as large) at which all of them,
    the heading and every name whole fit, the board filling its room; else the normal ones
    (``board_row_h``, body type)."""
    body = theme.text_px(h, theme.BODY)
    for px in range(theme.text_px(h, theme.HEADING), body, -1):
        row_h = int(px * BIG_ROW)
        if not lines or (len(lines) + 1) * row_h > t.h:
            continue
        cols = board_columns(t, lines, row_h, px, h)
        if all(draw.label_width(player_label(line), px, line.kind == "human") <= name_room(cols, line, px)
               for line in lines):
            return row_h, px
    return board_row_h(h), body


#: a leaderboard's line in larger type, this many times its type's size tall
BIG_ROW = 2.2


def board_columns(t: pygame.Rect, lines: Sequence[RatingLine], row_h: int, px: int, h: int) -> list[float]:
    """The x of a leaderboard's columns in ``t`` for ``lines`` (all of them shown): the rank,
    the player, then the right edges of the rating, played, won and win rate."""
    pad = int(h * 0.015)
    chip = row_h * 0.8
    numbers = [[_("Rating"), *(rating_words(x.points, x.provisional, short=True) for x in lines)],
               [_("Played"), *(str(x.played) for x in lines)],
               [_("Won"), *(str(x.won) for x in lines)], [_("Win rate"), "100 %"]]
    return [t.x + pad, t.x + pad + px * 2.2 + chip * 1.15,
            *right_columns(t.right - pad, numbers, px, max(px * 0.6, t.w * 0.02))]


def name_room(cols: Sequence[float], line: RatingLine, px: int) -> float:
    """How wide a line's player may be drawn: from its column up to its rating."""
    return cols[2] - cols[1] - theme.font(px, True).size(rating_words(line.points, line.provisional, short=True))[0] \
        - px


def draw_board(surface: pygame.Surface, t: pygame.Rect, lines: Sequence[RatingLine], row_h: int, shown: int,
               game_name: str, chips: Sequence[theme.Identity | None] = (), *, px: int | None = None) -> None:
    """A game's leaderboard in ``t``: a heading line, then its first ``shown`` lines (rank, the
    person's chip, player or computer level, rating, played, won, win rate) in ``px`` type (body
    type by default), then how many more there are."""
    h = surface.get_height()
    px = px or theme.text_px(h, theme.BODY)
    if not lines:
        draw.text_fit(surface, _("No finished game of {game} yet: its leaderboard starts with the first.").format(
            game=game_name), t, px, theme.TEXT_DIM, align="center", valign="center")
        return
    chip = row_h * 0.8
    cols = board_columns(t, lines[:shown], row_h, px, h)
    heads = [(_("Player"), cols[1], "midleft"), (_("Rating"), cols[2], "midright"),
             (_("Played"), cols[3], "midright"), (_("Won"), cols[4], "midright"),
             (_("Win rate"), cols[5], "midright")]
    # the columns' heads a step under the lines' type: larger with them on a short board
    draw_columns(surface, t.y + row_h / 2, heads, max(theme.text_px(h, theme.SMALL), px * 4 // 5), theme.TEXT_DIM)
    for i, line in enumerate(lines[:shown]):
        y = t.y + row_h * (i + 1.5)
        if i % 2 == 0:
            draw.panel(surface, pygame.Rect(t.x, y - row_h / 2, t.w, row_h), theme.PANEL, radius=0.2)
        colour = theme.ACCENT if i == 0 else theme.TEXT if line.kind == "human" else theme.TEXT_DIM
        draw.text(surface, f"{i + 1}.", (cols[0], y), px, colour, bold=True, anchor="midleft")
        if line.kind == "human":
            draw_chip(surface, chips[i] if i < len(chips) else None, line.player, (cols[1] - chip * 0.65, y), chip)
        else:  # a computer's own chip, a gear: never read as the person of the same name
            draw_computer_chip(surface, (cols[1] - chip * 0.65, y), chip)
        # 0 to 100, a newcomer 50 (club.stats); "61*" under a few games, the * said under the table
        rating = rating_words(line.points, line.provisional, short=True)
        room = name_room(cols, line, px)  # up to its rating
        person = line.kind == "human"  # a computer level's line in plain type ("Robin (expert)" by its gear)
        draw.label(surface, player_label(line), pygame.Rect(int(cols[1]), int(y - row_h / 2), int(room), row_h),
                   px, colour, bold=person, align="left", lines=1)  # whole, or a layout fault
        rate = line.won / line.played if line.played else 0.0
        draw_columns(surface, y, [(rating, cols[2], "midright"),
                                  (str(line.played), cols[3], "midright"), (str(line.won), cols[4], "midright"),
                                  (percent(rate), cols[5], "midright")], px, colour)
    hidden = len(lines) - shown
    if hidden > 0:
        draw.text(surface, _("and {count} more").format(count=hidden), (t.centerx, t.y + row_h * (shown + 1)),
                  theme.text_px(h, 0.026), theme.TEXT_DIM, anchor="midtop")


#: where a player's page's title starts, of the height
TITLE_TOP = 0.02


def title_bottom(h: int) -> int:
    """Where a player's page's title (one line, heading type, bold) ends."""
    return int(TITLE_TOP * h) + theme.font(theme.text_px(h, theme.HEADING), True).get_height()


class PlayerScreen(WidgetScene):
    """One person's page: per game played, won, win rate, average and best; the last games,
    each opening its replay."""

    def __init__(self, app: Host, source: StatsSource, name: str) -> None:
        super().__init__(app)
        self.source = source
        self.stats = source.player_stats(name)
        self.message = ""
        self.games = [Row(partial(self.replay, g)) for g in self.stats.last]
        self.back_button = Button(label("Back (Esc)"), self.back)
        self.shown = 0

    def replay(self, game: FinishedGame) -> None:
        self.message = self.source.open_replay(self.app, game) or ""
        self.app.dirty = True

    def layout(self, rect: pygame.Rect) -> None:
        h = rect.h
        w = int(min(rect.w * 0.94, h * 1.7))
        x0 = rect.centerx - w // 2
        bh = int(h * 0.08)
        self.back_button.rect = pygame.Rect(rect.centerx - int(h * 0.2), rect.bottom - bh - int(h * 0.03),
                                            int(h * 0.4), bh)
        self.row_h = self.head_h = int(theme.text_px(h, 0.03) * 1.55)
        self.x0, self.w = x0, w
        # the table's headings under the title at the usual spacing, the rest of the page for its lines
        self.per_game_top = title_bottom(h) + int(h * 0.015)
        # each game's line taller, with its picture and heading type, where the page has the room
        games, last = len(self.stats.games), max(1, min(len(self.stats.last), LAST_KEPT))
        tall = int(h * GAME_ROW)
        below = self.row_h * (last + 1) + int(h * 0.07)
        fits = self.per_game_top + self.head_h + games * tall + below <= self.back_button.rect.y - int(h * 0.06)
        self.game_h = tall if games and fits and self.names_fit(h, tall) else self.row_h
        if self.game_h == self.row_h:  # lines of one height: as far apart as the page holds (none left empty)
            fill = (self.back_button.rect.y - int(h * 0.06) - self.per_game_top - self.head_h - int(h * 0.07)) // (
                games + last)
            self.row_h = self.game_h = max(self.row_h, min(int(self.row_h * SPREAD), fill))
        self.last_top = self.per_game_top + self.head_h + self.game_h * len(self.stats.games) + int(h * 0.07)
        room = self.back_button.rect.y - int(h * 0.06) - self.last_top
        self.shown = max(0, room // self.row_h)
        for i, row in enumerate(self.games):
            row.rect = pygame.Rect(x0, self.last_top + self.row_h * i, w, self.row_h)
        self.widgets = [*self.games[: self.shown], self.back_button]

    def numbers(self) -> list[list[str]]:
        """The per-game columns of numbers, each under its heading."""
        st = self.stats
        return [[_("Played"), *(str(g.played) for g in st.games)], [_("Won"), *(str(g.won) for g in st.games)],
                [_("Win rate"), "100 %"], [_("Average"), *(decimal(g.average) for g in st.games)],
                [_("Best"), *(str(g.best) for g in st.games)]]

    def names_fit(self, h: int, row_h: int) -> bool:
        """Whether each game's picture and name fit before its numbers in heading type, in lines
        ``row_h`` tall."""
        px, pad = theme.text_px(h, theme.HEADING), int(h * 0.015)
        numbers = self.numbers()
        cols = right_columns(self.x0 + self.w - pad, numbers, px, max(theme.text_px(h, 0.03), self.w * 0.03))
        first = cols[0] - max(theme.font(px, True).size(t)[0] for t in numbers[0])
        widest = max(theme.font(px, True).size(GAMES[g.game_id].name)[0] for g in self.stats.games)
        return self.x0 + pad + int(row_h * 0.84) * 16 // 9 + pad + widest + px <= first

    def draw_content(self, surface: pygame.Surface) -> None:
        rect = surface.get_rect()
        h = rect.h
        st = self.stats
        title = _("{name}: {games}, {won} won ({rate})").format(  # "1 game", never "1 games"
            name=st.player, games=games_count(st.played), won=st.won, rate=percent(st.win_rate))
        title_px = theme.text_px(h, theme.HEADING)
        chip = theme.font(title_px, True).get_height() * 1.1
        room = pygame.Rect(rect.w * 0.03 + chip * 1.2, TITLE_TOP * h, rect.w * 0.94 - chip * 1.2, h * 0.12)
        drawn = draw.label(surface, title, room, title_px, theme.ACCENT, bold=True, valign="top", lines=1)
        draw_chip(surface, theme.IDENTITY_BY_KEY.get(self.source.identity_of(st.player) or ""), st.player,
                  (drawn.x - chip * 0.65, drawn.y + chip / 2), chip)
        px = theme.text_px(h, 0.03)
        x0, w, pad = self.x0, self.w, int(h * 0.015)
        tall = self.game_h > self.row_h
        game_px = theme.text_px(h, theme.HEADING) if tall else px
        cols = [x0 + pad, *right_columns(x0 + w - pad, self.numbers(), game_px, max(px, w * 0.03))]
        y = self.per_game_top + self.head_h / 2
        heads = [(_("Game"), cols[0], "midleft"), (_("Played"), cols[1], "midright"), (_("Won"), cols[2], "midright"),
                 (_("Win rate"), cols[3], "midright"), (_("Average"), cols[4], "midright"),
                 (_("Best"), cols[5], "midright")]
        draw_columns(surface, y, heads, theme.text_px(h, 0.026), theme.TEXT_DIM)
        for i, g in enumerate(st.games):
            y = self.per_game_top + self.head_h + self.game_h * (i + 0.5)
            name_x = cols[0]
            if tall:  # the game's picture before its name
                picture_h = int(self.game_h * 0.84)
                place = pygame.Rect(cols[0], int(y - picture_h / 2), picture_h * 16 // 9, picture_h)
                picture = art.game_art(GAMES[g.game_id], place.size, int(picture_h * 0.12))
                if picture is not None:
                    surface.blit(picture, place)
                    name_x = place.right + pad
            draw_columns(surface, y, [(GAMES[g.game_id].name, name_x, "midleft"),
                                      (str(g.played), cols[1], "midright"), (str(g.won), cols[2], "midright"),
                                      (percent(g.win_rate), cols[3], "midright"),
                                      (decimal(g.average), cols[4], "midright"),
                                      (str(g.best), cols[5], "midright")], game_px, theme.TEXT, bold=tall)
        head = _("Last games (Enter or a click: its replay)") if st.last else _("No finished game yet.")
        draw.text(surface, head, (x0 + pad, self.last_top - int(h * 0.01)), theme.text_px(h, 0.03), theme.ACCENT,
                  bold=True, anchor="bottomleft")
        for i, game in enumerate(st.last[: self.shown]):
            y = self.last_top + self.row_h * (i + 0.5)
            if i % 2 == 0:
                draw.panel(surface, pygame.Rect(x0, y - self.row_h / 2, w, self.row_h), theme.PANEL, radius=0.2)
            seat = self.source.seat_of(game, st.player)
            when = when_text(game.finished_at)
            score = "" if seat is None else signed(game.scores[seat])
            won = seat is not None and seat in game.winners
            draw_columns(surface, y, [(when, cols[0], "midleft"),
                                      (GAMES[game.game_id].name, x0 + int(w * 0.3), "midleft"),
                                      (_("won") if won else "", cols[4], "midright"),
                                      (score, cols[5], "midright")], px, theme.ACCENT if won else theme.TEXT)
        if self.message:
            draw.text_fit(surface, self.message, pygame.Rect(x0, self.back_button.rect.y - int(h * 0.06), w,
                                                              int(h * 0.055)), px, theme.DANGER, align="center")
