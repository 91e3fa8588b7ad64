"""Magouille's lone expert makes holding the 1 costly (``ludicitude/bots/magouille_hold.py``): the
card's "the smallest face loses the minimum when the final total falls short" answers a player
who shows 1 at every second reveal; the expert reads who holds the 1 from the public log, pays a
high first face and shows 2, so that the held 1 loses the minimum."""

from __future__ import annotations

from ludicitude.bots.magouille_hold import TRAP_FACE, TRAP_SECOND, Holders
from ludicitude.games.magouille import bots, rules
from ludicitude.games.magouille.events import Lost, Revealed
from tests.games.magouille.helpers import end_talk, first_half, game, play_round, set_faces
from tests.mc_opponent import SteadyOne

#: rounds of a steady "always 1" player, an expert and a normal player, and the seeds tried
ROUNDS = 40
SEEDS = (1, 2, 3)


def low_rounds(state: rules.State, seconds: list[list[int]]) -> rules.State:
    """Rounds where everyone pays 1 (a low minimum), with the given second faces."""
    for final in seconds:
        state = play_round(state, [1] * len(final), final)
    return state


def test_a_player_who_shows_1_at_every_low_reveal_is_read_as_holding_the_1_and_one_who_varies_is_not():
    state = low_rounds(game([100, 100, 100]), [[1, 2, 3], [1, 3, 2], [1, 2, 2], [1, 4, 3], [1, 2, 5], [1, 3, 2]])
    holders = Holders()
    holders.watch(state.view(1).events)
    assert holders.caught(0)
    assert not holders.caught(1) and not holders.caught(2)


def test_a_player_who_leaves_the_1_where_the_minimum_is_high_is_no_longer_trapped():
    """A table reader holds the 1 where the minimum is low and shows more where it is high: the
    trap does not catch it, so the expert stops paying for it."""
    state = low_rounds(game([100, 100, 100]), [[1, 2, 3]] * 6)
    for _ in range(3):  # high minimums: the holder shows 3 there
        state = set_faces(end_talk(first_half(state, [1, TRAP_FACE, 1])), [3, TRAP_SECOND, 1])
    holders = Holders()
    holders.watch(state.view(1).events)
    assert not holders.caught(0)


def test_the_lone_expert_pays_a_high_first_face_and_shows_2_against_a_held_1():
    state = low_rounds(game([100, 100, 100]), [[1, 2, 3]] * 6)
    expert = bots.ExpertBot(seed=1)
    expert.turns.watch(state.view(1).events, state.target)
    expert.turns.record = {0: (0.0, 5.0), 2: (0.0, 5.0)}  # as after the probe rounds: nobody else follows
    state = end_talk(state)
    assert expert.choose(state.view(1), 1) == rules.SetFace(TRAP_FACE)
    state = end_talk(set_faces(state, [1, TRAP_FACE, 1]))
    assert state.minimum_total == 1 + TRAP_FACE + 1
    assert expert.choose(state.view(1), 1) == rules.SetFace(TRAP_SECOND)
    state = set_faces(state, [1, TRAP_SECOND, 2])  # final total 5, short of 8: the 1 loses 8
    lost = [e for e in state.events if isinstance(e, Lost)][-1]
    assert list(lost.seats_losing) == [0]
    assert lost.points == 1 + TRAP_FACE + 1


def test_the_trap_stays_aside_where_another_player_follows_the_rule_of_turns_a_score_nears_the_target_or_four_sit():
    state = end_talk(low_rounds(game([100, 100, 100]), [[1, 2, 3]] * 6))
    holders = Holders()
    assert holders.face(state.view(1), 1, True, others_follow=False) == TRAP_FACE
    assert holders.face(state.view(1), 1, True, others_follow=True) is None
    near = end_talk(low_rounds(game([100, 100, 178]), [[1, 2, 3]] * 6))
    assert Holders().face(near.view(1), 1, True, others_follow=False) is None
    four = end_talk(low_rounds(game([100, 100, 100, 100]), [[1, 2, 3, 4]] * 6))
    assert Holders().face(four.view(1), 1, True, others_follow=False) is None  # the others reach it


def steady_rounds(seed: int) -> tuple[int, int]:
    """``ROUNDS`` rounds of a steady "always 1" player (seat 0), an expert and a normal player:
    the steady player's net points over them, and the rounds in which its held 1 lost the minimum."""
    players = [SteadyOne(), bots.ExpertBot(seed), bots.SensibleBot(seed + 100)]
    state = game([100, 100, 100], seed=seed)
    rounds = 0
    while rounds < ROUNDS and not state.is_over:
        seat = state.to_act[0]
        state = state.apply(seat, players[seat].choose(state.view(seat), seat))
        rounds = sum(isinstance(e, Revealed) and e.reveal == 2 for e in state.events)
    losses = sum(isinstance(e, Lost) and 0 in e.seats_losing for e in state.events)
    return state.scores_list[0] - 100, losses


def test_against_the_lone_expert_holding_the_1_at_every_reveal_costs_points():
    """Without the trap a steady "always 1" player gains points round after round (it scores
    every low round the expert does not cancel; over 40 rounds on these seeds it ends 23 points up
    to 7 down, its 1 losing in 4 to 10 rounds): with it, its held 1 loses the minimum in at least
    10 rounds and it ends at least 30 points down, on every seed tried."""
    for seed in SEEDS:
        net, losses = steady_rounds(seed)
        assert losses >= 10, (seed, losses)
        assert net <= -30, (seed, net)


def test_the_coach_says_why_when_it_advises_the_trap():
    """A person at a table with a steady "always 1" player is told why 6 is worth paying and why 2
    is the face to show: the held 1 loses the minimum (the coach asks a fresh expert, which reads
    who holds the 1 from the same log)."""
    from ludicitude.core.i18n import _
    from ludicitude.games.magouille import coach

    players = [SteadyOne(), bots.ExpertBot(1), bots.SensibleBot(101)]
    state = game([100, 100, 100], seed=1)
    told = {}
    while len(told) < 2 and not state.is_over:
        seat = state.to_act[0]
        view = state.view(seat)
        action = players[seat].choose(view, seat)
        if seat == 1 and players[1].trapping and state.step not in told:
            advice = coach.advise(view, 1, ["Ana", "Bob", "Chloé"])
            told[state.step] = (advice.action, advice.why)
        state = state.apply(seat, action)
    assert told[rules.FIRST_SECRET] == (rules.SetFace(TRAP_FACE), _(
        "A player shows 1 at every low reveal: paying {face} makes the minimum total too high "
        "for a held 1, which then loses it.").format(face=TRAP_FACE))
    action, why = told[rules.FINAL_SECRET]
    assert action == rules.SetFace(TRAP_SECOND) and "held 1" in why
