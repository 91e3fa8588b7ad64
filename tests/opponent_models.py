"""Models of the other players built from their play, for the test opponent at the dice games.

At Quatre Cartes, Corsaire and Cadenas nothing is hidden but the dice to come, so what the test
opponent (``tests/model_search.py``) can learn about a rival is how it plays. Each model reads
a view's events (the public log, nothing else) and keeps, for every seat, how often it pushed its
luck at each kind of decision it was seen to take:

- **Quatre Cartes**: ending a turn with dice left, did it go on (``continued``) or stop; by the
  dice it still held (1, 2, 3, 4, 5 or more);
- **Corsaire**: with rerolls left, did it roll again or stop; by the rerolls left, whether the
  dice already made a result, and the crossed bones showing (0, 1, 2);
- **Cadenas**: offered the white sum with a row it could cross, did it cross or pass; by the
  fewest boxes that cross would skip (0, 1, 2, 3 or more), the sheets replayed from the log.

A modelled player (``modelled``) is the game's normal player whose push-or-stop choice is
redrawn from that record: a seat's rate in the decision's kind, shrunk towards its rate over
all its decisions, itself shrunk towards what the normal player would do here (``PRIOR``
decisions' worth each), so an unseen seat plays as the normal player and a seat seen always
stopping is played as always stopping.
"""

from __future__ import annotations

from typing import Any

from ludicitude.core.dice import Dice
from ludicitude.core.game import GameState

#: how many observed decisions the prior (the normal player's choice) is worth
PRIOR = 2.0


class PushRecord:
    """Every seat's pushes and decisions, by the kind of decision (``bucket``)."""

    def __init__(self) -> None:
        self.by_bucket: dict[tuple[int, Any], list[int]] = {}
        self.by_seat: dict[int, list[int]] = {}
        self.read = 0
        self.restart()

    def note(self, seat: int, bucket: Any, pushed: bool) -> None:
        for record in (self.by_bucket.setdefault((seat, bucket), [0, 0]), self.by_seat.setdefault(seat, [0, 0])):
            record[0] += pushed
            record[1] += 1

    def chance(self, seat: int, bucket: Any, normal_pushes: bool) -> float:
        """The chance that ``seat`` pushes on in a decision of kind ``bucket``, where the normal
        player would push (``normal_pushes``) or not (module text)."""
        pushed, seen = self.by_seat.get(seat, (0, 0))
        overall = (pushed + PRIOR * normal_pushes) / (seen + PRIOR)
        pushed, seen = self.by_bucket.get((seat, bucket), (0, 0))
        return (pushed + PRIOR * overall) / (seen + PRIOR)

    def fresh_events(self, view: GameState) -> list[Any]:
        """The events not read yet (all of them again after the log went back: a new game)."""
        events = view.events
        if len(events) < self.read:
            self.by_bucket, self.by_seat, self.read = {}, {}, 0
            self.restart()
        new = events[self.read:]
        self.read = len(events)
        return new

    def restart(self) -> None:
        """Forget what the replay of a game keeps (subclasses)."""

    def watch(self, view: GameState) -> None:
        """Read the view's new events (subclasses)."""


# -- Quatre Cartes ------------------------------------------------------------------------------
def cartes_bucket(in_hand: int) -> int:
    return min(in_hand, 5)


class CartesRecord(PushRecord):
    def restart(self) -> None:
        self.in_hand: list[int] = []

    def watch(self, view: GameState) -> None:
        from ludicitude.games.cartes.events import Continued, Placed, RoundStarted, Stopped

        for event in self.fresh_events(view):
            if isinstance(event, RoundStarted):
                self.in_hand = [8] * view.num_seats
            elif isinstance(event, Placed) and self.in_hand:
                self.in_hand[event.seat] -= len(event.faces)
            elif isinstance(event, (Continued, Stopped)) and self.in_hand and self.in_hand[event.seat] > 0:
                self.note(event.seat, cartes_bucket(self.in_hand[event.seat]), isinstance(event, Continued))


class CartesModelled:
    """Quatre Cartes' normal player, ending its turns as the record says."""

    def __init__(self, record: PushRecord, rng: Dice) -> None:
        from ludicitude.games.cartes.bots import SensibleBot

        self.normal, self.record, self.rng = SensibleBot(), record, rng

    def choose(self, view: Any, seat: int) -> Any:
        from ludicitude.games.cartes.bots import _stop_taking_back_the_worst
        from ludicitude.games.cartes.rules import Continue

        move = self.normal.choose(view, seat)
        if isinstance(move, Continue):
            p = self.record.chance(seat, cartes_bucket(view.in_hand[seat]), True)
            if self.rng.below(1 << 20) >= p * (1 << 20):
                return _stop_taking_back_the_worst(view, seat)
        return move


# -- Corsaire -------------------------------------------------------------------------------------
def corsaire_bucket(faces: tuple[int, ...], rerolls_left: int) -> tuple[int, bool, int]:
    from ludicitude.games.corsaire.rules import CROSSED_BONES, pair_count

    five = len(set(faces)) == 1 and faces[0] != CROSSED_BONES
    return rerolls_left, pair_count(faces) > 0 or five, faces.count(CROSSED_BONES)


class CorsaireRecord(PushRecord):
    def restart(self) -> None:
        self.pending: tuple[int, Any] | None = None
        self.rerolls = 0

    def watch(self, view: GameState) -> None:
        from ludicitude.games.corsaire.events import Rolled, Stopped
        from ludicitude.games.corsaire.rules import MAX_REROLLS, is_bust

        for event in self.fresh_events(view):
            if isinstance(event, Rolled):
                if event.first:
                    self.pending, self.rerolls = None, 0
                else:
                    if self.pending is not None and self.pending[0] == event.seat:
                        self.note(*self.pending, True)
                    self.rerolls += 1
                faces = tuple(event.faces)
                left = MAX_REROLLS - self.rerolls
                self.pending = (event.seat, corsaire_bucket(faces, left)) if left > 0 and not is_bust(faces) else None
            elif isinstance(event, Stopped) and self.pending is not None and self.pending[0] == event.seat:
                self.note(*self.pending, False)
                self.pending = None


def best_reroll(bot: Any, view: Any, seat: int) -> Any:
    """The normal player's best reroll, even where it would rather stop."""
    from ludicitude.games.corsaire.bots import _dice_to_reroll, _tables
    from ludicitude.games.corsaire.rules import Reroll

    tables = _tables()
    final = bot.hand_values(view, seat)
    if view.rerolls_left >= 2:
        once_more = bot._after_one_reroll(final)
        values = [v if tables.busts[i] else max([v, *(once_more[k] for k in tables.keeps[i])])
                  for i, v in enumerate(final)]
    else:
        values = final
    keeps = tables.keeps[tables.index[tuple(sorted(view.faces))]]
    best = max(keeps, key=lambda k: sum(p * values[i] for p, i in tables.outcomes[k]))
    return Reroll(_dice_to_reroll(view.faces, best))


class CorsaireModelled:
    """Corsaire's normal player, rolling again or stopping as the record says."""

    def __init__(self, record: PushRecord, rng: Dice) -> None:
        from ludicitude.games.corsaire.bots import CorsaireBot

        self.normal, self.record, self.rng = CorsaireBot(), record, rng

    def choose(self, view: Any, seat: int) -> Any:
        from ludicitude.games.corsaire.rules import ROLLING, Reroll, StopRolling

        move = self.normal.choose(view, seat)
        if view.phase != ROLLING or not any(isinstance(a, Reroll) for a in view.legal_actions(seat)):
            return move
        pushes = isinstance(move, Reroll)
        p = self.record.chance(seat, corsaire_bucket(tuple(view.faces), view.rerolls_left), pushes)
        if self.rng.below(1 << 20) < p * (1 << 20):
            return move if pushes else best_reroll(self.normal, view, seat)
        return StopRolling()


# -- Cadenas -------------------------------------------------------------------------------------
def cadenas_skip(last: list[int], crosses: list[int], closed: set[str], number: int) -> int | None:
    """The fewest boxes a cross of ``number`` would skip on a sheet (``last`` position crossed
    and ``crosses`` of each row), None if no row takes it."""
    from ludicitude.games.cadenas.rules import CROSSES_BEFORE_LOCK, LAST_POSITION, ROWS, position_of

    skips = [position_of(row, number) - last[r] - 1 for r, row in enumerate(ROWS)
             if row not in closed and position_of(row, number) > last[r]
             and (position_of(row, number) != LAST_POSITION or crosses[r] >= CROSSES_BEFORE_LOCK)]
    return min(skips) if skips else None


class CadenasRecord(PushRecord):
    def restart(self) -> None:
        self.last: list[list[int]] = []
        self.crosses: list[list[int]] = []
        self.closed: set[str] = set()
        self.white_sum = 0

    def watch(self, view: GameState) -> None:
        from ludicitude.games.cadenas.events import Crossed, Passed, Rolled, RowClosed
        from ludicitude.games.cadenas.rules import ROW_INDEX, position_of

        if not self.last:
            self.last = [[-1] * 4 for _ in range(view.num_seats)]
            self.crosses = [[0] * 4 for _ in range(view.num_seats)]
        for event in self.fresh_events(view):
            if isinstance(event, Rolled):
                self.white_sum = sum(event.whites)
            elif isinstance(event, (Crossed, Passed)) and event.action == 1:
                seat = event.seat
                skip = cadenas_skip(self.last[seat], self.crosses[seat], self.closed, self.white_sum)
                if skip is not None:
                    self.note(seat, min(skip, 3), isinstance(event, Crossed))
            if isinstance(event, Crossed):
                r = ROW_INDEX[event.row]
                self.last[event.seat][r] = position_of(event.row, event.number)
                self.crosses[event.seat][r] += 1
            elif isinstance(event, RowClosed):
                self.closed.add(event.row)


class CadenasModelled:
    """Cadenas's normal player, taking or leaving the white sum as the record says."""

    def __init__(self, record: PushRecord, rng: Dice) -> None:
        from ludicitude.games.cadenas.bots import SensibleBot

        self.normal, self.record, self.rng = SensibleBot(rng.below(1 << 30)), record, rng

    def choose(self, view: Any, seat: int) -> Any:
        from ludicitude.games.cadenas.rules import Cross, Pass

        move = self.normal.choose(view, seat)
        crosses = [a for a in view.legal_actions(seat) if isinstance(a, Cross)]
        if view.action != 1 or not crosses:
            return move
        last = [max(m, default=-1) for m in view.marks[seat]]
        counts = [len(m) for m in view.marks[seat]]
        skip = cadenas_skip(last, counts, set(view.closed), view.white_sum)
        p = self.record.chance(seat, min(skip if skip is not None else 0, 3), isinstance(move, Cross))
        if self.rng.below(1 << 20) < p * (1 << 20):
            if isinstance(move, Cross):
                return move
            return max(crosses, key=lambda a: self.normal._cross_value(view, seat, a.row, view.white_sum))
        return Pass()


#: the record and the modelled player of each game
MODELS: dict[str, tuple[type[PushRecord], Any]] = {
    "cartes": (CartesRecord, CartesModelled),
    "corsaire": (CorsaireRecord, CorsaireModelled),
    "cadenas": (CadenasRecord, CadenasModelled),
}
