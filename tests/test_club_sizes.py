"""The club's screens "readable from the back of a room": every text and die face the end
screen's chart, a replay, the statistics screens, the finished games and the setup's known
players draw is at least the window's smallest size (projector mode at 1024x768: text 1/32,
dice 1/20 of the height; normal mode at 1280x720: 1/40 and 1/28), in English and in French."""

from __future__ import annotations

import pytest

from ludicitude.games import GAMES
from ludicitude.ui.end_screen import EndScreen
from ludicitude.ui.finished_games import FinishedGames
from ludicitude.ui.known_players import Known
from ludicitude.ui.replay import ReplayScene
from ludicitude.ui.session import SeatInfo
from ludicitude.ui.setup import Setup
from ludicitude.ui.stats_screen import PlayerScreen, StatsScreen
from tests.club_helpers import club_example, played_session
from tests.test_drawn_sizes import FLOORS, drawn_at, too_small


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("floor", FLOORS, ids=[f.name for f in FLOORS])
def test_every_text_and_die_of_the_club_screens_is_big_enough(make_app, floor, language):
    d = make_app(size=floor.size, projector=floor.projector, language=language)
    app = d.app
    source = club_example()
    sessions = {g: played_session(g, 4, seed=2) for g in GAMES}

    def chart(game_id):
        end = EndScreen(app, sessions[game_id])
        end.chart_shown = True
        return end

    def replay(game_id, at):
        scene = ReplayScene(app, sessions[game_id].seats, sessions[game_id].record)
        scene.go(at if at >= 0 else len(scene.states) - 1)
        return scene

    known = [Known("Ana", "green"), Known("Dominique", "red"), Known("Bob", None)]
    screens = {
        "stats": lambda: StatsScreen(app, source),
        "player": lambda: PlayerScreen(app, source, "Ana"),
        "finished": lambda: FinishedGames(app, source.players["Ana"].last, lambda g: None),
        "setup": lambda: Setup(app, GAMES["cadenas"], club=(known, [SeatInfo("Ana", "green"),
                                                                    SeatInfo("Bob", "blue")])),
        **{f"chart-{g}": (lambda g=g: chart(g)) for g in GAMES},
        **{f"replay-{g}-{at}": (lambda g=g, at=at: replay(g, at)) for g in GAMES for at in (0, 7, -1)},
    }
    offenders = {}
    for name, make in screens.items():
        small = too_small(drawn_at(app, make), floor)
        if small:
            offenders[name] = small[:3]
    assert not offenders, offenders
