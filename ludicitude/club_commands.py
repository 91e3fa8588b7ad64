"""``ludicitude results [--json|--csv]`` and ``ludicitude stats [--json]``: the club's results,
leaderboards and players' statistics on the command line, for a club's spreadsheet; and
``ludicitude players`` to rename a player or merge two names into one.

Problems with the database (a row that can't be read, a database that can't be used) are said
on standard error; what can be read is printed all the same.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
import time
from collections.abc import Sequence

from ludicitude.club.results import Result


def _when(timestamp: float) -> str:
    try:
        return time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(timestamp))
    except (OverflowError, OSError, ValueError):
        return ""


def _results_and_problems() -> list[Result]:
    from ludicitude import saves

    results, problems = saves.load_results()
    for problem in problems:
        print(f"ludicitude: {problem}", file=sys.stderr)
    return results


def results_main(argv: Sequence[str]) -> int:
    p = argparse.ArgumentParser(prog="ludicitude results",
                                description="Every finished game, oldest first (as the club's database keeps them).")
    out = p.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="one JSON list of results")
    out.add_argument("--csv", action="store_true", help="CSV, one row per seat of each game")
    args = p.parse_args(argv)
    results = _results_and_problems()
    if args.json:
        json.dump([r.to_dict() for r in results], sys.stdout, ensure_ascii=False, indent=1)
        print()
    elif args.csv:
        writer = csv.writer(sys.stdout, lineterminator="\n")
        writer.writerow(["id", "game", "finished", "seat", "player", "kind", "score", "won"])
        for r in results:
            for seat, name in enumerate(r.labels):  # a computer by its one name: "⚙ Robin (expert)"
                writer.writerow([r.save_id, r.game_id, _when(r.finished_at), seat + 1, name, r.kind(seat),
                                 r.scores[seat], int(seat in r.winners)])
    else:
        from ludicitude.games import GAMES

        for r in results:
            seats = ", ".join(f"{n}{'*' if s in r.winners else ''} {sc}"
                              for s, (n, sc) in enumerate(zip(r.labels, r.scores)))
            print(f"{_when(r.finished_at)}  {GAMES[r.game_id].name:<14} {seats}")
        from ludicitude.club.stats import games_count

        print(f"{games_count(len(results))} (* won)")
    return 0


def stats_main(argv: Sequence[str]) -> int:
    p = argparse.ArgumentParser(prog="ludicitude stats",
                                description="Leaderboards (openskill ratings) per game and each player's statistics.")
    p.add_argument("--json", action="store_true", help="as JSON")
    args = p.parse_args(argv)
    _results_and_problems()  # the import, and problems said once
    from ludicitude.club.stats import all_stats
    from ludicitude.games import GAMES

    stats = all_stats()
    if args.json:
        json.dump(stats, sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    for game_id, board in stats["leaderboards"].items():
        if not board:
            continue
        print(f"{GAMES[game_id].name}")
        for place, r in enumerate(board, 1):
            print(f"  {place:>3}. {r['player']:<24} {r['ordinal']:7.2f}  {r['played']:>4} played {r['won']:>4} won")
    for pl in stats["players"]:
        print(f"{pl['player']}: {pl['played']} played, {pl['won']} won ({100 * pl['win_rate']:.0f} %)")
        for g in pl["games"]:
            print(f"  {GAMES[g['game_id']].name:<14} {g['played']:>4} played {g['won']:>4} won, "
                  f"average {g['average']:.1f}, best {g['best']}")
    return 0


def players_main(argv: Sequence[str]) -> int:
    from ludicitude.club import db
    from ludicitude.club.database import StoreError

    p = argparse.ArgumentParser(prog="ludicitude players", description="The players the club knows.")
    sub = p.add_subparsers(dest="what")
    sub.add_parser("list", help="every known player, the most recent first")
    rename = sub.add_parser("rename", help="a player goes by a new name (their games stay theirs)")
    rename.add_argument("old")
    rename.add_argument("new")
    merge = sub.add_parser("merge", help="two names are one player: the second's games count for the first")
    merge.add_argument("keep")
    merge.add_argument("other")
    args = p.parse_args(argv)
    _results_and_problems()
    try:
        if args.what == "rename":
            db.rename_player(args.old, args.new)
        elif args.what == "merge":
            db.merge_players(args.keep, args.other)
    except (StoreError, ValueError) as exc:
        print(f"ludicitude players: {exc}", file=sys.stderr)
        return 2
    for player in db.known_players():
        print(player.name)
    return 0
