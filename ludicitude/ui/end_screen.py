"""The end of a game: why it ended (the game's words, ``texts.why_ended``), the podium (1st,
2nd, 3rd on steps, each with the player's chip and score; the others below), a celebration that
settles by itself with a fanfare, each player's score through the game as a chart (C), and
"play again with the same players" (or back to the games). Input waits a moment after it opens,
so the key that hurried the last move never presses "play again"."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ludicitude.core.i18n import _, language, signed
from ludicitude.core.names import COMPUTER_BADGE
from ludicitude.core.series import ScoreSeries
from ludicitude.ui import art, draw, theme
from ludicitude.ui.celebration import Celebration
from ludicitude.ui.chart import draw_score_chart
from ludicitude.ui.scene import INPUT_GRACE
from ludicitude.ui.session import GameSession
from ludicitude.ui.widgets import Button, WidgetScene, button_px, label, lay_row, lay_row_wrapped, lay_rows

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
        self.again = Button(label("Play again"), self.play_again, style="primary")
        self.home = Button(label("Back to the games"), self.app.stack.go_home)
        self.chart_button = Button(self._chart_label, self.toggle_chart)
        self.widgets = [self.again, self.chart_button, self.home]
        self.open_at = 0.0  # app clock time from which input is taken (see enter)
        self.chart_shown = False  # the chart of the scores through the game instead of the ranking
        self._series: ScoreSeries | None = None
        texts = session.game.texts()
        # why the game ended, in the rule card's words: each game says it (shared code names no game)
        self.reason: str = texts.why_ended(session.state, session.told_names) if hasattr(texts, "why_ended") else ""
        self.celebration: Celebration | None = None  # made as the screen opens (enter)
        self._still: tuple[tuple[object, ...], pygame.Surface] | None = None
        #: each podium step as last drawn, by seat (what the size tests measure)
        self.steps: dict[int, pygame.Rect] = {}

    def in_demo(self) -> EndScreen:
        """This end screen as the demo shows it between two games: no buttons (any key ends the
        demo); for a game the demo cut short, the ranking as it stands, and why it stopped."""
        self.widgets = []
        if not self.session.state.is_over:
            self.reason = _("The demo stops each game after three minutes: here is the ranking as it stands.")
        return self

    def _chart_label(self) -> str:
        return _("Final ranking (C)") if self.chart_shown else _("Score chart (C)")

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

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(art.felt(surface.get_size(), theme.BG, theme.FELT_EDGE), (0, 0))  # still at the table

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
        if self.celebration is None:  # once: coming back from the rules does not throw it again
            state, ids = self.session.state, self.session.identities
            colours = [ids[s].colour for s in state.winners] + [theme.ACCENT] + [i.colour for i in ids]
            self.celebration = Celebration(colours, (0.5, PODIUM_TOP + 0.06), self.app.animation_factor,
                                           reduced=self.app.settings.reduced_motion)
            self.app.sounds.play("fanfare")

    def update(self, dt: float) -> None:
        if self.celebration is not None and self.celebration.playing:
            self.celebration.update(dt)
            if not self.celebration.playing:
                self._still = None  # settled: the picture is drawn as any still screen is
                self.app.dirty = True

    @property
    def animating(self) -> bool:
        return self.celebration is not None and self.celebration.playing

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
            # this end screen, what is over it and the finished game (the screen of this session,
            # found by its session: this module never imports the game screen's, which imports it)
            # give way to the new game
            game = next((x for x in reversed(app.stack.scenes)
                         if x is not self and getattr(x, "session", None) is s), self)
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
        buttons = [self.again, self.chart_button, self.home]
        if lay_equal(buttons, row, gap, h) or lay_row(buttons, row, gap, h):
            return
        # one row, a label on two lines where one is too narrow for it (the buttons as tall as
        # two lines need); two rows where even that does not hold it: the height a second row
        # would take is the podium's and the ranking's
        two = int((2 * theme.font(button_px(h), True).get_linesize() + 2) / (1 - 0.16)) + 1
        tall = pygame.Rect(row.x, row.bottom - max(bh, two), row.w, max(bh, two))
        if not lay_row_wrapped(buttons, tall, gap, h):
            lay_rows(buttons, row.move(0, -bh - gap), gap, h)

    def draw(self, surface: pygame.Surface) -> None:
        if self.celebration is not None and self.celebration.playing:
            # the confetti fly over the still picture, drawn once (a frame is a blit and the pieces)
            key = (surface.get_size(), self.chart_shown, self.focus_shown, self.hover, language(), theme.text_scale)
            if self._still is None or self._still[0] != key or theme.recording():
                still = pygame.Surface(surface.get_size())
                self.draw_still(still)
                self._still = (key, still)
            surface.blit(self._still[1], (0, 0))
            self.celebration.draw(surface)
            return
        self.draw_still(surface)

    def draw_still(self, surface: pygame.Surface) -> None:
        """The settled picture: the podium (or the chart) and the buttons."""
        if not self.chart_shown:
            super().draw(surface)
            return
        self._ensure_layout(surface)
        self.draw_background(surface)
        self.draw_chart(surface)
        focused = self.focus_shown
        for w in self.widgets:
            w.draw(surface, w is focused, w is self.hover)

    def draw_chart(self, surface: pygame.Surface) -> None:
        """Each player's score through the game, over the buttons."""
        rect = surface.get_rect()
        h = rect.h
        title = _("{game}: scores through the game").format(game=self.session.game.name)
        draw.label(surface, title, pygame.Rect(rect.w * 0.04, h * 0.025, rect.w * 0.92, h * 0.08),
                   theme.text_px(h, theme.HEADING), theme.ACCENT, bold=True, valign="top", lines=1)
        top = int(h * 0.12)
        bottom = self.again.rect.y - int(h * 0.03)
        w = int(min(rect.w * 0.94, h * 1.9))
        draw_score_chart(surface, pygame.Rect(rect.centerx - w // 2, top, w, bottom - top), self.series,
                         self.session.names, self.session.identities)

    def draw_content(self, surface: pygame.Surface) -> None:
        rect = surface.get_rect()
        h = rect.h
        w = int(min(rect.w * 0.92, h * 1.6))
        area = pygame.Rect(rect.centerx - w // 2, 0, w, h)
        y = self.draw_heading(surface, area)
        bottom = min((b.rect.y for b in self.widgets), default=h - int(h * 0.02)) - int(h * 0.02)
        order, ranks = ranking(self.session.state.scores)
        top = self.draw_details(surface, pygame.Rect(area.x, y, w, bottom - y), order, ranks)
        podium = pygame.Rect(area.x, y + int(h * 0.015), w, top - y - int(h * 0.03))
        self.draw_podium(surface, podium, self.podium(order, ranks), ranks)

    def podium(self, order: list[int], ranks: dict[int, int]) -> list[int]:
        """Hook: who stands on the podium's steps (``podium_seats``), the others in ``order``
        being listed under it; a game may keep some off it (Magouille: the players out)."""
        return podium_seats(order, ranks)

    def draw_heading(self, surface: pygame.Surface, area: pygame.Rect) -> int:
        """Who won (the title) and why the game ended, from the top of ``area``; returns the y
        under them."""
        h = surface.get_height()
        state = self.session.state
        # the names without their levels: the podium shows a computer's level under its name
        names = [draw.split_level(n)[0] for n in self.session.names]
        winners = state.winners
        if not state.is_over:  # a game the demo cut short: who leads
            best = max(state.scores)
            leaders = [s for s, v in enumerate(state.scores) if v == best]
            title = _("In the lead: {names}").format(names=", ".join(names[s].replace(" ", "\u00a0") for s in leaders))
        elif len(winners) == 1:
            title = _("{name} wins!").format(name=names[winners[0]])
        else:
            # each name kept whole on its line ("⚙ Robin (normal)" never split after its badge)
            title = _("Shared win: {names}").format(names=", ".join(names[s].replace(" ", "\u00a0")
                                                                     for s in winners))
        x, w = area.x, area.w
        title_px = theme.text_px(h, theme.TITLE)  # a shared win's names may take more lines, never a smaller size
        title_h = theme.font(title_px, True).get_linesize() * min(TITLE_LINES,
                                                                  len(theme.wrap(title, title_px, w, True)))
        drawn = draw.label(surface, title, pygame.Rect(x, area.y + int(h * 0.025), w, title_h), title_px,
                           theme.ACCENT, bold=True, valign="top", lines=TITLE_LINES)
        y = drawn.bottom + int(h * 0.01)
        if self.reason:
            px = theme.text_px(h, theme.BODY)
            lines = theme.wrap(self.reason, px, w)
            draw.label(surface, self.reason, pygame.Rect(x, y, w, theme.font(px).get_linesize() * len(lines)), px,
                       theme.TEXT, valign="top", lines=2)
            y += theme.font(px).get_linesize() * len(lines)
        return y

    def draw_details(self, surface: pygame.Surface, area: pygame.Rect, order: list[int],
                     ranks: dict[int, int]) -> int:
        """What stands under the podium, drawn up from the bottom of ``area`` (above the buttons):
        the game's lines (the King's share...), then the fourth and after, a line each: one
        list down where they are three or fewer, else in two columns. Returns the top of what it
        drew: the podium takes the room above. A game's own end screen puts its details here
        (Cadenas: each player's points row by row)."""
        h = surface.get_height()
        x, w, bottom = area.x, area.w, area.bottom
        px = theme.text_px(h, theme.BODY)
        for line in reversed(self.extra):  # the game's lines above the buttons
            bottom -= theme.font(px).get_linesize() * len(theme.wrap(line, px, w))
            draw.label(surface, line, pygame.Rect(x, bottom, w, h), px, theme.TEXT_DIM, valign="top", lines=2)
        standing = self.podium(order, ranks)
        rest = [seat for seat in order if seat not in standing]
        if rest:  # the fourth and after: a line each, under the podium
            line_h = int(theme.font(px, True).get_linesize() * 1.15)
            # each column as wide as its longest line needs (a score reads beside its name); three
            # or fewer are one list down ("4. Ana", "5. Bob", "5. Eve"), more two columns side by
            # side where two such fit, else one: every line whole
            col_w = max(self.place_width(seat, ranks[seat], px) for seat in rest) + px * 3
            cols = 2 if len(rest) > REST_IN_ONE and 2 * col_w <= surface.get_width() * 0.96 else 1
            col_w = min(col_w, surface.get_width() * 96 // 100 // cols)
            rows = -(-len(rest) // cols)
            bottom -= rows * line_h + int(h * 0.01)
            left = area.centerx - col_w * cols // 2
            for i, seat in enumerate(rest):  # read as a room reads: along each line, then down
                # a column's score and the next column's rank two sizes apart: each line reads as one
                cx, cy = left + (i % cols) * col_w + px, bottom + (i // cols) * line_h + line_h // 2
                self.draw_place(surface, seat, ranks[seat], pygame.Rect(cx, cy - line_h // 2, col_w - 2 * px, line_h),
                                px)
        return bottom

    def place_width(self, seat: int, rank: int, px: int) -> int:
        """How wide ``draw_place`` draws a line whole: rank, chip, name and mark, score."""
        mark = mark_width(self.marks[seat], px) + px // 3 if seat in self.marks else 0  # (its tag is no wider)
        return (draw.label_width(f"{rank}.", px, True) + int(px * 1.7) + draw.label_width(self.session.names[seat], px)
                + mark + px + draw.label_width(signed(self.session.state.scores[seat]), px, True))

    def draw_place(self, surface: pygame.Surface, seat: int, rank: int, rect: pygame.Rect, px: int) -> None:
        """One line of the ranking below the podium: rank, chip, name (and mark), score."""
        colour = theme.TEXT
        r = draw.text(surface, f"{rank}.", (rect.x, rect.centery), px, colour, bold=True, anchor="midleft")
        draw.player_chip(surface, self.session.identities[seat], (r.right + px * 0.9, rect.centery), px * 1.2)
        score = self.draw_score(surface, seat, (rect.right, rect.centery), px, colour, "midright")
        name, level = draw.split_level(self.session.names[seat])
        mark = self.marks.get(seat, "")
        level_w = draw.label_width(level, draw.level_px(surface.get_height(), px)) + px // 3 if level else 0
        mark_px = draw.level_px(surface.get_height(), px)
        mark_w = mark_width(mark, mark_px) + px // 3 if mark else 0
        left = int(r.right + px * 1.7)
        room = pygame.Rect(left, rect.y, int(score.x - left - px * 0.5) - level_w - mark_w, rect.h)
        shown = draw.label(surface, name, room, px, colour, align="left", lines=1)  # whole, or a layout fault
        x = shown.right + px // 3
        if level:  # a computer's level: a tag of its own, smaller and dimmer, then the mark ("out")
            x = draw.text(surface, level, (x, rect.centery), draw.level_px(surface.get_height(), px),
                          theme.TEXT_DIM, anchor="midleft").right + px // 3
        if mark:
            draw_mark(surface, mark, (x, rect.centery), mark_px, "midleft")

    def draw_score(self, surface: pygame.Surface, seat: int, pos: tuple[int, int], px: int, colour: theme.Colour,
                   anchor: str) -> pygame.Rect:
        """Hook: a player's final score at ``pos`` (on the podium and in the lines under it); a
        game may show it as it was won (Corsaire: the purse's coins beside the number)."""
        return draw.text(surface, signed(self.session.state.scores[seat]), pos, px, colour, bold=True, anchor=anchor)

    def draw_podium(self, surface: pygame.Surface, rect: pygame.Rect, seats: list[int], ranks: dict[int, int]) -> None:
        """The first three ranks on steps: the winner in the middle and highest, second on the
        left, third on the right; a step's height says its rank, and players tied share their
        step, side by side on it, its number drawn once (two thirds both stand on the third)."""
        h = surface.get_height()
        state, ids = self.session.state, self.session.identities
        # the score at the name's size: what a player won reads as large as who won it
        name_px = score_px = theme.text_px(h, theme.HEADING)
        groups = podium_groups(seats, ranks)
        step_w = min(rect.w // max(3, len(seats)), int(h * 0.42))  # one player's room on a step
        # a name too long for its place's width ("⚙ Dominique (normal)") takes more lines, never a smaller size
        name_w = step_w  # (the place's whole slot: a name may reach past its step's edges)
        # a computer's level on a line of its own under its name, smaller and dimmer
        levels = {seat: draw.split_level(self.session.names[seat])[1] for seat in seats}
        # a name breaks between its words, never after its badge (where the badge and the name fit
        # a line together); a mark ("out") is a tag on a line of its own under it, never in its words
        def whole(part: str, held: str) -> str:
            return held if all(draw.label_width(w, name_px, True) <= name_w for w in held.split(" ")) else part

        names = {seat: whole(name, name.replace(COMPUTER_BADGE + " ", COMPUTER_BADGE + NBSP))
                 for seat, name in ((seat, draw.split_level(self.session.names[seat])[0]) for seat in seats)}
        name_lines = max([min(NAME_LINES, len(theme.wrap(n, name_px, name_w, True))) for n in names.values()] + [1])
        line_h = theme.font(name_px, True).get_linesize()
        level_px = draw.level_px(h, theme.text_px(h, theme.BODY))
        level_h = theme.font(level_px).get_linesize() if any(levels.values()) else 0
        mark_h = int(theme.font(level_px, True).get_linesize() * 1.2) if any(s in self.marks for s in seats) else 0
        level_h += mark_h
        # what stands on a step: chip, name, level and score; the steps take what height is left,
        # the lowest never too short for its number at the smallest text size (``podium_least``)
        words = line_h * name_lines + level_h + theme.font(score_px, True).get_linesize()
        least_chip, least_tallest = podium_least(h)
        chip = max(least_chip, int(min(h * 0.11, rect.h * 0.3, rect.h - words - least_tallest, step_w * 0.6)))
        above = chip + words
        if rect.h < above + least_tallest:
            theme.layout_fault(f"the podium needs {above + least_tallest} px, has {rect.h}")
        tallest = max(least_tallest, min(int(h * (0.3 if len(groups) > 1 else 0.2)), rect.h - above))
        rect = rect.inflate(0, -(rect.h - above - tallest))  # a tall window: the podium stands mid-way
        self.steps = {}
        x = rect.centerx - step_w * len(seats) // 2  # the steps side by side, centred
        for rank, group in groups:  # left to right: the second, the first, the third
            step_h = int(tallest * STEPS.get(rank, STEPS[3]))
            width = step_w * len(group)
            step = pygame.Rect(x + int(step_w * 0.04), rect.bottom - step_h, width - int(step_w * 0.08), step_h)
            self.draw_step(surface, step, rank)
            for i, seat in enumerate(group):
                self.steps[seat] = step
                cx = x + step_w * i + step_w // 2
                win = seat in state.winners
                score = self.draw_score(surface, seat, (cx, step.y - int(h * 0.008)), score_px,
                                        theme.ACCENT if win else theme.TEXT, "midbottom")
                under = score.y
                if seat in self.marks:
                    under = draw_mark(surface, self.marks[seat], (cx, under), level_px, "midbottom").y
                if levels[seat]:
                    draw.text(surface, levels[seat], (cx, under), level_px, theme.TEXT_DIM, anchor="midbottom")
                name = names[seat]
                n = min(NAME_LINES, len(theme.wrap(name, name_px, name_w, True)))
                room = pygame.Rect(cx - name_w // 2, score.y - level_h - line_h * n, name_w, line_h * n)
                drawn = draw.label(surface, name, room, name_px, theme.ACCENT if win else theme.TEXT, bold=True,
                                   valign="top" if n > 1 else "center", lines=NAME_LINES)
                draw.player_chip(surface, ids[seat], (cx, drawn.y - chip // 2 - int(h * 0.005)), chip)
            x += width

    @staticmethod
    def draw_step(surface: pygame.Surface, step: pygame.Rect, rank: int) -> None:
        """One step of the podium: lit on top in its medal's colour, shaded towards the floor,
        its rank's number on its front."""
        h = surface.get_height()
        medal = MEDALS.get(rank, MEDALS[3])
        draw.panel(surface, step, theme.PANEL_LIGHT if rank == 1 else theme.PANEL, radius=0.06)
        ramp = pygame.Surface((1, 16), pygame.SRCALPHA)
        for i in range(16):
            ramp.set_at((0, i), (0, 0, 0, i * 5))
        surface.blit(pygame.transform.smoothscale(ramp, step.size), step)
        pygame.draw.rect(surface, medal, pygame.Rect(step.x, step.y, step.w, max(4, h // 110)),
                         border_radius=max(2, h // 200))
        rank_px = min(theme.text_px(h, theme.TITLE), max(theme.text_px(h, 0), int(step.h * 0.6)))
        draw.text(surface, str(rank), (step.centerx, step.y + step.h * 0.55), rank_px, medal, bold=True,
                  anchor="center")


def lay_equal(buttons: list[Button], row: pygame.Rect, gap: int, screen_h: int) -> bool:
    """Place ``buttons`` across ``row`` as one row of one size, each as wide as the others, where
    every label holds one line so: "Play again", the chart's and "Back to the games" read as three
    equal keys, none taller or wider for its words. Returns whether they all fit so."""
    width = (row.w - gap * (len(buttons) - 1)) // len(buttons)
    px = button_px(screen_h)
    for i, b in enumerate(buttons):
        b.rect = pygame.Rect(row.x + i * (width + gap), row.y, width, row.h)
    return all(draw.label_width(b.text(), px, True) <= b.inner().w for b in buttons)


def mark_width(mark: str, px: int) -> int:
    """How wide ``draw_mark`` draws ``mark`` at ``px``."""
    return draw.label_width(mark, px, True) + int(px * 0.5)


def draw_mark(surface: pygame.Surface, mark: str, at: tuple[int, int], px: int, anchor: str) -> pygame.Rect:
    """A player's mark in the ranking ("out"): a small red tag of its own, beside or under the
    name, never part of the name's words (as on Magouille's plates)."""
    img = theme.render(mark, px, theme.TEXT, True)
    tag = img.get_rect().inflate(int(px * 0.5), int(px * 0.1))
    setattr(tag, anchor, at)
    pygame.draw.rect(surface, theme.DANGER, tag, border_radius=tag.h // 3)
    surface.blit(img, img.get_rect(center=tag.center))
    return tag


def podium_seats(order: list[int], ranks: dict[int, int]) -> list[int]:
    """Who stands on the podium: every player ranked first, second or third (a tie for third
    puts both on the third step, never one on it and one under it), at most ``PODIUM_MOST``;
    a rank whose players would not all fit stays whole under the podium (the first always
    stands on it)."""
    shown: list[int] = []
    for rank in sorted({ranks[s] for s in order if ranks[s] <= 3}):
        group = [s for s in order if ranks[s] == rank]
        if shown and len(shown) + len(group) > PODIUM_MOST:
            break
        shown += group
    return shown


def podium_groups(seats: list[int], ranks: dict[int, int]) -> list[tuple[int, list[int]]]:
    """The podium's steps left to right, each a rank and the players on it: the winners in the
    middle, the second on their left, the third on their right; players tied for second stand
    on either side of the winner, each on a second step (under a tie for first, the next rank
    is third: on the right)."""
    by_rank: dict[int, list[int]] = {}
    for seat in seats:
        by_rank.setdefault(ranks[seat], []).append(seat)
    (first, *rest) = sorted(by_rank.items())
    left: list[tuple[int, list[int]]] = []
    right: list[tuple[int, list[int]]] = []
    for rank, group in rest:
        if rank == 2 and len(group) > 1:
            half = (len(group) + 1) // 2
            left.append((rank, group[:half]))
            right.append((rank, group[half:]))
        else:
            (left if rank == 2 else right).append((rank, group))
    return [*left, first, *right]


def ranking(scores: tuple[int, ...]) -> tuple[list[int], dict[int, int]]:
    """The seats from the highest score down, and each seat's rank (equal scores share a rank)."""
    order = sorted(range(len(scores)), key=lambda s: -scores[s])
    ranks: dict[int, int] = {}
    for i, seat in enumerate(order):
        ranks[seat] = ranks[order[i - 1]] if i and scores[seat] == scores[order[i - 1]] else i + 1
    return order, ranks


def podium_least(h: int) -> tuple[int, int]:
    """The smallest chip and winner's step a podium may draw in a window ``h`` pixels tall: the
    third step (``STEPS[3]`` of the winner's) holds its number at the smallest text size, with
    room above and below it."""
    floor = theme.text_px(h, 0)
    return int(floor * 1.6), max(int(h * 0.06), math.ceil(floor * 1.5 / STEPS[3]))


#: each step's height, a share of the winner's
STEPS = {1: 1.0, 2: 0.72, 3: 0.5}
TITLE_LINES = 3  # a shared win's title: "Shared win:" and the winners' names, each whole
NAME_LINES = 3  # a name on the podium: "⚙ Dominique" whole, on as many lines as it takes
NBSP = "\u00a0"
REST_IN_ONE = 3  # the players under the podium listed down one column, up to this many
PODIUM_MOST = 6  # players on the podium's steps, ties included
MEDALS = {1: (244, 196, 48), 2: (200, 206, 214), 3: (205, 133, 72)}  # gold, silver, bronze
PODIUM_TOP = 0.3  # of the height: about where the winner's chip stands, whence the confetti fly
