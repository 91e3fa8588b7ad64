"""The phone page with the table's look, in Debian's chromium (issue 37, 3: "The phone page takes
the same dice, colours and chips, and fills its screen while it waits"): lit, bevelled dice
large enough to tap, each player's chip (a computer's with its badge), a waiting page that shows
the seat's chip, whose turn it is and the table's news at phone sizes portrait and landscape, and
counts in their plural form. Screenshots are kept (``--basetemp``)."""

from __future__ import annotations

import pytest

from tests.phones.browser import Browser, chromium
from tests.phones.helpers import Table, open_hub, session_of
from tests.phones.test_browser import moved, qr_address, shot_is_a_page, until

pytestmark = pytest.mark.skipif(chromium() is None, reason="needs Debian's chromium (.ci/run installs it)")


def page(tmp_path, hub, table, seat, size):
    """A browser of ``size`` that has joined ``seat`` from the QR code's address."""
    browser = Browser(tmp_path / f"profile-{seat}-{size[0]}", *size)
    browser.call("Page.navigate", {"url": qr_address(hub)})
    until(hub, browser, "document.querySelectorAll('#seat-list button').length", hub.session.state.num_seats,
          table=table)
    browser.run(f"document.querySelectorAll('#seat-list button')[{seat}].click()")
    until(hub, browser, "document.getElementById('play').hidden", False, table=table)
    return browser


LIT = """[...document.querySelectorAll('#board .die')].map(d => {
  const top = getComputedStyle(d.querySelector('.top')), cube = getComputedStyle(d.querySelector('.cube'));
  return top.backgroundImage.startsWith('linear-gradient') && top.boxShadow.includes('inset')
    && cube.boxShadow !== 'none' && d.querySelector('.top svg').childElementCount > 0; })"""


@pytest.mark.parametrize("size", [(360, 640), (640, 360), (1080, 1920)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_waiting_phone_shows_its_chip_whose_turn_it_is_and_its_dice(tmp_path, size):
    """"When it is not the phone's move, the page shows something worth seeing ... the seat's chip
    large, what the table is doing in words, whose turn it is as a chip, the seat's own dice",
    portrait and landscape: Corsaire, Bob's phone while Ana rolls."""
    hub = open_hub(session_of("corsaire", humans=3), fast=True)
    table = Table(hub.session)
    browser = None
    try:
        browser = page(tmp_path, hub, table, 1, size)
        until(hub, browser, "document.body.classList.contains('waiting')", True, table=table)
        assert browser.run("document.querySelector('#hero > .chip').textContent") == "Bob"
        assert browser.run("document.querySelector('#hero > .chip .disc').getBoundingClientRect().width") >= 60
        assert browser.run("[...document.querySelectorAll('#turn .chip')].map(c => c.textContent)") == ["Ana"]
        assert browser.run("document.querySelectorAll('#told li').length") >= 1  # the table's news in words
        assert browser.run("document.getElementById('news-title').textContent") == "At the table"
        assert browser.run(LIT) == [True] * 5, "every die lit and bevelled, its face drawn"
        # the page fills its screen and nothing runs off it sideways
        assert browser.run("document.documentElement.scrollWidth <= innerWidth")
        hero, told = browser.run("['hero', 'told'].map(i => document.getElementById(i).getBoundingClientRect())"
                                 ".map(r => [r.top, r.bottom, r.left, r.right])")
        assert hero[1] <= size[1] and hero[3] <= size[0]
        shot_is_a_page(browser.screenshot(tmp_path / f"corsaire-waiting-{size[0]}x{size[1]}.png"), size)
    finally:
        if browser is not None:
            browser.close()
        hub.close()


def test_a_computers_chip_carries_its_badge_and_each_chip_its_colour(tmp_path):
    """"The other players as chips where the page names them; a computer's chip carries its
    badge": the scores' chips, in each seat's colour."""
    hub = open_hub(session_of("cartes", humans=2, computers=1), fast=True)
    table = Table(hub.session)
    browser = None
    try:
        browser = page(tmp_path, hub, table, 1, (390, 844))
        until(hub, browser, "document.querySelectorAll('#scores .chip').length", 3, table=table)
        badges = browser.run("[...document.querySelectorAll('#scores .chip')].map(c => !!c.querySelector('.badge'))")
        assert badges == [False, False, True]
        colours = browser.run("[...document.querySelectorAll('#scores .chip .disc')]"
                              ".map(d => d.style.getPropertyValue('--colour'))")
        assert colours == [p["colour"] for p in hub.players()]
        assert browser.run("document.querySelector('#me .disc').style.getPropertyValue('--colour')") == colours[1]
        shot_is_a_page(browser.screenshot(tmp_path / "cartes-chips.png"))
    finally:
        if browser is not None:
            browser.close()
        hub.close()


def test_the_dice_to_tap_are_lit_large_enough_and_the_reroll_count_takes_its_form(tmp_path):
    """Corsaire's rule card: "reroll any of your dice, twice at most"; the button counts the dice
    picked: "Reroll 1 die", then "Reroll 2 dice" (issue 36: every count plural-aware)."""
    hub = open_hub(session_of("corsaire", humans=3), fast=True)
    table = Table(hub.session)
    browser = None
    try:
        browser = page(tmp_path, hub, table, 0, (360, 640))
        until(hub, browser, "document.querySelectorAll('.dice button').length", 5, table=table)
        assert browser.run(LIT) == [True] * 5
        sizes = browser.run("[...document.querySelectorAll('.dice button .cube')].map(c => c.getBoundingClientRect())"
                            ".map(r => Math.min(r.width, r.height))")
        assert min(sizes) >= 48, sizes  # a thumb's target
        free = browser.run("[...document.querySelectorAll('.dice button')].map((b, i) => b.disabled ? -1 : i)"
                           ".filter(i => i >= 0)")
        assert len(free) >= 2
        browser.run(f"document.querySelectorAll('.dice button')[{free[0]}].click()")
        until(hub, browser, "document.querySelector('#moves button.primary').textContent", "Reroll 1 die", table=table)
        assert browser.run("document.getElementById('headline').textContent") == (
            "Your dice: tap the ones to reroll (2 rerolls left), or stop.")
        browser.run(f"document.querySelectorAll('.dice button')[{free[1]}].click()")
        until(hub, browser, "document.querySelector('#moves button.primary').textContent", "Reroll 2 dice",
              table=table)
        state = hub.session.state
        browser.run("document.querySelector('#moves button.primary').click()")
        moved(hub, table, state)
        until(hub, browser, "document.getElementById('headline').textContent",
              "Your dice: tap the ones to reroll (1 reroll left), or stop.", table=table)
        shot_is_a_page(browser.screenshot(tmp_path / "corsaire-one-reroll-left.png"), (360, 640))
    finally:
        if browser is not None:
            browser.close()
        hub.close()


def test_once_the_game_is_over_the_phone_shows_who_came_out_on_top(tmp_path):
    """The end, on the phone as on the big screen's podium: the seat's chip, then the winners'
    chips ("Top of the table:"), and "The game is over: see the big screen."."""
    hub = open_hub(session_of("corsaire", humans=3), fast=True)
    table = Table(hub.session)
    browser = None
    try:
        browser = page(tmp_path, hub, table, 1, (390, 844))
        session = hub.session
        while not session.state.is_over:  # the table plays on (here, the last move offered each time)
            seat = session.state.to_act[0]
            session.apply(seat, session.state.legal_actions(seat)[-1])
        winners = [session.names[s] for s in session.state.winners]
        until(hub, browser, "document.getElementById('headline').textContent",
              "The game is over: see the big screen.", table=table)
        assert browser.run("document.querySelector('#hero > .chip').textContent") == "Bob"
        assert browser.run("document.getElementById('turn').firstChild.textContent") == "Top of the table:"
        assert browser.run("[...document.querySelectorAll('#turn .chip')].map(c => c.textContent)") == winners
        assert browser.run("[...document.querySelectorAll('button')].filter(b => b.offsetParent).length") == 0
        shot_is_a_page(browser.screenshot(tmp_path / "corsaire-over.png"))
    finally:
        if browser is not None:
            browser.close()
        hub.close()
