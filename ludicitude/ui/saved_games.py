"""Saved games: every unfinished game, newest first, a page at a time; resume one, or delete it
(after a question). A game open in another window says so, and can't be resumed or deleted here."""

from __future__ import annotations

import functools

from typing import Any

import pygame

from ludicitude.core.i18n import _, date_time, signed
from ludicitude.ui import art, draw, theme
from ludicitude.ui.dialogs import Confirm
from ludicitude.ui.widgets import Button, Widget, WidgetScene, label

#: rows on one page: each keeps four lines of text (players and progress may wrap) readable at
#: 1024x768 in projector mode
PER_PAGE = 3
#: the tallest a row gets (a short list), of the height
ROW_MOST = 0.3
#: seconds between two looks at which games another window has open (the list shows the present)
LOCK_LOOK = 2.0


def when_text(timestamp: float) -> str:
    """A date and time for people; never fails, whatever the number."""
    try:
        return date_time(timestamp)  # in the language's own way (a French date in French)
    except (OverflowError, OSError, ValueError):
        return _("unknown date")


class SavedGames(WidgetScene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.back_button = Button(label("Back"), self.back)
        self.previous_button = Button(label("Previous"), lambda: self.turn_page(-1))
        self.next_button = Button(label("Next"), lambda: self.turn_page(1))
        self.replays_button = Button(label("Replays"), self.open_replays)  # the finished games
        self.page = 0
        self.refresh()

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.saved) // PER_PAGE))

    def refresh(self) -> None:
        self.saved = self.app.report_damaged_saves()
        self.since_look = 0.0  # which games another window has open: looked at just now
        self.page = min(self.page, self.pages - 1)
        self.show_page()

    def update(self, dt: float) -> None:
        """Now and then, look again which games another window has open: a game closed there can
        be resumed here without leaving the list, and the list says so at once."""
        super().update(dt)
        self.since_look += dt
        if self.since_look < LOCK_LOOK:
            return
        self.since_look = 0.0
        changed = False
        for saved in self.saved:
            now = self.app.saves.open_elsewhere(saved.save_id)
            changed |= now != saved.open_elsewhere
            saved.open_elsewhere = now
        if changed:
            self.show_page()
            self.app.dirty = True

    def turn_page(self, step: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + step))
        self.show_page()

    def show_page(self) -> None:
        self.rows = []
        for s in self.saved[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]:
            resume = Button(label("Resume"), functools.partial(self.app.start_game, s.session), style="primary")
            delete = Button(label("Delete"), functools.partial(self.ask_delete, s), style="danger")
            resume.enabled = delete.enabled = not s.open_elsewhere  # played in another window now
            self.rows.append((s, resume, delete))
        self.previous_button.visible = self.next_button.visible = self.pages > 1
        self.previous_button.enabled = self.page > 0
        self.next_button.enabled = self.page < self.pages - 1
        paging: list[Widget] = [self.previous_button, self.next_button] if self.pages > 1 else []
        self.widgets = [w for _s, r, d in self.rows for w in (r, d)] + paging + [self.replays_button, self.back_button]
        self.relayout()

    def open_replays(self) -> None:
        from ludicitude.ui.club_source import open_finished_games

        open_finished_games(self.app)

    def ask_delete(self, saved: Any) -> None:
        def delete() -> None:
            try:
                self.app.saves.delete(saved)
            except OSError as exc:
                self.app.notice(_("The saved game could not be deleted: {error}").format(
                    error=exc.strerror or exc))
            self.refresh()

        self.app.stack.open(Confirm(self.app, _("Delete the saved game of {game} ({players})?").format(
            game=saved.session.game.name, players=saved.players), delete, yes=_("Delete"), no=_("Keep it")))

    def layout(self, rect: pygame.Rect) -> None:
        h = rect.h
        w = int(min(rect.w * 0.92, h * 1.6))
        x = rect.centerx - w // 2
        top, gap = int(h * 0.14), int(h * 0.015)
        room = int(h * 0.84) - top
        # a short list's rows are taller (a larger picture of the game, the players' chips on
        # lines of their own), never more than ROW_MOST of the height; a hint under them
        row_h = min(room // max(1, len(self.rows)) - gap, max(room // PER_PAGE - gap, int(h * ROW_MOST)))
        bw, pad = int(w * 0.22), int(h * 0.02)
        bh = min(int(h * 0.075), (row_h - 3 * pad) // 2)
        for i, (_s, resume, delete) in enumerate(self.rows):  # the buttons one above the other
            y = top + i * (row_h + gap)
            resume.rect = pygame.Rect(x + w - bw - pad, y + row_h // 2 - bh - pad // 2, bw, bh)
            delete.rect = pygame.Rect(x + w - bw - pad, y + row_h // 2 + pad // 2, bw, bh)
        bh = int(h * 0.085)
        self.back_button.rect = pygame.Rect(0, 0, int(w * 0.3), bh)
        self.back_button.rect.midbottom = (rect.centerx, h - int(h * 0.04))
        self.back_button.rect.w = self.back_button.rect.w * 5 // 6  # beside it, the replays of finished games
        self.back_button.rect.right = rect.centerx - gap
        self.replays_button.rect = self.back_button.rect.copy()
        self.replays_button.rect.x = rect.centerx + gap
        self.previous_button.rect = pygame.Rect(x, self.back_button.rect.y, int(w * 0.22), bh)
        self.next_button.rect = pygame.Rect(x + w - int(w * 0.22), self.back_button.rect.y, int(w * 0.22), bh)
        self.list_x, self.list_w, self.row_h, self.top, self.gap = x, w, row_h, top, gap
        below = top + len(self.rows) * (row_h + gap)
        self.hint_rect = pygame.Rect(x, below, w, self.back_button.rect.y - gap - below)

    def draw_content(self, surface: pygame.Surface) -> None:
        rect = surface.get_rect()
        h = rect.h
        title = _("Saved games")
        if self.pages > 1:
            title = _("Saved games ({page} of {pages})").format(page=self.page + 1, pages=self.pages)
        draw.text_fit(surface, title, pygame.Rect(rect.w * 0.04, h * 0.02, rect.w * 0.92, h * 0.1),
                      theme.text_px(h, 0.06), theme.ACCENT, bold=True, align="center", valign="center")
        if not self.rows:
            draw.text_fit(surface, _("No saved game: every game is saved as you play."),
                          pygame.Rect(rect.w * 0.06, h * 0.35, rect.w * 0.88, h * 0.12), theme.text_px(h, 0.035),
                          theme.TEXT_DIM, align="center", valign="center")
        for i, (saved, resume, _d) in enumerate(self.rows):
            self.draw_row(surface, saved, resume.rect.x,
                          pygame.Rect(self.list_x, self.top + i * (self.row_h + self.gap), self.list_w, self.row_h))
        if self.rows and self.pages == 1 and self.hint_rect.h >= h * 0.1:  # a short list: how saving goes
            draw.text_fit(surface, _("Every game is saved after each move: leave a table whenever you like, "
                                     "and take it up again here, on this computer."),
                          self.hint_rect.inflate(-int(h * 0.04), 0), theme.text_px(h, theme.BODY), theme.TEXT_DIM,
                          align="center", valign="center")

    def draw_row(self, surface: pygame.Surface, saved: Any, buttons_x: int, box: pygame.Rect) -> None:
        """The game's picture; the game and when it was saved on top, each player's chip with
        their score, and how far it has gone (larger in the taller rows of a short list, the
        lines in the row's middle)."""
        h = surface.get_height()
        draw.panel(surface, box, theme.PANEL, radius=0.1)
        pad = int(h * 0.02)
        tall = box.h >= h * TALL
        px = theme.text_px(h, theme.HEADING if tall else 0.034)
        small = theme.text_px(h, theme.BODY if tall else 0.026)
        line_h = theme.font(px, True).get_linesize()
        texts = saved.session.game.texts()
        progress = texts.progress(saved.session.state) if hasattr(texts, "progress") else ""
        step = player_line_h(small)
        if saved.open_elsewhere:
            when_words, colour = _("open in another window"), theme.ACCENT
        else:
            when_words, colour = _("saved {when}").format(when=when_text(saved.saved_at)), theme.TEXT_DIM
        when_px = theme.text_px(h, 0.026)
        name = saved.session.game.name
        thumb_h = box.h - 2 * pad
        thumb = pygame.Rect(box.x + pad, box.y + pad, min(int(thumb_h * 16 / 9), int(box.w * 0.2)), thumb_h)
        picture = art.game_art(saved.session.game, thumb.size, int(min(thumb.size) * 0.1))
        # the game's picture where the words keep their lines beside it, else the words alone
        for shown in ((picture, None) if picture is not None else (None,)):
            left = thumb.right + pad if shown is not None else box.x + pad
            text = pygame.Rect(left, box.y + pad, buttons_x - left - pad, box.h - 2 * pad)
            lines = player_lines(saved.session, text.w, small)
            # when it was saved beside the game's name, or under it where the two do not fit one line
            under = draw.label_width(name, px, True) + pad + draw.label_width(when_words, when_px) > text.w
            when_h = theme.font(when_px).get_linesize() if under else 0
            used = line_h + when_h + step * len(lines) + (theme.font(small).get_linesize() if progress else 0)
            if used <= text.h:
                break
        if shown is not None:
            surface.blit(shown, thumb)
        if tall:  # the lines in the row's middle
            text.y += max(0, (text.h - used) // 2)
            text.h = box.bottom - pad - text.y
        if under:
            draw.text(surface, when_words, (text.x, text.y + line_h), when_px, colour)
            right = text.right
        else:
            right = draw.text(surface, when_words, (text.right, text.y + line_h // 2), when_px, colour,
                              anchor="midright").x - pad
        draw.text_fit(surface, name, pygame.Rect(text.x, text.y, right - text.x, line_h), px, theme.ACCENT, bold=True,
                      whole_lines=True)
        y = text.y + line_h + when_h
        for line in lines:
            if y + step > text.bottom:
                break
            for x, name, identity, score in line:
                draw.player_chip(surface, identity, (text.x + x + small * 0.6, y + step / 2), small * 1.2)
                r = draw.text(surface, name, (text.x + x + int(small * 1.5), y + step // 2), small, theme.TEXT,
                              anchor="midleft")
                draw.text(surface, signed(score), (r.right + int(small * 0.4), y + step // 2), small, theme.ACCENT,
                          bold=True, anchor="midleft")
            y += step
        if progress:  # the game's own words: the scores are on the chips
            draw.text_fit(surface, progress, pygame.Rect(text.x, y, text.w, text.bottom - y), small, theme.TEXT_DIM,
                          whole_lines=True)


#: a row at least this tall (of the height: a short list's) sets its words a size larger
TALL = 0.25


def player_line_h(px: int) -> int:
    """The height of a line of players' chips at ``px``."""
    return int(theme.font(px, True).get_linesize() * 1.25)


def player_lines(session: Any, width: int, px: int) -> list[list[tuple[int, str, theme.Identity, int]]]:
    """Each player of a saved game as their chip, name and score, side by side on lines of
    ``width`` (as many lines as that takes): for each, its x on its line, name, colours, score."""
    lines: list[list[tuple[int, str, theme.Identity, int]]] = [[]]
    x = 0
    for name, identity, score in zip(session.names, session.identities, session.state.scores):
        score_w = draw.label_width(signed(score), px, True)
        name = draw.fit_name(name, px, width - score_w - px * 2.2)
        needed = int(px * 1.5) + draw.label_width(name, px) + int(px * 0.4) + score_w
        if x > 0 and x + needed > width:
            lines.append([])
            x = 0
        lines[-1].append((x, name, identity, score))
        x += needed + px
    return lines
