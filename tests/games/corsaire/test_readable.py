"""Corsaire read from the back of a room, at 1024x768 in projector mode and in French: each purse
written as a number, and the roll's buttons on one line."""

from __future__ import annotations

import pytest

from ludicitude.core.i18n import _
from tests.games import looks


def drawn(make_app, position: str):
    scene, seen = looks.drawn(make_app, "corsaire", position)
    return scene, [x for x in seen if x.kind == "text"]


def test_the_reroll_and_stop_buttons_keep_their_words_on_one_line(make_app):
    _scene, seen = drawn(make_app, "picked-3")
    lines = [x.what for x in seen]
    assert _("Reroll the picked dice (R)") in lines, lines
    assert _("Stop and apply (S)") in lines


@pytest.mark.parametrize("position", ["picked-3", "late-6"])
def test_every_purse_the_bank_and_the_kings_share_are_written_in_numbers(make_app, position):
    """The coins of the Bank, the King's share and each player's purse: counted for the players."""
    scene, seen = drawn(make_app, position)
    written = [x.what for x in seen]
    table = scene.table
    for amount in (table.bank, table.king_share, *table.gold):
        assert str(amount) in written
