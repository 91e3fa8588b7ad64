"""Example sheets for the Cadenas tests: a state set up as a player would fill a sheet."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ludicitude.games.cadenas import rules


def table(
    seats: int = 2,
    *,
    sheets: Mapping[int, Mapping[str, Sequence[int]]] | None = None,
    whites: tuple[int, int] = (3, 4),
    colours: Mapping[str, int] | None = None,
    active: int = 0,
    grey: Mapping[int, int] | None = None,
    closed: Sequence[str] = (),
    penalty: str = rules.PENALTY_AS_WRITTEN,
) -> rules.State:
    """A game at the start of ``active``'s action 1, with the given crossed *numbers* per row,
    dice faces and closed rows (whose dice are out of the game)."""
    state = rules.new_game(seats, {"penalty": penalty}, seed=1)
    state.active = active
    for seat, rows in (sheets or {}).items():
        for row, numbers in rows.items():
            state.marks[seat][rules.ROW_INDEX[row]] = tuple(rules.position_of(row, n) for n in numbers)
    for seat, count in (grey or {}).items():
        state.grey[seat] = count
    state.closed = tuple(closed)
    faces = {"red": 1, "yellow": 2, "green": 3, "blue": 4, **(colours or {})}
    state.whites = whites
    state.colours = tuple(None if row in closed else faces[row] for row in rules.ROWS)
    return state


def numbers(state: rules.State, seat: int, row: str) -> list[int]:
    """The numbers crossed in ``row`` of ``seat``'s sheet, left to right."""
    return [rules.number_at(row, p) for p in state.marks[seat][rules.ROW_INDEX[row]]]
