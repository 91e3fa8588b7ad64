"""Corsaire in words, in English and French: every event kind, labels, previews, the summary."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from ludicitude.core.driver import play
from ludicitude.core.i18n import catalogue, set_language
from ludicitude.games.corsaire import bots, rules, texts
from ludicitude.games.corsaire.rules import Reroll, Resolve, StopRolling
from tests.games.corsaire.helpers import COIN1, COIN2, COIN3, C, S, X, plan_of, table
from ludicitude.games.corsaire.events import Cannon

NAMES = ("Ana", "Bob", "Cyd", "Dee")
GAME_DIR = Path(rules.__file__).resolve().parent


def all_event_kinds_games() -> list[rules.State]:
    """Played and set-up games that between them log every kind of event."""
    games = [play(rules.new_game(3, seed=s), [bots.make_bot("random", s + i) for i in range(3)])
             for s in range(6)]
    gold = (1, 2, 3)
    games.append(table((COIN1, COIN2, COIN3, COIN3, COIN1), gold=gold, king=5)
                 .apply(0, Resolve(plan_of(("five_coins",)))))
    games.append(table((S, S, S, S, S), gold=gold).apply(0, Resolve(plan_of(("five_skulls", 2)))))
    games.append(table((C, C, C, C, C), gold=gold).apply(0, Resolve(plan_of(("five_cannons",)))))
    games.append(table((COIN1, COIN2, COIN3, X, X), phase=rules.ROLLING, gold=gold).apply(0, StopRolling()))
    return games


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_event_is_put_into_words_in_both_languages(lang):
    set_language(lang)
    kinds = set()
    for game in all_event_kinds_games():
        for event in game.events:
            text = texts.describe(event, NAMES)
            kinds.add(event.kind)
            assert text and "{" not in text and "_" not in text and text != event.kind, (event, text)
    assert kinds >= {"roll", "bust", "stop", "no_result", "cannon", "skull", "five_coins", "five_skulls",
                     "five_cannons", "bank_empty", "game_over"}


def test_a_short_bank_is_explained_in_words():
    state = table((COIN3, C, X, X, S), gold=(10, 45))
    after = state.apply(0, Resolve(plan_of(("cannon", 3))))
    cannon = next(e for e in after.events if isinstance(e, Cannon))
    assert texts.describe(cannon, NAMES) == "Cannon + 3: Ana takes 2, the King takes 3; the Bank only had 5."
    set_language("fr")
    assert texts.describe(cannon, NAMES) == (
        "Canon + 3 : Ana prend 2, le Roi prend 3 ; la Bourse n'avait plus que 5.")


def test_a_plan_preview_says_what_the_events_will_say():
    state = table((COIN3, COIN2, C, S, X), gold=(5, 51))
    plan = plan_of(("cannon", 3), ("skull", 2, 1))
    after = state.apply(0, Resolve(plan))
    said = [texts.describe(e, NAMES) for e in after.events[len(state.events):-1]]
    assert texts.plan_preview(state.view(None), plan, NAMES) == said
    assert said[-1] == "The Bank is empty: the game ends, and the last pair is not played."


def test_a_skull_on_a_player_with_no_gold_is_told_as_robbing_nothing():
    """Issue 37, F4: "Skull + coin die: take min(v, their gold)" (RULINGS.md): a victim with no
    gold loses nothing, and the preview, the story and the log say so, not "robs 0"."""
    state = table((COIN2, S, X, X, C), gold=(0, 0, 0))
    plan = plan_of(("skull", 2, 1))
    after = state.apply(0, Resolve(plan))
    skull = next(e for e in after.events if e.kind == "skull")
    assert texts.describe(skull, NAMES) == "Skull + 2: Bob has nothing, Ana robs nothing."
    assert texts.plan_preview(state, plan, NAMES) == [texts.describe(skull, NAMES)]
    five = table((S, S, S, S, S), gold=(0, 0)).apply(0, Resolve(plan_of(("five_skulls", 1))))
    set_language("fr")
    assert texts.describe(skull, NAMES) == "Tête de mort + 2 : Bob n'a rien, Ana ne vole rien."
    five_skulls = next(e for e in five.events if e.kind == "five_skulls")
    assert texts.describe(five_skulls, NAMES) == "Cinq Têtes de mort ! Bob n'a rien : Ana ne prend rien."


def test_action_labels():
    assert texts.action_label(StopRolling(), NAMES) == "Stop and apply"
    assert texts.action_label(Reroll((0, 3)), NAMES) == "Reroll dice 1 4"
    assert texts.action_label(Reroll((2,)), NAMES) == "Reroll die 3"
    plan = Resolve(plan_of(("skull", 3, 1), ("cannon", 2)))
    assert texts.action_label(plan, NAMES) == "Skull + 3 on Bob, then Cannon + 2"
    set_language("fr")
    five_skulls = Resolve(plan_of(("five_skulls", 2)))
    assert texts.action_label(five_skulls, NAMES) == "Cinq Têtes de mort : tout l'or de Cyd"


def test_turn_hints_and_rules_summary_speak_french():
    set_language("fr")
    assert all(line != english for line, english in zip(texts.rules_summary(), _english_summary()))
    state = table((COIN1, C, S, X, X), phase=rules.ROLLING)
    assert "2 relances" in texts.turn_hint(state)


def _english_summary() -> list[str]:
    set_language("en")
    lines = texts.rules_summary()
    set_language("fr")
    return lines


def test_every_corsaire_string_has_french_with_the_same_placeholders():
    fr = catalogue("fr")
    placeholder = re.compile(r"\{[a-z_0-9]*\}")
    for path in GAME_DIR.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("_", "N_") and isinstance(node.args[0], ast.Constant)):
                text = node.args[0].value
                assert text in fr, f"{path.name}: {text!r}"
                assert sorted(placeholder.findall(text)) == sorted(placeholder.findall(fr[text]))
