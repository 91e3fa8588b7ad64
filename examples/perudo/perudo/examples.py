"""The rules screen's worked example: three cups on the table, the bid "five threes", and the
count on Dudo (threes and ones), drawn by the framework (``cups_table.draw_dice_example``)."""

from __future__ import annotations

import pygame

from ludicitude.core.i18n import _
from ludicitude.ui.cups_table import draw_dice_example

CUPS = ((3, 3, 5, 6, 1), (2, 3, 4, 4, 6), (1, 5, 5, 6, 6))


def draw_rules_example(surface: pygame.Surface, rect: pygame.Rect) -> None:
    draw_dice_example(
        surface, rect, _("Example: Bob bids five threes; Cleo calls Dudo. The cups are lifted:"), CUPS,
        lambda face: face in (1, 3),
        _("Threes: 3, ones (wild): 2, so 5 dice count. The bid holds: Cleo loses a die and starts the next round."))
