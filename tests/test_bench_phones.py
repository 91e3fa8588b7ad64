"""The phones' figure measures what its target means (issue 27: "a phone's move on every phone, p95
under 50 ms"; issue 38 item 1: a result is told when the big screen shows it, ``Beat.told``): a
move whose result the table holds for its animation is timed from the frame that tells it, so the
table's deliberate beats are not counted, while phones told late beyond the beat still show."""

from __future__ import annotations

import time

import pytest

from ludicitude.bench_phones import held_point, real_loop
from ludicitude.phones.hub import PhoneHub

#: how late the sabotaged hub tells the phones a held result, after the table has told it
LATE = 0.3


@pytest.fixture
def headless(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")


def test_a_held_reveal_is_timed_from_the_frame_that_tells_it_and_its_hold_reported_beside(headless):
    # eight phones at Magouille: the eighth face of a round is the reveal, held while the cups lift
    loop = real_loop(8)
    assert loop["held"]["moves"] == 1
    assert loop["held"]["p50"] > 500  # the cups' beats hold the reveal for over a second
    assert loop["whole"]["max"] >= loop["held"]["max"]  # every move from its sending, hold included
    # the held move, from the frame that told it, is far under its hold: the hold is not counted
    assert loop["told"]["max"] < LATE * 1000 < loop["held"]["max"]
    assert loop["max"] == max(loop["moved"]["max"], loop["told"]["max"])


def test_phones_told_late_beyond_the_beat_show_in_the_figure(headless, monkeypatch):
    real_poll = PhoneHub.poll

    def late_poll(self, table):
        """The hub looks at what the table has told only ``LATE`` s after the table told it."""
        point = held_point(table)
        was, since = getattr(self, "_late", (None, 0.0))
        if was is not None and point != was:
            since = time.perf_counter()
        self._late = (point, since)
        if time.perf_counter() - since < LATE:
            return False
        return real_poll(self, table)

    monkeypatch.setattr(PhoneHub, "poll", late_poll)
    loop = real_loop(8)
    assert loop["held"]["moves"] == 1
    assert loop["told"]["max"] >= LATE * 1000  # the phones' lateness beyond the beat is in the figure
    assert loop["p95"] >= LATE * 1000
