"""The big screen of a phones game, driven by real pygame events: the setup toggle, the room
screen with its QR code, and a Magouille seat played from a phone without curtain or private
screen here."""

from __future__ import annotations

import time

import pygame
import segno

from ludicitude.games import GAMES
from ludicitude.games.magouille import rules
from ludicitude.games.magouille.scene import GameScene
from ludicitude.ui.launcher import Launcher
from ludicitude.ui.phones_lobby import QUIET, PhonesLobby, qr_surface
from ludicitude.ui.setup import Setup
from ludicitude.ui.transitions import HandOverCurtain
from tests.phones.helpers import Phone


def phones_game(make_app, **settings):
    """Setup for Magouille with three people, "Players' phones" turned on with the keyboard."""
    d = make_app(**settings)
    d.app.phones_port = 0  # any free port: tests run side by side
    d.app.push_scene(Launcher(d.app))
    d.app.push_scene(Setup(d.app, GAMES["magouille"]))
    d.settle()
    setup = d.top
    for row in setup.rows:
        row.seat.kind = "human"
    d.click_widget(setup.phones)
    assert setup.phones.value is True
    d.click_widget(setup.start_button)
    d.settle()
    return d


def test_the_qr_code_holds_exactly_the_join_address():
    url = "http://10.1.2.3:8765/#ABCD"
    matrix = segno.make(url, error="m").matrix
    img = qr_surface(url, 400)
    module = img.get_width() // (len(matrix) + 2 * QUIET)
    assert module >= 4  # big enough to scan from a seat
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            px = img.get_at(((x + QUIET) * module + module // 2, (y + QUIET) * module + module // 2))
            assert (px[0] < 128) == bool(dark)


def test_players_phones_on_in_setup_opens_the_room_screen_and_the_server(make_app):
    d = phones_game(make_app)
    try:
        assert isinstance(d.top, PhonesLobby)
        hub = d.app.phones
        assert hub is not None and hub.server.running
        phone = Phone(hub)
        phone.join(1)
        d.frames(3)
        assert d.top._shown[1] == "joined"
        d.key(pygame.K_RETURN)
        assert isinstance(d.top, GameScene)
    finally:
        d.app.close_phones()


def test_a_seat_on_a_phone_never_gets_a_curtain_or_a_private_screen_here(make_app):
    d = phones_game(make_app, animation="instant")
    hub = d.app.phones
    try:
        bob = Phone(hub)
        bob.join(1)
        d.key(pygame.K_RETURN)  # back to the table
        scene = d.top
        assert isinstance(scene, GameScene)
        d.key(pygame.K_RETURN)  # the table moves the talk on
        d.settle()
        state = scene.state
        assert state.step == rules.FIRST_SECRET
        # Ana and Cleo play here (curtain each); Bob sets his face on his phone
        for _ in range(2):
            assert isinstance(d.top, HandOverCurtain)
            assert d.top.name != "Bob" and scene.private_seat != 1
            d.key(pygame.K_RETURN)
            d.settle()
            seat = scene.private_seat
            assert seat is not None and seat != 1
            d.key(pygame.K_3)
            d.key(pygame.K_RETURN)
            d.settle()
        assert 1 in scene.state.to_act and not isinstance(d.top, HandOverCurtain)
        bob.pump(lambda p: any(a["type"] == "SetFace" for a in p.last("state")["legal"]))
        bob.say({"t": "act", "token": bob.token, "action": {"type": "SetFace", "face": 5}})
        end = time.monotonic() + 3
        while time.monotonic() < end and scene.state.step == rules.FIRST_SECRET:
            d.frames(1)  # the game loop polls the phones
        assert scene.state.first_faces is not None and scene.state.first_faces[1] == 5
    finally:
        d.app.close_phones()


def test_leaving_the_game_closes_the_phones_server(make_app):
    import socket

    d = phones_game(make_app)
    port = d.app.phones.server.port
    d.key(pygame.K_RETURN)
    d.app.go_home()
    d.settle()
    assert d.app.phones is None
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1):
            raise AssertionError("the phones' server still listens after its game was left")
    except OSError:
        pass
