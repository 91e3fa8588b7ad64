"""Quatre Cartes read from the back of a room, six players at 1024x768 in projector mode: every
die on a card drawn (wrapped on more lines, and smaller only where a full card needs it), every
number a player needs written, the whole name of the player to act."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games.cartes import pieces, rules, texts
from ludicitude.games.cartes.table import TableLayout
from ludicitude.ui import draw, theme

SIX = [theme.PLAYER_IDENTITIES[i] for i in range(6)]


def drawn_card(make_app, card: str, combos, *, covered: bool = False, language: str = "fr",
               places: list | None = None) -> list[theme.Drawn]:
    """What one card of a six-player table draws at 1024x768 in projector mode (``places``: the
    dice's rects and the card's room for them, when given)."""
    d = make_app(size=(1024, 768), projector=True, language=language)
    geo = TableLayout.fit(d.app.screen.get_rect())
    box = geo.cards[rules.CARDS.index(card)]
    covered_from = geo.take_backs[0].y if covered else None
    real = draw.die

    def die(surface, rect, *args, **kwargs):
        if places is not None:
            places.append(pygame.Rect(rect))
        return real(surface, rect, *args, **kwargs)

    draw.die = die
    try:
        with theme.recording_sizes() as drawn:
            pieces.draw_card(d.app.screen, box, card, combos, SIX, covered_from=covered_from)
    finally:
        draw.die = real
    if places is not None:
        places.insert(0, pygame.Rect(box.x, box.y, box.w, (covered_from or box.bottom) - box.y))
    return drawn


def words(drawn: list[theme.Drawn]) -> str:
    return " ".join(x.what for x in drawn if x.kind == "text")


@pytest.mark.parametrize("card, combo, number", [(rules.IDEM, (4, 4, 4, 4, 4), "×5"), (rules.SUITE, (2, 3, 4, 5), "×4"),
                                                 (rules.MAXI, (6, 6, 5, 1), "18"), (rules.NEUF, (1, 4, 4), "9")])
def test_the_number_a_player_needs_is_written_beside_their_dice(card, combo, number):
    """Idem and Suite rank by how many dice: their count; Maxi and Neuf by the total: it."""
    assert pieces.written_number(card, combo) == number


@pytest.mark.parametrize("covered", [False, True], ids=["playing", "stop-choice"])
def test_every_die_of_six_holders_is_drawn_on_the_card_with_their_counts(make_app, covered):
    """Issue 36: "at 1024x768 in projector mode every die on a card is drawn (smaller, or
    wrapped)", never one die and "×3": all nineteen dice, inside the card (above a take-back
    button), none smaller than the smallest text."""
    combos = [(1, 1, 1), (2, 2, 2, 2), (3, 3), (4, 4, 4, 4, 4), (5, 5, 5), (6, 6)]
    places: list = []
    drawn = drawn_card(make_app, rules.IDEM, combos, covered=covered, places=places)
    dice = [x for x in drawn if x.kind == "die"]
    assert sorted(int(x.what) for x in dice) == sorted(f for combo in combos for f in combo)
    assert min(x.px for x in dice) >= 768 / 40
    room, *rects = places
    assert all(room.contains(r) for r in rects), (room, rects)
    assert not [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if a.colliderect(b)]
    written = [x.what for x in drawn if x.kind == "text"]
    for combo in combos:
        assert f"×{len(combo)}" in written


def test_another_players_1_4_4_on_neuf_shows_its_three_dice_and_9(make_app):
    """Issue 36 item 9: "another player's 1 4 4 on Neuf as 9 with no dice"."""
    combos = [(3, 6), (1, 4, 4), (), (), (6, 6, 6), (2, 3, 4)]
    drawn = drawn_card(make_app, rules.NEUF, combos)
    dice = [x for x in drawn if x.kind == "die"]
    assert sorted(int(x.what) for x in dice) == sorted(f for combo in combos for f in combo)
    assert min(x.px for x in dice) >= 768 / 28  # wrapped, and as large as the card lets them all be
    assert "9" in [x.what for x in drawn if x.kind == "text"]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_suites_ranking_stays_at_the_foot_of_a_card_with_five_holders(make_app, language):
    """The card's foot says how it ranks ("Longest run, then the higher top face") with 5 rows."""
    combos = [(1, 2, 3, 4, 5), (2, 3, 4), (3, 4), (4, 5, 6), (1, 2), ()]
    drawn = drawn_card(make_app, rules.SUITE, combos, language=language)
    ranking = texts.card_ranking_text(rules.SUITE)
    assert " ".join(ranking.split()) in " ".join(words(drawn).split()), words(drawn)
    assert min(x.px for x in drawn if x.kind == "die") >= 768 / 28


def test_a_maxi_card_writes_each_holders_total(make_app):
    combos = [(6, 6, 5, 1, 2, 3, 4, 4), (1, 2), (), (), (), ()]
    written = [x.what for x in drawn_card(make_app, rules.MAXI, combos) if x.kind == "text"]
    assert "31" in written and "3" in written


def test_ties_are_marked_the_same_way_on_the_table_and_in_the_rules_example(make_app):
    """Ties cancel: both tied players are marked with the same sign wherever a card is drawn."""
    from ludicitude.games.cartes.examples import draw_rules_example

    combos = [(5, 6, 6), (6, 5, 6), (4, 4), (), (), ()]
    on_table = [x.what for x in drawn_card(make_app, rules.MAXI, combos) if x.kind == "text"]
    d = make_app(size=(1024, 768), projector=True, language="fr")
    with theme.recording_sizes() as drawn:
        draw_rules_example(d.app.screen, pygame.Rect(20, 20, 900, 700))
    in_example = [x.what for x in drawn if x.kind == "text"]
    assert on_table.count(pieces.TIE) == 2 and in_example.count(pieces.TIE) == 2


@pytest.mark.parametrize("name", ["Joueur 4", "Guillaume", "Anastasia"])
def test_the_name_of_the_player_to_act_is_not_cut_with_six_players(make_app, name):
    d = make_app(size=(1024, 768), projector=True, language="fr")
    geo = TableLayout.fit(d.app.screen.get_rect())
    gap = int(768 * 0.01)
    box = pygame.Rect(geo.players.x, geo.players.y, (geo.players.w - 5 * gap) // 6, geo.players.h)
    with theme.recording_sizes() as drawn:
        pieces.draw_player_box(d.app.screen, box, name, SIX[3], -16, 8, False, active=True)
    written = [x for x in drawn if x.kind == "text"]
    assert name in [x.what for x in written] and "8 dés" in [x.what for x in written]
    assert min(x.px for x in written) >= 768 / 32


def test_the_four_cards_titles_are_one_size(make_app):
    """Issue 37's second look: "the 'Suite' card title is set smaller and higher than Idem, Maxi,
    Neuf" (six players at 1024x768 in projector mode, each card's title fitted on its own): the
    four are set in one size, the smallest any card needs for its dice."""
    from ludicitude.games import GAMES
    from tests.games.looks import screenshot_positions

    d = make_app(size=(1024, 768), projector=True, language="fr")
    scene = screenshot_positions(GAMES["cartes"])(d.app)["table-6"]()
    d.app.push_scene(scene)
    d.settle()
    with theme.recording_sizes() as drawn:
        scene.still_changed()
        d.app.draw()
    titles = {x.what: x.px for x in drawn if x.kind == "text" and x.what in map(rules.card_name, rules.CARDS)}
    assert len(titles) == 4 and len(set(titles.values())) == 1, titles


def test_while_a_computer_plays_the_tray_says_who_in_large_over_their_dice(make_app, monkeypatch):
    """Issue 37 (REPORT3 #9, flat areas): while a computer played, the roll panel was black with a
    small dim line and a die. It says who plays, with their symbol, in large bold words (the
    buttons' room is theirs then), inside the panel and over the dice."""
    from tests.games.cartes.positions import screenshot_positions
    from tests.games.looks import texts_placed

    d = make_app(size=(1024, 768), projector=True, language="fr")
    d.app.think_wait = True  # the computer waits for the picture
    scene = screenshot_positions(d.app)["computer-playing-3"]()
    d.app.push_scene(scene)
    for _ in range(3):
        d.app.frame(block=False)
    symbols = []
    real = draw.symbol
    monkeypatch.setattr(draw, "symbol",
                        lambda surface, name, *a, **k: symbols.append(name) or real(surface, name, *a, **k))
    placed = texts_placed(d.app, monkeypatch)
    words = scene.elsewhere_text(scene.state.current)
    assert "Bob" in words
    rects = [rect for text, rect in placed if text == words]
    assert len(rects) == 1 and scene.geo.roll.contains(rects[0])
    assert rects[0].bottom <= min(die.rect.y for die in scene.dice)
    assert rects[0].h >= theme.font(theme.text_px(768, 0.036), True).get_height()  # not the small dim line
    assert scene.identity(scene.state.current).symbol in symbols
