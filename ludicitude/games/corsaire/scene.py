"""The Corsaire table: the Bank's chest, the King's share, every purse, and the active
player's five dice; then the pairing of the results, explained in words before it applies.

Every rule question goes to the rules core: what may be done (``legal_actions``,
``legal_plans``), the proposed plan (``rules.proposed_plan``, ``rules.plan_worth``) and what a
plan would do (``texts.plan_preview``). This file only draws, animates and turns clicks and
keys into actions.

Keys while rolling: 1-5 pick dice, R rerolls them, S stops and applies. While pairing:
P another pairing, O the other order, V and W change whom the first and second Skull rob,
A applies. U or Backspace takes back the last pending change (until R, S or A confirm it).
Tab and the arrows move the focus, Enter presses; L shows the log, F1 the rules. The focus
placed for the player rests on a die or a change of plan, never on Stop or Apply; during an
animation Enter, Space or a click only skip it (``playing``, ``skip_animation``).

Drawing: the still table is drawn once into a cached Surface (redrawn when anything it shows
changes, see ``GameScene.static_key``); each frame blits it and draws only what moves.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from ludicitude.core.game import Action, Event, GameState
from ludicitude.core.i18n import _, language
from ludicitude.games.corsaire import rules, texts
from ludicitude.games.corsaire.rules import (
    CANNON,
    CROSSED_BONES,
    SKULL,
    Reroll,
    Resolve,
    Result,
    StopRolling,
)
from ludicitude.ui import draw, theme
from ludicitude.ui.game_scene import GameScene as BaseGameScene
from ludicitude.ui.session import GameSession
from ludicitude.ui.widgets import Button, Target, Widget

DIGIT_KEYS = {getattr(pygame, f"K_{i}"): i - 1 for i in range(1, 6)}
DIGIT_KEYS.update({getattr(pygame, f"K_KP{i}"): i - 1 for i in range(1, 6)})
ROLL_SECONDS = 0.55  # dice tumbling, at normal speed
COIN_SECONDS = 0.7  # coins flying from one pile to another
BUST_SECONDS = 1.6  # the bust shown over the dice
GOLD = (236, 190, 52)
GOLD_DARK = (120, 84, 10)
WOOD = (120, 72, 36)
WOOD_DARK = (70, 40, 18)
INK = (22, 22, 22)
LOCKED_BODY = (196, 192, 184)
BANK, KING = "bank", "king"  # pile names besides the seats


# -- dice faces ---------------------------------------------------------------------------
@lru_cache(maxsize=256)
def face_image(face: int, size: int, locked: bool = False) -> pygame.Surface:
    """One die face drawn in dark ink on a light body, so it reads in black and white too:
    a gold coin with its value, a cannon, a skull, or crossed bones (hatched when locked)."""
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = img.get_rect()
    radius = int(size * 0.18)
    pygame.draw.rect(img, LOCKED_BODY if locked else theme.DIE_FACE, rect, border_radius=radius)
    if locked:  # hatching: locked dice differ by pattern, not only by colour
        img.set_clip(rect.inflate(-radius, -radius))  # clear of the rounded corners
        for hx in range(-size, size, max(4, size // 7)):
            pygame.draw.line(img, (170, 164, 154), (hx, size), (hx + size, 0), max(1, size // 40))
        img.set_clip(None)
    pygame.draw.rect(img, INK, rect, max(2, size // 22), border_radius=radius)
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
        pygame.draw.circle(img, theme.DIE_FACE, (size * 0.4, size * 0.7), size * 0.06)
        pygame.draw.circle(img, INK, (size * 0.8, size * 0.74), size * 0.07)  # the ball
    elif face == SKULL:
        pygame.draw.circle(img, INK, (c, size * 0.44), size * 0.27)
        jaw = pygame.Rect(0, 0, int(size * 0.32), int(size * 0.2))
        jaw.midtop = (int(c), int(size * 0.6))
        pygame.draw.rect(img, INK, jaw, border_radius=int(size * 0.05))
        for ex in (c - size * 0.11, c + size * 0.11):
            pygame.draw.circle(img, theme.DIE_FACE, (ex, size * 0.44), size * 0.075)
        pygame.draw.polygon(img, theme.DIE_FACE, [(c, size * 0.52), (c - size * 0.04, size * 0.6),
                                                  (c + size * 0.04, size * 0.6)])
        for tx in (c - size * 0.07, c, c + size * 0.07):
            pygame.draw.line(img, theme.DIE_FACE, (tx, size * 0.68), (tx, size * 0.8), max(1, line // 2))
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
    return img


@lru_cache(maxsize=64)
def badge_image(kind: str, r: int, bg: theme.Colour, colour: theme.Colour) -> pygame.Surface:
    """A round badge of radius ``r`` on a die's corner, light on dark so it reads in black and
    white: "reroll" (a circular arrow: this die will be rerolled) or "lock" (a padlock: crossed
    bones stay on the table)."""
    img = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
    c = r + 1
    pygame.draw.circle(img, bg, (c, c), r)
    pygame.draw.circle(img, colour, (c, c), r, max(2, r // 7))
    width = max(2, r // 4)
    if kind == "reroll":  # a clockwise circular arrow, the usual "again" sign
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
              selected: bool = False, focused: bool = False, dim: bool = False) -> None:
    """A die at ``rect``: picked dice glow and carry a reroll arrow; locked ones a padlock."""
    if selected:
        glow = rect.inflate(rect.w * 0.14, rect.h * 0.14)
        pygame.draw.rect(surface, theme.ACCENT, glow, border_radius=int(rect.w * 0.26))
    img = face_image(face, rect.w, locked)
    if dim:
        img = dim_face_image(face, rect.w)
    surface.blit(img, rect)
    if selected or locked:  # a badge says it in shape, not in colour alone
        badge = badge_image("reroll" if selected else "lock", max(6, int(rect.w * 0.22)), theme.BG_DARK,
                            theme.ACCENT if selected else theme.TEXT)
        surface.blit(badge, badge.get_rect(center=(rect.right - rect.w * 0.06, rect.y + rect.h * 0.06)))
    if focused:
        pygame.draw.rect(surface, theme.FOCUS, rect.inflate(10, 10), max(3, rect.h // 16),
                         border_radius=int(rect.w * 0.25))


@lru_cache(maxsize=32)
def dim_face_image(face: int, size: int) -> pygame.Surface:
    """A die left over (not in any pair), drawn faded."""
    img = face_image(face, size).copy()
    img.set_alpha(110)
    return img


def draw_coin(surface: pygame.Surface, centre: tuple[float, float], r: float) -> None:
    pygame.draw.circle(surface, GOLD, centre, r)
    pygame.draw.circle(surface, GOLD_DARK, centre, r, max(1, int(r / 4)))


@lru_cache(maxsize=16)
def coin_image(r: int) -> pygame.Surface:
    """One flying coin, drawn once per size."""
    img = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
    draw_coin(img, (r + 1, r + 1), r)
    return img


def draw_pile(surface: pygame.Surface, base: tuple[float, float], amount: int, r: float,
              stacks: int | None = None) -> None:
    """A pile of coins, higher with more gold: one coin for every 2, in up to 4 stacks."""
    shown = min(28, math.ceil(amount / 2))
    stacks = stacks or min(4, max(1, math.ceil(shown / 7)))
    for i in range(shown):
        s, level = i % stacks, i // stacks
        x = base[0] + (s - (stacks - 1) / 2) * r * 2.15
        y = base[1] - level * r * 0.5
        pygame.draw.ellipse(surface, GOLD_DARK, pygame.Rect(x - r, y - r * 0.45 + 2, r * 2, r * 0.9))
        pygame.draw.ellipse(surface, GOLD, pygame.Rect(x - r, y - r * 0.45, r * 2, r * 0.9))
        pygame.draw.ellipse(surface, GOLD_DARK, pygame.Rect(x - r, y - r * 0.45, r * 2, r * 0.9), 1)


def purse_pile_shape(amount: int, area: pygame.Rect, largest: float) -> tuple[int, float]:
    """How many stacks, and coins of what radius, make the largest pile of ``amount`` that fits
    ``area`` (``draw_pile`` shows one coin for every 2 gold)."""
    shown = min(28, math.ceil(amount / 2))
    if shown == 0 or area.w <= 0 or area.h <= 0:
        return 1, 0.0
    best = (1, 0.0)
    for stacks in range(1, 5):
        levels = math.ceil(shown / stacks)
        r = min(largest, area.w / (stacks * 2.15), area.h / (levels * 0.5 + 1.0))
        if r > best[1] + 0.5:
            best = (stacks, r)
    return best


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


# -- what the screen animates ---------------------------------------------------------------
@dataclass
class Effect:
    """One step of the story of an action: dice tumbling, coins flying, or a bust."""

    kind: str  # "roll", "coins", "bust"
    seconds: float
    seat: int
    faces: tuple[int, ...] = ()
    rerolled: tuple[int, ...] = ()
    source: object = None  # a pile: BANK, KING or a seat
    target: object = None
    amount: int = 0
    amounts: tuple[int, int, tuple[int, ...]] = (0, 0, ())  # bank, King, purses once it is done
    elapsed: float = 0.0
    text: str = ""
    told: int = 0  # how many of the action's events may be told while this step plays


def effects_for(events: Sequence[Event], amounts: tuple[int, int, list[int]], names: Sequence[str],
                factor: float) -> list[Effect]:
    """The animation of the events of one action, with the pile amounts after each step."""
    bank, king, gold = amounts[0], amounts[1], list(amounts[2])
    out: list[Effect] = []

    told = 0

    def move(seat: int, source: object, target: object, amount: int) -> None:
        nonlocal bank, king
        bank, king = _shift(bank, king, gold, source, target, amount)
        if amount:
            out.append(Effect("coins", COIN_SECONDS * factor, seat, source=source, target=target,
                              amount=amount, amounts=(bank, king, tuple(gold)), told=told))

    for n, event in enumerate(events):
        d = event.data
        kind = event.kind
        told = n + 1  # a result is told while its coins fly; a roll only once the dice have landed
        if kind == "roll":
            out.append(Effect("roll", ROLL_SECONDS * factor, d["seat"], faces=tuple(d["faces"]),
                              rerolled=tuple(d["rerolled"]), amounts=(bank, king, tuple(gold)), told=n))
        elif kind == "bust":
            out.append(Effect("bust", BUST_SECONDS * factor, d["seat"], faces=out[-1].faces if out else (),
                              text=texts.describe(event, names), amounts=(bank, king, tuple(gold)),
                              told=told))
            move(d["seat"], d["seat"], KING, d["paid"])
        elif kind == "cannon":
            move(d["seat"], BANK, d["seat"], d["taken"])
            move(d["seat"], BANK, KING, d["king_takes"])
        elif kind in ("skull", "five_skulls"):
            move(d["seat"], d["victim"], d["seat"], d["taken"])
        elif kind == "five_coins":
            move(d["seat"], KING, d["seat"], d["taken"])
        elif kind == "five_cannons":
            move(d["seat"], BANK, d["seat"], d["taken"])
    return out


def dice_groups(faces: Sequence[int], plan: Sequence[Result]) -> tuple[list[list[int]], list[int]]:
    """Which dice (positions) make each result of ``plan``, and the dice left over."""
    free = list(range(len(faces)))
    groups: list[list[int]] = []
    for result in plan:
        if result[0] in ("cannon", "skull"):
            weapon = CANNON if result[0] == "cannon" else SKULL
            coin_die = next(i for i in free if faces[i] == result[1])
            free.remove(coin_die)
            weapon_die = next(i for i in free if faces[i] == weapon)
            free.remove(weapon_die)
            groups.append([coin_die, weapon_die])
        else:
            groups.append(list(free))
            free = []
    return groups, free


class DieButton(Target):
    """One of the five dice: pressing it picks or unpicks it for the reroll (drawn with the table,
    ``GameScene.draw_dice``)."""

    def __init__(self, scene: GameScene, index: int) -> None:
        super().__init__(index, scene.toggle_die)
        self.index = index


class PairsTarget(Target):
    """The pairs on show while pairing: somewhere harmless for the focus to rest. Enter tries
    another pairing (as P does); a click only puts the focus there: the dice say nothing else."""

    def click(self, pos: tuple[int, int]) -> None:
        pass


class GameScene(BaseGameScene[rules.State]):
    """The Corsaire screen (hot seat: nothing is secret, the banner names whose turn it is).

    Until a choice is confirmed (R rerolls, S stops, A applies) the player may change their
    mind: pick and unpick dice, try other pairings, orders and victims, and U (or Backspace,
    or the Undo button) takes back the last of these changes. A confirmed action is final.
    """

    state_type = rules.State

    def __init__(self, app: Any, session: GameSession) -> None:
        super().__init__(app, session)
        self.picked: set[int] = set()
        self.plan: tuple[Result, ...] = ()
        self.undo_stack: list[tuple[frozenset[int], tuple[Result, ...]]] = []  # pending changes only
        self.effects: list[Effect] = []
        # the events of the last action, told in the middle panel (on resuming: the latest ones)
        self.story: list[Event] = list(session.state.events[-3:])
        self.anim_faces: tuple[int, ...] = ()  # the dice on show while the story animates
        self.deltas: dict[object, int] = {}  # what the last action changed in each pile
        self.applied_plan: tuple[Result, ...] = ()  # the pairs whose coins are flying
        self.rng = random.Random(7)  # tumbling faces only: never the game's dice
        self.dice = [DieButton(self, i) for i in range(rules.DICE_COUNT)]
        self.reroll_button = Button(lambda: _("Reroll the picked dice (R)"), self.reroll, style="primary")
        self.stop_button = Button(lambda: _("Stop and apply (S)"), self.stop)
        self.apply_button = Button(lambda: _("Apply (A)"), self.apply_plan, style="primary")
        self.pairing_button = Button(lambda: _("Another pairing (P)"), self.next_pairing)
        self.order_button = Button(lambda: _("Other order (O)"), self.swap_order)
        self.victim_buttons = [Button(self._victim_label(i), self._victim_action(i)) for i in range(2)]
        self.undo_button = Button(lambda: _("Undo (U)"), self.undo)
        self.pairs_target = PairsTarget("pairs", lambda _piece: self.next_pairing(explain=True))
        self._step: tuple[Any, ...] = ()  # a new step (an action, an animation's end) resets the focus
        self.rects: dict[object, pygame.Rect] = {}
        self._static: pygame.Surface | None = None  # the table without what moves, see draw_table
        self._static_key: tuple[Any, ...] = ()
        self._static_refs: tuple[Any, ...] = ()
        self._panels: tuple[tuple[Any, ...], pygame.Surface] | None = None
        self.refresh()

    # -- what the screen shows ----------------------------------------------------------------
    def human_to_act(self) -> int | None:
        """The seat whose player may use the mouse and keys now, if a human is to act."""
        state = self.state
        if state.is_over or self.effects:
            return None
        seat = state.to_act[0]
        return None if self.session.is_bot(seat) else seat

    def legal_plans(self) -> tuple[tuple[Result, ...], ...]:
        return self.table.legal_plans() if self.table.phase == rules.RESOLVING else ()

    def refresh(self) -> None:
        """Rebuild the widgets for the current state (after an action, or on resuming)."""
        state = self.table
        seat = self.human_to_act()
        before = self.focused
        if state.phase == rules.RESOLVING:
            if self.plan not in self.legal_plans():
                proposed = rules.proposed_plan(state)
                self.plan = proposed.plan if proposed else ()
        else:
            self.plan = ()
        if seat is None:  # a computer's turn, an animation, or the end: nothing to press
            self.picked = set()
            self.undo_stack = []
            self.widgets = list(self.dice)
        elif state.phase == rules.RESOLVING:
            skulls = [i for i, r in enumerate(self.plan) if r[0] in ("skull", "five_skulls")]
            for n, button in enumerate(self.victim_buttons):
                button.visible = n < len(skulls) and state.num_seats > 2
            self.pairing_button.visible = len({_pairing(p) for p in self.legal_plans()}) > 1
            self.order_button.visible = len(self.plan) == 2 and self.plan[0] != self.plan[1]
            self.widgets = [self.pairs_target, self.apply_button, self.pairing_button, self.order_button,
                            *self.victim_buttons, self.undo_button]
        else:
            self.widgets = [*self.dice, self.reroll_button, self.stop_button, self.undo_button]
        for w in self.widgets:
            w.enabled = seat is not None
        self.sync_undo()
        step = (len(self.session.state.events), seat)
        self.keep_focus(before if step == self._step else None)
        self._step = step
        self.relayout()
        self.app.dirty = True

    # -- acting -------------------------------------------------------------------------------
    def remember(self) -> None:
        """Keep the pending choices as they are now, so that ``undo`` can bring them back."""
        self.undo_stack.append((frozenset(self.picked), self.plan))
        self.sync_undo()

    def sync_undo(self) -> None:
        """The Undo button shows while there is a pending change to take back; Reroll is on
        only with dice picked (R with none explains why)."""
        shown = self.human_to_act() is not None and bool(self.undo_stack)
        if shown != self.undo_button.visible:
            self.undo_button.visible = shown
            self.relayout()
        self.undo_button.enabled = shown
        self.reroll_button.enabled = (self.human_to_act() is not None and self.table.rerolls_left > 0
                                      and bool(self.picked))

    def keep_focus(self, widget: Widget | None) -> None:
        """Focus ``widget`` if it may still be pressed, else something harmless: the first die
        that may be picked, or a change of plan. Never Stop or Apply: Enter must not decide."""
        if widget is not None and widget in self.focusables():
            self.set_focus(widget)
            return
        free = [d for d in self.dice if d.index < len(self.table.faces) and self.table.faces[d.index] != CROSSED_BONES]
        for harmless in (*free[:1], self.pairing_button, self.victim_buttons[0], self.order_button,
                         self.pairs_target, *self.dice[:1]):
            if harmless in self.focusables():
                self.set_focus(harmless)
                return

    def on_new_owner(self) -> None:
        self.keep_focus(None)

    def input_owner(self) -> object:
        # the next player's screen is theirs once the animation is over, not when it starts
        return super().input_owner(), self.human_to_act()

    def playing(self) -> bool:
        return bool(self.effects)

    def skip_animation(self) -> None:
        self.effects = []
        self.finish_story()

    def undo(self) -> None:
        """Take back the last pending change (a die picked or unpicked, another pairing, order or
        victim). Confirmed actions are never undone: the dice are not rolled again."""
        if self.human_to_act() is None:
            return
        if not self.undo_stack:
            self.message = _("Nothing to undo: what you have confirmed stays.")
            self.app.dirty = True
            return
        picked, plan = self.undo_stack.pop()
        self.picked = set(picked)
        self.plan = plan
        self.message = ""
        self.refresh()

    def toggle_die(self, index: int) -> None:
        state = self.table
        if self.human_to_act() is None or state.phase != rules.ROLLING:
            return
        if state.faces[index] == CROSSED_BONES:
            self.message = _("Crossed bones are locked until the end of your turn.")
        elif state.rerolls_left == 0:
            self.message = _("You have already rerolled twice: apply your results.")
        else:
            before = self.focused
            self.remember()
            self.picked ^= {index}
            self.message = ""
            self.sync_undo()
            self.keep_focus(before)  # Reroll turning off never hands the focus on to Stop
        self.app.dirty = True

    def reroll(self) -> None:
        seat = self.human_to_act()
        if seat is not None and self.table.phase == rules.ROLLING:
            if self.act(seat, Reroll(tuple(sorted(self.picked)))):
                self.picked = set()
                self.refresh()

    def stop(self) -> None:
        seat = self.human_to_act()
        if seat is not None and self.act(seat, StopRolling()):
            self.refresh()

    def apply_plan(self) -> None:
        seat = self.human_to_act()
        if seat is not None and self.act(seat, Resolve(self.plan)):
            self.refresh()

    def choose_plan(self, plan: tuple[Result, ...]) -> None:
        if self.human_to_act() is not None and plan in self.legal_plans() and plan != self.plan:
            self.remember()
            self.plan = plan
            self.message = ""
            self.refresh()

    def next_pairing(self, explain: bool = False) -> None:
        """The next way of pairing the dice, with its best order and victims."""
        plans = self.legal_plans()
        keys = sorted({_pairing(p) for p in plans})
        if len(keys) < 2:
            if explain and self.human_to_act() is not None:
                self.message = _("There is no other way to pair these dice: A applies this one.")
                self.app.dirty = True
            return
        key = keys[(keys.index(_pairing(self.plan)) + 1) % len(keys)]
        state = self.table
        same = [p for p in plans if _pairing(p) == key]
        self.choose_plan(max(same, key=lambda p: rules.plan_worth(state, p)))

    def swap_order(self) -> None:
        self.choose_plan(tuple(reversed(self.plan)))

    def next_victim(self, skull: int) -> None:
        """Whom the ``skull``-th Skull of the plan robs: the next other player round the table."""
        entries = [i for i, r in enumerate(self.plan) if r[0] in ("skull", "five_skulls")]
        if skull >= len(entries):
            return
        i = entries[skull]
        result = self.plan[i]
        victims = self.table.victims(self.table.active)
        victim = victims[(victims.index(result[-1]) + 1) % len(victims)]
        self.choose_plan(self.plan[:i] + ((*result[:-1], victim),) + self.plan[i + 1:])

    def _victim_action(self, skull: int) -> Callable[[], None]:
        return lambda: self.next_victim(skull)

    def _victim_label(self, skull: int) -> Callable[[], str]:
        def text() -> str:
            entries = [r for r in self.plan if r[0] in ("skull", "five_skulls")]
            if skull >= len(entries):
                return ""
            key = "V" if skull == 0 else "W"
            entry = entries[skull]
            victim = self.name(entry[-1])
            if entry[0] == "five_skulls":
                return _("Five Skulls: {victim} ({key})").format(victim=victim, key=key)
            # which Skull (by its coin) robs whom: with two Skulls the buttons must differ
            return _("Skull + {coin}: {victim} ({key})").format(coin=entry[1], victim=victim, key=key)
        return text

    def on_applied(self, before: GameState, after: GameState, seat: int, action: Action) -> None:
        new = self.events_since(before, after)
        self.story = new
        self.applied_plan = action.plan if isinstance(action, Resolve) else ()
        assert isinstance(before, rules.State) and isinstance(after, rules.State)
        changes: dict[object, int] = {BANK: after.bank - before.bank,
                                      KING: after.king_share - before.king_share}
        changes.update({s: after.gold[s] - before.gold[s] for s in range(after.num_seats)})
        self.deltas = {pile: d for pile, d in changes.items() if d}
        factor = self.app.animation_factor
        if factor > 0:
            self.effects = effects_for(new, (before.bank, before.king_share, before.gold),
                                       self.session.names, factor)
            self.anim_faces = before.faces
        for e in new:
            if e.kind == "bust":
                self.app.sounds.play("cross")
            elif e.kind in ("cannon", "skull", "five_coins", "five_skulls", "five_cannons"):
                self.app.sounds.play("coin")
        if self.effects and self.effects[0].kind == "roll":
            self.app.sounds.play("roll")
        self.picked = set()
        self.undo_stack = []  # a confirmed action is final
        self.refresh()

    def holds_end(self) -> bool:
        return bool(self.effects)  # the ranking comes after the last coins have landed

    def busy(self) -> bool:
        return bool(self.effects)

    def update(self, dt: float) -> None:
        if self.effects:
            effect = self.effects[0]
            effect.elapsed += dt
            self.app.dirty = True
            if effect.elapsed >= effect.seconds:
                self.effects.pop(0)
                self.anim_faces = effect.faces or self.anim_faces
                if not self.effects:
                    self.finish_story()
        super().update(dt)

    def finish_story(self) -> None:
        """The animation is over: show the table as it is, or the ranking if the game ended."""
        self.refresh()
        self.release_end()

    # -- input --------------------------------------------------------------------------------
    def key(self, event: pygame.event.Event) -> None:
        k = event.key
        if self.human_to_act() is not None:
            rolling = self.table.phase == rules.ROLLING
            actions: dict[int, Callable[[], None]] = (
                {pygame.K_r: self.reroll, pygame.K_s: self.stop} if rolling else
                {pygame.K_a: self.apply_plan, pygame.K_p: self.next_pairing, pygame.K_o: self.swap_order,
                 pygame.K_v: lambda: self.next_victim(0), pygame.K_w: lambda: self.next_victim(1)})
            actions[pygame.K_u] = actions[pygame.K_BACKSPACE] = self.undo
            if rolling and k in DIGIT_KEYS:
                self.toggle_die(DIGIT_KEYS[k])
                return
            if k in actions:
                actions[k]()
                return
        super().key(event)

    # -- layout -------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        w, h = rect.w, rect.h
        m = int(h * 0.015)
        self.banner_rect = pygame.Rect(0, 0, w, int(h * 0.12))
        piles: list[object] = [BANK, KING, *range(self.state.num_seats)]
        rows = 1 if len(piles) <= 6 else 2
        per_row = math.ceil(len(piles) / rows)
        top = self.banner_rect.bottom + m
        area_h = int(h * 0.27)
        row_h = (area_h - (rows - 1) * m) // rows
        box_w = (w - m * (per_row + 1)) // per_row
        for i, pile in enumerate(piles):
            r, c = divmod(i, per_row)
            self.rects[pile] = pygame.Rect(m + c * (box_w + m), top + r * (row_h + m), box_w, row_h)
        self.story_rect = pygame.Rect(m, top + area_h + m, w - 2 * m, int(h * 0.14))
        tray_top = self.story_rect.bottom + m
        self.tray_rect = pygame.Rect(m, tray_top, w - 2 * m, h - tray_top - m)
        pad = int(h * 0.012)
        buttons_w = int(min(w * 0.37, h * 0.6))
        bx = self.tray_rect.right - buttons_w - pad
        self.buttons_rect = pygame.Rect(bx, self.tray_rect.y + pad, buttons_w, self.tray_rect.h - 2 * pad)
        self.dice_rect = pygame.Rect(self.tray_rect.x, self.tray_rect.y, bx - self.tray_rect.x - pad,
                                     self.tray_rect.h)
        size = int(min(h * 0.15, self.dice_rect.w / 6.2))
        gap = (self.dice_rect.w - 5 * size) // 6
        y = self.dice_rect.y + int(h * 0.055)
        self.die_size = size
        for i, die in enumerate(self.dice):
            die.rect = pygame.Rect(self.dice_rect.x + gap + i * (size + gap), y, size, size)
        self.pairs_target.rect = self.dice[0].rect.union(self.dice[-1].rect)
        # the buttons of the step on show, as tall as the column lets them be
        bgap = int(h * 0.01)
        if self.widgets and self.apply_button in self.widgets:
            column: list[Button] = [self.apply_button, self.pairing_button, self.order_button,
                                    *self.victim_buttons, self.undo_button]
            tall = normal = h * 0.068
        else:
            column = [self.reroll_button, self.stop_button, self.undo_button]
            tall, normal = h * 0.085, h * 0.065
        big = (self.reroll_button, self.stop_button)
        shown = [b for b in column if b.visible]
        need = sum(tall if b in big else normal for b in shown) + bgap * (len(shown) - 1)
        scale = min(1.0, self.buttons_rect.h / max(1.0, need))
        y = self.buttons_rect.y
        for button in column:
            bh = int((tall if button in big else normal) * scale)
            button.rect = pygame.Rect(bx, y, buttons_w, bh)
            if button.visible:
                y += bh + bgap
        self._static = None
        self._panels = None

    # -- drawing ------------------------------------------------------------------------------
    def shown(self) -> tuple[int, int, list[int], tuple[int, ...], int]:
        """What to draw now: pile amounts, dice and whose they are (mid-animation, the story's)."""
        state = self.table
        if self.effects:
            e = self.effects[0]
            bank, king, gold = e.amounts
            if e.kind == "coins":  # the amounts before this flight lands
                bank, king, gold = _before_move(e)
            return bank, king, list(gold), e.faces or self.anim_faces, e.seat
        return state.bank, state.king_share, list(state.gold), state.faces, state.active

    def draw_background(self, surface: pygame.Surface) -> None:
        """Nothing: the cached table (``draw_table``) covers the whole screen."""

    def static_key(self, surface: pygame.Surface) -> tuple[Any, ...]:
        """Everything the still part of the table depends on; a new key redraws it."""
        focus = self.focused if self.app.keyboard_focus_visible else None
        effect = self.effects[0] if self.effects else None
        return (surface.get_size(), id(self.session.state), id(effect), id(self.story), self.plan,
                frozenset(self.picked), self.dice.index(focus) if isinstance(focus, DieButton) else -1,
                focus is self.pairs_target,
                self.message, language(), theme.text_scale, theme.BG,
                tuple(i.colour for i in theme.PLAYER_IDENTITIES), self.human_to_act(), self.end_pending)

    def draw_table(self, surface: pygame.Surface) -> None:
        """The table is drawn once into a cached Surface and blitted each frame; only what
        moves (tumbling dice, flying coins) is drawn on top of it every frame."""
        key = self.static_key(surface)
        if self._static is None or self._static.get_size() != surface.get_size() or key != self._static_key:
            if self._static is None or self._static.get_size() != surface.get_size():
                self._static = pygame.Surface(surface.get_size()).convert(surface)
            # the objects whose ids are in the key stay alive with it, so no id is reused
            self._static_key = key
            self._static_refs = (self.session.state, self.effects[0] if self.effects else None, self.story)
            self._static.blit(self.panels_layer(surface), (0, 0))
            self.draw_still(self._static, panels=False)
        surface.blit(self._static, (0, 0))
        if self.effects and self.effects[0].kind == "roll":
            self.draw_dice_row(surface, self.shown()[3])
        self.draw_flight(surface)

    def panels_layer(self, surface: pygame.Surface) -> pygame.Surface:
        """The background and the empty panels (the costliest shapes to draw), cached apart: they
        change only with the active player, a bust, the size or the look."""
        seat = self.shown()[4]
        busting = bool(self.effects) and self.effects[0].kind == "bust"
        key = (surface.get_size(), None if self.table.is_over else seat, busting, theme.BG, theme.PANEL,
               theme.text_scale)
        if self._panels is None or self._panels[0] != key:
            layer = pygame.Surface(surface.get_size()).convert(surface)
            layer.fill(theme.BG)
            h = surface.get_height()
            for pile, box in self.rects.items():
                active = isinstance(pile, int) and pile == key[1]
                draw.panel(layer, box, theme.PANEL_LIGHT if active else theme.PANEL, radius=0.1,
                           border=theme.ACCENT if active else None, width=theme.outline(h))
            draw.panel(layer, self.story_rect, theme.BG_DARK, radius=0.1)
            draw.panel(layer, self.tray_rect, theme.PANEL, radius=0.04,
                       border=theme.DANGER if busting else None, width=theme.outline(h) * 2)
            self._panels = (key, layer)
        return self._panels[1]

    def draw_still(self, surface: pygame.Surface, *, panels: bool = True) -> None:
        """Everything but what moves; without ``panels``, over ``panels_layer`` already drawn."""
        state = self.table
        bank, king, gold, faces, seat = self.shown()
        if panels:
            surface.blit(self.panels_layer(surface), (0, 0))
        if state.is_over and not self.effects:
            turn = _("Game over")
        else:
            turn = _("{name}'s turn").format(name=self.name(seat))
        self.draw_banner(surface, self.banner_rect, turn, None if state.is_over else seat)
        self.draw_pile_box(surface, BANK, _("Bank"), bank, seat)
        self.draw_pile_box(surface, KING, _("King's share"), king, seat)
        for s in range(state.num_seats):
            self.draw_pile_box(surface, s, self.name(s), gold[s], seat)
        self.draw_story(surface)
        self.draw_dice(surface, faces)

    def draw_pile_box(self, surface: pygame.Surface, pile: object, title: str, amount: int,
                      seat: int) -> None:
        h = surface.get_height()
        box = self.rects[pile]
        active = isinstance(pile, int) and pile == seat and not self.table.is_over
        px = theme.text_px(h, 0.03)
        pad = int(h * 0.01)
        head = pygame.Rect(box.x + pad, box.y + pad, box.w - 2 * pad, px + pad)
        if isinstance(pile, int):
            draw.player_tag(surface, self.identity(pile), title, (head.x, head.centery), px, theme.TEXT,
                            bold=active)
        else:
            draw.text_fit(surface, title, head, px, theme.TEXT_DIM, bold=True, valign="center")
        number_px = theme.text_px(h, 0.06 if box.h > h * 0.2 else 0.045)
        number = draw.text(surface, str(amount), (box.right - pad, box.bottom - pad), number_px, theme.ACCENT,
                           bold=True, anchor="bottomright")
        room = number.x - box.x - 3 * pad  # the chest or the crown never runs under the number
        icon_h = max(4, int(min(box.h - head.h - 3 * pad, box.w * 0.35, room / 1.2)))
        icon = pygame.Rect(box.x + pad * 2, box.bottom - pad - icon_h, int(icon_h * 1.2), icon_h)
        if pile == BANK:
            draw_chest(surface, icon)
        elif pile == KING:
            draw_crown(surface, icon.inflate(-icon.w * 0.15, -icon.h * 0.3))
        else:
            area = pygame.Rect(box.x + 2 * pad, head.bottom + pad, room, box.bottom - head.bottom - 2 * pad)
            stacks, r = purse_pile_shape(amount, area, h * 0.028)
            if r > 0:
                draw_pile(surface, (area.x + stacks * r * 1.08, area.bottom - r * 0.5), amount, r, stacks)
        delta = self.deltas.get(pile, 0)
        if delta and not self.effects:  # what the last action changed, with its sign
            draw.text(surface, f"{delta:+d}", (box.right - pad, head.bottom + pad), theme.text_px(h, 0.035),
                      theme.GOOD if delta > 0 else theme.DANGER, bold=True, anchor="topright")

    def told(self) -> list[Event]:
        """The events of the last action that may be told now: while the story animates, only
        those whose dice have landed or whose coins are flying (no spoilers)."""
        events = self.story if not self.effects else self.story[:self.effects[0].told]
        return [e for e in events if e.kind != "stop"]

    def draw_story(self, surface: pygame.Surface) -> None:
        """The middle strip: what the plan would do (while pairing), else what just happened."""
        h = surface.get_height()
        r = self.story_rect
        pad = int(h * 0.012)
        inner = r.inflate(-2 * pad, -pad)
        px = theme.text_px(h, 0.028)
        state = self.table
        bust = next((e for e in self.effects if e.kind == "bust"), None)
        if bust is not None and self.effects[0] is bust:
            draw.text_fit(surface, bust.text, inner, theme.text_px(h, 0.04), theme.DANGER, bold=True,
                          align="center", valign="center")
            return
        if state.phase == rules.RESOLVING and not self.effects:
            lines = [(_("If you apply this:"), theme.TEXT_DIM)]
            lines += [(line, theme.TEXT) for line in texts.plan_preview(state, self.plan, self.session.names)]
            if rules.settle(self.plan, state.active, state.bank, state.king_share, state.gold)[4]:
                lines[-1] = (lines[-1][0], theme.DANGER)  # the Bank emptied: the game would end here
        else:  # a bust in red; what the others did dimmed
            names = self.session.names
            lines = [(texts.describe(e, names), theme.DANGER if e.kind == "bust" else theme.TEXT_DIM)
                     for e in self.told()]
        if not lines and not self.effects:
            lines = [(texts.turn_hint(state), theme.TEXT_DIM)]
        if self.effects and self.effects[0].kind == "roll":  # the faces are told once they land
            lines.append((self.rolling_text(), theme.TEXT))
        lines = lines[-4:]
        if not lines:
            return
        row = inner.h // len(lines)
        for i, (line, colour) in enumerate(lines):
            draw.text_fit(surface, line, pygame.Rect(inner.x, inner.y + i * row, inner.w, row), px, colour,
                          valign="center")

    def last_public_text(self) -> str:
        """What just happened, for the banner; while the story animates, only what has been
        shown so far (no spoilers)."""
        if not self.effects:
            return super().last_public_text()
        if self.effects[0].kind == "roll":
            return self.rolling_text()
        told = self.told()
        return texts.describe(told[-1], self.session.names) if told else ""

    def rolling_text(self) -> str:
        return _("{name} rolls the dice…").format(name=self.name(self.effects[0].seat))

    def draw_dice_row(self, surface: pygame.Surface, faces: tuple[int, ...]) -> None:
        """The five dice in their places: tumbling while they roll, picked ones lifted."""
        h = surface.get_height()
        size = self.die_size
        focused = self.focused if self.app.keyboard_focus_visible else None
        rolling_effect = self.effects[0] if self.effects and self.effects[0].kind == "roll" else None
        small = theme.text_px(h, 0.026)
        for i, die in enumerate(self.dice):
            face = faces[i] if i < len(faces) else 1
            rect = die.rect
            if rolling_effect is not None and i in rolling_effect.rerolled:
                face = self.rng.randint(1, 6)
                rect = rect.move(0, int(math.sin(rolling_effect.elapsed * 25 + i) * size * 0.08))
            lift = -int(size * 0.12) if i in self.picked else 0
            locked = face == CROSSED_BONES and not self.effects
            draw_face(surface, rect.move(0, lift), face, locked=locked, selected=i in self.picked,
                      focused=die is focused)
            draw.text(surface, str(i + 1), (rect.centerx, rect.y - int(h * 0.004) + lift - int(size * 0.07)),
                      small, theme.TEXT_DIM, anchor="midbottom")

    def draw_dice(self, surface: pygame.Surface, faces: tuple[int, ...]) -> None:
        """The tray: the dice (or the pairs), how many rerolls are left, and the keys."""
        h = surface.get_height()
        state = self.table
        rolling_effect = self.effects[0] if self.effects and self.effects[0].kind == "roll" else None
        small = theme.text_px(h, 0.026)
        top = self.dice[0].rect.bottom + int(h * 0.02)
        text_rect = pygame.Rect(self.dice_rect.x + int(h * 0.02), top, self.dice_rect.w - int(h * 0.03),
                                self.dice_rect.bottom - top - int(h * 0.01))
        big: tuple[str, theme.Colour] | None = None
        human = self.human_to_act() is not None
        if state.phase == rules.RESOLVING and not self.effects and self.plan:
            self.draw_pairs(surface, faces)
            hint = _("Keys: P another pairing, O other order, V W whom the Skulls rob, U undo, A apply.")
        elif self.effects and self.effects[0].kind == "coins" and self.effects[0].told <= len(self.applied_plan):
            # the events of a plan begin with its results, in order: this one's pair is filled in
            self.draw_pairs(surface, faces, self.applied_plan, self.effects[0].told - 1)
            hint = ""
        else:
            if rolling_effect is None:
                self.draw_dice_row(surface, faces)
            left = state.rerolls_left
            if state.is_over or self.effects:
                hint = ""
            elif left:
                big = (_("Rerolls left: {count}").format(count=left), theme.ACCENT)
                hint = _("Keys: 1-5 pick dice, R reroll, S stop and apply, U undo.")
            else:
                hint = _("No rerolls left.")
        if self.message and human:  # a refusal, in words, next to the dice it is about
            big = (self.message, theme.DANGER)
        if not human and not state.is_over and not self.effects:
            hint = _("{name} (computer) is playing.").format(name=self.name(state.active))
        if self.effects:
            hint = _("Enter or Space: skip the animation.")
        if big is not None:
            used = draw.text_fit(surface, big[0], text_rect, theme.text_px(h, 0.04), big[1], bold=True)
            text_rect = pygame.Rect(text_rect.x, text_rect.y + used + int(h * 0.01), text_rect.w,
                                    text_rect.h - used - int(h * 0.01))
        if hint and text_rect.h > 0:
            draw.text_fit(surface, hint, text_rect, small, theme.TEXT, valign="top" if big else "center")
        if self.effects and self.effects[0].kind == "bust":  # the bust, large where the buttons stand
            draw.text_fit(surface, _("Turn lost!"), self.buttons_rect, theme.text_px(h, 0.07), theme.DANGER,
                          bold=True, align="center", valign="center")

    def draw_pairs(self, surface: pygame.Surface, faces: tuple[int, ...], plan: Sequence[Result] | None = None,
                   playing: int | None = None) -> None:
        """The plan as linked dice: each pair (or five of a kind) bracketed and numbered in order;
        while coins fly, the result ``playing`` is filled in and the others are faded."""
        h = surface.get_height()
        groups, rest = dice_groups(faces, self.plan if plan is None else plan)
        size = self.die_size
        gap = int(size * 0.12)
        x = self.dice_rect.x + int(h * 0.02)
        y = self.dice[0].rect.y
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
        if plan is None and self.app.keyboard_focus_visible and self.focused is self.pairs_target:
            pygame.draw.rect(surface, theme.FOCUS, drawn.inflate(gap, gap), max(3, size // 16),
                             border_radius=int(size * 0.25))

    def draw_flight(self, surface: pygame.Surface) -> None:
        """Coins flying from one pile to another, a few at a time."""
        if not self.effects or self.effects[0].kind != "coins":
            return
        e = self.effects[0]
        h = surface.get_height()
        src, dst = self.rects[e.source].center, self.rects[e.target].center
        t = min(1.0, e.elapsed / max(e.seconds, 1e-6))
        coins = min(e.amount, 6)
        r = h * 0.024
        for k in range(coins):
            tk = max(0.0, min(1.0, t * 1.4 - k * 0.08))
            x = src[0] + (dst[0] - src[0]) * tk
            y = src[1] + (dst[1] - src[1]) * tk - math.sin(tk * math.pi) * h * 0.08
            surface.blit(coin_image(int(r)), (x - int(r) - 1, y - int(r) - 1))
        label = f"+{e.amount}"
        draw.text(surface, label, (dst[0], dst[1] - h * 0.05), theme.text_px(h, 0.04), theme.ACCENT,
                  bold=True, anchor="center")

    def end_lines(self) -> list[str]:
        return [_("The King's share: {gold} gold.").format(gold=self.table.king_share)]


def _pairing(plan: Sequence[Result]) -> tuple[tuple[Any, ...], ...]:
    """Which dice pair, whatever the order and the victims."""
    return tuple(sorted(tuple(r[:2]) if r[0] in ("cannon", "skull") else (r[0],) for r in plan))


def _before_move(e: Effect) -> tuple[int, int, tuple[int, ...]]:
    gold = list(e.amounts[2])
    bank, king = _shift(e.amounts[0], e.amounts[1], gold, e.target, e.source, e.amount)  # the move undone
    return bank, king, tuple(gold)


def _shift(bank: int, king: int, gold: list[int], source: object, target: object, amount: int) -> tuple[int, int]:
    """Move ``amount`` coins from pile ``source`` to pile ``target`` (BANK, KING or a seat):
    returns the new Bank and King's share; a player's purse changes in ``gold`` itself."""
    for pile, delta in ((source, -amount), (target, amount)):
        if pile == BANK:
            bank += delta
        elif pile == KING:
            king += delta
        else:
            assert isinstance(pile, int)
            gold[pile] += delta
    return bank, king


def draw_rules_example(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The rules screen's worked examples, drawn as dice, then where the coins go: Cannon + 3
    with only 5 coins left in the Bank, and, where there is room, three crossed bones and
    Skull + 3 against a player who has only 1 coin."""
    examples: list[tuple[tuple[int, ...], list[tuple[str, str]], str]] = [
        ((CANNON, 3), [(BANK, "5"), ("arrow", ""), ("purse", "+2"), (KING, "+3")], _(
            "Cannon + {coin} with {bank} coins left in the Bank: you take {taken}, the King takes {king}."
        ).format(coin=3, taken=2, king=3, bank=5)),
        ((CROSSED_BONES,) * 3, [("arrow", ""), (KING, "+3")], _(
            "3 crossed bones: your turn ends at once and you pay {fine} gold to the King."
        ).format(fine=rules.BUST_FINE)),
        ((SKULL, 3), [("purse", "1"), ("arrow", ""), ("purse", "+1")], _(
            "Skull + {coin} against a player with {gold} coin: you take {taken}, all they had."
        ).format(coin=3, gold=1, taken=1)),
    ]
    count = max(1, min(len(examples), int(rect.h / max(1, rect.w * 0.6))))
    row_h = rect.h // count
    for n, (faces, steps, line) in enumerate(examples[:count]):
        _draw_example(surface, pygame.Rect(rect.x, rect.y + n * row_h, rect.w, row_h), faces, steps, line)


def _draw_example(surface: pygame.Surface, rect: pygame.Rect, faces: tuple[int, ...],
                  steps: list[tuple[str, str]], line: str) -> None:
    """One example: its dice, then each pile it touches with the amount (before, or +gained),
    an arrow between what there was and what it gives, and the sentence under them."""
    h = surface.get_height()
    px = theme.text_px(h, 0.045)
    step_units = sum(0.65 if kind == "arrow" else 1.0 for kind, _l in steps) + 0.3
    label_w = sum(theme.font(px, True).size(label)[0] + 6 for _k, label in steps)
    one_row = rect.w > rect.h * 3  # a wide, low panel: dice and coins side by side
    if one_row:
        size = int(max(8, min(rect.h * 0.42, (rect.w * 0.92 - label_w) / (len(faces) * 1.15 + step_units))))
    else:  # the dice, and under them where the coins go
        size = int(max(8, min(rect.h * 0.26, rect.w * 0.92 / (len(faces) * 1.15 + 0.3))))
    x0 = x = rect.x + int(rect.w * 0.04)
    y = rect.y + int(rect.h * 0.05)
    for face in faces:
        draw_face(surface, pygame.Rect(x, y, size, size), face)
        x += int(size * 1.15)
    x += int(size * 0.15)
    if not one_row:
        x, y = x0, y + int(size * 1.1)
        size = int(max(8, min(size, (rect.w * 0.92 - label_w) / step_units)))
    for kind, label in steps:
        if kind == "arrow":
            cy, w = y + size / 2, size * 0.45
            pygame.draw.line(surface, theme.TEXT, (x, cy), (x + w, cy), max(2, size // 14))
            head = [(x + w + size * 0.12, cy), (x + w - size * 0.05, cy - size * 0.13),
                    (x + w - size * 0.05, cy + size * 0.13)]
            pygame.draw.polygon(surface, theme.TEXT, head)
            x += int(size * 0.65)
            continue
        icon = pygame.Rect(x, y + int(size * 0.2), int(size * 0.8), int(size * 0.62))
        if kind == BANK:
            draw_chest(surface, icon)
        elif kind == KING:
            draw_crown(surface, icon.inflate(-icon.w * 0.1, -icon.h * 0.2))
        else:
            draw_pile(surface, (icon.centerx, icon.bottom - size * 0.1), 6, size * 0.22)
        colour = theme.GOOD if label.startswith("+") else theme.ACCENT
        r = draw.text(surface, label, (icon.right + size * 0.06, y + size / 2), px, colour, bold=True,
                      anchor="midleft")
        x = r.right + int(size * 0.2)
    text_top = y + size + int(rect.h * 0.05)
    draw.text_fit(surface, line, pygame.Rect(rect.x + int(rect.w * 0.03), text_top, int(rect.w * 0.94),
                                             rect.bottom - text_top), theme.text_px(h, 0.03), theme.TEXT)


# -- screenshots (build/screenshots.py) and the frame benchmark (ludicitude bench) -------------
_NAMES = ["Ana", "Bob", "Chloé", "Dimitri", "Eve", "Fatou"]


def _corsaire_info() -> Any:
    from ludicitude.games import GAMES  # the registry imports each game by name: look it up late

    return GAMES["corsaire"]


def _session(state: rules.State, cpus: Sequence[int] = ()) -> GameSession:
    from ludicitude.ui.session import default_seats

    seats = default_seats(state.num_seats, _NAMES)
    for s in cpus:
        seats[s].kind = "cpu"
    return GameSession(_corsaire_info(), seats, state)


def _played(seats: int, seed: int, until: Callable[[rules.State], bool]) -> rules.State:
    """A game played by sensible computer players from ``seed`` up to the first position where
    ``until`` holds (or its end)."""
    from ludicitude.games.corsaire import bots

    players = [bots.make_bot("cpu", seed * 7 + s) for s in range(seats)]
    state = rules.new_game(seats, None, seed)
    while not state.is_over and not until(state):
        seat = state.active
        state = state.apply(seat, players[seat].choose(state.view(seat), seat))
    return state


def _resolving_with(state: rules.State, *kinds: str) -> bool:
    """The active player is pairing, and the proposed plan holds results of these kinds."""
    if state.phase != rules.RESOLVING:
        return False
    proposed = rules.proposed_plan(state)
    return proposed is not None and set(kinds) <= {r[0] for r in proposed.plan}


def _first_played(seats: int, until: Callable[[rules.State], bool], seeds: int = 60) -> rules.State:
    """The first seeded game that reaches a position where ``until`` holds."""
    for seed in range(seeds):
        state = _played(seats, seed, until)
        if until(state):
            return state
    raise LookupError("no seeded game reaches that position")


def _late_six(state: rules.State) -> bool:
    return state.bank <= 14 and _resolving_with(state, "cannon", "skull")


def _act_and_freeze(scene: GameScene, action: Action, kind: str, t: float) -> GameScene:
    """Apply ``action`` as its player would, then stop the story's animation at the first step
    of ``kind``, ``t`` of the way through (0..1), so a screenshot shows it mid-way."""
    before = scene.state
    assert isinstance(before, rules.State)
    scene.act(before.active, action)
    after = scene.state
    new = scene.events_since(before, after)
    effects = effects_for(new, (before.bank, before.king_share, before.gold), scene.session.names, 1.0)
    while effects and effects[0].kind != kind:
        scene.anim_faces = effects.pop(0).faces or before.faces
    if not scene.anim_faces:
        scene.anim_faces = before.faces
    if effects:
        effects[0].seconds, effects[0].elapsed = 1e6, 1e6 * t  # frozen: a few frames move nothing
    scene.effects = effects
    scene.refresh()
    return scene


def screenshot_positions(app: Any) -> dict[str, Callable[[], Any]]:
    """Named positions for build/screenshots.py: each makes the scene to draw."""
    from ludicitude.ui.game_scene import EndScreen

    def scene_at(state: rules.State, cpus: Sequence[int] = ()) -> GameScene:
        return GameScene(app, _session(state, cpus))

    def start() -> GameScene:
        return scene_at(rules.new_game(2, None, 4))

    def picked() -> GameScene:
        state = _first_played(3, lambda s: s.phase == rules.ROLLING and s.faces.count(CROSSED_BONES) == 1
                              and s.rerolls_used == 0 and len(s.events) > 8)
        scene = scene_at(state)
        free = [i for i, f in enumerate(state.faces) if f != CROSSED_BONES]
        for i in free[:2]:
            scene.toggle_die(i)
        scene.set_focus(scene.reroll_button)
        return scene

    def refused() -> GameScene:
        state = _first_played(3, lambda s: s.phase == rules.ROLLING and CROSSED_BONES in s.faces
                              and len(s.events) > 8)
        scene = scene_at(state)
        scene.toggle_die(state.faces.index(CROSSED_BONES))
        return scene

    def rolling() -> GameScene:
        state = _first_played(3, lambda s: s.phase == rules.ROLLING and s.rerolls_used == 0
                              and CROSSED_BONES not in s.faces and len(s.events) > 8)
        scene = scene_at(state)
        return _act_and_freeze(scene, Reroll((1, 3, 4)), "roll", 0.4)

    def pairing() -> GameScene:
        return scene_at(_first_played(3, lambda s: _resolving_with(s, "cannon", "skull") and len(s.events) > 8))

    def many_choices() -> GameScene:
        """Two Skulls and a Cannon for two coins: other pairings, orders, two victims, undo."""
        state = _first_played(3, lambda s: s.phase == rules.RESOLVING and len(s.events) > 8)
        d = state.to_dict()
        d["data"].update(faces=[3, SKULL, 2, SKULL, CANNON])
        scene = scene_at(rules.State.from_dict(d))
        for _n in range(6):
            if sum(r[0] == "skull" for r in scene.plan) == 2 and scene.undo_stack:
                break
            scene.next_pairing()
        return scene

    def short_bank() -> GameScene:
        return scene_at(_first_played(4, lambda s: _resolving_with(s, "cannon") and 0 < s.bank < 6))

    def coins() -> GameScene:
        state = _first_played(4, lambda s: _resolving_with(s, "cannon", "skull") and len(s.events) > 8)
        return _act_and_freeze(scene_at(state), rules.proposed_plan(state), "coins", 0.45)

    def bust() -> GameScene:
        def about_to_bust(s: rules.State) -> bool:
            return (s.phase == rules.ROLLING and s.faces.count(CROSSED_BONES) == 2 and len(s.events) > 8
                    and s.gold[s.active] > 0)
        for seed in range(200):
            state = _played(3, seed, about_to_bust)
            if not about_to_bust(state):
                continue
            free = tuple(i for i, f in enumerate(state.faces) if f != CROSSED_BONES)
            after = state.apply(state.active, Reroll(free))
            if any(e.kind == "bust" for e in after.events[len(state.events):]):
                return _act_and_freeze(scene_at(state), Reroll(free), "bust", 0.5)
        raise LookupError("no bust found")

    def computer() -> GameScene:
        state = _first_played(3, lambda s: s.active == 1 and s.phase == rules.ROLLING and len(s.events) > 8)
        return scene_at(state, cpus=(1, 2))

    def late_six() -> GameScene:
        return scene_at(_first_played(6, _late_six))

    def log() -> GameScene:
        scene = scene_at(_first_played(6, _late_six))
        scene.show_log = True
        return scene

    def end() -> EndScreen:
        state = _played(6, 1, lambda s: False)
        scene = scene_at(state)
        return EndScreen(app, scene.session, scene.end_lines())

    return {
        "start-2": start,
        "picked-3": picked,
        "refused-3": refused,
        "rolling-anim-3": rolling,
        "pairing-3": pairing,
        "pairing-choices-3": many_choices,
        "short-bank-4": short_bank,
        "coins-anim-4": coins,
        "bust-anim-3": bust,
        "computer-3": computer,
        "late-6": late_six,
        "log-6": log,
        "end-6": end,
    }


class _LoopingScene(GameScene):
    """A table whose story animation starts again as soon as it ends (for ``bench_scene``)."""

    loop: list[Effect]

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.effects:
            self.effects = [dataclasses.replace(e, elapsed=0.0) for e in self.loop]

    def finish_story(self) -> None:
        """Never leaves the animation: the next frame starts it again."""


def bench_scene(app: Any) -> GameScene:
    """The busiest Corsaire screen for ``ludicitude bench``: a late-game six-player table where
    a Cannon pair and a Skull pair send coins flying from pile to pile, over and over."""
    state = _first_played(6, _late_six)
    scene = _LoopingScene(app, _session(state))
    proposed = rules.proposed_plan(state)
    assert proposed is not None
    after = state.apply(state.active, proposed)
    new = after.events[len(state.events):]
    effects = effects_for(new, (state.bank, state.king_share, state.gold), scene.session.names,
                          max(1.0, app.animation_factor))
    scene.loop = [e for e in effects if e.kind == "coins"]
    scene.story = list(new)
    scene.anim_faces = state.faces
    scene.applied_plan = proposed.plan
    scene.effects = [dataclasses.replace(e) for e in scene.loop]
    scene.refresh()
    return scene
