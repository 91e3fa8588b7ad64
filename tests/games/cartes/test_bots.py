"""Quatre Cartes computer players at three levels: each plays only legal moves to the end of whole
games, each level is its own player built from a seed, and the levels differ where the card's
scoring says they should ("-5 pour les autres qui ont au moins un dé sur la carte")."""

from __future__ import annotations

import pytest

from ludicitude.core.bots import LEVELS, RandomBot
from ludicitude.core.driver import play, simulate
from ludicitude.games.cartes import bots, rules
from ludicitude.games.cartes.rules import IDEM, MAXI, NEUF, SUITE, Place
from tests.games import looks
from tests.games.cartes.helpers import position
from tests.sizes import LONG


def test_sensible_bot_wins_at_least_75_percent_of_2_seat_games_against_random():
    result = simulate("cartes", rules.new_game, bots.make_bot, ["cpu", "random"], 300, seed=4)
    assert result.wins[0] >= 0.72 * 300, result.wins


@pytest.mark.parametrize("seats", range(2, 7))
def test_sensible_bots_finish_every_table_size(seats):
    final = play(rules.new_game(seats, seed=seats), [bots.make_bot("cpu", s) for s in range(seats)])
    assert final.is_over and final.winners


def _legal_game(kinds: list[str], seed: int) -> tuple[rules.State, list[tuple[int, object]]]:
    """A whole game between ``kinds``, checking that every move was among the legal ones."""
    moves: list[tuple[int, object]] = []

    def check(before, seat, action, _after):
        assert action in before.legal_actions(seat), (seat, action)
        moves.append((seat, action))

    players = [bots.make_bot(kind, seed + i) for i, kind in enumerate(kinds)]
    final = play(rules.new_game(len(kinds), seed=seed), players, on_action=check)
    return final, moves


@pytest.mark.parametrize("kinds", [["easy", "cpu", "random"], ["expert", "easy"]])
def test_every_level_plays_only_legal_moves_to_the_end_of_a_game(kinds):
    final, moves = _legal_game(kinds, seed=3)
    assert final.is_over and final.winners
    assert {seat for seat, _ in moves} == set(range(len(kinds)))


@pytest.mark.parametrize("kind", LEVELS)
def test_a_level_plays_the_same_game_again_from_the_same_seed(kind):
    def opening(seed: int) -> list[object]:
        return looks.opening("cartes", kind, seed, lambda: rules.new_game(2, seed=8))

    assert opening(8) == opening(8)
    if kind != "cpu":  # the normal player has no chance in it: the easy and expert ones do
        assert any(opening(seed) != opening(8) for seed in (9, 10))


def test_make_bot_gives_each_level_and_refuses_unknown_kinds():
    assert isinstance(bots.make_bot("easy", 1), bots.EasyBot)
    assert isinstance(bots.make_bot("cpu", 1), bots.SensibleBot)
    assert isinstance(bots.make_bot("expert", 1), bots.ExpertBot)
    assert isinstance(bots.make_bot("random", 1), RandomBot)
    for kind in ("genius", "", "CPU"):
        with pytest.raises(ValueError):
            bots.make_bot(kind, 0)


def _third_on_neuf() -> rules.State:
    """Seat 0 of 3 holds 5 5 5 on Idem and 6 6 6 on Maxi, and rolls 3 and 6. Neuf would take
    them (3 + 6 = 9), but the others hold 18 and 27 there: seat 0 would be third, "-5 pour les
    autres qui ont au moins un dé sur la carte". On Maxi they make 27, which beats seat 1's 24:
    "5 points pour le joueur qui a la meilleure combinaison" instead of 3 for the second."""
    state = position((3, 6), seats=3, cards={IDEM: (5, 5, 5), MAXI: (6, 6, 6)})
    state.cards[1][rules.CARDS.index(NEUF)] = (3, 4, 5, 6)
    state.cards[1][rules.CARDS.index(MAXI)] = (6, 6, 6, 6)
    state.in_hand[1], state.stopped[1] = 0, True
    state.cards[2][rules.CARDS.index(NEUF)] = (3, 6, 6, 6, 6)
    state.in_hand[2] = 3
    assert Place(NEUF, (3, 6)) in state.legal_actions(0)
    assert rules.score_card(NEUF, [(3, 6), *(state.cards[s][3] for s in (1, 2))]).points[0] == -5
    return state


def test_normal_and_expert_do_not_start_a_card_where_they_would_be_third_and_easy_can():
    state = _third_on_neuf()
    view = state.view(0)
    assert bots.SensibleBot(0).choose(view, 0) == Place(MAXI, (3, 6))
    assert all(bots.ExpertBot(seed).choose(view, 0).card == MAXI for seed in range(3))
    # the beginner goes by its fixed priorities (Neuf before Maxi) without looking at the table
    easy = [bots.EasyBot(seed).choose(view, 0) for seed in range(20)]
    assert easy.count(Place(NEUF, (3, 6))) >= 10, easy


def test_the_easy_player_varies_from_seed_to_seed():
    view = position((1, 2, 3, 4, 5, 6, 6, 6)).view(0)
    assert len({bots.EasyBot(seed).choose(view, 0) for seed in range(40)}) >= 2


def test_the_normal_player_extends_its_suite_at_the_end_rather_than_starting_a_losing_card():
    # a Suite 2 3 4 held; the roll 5 extends it ("des dés qui se suivent")
    state = position((5,), cards={SUITE: (2, 3, 4), MAXI: (6, 6, 6, 6)})
    assert bots.SensibleBot(0).choose(state.view(0), 0) == Place(SUITE, (5,))


@pytest.mark.skipif(not LONG, reason="a measured ordering: the long run (LUDICITUDE_LONG_TESTS=1)")
def test_the_levels_come_in_order_over_a_short_sample():
    expert = simulate("cartes", rules.new_game, bots.make_bot, ["expert", "cpu"], 60, seed=2)
    normal = simulate("cartes", rules.new_game, bots.make_bot, ["cpu", "easy"], 400, seed=2)
    easy = simulate("cartes", rules.new_game, bots.make_bot, ["easy", "random"], 400, seed=2)
    assert expert.wins[0] > expert.wins[1] and normal.wins[0] > normal.wins[1] and easy.wins[0] > easy.wins[1]


def test_the_expert_values_a_round_by_its_effect_on_winning_the_game():
    # "a game is 2 x players rounds; the highest total wins": a lead of 6 points is worth more
    # with one round left than with seven, and at the end the game's result is exact (a tie shared)
    early, late = rules.new_game(2), rules.new_game(2)
    early.points, late.points = [6, 0], [6, 0]
    early.round_number, late.round_number = 1, 4
    assert 0.5 < bots.game_chance(early, 0) < bots.game_chance(late, 0) < 1.0
    late.over, late.points = True, [6, 6]
    assert bots.game_chance(late, 0) == pytest.approx(0.5)


def test_the_expert_leaves_the_normal_move_only_when_it_did_better_on_the_same_futures_beyond_the_noise():
    # the paired test: a move that beat the normal one by a little on noisy futures is not taken;
    # one that beat it on every future by a clear margin is
    normal = [0.40, 0.60, 0.50, 0.70, 0.30, 0.55]
    assert not bots._beats([n + d for n, d in zip(normal, (0.1, -0.1, 0.05, -0.04, 0.08, -0.05))], normal)
    assert bots._beats([n + 0.05 for n in normal], normal)


def _counting_rollouts(monkeypatch):
    """A function giving how many rollouts the expert plays to choose its move in a state."""
    calls: list[int] = []
    real = bots._rollout
    monkeypatch.setattr(bots, "_rollout", lambda *a: calls.append(1) or real(*a))

    def rollouts(state: rules.State) -> int:
        calls.clear()
        bots.ExpertBot(1).choose(state.view(0), 0)
        return len(calls)

    return rollouts


def test_the_expert_searches_most_at_a_round_s_opening_placement(monkeypatch):
    # with all 8 dice rolled the first placement shapes the whole round: more candidates and
    # more futures each than a placement later in the turn; on six seats fewer candidates
    rollouts = _counting_rollouts(monkeypatch)
    opening = rollouts(position((1, 2, 3, 4, 5, 5, 6, 6)))
    later = rollouts(position((2, 3, 5, 6), cards={IDEM: (4, 4), MAXI: (6, 6)}))
    six = rollouts(position((1, 2, 3, 4, 5, 5, 6, 6), seats=6))
    assert opening > 1.5 * later and six < opening, (opening, later, six)


def test_the_expert_searches_twice_as_deep_after_the_opening_at_tables_of_three_or_fewer(monkeypatch):
    # a round's rollout is cheap at a small table: a later placement is played on twice the
    # futures a candidate at three seats as at four; the opening placement is searched alike
    rollouts = _counting_rollouts(monkeypatch)

    def futures_a_candidate(state: rules.State) -> float:
        view = state.view(0)
        normal = bots.SensibleBot(1).choose(view, 0)
        opening = view.in_hand[0] == rules.DICE_PER_PLAYER and not view.placed_cards
        most = bots._OPENING_CANDIDATES if opening else bots._MAX_CANDIDATES
        limit = max(bots._FEWEST, most * 2 // view.num_seats)
        return rollouts(state) / len(bots._candidates(view, 0, view.legal_actions(0), normal, limit))

    later = dict(roll=(2, 3, 5, 6), cards={IDEM: (4, 4), MAXI: (6, 6)})
    assert futures_a_candidate(position(**later, seats=3)) > 1.7 * futures_a_candidate(position(**later, seats=4))
    opening = (1, 2, 3, 4, 5, 5, 6, 6)
    assert bots._DEEP_SEATS == 3
    small, big = futures_a_candidate(position(opening, seats=3)), futures_a_candidate(position(opening, seats=4))
    assert small < 1.3 * big, (small, big)


def _normal_positions(seats: int, seed: int, every: int = 3) -> list[tuple[rules.State, int]]:
    """Views along a game between normal players: (the view of the seat to act, the seat)."""
    state, players, out = rules.new_game(seats, seed=seed), [bots.SensibleBot(s) for s in range(seats)], []
    step = 0
    while not state.is_over:
        seat = state.to_act[0]
        view = state.view(seat)
        if step % every == 0:
            out.append((view, seat))
        state = state.apply(seat, players[seat].choose(view, seat))
        step += 1
    return out


@pytest.mark.parametrize("seats", [2, 3, 6])
def test_the_normal_player_reads_a_placement_s_standing_as_the_card_scores_it(seats):
    # "-5 pour les autres qui ont au moins un dé sur la carte", and RULINGS.md "Ties cancel": the
    # standing the normal player reads from the others' ranking keys is score_card's own points,
    # for every placement of positions along a whole game
    checked = 0
    for view, seat in _normal_positions(seats, seed=seats):
        others = bots._others_keys(view, seat)
        for a in view.legal_actions(seat):
            if isinstance(a, Place):
                combo = tuple(sorted(view.combination(seat, a.card) + a.faces))
                assert bots._standing_among(others[a.card], a.card, combo) == bots._standing(view, seat, a.card, combo)
                checked += 1
    assert checked > 100


#: the most moves one future of a candidate plays at two seats (the rest of a round: every
#: player's placements, continues and stops) times the most candidates an opening searches
_ONE_FUTURE_EACH = bots._OPENING_CANDIDATES * 40


def test_the_expert_stops_at_its_work_budget_and_plays_the_best_move_so_far():
    # "every level decides within 300 ms": the search is bounded by a count of moves played in
    # its futures (not a clock, so a seeded game plays the same on any machine); when it runs
    # out, the move is chosen from the futures every candidate was played on
    view = position((1, 2, 3, 4, 5, 5, 6, 6)).view(0)
    full = bots.ExpertBot(1)
    full.choose(view, 0)
    small = bots.ExpertBot(1)
    small.budget = 60
    action = small.choose(view, 0)
    assert action in view.legal_actions(0)
    assert 60 <= small.work < 60 + _ONE_FUTURE_EACH < full.work
    again = bots.ExpertBot(1)
    again.budget = 60
    assert again.choose(view, 0) == action and again.work == small.work
    assert full.work <= bots.ExpertBot.budget + _ONE_FUTURE_EACH


def test_the_coach_asks_the_expert_within_the_same_budget(monkeypatch):
    # "the coach, which asks the expert, answers within the same budget"
    from ludicitude.games.cartes import coach

    moves: list[int] = []
    real = bots._rollout

    def counted(*a):
        worth, played = real(*a)
        moves.append(played)
        return worth, played

    monkeypatch.setattr(bots, "_rollout", counted)
    monkeypatch.setattr(bots.ExpertBot, "budget", 60)
    view = position((1, 2, 3, 4, 5, 5, 6, 6)).view(0)
    advice = coach.advise(view, 0, ["Ann", "Bob"])
    assert advice.action in view.legal_actions(0)
    assert 60 <= sum(moves) < 60 + _ONE_FUTURE_EACH
