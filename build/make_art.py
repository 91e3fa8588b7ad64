"""Draw the program's pictures: the launcher's logo, the felt of the tables, and each built-in
game's tile art (and the example game's), all by code, so nothing is shipped that we may not ship.

Run from the top of the checkout: ``python build/make_art.py``. Writes ``assets/images/logo.png``,
``assets/images/felt.png`` (a tile of fibres laid over the table's colour), and ``art.png`` beside
each game's modules (``ludicitude/games/<id>/``, ``examples/perudo/perudo/``), which its
``GameSpec.art`` names. Each picture is drawn at twice its size and scaled down (smooth edges).
The output is committed; run it again after changing a drawing.
"""

from __future__ import annotations

import math
import os
import random
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

Point = tuple[float, float]
Colour = tuple[int, int, int]

FELT = (24, 40, 34)
FELT_LIGHT = (44, 78, 62)
IVORY = (250, 248, 240)
INK = (22, 22, 26)
GOLD = (244, 196, 48)
GOLD_DARK = (176, 128, 20)
WOOD = (120, 74, 40)
WOOD_DARK = (78, 46, 24)
PAPER = (246, 240, 222)
ROWS = ((220, 68, 60), (240, 200, 40), (70, 180, 90), (66, 126, 230))
PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}
ART = (800, 450)  # a tile's picture, 16:9
SCALE = 2  # drawn this much larger, then scaled down


def shade(colour: Colour, by: float) -> Colour:
    """``colour`` lighter (by > 0) or darker (by < 0), by a fraction of the way to white or black."""
    if by >= 0:
        return tuple(int(c + (255 - c) * by) for c in colour)  # type: ignore[return-value]
    return tuple(int(c * (1 + by)) for c in colour)  # type: ignore[return-value]


def felt_ground(size: tuple[int, int], colour: Colour = FELT, light: Colour = FELT_LIGHT) -> pygame.Surface:
    """A table's felt: lighter where the lamp is (the middle), darker to the edges."""
    w, h = size
    small = pygame.Surface((32, 18))
    for y in range(18):
        for x in range(32):
            d = min(1.0, math.hypot((x - 15.5) / 16, (y - 8.5) / 9) ** 1.5)
            small.set_at((x, y), tuple(int(light[i] * (1 - d) + colour[i] * d) for i in range(3)))
    return pygame.transform.smoothscale(small, (w, h))


def shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int, strength: int = 90) -> None:
    """A soft shadow under ``rect``, down and to the right: a dark shape blurred (scaled down to a
    few pixels a side and smoothly up again, twice) inside a clear margin, so it has no edge."""
    pad = max(16, min(rect.w, rect.h) // 3)
    blob = pygame.Surface((rect.w + 2 * pad, rect.h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(blob, (0, 0, 0, strength), blob.get_rect().inflate(-2 * pad, -2 * pad), border_radius=radius)
    size = blob.get_size()
    step = max(2, pad // 3)  # the blur's reach: about a third of the margin a pass
    for _ in range(2):
        small = (max(2, size[0] // step), max(2, size[1] // step))
        blob = pygame.transform.smoothscale(pygame.transform.smoothscale(blob, small), size)
    surface.blit(blob, (rect.x - pad + pad // 4, rect.y - pad + pad // 3))


def quad_point(quad: list[Point], u: float, v: float) -> Point:
    """The point at (u, v) of a four-cornered face (corners: top-left, top-right, bottom-right,
    bottom-left), interpolated across it."""
    (ax, ay), (bx, by), (cx, cy), (dx, dy) = quad
    top = (ax + (bx - ax) * u, ay + (by - ay) * u)
    bottom = (dx + (cx - dx) * u, dy + (cy - dy) * u)
    return top[0] + (bottom[0] - top[0]) * v, top[1] + (bottom[1] - top[1]) * v


def face(surface: pygame.Surface, quad: list[Point], value: int, body: Colour, pip: Colour, pip_r: float) -> None:
    pygame.draw.polygon(surface, body, quad)
    pygame.draw.polygon(surface, shade(body, -0.45), quad, max(1, int(pip_r * 0.35)))
    for u, v in PIPS[value]:
        x, y = quad_point(quad, u, v)
        pygame.draw.circle(surface, pip, (x, y), pip_r)


def cube(surface: pygame.Surface, centre: Point, size: float, faces: tuple[int, int, int],
         body: Colour = IVORY, pip: Colour = INK, turn: float = 0.35) -> None:
    """A die seen from above and in front: its top, front and right faces lit from the top left.
    ``turn`` (0 to 1) turns it about its upright axis."""
    cx, cy = centre
    s = size / 2
    depth = size * 0.45
    a = turn * math.pi / 2
    # the front face's bottom corners and the top's back corners, turned about the upright axis
    fx, fz = math.cos(a) * s, math.sin(a) * s
    front = [(cx - fx, cy - s + fz * 0.0), (cx + fx, cy - s), (cx + fx, cy + s), (cx - fx, cy + s)]
    back = (fz * 1.2, -depth)
    top = [(front[0][0] + back[0], front[0][1] + back[1]), (front[1][0] + back[0], front[1][1] + back[1]),
           front[1], front[0]]
    side = [front[1], top[1], (top[1][0], top[1][1] + 2 * s), front[2]]
    ground = pygame.Rect(0, 0, int(size * 1.3), int(size * 0.35))
    ground.center = (int(cx + size * 0.25), int(cy + s))
    shadow(surface, ground, ground.h // 2, 110)
    r = size * 0.085
    face(surface, side, faces[2], shade(body, -0.3), pip, r * 0.8)
    face(surface, top, faces[0], shade(body, 0.05), pip, r * 0.85)
    face(surface, front, faces[1], body, pip, r)


def coin(surface: pygame.Surface, centre: Point, r: float) -> None:
    """A gold coin lying flat: its edge, its face, a rim and a glint."""
    x, y = centre
    rect = pygame.Rect(0, 0, int(2 * r), int(r * 0.9))
    rect.center = (int(x), int(y))
    edge = rect.move(0, int(r * 0.18))
    pygame.draw.ellipse(surface, GOLD_DARK, edge)
    pygame.draw.rect(surface, GOLD_DARK, pygame.Rect(rect.x, rect.centery, rect.w, edge.centery - rect.centery))
    pygame.draw.ellipse(surface, GOLD, rect)
    pygame.draw.ellipse(surface, shade(GOLD, -0.25), rect.inflate(-r * 0.35, -r * 0.16), max(1, int(r * 0.08)))
    pygame.draw.ellipse(surface, shade(GOLD, 0.6), pygame.Rect(rect.x + r * 0.45, rect.y + r * 0.12, r * 0.5, r * 0.16))


def coin_pile(surface: pygame.Surface, base: Point, r: float, count: int, seed: int) -> None:
    rng = random.Random(seed)
    x, y = base
    for i in range(count):
        coin(surface, (x + rng.uniform(-r * 0.12, r * 0.12), y - i * r * 0.2), r)


def cup(surface: pygame.Surface, base: Point, w: float, h: float, colour: Colour, lift: float = 0.0) -> None:
    """A dice cup upside down on the table (``lift``: raised off it by that many pixels)."""
    x, y = base
    y -= lift
    ground = pygame.Rect(0, 0, int(w * 1.15), int(w * 0.3))
    ground.center = (int(x + w * 0.08), int(base[1]))
    shadow(surface, ground, ground.h // 2, 120 if not lift else 70)
    top_w = w * 0.72
    body = [(x - w / 2, y), (x - top_w / 2, y - h), (x + top_w / 2, y - h), (x + w / 2, y)]
    pygame.draw.polygon(surface, colour, body)
    lit = [(x - w / 2 + w * 0.1, y), (x - top_w / 2 + w * 0.08, y - h), (x - top_w / 2 + w * 0.22, y - h),
           (x - w / 2 + w * 0.28, y)]
    pygame.draw.polygon(surface, shade(colour, 0.25), lit)
    for k in (0.28, 0.72):  # the leather's stitched bands
        yy = y - h * k
        half = (w / 2) + (top_w / 2 - w / 2) * k
        pygame.draw.line(surface, shade(colour, -0.4), (x - half, yy), (x + half, yy), max(2, int(w * 0.03)))
    top = pygame.Rect(0, 0, int(top_w), int(top_w * 0.28))
    top.center = (int(x), int(y - h))
    pygame.draw.ellipse(surface, shade(colour, -0.2), top)
    rim = pygame.Rect(0, 0, int(w), int(w * 0.24))
    rim.center = (int(x), int(y))
    pygame.draw.arc(surface, shade(colour, -0.5), rim, math.pi, 2 * math.pi, max(2, int(w * 0.04)))


def card(surface: pygame.Surface, rect: pygame.Rect, angle: float, draw_on: Callable[[pygame.Surface], None]) -> None:
    """A playing card (white stock, rounded, a thin border), turned by ``angle`` degrees."""
    sheet = pygame.Surface(rect.size, pygame.SRCALPHA)
    r = rect.w // 9
    pygame.draw.rect(sheet, IVORY, sheet.get_rect(), border_radius=r)
    pygame.draw.rect(sheet, (200, 190, 170), sheet.get_rect(), max(2, rect.w // 60), border_radius=r)
    draw_on(sheet)
    turned = pygame.transform.rotate(sheet, angle)
    place = turned.get_rect(center=rect.center)
    shadow(surface, place.inflate(-place.w // 8, -place.h // 8), r, 120)
    surface.blit(turned, place)


def font(px: int) -> pygame.font.Font:
    return pygame.font.Font(str(ROOT / "assets" / "fonts" / "DejaVuSans-Bold.ttf"), px)


def outlined_text(surface: pygame.Surface, text: str, px: int, centre: Point, colour: Colour,
                  outline: Colour, width: int) -> pygame.Rect:
    f = font(px)
    body = f.render(text, True, colour)
    edge = f.render(text, True, outline)
    rect = body.get_rect(center=(int(centre[0]), int(centre[1])))
    for dx in range(-width, width + 1, max(1, width // 3)):
        for dy in range(-width, width + 1, max(1, width // 3)):
            if dx * dx + dy * dy <= width * width:
                surface.blit(edge, rect.move(dx, dy))
    surface.blit(body, rect)
    return rect


# -- the pictures ----------------------------------------------------------------------------------
def magouille(s: pygame.Surface) -> None:
    w, h = s.get_size()
    s.blit(felt_ground((w, h)), (0, 0))
    cube(s, (w * 0.5, h * 0.76), h * 0.18, (3, 1, 2))  # under the lifted cup: the face shown
    cup(s, (w * 0.22, h * 0.86), h * 0.42, h * 0.48, (150, 40, 40))
    cup(s, (w * 0.5, h * 0.86), h * 0.42, h * 0.48, (40, 80, 150), lift=h * 0.3)
    cup(s, (w * 0.78, h * 0.86), h * 0.42, h * 0.48, (46, 120, 60))
    for i, x in enumerate((0.1, 0.9)):
        coin_pile(s, (w * x, h * 0.93), h * 0.07, 3 + 2 * i, i)


def cartes(s: pygame.Surface) -> None:
    w, h = s.get_size()
    s.blit(felt_ground((w, h)), (0, 0))
    emblems = ("=", "1 2 3", "6", "9")
    faces = ((4, 4, 4), (2, 3, 4), (6, 6), (4, 5))
    colours = ((220, 68, 60), (66, 126, 230), (240, 200, 40), (70, 180, 90))
    cw, ch = int(w * 0.2), int(h * 0.72)
    for i in range(4):
        def on(sheet: pygame.Surface, i: int = i) -> None:
            sw, sh = sheet.get_size()
            band = pygame.Rect(sw * 0.08, sh * 0.06, sw * 0.84, sh * 0.28)
            pygame.draw.rect(sheet, colours[i], band, border_radius=sw // 14)
            label = font(int(sh * (0.15 if len(emblems[i]) < 3 else 0.09))).render(emblems[i], True, IVORY)
            sheet.blit(label, label.get_rect(center=band.center))
            n = len(faces[i])
            d = sw * 0.3
            for k, f in enumerate(faces[i]):
                r = pygame.Rect(0, 0, int(d), int(d))
                r.center = (int(sw / 2), int(sh * 0.45 + k * d * 1.15 + (3 - n) * d * 0.5))
                pygame.draw.rect(sheet, colours[(i + 1) % 4], r, border_radius=int(d * 0.18))
                pygame.draw.rect(sheet, INK, r, max(2, int(d * 0.05)), border_radius=int(d * 0.18))
                for u, v in PIPS[f]:
                    pygame.draw.circle(sheet, INK if (i + 1) % 4 == 2 else IVORY,
                                       (r.x + u * d, r.y + v * d), d * 0.09)
        rect = pygame.Rect(0, 0, cw, ch)
        rect.center = (int(w * (0.2 + 0.2 * i)), int(h * (0.52 + 0.03 * abs(i - 1.5))))
        card(s, rect, (1.5 - i) * 5, on)


def cadenas(s: pygame.Surface) -> None:
    w, h = s.get_size()
    s.blit(felt_ground((w, h)), (0, 0))
    sheet = pygame.Rect(int(w * 0.06), int(h * 0.1), int(w * 0.68), int(h * 0.8))
    shadow(s, sheet, 8, 130)
    pygame.draw.rect(s, PAPER, sheet, border_radius=6)
    rng = random.Random(4)
    box = sheet.w / 12.6
    for r, colour in enumerate(ROWS):
        y = sheet.y + sheet.h * (0.08 + r * 0.23)
        band = pygame.Rect(sheet.x + sheet.w * 0.02, y, sheet.w * 0.96, sheet.h * 0.19)
        pygame.draw.rect(s, shade(colour, 0.55), band, border_radius=8)
        numbers = list(range(2, 13)) if r < 2 else list(range(12, 1, -1))
        crossed = sorted(rng.sample(range(9), 3 + r % 2))
        for k, n in enumerate(numbers):
            cell = pygame.Rect(band.x + box * 0.15 + k * box * 1.06, band.y + band.h * 0.12, box * 0.95, band.h * 0.76)
            pygame.draw.rect(s, IVORY, cell, border_radius=6)
            pygame.draw.rect(s, colour, cell, 3, border_radius=6)
            t = font(int(cell.h * 0.45)).render(str(n), True, shade(colour, -0.35))
            s.blit(t, t.get_rect(center=cell.center))
            if k in crossed:  # a pencil cross
                m = cell.inflate(-cell.w * 0.2, -cell.h * 0.25)
                for a, b in ((m.topleft, m.bottomright), (m.bottomleft, m.topright)):
                    pygame.draw.line(s, (60, 60, 70), a, b, max(3, int(cell.w * 0.12)))
        lock = pygame.Rect(0, 0, int(box * 0.7), int(band.h * 0.5))
        lock.center = (int(band.right + box * 0.65), int(band.centery + band.h * 0.1))
        pygame.draw.arc(s, (120, 120, 130), lock.move(0, -lock.h * 0.55).inflate(-lock.w * 0.25, 0), 0, math.pi,
                        max(3, lock.w // 7))
        pygame.draw.rect(s, GOLD, lock, border_radius=lock.w // 6)
        pygame.draw.circle(s, INK, lock.center, lock.w * 0.1)
    cube(s, (w * 0.87, h * 0.35), h * 0.17, (5, 6, 2))
    cube(s, (w * 0.88, h * 0.72), h * 0.17, (2, 4, 1), body=ROWS[0], pip=IVORY, turn=0.6)


def skull_face(surface: pygame.Surface, quad: list[Point]) -> None:
    pygame.draw.polygon(surface, IVORY, quad)
    pygame.draw.polygon(surface, shade(IVORY, -0.45), quad, 3)
    cx, cy = quad_point(quad, 0.5, 0.45)
    w = abs(quad[1][0] - quad[0][0])
    pygame.draw.circle(surface, INK, (cx, cy), w * 0.28)
    pygame.draw.rect(surface, INK, pygame.Rect(cx - w * 0.15, cy + w * 0.12, w * 0.3, w * 0.25), border_radius=3)
    for dx in (-0.11, 0.11):
        pygame.draw.circle(surface, IVORY, (cx + dx * w, cy - w * 0.02), w * 0.08)


def corsaire(s: pygame.Surface) -> None:
    w, h = s.get_size()
    s.blit(felt_ground((w, h)), (0, 0))
    chest = pygame.Rect(int(w * 0.28), int(h * 0.42), int(w * 0.44), int(h * 0.4))
    shadow(s, chest, 10, 140)
    # the lid, open and leaning back; the gold heaped up in front of it; then the chest's front
    lid = pygame.Rect(chest.x + chest.w * 0.03, chest.y - chest.h * 0.62, chest.w * 0.94, chest.h * 0.62)
    pygame.draw.rect(s, WOOD_DARK, lid, border_top_left_radius=int(lid.h * 0.5),
                     border_top_right_radius=int(lid.h * 0.5))
    pygame.draw.rect(s, shade(WOOD_DARK, -0.4), lid.inflate(-lid.w * 0.08, -lid.h * 0.25).move(0, lid.h * 0.12),
                     border_top_left_radius=int(lid.h * 0.4), border_top_right_radius=int(lid.h * 0.4))
    rng = random.Random(3)
    for row in range(3):
        for i in range(11 - 2 * row):
            x = chest.x + chest.w * (0.1 + 0.08 * (i + row)) + rng.uniform(-6, 6)
            coin(s, (x, chest.y - chest.h * (0.02 + 0.1 * row) + rng.uniform(-4, 4)), h * 0.055)
    pygame.draw.rect(s, WOOD, chest, border_radius=10)
    for k in range(1, 4):  # planks
        y = chest.y + chest.h * k / 4
        pygame.draw.line(s, WOOD_DARK, (chest.x + 6, y), (chest.right - 6, y), 4)
    pygame.draw.rect(s, shade(WOOD, 0.15), pygame.Rect(chest.x, chest.y, chest.w, chest.h * 0.12), border_radius=10)
    for x in (0.15, 0.85):
        band = pygame.Rect(chest.x + chest.w * x - 10, chest.y, 20, chest.h)
        pygame.draw.rect(s, GOLD_DARK, band)
    lock = pygame.Rect(0, 0, int(chest.w * 0.12), int(chest.h * 0.25))
    lock.center = (chest.centerx, chest.y + chest.h * 0.12)
    pygame.draw.rect(s, GOLD, lock, border_radius=6)
    pygame.draw.circle(s, INK, lock.center, lock.w * 0.15)
    coin_pile(s, (w * 0.12, h * 0.9), h * 0.075, 6, 1)
    coin_pile(s, (w * 0.2, h * 0.93), h * 0.075, 3, 2)
    size = h * 0.19
    cube(s, (w * 0.84, h * 0.78), size, (6, 1, 3), turn=0.25)
    # the front of that die shows the Skull
    cx, cy, half = w * 0.84, h * 0.78, size / 2
    fx = math.cos(0.25 * math.pi / 2) * half
    skull_face(s, [(cx - fx, cy - half), (cx + fx, cy - half), (cx + fx, cy + half), (cx - fx, cy + half)])


def perudo(s: pygame.Surface) -> None:
    w, h = s.get_size()
    s.blit(felt_ground((w, h), (40, 30, 26), (92, 64, 46)), (0, 0))
    cup(s, (w * 0.2, h * 0.8), h * 0.4, h * 0.5, (60, 40, 30))
    cup(s, (w * 0.8, h * 0.8), h * 0.4, h * 0.5, (60, 40, 30))
    for i, (x, y, f) in enumerate(((0.38, 0.62, 4), (0.5, 0.72, 4), (0.62, 0.6, 1), (0.46, 0.45, 4), (0.58, 0.84, 4))):
        cube(s, (w * x, h * y), h * 0.15, (f, f, (f % 6) + 1), body=(230, 226, 214), turn=0.15 + 0.17 * i)


def logo(s: pygame.Surface) -> None:
    """Two dice, and the name in gold with a dark edge."""
    w, h = s.get_size()
    cube(s, (h * 0.42, h * 0.58), h * 0.42, (3, 5, 2), turn=0.3)
    cube(s, (h * 0.95, h * 0.5), h * 0.34, (1, 6, 4), body=GOLD, pip=INK, turn=0.55)
    px = int(h * 0.58)
    x0 = h * 1.35
    glow = font(px).render("Ludicitude", True, (0, 0, 0))
    glow.set_alpha(110)
    text_w = font(px).size("Ludicitude")[0]
    s.blit(glow, glow.get_rect(center=(int(x0 + text_w / 2 + h * 0.03), int(h * 0.56))))
    outlined_text(s, "Ludicitude", px, (x0 + text_w / 2, h * 0.52), GOLD, (60, 36, 6), max(2, int(h * 0.02)))


def felt_tile(size: int = 256) -> pygame.Surface:
    """Fibres, light and dark, with no colour of their own: laid over the table's colour (any
    palette), and seamless (a fibre that leaves one edge comes back at the other)."""
    tile = pygame.Surface((size, size), pygame.SRCALPHA)
    rng = random.Random(11)
    for _ in range(2600):
        x, y = rng.uniform(0, size), rng.uniform(0, size)
        a = rng.uniform(0, math.pi)
        n = rng.uniform(2, 7)
        light = rng.random() < 0.5
        colour = (255, 255, 255, rng.randint(6, 14)) if light else (0, 0, 0, rng.randint(10, 22))
        for ox in (-size, 0, size):
            for oy in (-size, 0, size):
                pygame.draw.line(tile, colour, (x + ox, y + oy), (x + ox + n * math.cos(a), y + oy + n * math.sin(a)))
    return tile


def picture(size: tuple[int, int], draw: Callable[[pygame.Surface], None], alpha: bool = False) -> pygame.Surface:
    big = pygame.Surface((size[0] * SCALE, size[1] * SCALE), pygame.SRCALPHA if alpha else 0)
    draw(big)
    return pygame.transform.smoothscale(big, size)


def main() -> int:
    pygame.init()
    pygame.display.set_mode((1, 1))
    images = ROOT / "assets" / "images"
    images.mkdir(parents=True, exist_ok=True)
    out = {
        images / "logo.png": picture((1000, 200), logo, alpha=True),  # 216 px tall at 4K: sharp enough
        images / "felt.png": felt_tile(),
        ROOT / "ludicitude" / "games" / "magouille" / "art.png": picture(ART, magouille),
        ROOT / "ludicitude" / "games" / "cartes" / "art.png": picture(ART, cartes),
        ROOT / "ludicitude" / "games" / "cadenas" / "art.png": picture(ART, cadenas),
        ROOT / "ludicitude" / "games" / "corsaire" / "art.png": picture(ART, corsaire),
        ROOT / "examples" / "perudo" / "perudo" / "art.png": picture(ART, perudo),
    }
    for path, image in out.items():
        pygame.image.save(image, str(path))
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
