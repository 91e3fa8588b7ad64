"""A real browser for the phone page: Debian's chromium, headless, driven through the DevTools
protocol (over a ``websockets`` client) as a thumb would: load the page, tap, read, screenshot."""

from __future__ import annotations

import base64
import itertools
import json
import re
import shutil
import subprocess
import time
import urllib.request
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from websockets.sync.client import connect


def chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


class Browser:
    """One headless chromium tab the size of a phone (390x844 CSS pixels)."""

    def __init__(self, profile: Path, width: int = 390, height: int = 844) -> None:
        exe = chromium()
        assert exe, "chromium is not installed (.ci/run installs Debian's chromium)"
        self.proc = subprocess.Popen(
            [exe, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
             "--remote-debugging-port=0", f"--user-data-dir={profile}", f"--window-size={width},{height}",
             "about:blank"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        assert self.proc.stderr is not None
        port = None
        end = time.monotonic() + 30
        while port is None and time.monotonic() < end:
            line = self.proc.stderr.readline()
            found = re.search(r"DevTools listening on ws://127\.0\.0\.1:(\d+)/", line)
            if found:
                port = int(found.group(1))
        assert port, "chromium did not start its DevTools endpoint"
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=10) as answer:
            page = next(t for t in json.load(answer) if t["type"] == "page")
        self._stack = ExitStack()
        self.ws = self._stack.enter_context(connect(page["webSocketDebuggerUrl"], max_size=None,
                                                    ping_interval=None, open_timeout=10))
        self._ids = itertools.count(1)
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})

    def call(self, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
        number = next(self._ids)
        self.ws.send(json.dumps({"id": number, "method": method, "params": params or {}}))
        while True:
            message = json.loads(self.ws.recv(timeout=20))
            if message.get("id") == number:
                assert "error" not in message, message
                return dict(message.get("result", {}))

    def run(self, script: str) -> Any:
        result = self.call("Runtime.evaluate", {"expression": script, "returnByValue": True})
        return result["result"].get("value")

    def screenshot(self, path: Path) -> Path:
        data = self.call("Page.captureScreenshot", {"format": "png"})["data"]
        path.write_bytes(base64.b64decode(data))
        return path

    def close(self) -> None:
        self._stack.close()
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
