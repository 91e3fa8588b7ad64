"""Issue 37, the look (REPORT4 #6): at the start of a game, at 1024x768 on a projector in
French, the four empty cards said "pas encore de dés" at four heights (Idem's about 30 px
above Maxi's), and Idem's foot wrapped onto four lines down to the card's edge. The words sit
at one height on the four cards, and every line of every foot is one size, inside its card
with a margin of 1/100 of the height."""

from __future__ import annotations

from ludicitude.core.i18n import _
from ludicitude.games.cartes import texts
from ludicitude.games.cartes.pieces import POINTS_LINE
from ludicitude.ui import theme
from tests.games.cartes.positions import screenshot_positions
from tests.games.looks import texts_placed


def test_empty_cards_say_no_dice_yet_at_one_height_and_every_foot_stays_inside_its_card(make_app, monkeypatch):
    d = make_app(size=(1024, 768), projector=True, language="fr")
    scene = screenshot_positions(d.app)["turn-start-2"]()
    d.app.push_scene(scene)
    d.settle()
    drawn = texts_placed(d.app, monkeypatch)
    empty = [rect for words, rect in drawn if words == _("no dice yet")]
    assert len(empty) == 4
    assert len({rect.y for rect in empty}) == 1, empty
    margin = 768 // 100
    heights = set()
    for target in scene.cards:
        box = target.rect
        inside = box.inflate(-2 * margin, -2 * margin)
        foot = _("{ranking}: {points}").format(ranking=texts.card_ranking_text(target.card), points=POINTS_LINE)
        lines = theme.wrap(foot, theme.text_px(768, 0.025), box.w - 2 * int(768 * 0.012))  # as the card wraps it
        assert len(lines) <= 3, lines  # never four lines down to the edge
        rects = [rect for words, rect in drawn if words in lines and box.colliderect(rect)]
        assert len(rects) == len(lines), (target.card, lines)
        for rect in rects:
            assert inside.contains(rect), (target.card, rect, box)
        heights |= {rect.h for rect in rects}
    assert len(heights) == 1  # one foot size on the four cards
