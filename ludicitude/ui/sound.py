"""Short sound effects; silent (never failing) where there is no audio device."""

from __future__ import annotations

import pygame

from ludicitude.resources import asset_path

NAMES = ("tick", "roll", "coin", "cross", "reveal", "curtain")


class Sounds:
    def __init__(self, volume: int) -> None:
        self.volume = volume
        self.ok: bool | None = None  # unknown until the first sound: the mixer starts then
        self._cache: dict[str, pygame.mixer.Sound | None] = {}

    def _start(self) -> bool:
        if self.ok is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init()
                self.ok = True
            except pygame.error:
                self.ok = False  # no audio device: stay silent
        return self.ok

    def play(self, name: str) -> None:
        if self.volume <= 0 or not self._start():
            return
        if name not in self._cache:
            path = asset_path("sounds", f"{name}.wav")
            try:
                self._cache[name] = pygame.mixer.Sound(str(path)) if path.exists() else None
            except pygame.error:
                self._cache[name] = None
        snd = self._cache[name]
        if snd is not None:
            snd.set_volume(self.volume / 100)
            snd.play()
