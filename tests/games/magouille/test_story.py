"""A reveal as the table watches it, without pygame: the dice stay under their cups a moment,
the cups lift one after the other, then the scores count to their new values; at "instant"
speed the reveal is at once what it settles on."""

from __future__ import annotations

import pytest

from ludicitude.games.magouille import rules
from ludicitude.games.magouille.rules import SetFace
from ludicitude.core.timeline import (
    AUTO_CLOSE_SECONDS,
    COUNT_SECONDS,
    FACE_DOWN_SECONDS,
    Timeline,
    Wait,
    WaitForPerson,
)
from ludicitude.games.magouille.story import (
    READ_SECONDS,
    Phase,
    Resolution,
    Reveal,
    Shown,
    CupsLift,
    auto_close_seconds,
    lift_seconds,
    moment,
    story,
)
from tests.games.magouille.helpers import end_talk, first_half


def reveal_of(state: rules.State, seat: int, face: int) -> tuple[Reveal, list]:
    """The reveal the table sees when ``seat`` sets the last die to ``face``, and its timeline's beats."""
    after = state.apply(seat, SetFace(face))
    new = [e for e in after.events[len(state.events):] if e.visible_to(None)]
    return Reveal.of(state.view(None), after.view(None), new), story(state, after, new)


def second_reveal_of_the_card_example() -> tuple[Reveal, list]:
    """The card: minimum 11 (2 3 3 3); then 2 2 3 5: the 2s cancel out, the 3 alone scores 11."""
    state = end_talk(first_half(rules.new_game(4, None, 1), (2, 3, 3, 3)))
    for seat, face in enumerate((2, 2, 3)):
        state = state.apply(seat, SetFace(face))
    return reveal_of(state, 3, 5)


def at(beats: list, t: float, speed: float = 1.0):
    timeline = Timeline(beats, speed)
    timeline.t = t
    return moment(timeline)


LIFTS = 4 * lift_seconds(4)  # the card example: four cups


def test_the_last_die_set_the_cups_stay_down_then_lift_one_after_the_other_then_the_scores_count():
    """Then the result waits to be read."""
    reveal, beats = second_reveal_of_the_card_example()
    assert [type(b) for b in beats] == [Wait, CupsLift, Wait, Shown] and beats[1].cups == 4
    assert isinstance(beats[-1], WaitForPerson) and beats[-1].reveal == reveal  # the last beat carries it
    assert Timeline(beats[:-1], 1.0).total == pytest.approx(FACE_DOWN_SECONDS + LIFTS + COUNT_SECONDS)
    down = at(beats, 0.0)
    assert down.phase is Phase.FACE_DOWN and not down.flipped and not down.showing
    assert [down.lift(i) for i in range(4)] == [0.0] * 4
    first = at(beats, FACE_DOWN_SECONDS + lift_seconds(4) * 0.5)
    assert first.phase is Phase.LIFTING and first.showing and not first.flipped  # the first face shows
    assert first.lift(0) == pytest.approx(0.5) and [first.lift(i) for i in (1, 2, 3)] == [0.0] * 3
    third = at(beats, FACE_DOWN_SECONDS + lift_seconds(4) * 2.5)
    assert third.lifted() == 2 and third.lift(2) == pytest.approx(0.5) and third.lift(3) == 0.0
    assert at(beats, FACE_DOWN_SECONDS + LIFTS + 0.01).flipped  # every cup up
    counting = at(beats, FACE_DOWN_SECONDS + LIFTS + COUNT_SECONDS / 2)
    assert counting.phase is Phase.COUNTING and counting.count == pytest.approx(0.5)
    done = at(beats, 60.0)
    assert done.phase is Phase.DONE and done.count == 1


def test_a_set_face_that_reveals_nothing_plays_nothing():
    state = end_talk(rules.new_game(3, None, 1))
    after = state.apply(0, SetFace(2))
    assert story(state, after, after.events[len(state.events):]) == []


def test_the_scores_shown_are_the_old_ones_until_every_cup_is_up_then_count_to_the_new_ones():
    reveal, beats = second_reveal_of_the_card_example()
    old, new = list(reveal.old), list(reveal.new)
    assert old != new
    assert reveal.shown_scores(at(beats, FACE_DOWN_SECONDS)) == old
    assert reveal.shown_scores(at(beats, FACE_DOWN_SECONDS + LIFTS * 0.9)) == old  # a cup still down
    half = at(beats, FACE_DOWN_SECONDS + LIFTS + COUNT_SECONDS / 2)
    assert reveal.shown_scores(half) == [pytest.approx(o + (n - o) / 2) for o, n in zip(old, new)]
    assert reveal.shown_scores(at(beats, 60.0)) == new


def test_at_instant_speed_the_reveal_is_at_once_what_it_settles_on_and_still_waits_to_be_read():
    reveal, beats = second_reveal_of_the_card_example()
    timeline = Timeline(beats, 0.0)
    shown = moment(timeline)
    assert shown.phase is Phase.DONE and shown.flipped and shown.count == 1
    assert reveal.shown_scores(shown) == list(reveal.new)
    assert [type(b) for b in timeline.beats] == [Shown] and not timeline.done


def test_skipping_jumps_to_the_settled_picture_and_never_back():
    _reveal, beats = second_reveal_of_the_card_example()
    timeline = Timeline(beats, 1.0)
    timeline.t = 0.1
    assert timeline.skip() and moment(timeline).phase is Phase.DONE and not timeline.done  # read, then go on
    timeline.t = 10.0
    assert not timeline.skip() and timeline.t == 10.0


def test_the_card_example_the_twos_cancel_out_and_the_three_alone_scores_the_minimum():
    reveal, _beats = second_reveal_of_the_card_example()
    assert reveal.number == 2 and reveal.faces == (2, 2, 3, 5) and reveal.total == 12
    assert reveal.resolution() == Resolution(cancelled=(2,), scorer=2)
    assert [reveal.change(s) for s in range(4)] == [0, 0, 11, 0]


def test_short_of_the_minimum_the_smallest_face_loses_it():
    state = end_talk(first_half(rules.new_game(3, None, 1), (4, 4, 3)))
    state = state.apply(0, SetFace(1)).apply(1, SetFace(3))
    reveal, _beats = reveal_of(state, 2, 4)
    assert reveal.resolution() == Resolution(losers=(0,))
    assert reveal.change(0) == -11


def test_a_first_reveal_sets_the_minimum_and_nobody_scores_or_loses():
    state = end_talk(rules.new_game(3, None, 1)).apply(0, SetFace(2)).apply(1, SetFace(5))
    reveal, _beats = reveal_of(state, 2, 6)
    assert reveal.number == 1 and reveal.total == 13 and reveal.resolution() == Resolution()
    assert not reveal.eliminated()


def test_a_reveal_with_nobody_left_to_close_it_stays_up_to_be_read():
    assert auto_close_seconds(1.0, people_watching=False, demo=False) == AUTO_CLOSE_SECONDS
    assert auto_close_seconds(0.0, people_watching=True, demo=False) == READ_SECONDS
    assert auto_close_seconds(0.0, people_watching=True, demo=True) == 0  # the demo keeps its pace
    assert auto_close_seconds(0.0, people_watching=False, demo=False) == 0
