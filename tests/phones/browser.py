"""A real browser for the phone page: Debian's chromium, headless, driven through the DevTools
protocol (over a ``websockets`` client) as a thumb would: load the page, tap, read, screenshot.

One chromium serves a whole test process (started at the first page asked for, stopped when the
process ends): each ``Browser`` is a tab of its own size in a fresh browser context (its own
storage and cookies, none kept), as a phone of its own would be; a chromium start costs about a
second of processor time, paid once instead of once a page."""

from __future__ import annotations

import atexit
import base64
import itertools
import json
import re
import shutil
import subprocess
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from websockets.sync.client import connect


def chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


class _Chromium:
    """The test process's headless chromium and its browser-wide DevTools connection."""

    def __init__(self) -> None:
        exe = chromium()
        assert exe, "chromium is not installed (.ci/run installs Debian's chromium)"
        self._profile = tempfile.TemporaryDirectory(prefix="ludicitude-chromium-")
        self.proc = subprocess.Popen(
            [exe, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
             "--remote-debugging-port=0", f"--user-data-dir={self._profile.name}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        assert self.proc.stderr is not None
        found = None
        end = time.monotonic() + 30
        while found is None and time.monotonic() < end:
            found = re.search(r"DevTools listening on (ws://127\.0\.0\.1:(\d+)/\S+)", self.proc.stderr.readline())
        assert found, "chromium did not start its DevTools endpoint"
        self.port = int(found.group(2))
        self._stack = ExitStack()
        self.ws = self._stack.enter_context(connect(found.group(1), max_size=None, ping_interval=None,
                                                    open_timeout=10))
        self._ids = itertools.count(1)

    def call(self, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
        return _call(self.ws, self._ids, method, params)

    def alive(self) -> bool:
        return self.proc.poll() is None

    def close(self) -> None:
        self._stack.close()
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self._profile.cleanup()


_shared: _Chromium | None = None


def _chromium() -> _Chromium:
    """The test process's chromium, started at the first call (again if it died)."""
    global _shared
    if _shared is None or not _shared.alive():
        if _shared is not None:
            _shared.close()
        else:
            atexit.register(_stop)
        _shared = _Chromium()
    return _shared


def _stop() -> None:
    """Stop the process's chromium (at the end of the run, and at exit)."""
    global _shared
    if _shared is not None:
        _shared.close()
        _shared = None


def _call(ws: Any, ids: Any, method: str, params: dict[str, Any] | None) -> dict[str, Any]:
    number = next(ids)
    ws.send(json.dumps({"id": number, "method": method, "params": params or {}}))
    while True:
        message = json.loads(ws.recv(timeout=20))
        if message.get("id") == number:
            assert "error" not in message, message
            return dict(message.get("result", {}))


class Browser:
    """One headless chromium tab the size of a phone (390x844 CSS pixels), in a browser context of
    its own (``profile`` is kept for the callers' sake: the context's storage lives in memory)."""

    def __init__(self, profile: Path | None = None, width: int = 390, height: int = 844) -> None:
        self._browser = _chromium()
        self._context = self._browser.call("Target.createBrowserContext")["browserContextId"]
        target = self._browser.call("Target.createTarget", {"url": "about:blank", "browserContextId": self._context,
                                                            "width": width, "height": height, "newWindow": True})
        self._stack = ExitStack()
        self.ws = self._stack.enter_context(connect(
            f"ws://127.0.0.1:{self._browser.port}/devtools/page/{target['targetId']}", max_size=None,
            ping_interval=None, open_timeout=10))
        self._ids = itertools.count(1)
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})

    def call(self, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
        return _call(self.ws, self._ids, method, params)

    def run(self, script: str) -> Any:
        result = self.call("Runtime.evaluate", {"expression": script, "returnByValue": True})
        return result["result"].get("value")

    def screenshot(self, path: Path) -> Path:
        data = self.call("Page.captureScreenshot", {"format": "png"})["data"]
        path.write_bytes(base64.b64decode(data))
        return path

    def close(self) -> None:
        """Close the tab and forget its context (the process's chromium stays for the next page)."""
        self._stack.close()
        if self._browser.alive():
            self._browser.call("Target.disposeBrowserContext", {"browserContextId": self._context})
