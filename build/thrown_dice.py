"""A thrown die's drawing alone, in the main thread's processor time: ``dice.draw`` over every
turned pose of four throws of five dice (1,308 poses), with pips, with a player's ring, with
Corsaire's faces (as the game draws them) and with Corsaire's face pictures mapped onto the
faces (as a game whose art gives no shapes has them); the median of five runs, in ms a die.

    cd /tmp   # outside every checkout: the tree timed is the one on PYTHONPATH
    PYTHONPATH=<tree> python <checkout>/build/thrown_dice.py 70   # a die's side in px (1920x1080)
    PYTHONPATH=<tree> python <checkout>/build/thrown_dice.py 162 sheet.png   # and a picture

With a file name, it also writes a sheet of thrown dice to look at: rows of Corsaire's faces,
their mapped pictures and pips at 24 moments of one throw, on the table's colour.

It imports only what every tree with the die piece has, so two trees can be timed by turns.
"""

from __future__ import annotations

import os
import statistics
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from ludicitude.core.timeline import tumble
from ludicitude.games.corsaire.pieces import face_art
from ludicitude.ui import dice


def pictures_only(face: int, size: int) -> pygame.Surface:
    """Corsaire's face pictures without their shapes: mapped onto a thrown die's faces."""
    return face_art(face, size)


def sheet(side: int, looks: list[dice.DieLook], name: str) -> None:
    """Each look's die (face 3, then 1 to 6 in turn) at 24 moments of a throw, a row a look."""
    steps = 24
    pad = side // 2
    out = pygame.Surface((steps * (side + pad) + pad, len(looks) * (side * 2) + pad))
    out.fill((24, 70, 52))
    for row, look in enumerate(looks):
        for k in range(steps):
            pose = tumble(0.04 + 0.6 * k / steps, 0, 1, seed=3)
            rect = pygame.Rect(pad + k * (side + pad), pad + row * side * 2 + side // 2, side, side)
            rect.move_ip(-round(pose.dx * side * 0.9), -round(pose.dy * side * 0.9))  # in its column
            dice.draw(out, rect, 1 + k % 6, look, pose)
    pygame.image.save(out, name)


def main(side: int) -> dict[str, float]:
    pygame.init()
    pygame.display.set_mode((64, 64))
    poses = [pose for seed in range(4) for i in range(100) for d in range(5)
             if (pose := tumble(i / 100, d, 5, seed=seed)).turned]
    looks = {"pips": dice.DieLook(), "ring": dice.DieLook(edge=(60, 120, 230)),
             "pictures": dice.DieLook(pip=(22, 22, 22), art=face_art),
             "mapped": dice.DieLook(pip=(22, 22, 22), art=pictures_only)}
    screen = pygame.Surface((1920, 1080))
    rect = pygame.Rect(900, 500, side, side)

    def run(look: dice.DieLook) -> float:
        start = time.thread_time()
        for pose in poses:
            dice.draw(screen, rect, 3, look, pose)
        return (time.thread_time() - start) / len(poses) * 1000

    out = {}
    for name, look in looks.items():
        run(look)  # its pictures drawn once
        out[name] = round(statistics.median(run(look) for _ in range(5)), 4)
    return out


if __name__ == "__main__":
    print(main(int(sys.argv[1]) if len(sys.argv) > 1 else 70))
    if len(sys.argv) > 2:
        sheet(int(sys.argv[1]), [dice.DieLook(pip=(22, 22, 22), art=face_art),
                                 dice.DieLook(pip=(22, 22, 22), art=pictures_only), dice.DieLook()], sys.argv[2])
