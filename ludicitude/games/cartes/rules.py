"""Quatre Cartes: each round, players roll their 8 dice and place them on Idem, Suite, Maxi, Neuf.

Rule card ``seeds/002_c1441ddbd291563c.txt``; every ambiguity is read as RULINGS.md, section
"Quatre Cartes", says. A turn is: the state rolls the active player's unplaced dice; the player
places dice one card at a time (``Place``: all the dice added to that card this turn, at most
one ``Place`` per card per turn, because a card judges the whole addition of a turn); after at
least one placement they ``Continue`` or ``Stop`` (optionally taking back one card's dice).

Dice of the same face are interchangeable, so a placement names faces, sorted: the legal
placements of a roll are the sub-multisets each card accepts (cached per roll, because the
enumeration is the hot spot of random play).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ludicitude.core.errors import IllegalAction
from ludicitude.core.fields import BOOL, SEAT, between, carried, checked, choice, list_of, per_seat, saved, tuple_of
from ludicitude.core.event_schema import schema_of
from ludicitude.core.game import GameState, highest
from ludicitude.core.i18n import N_, _
from ludicitude.games.cartes.events import (
    CARDS,
    EVENT_TYPES,
    IDEM,
    MAXI,
    NEUF,
    SUITE,
    CardScored,
    Continued,
    GameOver,
    Placed,
    Rolled,
    RoundScored,
    RoundStarted,
    Stopped,
)
from ludicitude.games.cartes.spec import SPEC

DICE_PER_PLAYER = 8
FACES = range(1, 7)
#: best, second, every other player with dice on the card (RULINGS.md, Quatre Cartes)
BEST_POINTS, SECOND_POINTS, OTHER_POINTS = 5, 3, -5
#: a player's dice as a state holds them: faces, at most eight (a combination, a roll: in order)
_DICE = tuple_of(between(1, 6), longest=DICE_PER_PLAYER)
_SORTED_DICE = tuple_of(between(1, 6), longest=DICE_PER_PLAYER, sort=True)


@dataclass(frozen=True)
class Place:
    """Put dice of the current roll on one card: ``faces`` sorted, all added this turn."""

    card: str
    faces: tuple[int, ...]


@dataclass(frozen=True)
class Continue:
    """End the turn and keep the unplaced dice for the next one."""


@dataclass(frozen=True)
class Stop:
    """Leave the round; ``take_back`` names the one card whose dice come back, or None."""

    take_back: str | None = None


ACTION_TYPES = (Place, Continue, Stop)


def card_name(card: str) -> str:
    """The card's name as printed (the same in every language)."""
    return card.capitalize()


# -- what each card accepts (RULINGS.md, Quatre Cartes: "judged per card and per turn") --------
def _refusal(card: str, before: Sequence[int], added: Sequence[int]) -> tuple[str, int] | None:
    """The rule itself: None if legal, else (English reason, the value it names).

    Kept free of translation and formatting, because legal_actions calls it thousands of
    times while filling its cache; ``combination_refusal`` puts the reason into words.
    """
    if not added:
        return N_("Choose at least one die."), 0
    combo = (*before, *added)
    if card == IDEM:
        if before and any(f != before[0] for f in added):
            return N_("Your Idem holds {value}s: add only {value}s."), before[0]
        if len(set(combo)) > 1:
            return N_("Idem takes only dice showing the same face."), 0
        if len(combo) < 2:
            return N_("Idem needs at least 2 dice the first time."), 0
        return None  # more dice: better
    if card == SUITE:
        if len(set(combo)) < len(combo):
            return N_("Suite takes each face only once."), 0
        if max(combo) - min(combo) != len(combo) - 1:
            if before:
                return N_("These dice do not extend your Suite at either end."), 0
            return N_("Suite takes faces that follow each other, like 2 3 4."), 0
        if len(combo) < 2:
            return N_("Suite needs at least 2 dice the first time."), 0
        return None  # a longer run: better
    if card == MAXI:
        return None  # any die raises the total: Maxi always takes a die
    if card == NEUF:
        total = sum(combo)
        if total % 9:
            return N_("Neuf must always total a multiple of 9: {value} is not."), total
        return None  # a larger total: better
    return N_("There is no such card."), 0


def combination_refusal(card: str, before: Sequence[int], added: Sequence[int]) -> str | None:
    """None if adding ``added`` to a player's ``before`` on ``card`` is legal, else why not.

    The addition must leave the combination legal and strictly better than before.
    """
    refusal = _refusal(card, before, added)
    if refusal is None:
        return None
    return _(refusal[0]).format(value=refusal[1])


def combination_is_legal(card: str, combo: Sequence[int]) -> bool:
    """True if ``combo`` is a combination a player may hold on ``card`` (empty included)."""
    return not combo or _refusal(card, (), combo) is None


def card_rank(card: str, combo: Sequence[int]) -> tuple[int, ...]:
    """The ranking key of a combination, higher is better (RULINGS.md: ranking and tie-break)."""
    if card == IDEM:
        return (len(combo), max(combo))  # more dice, then the higher face
    if card == SUITE:
        return (len(combo), max(combo))  # longer run, then the higher top face
    if card == MAXI:
        return (sum(combo),)  # larger total
    return (sum(combo), max(combo))  # Neuf: larger total, then the higher single die


@dataclass(frozen=True)
class CardResult:
    """How one card scored: ``ranked`` untied seats best first, ``tied`` groups that cancelled."""

    card: str
    ranked: tuple[int, ...]
    tied: tuple[tuple[int, ...], ...]
    points: tuple[int, ...]


def score_card(card: str, combos: Sequence[Sequence[int]]) -> CardResult:
    """Score one card among the seats holding dice on it: 5, 3, then -5; no dice, 0.

    Ties cancel (RULINGS.md, "Ties cancel"): tied seats leave the ranking, the next untied
    seats take 5 and 3, and the tied seats count among the others (-5).
    """
    keys = {seat: card_rank(card, c) for seat, c in enumerate(combos) if c}
    by_key: dict[tuple[int, ...], list[int]] = {}
    for seat, key in keys.items():
        by_key.setdefault(key, []).append(seat)
    ranked = tuple(s for k in sorted(by_key, reverse=True) if len(by_key[k]) == 1 for s in by_key[k])
    tied = tuple(tuple(by_key[k]) for k in sorted(by_key, reverse=True) if len(by_key[k]) > 1)
    points = [0] * len(combos)
    for seat in keys:
        points[seat] = OTHER_POINTS
    for seat, value in zip(ranked, (BEST_POINTS, SECOND_POINTS)):
        points[seat] = value
    return CardResult(card, ranked, tied, tuple(points))


# -- the legal placements of a roll, cached (the hot spot of random play) ----------------
@lru_cache(maxsize=4096)
def _sub_multisets(roll: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every non-empty sub-multiset of a sorted roll, each sorted."""
    subsets: list[tuple[int, ...]] = [()]
    for face, count in sorted(Counter(roll).items()):
        subsets = [s + (face,) * k for s in subsets for k in range(count + 1)]
    return tuple(sorted((s for s in subsets if s), key=lambda s: (len(s), s)))


def _judged_part(card: str, before: tuple[int, ...]) -> tuple[int, ...]:
    """The part of ``before`` a card's judgement reads, so the cache stays small: Maxi reads
    nothing (any die improves it), Neuf only the total, which is always a multiple of 9."""
    return () if card in (MAXI, NEUF) else before


@lru_cache(maxsize=1 << 14)
def _candidates(card: str, roll: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The sub-multisets of ``roll`` worth judging for ``card``: all of them, except that
    Idem can only ever take one face and Suite each face once (a superset of what is legal;
    the judging is left to ``_refusal``)."""
    every = _sub_multisets(roll)
    if card == IDEM:
        return tuple(s for s in every if s[0] == s[-1])
    if card == SUITE:
        return tuple(s for s in every if len(set(s)) == len(s))
    return every


@lru_cache(maxsize=1 << 16)
def _accepted(card: str, before: tuple[int, ...], roll: tuple[int, ...]) -> tuple[Place, ...]:
    return tuple(
        Place(card, added) for added in _candidates(card, roll) if _refusal(card, before, added) is None
    )


def accepted_placements(card: str, before: tuple[int, ...], roll: tuple[int, ...]) -> tuple[Place, ...]:
    """Every ``Place`` on ``card`` a player holding ``before`` may make from the sorted ``roll``."""
    return _accepted(card, _judged_part(card, before), roll)


def _most_points(state: State) -> int:
    """No total can pass this: the best points on every card in every round."""
    return BEST_POINTS * len(CARDS) * 2 * state.num_seats


class State(GameState, spec=SPEC):
    """A game of Quatre Cartes: 2 x players rounds of rolling and placing."""


    round_number: int = saved(between(1, lambda s: 2 * s.num_seats), key="round", initial=0)  # 1 once started
    round_starter: int = saved(SEAT, key="starter", initial=0)
    current: int = saved(SEAT, initial=0)
    points: list[int] = saved(per_seat(between(lambda s: -_most_points(s), _most_points)), initial=0)
    over: bool = saved(BOOL, initial=False)
    #: unplaced dice, the current roll included
    in_hand: list[int] = saved(per_seat(between(0, DICE_PER_PLAYER)))
    cards: list[list[tuple[int, ...]]] = saved(per_seat(checked(
        list_of(_SORTED_DICE, length=len(CARDS)), lambda combos: all(map(combination_is_legal, CARDS, combos)),
        "a card holds an impossible combination")))
    taken_back: list[tuple[int, ...]] = saved(per_seat(_DICE))
    stopped: list[bool] = saved(per_seat(BOOL))
    roll: tuple[int, ...] = saved(_SORTED_DICE)
    placed_cards: tuple[str, ...] = saved(tuple_of(choice(*CARDS), unique=True))
    #: RULINGS.md: a game is 2 x (number of players) rounds
    rounds: int = carried(initial=lambda s: 2 * s.num_seats)

    def __init__(self, seats: int, options: Mapping[str, Any] | None = None, seed: int = 0):
        self._init_common(seats, options, seed)
        self._start_round(0)

    # -- round and turn flow ----------------------------------------------------------------
    def _start_round(self, starter: int) -> None:
        n = self.num_seats
        self.round_number += 1
        self.round_starter = starter
        self.in_hand = [DICE_PER_PLAYER] * n
        self.cards = [[() for _ in CARDS] for _ in range(n)]
        self.taken_back = [() for _ in range(n)]
        self.stopped = [False] * n
        self._log(RoundStarted(self.round_number, self.rounds, starter))
        self._start_turn(starter)

    def _start_turn(self, seat: int) -> None:
        assert self.dice is not None, "a view cannot roll"
        self.current = seat
        self.roll = tuple(sorted(self.dice.roll_many(self.in_hand[seat])))
        self.placed_cards = ()
        self._log(Rolled(seat, self.roll))

    def _end_turn(self) -> None:
        n = self.num_seats
        for step in range(1, n + 1):  # players who stopped are skipped
            seat = (self.current + step) % n
            if not self.stopped[seat]:
                self._start_turn(seat)
                return
        self._end_round()

    def _end_round(self) -> None:
        self.roll, self.placed_cards = (), ()
        round_points = [0] * self.num_seats
        for c, card in enumerate(CARDS):
            combos = [self.cards[s][c] for s in range(self.num_seats)]
            result = score_card(card, combos)
            for seat, p in enumerate(result.points):
                round_points[seat] += p
            self._log(CardScored(card=card, combos=tuple(combos), ranked=result.ranked, tied=result.tied,
                                 points=result.points))
        self.points = [t + p for t, p in zip(self.points, round_points)]
        self._log(RoundScored(self.round_number, tuple(round_points), tuple(self.points)))
        if self.round_number == self.rounds:
            self.over = True
            self._log(GameOver(self.winners, tuple(self.points)))
        else:  # RULINGS.md: round r+1 starts with the player after the one who started round r
            self._start_round((self.round_starter + 1) % self.num_seats)

    # -- the interface ------------------------------------------------------------------------
    @property
    def to_act(self) -> tuple[int, ...]:
        return () if self.over else (self.current,)

    def legal_actions(self, seat: int) -> list[Any]:
        if self.over or seat != self.current:
            return []
        mine = self.cards[seat]
        actions: list[Any] = []
        if self.roll:
            for c, card in enumerate(CARDS):
                if card not in self.placed_cards:
                    actions.extend(accepted_placements(card, mine[c], self.roll))
        if self.placed_cards:
            if self.in_hand[seat]:
                actions.append(Continue())
            actions.append(Stop(None))
            actions.extend(Stop(card) for c, card in enumerate(CARDS) if mine[c])
        return actions

    def placement_refusal(self, seat: int, card: str, faces: Sequence[int]) -> str | None:
        """None if ``seat`` may put ``faces`` on ``card`` now, else the reason in words."""
        if self.over or seat != self.current:
            return _("It is not this player's turn.")
        if card not in CARDS:
            return _("There is no such card.")
        if card in self.placed_cards:
            return _("You have already placed dice on {card} this turn.").format(card=card_name(card))
        if any(type(f) is not int for f in faces):
            return _("Those dice are not in your roll.")
        wanted, rolled = Counter(faces), Counter(self.roll)
        if any(wanted[f] > rolled[f] for f in wanted):
            return _("Those dice are not in your roll.")
        return combination_refusal(card, self.cards[seat][CARDS.index(card)], sorted(faces))

    def _apply(self, seat: int, action: Any) -> None:
        if isinstance(action, Place):
            self._place(seat, action)
        elif isinstance(action, (Continue, Stop)):
            if not self.placed_cards:
                raise IllegalAction(_("Place at least one die before ending your turn."))
            if isinstance(action, Continue):
                if not self.in_hand[seat]:  # RULINGS.md: no dice left to roll, must stop
                    raise IllegalAction(_("You have no dice left: you must stop."))
                self._log(Continued(seat))
            else:
                self._stop(seat, action.take_back)
            self._end_turn()
        else:
            raise IllegalAction(_("That action is not understood here."))

    def _place(self, seat: int, action: Place) -> None:
        faces = tuple(sorted(action.faces))
        refusal = self.placement_refusal(seat, action.card, faces)
        if refusal is not None:
            raise IllegalAction(refusal)
        c = CARDS.index(action.card)
        self.cards[seat][c] = tuple(sorted(self.cards[seat][c] + faces))
        rest = list(self.roll)
        for f in faces:
            rest.remove(f)
        self.roll = tuple(rest)
        self.in_hand[seat] -= len(faces)
        self.placed_cards += (action.card,)
        self._log(Placed(seat, action.card, faces, self.cards[seat][c]))

    def _stop(self, seat: int, take_back: str | None) -> None:
        # RULINGS.md, Stopping: all your dice from one card of your choice leave the round
        faces: tuple[int, ...] = ()
        if take_back is not None:
            if take_back not in CARDS or not self.cards[seat][CARDS.index(take_back)]:
                raise IllegalAction(_("You have no dice on that card to take back."))
            c = CARDS.index(take_back)
            faces, self.cards[seat][c] = self.cards[seat][c], ()
            self.taken_back[seat] = faces
        self.stopped[seat] = True
        self._log(Stopped(seat, take_back, faces, forced=self.in_hand[seat] == 0))

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def winners(self) -> tuple[int, ...]:
        if not self.over:
            return ()
        return highest(self.points)  # RULINGS.md: highest total wins; a tie is a shared win

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.points)

    def combination(self, seat: int, card: str) -> tuple[int, ...]:
        """The faces ``seat`` has on ``card`` this round, sorted."""
        return self.cards[seat][CARDS.index(card)]

    # -- saves: the fields are declared above; what ties them together -------------------------
    def _after_load(self) -> None:
        for seat in range(self.num_seats):  # every player's 8 dice are accounted for
            on_cards = sum(len(c) for c in self.cards[seat])
            if self.in_hand[seat] + on_cards + len(self.taken_back[seat]) != DICE_PER_PLAYER:
                raise ValueError("dice count")
        if not self.over and (self.stopped[self.current] or len(self.roll) != self.in_hand[self.current]):
            raise ValueError("current player")


def new_game(seats: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> State:
    """A new game for ``seats`` players; the first player's dice are already rolled."""
    return State(seats, options, seed)


# -- helpers for the screen and the bots (built on the same rule functions) ----------------
def card_accepts(state: State, seat: int, card: str, faces: Sequence[int]) -> str | None:
    """None if ``card`` takes ``faces`` from ``seat``'s roll now, else the reason in words."""
    return state.placement_refusal(seat, card, faces)


def card_points_now(state: State, seat: int) -> dict[str, int]:
    """What each card would score for ``seat`` if the round ended now."""
    return {
        card: score_card(card, [state.cards[s][c] for s in range(state.num_seats)]).points[seat]
        for c, card in enumerate(CARDS)
    }


# -- the log, declared (events.py): a save's events are checked against it on load ----------------
State.log_schema = LOG_SCHEMA = schema_of(EVENT_TYPES)
