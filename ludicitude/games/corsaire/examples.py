"""The rules screen's worked examples for Corsaire (``draw_rules_example``): dice, then where
their coins go, drawn with the table's own pieces."""

from __future__ import annotations

from enum import Enum

import pygame

from ludicitude.core.i18n import _
from ludicitude.games.corsaire import rules
from ludicitude.games.corsaire.pieces import draw_chest, draw_crown, draw_face, draw_pile
from ludicitude.games.corsaire.rules import CANNON, CROSSED_BONES, SKULL
from ludicitude.ui import draw, theme


class Mark(Enum):
    """One mark of an example's line of coins."""

    BANK = "bank"  # the chest
    KING = "king"  # the crown
    PURSE = "purse"  # a player's pile
    ARROW = "arrow"  # from what there was to where it goes


def draw_rules_example(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The rules screen's worked examples, drawn as dice, then where the coins go: Cannon + 3
    with only 5 coins left in the Bank, and, where there is room, three crossed bones and
    Skull + 3 against a player who has only 1 coin."""
    examples: list[tuple[tuple[int, ...], list[tuple[Mark, str]], str]] = [
        ((CANNON, 3), [(Mark.BANK, "5"), (Mark.ARROW, ""), (Mark.PURSE, "+2"), (Mark.KING, "+3")], _(
            "Cannon + {coin} with {bank} coins left in the Bank: you take {taken}, the King takes {king}."
        ).format(coin=3, taken=2, king=3, bank=5)),
        ((CROSSED_BONES,) * 3, [(Mark.ARROW, ""), (Mark.KING, "+3")], _(
            "3 crossed bones: your turn ends at once and you pay {fine} gold to the King."
        ).format(fine=rules.BUST_FINE)),
        ((SKULL, 3), [(Mark.PURSE, "1"), (Mark.ARROW, ""), (Mark.PURSE, "+1")], _(
            "Skull + {coin} against a player with {gold} coin: you take {taken}, all they had."
        ).format(coin=3, gold=1, taken=1)),
    ]
    count = max(1, min(len(examples), int(rect.h / max(1, rect.w * 0.6))))
    row_h = rect.h // count
    for n, (faces, steps, line) in enumerate(examples[:count]):
        _draw_example(surface, pygame.Rect(rect.x, rect.y + n * row_h, rect.w, row_h), faces, steps, line)


def _draw_example(surface: pygame.Surface, rect: pygame.Rect, faces: tuple[int, ...],
                  steps: list[tuple[Mark, str]], line: str) -> None:
    """One example: its dice, then each pile it touches with the amount (before, or +gained),
    an arrow between what there was and what it gives, and the sentence under them."""
    h = surface.get_height()
    px = theme.text_px(h, 0.045)
    step_units = sum(0.65 if kind is Mark.ARROW else 1.0 for kind, _l in steps) + 0.3
    label_w = sum(theme.font(px, True).size(label)[0] + 6 for _k, label in steps)
    one_row = rect.w > rect.h * 3  # a wide, low panel: dice and coins side by side
    if one_row:
        size = int(max(8, min(rect.h * 0.42, (rect.w * 0.92 - label_w) / (len(faces) * 1.15 + step_units))))
    else:  # the dice, and under them where the coins go
        size = int(max(8, min(rect.h * 0.26, rect.w * 0.92 / (len(faces) * 1.15 + 0.3))))
    x0 = x = rect.x + int(rect.w * 0.04)
    y = rect.y + int(rect.h * 0.05)
    for face in faces:
        draw_face(surface, pygame.Rect(x, y, size, size), face)
        x += int(size * 1.15)
    x += int(size * 0.15)
    if not one_row:
        x, y = x0, y + int(size * 1.1)
        size = int(max(8, min(size, (rect.w * 0.92 - label_w) / step_units)))
    for kind, label in steps:
        if kind is Mark.ARROW:
            cy, w = y + size / 2, size * 0.45
            pygame.draw.line(surface, theme.TEXT, (x, cy), (x + w, cy), max(2, size // 14))
            head = [(x + w + size * 0.12, cy), (x + w - size * 0.05, cy - size * 0.13),
                    (x + w - size * 0.05, cy + size * 0.13)]
            pygame.draw.polygon(surface, theme.TEXT, head)
            x += int(size * 0.65)
            continue
        icon = pygame.Rect(x, y + int(size * 0.2), int(size * 0.8), int(size * 0.62))
        if kind is Mark.BANK:
            draw_chest(surface, icon)
        elif kind is Mark.KING:
            draw_crown(surface, icon.inflate(-icon.w * 0.1, -icon.h * 0.2))
        else:
            draw_pile(surface, (icon.centerx, icon.bottom - size * 0.1), 6, size * 0.22)
        colour = theme.GOOD if label.startswith("+") else theme.ACCENT
        r = draw.text(surface, label, (icon.right + size * 0.06, y + size / 2), px, colour, bold=True,
                      anchor="midleft")
        x = r.right + int(size * 0.2)
    text_top = y + size + int(rect.h * 0.05)
    draw.text_fit(surface, line, pygame.Rect(rect.x + int(rect.w * 0.03), text_top, int(rect.w * 0.94),
                                             rect.bottom - text_top), theme.text_px(h, 0.03), theme.TEXT)

