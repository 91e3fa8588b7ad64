"""What frames every game's table: the top banner (whose turn, what just happened, the keys of
the rules and the log, the coach's chip), the strip "Since your last turn", and the log panel
(L) with the coach's advice drawn over everything; and the keys its banner names (F1 the rules,
L the log, K the coach's advice, or a click on its chip). ``GameScene`` owns one (``scene.chrome``)
and says what the game may call of it (``draw_banner``, ``since_last_action``...)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

import pygame

from ludicitude.core.game import Event, GameState
from ludicitude.core.i18n import _
from ludicitude.ui import art, draw, log_panel, theme
from ludicitude.ui.coach import COACH_KEY


class ChromeScene(Protocol):
    """What the chrome reads of its screen."""

    app: Any
    session: Any
    texts: Any
    coach: Any
    message: str
    show_log: bool
    acted_at: dict[int, int]

    @property
    def shown_table(self) -> GameState: ...
    def name(self, seat: int) -> str: ...
    def identity(self, seat: int) -> theme.Identity: ...
    def last_public_text(self) -> str: ...


class TableChrome:
    """The banner, the recap and the log of a game screen (see the module docstring)."""

    def __init__(self, scene: ChromeScene) -> None:
        self.scene = scene
        self.banner_rect = pygame.Rect(0, 0, 0, 0)  # the top strip, as last drawn (the coach goes under it)
        self._acted_read = False  # the game's record read for where each seat last acted
        self._line: tuple[int, int] | None = None  # the second line's type and width, while the banner draws
        self._title_px: dict[tuple[int, int], int] = {}  # the title's type per banner size (``title_px``)

    def draw_background(self, surface: pygame.Surface) -> None:
        """The table's surface: felt in the look's colour, lit in the middle (``ui/art.py``)."""
        surface.blit(art.felt(surface.get_size(), theme.BG, theme.FELT_EDGE), (0, 0))

    def public_text(self) -> str:
        """What just happened, in words (public events only, as far as the table has been shown):
        the screen's ``last_public_text`` unless its game says it otherwise."""
        events = self.scene.shown_table.events
        for event in reversed(events):
            text = self.scene.texts.describe(event, self.scene.session.told_names)
            if text:
                return text
        return ""

    def draw_banner(self, surface: pygame.Surface, rect: pygame.Rect, turn_text: str,
                    seat: int | None, words: Sequence[str] | None = None, *, coach: bool = True) -> None:
        """The top strip: whose turn (with their symbol) and what just happened, in the type of the
        window (``theme.banner_px``: a replay's shorter game area keeps the live banner's type).
        ``words``: the second line's own words instead (longest first, the first that fits one
        line taken, as ``one_line``), for a screen that says something else there (a private
        screen's reminder, a reveal's keys); ``coach``: the coach's button, where it may be asked
        for (not over a dialog that takes the clicks)."""
        h = surface.get_height()
        draw.panel(surface, rect, theme.BG_DARK, radius=0.0)
        px = self.title_px(h, rect, turn_text)
        x = rect.x + int(h * 0.02)
        hint = theme.render(_("F1: rules · L: log"), theme.text_px(h, 0), theme.TEXT_DIM)
        room = self.title_room(h, rect, px) + self.chip_room(h)  # the coach's button where the title leaves room
        chip = self.draw_coach_chip(surface, rect, room - theme.font(px, True).size(turn_text)[0]) if coach else None
        if seat is not None:
            tag = draw.player_tag(surface, self.scene.identity(seat), turn_text, (x, rect.y + rect.h * 0.3), px,
                                  theme.ACCENT, bold=True)
        else:
            tag = draw.text(surface, turn_text, (x, rect.y + rect.h * 0.3), px, theme.ACCENT, bold=True,
                            anchor="midleft")
        small = theme.banner_px(h, 0.026)
        line = pygame.Rect(x, tag.bottom, rect.w - 2 * int(h * 0.02), rect.bottom - tag.bottom)
        self._line = (small, line.w)
        try:
            info = self.one_line(words) if words else self.scene.message or self.scene.last_public_text()
        finally:
            self._line = None
        colour = theme.DANGER if self.scene.message and not words else theme.TEXT
        draw.text_fit(surface, info, line, small, colour, valign="center")
        # the rules screen and the log, said during play (small, top right, room kept for it)
        right = chip.x - int(h * 0.015) if chip else rect.right - int(h * 0.015)
        surface.blit(hint, hint.get_rect(topright=(right, rect.y + int(h * 0.008))))

    def title_px(self, h: int, rect: pygame.Rect, turn_text: str) -> int:
        """The banner's title type on this screen: the largest at which the game's longest titles
        (its scene's ``banner_titles()``, if it says them) and every title shown so far fit
        beside the keys' hint and the coach's button (its room kept, shown or not), never
        growing back: a headline that changed size from turn to turn (a longer round count, the
        coach's button) read badly on a projector."""
        key = (h, rect.w)
        px = self._title_px.get(key, theme.banner_px(h, 0.034))
        floor = theme.text_px(h, 0)
        longest: Sequence[str] = getattr(self.scene, "banner_titles", tuple)()  # a game's hook, where it has one
        for title in (turn_text, *longest):
            while px > floor and theme.font(px, True).size(title)[0] > self.title_room(h, rect, px):
                px -= 1  # a long name or turn text shrinks rather than being cut off
        self._title_px[key] = px
        return px

    @staticmethod
    def title_room(h: int, rect: pygame.Rect, px: int) -> int:
        """The title's width in ``rect`` in ``px`` type: the banner's less its margins, the player's
        symbol, the keys' hint and the coach's button (``chip_room``)."""
        hint = theme.font(theme.text_px(h, 0)).size(_("F1: rules · L: log"))[0]
        return int(rect.w - 2 * int(h * 0.02) - px * 1.4 - hint - int(h * 0.03) - TableChrome.chip_room(h))

    @staticmethod
    def chip_room(h: int) -> int:
        """The room the coach's "Advice (K)" takes at the banner's right (``Coach.draw_chip``)."""
        px = theme.text_px(h, 0)
        return theme.font(px, True).size(_("Advice (K)"))[0] + 3 * (px // 3) + int(h * 0.015)

    def one_line(self, choices: Sequence[str]) -> str:
        """The first of ``choices`` (a game's words for the banner's second line, longest first)
        that fits that line on one line, else the last: called by a screen's ``last_public_text``
        while the banner draws (elsewhere, the first: the whole words)."""
        if self._line is None or not choices:
            return choices[0] if choices else ""
        px, width = self._line
        return next((c for c in choices if len(theme.wrap(c, px, width)) <= 1), choices[-1])

    def draw_coach_chip(self, surface: pygame.Surface, banner: pygame.Rect, room: float | None) -> pygame.Rect | None:
        """The coach's "Advice (K)" at the top right of ``banner``, where it may be asked for (``Coach.draw_chip``)."""
        self.banner_rect = banner
        return self.scene.coach.draw_chip(surface, (banner.right - int(surface.get_height() * 0.01), banner.y), room)

    def since_last_action(self, seat: int) -> list[Event]:
        """The public events since ``seat`` last acted: what a player coming back to the screen
        has missed, counted from that action (the closer's, for a shared step's close). In a game
        resumed from a save the game's record says where each seat last acted, so the list is
        the one the screen showed before leaving; only a save with no record of that seat's
        moves falls back to the last public event naming ``seat`` before the others'. Counted in
        what the table has been shown (``shown_table``): a move whose dice are in the air is not told."""
        events = self.scene.shown_table.events
        start = self.scene.acted_at.get(seat)
        if start is None and not self._acted_read:
            self._acted_read = True
            for s, at in acted_in_record(self.scene.session).items():
                self.scene.acted_at.setdefault(s, at)
            start = self.scene.acted_at.get(seat)
        if start is None:
            i = len(events) - 1
            while i >= 0 and getattr(events[i], "seat", None) == seat:
                i -= 1
            while i >= 0 and getattr(events[i], "seat", None) != seat:
                i -= 1
            start = i + 1
        return list(events[start:])

    def since_last_turn_lines(self, seat: int) -> list[str]:
        """``since_last_action`` in words, oldest first (``draw_since_last_turn`` says how many
        it leaves out for want of room)."""
        names = self.scene.session.told_names
        return [t for t in (self.scene.texts.describe(e, names) for e in self.since_last_action(seat)) if t]

    def draw_since_last_turn(self, surface: pygame.Surface, rect: pygame.Rect, seat: int,
                             lines: list[str] | None = None) -> int:
        """A small strip "Since your last turn": the others' moves, in words, fitted to ``rect``
        (a game places it where it covers nothing); when not all fit, the first ones and "and N
        more (L: log)" (``draw.told_lines``)."""
        lines = self.since_last_turn_lines(seat) if lines is None else lines
        return draw_since_last_turn(surface, rect, self.scene.name(seat), lines)

    def draw_log(self, surface: pygame.Surface) -> None:
        log_panel.draw_log(self.scene, surface)

    def draw_topmost(self, surface: pygame.Surface) -> None:
        """What goes over the table and its dialogs: the log (L)."""
        self.scene.coach.draw(surface, self.banner_rect)
        if self.scene.show_log:
            self.draw_log(surface)

    # -- the keys the banner names ------------------------------------------------------------
    def key(self, event: pygame.event.Event) -> bool:
        """F1 opens the rules (with the coach's advice on offer), L shows or hides the log, K asks
        for the coach's advice or hides it: True if ``event`` was one of them."""
        scene = self.scene
        if event.key == pygame.K_F1:
            from ludicitude.ui.rules_screen import RulesScreen

            scene.app.stack.open(RulesScreen(scene.app, scene.session.game, scene.coach.offer()))
        elif event.key == pygame.K_l and not (event.mod & pygame.KMOD_CTRL):
            scene.show_log = not scene.show_log
            scene.app.dirty = True
        elif event.key == COACH_KEY:
            scene.coach.toggle()
        else:
            return False
        return True

    def closes_log(self, event: pygame.event.Event) -> bool:
        """Esc closes the topmost thing first: the log is over the table (True if it closed it)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.scene.show_log:
            self.scene.show_log = False
            self.scene.app.dirty = True
            return True
        return False

    def clicks_chip(self, event: pygame.event.Event) -> bool:
        """A click on the banner's "Advice (K)": as K (True if it was one)."""
        chip = self.scene.coach.chip
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and chip and chip.collidepoint(event.pos):
            self.scene.coach.toggle()
            return True
        return False


def acted_in_record(session: Any) -> dict[int, int]:
    """Where each seat last acted in ``session``'s record, as the screen counts it while playing
    (``GameScene._applied``): the number of public events once its last move was played. The
    record is played through once (a game resumed: the first "since your last turn" asks)."""
    record = getattr(session, "record", None)
    if record is None or not record.moves:
        return {}
    last: dict[int, GameState] = {}
    try:
        states = record.states()
        before = next(states)
        for move, after in zip(record.moves, states):
            step = before.shared_step() if move.shared else None
            actor = step.closer if step is not None else move.seats[0]
            last[actor] = after
            before = after
    except ValueError:
        return {}  # a record that does not replay: the fallback counts
    return {seat: len(state.view(None).events) for seat, state in last.items()}


def draw_since_last_turn(surface: pygame.Surface, rect: pygame.Rect, name: str, lines: list[str],
                         gist: Sequence[str] = ()) -> int:
    """The strip "Since your last turn" of the player ``name``: ``lines`` fitted to ``rect``
    (``TableChrome.draw_since_last_turn``; a game's drawing calls this with its frame's words).
    ``gist``: the moves in one short line (every player named), in shorter and shorter words,
    the first that fits told instead where more than one move does not fit whole: never a move
    cut with "…" or a dangling "and 3 more". Returns the y under what it drew (``rect.y``: nothing)."""
    h = surface.get_height()
    px = theme.text_px(h, 0.025)
    if not lines or rect.h < px * 2.5:
        return rect.y
    title = _("Since your last turn ({name})").format(name=name)
    if len(theme.wrap(title, theme.text_px(h, 0), rect.w, True)) > 2:
        title = _("Since your last turn")  # a narrow panel: the banner names the player
    floor = theme.text_px(h, 0)  # text_fit shrinks to this size; what still does not fit is counted
    title_h = min(2, len(theme.wrap(title, px, rect.w, True))) * theme.font(px, True).get_linesize()
    room = (rect.h - title_h) // theme.font(floor).get_linesize()  # under the title (two lines at most)
    told = draw.told_lines(lines, floor, rect.w, room)
    whole = sum(any(line in t for t in told) for line in lines)
    if len(lines) > 1 and (whole < len(lines) - 1 or whole < len(told) - (whole < len(lines))):
        # a move cut with "…" or more than one left out: how every turn ended, in one line
        told = next(([g] for g in gist if g and len(theme.wrap(g, floor, rect.w)) <= room), told)
    lines = told
    top = draw.text_fit(surface, title, pygame.Rect(rect.x, rect.y, rect.w, title_h), px, theme.ACCENT,
                        bold=True, whole_lines=True)  # on two lines in a narrow panel, never cut
    body = pygame.Rect(rect.x, rect.y + top, rect.w, rect.h - top)
    return body.y + draw.text_fit(surface, "\n".join(lines), body, px, theme.TEXT, whole_lines=True)
