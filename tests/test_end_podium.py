"""The end screen (issue 37, item 3; issue 36, item 3): "an end screen with a podium, the reason the
game ended, and a celebration (particles, a fanfare) that settles by itself"; "every game's end
screen says why it ended, in the card's words"."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.core.i18n import set_language
from ludicitude.games import GAMES
from ludicitude.ui import draw, theme
from ludicitude.ui.end_screen import EndScreen, podium_seats, ranking
from tests.club_helpers import played_session

#: the rule cards' end of a game, in English (the French is the card's own sentence)
CARD_WORDS = {
    "corsaire": ("There are no coins left in the Bank: the game stops at once.",
                 "Il n'y a plus de pièces dans la Bourse\u00a0: la partie s'arrête immédiatement."),
    "cartes": ("rounds played, twice as many as there are players: the most points wins.",
               "deux fois autant qu'il y a de joueurs\u00a0: gagne celui qui a le plus de points."),
}


def end_screen(make_app, game_id: str, players: int = 4, **settings):
    d = make_app(size=(1920, 1080), **settings)
    scene = EndScreen(d.app, played_session(game_id, players, seed=2))
    d.app.push_scene(scene)
    return d, scene


def shown_text(d) -> str:
    """Every text the window draws now, in one string."""
    d.top.still_changed() if hasattr(d.top, "still_changed") else None
    with theme.recording_sizes() as drawn:
        d.app.draw()
    return " ".join(x.what for x in drawn if x.kind == "text")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", sorted(CARD_WORDS))
def test_the_end_screen_says_why_the_game_ended_in_the_card_words(make_app, game_id, language):
    d, scene = end_screen(make_app, game_id, language=language)
    d.settle()
    words = CARD_WORDS[game_id][language == "fr"]
    assert words in scene.reason
    assert words.split()[-1] in shown_text(d)  # drawn (wrapped, its last word on the last line)


def test_magouille_says_which_end_of_the_card_came():
    """"The first player above 200 points wins the game" or "the last player left in the game
    wins", whichever ended it (the short game's target is 100)."""
    texts = GAMES["magouille"].texts()
    for seed in range(6):
        session = played_session("magouille", 3, seed=seed)
        state = session.state
        why = texts.why_ended(state, session.names)
        if state.end_reason == "target":
            assert why == f"The first player above {state.target} points wins the game."
        elif state.end_reason == "last_standing":
            assert why == "The last player left in the game wins."
        else:
            assert why.startswith("Everyone left fell below 0 in the same round")
    set_language("fr")
    try:
        assert texts.end_reason("target", 200) == "Le 1er joueur qui dépasse 200 points gagne la partie."
    finally:
        set_language("en")


def test_cadenas_names_the_player_of_the_fourth_grey_box_or_the_two_locked_rows():
    texts = GAMES["cadenas"].texts()
    rules = GAMES["cadenas"].module("rules")
    seen = set()
    for seed in range(12):
        session = played_session("cadenas", 2, seed=seed)
        state, why = session.state, texts.why_ended(session.state, session.names)
        if max(state.grey) >= rules.GREY_BOXES:
            seat = state.grey.index(rules.GREY_BOXES)
            assert why == f"{session.names[seat]} has used up all four grey boxes: the game stops at once."
            seen.add("grey")
        else:
            assert why == "Two rows have been locked: the game stops at once."
            seen.add("locks")
    assert seen  # (which ends the seeds reach is the dice's business; each found is checked)


def test_the_podium_puts_the_first_three_on_steps_and_lists_the_others_with_a_shared_rank_for_a_tie(make_app):
    d, scene = end_screen(make_app, "corsaire", players=5)
    d.settle()
    state = scene.session.state
    order, ranks = ranking(state.scores)
    shown = shown_text(d).replace("\u00a0", " ")  # (a name's badge held to it on the podium)
    for seat in order:
        name, level = draw.split_level(scene.session.names[seat])  # a computer's level: a tag of its own
        assert name in shown and level in shown and str(state.scores[seat]) in shown
    assert ranking((5, 9, 5, 2)) == ([1, 0, 2, 3], {1: 1, 0: 2, 2: 2, 3: 4})


def test_the_celebration_plays_the_fanfare_and_settles_by_itself_on_the_still_picture(make_app, monkeypatch):
    played = []
    d, scene = end_screen(make_app, "corsaire", animation="normal")
    monkeypatch.setattr(d.app.sounds, "play", played.append)
    scene.celebration = None  # opened again with the sound recorded
    scene.enter()
    assert played == ["fanfare"]
    d.frames(20)
    assert d.app.stack.animating  # confetti in the air
    flying = pygame.image.tobytes(d.app.screen, "RGB")
    still = pygame.Surface(d.app.screen.get_size())
    scene.draw_still(still)
    assert flying != pygame.image.tobytes(still, "RGB")
    d.settle(max_frames=600)  # no input at all
    assert not d.app.stack.animating
    d.assert_settled()
    scene.draw_still(still)
    assert pygame.image.tobytes(d.app.screen, "RGB") == pygame.image.tobytes(still, "RGB")
    assert played == ["fanfare"]  # once


def test_at_instant_speed_there_is_no_celebration_to_wait_for(make_app):
    d, scene = end_screen(make_app, "corsaire")  # the tests' speed: instant
    d.frames(2)
    assert not d.app.stack.animating


def test_a_shared_win_names_every_winner_at_the_title_size(make_app):
    """A tie for first: every winner in the title (on two lines if need be, never smaller) and
    both on the top step."""
    d = make_app(size=(1024, 768), projector=True, language="fr")
    session = played_session("corsaire", 4, seed=26)  # Ana and Dominique finish with 9 gold each
    state = session.state
    leader, other = state.winners
    session.seats[leader].name, session.seats[other].name = "Maximilienne", "Bartholomée"
    scene = EndScreen(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    with theme.recording_faults() as faults, theme.recording_sizes() as drawn:
        d.app.draw()
    assert faults == []
    title = [x for x in drawn if x.px == theme.text_px(768, theme.TITLE)]
    assert "Maximilienne" in " ".join(x.what for x in title) and "Bartholomée" in " ".join(x.what for x in title)
    assert ranking(state.scores)[1][leader] == ranking(state.scores)[1][other] == 1


def test_with_reduced_motion_the_confetti_lie_still_fade_and_go(make_app):
    """Issue 37: "a 'reduced motion' setting replaces motion with fades everywhere": the pieces of
    the celebration never move, they fade in, then away, and the still picture comes by itself."""
    from ludicitude.ui.celebration import FADE, SECONDS, Celebration

    colours = [(200, 40, 40), (40, 160, 60)]
    celebration = Celebration(colours, (0.5, 0.36), 1.0, reduced=True)
    frames = []
    for t in (1.5, 2.2):  # every piece in, none fading away yet
        celebration.t = t
        surface = pygame.Surface((640, 480))
        celebration.draw(surface)
        frames.append(pygame.image.tobytes(surface, "RGB"))
    assert frames[0] == frames[1], "nothing moves"
    assert frames[0] != pygame.image.tobytes(pygame.Surface((640, 480)), "RGB"), "the pieces are drawn"
    celebration.t = SECONDS - FADE / 2
    fading = pygame.Surface((640, 480))
    celebration.draw(fading)
    blank = pygame.image.tobytes(pygame.Surface((640, 480)), "RGB")
    assert pygame.image.tobytes(fading, "RGB") not in (frames[0], blank), "they fade away at the end"

    d, scene = end_screen(make_app, "corsaire", animation="normal", reduced_motion=True)
    assert scene.celebration is not None and scene.celebration.reduced
    d.settle(max_frames=600)  # no input at all
    assert not d.app.stack.animating
    still = pygame.Surface(d.app.screen.get_size())
    scene.draw_still(still)
    assert pygame.image.tobytes(d.app.screen, "RGB") == pygame.image.tobytes(still, "RGB")


#: crowded end screens: eight at Magouille, six at Corsaire (the ranking under the podium, the
#: King's share, computers' long names: "⚙ Dominique (normal) (out)")
CROWDED = [("magouille", 8, 4), ("magouille", 8, 3), ("corsaire", 6, 2), ("cartes", 6, 3)]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id,players,seed", CROWDED)
def test_a_crowded_podium_at_1024x768_in_projector_mode_holds_every_step_and_name(make_app, game_id, players,
                                                                                  seed, language):
    """Issue 37, item 4 (the type scale) on the podium: every step stands tall enough for its
    number at the smallest text size (the third included), nothing is drawn under the mode's
    floor, and no name or line is cut (a layout fault)."""
    d = make_app(size=(1024, 768), projector=True, language=language)
    session = played_session(game_id, players, seed=seed, kinds=("easy",) * players)  # quick to play, names as long
    game = session.game.scene()(d.app, session)
    scene = game.end_screen()  # the game's own (Magouille's: its players out under the podium)
    d.app.push_scene(scene)
    d.settle()
    with theme.recording_faults() as faults, theme.recording_sizes() as drawn:
        d.app.draw()
    assert faults == []
    floor = theme.text_px(768, 0)
    assert min(x.px for x in drawn if x.kind == "text") >= floor
    order, ranks = ranking(session.state.scores)
    assert set(scene.steps) == set(scene.podium(order, ranks))  # the first three ranks, ties whole
    for seat, step in scene.steps.items():
        assert step.h >= floor * 1.5, (ranks[seat], step)  # its number, at the floor, with room round it
        assert step.bottom <= scene.again.rect.y  # above the buttons
    shown = " ".join(x.what for x in drawn if x.kind == "text")
    for seat in order:  # every player named whole, on the podium or in the lines under it
        assert all(word in shown for word in session.names[seat].split()), session.names[seat]


def places_after_the_podium(d, scene, monkeypatch) -> list[pygame.Rect]:
    """Where the fourth, fifth and sixth of the ranking are drawn on ``scene``."""
    placed: dict[int, pygame.Rect] = {}
    monkeypatch.setattr(scene, "draw_place", lambda surface, seat, rank, rect, px: placed.setdefault(seat, rect))
    d.frames(1)
    d.app.draw()
    order, _ranks = ranking(scene.session.state.scores)
    return [placed[s] for s in order[3:6]]


def test_three_places_after_the_podium_are_one_list_down_more_read_along_each_line_then_down(make_app, monkeypatch):
    """Issue 37 (the look, F18): "4. Ana | 5. Bob" then "5. Eve" under Ana read oddly. Three
    players under the podium are one list down; more are two columns read as a room reads:
    4. then 5. on the first line."""
    d, scene = end_screen(make_app, "corsaire", 6)
    scene.session.state.gold = [13, 9, 7, 5, 4, 3]  # no tie: three on the podium, three under it
    fourth, fifth, sixth = places_after_the_podium(d, scene, monkeypatch)
    assert fourth.x == fifth.x == sixth.x and fourth.y < fifth.y < sixth.y  # one column, in order
    d2, big = end_screen(make_app, "magouille", 8)
    monkeypatch.setattr(big, "podium", lambda order, ranks: order[:3])
    fourth, fifth, sixth = places_after_the_podium(d2, big, monkeypatch)
    assert fifth.y == fourth.y and fifth.x > fourth.x  # side by side, the fifth on the right
    assert sixth.y > fourth.y and sixth.x == fourth.x  # the sixth on the next line, under the fourth


@pytest.mark.parametrize("game_id", ["corsaire", "cartes"])
def test_on_the_podium_a_score_is_drawn_at_least_at_its_name_s_size(make_app, game_id):
    """Issue 37 (the look, F18): Corsaire's "21" stood at ~20 px under "Dimitri" at ~34 px:
    what a player won reads as large as who won it (1024x768, projector, French)."""
    d = make_app(size=(1024, 768), projector=True, language="fr")
    session = played_session(game_id, 3, seed=2)
    game = session.game.scene()(d.app, session)
    scene = game.end_screen()
    d.app.push_scene(scene)
    d.settle()
    with theme.recording_sizes() as drawn:
        d.app.draw()
    winner = session.state.winners[0]
    name = draw.split_level(session.names[winner])[0]
    name_px = max(x.px for x in drawn if x.kind == "text" and x.what.replace("\u00a0", " ") == name)
    score_px = max(x.px for x in drawn if x.kind == "text" and x.what == str(session.state.scores[winner]))
    assert score_px >= name_px, (score_px, name_px)


@pytest.mark.parametrize("gold,steps", [
    ([20, 15, 9, 9, 3], {1: [0], 2: [1], 3: [2, 3]}),  # two tied for third: both on the third step
    ([12, 12, 7, 7, 3], {1: [0, 1], 3: [2, 3]}),  # tied first, then tied third
    ([20, 9, 9, 5, 1], {1: [0], 2: [1, 2]}),  # tied second: one each side of the winner; the fourth under
])
@pytest.mark.parametrize("size,projector,language", [((1024, 768), True, "fr"), ((1920, 1080), False, "en")])
def test_players_tied_on_the_podium_share_their_step_side_by_side_and_nothing_overlaps(
        make_app, monkeypatch, gold, steps, size, projector, language):
    """Issue 37 (the look): two players tied for third stood one on the third step and one in
    the lines under it. Players of one rank share one step, its number drawn once, each with
    their chip, name and score over their own part of it; no chip covers another, the steps
    stand side by side, the winners' highest; the fourth and after are listed under them."""
    from ludicitude.ui import draw
    d = make_app(size=size, projector=projector, language=language)
    session = played_session("corsaire", len(gold), seed=2)
    session.state.gold = list(gold)  # a finished game's purses, as the test wants them
    scene = EndScreen(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    chips: list[pygame.Rect] = []
    real_chip = draw.player_chip

    def chip(surface, identity, centre, size, *args, **kwargs):
        chips.append(pygame.Rect(0, 0, size, size).move(centre[0] - size // 2, centre[1] - size // 2))
        return real_chip(surface, identity, centre, size, *args, **kwargs)

    monkeypatch.setattr(draw, "player_chip", chip)
    with theme.recording_faults() as faults:
        scene.still_changed() if hasattr(scene, "still_changed") else None
        d.app.draw()
    assert faults == []
    order, ranks = ranking(session.state.scores)
    assert sorted(podium_seats(order, ranks)) == sorted(s for group in steps.values() for s in group)
    for rank, group in steps.items():  # one height a rank; the tied for first or third on one step
        assert len({(scene.steps[s].y, scene.steps[s].h) for s in group}) == 1 and all(ranks[s] == rank for s in group)
        assert rank == 2 or len({tuple(scene.steps[s]) for s in group}) == 1
    if len(steps.get(2, ())) == 2:  # the winner between the two seconds
        a, b = (scene.steps[s] for s in steps[2])
        assert min(a.x, b.x) < scene.steps[steps[1][0]].x < max(a.x, b.x)
    shared = {tuple(r): r for r in scene.steps.values()}.values()
    assert not [(a, b) for a in shared for b in shared if a is not b and a.colliderect(b)]
    by_rank = {ranks[s]: scene.steps[s] for s in scene.steps}
    assert all(by_rank[a].h > by_rank[b].h for a in by_rank for b in by_rank if a < b)
    on_podium = chips[:len(scene.steps)]  # the podium's chips come first (the lines under it after)
    assert not [(a, b) for a in on_podium for b in on_podium if a is not b and a.colliderect(b)]
    # a step as wide as its players: each stands over their own part of it
    for group in steps.values():
        width = sum(r.w for r in {tuple(scene.steps[s]): scene.steps[s] for s in group}.values())
        assert width >= len(group) * min(c.w for c in on_podium)


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_end_buttons_are_one_row_of_one_size_each_label_on_one_line_at_1024x768_projector(make_app, language):
    """Issue 37 (the look, F2): "Rejouer avec les / mêmes joueurs" and "Courbe des / scores (C)"
    wrapped beside a one-line "Retour aux jeux". The three buttons stand in one row, one width and
    one height, and each label (the chart's both) holds one line."""
    from ludicitude.ui.widgets import button_px
    d = make_app(size=(1024, 768), projector=True, language=language)
    scene = EndScreen(d.app, played_session("corsaire", 3, seed=2))
    d.app.push_scene(scene)
    d.settle()
    px = button_px(768)
    for _shown in range(2):  # the ranking, then the chart (its button says "Final ranking (C)")
        d.app.draw()
        buttons = [scene.again, scene.chart_button, scene.home]
        assert len({(b.rect.y, b.rect.w, b.rect.h) for b in buttons}) == 1, [b.rect for b in buttons]
        for b in buttons:
            assert len(theme.wrap(b.text(), px, b.inner().w, True)) == 1, b.text()
            assert draw.label_width(b.text(), px, True) <= b.inner().w, b.text()
        scene.toggle_chart()
