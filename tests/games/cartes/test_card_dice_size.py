"""Issue 37, item 2: "Quatre Cartes: four illustrated cards ..., each player's dice in their
colour on them, as large as the layout allows at six players" (projector mode, 1024x768 and
1920x1080)."""

from __future__ import annotations

import pytest

from ludicitude.games.cartes import pieces
from tests.games.cartes.helpers import holders_of, position_dice


@pytest.mark.parametrize("size, language", [((1024, 768), "fr"), ((1024, 768), "en"), ((1920, 1080), "fr")])
def test_at_six_players_in_projector_mode_the_dice_on_a_card_with_room_reach_the_projectors_die_size(
        make_app, monkeypatch, size, language):
    """A six-player table in projector mode: on every card of three holders or fewer the dice
    are at least the projector's die size (1/20 of the height), what the card accepts left out
    for them where it must be; none is cut off by its card."""
    scene, drawn = position_dice(make_app, monkeypatch, size, "table-6", projector=True, language=language)
    roomy = 0
    for target in scene.cards:
        holders = holders_of(scene, target)
        on_card = [r for r in drawn if target.rect.colliderect(r)]
        assert all(target.rect.contains(r) for r in on_card), target.card
        if on_card and len(holders) <= 3:
            roomy += 1
            assert min(r.h for r in on_card) >= size[1] / 20, (target.card, min(r.h for r in on_card))
    assert roomy >= 2


def test_a_holders_dice_stay_on_one_line_unless_that_costs_them_a_fifth_of_their_size():
    """Three holders of three dice on a card with room for three a line: one line each, at the
    largest size that allows; where one line would shrink them by more than a fifth, wrapped."""
    h = 768
    size = pieces.dice_size(h, 150, 400, [3, 3, 3])
    assert pieces._per_line(150, size) >= 3 and size >= h / 20
    wrapped = pieces.dice_size(h, 100, 400, [4, 1])
    assert pieces._per_line(100, wrapped) < 4 and wrapped >= h / 20


@pytest.mark.parametrize("size, language", [((1024, 768), "fr"), ((1920, 1080), "en")])
def test_the_crowded_card_under_its_take_back_button_draws_its_dice_nearly_as_large_as_the_others(
        make_app, monkeypatch, size, language):
    """Issue 37, the look: the crowded Idem card (five holders over a take-back button) drew its
    dice at about 1/27 of the height, the other cards at 1/16 to 1/19. At six players' stop choice
    in projector mode every die on a card is at least 1/27 of the height (the take-back's words
    on two lines, the holders' rows nearer the card's edges; 1/27, not 1/24, so that the crowded
    card keeps its ranking sentence at its foot, REPORT8 P3), inside its card above its take-back
    button, and no two dice overlap."""
    scene, drawn = position_dice(make_app, monkeypatch, size, "stop-choice-6", projector=True, language=language)
    crowded = 0
    for target in scene.cards:
        holders = holders_of(scene, target)
        on_card = [r for r in drawn if target.rect.colliderect(r)]
        crowded += len(holders) >= 5
        take = scene.take_buttons[target.card]
        above = target.rect.copy()
        above.h = take.rect.y - target.rect.y if take.visible else above.h
        assert all(above.contains(r) for r in on_card), target.card
        assert not any(a.colliderect(b) for i, a in enumerate(on_card) for b in on_card[i + 1:]), target.card
        if on_card:
            assert min(r.h for r in on_card) >= size[1] / LEAST_CROWDED, (target.card, min(r.h for r in on_card))
    assert crowded >= 1  # the position has its crowded card


#: the smallest die on any card of a six-player stop choice, as a share of the height (1/LEAST_CROWDED):
#: ``pieces.OWN_FOOT_DIE``, the crowded card's dice with its ranking sentence kept
LEAST_CROWDED = 27
