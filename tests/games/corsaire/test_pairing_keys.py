"""The tray while pairing says only what its buttons do not (issue 36's play-test: "Keys: , A
apply."; issue 37, N15: "Touches : P autre association, V W qui les Têtes de mort volent, U
annuler, A appliquer." took three lines at 1024x768 while every one of those keys was on its
button)."""

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


@pytest.mark.parametrize(("lang", "keys", "buttons"), [("en", "Keys:", ("Apply (A)", "(V)", "(W)", "(P)")),
                                                      ("fr", "Touches :", ("Appliquer (A)", "(V)", "(W)", "(P)"))])
def test_the_pairing_tray_has_no_line_of_keys_its_buttons_already_show(make_app, monkeypatch, lang, keys, buttons):
    """Two Skulls and a pairing to choose: each key is on its button, and no "Keys: …" line
    repeats them (nor, with five coins, "Keys: A apply." beside "Apply (A)")."""
    drawn = keys_after_stop(make_app, monkeypatch, (COIN1, S, C, S, COIN2), lang)
    assert all(any(b in t for t in drawn) for b in buttons), drawn
    assert not any(t.startswith(keys) for t in drawn), drawn
    coins = keys_after_stop(make_app, monkeypatch, (COIN3, COIN1, COIN3, COIN3, COIN3), lang)
    assert not any(t.startswith(keys) for t in coins), coins


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
