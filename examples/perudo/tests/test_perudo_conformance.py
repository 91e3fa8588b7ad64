"""Perudo passes the conformance kit the program ships (``ludicitude.testing``), with its own
invariants and its own golden playthrough (``golden.txt``; ``LUDICITUDE_REGENERATE=1``)."""

from __future__ import annotations

import os
from pathlib import Path

from ludicitude.core.dice import Dice
from ludicitude.games import GAMES
from perudo.rules import DICE_EACH, Dudo
from ludicitude.testing import conformance as kit
from ludicitude.testing import screens

GAME = GAMES["perudo"]


def dice_only_go_on_a_dudo(before, seat, action, after):
    """Five dice each at most; a Dudo takes exactly one die from the table, a bid none."""
    assert all(0 <= n <= DICE_EACH for n in after.dice_left)
    lost = before.total_dice - after.total_dice
    assert lost == (1 if isinstance(action, Dudo) else 0)
    assert after.is_over == (len(after.in_play) == 1)


def test_random_games_keep_the_dice_rules_and_round_trip_at_every_step():
    def check(before, seat, action, after):
        kit.check_the_interface(before, seat, action, after)
        dice_only_go_on_a_dudo(before, seat, action, after)
        kit.check_round_trip(before, seat, action, after)

    for seed in range(6):
        assert kit.play_random(GAME, seed, check).winners


def test_no_view_shows_a_cup_it_may_not_see():
    hidden = 0

    def check(before, seat, action, after):
        nonlocal hidden
        kit.same_as_generic(after)
        kit.holds_nothing_hidden(after)
        hidden += kit.check_views_ignore_hidden_values(after, len(after.events))[1]

    kit.play_random(GAME, 2, check)
    assert hidden > 0, "the check looked past other cups"


def test_the_end_of_a_game_is_told_why_in_both_languages():
    kit.check_says_why_it_ended(GAME, kit.play_random(GAME, 1, kit.no_check))


def test_illegal_actions_change_nothing():
    rng, tried = Dice.from_seed(3), 0

    def check(before, seat, action, after):
        nonlocal tried
        if not after.is_over:
            tried += kit.check_illegal_actions(after, rng)

    kit.play_random(GAME, 4, check)
    assert tried > 100


def test_every_event_is_worded_in_both_languages():
    seen = kit.first_of_each_kind(GAME)
    assert set(seen) == set(GAME.state().log_schema)
    for state, event in seen.values():
        kit.check_worded_in_both_languages(GAME, state, event)


def test_a_seeded_game_plays_exactly_as_its_golden_playthrough():
    kit.check_golden(GAME, Path(__file__).with_name("golden.txt"), bool(os.environ.get("LUDICITUDE_REGENERATE")))


def test_every_event_has_a_cue_or_is_declared_silent():
    kit.check_sounds_declared(GAME)


def test_enter_never_bids_or_doubts_by_itself_played_through_the_screen(make_app):
    """The kit's Enter rules, found by playing Perudo's screen: after every action the focus is
    never on a bid or a Dudo, and Enter changes the game only through the primary."""
    assert screens.play_by_the_screen(make_app(), GAME, 3, steps=60) > 3


def test_the_curtain_and_the_table_are_the_same_pixels_whatever_the_cups_hold(make_app):
    pairs = screens.started_the_same(GAME, 3, range(3))
    assert screens.check_pixels_ignore_hidden_values(make_app, GAME, pairs) == len(pairs) > 0
