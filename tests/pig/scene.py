"""Pig's screen: the scores, the turn's points, Roll (primary until the turn has points, then
costly: a roll may lose them) and Hold (H, greyed until the turn has points)."""

from __future__ import annotations

from typing import Any

import pygame

from ludicitude.core.i18n import _
from ludicitude.ui import draw, theme
from ludicitude.ui.frame import Frame
from ludicitude.ui.game_scene import GameScene as BaseGameScene
from tests.pig import rules


class GameScene(BaseGameScene[rules.State]):
    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        mine = lambda: self.human_to_act() is not None  # a person's turn at this screen
        points = lambda: self.table.turn_points > 0
        # each plays its action for the person to act here; Hold is greyed while the rules refuse it
        self.roll_button = self.button((pygame.K_r,), words=lambda: _("Roll"), plays=rules.Roll, when=mine,
                                       primary=True, costly=points)
        self.hold_button = self.button((pygame.K_h,), words=lambda: _("Hold"), plays=rules.Hold, when=mine,
                                       why=lambda: _("Nothing to hold yet: roll first."))
        self.widgets = [self.roll_button, self.hold_button]

    def layout(self, rect: pygame.Rect) -> None:
        h = rect.h
        self.roll_button.rect = pygame.Rect(int(h * 0.1), int(h * 0.7), int(h * 0.4), int(h * 0.1))
        self.hold_button.rect = pygame.Rect(int(h * 0.6), int(h * 0.7), int(h * 0.4), int(h * 0.1))

    def draw_table(self, surface: pygame.Surface, frame: Frame) -> None:
        table, name = frame.table, frame.name  # all it draws from: the table as shown, the players' names
        h = surface.get_height()
        for seat, points in enumerate(table.banked):
            line = _("{name}: {points}").format(name=name(seat), points=points)
            draw.text(surface, line, (h * 0.1, h * (0.1 + 0.06 * seat)), theme.text_px(h, 0.04))
        line = _("This turn: {points}").format(points=table.turn_points)
        draw.text(surface, line, (h * 0.1, h * 0.5), theme.text_px(h, 0.04))
