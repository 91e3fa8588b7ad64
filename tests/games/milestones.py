"""What a sample of games must reach for a test over it to prove something: every kind of event
in each game's log, every way a game ends, a shared victory, every value of every option, and each
game's rare rulings. A test over a few chosen games asserts that they reach all of it, so the
sample can be small and still provably touch every rule a save or an invariant has to carry."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from ludicitude.core.game import GameState

#: Everything a sample of each game must reach (names as ``reached`` gives them).
EVERY: dict[str, frozenset[str]] = {
    "magouille": frozenset({
        "round_started", "talk_ended", "face_set", "chosen", "revealed", "scored", "nobody_scores",
        "lost", "eliminated", "game_over",
        "game_over: target", "game_over: last_standing", "game_over: all_eliminated",
        "scored: with cancelled faces", "shared victory", "length: normal", "length: short",
    }),
    "cartes": frozenset({
        "round_started", "rolled", "placed", "continued", "stopped", "card_scored", "round_scored",
        "game_over", "stopped: taking dice back", "shared victory",
    }),
    "cadenas": frozenset({
        "roll", "cross", "pass", "lock", "grey_box", "row_closed", "game_end",
        "cross: action 1", "cross: action 2", "pass: action 1", "pass: action 2",
        "game_end: locks", "game_end: grey_boxes", "shared victory",
        "penalty: as_written", "penalty: classic",
    }),
    "corsaire": frozenset({
        "roll", "bust", "stop", "no_result", "cannon", "skull", "five_coins", "five_skulls",
        "five_cannons", "bank_empty", "game_over", "shared victory",
    }),
}


def reached(state: GameState) -> set[str]:
    """What the game that led to ``state`` reached: its events' kinds, the reasons and actions
    they name, a shared victory, and its options."""
    out = {f"{key}: {value}" for key, value in state.options.items()}
    for event in state.events:
        out.add(event.kind)
        data = event.data
        if "reason" in data:
            out.add(f"{event.kind}: {data['reason']}")
        if "action" in data:
            out.add(f"{event.kind}: action {data['action']}")
        if event.kind == "scored" and data.get("cancelled"):
            out.add("scored: with cancelled faces")
        if event.kind == "stopped" and data.get("take_back"):
            out.add("stopped: taking dice back")
    if len(state.winners) > 1:
        out.add("shared victory")
    return out


def tables(game: Any, *, max_seats: int = 3) -> Iterator[tuple[int, int, dict[str, Any], list[str]]]:
    """An endless, fixed sequence of (seed, seats, options, player kinds) for ``game``: 2 or 3
    seats (Magouille: 3), every option value, computer players sensible ("cpu") or random."""
    rng = random.Random(game.id)
    spec = game.module("rules").State.options_spec
    seed = 0
    while True:
        seats = rng.randint(game.min_seats, min(game.max_seats, max_seats))
        options = {o.key: rng.choice(o.choices)[0] for o in spec}
        kinds = [rng.choice(("cpu", "random")) for _ in range(seats)]
        yield seed, seats, options, kinds
        seed += 1
