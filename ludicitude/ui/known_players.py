"""The players a club knows, offered in the player setup: "the last table" in one click, and
the known names as buttons with the colour and symbol each last had. While a name is being
typed, only the names it begins are offered; a name pressed goes into the seat being typed
(else the first seat still named "Player N" or played by the computer), with its colour when no other seat holds it. A
name clicked leaves its place empty while the pointer stays on the strip, so the names beside
it do not slide under the pointer and a second click never seats someone nobody aimed at.
The choice of what to offer is plain Python (``offered``), so it is tested without a window."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from ludicitude.core.i18n import _, n_
from ludicitude.ui import draw, theme
from ludicitude.ui.session import SeatInfo
from ludicitude.ui.theme import IDENTITY_BY_KEY
from ludicitude.ui.widgets import Button, TextEntry, Widget, button_px



class SeatRow(Protocol):
    """A seat of the setup as the strip uses it (``ui/setup.SeatRow``)."""

    seat: SeatInfo
    person_name: str
    name: TextEntry
    kind: Any  # its "who plays" choice


class Setup(Protocol):
    """The setup screen as the strip uses it (``ui/setup.Setup``: declared here, so the setup,
    which holds the strip, and the strip never import each other)."""

    app: Any
    game: Any
    message: str

    @property
    def rows(self) -> Sequence[SeatRow]: ...

    def rebuild(self) -> None: ...

    def recolour(self, row: Any, value: str) -> None: ...

    def relayout(self) -> None: ...

    def seat_table(self, seats: Sequence[SeatInfo]) -> None: ...


@dataclass(frozen=True)
class Known:
    name: str
    identity: str | None  # the colour and symbol they last had (a theme.PLAYER_IDENTITIES key)


def key_of(name: str) -> str:
    """What two names share when they are one player (as the club compares them)."""
    return unicodedata.normalize("NFC", name.strip()).casefold()


def offered(known: Sequence[Known], typed: str, at_table: Sequence[str]) -> list[Known]:
    """The known players to offer: not already at the table, beginning with ``typed`` (any case;
    all of them when nothing is typed), in the club's order (the most recently seen first). A
    computer's record ("computer:easy", as an older program or a command line may have kept it)
    is never offered as a person."""
    seated = {key_of(n) for n in at_table}
    prefix = key_of(typed)
    return [k for k in known if key_of(k.name) not in seated and not key_of(k.name).startswith("computer:")
            and key_of(k.name).startswith(prefix) and key_of(k.name) != prefix]


def table_words(seats: Sequence[SeatInfo]) -> str:
    return ", ".join(s.name for s in seats)


class NameButton(Widget):
    """A known player: their symbol in their colour, and their name."""

    def __init__(self, player: Known, on_press: Callable[[Known], Any]) -> None:
        super().__init__()
        self.player = player
        self.on_press = on_press
        #: seated already, its place kept empty while the pointer is on the strip
        self.taken = False

    def press(self) -> None:
        self.on_press(self.player)

    def width(self, h: int) -> int:
        px = theme.text_px(h, 0.03)
        return int(theme.font(px, True).size(self.player.name)[0] + px * 2.6)

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        h = surface.get_height()
        draw.panel(surface, self.rect, theme.PANEL_LIGHT if hovered else theme.PANEL, radius=0.3)
        if focused:
            pygame.draw.rect(surface, theme.FOCUS, self.rect.inflate(8, 8), max(3, self.rect.h // 14),
                             border_radius=int(self.rect.h * 0.3))
        px = theme.text_px(h, 0.03)
        ident = IDENTITY_BY_KEY.get(self.player.identity or "")
        x = self.rect.x + px * 0.6
        if ident is not None:
            draw.player_tag(surface, ident, self.player.name, (x, self.rect.centery), px, theme.TEXT, bold=True)
        else:
            draw.text(surface, self.player.name, (x, self.rect.centery), px, theme.TEXT, bold=True,
                      anchor="midleft")


class KnownPlayers:
    """The setup's strip of known players and "the last table" (drawn where the setup's how-to
    line is when the club knows nobody)."""

    def __init__(self, setup: Setup, known: Sequence[Known], last_table: Sequence[SeatInfo] | None) -> None:
        self.setup = setup
        self.known = list(known)
        game = setup.game
        fits = last_table is not None and game.min_seats <= len(last_table) <= game.max_seats
        self.last_table = list(last_table) if last_table is not None and fits else None
        self.last_button = Button(self._last_label, self.take_last_table)
        self.last_button.visible = self.last_table is not None
        self.typing: SeatRow | None = None  # the seat whose name is being typed
        self.buttons: list[NameButton] = []
        self._offer: list[Known] | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)

    def _last_label(self) -> str:
        """"Last table: Ana, Bob, Cleo" on one line of the button; where every name does not fit
        whole, the first ones that do and how many more ("Last table: Ana, Bob and 6 more"): a
        name is never cut."""
        seats = self.last_table or []
        words = _("Last table: {names}").format(names=table_words(seats))
        r = self.last_button.rect
        if not r.w:
            return words
        h = self.setup.app.screen.get_height()
        room = self.last_button.inner().w
        for shown in range(len(seats), 0, -1):
            if shown < len(seats):
                more = len(seats) - shown
                words = n_("Last table: {names} and {count} more", "Last table: {names} and {count} more",
                           more).format(names=table_words(seats[:shown]), count=more)
            if draw.label_width(words, button_px(h), True) <= room:
                break
        return words

    @property
    def shown(self) -> bool:
        return bool(self.known) or self.last_table is not None

    @property
    def widgets(self) -> list[Widget]:
        return [self.last_button, *self.buttons] if self.shown else []

    def watch(self, focused: Widget | None) -> None:
        """Follow the name being typed (called before the setup draws): the offer narrows to it."""
        row = next((r for r in self.setup.rows if r.name is focused), None) if isinstance(focused, TextEntry) else None
        if row is not None:
            self.typing = row
        typed = self.typing.name.value if self.typing is not None and self.typing.name is focused else ""
        if typed in self.default_names() or (self.typing is not None and not self.typing.seat.is_human):
            typed = ""  # "Player 2", or a computer's name, is not a name being typed
        offer = offered(self.known, typed, [r.seat.name for r in self.setup.rows if r is not self.typing])
        if offer != self._offer or (any(b.taken for b in self.buttons) and not self.pointer_on_strip()):
            self._offer = offer
            if self.pointer_on_strip() and set(offer) <= {b.player for b in self.buttons}:
                for b in self.buttons:  # names gone from the offer leave their places empty
                    b.taken = b.player not in offer
                self.setup.relayout()
            else:
                self.buttons = [NameButton(p, self.take) for p in offer]
                self.setup.rebuild()
            self.setup.app.dirty = True

    def pointer_on_strip(self) -> bool:
        pointer = self.setup.app.pointer
        return pointer is not None and self.rect.collidepoint(pointer)

    def layout(self, rect: pygame.Rect) -> None:
        """"The last table" at the left of ``rect``, then as many known players as fit."""
        self.rect = rect
        h = self.setup.app.screen.get_height()
        gap = int(h * 0.012)
        x = rect.x
        if self.last_button.visible:  # as wide as the whole table's names need, up to 3/5 of the strip
            words = _("Last table: {names}").format(names=table_words(self.last_table or []))
            need = draw.label_width(words, button_px(h), True) + int(rect.h * 0.6)
            self.last_button.rect = pygame.Rect(rect.x, rect.y, min(need, int(rect.w * 0.6)), rect.h)
            x = self.last_button.rect.right + gap
        for button in self.buttons:
            w = button.width(h)
            fits = x + w <= rect.right
            button.visible = fits and not button.taken
            button.rect = pygame.Rect(x, rect.y, w, rect.h)
            if fits:
                x += w + gap

    def target(self, player: Known) -> SeatRow | None:
        """The seat ``player`` goes into: the one being typed when what it holds begins their name
        (or is no name yet), else the first seat still unnamed."""
        rows = self.setup.rows
        default = self.default_names()

        def unnamed(row: SeatRow) -> bool:  # no name, "Player N", or a computer's seat
            return not row.seat.name.strip() or row.seat.name in default or not row.seat.is_human

        typing = self.typing
        if typing in rows and typing is not None and (
                unnamed(typing) or key_of(player.name).startswith(key_of(typing.seat.name))):
            return typing
        return next((r for r in rows if unnamed(r)), None)

    def default_names(self) -> set[str]:
        """The names the setup gives seats before anyone types ("Player 1"...)."""
        return {_("Player {n}").format(n=i + 1) for i in range(self.setup.game.max_seats)}

    def take(self, player: Known) -> None:
        row = self.target(player)
        if row is None:
            self.setup.message = _("Every seat has a name: remove one or add a player first.")
            self.setup.app.dirty = True
            return
        row.name.value = row.seat.name = row.person_name = player.name
        if row.seat.kind != "human":  # the club knows people: a person's name never sits on a computer's seat
            row.kind.index = [v for v, _label in row.kind.options].index("human")
            row.seat.kind = "human"
        if player.identity in IDENTITY_BY_KEY:
            self.setup.recolour(row, player.identity)
        self.typing = None
        self.setup.message = ""
        self.setup.app.dirty = True

    def take_last_table(self) -> None:
        """The seats of the last game started (names, colours, who plays) in one click."""
        if self.last_table is None:
            return
        self.typing = None
        self.setup.message = ""
        self.setup.seat_table([SeatInfo(s.name, s.identity, s.kind) for s in self.last_table])
        self.setup.app.dirty = True

