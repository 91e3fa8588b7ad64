"""Quatre Cartes read from the back of a room, six players at 1024x768 in projector mode: dice on
the cards at the screen's smallest die size, a combination shown compactly when its dice can't all
be that large, every number a player needs written, the whole name of the player to act."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games.cartes import pieces, rules, texts
from ludicitude.games.cartes.table import TableLayout
from ludicitude.ui import theme

SIX = [theme.PLAYER_IDENTITIES[i] for i in range(6)]


def drawn_card(make_app, card: str, combos, *, covered: bool = False, language: str = "fr") -> list[theme.Drawn]:
    """What one card of a six-player table draws at 1024x768 in projector mode."""
    d = make_app(size=(1024, 768), projector=True, language=language)
    geo = TableLayout.fit(d.app.screen.get_rect())
    box = geo.cards[rules.CARDS.index(card)]
    covered_from = geo.take_backs[0].y if covered else None
    with theme.recording_sizes() as drawn:
        pieces.draw_card(d.app.screen, box, card, combos, SIX, covered_from=covered_from)
    return drawn


def words(drawn: list[theme.Drawn]) -> str:
    return " ".join(x.what for x in drawn if x.kind == "text")


def test_idem_shows_one_die_and_its_count_when_its_dice_cannot_all_be_large():
    """Idem: the most dice win, so the count is written: one die and ×5."""
    assert pieces.compact_faces(rules.IDEM, (4, 4, 4, 4, 4)) == [4]
    assert pieces.written_number(rules.IDEM, (4, 4, 4, 4, 4)) == "×5"


def test_suite_shows_the_runs_ends_and_its_length():
    """Suite: the longest run, then the higher top face: the run's two ends and its length."""
    assert pieces.compact_faces(rules.SUITE, (2, 3, 4, 5)) == [2, None, 5]
    assert pieces.compact_faces(rules.SUITE, (2, 3)) == [2, 3]
    assert pieces.written_number(rules.SUITE, (2, 3, 4, 5)) == "×4"


@pytest.mark.parametrize("card", [rules.MAXI, rules.NEUF])
def test_maxi_and_neuf_write_the_total(card):
    """Maxi and Neuf rank by the total: it is written, and it alone stands for a row too long."""
    assert pieces.written_number(card, (6, 6, 5, 1)) == "18"
    assert pieces.compact_faces(card, (6, 6, 5, 1)) == []


@pytest.mark.parametrize("covered", [False, True], ids=["playing", "stop-choice"])
def test_six_holders_on_a_card_keep_dice_of_a_twentieth_of_the_height_and_their_counts(make_app, covered):
    combos = [(1, 1, 1), (2, 2, 2, 2), (3, 3), (4, 4, 4, 4, 4), (5, 5, 5), (6, 6)]
    drawn = drawn_card(make_app, rules.IDEM, combos, covered=covered)
    dice = [x.px for x in drawn if x.kind == "die"]
    assert dice and min(dice) >= 768 / 20
    written = [x.what for x in drawn if x.kind == "text"]
    for combo in combos:
        assert f"×{len(combo)}" in written


@pytest.mark.parametrize("language", ["en", "fr"])
def test_suites_ranking_stays_at_the_foot_of_a_card_with_five_holders(make_app, language):
    """The card's foot says how it ranks ("Longest run, then the higher top face") with 5 rows."""
    combos = [(1, 2, 3, 4, 5), (2, 3, 4), (3, 4), (4, 5, 6), (1, 2), ()]
    drawn = drawn_card(make_app, rules.SUITE, combos, language=language)
    ranking = texts.card_ranking_text(rules.SUITE)
    assert " ".join(ranking.split()) in " ".join(words(drawn).split()), words(drawn)
    assert min(x.px for x in drawn if x.kind == "die") >= 768 / 20


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
