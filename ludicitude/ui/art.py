"""The program's pictures, loaded once and scaled once per size: the felt under every game's table
(``felt``), the launcher's logo (``logo``) and each game's tile picture (``game_art``, the file its
``GameSpec.art`` names beside its modules). They are drawn by ``build/make_art.py`` (committed);
a picture that is missing or unreadable is left out, never raised on."""

from __future__ import annotations

from functools import lru_cache

import pygame

from ludicitude.core.spec import GameSpec
from ludicitude.resources import asset_path
from ludicitude.ui.theme import Colour


@lru_cache(maxsize=16)
def _image(path: str) -> pygame.Surface | None:
    try:
        image = pygame.image.load(path)
    except (pygame.error, FileNotFoundError, OSError):
        return None
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


@lru_cache(maxsize=3)  # a 4K window's felt is 32 MiB: the window's, a replay's, the demo's
def felt(size: tuple[int, int], colour: Colour, dark: Colour) -> pygame.Surface:
    """The table: ``colour`` under a weave of fibres (assets/images/felt.png, tiled), lit in the
    middle and darker to the edges (``dark``), as under a lamp."""
    w, h = size
    surface = pygame.Surface(size)
    surface.fill(colour)
    tile = _image(str(asset_path("images", "felt.png")))
    if tile is not None:
        # the weave keeps its size on a small window and grows on a large one (the same look at 4K)
        side = max(64, round(256 * h / 1080))
        tile = pygame.transform.smoothscale(tile, (side, side))
        for y in range(0, h, side):
            for x in range(0, w, side):
                surface.blit(tile, (x, y))
    lamp = pygame.Surface((32, 18), pygame.SRCALPHA)
    for y in range(18):
        for x in range(32):
            d = min(1.0, (((x - 15.5) / 16) ** 2 + ((y - 8.5) / 9) ** 2) ** 0.5)
            lamp.set_at((x, y), (*dark, int(150 * d ** 2.2)))
    # smooth to a quarter of the size, then plain scaling: the same gradient for a third of the work
    quarter = pygame.transform.smoothscale(lamp, (max(1, w // 4), max(1, h // 4)))
    surface.blit(pygame.transform.scale(quarter, size), (0, 0))
    return surface


@lru_cache(maxsize=4)
def logo(height: int) -> pygame.Surface | None:
    """The launcher's logo (two dice and the name), ``height`` pixels tall."""
    image = _image(str(asset_path("images", "logo.png")))
    if image is None:
        return None
    return pygame.transform.smoothscale(image, (round(image.get_width() * height / image.get_height()), height))


def game_art(game: GameSpec, size: tuple[int, int], radius: int = 0) -> pygame.Surface | None:
    """The game's picture covering ``size`` (scaled to fill it, the overflow cut evenly, its
    corners rounded by ``radius``), or None for a game without one."""
    if not game.art or size[0] <= 0 or size[1] <= 0:
        return None
    try:
        path = game.folder() / game.art
    except ModuleNotFoundError:
        return None
    return _cover(str(path), size, radius)


@lru_cache(maxsize=16)
def _cover(path: str, size: tuple[int, int], radius: int) -> pygame.Surface | None:
    image = _image(path)
    if image is None:
        return None
    iw, ih = image.get_size()
    scale = max(size[0] / iw, size[1] / ih)
    scaled = pygame.transform.smoothscale(image, (max(size[0], round(iw * scale)), max(size[1], round(ih * scale))))
    cut = pygame.Rect(0, 0, *size)
    cut.center = scaled.get_rect().center
    picture = pygame.Surface(size, pygame.SRCALPHA)
    picture.blit(scaled, (0, 0), cut)
    if radius:
        corners = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(corners, (255, 255, 255, 255), corners.get_rect(), border_radius=radius)
        picture.blit(corners, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return picture

