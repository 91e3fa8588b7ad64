"""How Magouille's pieces look: pure drawing functions of values (a face to choose, a player's
row with its bar toward the target, a die as a reveal shows it, a score's change). No scene, no
session: the table (``table.py``), the rules screen's examples and the screenshots all draw
through these.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ludicitude.core.i18n import _
from ludicitude.games.magouille import rules, texts
from ludicitude.games.magouille.events import GameOver
from ludicitude.games.magouille.rules import SECRET_STEPS
from ludicitude.games.magouille.story import Moment, Phase, Resolution, Reveal
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


#: a player's row at least this tall (of the height) shows their chip, the name in heading type
#: and the score large (four or five players); lower ones, the symbol before the name
TALL_ROW = 0.14


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


def draw_player_row(surface: pygame.Surface, box: pygame.Rect, identity: theme.Identity, name: str,
                    score: float, target: int, status: tuple[str, Colour], *, here: bool, px: int,
                    small: int, cup: bool = False) -> None:
    """A player at the table: their tag, score and status, over a bar toward the target (a
    player out of the game is drawn dim); with ``cup``, their die stands under their cup (they
    have set it: its face is nobody's business but theirs)."""
    h = surface.get_height()
    draw.panel(surface, box, theme.PANEL if here else theme.BG_DARK, radius=0.12)
    pad = int(h * 0.012)
    tag_y = box.y + box.h * 0.3
    left, chip = box.x + pad, 0
    if box.h >= h * TALL_ROW:  # room for the player's chip, a heading-size name and a large score
        chip = int(box.h * 0.62)
        draw.player_chip(surface, identity, (left + chip / 2, box.centery), chip)
        if not here:  # out of the game: the chip dimmed, as the rest of the row
            surface.blit(_dimmed_disc(chip), (left, box.centery - chip // 2 - 1))
        left += chip + pad
        score_px = theme.text_px(h, theme.TITLE)
        number = draw.text(surface, str(round(score)), (box.right - pad, tag_y), score_px,
                           theme.ACCENT if here else theme.TEXT_DIM, bold=True, anchor="midright")
        draw.text(surface, draw.fit_name(name, px, number.x - pad - left, True), (left, tag_y), px,
                  theme.TEXT if here else theme.TEXT_DIM, bold=True, anchor="midleft")
    else:
        shown_name = draw.fit_name(name, px, box.w * 0.55, True)
        draw.player_tag(surface, identity, shown_name, (left, tag_y), px,
                        theme.TEXT if here else theme.TEXT_DIM, bold=True)
        draw.text(surface, str(round(score)), (box.right - pad, tag_y), px, theme.ACCENT if here else theme.TEXT_DIM,
                  bold=True, anchor="midright")
    words, colour = status
    bar_right = box.x + pad + int(box.w * 0.55)
    bar = pygame.Rect(left, int(box.y + box.h * 0.62), bar_right - left, max(4, int(box.h * (0.16 if chip else 0.2))))
    draw.text(surface, words, (box.right - pad, bar.centery), small, colour, anchor="midright")
    pygame.draw.rect(surface, theme.BG_DARK, bar, border_radius=bar.h // 2)
    fill = max(0.0, min(1.0, score / target))
    if fill > 0:
        pygame.draw.rect(surface, identity.colour, pygame.Rect(bar.x, bar.y, max(bar.h, int(bar.w * fill)), bar.h),
                         border_radius=bar.h // 2)
    pygame.draw.rect(surface, theme.TEXT_DIM, bar, 1, border_radius=bar.h // 2)
    if cup:
        side = int(box.h * 0.42)
        die = pygame.Rect(0, 0, side, side)
        die.midbottom = (bar.right + pad + int(side * 0.8), box.bottom - int(box.h * 0.14))
        draw_cup(surface, die, identity.colour)


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
    """A score's change as a badge on a die's top right corner: "+8" dark on gold, "-14" white
    on red (its sign always written: colour never says it alone)."""
    px = max(int(box.h * 0.3), int(theme.text_px(surface.get_height(), 0) * 1.25))  # read from the back
    words = f"{change:+d}".replace("-", "\u2212")
    img = theme.render(words, px, theme.BG_DARK if change > 0 else theme.TEXT, True)
    badge = img.get_rect().inflate(px * 0.5, px * 0.15)
    badge.center = (box.right, box.top)
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


#: a reveal's title takes this much of the height at its panel's top: the cups lift under it
TITLE_ROOM = 0.08
#: the top of a reveal's dice under its panel's top (of the height): room between the title and
#: the dice for a cup to lift in, and for the winner's tag
DICE_TOP = 0.15


@dataclass(frozen=True)
class RevealRow:
    """Where a reveal panel puts its dice: a column for each seat that showed a face; under the
    dice the names (on two staggered lines when the columns are narrow, so a name has two
    columns' width), then each score's change and new value, large, then ``below`` for the total."""

    seats: tuple[int, ...]
    left: float  # the left of the first column
    col: float  # the width of a column
    size: int  # the dice's size
    y: int  # the top of the dice
    name_px: int
    names_y: int  # the middle of the names' (first) line
    staggered: bool  # every other name a line lower
    change_px: int
    change_y: int  # the top of a score's change
    change_lines: int  # 1: "+8 → 106"; 2: "+8" over "→ 106" (narrow columns)
    below: int  # where the words under the row start
    centre_x: int  # the middle of the panel
    clip: pygame.Rect  # where the cups move: under the title, inside the panel


    @classmethod
    def fit(cls, panel: pygame.Rect, faces: Sequence[int | None], h: int, names: Sequence[str] = ()) -> RevealRow:
        seats = tuple(s for s, f in enumerate(faces) if f is not None)
        col = panel.w * 0.92 / len(seats)
        size = int(min(h * 0.15, col * 0.7))
        y = panel.y + int(h * DICE_TOP)
        name_px = theme.text_px(h, 0.025)
        line = theme.font(name_px, True).get_linesize()
        # every other name a line lower when a name and its symbol are wider than their column
        staggered = any(theme.font(name_px, True).size(names[s])[0] + name_px * 1.4 > col * 0.95
                        for s in seats if s < len(names))
        names_y = y + size + int(h * 0.03)
        change_px = theme.text_px(h, 0.036)
        big = theme.font(change_px, True)
        change_lines = 1 if big.size("-00 → 100")[0] <= col * 0.95 else 2
        change_y = names_y + line // 2 + (line if staggered else 0) + int(h * 0.008)
        below = change_y + change_lines * big.get_linesize() + int(h * 0.01)
        top = panel.y + int(h * TITLE_ROOM)
        clip = pygame.Rect(panel.x, top, panel.w, max(0, panel.bottom - top))
        return cls(seats, panel.x + panel.w * 0.04, col, size, y, name_px, names_y, staggered, change_px,
                   change_y, change_lines, below, panel.centerx, clip)

    def name_room(self) -> float:
        """The width a name and its symbol may take."""
        return self.col * (1.9 if self.staggered else 0.95)

    def name_y(self, i: int) -> int:
        """The middle of the ``i``-th column's name."""
        line = theme.font(self.name_px, True).get_linesize()
        return self.names_y + (line if self.staggered and i % 2 else 0)

    def centre(self, i: int) -> int:
        """The middle of the ``i``-th column."""
        return int(self.left + self.col * (i + 0.5))


def draw_reveal_dice(surface: pygame.Surface, row: RevealRow, faces: Sequence[int | None], moment: Moment,
                     colours: Sequence[Colour], resolution: Resolution, changes: Sequence[int],
                     scores: Sequence[float], winners: Sequence[int] = ()) -> None:
    """What moves in a reveal: the cups over the dice, lifting one after the other (a face is
    drawn only once its own cup moves: before, nothing under a cup is drawn at all); then who
    scored or lost ringed, cancelled faces struck out, and under each die its score counting to
    its new value (in numbers, so colour never carries the meaning alone)."""
    flipped, size, y = moment.flipped, row.size, row.y
    if moment.phase is Phase.LIFTING:  # the total of the faces shown so far, counting up
        counted = running_total(faces, moment.lifted())
        if counted:
            h = surface.get_height()
            draw.text(surface, counted, (row.centre_x, row.below + int(h * 0.03)), theme.text_px(h, 0.045),
                      theme.ACCENT, bold=True, anchor="center")
    for i, s in enumerate(row.seats):
        cx = row.centre(i)
        box = pygame.Rect(0, 0, size, size)
        box.midtop = (cx, y)
        lift = moment.lift(i)
        change = changes[s]
        won = flipped and s in winners
        if lift > 0:  # its cup has begun to lift: its face shows
            ring = None
            if won or (flipped and s == resolution.scorer):
                ring = theme.ACCENT
            elif flipped and s in resolution.losers:
                ring = LOSS_HALO
            face = faces[s]
            # the winner's die is never struck out, even when its face cancelled out
            draw_shown_die(surface, box, face, colours[s], ring=ring,
                           cancelled=flipped and not won and face in resolution.cancelled,
                           change=change if flipped else 0)
        if won:  # "Wins!" over the winner's die, in the room the cups lifted through
            draw.text(surface, _("Wins!"), (cx, y - int(size * 0.26)), row.name_px,
                      theme.ACCENT, bold=True, anchor="midbottom")
        clip = surface.get_clip()
        surface.set_clip(row.clip.clip(clip))  # a lifting cup never covers the title
        draw_cup(surface, box, colours[s], lift=lift, drop=1 - moment.down, fade=moment.reduced)
        surface.set_clip(clip)
        if flipped and change:
            # the score counts to its new value here, where everyone is looking, large (on two
            # lines in narrow columns: eight players on a 4:3 screen)
            lines = [f"{change:+d} → {round(scores[s])}"] if row.change_lines == 1 else \
                [f"{change:+d}", f"→ {round(scores[s])}"]
            top = row.change_y
            for words in lines:
                top = draw.text(surface, words, (cx, top), row.change_px, change_colour(change), bold=True,
                                anchor="midtop").bottom


def running_total(faces: Sequence[int | None], lifted: int) -> str:
    """The total counting up as the cups lift: the faces of the first ``lifted`` cups and their
    sum ("2 + 1 + 3 = 6"); empty before the first is off."""
    shown = [f for f in faces if f is not None][:lifted]
    return f"{' + '.join(map(str, shown))} = {sum(shown)}" if shown else ""


def draw_last_reveal(surface: pygame.Surface, rect: pygame.Rect, lines: list[str]) -> None:
    """The last reveal's faces and result, on the table after the reveal closed: a title, then
    its lines in small type (cut after the last whole line if the room is short)."""
    h = surface.get_height()
    px = theme.text_px(h, 0.025)
    if not lines or rect.h < px * 3:
        return
    title = theme.render(_("Last reveal"), px, theme.ACCENT, True)
    y = rect.y + px // 3 + title.get_height()
    line_h = theme.font(px).get_linesize()
    shown: list[list[str]] = []
    for line in lines:  # whole sentences only: one cut half-way would mislead
        rows = theme.wrap(line, px, rect.w)
        if y + line_h * (sum(map(len, shown)) + len(rows)) > rect.bottom:
            break
        shown.append(rows)
    if not shown:
        return  # not even one sentence fits: no title over nothing (the banner tells it)
    pygame.draw.line(surface, theme.TEXT_DIM, rect.topleft, rect.topright, max(1, h // 400))
    surface.blit(title, (rect.x, rect.y + px // 3))
    for row in (r for rows in shown for r in rows):
        draw.text(surface, row, (rect.x, y), px, theme.TEXT)
        y += line_h


@dataclass(frozen=True)
class RevealWords:
    """Where a reveal's words go once its dice are up, in a panel of its width: the total (on as
    many lines as it needs at its size), then what the reveal did (fitted down to the room
    left), and where they end."""

    total: str
    total_rect: pygame.Rect
    total_px: int
    headline: str  # the game's win, a line of its own ("" while the game goes on)
    headline_rect: pygame.Rect
    headline_px: int
    words: str
    words_rect: pygame.Rect
    words_px: int
    bottom: int  # the end of the last line

    @classmethod
    def fit(cls, d: pygame.Rect, reveal: Reveal, names: Sequence[str], h: int, room_bottom: int) -> RevealWords:
        row = RevealRow.fit(d, reveal.faces, h, names)
        seats, y = row.seats, row.below
        faces = " + ".join(str(reveal.faces[s]) for s in seats)
        if reveal.number == 1:
            total = _("{sum} = minimum total {total}").format(sum=faces, total=reveal.total)
        else:
            total = _("{sum} = final total {total}, minimum {minimum}").format(
                sum=faces, total=reveal.total, minimum=reveal.minimum)
        x, width = d.x + int(d.w * 0.04), int(d.w * 0.92)
        total_px = theme.text_px(h, 0.036)
        total_px, lines = draw.fit(total, width, max(0, room_bottom - y) // 2, total_px, theme.text_px(h, 0), True)
        total_rect = pygame.Rect(x, y, width, theme.font(total_px, True).get_linesize() * len(lines))
        top = total_rect.bottom + int(h * 0.015)
        headline = next((texts.describe(e, names) for e in reveal.events if isinstance(e, GameOver)), "")
        headline_px, headline_rect = total_px, pygame.Rect(x, top, width, 0)
        if headline:
            headline_px, rows = draw.fit(headline, width, max(0, room_bottom - top) // 3, theme.text_px(h, 0.036),
                                         theme.text_px(h, 0), True)
            headline_rect.h = theme.font(headline_px, True).get_linesize() * len(rows)
            top = headline_rect.bottom + int(h * 0.015)
        words = result_words(reveal, names)
        words_px, rows = draw.fit(words, width, max(0, room_bottom - top), theme.text_px(h, 0.03), theme.text_px(h, 0))
        words_rect = pygame.Rect(x, top, width, theme.font(words_px).get_linesize() * len(rows))
        return cls(total, total_rect, total_px, headline, headline_rect, headline_px, words, words_rect, words_px,
                   words_rect.bottom)


def draw_reveal_panel(surface: pygame.Surface, d: pygame.Rect, reveal: Reveal, flipped: bool,
                      names: Sequence[str], identities: Sequence[Identity], room_bottom: int,
                      lifting: bool = False) -> None:
    """The still part of a reveal (drawn once per change): the panel ``d`` (as tall as what it
    shows: ``reveal_panel``), the names, the total and what the reveal did, in words, fitted down
    to ``room_bottom`` at the most. Until every cup is up nothing here depends on a face
    (``lifting``: the cups lift, the total counting up is drawn over it with them)."""
    h = surface.get_height()
    draw.panel(surface, d, theme.BG_DARK, radius=0.04, border=theme.ACCENT, width=theme.outline(h))
    title = _("First reveal") if reveal.number == 1 else _("Second reveal")
    draw.text(surface, title, (d.centerx, d.y + int(h * 0.045)), theme.text_px(h, 0.05), theme.ACCENT,
              bold=True, anchor="center")
    row = RevealRow.fit(d, reveal.faces, h, names)
    seats, px = row.seats, row.name_px
    out = reveal.eliminated()
    for i, s in enumerate(seats):
        cx = row.centre(i)
        name = draw.fit_name(names[s], px, row.name_room() - px * 1.4, True)
        draw.player_tag(surface, identities[s], name, (cx, row.name_y(i)), px, theme.TEXT, anchor="center")
        if flipped and s in out and not reveal.change(s):
            # out on a score already below 0 (the counting line says it for the others)
            draw.text(surface, _("out"), (cx, row.change_y), px, theme.DANGER, bold=True, anchor="midtop")
    if not flipped:  # under the cups; while they lift, the total counting up is drawn with them
        if not lifting:
            draw.text(surface, _("Dice up!"), (d.centerx, row.below + int(h * 0.03)), theme.text_px(h, 0.045),
                      theme.TEXT, bold=True, anchor="center")
        return
    # the reveal itself is drawn above; then its total and what it did, in words
    words = RevealWords.fit(d, reveal, names, h, words_bottom(d, reveal, names, h, flipped, room_bottom))
    draw.text_fit(surface, words.total, words.total_rect, words.total_px, theme.ACCENT, bold=True, align="center")
    if words.headline:
        draw.text_fit(surface, words.headline, words.headline_rect, words.headline_px, theme.ACCENT, bold=True,
                      align="center")
    draw.text_fit(surface, words.words, words.words_rect, words.words_px, theme.TEXT)


def result_words(reveal: Reveal, names: Sequence[str]) -> str:
    """What a reveal did, in words, one line each (under its total); the game's win is not among
    them: it is the headline over them (``RevealWords.headline``)."""
    lines = texts.reveal_lines([e for e in reveal.events if not isinstance(e, GameOver)], names)
    if reveal.number == 1:
        lines.insert(0, _("Each player pays the face they showed."))
    return "\n".join(lines)


#: the room a reveal keeps under its dice for its words (of the height), before and after the
#: flip alike: its button never moves, and where it stands tells nothing of the faces
WORDS_ROOM = 0.28


def words_bottom(d: pygame.Rect, reveal: Reveal, names: Sequence[str], h: int, flipped: bool, room_bottom: int) -> int:
    """Where the words of a reveal end in a panel of ``d``'s top and width: ``WORDS_ROOM`` under
    its dice, before and after the flip alike (``flipped`` changes nothing: the height tells
    nothing of the faces, and the button under it never moves); ``room_bottom`` at the most."""
    return min(room_bottom, RevealRow.fit(d, reveal.faces, h, names).below + int(h * WORDS_ROOM))
