"""A plugin can never stop the program (issue 38): whatever a game installed beside it does wrong,
discovery says it in one line, the launcher shows a line, and the other games go on; a game may not
take a built-in game's id; a game whose parts can't be found is refused when listed, and one whose
parts fail when imported is refused in words when chosen, never with a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

from ludicitude.core.i18n import set_language
from ludicitude.core.spec import GameSpec, SpecError
from ludicitude.games import GAMES, GROUP, REFUSED, Refusal, discover, load_refusal
from tests.broken_plugins import CASES, PARTS, entry_value, spec_source, write_package, write_plugins

ROOT = Path(__file__).resolve().parent.parent
BUILT_IN = ["magouille", "cartes", "cadenas", "corsaire"]

#: what the one line of each case says went wrong
SAID = {
    "raises": "RuntimeError: the spec module fails",
    "exits": "sys.exit(3)",
    "interrupts": "KeyboardInterrupt",
    "malformed": "is not package.module:NAME",
    "noattr": "has no attribute 'SPEC'",
    "notspec": "it is not declared by a GameSpec",
    "wrongid": "its GameSpec has the id other",
    "badorder": "its GameSpec is not valid: order must be a whole number, not 'zzz'",
    "nolocale": "its package no_such_package_anywhere can't be found",
    "cartes": "cartes is one of the program's own games",
    "norules": "its part state can't be found",
    "nobots": "its part bots can't be found",
    "notexts": "its part texts can't be found",
    "noscene": "its part scene can't be found",
}


@pytest.fixture(autouse=True)
def registry_kept():
    """discover() records its refusals in REFUSED: the program's own list is put back."""
    kept = list(REFUSED)
    yield
    REFUSED[:] = kept


def program_entry_points() -> list[metadata.EntryPoint]:
    return [ep for ep in metadata.entry_points(group=GROUP) if ep.value.startswith("ludicitude.")]


def test_the_fourteen_cases_are_the_issue_s():
    assert len(CASES) == 14 and set(SAID) == set(CASES)


@pytest.mark.parametrize("case", list(CASES))
def test_a_broken_plugin_is_said_in_one_line_and_the_others_go_on(case, tmp_path, monkeypatch):
    write_plugins(tmp_path, [case])
    monkeypatch.syspath_prepend(str(tmp_path))
    lines: list[str] = []
    plugin = metadata.EntryPoint(case, entry_value(case), GROUP)
    # the plugin met first: a game from elsewhere never takes a built-in one's place, whatever the order
    found = discover([plugin, *program_entry_points()], say=lines.append)
    assert len(lines) == 1, lines
    assert lines[0].startswith(f"ludicitude: the game {case!r} was left out: ") and SAID[case] in lines[0], lines
    assert "\n" not in lines[0]
    assert list(found) == BUILT_IN, "the program's own games, and only them"
    assert found["cartes"].name == "Quatre Cartes"
    assert [r.entry for r in REFUSED] == [case]


def test_a_working_plugin_beside_the_broken_ones_is_listed_after_the_built_in_games(tmp_path, monkeypatch):
    write_plugins(tmp_path)
    write_package(tmp_path, "plug_fine", {"spec.py": spec_source("fine", "plug_fine"), **PARTS})
    monkeypatch.syspath_prepend(str(tmp_path))
    broken = [metadata.EntryPoint(case, entry_value(case), GROUP) for case in CASES]
    fine = metadata.EntryPoint("fine", "plug_fine.spec:SPEC", GROUP)
    lines: list[str] = []
    found = discover([*broken, fine, *program_entry_points()], say=lines.append)
    assert list(found) == [*BUILT_IN, "fine"]
    assert len(lines) == len(CASES) and sorted(r.entry for r in REFUSED) == sorted(CASES)


def test_two_plugins_with_one_id_the_second_is_refused_in_words(tmp_path, monkeypatch):
    write_package(tmp_path, "plug_twin", {"spec.py": spec_source("twin", "plug_twin"), **PARTS})
    write_package(tmp_path, "plug_twin2", {"spec.py": spec_source("twin", "plug_twin2"), **PARTS})
    monkeypatch.syspath_prepend(str(tmp_path))
    lines: list[str] = []
    found = discover([metadata.EntryPoint("twin", "plug_twin.spec:SPEC", GROUP),
                      metadata.EntryPoint("twin", "plug_twin2.spec:SPEC", GROUP), *program_entry_points()],
                     say=lines.append)
    assert found["twin"].package == "plug_twin"
    assert lines == ["ludicitude: the game 'twin' was left out: another game has the id twin"]


@pytest.mark.parametrize("change, said", [
    ({"order": "zzz"}, "order must be a whole number"),
    ({"min_seats": 5, "max_seats": 2}, "1 <= min_seats <= max_seats"),
    ({"id": "Has Spaces"}, "id must be lower-case"),
    ({"tile_dice": (7,)}, "tile_dice must be"),
    ({"locale": ""}, "locale must be"),
])
def test_a_spec_that_no_game_can_have_is_refused_when_made(change, said):
    fields = dict(id="ok", name="Ok", pitch="A game.", min_seats=2, max_seats=4, package="plug_ok")
    with pytest.raises(SpecError, match=said):
        GameSpec(**{**fields, **change})


def test_a_locale_folder_missing_from_the_package_is_refused(tmp_path, monkeypatch):
    write_package(tmp_path, "plug_nofolder", {"spec.py": spec_source("nofolder", "plug_nofolder", ", locale='locale'"),
                                              **PARTS})
    monkeypatch.syspath_prepend(str(tmp_path))
    lines: list[str] = []
    found = discover([metadata.EntryPoint("nofolder", "plug_nofolder.spec:SPEC", GROUP)], own_metadata=False,
                     say=lines.append)
    assert "nofolder" not in found
    assert lines == ["ludicitude: the game 'nofolder' was left out: "
                     "its translations folder locale is not in its package"]


def run(args: list[str], plugins: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(plugins), str(ROOT)]), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "ludicitude", *args], capture_output=True, text=True,
                          timeout=120, env=env, cwd=plugins)


def said_once_each(stderr: str) -> None:
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert len(lines) == len(CASES), stderr
    for case, line in zip(CASES, lines):
        assert line.startswith(f"ludicitude: the game {case!r} was left out: ") and SAID[case] in line, line


def test_installed_together_the_fourteen_leave_version_working_with_one_line_each(tmp_path):
    write_plugins(tmp_path)
    proc = run(["--version"], tmp_path)
    assert proc.returncode == 0 and proc.stdout.startswith("ludicitude "), proc.stdout + proc.stderr
    said_once_each(proc.stderr)


def test_installed_together_the_fourteen_leave_a_working_launcher_and_quatre_cartes(tmp_path):
    write_plugins(tmp_path)
    shot = tmp_path / "launcher.png"
    proc = run(["--size", "800x600", "--frames", "5", "--screenshot", str(shot)], tmp_path)
    assert proc.returncode == 0 and shot.is_file(), proc.stdout + proc.stderr
    said_once_each(proc.stderr)
    proc = run(["simulate", "--game", "cartes", "--games", "2"], tmp_path)
    assert proc.returncode == 0 and proc.stdout.startswith("Quatre Cartes: 2 games"), proc.stdout + proc.stderr


def test_the_launcher_shows_a_line_for_the_games_left_out(make_app):
    from ludicitude.ui import theme
    from ludicitude.ui.launcher import Launcher, refused_line

    d = make_app(language="fr")
    d.app.push_scene(Launcher(d.app))
    d.frames(2)
    launcher = d.top
    REFUSED[:] = []
    without = d.pixels()
    REFUSED[:] = [Refusal("exits", "it could not be loaded: {error}", {"error": "sys.exit(3)"})]
    assert refused_line() == "Écarté : exits : il n'a pas pu être chargé : sys.exit(3)"
    one = d.pixels()
    REFUSED.append(Refusal("raises", "it is not declared by a GameSpec"))
    assert refused_line() == "Jeux écartés, impossibles à charger : exits, raises"
    several = d.pixels()
    assert without != one != several, "the line is drawn"
    launcher.relayout()
    d.pixels()  # drawn, so laid out again with the line's room
    area, line_h = launcher.refused_rect, theme.font(theme.text_px(768, 0.024)).get_linesize()
    assert area.h >= line_h and area.bottom <= 768, "the line has room of its own, on the screen"
    assert all(b.rect.bottom <= area.top for b in launcher.bottom), "under the buttons"
    set_language("en")


def test_a_game_whose_part_fails_when_imported_is_refused_in_words_when_chosen(make_app, tmp_path, monkeypatch):
    from ludicitude.ui.launcher import Launcher

    parts = {**PARTS, "rules.py": "raise ImportError('a module it needs is not installed')\n"}
    write_package(tmp_path, "plug_late", {"spec.py": spec_source("late", "plug_late"), **parts})
    monkeypatch.syspath_prepend(str(tmp_path))
    found = discover([metadata.EntryPoint("late", "plug_late.spec:SPEC", GROUP)], own_metadata=False,
                     say=lambda line: None)
    assert "late" in found, "its modules are there: listed (nothing imported to list it)"
    assert "could not be loaded: ImportError: a module it needs" in load_refusal(found["late"]).reason()
    monkeypatch.setitem(GAMES, "late", found["late"])
    d = make_app()
    d.app.push_scene(Launcher(d.app))
    d.frames(2)
    tile = next(t for t in d.top.tiles if t.game.id == "late")
    d.click_widget(tile)
    d.frames(2)
    assert isinstance(d.top, Launcher), "the launcher stays"
    assert any("Broken late can't be opened: its part state could not be loaded" in n[0] for n in d.app.notices)


def test_the_registry_reads_the_entry_points_as_importlib_metadata_does_without_importing_it(tmp_path, monkeypatch):
    """The group's entry points are read from the *.dist-info on sys.path by the registry itself:
    the same as importlib.metadata finds (which costs a tenth of the start-up to import)."""
    from ludicitude.games import _entry_points

    write_plugins(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    found, own = _entry_points()
    expected = metadata.entry_points(group=GROUP)
    assert own and sorted((e.name, e.value) for e in found) == sorted((e.name, e.value) for e in expected)
    assert {e.name for e in found} >= set(CASES) | set(BUILT_IN)
    code = "import sys; from ludicitude.games import GAMES; sys.exit('importlib.metadata' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 0
