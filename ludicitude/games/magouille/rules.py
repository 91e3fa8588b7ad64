"""Magouille: secret dice and bluff (rule card 000, RULINGS.md section "Magouille").

A round has the card's four steps, numbered as on the card:

1. table talk (``TALK_BEFORE_FIRST``), 2. every player secretly sets a face (``FIRST_SECRET``),
3. table talk again (``TALK_BEFORE_FINAL``), 4. every player secretly sets a face (``FINAL_SECRET``).

Talk is free conversation round the real table, so the program has nothing to decide there;
but a talk step is still a real step of the state, so that a screen (and a save) knows where
the round stands. A seat "table" can't act, so the first seat still in the game acts for the
table: its only action is :class:`EndTalk` ("move on"), pressed when the table is ready.

The two secret steps are simultaneous: every seat still in the game that has not yet chosen is
in ``to_act``; its :class:`SetFace` is logged for that seat alone, with a public event saying only
that it has chosen. The last choice triggers the reveal.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from itertools import compress
from typing import Any

from ludicitude.core.errors import IllegalAction
from ludicitude.core.fields import BOOL, SEAT, between, carried, choice, optional, per_seat, saved, tuple_of
from ludicitude.core.event_schema import schema_of
from ludicitude.core.game import VIEW_SEED, Event, GameState, Option
from ludicitude.games.magouille.events import (
    EVENT_TYPES,
    Chosen,
    Eliminated,
    FaceSet,
    GameOver,
    Lost,
    NobodyScores,
    Revealed,
    RoundStarted,
    Scored,
    TalkEnded,
)
from ludicitude.core.i18n import N_, _
from ludicitude.games.magouille.spec import SPEC

TALK_BEFORE_FIRST, FIRST_SECRET, TALK_BEFORE_FINAL, FINAL_SECRET = 1, 2, 3, 4
SECRET_STEPS = (FIRST_SECRET, FINAL_SECRET)
FACES = (1, 2, 3, 4, 5, 6)
#: a pending face another seat has set, as a view shows it: chosen, but not what
HIDDEN = 0
#: (starting score, target to pass) for each value of the "length" option
LENGTHS = {"normal": (100, 200), "short": (50, 100)}
#: no real game comes near this many rounds; a save claiming more is damaged
MAX_ROUNDS = 1_000_000
#: why a game ends: a score above the target, one player left, everyone out in the same round
END_REASONS = ("target", "last_standing", "all_eliminated")
_FACE_VALUE = between(1, 6)


@dataclass(frozen=True)
class EndTalk:
    """The table has talked enough: move on to the next secret step."""


@dataclass(frozen=True)
class SetFace:
    """Secretly turn one's die to ``face`` (1 to 6)."""

    face: int


_END_TALK = EndTalk()
_SET_FACES = [SetFace(f) for f in FACES]
_new_state = object.__new__


@cache
def _face_set(seat: int, face: int, reveal: int) -> FaceSet:
    """The private event "``seat`` secretly set ``face``" (events are immutable values)."""
    return FaceSet(seat, face, reveal, seats=(seat,))


class State(GameState, spec=SPEC):
    """A game of Magouille; see the module docstring for the steps of a round."""

    options_spec = (
        Option(
            "length",
            N_("Game length"),
            (
                ("normal", N_("Normal: start at 100, win above 200")),
                ("short", N_("Short game: start at 50, win above 100")),
            ),
            "normal",
        ),
    )

    # Every list of this state is replaced, never changed in place (see _set_face), so copies
    # share them (share=True), and the event log too (GameState): apply and view copy on every
    # action, and the driver must play 500 random games a second.
    # (a score moves at most by a face (6) and a minimum total (8 x 6) in a round)
    scores_list: list[int] = saved(per_seat(between(-54, lambda s: s.target + 48)), key="scores", share=True,
                                   initial=lambda s: [LENGTHS[s.options["length"]][0]] * s.num_seats)
    in_game: list[bool] = saved(per_seat(BOOL), initial=True, share=True)
    round: int = saved(between(1, MAX_ROUNDS), initial=1)
    step: int = saved(between(TALK_BEFORE_FIRST, FINAL_SECRET), initial=TALK_BEFORE_FIRST)
    # a save holds real faces: HIDDEN is only ever in a view, and a view is not a game record
    pending: list[int | None] = saved(per_seat(optional(_FACE_VALUE)), initial=None, share=True)
    minimum_total: int | None = saved(optional(between(0, 6 * 8)), initial=None)
    first_faces: list[int | None] | None = saved(optional(per_seat(optional(_FACE_VALUE))), initial=None, share=True)
    winner_seats: tuple[int, ...] = saved(tuple_of(SEAT, unique=True), key="winners", initial=())
    end_reason: str = saved(choice("", *END_REASONS), initial="")
    #: what the table sees of ``pending`` (HIDDEN for a face set), kept up to date by _set_face
    _table_pending: list[int | None] = carried(initial=lambda s: [None if f is None else HIDDEN for f in s.pending])
    #: each seat's filtered log, extended incrementally (see _visible_events)
    _seen: dict[int | None, tuple[int, Any, list[Event]]] = carried(initial=lambda s: {})
    #: seats to act now, kept up to date after every change rather than a property: the driver
    #: and apply read it on every action (500 random games a second); empty once the game is over
    to_act: tuple[int, ...] = carried(initial=())
    #: whether the game is over, likewise set when it ends
    is_over: bool = carried(initial=False)

    def __init__(self, seats: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> None:
        self._init_common(seats, options, seed)
        # Magouille has no chance at all: no dice generator to carry, copy and save
        self.dice = None
        self._log(RoundStarted(1, tuple(self.scores_list)))
        self.to_act = self._find_to_act()

    # -- what the table sees -------------------------------------------------------------------
    @property
    def target(self) -> int:
        """A score strictly above this wins (RULINGS.md "Magouille": 200, or 100 in a short game)."""
        return LENGTHS[self.options["length"]][1]

    @property
    def players_in_game(self) -> tuple[int, ...]:
        """Seats not eliminated."""
        return tuple(compress(range(self.num_seats), self.in_game))

    @property
    def has_chosen(self) -> tuple[int, ...]:
        """Seats that have set their face in the current secret step (never which face)."""
        return tuple(s for s, f in enumerate(self.pending) if f is not None)

    def _find_to_act(self) -> tuple[int, ...]:
        if self.winner_seats:
            return ()
        if self.step in SECRET_STEPS:
            if any(self.pending):  # some faces already set: only in a game resumed mid-step
                return tuple(s for s, f in enumerate(self.pending) if f is None and self.in_game[s])
            return tuple(compress(range(self.num_seats), self.in_game))
        # talk: the first seat still in the game moves on for the table (module docstring)
        return (self.in_game.index(True),)

    def legal_actions(self, seat: int) -> list[Any]:
        if seat not in self.to_act:
            return []
        return list(_SET_FACES) if self.step in SECRET_STEPS else [_END_TALK]

    @property
    def winners(self) -> tuple[int, ...]:
        return self.winner_seats

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.scores_list)

    # -- playing ---------------------------------------------------------------------------------
    def _apply(self, seat: int, action: Any) -> None:
        if self.step in SECRET_STEPS:
            if not isinstance(action, SetFace):
                raise IllegalAction(_("Dice are being set in secret now: choose a face from 1 to 6."))
            face = action.face
            if type(face) is not int or not 1 <= face <= 6:
                raise IllegalAction(_("Choose a face from 1 to 6."))
            self._set_face(seat, face)
            return
        if not isinstance(action, EndTalk):
            raise IllegalAction(_("This is table talk: move on when the table is ready."))
        self._log(TalkEnded(1 if self.step == TALK_BEFORE_FIRST else 2, seat))
        self.step += 1
        self.to_act = self._find_to_act()

    def _set_face(self, seat: int, face: int) -> None:
        reveal = 1 if self.step == FIRST_SECRET else 2
        pending = self.pending.copy()
        pending[seat] = face
        self.pending = pending
        table_pending = self._table_pending.copy()
        table_pending[seat] = HIDDEN
        self._table_pending = table_pending
        # the face itself only for its seat; the table learns only that a choice was made
        # (the commonest events of a game, so the private one is made once for all games, and
        # the public one, which ends the log, fresh: _visible_events knows a log by its last event)
        self._append_events(_face_set(seat, face, reveal),
                            Chosen(seat, reveal))
        to_act = self.to_act
        if len(to_act) > 1:
            i = to_act.index(seat)
            self.to_act = to_act[:i] + to_act[i + 1:]
            return  # others have still to choose
        faces = self.pending
        self.pending = self._table_pending = [None] * self.num_seats
        # fresh lists for what the reveal changes: the old ones may be shared with other copies
        self.scores_list = list(self.scores_list)
        self.in_game = list(self.in_game)
        total = sum(filter(None, faces))  # faces are 1 to 6, None for a player out of the game
        if reveal == 1:
            self._first_reveal(faces, total)
        else:
            self._log(Revealed(2, tuple(faces), total, minimum_total=self.minimum_total))
            self._final_reveal(faces, total)
        self.to_act = self._find_to_act()

    def _first_reveal(self, faces: list[int | None], total: int) -> None:
        # the first reveal sets the minimum total and costs each player their face;
        # the second reveal costs nothing (RULINGS.md "Magouille", steps 2 and 4)
        self.minimum_total = total
        self.first_faces = faces
        for s, face in enumerate(faces):
            if face is not None:
                self.scores_list[s] -= face
        self._log(Revealed(1, tuple(faces), total, scores=tuple(self.scores_list)))
        self.step = TALK_BEFORE_FINAL

    def _final_reveal(self, faces: list[int | None], final_total: int) -> None:
        minimum = self.minimum_total
        assert minimum is not None
        shown_by = [0] * 7  # how many players showed each face
        for face in faces:
            if face is not None:
                shown_by[face] += 1
        scores = self.scores_list
        if final_total >= minimum:
            # the lowest face shown by exactly one player scores; shared faces cancel each other
            # and the next face up is tried (RULINGS.md "Magouille")
            cancelled: list[int] = []
            for face in FACES:
                if shown_by[face] > 1:
                    cancelled.append(face)
                elif shown_by[face] == 1:
                    scorer = faces.index(face)
                    scores[scorer] += minimum
                    self._log(Scored(seat=scorer, face=face, points=minimum, cancelled=tuple(cancelled),
                                     final_total=final_total, minimum_total=minimum, score=scores[scorer]))
                    break
            else:
                self._log(NobodyScores(cancelled=tuple(cancelled), final_total=final_total,
                                       minimum_total=minimum))
        else:
            # short of the minimum: everyone on the smallest face of the second reveal loses it
            smallest = next(face for face in FACES if shown_by[face])
            losers = tuple(s for s, f in enumerate(faces) if f == smallest)
            for s in losers:
                scores[s] -= minimum
            self._log(Lost(seats_losing=losers, face=smallest, points=minimum, final_total=final_total,
                           minimum_total=minimum, scores=tuple(scores[s] for s in losers)))
        self._end_round()

    def _end_round(self) -> None:
        # elimination and victory are checked once, at the end of the round (RULINGS.md "Magouille")
        scores, in_game = self.scores_list, self.in_game
        falling: tuple[int, ...] = ()
        if min(scores) < 0:  # (an eliminated player's score stays below 0: the seats are read again)
            falling = tuple(s for s in compress(range(self.num_seats), in_game) if scores[s] < 0)
        for s in falling:
            in_game[s] = False
            self._log(Eliminated(s, scores[s]))
        standing = self.players_in_game
        target = self.target
        above = [s for s in standing if scores[s] > target] if max(scores) > target else []
        if above:
            self._finish(above, "target")
        elif len(standing) == 1:
            self._finish(standing, "last_standing")
        elif not standing:
            # everyone fell in the same round: the highest score among them wins, ties shared
            self._finish(falling, "all_eliminated")
        else:
            self.round += 1
            self.step = TALK_BEFORE_FIRST
            self.minimum_total = None
            self.first_faces = None
            self._log(RoundStarted(self.round, tuple(self.scores_list)))

    def _finish(self, candidates: list[int] | tuple[int, ...], reason: str) -> None:
        best = max(self.scores_list[s] for s in candidates)
        self.winner_seats = tuple(s for s in candidates if self.scores_list[s] == best)
        self.is_over = True
        self.end_reason = reason
        self._log(GameOver(winners=self.winner_seats, reason=reason, target=self.target,
                           scores=tuple(self.scores_list)))

    # -- secrecy ----------------------------------------------------------------------------------
    def view(self, seat: int | None) -> State:
        """As GameState.view (same result), with the log filtered incrementally (see
        ``_visible_events``). The view holds nothing of this state: no reference to it, and no
        event another seat may not see (a computer player is given views)."""
        v = self.copy()  # lists are shared safely: see copy
        v.dice, v.seed, v._seen = None, VIEW_SEED, {}
        v.events = self._visible_events(seat)  # its own list: the cache's is never extended
        if self.step in SECRET_STEPS:
            v._redact(seat)
        return v

    def _visible_events(self, seat: int | None) -> list[Event]:
        # The base view filters the whole log on every call, which makes a game quadratic in its
        # length and the driver too slow for the 500 random games a second it must play. The log
        # only grows, and copies share their Event objects, so the filtered log of an ancestor
        # (recognised by the identity of its last event at the same place) is extended with the
        # new events only.
        events = self.events
        entry = self._seen.get(seat)
        done, seen = 0, []
        if entry is not None:
            count, last, cached = entry
            if 0 < count <= len(events) and events[count - 1] is last:
                done, seen = count, cached
        if seat is None:
            fresh = [e for e in events[done:] if e.seats is None]
        else:
            fresh = [e for e in events[done:] if e.seats is None or seat in e.seats]
        if fresh:
            seen = seen + fresh  # a new list: a list handed out is never extended in place
        self._seen[seat] = (len(events), events[-1] if events else None, seen)
        return seen

    def _redact(self, seat: int | None) -> None:
        # a view shows that a seat has chosen, never what, except to that seat itself
        if self.step in SECRET_STEPS:
            # what the table sees is kept up to date by _set_face, so a view only adds its own face
            pending = self._table_pending
            if seat is not None and self.pending[seat] is not None:
                pending = pending.copy()
                pending[seat] = self.pending[seat]
            self.pending = pending

    # -- saving: the fields are declared above; what ties them together ---------------------------
    def _after_load(self) -> None:
        """Every value of a saved game must be one the rules can reach."""
        winners, first, minimum = self.winner_seats, self.first_faces, self.minimum_total
        if (self.end_reason == "") != (not winners):
            raise ValueError("end_reason")
        if any(f is not None and (self.step not in SECRET_STEPS or not self.in_game[s])
               for s, f in enumerate(self.pending)):
            raise ValueError("pending face outside a secret step or for an eliminated seat")
        if self.step in (TALK_BEFORE_FIRST, FIRST_SECRET):
            if minimum is not None or first is not None:
                raise ValueError("minimum total before the first reveal")
        else:
            if first is None or minimum is None:
                raise ValueError("no minimum total after the first reveal")
            if not winners and [f is not None for f in first] != self.in_game:
                raise ValueError("first_faces: one face per player in the game")
            if minimum != sum(f for f in first if f is not None):
                raise ValueError("minimum_total is not the sum of the first faces")
        if not winners:
            if sum(self.in_game) < 2:
                raise ValueError("a game going on needs two players in it")
            # between rounds every player in the game has 0 or more; a face can take 6 off mid-round
            floor = 0 if self.step in (TALK_BEFORE_FIRST, FIRST_SECRET) else -6
            if any(here and not floor <= v <= self.target for v, here in zip(self.scores_list, self.in_game)):
                raise ValueError("score of a player in the game")
        self.is_over = bool(winners)
        self.to_act = self._find_to_act()


def new_game(seats: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> State:
    """A new game of Magouille for ``seats`` players (3 to 8), at step 1 of round 1."""
    return State(seats, options, seed)


def game_tally(final: State) -> dict[str, int]:
    """What ``ludicitude simulate`` counts in a finished game: its rounds, the rounds where
    someone scored, and whether it ended by points (a player passed the target) rather than by
    eliminations. The share of games won by points is ``won_by_points / games``; of rounds scored,
    ``rounds_scored / rounds``."""
    scored = sum(1 for e in final.events if type(e) is Scored)
    return {"rounds": final.round, "rounds_scored": scored, "won_by_points": int(final.end_reason == "target")}


ACTION_TYPES = (EndTalk, SetFace)


# -- the log, declared (events.py): a save's events are checked against it on load ----------------
State.log_schema = LOG_SCHEMA = schema_of(EVENT_TYPES)
