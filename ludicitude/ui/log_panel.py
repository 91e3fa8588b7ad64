"""The game log (L): a dialog over the game screen's right side, the newest moves that fit
whole under its one-line title, oldest first (the newest last), that covers a button whole or
not at all (docs/ui-guide.md). The table behind it is veiled as under any dialog: the panel
stands over the players' panels, never reads as cutting their names."""

from __future__ import annotations

from typing import Any

import pygame

from ludicitude.core.i18n import _
from ludicitude.ui import draw, theme


def draw_log(scene: Any, surface: pygame.Surface) -> None:  # a GameScene (which imports this module)
    """Draw ``scene``'s log panel on ``surface`` (it records where in ``scene.log_box``)."""
    h, w = surface.get_height(), surface.get_width()
    box = pygame.Rect(int(w * 0.55), int(h * 0.1), int(w * 0.43), int(h * 0.82))
    # a button it would half cover is covered whole: nothing of it peeks out at the panel's edges
    ring = int(h * 0.015)  # with the focus ring drawn round it
    pressable = [wd.rect.inflate(ring, ring) for sc in (scene, *scene.overlays) for wd in sc.widgets if wd.visible]
    for _round in range(3):
        grown = box.unionall([r for r in pressable if r.colliderect(box)] or [box]).clip(surface.get_rect())
        if grown == box:
            break
        box = grown
    scene.log_box = box  # where the log is on show (tests look at what it covers)
    surface.blit(draw.veil(surface.get_size()), (0, 0))  # a dialog: what it stands over is dimmed behind it
    draw.panel(surface, box, theme.BG_DARK, radius=0.03, border=theme.ACCENT, width=2)
    px = theme.text_px(h, 0.025)
    title = _("Game log (L: close)")  # one line, at 1024x768 in French too ("Journal (L : fermer)")
    title_lines = theme.wrap(title, px, box.w - 2 * px, True)
    title_h = max(int(px * 1.4), theme.font(px, True).get_linesize() * len(title_lines))
    draw.text_fit(surface, title, pygame.Rect(box.x + px, box.y + px * 0.6, box.w - 2 * px, title_h), px,
                  theme.ACCENT, bold=True)
    top = box.y + int(px * 0.8) + title_h  # the entries under it
    inner_w = box.w - 2 * px
    line_h = theme.font(px).get_linesize()
    # the newest entries that fit whole, drawn from under the title down, the newest last: the
    # room an older entry too long to fit leaves goes under the newest, not under the title
    shown: list[list[str]] = []
    room = box.bottom - px - top
    for event in reversed(scene.shown_table.events):
        text = scene.texts.describe(event, scene.session.told_names)
        if not text:
            continue
        lines = theme.wrap(text, px, inner_w - px)
        need = line_h * len(lines) + (line_h // 3 if shown else 0)
        if need > room:
            break
        room -= need
        shown.append(lines)
    y = top
    for lines in reversed(shown):  # entries apart: a bullet and a small gap each
        draw.text(surface, "•", (box.x + px, y), px, theme.ACCENT)
        for i, line in enumerate(lines):
            draw.text(surface, line, (box.x + px * 2, y + i * line_h), px, theme.TEXT)
        y += line_h * len(lines) + line_h // 3
