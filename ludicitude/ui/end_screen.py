"""The end of a game: the final ranking, each player's score through the game as a chart (C),
and "play again with the same players" (or back to the games). Input waits a moment after it
opens, so the key that hurried the last move never presses "play again"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ludicitude.core.i18n import _
from ludicitude.core.series import ScoreSeries
from ludicitude.ui import draw, theme
from ludicitude.ui.chart import draw_score_chart
from ludicitude.ui.scene import INPUT_GRACE
from ludicitude.ui.session import GameSession
from ludicitude.ui.widgets import Button, WidgetScene, label, lay_row, lay_rows

if TYPE_CHECKING:
    from ludicitude.ui.host import Host


class EndScreen(WidgetScene):
    """The final ranking, and "play again with the same players"."""

    def __init__(self, app: Host, session: GameSession, extra: list[str] | None = None,
                 marks: dict[int, str] | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.extra = extra or []
        self.marks = marks or {}  # seat -> a word beside its name ("out")
        self.again = Button(label("Play again, same players"), self.play_again, style="primary")
        self.home = Button(label("Back to the games"), self.app.stack.go_home)
        self.chart_button = Button(self._chart_label, self.toggle_chart)
        self.widgets = [self.again, self.chart_button, self.home]
        self.open_at = 0.0  # app clock time from which input is taken (see enter)
        self.chart_shown = False  # the chart of the scores through the game instead of the ranking
        self._series: ScoreSeries | None = None

    def _chart_label(self) -> str:
        return _("Final ranking (C)") if self.chart_shown else _("Scores through the game (C)")

    def toggle_chart(self) -> None:
        self.chart_shown = not self.chart_shown
        self.relayout()  # the button's new words take their own width
        self.app.dirty = True

    @property
    def series(self) -> ScoreSeries:
        """The scores through the game, replayed once from the session's record."""
        if self._series is None:
            s = self.session
            try:
                self._series = s.game.texts().score_series(s.record.states())
            except ValueError:  # a record the rules refuse: the chart says there is nothing to draw
                self._series = ScoreSeries("Round", 0, ())
        return self._series

    def key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_c:
            self.toggle_chart()
            return
        super().key(event)

    def back(self) -> None:
        self.app.stack.go_home()

    def enter(self) -> None:
        super().enter()
        # the key tapped to hurry the last move must not press "play again" too
        self.open_at = self.app.now() + INPUT_GRACE

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.TEXTINPUT) and (
                self.app.now() < self.open_at):
            return
        super().handle(event)

    def play_again(self) -> None:
        import random

        s = self.session
        options = dict(s.state.options)
        new = GameSession.new(s.game.id, s.seats, options, random.randrange(1 << 31))
        app = self.app

        def swap() -> None:
            from ludicitude.ui.game_scene import GameScene  # (which imports this module)

            # this end screen, what is over it and the finished game give way to the new game
            game = next((x for x in reversed(app.stack.scenes) if isinstance(x, GameScene)), self)
            if app.phones is not None and app.phones.session is s:
                app.phones.rematch(new)  # the room, its seats and its phones go on to the new game
            app.hold_game(new.save_id)  # a new id: no other window has it (a lock that can't be made locks nothing)
            scene = s.game.scene()(app, new)
            if app.autosave is not None:
                new.listeners.append(app.autosave)
                app.autosave(new)  # kept before its first move, as a game from the setup is
            app.stack.swap_beneath(app.stack.depth(game), scene)

        app.stack.fade_to(swap)

    def layout(self, rect: pygame.Rect) -> None:
        h = rect.h
        w = int(min(rect.w * 0.94, h * 1.6))
        bh = int(h * 0.09)
        gap = int(w * 0.03)
        row = pygame.Rect(rect.centerx - w // 2, h - bh - int(h * 0.04), w, bh)
        if not lay_row(self.widgets, row, gap, h):  # too narrow for one line each: two rows
            lay_rows(self.widgets, row.move(0, -bh - gap), gap, h)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.chart_shown:
            super().draw(surface)
            return
        self._ensure_layout(surface)
        self.draw_background(surface)
        self.draw_chart(surface)
        focused = self.focused if self.app.keyboard_focus_visible else None
        for w in self.widgets:
            w.draw(surface, w is focused, w is self.hover)

    def draw_chart(self, surface: pygame.Surface) -> None:
        """Each player's score through the game, over the buttons."""
        rect = surface.get_rect()
        h = rect.h
        title = _("{game}: scores through the game").format(game=self.session.game.name)
        draw.text_fit(surface, title, pygame.Rect(rect.w * 0.04, h * 0.025, rect.w * 0.92, h * 0.08),
                      theme.text_px(h, 0.055), theme.ACCENT, bold=True, align="center")
        top = int(h * 0.12)
        bottom = self.again.rect.y - int(h * 0.03)
        w = int(min(rect.w * 0.94, h * 1.9))
        draw_score_chart(surface, pygame.Rect(rect.centerx - w // 2, top, w, bottom - top), self.series,
                         self.session.names, self.session.identities)

    def draw_content(self, surface: pygame.Surface) -> None:
        rect = surface.get_rect()
        h = rect.h
        state = self.session.state
        winners = state.winners
        names = self.session.names
        if len(winners) == 1:
            title = _("{name} wins!").format(name=names[winners[0]])
        else:
            title = _("Shared win: {names}").format(names=", ".join(names[s] for s in winners))
        draw.text_fit(surface, title, pygame.Rect(rect.w * 0.05, h * 0.04, rect.w * 0.9, h * 0.1),
                      theme.text_px(h, 0.07), theme.ACCENT, bold=True, align="center")
        order = sorted(range(state.num_seats), key=lambda s: -state.scores[s])
        px = theme.text_px(h, 0.04)
        row_h = min(int(h * 0.075), int(h * 0.56 / max(1, len(order))))
        px = min(px, max(theme.text_px(h, 0), int(row_h * 0.7)))
        w = int(min(rect.w * 0.9, h * 1.1))
        x = rect.centerx - w // 2
        y = int(h * 0.17)
        rank = 0
        last = None
        for i, seat in enumerate(order):
            if state.scores[seat] != last:
                rank, last = i + 1, state.scores[seat]
            colour = theme.ACCENT if seat in winners else theme.TEXT
            draw.text(surface, f"{rank}.", (x, y + row_h // 2), px, colour, bold=True, anchor="midleft")
            tag = draw.player_tag(surface, self.session.identities[seat], names[seat],
                                  (x + px * 2.2, y + row_h // 2), px, colour, bold=seat in winners)
            if seat in self.marks:
                draw.text(surface, self.marks[seat], (tag.right + px * 0.6, y + row_h // 2), px, theme.DANGER,
                          anchor="midleft")
            draw.text(surface, str(state.scores[seat]), (x + w, y + row_h // 2), px, colour, bold=True,
                      anchor="midright")
            y += row_h
        for line in self.extra:
            draw.text_fit(surface, line, pygame.Rect(x, y + int(h * 0.01), w, int(h * 0.06)),
                          theme.text_px(h, 0.03), theme.TEXT_DIM, align="center")
            y += int(h * 0.06)
