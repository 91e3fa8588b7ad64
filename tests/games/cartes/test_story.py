"""Quatre Cartes' story (``story``): an action's timeline, without pygame: the round's scores
wait for a person, then the dice tumble for the next roll."""

from __future__ import annotations

from ludicitude.core.game import Event
from ludicitude.core.timeline import TUMBLE_SECONDS, Timeline, Tumble, WaitForPerson
from ludicitude.games.cartes import rules
from ludicitude.games.cartes.events import CardScored, Placed, Rolled, RoundScored
from ludicitude.games.cartes.story import RoundSummary, Scores, story

ROLLED = Rolled(seat=1, faces=(1, 2, 3))
SCORED = [CardScored(card="maxi", combos=((6,), ()), ranked=(0,), tied=(), points=(5, 0)),
          RoundScored(round=1, points=(5, -5), totals=(5, -5))]
PLACED = Placed(seat=0, card="maxi", faces=(6,), combo=(6,))


def beats_of(events: list[Event]) -> list:
    state = rules.new_game(2, seed=1)
    return story(state, state, events)


def test_a_roll_tumbles_the_dice_and_lands_them():
    (roll,) = beats_of([ROLLED])
    assert isinstance(roll, Tumble)
    timeline = Timeline([roll], 1.0)
    assert timeline.playing and timeline.total == TUMBLE_SECONDS
    timeline.advance(TUMBLE_SECONDS)
    assert timeline.done and not timeline.playing


def test_the_last_placement_of_a_round_shows_its_scores_until_a_person_closes_them_then_the_next_roll_tumbles():
    wait, roll = beats_of([PLACED, *SCORED, ROLLED])
    assert isinstance(wait, WaitForPerson) and isinstance(roll, Tumble)
    timeline = Timeline([wait, roll], 1.0)
    timeline.advance(60.0)  # the scores wait for "next round", however long
    assert timeline.now() == [wait] and not timeline.playing and not timeline.needs_frames and timeline.holds_end
    assert not timeline.skip()  # a key during the scores skips nothing: the dice have not rolled yet
    timeline.release()
    assert timeline.now() == [roll] and timeline.playing
    assert timeline.skip() and timeline.done


def test_with_animations_off_the_scores_still_wait_and_the_dice_land_at_once():
    timeline = Timeline(beats_of([*SCORED, ROLLED]), 0.0)
    assert [type(b) for b in timeline.beats] == [Scores] and not timeline.done
    assert isinstance(timeline.beats[0], WaitForPerson)
    timeline.release()
    assert timeline.done


def test_a_round_summary_holds_the_cards_then_the_totals():
    (scores,) = beats_of([PLACED, *SCORED])
    assert isinstance(scores, Scores) and scores.told == 1  # the placement told, not the scoring
    summary = RoundSummary.of(scores, rules.new_game(2, seed=1))
    assert summary.cards == [SCORED[0]]
    assert summary.scored is not None and summary.scored.round == 1
    assert not any(isinstance(b, Scores) for b in beats_of([PLACED]))  # no round ended
