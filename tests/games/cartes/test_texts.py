"""Quatre Cartes in words: every event and action is described, in English and in French."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from ludicitude.core.bots import RandomBot
from ludicitude.core.driver import play
from ludicitude.core.i18n import _LOCALE_DIR, catalogue, parse_po, set_language
from ludicitude.games.cartes import bots, rules, scene, table, texts
from ludicitude.games.cartes.events import CardScored
from ludicitude.games.cartes.rules import MAXI, Continue, Place, Stop, score_card

NAMES = ["Ana", "Bob", "Cy", "Dan"]
LOCALE = _LOCALE_DIR / "fr"


@pytest.fixture(params=["en", "fr"])
def language(request):
    set_language(request.param)
    yield request.param
    set_language("en")


def test_every_event_of_a_game_is_put_into_words(language):
    final = play(rules.new_game(4, seed=9), [RandomBot(i) for i in range(4)])
    kinds = set()
    for event in final.events:
        text = texts.describe(event, NAMES)
        assert text and text != event.kind
        kinds.add(event.kind)
    assert {"round_started", "rolled", "placed", "stopped", "card_scored", "round_scored",
            "game_over"} <= kinds


def test_a_cancelled_tie_is_explained():
    result = score_card(MAXI, [(6,), (6,), (5,), ()])
    event = CardScored(card=MAXI, combos=((6,), (6,), (5,), ()), ranked=result.ranked, tied=result.tied,
                       points=result.points)
    text = texts.card_result_text(event, NAMES)
    assert "Ana, Bob" in text and "Cy (5) +5" in text and "\u22125" in text  # the true minus sign (issue 37, M4)


def test_actions_have_short_labels(language):
    labels = {texts.action_label(a) for a in (Place(MAXI, (4, 5)), Continue(), Stop(None), Stop(MAXI))}
    assert len(labels) == 4


def test_the_cards_and_the_rulings_are_described(language):
    for card in rules.CARDS:
        assert texts.card_accepts_text(card) and texts.card_ranking_text(card)
    assert len(texts.rules_summary()) >= 8


def cartes_po() -> dict[str, str]:
    return parse_po((LOCALE / "cartes.po").read_text(encoding="utf-8"))


def test_french_keeps_the_placeholders_of_every_string():
    for english, french in cartes_po().items():
        assert set(re.findall(r"{[^}]*}", english)) == set(re.findall(r"{[^}]*}", french)), english


def test_every_string_of_the_game_has_a_french_translation():
    known = {**catalogue("fr"), **cartes_po()}
    for module in (rules, texts, bots, scene, table):
        tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("_", "N_") and isinstance(node.args[0], ast.Constant)):
                assert node.args[0].value in known, node.args[0].value


def test_refusals_are_translated():
    set_language("fr")
    try:
        assert rules.combination_refusal(rules.NEUF, (), (4, 6)) == (
            "Neuf doit toujours totaliser un multiple de 9 : 10 n'en est pas un.")
    finally:
        set_language("en")


def test_a_take_back_says_why_in_the_banner_the_log_and_the_round_end(language):
    """Issue 37 (the look, N7): "pose 4 sur Maxi, puis s'arrête et retire 4 de Maxi" read as a move
    undone. A stop that takes a card's dice back says why, short as the banner and the round end
    say it and whole as the log says it: the card then scores 0 for its player."""
    from ludicitude.games.cartes.events import Placed, Stopped

    placed = Placed(seat=1, card=MAXI, faces=(4,), combo=(4,))
    stop = Stopped(seat=1, take_back=MAXI, faces=(4,), forced=False)
    why = {"en": "to score 0 there", "fr": "pour y marquer 0"}[language]
    told = [texts.turn_text([placed, stop], NAMES, short=True), texts.turn_text([placed, stop], NAMES),
            texts.describe(stop, NAMES)]
    assert told[0] == {
        "en": "Bob puts 4 on Maxi, then stops and takes their dice back from Maxi to score 0 there.",
        "fr": "Bob pose 4 sur Maxi, puis s'arrête et reprend ses dés de Maxi pour y marquer 0."}[language]
    for text in told:
        assert why in text and "retire 4" not in text and "takes back 4" not in text, text


def test_a_stop_with_no_dice_left_is_said_inside_its_sentence(language):
    """Issue 37 (the look, F17): "… puis s'arrête et retire 4 de Maxi (qui lui rapporte 0). (Plus
    de dés.)": the bare bracketed fragment. With no dice left, the stop says so in its sentence."""
    from ludicitude.games.cartes.events import Placed, Stopped

    placed = Placed(seat=1, card=MAXI, faces=(4,), combo=(4,))
    told = {
        "alone": texts.describe(Stopped(seat=1, take_back=None, faces=(), forced=True), NAMES),
        "taken back": texts.describe(Stopped(seat=1, take_back=MAXI, faces=(4,), forced=True), NAMES),
        "turn": texts.turn_text([placed, Stopped(seat=1, take_back=None, faces=(), forced=True)], NAMES),
        "turn taken back": texts.turn_text([placed, Stopped(seat=1, take_back=MAXI, faces=(4,), forced=True)], NAMES),
    }
    expected = {
        "en": {"alone": "Bob has no dice left and stops.",
               "turn": "Bob puts 4 on Maxi, then stops, with no dice left."},
        "fr": {"alone": "Bob n'a plus de dés et s'arrête.",
               "turn": "Bob pose 4 sur Maxi, puis s'arrête, faute de dés."},
    }[language]
    for key, words in expected.items():
        assert told[key] == words, told
    for text in told.values():  # one sentence: no fragment after its full stop
        assert text.count(".") == 1 and text.endswith(".") and "(No dice" not in text and "(Plus de" not in text, text


def test_the_stop_choice_says_plainly_what_taking_back_scores(monkeypatch):
    """Issue 37, M10: the English read "it then scores 0 for you, not what your row on it shows
    now."; it says "it then scores 0 instead of what your row shows.", and the French (fine as
    it was) stays translated."""
    import pygame

    from ludicitude.ui import draw

    said: list[str] = []
    monkeypatch.setattr(draw, "text_fit", lambda _surface, text, *_a, **_k: said.append(text) or 0)
    monkeypatch.setattr(draw, "text", lambda *_a, **_k: pygame.Rect(0, 0, 1, 1))  # the title
    surface = pygame.Surface((1024, 768))
    try:
        for lang in ("en", "fr"):
            set_language(lang)
            table.draw_stop_choice(surface, pygame.Rect(10, 10, 500, 300), "Ana")
    finally:
        set_language("en")
    english, french = said
    assert english.endswith("it then scores 0 instead of what your row shows.")
    assert "elle vous rapporte alors 0, et non ce qu'indique votre ligne." in french
