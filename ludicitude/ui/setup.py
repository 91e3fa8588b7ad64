"""Player setup: seats (name, colour and symbol, human or computer) and the game's options."""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from ludicitude.core.game import Option
from ludicitude.core.i18n import N_, _
from ludicitude.core.names import COMPUTER_BADGE, computer_name, name_key, name_problem
from ludicitude.games import GameSpec
from ludicitude.ui import draw, theme
from ludicitude.ui.club_source import club_memory
from ludicitude.ui.known_players import Known, KnownPlayers
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.ui.theme import IDENTITY_BY_KEY, PLAYER_IDENTITIES
from ludicitude.ui.widgets import Button, Choice, TextEntry, WidgetScene, button_px, label

if TYPE_CHECKING:
    from ludicitude.ui.host import Host

#: who plays a seat: a person, or the computer at one of its levels (core.bots.LEVELS); each with
#: the short words a narrow chip uses
KIND_OPTIONS = (("human", N_("Human"), N_("Human")), ("easy", N_("Computer (easy)"), N_("⚙ easy")),
                ("cpu", N_("Computer (normal)"), N_("⚙ normal")),
                ("expert", N_("Computer (expert)"), N_("⚙ expert")))


def kind_options(game: GameSpec) -> list[tuple[str, str, str]]:
    """The kinds a seat may have: a person, and the levels this game has players for."""
    levels = game.levels()
    return [option for option in KIND_OPTIONS if option[0] == "human" or option[0] in levels]


class RemoveButton(Button):
    """A seat's ✕: one quiet look at every count of seats, a dark key with its ✕ (dimmed where the
    game has no seat to spare); red only under the pointer or the keyboard's focus, where it is
    the one about to be pressed (eight red ✕s shouted on a projector, three dark ones did not)."""

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        if self.enabled and (focused or hovered):  # its style's red
            super().draw(surface, focused, hovered)
            return
        h = surface.get_height()
        draw.panel(surface, self.rect, theme.BUTTON_OFF, radius=0.25, border=theme.PANEL_LIGHT, width=theme.outline(h))
        words = theme.TEXT if self.enabled else theme.BUTTON_OFF_TEXT
        draw.label(surface, self.text(), self.inner(), button_px(h), words, bold=True, lines=1)
        if focused:
            self._ring(surface)


class SeatRow:
    """One seat of the setup, drawn as a player's chip: their symbol in their colour (the colour
    chosen under it), their name, and who plays it. A seat is a person's as soon as a name is
    typed into it; a seat given to the computer takes a computer's name (``core.names``), and
    a person's name typed before comes back when it is given back to a person."""

    def __init__(self, scene: Setup, seat: SeatInfo) -> None:
        self.scene = scene
        self.seat = seat
        options = kind_options(scene.game)
        if seat.kind not in [k for k, _long, _short in options]:  # (random): the normal level
            seat.kind = "cpu"
        #: the name a person typed, given back when the seat goes from the computer to a person
        self.person_name = seat.name if seat.is_human else ""
        self.name = TextEntry(seat.name, self._rename, placeholder=label("Name"))
        self.colour = Choice(label("Colour"),
                             [(i.key, label(i.label)) for i in PLAYER_IDENTITIES],
                             seat.identity, lambda v: scene.recolour(self, v), show_label=False)
        self.kind = Choice(label("Plays"), [(k, self._kind_words(long, short)) for k, long, short in options],
                           seat.kind, self._rekind, show_label=False)
        self.remove = RemoveButton(lambda: "✕", lambda: scene.remove_seat(self), style="danger")
        self.rect = pygame.Rect(0, 0, 0, 0)  # the chip
        self.low = False  # a low chip (many seats): its symbol small, before the name
        self.symbol_rect = pygame.Rect(0, 0, 0, 0)

    def _kind_words(self, long: str, short: str) -> Callable[[], str]:
        """The kind in words: the long ones, or the short ones where the chip is too narrow."""
        def words() -> str:
            return _(long) if self.kind.fits(_(long), self.scene.app.screen.get_height()) else _(short)
        return words

    def _rename(self, value: str) -> None:
        self.seat.name = self.person_name = value
        if not self.seat.is_human:  # a name typed: the seat is a person's (the kind chip says so)
            self.seat.kind = "human"
            self.kind.index = [v for v, _label in self.kind.options].index("human")

    def _rekind(self, value: str) -> None:
        was_human, self.seat.kind = self.seat.is_human, value
        if value == "human" and not was_human:
            self.name.value = self.seat.name = self.person_name or self.scene.default_name(self)
        elif value != "human" and was_human:
            self.name.value = self.seat.name = computer_name(
                r.seat.name for r in self.scene.rows if r is not self)
        self.name.selected = bool(self.name.value)

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
        if seats is None:  # a person, and the computer at the other seats (each with its name)
            seats = [SeatInfo(_("Player {n}").format(n=1), PLAYER_IDENTITIES[0].key, "human")]
            for i in range(1, count):
                seats.append(SeatInfo(computer_name(s.name for s in seats), PLAYER_IDENTITIES[i].key, "cpu"))
        self.rows: list[SeatRow] = []
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

    def seat_table(self, seats: Sequence[SeatInfo]) -> None:
        """Every seat at once (the last table, from the known players' strip)."""
        self.rows = [SeatRow(self, seat) for seat in seats]
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
        name = computer_name(r.seat.name for r in self.rows)
        self.rows.append(SeatRow(self, SeatInfo(name, ident, "cpu")))
        self.rebuild()

    def default_name(self, row: SeatRow) -> str:
        """"Player N" for a seat given back to a person before anyone typed its name: its place."""
        return _("Player {n}").format(n=self.rows.index(row) + 1 if row in self.rows else len(self.rows) + 1)

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
        if len({name_key(s.name) for s in seats}) < len(seats):  # a computer named as a person too
            self.message = _("Two players have the same name: change one.")
            return
        seed = self.app.seed if self.app.seed is not None else random.randrange(1 << 31)
        session = GameSession.new(self.game.id, seats, self.option_values, seed)
        self.app.start_game(session, phones=self.phones.visible and self.phones.value)

    def draw(self, surface: pygame.Surface) -> None:
        self.known.watch(self.focused)
        super().draw(surface)
        for row in self.rows:  # each chip's symbol in its colour, with the computer's badge
            ident = IDENTITY_BY_KEY[row.seat.identity]
            r = row.symbol_rect
            size = min(r.w, r.h) * 0.8
            draw.symbol(surface, ident.symbol, r.center, size, ident.colour, (0, 0, 0))
            if not row.seat.is_human and not row.low:  # the badge at the symbol's foot, as large as the type
                # (a low chip's symbol is too small for it: there who plays says "⚙ expert")
                floor = theme.text_px(surface.get_height(), 0)  # the badge as large as the smallest type
                radius = max(size * 0.26, floor * 0.8)
                badge = (r.centerx + size * 0.45, r.centery + size * 0.4)
                pygame.draw.circle(surface, theme.BG_DARK, badge, radius)
                pygame.draw.circle(surface, theme.TEXT, badge, radius, max(1, int(radius / 8)))
                draw.text(surface, COMPUTER_BADGE, badge, max(floor, int(radius * 1.3)), theme.TEXT, bold=True,
                          anchor="center")

    def layout(self, rect: pygame.Rect) -> None:
        h, w = rect.h, rect.w
        slots = len(self.rows) + (1 if len(self.rows) < self.game.max_seats else 0)
        cols = 2
        lines = -(-slots // cols)
        margin = int(h * (0.04 if lines <= 3 else 0.03))  # (many seats: a little more room for the chips)
        content_w = min(w - 2 * margin, int(w - 2 * h * 0.04), int(h * 1.6))
        x0 = rect.centerx - content_w // 2
        gap = int(h * 0.014)
        row_h = int(h * 0.062)
        # the least height of a field of a chip (a name, a choice, the remove button): its words
        # at the button size, with the button's room above and below them
        least = int(math.ceil((theme.font(button_px(h), True).get_height() + 2) / (1 - 0.16))) + 1
        bh = int(h * 0.085)
        by = h - margin - bh
        self.message_rect = pygame.Rect(x0, by - int(h * 0.062), content_w, int(h * 0.055))
        # the chips fill the room between the known players and the options: two to a line
        # under the chips: the phones and the game's options, one row each (lower for many seats)
        below = [self.phones] if self.phones.visible else []
        below += self.option_widgets
        option_h = row_h if lines <= 3 else max(least, int(h * 0.05))
        bottom = self.message_rect.y - gap - len(below) * (option_h + gap)
        for i, wgt in enumerate(below):
            wgt.rect = pygame.Rect(x0, bottom + gap + i * (option_h + gap), content_w, option_h)
        top = int(h * (0.17 if lines <= 3 else 0.16))
        chip_w = (content_w - gap * (cols - 1)) // cols
        chip_h = min(int(h * 0.26), (bottom - top - gap * (lines - 1)) // lines)
        top += (bottom - top - lines * chip_h - (lines - 1) * gap) // 2
        pad = max(3, min(int(chip_h * 0.08), (chip_h - 2 * least) // 3))
        inner = max(least, min(row_h, (chip_h - 3 * pad) // 2))
        # the colour's choice as wide as its longest colour needs (its words never shrink)
        colour_need = max(self.rows[0].colour.width_for(_(i.label), h, inner) for i in PLAYER_IDENTITIES) + 2 \
            if self.rows else 0
        for i, row in enumerate(self.rows):
            row.rect = pygame.Rect(x0 + (i % cols) * (chip_w + gap), top + (i // cols) * (chip_h + gap),
                                   chip_w, chip_h)
            c = row.rect
            gap_y = (chip_h - 2 * inner) // 3
            top_y, low_y = c.y + gap_y, c.bottom - gap_y - inner
            row.low = chip_h - inner - 3 * pad < inner * 1.2
            if not row.low:  # a tall chip: the symbol over its colour
                left_w = max(int(chip_w * 0.3), colour_need + pad)
                row.colour.rect = pygame.Rect(c.x + pad, low_y, left_w - pad, inner)
                row.symbol_rect = pygame.Rect(c.x + pad, c.y + pad, left_w - pad, low_y - c.y - 2 * pad)
                right = c.x + left_w + pad
                row.kind.rect = pygame.Rect(right, low_y, c.right - pad - right, inner)
            else:  # a low one (many seats): the symbol before the name, the colour and who plays under them
                side = max(inner, theme.die_px(h))  # the symbol as large as the smallest die at least
                row.symbol_rect = pygame.Rect(c.x + pad, top_y - (side - inner) // 2, side, side)
                right = row.symbol_rect.right + pad
                row.colour.rect = pygame.Rect(c.x + pad, low_y, colour_need, inner)
                kind_x = row.colour.rect.right + pad
                row.kind.rect = pygame.Rect(kind_x, low_y, c.right - pad - kind_x, inner)
            row.name.rect = pygame.Rect(right, top_y, c.right - pad - right - inner - pad, inner)
            row.remove.rect = pygame.Rect(c.right - pad - inner, top_y, inner, inner)
        n = len(self.rows)
        self.add_rect = pygame.Rect(x0 + (n % cols) * (chip_w + gap), top + (n // cols) * (chip_h + gap),
                                    chip_w, chip_h)
        self.add_button.visible = n < self.game.max_seats
        self.add_button.rect = self.add_rect.inflate(-chip_w * 0.2, -max(0, chip_h - row_h * 1.4))
        self.back_button.rect = pygame.Rect(x0, by, int(content_w * 0.22), bh)
        self.rules_button.rect = pygame.Rect(x0 + int(content_w * 0.22) + gap * 2, by,
                                             int(content_w * 0.28), bh)
        self.start_button.rect = pygame.Rect(x0 + content_w - int(content_w * 0.45), by,
                                             int(content_w * 0.45), bh)
        self.known.layout(pygame.Rect(x0, int(h * 0.095), content_w, int(h * 0.055)))

    def draw_content(self, surface: pygame.Surface) -> None:
        rect = surface.get_rect()
        h = rect.h
        draw.text(surface, self.game.name, (rect.centerx, h * 0.05), theme.text_px(h, 0.06), theme.ACCENT,
                  bold=True, anchor="center")
        hint = _("Who plays? Type a name: the seat is then a person's.")
        if not self.known.shown:  # under the title; else the known players are there, and it is
            draw.text_fit(surface, hint, pygame.Rect(rect.w * 0.04, h * 0.095, rect.w * 0.92, h * 0.05),
                          theme.text_px(h, 0.028), theme.TEXT_DIM, align="center")
        elif not self.message:  # said above the buttons, where a message would be
            draw.text_fit(surface, hint, self.message_rect, theme.text_px(h, 0.028), theme.TEXT_DIM, align="center")
        for row in self.rows:  # a chip: its player's colour at the edge, on the table's panel
            colour = IDENTITY_BY_KEY[row.seat.identity].colour
            tint = (int(theme.PANEL[0] * 0.8 + colour[0] * 0.2), int(theme.PANEL[1] * 0.8 + colour[1] * 0.2),
                    int(theme.PANEL[2] * 0.8 + colour[2] * 0.2))
            draw.panel(surface, row.rect, tint, radius=0.12, border=colour, width=max(2, h // 200))
        if self.add_button.visible:  # the next seat's place, empty
            pygame.draw.rect(surface, theme.PANEL, self.add_rect, max(2, h // 300),
                             border_radius=int(min(self.add_rect.size) * 0.12))
        if self.message:
            draw.text_fit(surface, self.message, self.message_rect, theme.text_px(h, 0.032), theme.DANGER,
                          bold=True, align="center")
