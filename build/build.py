"""Build the packaged program: ``python build/build.py`` from the top of the checkout.

Runs PyInstaller on ``ludicitude.spec`` with its scratch files in ``.pyinstaller/`` (ignored by
git, so ``build/`` keeps only packaging inputs) and the result in ``dist/``. The spec is complete
on its own (version resource, icons, the files shipped beside the program, the archives):
``pyinstaller ludicitude.spec`` gives the same programs, with its scratch files in ``build/``.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRATCH = ROOT / ".pyinstaller"


def main() -> int:
    import PyInstaller.__main__

    SCRATCH.mkdir(exist_ok=True)
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
