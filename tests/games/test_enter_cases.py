"""The three screens where Enter did not press what was drawn as primary (issue 26, section 4),
played with real key events: "Enter presses what looks like the default"."""

from __future__ import annotations

import pygame

from ludicitude.games.cadenas.scene import BoxTarget
from tests.games.corsaire.positions import screenshot_positions as corsaire_positions
from tests.games.cadenas.sheets import table
from tests.games.cadenas.test_trust import start as cadenas_start


def test_cadenas_start_of_turn_enter_crosses_no_box_while_done_costs_a_grey_box(make_app):
    """Cadenas: "Enter crossed J3's red 9 while the yellow button read 'Done (grey box)'": at the
    start of a turn nothing is focused when Done would cost a grey box (and Done is not drawn as
    primary then); Enter pencils no cross and takes no grey box."""
    d, session = cadenas_start(make_app, ["human", "human"], state=table(2))
    scene = d.top
    assert scene.done_button.visible and scene.pencils.closing_costs(session.state)
    assert scene.done_button.style != "primary" and scene.primary() is None
    assert not isinstance(scene.focused, BoxTarget)
    before = session.state
    d.key(pygame.K_RETURN)
    assert session.state is before and not scene.pencils.crosses  # nothing crossed, no grey box
    assert "Enter never takes a grey box" in scene.message
    d.key(pygame.K_TAB)  # the player moves the focus: onto the first lit box
    assert isinstance(scene.focused, BoxTarget) and scene.focused.seat == 0
    d.key(pygame.K_RETURN)  # now their Enter pencils it in, and Done is free: primary, focused
    assert scene.pencils.crosses and scene.done_button.style == "primary"
    assert scene.focused is scene.done_button is scene.primary()


def test_quatre_cartes_stop_dialog_draws_no_primary_and_enter_cancels(make_app):
    """Quatre Cartes: "the white focus ring is on 'Cancel (Esc)' while 'Stop, keep all my dice' is
    the yellow one": stopping is costly, so nothing is yellow in the Stop choice and Enter cancels."""
    from tests.games.cartes.positions import screenshot_positions

    d = make_app()
    d.app.stack.push(screenshot_positions(d.app)["stop-choice-6"]())  # a placement pencilled, Stop open
    d.frames(3)
    scene = d.top
    before = scene.session.state
    d.key(pygame.K_ESCAPE)  # closed: back to the table ...
    assert not scene.turn.stopping
    d.key(pygame.K_x)  # ... and opened again with its key
    assert scene.turn.stopping
    assert scene.primary() is None and scene.keep_button.style != "primary"
    assert scene.focused is scene.cancel_button
    d.key(pygame.K_RETURN)
    assert not scene.turn.stopping and scene.session.state is before


def test_corsaire_pairing_draws_no_primary_and_enter_only_shows_another_pairing(make_app):
    """Corsaire: "focus on 'Another pairing (P)' while 'Apply (A)' is yellow": Apply is costly (A
    or a click), so it is not drawn as primary; the ring starts on a harmless button, and Enter
    applies nothing."""
    d = make_app()
    d.app.stack.push(corsaire_positions(d.app)["pairing-3"]())
    d.frames(3)
    scene = d.top
    assert scene.apply_button in scene.widgets and scene.apply_button.visible
    assert scene.primary() is None and scene.apply_button.style != "primary"
    assert scene.focused is not scene.apply_button
    before = scene.session.state
    d.key(pygame.K_RETURN)
    assert scene.session.state is before


def test_cadenas_action_2_starts_with_no_box_focused_and_enter_says_what_to_do(make_app):
    """Action 2: no button is primary (Pass costs a grey box, Confirm shows once a choice is
    pencilled), so nothing is focused: Enter crosses no box and says how to choose one."""
    from tests.games.cadenas.test_trust import in_action_2

    d, session = cadenas_start(make_app, ["human", "human"], state=in_action_2())
    scene, state = d.top, session.state
    assert state.action == 2 and scene.primary() is None and scene.focused is None
    d.key(pygame.K_RETURN)
    assert scene.turn.pending is None and session.state is state
    assert scene.message == "Enter presses nothing here yet: Tab or the arrows choose, or click."
    d.key(pygame.K_TAB)
    d.key(pygame.K_RETURN)  # on the box the player put the keyboard on: pencilled in, Confirm primary
    assert scene.turn.pending is not None and scene.focused is scene.confirm_button is scene.primary()
