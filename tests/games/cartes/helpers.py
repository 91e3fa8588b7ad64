"""Building Quatre Cartes positions for the tests."""

from __future__ import annotations

from typing import Any

import pygame

from ludicitude.games.cartes import rules


def position(roll: tuple[int, ...], *, seats: int = 2, seat: int = 0,
             cards: dict[str, tuple[int, ...]] | None = None, seed: int = 0) -> rules.State:
    """A game where ``seat`` is to play, holding ``cards`` and having just rolled ``roll``.

    ``roll`` must have as many dice as the seat has left (8 minus its dice on cards).
    """
    state = rules.new_game(seats, seed=seed)
    for card, faces in (cards or {}).items():
        state.cards[seat][rules.CARDS.index(card)] = tuple(sorted(faces))
    on_cards = sum(len(c) for c in state.cards[seat])
    assert len(roll) == rules.DICE_PER_PLAYER - on_cards, "every die must be accounted for"
    state.current = seat
    state.in_hand[seat] = len(roll)
    state.roll = tuple(sorted(roll))
    state.placed_cards = ()
    return state


def places(state: rules.State, card: str) -> set[tuple[int, ...]]:
    """The faces of every legal placement on ``card`` now."""
    return {a.faces for a in state.legal_actions(state.current)
            if isinstance(a, rules.Place) and a.card == card}


def dice_drawn(d: Any, scene: Any, monkeypatch: Any) -> list[pygame.Rect]:
    """The rects of every die ``scene``'s still picture draws (``draw.die``), drawn afresh."""
    from ludicitude.ui import draw

    drawn: list[pygame.Rect] = []
    real = draw.die

    def spy(surface, rect, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(pygame.Rect(rect))
        return real(surface, rect, *args, **kwargs)

    monkeypatch.setattr(draw, "die", spy)
    scene.still_changed()
    d.pixels()
    return drawn


def position_dice(make_app: Any, monkeypatch: Any, size: tuple[int, int], position: str,
                  **settings: Any) -> tuple[Any, list[pygame.Rect]]:
    """The screenshot position ``position`` opened and settled at ``size`` (``settings``: the
    app's), and the rects of every die its still picture draws."""
    from tests.games.cartes.positions import screenshot_positions

    d = make_app(size=size, **settings)
    scene = screenshot_positions(d.app)[position]()
    d.app.push_scene(scene)
    d.settle()
    return scene, dice_drawn(d, scene, monkeypatch)


def holders_of(scene: Any, target: Any) -> list[int]:
    """The seats with dice on ``target``'s card."""
    card = rules.CARDS.index(target.card)
    return [s for s in range(scene.state.num_seats) if scene.state.cards[s][card]]
