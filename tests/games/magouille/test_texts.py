"""Magouille in words: every event of the log, labels and the rules summary, in English and French."""

from __future__ import annotations

import pytest

from ludicitude.core.bots import RandomBot
from ludicitude.core.driver import play
from ludicitude.core.i18n import _, set_language
from ludicitude.games.magouille import rules, texts
from tests.games.magouille.helpers import end_talk, game, play_round
from ludicitude.games.magouille.events import GameOver, Scored

NAMES = ("Ana", "Bob", "Cy", "Dee")


def every_kind_of_event() -> list:
    """Events of every kind: the card's examples, an elimination, and each way a game ends."""
    events = []
    for final in ((2, 3, 3, 4), (2, 2, 3, 5), (2, 2, 4, 4), (1, 2, 2, 3), (2, 2, 2, 3)):
        events += play_round(rules.new_game(4), (2, 3, 3, 3), final).events
    events += play_round(game([191, 100, 100, 100]), (1, 5, 5, 5), (1, 5, 5, 6)).events
    events += play_round(game([3, 3, 100, 100]), (2, 2, 2, 2), (1, 1, 2, 2)).events
    events += play_round(game([3, 3, 100], ), (2, 2, 2), (1, 1, 2)).events
    events += play_round(game([4, 3, 5, 4]), (2, 2, 2, 2), (1, 1, 1, 1)).events
    events += play_round(game([4, 4, 5, 4]), (2, 2, 3, 2), (1, 1, 1, 1)).events
    return events


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_event_kind_is_put_into_words(language):
    set_language(language)
    events = every_kind_of_event()
    kinds = {e.kind for e in events}
    assert kinds == {"round_started", "talk_ended", "face_set", "chosen", "revealed", "scored",
                     "nobody_scores", "lost", "eliminated", "game_over"}
    reasons = {e.reason for e in events if isinstance(e, GameOver)}
    assert reasons == {"target", "last_standing", "all_eliminated"}
    for event in events:
        words = texts.describe(event, NAMES)
        assert words and "{" not in words, (event, words)


def test_the_card_example_2_2_3_5_is_told_with_the_cancelled_faces():
    events = play_round(rules.new_game(4), (2, 3, 3, 3), (2, 2, 3, 5)).events
    (scored,) = [e for e in events if isinstance(e, Scored)]
    assert texts.describe(scored, NAMES) == (
        "12 reaches the minimum 11. Shared faces cancel out (2); Cy alone showed 3 and scores 11.")
    set_language("fr")
    assert "Cy, seul à montrer 3, marque 11 points" in texts.describe(scored, NAMES)


def test_french_is_used_for_every_string_of_a_random_game():
    final = play(rules.new_game(5, seed=3), [RandomBot(i) for i in range(5)])
    english = [texts.describe(e, NAMES + ("Eve",)) for e in final.events]
    set_language("fr")
    french = [texts.describe(e, NAMES + ("Eve",)) for e in final.events]
    assert all(en != fr for en, fr in zip(english, french))


def test_names_are_joined_in_words():
    assert texts.join_names(["Ana"]) == "Ana"
    assert texts.join_names(["Ana", "Bob", "Cy"]) == "Ana, Bob and Cy"
    set_language("fr")
    assert texts.join_names(["Ana", "Bob"]) == "Ana et Bob"


def test_labels_steps_options_and_summary_are_translated():
    state = end_talk(rules.new_game(3))
    labels = [texts.action_label(a) for a in state.legal_actions(0)]
    assert labels == [f"Show {f}" for f in rules.FACES]
    english = [texts.step_title(s) for s in (1, 2, 3, 4)] + [texts.step_hint(s) for s in (1, 2, 3, 4)]
    english += texts.rules_summary() + [texts.end_reason(r) for r in ("target", "last_standing",
                                                                       "all_eliminated")]
    option = rules.State.options_spec[0]
    english += [_(option.label)] + [_(label) for _value, label in option.choices]
    set_language("fr")
    french = [texts.step_title(s) for s in (1, 2, 3, 4)] + [texts.step_hint(s) for s in (1, 2, 3, 4)]
    french += texts.rules_summary() + [texts.end_reason(r) for r in ("target", "last_standing",
                                                                      "all_eliminated")]
    french += [_(option.label)] + [_(label) for _value, label in option.choices]
    assert len(set(french)) == len(french) and all(e != f for e, f in zip(english, french))
    assert texts.action_label(rules.EndTalk()) == "Passer à la suite"
