"""Quatre Cartes' timed pictures (``story``): the dice tumbling after a roll, and the round's
summary that closes by itself when only computers play. No pygame."""

from __future__ import annotations

from ludicitude.games.cartes.events import CardScored, Placed, RoundScored
from ludicitude.games.cartes.story import ROLL_SECONDS, SUMMARY_SECONDS, DiceRoll, RoundSummary


def test_the_dice_tumble_for_the_roll_time_then_land():
    roll = DiceRoll()
    roll.start(1.0)
    assert roll.tumbling and roll.seconds == ROLL_SECONDS
    assert not roll.advance(ROLL_SECONDS / 2)
    assert roll.advance(ROLL_SECONDS) and not roll.tumbling and roll.seconds == 0


def test_with_animations_off_the_dice_land_at_once():
    roll = DiceRoll()
    roll.start(0.0)
    assert not roll.tumbling


def test_a_roll_skipped_lands_now():
    roll = DiceRoll()
    roll.start(2.0)
    roll.skip()
    assert not roll.tumbling


def test_tumbling_faces_are_real_faces_and_change_as_frames_pass():
    roll = DiceRoll()
    shown = set()
    for _ in range(12):
        face = roll.face(4, 2)
        assert 1 <= face <= 6
        assert -1.5 <= roll.bounce(2) <= 1.5
        shown.add(face)
        roll.advance(0.01)
    assert len(shown) > 1


def test_a_round_summary_holds_the_cards_then_the_totals():
    scored = CardScored(card="maxi", combos=((6,), ()), ranked=(0,), tied=(), points=(5, 0))
    new = [Placed(seat=0, card="maxi", faces=(6,), combo=(6,)), scored,
           RoundScored(round=1, points=(5, -5), totals=(5, -5))]
    summary = RoundSummary.of(new, 1.0)
    assert summary is not None
    assert summary.cards == [scored]
    assert summary.scored is not None and summary.scored.round == 1
    assert RoundSummary.of([new[0]], 1.0) is None  # no round ended


def test_with_only_computers_the_summary_closes_after_its_time_even_with_instant_animations():
    summary = RoundSummary.of([CardScored(card="maxi", combos=((), ()), ranked=(), tied=(), points=(0, 0))], 0.0)
    assert summary is not None and summary.seconds == SUMMARY_SECONDS * 0.25
    assert not summary.advance(SUMMARY_SECONDS * 0.1)
    assert summary.advance(SUMMARY_SECONDS * 0.2)
