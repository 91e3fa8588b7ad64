"""Corsaire: push your luck with five pirate dice, the Bank and the King's share.

Rule card ``004_39c3874a3bfab1c7.txt``; every ambiguous point is read as RULINGS.md, section
"Corsaire", says. A turn: the dice are rolled as the turn starts; the player may reroll any
dice that are not crossed bones, at most twice, then stops and applies every result.

Faces are plain integers, the value a six-sided die shows: 1, 2, 3 are coin faces worth that
many coins, 4 is a Cannon, 5 a Skull, 6 the crossed bones (X).

Decisions this module makes where the card and the rulings leave room (documented in
``texts.rules_summary`` for players):
- after the second reroll there is nothing left to decide about rolling, so the rolling stops
  by itself and the player goes straight to applying the results;
- when the dice give no result at all (no pair, no five of a kind), stopping passes the turn.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cache
from typing import Any

from ludicitude.core.dice import Dice
from ludicitude.core.errors import IllegalAction
from ludicitude.core.fields import SEAT, between, choice, per_seat, saved, tuple_of
from ludicitude.core.event_schema import schema_of
from ludicitude.core.game import VIEW_SEED, GameState, highest
from ludicitude.core.i18n import _
from ludicitude.games.corsaire.events import (
    EVENT_TYPES,
    BankEmpty,
    Bust,
    GameOver,
    NoResult,
    Rolled,
    Stopped,
    result_event,
)
from ludicitude.games.corsaire.spec import SPEC

COIN_FACES = (1, 2, 3)
CANNON = 4
SKULL = 5
CROSSED_BONES = 6
DICE_COUNT = 5
MAX_REROLLS = 2
TREASURE = 60  # RULINGS.md "Corsaire": Bank + King + all players = 60, always
BUST_CROSSES = 3
BUST_FINE = 3

ROLLING, RESOLVING, OVER = "rolling", "resolving", "over"
_PHASES = (ROLLING, RESOLVING, OVER)

class StepKind(str, Enum):
    """One result of the dice, as a plan names it and as the event log names its event (a str
    enum: plans are dictionary keys in the computer player's search, and hash as fast as text)."""

    CANNON = "cannon"  # a coin die with a Cannon: gold from the Bank, shared with the King
    SKULL = "skull"  # a coin die with a Skull: gold from another player
    FIVE_COINS = "five_coins"  # the King's share
    FIVE_SKULLS = "five_skulls"  # all of one player's gold
    FIVE_CANNONS = "five_cannons"  # the whole Bank


@dataclass(frozen=True, slots=True)
class PlanStep:
    """One result of a plan: its kind, its coin die (pairs only), whom it robs (Skulls)."""

    kind: StepKind
    coin: int | None = None
    victim: int | None = None

    @property
    def is_pair(self) -> bool:
        """A coin die with a Cannon or a Skull (else five of a kind)."""
        return self.kind in (StepKind.CANNON, StepKind.SKULL)

    @property
    def robs(self) -> bool:
        """This result takes gold from another player, who may be chosen."""
        return self.kind in (StepKind.SKULL, StepKind.FIVE_SKULLS)

    @classmethod
    def from_plain(cls, value: Any) -> PlanStep:
        """A step in its older plain form, as ``Resolve`` actions were written before steps
        were typed: ``("cannon", coin)``, ``("skull", coin, victim)``, ``("five_skulls",
        victim)``, ``("five_coins",)``, ``("five_cannons",)``; ValueError for anything else."""
        if not isinstance(value, (list, tuple)) or not value:
            raise ValueError("not a plan step")
        kind = StepKind(value[0])
        fields = {StepKind.CANNON: ("coin",), StepKind.SKULL: ("coin", "victim"),
                  StepKind.FIVE_SKULLS: ("victim",)}.get(kind, ())
        if len(value) != 1 + len(fields):
            raise ValueError("not a plan step")
        return cls(kind, **dict(zip(fields, value[1:])))


#: a plan: the results, in the order they are applied
Plan = tuple[PlanStep, ...]


@dataclass(frozen=True)
class Reroll:
    """Reroll the dice at these positions (0-4, increasing); none may show crossed bones."""

    dice: tuple[int, ...]


@dataclass(frozen=True)
class StopRolling:
    """Stop rolling and go on to apply the results (or pass the turn if there are none)."""


@dataclass(frozen=True)
class Resolve:
    """Apply the results in this order, each a ``PlanStep``: a Cannon or a Skull pair (with
    its coin die, and the Skull's victim), or five coins, five Skulls (with the victim) or five
    Cannons."""

    plan: tuple[PlanStep, ...]


ACTION_TYPES = (Reroll, StopRolling, Resolve)


def is_bust(faces: Sequence[int]) -> bool:
    """Three crossed bones or more end the turn at once (RULINGS.md "Corsaire")."""
    return tuple(faces).count(CROSSED_BONES) >= BUST_CROSSES


def pair_count(faces: Sequence[int]) -> int:
    """How many pairs the dice make: min(coin dice, Cannons + Skulls)."""
    coins = sum(1 for f in faces if f in COIN_FACES)
    return min(coins, sum(1 for f in faces if f in (CANNON, SKULL)))


def cannon_shares(bank: int, coin: int) -> tuple[int, int]:
    """(player, King) for a Cannon pair: v and v if the Bank holds 2v, else the Bank is shared,
    floor to the player and ceil to the King, "always to the King's advantage"."""
    if bank >= 2 * coin:
        return coin, coin
    return bank // 2, bank - bank // 2


@cache
def plans_for(hand: tuple[int, ...], victims: tuple[int, ...]) -> tuple[Plan, ...]:
    """Every distinct legal plan for a sorted hand of five faces, robbing only ``victims``.

    The player chooses which dice pair, the order of the pairs and each Skull's victim
    (RULINGS.md "Corsaire"), so plans are all the orderings of all the pairings. Cached: the
    plans depend only on the hand and who may be robbed, never on anyone's gold.
    """
    coins = [f for f in hand if f in COIN_FACES]
    if len(coins) == DICE_COUNT:
        return ((_step(StepKind.FIVE_COINS),),)
    if hand.count(SKULL) == DICE_COUNT:
        return tuple((_step(StepKind.FIVE_SKULLS, None, v),) for v in victims)
    if hand.count(CANNON) == DICE_COUNT:
        return ((_step(StepKind.FIVE_CANNONS),),)
    weapons = [f for f in hand if f in (CANNON, SKULL)]
    k = min(len(coins), len(weapons))
    plans: set[Plan] = set()
    for coin_pick in itertools.combinations(coins, k):
        for weapon_pick in itertools.permutations(weapons, k):
            skulls = sum(1 for w in weapon_pick if w == SKULL)
            for robbed in itertools.product(victims, repeat=skulls):
                who = iter(robbed)
                pairs = [_step(StepKind.CANNON, c) if w == CANNON else _step(StepKind.SKULL, c, next(who))
                         for c, w in zip(coin_pick, weapon_pick)]
                plans.update(itertools.permutations(pairs))
    return tuple(sorted(plans, key=_plan_order))


@cache
def _step(kind: StepKind, coin: int | None = None, victim: int | None = None) -> PlanStep:
    """One step, made once: the plans of every hand share their equal steps, which compare
    at once (the same object) where plans are looked up."""
    return PlanStep(kind, coin, victim)


def _plan_order(plan: Plan) -> tuple[tuple[str, int, int], ...]:
    """The order plans are listed in (the same as when steps were plain tuples: by kind, coin
    die, victim): the first best plan is the one proposed, so the order must not move."""
    return tuple((s.kind.value, -1 if s.coin is None else s.coin, -1 if s.victim is None else s.victim)
                 for s in plan)


def settle(
    plan: Sequence[PlanStep], seat: int, bank: int, king: int, gold: Sequence[int]
) -> tuple[list[dict[str, Any]], int, int, list[int], bool]:
    """Apply ``plan`` for ``seat`` to these amounts, one result at a time.

    Returns (steps, bank, king, gold, game_ends): one step per result played, each a dict
    of plain values for the event log. The game ends at once when the Bank is empty, so the
    results after that are not played and have no step (RULINGS.md "Corsaire"). Pure: the bots use it to weigh
    plans, the rules to apply them.
    """
    gold = list(gold)
    steps: list[dict[str, Any]] = []
    ends = False
    for result in plan:
        kind, coin, victim = result.kind, result.coin or 0, result.victim or 0
        if kind is StepKind.CANNON:
            taken, king_takes = cannon_shares(bank, coin)
            steps.append({"kind": "cannon", "coin": coin, "taken": taken, "king_takes": king_takes,
                          "bank_before": bank})
            bank -= taken + king_takes
            gold[seat] += taken
            king += king_takes
        elif kind is StepKind.SKULL:
            taken = min(coin, gold[victim])
            gold[victim] -= taken
            gold[seat] += taken
            steps.append({"kind": "skull", "coin": coin, "victim": victim, "taken": taken})
        elif kind is StepKind.FIVE_COINS:
            steps.append({"kind": "five_coins", "taken": king})
            gold[seat] += king
            king = 0
        elif kind is StepKind.FIVE_SKULLS:
            steps.append({"kind": "five_skulls", "victim": victim, "taken": gold[victim]})
            gold[seat] += gold[victim]
            gold[victim] = 0
        else:  # five Cannons: the whole Bank, nothing to the King, and the game ends
            steps.append({"kind": "five_cannons", "taken": bank})
            gold[seat] += bank
            bank = 0
        steps[-1]["bank"], steps[-1]["king"] = bank, king  # after this result, for the screen
        if bank == 0:
            ends = True
            break
    return steps, bank, king, gold, ends


class State(GameState, spec=SPEC):
    """A game of Corsaire: the Bank, the King's share, each purse, and the turn in progress."""


    bank: int = saved(between(0, TREASURE), initial=TREASURE)
    king_share: int = saved(between(0, TREASURE), initial=0)
    gold: list[int] = saved(per_seat(between(0, TREASURE)), initial=0)
    active: int = saved(SEAT, initial=0)
    faces: tuple[int, ...] = saved(tuple_of(between(1, 6), length=DICE_COUNT), initial=())
    rerolls_used: int = saved(between(0, MAX_REROLLS), initial=0)
    phase: str = saved(choice(*_PHASES), initial=ROLLING)

    def __init__(self, seats: int, options: Mapping[str, Any] | None = None, seed: int = 0):
        self._init_common(seats, options, seed)
        self._start_turn(0)

    def view(self, seat: int | None) -> State:
        """What ``seat`` may know: everything but the dice generator. Corsaire has no secrets
        and logs only public events, so the base class's event filter (the costliest part of
        a view in a long game) is skipped, and the dice are never copied only to be dropped (nor
        their seed kept: it would rebuild them)."""
        v = self._copy_without_dice()
        v.seed = VIEW_SEED
        return v

    # -- the interface -------------------------------------------------------------------
    @property
    def to_act(self) -> tuple[int, ...]:
        return () if self.phase == OVER else (self.active,)

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def winners(self) -> tuple[int, ...]:
        """Most gold wins; a tie is shared; the King is not a player."""
        if self.phase != OVER:
            return ()
        return highest(self.gold)

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.gold)

    @property
    def rerolls_left(self) -> int:
        return MAX_REROLLS - self.rerolls_used if self.phase == ROLLING else 0

    def victims(self, seat: int) -> tuple[int, ...]:
        """The players ``seat`` may rob: every other player."""
        return _others(self.num_seats, seat)

    def legal_plans(self) -> tuple[Plan, ...]:
        """Every plan the active player may choose for the dice on the table."""
        return _plans_for_faces(self.faces, _others(self.num_seats, self.active))

    def legal_actions(self, seat: int) -> list[Any]:
        if self.phase == OVER or seat != self.active:
            return []
        if self.phase == RESOLVING:
            return list(_resolve_actions(self.faces, _others(self.num_seats, self.active)))
        return list(_rolling_actions(self.faces, self.rerolls_used < MAX_REROLLS))

    def _apply(self, seat: int, action: Any) -> None:
        if isinstance(action, Reroll):
            self._reroll(seat, action.dice)
        elif isinstance(action, StopRolling):
            if self.phase != ROLLING:
                raise IllegalAction(_("You have already stopped rolling: apply your results."))
            self._log(Stopped(seat))
            self._stop(seat)
        elif isinstance(action, Resolve):
            self._resolve(seat, action.plan)
        else:
            raise IllegalAction(_("That action is not understood here."))

    # -- a turn ----------------------------------------------------------------------------
    def _start_turn(self, seat: int) -> None:
        """The first roll happens as the turn starts; a bust passes straight to the next."""
        while True:
            assert self.dice is not None
            self.active, self.rerolls_used, self.phase = seat, 0, ROLLING
            self.faces = _roll(self.dice, DICE_COUNT)
            self._log(Rolled(seat, self.faces, tuple(range(DICE_COUNT)), True))
            if not is_bust(self.faces):
                return
            self._bust(seat)
            seat = (seat + 1) % self.num_seats

    def _bust(self, seat: int) -> None:
        """3 X or more: pay 3 to the King from your own gold, all you have if fewer."""
        paid = min(BUST_FINE, self.gold[seat])
        self.gold[seat] -= paid
        self.king_share += paid
        self._log(Bust(seat, self.faces.count(CROSSED_BONES), paid))

    def _reroll(self, seat: int, dice: Any) -> None:
        if self.phase != ROLLING:
            if self.phase == RESOLVING and self.rerolls_used >= MAX_REROLLS:
                raise IllegalAction(_("You have already rerolled twice: apply your results."))
            raise IllegalAction(_("You have already stopped rolling: apply your results."))
        if dice not in _reroll_choices(self.faces):
            if not dice:
                raise IllegalAction(_("Choose at least one die to reroll."))
            if all(type(i) is int and 0 <= i < DICE_COUNT for i in dice) and list(dice) == sorted(set(dice)):
                raise IllegalAction(_("Crossed bones are locked until the end of your turn."))
            raise IllegalAction(_("Name each die to reroll once, by its position from 1 to 5."))
        assert self.dice is not None
        faces = list(self.faces)
        for i, face in zip(dice, _roll(self.dice, len(dice))):
            faces[i] = face
        self.faces = tuple(faces)
        self.rerolls_used += 1
        self._log(Rolled(seat, self.faces, dice, False))
        if is_bust(self.faces):
            self._bust(seat)
            self._start_turn((seat + 1) % self.num_seats)
        elif self.rerolls_used == MAX_REROLLS:
            self._stop(seat)  # nothing left to decide about rolling: go on to the results

    def _stop(self, seat: int) -> None:
        if not any(self.legal_plans()):  # the one plan is empty: no result at all
            self._log(NoResult(seat))
            self._start_turn((seat + 1) % self.num_seats)
        else:
            self.phase = RESOLVING

    def _resolve(self, seat: int, plan: Any) -> None:
        if self.phase != RESOLVING:
            raise IllegalAction(_("Stop rolling before you apply your results."))
        if plan not in self.legal_plans():
            raise IllegalAction(
                _("Apply every result of your dice: pair as many coin dice as you can with your "
                  "Cannons and Skulls, each Skull robbing another player.")
            )
        steps, self.bank, self.king_share, self.gold, ends = settle(
            plan, seat, self.bank, self.king_share, self.gold
        )
        for step in steps:
            self._log(result_event(seat, step))
        if ends:
            self.phase = OVER
            self._log(BankEmpty(len(plan) - len(steps)))
            self._log(GameOver(self.winners, tuple(self.gold), self.king_share))
        else:
            self._start_turn((seat + 1) % self.num_seats)

    # -- saving: the fields are declared above; what ties them together ------------------------
    def _after_load(self) -> None:
        bank, phase, faces, rerolls_used = self.bank, self.phase, self.faces, self.rerolls_used
        if bank + self.king_share + sum(self.gold) != TREASURE:
            raise ValueError("the 60 coins do not add up")
        if phase != OVER and (is_bust(faces) or bank == 0):
            raise ValueError("a bust or an empty Bank cannot leave a turn going on")
        if phase == ROLLING and rerolls_used == MAX_REROLLS:
            raise ValueError("the rolling stops after the second reroll")
        if phase == RESOLVING and not any(plans_for(tuple(sorted(faces)), self.victims(self.active))):
            raise ValueError("nothing to resolve")
        if phase == OVER and bank != 0:
            raise ValueError("the game ends only when the Bank is empty")


def plan_worth(state: State, plan: Sequence[PlanStep]) -> tuple[int, int, int]:
    """How good ``plan`` is for the active player: their gold after it, then minus the gold of
    the richest other player (so robbing the leader is better), then minus its thefts of
    nothing (``empty_thefts``: a Skull robs someone with gold when anyone has some); compare
    these tuples."""
    seat = state.active
    steps, _bank, _king, gold, _ends = settle(plan, seat, state.bank, state.king_share, state.gold)
    return gold[seat], -max(g for s, g in enumerate(gold) if s != seat), -empty_thefts(steps)


def empty_thefts(steps: Sequence[dict[str, Any]]) -> int:
    """How many of the settled ``steps`` (``settle``) rob a player of nothing: a Skull on a
    player with no gold takes none. Of two plans worth the same, a screen proposes the one
    whose Skulls rob players who have gold, so nobody is told robbed of nothing while another
    had some."""
    return sum(1 for step in steps if step["kind"] in ("skull", "five_skulls") and step["taken"] == 0)


def proposed_plan(state: State) -> Resolve | None:
    """The plan a screen proposes first: the best ``plan_worth`` (the first such in
    ``legal_plans`` order); ``None`` when there is nothing to resolve."""
    if state.phase != RESOLVING:
        return None
    return Resolve(max(state.legal_plans(), key=lambda plan: plan_worth(state, plan)))


def _roll(dice: Dice, count: int) -> tuple[int, ...]:
    """``count`` dice from one draw below 6**count, read digit by digit in base 6: as uniform
    as rolling them one by one, and several times faster: simulations and bots roll millions of
    times."""
    return _throws(count)[dice.below(6**count)]


@cache
def _throws(count: int) -> tuple[tuple[int, ...], ...]:
    """Every throw of ``count`` dice, indexed by the draw that gives it (built once)."""
    throws = []
    for n in range(6**count):
        faces = []
        for _die in range(count):
            n, face = divmod(n, 6)
            faces.append(face + 1)
        throws.append(tuple(faces))
    return tuple(throws)


@cache
def _others(num_seats: int, seat: int) -> tuple[int, ...]:
    return tuple(s for s in range(num_seats) if s != seat)


@cache
def _plans_for_faces(faces: tuple[int, ...], victims: tuple[int, ...]) -> tuple[Plan, ...]:
    return plans_for(tuple(sorted(faces)), victims)


def _free_dice(faces: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(i for i, f in enumerate(faces) if f != CROSSED_BONES)


@cache
def _choices_among(free: tuple[int, ...]) -> frozenset[tuple[int, ...]]:
    return frozenset(c for k in range(1, len(free) + 1) for c in itertools.combinations(free, k))


@cache
def _resolve_actions(faces: tuple[int, ...], victims: tuple[int, ...]) -> tuple[Resolve, ...]:
    return tuple(Resolve(p) for p in _plans_for_faces(faces, victims))


@cache
def _reroll_choices(faces: tuple[int, ...]) -> frozenset[tuple[int, ...]]:
    """Every non-empty choice of dice to reroll: any dice but the crossed bones (cached)."""
    return _choices_among(_free_dice(faces))


@cache
def _actions_among(free: tuple[int, ...]) -> tuple[Any, ...]:
    rerolls = sorted(_choices_among(free), key=lambda c: (len(c), c))
    return (StopRolling(), *(Reroll(c) for c in rerolls))


@cache
def _rolling_actions(faces: tuple[int, ...], may_reroll: bool) -> tuple[Any, ...]:
    return _actions_among(_free_dice(faces)) if may_reroll else (StopRolling(),)


def new_game(seats: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> State:
    """A new game: 60 coins in the Bank, empty purses, seat 0 has rolled its first throw."""
    return State(seats, options, seed)


# -- the log, declared (events.py): a save's events are checked against it on load ----------------
State.log_schema = LOG_SCHEMA = schema_of(EVENT_TYPES)
