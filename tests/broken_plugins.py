"""Fourteen broken games, each as a game installed beside the program would be (a package and a
``*.dist-info`` with its ``entry_points.txt``, in a folder put on ``sys.path``): what a plugin
can do wrong, from an import that calls ``sys.exit`` to a part that is missing. Issue 38 tried
these by hand; the tests check that each gives one line and that the program goes on."""

from __future__ import annotations

from pathlib import Path

#: a spec of a playable game, but for its id, package and the fields a case changes; its parts
#: are Cadenas's (a plugin's modules re-export them)
SPEC = """\
from ludicitude.core.spec import GameSpec, Ref
SPEC = GameSpec(id={id!r}, name={name!r}, pitch="A broken game.", min_seats=2, max_seats=4,
                package={package!r}{extra})
"""
PARTS = {
    "rules.py": "from ludicitude.games.cadenas.rules import State, new_game, ACTION_TYPES  # noqa\n",
    "bots.py": "from ludicitude.games.cadenas.bots import PLAYERS  # noqa\n",
    "texts.py": "from ludicitude.games.cadenas.texts import *  # noqa\n",
    "scene.py": "from ludicitude.games.cadenas.scene import GameScene  # noqa\n",
    "sounds.py": "from ludicitude.games.cadenas.sounds import CUES  # noqa\n",
}


def spec_source(game_id: str, package: str, extra: str = "") -> str:
    return SPEC.format(id=game_id, name=f"Broken {game_id}", package=package, extra=extra)


#: id -> (what it does wrong, {file: text} of its package ``plug_<id>``, the entry point's value)
CASES: dict[str, tuple[str, dict[str, str], str]] = {
    "raises": ("its import raises", {"spec.py": "raise RuntimeError('the spec module fails')\n"}, ""),
    "exits": ("its import calls sys.exit(3)", {"spec.py": "import sys\nsys.exit(3)\n"}, ""),
    "interrupts": ("its import raises KeyboardInterrupt", {"spec.py": "raise KeyboardInterrupt\n"}, ""),
    "malformed": ("its entry point is not a module:name", {}, "not a valid reference!"),
    "noattr": ("its module has no SPEC", {"spec.py": "OTHER = 1\n"}, ""),
    "notspec": ("its SPEC is not a GameSpec", {"spec.py": "SPEC = {'id': 'notspec'}\n"}, ""),
    "wrongid": ("its GameSpec has another id", {"spec.py": spec_source("other", "plug_wrongid")}, ""),
    "badorder": ("its GameSpec fails validation (order='zzz')",
                 {"spec.py": spec_source("badorder", "plug_badorder", ", order='zzz'"), **PARTS}, ""),
    "nolocale": ("its locale is in a package that can't be found",
                 {"spec.py": spec_source("nolocale", "no_such_package_anywhere", ", locale='locale'")}, ""),
    "cartes": ("it takes the id of the program's own Quatre Cartes",
               {"spec.py": spec_source("cartes", "plug_cartes"), **PARTS}, ""),
    "norules": ("its rules module is missing",
                {"spec.py": spec_source("norules", "plug_norules"), **{k: v for k, v in PARTS.items()
                                                                       if k != "rules.py"}}, ""),
    "nobots": ("its computer players' module is missing",
               {"spec.py": spec_source("nobots", "plug_nobots"), **{k: v for k, v in PARTS.items()
                                                                    if k != "bots.py"}}, ""),
    "notexts": ("its texts module is missing",
                {"spec.py": spec_source("notexts", "plug_notexts"), **{k: v for k, v in PARTS.items()
                                                                       if k != "texts.py"}}, ""),
    "noscene": ("its screen module is missing",
                {"spec.py": spec_source("noscene", "plug_noscene"), **{k: v for k, v in PARTS.items()
                                                                       if k != "scene.py"}}, ""),
}


def entry_value(case: str) -> str:
    return CASES[case][2] or f"plug_{case}.spec:SPEC"


def write_package(folder: Path, package: str, files: dict[str, str]) -> None:
    """A package ``folder/package`` of ``files`` ({name: text})."""
    (folder / package).mkdir(parents=True, exist_ok=True)
    (folder / package / "__init__.py").write_text("", encoding="utf-8")
    for name, text in files.items():
        (folder / package / name).write_text(text, encoding="utf-8")


def write_plugins(folder: Path, cases: list[str] | None = None, dist: str = "broken_games") -> Path:
    """The packages of ``cases`` (all unless told) in ``folder``, registered by one distribution's
    ``entry_points.txt`` as ``pip install`` would: put ``folder`` on ``sys.path`` (or PYTHONPATH)
    and ``importlib.metadata`` finds them."""
    cases = list(CASES) if cases is None else cases
    for case in cases:
        if CASES[case][1]:
            write_package(folder, f"plug_{case}", CASES[case][1])
    info = folder / f"{dist}-1.0.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: 1.0\n", encoding="utf-8")
    lines = ["[ludicitude.games]", *(f"{case} = {entry_value(case)}" for case in cases)]
    (info / "entry_points.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder
