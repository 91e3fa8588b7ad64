"""The test opponent of ``tests/mc_opponent.py``: it reads each seat's faces from the log, draws
hidden faces from that record, plays only legal moves from its view, and the measure plays every
deal once with each rotation of the seats."""

from __future__ import annotations

from collections import Counter

from ludicitude.core.dice import Dice
from ludicitude.core.driver import play
from ludicitude.games.magouille import rules
from tests.mc_opponent import MagouilleModels, ModelMonteCarlo, SteadyOne, make_player, measure


def test_the_opponent_models_each_seat_from_the_faces_it_has_shown():
    # a seat that always showed 1 at the second reveal is drawn as a 1 nearly always; a seat
    # with no record is drawn evenly
    players = [SteadyOne(), make_player("magouille", "cpu", 1), make_player("magouille", "cpu", 2)]
    state = rules.new_game(3, None, 5)
    while state.round <= 8 and not state.is_over:
        seat = state.to_act[0]
        state = state.apply(seat, players[seat].choose(state.view(seat), seat))
    models = MagouilleModels()
    models.watch(state.view(1))
    rng = Dice.from_seed(3)
    steady = Counter(models.draw(2, 0, rng) for _ in range(300))
    assert steady[1] >= 270, steady
    unknown = Counter(MagouilleModels().draw(2, 0, rng) for _ in range(600))
    assert min(unknown.values()) >= 60, unknown


def test_the_opponent_plays_whole_games_from_its_view_with_legal_moves_only():
    seen: list[bool] = []

    class Watched(ModelMonteCarlo):
        def choose(self, view, seat):
            seen.append(all(f in (None, rules.HIDDEN) for s, f in enumerate(view.pending) if s != seat))
            return super().choose(view, seat)

    players = [Watched(0, budget=0.001), make_player("magouille", "expert", 1), make_player("magouille", "cpu", 2)]
    final = play(rules.new_game(3, {"length": "short"}, 2), players)
    assert final.is_over and seen and all(seen)


def test_the_measure_plays_every_deal_in_every_rotation_of_the_seats():
    result = measure("corsaire", ["cpu", "easy"], 3, seed=1)
    assert result.games == 6 and sum(result.wins) >= 6
