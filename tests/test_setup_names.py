"""Player setup, the name fields (issue 26, section 6): "a name field pre-filled 'Player 1' keeps
the text when you type ('Player 1Ana'); typing should replace it (select on focus, Ctrl+A,
Ctrl+Backspace as everywhere)". Real events: clicks, Tab, keys and text input."""

from __future__ import annotations

import pygame

from ludicitude.games import GAMES
from ludicitude.ui.setup import Setup


def open_setup(make_app, **settings):
    d = make_app(**settings)
    d.app.push_scene(Setup(d.app, GAMES["cadenas"]))
    d.settle()
    return d, d.top


def test_typing_in_a_prefilled_name_field_replaces_the_name(make_app):
    d, setup = open_setup(make_app)
    first, second = setup.rows[0], setup.rows[1]
    assert setup.focused is first.name and first.seat.name == "Player 1"
    d.type("Ana")  # the field has the focus when the screen opens
    assert first.seat.name == "Ana"
    d.type(" Maria")
    assert first.seat.name == "Ana Maria"  # once typed in, it goes on
    d.click(second.name.rect.center)  # with the mouse: the other field's "Player 2" is selected
    d.type("Bob")
    assert second.seat.name == "Bob"
    d.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    d.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    d.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    d.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # back to the first field, by the keyboard
    assert setup.focused is first.name
    d.type("Cleo")
    assert first.seat.name == "Cleo"


def test_ctrl_a_selects_the_name_and_ctrl_backspace_takes_a_word(make_app):
    d, setup = open_setup(make_app)
    row = setup.rows[0]
    d.type("Ana Maria")
    d.key(pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
    assert row.seat.name == "Ana "
    d.key(pygame.K_BACKSPACE)
    assert row.seat.name == "Ana"
    d.key(pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01")
    assert row.seat.name == "Ana"  # selecting changes nothing
    d.type("Zoé")
    assert row.seat.name == "Zoé"
    d.key(pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01")
    d.key(pygame.K_BACKSPACE)
    assert row.seat.name == ""


def test_the_selected_name_is_drawn_as_selected(make_app):
    d, setup = open_setup(make_app)
    selected = d.pixels()
    d.key(pygame.K_END)  # no effect on the text
    d.type("x")
    d.key(pygame.K_BACKSPACE)  # the same text, no longer selected
    assert setup.rows[0].seat.name == ""
    d.type("Player 1")
    assert setup.rows[0].seat.name == "Player 1" and d.pixels() != selected
