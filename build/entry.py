"""Entry script for the packaged program (PyInstaller needs a file, not a module)."""

import sys

from ludicitude.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
