"""``ludicitude results [--json|--csv]`` and ``ludicitude stats [--json]``: the club's results,
leaderboards and players' statistics on the command line, for a club's spreadsheet; and
``ludicitude players`` to rename a player or merge two names into one.

Problems with the database (a row that can't be read, a database that can't be used) are said
on standard error, each once; what can be read is printed all the same. The output is written
at the end, in one go: a reader that stops reading (``results --csv | head -1``) ends the command
quietly, as Unix tools do, and a device that can't take it (a full disk, ``>/dev/full``) is said
in one line, with status 1.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ludicitude.cli import text_argument
from ludicitude.club.results import Result
from ludicitude.core.i18n import _, n_


def _when(timestamp: float) -> str:
    try:
        return time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(timestamp))
    except (OverflowError, OSError, ValueError):
        return ""


def _results(problems_said: list[str] | None = None) -> list[Result]:
    """Every result; the database's problems said on standard error, or put in ``problems_said``."""
    from ludicitude import saves

    results, problems = saves.load_results()
    for problem in problems:
        if problems_said is None:
            print(f"ludicitude: {problem}", file=sys.stderr)
        else:
            problems_said.append(problem)
    return results


def _results_and_problems(changing: bool = False) -> str | None:
    """The database's problems said on standard error. ``changing``: the command is to change
    the database, and says itself why it can't: the database's write problem (a full disk) is
    returned instead, for the command to say once."""
    from ludicitude.club.database import database

    problems: list[str] = []
    _results(problems)
    held = database().write_problem if changing and database().write_problem in problems else None
    for problem in problems:
        if problem != held:
            print(f"ludicitude: {problem}", file=sys.stderr)
    return held


def write_output(prog: str, text: str) -> int:
    """Write ``text`` to standard output: 0 once written; 0 too, quietly, if the reader has
    stopped reading (a closed pipe); 1, with one line on standard error, if it can't be written
    (a full disk)."""
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:
        _output_to_nowhere()
        return 0
    except OSError as exc:
        _output_to_nowhere()
        print(f"{prog}: can't write the output: {exc.strerror or exc}", file=sys.stderr)
        return 1
    return 0


def _output_to_nowhere() -> None:
    """What is still buffered for standard output goes nowhere: the program's own end, which
    flushes it, then raises nothing."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):
        pass


def _club_arguments(p: argparse.ArgumentParser) -> None:
    from ludicitude.cli import club_folder

    p.add_argument("--club", action="store_true",
                   help="the club's season: every table's games in the club folder (docs/club.md)")
    p.add_argument("--club-folder", type=club_folder, metavar="PATH",
                   help="the club folder (default: the one in the settings); implies --club")


def _season(prog: str, args: argparse.Namespace) -> Any:
    """With ``--club``: the club folder's season, read (its problems said on standard error);
    None without it. SystemExit(2) if no club folder is set."""
    if not (args.club or args.club_folder):
        return None
    folder = args.club_folder
    if not folder:
        from ludicitude import settings as settings_mod

        folder = settings_mod.load()[0].club_folder
    if not folder:
        print(f"{prog}: no club folder is set: give one with --club-folder PATH (docs/club.md)", file=sys.stderr)
        raise SystemExit(2)
    from ludicitude.club.standings import Season

    season = Season(Path(folder))
    season.refresh()
    for problem in season.problems():
        print(f"{prog}: {problem}", file=sys.stderr)
    return season


def results_main(argv: Sequence[str]) -> int:
    p = argparse.ArgumentParser(prog="ludicitude results",
                                description="Every finished game, oldest first (as the club's database keeps them).")
    formats = p.add_mutually_exclusive_group()
    formats.add_argument("--json", action="store_true", help="one JSON list of results")
    formats.add_argument("--csv", action="store_true", help="CSV, one row per seat of each game")
    _club_arguments(p)
    args = p.parse_args(argv)
    results = _results()
    season = _season("ludicitude results", args)
    if season is not None:
        results = season.union.results
    out = io.StringIO()
    if args.json:
        json.dump([r.to_dict() for r in results], out, ensure_ascii=False, indent=1)
        print(file=out)
    elif args.csv:
        writer = csv.writer(out, lineterminator="\n")
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
            print(f"{_when(r.finished_at)}  {GAMES[r.game_id].name:<14} {seats}", file=out)
        from ludicitude.club.stats import games_count

        print(f"{games_count(len(results))} (* won)", file=out)
    return write_output("ludicitude results", out.getvalue())


def stats_main(argv: Sequence[str]) -> int:
    p = argparse.ArgumentParser(prog="ludicitude stats",
                                description="Leaderboards (openskill ratings) per game and each player's statistics.")
    p.add_argument("--json", action="store_true", help="as JSON")
    _club_arguments(p)
    args = p.parse_args(argv)
    _results()  # the import, and problems said once
    from ludicitude.club.stats import all_stats
    from ludicitude.games import GAMES

    season = _season("ludicitude stats", args)
    stats = all_stats() if season is None else season.stats()
    out = io.StringIO()
    if args.json:
        json.dump(stats, out, ensure_ascii=False, indent=1)
        print(file=out)
        return write_output("ludicitude stats", out.getvalue())
    for game_id, board in stats["leaderboards"].items():
        if not board:
            continue
        print(f"{GAMES[game_id].name}", file=out)
        for place, r in enumerate(board, 1):
            print(f"  {place:>3}. {r['player']:<24} {r['ordinal']:7.2f}  {r['played']:>4} played {r['won']:>4} won",
                  file=out)
    for pl in stats["players"]:
        print(f"{pl['player']}: {pl['played']} played, {pl['won']} won ({100 * pl['win_rate']:.0f} %)", file=out)
        for g in pl["games"]:
            print(f"  {GAMES[g['game_id']].name:<14} {g['played']:>4} played {g['won']:>4} won, "
                  f"average {g['average']:.1f}, best {g['best']}", file=out)
    return write_output("ludicitude stats", out.getvalue())


def _write_own_book(folder: Path) -> None:
    """This table's book written again (a change of its players), said on standard error if it
    can't be."""
    import sqlite3

    from ludicitude.club.book import folder_problem, installation_id, write_book

    installation = installation_id()
    if installation is None:
        return
    try:
        write_book(folder, installation)
    except (OSError, sqlite3.Error) as exc:
        print(f"ludicitude players: {folder_problem(folder, exc)}", file=sys.stderr)


def players_main(argv: Sequence[str]) -> int:
    from ludicitude.club import db
    from ludicitude.club.database import StoreError

    p = argparse.ArgumentParser(prog="ludicitude players", description="The players the club knows.")
    sub = p.add_subparsers(dest="what")
    sub.add_parser("list", help="every known player, the most recent first")
    rename = sub.add_parser("rename", help="a player goes by a new name (their games stay theirs)")
    rename.add_argument("old", type=text_argument)
    rename.add_argument("new", type=text_argument)
    merge = sub.add_parser("merge", help="two names are one player: the second's games count for the first")
    merge.add_argument("keep", type=text_argument)
    merge.add_argument("other", type=text_argument)
    _club_arguments(p)
    args = p.parse_args(argv)
    held = _results_and_problems(changing=args.what in ("rename", "merge"))
    changing = args.what in ("rename", "merge")
    if changing and not args.club_folder:  # a change goes to the club folder's book when there is one
        from ludicitude import settings as settings_mod

        args.club_folder = settings_mod.load()[0].club_folder or None
    season = _season("ludicitude players", args) if changing or args.club else None
    if season is not None and not changing:  # --club: the people of the season, as every table names them
        people = sorted(set(season.union.names.values()), key=str.casefold)
        return write_output("ludicitude players", "".join(f"{name}\n" for name in people))
    try:
        if season is not None:  # a name known only on another table: made known here first
            from ludicitude.core.names import name_key

            local = db.canonical_names()
            asked = [args.old] if args.what == "rename" else [args.keep, args.other]
            db.adopt_players([n for n in asked if name_key(n) not in local and name_key(n) in season.union.names])
        if args.what == "rename":
            db.rename_player(args.old, args.new)
        elif args.what == "merge":
            db.merge_players(args.keep, args.other)
        if season is not None:
            _write_own_book(season.folder)
    except (StoreError, ValueError) as exc:
        print(f"ludicitude players: {exc}", file=sys.stderr)
        if held is not None and str(exc) not in held:  # another problem than the database's: both said
            print(f"ludicitude: {held}", file=sys.stderr)
        return 2
    if held is not None:  # the change was made, but what could not be written before is still to say
        print(f"ludicitude: {held}", file=sys.stderr)
    unreadable = db.unreadable_players()
    if unreadable:
        words = (_("A player's row can't be read: it is kept as it is.") if unreadable == 1 else
                 n_("{count} player's row can't be read: it is kept as it is.",
                    "{count} players' rows can't be read: they are kept as they are.",
                    unreadable).format(count=unreadable))
        print(f"ludicitude players: {words}", file=sys.stderr)
    return write_output("ludicitude players", "".join(f"{player.name}\n" for player in db.known_players()))
