"""Issue 29, 5: "the end screen shows each player's score through the game as a chart
(Magouille's points by round, Quatre Cartes by round, Cadenas by turn, Corsaire's gold by turn)",
drawn by the program itself, in each player's colour with their symbol."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games import GAMES
from ludicitude.games.cadenas import events as cadenas_events
from ludicitude.games.cartes import events as cartes_events
from ludicitude.games.magouille import events as magouille_events
from ludicitude.ui import theme
from ludicitude.ui.end_screen import EndScreen
from tests.club_helpers import played_session


def series_of(session):
    return session.game.module("texts").score_series(session.record.states())


def test_magouille_points_by_round_are_the_scores_each_round_starts_with():
    s = played_session("magouille", 4, seed=2)
    series = series_of(s)
    started = [tuple(e.scores) for e in s.state.events if isinstance(e, magouille_events.RoundStarted)]
    assert series.axis == "Round" and series.first == 0
    assert list(series.points) == [*started, tuple(s.state.scores)]


def test_quatre_cartes_totals_by_round_are_each_rounds_totals():
    s = played_session("cartes", 3, seed=4)
    series = series_of(s)
    totals = [tuple(e.totals) for e in s.state.events if isinstance(e, cartes_events.RoundScored)]
    assert len(totals) == s.state.rounds == 6
    assert list(series.points) == [(0, 0, 0), *totals]


def test_cadenas_totals_by_turn_one_point_a_roll():
    s = played_session("cadenas", 3, seed=5)
    series = series_of(s)
    rolls = sum(1 for e in s.state.events if isinstance(e, cadenas_events.Rolled))
    assert series.axis == "Turn"
    assert len(series.points) == rolls + 1
    assert series.points[0] == (0, 0, 0) and series.points[-1] == s.state.scores


def test_corsaire_gold_by_turn_ends_at_the_final_gold():
    s = played_session("corsaire", 3, seed=6)
    series = series_of(s)
    assert series.value == "Gold" and series.axis == "Turn"
    assert series.points[0] == (0, 0, 0) and series.points[-1] == s.state.scores
    states = list(s.record.states())
    seen = {tuple(x.scores) for x in states}
    assert all(p in seen for p in series.points)  # every point is a position the table saw
    assert len(series.points) > 5


def colour_pixels(surface, colour, rect):
    sub = surface.subsurface(rect)
    return sum(1 for x in range(0, rect.w, 2) for y in range(0, rect.h, 2)
               if sub.get_at((x, y))[:3] == tuple(colour))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_end_screen_shows_the_chart_with_c_and_the_ranking_again_with_a_click(make_app, game_id):
    d = make_app(size=(1024, 768), projector=True)
    session = played_session(game_id, 3, seed=3)
    end = EndScreen(d.app, session)
    d.app.push_scene(end)
    d.settle()
    ranking = d.pixels()
    d.key(pygame.K_c, unicode="c")
    assert end.chart_shown
    d.run_until_still()
    d.assert_settled()
    chart = d.pixels()
    assert chart != ranking
    # each player's line and symbol, in their colour, inside the chart
    area = pygame.Rect(0, int(768 * 0.12), 1024, int(768 * 0.7))
    for identity in session.identities:
        assert colour_pixels(d.app.screen, identity.colour, area) > 20, identity.key
    d.click_widget(end.chart_button)
    assert not end.chart_shown
    above_buttons = 1024 * 3 * (end.again.rect.y - 12)  # the buttons show the pointer and focus
    assert d.pixels()[:above_buttons] == ranking[:above_buttons]


def test_a_hurried_c_does_not_change_the_end_screen(make_app):
    d = make_app(size=(1024, 768))
    end = EndScreen(d.app, played_session("corsaire", 2, seed=1))
    with d.at_once():  # the tap comes as the end screen appears, however busy the machine
        d.app.push_scene(end)
        d.frames(1)
        d.key(pygame.K_c, unicode="c", hurry=True)
    assert not end.chart_shown
    d.key(pygame.K_c, unicode="c")  # a deliberate C, once the ranking has been seen
    assert end.chart_shown


def test_the_charts_axes_label_the_first_and_last_steps_and_round_values_never_crowded():
    from ludicitude.ui.chart import nice_ticks, spread, x_ticks

    for first, count, room in ((0, 20, 10), (0, 74, 10), (3, 20, 6), (0, 225, 8), (0, 7, 10)):
        ticks = x_ticks(first, count, room)
        assert ticks[0] == first and ticks[-1] == first + count - 1
        gaps = [b - a for a, b in zip(ticks, ticks[1:])]
        inner = [b - a for a, b in zip(ticks[1:-1], ticks[2:-1])] or gaps
        assert len(ticks) <= room + 1 and min(gaps) >= min(inner)  # the ends never squeezed nearer
    assert nice_ticks(-1, 105) == [-20, 0, 20, 40, 60, 80, 100, 120]
    # the players' names at the lines' ends: apart by a line at least, inside the chart
    placed = spread([10, 11, 12, 100], 5, 0, 30)
    assert placed == sorted(placed) and all(b - a >= 5 for a, b in zip(placed, placed[1:])) and placed[-1] <= 30


def test_a_record_the_rules_refuse_gives_a_chart_that_says_so_and_no_crash(make_app):
    d = make_app(size=(1024, 768))
    session = played_session("cartes", 2, seed=1)
    session.record.moves.insert(0, session.record.moves[-1])  # a move out of its place: refused
    end = EndScreen(d.app, session)
    d.app.push_scene(end)
    d.settle()
    d.key(pygame.K_c, unicode="c")
    assert end.chart_shown and end.series.points == ()
    with theme.recording_sizes() as drawn:
        d.app.draw()
    assert any("Nothing to chart" in t.what for t in drawn)


def test_the_leaders_to_the_players_names_are_thin_grey_dots_never_a_line_in_a_players_colour(make_app,
                                                                                              monkeypatch):
    """A leader from a line's end to its name, drawn in the player's colour, read as a last plunge
    of the score; it is dotted, in the dim text colour."""
    from ludicitude.ui import chart

    leaders: list[tuple] = []
    real = chart.dotted
    monkeypatch.setattr(chart, "dotted", lambda surface, colour, a, b, *rest: (leaders.append((colour, a, b)),
                                                                             real(surface, colour, a, b, *rest)))
    lines: list[tuple] = []
    real_line = pygame.draw.line
    monkeypatch.setattr(chart.pygame.draw, "line", lambda surface, colour, a, b, *rest: (
        lines.append((tuple(colour)[:3], a, b)), real_line(surface, colour, a, b, *rest))[1])
    d = make_app(size=(1920, 1080))
    session = played_session("magouille", 5, seed=2)
    end = EndScreen(d.app, session)
    d.app.push_scene(end)
    d.settle()
    d.key(pygame.K_c, unicode="c")
    d.run_until_still()
    d.app.draw()
    assert leaders, "some names were moved apart from their line's end (the case this checks)"
    assert {colour for colour, _a, _b in leaders} == {theme.TEXT_DIM}
    colours = {tuple(i.colour) for i in session.identities}
    steep = [(c, a, b) for c, a, b in lines if c in colours and abs(b[1] - a[1]) > 3 * abs(b[0] - a[0]) + 4]
    assert not steep, "no near-vertical line in a player's colour"


def test_where_one_name_is_too_long_for_the_legend_every_computer_s_level_is_left_out_alike(make_app, monkeypatch):
    from ludicitude.ui import chart, draw

    drawn: list[str] = []
    real = draw.player_tag
    monkeypatch.setattr(draw, "player_tag", lambda surface, identity, name, *rest, **kw: (
        drawn.append(name), real(surface, identity, name, *rest, **kw))[1])
    d = make_app(size=(1024, 768), projector=True, language="fr")
    session = played_session("magouille", 5, seed=2)  # five computers, "Dominique (normal)" the longest
    surface = pygame.Surface((1024, 768))
    chart.draw_score_chart(surface, pygame.Rect(20, 90, 984, 520), EndScreen(d.app, session).series,
                           session.names, session.identities)
    with_level = [n for n in drawn if "(" in n]
    assert drawn and (not with_level or len(with_level) == len(drawn)), drawn


def test_a_name_beside_its_lines_end_has_no_leader_one_moved_far_has_one(make_app, monkeypatch):
    """REPORT3 #13: a stray dotted "⁝" right of Bob's end marker, his name moved a few pixels off it
    (Ana one gold above); within half a line a name is plainly its end's and has no leader."""
    from ludicitude.core.series import ScoreSeries
    from ludicitude.ui import chart

    leaders: list[tuple] = []
    monkeypatch.setattr(chart, "dotted", lambda surface, colour, a, b, *rest: leaders.append((a, b)))
    surface = make_app(size=(1024, 768), projector=True).app.screen
    rect = pygame.Rect(30, 90, 960, 540)
    ids = theme.PLAYER_IDENTITIES[:3]
    near = ScoreSeries("Turn", 0, ((0, 0, 0), (10, 9, 16)), "Gold")  # 0..20: one gold, about 20 px
    chart.draw_score_chart(surface, rect, near, ["Ana", "Bob", "Cleo"], ids)
    assert not leaders
    crowded = ScoreSeries("Turn", 0, ((0, 0, 0), (10, 10, 10)), "Gold")  # three names on one end
    chart.draw_score_chart(surface, rect, crowded, ["Ana", "Bob", "Cleo"], ids)
    assert len(leaders) == 2  # the two moved a line away from it
