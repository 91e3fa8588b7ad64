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


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_every_players_name_reads_whole_on_their_purse_at_1024_projector_in_french(make_app, monkeypatch, seats):
    """Issue 37, the look (REPORT3 #10): with four to six piles in one row at 1024x768 a
    computer's name was cut ("⚙ Do…"); where a name would be cut, the purses take two rows.
    Every player's name (a computer's with its gear; its level, a tag, may give way) is drawn
    whole inside their purse, and the buttons keep their height."""
    from ludicitude.core.names import without_level
    from ludicitude.ui import draw

    d = make_app(size=(1024, 768), projector=True, language="fr")
    roster = [SeatInfo(name, identity.key, kind) for name, identity, kind in
              zip(("Anastasia", "Dominique", "Guillaume", "Fatoumata", "Éléonore", "Bartholomé"),
                  theme.PLAYER_IDENTITIES, ("human", "expert", "easy", "cpu", "expert", "cpu"))]
    scene = GameScene(d.app, GameSession.new("corsaire", roster[:seats], None, 3))
    d.app.push_scene(scene)
    d.settle()
    tags: list[tuple[str, object]] = []
    real = draw.player_tag
    monkeypatch.setattr(draw, "player_tag", lambda surface, identity, name, *a, **k: tags.append(
        (name, real(surface, identity, name, *a, **k))) or tags[-1][1])
    scene.still_changed()
    d.app.draw()
    for seat, info in enumerate(roster[:seats]):
        drawn = [(name, box) for name, box in tags if without_level(name) == without_level(info.label)]
        assert drawn, (info.label, [name for name, _box in tags])  # not cut to "⚙ Do…"
        assert all(scene.geo.piles[seat].contains(box) for _name, box in drawn), info.label
    assert scene.stop_button.rect.h >= 768 * 0.06, scene.stop_button.rect
