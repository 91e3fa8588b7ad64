"""How Corsaire's pieces look: dice faces with their badges, coins and piles, the Bank's chest
and the King's crown. Pure drawing functions of values (a surface, a rect, what to show):
no scene and no session, so the table, the rules screen's example and the benchmark share them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

import pygame

from ludicitude.core.i18n import _
from ludicitude.core.names import without_level
from ludicitude.core.timeline import REST, Pose
from ludicitude.games.corsaire import rules
from ludicitude.games.corsaire.rules import CANNON, SKULL
from ludicitude.games.corsaire.story import BANK, KING, Pile
from ludicitude.ui import die_marks, draw, theme
from ludicitude.ui.pictures import kept
from ludicitude.ui.pieces import coins

GOLD = coins.GOLD
GOLD_DARK = (120, 84, 10)
WOOD = (120, 72, 36)
WOOD_DARK = (70, 40, 18)
INK = (22, 22, 22)
LOCKED_BODY = (196, 192, 184)


class Badge(Enum):
    """What a die's corner says in shape: it will be rerolled, or it is locked."""

    REROLL = "reroll"
    LOCK = "lock"


@kept(maxsize=128)
def _face_picture(face: int, size: int) -> pygame.Surface:
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    paint_face(img, face, size, theme.DIE_FACE)
    return img


class FaceArt:
    """What one die face shows, in dark ink on a clear ground (the die piece draws the die under
    it, ``draw.die(art=...)``), so it reads in black and white too: a gold coin with its value,
    a cannon, a skull, or crossed bones. Called, the picture of a face at a size (``paint_face``:
    the die at rest); ``marks``, the same picture as shapes (``face_marks``: a thrown die)."""

    def __call__(self, face: int, size: int) -> pygame.Surface:
        return _face_picture(face, size)

    def marks(self, face: int, size: int) -> die_marks.Marks:
        return face_marks(face, size)


face_art = FaceArt()


@kept(maxsize=32)
def locked_face_art(face: int, size: int) -> pygame.Surface:
    """A locked die's face: hatched, so locked dice differ by pattern, not only by colour."""
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    for hx in range(-size, size, max(4, size // 7)):
        pygame.draw.line(img, (170, 164, 154), (hx, size), (hx + size, 0), max(1, size // 40))
    paint_face(img, face, size, LOCKED_BODY)
    return img


def paint_face(img: pygame.Surface, face: int, size: int, body: theme.Colour) -> None:
    """``face``'s picture on ``img`` (``size`` square); ``body``: the die's colour, for the
    holes in the ink."""
    c = size / 2
    line = max(2, size // 14)
    if face in rules.COIN_FACES:
        pygame.draw.circle(img, GOLD, (c, c), size * 0.36)
        pygame.draw.circle(img, INK, (c, c), size * 0.36, line)
        pygame.draw.circle(img, GOLD_DARK, (c, c), size * 0.28, max(1, line // 2))
        font = theme.font(max(8, int(size * 0.46)), True)
        digit = font.render(str(face), True, INK)
        img.blit(digit, digit.get_rect(center=(c, c + size * 0.02)))
    elif face == CANNON:
        angle = math.radians(-24)
        length, half = size * 0.56, size * 0.1
        ax, ay = size * 0.2, size * 0.56
        dx, dy = math.cos(angle), math.sin(angle)
        nx, ny = -dy, dx
        tx, ty = ax + dx * length, ay + dy * length  # the muzzle, a little narrower
        barrel = [(ax + nx * half, ay + ny * half), (tx + nx * half * 0.8, ty + ny * half * 0.8),
                  (tx - nx * half * 0.8, ty - ny * half * 0.8), (ax - nx * half, ay - ny * half)]
        pygame.draw.polygon(img, INK, barrel)
        pygame.draw.circle(img, INK, (ax, ay), half * 1.15)
        pygame.draw.circle(img, INK, (size * 0.4, size * 0.7), size * 0.15)
        pygame.draw.circle(img, body, (size * 0.4, size * 0.7), size * 0.06)
        pygame.draw.circle(img, INK, (size * 0.8, size * 0.74), size * 0.07)  # the ball
    elif face == SKULL:
        pygame.draw.circle(img, INK, (c, size * 0.44), size * 0.27)
        jaw = pygame.Rect(0, 0, int(size * 0.32), int(size * 0.2))
        jaw.midtop = (int(c), int(size * 0.6))
        pygame.draw.rect(img, INK, jaw, border_radius=int(size * 0.05))
        for ex in (c - size * 0.11, c + size * 0.11):
            pygame.draw.circle(img, body, (ex, size * 0.44), size * 0.075)
        pygame.draw.polygon(img, body, [(c, size * 0.52), (c - size * 0.04, size * 0.6),
                                        (c + size * 0.04, size * 0.6)])
        for tx in (c - size * 0.07, c, c + size * 0.07):
            pygame.draw.line(img, body, (tx, size * 0.68), (tx, size * 0.8), max(1, line // 2))
    else:  # crossed bones
        width = max(3, int(size * 0.1))
        for (x1, y1), (x2, y2) in (((0.24, 0.24), (0.76, 0.76)), ((0.76, 0.24), (0.24, 0.76))):
            pygame.draw.line(img, INK, (x1 * size, y1 * size), (x2 * size, y2 * size), width)
            for x, y in ((x1, y1), (x2, y2)):  # two knobs at each end of a bone
                ox = (0.05 if x < 0.5 else -0.05) * size
                oy = (0.05 if y < 0.5 else -0.05) * size
                knob = size * 0.06
                pygame.draw.circle(img, INK, (x * size - oy * 0.9, y * size + ox * 0.1 + oy * 0.1), knob)
                pygame.draw.circle(img, INK, (x * size + ox * 0.1, y * size - ox * 0.9), knob)


def _at(x: float, y: float) -> tuple[float, float]:
    """A point of ``paint_face``'s picture (shares of its side) in a face's own units (``die_marks.Marks``)."""
    return 2 * x - 1, 2 * y - 1


@kept(maxsize=48)
def face_marks(face: int, size: int) -> die_marks.Marks:
    """``paint_face``'s picture of ``face`` as shapes (``die_marks.Marks``) at the same places, for a
    thrown die: discs, strokes and polygons, the coin's value the outline of its glyph."""
    disc, bar = die_marks.disc, die_marks.bar
    shapes: list[die_marks.Shape] = []
    if face in rules.COIN_FACES:
        # the ink's ring, the thin dark ring inside it (the gold between them is under a pixel)
        thin = max(1, max(2, size // 14) // 2) * 2 / size
        shapes = [(INK, disc(0, 0, 0.72, 20)), (GOLD_DARK, disc(0, 0, 0.56, 20)), (GOLD, disc(0, 0, 0.56 - thin, 20))]
        # the value: its glyph's outline (1, 2 and 3 have no holes), where paint_face writes it
        digit = theme.font(max(8, int(size * 0.46)), True).render(str(face), True, INK)
        x0, y0 = (size - digit.get_width()) / 2, size * 0.52 - digit.get_height() / 2
        outline = pygame.mask.from_surface(digit).outline(2)
        shapes.append((INK, tuple(((x0 + x + 0.5) * 2 / size - 1, (y0 + y + 0.5) * 2 / size - 1)
                                  for x, y in outline)))
        return die_marks.Marks(tuple(shapes))
    if face == CANNON:
        angle = math.radians(-24)
        length, half = 0.56, 0.1
        ax, ay = 0.2, 0.56
        dx, dy = math.cos(angle), math.sin(angle)
        nx, ny = -dy, dx
        tx, ty = ax + dx * length, ay + dy * length
        barrel = (_at(ax + nx * half, ay + ny * half), _at(tx + nx * half * 0.8, ty + ny * half * 0.8),
                  _at(tx - nx * half * 0.8, ty - ny * half * 0.8), _at(ax - nx * half, ay - ny * half))
        shapes = [(INK, barrel), (INK, disc(*_at(ax, ay), 2 * half * 1.15, 10)), (INK, disc(*_at(0.4, 0.7), 0.3)),
                  (None, disc(*_at(0.4, 0.7), 0.12, 10)), (INK, disc(*_at(0.8, 0.74), 0.14, 10))]
    elif face == SKULL:
        tooth = max(1, max(2, size // 14) // 2) / size
        shapes = [(INK, disc(*_at(0.5, 0.44), 0.54)),
                  (INK, (_at(0.34, 0.6), _at(0.66, 0.6), _at(0.66, 0.8), _at(0.34, 0.8))),
                  (None, disc(*_at(0.39, 0.44), 0.15, 10)), (None, disc(*_at(0.61, 0.44), 0.15, 10)),
                  (None, (_at(0.5, 0.52), _at(0.46, 0.6), _at(0.54, 0.6)))]
        shapes += [(None, bar(*_at(tx, 0.68), *_at(tx, 0.8), tooth)) for tx in (0.43, 0.5, 0.57)]
    else:  # crossed bones
        half = max(3, int(size * 0.1)) / size
        for (x1, y1), (x2, y2) in (((0.24, 0.24), (0.76, 0.76)), ((0.76, 0.24), (0.24, 0.76))):
            shapes.append((INK, bar(*_at(x1, y1), *_at(x2, y2), half)))
            for x, y in ((x1, y1), (x2, y2)):
                ox, oy = (0.05 if x < 0.5 else -0.05), (0.05 if y < 0.5 else -0.05)
                shapes.append((INK, disc(*_at(x - oy * 0.9, y + ox * 0.1 + oy * 0.1), 0.12, 8)))
                shapes.append((INK, disc(*_at(x + ox * 0.1, y - ox * 0.9), 0.12, 8)))
    return die_marks.Marks(tuple(shapes))


@kept(maxsize=64)
def badge_image(kind: Badge, r: int, bg: theme.Colour, colour: theme.Colour) -> pygame.Surface:
    """A round badge of radius ``r`` on a die's corner, light on dark so it reads in black and
    white: ``Badge.REROLL`` (a circular arrow: this die will be rerolled) or ``Badge.LOCK`` (a
    padlock: crossed bones stay on the table)."""
    img = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
    c = r + 1
    pygame.draw.circle(img, bg, (c, c), r)
    pygame.draw.circle(img, colour, (c, c), r, max(2, r // 7))
    width = max(2, r // 4)
    if kind is Badge.REROLL:  # a clockwise circular arrow, the usual "again" sign
        radius = r * 0.55
        arc = pygame.Rect(0, 0, int(2 * radius), int(2 * radius))
        arc.center = (c, c)
        start = math.radians(75)
        pygame.draw.arc(img, colour, arc, start, math.radians(345), width)
        px_, py_ = c + radius * math.cos(start), c - radius * math.sin(start)
        dx, dy = math.sin(start), math.cos(start)  # the way the arrow turns at that end
        nx, ny = -dy, dx
        pygame.draw.polygon(img, colour, [(px_ + dx * r * 0.42, py_ + dy * r * 0.42),
                                          (px_ + nx * r * 0.32 - dx * r * 0.08, py_ + ny * r * 0.32 - dy * r * 0.08),
                                          (px_ - nx * r * 0.32 - dx * r * 0.08, py_ - ny * r * 0.32 - dy * r * 0.08)])
    else:
        body = pygame.Rect(0, 0, int(r * 0.95), int(r * 0.72))
        body.midtop = (c, int(c - r * 0.08))
        shackle = pygame.Rect(0, 0, int(r * 0.66), int(r * 0.9))
        shackle.midbottom = (c, body.y + int(r * 0.3))
        pygame.draw.ellipse(img, colour, shackle, width)
        pygame.draw.rect(img, colour, body, border_radius=max(1, r // 8))
        pygame.draw.circle(img, bg, (c, body.centery), max(1, r // 7))
    return img


def draw_face(surface: pygame.Surface, rect: pygame.Rect, face: int, *, locked: bool = False,
              selected: bool = False, focused: bool = False, dim: bool = False, pose: Pose = REST,
              within: pygame.Rect | None = None) -> None:
    """A die at ``rect`` (the one die piece, ``draw.die``, with this game's faces): picked dice
    glow and carry a reroll arrow; locked ones a padlock; ``dim``: left over (not in any pair),
    drawn faded; ``pose``: where it is while it is thrown, keeping ``within`` (the tray)."""
    if dim and pose == REST:
        pose = DIM
    draw.die(surface, rect, face, body=LOCKED_BODY if locked else theme.DIE_FACE, pip=INK, selected=selected,
             art=locked_face_art if locked else face_art, pose=pose, within=within)
    if pose.turned or pose.height or pose.alpha < 1:
        return  # the badges and the ring come with the die at rest
    if selected or locked:  # a badge says it in shape, not in colour alone
        badge = badge_image(Badge.REROLL if selected else Badge.LOCK, max(6, int(rect.w * 0.22)), theme.BG_DARK,
                            theme.ACCENT if selected else theme.TEXT)
        surface.blit(badge, badge.get_rect(center=(rect.right - rect.w * 0.06, rect.y + rect.h * 0.06)))
    if focused:
        pygame.draw.rect(surface, theme.FOCUS, rect.inflate(10, 10), max(3, rect.h // 16),
                         border_radius=int(rect.w * 0.25))


#: a die left over (not in any pair): faded
DIM = Pose(alpha=110 / 255)


def draw_pile(surface: pygame.Surface, base: tuple[float, float], amount: int, r: float) -> None:
    """A pile of ``amount`` coins of radius ``r`` whose front stands at ``base`` (its middle),
    as on the table (``ui/pieces/coins``): the rules screen's small piles."""
    shape = coins.pile_shape(amount, 10**4, 10**4, r)
    coins.draw_pile(surface, pygame.Rect(int(base[0] - shape.w / 2), int(base[1] - shape.h), shape.w, shape.h),
                    amount, r, align="center")


def draw_chest(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The Bank: a wooden chest with an iron band and a lock."""
    lid = pygame.Rect(rect.x, rect.y, rect.w, int(rect.h * 0.4))
    box = pygame.Rect(rect.x, lid.bottom - 2, rect.w, rect.h - lid.h + 2)
    pygame.draw.rect(surface, WOOD, box, border_radius=max(2, rect.h // 12))
    round_top = rect.h // 3
    pygame.draw.rect(surface, WOOD, lid, border_top_left_radius=round_top, border_top_right_radius=round_top)
    for part in (box, lid):
        pygame.draw.rect(surface, WOOD_DARK, part, max(2, rect.h // 16), border_radius=max(2, rect.h // 12))
    band = max(3, rect.w // 10)
    for x in (rect.x + rect.w * 0.18, rect.right - rect.w * 0.18 - band):
        pygame.draw.rect(surface, INK, pygame.Rect(x, rect.y + 2, band, rect.h - 2))
    lock = pygame.Rect(0, 0, rect.w // 6, rect.h // 4)
    lock.center = (rect.centerx, lid.bottom)
    pygame.draw.rect(surface, GOLD, lock, border_radius=2)
    pygame.draw.rect(surface, INK, lock, 1, border_radius=2)


def draw_crown(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The King's share: a crown."""
    x, y, w, h = rect
    pts = [(x, y + h), (x, y + h * 0.3), (x + w * 0.25, y + h * 0.6), (x + w * 0.5, y),
           (x + w * 0.75, y + h * 0.6), (x + w, y + h * 0.3), (x + w, y + h)]
    pygame.draw.polygon(surface, GOLD, pts)
    pygame.draw.polygon(surface, INK, pts, max(2, h // 14))
    for px_, py_ in ((x, y + h * 0.3), (x + w * 0.5, y), (x + w, y + h * 0.3)):
        pygame.draw.circle(surface, INK, (px_, py_), max(2, h // 10))


def draw_groups(surface: pygame.Surface, origin: tuple[int, int], size: int, faces: Sequence[int],
                groups: Sequence[Sequence[int]], rest: Sequence[int], playing: int | None = None) -> pygame.Rect:
    """A plan as linked dice from ``origin``: each group (a pair, or five of a kind) of dice
    positions bracketed and numbered in order, the dice left over small and faded after them;
    while coins fly, the group ``playing`` is filled in and the others are faded. Returns the
    area the groups cover."""
    h = surface.get_height()
    gap = int(size * 0.12)
    x, y = origin
    px = theme.text_px(h, 0.03)
    drawn = pygame.Rect(x, y, 0, size)
    for n, group in enumerate(groups):
        span = pygame.Rect(x - gap, y - gap, len(group) * (size + gap) + gap, size + 2 * gap)
        drawn.union_ip(span)
        if playing == n:
            pygame.draw.rect(surface, theme.ACCENT, span, border_radius=int(size * 0.2))
        pygame.draw.rect(surface, theme.ACCENT, span, theme.outline(h), border_radius=int(size * 0.2))
        for i in group:
            faded = playing is not None and playing != n
            draw_face(surface, pygame.Rect(x, y, size, size), faces[i], dim=faded)
            x += size + gap
        draw.text(surface, str(n + 1), (span.x + gap, span.y - gap // 2), px, theme.ACCENT,
                  bold=True, anchor="bottomleft")
        x += gap * 3
    for i in rest:
        small = int(size * 0.7)
        draw_face(surface, pygame.Rect(x, y + size - small, small, small), faces[i], dim=True)
        x += small + gap
    return drawn


def draw_flying_coins(surface: pygame.Surface, source: tuple[int, int], target: tuple[int, int], t: float,
                      amount: int, r: float) -> None:
    """``amount`` coins flying in an arc from the top of one pile (``source``) to the top of
    another (``target``), ``t`` (0..1) of the way, one after the other, and "+amount" over the
    target."""
    h = surface.get_height()
    coins.draw_flying_coins(surface, source, target, t, amount, r)
    draw.text(surface, f"+{amount}", (target[0], target[1] - h * 0.05), theme.text_px(h, 0.04), theme.ACCENT,
              bold=True, anchor="center")


def pile_box_parts(box: pygame.Rect, pile: Pile, h: int) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect | None]:
    """A pile's box in parts: its title row, where its coins stand (clear of the amount written
    at the bottom right), and the Bank's chest or the King's crown (None: a player's purse)."""
    pad = int(h * 0.01)
    px = theme.text_px(h, 0.03)
    head = pygame.Rect(box.x + pad, box.y + pad, box.w - 2 * pad, px + pad)
    number = number_px(box, h)
    number_w = int(number * 1.42)  # two bold digits (DejaVu Sans Bold's are 0.7 em wide)
    if box.h > h * 0.2:  # a tall box: the coins above, the chest or crown beside the amount under them
        room = pygame.Rect(box.x + 2 * pad, head.bottom + pad, box.w - 4 * pad,
                           box.bottom - head.bottom - 3 * pad - number)
        icon_h = max(4, min(number, int((box.w - 5 * pad - number_w) / 1.2)))
        icon = pygame.Rect(room.x, box.bottom - pad - icon_h, int(icon_h * 1.2), icon_h)
        return head, room, None if isinstance(pile, int) else icon
    room = pygame.Rect(box.x + 2 * pad, head.bottom + pad, box.w - 5 * pad - number_w,
                       box.bottom - head.bottom - 2 * pad)
    if isinstance(pile, int):
        return head, room, None
    icon_h = max(4, int(min(room.h, room.w * 0.32 / 1.2)))
    icon = pygame.Rect(room.x, room.bottom - icon_h, int(icon_h * 1.2), icon_h)
    return head, pygame.Rect(icon.right + pad, room.y, room.right - icon.right - pad, room.h), icon


def pile_title(pile: Pile) -> str:
    """The title of the Bank's or the King's box, in the current language."""
    return _("Bank") if pile == BANK else _("King's share")


STORY_LINES = 4  # the story strip's rows (``table.story_lines`` keeps the last four)


def story_px(h: int) -> int:
    """The size of the story strip's lines."""
    return theme.text_px(h, 0.028)


def story_pad(h: int) -> int:
    """The story strip's inner margin on every side (1/100 of the height): its text never nearer its edges."""
    return int(math.ceil(h * 0.01))


def story_height(h: int) -> int:
    """The story strip's height: its four lines whole at their size, with its margin above and
    below (on a projector at 1024x768 the type's floor makes four lines taller than 0.14 of the
    height, so the strip grows and the tray under it gives the room)."""
    return max(int(h * 0.14), STORY_LINES * theme.font(story_px(h), False).get_linesize() + 2 * story_pad(h))


def title_width(pile: Pile, h: int) -> int:
    """The width a box needs for the Bank's or the King's title on one line at its size."""
    return draw.label_width(pile_title(pile), theme.text_px(h, 0.03), True) + 2 * int(h * 0.01) + 2


def shared_widths(total: int, needs: Sequence[int]) -> list[int]:
    """``total`` pixels shared by boxes side by side: equal shares, except that a box whose words
    need more than its share gets what they need, and the others share what is left."""
    wide: set[int] = set()
    while True:
        rest = total - sum(needs[i] for i in wide)
        share = rest // max(1, len(needs) - len(wide))
        more = {i for i, need in enumerate(needs) if i not in wide and need > share}
        if not more or len(wide | more) == len(needs):
            return [needs[i] if i in wide else share for i in range(len(needs))]
        wide |= more


def name_width(label: str, h: int) -> int:
    """The width a purse needs for a player's name whole, in bold (the player to act's), after
    their symbol: a computer's without its level (``draw.fit_name`` leaves that out first)."""
    px = theme.text_px(h, 0.03)
    return draw.label_width(without_level(label), px, True) + int(px * 1.4) + 2 * int(h * 0.01) + 2


def _rows_of_piles(order: Sequence[Pile], rows: int, w: int, m: int, top: int, area_h: int,
                   needs: dict[Pile, int]) -> dict[Pile, pygame.Rect]:
    """The piles of ``order`` in ``rows`` rows under ``top``, ``area_h`` high in all, each as
    wide as its share of the width or as its title ``needs``."""
    per_row = math.ceil(len(order) / rows)
    row_h = (area_h - (rows - 1) * m) // rows
    piles = {}
    for r in range(rows):
        row = order[r * per_row:(r + 1) * per_row]
        widths = shared_widths(w - m * (per_row + 1), [needs.get(p, 0) for p in row] + [0] * (per_row - len(row)))
        x = m
        for pile, box_w in zip(row, widths):
            piles[pile] = pygame.Rect(x, top + r * (row_h + m), box_w, row_h)
            x += box_w + m
    return piles


def number_px(box: pygame.Rect, h: int) -> int:
    """The size of the amount written in a pile's box: larger in a tall box."""
    return theme.text_px(h, 0.06 if box.h > h * 0.2 else 0.045)


@dataclass(frozen=True)
class TableLayout:
    """Where everything goes on the Corsaire table, fitted to the window: the banner, the piles
    (the Bank, the King's share, then one per player, on two rows past six), the story panel,
    and the tray with the five dice on the left and the column of buttons on the right."""

    banner: pygame.Rect
    piles: dict[Pile, pygame.Rect]
    story: pygame.Rect
    tray: pygame.Rect
    buttons: pygame.Rect  # the column of the step's buttons (the scene stacks those on show)
    dice_area: pygame.Rect  # the tray left of the buttons
    dice: tuple[pygame.Rect, ...]  # the five dice, in order
    die_size: int
    coin_r: float  # every pile's coins, and the flying ones: 15 gold fit the smallest place
    height: int  # the window's

    def pile_area(self, pile: Pile) -> pygame.Rect:
        """Where the coins of ``pile`` stand in its box."""
        return pile_box_parts(self.piles[pile], pile, self.height)[1]

    @classmethod
    def fit(cls, rect: pygame.Rect, seats: int, names: Sequence[str] = ()) -> TableLayout:
        """The layout in ``rect`` for ``seats`` players: the piles on one row where there are at
        most six and every player's name (``names``, seat labels: a computer's level may give
        way) reads whole on its purse, else on two rows."""
        w, h = rect.w, rect.h
        m = int(h * 0.015)
        banner = pygame.Rect(0, 0, w, int(h * 0.12))
        order: list[Pile] = [BANK, KING, *range(seats)]
        top = banner.bottom + m
        # the Bank's and the King's titles on one line ("Part du Roi" beside four purses on 4:3),
        # and each name whole: a box as wide as its words need, the others share the rest
        needs: dict[Pile, int] = {pile: title_width(pile, h) for pile in (BANK, KING)}
        needs.update({seat: name_width(name, h) for seat, name in enumerate(names[:seats])})
        area_h = int(h * 0.23)  # one row of purses needs less: the tray has it
        piles = _rows_of_piles(order, 1, w, m, top, area_h, needs)
        if len(order) > 6 or any(piles[p].w < need for p, need in needs.items()):
            area_h = int(h * 0.24)  # (the story strip under them needs its four lines whole)
            piles = _rows_of_piles(order, 2, w, m, top, area_h, needs)
        story = pygame.Rect(m, top + area_h + m, w - 2 * m, story_height(h))
        tray_top = story.bottom + m
        tray = pygame.Rect(m, tray_top, w - 2 * m, h - tray_top - m)
        pad = int(h * 0.012)
        buttons_w = int(min(w * 0.42, h * 0.6))  # on 4:3, room for "Relancer les dés choisis (R)" on one line
        bx = tray.right - buttons_w - pad
        buttons = pygame.Rect(bx, tray.y + pad, buttons_w, tray.h - 2 * pad)
        dice_area = pygame.Rect(tray.x, tray.y, bx - tray.x - pad, tray.h)
        size = int(min(h * 0.15, dice_area.w / 6.2))
        gap = (dice_area.w - 5 * size) // 6
        y = dice_area.y + int(h * 0.055)
        dice = tuple(pygame.Rect(dice_area.x + gap + i * (size + gap), y, size, size) for i in range(rules.DICE_COUNT))
        places = [pile_box_parts(box, pile, h)[1] for pile, box in piles.items()]
        coin_r = min([h * 0.032, *(coins.pile_shape(3 * coins.STACK, a.w, a.h, h).r for a in places)])
        return cls(banner, piles, story, tray, buttons, dice_area, dice, size, max(2.0, coin_r), h)

