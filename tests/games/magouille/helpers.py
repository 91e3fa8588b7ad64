"""Shared helpers for the Magouille tests: set up scores, play the steps of a round."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from typing import TypeVar

from ludicitude.games.magouille import rules

E = TypeVar("E")


def game(scores: Sequence[int], *, length: str = "normal", in_game: Sequence[bool] | None = None,
         seed: int = 0) -> rules.State:
    """A new game at step 1 of round 1 with the given scores, built through a save so that it is
    checked like any loaded game."""
    state = rules.new_game(len(scores), {"length": length}, seed)
    d = json.loads(json.dumps(state.to_dict()))
    d["data"]["scores"] = list(scores)
    if in_game is not None:
        d["data"]["in_game"] = list(in_game)
    return rules.State.from_dict(d)


def end_talk(state: rules.State) -> rules.State:
    """The seat speaking for the table moves on."""
    return state.apply(state.to_act[0], rules.EndTalk())


def set_faces(state: rules.State, faces: Sequence[int]) -> rules.State:
    """Every player still in the game, in seat order, secretly sets the next of ``faces``."""
    seats = state.players_in_game
    assert len(seats) == len(faces), "one face per player in the game"
    for seat, face in zip(seats, faces):
        state = state.apply(seat, rules.SetFace(face))
    return state


def first_half(state: rules.State, first: Sequence[int]) -> rules.State:
    """Steps 1 and 2: talk, then the first secret faces and their reveal."""
    return set_faces(end_talk(state), first)


def play_round(state: rules.State, first: Sequence[int], final: Sequence[int]) -> rules.State:
    """The four steps of one round with the given faces (players in the game, in seat order)."""
    return set_faces(end_talk(first_half(state, first)), final)


def events_of(state: rules.State, kind: type[E]) -> list[E]:
    return [e for e in state.events if isinstance(e, kind)]


def reference_deltas(final_faces: dict[int, int], minimum_total: int) -> dict[int, int]:
    """The card's resolution written another way, for checking: seat -> points won or lost."""
    final_total = sum(final_faces.values())
    if final_total >= minimum_total:
        counts = Counter(final_faces.values())
        alone = [face for face, n in counts.items() if n == 1]
        if not alone:
            return {}
        (seat,) = [s for s, f in final_faces.items() if f == min(alone)]
        return {seat: minimum_total}
    smallest = min(final_faces.values())
    return {s: -minimum_total for s, f in final_faces.items() if f == smallest}
