"""The command line (DESIGN.md): the same for the packaged program.

A wrong flag or value prints a clear message and exits with status 2, before any window opens.
An argument that is not valid text (bytes of the command line that are not UTF-8: a game's id,
a player's name) is refused in one line before anything is read; only a file's path may be any
bytes the system allows.
"""

from __future__ import annotations

import argparse
import os
import re
import stat
import tempfile
from collections.abc import Sequence
from pathlib import Path

from ludicitude import __version__
from ludicitude.core.names import name_problem
from ludicitude.games import GAMES
from ludicitude.settings import MAX_DISPLAYS

#: the options whose value is a file's path: any bytes the system allows in a file's name
PATH_OPTIONS = ("--screenshot", "--json")


def is_text(value: str) -> bool:
    """True unless ``value`` holds bytes that were not UTF-8 (Python reads them as lone
    surrogates, which can't be written as text anywhere: a terminal, the database)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _shown(value: str) -> str:
    """An argument that is not text, shown as the bytes it was."""
    try:
        return repr(os.fsencode(value))
    except (UnicodeError, ValueError):
        return ascii(value)


def text_argument(text: str) -> str:
    """argparse's type for an argument that must be text (a name, an id)."""
    if not is_text(text):
        raise argparse.ArgumentTypeError(f"{_shown(text)} is not text (its bytes are not UTF-8)")
    return text


def not_text_problem(argv: Sequence[str]) -> str | None:
    """The one line that refuses the first argument that is not valid text (None: each is), a
    file's path excepted."""
    previous = ""
    for arg in argv:
        option, _eq, value = arg.partition("=") if arg.startswith("--") and "=" in arg else ("", "", arg)
        if not option and previous.startswith("--") and "=" not in previous:
            option = previous
        if option not in PATH_OPTIONS and not is_text(value):
            where = f"{option}: " if option and is_text(option) else ""
            return f"ludicitude: {where}{_shown(value)} is not text (its bytes are not UTF-8): nothing was done"
        previous = arg
    return None


def _size(text: str) -> tuple[int, int]:
    m = re.fullmatch(r"(\d{3,5})x(\d{3,5})", text)
    if not m:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1280x720")
    w, h = int(m[1]), int(m[2])
    if not (640 <= w <= 7680 and 480 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"{text!r}: width 640-7680 and height 480-4320")
    return w, h


def _positive(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"{text!r} must be 1 or more")
    return n


def _display(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a screen number (0 is the first screen)") from None
    if not 0 <= n < MAX_DISPLAYS:
        raise argparse.ArgumentTypeError(f"{text!r}: screens are numbered from 0 (the first) to {MAX_DISPLAYS - 1}")
    return n


def _seed(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 0 <= n < 2**63:
        raise argparse.ArgumentTypeError(f"{text!r} must be between 0 and 2**63-1")
    return n


def _host(text: str) -> str:
    from ludicitude.settings import is_ip_address

    if not is_ip_address(text.strip()):
        raise argparse.ArgumentTypeError("--host takes one of this computer's IP addresses, e.g. 192.168.1.20")
    return text.strip()


def _kinds() -> tuple[str, ...]:
    """The computer seats --seats knows ("easy", "cpu" (normal), "expert", and "random": random
    legal moves), from the rules' framework, from the rules' framework, imported only when a seat is named
    (the launcher's start does not need it)."""
    from ludicitude.core.bots import BOT_KINDS

    return tuple(BOT_KINDS)


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        port = 0
    if not 1024 <= port <= 65535:
        raise argparse.ArgumentTypeError("--port takes a number from 1024 to 65535")
    return port


def _seats(text: str) -> list[str]:
    names = [s.strip() for s in text.split(",")]
    if any(not n for n in names):
        raise argparse.ArgumentTypeError("--seats takes names separated by commas, e.g. \"Ana,Bob,cpu\"")
    for n in names:  # the same check as the setup screen and saved games (core/names.py)
        problem = name_problem(n)
        if problem is not None:
            # ascii(): bytes that were not UTF-8 arrive as lone surrogates, which no terminal prints
            raise argparse.ArgumentTypeError(f"{ascii(n)}: {problem}")
    return names


def club_folder(text: str) -> str:
    """``--club-folder``: a folder that is there (its path made absolute), or "" for none."""
    text = text_argument(text)
    if not text:
        return ""
    path = Path(text).expanduser()
    if not path.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r} is not a folder")
    return str(path.resolve())


def output_problem(path: Path) -> str | None:
    """None if a file can be written at ``path``, else why not (a folder, a missing folder, a
    folder nobody may write in, a named pipe that would block the program...)."""
    if path.is_dir():
        return f"{ascii(str(path))} is a folder, not a file"
    parent = path.resolve().parent
    if not parent.is_dir():
        return f"the folder {ascii(str(parent))} does not exist"
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        mode = None
    except OSError as exc:
        return f"{ascii(str(path))} can't be used: {exc.strerror}"
    if mode is not None and not stat.S_ISREG(mode):
        return f"{ascii(str(path))} is not a regular file"
    try:  # the only sure test (permissions, a read-only disk): write a file beside it
        fd, probe = tempfile.mkstemp(prefix=".ludicitude-", dir=parent)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        return f"can't write in the folder {ascii(str(parent))}: {exc.strerror}"
    if mode is not None and not os.access(path, os.W_OK):
        return f"{ascii(str(path))} can't be overwritten"
    return None


def app_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="ludicitude",
        description="Ludicitude: four table dice games for one shared computer.",
        epilog="Subcommands: 'ludicitude simulate --help', 'ludicitude bench --help', 'ludicitude results --help', "
               "'ludicitude stats --help' and 'ludicitude players --help'.",
    )
    p.add_argument("--version", action="version", version=f"ludicitude {__version__}")
    p.add_argument("--fullscreen", action="store_true", help="start in full screen (F11 toggles)")
    p.add_argument("--lang", choices=("fr", "en"), help="language (default: from the system, then settings)")
    p.add_argument("--game", choices=sorted(GAMES), help="go straight into a game")
    p.add_argument("--seats", type=_seats,
                   help='with --game: seat names, or a computer seat at its level: "easy", "cpu" (normal) '
                        'or "expert", e.g. "Ana,Bob,expert"')
    p.add_argument("--seed", type=_seed, help="reproducible dice")
    p.add_argument("--demo", action="store_true",
                   help="computer players play the four games in turn, until a key is pressed")
    p.add_argument("--resume", action="store_true",
                   help="resume the most recently saved game not open in another window (status 2 if there is none)")
    p.add_argument("--replay", metavar="ID", type=text_argument,
                   help="step through a finished game, move by move (its id in 'ludicitude results --csv' or --json); "
                        "status 2 if there is no such game to replay")
    p.add_argument("--projector", action="store_true", help="projector mode: large type, secret input never drawn")
    p.add_argument("--size", type=_size, help="window size, e.g. 1024x768 (default: what fits the screen)")
    p.add_argument("--display", type=_display, metavar="N",
                   help="full screen on screen N (0 = the first, 1 = the second: a laptop's projector); "
                        "remembered in the settings")
    p.add_argument("--phones", action="store_true",
                   help="with --game or --resume: players' phones as private hands (a QR code to join)")
    p.add_argument("--port", type=_port, help="the port phones join on (default 8765)")
    p.add_argument("--host", type=_host, metavar="ADDRESS",
                   help="the address phones join on: one of this computer's IP addresses "
                        "(default: every network, or the phones_host setting)")
    p.add_argument("--club-folder", type=club_folder, metavar="PATH",
                   help="the club folder shared by the club's tables (docs/club.md; \"\" for none); "
                        "remembered in the settings")
    p.add_argument("--frames", type=_positive, help="draw this many frames, then exit (tests)")
    p.add_argument("--screenshot", type=Path, help="with --frames: save the last frame to this PNG file")
    return p


def parse_app_args(argv: Sequence[str]) -> argparse.Namespace:
    p = app_parser()
    args = p.parse_args(argv)
    if sum(map(bool, (args.resume, args.game, args.demo, args.replay))) > 1:
        p.error("choose one of --game, --resume, --demo and --replay")
    if (args.phones or args.port or args.host) and not (args.game or args.resume):
        p.error("--phones, --port and --host go with --game or --resume")
    if args.seats is not None and args.game is None:
        p.error("--seats needs --game")
    if args.game is not None:
        info = GAMES[args.game]
        count = len(args.seats) if args.seats else info.min_seats
        if not info.min_seats <= count <= info.max_seats:
            p.error(f"{info.name} is for {info.min_seats} to {info.max_seats} players, not {count}")
        if args.seats and len({s.casefold() for s in args.seats if s not in _kinds()}) < len(
                [s for s in args.seats if s not in _kinds()]):
            p.error("two seats have the same name")
        if args.seats:
            level_problem(p, args.game, args.seats)
    if args.screenshot is not None:
        if args.frames is None:
            p.error("--screenshot needs --frames")
        if args.screenshot.suffix.lower() != ".png":
            p.error("--screenshot must name a .png file")
        problem = output_problem(args.screenshot)
        if problem is not None:
            p.error(f"--screenshot: {problem}")
    return args


def level_problem(p: argparse.ArgumentParser, game_id: str, seats: Sequence[str]) -> None:
    """Refuse, before any window or game, a computer level that this game has no player for."""
    from ludicitude.core.bots import LEVELS

    game = GAMES[game_id]
    for kind in seats:
        if kind in LEVELS and kind not in game.levels():
            p.error(f"{game.name} has no {kind!r} computer player yet")


def simulate_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="ludicitude simulate",
                                description="Play many games between computer players and print win rates.")
    p.add_argument("--game", required=True, choices=sorted(GAMES))
    p.add_argument("--games", type=_positive, default=200)
    p.add_argument("--seats", type=_seats, default=["cpu", "random"],
                   help='computer kinds per seat: "easy", "cpu" (normal), "expert" or "random" '
                        '(random legal moves), e.g. expert,cpu')
    p.add_argument("--seed", type=_seed, default=0)
    p.add_argument("--json", type=Path, help="also write the result as JSON to this file")
    return p


def parse_simulate_args(argv: Sequence[str]) -> argparse.Namespace:
    p = simulate_parser()
    args = p.parse_args(argv)
    kinds = _kinds()
    bad = [s for s in args.seats if s not in kinds]
    if bad:
        p.error(f"unknown seat kind {bad[0]!r}; use {', '.join(kinds[:-1])} or {kinds[-1]}")
    info = GAMES[args.game]
    if not info.min_seats <= len(args.seats) <= info.max_seats:
        p.error(f"{info.name} is for {info.min_seats} to {info.max_seats} players, not {len(args.seats)}")
    level_problem(p, args.game, args.seats)
    if args.json is not None:
        problem = output_problem(args.json)
        if problem is not None:
            p.error(f"--json: {problem}")
    return args
