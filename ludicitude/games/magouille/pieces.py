"""How Magouille's pieces look: pure drawing functions of values (a face to choose, the table
and a player's seat at it, a cup down or its empty spot, a die as a reveal shows it, a score's
change, the table's centre). No scene, no
session: the table (``table.py``), the rules screen's examples and the screenshots all draw
through these.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ludicitude.core.i18n import _, signed, signed_change
from ludicitude.games.magouille import rules, texts
from ludicitude.games.magouille.events import GameOver
from ludicitude.games.magouille.rules import SECRET_STEPS
from ludicitude.games.magouille.story import Moment, Resolution, Reveal
from ludicitude.ui import draw, theme
from ludicitude.ui.pictures import kept
from ludicitude.ui.pieces.cup import draw_cup
from ludicitude.ui.theme import Colour, Identity


def draw_face_choice(surface: pygame.Surface, rect: pygame.Rect, face: int, *, selected: bool,
                     focused: bool, hovered: bool) -> None:
    """One face of the private screen, lit when it is the face turned up; a ring outside it
    when the focus (or the pointer) is on it."""
    draw.die(surface, rect, face, selected=selected)
    if focused or hovered:
        pygame.draw.rect(surface, theme.FOCUS if focused else theme.ACCENT,
                         rect.inflate(rect.w * 0.3, rect.h * 0.3),
                         max(3, rect.h // 16), border_radius=int(rect.w * 0.3))


@kept(maxsize=8)
def _dimmed_disc(size: int) -> pygame.Surface:
    """A dark, half-clear disc the size of a player's chip (and its shadow), laid over it."""
    img = pygame.Surface((size + 4, size + 4), pygame.SRCALPHA)
    pygame.draw.circle(img, (*theme.BG_DARK, 170), (size / 2, size / 2 + 1), size / 2 + 2)
    return img


#: the table's wooden rim and its cloth: a table of its own on the room's felt, whatever the look
RIM, RIM_LIGHT, RIM_DARK = (104, 66, 38), (150, 104, 64), (52, 32, 18)
CLOTH, CLOTH_DARK = (28, 92, 62), (18, 62, 42)


def player_status(table: rules.State, seat: int) -> tuple[str, Colour]:
    """A player's status at the table, in words and colour."""
    if not table.in_game[seat]:
        return _("out"), theme.DANGER
    if seat in table.winners:
        return _("winner"), theme.ACCENT
    if table.step in SECRET_STEPS and not table.is_over:
        if seat in table.has_chosen:
            return _("has chosen"), theme.GOOD
        return _("choosing…"), theme.TEXT_DIM
    return _("in the game"), theme.TEXT_DIM


@kept(maxsize=4)
def table_surface(w: int, h: int, screen_h: int) -> pygame.Surface:
    """The table the players gather round, ``w`` x ``h``: a wooden rim (lit on its top edge)
    round a green cloth, darker to its edges, as a stadium (its ends rounded)."""
    img = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    rim = max(4, int(screen_h * 0.018))
    radius = min(w, h) // 2
    pygame.draw.rect(img, (0, 0, 0, 90), img.get_rect().move(0, rim // 2).inflate(-2, -rim // 2),
                     border_radius=radius)  # its shadow on the floor
    body = img.get_rect().inflate(0, -rim // 2).move(0, -rim // 4)
    pygame.draw.rect(img, RIM_DARK, body, border_radius=radius)
    pygame.draw.rect(img, RIM, body.inflate(-2, -4).move(0, -1), border_radius=radius)
    pygame.draw.rect(img, RIM_LIGHT, body.inflate(-2, -4).move(0, -1), max(1, rim // 5), border_radius=radius)
    cloth = body.inflate(-2 * rim, -2 * rim)
    r = max(1, radius - rim)
    pygame.draw.rect(img, CLOTH_DARK, cloth, border_radius=r)
    steps = 6
    for k in range(1, steps + 1):  # lit in the middle, as under the room's lamp
        t = k / steps
        colour = tuple(int(d + (c - d) * t) for c, d in zip(CLOTH, CLOTH_DARK))
        inner = cloth.inflate(-cloth.h * 0.5 * t, -cloth.h * 0.5 * t)
        pygame.draw.rect(img, colour, inner, border_radius=max(1, int(r * (1 - 0.5 * t))))
    pygame.draw.rect(img, RIM_DARK, cloth, max(1, rim // 4), border_radius=r)
    return img


def draw_table_surface(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The table in ``rect`` (``table_surface``, kept by its size)."""
    surface.blit(table_surface(rect.w, rect.h, surface.get_height()), rect)


WIN_STAR = "\u2605"  # before the winner's short tag where "Wins!" fits nowhere on the plate


def short_win_words() -> tuple[str, str]:
    """The winner's tag on a plate too narrow for "Wins!" (eight players at 4:3), longest first:
    a word still, read from the back of the room, never a bare star."""
    return f"{WIN_STAR} {_('1st')}", _("1st")


@dataclass(frozen=True)
class SeatLook:
    """How a player's seat shows: ``here`` (still in the game; else dimmed and marked "out"),
    ``acting`` (one the table waits for: lit in gold), ``winner``, and which of its edges is
    towards the table (``table_below``: a seat at the table's top); ``level_at``: where a
    computer's level stands, one place for the whole table (``level_place``)."""

    here: bool = True
    acting: bool = False
    winner: bool = False
    table_below: bool = True  # the plate's edge towards the table: its bottom (a seat at the top)
    #: "name", "score", "corner" (the end of the name's line, of the score's, the lower corner), "none"
    level_at: str = "score"


def draw_seat(surface: pygame.Surface, plate: pygame.Rect, identity: Identity, name: str, score: float,
              look: SeatLook, *, name_px: int, score_px: int) -> None:
    """A player seated at the table: their plate at the table's edge with their chip (colour and
    symbol), their name and their score large; a computer's level ("normal") not in the name's
    type but small and dim at the right end of the line the table chose for every plate
    (``look.level_at``, ``level_place``); out of the game, all dimmed, the chip crossed out and
    "out" beside the score where it fits (shapes and words say it, not only the colour); lit in
    gold while the table waits for them (their empty spot on the table says it too); the game's
    winner's in a gold glow with a "Wins!" tag beside the score, else after the name, else a
    shorter "★ 1st" or "1st" beside the score (``short_win_words``; never taking a name's room).
    Every word and tag stays inside the plate."""
    h = surface.get_height()
    left, room = _name_room(plate)
    if look.winner:
        surface.blit(_plate_glow(plate.w, plate.h), _plate_glow(plate.w, plate.h).get_rect(center=plate.center))
    draw.panel(surface, plate, theme.PANEL if look.here else theme.BG_DARK, radius=0.22,
               border=theme.ACCENT if look.acting or look.winner else theme.BG_DARK,
               width=theme.outline(h) * (2 if look.acting or look.winner else 1))
    pad = max(4, int(plate.h * 0.1))
    chip = int(min(plate.h * 0.7, plate.w * 0.26))
    centre = (plate.x + pad + chip / 2, plate.centery)
    draw.player_chip(surface, identity, centre, chip)
    colour = theme.TEXT if look.here else theme.TEXT_DIM
    name, level = draw.split_level(name)
    name_y = plate.y + plate.h * 0.3
    shown = draw.text(surface, draw.fit_name(name, name_px, room, True), (left, name_y), name_px, colour,
                      bold=True, anchor="midleft")
    number = draw.text(surface, signed(round(score)), (left, plate.y + plate.h * 0.7), score_px,
                       theme.ACCENT if look.here else theme.TEXT_DIM, bold=True, anchor="midleft")
    after, right, small = number.right, plate.right - pad, theme.text_px(h, 0)
    spot = _level_spot(plate, level, name_px, h, look.level_at, number) if level and look.level_at != "none" else None
    tag_y = number.centery  # the score's tags: beside it, above a level in the corner
    if spot is not None and look.level_at == "score":
        right = spot.left - max(3, small // 4)
    if spot is not None and look.level_at == "corner":
        tag_h = _tag_rect("0", small).h
        tag_y = min(tag_y, spot.top - tag_h // 2 - 1)
        if tag_y - tag_h // 2 < shown.bottom:  # above the level, a tag would cover the name: beside the score
            tag_y, right = number.centery, spot.left - max(3, small // 4)
    if look.winner:  # beside the score where it fits, else after the name, else a star beside the score
        word = _("Wins!")
        tag = _tag_rect(word, small)
        tag.midleft = (after + small // 2, tag_y)
        if tag.right <= right:
            after = tag.right
        else:
            tag.midleft = (shown.right + small // 2, shown.centery)
            if tag.right > plate.right - pad or (spot is not None and look.level_at == "name"):
                for word in short_win_words():  # a narrow plate (eight players at 4:3): "★ 1st", else "1st"
                    tag = _tag_rect(word, small)
                    tag.midleft = (after + small // 2, tag_y)
                    if tag.right <= right:
                        break
                else:  # not even that: over the chip's foot
                    tag.midbottom = (int(centre[0]), plate.bottom - max(2, pad // 3))
                after = max(after, tag.right)
        _draw_tag(surface, word, tag, small, theme.ACCENT, theme.BG_DARK)
    if look.here and score < 0:  # still playing below 0 (mid-round): "below 0" beside the score where it fits
        tag = _tag_rect(_("below 0"), small)
        tag.midleft = (after + small // 2, tag_y)
        if tag.right <= right:
            _draw_tag(surface, _("below 0"), tag, small, theme.BG_DARK, theme.DANGER, border=theme.DANGER)
            after = tag.right
    if not look.here:  # out of the game: the chip dimmed and crossed out, "out" beside the score where it fits
        surface.blit(_dimmed_disc(chip), (centre[0] - chip / 2, centre[1] - chip / 2 - 1))
        arm, thick = chip * 0.3, max(3, chip // 9)
        for dx in (-arm, arm):
            pygame.draw.line(surface, theme.DANGER, (centre[0] - dx, centre[1] - arm),
                             (centre[0] + dx, centre[1] + arm), thick)
        tag = _tag_rect(_("out"), small)
        tag.midleft = (after + small // 2, tag_y)
        if tag.right <= right and not look.winner:
            _draw_tag(surface, _("out"), tag, small, theme.DANGER, theme.TEXT)
            after = tag.right
    if spot is not None:
        dim: Colour = tuple((c * 3 + 128 * 2) // 5 for c in colour)  # type: ignore[assignment]
        draw.text(surface, _level_words(level), spot.center, draw.level_px(h, name_px), dim, anchor="center")


def _level_words(level: str) -> str:
    """A computer's level as its plate shows it: the word alone ("normal")."""
    return level.strip("()")


def _level_spot(plate: pygame.Rect, level: str, name_px: int, h: int, at: str, number: pygame.Rect) -> pygame.Rect:
    """Where a computer's ``level`` stands on ``plate``: at the right end of the name's line, of
    the score's (``number``: the score's box), or in the plate's lower right corner (``at``)."""
    px, pad = draw.level_px(h, name_px), max(4, int(plate.h * 0.1))
    font = theme.font(px)
    spot = pygame.Rect(0, 0, font.size(_level_words(level))[0], font.get_height())
    y = {"name": int(plate.y + plate.h * 0.3) + px // 6, "score": number.centery,
         "corner": plate.bottom - max(2, pad // 3) - spot.h // 2}[at]
    spot.midright = (plate.right - pad, y)
    return spot


def _score_line(label: str, score: float, look: SeatLook, score_px: int, h: int) -> int:
    """How wide a plate's score's line is: the score and the tags beside it ("Wins!", "below 0", "out")."""
    small = theme.text_px(h, 0)
    words = ([_("Wins!")] if look.winner else []) + ([_("below 0")] if look.here and score < 0 else []) + (
        [_("out")] if not look.here and not look.winner else [])
    return theme.font(score_px, True).size(signed(round(score)))[0] + sum(
        small // 2 + _tag_rect(word, small).w for word in words)


def level_place(seats: Sequence[tuple[pygame.Rect, str, float, SeatLook]], name_px: int, score_px: int,
                h: int) -> str:
    """Where the computers' levels stand on a table's plates (``seats``: each plate, label, score
    and look), one place for the whole table as the names are one size: the first of the end of
    the name's line, the end of the score's line (after its tags), that fits every computer's
    plate; else the plates' lower right corner (eight players on a narrow table), always inside,
    where every score keeps a gap before it at the names' size; else "none": on plates too narrow
    for both, the gear alone says a computer (a level over a score read "−1normal")."""
    gap = max(3, theme.text_px(h, 0) // 4)
    cpus = [(plate, *draw.split_level(label), score, look) for plate, label, score, look in seats
            if draw.split_level(label)[1]]
    px = draw.level_px(h, name_px)
    for at in ("name", "score"):
        fits = True
        for plate, name, level, score, look in cpus:
            left, room = _name_room(plate)
            used = (theme.font(name_px, True).size(draw.fit_name(name, name_px, room, True))[0] if at == "name"
                    else _score_line(name, score, look, score_px, h))
            fits = fits and used + gap + theme.font(px).size(_level_words(level))[0] <= room
        if fits:
            return at
    for plate, _name, level, score, _look in cpus:
        room = _name_room(plate)[1] - gap - theme.font(px).size(_level_words(level))[0]
        if theme.font(name_px, True).size(signed(round(score)))[0] > room:
            return "none"
    return "corner"


def corner_score_px(seats: Sequence[tuple[pygame.Rect, str, float, SeatLook]], name_px: int, score_px: int,
                    h: int) -> int:
    """The scores' type on a table whose levels stand in the plates' lower corner (``level_place``):
    the largest, ``score_px`` at most, at which every computer's score ("−2", the true minus
    wide) keeps a gap before its level, which it faces on the same height; one size for the table,
    never under the names' (``name_px``): where even that leaves no gap, the scores keep their size."""
    gap = max(3, theme.text_px(h, 0) // 4)
    px, fitted = draw.level_px(h, name_px), score_px
    for plate, label, score, _look in seats:
        name, level = draw.split_level(label)
        if not level:
            continue
        room = _name_room(plate)[1] - gap - theme.font(px).size(_level_words(level))[0]
        while fitted > name_px and theme.font(fitted, True).size(signed(round(score)))[0] > room:
            fitted -= 1
        if theme.font(fitted, True).size(signed(round(score)))[0] > room:
            return score_px
    return fitted


def _name_room(plate: pygame.Rect) -> tuple[int, int]:
    """Where a plate's name starts (after its chip) and how wide it may be."""
    pad = max(4, int(plate.h * 0.1))
    left = plate.x + 2 * pad + int(min(plate.h * 0.7, plate.w * 0.26))
    return left, plate.right - pad - left


def name_fit(label: str, plate: pygame.Rect, px: int, h: int) -> int:
    """The largest type, ``px`` at most, at which ``label``'s name (its level apart) fits its
    plate; the table sets every plate's name in the smallest of these, so the names of a table
    are one size (a long name on a narrow plate, eight players at 4:3, is never set smaller than
    its neighbours'), and a name that still does not fit at the floor is cut (``draw.fit_name``)."""
    name, floor = draw.split_level(label)[0], theme.text_px(h, 0)
    room = _name_room(plate)[1]
    while px > floor and theme.font(px, True).size(name)[0] > room:
        px -= 1
    return px


def _tag_rect(word: str, px: int) -> pygame.Rect:
    """The box of a small tag ("out", "Wins!") round ``word`` at ``px``."""
    w, h = theme.font(px, True).size(word)
    return pygame.Rect(0, 0, w, h).inflate(int(px * 0.5), int(px * 0.1))


def _draw_tag(surface: pygame.Surface, word: str, tag: pygame.Rect, px: int, fill: Colour, ink: Colour, *,
              border: Colour = theme.BG_DARK) -> None:
    """A small tag on a plate: ``word`` in ``ink`` on ``fill``, in ``tag`` (``_tag_rect``)."""
    pygame.draw.rect(surface, fill, tag, border_radius=tag.h // 3)
    pygame.draw.rect(surface, border, tag, max(1, px // 12), border_radius=tag.h // 3)
    draw.text(surface, word, tag.center, px, ink, bold=True, anchor="center")


@kept(maxsize=4)
def _plate_glow(w: int, h: int) -> pygame.Surface:
    """A gold glow round a plate ``w`` x ``h`` (the winner's), fading outwards."""
    spread = max(4, h // 6)
    img = pygame.Surface((w + 2 * spread, h + 2 * spread), pygame.SRCALPHA)
    for k, alpha in ((1.0, 40), (0.66, 80), (0.33, 150)):
        r = img.get_rect().inflate(-2 * spread * (1 - k), -2 * spread * (1 - k))
        pygame.draw.rect(img, (*theme.ACCENT, alpha), r, border_radius=int(h * 0.3))
    return img


def draw_spot(surface: pygame.Surface, box: pygame.Rect) -> None:
    """Where a player's cup goes on the table while they have not set their die: a ring worn in
    the cloth with a question mark (nothing stands there yet)."""
    h = surface.get_height()
    ring = box.inflate(box.w * 0.2, -box.h * 0.25)
    ring.bottom = box.bottom + int(box.h * 0.1)
    pygame.draw.ellipse(surface, CLOTH_DARK, ring)
    pygame.draw.ellipse(surface, theme.TEXT_DIM, ring, max(2, theme.outline(h)))
    draw.text(surface, "?", ring.center, max(theme.text_px(h, 0), int(ring.h * 0.7)), theme.TEXT_DIM, bold=True,
              anchor="center")


def draw_cup_down(surface: pygame.Surface, box: pygame.Rect, colour: Colour) -> None:
    """A player's cup down on the table over the die they set in secret: drawn from its place and
    its owner's colour only (whatever the face under it, the same pixels)."""
    draw_cup(surface, box, colour)


def draw_shown_face(surface: pygame.Surface, box: pygame.Rect, face: int, colour: Colour, mark: str) -> None:
    """A face the last reveal showed, left on the table in front of its player until the next
    cups come down (public: the reveal told it)."""
    draw.die(surface, box, face, border=colour, mark=mark, mark_colour=colour)


#: the halo round a die that lost points: dark grey, never a seat's colour (a room reads a
#: coloured halo as "a player"); a gain's is a gold glow (``theme.ACCENT``)
LOSS_HALO = (72, 72, 76)


def draw_shown_die(surface: pygame.Surface, box: pygame.Rect, face: int | None, colour: Colour, *,
                   ring: Colour | None = None, cancelled: bool = False, mark: str | None = None,
                   strike: int = 14, change: int = 0) -> None:
    """A die as a reveal shows it: in its owner's colour (and ``mark``, their symbol), with a
    ``ring`` round it (a gold glow for a gain or a win, ``LOSS_HALO`` for a loss: never a seat's
    colour), dimmed and struck out when its face cancelled out (the shape says it, not only the
    colour); with a ``change``, a badge on its corner ("+8" on gold, "-14" on red). ``strike``: the
    line is 1/strike of the die thick."""
    size = box.h
    if ring is not None:
        glow = pygame.Surface(box.inflate(size * 0.5, size * 0.5).size, pygame.SRCALPHA)
        for k, alpha in ((0.5, 50), (0.38, 90), (0.26, 255)):
            r = glow.get_rect().inflate(-size * (0.5 - k), -size * (0.5 - k))
            pygame.draw.rect(glow, (*ring, alpha), r, border_radius=int(size * 0.32))
        surface.blit(glow, glow.get_rect(center=box.center))
    draw.die(surface, box, face, border=colour, mark=mark, mark_colour=colour if mark else None,
             body=theme.TEXT_DIM if cancelled else theme.DIE_FACE)
    if cancelled:
        pygame.draw.line(surface, theme.DANGER, box.bottomleft, box.topright, max(2, size // strike))
    if change:
        draw_change_badge(surface, box, change)


def draw_change_badge(surface: pygame.Surface, box: pygame.Rect, change: int) -> pygame.Rect:
    """A score's change as a badge beside a die, on its right (never over its face: at 1024x768 a
    badge on its corner hid a third of it): "+8" dark on gold, "-14" white on red (its sign always
    written: colour never says it alone)."""
    px = max(int(box.h * 0.3), int(theme.text_px(surface.get_height(), 0) * 1.25))  # read from the back
    words = signed_change(change)
    img = theme.render(words, px, theme.BG_DARK if change > 0 else theme.TEXT, True)
    badge = img.get_rect().inflate(px * 0.5, px * 0.15)
    badge.midleft = (box.right + max(2, box.w // 12), box.centery)
    pygame.draw.rect(surface, theme.ACCENT if change > 0 else theme.DANGER, badge, border_radius=badge.h // 2)
    pygame.draw.rect(surface, theme.BG_DARK, badge, max(1, px // 10), border_radius=badge.h // 2)
    surface.blit(img, img.get_rect(center=badge.center))
    return badge


def change_halo(change: int) -> Colour | None:
    """The halo round a die whose score changed: a gold glow for a gain, dark grey for a loss."""
    return None if not change else theme.ACCENT if change > 0 else LOSS_HALO


def change_colour(change: int) -> Colour:
    """A score's change, in colour (always drawn with its sign: colour never says it alone): gold
    for a gain, red for a loss."""
    return theme.ACCENT if change > 0 else theme.DANGER


#: a reveal's title takes this much of the height at its panel's top (a row of dice in a panel:
#: the rules screen, the tests): the cups lift under it
TITLE_ROOM = 0.08
#: the top of such a row's dice under its panel's top (of the height)
DICE_TOP = 0.15


@dataclass(frozen=True)
class RevealRow:
    """Where a reveal's dice stand: a box for each seat that showed a face (``seats``);
    ``clip``: where the cups move (the table's cloth; a panel under its title)."""

    seats: tuple[int, ...]
    boxes: tuple[pygame.Rect, ...]
    clip: pygame.Rect

    @classmethod
    def fit(cls, panel: pygame.Rect, faces: Sequence[int | None], h: int, names: Sequence[str] = ()) -> RevealRow:
        """A row of the dice across ``panel``, under its title (``TITLE_ROOM``)."""
        seats = tuple(s for s, f in enumerate(faces) if f is not None)
        col = panel.w * 0.92 / max(1, len(seats))
        size = int(min(h * 0.15, col * 0.7))
        boxes = []
        for i in range(len(seats)):
            box = pygame.Rect(0, 0, size, size)
            box.midtop = (int(panel.x + panel.w * 0.04 + col * (i + 0.5)), panel.y + int(h * DICE_TOP))
            boxes.append(box)
        top = panel.y + int(h * TITLE_ROOM)
        clip = pygame.Rect(panel.x, top, panel.w, max(0, panel.bottom - top))
        return cls(seats, tuple(boxes), clip)

    @property
    def size(self) -> int:
        return self.boxes[0].h if self.boxes else 0


def draw_reveal_dice(surface: pygame.Surface, row: RevealRow, faces: Sequence[int | None], moment: Moment,
                     colours: Sequence[Colour], resolution: Resolution, changes: Sequence[int]) -> None:
    """What moves in a reveal: the cups over the dice, lifting one after the other (a face is
    drawn only once its own cup moves: before, nothing under a cup is drawn at all); then who
    scored or lost ringed, cancelled faces struck out, and on each die that changed a score its
    badge ("+10", "−14": in numbers, so colour never carries the meaning alone). The dice tell
    the round only, the game's winner's too (its face struck out when it cancelled, like any
    other): the win is on the winner's plate (``draw_seat``)."""
    flipped = moment.flipped
    for i, s in enumerate(row.seats):
        box = row.boxes[i]
        lift = moment.lift(i)
        change = changes[s]
        if lift > 0:  # its cup has begun to lift: its face shows
            ring = None
            if flipped and s == resolution.scorer:
                ring = theme.ACCENT
            elif flipped and s in resolution.losers:
                ring = LOSS_HALO
            face = faces[s]
            draw_shown_die(surface, box, face, colours[s], ring=ring,
                           cancelled=flipped and face in resolution.cancelled, change=change if flipped else 0)
        clip = surface.get_clip()
        surface.set_clip(row.clip.clip(clip))  # a lifting cup stays on the table
        draw_cup(surface, box, colours[s], lift=lift, drop=1 - moment.down, fade=moment.reduced)
        surface.set_clip(clip)


def running_total(faces: Sequence[int | None], lifted: int) -> str:
    """The total counting up as the cups lift: the faces of the first ``lifted`` cups and their
    sum ("2 + 1 + 3 = 6"); empty before the first is off."""
    shown = [f for f in faces if f is not None][:lifted]
    return f"{' + '.join(map(str, shown))} = {sum(shown)}" if shown else ""


def draw_last_reveal(surface: pygame.Surface, rect: pygame.Rect, lines: list[str]) -> None:
    """The last reveal's result, on the table's cloth after the reveal closed (under its total):
    whole sentences only, as many as fit ``rect``, centred (none: the banner tells it)."""
    h = surface.get_height()
    px = theme.text_px(h, 0.026)
    line_h = theme.font(px).get_linesize()
    shown: list[str] = []
    for line in lines:  # whole sentences only: one cut half-way would mislead
        rows = theme.wrap(line, px, rect.w)
        if line_h * (len(shown) + len(rows)) > rect.h:
            break
        shown.extend(rows)
    y = rect.y
    for row in shown:
        draw.text(surface, row, (rect.centerx, y), px, theme.TEXT, anchor="midtop")
        y += line_h


def draw_centre(surface: pygame.Surface, rect: pygame.Rect, label: str, big: str, under: str = "",
                sums: str = "", *, big_colour: Colour = theme.ACCENT) -> int:
    """The table's centre: a ``label`` over a ``big`` number or word, a line ``under`` it and the
    faces' ``sums``, centred in ``rect`` from its top. Where the centre is short (a 4:3 screen)
    the label, the number and the line under stand in one row, the sums under them if they fit;
    never drawn over the dice. The y under the last."""
    h = surface.get_height()
    small = theme.text_px(h, 0.03)
    small_h = theme.font(small, True).get_linesize()
    floor = theme.text_px(h, 0)
    lines = [x for x in (label, under, sums) if x]
    stacked = rect.h - small_h * len(lines) >= h * 0.07
    px = min(int(h * 0.1), rect.h - small_h * len(lines)) if stacked else \
        max(floor, min(int(h * 0.075), rect.h - (small_h if sums else 0)))
    while px > floor and theme.font(px, True).size(big)[0] > rect.w:
        px -= 2
    if not stacked:  # one row: "Final total  34  Minimum: 17"; the sums under it where the number leaves room
        while sums and px > max(floor, int(h * 0.05)) and theme.font(px, True).get_linesize() + small_h > rect.h:
            px -= 1
        gap = small
        parts = [(x, p, c) for x, p, c in ((label, small, theme.TEXT), (big, px, big_colour),
                                         (under, small, theme.ACCENT)) if x]
        while len(parts) > 1 and sum(theme.font(p, True).size(x)[0] for x, p, _c in parts) + gap * (
                len(parts) - 1) > rect.w:
            parts.pop(0 if parts[0][0] == label and len(parts) == 2 else -1)
        width = sum(theme.font(p, True).size(x)[0] for x, p, _c in parts) + gap * (len(parts) - 1)
        x, middle = rect.centerx - width // 2, rect.y + theme.font(px, True).get_linesize() // 2
        y = rect.y
        for words, size, colour in parts:
            y = max(y, draw.text(surface, words, (x, middle), size, colour, bold=True, anchor="midleft").bottom)
            x += theme.font(size, True).size(words)[0] + gap
        if sums and y + small_h <= rect.bottom:
            y = draw.text(surface, draw.fit_name(sums, small, rect.w), (rect.centerx, y), small, theme.TEXT,
                          anchor="midtop").bottom
        return y
    y = rect.y
    if label:
        y = draw.text(surface, draw.fit_name(label, small, rect.w, True), (rect.centerx, y), small, theme.TEXT,
                      bold=True, anchor="midtop").bottom
    if big:
        y = draw.text(surface, big, (rect.centerx, y), px, big_colour, bold=True, anchor="midtop").bottom
    for line, colour in ((under, theme.ACCENT), (sums, theme.TEXT)):
        if line:
            y = draw.text(surface, draw.fit_name(line, small, rect.w, True), (rect.centerx, y), small, colour,
                          bold=True, anchor="midtop").bottom
    return y


def reveal_words(reveal: Reveal, names: Sequence[str]) -> tuple[str, str]:
    """What a reveal did, in words: the game's win as a headline of its own ("" while the game
    goes on), then what it did, one line each."""
    headline = next((texts.describe(e, names) for e in reveal.events if isinstance(e, GameOver)), "")
    return headline, result_words(reveal, names)


def result_words(reveal: Reveal, names: Sequence[str]) -> str:
    """What a reveal did, in words, one line each; the game's win is not among them: it is the
    headline over them (``reveal_words``)."""
    lines = texts.reveal_lines([e for e in reveal.events if not isinstance(e, GameOver)], names)
    if reveal.number == 1:
        lines.insert(0, _("Each player pays the face they showed."))
    return "\n".join(lines)
