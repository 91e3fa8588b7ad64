"""Long measurements of the computer players against the test opponent, cell by cell, each cell
with a fixed budget of processor time, each deal's games written to a file as the deal ends.

A cell is a game and the kinds round its table ("cartes:mc,flat", "magouille:mc,expert,expert").
The cell that has spent least plays its next deal (every deal played once in each rotation of the
seats, as ``tests/mc_opponent.measure`` does) until each has spent its budget, so that every cell
has about the same time whenever the run is stopped; a stopped run keeps every game written. ``--report`` reads
such a file and prints every cell's games and each kind's wins with the 95 % interval (Wilson).

``--to-first-out`` ends a game as soon as the first kind's seat is out of it (Magouille's
eliminations): that seat can no longer win, so its wins are counted exactly, and the long end
between the others (hundreds of rounds between six experts) is not played; the others' wins are
then not counted (the report names the cell's games so stopped).

    nice -n 15 python -m tests.measure_opponent --out runs.jsonl --minutes 4 \\
        cartes:mc,flat corsaire:expert,mc magouille:mc,expert,expert
    python -m tests.measure_opponent --report runs.jsonl
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ludicitude.core.driver import _rate, play
from tests.mc_opponent import make_player


def play_deal(game_id: str, kinds: Sequence[str], deal: int, seed: int,
              to_first_out: bool = False) -> list[dict[str, Any]]:
    """Deal ``deal`` played once in each rotation of ``kinds``: one record a game. ``to_first_out``:
    each game stopped once the seat of ``kinds[0]`` is out of it (module docstring)."""
    from ludicitude.games import GAMES

    rules = GAMES[game_id].module("rules")
    n = len(kinds)
    out = []
    for shift in range(n):
        order = [(i + shift) % n for i in range(n)]  # order[seat] = index into kinds
        players = [make_player(game_id, kinds[k], seed * 1_000_003 + deal * 31 + seat) for seat, k in enumerate(order)]
        start = time.process_time()
        state = rules.new_game(n, None, seed * 1_000_003 + deal)
        first = order.index(0)
        while to_first_out and not state.is_over and first in getattr(state, "players_in_game", (first,)):
            seat = state.to_act[0]
            state = state.apply(seat, players[seat].choose(state.view(seat), seat))
        cut = to_first_out and not state.is_over
        final = state if cut else play(state, players)
        out.append({"cell": f"{game_id}:{','.join(kinds)}", "deal": deal, "shift": shift,
                    "seats": [kinds[k] for k in order], "winners": [] if cut else [order[s] for s in final.winners],
                    "scores": list(final.scores), "cpu_s": round(time.process_time() - start, 2),
                    **({"cut": True} if cut else {})})
    return out


def run(cells: Sequence[str], out: Path, minutes: float, seed: int, to_first_out: bool = False) -> None:
    """A deal at a time for the cell that has spent least, until each has spent ``minutes`` of
    processor time (so a stopped run has given every cell about the same time)."""
    caps = [int(c.split("@")[1]) if "@" in c else None for c in cells]  # "cell@N": N games at most
    cells = [c.split("@")[0] for c in cells]
    done = [0] * len(cells)
    spent = [0.0] * len(cells)
    if out.exists():  # go on from a stopped run: its deals are kept, the next ones played
        for line in out.read_text().splitlines():
            record = json.loads(line)
            if record["cell"] in cells:
                i = cells.index(record["cell"])
                done[i] = max(done[i], record["deal"] + 1)
                spent[i] += record["cpu_s"]
    def open_cells() -> list[int]:
        return [k for k in range(len(cells)) if spent[k] < minutes * 60
                and (caps[k] is None or done[k] * len(cells[k].split(",")) < caps[k])]

    while open_cells():
        i = min(open_cells(), key=lambda k: spent[k])
        game_id, kinds = cells[i].split(":")
        records = play_deal(game_id, kinds.split(","), done[i], seed, to_first_out)
        with out.open("a") as f:
            for r in records:
                f.write(json.dumps(r) + "\n")
        done[i] += 1
        spent[i] += sum(r["cpu_s"] for r in records)
        print(f"{cells[i]}: {done[i]} deals, {spent[i]:.0f} s", flush=True)


def report(path: Path) -> list[dict[str, Any]]:
    """Every cell's games and each kind's wins (a shared win counts for each winner)."""
    cells: dict[str, list[dict[str, Any]]] = {}
    for line in path.read_text().splitlines():
        record = json.loads(line)
        cells.setdefault(record["cell"], []).append(record)
    rows = []
    for cell, records in cells.items():
        kinds = cell.split(":")[1].split(",")
        deals = {r["deal"] for r in records if sum(q["deal"] == r["deal"] for q in records) == len(kinds)}
        whole = [r for r in records if r["deal"] in deals]  # whole deals only: every seat rotation
        wins = [sum(k in r["winners"] for r in whole) for k in range(len(kinds))]
        rows.append({"cell": cell, "games": len(whole), "kinds": kinds, "wins": wins,
                     "cut": sum(bool(r.get("cut")) for r in whole),
                     "rates": [_rate(w, len(whole)) for w in wins],
                     "cpu_s_per_game": round(sum(r["cpu_s"] for r in whole) / max(1, len(whole)), 1)})
    return rows


def main() -> None:
    p = argparse.ArgumentParser(prog="python -m tests.measure_opponent", description=__doc__.splitlines()[0])
    p.add_argument("cells", nargs="*", help='e.g. "cartes:mc,flat", or "cartes:mc,flat@40" for 40 games at most')
    p.add_argument("--out", type=Path, help="the file the games are written to (one JSON line a game)")
    p.add_argument("--minutes", type=float, default=4.0, help="processor minutes for each cell")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--to-first-out", action="store_true",
                   help="stop each game once the first kind's seat is out (its wins stay exact)")
    p.add_argument("--report", type=Path, help="print a file's figures instead")
    args = p.parse_args()
    if args.report:
        for row in report(args.report):
            shown = 1 if row["cut"] else len(row["kinds"])  # a stopped game's other winners are unknown
            rates = ", ".join(f"{k} {w} ({r['rate']:.1%} [{r['low']:.1%}, {r['high']:.1%}])"
                              for k, w, r in list(zip(row["kinds"], row["wins"], row["rates"]))[:shown])
            cut = f" ({row['cut']} stopped when {row['kinds'][0]} was out)" if row["cut"] else ""
            print(f"{row['cell']}: {row['games']} games{cut}: {rates}; {row['cpu_s_per_game']} s a game")
        return
    if not args.out or not args.cells:
        p.error("give the cells and --out, or --report FILE")
    run(args.cells, args.out, args.minutes, args.seed, args.to_first_out)


if __name__ == "__main__":
    main()
