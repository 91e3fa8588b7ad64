"""The phone page in a real browser (Debian's chromium, headless, at a phone's 390x844): it
joins a seat from the QR code's address, shows the face picker, and a tapped face reaches the
game; the French page speaks French. Screenshots are kept for a person to look at."""

from __future__ import annotations

import time

import pygame
import pytest

from ludicitude.core.i18n import set_language
from ludicitude.games.magouille import rules
from tests.phones.browser import Browser, chromium
from tests.phones.helpers import Table, open_hub, session_of

pytestmark = pytest.mark.skipif(chromium() is None, reason="needs Debian's chromium (.ci/run installs it)")


def until(hub, browser, script, wanted, seconds=15.0):
    """Let the table poll the phones until the page's ``script`` gives ``wanted``."""
    table = Table(hub.session)
    end = time.monotonic() + seconds
    value = None
    while time.monotonic() < end:
        hub.poll(table)
        value = browser.run(script)
        if value == wanted:
            return value
        time.sleep(0.05)
    raise AssertionError(f"{script!r} gave {value!r}, not {wanted!r}")


@pytest.fixture
def phone(tmp_path):
    browsers = []

    def make():
        browsers.append(Browser(tmp_path / f"profile{len(browsers)}"))
        return browsers[-1]

    yield make
    for b in browsers:
        b.close()


def shot_is_a_page(path, size=(390, 844)):
    img = pygame.image.load(str(path))
    assert img.get_size() == size
    colours = {tuple(img.get_at((x * size[0] // 20, y * size[1] // 40)))[:3] for x in range(20) for y in range(40)}
    assert len(colours) >= 4, "the screenshot looks blank"


def test_a_phone_joins_from_the_qr_address_taps_a_face_and_the_game_gets_it(phone, tmp_path):
    hub = open_hub(session_of("magouille", humans=3), fast=True)
    try:
        browser = phone()
        browser.call("Page.navigate", {"url": f"http://127.0.0.1:{hub.server.port}/#{hub.room.code}"})
        until(hub, browser, "document.querySelectorAll('#seat-list button').length", 3)
        shot_is_a_page(browser.screenshot(tmp_path / "phone-seats.png"))
        browser.run("document.querySelector('#seat-list button').click()")  # "Ana"
        until(hub, browser, "document.getElementById('who').textContent", "You are Ana")
        assert hub.holds(0)
        session = hub.session
        session.apply(session.state.to_act[0], rules.EndTalk())  # the table moves the talk on
        until(hub, browser, "document.querySelectorAll('#faces button').length", 6)
        browser.run("[...document.querySelectorAll('#faces button')].find(b => b.textContent === '4').click()")
        until(hub, browser, "document.getElementById('confirm').textContent", "Confirm 4")
        shot_is_a_page(browser.screenshot(tmp_path / "phone-face.png"))
        browser.run("document.getElementById('confirm').click()")
        end = time.monotonic() + 10
        while session.state.pending[0] != 4 and time.monotonic() < end:
            hub.poll(Table(session))
            time.sleep(0.02)
        assert session.state.pending[0] == 4, "the tapped face never reached the game"
        until(hub, browser, "document.getElementById('headline').textContent", "You set 4. Wait for the reveal.")
        # nothing left to tap once the face is set: no button shows
        assert browser.run("[...document.querySelectorAll('button')].filter(b => b.offsetParent).length") == 0
        shot_is_a_page(browser.screenshot(tmp_path / "phone-chosen.png"))
    finally:
        hub.close()


def test_the_phone_page_speaks_the_apps_language(phone, tmp_path):
    set_language("fr")
    hub = open_hub(session_of("magouille", humans=3), fast=True)
    try:
        browser = phone()
        browser.call("Page.navigate", {"url": f"http://127.0.0.1:{hub.server.port}/#{hub.room.code}"})
        until(hub, browser, "document.getElementById('pick').textContent", "Quelle place est la vôtre ?")
        browser.run("document.querySelector('#seat-list button').click()")
        until(hub, browser, "document.getElementById('who').textContent", "Vous êtes Ana")
        shot_is_a_page(browser.screenshot(tmp_path / "phone-fr.png"))
    finally:
        hub.close()
