"""What a sample of games must reach for a test over it to prove something: every kind of event
in each game's log, every way a game ends, a shared victory, every value of every option, and each
game's rare rulings. A test over a few chosen games asserts that they reach all of it, so the
sample can be small and still provably touch every rule a save or an invariant has to carry."""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Callable, Iterator
from typing import Any

from ludicitude.core.driver import play
from ludicitude.core.game import GameState
from ludicitude.games import GAMES
from ludicitude.games.cartes import events as cartes_events
from ludicitude.games.magouille import events as magouille_events
from tests.sizes import LONG

Table = tuple[int, int, dict[str, Any], list[str]]  # seed, seats, options, kinds of players

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
        if hasattr(event, "reason"):
            out.add(f"{event.kind}: {event.reason}")
        if hasattr(event, "action"):
            out.add(f"{event.kind}: action {event.action}")
        if isinstance(event, magouille_events.Scored) and event.cancelled:
            out.add("scored: with cancelled faces")
        if isinstance(event, cartes_events.Stopped) and event.take_back:
            out.add("stopped: taking dice back")
    if len(state.winners) > 1:
        out.add("shared victory")
    return out


def tables(game: Any, *, max_seats: int = 3) -> Iterator[Table]:
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


def play_table(game_id: str, table: Table,
               on_action: Callable[[GameState, int, Any, GameState], None] | None = None) -> GameState:
    """The game of ``table`` played to its end by its computer players (the same game every time)."""
    game = GAMES[game_id]
    seed, seats, options, kinds = table
    bots = game.module("bots")
    players = [bots.make_bot(kind, seed * 10 + i) for i, kind in enumerate(kinds)]
    return play(game.module("rules").new_game(seats, options, seed), players, on_action=on_action)


#: The tables (by seed) that ``scan`` chose, each reaching something the ones before did not: the
#: default run plays only these, since scanning costs hundreds of games (Magouille's last
#: milestone comes at the 364th table). When a change to a game's rules or computers moves them,
#: the tests over the sample fail naming what is no longer reached: print the new seeds with
#: ``python -m tests.games.milestones`` and write them here. The long run always scans.
FOUND: dict[str, tuple[int, ...]] = {
    "magouille": (0, 1, 2, 16, 313, 363),
    "cartes": (0, 38),
    "cadenas": (0, 1, 6, 8),
    "corsaire": (0, 13, 159, 200),
}


@functools.cache
def sample(game_id: str, first: int = 0, *, looked_at: int = 1000) -> tuple[Table, ...]:
    """The first ``first`` tables of the sequence, then the tables ``scan`` chose (``FOUND``; the
    long run scans afresh). The tests that use it assert that the sample's games do reach all of
    ``EVERY``."""
    if LONG:
        return scan(game_id, first, looked_at=looked_at)
    chosen = FOUND[game_id]
    end = max(first, max(chosen) + 1)
    return tuple(t for t in itertools.takewhile(lambda t: t[0] < end, tables(GAMES[game_id]))
                 if t[0] < first or t[0] in chosen)


def scan(game_id: str, first: int = 0, *, looked_at: int = 1000) -> tuple[Table, ...]:
    """The first ``first`` tables of the sequence, then each later one whose game reaches something
    the games before it did not, until together they reach ``EVERY`` (or ``looked_at`` tables were
    played)."""
    chosen: list[Table] = []
    seen: set[str] = set()
    for table in tables(GAMES[game_id]):
        if table[0] >= max(first, looked_at) or (table[0] >= first and seen == EVERY[game_id]):
            break
        new = reached(play_table(game_id, table)) - seen
        if table[0] < first or new:
            chosen.append(table)
            seen |= new
    return tuple(chosen)


if __name__ == "__main__":
    for name in EVERY:
        print(name, tuple(t[0] for t in scan(name)))
