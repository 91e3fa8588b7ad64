"""Issue 37, the look: at 1024x768 on a projector, in French, Corsaire's story strip holding
four lines (the preview of a plan that empties the Bank) ran from the top edge of its black
box to the bottom one; the red "La Bourse est vide" touched the bottom. Every line of the strip
now stands inside its box with a margin of at least 1/100 of the height on every side."""

from __future__ import annotations

import pytest

from tests.games.corsaire.positions import screenshot_positions
from tests.games.looks import texts_placed


@pytest.mark.parametrize("name", ["short-bank-4", "late-6"])
def test_every_line_of_the_four_line_story_strip_keeps_a_margin_inside_its_box(make_app, monkeypatch, name):
    d = make_app(size=(1024, 768), projector=True, language="fr")
    scene = screenshot_positions(d.app)[name]()
    d.app.push_scene(scene)
    d.settle()
    box = scene.geo.story
    margin = 768 // 100
    inner = box.inflate(-2 * margin, -2 * margin)
    lines = [(words, rect) for words, rect in texts_placed(d.app, monkeypatch) if box.colliderect(rect)]
    assert len(lines) == 4, [w for w, _r in lines]  # the title, two pairs, the Bank emptied
    for words, rect in lines:
        assert inner.contains(rect), (words, rect, box)
