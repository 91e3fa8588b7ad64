"""Issue 37, the look: the statistics and saved-games screens with one or two entries left most of
the screen empty. A short list fills its screen with what a player wants: larger lines (heading
type and larger chips on the leaderboard, its leaders on a podium; the game's picture and each
player's chip with their score on a saved game, then a hint of how saving goes): no band of the
screen between its title and its buttons is left empty over a quarter of the height."""

from __future__ import annotations

import pygame
import pytest

from ludicitude import saves
from ludicitude.core.i18n import _ as tr
from ludicitude.ui import theme
from ludicitude.ui.saved_games import SavedGames
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.ui.stats_screen import PlayerScreen, StatsScreen, board_look, board_row_h
from tests.club_helpers import club_example
from tests.games.looks import texts_placed

LOOKS = [pytest.param((1024, 768), "fr", True, id="1024x768-fr-projector"),
         pytest.param((1920, 1080), "en", False, id="1920x1080-en")]


def emptiest_band(rects: list[pygame.Rect], top: int, bottom: int) -> int:
    """The tallest band between ``top`` and ``bottom`` that no rect reaches into."""
    gap, y = 0, top
    for rect in sorted((r for r in rects if r.bottom > top and r.top < bottom), key=lambda r: r.top):
        gap, y = max(gap, rect.top - y), max(y, rect.bottom)
    return max(gap, bottom - y)


@pytest.mark.parametrize("size, language, projector", LOOKS)
def test_a_short_leaderboard_has_its_leaders_on_a_podium_and_leaves_no_empty_half(make_app, monkeypatch, size,
                                                                                  language, projector):
    d = make_app(size=size, projector=projector, language=language)
    screen = StatsScreen(d.app, club_example(), "cartes")  # two people on Quatre Cartes' board
    d.app.push_scene(screen)
    d.settle()
    h = size[1]
    assert len(screen.lines) == 2 and screen.shown >= 2 and screen.podium.h > 0
    placed = texts_placed(d.app, monkeypatch)
    for name in ("Cleo", "Ana"):  # on the podium in heading type, and on the board
        on_podium = [r for words, r in placed if words == name and screen.podium.contains(r)]
        assert len(on_podium) == 1 and on_podium[0].h >= theme.text_px(h, theme.HEADING), name
        assert any(words == name and screen.table.contains(r) for words, r in placed), name
    drawn = [rect for _words, rect in placed]
    assert emptiest_band(drawn, screen.podium.y, screen.back_button.rect.y) <= h / 4


def test_a_board_with_room_to_spare_draws_its_lines_larger_and_a_long_one_in_body_type(make_app):
    make_app(size=(1920, 1080))
    lines = club_example().leaderboard("magouille")  # five lines
    table = pygame.Rect(0, 0, 1700, 600)
    assert board_look(1080, lines, table) == (int(theme.text_px(1080, theme.HEADING) * 2.2),
                                              theme.text_px(1080, theme.HEADING))
    assert board_look(1080, list(lines) * 3, table) == (board_row_h(1080), theme.text_px(1080, theme.BODY))


@pytest.mark.parametrize("size, language, projector", LOOKS)
@pytest.mark.parametrize("count", [1, 2])
def test_one_or_two_saved_games_show_their_pictures_and_players_and_leave_no_empty_half(
        make_app, monkeypatch, size, language, projector, count):
    people = [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue", "cpu"), SeatInfo("Cleo", "yellow")]
    for i, game in enumerate(("corsaire", "magouille")[:count]):
        saves.write(GameSession.new(game, people, None, 5 + i))
    d = make_app(size=size, projector=projector, language=language)
    screen = SavedGames(d.app)
    d.app.push_scene(screen)
    d.settle()
    h = size[1]
    assert len(screen.rows) == count
    placed = texts_placed(d.app, monkeypatch)
    rows = [pygame.Rect(screen.list_x, screen.top + i * (screen.row_h + screen.gap), screen.list_w, screen.row_h)
            for i in range(count)]  # each a panel with the game's picture
    drawn = [rect for _words, rect in placed] + rows
    assert emptiest_band(drawn, int(h * 0.12), screen.back_button.rect.y) <= h / 4
    words = [w for w, _r in placed]
    assert all(name in words for name in ("Ana", "Cleo")), words  # each player by name, beside their chip


@pytest.mark.parametrize("size, language, projector, tall", [
    pytest.param((1024, 768), "fr", True, False, id="1024x768-fr-projector"),
    pytest.param((1920, 1080), "en", False, True, id="1920x1080-en")])
def test_a_players_page_with_room_draws_each_game_large_with_its_picture_and_no_words_overlap(
        make_app, monkeypatch, size, language, projector, tall):
    """A person's page: where it has the room, each game's line is taller, in heading type after
    the game's picture; where its words would not fit so (4:3 in French), the lines stay as they
    were. No words run into others either way."""
    d = make_app(size=size, projector=projector, language=language)
    screen = PlayerScreen(d.app, club_example(), "Ana")  # three games, three last games
    d.app.push_scene(screen)
    d.settle()
    assert (screen.game_h > screen.row_h) is tall
    rects = [rect for _words, rect in texts_placed(d.app, monkeypatch)]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_a_board_of_five_at_1024x768_projector_fills_its_room_in_larger_type_and_names_no_library(make_app):
    """Issue 37 (the look, F20): the statistics stood in body type with the lower third of the
    screen empty, and the note said "(openskill)". Five lines at 1024x768 in French, projector:
    larger than body type, their rows reaching the lower half of the screen (the note's words:
    tests/club/test_rating_scale.py)."""
    d = make_app(size=(1024, 768), projector=True, language="fr")
    screen = StatsScreen(d.app, club_example(), "magouille")  # five lines
    d.app.push_scene(screen)
    d.settle()
    assert len(screen.lines) == 5 and screen.shown >= 5
    assert screen.px > theme.text_px(768, theme.BODY), screen.px
    assert screen.table.y + screen.row_h * 6 >= 768 * 0.6, (screen.table, screen.row_h)


def test_a_person_s_page_at_1024x768_projector_spreads_its_lines_down_the_page(make_app):
    """Issue 37 (the look, F20): a person's page stood in lines of body type over an empty third.
    Where its games' lines are not the tall ones (their pictures do not fit beside the numbers),
    every line is as far apart as the page holds: the last game reaches the lower quarter."""
    d = make_app(size=(1024, 768), projector=True, language="fr")
    screen = PlayerScreen(d.app, club_example(), "Ana")  # three games, three last games
    d.app.push_scene(screen)
    d.settle()
    normal = int(theme.text_px(768, 0.03) * 1.55)
    assert screen.game_h == screen.row_h > normal and screen.shown >= 3, (screen.row_h, normal)
    assert screen.games[2].rect.bottom >= 768 * 0.75, screen.games[2].rect


@pytest.mark.parametrize("size, language, projector", LOOKS)
def test_a_person_s_page_starts_its_table_under_its_title_at_the_usual_spacing(make_app, monkeypatch, size,
                                                                                 language, projector):
    """Issue 37 (REPORT7 M11, REPORT8): a person's page left about 70 px empty between its title
    and its table at 1024x768. The table's headings stand under the title at the usual spacing
    (at most 4 % of the height from the title's foot to the headings' top), its lines using the
    room below."""
    d = make_app(size=size, projector=projector, language=language)
    screen = PlayerScreen(d.app, club_example(), "Ana")
    d.app.push_scene(screen)
    d.settle()
    placed = texts_placed(d.app, monkeypatch)
    title = next(r for words, r in placed if words.startswith("Ana"))
    heading = next(r for words, r in placed if words == tr("Game"))
    assert 0 <= heading.top - title.bottom <= size[1] * 0.04, (title, heading)
