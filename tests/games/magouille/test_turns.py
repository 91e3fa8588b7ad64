"""Magouille's experts take the lowest faces by turns, by a rule read from the public log
(``ludicitude/bots/magouille_turns.py``): two experts do not cancel each other where a third
player could take the face left alone, every player reads who follows the rule the same way, and
the rule steps aside where the game, not the round, is at stake."""

from __future__ import annotations

from collections.abc import Sequence

from ludicitude.bots.magouille_turns import PROBE, PROBE_FROM, Turns, turn_faces
from ludicitude.games.magouille import bots, rules
from ludicitude.games.magouille.events import Revealed, RoundStarted
from tests.games.magouille.helpers import end_talk, first_half, game, set_faces

#: rounds enough for the probe rounds to be over and the rule to be played (all minimums low)
ROUNDS = PROBE_FROM + PROBE + 8


def rule_rounds(kinds: Sequence[str], rounds: int = ROUNDS) -> tuple[rules.State, dict[int, Turns]]:
    """``rounds`` rounds in which every player pays 1 first; at the second reveal a "follow" seat
    shows the rule's face when its own reading (a ``Turns`` of its view) puts it in play, else 6,
    and a "one" seat always shows 1 (a steady low-face player)."""
    state = game([100] * len(kinds))
    readers = {s: Turns() for s, kind in enumerate(kinds) if kind == "follow"}
    for _ in range(rounds):
        state = end_talk(first_half(state, [1] * len(kinds)))
        faces = [1] * len(kinds)
        for s, turns in readers.items():
            faces[s] = turns.face(state.view(s), s) or 6
        state = set_faces(state, faces)
    for s, turns in readers.items():
        turns.watch(state.view(s).events, state.target)
    return state, readers


def second_reveals(state: rules.State) -> list[tuple[int, Revealed]]:
    """Each second reveal with its round."""
    out, round_number = [], 1
    for event in state.events:
        if isinstance(event, RoundStarted):
            round_number = event.round
        elif isinstance(event, Revealed) and event.reveal == 2:
            out.append((round_number, event))
    return out


def test_the_1_goes_round_the_followers_one_round_after_another():
    # "the smallest face shown by exactly one player scores": the followers show different faces,
    # the 1 moving on to the next follower each round
    assert [turn_faces([2, 0], r) for r in (1, 2, 3)] == [{0: 2, 2: 1}, {0: 1, 2: 2}, {0: 2, 2: 1}]
    assert sorted(turn_faces([0, 1, 3], 5).values()) == [1, 2, 3]


def test_the_rule_is_in_play_only_where_the_minimum_is_reached_whatever_anyone_shows():
    # "Final total >= minimum total: the smallest face shown by exactly one player scores";
    # below it "every player who showed the smallest face loses": two followers' 1 and 2 and a 1
    # from the third player make 4, so a minimum of 5 leaves the rule aside
    turns = Turns()
    turns.low_rounds = PROBE_FROM + PROBE  # past the probe rounds
    scores = [100, 100, 100]
    assert set(turns.faces([0, 1, 2], 4, scores, 200, [1, 2]).values()) == {1, 2}
    assert turns.faces([0, 1, 2], 5, scores, 200, [1, 2]) is None
    # "a score strictly above the target wins at once": the game is then at stake, not the round
    assert turns.faces([0, 1, 2], 4, [100, 197, 100], 200, [1, 2]) is None
    # everyone following, or one alone: the rule is left aside (the points would never drain)
    assert turns.faces([0, 1, 2], 4, scores, 200, [0, 1, 2]) is None
    assert turns.faces([0, 1, 2], 4, scores, 200, [1]) is None


def test_two_followers_leave_a_steady_low_face_player_no_round_whose_minimum_is_low():
    # "faces shown by two or more players cancel each other": two players showing the same face
    # hand a steady player the round. Once the followers have read each other (after the probe
    # rounds), they show 1 and 2 by turns, and the player who always shows 1 scores no round
    state, readers = rule_rounds(["one", "follow", "follow"])
    assert [readers[1].follows(s) for s in range(3)] == [False, True, True]
    late = [(r, e) for r, e in second_reveals(state) if r > PROBE_FROM + PROBE + 1]
    assert len(late) >= 6
    for r, event in late:
        assert sorted(event.faces[1:]) == [1, 2], (r, event.faces)
        assert event.faces[1 + r % 2] == 1  # the 1 goes to each follower in turn
        assert event.faces.count(1) == 2  # the steady player's 1 is never alone


def test_every_player_reads_who_follows_the_rule_the_same_way_from_its_own_view():
    # secrecy: the rule is read from what every seat sees (the reveals), so a player of any kind,
    # reading its own view, knows who follows as the followers do
    state, readers = rule_rounds(["one", "follow", "follow"])
    outsider = Turns()
    outsider.watch(state.view(0).events, state.target)
    assert outsider.record == readers[1].record == readers[2].record
    assert outsider.round == state.round


def test_a_follower_alone_among_other_players_leaves_the_rule_aside():
    # players who do not show the rule's faces are read as outside it after the probe rounds; a
    # follower alone then weighs its face as usual (the rule needs two followers)
    state, readers = rule_rounds(["follow", "one", "one"])
    assert [readers[0].follows(s) for s in range(3)] == [True, False, False]
    view = end_talk(first_half(state, [1, 1, 1])).view(0)
    assert readers[0].face(view, 0) is None


def test_the_expert_shows_the_rule_s_face_where_the_rule_is_in_play():
    # the expert follows the rule: handed a view where the rule is in play (read from its log
    # alone), it shows the face the rule gives its seat, whatever its seed
    state, _readers = rule_rounds(["one", "follow", "follow"])
    state = end_talk(first_half(state, [1, 1, 1]))
    expected = Turns().face(state.view(1), 1)
    assert expected in (1, 2)
    assert {bots.ExpertBot(seed).choose(state.view(1), 1) for seed in range(3)} == {rules.SetFace(expected)}


def test_a_probe_round_at_eight_seats_hands_out_the_six_faces_only():
    """Eight followers in a probe round would be handed faces 1 to 8: the two handed a 7 or an 8
    weigh their faces as usual (a face is 1 to 6)."""
    state = end_talk(first_half(game([100] * 8), [1] * 8))
    turns = Turns()
    turns.watch(state.view(0).events, state.target)
    turns.low_rounds = PROBE_FROM  # the first probe round
    faces = [turns.face(state.view(s), s) for s in range(8)]
    assert sorted(f for f in faces if f is not None) == [1, 2, 3, 4, 5, 6] and faces.count(None) == 2
