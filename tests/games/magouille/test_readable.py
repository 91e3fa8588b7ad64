"""Magouille's reveal read from the back of a room: eight players at 1024x768 in projector mode
and in French, every name whole, and each score's change written large with the new score."""

from __future__ import annotations

import re

import pytest

from tests.games.magouille.positions import LONG_NAMES
from ludicitude.ui import theme
from tests.games import looks


def drawn(make_app, position: str) -> list[theme.Drawn]:  # (the reveal's, drawn in French on a projector)
    return looks.drawn(make_app, "magouille", position)[1]


def test_eight_names_under_a_reveal_are_not_cut(make_app):
    texts = [x.what for x in drawn(make_app, "reveal-2-scored-8") if x.kind == "text"]
    for name in LONG_NAMES:
        assert name in texts, (name, [t for t in texts if t.endswith("…")])


@pytest.mark.parametrize("position", ["reveal-2-scored-8", "reveal-2-lost-5"])
def test_the_second_reveal_writes_each_change_large_and_the_new_score_larger(make_app, position):
    """Whoever scores adds the minimum total to their score; whoever showed the smallest face
    when the total falls short loses it: the change is a badge on the die, large, and the new
    score counts on the player's seat in title type."""
    scene, seen = looks.drawn(make_app, "magouille", position)
    texts = [x for x in seen if x.kind == "text"]
    changes = [x for x in texts if re.fullmatch(r"[+\u2212]\d+", x.what)]
    assert changes and min(x.px for x in changes) >= 1.25 * theme.text_px(768, 0)
    reveal = scene.game.reveal  # (the reveal's dialog is on top)
    for seat, change in enumerate(reveal.change(s) for s in range(len(reveal.faces))):
        if change:
            new = [x for x in texts if x.what == str(reveal.new[seat])]
            assert new and max(x.px for x in new) >= 1.6 * theme.text_px(768, 0), seat
