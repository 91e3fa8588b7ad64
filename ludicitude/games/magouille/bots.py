"""Computer players for Magouille: a random one, and a sensible one ("cpu").

The sensible player sees only its own view. At the first secret step it shows a low face (mostly
a 1): the face is paid for, and a low minimum total is easier for the table to reach. At the second secret step
it weighs each face against every way the others' dice may fall (taken as even chances, since
it can't read minds), counting the minimum total it may score or lose, the risk of its face
being cancelled by an equal one, the chance of crossing the target or of falling below 0, and
what the others win or lose (their losses are its gain in a race).
"""

from __future__ import annotations

from functools import cache
from math import factorial

from ludicitude.core.bots import Bot, choose_bot
from ludicitude.core.dice import Dice
from ludicitude.core.game import Action, GameState, Seat
from ludicitude.games.magouille.rules import FACES, FINAL_SECRET, FIRST_SECRET, EndTalk, SetFace, State

#: how much a point the others win or lose counts against the bot's own points
RIVALS_WEIGHT = 0.5
#: the worth of winning the game at once, and the cost of being eliminated, in points
WIN_WORTH = 200.0
ELIMINATION_COST = 200.0
#: faces whose worth is within this many points of the best are drawn among at random
NEARLY_EQUAL = 1.0

# (probability, others' total, I score, someone else scores, I lose, others losing) per face
Outcome = tuple[float, int, bool, bool, bool, int]


@cache
def _outcomes(others: int) -> tuple[tuple[Outcome, ...], ...]:
    """For each face of mine (index face-1), what every spread of the others' faces leads to.

    The others' faces are taken as independent and even; spreads are grouped by how many
    dice show each face (a multinomial), so 7 others need 792 cases, not 6**7.
    """
    per_face: list[list[Outcome]] = [[] for _ in FACES]
    for counts in _spreads(others, 6):
        weight = factorial(others)
        for c in counts:
            weight //= factorial(c)
        prob = weight / 6**others
        others_total = sum(face * c for face, c in zip(FACES, counts))
        for mine in FACES:
            shown = list(counts)
            shown[mine - 1] += 1
            single = next((f for f in FACES if shown[f - 1] == 1), None)
            smallest = next(f for f in FACES if shown[f - 1])
            per_face[mine - 1].append((
                prob, others_total, single == mine, single is not None and single != mine,
                smallest == mine, counts[smallest - 1],
            ))
    return tuple(tuple(o) for o in per_face)


def _spreads(dice: int, faces: int) -> list[tuple[int, ...]]:
    """Every way to spread ``dice`` dice over ``faces`` faces, as counts per face."""
    if faces == 1:
        return [(dice,)]
    return [(first,) + rest for first in range(dice + 1) for rest in _spreads(dice - first, faces - 1)]


def face_values(view: State, seat: Seat) -> dict[int, float]:
    """The worth of each face at the second secret step, for ``seat``, from its view."""
    minimum = view.minimum_total
    assert minimum is not None
    rivals = len(view.players_in_game) - 1
    score = view.scores_list[seat]
    target = view.target
    gain_worth = minimum + (WIN_WORTH if score + minimum > target else 0.0)
    loss_worth = minimum + (ELIMINATION_COST if score - minimum < 0 else 0.0)
    values: dict[int, float] = {}
    for mine, outcomes in zip(FACES, _outcomes(rivals)):
        worth = 0.0
        for prob, others_total, i_score, other_scores, i_lose, others_losing in outcomes:
            final_total = others_total + mine
            if final_total >= minimum:
                if i_score:
                    worth += prob * gain_worth
                elif other_scores:
                    worth -= prob * RIVALS_WEIGHT * minimum / rivals
            else:
                if i_lose:
                    worth -= prob * loss_worth
                worth += prob * RIVALS_WEIGHT * minimum * others_losing / rivals
        values[mine] = worth
    return values


class SensibleBot:
    """Plays from its view only: a low face first, then one of the faces worth most (see the
    module docstring). It draws among nearly equal faces, so that two sensible players do not
    always show the same face and cancel each other round after round."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Dice.from_seed(seed)

    def choose(self, view: GameState, seat: Seat) -> Action:
        assert isinstance(view, State)
        if view.step == FIRST_SECRET:
            return SetFace(1 if self.rng.below(4) else 2)
        if view.step == FINAL_SECRET:
            values = face_values(view, seat)
            best = max(values.values())
            close = [f for f in FACES if values[f] >= best - max(NEARLY_EQUAL, abs(best) * 0.15)]
            return SetFace(close[self.rng.below(len(close))])
        return EndTalk()


def make_bot(kind: str, seed: int) -> Bot:
    """"cpu": the sensible player; "random": any legal action, evenly."""
    return choose_bot(kind, seed, SensibleBot)
