"""Draws the Magouille table from one frame of it as shown (``ludicitude.ui.frame.Frame``, built
by the framework for each drawing, with Magouille's own part, ``MagouilleView``): its fitted
layout (``TableLayout``: a table the players sit round, each with their cup's place on the cloth
in front of them, and a slim panel beside it, or a bar under it on a 4:3 screen, for the step,
its instruction and the buttons), a player's private screen with its faces, and the reveal,
played on the table itself: the cups lift where they stand and the total counts up in the
table's centre. Functions of the frame and plain values (the pieces themselves are ``pieces``):
this module never sees the scene, which holds the state and the turn and hands the frame over.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import pygame

from ludicitude.core.i18n import _, language, signed
from ludicitude.core.names import COMPUTER_BADGE, without_level
from ludicitude.games.magouille.rules import FINAL_SECRET, FIRST_SECRET, SECRET_STEPS
from ludicitude.games.magouille import pieces, rules, texts
from ludicitude.games.magouille.events import Revealed
from ludicitude.games.magouille.story import Moment, Phase, Reveal
from ludicitude.games.magouille.turn import Mode, PendingFace, TalkTimer
from ludicitude.ui import draw, theme
from ludicitude.ui.frame import Frame
from ludicitude.ui.pieces.cup import cup_place
from ludicitude.ui.theme import Identity
from ludicitude.ui.widgets import ROOM, Widget, button_px

#: a seat's plate's height (of the screen's), and its die's side on the table
PLATE_H, DIE = 0.125, 0.075


@dataclass(frozen=True)
class SeatPlace:
    """Where one player sits: their ``plate`` at the table's edge (chip, name, score) and the box
    of their die on the cloth in front of it (the cup stands over it); ``edge``: the table's side
    they sit at."""

    plate: pygame.Rect
    die: pygame.Rect
    edge: str  # "top" or "bottom"


def seat_edges(seats: int) -> list[str]:
    """The table's side of each seat, going round it clockwise from the top left: the top and
    the bottom share them, the top one more (a long table: every plate keeps its width for a
    name and a large score, and the centre stays whole for the totals)."""
    top = math.ceil(seats / 2)
    return ["top"] * top + ["bottom"] * (seats - top)


def seat_places(area: pygame.Rect, seats: int, h: int) -> tuple[tuple[SeatPlace, ...], pygame.Rect, pygame.Rect]:
    """Each seat's place round a table in ``area``, the table itself (under the plates' inner
    halves) and the table's centre left free of dice (for the totals and the last reveal)."""
    edges = seat_edges(seats)
    across = edges.count("top")
    gap = int(h * 0.02)
    ph = int(min(h * PLATE_H, area.h * 0.22))
    pw = int(min(h * 0.5, (area.w - (across - 1) * gap) / across))
    size = int(min(h * DIE, ph * 0.7))
    places: list[SeatPlace] = []
    for s, edge in enumerate(edges):
        k = edges.count(edge)
        # evenly along its side; the bottom row is seated right to left (clockwise)
        j = s if edge == "top" else seats - 1 - s
        cx = int(area.x + area.w * (j + 0.5) / k)
        cx = max(area.x + pw // 2, min(area.right - pw // 2, cx))
        plate, die = pygame.Rect(0, 0, pw, ph), pygame.Rect(0, 0, size, size)
        if edge == "top":
            plate.midtop = (cx, area.y)
            die.midtop = (cx, plate.bottom + int(size * 0.3))
        else:
            plate.midbottom = (cx, area.bottom)
            die.midbottom = (cx, plate.top - int(size * 0.35))
        places.append(SeatPlace(plate, die, edge))
    felt = pygame.Rect(area.x, area.y + ph // 2, area.w, area.h - ph)
    room = int(size * 0.3)  # the glow round a die
    top = max(p.die.bottom for p in places if p.edge == "top") + room
    bottom = min((p.die.top for p in places if p.edge == "bottom"), default=felt.bottom) - room
    left, right = felt.x + felt.h // 3, felt.right - felt.h // 3
    centre = pygame.Rect(left, top, max(0, right - left), max(0, bottom - top))
    return tuple(places), felt, centre


def buttons_width(h: int, bh: int) -> int:
    """How wide the panel's buttons must be for their longest words on one line, in the language
    now ("Voir le classement final (Entrée)", "Passer à la suite (Entrée)", the timer's)."""
    px = button_px(h)
    words = (_("See the final ranking (Enter)"), _("Go on (Enter)"), _("Move on (Enter)"),
             texts.timer_label(0, "T"), texts.timer_label(300, "T"))
    return max(draw.label_width(w, px, True) for w in words) + int(bh * ROOM) + 2


@dataclass(frozen=True)
class TableLayout:
    """Where each part of the screen goes: the banner; the table (``area``: the players' seats
    round it, ``felt``: the table itself, ``centre``: its middle, ``seats``); the ``panel`` (beside
    the table on a wide screen, a bar under it on a 4:3 one) with its words' room (``words``) and
    its two buttons, which stay in place whatever happens (``go_on``, the reveal's, is
    ``move_on``'s place); the private screen's big die, six faces and confirm button."""

    banner: pygame.Rect
    area: pygame.Rect
    felt: pygame.Rect
    centre: pygame.Rect
    seats: tuple[SeatPlace, ...]
    panel: pygame.Rect
    words: pygame.Rect
    move_on: pygame.Rect
    timer: pygame.Rect
    big_die: pygame.Rect
    faces: tuple[pygame.Rect, ...]
    confirm: pygame.Rect

    @property
    def go_on(self) -> pygame.Rect:
        """The reveal's button: where "Move on" stands, so Enter's button never moves."""
        return self.move_on

    @classmethod
    def fit(cls, rect: pygame.Rect, seats: int = 4) -> TableLayout:
        w, h = rect.w, rect.h
        m = int(h * 0.02)
        banner = pygame.Rect(0, 0, w, int(h * 0.12))
        top = banner.bottom + m
        bh = int(h * 0.08)  # "Passer à la suite (Entrée)" on one line at the button size
        need = buttons_width(h, bh)
        if theme.is_wide(w, h) and seats <= 6:  # the panel beside the table; on a 4:3 screen, a bar under it
            # (at seven or eight players too: the table takes the whole width, so that every
            # plate holds a whole name at the projector's type)
            pw = int(min(w * 0.4, max(h * 0.44, w * 0.24, need + 2 * m)))
            panel = pygame.Rect(w - pw - m, top, pw, h - top - m)
            area = pygame.Rect(m, top, panel.x - 2 * m, h - top - m)
            bw = panel.w - 2 * m
            timer = pygame.Rect(panel.centerx - bw // 2, panel.bottom - bh - m, bw, bh)
            move_on = timer.move(0, -bh - m)
            words = pygame.Rect(panel.x + m, panel.y + m, panel.w - 2 * m, move_on.y - int(h * 0.1) - panel.y - m)
        else:
            panel = pygame.Rect(m, h - m - int(h * 0.23), w - 2 * m, int(h * 0.23))
            area = pygame.Rect(m, top, w - 2 * m, panel.y - m - top)
            bw = int(min(panel.w * 0.6, max(panel.w * 0.4, need)))
            gap = (panel.h - 2 * bh) // 3
            move_on = pygame.Rect(panel.right - m - bw, panel.y + gap, bw, bh)
            timer = move_on.move(0, bh + gap)
            words = pygame.Rect(panel.x + m, panel.y + m, move_on.x - panel.x - 2 * m, panel.h - 2 * m)
        places, felt, centre = seat_places(area, seats, h)
        size = int(min(h * 0.11, w * 0.8 / 7.2))  # the six faces in a row, under the big die
        gap = int(size * 0.25)
        x0, y = (w - (6 * size + 5 * gap)) // 2, int(h * 0.66)
        faces = tuple(pygame.Rect(x0 + i * (size + gap), y, size, size) for i in range(6))
        big_die = pygame.Rect(0, 0, int(h * 0.24), int(h * 0.24))
        big_die.center = (w // 2, int(h * 0.47))
        cw = int(min(w * 0.6, h * 0.7))
        confirm = pygame.Rect((w - cw) // 2, y + size + int(h * 0.035), cw, int(h * 0.08))
        return cls(banner, area, felt, centre, places, panel, words, move_on, timer, big_die, faces, confirm)

    @property
    def wide(self) -> bool:
        """The panel stands beside the table (a wide screen), not under it."""
        return self.panel.h > self.area.h // 2

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




def seat_sizes(geo: TableLayout, h: int) -> tuple[int, int]:
    """The names' and the scores' type on the plates: heading and title sizes, as the plates allow."""
    ph = geo.seats[0].plate.h if geo.seats else h
    return (min(theme.text_px(h, theme.HEADING), max(theme.text_px(h, 0), int(ph * 0.34))),
            min(theme.text_px(h, theme.TITLE), max(theme.text_px(h, 0), int(ph * 0.44))))


def draw_seats(surface: pygame.Surface, geo: TableLayout, table: rules.State, names: Sequence[str],
               identities: Sequence[Identity], scores: Sequence[float], acting: Sequence[int] = (),
               winners: Sequence[int] | None = None, kept: KeptPlates | None = None) -> None:
    """Every player's seat round the table, with ``scores`` (counting, in a reveal); ``winners``:
    whose plates show the game's win (the table's winners unless told); ``kept``: the plates
    kept as drawn over a reveal's picture (``KeptPlates``)."""
    looks, areas, keys, (name_px, score_px) = seat_plates(surface, geo, table, names, identities, scores, acting,
                                                          winners, None if kept is None else kept.under)
    if kept is not None:
        kept.place(surface, areas)
    for s, place in enumerate(geo.seats):
        if kept is None or not kept.show(surface, s, keys[s]):
            pieces.draw_seat(surface, place.plate, identities[s], names[s], scores[s], looks[s], name_px=name_px,
                             score_px=score_px)
            if kept is not None:
                kept.took(surface, s)


def plate_sizes(geo: TableLayout, names: Sequence[str], h: int) -> tuple[int, int]:
    """The names' and the scores' type on the plates (``seat_sizes``), one name size on every
    plate: the largest at which every name fits its plate."""
    name_px, score_px = seat_sizes(geo, h)
    if geo.seats:
        name_px = min(pieces.name_fit(names[s], place.plate, name_px, h) for s, place in enumerate(geo.seats))
    return name_px, score_px


Plates = tuple[list[pieces.SeatLook], list[pygame.Rect], list[object], tuple[int, int]]

#: the last ``seat_plates`` asked and its answer: a reveal's frame asks it twice (its areas, then
#: its drawing), the same table, words and look (the table and the layout held, never reused)
_LAST_PLATES: list[tuple[tuple[object, ...], Plates]] = []


def forget_plates() -> None:
    """Let go of the last plates asked: their key holds the reveal's picture key, and with it what
    that picture was drawn from (at 3840x2160, some 60 MiB kept after the table was left)."""
    _LAST_PLATES.clear()


def seat_plates(surface: pygame.Surface, geo: TableLayout, table: rules.State, names: Sequence[str],
                identities: Sequence[Identity], scores: Sequence[float], acting: Sequence[int] = (),
                winners: Sequence[int] | None = None, under: object = None) -> Plates:
    """Each plate's look, all it may touch (``plate_area``) and all its pixels depend on over
    the picture of key ``under`` (``KeptPlates``); and the names' and scores' type (``plate_sizes``)."""
    key = (surface.get_height(), geo, table, tuple(names), tuple(identities), tuple(scores), tuple(acting),
           None if winners is None else tuple(winners), under, theme.text_scale, theme.min_text, language())
    if _LAST_PLATES and _LAST_PLATES[0][0][1] is geo and _LAST_PLATES[0][0][2] is table and _LAST_PLATES[0][0] == key:
        looks, areas, keys, sizes = _LAST_PLATES[0][1]
        return list(looks), [a.copy() for a in areas], list(keys), sizes
    plates = _seat_plates(surface, geo, table, names, identities, scores, acting, winners, under)
    _LAST_PLATES[:] = [(key, plates)]
    looks, areas, keys, sizes = plates
    return list(looks), [a.copy() for a in areas], list(keys), sizes


def _seat_plates(surface: pygame.Surface, geo: TableLayout, table: rules.State, names: Sequence[str],
                 identities: Sequence[Identity], scores: Sequence[float], acting: Sequence[int],
                 winners: Sequence[int] | None, under: object) -> Plates:
    h = surface.get_height()
    name_px, score_px = plate_sizes(geo, names, h)
    won = table.winners if winners is None else winners
    looks = [pieces.SeatLook(here=table.in_game[s], acting=s in acting, winner=s in won,
                             table_below=place.edge == "top") for s, place in enumerate(geo.seats)]
    at = pieces.level_place([(place.plate, names[s], scores[s], looks[s]) for s, place in enumerate(geo.seats)],
                            name_px, score_px, h)  # one place of the levels for the whole table
    looks = [replace(look, level_at=at) for look in looks]
    if at == "corner":  # the score faces the level: a gap between them, the scores' type fitted
        score_px = pieces.corner_score_px([(place.plate, names[s], scores[s], looks[s])
                                           for s, place in enumerate(geo.seats)], name_px, score_px, h)
    areas = [plate_area(place.plate, look, names[s], h) for s, (place, look) in enumerate(zip(geo.seats, looks))]
    keys: list[object] = [(tuple(place.plate), identities[s].colour, identities[s].symbol, names[s], round(scores[s]),
                           scores[s] < 0, looks[s], name_px, score_px, under) for s, place in enumerate(geo.seats)]
    return looks, areas, keys, (name_px, score_px)


def plate_area(plate: pygame.Rect, look: pieces.SeatLook, name: str, h: int) -> pygame.Rect:
    """All that ``pieces.draw_seat`` may touch round ``plate``: the plate (its tags stay inside)
    and a winner's glow."""
    area = plate.inflate(4, 4)
    if look.winner:
        spread = max(4, plate.h // 6)  # ``pieces._plate_glow``'s
        area = area.union(plate.inflate(2 * spread + 4, 2 * spread + 4))
    return area


def clear_plates(surface: pygame.Surface, areas: Sequence[pygame.Rect],
                 moving: Sequence[pygame.Rect]) -> dict[int, pygame.Rect]:
    """The plates whose ``areas`` nothing that ``moving`` holds touches, nor another plate's: their
    areas within ``surface``, by seat."""
    bounds, out = surface.get_rect(), {}
    for s, area in enumerate(areas):
        if area.collidelist(list(moving)) < 0 and not any(area.colliderect(o) for t, o in enumerate(areas) if t != s):
            out[s] = area.clip(bounds)
    return out


class KeptPlates:
    """The players' plates in a reveal, each kept as the pixels of its place once drawn over the
    reveal's kept picture (``under``, that picture's key): a plate whose words and looks have not
    changed, with nothing that moves under it nor another plate's place over it, is one blit of
    the very pixels drawing it again would give. Held by the reveal's dialog (``scene.RevealOverlay``)."""

    def __init__(self) -> None:
        self.kept: dict[int, tuple[object, pygame.Rect, pygame.Surface]] = {}
        self.under: object = None
        self.moving: list[pygame.Rect] = []
        self.clear: dict[int, pygame.Rect] = {}  # this frame: the seats whose place nothing else touches
        self.keys: dict[int, object] = {}

    def frame(self, under: object, moving: Sequence[pygame.Rect]) -> None:
        """A new frame over the picture of key ``under`` (None: not kept), ``moving`` drawn before the plates."""
        self.under, self.moving, self.clear, self.keys = under, list(moving), {}, {}
        if under is None:
            self.kept.clear()

    def place(self, surface: pygame.Surface, areas: Sequence[pygame.Rect]) -> None:
        """The plates' ``areas`` (``plate_area``): those clear of what moves and of each other may be kept."""
        self.clear = {} if self.under is None else clear_plates(surface, areas, self.moving)

    def unchanged(self, seat: int, area: pygame.Rect, key: object) -> bool:
        """Seat ``seat``'s plate is kept as it would be drawn now."""
        held = self.kept.get(seat)
        return held is not None and held[0] == key and held[1] == area

    def show(self, surface: pygame.Surface, seat: int, key: object) -> bool:
        """Seat ``seat``'s plate blitted as kept, if it may be (True)."""
        area = self.clear.get(seat)
        if area is None:
            return False
        self.keys[seat] = key
        if not self.unchanged(seat, area, key):
            return False
        surface.blit(self.kept[seat][2], area)
        return True

    def took(self, surface: pygame.Surface, seat: int) -> None:
        """Seat ``seat``'s plate was just drawn: kept, where nothing else touches its place."""
        area = self.clear.get(seat)
        if area is not None:
            self.kept[seat] = (self.keys[seat], area.copy(), surface.subsurface(area).copy())


def last_faces(table: rules.State) -> tuple[int | None, ...]:
    """The faces of the last reveal, left on the table until the next cups come down: none in a
    secret step (its cups stand there), nor before the first reveal."""
    if table.step in SECRET_STEPS:
        return ()
    revealed = next((e for e in reversed(table.events) if isinstance(e, Revealed)), None)
    return () if revealed is None else tuple(revealed.faces)


def draw_on_cloth(surface: pygame.Surface, geo: TableLayout, table: rules.State,
                  identities: Sequence[Identity]) -> None:
    """What stands on the cloth in front of each player: in a secret step, their cup down once
    they have set their die, its empty spot while they choose; in talk, the face they showed at
    the last reveal."""
    secret = table.step in SECRET_STEPS and not table.is_over
    shown = last_faces(table)
    for s, place in enumerate(geo.seats):
        if secret and table.in_game[s]:
            if s in table.has_chosen:
                pieces.draw_cup_down(surface, place.die, identities[s].colour)
            else:
                pieces.draw_spot(surface, place.die)
        elif s < len(shown) and (face := shown[s]) is not None:
            pieces.draw_shown_face(surface, place.die, face, identities[s].colour, identities[s].symbol)


def draw_centre(surface: pygame.Surface, geo: TableLayout, table: rules.State, names: Sequence[str]) -> None:
    """The table's centre: the minimum total once set (else the round), and under it what the
    last reveal did, in whole sentences where they fit."""
    c = geo.centre
    if table.is_over:
        return
    if table.minimum_total is not None:
        y = pieces.draw_centre(surface, c, _("Minimum total"), str(table.minimum_total))
    else:
        y = pieces.draw_centre(surface, c, "", _("Round {round}").format(round=table.round),
                               _("Target: above {target} points").format(target=table.target))
    room = pygame.Rect(c.x, y + int(surface.get_height() * 0.01), c.w, c.bottom - y)
    pieces.draw_last_reveal(surface, room, texts.last_reveal_lines(table.events, names))


def draw_panel_words(surface: pygame.Surface, geo: TableLayout, title: str, words: list[tuple[str, bool]], *,
                     keep: int = 0, facts: Sequence[str] = (), size: float = 0.028) -> None:
    """The panel: its ``title`` (shrunk rather than cut), then ``words`` (text, bold) fitted to
    its room at one size (``size``, of the screen's height, or smaller), the first always whole;
    ``keep``: pixels kept free at the room's right under the title (the talk's clock in a 4:3
    bar); ``facts`` at the room's foot, larger, under a rule (the wide panel's middle not empty)."""
    h = surface.get_height()
    draw.slab(surface, geo.panel, radius=0.04 if geo.wide else 0.12)
    r = pygame.Rect(geo.words)
    if facts:
        r.h -= draw_facts(surface, geo.words, facts)
    title_px, floor = theme.text_px(h, theme.HEADING), theme.text_px(h, 0.03)
    while title_px > floor and theme.font(title_px, True).size(title)[0] > r.w:
        title_px -= 1  # a long title in French on a 4:3 projector shrinks rather than being cut off
    shown = [(s, theme.TEXT if bold or i == 0 else theme.TEXT_DIM, bold) for i, (s, bold) in enumerate(words) if s]
    y = r.y + theme.font(title_px, True).get_linesize() + int(h * 0.008)
    if not title or shown and not words_fit(shown, r.w - keep, r.bottom - y, h) and (
            words_fit(shown, r.w - keep, r.h, h) or not words_fit(shown[:1], r.w - keep, r.bottom - y, h)):
        y = r.y  # the words would be cut under the title: they go first (the banner names the step)
    else:
        draw.text(surface, title, (r.x, r.y), title_px, theme.ACCENT, bold=True)
    draw.paragraphs(surface, shown, pygame.Rect(r.x, y, r.w - keep, r.bottom - y), theme.text_px(h, size))


def words_fit(paragraphs: list[tuple[str, theme.Colour, bool]], w: int, room: int, h: int) -> bool:
    """Whether ``paragraphs`` fit whole in ``w`` x ``room`` at the screen's smallest text."""
    return draw.paragraphs_height(paragraphs, theme.text_px(h, 0), w) <= room


def draw_facts(surface: pygame.Surface, room: pygame.Rect, facts: Sequence[str]) -> int:
    """The table's facts at the foot of the panel's ``room``, one to a paragraph, large (shrunk
    to the room's width, never under the screen's minimum), under a rule; returns the height
    they take (at most half the room)."""
    h = surface.get_height()
    px, least = theme.text_px(h, 0.036), theme.text_px(h, 0)

    def height(size: int) -> int:
        return sum(len(theme.wrap(f, size, room.w, True)) for f in facts) * theme.font(size, True).get_linesize()
    while px > least and height(px) > room.h // 2 - h * 0.03:
        px -= 1
    gap = int(h * 0.015)
    top = room.bottom - height(px)
    pygame.draw.line(surface, theme.TEXT_DIM, (room.x, top - gap), (room.right, top - gap), max(1, theme.outline(h)))
    shown = pygame.Rect(room.x, top, room.w, room.bottom - top)
    draw.paragraphs(surface, [(f, theme.TEXT, True) for f in facts], shown, px)
    return room.bottom - top + 2 * gap


def panel_name(label: str) -> str:
    """A seat's label in the panel's lines: without a computer's level (short; the plates show
    it), its badge held to its name by a no-break space (never "⚙" alone at a line's end)."""
    return without_level(label).replace(COMPUTER_BADGE + " ", COMPUTER_BADGE + "\u00a0", 1)


def draw_side(surface: pygame.Surface, geo: TableLayout, table: rules.State, mode: Mode, names: Sequence[str],
              talk_buttons: bool, timer: TalkTimer, timer_key: str) -> None:
    """The panel: the step and what the table does in it, while the dice are set who is still
    choosing, on a wide screen the facts; in talk the keys and the timer (``talk_buttons``:
    people are in the game to move on)."""
    h = surface.get_height()
    if table.is_over:
        draw_panel_words(surface, geo, _("Game over"), [])
        return
    words = [(texts.step_hint(table.step), False)]
    if low := texts.below_zero(table, [panel_name(n) for n in names]):
        words.insert(0, (low, True))  # a player at -1 still plays: elimination waits for the round's end
    if mode is Mode.SECRET and table.to_act:
        waiting = texts.join_names([panel_name(names[p]) for p in table.to_act])
        words.insert(0, (_("Still choosing: {names}").format(names=waiting), True))
    facts = texts.table_facts(table, [panel_name(n) for n in names]) if geo.wide else []
    if mode is Mode.TALK and talk_buttons and geo.wide:
        words.append((_("Enter or the button: move on. {key}: talk timer.").format(key=timer_key), False))
    clock = mode is Mode.TALK and talk_buttons and bool(timer.seconds)
    px = theme.text_px(h, 0.06 if geo.wide else 0.045)
    keep = 0 if geo.wide or not clock else theme.font(px, True).size("0:00")[0] + int(h * 0.02)
    draw_panel_words(surface, geo, texts.step_title(table.step), words, keep=keep, facts=facts,
                     size=0.032 if geo.wide else 0.028)
    if clock:
        left = timer.showing()
        at = (geo.move_on.centerx, (geo.words.bottom + geo.move_on.y) // 2) if geo.wide else \
            (geo.words.right, geo.words.bottom)
        draw.text(surface, f"{left // 60}:{left % 60:02d}", at, px, theme.DANGER if left == 0 else theme.TEXT,
                  bold=True, anchor="center" if geo.wide else "bottomright")


def draw_private(surface: pygame.Surface, frame: Frame[rules.State]) -> None:
    """A player's private screen, from their own view ``mine`` (no one else's face), under the
    banner (the scene's: whose screen, the message or a reminder): their facts, then their die
    turned to its face and how to change it; with the face hidden, only whether one was typed."""
    view: MagouilleView = frame.own
    mine, pending, geo = view.mine, view.pending, frame.layout
    assert mine is not None and pending is not None
    identity = frame.identity(pending.seat)
    rect = surface.get_rect()
    h, w = rect.h, rect.w
    facts = [_("Your score: {score}").format(score=signed(mine.scores[pending.seat]))]
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
    """The table under the banner (the scene draws the banner): the table and the players round
    it, what stands on its cloth, its centre, and the panel. In a reveal only the table itself
    and the panel's ground: the reveal draws the rest where it stands (``draw_reveal_still``,
    ``draw_reveal_moving``)."""
    view: MagouilleView = frame.own
    shown, geo, names = frame.table, frame.layout, frame.names
    pieces.draw_table_surface(surface, geo.felt)
    if view.mode is Mode.REVEAL:
        return
    acting = shown.to_act if view.mode is Mode.SECRET else ()
    draw_seats(surface, geo, shown, names, frame.identities, shown.scores, acting)
    draw_on_cloth(surface, geo, shown, frame.identities)
    draw_centre(surface, geo, shown, frame.told_names)  # running text: a computer without its level
    timer = view.timer if view.timer is not None else TalkTimer()
    draw_side(surface, geo, shown, view.mode, names, view.talk_buttons, timer, view.timer_key)


def reveal_row(geo: TableLayout, reveal: Reveal, h: int) -> pieces.RevealRow:
    """The reveal's dice where each player's cup stands on the table."""
    seats = tuple(s for s, f in enumerate(reveal.faces) if f is not None)
    places = [geo.seats[s] for s in seats]
    return pieces.RevealRow(seats, tuple(p.die for p in places), geo.felt)


def draw_reveal_still(surface: pygame.Surface, geo: TableLayout, frame: Frame[rules.State]) -> None:
    """The still part of a reveal on the table: the panel with the reveal's name and, until the
    dice are up, what the step was (nothing that depends on a face); once up, what it did, the
    win as a headline of its own, in the same room (the button under it never moves)."""
    view: MagouilleView = frame.own
    reveal, moment = view.reveal, view.moment
    assert reveal is not None and moment is not None
    title = _("First reveal") if reveal.number == 1 else _("Second reveal")
    if not moment.flipped:
        draw_panel_words(surface, geo, title, [(_("Dice up!"), True),
                                               (texts.step_hint(FIRST_SECRET if reveal.number == 1 else FINAL_SECRET),
                                                False)])
        return
    headline, words = pieces.reveal_words(reveal, frame.told_names)
    # who wins and why first, bright, at every size (the winner's plate shows it too), then what the
    # reveal did, a paragraph a line (those that don't fit left out whole, from the last); in a 4:3
    # bar the win takes the title's place (the banner names the step); at 16:9, in larger type
    # (the panel's room is tall), and at its foot the target and who is now closest to winning
    said = [(headline, True), *((line, False) for line in words.split("\n"))]
    draw_panel_words(surface, geo, "" if headline and not geo.wide else title, said,
                     size=0.036 if geo.wide else 0.028,
                     facts=reveal_facts(reveal, frame.table.target, frame.names) if geo.wide else ())


def reveal_facts(reveal: Reveal, target: int, names: Sequence[str]) -> list[str]:
    """A reveal's facts once the dice are up: the target, and who is closest to winning after
    it (the best of the new scores of those who showed a die)."""
    facts = [_("Target: above {target} points").format(target=target)]
    here = [s for s, face in enumerate(reveal.faces) if face is not None]
    best = max((reveal.new[s] for s in here), default=None)
    leaders = [s for s in here if reveal.new[s] == best]
    if leaders:
        facts.append(_("Closest to winning: {names} ({score})").format(
            names=texts.join_names([panel_name(names[s]) for s in leaders]), score=signed(reveal.new[leaders[0]])))
    return facts


def reveal_areas(row: pieces.RevealRow, moment: Moment) -> list[pygame.Rect]:
    """All that ``pieces.draw_reveal_dice`` may touch at ``moment``: each die with its glow and
    its badge on its right, its cup where it is in its rise or fall (within the row's cloth) and
    its shadow."""
    out = []
    for i, box in enumerate(row.boxes):
        area = pygame.Rect(box.x - box.w // 3 - 4, box.y - box.h // 3 - 4, box.w * 3 + 8, box.h * 5 // 3 + 8)
        lift = moment.lift(i)
        if lift < 1.0:  # its cup (``draw_cup``): from down on the table up to where it has risen
            cup = cup_place(box)
            rise = 1 - (1 - max(0.0, lift)) ** 2 if lift > 0 else 1 - (1 - max(0.0, min(1.0, 1 - moment.down))) ** 2
            up = cup.move(0, -int(rise * cup.h * 1.05) - 2).union(cup).inflate(cup.w // 8 + 6, box.h // 2 + 6)
            area = area.union(up.clip(row.clip))
        out.append(area)
    return out


def reveal_moving_areas(surface: pygame.Surface, geo: TableLayout, frame: Frame[rules.State], kept: KeptPlates,
                        under: object) -> list[pygame.Rect]:
    """What ``draw_reveal_moving`` draws that may differ from the last frame: the dice and cups,
    every plate not kept as it is now (``KeptPlates``), the centre's count."""
    view: MagouilleView = frame.own
    reveal, moment = view.reveal, view.moment
    assert reveal is not None and moment is not None
    out = reveal_areas(reveal_row(geo, reveal, surface.get_height()), moment)
    _looks, areas, keys, _sizes = seat_plates(surface, geo, frame.table, frame.names, frame.identities, view.scores,
                                      winners=reveal.winners() if moment.flipped else (), under=under)
    clear = clear_plates(surface, areas, out)
    out += [area for s, area in enumerate(areas) if s not in clear or not kept.unchanged(s, clear[s], keys[s])]
    return [*out, geo.centre.inflate(8, 8)]


def draw_reveal_moving(surface: pygame.Surface, geo: TableLayout, frame: Frame[rules.State],
                       kept: KeptPlates | None = None, under: object = None) -> None:
    """What moves in a reveal, on the table: the players' scores counting to their new values,
    the cups lifting off the dice where they stand, and in the centre the total counting up as
    they lift, then the total against the minimum."""
    view: MagouilleView = frame.own
    reveal, moment, identities = view.reveal, view.moment, frame.identities
    assert reveal is not None and moment is not None
    h = surface.get_height()
    row = reveal_row(geo, reveal, h)
    pieces.draw_reveal_dice(surface, row, reveal.faces, moment, [i.colour for i in identities],
                            reveal.resolution(), [reveal.change(s) for s in range(len(reveal.faces))])
    # the plates over the cups: a cup lifting off a die in front of a player goes behind them; the
    # winner's plate tells the win once the dice are up (as secret as the faces until then)
    if kept is not None:
        kept.frame(under, reveal_areas(row, moment))
    draw_seats(surface, geo, frame.table, frame.names, identities, view.scores,
               winners=reveal.winners() if moment.flipped else (), kept=kept)
    label = _("Minimum total") if reveal.number == 1 else _("Final total")
    c = geo.centre
    if moment.phase in (Phase.FACE_DOWN, Phase.LIFTING) and not moment.lifted():
        pieces.draw_centre(surface, c, label, _("Dice up!"), big_colour=theme.TEXT)
        return
    shown = [f for f in reveal.faces if f is not None]
    counted = shown if moment.flipped else shown[:moment.lifted()]
    under = "" if reveal.minimum is None or reveal.number == 1 else \
        _("Minimum: {total}").format(total=reveal.minimum)
    pieces.draw_centre(surface, c, label, str(sum(counted)), under, " + ".join(map(str, counted)))
