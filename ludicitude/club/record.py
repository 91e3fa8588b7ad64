"""A game's record: where it began and every move since, enough to replay it exactly.

The dice live inside the state (its generator's position is part of ``to_dict``), so replaying
the moves through the rules (``apply`` and ``close_shared``) from the start state reaches every
position the table saw, the final one included: replays and the end screen's chart read it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from ludicitude.core.errors import IllegalAction
from ludicitude.core.game import Action, GameState, action_from_dict, action_to_dict
from ludicitude.games import GAMES

#: more seats than any game has: a move naming a seat beyond it is not one Ludicitude wrote
_MAX_MOVE_SEATS = 16


@dataclass(frozen=True)
class Move:
    """One change of the game: ``shared`` is a ``close_shared`` of ``dict(zip(seats, actions))``
    (several seats chose at once); otherwise one ``apply(seats[0], actions[0])``. Each action is
    as ``action_to_dict`` writes it."""

    seats: tuple[int, ...]
    actions: tuple[dict[str, Any], ...]
    shared: bool = False

    @classmethod
    def single(cls, seat: int, action: Action) -> Move:
        return cls((seat,), (action_to_dict(action),), False)

    @classmethod
    def closing(cls, choices: Mapping[int, Action]) -> Move:
        return cls(tuple(choices), tuple(action_to_dict(a) for a in choices.values()), True)

    def to_dict(self) -> dict[str, Any]:
        return {"seats": list(self.seats), "actions": [dict(a) for a in self.actions], "shared": self.shared}

    @classmethod
    def from_dict(cls, d: Any) -> Move:
        """ValueError if ``d`` is not a move as ``to_dict`` writes it."""
        if not isinstance(d, Mapping):
            raise ValueError("a move is not an object")
        seats, actions, shared = d.get("seats"), d.get("actions"), d.get("shared")
        if not isinstance(seats, list) or not isinstance(actions, list) or type(shared) is not bool:
            raise ValueError("a move's seats, actions or kind")
        if not all(type(s) is int and 0 <= s < _MAX_MOVE_SEATS for s in seats) or len(set(seats)) != len(seats):
            raise ValueError("a move's seats")
        if len(actions) != len(seats) or not all(isinstance(a, dict) and isinstance(a.get("type"), str)
                                                 for a in actions):
            raise ValueError("a move's actions")
        if not shared and len(seats) != 1:
            raise ValueError("a single move has one seat")
        return cls(tuple(seats), tuple(actions), shared)

    def played_on(self, state: GameState, action_types: tuple[type, ...]) -> GameState:
        """The state after this move; IllegalAction if the rules refuse it."""
        actions = [action_from_dict(a, action_types) for a in self.actions]
        if self.shared:
            return state.close_shared(dict(zip(self.seats, actions)))
        return state.apply(self.seats[0], actions[0])


@dataclass
class GameRecord:
    """``start``: the state's ``to_dict()`` where the record begins (a new game, or the position a
    save without a record was resumed from); ``moves``: every move since, oldest first."""

    game_id: str
    start: dict[str, Any]
    moves: list[Move] = field(default_factory=list)

    @classmethod
    def starting_at(cls, state: GameState) -> GameRecord:
        return cls(state.game_id, state.to_dict(), [])

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game_id, "start": self.start, "moves": [m.to_dict() for m in self.moves]}

    @classmethod
    def from_dict(cls, d: Any) -> GameRecord:
        """ValueError if ``d`` is not a record as ``to_dict`` writes it (the moves are checked for
        shape here; whether the rules accept them is seen when the record is replayed)."""
        if not isinstance(d, Mapping):
            raise ValueError("a record is not an object")
        game_id, start, moves = d.get("game"), d.get("start"), d.get("moves")
        if game_id not in GAMES or not isinstance(start, dict) or start.get("game") != game_id:
            raise ValueError("a record's game or start")
        if not isinstance(moves, list):
            raise ValueError("a record's moves")
        return cls(str(game_id), start, [Move.from_dict(m) for m in moves])

    def states(self) -> Iterator[GameState]:
        """The start state, then the state after each move. ValueError if the start can't be read
        or the rules refuse a move (a record that is not of this game)."""
        game = GAMES[self.game_id]
        state = game.state().from_dict(self.start)  # BadSave, a ValueError, in words
        yield state
        for i, move in enumerate(self.moves):
            try:
                state = move.played_on(state, game.actions())
            except IllegalAction as exc:
                raise ValueError(f"move {i + 1} of the record is refused: {exc}") from exc
            yield state

    def final_state(self) -> GameState:
        """The state after the last move (the start if there is none); ValueError as ``states``."""
        *_, last = self.states()
        return last
