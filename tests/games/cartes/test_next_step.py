"""Quatre Cartes shows its next step (issue 37, REPORT3 faults 3 and 5): the turn's instruction
stays readable under "Since your last turn", Continue (the turn's usual step) is drawn as the
main step but never pressed by Enter, and the four cards' emblems are one size, each clearly
visible."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games.cartes import pieces
from ludicitude.ui import draw
from tests.games.looks import calls_of
from tests.games.cartes.positions import screenshot_positions

SIZES = [((1024, 768), "fr"), ((1920, 1080), "en")]


def opened(make_app, size, language, position):
    d = make_app(size=size, projector=size[1] == 768, language=language)
    scene = screenshot_positions(d.app)[position]()
    d.app.push_scene(scene)
    d.settle()
    return d, scene


@pytest.mark.parametrize("size, language", SIZES)
def test_the_instruction_stays_readable_beside_since_your_last_turn(make_app, monkeypatch, size, language):
    """Chloé's turn at six: the others' turns are told, and beside or under them one bold line
    says what to do now (it was left out): whole, at the strip's size, overlapping none of the
    strip's words, above the dice, in the roll panel."""
    d, scene = opened(make_app, size, language, "table-6")
    calls = calls_of(monkeypatch, draw, "text")
    scene.still_changed()
    d.pixels()
    drawn = [(args[1], args[3], box) for args, box in calls]
    prompt = [(px, box) for s, px, box in drawn if s.startswith("▶")]
    assert len(prompt) == 1
    px, box = prompt[0]
    assert px == draw.theme.text_px(size[1], 0.025)  # not shrunk to fit
    strip = [b for s, _px, b in drawn if not s.startswith("▶") and scene.geo.hint.colliderect(b)]
    assert any(s.startswith(("Since your last turn", "Depuis votre dernier tour")) for s, _px, _b in drawn)
    assert strip and not any(box.colliderect(b) for b in strip)
    assert box.bottom <= min(die.rect.top for die in scene.dice) and scene.geo.roll.contains(box)


def test_continue_is_the_main_step_once_dice_are_placed_and_enter_never_presses_it(make_app):
    """At the turn's start Continue and Stop are not yet possible and none is marked; a die put on
    Maxi with real keys (A, then M) makes Continue the main step (gold), Stop plain; Enter then
    continues nothing, C does."""
    d, scene = opened(make_app, (1024, 768), "en", "turn-start-2")

    def mains() -> list[object]:
        return [w for w in scene.widgets if w.visible and w.enabled and getattr(w, "style", "") == "main"]

    assert mains() == []
    d.key(pygame.K_a)
    d.key(pygame.K_m)
    assert scene.turn.pending and mains() == [scene.continue_button] and scene.stop_button.style == "normal"
    assert scene.primary() is None
    before = len(scene.session.state.events)
    d.key(pygame.K_RETURN)
    assert len(scene.session.state.events) == before
    d.key(pygame.K_c)
    assert len(scene.session.state.events) > before


@pytest.mark.parametrize("size, language", SIZES)
def test_the_four_empty_cards_emblems_are_one_size_and_clearly_visible(make_app, monkeypatch, size, language):
    """Idem's emblem was about 35x15 px and pale, Maxi's crown about 65 px: on an empty table the
    four emblems' drawn boxes are within 15 % of each other in height, each at least 1/16 of
    the screen's height."""
    d, scene = opened(make_app, size, language, "turn-start-2")
    calls = calls_of(monkeypatch, pieces, "emblem_image")
    scene.still_changed()
    d.pixels()
    heights = {args[0]: img.get_bounding_rect().h for args, img in calls if args[2] == pieces.CARD_COLOURS[args[0]]}
    assert sorted(heights) == sorted(pieces.CARD_COLOURS)
    assert max(heights.values()) <= 1.15 * min(heights.values()), heights
    assert min(heights.values()) >= size[1] / 16, heights
