"""The rules screen's worked examples of Magouille, played by the rules core and drawn with the
game's own pieces."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from ludicitude.games.magouille.events import Lost, NobodyScores, Revealed, Scored
from ludicitude.core.i18n import _, signed_change
from ludicitude.games.magouille import rules
from ludicitude.games.magouille.pieces import change_colour, change_halo, draw_shown_die
from ludicitude.games.magouille.rules import EndTalk, SetFace
from ludicitude.ui import draw, theme

#: the rules screen's two worked examples: (first faces, second faces)
RULES_EXAMPLES = (((2, 3, 3, 3), (2, 2, 3, 5)), ((4, 4, 3), (1, 3, 4)))


@dataclass(frozen=True)
class ExampleRound:
    """A round played by the rules core: the minimum total, each seat's score change in the
    second reveal, and that reveal's resolution event (``Scored``, ``NobodyScores`` or ``Lost``)."""

    minimum: int
    changes: tuple[int, ...]
    outcome: Scored | NobodyScores | Lost


@lru_cache(maxsize=4)
def example_round(first: tuple[int, ...], final: tuple[int, ...]) -> ExampleRound:
    """The round where the players show ``first``, then ``final``, as the rules core plays it."""
    state = rules.new_game(len(first))
    for faces in (first, final):
        state = state.apply(state.to_act[0], EndTalk())
        for seat, face in enumerate(faces):
            state = state.apply(seat, SetFace(face))
    minimum = next(e.total for e in state.events if isinstance(e, Revealed) and e.reveal == 1)
    paid = [rules.LENGTHS["normal"][0] - f for f in first]
    outcome = next(e for e in state.events if isinstance(e, (Scored, NobodyScores, Lost)))
    return ExampleRound(minimum, tuple(now - was for now, was in zip(state.scores, paid)), outcome)


def draw_rules_example(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The rules screen's worked examples, played by the rules core: minimum 11, dice 2 2 3 5:
    the 2s cancel, the 3 scores 11; and, where there is room, minimum 11, dice 1 3 4 short of
    it: the 1 loses 11."""
    h = surface.get_height()
    pad = int(h * 0.012)
    if rect.w > rect.h * 2.6:  # a wide strip: side by side
        rects = [pygame.Rect(rect.x, rect.y, rect.w // 2 - pad, rect.h),
                 pygame.Rect(rect.x + rect.w // 2 + pad, rect.y, rect.w // 2 - pad, rect.h)]
    elif rect.h > rect.w * 0.9:  # a tall column: one above the other
        rects = [pygame.Rect(rect.x, rect.y, rect.w, rect.h // 2 - pad),
                 pygame.Rect(rect.x, rect.y + rect.h // 2 + pad, rect.w, rect.h // 2 - pad)]
    else:
        rects = [rect]
    captions = (_("Minimum total 11; dice 2 2 3 5 make 12: the two 2s cancel out, the 3 alone scores 11."),
                _("Minimum total 11; dice 1 3 4 make only 8: the smallest face, 1, loses 11."))
    for (first, final), box, caption in zip(RULES_EXAMPLES, rects, captions):
        _draw_one_example(surface, box, final, example_round(first, final), caption)


def _draw_one_example(surface: pygame.Surface, rect: pygame.Rect, faces: tuple[int, ...],
                      result: ExampleRound, caption: str) -> None:
    h = surface.get_height()
    cancelled = () if isinstance(result.outcome, Lost) else result.outcome.cancelled
    px = theme.text_px(h, 0.026)
    caption_px = theme.text_px(h, 0.028)
    caption_h = len(theme.wrap(caption, caption_px, rect.w)) * theme.font(caption_px).get_linesize()
    y = rect.y + int(rect.h * 0.06)
    # the dice, each one's change under it, then the caption whole: the dice take what the words leave
    room = rect.bottom - y - caption_h - int(px * 1.3)
    size = max(1, int(min(rect.h * 0.34, rect.w / (len(faces) * 1.45), room / 1.16)))
    x = rect.x + int(size * 0.25)
    for seat, face in enumerate(faces):
        box = pygame.Rect(x, y, size, size)
        ident = theme.PLAYER_IDENTITIES[seat]
        change = result.changes[seat]
        draw_shown_die(surface, box, face, ident.colour, ring=change_halo(change),
                       cancelled=face in cancelled, mark=ident.symbol, strike=12)
        if change:
            draw.text(surface, signed_change(change), (box.centerx, box.bottom + int(size * 0.16)), px,
                      change_colour(change), bold=True, anchor="midtop")
        x += int(size * 1.45)
    top = y + size + int(size * 0.16) + int(px * 1.3)
    draw.text_fit(surface, caption, pygame.Rect(rect.x, top, rect.w, rect.bottom - top),
                  theme.text_px(h, 0.028), theme.TEXT)
