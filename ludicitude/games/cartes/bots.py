"""Computer players for Quatre Cartes: random-legal, and a sensible one.

The sensible player picks among ``legal_actions`` only (the rules core is the one source of
truth). Each call it makes one placement: first the cards where its dice count most (Idem, a
Suite, a small Neuf), then high faces on Maxi; it keeps weak dice for a reroll while it has
many left, and lowers its standards as they run out. It always continues while it has dice,
because an extra die only ever improves a card; when it stops it takes back the card that
would cost it the most.
"""

from __future__ import annotations

from typing import Any

from ludicitude.core.bots import Bot, choose_bot
from ludicitude.core.game import GameState
from ludicitude.games.cartes.rules import (
    IDEM,
    MAXI,
    NEUF,
    SUITE,
    Continue,
    Place,
    State,
    Stop,
    card_points_now,
)


class SensibleBot:
    """Weighs where each die helps most, and stops only when out of dice."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: GameState, seat: int) -> Any:
        assert isinstance(view, State)
        legal = view.legal_actions(seat)
        places = [a for a in legal if isinstance(a, Place)]
        ends = [a for a in legal if not isinstance(a, Place)]
        chosen = self._good_place(view, seat, places)
        if chosen is not None:
            return chosen
        if not ends:  # at least one die must be placed: the least bad one
            return max(places, key=lambda p: self._fallback_value(view, seat, p))
        if any(isinstance(a, Continue) for a in ends):
            return Continue()
        return self._stop(view, seat)

    def _good_place(self, view: State, seat: int, places: list[Place]) -> Place | None:
        left = view.in_hand[seat]
        late = left <= 3
        by_card: dict[str, list[Place]] = {}
        for p in places:
            by_card.setdefault(p.card, []).append(p)
        idem = by_card.get(IDEM, [])
        if idem:
            best = max(idem, key=lambda p: (len(p.faces), p.faces[0]))
            holding = view.combination(seat, IDEM)
            if holding or len(best.faces) >= 3 or best.faces[0] >= 4 or late:
                return best
        suite = by_card.get(SUITE, [])
        if suite:
            best = max(suite, key=lambda p: (len(p.faces), p.faces[-1]))
            if view.combination(seat, SUITE) or len(best.faces) >= 3 or late:
                return best
        neuf = [p for p in by_card.get(NEUF, []) if len(p.faces) <= (4 if late else 3)]
        if neuf:
            return max(neuf, key=lambda p: (sum(p.faces), -len(p.faces)))
        threshold = 1 if left <= 1 else 3 if late else 5
        maxi = [p for p in by_card.get(MAXI, []) if min(p.faces) >= threshold]
        if maxi:
            return max(maxi, key=lambda p: (len(p.faces), sum(p.faces)))
        return None

    def _fallback_value(self, view: State, seat: int, place: Place) -> tuple[int, int]:
        # Prefer growing a card already held (it only gets better), then the highest dice.
        held = 1 if view.combination(seat, place.card) else 0
        return (held if place.card != MAXI else 0, sum(place.faces) - 4 * len(place.faces))

    def _stop(self, view: State, seat: int) -> Stop:
        now = card_points_now(view, seat)
        worst = min(now, key=lambda card: now[card])
        return Stop(worst if now[worst] < 0 else None)


def make_bot(kind: str, seed: int) -> Bot:
    """``"cpu"``: the sensible player; ``"random"``: uniformly random legal actions."""
    return choose_bot(kind, seed, SensibleBot)
