"""The layers of DESIGN.md: the rules layer never imports pygame; the screens never import the
program above them (ludicitude.app)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ludicitude.testing.layers import imported_modules

PACKAGE = Path(__file__).resolve().parent.parent / "ludicitude"
PURE = sorted(
    [*PACKAGE.joinpath("core").rglob("*.py"), *PACKAGE.joinpath("phones").rglob("*.py"),
     *PACKAGE.joinpath("club").rglob("*.py"), *PACKAGE.joinpath("bots").rglob("*.py"),
     *(p for g in PACKAGE.joinpath("games").iterdir() if g.is_dir()
       for p in g.glob("*.py")
       if p.name in ("rules.py", "events.py", "texts.py", "bots.py", "coach.py", "turn.py", "story.py", "sounds.py",
                     "spec.py", "__init__.py")),
     PACKAGE / "games" / "__init__.py"]
)


#: the screens: ui/ and each game's pygame half (they are typed against ui/host.py's Host)
SCREENS = sorted([*PACKAGE.joinpath("ui").rglob("*.py"),
                  *(p for p in PACKAGE.joinpath("games").glob("*/*.py") if p not in PURE)])


def package_of(path: Path) -> str:
    return ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts[:-1])


def imports_the_app(path: Path) -> bool:
    mods = imported_modules(path, package_of(path))
    return any(m == "ludicitude.app" or m.startswith("ludicitude.app.") for m in mods)


@pytest.mark.parametrize("path", PURE, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_rules_layer_never_imports_pygame_or_the_ui(path):
    mods = imported_modules(path)
    assert not any(m == "pygame" or m.startswith("pygame.") for m in mods), mods
    assert not any(m.startswith("ludicitude.ui") or m == "ludicitude.app" for m in mods), mods


def test_the_check_catches_a_pygame_import(tmp_path):
    bad = tmp_path / "rules.py"
    bad.write_text("import pygame.draw\n")
    assert "pygame.draw" in imported_modules(bad)


@pytest.mark.parametrize("path", SCREENS, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_screen_imports_the_app(path):
    """"Navigation belongs to the scene stack, so ui/ no longer imports app.py" (issue 28): not
    even for typing; what a screen needs of the program is ui/host.py's Host."""
    assert not imports_the_app(path), path


def test_the_app_check_catches_a_planted_import(tmp_path):
    folder = tmp_path / "ludicitude" / "ui"
    folder.mkdir(parents=True)
    planted = {
        "typed.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ludicitude.app import App\n",
        "plain.py": "import ludicitude.app\n",
        "named.py": "from ludicitude import app\n",
        "relative.py": "from ..app import App\n",
        "late.py": "def home():\n    from ludicitude.app import App\n    return App\n",
    }
    for name, code in planted.items():
        (folder / name).write_text(code)
        assert "ludicitude.app" in imported_modules(folder / name, "ludicitude.ui"), name
    (folder / "fine.py").write_text("from ludicitude.ui.host import Host\nfrom . import scene\n")
    assert not any(m.startswith("ludicitude.app") for m in imported_modules(folder / "fine.py", "ludicitude.ui"))


def test_the_screenshot_positions_are_the_tests_not_the_programs():
    """"Screenshot positions and bench scenes move out of the shipped package" (issue 28): no
    module of the package holds screenshot positions; every game of the package has them in
    tests/games/<id>/positions.py, found by its id; a game without such a file has none."""
    from ludicitude.games import builtin_specs
    from tests.games.looks import screenshot_positions

    assert [p for p in PACKAGE.rglob("*.py") if "def screenshot_positions" in p.read_text(encoding="utf-8")] == []
    specs = builtin_specs()
    assert len(specs) == 4 and all(screenshot_positions(spec) is not None for spec in specs)
    assert screenshot_positions(specs[0].replace(id="nosuchgame")) is None


def test_every_game_folder_has_the_same_files():
    """One shape for every game (docs/ui-guide.md): its spec, rules, events, bots, coach, texts; turn,
    story and sounds (no pygame); pieces, table, scene, examples, bench_scene (the screenshot positions are the
    tests', in tests/games/<id>/positions.py, not the program's); and ``end.py`` for a game whose end
    screen is its own (Cadenas's table of points under the podium)."""
    folders = [g for g in PACKAGE.joinpath("games").iterdir() if g.is_dir() and not g.name.startswith("__")]
    shapes = {g.name: sorted(p.name for p in g.glob("*.py")) for g in folders}
    expected = sorted(["__init__.py", "spec.py", "rules.py", "events.py", "bots.py", "coach.py", "texts.py", "turn.py",
                       "story.py", "sounds.py", "pieces.py", "table.py",
                       "scene.py", "examples.py", "bench_scene.py"])
    assert len(shapes) == 4
    for name, files in shapes.items():
        assert [f for f in files if f != "end.py"] == expected, name
