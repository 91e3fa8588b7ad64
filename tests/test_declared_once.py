"""Seats and id declared once (issue 38, item 7): a game's id and its seat counts are its
``GameSpec``'s (``spec.py``); its ``State`` reads them from the spec (``class State(GameState,
spec=SPEC)``) and can't declare them again, so the two can never disagree. Checked on every
registered game, Pig (``tests/pig``) and the Perudo example's source."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from ludicitude.core.game import SPEC_DECLARED, GameState
from ludicitude.games import GAMES
from tests.pig.spec import SPEC as PIG

ROOT = Path(__file__).resolve().parent.parent
SPECS = {**GAMES, "pig": PIG}


@pytest.mark.parametrize("game_id", list(SPECS))
def test_every_games_state_takes_its_id_and_seats_from_its_spec(game_id):
    spec = SPECS[game_id]
    state = spec.state()
    assert state.spec is spec, f"{game_id}: class State(GameState, spec=SPEC)"
    assert (state.game_id, state.min_seats, state.max_seats) == (spec.id, spec.min_seats, spec.max_seats)


@pytest.mark.parametrize("path", sorted([*ROOT.glob("ludicitude/games/*/rules.py"), ROOT / "tests/pig/rules.py",
                                         ROOT / "examples/perudo/perudo/rules.py"]),
                         ids=lambda p: p.parent.name)
def test_no_rules_core_writes_its_id_or_seats_itself(path):
    """Read from the source, so a game not registered here (the Perudo example) is checked too."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    states = [c for c in ast.walk(tree) if isinstance(c, ast.ClassDef) and c.name == "State"]
    assert states and all(any(k.arg == "spec" for k in c.keywords) for c in states), "State(GameState, spec=SPEC)"
    for c in states:
        for node in c.body:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
                node, ast.AnnAssign) else []
            names = {t.id for t in targets if isinstance(t, ast.Name)}
            assert not names & set(SPEC_DECLARED), f"{path.parent.name}: {names & set(SPEC_DECLARED)} beside its spec"


def test_a_state_disagreeing_with_its_spec_can_not_be_declared():
    with pytest.raises(TypeError, match="once, in its GameSpec"):
        class MoreSeats(GameState, spec=PIG):
            max_seats = 6
    with pytest.raises(TypeError, match="once, in its GameSpec"):
        class OtherId(GameState, spec=PIG):
            game_id = "hog"


def test_a_state_may_not_repeat_its_spec_even_in_agreement_nor_a_class_below_it():
    with pytest.raises(TypeError, match="game_id, min_seats"):
        class Repeated(GameState, spec=PIG):
            game_id, min_seats = "pig", 2
    with pytest.raises(TypeError, match="min_seats"):
        class Below(PIG.state()):
            min_seats = 3


def test_spec_takes_a_game_spec():
    with pytest.raises(TypeError, match="GameSpec"):
        class NotASpec(GameState, spec="pig"):
            pass
