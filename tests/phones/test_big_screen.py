"""The big screen of a phones game, driven by real pygame events: the setup toggle, the room
screen with its QR code, and a Magouille seat played from a phone without curtain or private
screen here."""

from __future__ import annotations

import shutil
import subprocess
import time

import pygame
import pytest
import segno

from ludicitude.core.i18n import _
from ludicitude.games import GAMES
from ludicitude.games.magouille import rules
from ludicitude.games.magouille.scene import GameScene
from ludicitude.ui import theme
from ludicitude.ui.dialogs import Confirm
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


def bob_at_the_table(make_app, **settings):
    """The room open, Bob (seat 1) joined from a phone, and the table back on the big screen."""
    d = phones_game(make_app, **settings)
    hub = d.app.phones
    bob = Phone(hub)
    bob.join(1)
    d.key(pygame.K_RETURN)  # back to the table
    scene = d.top
    assert isinstance(scene, GameScene)
    return d, hub, bob, scene


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
    d, hub, bob, scene = bob_at_the_table(make_app, animation="instant")
    try:
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
    d.app.stack.go_home()
    d.settle()
    assert d.app.phones is None
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1):
            raise AssertionError("the phones' server still listens after its game was left")
    except OSError:
        pass


@pytest.mark.parametrize("size, language, projector", [((1024, 768), "fr", True), ((1920, 1080), "en", False)])
def test_the_host_sees_every_join_and_takes_a_seat_back_with_a_confirmation(make_app, tmp_path, size, language,
                                                                            projector):
    """Issue 27: "a new phone on a seat appears on the big screen, with a way to refuse it"; "the
    host can take any seat back from its phone (with a confirmation on the big screen); that
    phone is told, and its token stops working"; past the wrong codes' limit "the big screen says
    so". Driven with real clicks on the room screen; screenshots kept for a person to look at."""
    d = phones_game(make_app, size=size, language=language, projector=projector)
    hub = d.app.phones
    try:
        lobby = d.top
        assert isinstance(lobby, PhonesLobby)
        url = hub.join_url
        bob = Phone(hub, key=hub.room.secret)
        bob.say({"t": "join", "secret": hub.room.secret, "seat": 1})
        end = time.monotonic() + 3
        while time.monotonic() < end and not hub.holds(1):
            d.frames(1)  # the game loop, beneath the room screen, polls the phones
        d.frames(2)
        assert lobby._shown[1] == "joined"  # the room screen lists the join itself
        assert lobby.free_buttons[1].visible and not lobby.free_buttons[0].visible
        shot = tmp_path / f"lobby-joined-{size[0]}.png"
        pygame.image.save(d.app.screen, str(shot))
        if shutil.which("zbarimg"):  # a QR reader reads the join address, secret and all, off the screen
            read = subprocess.run(["zbarimg", "-q", "--raw", str(shot)], capture_output=True, text=True, timeout=20)
            assert read.stdout.strip() == hub.join_url
        d.click_widget(lobby.free_buttons[1])
        confirm = d.top
        assert isinstance(confirm, Confirm) and hub.holds(1)  # asked first
        pygame.image.save(d.app.screen, str(tmp_path / f"lobby-take-back-{size[0]}.png"))
        d.click_widget(confirm.yes_button)
        assert d.top is lobby and not hub.holds(1)
        assert hub.join_url != url  # the QR code drawn is a new one
        bob.pump(lambda p: p.last("lost") is not None)
        assert bob.last("lost") is not None
        # wrong codes typed past the room's limit: the room screen says so
        guesser = Phone(hub)
        for _n in range(8):
            guesser.say({"t": "seats", "room": "ZZZZ"})
        end = time.monotonic() + 3
        while time.monotonic() < end and not lobby._paused:
            d.frames(1)
        d.frames(2)
        assert lobby._paused
        pygame.image.save(d.app.screen, str(tmp_path / f"lobby-paused-{size[0]}.png"))
        # at the table, a join is said over the game: F2 opens the room screen to refuse it
        d.key(pygame.K_RETURN)
        table = d.top
        assert isinstance(table, GameScene)
        cleo = Phone(hub, key=hub.room.secret)
        cleo.say({"t": "join", "secret": hub.room.secret, "seat": 2})
        end = time.monotonic() + 3
        while time.monotonic() < end and not hub.holds(2):
            d.frames(1)
        d.frames(2)
        joined = _("{name}'s seat: a phone joined. F2: refuse it.").format(name=hub.session.names[2])
        assert joined in [n[0] for n in d.app.notices]
        pygame.image.save(d.app.screen, str(tmp_path / f"table-joined-{size[0]}.png"))
        d.key(pygame.K_F2)
        assert isinstance(d.top, PhonesLobby) and d.top.free_buttons[2].visible
        cleo.close()
        guesser.close()
        bob.close()
    finally:
        d.app.close_phones()


def test_play_again_same_players_after_a_phones_game_keeps_the_room_the_seats_and_the_phones(make_app):
    """Issue 27: "the rematch keeps the room, the seats and the phones": "Play again, same
    players" clicked on the end screen; Bob's phone, joined in the first game, is sent the new
    game and plays its first secret face from the phone."""
    from ludicitude.ui.end_screen import EndScreen

    d, hub, bob, first = bob_at_the_table(make_app)
    try:
        end = EndScreen(d.app, first.session)
        d.app.push_scene(end)
        d.settle()
        d.app.time_offset += 2.0  # the end screen's input grace has passed
        d.click_widget(end.again)
        d.settle()
        scene = d.top
        assert isinstance(scene, GameScene) and scene.session is not first.session
        assert d.app.phones is hub and hub.server.running and hub.session is scene.session
        assert hub.holds(1) and scene.on_phone(1)
        d.key(pygame.K_RETURN)  # the table moves the new game's talk on
        d.settle()
        bob.pump(lambda p: any(a["type"] == "SetFace" for a in p.last("state")["legal"]))
        assert bob.last("state")["data"] == scene.session.state.view(1).to_dict()["data"]
        bob.say({"t": "act", "token": bob.token, "action": {"type": "SetFace", "face": 6}})
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline and scene.session.state.pending[1] != 6:
            d.frames(1)
        assert scene.session.state.pending[1] == 6
        bob.close()
    finally:
        d.app.close_phones()


@pytest.mark.parametrize("size, language, projector", [((1024, 768), "fr", True), ((1920, 1080), "en", False)])
def test_the_room_screen_lists_every_address_phones_could_use(make_app, monkeypatch, tmp_path, size, language,
                                                             projector):
    """Issue 27: "the room screen lists every address phones could use when there are several":
    a computer on the club's Wi-Fi and on a cable (documentation addresses, never contacted)."""
    from ludicitude.phones import hub as hub_module

    monkeypatch.setattr(hub_module, "lan_address", lambda: "192.0.2.20")
    monkeypatch.setattr(hub_module, "lan_addresses", lambda: ["192.0.2.20", "198.51.100.7", "203.0.113.99"])
    d = phones_game(make_app, size=size, language=language, projector=projector)
    try:
        lobby = d.top
        port = d.app.phones.server.port
        assert d.app.phones.addresses() == [f"http://{a}:{port}/" for a in ("192.0.2.20", "198.51.100.7",
                                                                            "203.0.113.99")]
        assert d.app.phones.join_url.startswith(f"http://192.0.2.20:{port}/#")  # the QR code: the first
        assert lobby.others == d.app.phones.addresses()[1:]
        d.frames(2)
        pygame.image.save(d.app.screen, str(tmp_path / f"lobby-addresses-{size[0]}.png"))
        # the seats' rows and buttons stay inside the list, under the addresses
        assert lobby.free_buttons[-1].rect.bottom <= lobby.note_rect.y
    finally:
        d.app.close_phones()


def test_the_phones_host_setting_listens_on_that_address_only(make_app):
    """Issue 27: "`--host` (and a setting) to choose the address"."""
    d = phones_game(make_app, phones_host="127.0.0.1")
    try:
        hub = d.app.phones
        assert hub.server.host == "127.0.0.1"
        assert hub.addresses() == [f"http://127.0.0.1:{hub.server.port}/"]
        assert d.top.others == []
        phone = Phone(hub)
        phone.join(0)
        assert hub.holds(0)
        phone.close()
    finally:
        d.app.close_phones()


@pytest.mark.parametrize("size,language,projector", [((1024, 768), "fr", True), ((1920, 1080), "en", False)])
def test_the_room_screens_note_holds_its_lines_clear_of_the_button(make_app, size, language, projector):
    """Issue 37: "nothing cut off": the note for a room without Wi-Fi, at its size (in projector
    mode never below 1/32 of the height), keeps all its lines in its place, and its place stays
    clear of "Back to the table" and its focus ring."""
    d = phones_game(make_app, size=size, language=language, projector=projector)
    try:
        lobby = d.top
        assert isinstance(lobby, PhonesLobby)
        h = size[1]
        px = lobby.note_px(h)
        lines = theme.wrap(lobby.note(), px, lobby.note_rect.w)
        assert len(lines) * theme.font(px).get_linesize() <= lobby.note_rect.h, lines
        ring = lobby.play_button.rect.inflate(8, 8)  # the focus ring's reach (widgets.Button.draw)
        assert lobby.note_rect.bottom <= ring.top
        assert not any(lobby.note_rect.colliderect(b.rect) for b in lobby.free_buttons if b.visible)
    finally:
        d.app.close_phones()
