"""Issue 37, the look: Corsaire's "Part du Roi" (the King's share) wrapped onto two lines beside
four purses (six piles in one row) at 1024x768 in projector mode, in French. The Bank's and the
King's titles read on one line, whole, inside their boxes, with every number of players."""

from __future__ import annotations

import pytest

from ludicitude.games.corsaire.pieces import pile_title
from ludicitude.games.corsaire.scene import GameScene
from ludicitude.games.corsaire.story import BANK, KING
from ludicitude.ui import theme
from ludicitude.ui.session import GameSession, SeatInfo
from tests.games.looks import texts_placed

LOOKS = [pytest.param((1024, 768), "fr", True, id="1024x768-fr-projector"),
         pytest.param((1024, 768), "en", True, id="1024x768-en-projector"),
         pytest.param((1920, 1080), "fr", False, id="1920x1080-fr")]


@pytest.mark.parametrize("size, language, projector", LOOKS)
@pytest.mark.parametrize("seats", [2, 4, 5, 6])
def test_the_bank_and_the_kings_share_read_on_one_line_inside_their_boxes(make_app, monkeypatch, size, language,
                                                                          projector, seats):
    d = make_app(size=size, projector=projector, language=language)
    people = [SeatInfo(name, identity.key) for name, identity in
              zip(("Anastasia", "Guillaume", "Chloé", "Dimitri", "Éléonore", "Fatoumata"), theme.PLAYER_IDENTITIES)]
    scene = GameScene(d.app, GameSession.new("corsaire", people[:seats], None, 3))
    d.app.push_scene(scene)
    d.settle()
    drawn = texts_placed(d.app, monkeypatch)
    for pile in (BANK, KING):
        title = pile_title(pile)
        whole = [rect for words, rect in drawn if words == title]
        assert len(whole) == 1, (title, [w for w, _r in drawn])  # one text: never cut onto two lines
        assert scene.geo.piles[pile].contains(whole[0]), title
