"""The played games the tests start from, played once a run instead of once a worker.

A game between the computers of the normal level costs seconds to play (Magouille at eight seats,
``played_history(8, 5)``: about 12 s of processor time, for the bench's scene and the eight-seat
positions), and each of pytest's workers would play it again for itself. The run's first process
makes a folder (``start``, from ``tests/conftest.py``) that its workers find in the environment;
the first process to ask for a game plays it and leaves it there, pickled, while the others wait
for it (a lock a game), then read it (a tenth of a second). The whole run plays the slowest ones
(``AHEAD``) in the background as it starts (``tests/early_checks.py``). The game is the same
either way: the same function, the same seed; only who plays it changes. Without the folder (one
process, a test run by hand) or without file locks (Windows), each process plays its own."""

from __future__ import annotations

import inspect
import os
import pickle
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

try:
    import fcntl
except ImportError:  # Windows: no file locks, each process plays its own games
    fcntl = None  # type: ignore[assignment]

#: the folder holding the run's played games; set by the run's first process for its workers
FOLDER = "LUDICITUDE_TESTS_PLAYED"


def start() -> None:
    """The run's folder of played games, for the workers the run starts next."""
    os.environ[FOLDER] = tempfile.mkdtemp(prefix="ludicitude-tests-played-")


def stop() -> None:
    folder = os.environ.pop(FOLDER, None)
    if folder:
        shutil.rmtree(folder, ignore_errors=True)


def shared(name: str, play: Callable[..., Any]) -> Callable[..., Any]:
    """``play`` (a function of plain values, the same result for the same arguments) played once a
    run: its result kept in the run's folder under ``name`` and its arguments (defaults filled in:
    ``f(8, 5)`` and ``f(8, 5, "normal")`` are one game), and in this process."""
    signature = inspect.signature(play)
    kept: dict[tuple[Any, ...], Any] = {}

    def played(*args: Any, **kwargs: Any) -> Any:
        bound = signature.bind(*args, **kwargs)
        bound.apply_defaults()
        key = bound.args
        if key not in kept:
            kept[key] = _played_once(name, play, key)
        return kept[key]

    played.__doc__ = play.__doc__
    return played


def _played_once(name: str, play: Callable[..., Any], args: tuple[Any, ...]) -> Any:
    folder = os.environ.get(FOLDER)
    if not folder or fcntl is None:
        return play(*args)
    path = Path(folder) / ("-".join([name, *map(str, args)]) + ".pickle")
    with open(path.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # one process plays it; the others wait for it
        if path.exists():
            return pickle.loads(path.read_bytes())
        result = play(*args)
        part = path.with_suffix(".part")
        part.write_bytes(pickle.dumps(result, protocol=pickle.HIGHEST_PROTOCOL))
        part.replace(path)
        return result


def install() -> None:
    """Each game's ``played_history`` (its bench scene's and its test positions' games) shared by
    the run's workers. Called before any test module is imported, so that the modules that import
    the function by name get this one."""
    from ludicitude.games.cadenas import bench_scene as cadenas
    from ludicitude.games.magouille import bench_scene as magouille

    modules: tuple[tuple[Any, str], ...] = ((magouille, "magouille"), (cadenas, "cadenas"))
    for module, name in modules:
        original = module.played_history
        module.played_history = shared(name, getattr(original, "__wrapped__", original))


#: the games worth playing before any test asks for them, (game, arguments): Magouille at eight
#: seats alone is 12 s of processor time, at six and five 1 to 2 s
AHEAD = (("magouille", (8, 5)), ("magouille", (6, 4)), ("magouille", (5, 24)))


def play_ahead() -> None:
    """Play the ``AHEAD`` games into the run's folder: the whole run starts this in the background
    as it begins (``tests/early_checks.py``), so that no worker holds a core playing them, nor
    waits long for the other to."""
    from ludicitude.games.cadenas import bench_scene as cadenas
    from ludicitude.games.magouille import bench_scene as magouille

    install()
    modules = {"magouille": magouille, "cadenas": cadenas}
    for name, args in AHEAD:
        modules[name].played_history(*args)


if __name__ == "__main__":
    play_ahead()
