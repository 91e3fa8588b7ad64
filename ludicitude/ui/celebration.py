"""The end screen's celebration: confetti thrown up from the winner's place on the podium, in the
players' colours and gold, that fall, turn and fade, and are gone after ``SECONDS`` (scaled by the
animation-speed setting; none at "instant"). With reduced motion (a setting) nothing flies: the
same pieces lie scattered, fade in and fade away. It runs on the screen's own clock (``update``)
and ends by itself: its last frame is the still picture, with no input."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from ludicitude.ui.theme import Colour

SECONDS = 3.2  # at normal speed
PIECES = 140
GRAVITY = 1.6  # of the screen's height per second squared
FADE = 0.7  # the last seconds (at normal speed), over which the pieces dwindle away


@dataclass(frozen=True)
class Piece:
    """One piece of confetti: where it starts (fractions of the screen), its speed, spin and colour."""

    x: float
    y: float
    vx: float  # screen heights a second
    vy: float
    spin: float  # turns a second
    size: float  # of the screen's height
    colour: Colour
    delay: float  # seconds after the start
    rain: bool = False  # falling from above the window, fluttering, rather than thrown up


class Celebration:
    """Confetti over a still picture, for ``SECONDS * factor`` seconds from ``origin`` (fractions
    of the window: where the winner stands)."""

    def __init__(self, colours: list[Colour], origin: tuple[float, float], factor: float, seed: int = 7, *,
                 reduced: bool = False) -> None:
        self.length = SECONDS * factor
        self.t = 0.0
        self.reduced = reduced
        rng = random.Random(seed)
        thrown = [Piece(origin[0] + rng.uniform(-0.04, 0.04), origin[1], rng.uniform(-0.7, 0.7),
                        -rng.uniform(0.6, 1.2), rng.uniform(-2.5, 2.5), rng.uniform(0.010, 0.017),
                        colours[i % len(colours)], rng.uniform(0.0, 0.35)) for i in range(PIECES // 2)]
        rain = [Piece(rng.uniform(0.0, 1.0), -rng.uniform(0.03, 0.5), rng.uniform(-0.05, 0.05),
                      rng.uniform(0.28, 0.42), rng.uniform(-1.5, 1.5), rng.uniform(0.009, 0.015),
                      colours[i % len(colours)], rng.uniform(0.0, 0.8), rain=True) for i in range(PIECES // 2)]
        self.pieces = thrown + rain if self.length > 0 else []

    @property
    def playing(self) -> bool:
        return self.t < self.length

    def update(self, dt: float) -> None:
        self.t = min(self.length, self.t + dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The pieces at this moment (nothing once it has ended)."""
        if not self.playing:
            return
        w, h = surface.get_size()
        # the time runs at normal speed over a scaled length: a slower setting lets it last longer
        speed = SECONDS / self.length
        left = self.length - self.t
        fade = min(1.0, left / (FADE / speed)) if left < FADE / speed else 1.0
        if self.reduced:
            self._draw_still_pieces(surface, speed)
            return
        for p in self.pieces:
            t = (self.t * speed) - p.delay
            if t <= 0:
                continue
            if p.rain:  # at its falling speed, swaying from side to side
                x = p.x * w + (p.vx * t + 0.025 * math.sin(3 * t + p.spin * 4)) * h
                y = (p.y + p.vy * t) * h
            else:
                drag = 1 - math.exp(-1.5 * t)  # air slows the throw; gravity wins
                x = p.x * w + p.vx * drag / 1.5 * h
                y = (p.y + p.vy * drag / 1.5 + 0.5 * GRAVITY * 0.35 * t * t) * h
            if y > h * 1.05:
                continue
            a = p.spin * t * math.tau
            r = p.size * h * fade  # in the last moments the pieces dwindle away
            flat = abs(math.cos(a * 1.7))  # a flat piece turning in the air: seen edge-on, then whole
            pts = [(x + r * math.cos(a + c) * (1 if i % 2 else flat), y + r * math.sin(a + c) * (flat if i % 2 else 1))
                   for i, c in enumerate((0.0, math.pi / 2, math.pi, 3 * math.pi / 2))]
            pygame.draw.polygon(surface, p.colour, pts)

    def _draw_still_pieces(self, surface: pygame.Surface, speed: float) -> None:
        """Reduced motion: the pieces lie still where the rain would spread them, each fading in
        after its delay and all fading away at the end (no piece moves or turns)."""
        w, h = surface.get_size()
        t = self.t * speed
        out = min(1.0, (SECONDS - t) / FADE)
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        for i, p in enumerate(self.pieces):
            alpha = min(1.0, max(0.0, (t - p.delay) / 0.5)) * out
            if alpha <= 0:
                continue
            x, y = p.x * w if p.rain else (0.5 + (p.x - 0.5) * 20) % 1.0 * w, (0.05 + (i * 0.6180339) % 0.9) * h
            r = p.size * h
            a = p.spin
            pts = [(x + r * math.cos(a + c), y + r * math.sin(a + c) * 0.6)
                   for c in (0.0, math.pi / 2, math.pi, 3 * math.pi / 2)]
            pygame.draw.polygon(layer, (*p.colour[:3], int(255 * alpha)), pts)
        surface.blit(layer, (0, 0))
