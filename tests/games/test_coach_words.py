"""The coach's "why" (issue 30, part 4: "one line of why ('Idem with three 5s: the others have
at most two')"): each game's ``coach.py`` reads the reason from the player's own view, without
pygame; here on positions set by hand, so each reason is checked against the rule it states."""

from __future__ import annotations

import pytest

from ludicitude.core.i18n import set_language
from ludicitude.games.cadenas import coach as cadenas_coach
from ludicitude.games.cadenas import rules as cadenas
from ludicitude.games.cartes import coach as cartes_coach
from ludicitude.games.cartes import rules as cartes
from ludicitude.games.corsaire import coach as corsaire_coach
from ludicitude.games.corsaire import rules as corsaire
from ludicitude.games.magouille import coach as magouille_coach
from ludicitude.games.magouille import rules as magouille
from ludicitude.games.magouille.rules import SetFace

NAMES = ("Ana", "Bob", "Cleo")


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def test_quatre_cartes_idem_says_how_many_dice_the_others_have_at_most():
    """"Idem with three 5s: the others have at most two": more dice win on Idem."""
    state = cartes.new_game(3, None, 1)
    state.cards[1][cartes.CARDS.index(cartes.IDEM)] = (2, 2)
    state.cards[2][cartes.CARDS.index(cartes.IDEM)] = (6, 6)
    why = cartes_coach.place_why(state.view(0), 0, cartes.Place(cartes.IDEM, (5, 5, 5)))
    assert why == "Idem with 3 × 5: the others have at most 2 dice there."


def test_quatre_cartes_a_combination_behind_two_others_says_so():
    """Only the best two on a card score (RULINGS.md): a third place is said to be behind."""
    state = cartes.new_game(3, None, 1)
    maxi = cartes.CARDS.index(cartes.MAXI)
    state.cards[1][maxi], state.cards[2][maxi] = (6, 6), (5, 6)
    why = cartes_coach.place_why(state.view(0), 0, cartes.Place(cartes.MAXI, (4,)))
    assert "2 players are ahead there" in why


def test_cadenas_a_cross_counts_the_boxes_it_leaves_behind_for_good():
    """Left to right: the boxes left of a cross can never be crossed (rule card)."""
    state = cadenas.new_game(2, None, 1)
    red = cadenas.ROW_INDEX["red"]
    state.marks[0][red] = (0,)  # the 2 crossed: a 6 leaves 3, 4, 5 behind
    assert cadenas_coach.skipped(state, 0, "red", 6) == 3
    assert cadenas_coach.skipped(state, 0, "red", 3) == 0
    assert "skips no box" in cadenas_coach.cross_why(state, 0, "red", 3)


def test_corsaire_a_plan_says_the_gold_it_brings_and_whom_it_robs():
    """Skull + coin robs another player of that many; Cannon + coin takes that many from the
    Bank, and the King as many (rule card)."""
    state = corsaire.new_game(3, None, 1)
    state.gold = [0, 2, 7]
    rob = corsaire.Resolve((corsaire.PlanStep(corsaire.StepKind.SKULL, 3, 2),))
    assert corsaire_coach.plan_why(state, 0, rob, NAMES) == "It brings you 3 gold, taken from Cleo, the richest rival."
    rob_bob = corsaire.Resolve((corsaire.PlanStep(corsaire.StepKind.SKULL, 3, 1),))
    assert corsaire_coach.plan_why(state, 0, rob_bob, NAMES) == "It brings you 2 gold, taken from Bob."
    cannon = corsaire.Resolve((corsaire.PlanStep(corsaire.StepKind.CANNON, 2),))
    assert corsaire_coach.plan_why(state, 0, cannon, NAMES) == (
        "It brings you 2 gold from the Bank (the King takes as much).")


def test_magouille_the_advice_is_the_same_whatever_the_others_hidden_faces():
    """A secret face: the coach reads only ``state.view(seat)``, so Bob's hidden face changes
    nothing of Ana's advice."""
    talk_over = magouille.new_game(3, {"length": "short"}, 2).apply(0, magouille.EndTalk())
    advices = {face: magouille_coach.advise(talk_over.apply(1, SetFace(face)).view(0), 0, NAMES)
               for face in (1, 4, 6)}
    assert len(set(advices.values())) == 1
    advice = advices[1]
    assert isinstance(advice.action, SetFace) and advice.action in talk_over.legal_actions(0)
    assert "pay" in advice.why or "prize" in advice.why  # the first face is paid for (rule card)
