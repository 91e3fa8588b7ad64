"""The layers of DESIGN.md: the rules layer never imports pygame."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "ludicitude"
PURE = sorted(
    [*PACKAGE.joinpath("core").rglob("*.py"), *PACKAGE.joinpath("phones").rglob("*.py"),
     *PACKAGE.joinpath("club").rglob("*.py"),
     *(p for g in PACKAGE.joinpath("games").iterdir() if g.is_dir()
       for p in g.glob("*.py")
       if p.name in ("rules.py", "events.py", "texts.py", "bots.py", "coach.py", "turn.py", "story.py", "spec.py",
                     "__init__.py")),
     PACKAGE / "games" / "__init__.py"]
)


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


@pytest.mark.parametrize("path", PURE, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_rules_layer_never_imports_pygame_or_the_ui(path):
    mods = imported_modules(path)
    assert not any(m == "pygame" or m.startswith("pygame.") for m in mods), mods
    assert not any(m.startswith("ludicitude.ui") or m == "ludicitude.app" for m in mods), mods


def test_the_check_catches_a_pygame_import(tmp_path):
    bad = tmp_path / "rules.py"
    bad.write_text("import pygame.draw\n")
    assert "pygame.draw" in imported_modules(bad)


def test_every_game_folder_has_the_same_files():
    """One shape for every game (docs/ui-guide.md): its spec, rules, events, bots, coach, texts; turn and
    story (no pygame); pieces, scene, examples, fixtures."""
    folders = [g for g in PACKAGE.joinpath("games").iterdir() if g.is_dir() and not g.name.startswith("__")]
    shapes = {g.name: sorted(p.name for p in g.glob("*.py")) for g in folders}
    expected = sorted(["__init__.py", "spec.py", "rules.py", "events.py", "bots.py", "coach.py", "texts.py", "turn.py",
                       "story.py", "pieces.py",
                       "scene.py", "examples.py", "fixtures.py"])
    assert len(shapes) == 4
    for name, files in shapes.items():
        assert files == expected, name
