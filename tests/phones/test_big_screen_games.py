"""The big screen of a Cadenas, Quatre Cartes or Corsaire game with a seat played from a phone,
driven by real pygame events: the screen shows that seat only as part of the table, and no key
or click here ever acts for it; its moves come from the phone, through the game loop."""

from __future__ import annotations

import json
import time

import pygame

from ludicitude.core.game import action_to_dict
from ludicitude.core.timeline import Tumble
from ludicitude.games.cadenas import rules as cadenas
from ludicitude.games.cartes import rules as cartes
from ludicitude.games.corsaire import rules as corsaire
from tests.phones.helpers import Phone, session_of, table_with_a_phone


def until(d, done, seconds=3.0):
    end = time.monotonic() + seconds
    while not done() and time.monotonic() < end:
        d.frames(1)  # the game loop polls the phones
    assert done()


def send(phone, message):
    phone.say({**message, "token": phone.token})


def unchanged_by_keys_and_clicks(d, scene, keys, points=()):
    state = scene.state
    for key in keys:
        d.key(key)
    for point in points:
        d.click(point)
    assert scene.state is state, "a key or a click on the big screen acted for a phone's seat"


def test_cadenas_a_phone_cannot_cross_or_close_the_white_sum_while_the_dice_still_roll(make_app, monkeypatch):
    """"Every player may cross the white sum" once it is on the table: while the big screen's dice
    still roll, a phone's cross or Done is refused in words and changes nothing."""
    d, scene, phone = table_with_a_phone(make_app, "cadenas")
    try:
        state = scene.state
        # the dice of this roll still tumbling on the big screen
        scene.play([Tumble(seconds=1e9)], factor=1.0)
        mine = next(a for a in state.shared_actions(0) if isinstance(a, cadenas.Cross))
        for message in ({"t": "act", "action": {"type": "Cross", "row": mine.row}}, {"t": "done"}):
            errors = len([m for m in phone.got if m.get("t") == "error"])
            send(phone, message)
            end = time.monotonic() + 3
            while len([m for m in phone.got if m.get("t") == "error"]) == errors and time.monotonic() < end:
                d.frames(1)  # the big screen's loop polls the phones
                try:
                    phone.got.append(json.loads(phone.ws.recv(timeout=0.01)))
                except TimeoutError:
                    pass
            assert "rolling" in phone.last("error")["message"]
        assert scene.state is state and 0 not in scene.pencils.crosses
    finally:
        phone.close()


def test_cadenas_a_phone_seat_crosses_the_white_sum_and_closes_it_on_its_phone_never_here(make_app):
    """Rule card: every player may cross the white sum; the active player (Ana, on her phone)
    says when the table moves on, then alone plays action 2."""
    d, scene, phone = table_with_a_phone(make_app, "cadenas")
    try:
        state = scene.state
        assert state.shared_step() is not None and state.active == 0
        assert scene.sharing() == (0, 1, 2)
        assert {t.seat for t in scene.box_targets} == {1, 2}, "Ana's sheet takes clicks on the big screen"
        assert not scene.done_button.visible
        unchanged_by_keys_and_clicks(d, scene, [pygame.K_1, pygame.K_p, pygame.K_p])
        assert scene.kb_seat != 0 and not scene.pencils.crosses  # keys walk the sheets played here only
        # Ana pencils her cross on her phone: it shows on her sheet here
        mine = next(a for a in state.shared_actions(0) if isinstance(a, cadenas.Cross))
        send(phone, {"t": "act", "action": {"type": "Cross", "row": mine.row}})
        until(d, lambda: scene.pencils.crosses.get(0) == mine)
        # Bob crosses on the big screen, on his own sheet
        lit = scene.pencils.lit_boxes(scene.rules_state, 1)
        bob = next(t for t in scene.box_targets if t.seat == 1 and (t.row, t.position) in lit)
        d.click_widget(bob)
        assert 1 in scene.pencils.crosses
        crosses = [sum(len(r) for r in sheet) for sheet in state.marks]
        send(phone, {"t": "done"})
        until(d, lambda: scene.state is not state)
        d.settle()
        after = scene.state
        assert after.action == 2 and after.active == 0
        assert [sum(len(r) for r in sheet) for sheet in after.marks][:2] == [crosses[0] + 1, crosses[1] + 1]
        # action 2 is Ana's alone, on her phone: nothing here offers or takes it
        assert scene.human_to_act() is None and scene.box_targets == [] and not scene.pass_button.visible
        box = scene.geo.sheets[0].boxes[0][5].center
        unchanged_by_keys_and_clicks(d, scene, [pygame.K_p, pygame.K_w, pygame.K_r, pygame.K_RETURN], [box])
        send(phone, {"t": "act", "action": {"type": "Pass"}})
        until(d, lambda: scene.state is not after)
        assert scene.state.active == 1
    finally:
        phone.close()
        d.app.close_phones()


def test_quatre_cartes_a_phone_seat_places_and_stops_on_its_phone_never_here(make_app):
    d, scene, phone = table_with_a_phone(make_app, "cartes", humans=2)
    try:
        state = scene.state
        assert state.current == 0 and scene.human_to_act() is None
        unchanged_by_keys_and_clicks(d, scene, [pygame.K_a, pygame.K_b, pygame.K_m, pygame.K_c, pygame.K_x,
                                                pygame.K_RETURN], [c.rect.center for c in scene.cards])
        assert not scene.turn.picked and not scene.turn.pending
        place = next(a for a in state.legal_actions(0) if isinstance(a, cartes.Place))
        send(phone, {"t": "act", "action": {"type": "Place", "card": place.card, "faces": list(place.faces)}})
        until(d, lambda: scene.state is not state)
        assert scene.state.combination(0, place.card) == place.faces
        placed = scene.state
        send(phone, {"t": "act", "action": {"type": "Stop", "take_back": None}})
        until(d, lambda: scene.state is not placed)
        assert scene.state.stopped[0]
    finally:
        phone.close()
        d.app.close_phones()


def test_corsaire_a_phone_seat_rerolls_and_stops_on_its_phone_never_here(make_app):
    d, scene, phone = table_with_a_phone(make_app, "corsaire", humans=2)
    try:
        state = scene.state
        assert state.active == 0 and scene.human_to_act() is None
        unchanged_by_keys_and_clicks(d, scene, [pygame.K_1, pygame.K_r, pygame.K_s, pygame.K_a, pygame.K_RETURN])
        send(phone, {"t": "act", "action": {"type": "StopRolling"}})
        until(d, lambda: scene.state is not state)
        stopped = scene.state
        assert stopped.phase == corsaire.RESOLVING and stopped.active == 0  # a Cannon, Skulls and coins
        d.settle()
        assert scene.human_to_act() is None
        unchanged_by_keys_and_clicks(d, scene, [pygame.K_a, pygame.K_o, pygame.K_RETURN, pygame.K_1])
        plan = next(a for a in stopped.legal_actions(0) if isinstance(a, corsaire.Resolve))
        send(phone, {"t": "act", "action": action_to_dict(plan)})  # as the page sends it back
        until(d, lambda: scene.state is not stopped)
        assert scene.state.active == 1
    finally:
        phone.close()
        d.app.close_phones()


def test_quatre_cartes_a_phone_is_told_to_wait_while_the_scores_show_and_gets_its_turn_when_they_close(make_app):
    """Issue 27: "the phone shows "wait" and then its turn by itself": the round ends on the big
    screen, its scores show there, and the phone whose turn comes next is told to wait; the
    scores closed with a click, it is sent its move without having to tap anything."""
    from tests.games.cartes.positions import round_ending
    from ludicitude.ui.session import GameSession

    before, ender, action, after = round_ending(2, 3, 1)
    nxt = after.to_act[0]
    d = make_app(animation="instant")
    d.app.phones_port = 0
    session = session_of("cartes", 2)
    session = GameSession(session.game, session.seats, before)
    d.app.start_game(session, phones=True)
    d.settle()
    phone = Phone(d.app.phones)
    phone.join(nxt)
    d.frames(3)
    d.key(pygame.K_RETURN)  # the room screen gives way to the table
    d.settle()
    scene = d.top
    try:
        assert scene.apply_action(ender, action) is None  # the round's last move
        d.settle()
        assert scene.summary is not None
        wait = "Wait: the big screen shows the round's scores."
        until(d, lambda: _read(phone) or phone.last("state")["hold"] == wait)
        assert phone.last("state")["hold"] == wait and nxt in phone.last("state")["to_act"]
        sent = len(phone.got)
        d.click_widget(scene.summary_overlay.go_on_button)
        d.settle()
        assert scene.summary is None
        until(d, lambda: _read(phone) or phone.last("state")["hold"] is None)
        assert len(phone.got) > sent and phone.last("state")["hold"] is None
        assert phone.last("state")["legal"], "the phone was not sent its move"
    finally:
        d.app.close_phones()


def _read(phone):
    """Read what the phone was sent so far (the game loop polls: d.frames), never blocking."""
    try:
        while True:
            phone.got.append(json.loads(phone.ws.recv(timeout=0)))
    except TimeoutError:
        pass
    return False
