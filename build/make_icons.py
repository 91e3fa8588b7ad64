"""Draw the app icon (two dice) and write it for each platform.

Run from the top of the checkout: ``python build/make_icons.py``. Writes ``assets/icon.png``
(the window icon), ``build/icons/ludicitude.png``, ``.ico`` (Windows: 16 to 256 pixels),
``.icns`` (macOS: 16 to 1024, with the Retina doubles) and ``build/icons/hicolor/<n>.png``
(the Linux desktop's icon theme sizes, shipped beside the program with ``ludicitude.desktop``);
the ICO and ICNS files embed PNG images, which both formats allow, so no image library is needed.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

PIPS = {3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
        5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)]}


def draw_icon(size: int) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(s, (24, 40, 34), (0, 0, size, size), border_radius=size // 5)
    for (x, y, w, face, body) in ((0.1, 0.3, 0.5, 5, (250, 248, 240)), (0.45, 0.12, 0.45, 3, (244, 196, 48))):
        r = pygame.Rect(int(x * size), int(y * size), int(w * size), int(w * size))
        pygame.draw.rect(s, body, r, border_radius=r.w // 5)
        pygame.draw.rect(s, (0, 0, 0), r, max(1, r.w // 20), border_radius=r.w // 5)
        for fx, fy in PIPS[face]:
            pygame.draw.circle(s, (20, 20, 20), (r.x + fx * r.w, r.y + fy * r.h), max(1, r.w * 0.09))
    return s


def png_bytes(surface: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def write_ico(path: Path, sizes: list[int]) -> None:
    images = [png_bytes(draw_icon(n)) for n in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, data = b"", b""
    for n, img in zip(sizes, images):
        entries += struct.pack("<BBBBHHII", n % 256, n % 256, 0, 0, 1, 32, len(img), offset + len(data))
        data += img
    path.write_bytes(header + entries + data)


ICO_SIZES = [16, 24, 32, 48, 64, 128, 256]
# ICNS chunk types and their pixel sizes (ic11-ic14 are the Retina "@2x" of 16, 32, 128, 256)
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
              (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512))
LINUX_SIZES = [16, 24, 32, 48, 64, 128, 256, 512]


def write_icns(path: Path) -> None:
    chunks = b""
    for kind, n in ICNS_TYPES:
        img = png_bytes(draw_icon(n))
        chunks += kind + struct.pack(">I", 8 + len(img)) + img
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks)


def main() -> None:
    pygame.init()
    icons = ROOT / "build" / "icons"
    icons.mkdir(parents=True, exist_ok=True)
    pygame.image.save(draw_icon(128), str(ROOT / "assets" / "icon.png"))
    pygame.image.save(draw_icon(512), str(icons / "ludicitude.png"))
    write_ico(icons / "ludicitude.ico", ICO_SIZES)
    write_icns(icons / "ludicitude.icns")
    (icons / "hicolor").mkdir(exist_ok=True)
    for n in LINUX_SIZES:
        pygame.image.save(draw_icon(n), str(icons / "hicolor" / f"{n}.png"))
    print("icons written")


if __name__ == "__main__":
    main()
