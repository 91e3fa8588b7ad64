"""Player setup: seats (name, colour and symbol, human or computer) and the game's options."""

from __future__ import annotations

import functools

import random
from typing import TYPE_CHECKING, Any

import pygame

from ludicitude.core.game import Option
from ludicitude.core.i18n import _
from ludicitude.core.names import name_problem
from ludicitude.games import GameSpec
from ludicitude.ui import draw, theme
from ludicitude.ui.club_source import club_memory
from ludicitude.ui.known_players import Known, KnownPlayers
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.ui.theme import IDENTITY_BY_KEY, PLAYER_IDENTITIES
from ludicitude.ui.widgets import Button, Choice, TextEntry, WidgetScene, label

if TYPE_CHECKING:
    from ludicitude.ui.host import Host

#: who plays a seat: a person, or the computer at one of its levels (core.bots.LEVELS)
KIND_OPTIONS = (("human", label("Human")), ("easy", label("Computer (easy)")),
                ("cpu", label("Computer (normal)")), ("expert", label("Computer (expert)")))


def kind_options(game: GameSpec) -> list[tuple[str, Any]]:
    """The choices of the "Plays" column: a person, and the levels this game has players for."""
    levels = game.levels()
    return [(kind, text) for kind, text in KIND_OPTIONS if kind == "human" or kind in levels]


class SeatRow:
    def __init__(self, scene: Setup, seat: SeatInfo) -> None:
        self.seat = seat
        options = kind_options(scene.game)
        if seat.kind not in dict(options):  # a kind setup does not offer (random): the normal level
            seat.kind = "cpu"
        self.name = TextEntry(seat.name, self._rename, placeholder=label("Name"))
        self.colour = Choice(label("Colour"),
                             [(i.key, label(i.label)) for i in PLAYER_IDENTITIES],
                             seat.identity, lambda v: scene.recolour(self, v), show_label=False)
        self.kind = Choice(label("Plays"), options, seat.kind, self._rekind, show_label=False)
        self.remove = Button(lambda: "✕", lambda: scene.remove_seat(self), style="danger")

    def _rename(self, value: str) -> None:
        self.seat.name = value

    def _rekind(self, value: str) -> None:
        self.seat.kind = value

    @property
    def widgets(self) -> list[Any]:
        return [self.name, self.colour, self.kind, self.remove]


class Setup(WidgetScene):
    def __init__(self, app: Host, game: GameSpec, seats: list[SeatInfo] | None = None,
                 club: tuple[list[Known], list[SeatInfo] | None] | None = None) -> None:
        super().__init__(app)
        self.game = game
        self.options_spec: tuple[Option, ...] = (
            game.state().options_spec)
        self.option_values = {o.key: o.default for o in self.options_spec}
        count = min(game.max_seats, max(game.min_seats, 3))
        if seats is None:
            seats = [SeatInfo(_("Player {n}").format(n=i + 1), PLAYER_IDENTITIES[i].key,
                              "human" if i == 0 else "cpu") for i in range(count)]
        self.rows = [SeatRow(self, s) for s in seats]
        self.add_button = Button(label("Add a player"), self.add_seat)
        self.option_widgets = [
            Choice(label(o.label), [(v, label(t)) for v, t in o.choices], o.default,
                   functools.partial(self.option_values.__setitem__, o.key))
            for o in self.options_spec
        ]
        # players' phones as private hands, for the games that have a phone screen (docs/phones.md)
        self.phones = Choice(label("Players' phones"), ((False, label("Off")), (True, label("On"))), False)
        self.phones.visible = game.phone is not None
        self.start_button = Button(label("Start the game"), self.start, style="primary")
        self.back_button = Button(label("Back"), self.back)
        self.rules_button = Button(label("Rules (F1)"), self.open_rules)
        self.message = ""
        # the players the club knows and its last table (ui/known_players.py)
        self.known = KnownPlayers(self, *(club if club is not None else club_memory(game.id)))
        self.rebuild()

    def rebuild(self) -> None:
        self.widgets = [w for row in self.rows for w in row.widgets] + self.known.widgets
        for row in self.rows:
            row.remove.enabled = len(self.rows) > self.game.min_seats
        self.add_button.enabled = len(self.rows) < self.game.max_seats
        self.widgets += [self.add_button, self.phones, *self.option_widgets, self.start_button, self.rules_button,
                         self.back_button]
        self.relayout()

    def open_rules(self) -> None:
        from ludicitude.ui.rules_screen import RulesScreen

        self.app.stack.open(RulesScreen(self.app, self.game))

    def key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_F1:
            self.open_rules()
            return
        super().key(event)

    def add_seat(self) -> None:
        taken = {r.seat.identity for r in self.rows}
        ident = next(i.key for i in PLAYER_IDENTITIES if i.key not in taken)
        self.rows.append(SeatRow(self, SeatInfo(_("Player {n}").format(n=len(self.rows) + 1), ident, "cpu")))
        self.rebuild()

    def remove_seat(self, row: SeatRow) -> None:
        if len(self.rows) > self.game.min_seats:
            self.rows.remove(row)
            self.rebuild()

    def recolour(self, row: SeatRow, value: str) -> None:
        """Colours stay distinct: a colour another seat holds is skipped."""
        taken = {r.seat.identity for r in self.rows if r is not row}
        step = 1
        keys = [i.key for i in PLAYER_IDENTITIES]
        if keys.index(value) == (keys.index(row.seat.identity) - 1) % len(keys):
            step = -1
        while value in taken:
            value = keys[(keys.index(value) + step) % len(keys)]
        row.colour.index = keys.index(value)
        row.seat.identity = value

    def seats(self) -> list[SeatInfo]:
        return [SeatInfo(r.seat.name.strip(), r.seat.identity, r.seat.kind) for r in self.rows]

    def start(self) -> None:
        seats = self.seats()
        problem = next((p for p in map(name_problem, (s.name for s in seats)) if p), None)
        if problem is not None:  # the same check as --seats and saved games (core/names.py)
            self.message = problem
            return
        if len({s.name.casefold() for s in seats}) < len(seats):
            self.message = _("Two players have the same name: change one.")
            return
        seed = self.app.seed if self.app.seed is not None else random.randrange(1 << 31)
        session = GameSession.new(self.game.id, seats, self.option_values, seed)
        self.app.start_game(session, phones=self.phones.visible and self.phones.value)

    def draw(self, surface: pygame.Surface) -> None:
        self.known.watch(self.focused)
        super().draw(surface)
        for row in self.rows:  # each colour with its symbol, over its choice
            ident = IDENTITY_BY_KEY[row.seat.identity]
            r = row.colour.rect
            draw.symbol(surface, ident.symbol, (r.x + r.h * 0.55, r.centery), r.h * 0.55, ident.colour,
                        (0, 0, 0))

    def layout(self, rect: pygame.Rect) -> None:
        h, w = rect.h, rect.w
        margin = int(h * 0.04)
        content_w = min(w - 2 * margin, int(h * 1.5))
        x0 = rect.centerx - content_w // 2
        gap = int(h * 0.012)
        row_h = int(h * 0.056)
        top = int(h * 0.2)
        name_w = int(content_w * 0.28)
        rm_w = row_h
        rest = content_w - name_w - rm_w - 3 * gap
        colour_w = int(rest * 0.43)  # "Plays" is the wider: "Computer (expert)" in every language
        self.columns = [(x0, _("Name")), (x0 + name_w + gap, _("Colour")),
                        (x0 + name_w + colour_w + 2 * gap, _("Plays"))]
        for i, row in enumerate(self.rows):
            y = top + i * (row_h + gap)
            row.name.rect = pygame.Rect(x0, y, name_w, row_h)
            row.colour.rect = pygame.Rect(x0 + name_w + gap, y, colour_w, row_h)
            row.colour.left_room = int(row_h * 0.9)  # the colour's symbol, drawn at the left (draw)
            row.kind.rect = pygame.Rect(row.colour.rect.right + gap, y, rest - colour_w, row_h)
            row.remove.rect = pygame.Rect(x0 + content_w - rm_w, y, rm_w, row_h)
        y = top + len(self.rows) * (row_h + gap) + gap
        add_w = int(content_w * 0.34)
        self.add_button.rect = pygame.Rect(x0, y, add_w, row_h)
        self.phones.rect = pygame.Rect(x0 + add_w + gap, y, content_w - add_w - gap, row_h)
        for i, wgt in enumerate(self.option_widgets):
            wgt.rect = pygame.Rect(x0, y + (i + 1) * (row_h + gap), content_w, row_h)
        bh = int(h * 0.085)
        by = h - margin - bh
        self.back_button.rect = pygame.Rect(x0, by, int(content_w * 0.22), bh)
        self.rules_button.rect = pygame.Rect(x0 + int(content_w * 0.22) + gap * 2, by,
                                             int(content_w * 0.28), bh)
        self.start_button.rect = pygame.Rect(x0 + content_w - int(content_w * 0.45), by,
                                             int(content_w * 0.45), bh)
        self.message_rect = pygame.Rect(x0, by - int(h * 0.065), content_w, int(h * 0.055))
        self.known.layout(pygame.Rect(x0, int(h * 0.1), content_w, int(h * 0.052)))

    def draw_content(self, surface: pygame.Surface) -> None:
        rect = surface.get_rect()
        h = rect.h
        draw.text(surface, self.game.name, (rect.centerx, h * 0.06), theme.text_px(h, 0.06), theme.ACCENT,
                  bold=True, anchor="center")
        if not self.known.shown:  # else the known players and the last table are there
            draw.text_fit(surface, _("Who plays? Type each name; choose a colour and who plays it."),
                          pygame.Rect(rect.w * 0.04, h * 0.1, rect.w * 0.92, h * 0.045),
                          theme.text_px(h, 0.028), theme.TEXT_DIM, align="center")
        small = theme.text_px(h, 0)
        for x, title in self.columns:
            draw.text(surface, title, (x + small * 0.4, h * 0.2 - small * 0.3), small, theme.TEXT_DIM,
                      anchor="bottomleft")
        if self.message:
            draw.text_fit(surface, self.message, self.message_rect, theme.text_px(h, 0.032), theme.DANGER,
                          bold=True, align="center")
