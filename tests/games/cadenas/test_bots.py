"""Cadenas computer players at three levels: the normal one ("cpu") wins, weighs its crosses and
reads the race to the end; every level plays only legal moves to the end of whole games, from
its seed; and the levels differ where the card's end says they should ("La partie s'arrête
immédiatement ... quand un joueur a épuisé son crédit de 4 cases grises")."""

from __future__ import annotations

import time

import pytest

from ludicitude.core.bots import LEVELS, RandomBot
from ludicitude.core.dice import Dice
from ludicitude.core.driver import play, simulate
from ludicitude.games.cadenas import bots, rules
from ludicitude.games.cadenas.rules import Cross, CrossPair, Pass
from tests.games import looks
from tests.games.cadenas.sheets import table
from tests.sizes import LONG


@pytest.mark.parametrize("penalty", [rules.PENALTY_AS_WRITTEN, rules.PENALTY_CLASSIC])
def test_the_sensible_bot_wins_at_least_90_percent_of_two_seat_games_against_random(penalty):
    result = simulate("cadenas", rules.new_game, bots.make_bot, ["cpu", "random"], 300,
                      seed=11, options={"penalty": penalty})
    assert result.wins[0] / result.games >= 0.88, result.to_json()


def test_make_bot_gives_each_level_and_the_random_player_and_refuses_unknown_kinds():
    assert type(bots.make_bot("easy", 1)) is bots.EasyBot
    assert type(bots.make_bot("cpu", 1)) is bots.SensibleBot
    assert type(bots.make_bot("expert", 1)) is bots.ExpertBot
    assert isinstance(bots.make_bot("random", 1), RandomBot)
    for kind in ("genius", "", "Expert"):
        with pytest.raises(ValueError):
            bots.make_bot(kind, 1)


def test_the_bot_passes_rather_than_closing_most_of_a_row_when_passing_is_free():
    # seat 1 is not the active player: the white sum 11 would close nine boxes of the red or
    # yellow row, and is already behind the crosses of green and blue
    state = table(2, sheets={1: {"green": [10], "blue": [9]}}, whites=(5, 6)).apply(0, Pass())
    assert state.legal_actions(1) == [Cross("red"), Cross("yellow"), Pass()]
    assert bots.SensibleBot(1).choose(state.view(1), 1) == Pass()


def test_the_bot_crosses_the_next_box_of_a_row():
    state = table(2, sheets={1: {"red": [2, 3, 4]}}, whites=(2, 3)).apply(0, Pass())
    assert bots.SensibleBot(1).choose(state.view(1), 1) == Cross("red")


def test_the_bot_takes_a_grey_box_only_when_it_pays():
    # active, action 2: 6 + 5 = 11 in red or yellow would close nine boxes; a grey box is cheaper
    bad = table(2, sheets={0: {"green": [10], "blue": [10]}}, whites=(6, 6),
                colours={c: 5 for c in rules.ROWS})
    bad = bad.apply(0, Pass()).apply(1, Pass())
    assert bad.legal_actions(0) == [CrossPair(0, "red"), CrossPair(0, "yellow"), Pass()]
    assert bots.SensibleBot(1).choose(bad.view(0), 0) == Pass()
    # a box right next to the last cross is worth more than dodging a grey box costs
    good = table(2, sheets={0: {"yellow": [2, 3, 4, 5, 6, 7]}}, whites=(2, 6),
                 colours={"yellow": 2, "red": 1, "green": 1, "blue": 1})
    good = good.apply(0, Pass()).apply(1, Pass())
    assert bots.SensibleBot(1).choose(good.view(0), 0) == CrossPair(1, "yellow")


def test_the_bot_locks_a_second_row_when_it_is_ahead_and_not_when_behind():
    # blue is already locked by seat 0; seat 1 could lock red with the white 12, ending the game
    blue_locked = [12, 11, 10, 9, 8, 2]
    seat_1 = {"red": [2, 3, 4, 5, 6], "green": [12]}

    def table_where_seat_0_has(extra: dict, grey: int) -> rules.State:
        state = table(2, sheets={0: {"blue": blue_locked, **extra}, 1: seat_1},
                      closed=("blue",), whites=(6, 6), grey={0: grey})
        return state.apply(0, Pass())

    ahead = table_where_seat_0_has({}, grey=2)  # seat 0: 28 - 15 = 13; seat 1 would have 28
    assert ahead.legal_actions(1) == [Cross("red"), Pass()]
    assert bots.SensibleBot(1).choose(ahead.view(1), 1) == Cross("red")
    behind = table_where_seat_0_has({"yellow": [2, 3, 4, 5, 6, 7]}, grey=0)  # seat 0: 44
    assert bots.SensibleBot(1).choose(behind.view(1), 1) == Pass()


def test_the_bot_chooses_from_its_view_only_and_always_legally():
    state = rules.new_game(4, seed=3)
    players = [bots.make_bot("cpu", s) for s in range(4)]
    final = play(state, players)
    assert final.is_over


def test_a_sensible_decision_is_quick():
    state = rules.new_game(6, seed=4)
    bot = bots.make_bot("cpu", 0)
    worst = 0.0
    for _ in range(200):
        if state.is_over:
            break
        seat = state.to_act[0]
        start = time.perf_counter()
        action = bot.choose(state.view(seat), seat)
        worst = max(worst, time.perf_counter() - start)
        state = state.apply(seat, action)
    assert worst < 0.1


def _legal_game(kinds: list[str], seed: int, penalty: str = rules.PENALTY_AS_WRITTEN) -> list[tuple[int, object]]:
    """The moves of a whole game between ``kinds``, each checked against the legal ones."""
    moves: list[tuple[int, object]] = []

    def check(before, seat, action, _after):
        assert action in before.legal_actions(seat), (seat, action)
        moves.append((seat, action))

    players = [bots.make_bot(kind, seed + i) for i, kind in enumerate(kinds)]
    final = play(rules.new_game(len(kinds), {"penalty": penalty}, seed), players, on_action=check)
    assert final.is_over and final.winners
    return moves


@pytest.mark.parametrize(("kinds", "penalty"), [
    (["easy", "cpu"], rules.PENALTY_AS_WRITTEN), (["expert", "easy"], rules.PENALTY_CLASSIC),
    (["easy", "cpu", "random"], rules.PENALTY_AS_WRITTEN)])
def test_every_level_plays_only_legal_moves_to_the_end_of_a_game(kinds, penalty):
    moves = _legal_game(kinds, 5, penalty)
    assert {seat for seat, _ in moves} == set(range(len(kinds)))


@pytest.mark.parametrize("kind", LEVELS)
def test_a_level_plays_the_same_game_again_from_the_same_seed(kind):
    def opening(seed: int) -> list[object]:
        return looks.opening("cadenas", kind, seed, lambda: rules.new_game(2, None, 9))

    assert opening(9) == opening(9)
    assert any(opening(seed) != opening(9) for seed in (10, 11))


def _ahead_with_three_grey_boxes() -> rules.State:
    """Seat 0, active, has 3 grey boxes and leads 14 to 8 in action 2: passing fills its fourth
    grey box, which ends the game with seat 0 still ahead (9 to 8); crossing 6 + 3 = 9 in red
    adds 8 points but lets the game go on, and seat 1 has more rows to fill."""
    seat_1 = {"green": [12, 11, 10], "yellow": [2], "blue": [12]}
    state = table(2, sheets={0: {"red": [2, 3, 4, 5, 6, 7, 8]}, 1: seat_1}, grey={0: 3},
                  whites=(2, 6), colours={"red": 3})
    state = state.apply(0, Cross("yellow")).apply(1, Pass())
    assert state.action == 2 and state.scores == (14, 8)
    assert CrossPair(1, "red") in state.legal_actions(0)
    return state


def test_normal_and_expert_end_the_game_when_ahead_and_easy_can_play_on():
    state = _ahead_with_three_grey_boxes()
    view = state.view(0)
    assert state.apply(0, Pass()).winners == (0,)
    assert bots.SensibleBot(0).choose(view, 0) == Pass()
    assert all(bots.ExpertBot(seed).choose(view, 0) == Pass() for seed in range(3))
    # the beginner sees 8 points to take and not the end of the game it could win now
    easy = [bots.EasyBot(seed).choose(view, 0) for seed in range(12)]
    assert easy.count(CrossPair(1, "red")) >= 8, easy


def test_the_normal_player_ends_the_game_only_if_the_others_still_to_answer_cannot_pass_it():
    # "La partie s'arrête immédiatement soit quand 2 lignes ont été cadenassées": seat 0 can lock
    # red with the white 12, a second locked row; seat 1 still answers the same 12 and may lock
    # red too (RULINGS.md: several players may lock the same row in the same action 1)
    seat_0 = {"blue": [12, 11, 10, 9, 8, 2], "red": [2, 3, 4, 5, 6]}
    seat_1 = {"red": [2, 3, 4, 5, 6, 7], "yellow": [2, 3, 4]}

    def lock_choice(extra: dict) -> object:
        state = table(2, sheets={0: seat_0, 1: {**seat_1, **extra}}, closed=("blue",), whites=(6, 6))
        assert Cross("red") in state.legal_actions(0) and state.can_cross(1, "red", 12)
        return bots.SensibleBot(0).choose(state.view(0), 0)

    # seat 0 would have 43 + 13 = 56, seat 1 with its own lock 27 + 15 = 42: a sure win
    assert lock_choice({}) == Cross("red")
    # with 15 more points in green seat 1 would reach 57: ending the game now is no sure win
    assert lock_choice({"green": [12, 11, 10, 9, 8]}) != Cross("red")


@pytest.mark.skipif(not LONG, reason="a measured ordering: the long run (LUDICITUDE_LONG_TESTS=1)")
def test_the_levels_come_in_order_over_a_short_sample():
    expert = simulate("cadenas", rules.new_game, bots.make_bot, ["expert", "cpu"], 100, seed=2)
    normal = simulate("cadenas", rules.new_game, bots.make_bot, ["cpu", "easy"], 600, seed=2)
    easy = simulate("cadenas", rules.new_game, bots.make_bot, ["easy", "random"], 400, seed=2)
    assert expert.wins[0] > expert.wins[1] and normal.wins[0] > normal.wins[1] and easy.wins[0] > easy.wins[1]


@pytest.mark.parametrize("penalty", [rules.PENALTY_AS_WRITTEN, rules.PENALTY_CLASSIC])
@pytest.mark.parametrize("seats", [2, 3])
def test_the_experts_fast_playouts_are_the_normal_players_games(seats, penalty):
    """The expert's search plays the rest of a game on plain lists: the same dice, the same
    choices and the same final totals as the rules core played by the normal player."""
    for seed in range(12):
        # positions along a real game: action 1 at any step, action 2, just after a lock
        start = rules.new_game(seats, {"penalty": penalty}, seed)
        walker = bots.SensibleBot(seed)
        for _ in range(seed * 3):
            if start.is_over:
                break
            start = start.apply(start.to_act[0], walker.choose(start, start.to_act[0]))
        if start.is_over:
            continue
        state = start.view(0)
        state.dice = Dice.from_seed(seed)
        fast = bots._Playout(state.copy(), Dice.from_seed(seed + 99), bots._BOX_COST).run()
        policy = bots.SensibleBot(0)
        policy.rng = Dice.from_seed(seed + 99)
        while not state.is_over:
            seat = state.to_act[0]
            state = state.apply(seat, policy.choose(state, seat))
        assert fast == list(state.scores), seed


def _a_choice(seats: int = 2, seed: int = 5) -> tuple[rules.State, int]:
    """The first view along a game between normal players where the seat to act has more than
    three moves, and that seat."""
    state, players = rules.new_game(seats, seed=seed), [bots.SensibleBot(s) for s in range(seats)]
    while True:
        seat = state.to_act[0]
        view = state.view(seat)
        if len(view.legal_actions(seat)) > 3:
            return view, seat
        state = state.apply(seat, players[seat].choose(view, seat))


#: the most choices one future of the longest game plays (every seat's choices to the game's end),
#: times the most moves a decision has
_ONE_FUTURE_EACH = 20 * 400


def test_the_expert_stops_at_its_work_budget_and_plays_the_best_move_so_far():
    # "every level decides within 300 ms": the search is bounded by a count of choices made in its
    # futures (not a clock, so a seeded game plays the same on any machine); when it runs out the
    # move is chosen from the futures every move was played on, and it is the same again
    view, seat = _a_choice()
    full = bots.ExpertBot(1)
    full.choose(view, seat)
    small = bots.ExpertBot(1)
    small.budget = 400
    action = small.choose(view, seat)
    assert action in view.legal_actions(seat)
    assert 300 <= small.work < 400 + _ONE_FUTURE_EACH and small.work < full.work
    again = bots.ExpertBot(1)
    again.budget = 400
    assert again.choose(view, seat) == action and again.work == small.work
    assert full.work <= bots.ExpertBot.budget + _ONE_FUTURE_EACH


def test_the_coach_asks_the_expert_within_the_same_budget(monkeypatch):
    # "the coach, which asks the expert, answers within the same budget"
    from ludicitude.games.cadenas import coach

    choices: list[int] = []
    real = bots._future

    def counted(*a):
        worth, made = real(*a)
        choices.append(made)
        return worth, made

    monkeypatch.setattr(bots, "_future", counted)
    monkeypatch.setattr(bots.ExpertBot, "budget", 400)
    view, seat = _a_choice()
    advice = coach.advise(view, seat, ["Ann", "Bob"])
    assert advice.action in view.legal_actions(seat)
    assert 300 <= sum(choices) < 400 + _ONE_FUTURE_EACH
