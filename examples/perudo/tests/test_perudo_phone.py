"""Perudo on a real phone page (Debian's chromium, headless, 390x844): a seat joins from the QR
code's address, sees its own dice, bids by tapping a face and the bid (asked twice), and the next
phone calls Dudo. The browser's driver is the program's own test code (``tests/phones``, not in
the installed kit): this test runs from the program's checkout, and is skipped elsewhere."""

from __future__ import annotations

import pytest

pytest.importorskip("tests.phones.browser", reason="the real-browser phone driver is in the program's checkout")

from tests.phones.browser import chromium
from tests.phones.helpers import Table, open_hub, session_of
from tests.phones.test_browser import joined, moved, phone, qr_address, shot_is_a_page, tap, until  # noqa: F401

pytestmark = pytest.mark.skipif(chromium() is None, reason="needs Debian's chromium (.ci/run installs it)")


def test_a_bid_then_a_dudo_from_the_phones(phone, tmp_path):  # noqa: F811
    hub = open_hub(session_of("perudo", humans=2), fast=True)
    table = Table(hub.session)
    try:
        ana = phone()
        joined(hub, ana, table)
        state = hub.session.state
        dice = [str(f) for f in state.cups[0]]
        until(hub, ana, "[...document.querySelectorAll('.dice .die')].map(d => d.textContent)", dice, table=table)
        until(hub, ana, "!!document.querySelector('#moves button.primary')", True, table=table)
        shot_is_a_page(ana.screenshot(tmp_path / "perudo-bid.png"))
        tap(ana, "4")
        tap(ana, "Bid one four")
        tap(ana, "Sure? Tap again")
        moved(hub, table, state)
        assert hub.session.state.bid == (1, 4)
        bob = phone()
        bob.call("Page.navigate", {"url": qr_address(hub)})
        until(hub, bob, "document.querySelectorAll('#seat-list button').length", 2, table=table)
        bob.run("[...document.querySelectorAll('#seat-list button')].find(b => b.textContent.includes('Bob')).click()")
        until(hub, bob, "document.getElementById('who').textContent", "You are Bob", table=table)
        state = hub.session.state
        until(hub, bob, "!!document.querySelector('#moves button.danger')", True, table=table)
        tap(bob, "Dudo!")
        tap(bob, "Sure? Tap again")
        moved(hub, table, state)
        assert hub.session.state.round == 2
    finally:
        hub.close()
