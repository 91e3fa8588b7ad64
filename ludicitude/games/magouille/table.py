"""Draws the Magouille table from one frame of it as shown (``ludicitude.ui.frame.Frame``, built
by the framework for each drawing, with Magouille's own part, ``MagouilleView``): its fitted
layout (``TableLayout``), the players' rows, the side panel (the step, the facts, the talk timer,
the last reveal), a player's private screen with its faces, and the reveal's dialog. Functions
of the frame and plain values (the pieces themselves are ``pieces``): this module never sees the
scene, which holds the state and the turn and hands the frame over.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ludicitude.core.i18n import _
from ludicitude.games.magouille.rules import SECRET_STEPS
from ludicitude.games.magouille import pieces, rules, texts
from ludicitude.games.magouille.story import Moment, Phase, Reveal
from ludicitude.games.magouille.turn import Mode, PendingFace, TalkTimer
from ludicitude.ui import draw, theme
from ludicitude.ui.frame import Frame
from ludicitude.ui.theme import Identity
from ludicitude.ui.widgets import ROOM, Widget, button_px


@dataclass(frozen=True)
class TableLayout:
    """Where each part of the screen goes: the banner, the players and the side panel of the
    table with its talk buttons; the private screen's big die, six faces and confirm button;
    the room of the reveal's panel across the table (``reveal``: its top, its width and the most
    it may take; on a wide screen the side panel's place, ``reveal_room``; the panel is as tall as
    what it shows, ``reveal_place``) and its button at that room's foot (``go_on``)."""

    banner: pygame.Rect
    players: pygame.Rect
    side: pygame.Rect
    move_on: pygame.Rect
    timer: pygame.Rect
    big_die: pygame.Rect
    faces: tuple[pygame.Rect, ...]
    confirm: pygame.Rect
    reveal: pygame.Rect
    go_on: pygame.Rect

    @classmethod
    def fit(cls, rect: pygame.Rect) -> TableLayout:
        w, h = rect.w, rect.h
        m = int(h * 0.02)
        banner = pygame.Rect(0, 0, w, int(h * 0.12))
        top = banner.bottom + m
        players = pygame.Rect(m, top, int(w * 0.5) - m, h - top - m)
        s = pygame.Rect(players.right + m, top, w - players.right - 2 * m, h - top - m)
        bw, bh = s.w - 2 * m, int(h * 0.08)  # "Passer à la suite (Entrée)" on one line at the button size
        move_on = pygame.Rect(s.centerx - bw // 2, s.bottom - 2 * bh - 2 * m, bw, bh)
        timer = pygame.Rect(s.centerx - bw // 2, s.bottom - bh - m, bw, bh)
        size = int(min(h * 0.11, w * 0.8 / 7.2))  # the six faces in a row, under the big die
        gap = int(size * 0.25)
        x0, y = (w - (6 * size + 5 * gap)) // 2, int(h * 0.66)
        faces = tuple(pygame.Rect(x0 + i * (size + gap), y, size, size) for i in range(6))
        big_die = pygame.Rect(0, 0, int(h * 0.24), int(h * 0.24))
        big_die.center = (w // 2, int(h * 0.47))
        cw = int(min(w * 0.6, h * 0.7))
        confirm = pygame.Rect((w - cw) // 2, y + size + int(h * 0.035), cw, int(h * 0.08))
        # the reveal across the table (or in the side panel's place: ``reveal_room``)
        reveal = pygame.Rect(players.x, top, s.right - players.x, s.h)
        go_on = pygame.Rect(0, 0, int(reveal.w * 0.72), int(h * 0.075))  # "Voir le classement final (Entrée)"
        go_on.midbottom = (reveal.centerx, reveal.bottom - int(h * 0.025))
        return cls(banner, players, s, move_on, timer, big_die, faces, confirm, reveal, go_on)


#: the tallest a player's row gets, of the height: four rows leave the last reveal its room under them
ROW_MOST = 0.15
#: the side panel's width (of the height) from which a reveal takes its place, where each
#: column of its dice keeps REVEAL_COLUMN of the height (up to six players at 16:9)
REVEAL_SIDE = 0.75
REVEAL_COLUMN = 0.13


def reveal_room(geo: TableLayout, reveal: Reveal, h: int) -> pygame.Rect:
    """Where the reveal's panel goes: in the side panel's place, beside the players' rows, where
    that is wide enough for its dice (16:9, up to six faces shown); else across the table, which
    is then left bare under it (nothing peeks out cut)."""
    side, shown = geo.side, max(1, sum(face is not None for face in reveal.faces))
    if side.w >= h * REVEAL_SIDE and side.w * 0.92 / shown >= h * REVEAL_COLUMN:
        return side
    return geo.reveal


@dataclass(frozen=True)
class RevealPlace:
    """A reveal's panel as tall as what it shows (its title, the dice, the names and scores, its
    words) and its button right under the words; ``room_bottom``: the lowest its words may go."""

    panel: pygame.Rect
    go_on: pygame.Rect
    room_bottom: int


def reveal_place(geo: TableLayout, reveal: Reveal, names: Sequence[str], h: int, flipped: bool, *,
                 button: bool = True) -> RevealPlace:
    """Where the reveal's panel and its "Go on" stand. Until the dice are up (``flipped``) the
    panel holds the cups and "Dice up!", measured from who showed a face only: its height, and
    the button's place, tell nothing of the faces. Under the dice it keeps the same room for the
    total and what the reveal did before and after the flip (``pieces.WORDS_ROOM``): the button
    stands under that room, where the room reads, and never moves through the reveal.
    ``button``: drawn (not in the demo, which goes on by itself): the panel ends under it."""
    room = reveal_room(geo, reveal, h)
    gap, pad = int(h * 0.025), int(h * 0.025)
    # wide enough for its longest words on one line ("Voir le classement final (Entrée)")
    px = button_px(h)
    need = max(draw.label_width(w, px, True) for w in (_("See the final ranking (Enter)"), _("Go on (Enter)")))
    need += int(geo.go_on.h * ROOM) + 2
    go_on = pygame.Rect(0, 0, min(room.w - 2 * pad, max(int(room.w * 0.72), need)), geo.go_on.h)
    go_on.midbottom = (room.centerx, room.bottom - pad)
    room_bottom = go_on.y - gap
    end = pieces.words_bottom(room, reveal, names, h, flipped, room_bottom)
    go_on.y = min(go_on.y, end + gap)
    bottom = (go_on.bottom if button else min(end, room_bottom)) + pad
    return RevealPlace(pygame.Rect(room.x, room.y, room.w, min(room.h, bottom - room.y)), go_on, room_bottom)


@dataclass(frozen=True)
class MagouilleView:
    """Magouille's own part of a frame (``Frame.own``): the screen's mode, the talk's buttons and
    timer as they stand, the private screen's face and its player's own view (``mine``), and the
    reveal on show with its moment and the scores as counted."""

    mode: Mode
    header: str = ""
    talk_buttons: bool = False
    timer: TalkTimer | None = None  # a copy, as it stands
    timer_key: str = ""
    pending: PendingFace | None = None  # a copy, as it stands
    mine: rules.State | None = None
    reveal: Reveal | None = None
    moment: Moment | None = None
    scores: tuple[float, ...] = ()


class FaceButton(Widget):
    """One face of the private screen: pressing it turns the die to that face (``choose``); lit
    while it is the face turned up (``turned``)."""

    def __init__(self, face: int, choose: Callable[[int], None], turned: Callable[[], int | None]) -> None:
        super().__init__()
        self.face = face
        self.choose = choose
        self.turned = turned

    def press(self) -> None:
        self.choose(self.face)

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        pieces.draw_face_choice(surface, self.rect, self.face, selected=self.turned() == self.face,
                                focused=focused, hovered=hovered)


def player_rows(players: pygame.Rect, seats: int, h: int) -> tuple[list[pygame.Rect], pygame.Rect]:
    """A row for each seat down ``players``, and the room left under them."""
    gap = int(h * 0.008)
    # as tall as the column lets them be, up to ROW_MOST: four or five players' rows show their
    # chips and large scores (``pieces.TALL_ROW``) where a lower row left half the column empty
    row_h = min(int(h * ROW_MOST), (players.h - (seats - 1) * gap) // seats)
    rows = [pygame.Rect(players.x, players.y + s * (row_h + gap), players.w, row_h) for s in range(seats)]
    free = pygame.Rect(players.x, players.y + seats * (row_h + gap) + int(h * 0.01), players.w, 0)
    free.h = players.bottom - free.y
    return rows, free


def draw_players(surface: pygame.Surface, geo: TableLayout, table: rules.State, names: Sequence[str],
                 identities: Sequence[Identity]) -> None:
    """The players' rows: before a reveal's flip, the scores before; after it, the new ones."""
    h = surface.get_height()
    rows, _free = player_rows(geo.players, table.num_seats, h)
    px = theme.text_px(h, theme.HEADING if rows[0].h >= h * pieces.TALL_ROW else min(0.034, rows[0].h / h * 0.36))
    small = theme.text_px(h, 0.025)
    secret = table.step in SECRET_STEPS and not table.is_over
    for s, box in enumerate(rows):
        pieces.draw_player_row(surface, box, identities[s], names[s], table.scores[s], table.target,
                               pieces.player_status(table, s), here=table.in_game[s], px=px, small=small,
                               cup=secret and s in table.has_chosen)


def draw_side(surface: pygame.Surface, geo: TableLayout, table: rules.State, mode: Mode, names: Sequence[str],
              talk_buttons: bool, timer: TalkTimer, timer_key: str) -> None:
    """The side panel: the step and what the table does in it, the facts, then in talk the keys
    and the timer (``talk_buttons``: people are in the game to move on), while the dice are set
    who is still choosing, and the last reveal."""
    h = surface.get_height()
    s = geo.side
    draw.panel(surface, s, theme.BG_DARK, radius=0.04)
    pad = int(h * 0.02)
    inner = s.inflate(-2 * pad, -2 * pad)
    y = inner.y
    title_px = theme.text_px(h, 0.045)
    px = theme.text_px(h, 0.03)
    if table.is_over:
        draw.text(surface, _("Game over"), (inner.x, y), title_px, theme.ACCENT, bold=True)
        return
    title = texts.step_title(table.step)
    while title_px > px and theme.font(title_px, True).size(title)[0] > inner.w:
        title_px -= 1  # a long title in French on a 4:3 projector shrinks rather than being cut off
    draw.text(surface, title, (inner.x, y), title_px, theme.ACCENT, bold=True)
    y += int(title_px * 1.4)
    y += draw.text_fit(surface, texts.step_hint(table.step), pygame.Rect(inner.x, y, inner.w, int(h * 0.14)),
                       px, theme.TEXT) + int(h * 0.015)
    for fact in texts.table_facts(table, names):
        y += draw.text_fit(surface, fact, pygame.Rect(inner.x, y, inner.w, int(h * 0.09)), px,
                           theme.TEXT, bold=True) + int(h * 0.008)
    y += int(h * 0.01)
    if mode is Mode.TALK:
        if talk_buttons:
            keys = _("Enter or the button: move on. {key}: talk timer.").format(key=timer_key)
            y += draw.text_fit(surface, keys, pygame.Rect(inner.x, y, inner.w, int(h * 0.07)),
                               theme.text_px(h, 0.025), theme.TEXT_DIM) + int(h * 0.01)
            bottom = geo.move_on.y - int(h * (0.1 if timer.seconds else 0.015))
            if timer.seconds:
                left = timer.showing()
                draw.text(surface, f"{left // 60}:{left % 60:02d}", (inner.centerx, geo.move_on.y - int(h * 0.06)),
                          theme.text_px(h, 0.07), theme.DANGER if left == 0 else theme.TEXT,
                          bold=True, anchor="center")
        else:
            bottom = inner.bottom
        draw_last_reveal(surface, geo, table, names, pygame.Rect(inner.x, y, inner.w, bottom - y))
    elif mode is Mode.SECRET:
        waiting = [names[p] for p in table.to_act]
        if waiting:
            line = _("Still choosing: {names}").format(names=texts.join_names(waiting))
            y += draw.text_fit(surface, line, pygame.Rect(inner.x, y, inner.w, int(h * 0.14)), px,
                               theme.TEXT) + int(h * 0.015)
        draw_last_reveal(surface, geo, table, names, pygame.Rect(inner.x, y, inner.w, inner.bottom - y))


def draw_last_reveal(surface: pygame.Surface, geo: TableLayout, table: rules.State, names: Sequence[str],
                     side: pygame.Rect) -> None:
    """The last reveal's result stays on the table (issue 16): under the players when there
    is room there (up to four players), else in the side panel, in ``side``."""
    h = surface.get_height()
    _rows, free = player_rows(geo.players, table.num_seats, h)
    pieces.draw_last_reveal(surface, free if free.h >= h * 0.2 else side, texts.last_reveal_lines(table.events, names))


def draw_private(surface: pygame.Surface, frame: Frame[rules.State]) -> None:
    """A player's private screen, from their own view ``mine`` (no one else's face), under the
    banner's panel (the scene's, with the coach's chip): whose screen, the ``message`` or a
    reminder, their facts, then their die turned to its face and how to change it; with the
    face hidden, only whether one was typed."""
    view: MagouilleView = frame.own
    mine, pending, geo, message = view.mine, view.pending, frame.layout, frame.message
    assert mine is not None and pending is not None
    name, identity = frame.name(pending.seat), frame.identity(pending.seat)
    rect = surface.get_rect()
    h, w = rect.h, rect.w
    banner = geo.banner
    title = _("{name}, set your die in secret").format(name=name)
    draw.player_tag(surface, identity, title, (int(h * 0.02), banner.h * 0.35), theme.text_px(h, 0.04),
                    theme.ACCENT, bold=True)
    info = message or texts.private_hint(mine.step)
    line = pygame.Rect(int(h * 0.02), int(banner.h * 0.6), w - int(h * 0.04), int(banner.h * 0.4))
    draw.text_fit(surface, info, line, theme.text_px(h, 0.026), theme.DANGER if message else theme.TEXT)
    facts = [_("Your score: {score}").format(score=mine.scores[pending.seat])]
    if mine.minimum_total is not None:
        facts.append(_("Minimum total: {total}").format(total=mine.minimum_total))
    draw.text(surface, "   ·   ".join(facts), (w // 2, int(h * 0.2)), theme.text_px(h, 0.035), theme.TEXT,
              bold=True, anchor="center")
    px = theme.text_px(h, 0.03)
    if pending.hidden:
        draw.text_fit(surface, pending.typed_hint(), pygame.Rect(w * 0.1, h * 0.4, w * 0.8, h * 0.2),
                      theme.text_px(h, 0.04), theme.TEXT, align="center", valign="center")
        draw.text_fit(surface, pending.keys_only_hint(), pygame.Rect(w * 0.1, h * 0.64, w * 0.8, h * 0.12),
                      px, theme.TEXT_DIM, align="center", valign="center")
        return
    draw.die(surface, geo.big_die, pending.face, border=identity.colour)
    hint = pygame.Rect(int(w * 0.05), geo.big_die.bottom + int(h * 0.015), int(w * 0.9),
                       geo.faces[0].y - geo.big_die.bottom - int(h * 0.03))
    draw.text_fit(surface, _("Click a face, or keys 1-6 or the arrows: change it freely, Enter confirms."),
                  hint, px, theme.TEXT_DIM, align="center", valign="center")


def draw_table(surface: pygame.Surface, frame: Frame[rules.State]) -> None:
    """The table under the banner (the scene draws the banner): the players and the side panel."""
    view: MagouilleView = frame.own
    shown, geo, names = frame.table, frame.layout, frame.names
    if view.mode is Mode.REVEAL:
        # the reveal's panel stands in the side panel's place, beside the players' rows; or over
        # the whole table, which is then left bare: no row peeks out cut
        if view.reveal is not None and not reveal_room(geo, view.reveal, surface.get_height()).colliderect(geo.players):
            draw_players(surface, geo, shown, names, frame.identities)
        return
    draw_players(surface, geo, shown, names, frame.identities)
    timer = view.timer if view.timer is not None else TalkTimer()
    draw_side(surface, geo, shown, view.mode, names, view.talk_buttons, timer, view.timer_key)


def draw_reveal_still(surface: pygame.Surface, geo: TableLayout, frame: Frame[rules.State], *,
                      button: bool = True) -> None:
    """The still part of the reveal's dialog (``pieces.draw_reveal_panel``), as tall as what it
    shows (``reveal_place``); the dice and the counting scores go over it every frame
    (``draw_reveal_moving``)."""
    view: MagouilleView = frame.own
    reveal, moment, names, identities = view.reveal, view.moment, frame.names, frame.identities
    assert reveal is not None and moment is not None
    place = reveal_place(geo, reveal, names, surface.get_height(), moment.flipped, button=button)
    pieces.draw_reveal_panel(surface, place.panel, reveal, moment.flipped, names, identities, place.room_bottom,
                             moment.phase is Phase.LIFTING)


def draw_reveal_moving(surface: pygame.Surface, geo: TableLayout, frame: Frame[rules.State]) -> None:
    """What moves in a reveal: the dice and each score counting to its new value."""
    view: MagouilleView = frame.own
    reveal, moment, names, identities, scores = view.reveal, view.moment, frame.names, frame.identities, view.scores
    assert reveal is not None and moment is not None
    h, colours = surface.get_height(), [i.colour for i in identities]
    row = pieces.RevealRow.fit(reveal_room(geo, reveal, h), reveal.faces, h, names)
    pieces.draw_reveal_dice(surface, row, reveal.faces, moment, colours, reveal.resolution(),
                            [reveal.change(s) for s in range(len(reveal.faces))], scores, reveal.winners())
