"""Assets are found from an installed wheel, not only from the source checkout; the README's
commands and CI agree; the spec alone builds each desktop's program, with its version, icons,
console, menu entry and archives (issue 21)."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path
from shutil import which as shutil_which
from types import ModuleType, SimpleNamespace

import pygame
import pytest

from ludicitude.games import GAMES

ROOT = Path(__file__).resolve().parent.parent


def test_readme_test_command_is_the_one_ci_runs():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    command = 'python3 -m venv .venv && .venv/bin/python -m pip install -e ".[test]" && .venv/bin/python -m pytest'
    assert f"\n{command}\n" in readme
    assert f"\n{command}\n" in ci


def test_the_font_draws_french_accents():
    from ludicitude.resources import asset_path

    pygame.font.init()
    f = pygame.font.Font(str(asset_path("fonts", "DejaVuSans.ttf")), 20)
    for ch in "éèêàçôûœÉ":
        assert f.metrics(ch)[0] is not None, ch
    assert (asset_path("fonts", "LICENSE-DejaVu.txt")).exists()


def test_the_installed_wheel_finds_its_assets_and_starts_headless(tmp_path):
    wheels = tmp_path / "wheels"
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-w", str(wheels), str(ROOT)],
                           capture_output=True, text=True, timeout=600)
    if build.returncode != 0:
        pytest.fail(build.stdout[-2000:] + build.stderr[-2000:])
    wheel = next(wheels.glob("ludicitude-*.whl"))
    shipped = zipfile.ZipFile(wheel).namelist()
    # the kit a game's author tests against (ludicitude.testing), without the program's test data
    assert {f"ludicitude/testing/{m}.py" for m in ("conformance", "driver", "fixtures", "screens", "layers")} <= set(
        shipped)
    assert not [n for n in shipped if n.startswith(("tests/", "examples/")) or "/golden/" in n], "test data shipped"
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    py = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    # the new venv borrows pygame and platformdirs from this environment, nothing else
    site = subprocess.run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    Path(site, "borrowed.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(py), "install", "--no-deps", str(wheel)],
                   check=True, capture_output=True, timeout=300)
    shot = tmp_path / "from_wheel.png"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": ""}
    run = subprocess.run(
        [str(py), "-c", "import ludicitude.resources as r; print(r.assets_dir())"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert Path(run.stdout.strip()).is_relative_to(Path(site)), run.stdout  # not the checkout
    start = subprocess.run([str(py), "-m", "ludicitude", "--frames", "3", "--screenshot", str(shot)],
                           cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert start.returncode == 0, start.stderr
    assert pygame.image.load(str(shot)).get_size()[1] >= 480


# -- the packaged programs of each desktop (issue 21) ----------------------------------------------

def _release_files():
    """build/release_files.py, the spec's helpers, loaded without putting build/ on sys.path."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("release_files", ROOT / "build" / "release_files.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _png_size(data: bytes) -> tuple[int, int]:
    import struct

    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return struct.unpack(">II", data[16:24])


def test_the_windows_icon_holds_every_size_from_16_to_256():
    import struct

    data = (ROOT / "build" / "icons" / "ludicitude.ico").read_bytes()
    _, kind, count = struct.unpack("<HHH", data[:6])
    assert kind == 1
    sizes = []
    for i in range(count):
        w, h, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i: 22 + 16 * i])
        png = _png_size(data[offset: offset + length])
        assert png == (w or 256, h or 256)
        sizes.append(png[0])
    assert {16, 24, 32, 48, 64, 128, 256} <= set(sizes)


def test_the_macos_icon_holds_16_32_and_1024():
    import struct

    data = (ROOT / "build" / "icons" / "ludicitude.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    chunks, i = {}, 8
    while i < len(data):
        kind, length = data[i:i + 4], struct.unpack(">I", data[i + 4:i + 8])[0]
        chunks[kind] = _png_size(data[i + 8:i + length])[0]
        i += length
    assert chunks[b"icp4"] == 16 and chunks[b"icp5"] == 32 and chunks[b"ic10"] == 1024
    assert chunks[b"ic07"] == 128 and chunks[b"ic08"] == 256 and chunks[b"ic09"] == 512


@pytest.mark.parametrize("version, numbers", [("0.1.0", (0, 1, 0, 0)), ("0.2.0rc1", (0, 2, 0, 0)),
                                              ("1.4", (1, 4, 0, 0)), ("2.0.1.post3", (2, 0, 1, 0)),
                                              ("3.1.4.1", (3, 1, 4, 1))])
def test_windows_version_numbers_accept_release_candidates(version, numbers):
    assert _release_files().version_numbers(version) == numbers


@pytest.mark.parametrize("version, words", [("dev", "does not start with a number"), ("70000.1", "65535")])
def test_a_version_windows_cannot_hold_is_refused_in_words(version, words):
    with pytest.raises(ValueError, match=words):
        _release_files().version_numbers(version)


def test_the_spec_reads_the_package_version():
    from ludicitude import __version__

    assert _release_files().read_version(ROOT) == __version__


def _eval_version_info(text: str) -> dict:
    """The version resource's text evaluated with stand-ins for PyInstaller's classes."""
    def make(kind):
        return lambda *args, **kwargs: {"kind": kind, "args": args, **kwargs}

    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct", "VarFileInfo",
             "VarStruct")
    return eval(text, {n: make(n) for n in names})  # our own generated text


def test_the_windows_version_resource_carries_the_full_version():
    info = _eval_version_info(_release_files().windows_version_info("0.2.0rc1"))
    assert info["ffi"]["filevers"] == (0, 2, 0, 0) and info["ffi"]["prodvers"] == (0, 2, 0, 0)
    strings = {s["args"][0]: s["args"][1] for s in info["kids"][0]["args"][0][0]["args"][1]}
    assert strings["ProductVersion"] == strings["FileVersion"] == "0.2.0rc1"
    assert strings["ProductName"] == "Ludicitude" and strings["FileDescription"]


def test_pyinstaller_reads_the_windows_version_resource(tmp_path, monkeypatch):
    """Where PyInstaller and pefile are installed, the real reader and the bytes it would write."""
    compat = pytest.importorskip("PyInstaller.compat")
    pytest.importorskip("pefile")
    monkeypatch.setattr(compat, "win32api", None, raising=False)  # only needed to write into an .exe
    monkeypatch.delitem(sys.modules, "PyInstaller.utils.win32.versioninfo", raising=False)
    from PyInstaller.utils.win32 import versioninfo

    path = _release_files().write_windows_version_file("0.2.0rc1", tmp_path)
    info = versioninfo.load_version_info_from_text_file(str(path))
    raw = info.toRaw()  # the bytes that go into each .exe
    assert "0.2.0rc1".encode("utf-16-le") in raw and "Ludicitude".encode("utf-16-le") in raw
    assert (info.ffi.fileVersionMS, info.ffi.fileVersionLS) == (2, 0)  # 0.2 and 0.0


class _Built:
    """What the spec built, recorded by stand-ins for PyInstaller's classes."""

    def __init__(self, dist: Path):
        self.dist = dist
        self.made: dict[str, list[dict]] = {"EXE": [], "COLLECT": [], "BUNDLE": []}
        self.commands: list[list[str]] = []

    def namespace(self, root: Path) -> dict:
        def analysis(*args, **kwargs):
            self.analysis = kwargs
            return SimpleNamespace(pure=[], scripts=[], binaries=[], datas=[])

        def exe(*args, **kwargs):
            self.made["EXE"].append(kwargs)
            if not kwargs.get("exclude_binaries"):  # one file: the program itself lands in dist/
                program = self.dist / (kwargs["name"] + (".exe" if sys.platform == "win32" else ""))
                program.write_bytes(b"\x7fELF stand-in")
                program.chmod(0o755)
            return SimpleNamespace(name=kwargs["name"])

        def collect(*args, **kwargs):
            self.made["COLLECT"].append(kwargs)
            folder = self.dist / kwargs["name"]
            folder.mkdir(parents=True)
            for target in args:
                if isinstance(target, SimpleNamespace):
                    (folder / f"{target.name}.exe").write_bytes(b"MZ stand-in")
            return SimpleNamespace(name=kwargs["name"])

        def bundle(*args, **kwargs):
            self.made["BUNDLE"].append(kwargs)

        return {"SPECPATH": str(root), "DISTPATH": str(self.dist), "workpath": str(self.dist.parent / "work"),
                "Analysis": analysis, "PYZ": lambda *a, **k: None, "EXE": exe, "COLLECT": collect,
                "BUNDLE": bundle}


def _run_spec(tmp_path, monkeypatch, platform: str, version: str = "0.2.0rc1") -> _Built:
    """Run ludicitude.spec as PyInstaller would on ``platform``, for a package at ``version``."""
    import shutil

    root = tmp_path / "checkout"
    shutil.copytree(ROOT / "build", root / "build", ignore=shutil.ignore_patterns("__pycache__", "ludicitude"))
    shutil.copy2(ROOT / "ludicitude.spec", root / "ludicitude.spec")
    (root / "ludicitude").mkdir()
    shutil.copytree(ROOT / "ludicitude" / "games", root / "ludicitude" / "games",
                    ignore=shutil.ignore_patterns("__pycache__"))
    (root / "ludicitude" / "__init__.py").write_text(f'__version__ = "{version}"\n', encoding="utf-8")
    built = _Built(tmp_path / "dist")
    built.dist.mkdir()
    monkeypatch.setattr(sys, "path", list(sys.path))
    monkeypatch.delitem(sys.modules, "release_files", raising=False)
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(subprocess, "run", lambda cmd, **kwargs: built.commands.append(cmd))
    # PyInstaller's hook helper: the metadata folder of a distribution (its entry points)
    hooks = ModuleType("PyInstaller.utils.hooks")
    hooks.copy_metadata = lambda name: [(f"/site-packages/{name}-0.dist-info", f"{name}-0.dist-info")]
    for name, module in (("PyInstaller", ModuleType("PyInstaller")), ("PyInstaller.utils", ModuleType("x")),
                         ("PyInstaller.utils.hooks", hooks)):
        monkeypatch.setitem(sys.modules, name, module)
    code = compile((root / "ludicitude.spec").read_text(encoding="utf-8"), "ludicitude.spec", "exec")
    exec(code, built.namespace(root))  # the spec is a Python file by design
    return built


def test_the_spec_ships_the_games_entry_points_and_each_game_s_phone_screen_and_picture(tmp_path, monkeypatch):
    """The registry reads the games from this program's metadata (issue 28): it is shipped, with
    each game's phone script beside its modules and every module of every game named."""
    built = _run_spec(tmp_path, monkeypatch, "linux")
    datas = built.analysis["datas"]
    assert ("/site-packages/ludicitude-0.dist-info", "ludicitude-0.dist-info") in datas
    for game in (g for g in GAMES if GAMES[g].package.startswith("ludicitude.")):  # the program's own
        assert (str(tmp_path / "checkout" / "ludicitude" / "games" / game / "phone.js"),
                f"ludicitude/games/{game}") in datas
        assert (str(tmp_path / "checkout" / "ludicitude" / "games" / game / "art.png"),
                f"ludicitude/games/{game}") in datas  # the launcher tile's picture (GameSpec.art)
        assert f"ludicitude.games.{game}.spec" in built.analysis["hiddenimports"]
        assert f"ludicitude.games.{game}.scene" in built.analysis["hiddenimports"]


def test_the_spec_alone_gives_windows_both_variants_with_version_and_a_console(tmp_path, monkeypatch):
    import zipfile

    built = _run_spec(tmp_path, monkeypatch, "win32")
    exes = built.made["EXE"]
    assert {(e["name"], e["console"], bool(e.get("exclude_binaries"))) for e in exes} == {
        ("ludicitude", False, False), ("ludicitude", False, True), ("ludicitude-cli", True, True)}
    assert all(e["upx"] is False and e["icon"].endswith("ludicitude.ico") for e in exes)
    for e in exes:
        info = _eval_version_info(Path(e["version"]).read_text(encoding="utf-8"))
        assert info["ffi"]["filevers"] == (0, 2, 0, 0) and "0.2.0rc1" in str(info)
    assert built.made["COLLECT"][0]["upx"] is False
    archive = built.dist / "ludicitude-0.2.0rc1-windows.zip"
    names = zipfile.ZipFile(archive).namelist()
    assert "ludicitude/ludicitude.exe" in names and "ludicitude/ludicitude-cli.exe" in names


def test_the_spec_alone_gives_macos_a_versioned_one_folder_app(tmp_path, monkeypatch):
    built = _run_spec(tmp_path, monkeypatch, "darwin")
    (exe,) = built.made["EXE"]
    assert exe["exclude_binaries"] is True and exe["upx"] is False  # one folder, never one file
    (bundle,) = built.made["BUNDLE"]
    assert bundle["version"] == "0.2.0rc1" and bundle["icon"].endswith("ludicitude.icns")
    assert bundle["info_plist"]["CFBundleShortVersionString"] == "0.2.0rc1"
    assert bundle["info_plist"]["CFBundleVersion"] == "0.2.0"
    assert "fr" in bundle["info_plist"]["CFBundleLocalizations"]
    assert built.commands and built.commands[0][0] == "ditto" and built.commands[0][-1].endswith(
        "ludicitude-0.2.0rc1-macos.zip")


def test_the_spec_alone_gives_linux_its_menu_entry_icons_and_archive(tmp_path, monkeypatch):
    import tarfile

    built = _run_spec(tmp_path, monkeypatch, "linux")
    (exe,) = built.made["EXE"]
    assert exe["upx"] is False and exe["console"] is False
    for name in ("ludicitude.desktop", "install-desktop.sh", "icons/16.png", "icons/256.png", "icons/512.png"):
        assert (built.dist / name).is_file(), name
    with tarfile.open(next(built.dist.glob("ludicitude-0.2.0rc1-linux-*.tar.gz"))) as tar:
        members = {m.name: m for m in tar.getmembers()}
    top = "ludicitude-0.2.0rc1"
    assert members[f"{top}/ludicitude"].mode & 0o111 and members[f"{top}/install-desktop.sh"].mode & 0o111
    assert f"{top}/ludicitude.desktop" in members and f"{top}/icons/48.png" in members


def _installer_env(tmp_path) -> dict:
    home = tmp_path / "home"
    home.mkdir()
    return {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home),
            "XDG_DATA_HOME": str(home / "share")}


@pytest.mark.skipif(os.name != "posix", reason="a Linux desktop's installer")
def test_the_one_line_desktop_install_puts_ludicitude_in_the_menu_and_takes_it_out(tmp_path):
    folder = tmp_path / "ludicitude-0.1.0"
    release = _release_files()
    folder.mkdir()
    (folder / "ludicitude").write_text("#!/bin/sh\necho stand-in\n")
    (folder / "ludicitude").chmod(0o755)
    release.ship_linux_desktop_files(folder, ROOT)
    env = _installer_env(tmp_path)
    run = subprocess.run(["sh", str(folder / "install-desktop.sh")], env=env, capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 0, run.stderr
    home = Path(env["HOME"])
    program = home / ".local" / "bin" / "ludicitude"
    entry = home / "share" / "applications" / "ludicitude.desktop"
    assert os.access(program, os.X_OK)
    assert f'Exec="{program}"' in entry.read_text(encoding="utf-8").splitlines()
    for n in (16, 32, 48, 256, 512):
        assert _png_size((home / "share" / "icons" / "hicolor" / f"{n}x{n}" / "apps" / "ludicitude.png")
                         .read_bytes()) == (n, n)
    if shutil_which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout
    out = subprocess.run(["sh", str(folder / "install-desktop.sh"), "--uninstall"], env=env, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0 and not program.exists() and not entry.exists()
    assert not list((home / "share" / "icons").rglob("*.png"))


@pytest.mark.skipif(os.name != "posix", reason="a Linux desktop's installer")
def test_the_desktop_installer_refuses_a_wrong_folder_or_option_in_words(tmp_path):
    lonely = tmp_path / "elsewhere"
    lonely.mkdir()
    script = lonely / "install-desktop.sh"
    script.write_bytes((ROOT / "build" / "linux" / "install-desktop.sh").read_bytes())
    env = _installer_env(tmp_path)
    run = subprocess.run(["sh", str(script)], env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 1 and "run it from the unpacked Ludicitude folder" in run.stderr
    run = subprocess.run(["sh", str(script), "--everywhere"], env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and "unknown option '--everywhere'" in run.stderr


def test_the_shipped_menu_entry_is_valid():
    text = (ROOT / "build" / "linux" / "ludicitude.desktop").read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines[0] == "[Desktop Entry]"
    assert {"Type=Application", "Name=Ludicitude", "Exec=ludicitude", "Icon=ludicitude", "Terminal=false"} <= set(
        lines)
    assert any(line.startswith("Comment[fr]=") for line in lines)
    if not shutil_which("desktop-file-validate"):
        pytest.skip("desktop-file-validate is not installed (Debian: desktop-file-utils); .ci/run installs it")
    check = subprocess.run(["desktop-file-validate", str(ROOT / "build" / "linux" / "ludicitude.desktop")],
                           capture_output=True, text=True)
    assert check.returncode == 0 and not check.stdout.strip(), check.stdout


def test_windows_declares_dpi_awareness_before_the_display_opens(make_app, monkeypatch):
    monkeypatch.delenv("SDL_WINDOWS_DPI_AWARENESS", raising=False)
    make_app()
    assert os.environ["SDL_WINDOWS_DPI_AWARENESS"] == "permonitorv2"
    monkeypatch.setenv("SDL_WINDOWS_DPI_AWARENESS", "system")  # the player's own choice wins
    make_app()
    assert os.environ["SDL_WINDOWS_DPI_AWARENESS"] == "system"


WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def _lint_workflow(path: Path) -> subprocess.CompletedProcess:
    """check-jsonschema with its vendored GitHub workflow schema; any network use would fail here."""
    dead = "http://127.0.0.1:9"
    env = {**os.environ, "HTTP_PROXY": dead, "HTTPS_PROXY": dead, "http_proxy": dead, "https_proxy": dead,
           "NO_PROXY": "", "no_proxy": ""}
    return subprocess.run([sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows",
                           str(path)], capture_output=True, text=True, env=env, timeout=120)


def test_the_release_workflow_lints_clean_offline():
    run = _lint_workflow(WORKFLOW)
    assert run.returncode == 0, run.stdout + run.stderr


def test_the_workflow_linter_catches_a_broken_workflow(tmp_path):
    broken = tmp_path / "release.yml"
    broken.write_text(WORKFLOW.read_text(encoding="utf-8").replace("runs-on:", "runs_on:"), encoding="utf-8")
    run = _lint_workflow(broken)
    assert run.returncode == 1 and "'runs-on' is a required property" in run.stdout


def test_the_release_workflow_builds_with_the_spec_and_starts_each_program_headless():
    text = WORKFLOW.read_text(encoding="utf-8")
    for runner in ("ubuntu-", "windows-", "macos-"):
        assert f"- os: {runner}" in text
    assert "python build/build.py" in text  # the same spec as .ci/run
    assert '"${{ matrix.program }}" --frames 60 --screenshot frozen.png' in text
    assert "SDL_VIDEODRIVER: dummy" in text
    for program in ("dist/ludicitude\n", "dist/ludicitude/ludicitude-cli.exe", "dist/Ludicitude.app/Contents/MacOS"):
        assert f"program: {program}" in text


def test_the_readme_says_which_download_for_each_desktop():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Which download"):]
    section = section[:section.index("\n## ", 1)]
    for desktop, words in (("**Windows**", ("ludicitude-cli.exe", "-windows.zip", "Run anyway")),
                           ("**macOS**", ("Open Anyway", "-macos.zip")),
                           ("**Linux**", ("sh install-desktop.sh", ".tar.gz", "libx11-6"))):
        part = section[section.index(desktop):]
        for word in words:
            assert word in part, (desktop, word)
    assert "sudo apt install python3-venv" in readme


def test_the_spec_freezes_sqlite3_and_openskill_with_the_runtime_its_compiled_modules_load(tmp_path, monkeypatch):
    """The club's database (sqlite3) and ratings (openskill, compiled with mypyc: its modules
    import a runtime module by a hashed name no analysis sees) are in the frozen program."""
    built = _run_spec(tmp_path, monkeypatch, "linux")
    hidden, excluded = built.analysis["hiddenimports"], built.analysis["excludes"]
    assert "sqlite3" not in excluded
    assert "openskill.models.weng_lin.plackett_luce" in hidden and "ludicitude.club_commands" in hidden
    import openskill

    compiled = any(Path(openskill.__file__).parent.rglob("*.so")) or any(Path(openskill.__file__).parent.rglob("*.pyd"))
    assert any(name.endswith("__mypyc") for name in hidden) == compiled  # a pure-Python wheel needs none
