"""The tray's keys while pairing name only what can be done (found in a real window, issue 36's
play-test): five coins left "Keys: , A apply." (a list of nothing before the comma), and one
Skull pair read "V W whom the Skulls rob" with no second Skull to choose for."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games.corsaire import rules
from ludicitude.ui import theme
from ludicitude.ui.session import SeatInfo
from tests.games.corsaire.helpers import COIN1, COIN2, COIN3, C, S, X, table
from tests.games.corsaire.test_scene import start

THREE = [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue"), SeatInfo("Cyd", "yellow")]


def keys_after_stop(make_app, monkeypatch, faces, lang: str) -> list[str]:
    """Ana has rolled ``faces``; she presses S (stop and apply): the words drawn with the pairs."""
    state = table(faces, gold=(7, 12, 3), phase=rules.ROLLING)
    d, scene = start(make_app, THREE, state=state)
    d.app.set_language(lang)
    d.key(pygame.K_s)
    d.settle()
    assert scene.state.phase == rules.RESOLVING
    drawn: list[str] = []
    real = theme.render
    monkeypatch.setattr(theme, "render", lambda text, *a, **k: (drawn.append(text), real(text, *a, **k))[1])
    scene.still_changed()
    d.pixels()
    return drawn


@pytest.mark.parametrize(("lang", "hint"), [("en", "Keys: A apply."), ("fr", "Touches : A appliquer.")])
def test_five_coins_leave_only_the_key_that_applies(make_app, monkeypatch, lang, hint):
    """Nothing to pair, order or rob: the hint says the one key, with no empty list before it."""
    drawn = " ".join(keys_after_stop(make_app, monkeypatch, (COIN3, COIN1, COIN3, COIN3, COIN3), lang))
    assert hint in drawn
    assert ": ," not in drawn and " : ," not in drawn


@pytest.mark.parametrize(("lang", "one", "two"), [("en", "V whom the Skull robs", "V W"),
                                                  ("fr", "V qui la Tête de mort vole", "V W")])
def test_one_skull_pair_names_one_key_for_whom_it_robs(make_app, monkeypatch, lang, one, two):
    """Skull + 2 and crossed bones: one selector on show (V), so the hint offers V alone."""
    drawn = " ".join(keys_after_stop(make_app, monkeypatch, (COIN2, S, X, X, COIN1), lang))
    assert one in drawn
    assert two not in drawn


@pytest.mark.parametrize(("faces", "line"), [
    ((COIN3, COIN1, COIN3, COIN3, COIN3), "Nothing to choose: apply your dice."),
    ((COIN3, S, X, X, S), "Choose whom the Skull robs, then apply your dice."),
    ((COIN3, COIN1, C, X, X), "Choose how to pair your dice, then apply them."),
])
def test_the_line_over_the_pairs_asks_only_for_the_choices_the_dice_leave(make_app, monkeypatch, faces, line):
    """Five coins leave nothing to choose: the banner says so, rather than "Choose how to pair
    your dice, and whom each Skull robs"."""
    drawn = keys_after_stop(make_app, monkeypatch, faces, "en")
    assert line in drawn


@pytest.mark.parametrize(("size", "projector"), [((1280, 720), False), ((1024, 768), True)])
def test_undo_coming_on_show_never_moves_the_other_buttons(make_app, size, projector):
    """Issue 36's play-test: after a click on the Skull's selector, Undo came on show and the
    whole column shrank and moved up, leaving the pointer by another button's edge."""
    state = table((COIN1, S, C, S, COIN1), gold=(7, 12, 3), phase=rules.ROLLING)  # two Skulls, a Cannon
    d, scene = start(make_app, THREE, state=state, size=size, projector=projector)
    d.key(pygame.K_s)
    d.settle()
    first = scene.victim_buttons[0]
    assert first.visible and not scene.undo_button.visible
    before = {id(b): b.rect.copy() for b in scene.widgets if getattr(b, "visible", False)}
    d.click_widget(first)  # the Skull robs the other player: a change Undo can take back
    d.settle()
    assert scene.undo_button.visible
    for b in scene.widgets:
        if id(b) in before:
            assert b.rect == before[id(b)], b
