"""The games' registry kept between the program's runs (``ludicitude/kept_registry.py``, issue 38
item 0: the start-up within 1.2x ``pygame.init``): the program's window lists the very games a
fresh discovery finds, and finds them afresh as soon as anything they were made from changes,
or the kept file is damaged, or a game was refused."""

from __future__ import annotations

import os
import shutil
import sys
import time

import pytest

from ludicitude import games as registry
from ludicitude import kept_registry
from ludicitude.core.spec import GameSpec
from ludicitude.games import GAMES


@pytest.fixture
def kept(monkeypatch, tmp_path):
    """The registry kept in a folder of the test's own, on a ``sys.path`` of the test's own (a
    folder of installed distributions, and the program's own folders)."""
    site = tmp_path / "site"
    site.mkdir()
    (site / "other_game-1.0.dist-info").mkdir()
    monkeypatch.setattr(sys, "path", [str(site), *sys.path])
    monkeypatch.setattr(kept_registry, "FOLDER", str(tmp_path / "cache"))
    made = tmp_path / "spec_source.py"
    made.write_text("SPEC = ...\n", encoding="utf-8")
    # the program's files may have been written in the last seconds (a checkout): kept all the same
    monkeypatch.setattr(kept_registry, "COARSE_NS", -10**12)
    assert kept_registry.save(GAMES, [str(made)])
    return site, made


def aged(*paths) -> None:
    """``paths`` written a while ago (a file changed in the last seconds keeps no registry: a
    coarse clock may give its next change the same time)."""
    for path in paths:
        os.utime(path, ns=(10**18, 10**18))


def test_the_kept_games_are_the_games_found_afresh_in_the_launchers_order(kept):
    found = kept_registry.load()
    assert found == GAMES and list(found) == list(GAMES)
    assert all(type(spec) is GameSpec for spec in found.values())
    # every part is named as before: the same modules are imported when the game is opened
    def targets(specs: dict[str, GameSpec]) -> dict[str, dict[str, str]]:
        return {g: {n: r.target for n, r in spec.refs().items()} for g, spec in specs.items()}

    assert targets(found) == targets(GAMES)


def test_a_file_the_specs_were_made_from_changed_finds_the_games_afresh(kept):
    _site, made = kept
    made.write_text("SPEC = ...  # another game's name\n", encoding="utf-8")
    assert kept_registry.load() is None


def test_a_distribution_installed_or_removed_finds_the_games_afresh(kept):
    site, _made = kept
    (site / "notes.txt").write_text("a file written in the folder: the same distributions\n", encoding="utf-8")
    assert kept_registry.load() == GAMES
    (site / "new_game-0.1.dist-info").mkdir()
    assert kept_registry.load() is None
    (site / "new_game-0.1.dist-info").rmdir()
    (site / "other_game-1.0.dist-info").rmdir()
    assert kept_registry.load() is None


def test_another_sys_path_finds_the_games_afresh(kept, monkeypatch):
    monkeypatch.setattr(sys, "path", sys.path[1:])
    assert kept_registry.load() is None


@pytest.mark.parametrize("damage", ["empty", "not ours", "cut short", "a byte changed"])
def test_a_damaged_kept_registry_is_found_afresh_and_written_over(kept, monkeypatch, damage):
    path = kept_registry._path()
    with open(path, "rb") as file:
        whole = file.read()
    middle = len(whole) // 2
    with open(path, "wb") as file:
        file.write({"empty": b"", "not ours": b"not ours at all", "cut short": whole[:middle],
                    "a byte changed": whole[:middle] + bytes([whole[middle] ^ 1]) + whole[middle + 1:]}[damage])
    assert kept_registry.load() is None
    assert registry.listed() == GAMES  # found afresh, said nothing, and kept again
    assert registry.REFUSED == [] and kept_registry.load() == GAMES


def test_a_registry_with_a_refused_game_is_not_kept(kept, monkeypatch):
    """A broken plugin is looked at, and said, at every start."""
    path = kept_registry._path()
    with open(path, "wb") as file:
        file.write(b"damaged")

    def with_a_refusal(files=None):
        registry.REFUSED[:] = [registry.Refusal("broken", "it could not be loaded: {error}", {"error": "x"})]
        return dict(GAMES)

    monkeypatch.setattr(registry, "discover", with_a_refusal)
    monkeypatch.setattr(registry, "REFUSED", [])
    assert registry.listed() == GAMES
    with open(path, "rb") as file:
        assert file.read() == b"damaged"  # not written over


def test_a_spec_holding_more_than_plain_data_is_not_kept(kept):
    class Options(dict):
        pass

    odd = {**GAMES, "cadenas": GAMES["cadenas"].replace(demo_options=Options(speed=1))}
    assert not kept_registry.save(odd, [])


def test_without_a_folder_nothing_is_kept_or_read(kept, monkeypatch):
    """Commands and tests find the games afresh: only the program's window keeps them."""
    monkeypatch.setattr(kept_registry, "FOLDER", None)
    assert kept_registry.load() is None and not kept_registry.save(GAMES, [])


def test_a_game_package_not_imported_still_gives_its_folder(kept, monkeypatch):
    """A kept spec's game is not imported until it is played: its folder (the launcher's picture,
    its translations) is found by one look in its parent package's folder."""
    spec = kept_registry.load()["cadenas"]
    expected = GAMES["cadenas"].folder()
    monkeypatch.delitem(sys.modules, "ludicitude.games.cadenas")
    assert spec.folder() == expected and (expected / "spec.py").is_file()


def test_a_part_added_to_or_removed_from_a_games_folder_finds_the_games_afresh(kept, tmp_path):
    """A plugin's parts are looked for at discovery ("A plugin can never stop the program"): a
    file added to or removed from a kept game's folder has them looked for again."""
    game = tmp_path / "a_game"
    game.mkdir()
    (game / "rules.py").write_text("", encoding="utf-8")
    os.utime(game, ns=(10**18, 10**18))  # written a while ago (a folder's time may be coarse)
    assert kept_registry.save(GAMES, [str(game)])
    assert kept_registry.load() == GAMES
    (game / "rules.py").unlink()
    assert kept_registry.load() is None


def test_a_game_added_to_an_installed_distributions_entry_points_finds_the_games_afresh(kept):
    """A newly installed game is never missed: one added to a distribution already there (its
    entry points written by hand, or a reinstall of the same version) is found afresh, though the
    folder of distributions holds the same names."""
    site, _made = kept
    other = site / "other_game-1.0.dist-info"
    assert kept_registry.load() == GAMES
    (other / "entry_points.txt").write_text("[ludicitude.games]\nother = other_game.spec:SPEC\n", encoding="utf-8")
    assert kept_registry.load() is None
    assert kept_registry.save(GAMES, []) and kept_registry.load() == GAMES
    # installed (a RECORD): written anew by a reinstall of the same version, in a folder whose time changes
    (other / "RECORD").write_text("", encoding="utf-8")
    aged(site)
    assert kept_registry.save(GAMES, []) and kept_registry.load() == GAMES
    shutil.rmtree(other)
    other.mkdir()
    (other / "RECORD").write_text("", encoding="utf-8")
    (other / "entry_points.txt").write_text("[ludicitude.games]\nother2 = other_game.spec:SPEC\n", encoding="utf-8")
    assert kept_registry.load() is None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="a pipe in a folder is POSIX's")
def test_a_pipe_in_the_kept_registrys_place_never_holds_the_start(kept):
    """The program never hangs on its cache: a pipe (or an endless device) where the registry was
    is not read; the games are found afresh, and kept again in its place (nor is one where it is
    written first)."""
    import threading

    path = kept_registry._path()
    os.remove(path)
    os.mkfifo(path)
    got: list[object] = []
    reader = threading.Thread(target=lambda: got.append(kept_registry.load()), daemon=True)
    reader.start()
    reader.join(5)
    if reader.is_alive():  # (before: blocked in open until a writer came)
        with open(path, "wb"):
            pass
    assert got == [None]
    assert kept_registry.save(GAMES, []) and kept_registry.load() == GAMES
    part = f"{path}.{os.getpid()}.part"  # a pipe where the registry is written first
    os.mkfifo(part)
    writer = threading.Thread(target=lambda: got.append(kept_registry.save(GAMES, [])), daemon=True)
    writer.start()
    writer.join(5)
    if writer.is_alive():
        with open(part, "rb"):
            pass
    assert got == [None, True] and kept_registry.load() == GAMES


def test_a_registry_that_cant_be_written_leaves_no_part_behind(kept):
    """A folder where the registry goes: nothing kept, and no ``*.part`` left at each start."""
    path = kept_registry._path()
    os.remove(path)
    os.mkdir(path)
    assert not kept_registry.save(GAMES, [])
    assert os.listdir(os.path.dirname(path)) == [os.path.basename(path)]


def test_a_plugins_part_taken_from_its_sub_package_finds_the_games_afresh(kept, tmp_path, monkeypatch):
    """A plugin's parts are looked for at discovery ("A plugin can never stop the program"): one
    taken from a sub-package of the game (not its own folder) has them looked for again."""
    from tests.broken_plugins import PARTS, spec_source, write_package

    plugins = tmp_path / "plugins"
    parts = {name: text for name, text in PARTS.items() if name != "scene.py"}
    write_package(plugins, "plug_deep", {**parts, "spec.py": spec_source(
        "deep", "plug_deep", ", scene=Ref('plug_deep.ui.scene:GameScene')")})
    write_package(plugins / "plug_deep", "ui", {"scene.py": PARTS["scene.py"]})
    (plugins / "plug_deep-1.0.dist-info").mkdir()
    (plugins / "plug_deep-1.0.dist-info" / "entry_points.txt").write_text(
        "[ludicitude.games]\ndeep = plug_deep.spec:SPEC\n", encoding="utf-8")
    monkeypatch.setattr(sys, "path", [str(plugins), *sys.path])
    os.remove(kept_registry._path())
    try:
        found = registry.listed()
        assert "deep" in found and registry.REFUSED == []
        assert kept_registry.load() == found
        (plugins / "plug_deep" / "ui" / "scene.py").unlink()
        assert kept_registry.load() is None
    finally:
        for name in [name for name in sys.modules if name.split(".")[0] == "plug_deep"]:
            del sys.modules[name]
        registry.REFUSED[:] = []


def test_a_file_changed_while_or_just_before_the_specs_were_made_keeps_no_registry(kept, monkeypatch):
    """Never a stale name kept for good: a file changed while the specs were being made (its
    stamp is not the one they were made from), or so lately that its next change may keep its
    time (a coarse clock), keeps nothing; the next start finds the games afresh, and keeps them."""
    _site, made = kept
    os.remove(kept_registry._path())
    began = time.time_ns()  # the specs began to be made
    monkeypatch.setattr(kept_registry, "COARSE_NS", 0)  # (a fine clock)
    os.utime(made, ns=(began + 10**6, began + 10**6))  # changed meanwhile
    assert not kept_registry.save(GAMES, [str(made)], began) and kept_registry.load() is None
    os.utime(made, ns=(began - 10**9, began - 10**9))  # a second before
    assert kept_registry.save(GAMES, [str(made)], began) and kept_registry.load() == GAMES
    os.remove(kept_registry._path())
    monkeypatch.setattr(kept_registry, "COARSE_NS", 2 * 10**9)  # FAT's clock: the same time as its next change
    assert not kept_registry.save(GAMES, [str(made)], began) and kept_registry.load() is None


def test_a_games_package_put_in_a_folder_before_its_own_finds_the_games_afresh(kept, tmp_path, monkeypatch):
    """Never a stale name: a package of a game's name put in a folder met earlier on ``sys.path``
    (a checkout of the game in the current folder) is the one imported, and its spec is read."""
    early = tmp_path / "early"
    early.mkdir()
    aged(early)
    monkeypatch.setattr(sys, "path", [str(early), *sys.path])
    assert kept_registry.save(GAMES, []) and kept_registry.load() == GAMES
    (early / "ludicitude").mkdir()
    (early / "notes.txt").write_text("not a game's\n", encoding="utf-8")
    aged(early)
    os.utime(early, ns=(10**18 + 10**9, 10**18 + 10**9))  # changed since
    assert kept_registry.load() is None
    (early / "ludicitude").rmdir()
    assert kept_registry.load() == GAMES  # a file of another name changes nothing


def test_a_game_in_an_archive_written_again_finds_the_games_afresh(kept, tmp_path):
    """A game's package in a zip on ``sys.path``: its files have no stamps of their own, the
    archive's stands for them (written again with another spec: found afresh)."""
    import zipfile

    archive = tmp_path / "game.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("zipped_game/spec.py", "NAME = 'one'\n")
    aged(archive)
    assert kept_registry.save(GAMES, [str(archive / "zipped_game" / "spec.py")])
    assert kept_registry.load() == GAMES
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("zipped_game/spec.py", "NAME = 'two'\n")
    assert kept_registry.load() is None


def test_another_current_folder_on_sys_path_finds_the_games_afresh(kept, monkeypatch, tmp_path):
    """``''`` on ``sys.path`` is the current folder: started from another, which may hold another
    copy of a game's package, the games are found afresh."""
    monkeypatch.setattr(sys, "path", ["", *sys.path])
    (tmp_path / "one").mkdir()
    (tmp_path / "two").mkdir()
    monkeypatch.chdir(tmp_path / "one")
    assert kept_registry.save(GAMES, []) and kept_registry.load() == GAMES
    monkeypatch.chdir(tmp_path / "two")
    assert kept_registry.load() is None


def test_a_games_folder_changed_by_python_itself_as_it_starts_still_keeps_the_registry(kept, tmp_path, monkeypatch):
    """A start right after an install or a checkout keeps its registry: Python writing a game's
    first ``__pycache__`` changes the game's folder, not a file the specs were made from."""
    monkeypatch.setattr(kept_registry, "COARSE_NS", 2 * 10**9)  # the rule of the last two seconds, on
    game = tmp_path / "a_game"
    game.mkdir()
    spec = game / "spec.py"
    spec.write_text("SPEC = ...\n", encoding="utf-8")
    aged(spec)
    (game / "__pycache__").mkdir()
    # the specs made "now" (a moment later than every file of the program, however fresh its
    # checkout), the game's folder changed by that start itself
    began = time.time_ns() + 60 * 10**9
    os.utime(game, ns=(began - 10**9, began - 10**9))
    assert kept_registry.save(GAMES, [str(game), str(spec)], began) and kept_registry.load() == GAMES
