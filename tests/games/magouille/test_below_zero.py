"""Issue 37: "at talk before a round's end a player at -1 is still shown playing next to players
marked 'out', with nothing saying elimination is checked after the second reveal". A player
still in the game below 0 (they paid their first face) carries a "below 0" tag on their plate,
and the panel says it, bright: out at the round's end unless back above 0 (the rule card:
elimination and victory are checked once, at the end of each round). Also the centre at 4:3
with eight players: the total, the minimum and the sums all shown."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.core.i18n import _
from ludicitude.games.magouille import pieces, rules, table, texts
from ludicitude.games.magouille.scene import GameScene
from ludicitude.ui import theme
from ludicitude.ui.session import GameSession, SeatInfo
from tests.games.magouille.helpers import first_half, game

SEATS = [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue"), SeatInfo("Chloé", "yellow")]


@pytest.mark.parametrize("size,projector,language", [((1024, 768), True, "fr"), ((1920, 1080), False, "en")])
def test_a_player_below_0_mid_round_is_told_out_only_at_the_rounds_end(make_app, size, projector, language):
    d = make_app(size=size, projector=projector, language=language)
    session = GameSession.new("magouille", SEATS, None, 1)
    session.state = first_half(game((5, 50, 60)), (6, 1, 1))  # Ana pays 6: -1, still in the game
    assert session.state.step == rules.TALK_BEFORE_FINAL and session.state.in_game[0]
    scene = GameScene(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    line = texts.below_zero(session.state, ["Ana", "Bob", "Chloé"])
    for _time in range(2):  # as the talk opens, and once its timer is set with its key
        assert scene.state.step == rules.TALK_BEFORE_FINAL
        scene.still_changed()
        with theme.recording_sizes() as drawn:
            d.app.draw()
        shown = " ".join(x.what for x in drawn if x.kind == "text")
        assert line and line in shown, shown  # the panel's line, whole
        assert shown.count(_("below 0")) == 1  # Ana's plate only
        d.key(pygame.K_t)
        d.frames(2)
    assert texts.below_zero(game((5, 50, 60)), ["Ana", "Bob", "Chloé"]) == ""  # nobody below 0


def test_at_4_3_with_eight_players_the_centre_shows_the_total_the_minimum_and_the_sums(make_app):
    make_app(size=(1024, 768), projector=True, language="fr")
    surface = pygame.Surface((1024, 768))
    centre = table.TableLayout.fit(surface.get_rect(), 8).centre
    sums = "6 + 6 + 5 + 5 + 5 + 2 + 2 + 3"
    with theme.recording_sizes() as drawn:
        bottom = pieces.draw_centre(surface, centre, "Total final", "34", "Minimum : 17", sums)
    shown = [x.what for x in drawn if x.kind == "text"]
    assert {"Total final", "34", "Minimum : 17", sums} <= set(shown), shown
    assert bottom <= centre.bottom
