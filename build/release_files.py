"""What ``ludicitude.spec`` needs besides PyInstaller: the version, the Windows version resource,
and the files shipped beside the program (Linux menu entry and icons, the downloadable archives).

Kept here rather than in the spec so the tests can import it: the spec alone gives a complete
build (``pyinstaller ludicitude.spec`` works as well as ``python build/build.py``).
"""

from __future__ import annotations

import re
import shutil
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DESCRIPTION = "Ludicitude: table dice games"


def read_version(root: Path = ROOT) -> str:
    """``__version__`` from ``ludicitude/__init__.py``, read as text (the spec imports nothing of
    the package)."""
    text = (root / "ludicitude" / "__init__.py").read_text(encoding="utf-8")
    m = re.search(r"""^__version__\s*=\s*["']([^"']+)["']""", text, re.MULTILINE)
    if not m:
        raise ValueError("ludicitude/__init__.py has no __version__ = \"...\" line")
    return m[1]


def version_numbers(version: str) -> tuple[int, int, int, int]:
    """The four numbers Windows wants: '0.2.0rc1' -> (0, 2, 0, 0), '1.4' -> (1, 4, 0, 0)."""
    m = re.match(r"(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:\.(\d+))?", version)
    if not m:
        raise ValueError(f"version {version!r} does not start with a number like 1.2.3")
    numbers = tuple(int(p or 0) for p in m.groups())
    if any(n > 0xFFFF for n in numbers):
        raise ValueError(f"version {version!r}: each number must be at most 65535 for Windows")
    return numbers  # type: ignore[return-value]


def windows_version_info(version: str) -> str:
    """The version resource of the Windows programs, in the text form PyInstaller reads from a
    ``version=`` file: numbers for Explorer's columns, and the full version text (with any 'rc1')
    in the strings. Text rather than PyInstaller's objects, which need Windows-only modules."""
    numbers = version_numbers(version)
    strings = [("CompanyName", "Ludicitude"), ("FileDescription", DESCRIPTION), ("FileVersion", version),
               ("InternalName", "ludicitude"), ("LegalCopyright", "MIT licence"),
               ("OriginalFilename", "ludicitude.exe"), ("ProductName", "Ludicitude"),
               ("ProductVersion", version)]
    table = ",\n        ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings)
    return (f"VSVersionInfo(\n"
            f"  ffi=FixedFileInfo(filevers={numbers!r}, prodvers={numbers!r}, mask=0x3f, flags=0x0,\n"
            f"                    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),\n"
            f"  kids=[StringFileInfo([StringTable('040904B0', [\n        {table}])]),\n"
            f"        VarFileInfo([VarStruct('Translation', [1033, 1200])])])\n")


def write_windows_version_file(version: str, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "version_info.txt"
    path.write_text(windows_version_info(version), encoding="utf-8")
    return path


def ship_linux_desktop_files(dist: Path, root: Path = ROOT) -> list[Path]:
    """Put the menu entry, the icons and their installer beside ``dist/ludicitude``."""
    shipped = [shutil.copy2(root / "build" / "linux" / name, dist / name)
               for name in ("ludicitude.desktop", "install-desktop.sh")]
    (dist / "install-desktop.sh").chmod(0o755)
    icons = dist / "icons"
    icons.mkdir(exist_ok=True)
    for png in sorted((root / "build" / "icons" / "hicolor").glob("*.png")):
        shipped.append(shutil.copy2(png, icons / png.name))
    return [Path(p) for p in shipped]


def linux_archive(dist: Path, version: str, machine: str) -> Path:
    """``ludicitude-<version>-linux-<machine>.tar.gz``: one folder with the program, its menu
    entry, icons and installer (modes kept, so the program stays executable)."""
    target = dist / f"ludicitude-{version}-linux-{machine}.tar.gz"
    top = f"ludicitude-{version}"
    def anonymous(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        return info

    with tarfile.open(target, "w:gz") as tar:
        for name in ("ludicitude", "ludicitude.desktop", "install-desktop.sh", "icons"):
            tar.add(dist / name, arcname=f"{top}/{name}", filter=anonymous)
    return target


def zip_folder(folder: Path, target: Path) -> Path:
    """Zip ``folder`` (kept as the top folder of the archive) into ``target`` (a .zip path)."""
    made = shutil.make_archive(str(target.with_suffix("")), "zip", root_dir=folder.parent, base_dir=folder.name)
    return Path(made)
