""""Ana on table 5e1c is Ana?": the names this table shares with another table, one question at
a time (club/same_names.py), from the season's screen. Yes keeps them one person; No makes the
other table's player another person of the season ("Ana #5e1c"). The answer is kept in this
table's database and written into its book at once, so every laptop counts the same; Later
leaves the question for another time (until then the same name is one person)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ludicitude.club import same_names
from ludicitude.club.database import StoreError
from ludicitude.club.same_names import Question
from ludicitude.core.i18n import _, n_
from ludicitude.ui import draw, theme
from ludicitude.ui.widgets import Button, WidgetScene, label

if TYPE_CHECKING:
    from ludicitude.ui.host import Host


def question_words(q: Question) -> str:
    return _("{theirs} on table {table} is {ours}?").format(theirs=q.theirs, table=same_names.short(q.table),
                                                          ours=q.ours)


class SameNameScreen(WidgetScene):
    def __init__(self, app: Host, asked: list[Question]) -> None:
        super().__init__(app)
        self.asked = list(asked)
        self.yes_button = Button(label("Yes, one person"), lambda: self.answer(True))
        self.no_button = Button(label("No, two people"), lambda: self.answer(False))
        self.later_button = Button(label("Later (Esc)"), self.back)
        self.widgets = [self.yes_button, self.no_button, self.later_button]
        self.start_focus()

    def harmless_focus(self) -> Button:
        return self.later_button  # Enter at the start answers nothing

    def answer(self, same: bool) -> None:
        if not self.asked:
            return
        q = self.asked[0]
        try:
            same_names.answer(q.table, q.key, same)
        except StoreError as exc:
            self.app.notice(_("The answer could not be kept: {error}").format(error=exc))
            return
        self.asked.pop(0)
        club = self.app.club
        if club is not None:  # into this table's book, then the season read again with it
            club.after_answer()
        if not self.asked:
            self.back()
            return
        self.start_focus()
        self.app.dirty = True

    def layout(self, rect: pygame.Rect) -> None:
        h = rect.h
        bw, bh, gap = int(min(rect.w * 0.8, h * 0.9)), int(h * 0.085), int(h * 0.025)
        y = int(h * 0.56)
        for button in self.widgets:
            button.rect = pygame.Rect(rect.centerx - bw // 2, y, bw, bh)
            y += bh + gap

    def draw_content(self, surface: pygame.Surface) -> None:
        rect = surface.get_rect()
        h = rect.h
        draw.text_fit(surface, _("The same name at two tables"),
                      pygame.Rect(rect.w * 0.03, h * 0.04, rect.w * 0.94, h * 0.08), theme.text_px(h, 0.055),
                      theme.ACCENT, bold=True, align="center")
        if not self.asked:
            return
        draw.text_fit(surface, question_words(self.asked[0]),
                      pygame.Rect(rect.w * 0.05, h * 0.17, rect.w * 0.9, h * 0.14), theme.text_px(h, 0.06),
                      theme.TEXT, bold=True, align="center")
        draw.text_fit(surface, _("Until it is answered they count as one person in the season. The answer goes "
                                 "into this table's book: every table counts the same."),
                      pygame.Rect(rect.w * 0.08, h * 0.33, rect.w * 0.84, h * 0.12), theme.text_px(h, 0.032),
                      theme.TEXT_DIM, align="center")
        left = len(self.asked)
        draw.text_fit(surface, n_("{n} name to answer", "{n} names to answer", left).format(n=left),
                      pygame.Rect(rect.w * 0.08, h * 0.47, rect.w * 0.84, h * 0.06), theme.text_px(h, 0.03),
                      theme.TEXT_DIM, align="center")
