"""Entry point: ``ludicitude`` / ``python -m ludicitude`` (and the packaged program)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from types import SimpleNamespace
from typing import Any

SUBCOMMANDS = ("simulate", "bench", "results", "stats", "players")


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if sys.stdout is None or sys.stderr is None:  # a windowed program on Windows: no console
        from ludicitude.crash import without_console

        return without_console(lambda: run_command(argv), show_output=bool(argv) and argv[0] in SUBCOMMANDS)
    return run_command(argv)


def run_command(argv: list[str]) -> int:
    """The launcher window, or a subcommand: ``simulate``, ``bench``, ``results``, ``stats``,
    ``players``."""
    problem = None
    if not argv or argv[0] not in SUBCOMMANDS:
        keep_games()
    if argv:  # a player's start has no arguments: nothing to check, no parser to build
        from ludicitude.cli import not_text_problem

        problem = not_text_problem(argv)  # before anything reads it: a name, an id
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    if argv and argv[0] in ("results", "stats", "players"):
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the saves' sessions import pygame, silently
        from ludicitude import club_commands

        return {"results": club_commands.results_main, "stats": club_commands.stats_main,
                "players": club_commands.players_main}[argv[0]](argv[1:])
    if argv and argv[0] == "simulate":
        return simulate_main(argv[1:])
    if argv and argv[0] == "bench":
        from ludicitude.bench import bench_main

        return bench_main(argv[1:])
    return app_main(argv)


def keep_games() -> None:
    """The window lists its games from the registry kept in the user's cache folder by its last
    run, where nothing they were made from has changed (``kept_registry``); set before anything
    lists them."""
    if "ludicitude.games" not in sys.modules:
        from ludicitude import kept_registry
        from ludicitude.files import cache_dir

        kept_registry.FOLDER = str(cache_dir())


def headless_if_no_display() -> None:
    """With no screen at all (CI, a server), draw off-screen and stay silent instead of failing."""
    if os.name == "posix" and sys.platform != "darwin" and not (
            os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def simulate_main(argv: Sequence[str]) -> int:
    import json

    from ludicitude.cli import parse_simulate_args
    from ludicitude.core.driver import simulate
    from ludicitude.games import GAMES

    args = parse_simulate_args(argv)
    game = GAMES[args.game]
    result = simulate(game.id, game.new_game(), game.make_bot, args.seats, args.games, seed=args.seed,
                      tally=None if game.tally is None else game.tally())
    print(f"{game.name}: {result.games} games, {result.games_per_second:.0f} games/s")
    for kind, wins in zip(result.seats, result.wins):
        print(f"  seat {kind:<8} wins {wins:>6}  ({100 * wins / result.games:5.1f} %)")
    for key, count in result.tally.items():
        print(f"  {key:<14} {count:>8}")
    if args.json:
        try:
            args.json.write_text(json.dumps(result.to_json(), indent=1) + "\n", encoding="utf-8")
        except OSError as exc:  # checked before the games, but a disk can fill up meanwhile
            print(f"ludicitude simulate: --json: can't write {ascii(str(args.json))}: {exc.strerror}",
                  file=sys.stderr)
            return 2
    return 0


#: what the command line's parser gives for no arguments at all (``cli.app_parser``'s defaults;
#: ``tests/test_startup_imports.py`` checks they are the same)
NO_ARGUMENTS = {"fullscreen": False, "lang": None, "game": None, "seats": None, "seed": None, "demo": False,
                "resume": False, "replay": None, "projector": False, "size": None, "display": None,
                "phones": False, "port": None, "host": None, "club_folder": None, "frames": None,
                "screenshot": None}


def app_arguments(argv: Sequence[str]) -> Any:
    """The window's arguments: a player's start gives none, and then the parser (``argparse``
    and the command line's checks) is not even imported."""
    if not argv:
        return SimpleNamespace(**NO_ARGUMENTS)
    from ludicitude.cli import parse_app_args

    return parse_app_args(argv)


def app_main(argv: Sequence[str]) -> int:
    import gc

    # no garbage collection until the first frame is drawn: the start makes thousands of objects
    # (modules, classes, functions) and almost no garbage, and the collector's passes over them
    # are about a twentieth of its processor time; it collects right after the first frame
    collecting = gc.isenabled()
    gc.disable()
    try:
        return window_main(argv, collect=gc.enable if collecting else None)
    finally:
        if collecting:
            gc.enable()


def window_main(argv: Sequence[str], collect: Callable[[], None] | None = None) -> int:
    """The program's window (the launcher, or what the arguments open); ``collect`` runs right
    after its first frame."""
    args = app_arguments(argv)
    if args.frames is not None:
        headless_if_no_display()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from ludicitude import settings as settings_mod
    from ludicitude.app import App
    from ludicitude.core.i18n import set_language
    from ludicitude.ui.launcher import Launcher

    app: App | None = None
    try:
        settings, damaged = settings_mod.load()
        if args.lang:
            settings.language = args.lang
        set_language(settings.language)  # what the database has to say, said in the player's language
        # the launcher alone: its first frame is drawn before the saved games and the club's
        # database are even imported (they are looked at right after it); a game, the demo, a
        # resumed game or a replay needs them first
        launcher_only = not (args.game or args.resume or args.demo or args.replay is not None)
        told = [] if launcher_only else open_saves()
        resumed = None
        if args.resume:
            from ludicitude import saves

            found, problems = saves.list_saves()  # said once: in the window, or here if none opens
            told += problems
            # the most recent game no other window has, claimed now: none takes it meanwhile
            resumed = next((s for s in found if not s.open_elsewhere and saves.claim(s.save_id)), None)
            if resumed is None:
                for said in told:
                    print("ludicitude: " + said, file=sys.stderr)
                print("ludicitude: --resume: " + (
                    "every unfinished game is open in another window" if found else "there is no saved game to resume"),
                    file=sys.stderr)
                return 2
        if args.replay is not None and (problem := replay_problem(args.replay)):
            print("ludicitude: --replay: " + problem, file=sys.stderr)
            return 2
        if args.fullscreen:
            settings.fullscreen = True
        if args.projector:
            settings.projector = True
        if args.display is not None:  # full screen on that screen, and remembered
            problem = display_problem(args.display)
            if problem:
                print(problem, file=sys.stderr)
                return 2
            settings.display, settings.fullscreen = args.display, True
        if args.club_folder is not None:  # remembered, as the settings' own
            settings.club_folder = args.club_folder
        app = App(settings, size=args.size)
        if collect is not None:
            app.after_first_frame.append(collect)
        app.backdrop_folder = backdrop_folder()
        if args.display is not None or args.club_folder is not None:
            app.save_settings()
        app.seed = args.seed
        if args.port:
            app.phones_port = args.port
        if args.host:
            app.phones_host = args.host
        if damaged:
            app.notice(damaged, 8.0)
        for problem in told:
            app.notice(problem, 8.0)
        if launcher_only:
            started = app

            def look_at_saves() -> None:
                for problem in open_saves():
                    started.notice(problem, 8.0)

            app.after_first_frame.append(look_at_saves)
        app.push_scene(Launcher(app))
        if args.game:
            start_from_command_line(app, args.game, args.seats, args.seed, phones=args.phones)
        elif resumed is not None:
            app.start_game(resumed.session, phones=args.phones)
        elif args.replay is not None:
            from ludicitude.ui.club_source import open_replay

            problem = open_replay(app, args.replay)
            if problem:
                app.notice(problem, 8.0)
        elif args.demo:
            from ludicitude.ui.demo import start_demo

            start_demo(app, args.seed)
        app.run(frames=args.frames, screenshot=args.screenshot)
    except Exception as exc:  # anything unexpected: a report and a message, never a lost traceback
        from ludicitude.crash import report_crash  # (not a part of the start-up)

        return report_crash(exc, app)
    finally:
        if app is not None:
            app.close()
    return 0


def backdrop_folder() -> Path:
    """Where the launcher keeps its backdrop between runs: the user's cache folder."""
    from ludicitude.files import cache_dir

    return cache_dir() / "backdrops"


def open_saves() -> list[str]:
    """Before any game is saved or listed: clean what a program killed in the middle of a save
    left behind, open the database (and import the files of earlier versions); what to tell."""
    from ludicitude import saves

    saves.clean_leftovers()
    return saves.startup_problems()


def replay_problem(save_id: str) -> str | None:
    """Why finished game ``save_id`` can't be replayed, in one line (None: it can)."""
    import sqlite3

    from ludicitude.club import db
    from ludicitude.club.database import StoreError

    try:
        if db.result_record(save_id) is not None:
            return None
        stored = db.stored_finished(save_id)
        if stored is not None and stored.refused is not None:
            return f"finished game {save_id} can't be replayed: {stored.refused} It is kept as it is."
        known = any(r.save_id == save_id for r in db.finished_games())
    except (StoreError, sqlite3.Error, OSError) as exc:
        return f"the club's database could not be read: {exc}"
    if known:
        return f"finished game {save_id} has no record to replay (it was played with an earlier version)"
    return f"there is no finished game {save_id!r} ('ludicitude results --csv' lists them with their ids)"


def display_problem(index: int) -> str | None:
    """None if screen ``index`` is there, else the one line that says it is not (the command
    line asked for it: better a clear word now than a game on the wrong screen)."""
    from ludicitude import display

    count = len(display.desktop_sizes())
    return None if index < count else display.no_such_screen(index, count)


def start_from_command_line(app: object, game_id: str, seat_names: list[str] | None,
                            seed: int | None, *, phones: bool = False) -> None:
    import random

    from ludicitude.core.bots import BOT_KINDS
    from ludicitude.core.i18n import _
    from ludicitude.core.names import computer_name
    from ludicitude.games import GAMES, load_refusal
    from ludicitude.ui.session import GameSession, SeatInfo
    from ludicitude.ui.theme import PLAYER_IDENTITIES

    game = GAMES[game_id]
    refusal = load_refusal(game)
    if refusal is not None:  # said on the launcher, never a traceback
        print(refusal.line(), file=sys.stderr)
        message = _("{game} can't be opened: {reason}").format(game=game.name, reason=refusal.reason(_))
        app.notice(message, 8.0)  # type: ignore[attr-defined]
        return
    names = seat_names or [_("Player {n}").format(n=i + 1) for i in range(game.min_seats)]
    seats: list[SeatInfo] = []
    for i, n in enumerate(names):
        kind = n if n in BOT_KINDS else "human"  # "easy", "cpu", "expert" or "random": a computer
        if kind != "human":  # a computer's name, as the setup gives it ("Robin", shown "⚙ Robin (expert)")
            n = computer_name([*(s.name for s in seats), *(m for m in names if m not in BOT_KINDS)])
        seats.append(SeatInfo(n, PLAYER_IDENTITIES[i].key, kind))
    session = GameSession.new(game_id, seats, None, seed if seed is not None else random.randrange(1 << 31))
    app.start_game(session, phones=phones)  # type: ignore[attr-defined]


if __name__ == "__main__":
    sys.exit(main())
