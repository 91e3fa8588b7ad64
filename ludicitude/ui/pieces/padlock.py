"""A padlock, open or shut, and the snap that shuts it: a pure drawing function of its size,
colour and how far its shackle is down, cached by those values.
"""

from __future__ import annotations

import math

import pygame

from ludicitude.ui.pictures import kept

Colour = tuple[int, int, int]
#: how far the shackle is down is drawn in steps of this (a cache of a few pictures per size)
STEPS = 24
#: the snap: the shackle falls for this share of it, then bounces and settles
FALL = 0.5


def snap(t: float) -> float:
    """How shut a snapping padlock is at ``t`` (0..1) of its snap: 0 open, 1 shut; past 1 the
    shackle bites a little deeper (the bounce), and at ``t`` = 1 it is shut, at rest."""
    if t <= 0:
        return 0.0
    if t >= 1:
        return 1.0
    if t < FALL:
        return (t / FALL) ** 2  # falls faster and faster
    u = (t - FALL) / (1 - FALL)
    return 1.0 + 0.18 * math.sin(u * math.pi) * (1 - u)


@kept(maxsize=256)
def padlock_image(w: int, h: int, colour: Colour, step: int) -> pygame.Surface:
    """A padlock filling ``w`` x ``h``, its shackle ``step``/``STEPS`` of the way down (0: open,
    lifted out of the body on one side; ``STEPS``: shut); a step past ``STEPS`` squashes the
    body a little, the snap's bounce."""
    img = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    shut = step / STEPS
    squash = max(0.0, shut - 1.0)
    line = max(2, round(w / 8))
    body = pygame.Rect(0, 0, int(w * 0.74 * (1 + squash * 0.3)), int(h * 0.46 * (1 - squash * 0.4)))
    body.midbottom = (w // 2, h)
    lift = (1 - min(1.0, shut)) * h * 0.18
    arc = pygame.Rect(0, 0, int(w * 0.5), int(h * 0.44))
    arc.midtop = (w // 2, int(h * 0.12 - lift + h * 0.1 * min(1.0, squash * 4)))
    left, right = arc.x + line // 2, arc.right - line // 2 - 1
    pygame.draw.arc(img, colour, arc, 0, math.pi, line)
    pygame.draw.line(img, colour, (left, arc.centery), (left, body.y + line), line)  # the leg that stays in
    right_end = body.y + line if shut >= 1 else body.y - h * 0.06
    pygame.draw.line(img, colour, (right, arc.centery), (right, max(arc.centery, right_end)), line)
    pygame.draw.rect(img, colour, body, border_radius=max(1, w // 10))
    hole = max(1, round(w * 0.07))
    pygame.draw.circle(img, (0, 0, 0, 0), (body.centerx, body.centery - hole // 2), hole)
    pygame.draw.line(img, (0, 0, 0, 0), (body.centerx, body.centery), (body.centerx, body.centery + hole * 2),
                     max(1, hole))
    return img


def draw_padlock(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, *, shut: float = 1.0,
                 fade: float | None = None) -> None:
    """A padlock in ``rect``: ``shut`` 0 open, 1 shut (``snap`` gives it while it snaps). With
    ``fade`` (reduced motion: 0..1 of the way) the shackle never moves: the shut padlock fades in
    over the open one."""
    if fade is not None:
        surface.blit(padlock_image(rect.w, rect.h, colour, 0), rect)
        shut_img = padlock_image(rect.w, rect.h, colour, STEPS).copy()
        shut_img.set_alpha(int(255 * max(0.0, min(1.0, fade))))
        surface.blit(shut_img, rect)
        return
    surface.blit(padlock_image(rect.w, rect.h, colour, round(max(0.0, shut) * STEPS)), rect)
