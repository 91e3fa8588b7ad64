"""Cadenas in words: every event and action is described in English and French."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from ludicitude.core.bots import RandomBot
from ludicitude.core.driver import play
from ludicitude.core.i18n import parse_po, set_language
from ludicitude.games.cadenas import rules, texts
from ludicitude.games.cadenas.rules import Cross, CrossPair, Pass
from tests.games.cadenas.sheets import table

PACKAGE = Path(rules.__file__).resolve().parent
NAMES = ["Ana", "Bob", "Chloé", "Dan", "Eve", "Fox"]


@pytest.fixture(params=["en", "fr"])
def language(request):
    set_language(request.param)
    yield request.param
    set_language("en")


def literals(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in ("_", "N_") and node.args
                and isinstance(node.args[0], ast.Constant)):
            found.append(node.args[0].value)
    return found


def test_every_string_of_cadenas_has_a_french_translation_with_the_same_placeholders():
    french = parse_po((PACKAGE.parent.parent / "locale" / "fr" / "cadenas.po").read_text("utf-8"))
    for name in ("rules.py", "texts.py", "bots.py", "scene.py"):
        for text in literals(PACKAGE / name):
            assert text in french, text
            assert set(re.findall(r"{\w+}", text)) == set(re.findall(r"{\w+}", french[text]))


def some_games() -> list[rules.State]:
    games = [play(rules.new_game(2 + g % 5, seed=g), [RandomBot(g + i) for i in range(6)])
             for g in range(20)]
    locked = table(3, sheets={1: {"yellow": [2, 3, 4, 5, 6]}, 2: {"red": [7, 8, 9, 10, 11]}},
                   whites=(6, 6))
    games.append(locked.apply(0, Pass()).apply(1, Cross("yellow")).apply(2, Cross("red")))
    return games


def test_every_event_is_put_into_words(language):
    seen = set()
    for game in some_games():
        for event in game.events:
            text = texts.describe(event, NAMES[: game.num_seats])
            assert text and text != event.kind and "{" not in text
            seen.add(event.kind)
    assert seen == {"roll", "cross", "pass", "lock", "grey_box", "row_closed", "game_end"}


def test_the_log_speaks_french_when_asked(language):
    state = table(2).apply(0, Cross("red"))
    text = texts.describe(state.events[-1], NAMES)
    assert ("rouge" in text) == (language == "fr")


def test_action_labels_give_the_number_and_the_grey_box_cost(language):
    state = table(2, whites=(2, 3), colours={"blue": 6})
    assert "5" in texts.action_label(Cross("red"), state)
    assert "5" in texts.action_label(Pass(), state)  # passing costs a grey box: -5
    state = state.apply(0, Pass()).apply(1, Pass())
    assert "9" in texts.action_label(CrossPair(1, "blue"), state)
    for action in (Cross("green"), CrossPair(0, "yellow"), Pass()):
        assert texts.action_label(action)
    assert texts.phase_text(state, NAMES).startswith("Ana")


def test_a_non_active_players_pass_costs_nothing_in_its_label():
    state = table(2).apply(0, Pass())
    assert texts.action_label(Pass(), state, seat=1) == "No cross"
    assert not texts.pass_costs_grey_box(state)


def test_not_crossing_has_the_buttons_name_in_the_coach_and_the_help():
    """Issue 36, 5: "one name for one action across buttons, coach, help and log: the coach says
    'Pass (a grey box: -5)' where the buttons say 'Done (grey box)' and 'No action 2 (-10)'"."""
    state = table(2, whites=(2, 3), colours={"blue": 6})
    # the roller, action 1: its button's words
    assert texts.action_label(Pass(), state, seat=0) == "Done (P)\u00a0\u22125"
    assert texts.done_label(True, False).startswith("Done")
    state = state.apply(0, Pass()).apply(1, Pass())
    assert state.action == 2
    assert texts.action_label(Pass(), state, seat=0).startswith("Skip action")
    assert texts.end_label(0, False).startswith("Skip (E)")
    assert "pass" not in texts.phase_text(state, NAMES).lower()
    assert "skip action" in texts.panel_hints(state, NAMES, sharing=False, closing_costs=False, chooser=0,
                                                  pending=None, white_pick=None, nothing_lit=False,
                                                  rolling=False)[0].text


def test_the_rules_summary_covers_each_ruling_in_both_languages():
    english = texts.rules_summary()
    joined = " ".join(english)
    for ruling in ("white dice", "12 to 2", "at least 5 crosses", "same action 1", "Classic",
                   "second row", "fourth grey box", "n(n+1)/2", "ties share"):
        assert ruling in joined
    set_language("fr")
    try:
        french = texts.rules_summary()
    finally:
        set_language("en")
    assert len(french) == len(english)
    assert all(f != e for f, e in zip(french, english))


@pytest.mark.parametrize("closing_costs, telling", [(True, True), (True, False), (False, False)])
def test_the_panel_ends_on_what_the_player_does_now(closing_costs, telling):
    """Issue 37, the look: the side panel ended on the tip about the ringed box; it reads what
    happened, whose turn, then what to do now: the tips go before it, never after."""
    state = table(2, whites=(2, 3), colours={"blue": 6})
    hints = texts.panel_hints(state, NAMES, sharing=True, closing_costs=closing_costs, chooser=None, pending=None,
                              white_pick=None, nothing_lit=False, rolling=False, telling=telling, then=True)
    tip = [h for h in hints if h.optional == 2]  # the ringed box's tip ("... action 2")
    assert len(tip) == 1  # it is there
    last = hints[-1]  # the last words: what Ana, or everyone, does now; never the tip
    assert last is not tip[0] and ("Ana" in last.text or "Everyone" in last.text), hints


def test_the_banner_of_action_1_tells_what_is_happening_the_same_live_and_in_the_replay(language):
    """Issue 37, F11: "'Somme des blancs 8 pour tous : Ana dit Fini' reads as if Ana had already
    said Fini; the replay says it another way". Live (``shared_text``) and in the replay
    (``turn_text``): the action, the white sum for everyone, *then* Ana's Done."""
    state = table(2, whites=(2, 3))
    live = texts.shared_text(state, NAMES)
    assert live == texts.turn_text(state, NAMES)
    then = {"en": "then Ana says Done", "fr": "puis Ana dit Fini"}[language]
    assert live.replace("\u00a0", " ").startswith("Action 1") and live.endswith(then) and "5" in live


def test_action_2_has_one_wording_in_the_banner_and_the_panel(language):
    """Issue 37, M9: the banner said "Ana : action 2, un dé blanc et un dé de couleur", the panel
    "Action 2 : un dé blanc + un dé de couleur": the banner's words are the panel heading's."""
    from ludicitude.core.i18n import _

    state = table(2, whites=(2, 3), colours={"blue": 6}).apply(0, Pass()).apply(1, Pass())
    assert state.action == 2
    panel = _("Action 2: a white die + a coloured die")
    what = re.split(r"\s*:\s*", panel, maxsplit=1)[1]
    assert texts.turn_text(state, NAMES).endswith(what), (texts.turn_text(state, NAMES), panel)
