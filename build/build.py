"""Build the packaged program: ``python build/build.py`` from the top of the checkout.

Runs PyInstaller on ``ludicitude.spec`` with its scratch files in ``.pyinstaller/`` (ignored by
git, so ``build/`` keeps only packaging inputs) and the result in ``dist/``. On Windows it also
writes the version resource from ``ludicitude.__version__``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRATCH = ROOT / ".pyinstaller"

VERSION_TEMPLATE = """VSVersionInfo(
  ffi=FixedFileInfo(filevers=({t}), prodvers=({t}), mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[StringFileInfo([StringTable('040904B0', [
      StringStruct('CompanyName', 'Ludicitude'),
      StringStruct('FileDescription', 'Ludicitude: table dice games'),
      StringStruct('FileVersion', '{v}'),
      StringStruct('ProductName', 'Ludicitude'),
      StringStruct('ProductVersion', '{v}')])]),
        VarFileInfo([VarStruct('Translation', [1033, 1200])])])
"""


def main() -> int:
    sys.path.insert(0, str(ROOT))
    from ludicitude import __version__

    SCRATCH.mkdir(exist_ok=True)
    if sys.platform == "win32":
        parts = [int(p) for p in __version__.split(".")[:3]] + [0]
        vf = SCRATCH / "version_info.txt"
        vf.write_text(VERSION_TEMPLATE.format(t=", ".join(map(str, parts)), v=__version__), encoding="utf-8")
        os.environ["LUDICITUDE_VERSION_FILE"] = str(vf)
    import PyInstaller.__main__

    PyInstaller.__main__.run([
        str(ROOT / "ludicitude.spec"),
        "--noconfirm",
        "--clean",
        "--workpath", str(SCRATCH / "work"),
        "--distpath", str(ROOT / "dist"),
    ])
    return 0


if __name__ == "__main__":
    sys.exit(main())
