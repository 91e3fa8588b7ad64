"""A finished game stepped through, forward and back, move by move: each position is drawn by
the game's own screen, read-only, with every secret shown (the game is over), above a bar that
says where the replay is and takes the keys: Right or Space the next move, Left the previous,
Down and Up the next and the previous round or turn (where the game's ``texts.step_of``
changes), Home and End the first and the last, L the game's log, F1 its rules, Esc leaves."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from ludicitude.club.record import GameRecord
from ludicitude.core.game import GameState
from ludicitude.core.i18n import _
from ludicitude.games import GAMES
from ludicitude.ui import draw, theme
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.ui.widgets import Button, WidgetScene, label

if TYPE_CHECKING:
    from ludicitude.ui.host import Host

_OPEN_SCENES: dict[type, type] = {}


def open_scene_class(scene_class: type) -> type:
    """The game's screen class drawing the whole state, secrets included, as its table, in a
    replay's words: nobody plays on it (``human_to_act`` None), so none of the live table's
    instructions ("Keys: ... R reroll") shows; whoever is to move next is named as in a replay."""
    cls = _OPEN_SCENES.get(scene_class)
    if cls is None:
        def public(self: Any) -> GameState:
            state: GameState = self.session.state
            return state

        def human_to_act(self: Any) -> None:
            return None  # a replay is watched: nobody's keys act on it

        def elsewhere_text(self: Any, seat: int) -> str:
            return _("{name} moves next: Right shows the move.").format(name=self.name(seat))

        def last_public_text(self: Any) -> str:
            # the banner's second line: the game's own, else what just happened in the record as
            # replayed (the position's events: never a move not yet shown), never a bare strip
            base: Any = scene_class
            own: str = base.last_public_text(self)
            return own or self.chrome.public_text()

        cls = _OPEN_SCENES[scene_class] = type(f"Open{scene_class.__name__}", (scene_class,), {
            "public": property(public), "human_to_act": human_to_act, "elsewhere_text": elsewhere_text,
            "last_public_text": last_public_text})
    return cls


class WatchedSession(GameSession):
    """A replayed position's session: nobody plays at it, so the game's screen draws every seat
    as one that moves by itself (no instructions to press or click, no hints to the one to act),
    under the names the seats had."""

    watched = True

    def is_bot(self, seat: int) -> bool:
        return True


class ReplayScene(WidgetScene):
    """``record``'s positions (a finished game's, from its start), drawn one at a time by the
    game's screen with ``seats``; ValueError from the constructor if the record can't be replayed."""

    def __init__(self, app: Host, seats: Sequence[SeatInfo], record: GameRecord, *, start_at_end: bool = False):
        super().__init__(app)
        self.game = GAMES[record.game_id]
        self.seats = list(seats)
        self.states: list[GameState] = list(record.states())
        if len(self.seats) != self.states[0].num_seats:
            raise ValueError("the record's seats")
        self.index = len(self.states) - 1 if start_at_end else 0
        self._inner: tuple[int, Any] | None = None
        self.show_log = False
        self.bar = self.lines_room = self.keys_room = pygame.Rect(0, 0, 0, 0)  # placed by ``layout``
        self._progress: dict[int, str] = {}
        self._steps: dict[int, object] = {}
        self.previous = Button(label("◀ Previous"), lambda: self.go(self.index - 1))
        self.next = Button(label("Next ▶"), lambda: self.go(self.index + 1), style="primary")
        self.leave_button = Button(label("Leave (Esc)"), self.back)
        self.widgets = [self.next, self.previous, self.leave_button]

    @property
    def state(self) -> GameState:
        return self.states[self.index]

    def go(self, index: int) -> None:
        """Show position ``index`` (kept within the game)."""
        index = max(0, min(len(self.states) - 1, index))
        if index != self.index:
            self.index = index
            self.app.dirty = True

    def step(self, index: int) -> object:
        """The round or turn of position ``index`` (the game's ``texts.step_of``)."""
        step = self._steps.get(index)
        if step is None:
            step = self._steps[index] = self.game.texts().step_of(self.states[index])
        return step

    def progress(self, index: int) -> str:
        """How far the game had gone at position ``index``, in words (its round or turn)."""
        text = self._progress.get(index)
        if text is None:
            text = self._progress[index] = self.game.texts().progress(self.states[index])
        return text

    def go_step(self, direction: int) -> None:
        """To the first position of the next round or turn (``direction`` 1), or of this one and
        then the one before (-1)."""
        i = self.index
        last = len(self.states) - 1
        if direction > 0:
            here = self.step(i)
            while i < last and self.step(i) == here:
                i += 1
        else:
            if i > 0 and self.step(i - 1) != self.step(i):
                i -= 1  # at the start of a round: to the start of the one before
            here = self.step(i)
            while i > 0 and self.step(i - 1) == here:
                i -= 1
        self.go(i)

    def key(self, event: pygame.event.Event) -> None:
        moves = {pygame.K_RIGHT: 1, pygame.K_SPACE: 1, pygame.K_LEFT: -1, pygame.K_BACKSPACE: -1}
        steps = {pygame.K_DOWN: 1, pygame.K_PAGEDOWN: 1, pygame.K_UP: -1, pygame.K_PAGEUP: -1}
        if event.key in moves:
            self.go(self.index + moves[event.key])
        elif event.key in steps:
            self.go_step(steps[event.key])
        elif event.key == pygame.K_l:
            self.show_log = not self.show_log
            self.app.dirty = True
        elif event.key == pygame.K_F1:
            from ludicitude.ui.rules_screen import RulesScreen

            self.app.stack.open(RulesScreen(self.app, self.game))
        elif event.key == pygame.K_HOME:
            self.go(0)
        elif event.key == pygame.K_END:
            self.go(len(self.states) - 1)
        else:
            super().key(event)

    def inner(self) -> Any:
        """The game's own screen at the position on show: made for it, never given input."""
        if self._inner is None or self._inner[0] != self.index:
            session = WatchedSession(self.game, self.seats, self.state)
            scene = open_scene_class(self.game.scene())(self.app, session)
            self._inner = (self.index, scene)
        return self._inner[1]

    def layout(self, rect: pygame.Rect) -> None:
        # the bar: two lines of its small type across the whole width (where the replay is, never
        # wrapped beside the buttons, then the secrets or the keys), over the buttons' row
        h = rect.h
        line = theme.font(theme.text_px(h, theme.SMALL), True).get_linesize()
        margin, bh = int(h * 0.012), int(h * 0.065)
        height = 2 * line + bh + 3 * margin
        self.bar = pygame.Rect(rect.x, rect.bottom - height, rect.w, height)
        self.lines_room = pygame.Rect(rect.x + margin, self.bar.y + margin, rect.w - 2 * margin, 2 * line)
        y = self.bar.bottom - margin - bh
        gap = int(h * 0.015)
        right = rect.right - margin
        for button, width in ((self.leave_button, 0.15), (self.next, 0.17), (self.previous, 0.19)):
            w = max(int(min(rect.w * width, h * width * 1.6)), button.width_for(h, bh))  # the label on one line
            button.rect = pygame.Rect(right - w, y, w, bh)
            right -= w + gap
        self.keys_room = pygame.Rect(self.lines_room.x, y, self.previous.rect.x - gap - self.lines_room.x, bh)

    def game_area(self, surface: pygame.Surface) -> pygame.Rect:
        """Where the game's screen is drawn: above the bar, the window's width. It is laid out as
        for the window's shape (``theme.window_shape``): the game's layout is the one it has live
        at this size (a 4:3 window's table with its panel under it, not beside it)."""
        return pygame.Rect(0, 0, surface.get_width(), self.bar.y)

    def status_line(self) -> str:
        """Where the replay is and how far the game had gone there, in one line."""
        where = _("Replay: move {move} of {moves}").format(move=self.index, moves=len(self.states) - 1)
        if self.index == 0:
            where = _("Replay: the start")
        progress = _("The game is over") if self.state.is_over else self.progress(self.index)
        return f"{where} · {progress}"

    def draw_content(self, surface: pygame.Surface) -> None:
        h, w = surface.get_height(), surface.get_width()
        top = self.game_area(surface)
        scene = self.inner()
        area = surface.subsurface(top)
        # the game has the window's width but not all its height: its smallest type and dice stay
        # those of the window (sizes are fractions of the height they draw in)
        floors, shape = (theme.min_text, theme.min_die), (theme.window_shape, theme.window_height)
        theme.min_text, theme.min_die = floors[0] * h / top.h, floors[1] * h / top.h
        theme.window_shape, theme.window_height = w / h, h  # the banner's type the window's (``banner_px``)
        try:
            scene._ensure_layout(area)
            scene.widgets = []  # nothing on the game's screen can be pressed in a replay
            scene.show_log = self.show_log
            scene.draw(area)
        finally:
            theme.min_text, theme.min_die = floors
            theme.window_shape, theme.window_height = shape
        bar = self.bar
        draw.panel(surface, bar, theme.BG_DARK, radius=0.0)
        pygame.draw.line(surface, theme.ACCENT, bar.topleft, bar.topright, max(2, h // 300))
        texts = self.game.texts()
        # what the table could not see at that moment (a game with secrets says it in words)
        told = texts.secrets(self.state, [s.name for s in self.seats]) if hasattr(texts, "secrets") else ""
        status = (self.status_line(), theme.TEXT, True)
        keys = (_("Left/Right: a move · Up/Down: a round or turn · L: log"), theme.TEXT_DIM, False)
        px = theme.text_px(h, theme.SMALL)
        # across the bar: where the replay is (whole, on its own line), then the secrets and the
        # keys while they fit; the keys left of the buttons when the secrets took their place
        lines = [status, (told, theme.ACCENT, True), keys] if told else [status, keys]
        shorter = [[status, (told, theme.ACCENT, True)], [status]] if told else [[status]]
        draw.paragraphs(surface, lines, self.lines_room, px, shorter=shorter)
        shown = draw.paragraphs_height(lines, theme.text_px(h, 0), self.lines_room.w) <= self.lines_room.h
        if told and not shown and draw.paragraphs_height([keys], theme.text_px(h, 0), self.keys_room.w) <= \
                self.keys_room.h:  # whole, on one line or two, or not at all
            draw.paragraphs(surface, [keys], self.keys_room, px)
