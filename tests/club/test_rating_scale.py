"""Issue 36, 4: "The statistics' 'Rating' column (3.3 / 1.5 / -2.8) is never explained": the
rating is shown on a scale a person reads (0 to 100, a newcomer's 50), with a line saying what it
means, and "provisional" under a few games (openskill's estimate)."""

from __future__ import annotations

from ludicitude.club import stats
from ludicitude.core.i18n import _, set_language
from tests.club.test_club import result


def test_a_newcomer_is_50_a_winner_climbs_a_loser_falls_and_both_are_provisional_under_5_games():
    games = [result(("Ana", "Bob"), (30, 10), (0,), i=i) for i in range(4)]
    rated = stats.rate(games, {})
    assert 50 < rated["Ana"].points <= 100 and 0 <= rated["Bob"].points < 50
    assert rated["Ana"].provisional and rated["Ana"].played == 4
    rated = stats.rate([*games, result(("Ana", "Bob"), (30, 10), (0,), i=4)], {})
    assert not rated["Ana"].provisional  # 5 games: no longer provisional
    newcomer = stats.Rating("Cleo", "human", 25.0, 25 / 3, 0.0, 0, 0)
    assert newcomer.points == stats.RATING_START == 50


def test_the_rating_in_words_says_provisional_in_english_and_french():
    assert stats.rating_words(61, False) == "61"
    assert stats.rating_words(61, True) == "61 provisional"
    assert stats.rating_words(61, True, short=True) == "61*"
    set_language("fr")
    assert stats.rating_words(61, True) == "61 provisoire"
    assert "0" in _(stats.RATING_MEANING) and "50" in _(stats.RATING_MEANING) \
        and "openskill" not in _(stats.RATING_MEANING).lower()  # issue 37 (F20): players' words, no library's name


def test_the_leaderboard_draws_its_ratings_and_the_line_saying_what_they_mean(make_app, monkeypatch):
    from ludicitude.ui import theme
    from ludicitude.ui.stats_screen import StatsScreen
    from tests.club_helpers import rating

    class Source:
        def leaderboard(self, game_id):
            return [rating("Ana", "human", 10.0, 2, 2), rating("⚙ Robin (expert)", "expert", 5.0, 7, 3)]

        def identity_of(self, player):  # a StatsSource says whose chip a person's line shows
            return "red" if player == "Ana" else None

    drawn: list[str] = []
    render = theme.render
    monkeypatch.setattr(theme, "render", lambda text, *a, **k: (drawn.append(text), render(text, *a, **k))[1])
    d = make_app(size=(1920, 1080))
    d.app.push_scene(StatsScreen(d.app, Source()))
    d.settle()
    d.pixels()
    assert "Robin (expert)" in drawn and "⚙ Robin (expert)" not in drawn  # by its one name, the gear on its chip
    ana, robin = Source().leaderboard("x")
    assert f"{ana.points}*" in drawn and str(robin.points) in drawn  # the * the line under the table says
    assert any(t.startswith("Rating from 0 to 100") or "Rating from 0 to 100" in t for t in drawn), drawn


def test_the_board_is_ordered_by_what_it_shows():
    """Issue 37's second look: "Ana 46*" ranked above "⚙ Cleo (normal) 47*", the order against
    the only number shown (it followed the cautious estimate, not shown). The established
    ratings come first, then the provisional ones ("*", said under the board), each by the
    rating shown; the cautious estimate only breaks a tie."""
    from ludicitude.club.stats import Rating, board_order

    ana = Rating("Ana", "human", mu=23.0, sigma=2.0, ordinal=17.0, played=2, won=0)  # 46*
    cleo = Rating("⚙ Cleo (normal)", "cpu", mu=23.5, sigma=6.0, ordinal=5.5, played=1, won=0)  # 47*
    bob = Rating("Bob", "human", mu=20.0, sigma=1.0, ordinal=17.0, played=9, won=3)  # 40, established
    eve = Rating("Eve", "human", mu=23.0, sigma=3.0, ordinal=14.0, played=3, won=1)  # 46*, less sure than Ana
    assert [(r.points, r.provisional) for r in (ana, cleo, bob)] == [(46, True), (47, True), (40, False)]
    board = sorted([ana, eve, cleo, bob], key=board_order)
    assert [r.player for r in board] == ["Bob", "⚙ Cleo (normal)", "Ana", "Eve"]
