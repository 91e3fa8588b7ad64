"""Magouille computer players at every level: legal, blind to others' secrets, different from
one another on named positions, seeded, and ranked (easy beats random, normal beats easy, the
expert beats normal; the long orderings run with LUDICITUDE_LONG_TESTS=1)."""

from __future__ import annotations

from collections import Counter

import pytest

from ludicitude.core.bots import BOT_KINDS, LEVELS
from ludicitude.core.driver import play, simulate
from ludicitude.core.game import Event
from ludicitude.games.magouille import bots, rules
from ludicitude.games.magouille.rules import HIDDEN, SetFace
from tests.games.magouille.helpers import end_talk, first_half, game, set_faces
from ludicitude.testing.conformance import reachable
from tests.sizes import LONG
from ludicitude.games.magouille.events import Revealed


def test_sensible_bot_wins_at_least_half_of_three_seat_games_against_two_random_bots():
    result = simulate("magouille", rules.new_game, bots.make_bot, ["cpu", "random", "random"], 200, seed=7)
    # the sensible bot should win half of these games; a little margin under it keeps the test about
    # the bot, not the seed
    assert result.wins[0] >= 0.45 * result.games, result.wins


@pytest.mark.parametrize("seats", [3, 8])
@pytest.mark.parametrize("length", ["normal", "short"])
def test_computer_players_play_whole_games_with_legal_actions_only(seats, length):
    kinds = ["cpu", "random"] * 4
    final = play(rules.new_game(seats, {"length": length}, seed=seats),
                 [bots.make_bot(kinds[s], s) for s in range(seats)])
    assert final.is_over and final.winners


def test_an_unknown_kind_of_computer_player_is_refused():
    with pytest.raises(ValueError):
        bots.make_bot("oracle", 0)


def test_sensible_bot_mostly_shows_a_low_face_at_the_first_secret_step_and_moves_talk_on():
    # "each player subtracts their own face from their score": the first face is paid for
    bot = bots.make_bot("cpu", 0)
    state = rules.new_game(3)
    assert bot.choose(state.view(0), 0) == rules.EndTalk()
    faces = [bot.choose(end_talk(state).view(1), 1).face for _ in range(200)]
    assert sum(f <= 2 for f in faces) > 100 and len(set(faces)) >= 3  # low, but it varies


def test_near_0_the_sensible_bot_pays_little_at_the_first_secret_step():
    # "a score below 0 eliminates": at 8 points every point paid counts
    state = end_talk(game([8, 100, 100]))
    faces = [bots.make_bot("cpu", seed).choose(state.view(0), 0).face for seed in range(60)]
    assert max(faces) <= 3 and faces.count(1) > 30


def test_sensible_bot_does_not_always_show_1_at_the_second_reveal():
    # four players of one kind all showing 1 cancel each other ("faces shown by two or more
    # players cancel each other"), so a player of that kind spreads its faces
    state = end_talk(first_half(rules.new_game(4), (2, 2, 3, 2)))
    faces = [bots.make_bot("cpu", seed).choose(state.view(s), s).face for seed in range(20) for s in range(4)]
    assert faces.count(1) < 0.6 * len(faces) and len(set(faces)) >= 3


def test_a_player_near_the_target_is_everybody_s_target():
    # seat 2 at 190 would pass 200 by scoring the minimum total 9: the others value a face that
    # may let it score less than when the same seat has an ordinary score
    near = end_talk(first_half(game([100, 100, 194]), (3, 3, 3)))
    far = end_talk(first_half(game([100, 100, 104]), (3, 3, 3)))
    spread_near = bots.table_spreads(tuple(near.scores_list), 9, 100, 200)
    spread_far = bots.table_spreads(tuple(far.scores_list), 9, 100, 200)
    assert spread_near != spread_far
    # the others answer differently (what the leader wins counts more against them), and so
    # does the leader, whose lone low face the others now try to cancel
    assert spread_near[0] != spread_far[0] and spread_near[2] != spread_far[2]
    assert bots.threat(194, 100, 200) > 2 * bots.threat(104, 100, 200)


def test_scoring_happens_in_a_third_of_the_rounds_between_four_sensible_players():
    # "the smallest face shown by exactly one player scores": players of one kind must not
    # cancel each other round after round (the demo's four computers used to, 87 % of rounds)
    result = simulate("magouille", rules.new_game, bots.make_bot, ["cpu"] * 4, 20, seed=3,
                      tally=rules.game_tally)
    assert result.tally["rounds_scored"] >= result.tally["rounds"] / 3, result.tally


def test_two_sensible_bots_do_not_always_show_the_same_face():
    state = end_talk(first_half(rules.new_game(3), (1, 1, 1)))
    faces = {bots.make_bot("cpu", seed).choose(state.view(0), 0).face for seed in range(30)}
    assert len(faces) > 1


def test_sensible_bot_chooses_from_its_view_only():
    base = end_talk(first_half(rules.new_game(4), (1, 4, 5, 6)))
    for seed in range(5):  # the same bot (same seed) decides the same whatever seat 1 chose
        choices = {bots.make_bot("cpu", seed).choose(base.apply(1, SetFace(face)).view(0), 0)
                   for face in rules.FACES}
        assert len(choices) == 1


def test_sensible_bot_near_0_keeps_away_from_the_smallest_face_when_the_minimum_is_high():
    # score 1 after paying, minimum 13: the others' two dice rarely reach it, and showing the
    # smallest face would cost 13 points and the game
    state = end_talk(first_half(game([2, 100, 100]), (1, 6, 6)))
    choice = bots.make_bot("cpu", 0).choose(state.view(0), 0)
    assert choice.face >= 5


def test_sensible_bot_goes_for_the_lone_smallest_face_when_the_minimum_is_easy():
    state = end_talk(first_half(rules.new_game(3), (1, 1, 1)))  # minimum 3: always reached
    values = bots.face_values(state.view(0), 0)
    assert max(values, key=values.get) == 1


def test_sensible_bot_reads_the_faces_the_others_have_shown():
    # minimum 3, always reached: against players of its kind the lone 1 is the face to show,
    # but two players seen showing 1 at every second reveal would cancel it ("faces shown by
    # two or more players cancel each other"), and the lone 2 scores instead
    state = end_talk(first_half(rules.new_game(3), (1, 1, 1)))
    plain = bots.face_values(state.view(0), 0)
    read = bots.face_values(state.view(0), 0, {1: [40, 0, 0, 0, 0, 0], 2: [40, 0, 0, 0, 0, 0]})
    assert max(plain, key=plain.get) == 1
    assert max(read, key=read.get) == 2


def test_sensible_bot_counts_the_faces_of_second_reveals_in_its_view():
    bot = bots.SensibleBot(0)
    state = end_talk(first_half(rules.new_game(3), (1, 1, 1)))
    state = end_talk(first_half(set_faces(state, (4, 5, 6)), (1, 1, 1)))
    bot.choose(state.view(0), 0)
    assert bot.seen == {0: [0, 0, 0, 1, 0, 0], 1: [0, 0, 0, 0, 1, 0], 2: [0, 0, 0, 0, 0, 1]}


def test_the_simulation_tally_counts_a_win_by_points_apart_from_the_last_player_standing():
    # "a score strictly above the target (200) wins at once" / "the last player not eliminated wins"
    by_points = end_talk(first_half(game([199, 100, 100]), (1, 1, 1)))
    by_points = set_faces(by_points, (1, 2, 2))  # minimum 3 reached; the lone 1 scores 3: 201
    assert by_points.is_over and rules.game_tally(by_points) == {"rounds": 1, "rounds_scored": 1,
                                                                 "won_by_points": 1}
    standing = end_talk(first_half(game([100, 5, 5]), (1, 5, 5)))  # 99, 0, 0; minimum 11
    standing = set_faces(standing, (6, 1, 1))  # 8 is short of 11: each 1 loses 11, and is out
    assert standing.is_over and standing.winners == (0,) and standing.end_reason == "last_standing"
    assert rules.game_tally(standing) == {"rounds": 1, "rounds_scored": 0, "won_by_points": 0}


# -- the three levels ------------------------------------------------------------------------------

@pytest.mark.parametrize("seats", [3, 5])
def test_every_level_plays_only_legal_actions_through_whole_games(seats):
    # near the end of a short game ("start at 50, win above 100"), so the whole game is quick
    kinds = [BOT_KINDS[(s + seats) % len(BOT_KINDS)] for s in range(seats)]
    start = game([30 + 7 * s for s in range(seats)], length="short", seed=seats)
    played: Counter[str] = Counter()

    def legal(before, seat, action, _after):
        assert action in before.legal_actions(seat)
        played[kinds[seat]] += 1

    final = play(start, [bots.make_bot(k, 40 + s) for s, k in enumerate(kinds)], on_action=legal)
    assert final.is_over and final.winners
    assert set(played) == set(kinds)  # every level acted


def test_every_level_is_a_different_player_and_other_kinds_are_refused():
    assert {type(bots.make_bot(k, 0)) for k in LEVELS} == {bots.EasyBot, bots.SensibleBot, bots.ExpertBot}
    for kind in ("", "Expert", "hard", "human"):
        with pytest.raises(ValueError):
            bots.make_bot(kind, 0)


def faces_shown(kind: str, state: rules.State, seat: int = 0, seeds: int = 30) -> Counter[int]:
    return Counter(bots.make_bot(kind, seed).choose(state.view(seat), seat).face for seed in range(seeds))


def test_only_the_beginner_risks_the_smallest_face_on_a_minimum_out_of_reach_near_0():
    # "if the final total is below the minimum total, whoever showed the smallest face loses the
    # minimum total" and "a player with a score below 0 is out": at 1 point after paying, on a
    # minimum of 13, the smallest face is the game. The beginner goes for the smallest face anyway
    # some of the time; the normal and expert players keep to the high faces.
    state = end_talk(first_half(game([2, 100, 100]), (1, 6, 6)))
    easy, normal, expert = (faces_shown(k, state) for k in LEVELS)
    assert easy[1] + easy[2] >= 5, easy
    assert min(normal) >= 4 and sum(n for f, n in expert.items() if f >= 4) >= 28, (normal, expert)


def test_the_expert_goes_for_the_win_when_the_minimum_would_carry_it_over_the_target():
    # "the first player above 100 points wins" (short game): at 95 after paying, scoring the
    # minimum total 6 wins the game at once. The expert, weighing its chance of winning the game,
    # goes for the lone smallest face in many of its draws (and above the 1s its rivals may show
    # to cancel it in the others); the normal player, weighing points, keeps away from the faces
    # its rivals will try to cancel.
    state = end_talk(first_half(game([97, 60, 60], length="short"), (2, 2, 2)))
    normal, expert = faces_shown("cpu", state), faces_shown("expert", state)
    assert expert[1] >= 10 and expert[2] + expert[3] <= 5, expert
    assert sum(n for f, n in normal.items() if f <= 3) <= 5, normal


def test_the_expert_s_faces_are_not_all_the_same_over_a_round_from_the_same_position():
    # two players who think alike and show the same face cancel each other ("faces shown by two
    # or more players cancel each other"): from one position the expert's seeded draws spread
    # over several faces, none of them nearly always
    state = end_talk(first_half(game([100, 100, 100]), (1, 1, 1)))
    for seat in (0, 2):
        shown = faces_shown("expert", state, seat=seat, seeds=40)
        assert len(shown) >= 3 and max(shown.values()) <= 0.8 * 40, shown


def steady_one(view: rules.State, seat: int) -> rules.SetFace | rules.EndTalk:
    """A steady low-face player: always 1, at both secret steps."""
    return SetFace(1) if view.step in rules.SECRET_STEPS else rules.EndTalk()


def rounds_against_a_steady_player(rounds: int) -> tuple[rules.State, list[bots.ExpertBot]]:
    """``rounds`` rounds of seat 0 always showing 1 against two experts (seats 1 and 2)."""
    experts = [bots.ExpertBot(1), bots.ExpertBot(2)]
    state = game([100, 100, 100], seed=3)
    while state.round <= rounds and not state.is_over:
        seat = state.to_act[0]
        view = state.view(seat)
        state = state.apply(seat, steady_one(view, seat) if seat == 0 else experts[seat - 1].choose(view, seat))
    return state, experts


def test_two_experts_block_a_steady_low_face_player_instead_of_leaving_it_the_minimum():
    # "the smallest face shown by exactly one player scores the minimum total": a player who
    # always shows 1 scores every round in which nobody else shows 1. Two experts that each left
    # the blocking to the other would hand it the game; the expert reads the steady player from
    # its record and weighs a spread the other expert, thinking alike, shares, so it shows the 1
    # itself in a good share of its draws, and the steady player scores in a minority of rounds.
    state, experts = rounds_against_a_steady_player(12)
    reveals = [e.faces for e in state.events if isinstance(e, Revealed) and e.reveal == 2]
    steady_scored = sum(1 for faces in reveals if faces.count(1) == 1)
    assert steady_scored <= len(reveals) // 2, reveals
    view = end_talk(first_half(state, [1] * len(state.players_in_game))) if not state.is_over else None
    if view is not None and view.step == rules.FINAL_SECRET:
        scores = {s: view.scores_list[s] for s in view.players_in_game}
        spread = experts[0].final_spread(view.view(1), 1, scores, view.minimum_total)
        assert spread[0] >= 0.25, spread


def test_the_expert_s_model_of_each_player_follows_what_it_has_shown():
    # the expert weighs three models of each other player by how well each foretold the faces it
    # showed: one who thinks alike, the normal player's reasoning, and the player's own record.
    # A player who always shows 1 is read by its record; a normal player is not.
    _state, experts = rounds_against_a_steady_player(10)
    alike, normal, record = experts[0]._weights(0)
    assert record > 0.8 and record > alike + normal, (alike, normal, record)
    players = [bots.ExpertBot(0), bots.make_bot("cpu", 1), bots.make_bot("cpu", 2)]
    state = game([100, 100, 100], seed=4)
    while state.round <= 10 and not state.is_over:
        seat = state.to_act[0]
        state = state.apply(seat, players[seat].choose(state.view(seat), seat))
    weights = players[0]._weights(1)
    assert weights[2] < 0.5, weights


@pytest.mark.parametrize("kind", LEVELS)
def test_every_level_is_seeded_the_same_seed_plays_the_same_game_and_seeds_vary(kind):
    def one_game(seed: int) -> tuple[int, ...]:
        # the level under test at seat 0 against two normal players, from low scores (a short game)
        players = [bots.make_bot(kind, seed), bots.make_bot("cpu", 1), bots.make_bot("cpu", 2)]
        final = play(game([5, 8, 6], seed=1), players)
        return tuple(e.faces for e in final.events if isinstance(e, Revealed))

    assert one_game(1) == one_game(1)
    assert len({one_game(seed) for seed in (1, 2, 3)}) > 1


def test_a_view_given_to_the_expert_holds_nothing_its_seat_may_not_know():
    # "every player secretly sets a face": the expert is handed views; each view it is handed
    # at a secret step reaches no other seat's face and no event its seat may not see. Seat 0
    # chooses last, so the others' faces are set (and hidden) when it decides.
    players = [bots.make_bot("expert", 0), bots.make_bot("cpu", 1), bots.make_bot("expert", 2)]
    state, checked = game([16, 19, 17], length="short"), 0
    while not state.is_over:
        seat = next(s for s in (1, 2, 0) if s in state.to_act)
        view = state.view(seat)
        if seat == 0 and state.step in rules.SECRET_STEPS:
            graph = reachable(view)
            assert not [o for o in graph if isinstance(o, Event) and not o.visible_to(0)]
            assert id(state) not in {id(o) for o in graph}
            assert id(state.pending) not in {id(o) for o in graph}
            assert [f for f in view.pending[1:] if f is not None] == [HIDDEN] * (len(state.players_in_game) - 1)
            checked += 1
        state = state.apply(seat, players[seat].choose(view, seat))
    assert checked >= 4


def test_the_expert_decides_the_same_whatever_the_others_have_hidden():
    base = end_talk(first_half(rules.new_game(4), (1, 4, 5, 6)))
    for seed in range(3):
        choices = {bots.make_bot("expert", seed).choose(base.apply(1, SetFace(face)).view(0), 0)
                   for face in rules.FACES}
        assert len(choices) == 1


def test_the_beginner_still_beats_random_players():
    # easy beats random: 3 seats (easy, random, random), fair share a third
    result = simulate("magouille", rules.new_game, bots.make_bot, ["easy", "random", "random"], 150, seed=5)
    assert result.wins[0] >= 0.5 * result.games, result.wins


@pytest.mark.skipif(not LONG, reason="long: LUDICITUDE_LONG_TESTS=1")
@pytest.mark.parametrize("kinds,share", [
    (["expert", "cpu", "cpu"], 0.65),  # docs/performance.md, "Computer players": the levels measured
    (["cpu", "easy", "easy"], 0.65),
    (["easy", "random", "random"], 0.5),
])
def test_long_each_level_beats_the_one_below(kinds, share):
    result = simulate("magouille", rules.new_game, bots.make_bot, kinds, 96, seed=11,
                      options={"length": "short"})
    assert result.wins[0] >= share * result.games, result.to_json()


def test_the_expert_reads_every_reveal_as_the_card_does():
    # the expert's quick reading of a second reveal (who scores the minimum, who loses it) gives
    # the same chances as the card's resolution, "the smallest face shown by exactly one player
    # scores ... below the minimum, every player on the smallest face loses it", face by face
    scores = {0: 40, 1: 45, 2: 50}
    spreads = [(1, (0.3, 0.2, 0.2, 0.1, 0.1, 0.1)), (2, (0.1, 0.2, 0.3, 0.2, 0.1, 0.1))]
    for minimum in (3, 7, 11, 16):
        quick = bots.ExpertBot(0)._face_chances(0, scores, minimum, spreads, 50, 100)
        card = [sum(spreads[0][1][a - 1] * spreads[1][1][c - 1]
                    * bots.win_chance(bots.resolve({0: mine, 1: a, 2: c}, minimum, scores), 0, 50, 100)
                    for a in rules.FACES for c in rules.FACES) for mine in rules.FACES]
        assert quick == pytest.approx(card)
    # and resolve is the card's examples (minimum 11): 2 3 3 4 -> the 2 scores; 2 2 4 4 -> nobody;
    # 1 2 2 3 -> the 1 loses 11; 2 2 2 3 -> each 2 loses 11
    four = {0: 50, 1: 50, 2: 50, 3: 50}
    assert bots.resolve(dict(enumerate((2, 3, 3, 4))), 11, four) == {0: 61, 1: 50, 2: 50, 3: 50}
    assert bots.resolve(dict(enumerate((2, 2, 4, 4))), 11, four) == four
    assert bots.resolve(dict(enumerate((1, 2, 2, 3))), 11, four) == {0: 39, 1: 50, 2: 50, 3: 50}
    assert bots.resolve(dict(enumerate((2, 2, 2, 3))), 11, four) == {0: 39, 1: 39, 2: 39, 3: 50}


def test_the_expert_s_table_of_outcomes_reads_four_seats_as_the_card_does():
    # the same reading at a table of four, where the expert weighs every way the three others may
    # show their faces from one table of outcomes per position ("the smallest face shown by exactly
    # one player scores"; below the minimum, "every player on the smallest face loses it")
    scores = {0: 40, 1: 45, 2: 50, 3: 70}
    spreads = [(1, (0.3, 0.2, 0.2, 0.1, 0.1, 0.1)), (2, (0.1, 0.2, 0.3, 0.2, 0.1, 0.1)),
               (3, (0.5, 0.1, 0.1, 0.1, 0.1, 0.1))]
    for minimum in (4, 9, 15):
        quick = bots.ExpertBot(0)._face_chances(0, scores, minimum, spreads, 50, 100)
        card = [sum(spreads[0][1][a - 1] * spreads[1][1][b - 1] * spreads[2][1][c - 1]
                    * bots.win_chance(bots.resolve({0: mine, 1: a, 2: b, 3: c}, minimum, scores), 0, 50, 100)
                    for a in rules.FACES for b in rules.FACES for c in rules.FACES) for mine in rules.FACES]
        assert quick == pytest.approx(card)


@pytest.mark.parametrize("scores,first", [([100, 100, 100], (1, 1, 1)), ([40, 45, 50], (2, 1, 3)),
                                          ([100, 100, 100, 100], (1, 1, 1, 1))])
def test_the_expert_mixes_its_second_face_where_the_table_is_even(scores, first):
    # "the lowest face shown by one player alone wins": a face another player can foresee is a
    # face it can cancel or undercut, so on an even table the expert keeps a randomness of its own.
    # From one view it weighs a spread over several faces (no face nearly sure) and draws from it
    # with its own seeded dice: over seeds, several faces, the spread's favourite most often
    state = end_talk(first_half(game(scores), first))
    view = state.view(0)
    expert = bots.ExpertBot(0)
    spread = expert.final_spread(view, 0, {s: view.scores_list[s] for s in view.players_in_game},
                                 view.minimum_total)
    assert max(spread) <= 0.7 and sum(p >= 0.1 for p in spread) >= 2, spread
    shown = faces_shown("expert", state, seeds=60)
    assert len(shown) >= 3, shown
    favourite = max(rules.FACES, key=lambda f: spread[f - 1])
    assert shown.most_common(1)[0][0] == favourite or shown[favourite] >= 0.8 * max(shown.values()), (shown, spread)
