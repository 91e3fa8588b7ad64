"""The conformance kit run over every registered game (``ludicitude/testing/conformance.py``): a game
installed beside the program is checked here too, with the interface's invariants; the built-in
games add their own. Golden playthroughs are in ``tests/games/golden/<id>.txt`` (a game from
elsewhere keeps its own beside its tests); ``LUDICITUDE_REGENERATE=1`` writes them anew."""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

import pytest

from ludicitude.core.cues import Cue
from ludicitude.core.dice import Dice
from ludicitude.core.game import read_events
from ludicitude.games import GAMES
from ludicitude.testing import conformance as kit
from tests.sizes import many

GOLDEN = Path(__file__).with_name("golden")
SEEDS = range(many(4, 40))  # random games per game, every check after every action
RARE = frozenset({"five_cannons", "five_skulls"})  # Corsaire's five of a kind: 6 chances in 7776 a roll


def own_invariants(game_id: str) -> kit.Check:
    """The built-in games' own invariants (their property tests), after the interface's."""
    from tests.games.cadenas.test_properties import check_sheets
    from tests.games.cartes.test_properties import check_invariants as cartes
    from tests.games.corsaire.test_properties import check_invariants as corsaire
    from tests.games.magouille.test_properties import check_invariants as magouille

    checks: dict[str, kit.Check] = {
        "magouille": magouille, "cadenas": check_sheets,
        "cartes": lambda before, seat, action, after: cartes(after),
        "corsaire": lambda before, seat, action, after: corsaire(after),
    }
    return checks.get(game_id, kit.no_check)


GAME_IDS = list(GAMES)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_games_keep_their_invariants_and_round_trip_through_a_save_at_every_step(game_id, seed):
    own = own_invariants(game_id)

    def check(before, seat, action, after):
        kit.check_the_interface(before, seat, action, after)
        own(before, seat, action, after)
        kit.check_round_trip(before, seat, action, after)

    assert kit.play_random(GAMES[game_id], seed, check).is_over


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_views_leak_nothing(game_id):
    """Design notes, "Secrecy": every view is the generic view, holds no path to the full state,
    the dice to come or an event it may not see; a seat told the same sees the same, whatever
    the others' hidden values."""
    compared = hidden = 0

    def check(before, seat, action, after):
        nonlocal compared, hidden
        kit.same_as_generic(after)
        if len(after.events) % 3 == 0:
            kit.holds_nothing_hidden(after)
            c, h = kit.check_views_ignore_hidden_values(after, len(after.events))
            compared, hidden = compared + c, hidden + h

    for seed in range(2):
        kit.play_random(GAMES[game_id], seed, check)
    assert compared > 0


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_illegal_actions_are_refused_in_words_and_change_nothing(game_id):
    rng = Dice.from_seed(5)
    tried = 0

    def check(before, seat, action, after):
        nonlocal tried
        if len(after.events) % 4 == 0 and not after.is_over:
            tried += kit.check_illegal_actions(after, rng)

    kit.play_random(GAMES[game_id], 1, check)
    assert tried > 0


@cache
def seen_kinds(game_id: str):
    return kit.first_of_each_kind(GAMES[game_id], rare=RARE)


CASES = [(g, k) for g in GAME_IDS for k in sorted(GAMES[g].state().log_schema)]


@pytest.mark.parametrize("game_id, kind", CASES, ids=[f"{g}-{k}" for g, k in CASES])
def test_every_kind_of_event_has_words_in_both_languages(game_id, kind):
    if kind not in seen_kinds(game_id):
        assert kind in RARE, f"{kind} never turned up in random games"
        pytest.skip("too rare to turn up in a few played games (checked by the rules tests)")
    state, event = seen_kinds(game_id)[kind]
    kit.check_worded_in_both_languages(GAMES[game_id], state, event)


CLASSES = [(g, k) for g in GAME_IDS for k in sorted(GAMES[g].state().log_schema)]


@pytest.mark.parametrize("game_id, kind", CLASSES, ids=[f"{g}-{k}" for g, k in CLASSES])
def test_every_event_class_has_words_in_both_languages(game_id, kind):
    """Every event class a game declares, the rare ones too, made from its declared fields alone:
    it fits the declared log (a save reads it back) and is told in English and in French."""
    game = GAMES[game_id]
    state = game.new_game()(game.min_seats, None, 1)
    schema = state.log_schema
    event = kit.sample_event(schema[kind].cls, state.num_seats)
    assert read_events([event.to_dict()], schema, state.num_seats) == [event]
    kit.check_worded_in_both_languages(game, state, event)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_event_class_has_a_cue_or_is_declared_silent(game_id):
    kit.check_sounds_declared(GAMES[game_id])


def test_the_kit_catches_a_game_that_leaves_an_event_unheard_and_unsaid(monkeypatch):
    """The check can fail: a Corsaire whose sounds forget its bust, or give a secret a sound."""
    game = GAMES["corsaire"]
    sounds = game.module("sounds")
    bust = next(cls for cls in sounds.CUES if cls.__name__ == "Bust")
    monkeypatch.setattr(sounds, "CUES", {k: v for k, v in sounds.CUES.items() if k is not bust})
    with pytest.raises(AssertionError, match="Bust"):
        kit.check_sounds_declared(game)
    magouille = GAMES["magouille"].module("sounds")
    face_set = next(cls for cls in magouille.CUES if cls.__name__ == "FaceSet")
    monkeypatch.setattr(magouille, "CUES", {**magouille.CUES, face_set: Cue("place")})
    with pytest.raises(AssertionError, match="silent"):
        kit.check_sounds_declared(GAMES["magouille"])


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_end_of_a_game_is_told_why_in_both_languages(game_id):
    for seed in range(3):
        kit.check_says_why_it_ended(GAMES[game_id], kit.play_random(GAMES[game_id], seed, kit.no_check))


@pytest.mark.parametrize("game_id", [g for g in GAME_IDS if (GOLDEN / f"{g}.txt").exists() or
                                     GAMES[g].package.startswith("ludicitude.")])
def test_a_seeded_game_plays_and_reads_exactly_as_its_golden_playthrough(game_id):
    kit.check_golden(GAMES[game_id], GOLDEN / f"{game_id}.txt", bool(os.environ.get("LUDICITUDE_REGENERATE")))


def test_the_golden_playthroughs_show_a_secret_to_its_player_alone():
    """Magouille's faces set in secret are never among the table's lines before the reveal."""
    lines = (GOLDEN / "magouille.txt").read_text(encoding="utf-8").splitlines()
    secret = [line for line in lines if "secretly sets" in line]
    assert secret
    for line in secret:
        assert line.startswith("  ["), line
        who = line.split(" alone]")[0].strip(" [")
        assert line.split("] ")[1].startswith(who), line


def test_the_kit_sees_a_view_that_shows_another_seat_s_secret(monkeypatch):
    """The check can fail: a Magouille view that keeps the others' faces set in secret is caught."""
    rules = GAMES["magouille"].module("rules")
    state = rules.new_game(3, None, 1).apply(0, rules.EndTalk())
    monkeypatch.setattr(rules.State, "_redact", lambda self, seat: None)
    monkeypatch.setattr(rules.State, "view", kit.GameState.view)
    with pytest.raises(AssertionError, match="never told"):
        kit.check_views_ignore_hidden_values(state, 1)
