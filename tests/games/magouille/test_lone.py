"""Magouille's lone expert reads every other seat from the public log
(``ludicitude/bots/magouille_read.py``): where no other player follows the rule of turns, it weighs
each seat's record by minimum, the normal player's spread and the answer of a player who reads
the table, by how well each foretold that seat, and holds its own face against the answers."""

from __future__ import annotations

from collections import Counter

from ludicitude.bots.magouille_read import Evidence, Reading, answer, answer_spread, bucket
from ludicitude.games.magouille import bots, rules
from tests.games.magouille.helpers import end_talk, first_half, game, play_round

#: the second faces of a table reader (seat 0) at low minimums, and at high ones (it leaves the 1)
LOW_SECONDS = [[1, 2, 3], [1, 3, 2], [1, 1, 4], [1, 2, 5], [1, 4, 2], [1, 1, 3], [1, 3, 6], [1, 2, 4]]
HIGH_SECONDS = [[3, 5, 4], [3, 4, 5], [3, 5, 4]]


def reader_history(scores: list[int]) -> rules.State:
    """Rounds where seat 0 holds the 1 at every low minimum and shows 3 at high ones, as a table
    reader does (so the trap for a held 1 is not laid: bots/magouille_hold.py)."""
    state = game(scores)
    for final in LOW_SECONDS:
        state = play_round(state, [1, 1, 1], final)
    for final in HIGH_SECONDS:
        state = play_round(state, [6, 1, 6], final)
    return state


def lone_expert(seed: int, state: rules.State, read_as_answerer: bool = True) -> bots.ExpertBot:
    """An expert at seat 1 that has read that nobody else follows the rule of turns, and (as after
    rounds of foretelling) seat 0 as a player who answers the records and seat 2 as a normal one."""
    expert = bots.ExpertBot(seed)
    expert.turns.watch(state.view(1).events, state.target)
    expert.turns.record = {0: (0.0, 5.0), 2: (0.0, 5.0)}
    if read_as_answerer:
        expert.lone.score = {0: [-12.0, -12.0, 0.0], 2: [0.0, -6.0, -12.0]}
    return expert


def test_a_seat_is_read_by_the_model_that_foretold_its_faces():
    evidence = Evidence(3)
    state = game([100, 100, 100])
    models = ((0.9, 0.02, 0.02, 0.02, 0.02, 0.02), (0.02, 0.9, 0.02, 0.02, 0.02, 0.02), answer_spread(3))
    for _ in range(4):  # seat 0 shows 3, as the third model foretold each time
        evidence.watch(state.view(1).events)
        evidence.blend(0, models, keep=True)
        state = play_round(state, [1, 1, 1], [3, 1, 2])
    evidence.watch(state.view(1).events)
    weights = evidence.weights(0)
    assert weights[2] > 0.95 and weights[2] == max(weights)


def test_a_player_who_answers_the_records_undercuts_a_face_held_at_a_low_minimum():
    """Against a seat that always shows 2 and another that always shows 3 where the minimum is low,
    the answer is the 1, alone and lowest; the records are read by minimum."""
    state = game([100, 100, 100])
    for _ in range(6):
        state = play_round(state, [1, 1, 1], [4, 2, 3])
    reading = Reading()
    reading.watch(state.view(0).events)
    low = bucket(3, 3)
    assert reading.spread(1, low)[1] > 0.8 and reading.spread(2, low)[2] > 0.8
    spreads = {s: reading.spread(s, low) for s in (1, 2)}
    assert answer(0, {0: 99, 1: 99, 2: 99}, 3, state.target, spreads) == 1
    assert bucket(3, 3) == 0 and bucket(9, 3) == 1 and bucket(12, 3) == 2


def test_the_lone_expert_holds_the_1_against_a_table_reader_who_holds_it_where_the_minimum_is_low():
    """Showing another face hands the reader its held 1 (the lowest face alone); holding the 1 too
    cancels it, and the reader, who answers the records, gains nothing by holding it. The expert
    that did not read the reader showed 2 here with every seed."""
    state = end_talk(first_half(reader_history([150, 140, 120]), [1, 1, 2]))
    assert state.minimum_total == 4
    faces = Counter(lone_expert(seed, state).choose(state.view(1), 1) for seed in range(4))
    assert faces == Counter({rules.SetFace(1): 4})


def test_the_lone_expert_pays_1_first_while_no_score_nears_the_target():
    state = end_talk(reader_history([120, 90, 110]))
    assert state.step == rules.FIRST_SECRET
    assert {lone_expert(seed, state).choose(state.view(1), 1) for seed in range(8)} == {rules.SetFace(1)}


def test_an_expert_with_another_follower_of_the_rule_of_turns_does_not_play_as_the_lone_expert(monkeypatch):
    def refuse(*_args: object) -> None:
        raise AssertionError("read as a lone expert")

    monkeypatch.setattr(bots.ExpertBot, "lone_spread", refuse)
    state = end_talk(first_half(reader_history([100, 100, 100]), [1, 1, 5]))
    expert = lone_expert(1, state)
    expert.turns.record = {0: (0.0, 5.0), 2: (5.0, 5.0)}  # seat 2 follows the rule
    assert isinstance(expert.choose(state.view(1), 1), rules.SetFace)


def test_a_rival_read_as_a_danger_counts_for_more_while_three_are_in():
    """Of two rivals with the same points, the lone expert would rather the points went to the one
    the normal player's model foretells (the danger weighs the other's points more)."""
    danger = ((1, 2.5),)
    to_the_danger = bots.win_chance({0: 60, 1: 80, 2: 60}, 0, 100, 200, danger)
    to_the_other = bots.win_chance({0: 60, 1: 60, 2: 80}, 0, 100, 200, danger)
    assert to_the_danger < to_the_other
    assert bots.win_chance({0: 60, 1: 80}, 0, 100, 200, danger) == bots.win_chance({0: 60, 1: 80}, 0, 100, 200)


def test_on_a_big_table_a_player_who_answers_the_records_is_read_from_drawn_faces():
    """At six seats the answer weighs drawn ways of showing the faces (7776 ways in all): against
    seats that hold 2, 3, 4 and 5 where the minimum is low, it is still the 1, alone and lowest."""
    spreads = {s: answer_spread(s + 1) for s in (1, 2, 3, 4)} | {5: answer_spread(2)}
    scores = {s: 99 for s in range(6)}
    assert answer(0, scores, 6, 200, spreads, seed=3) == 1
    assert {answer(0, scores, 6, 200, spreads, seed=seed) for seed in range(3)} == {1}


def test_the_lone_expert_reads_every_seat_on_a_table_of_six(monkeypatch):
    """With no follower of the rule of turns among five other players, the expert reads them as
    the lone expert does (on tables of up to eight, not four only)."""
    read = []

    def record(_self: bots.ExpertBot, *_args: object) -> tuple[float, ...]:
        read.append(True)
        return (0.0, 0.0, 1.0, 0.0, 0.0, 0.0)

    monkeypatch.setattr(bots.ExpertBot, "lone_spread", record)
    state = game([100] * 6)
    for final in ([1, 2, 3, 4, 5, 2], [1, 3, 2, 5, 4, 3], [1, 2, 4, 5, 3, 2]):
        state = play_round(state, [1] * 6, final)
    state = end_talk(first_half(state, [1, 1, 2, 1, 1, 1]))
    expert = bots.ExpertBot(1)
    expert.turns.watch(state.view(1).events, state.target)
    expert.turns.record = {s: (0.0, 5.0) for s in (0, 2, 3, 4, 5)}  # nobody else follows the rule
    assert expert.choose(state.view(1), 1) == rules.SetFace(3) and read == [True]
