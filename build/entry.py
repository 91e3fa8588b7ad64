"""Entry script for the packaged program (PyInstaller needs a file, not a module)."""

import multiprocessing
import sys

from ludicitude.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the club season's reading process (club/link.py) starts this program again
    sys.exit(main())
