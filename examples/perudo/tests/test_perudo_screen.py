"""Perudo's screens with real events: the curtain before each person's private roll, bidding by
keys and by mouse, the reveal after Dudo, and public pictures that never depend on a hidden die."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games import GAMES
from ludicitude.ui.rules_screen import RulesScreen
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.ui.transitions import HandOverCurtain
from perudo.rules import HIDDEN, Bid, new_game

GAME = GAMES["perudo"]


def start(make_app, kinds=("human", "human", "cpu"), state=None, **settings):
    d = make_app(**settings)
    seats = [SeatInfo(name, key, kind)
             for name, key, kind in zip(("Ana", "Bob", "Cleo"), ("red", "blue", "green"), kinds)]
    session = GameSession(GAME, seats, state or new_game(len(seats), None, 4), bot_seed=4)
    scene = GAME.scene()(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    return d, scene


def test_each_person_sees_their_own_dice_after_the_curtain_that_names_them(make_app):
    d, scene = start(make_app)
    assert isinstance(d.top, HandOverCurtain) and d.top.name == "Ana"
    assert scene.private_seat is None  # nothing private beneath the closed curtain
    d.key(pygame.K_RETURN)
    d.settle()
    assert scene.private_seat == 0 and d.top is scene
    assert scene.focused is scene.more, "Enter never bids or doubts by itself"
    d.key(pygame.K_RETURN)  # presses More: a harmless change
    assert scene.session.state.bid is None and scene.quantity == 2
    d.key(pygame.K_3)
    d.key(pygame.K_b)
    assert scene.session.state.bid == (2, 3) and scene.private_seat is None
    d.settle()
    assert isinstance(d.top, HandOverCurtain) and d.top.name == "Bob"


def test_a_bid_and_a_dudo_with_the_mouse_and_the_reveal(make_app):
    d, scene = start(make_app, kinds=("human", "human"), state=new_game(2, None, 4))
    d.click_widget(d.top.ready_button)
    d.settle()
    d.click_widget(scene.faces[5])
    quantity = scene.quantity
    d.click_widget(scene.bid_button)
    assert scene.session.state.bid == (quantity, 6)
    d.settle()
    d.click_widget(d.top.ready_button)
    d.settle()
    assert scene.private_seat == 1 and scene.call_button.visible
    d.assert_settled()  # the cached picture is a fresh one: the private screen as it is
    d.click_widget(scene.call_button)
    assert not scene.timeline.done and scene.session.state.round == 2  # the reveal's story
    assert scene.go_on in scene.widgets and scene.go_on.visible
    d.settle()
    d.assert_settled()  # the reveal's settled picture is on screen without input
    d.click_widget(scene.go_on)
    assert scene.timeline.done and not scene.go_on.visible
    d.settle()
    assert isinstance(d.top, HandOverCurtain)


def test_a_refused_bid_says_why_and_changes_nothing(make_app):
    """A bid must raise the last one; B on a bid that doesn't (its button greyed) says the rules'
    refusal and changes nothing."""
    d, scene = start(make_app, kinds=("human", "human"), state=new_game(2, None, 4).apply(0, Bid(3, 5)))
    d.key(pygame.K_RETURN)
    d.settle()
    scene.quantity, scene.face = 2, 2
    scene.refresh()
    assert not scene.bid_button.enabled
    state = scene.session.state
    d.key(pygame.K_b)
    assert scene.session.state is state and scene.message == "That bid does not raise the last one."


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_the_curtain_and_the_table_do_not_depend_on_the_hidden_dice(make_app, size):
    shots, tables = [], []
    for faces in ((1, 1, 1, 1, 1), (6, 6, 6, 6, 6)):
        state = new_game(3, None, 4).apply(0, Bid(2, 3))
        state.cups[1] = state.cups[2] = faces
        d, scene = start(make_app, kinds=("human", "human", "human"), state=state, size=size)
        assert isinstance(d.top, HandOverCurtain) and d.top.name == "Bob" and scene.private_seat is None
        assert all(f == HIDDEN for f in scene.table.cups[1])
        shots.append(d.pixels())
        scene.draw(d.app.screen)  # the table beneath the curtain
        tables.append(pygame.image.tobytes(d.app.screen, "RGB"))
    assert shots[0] == shots[1] and tables[0] == tables[1]


def test_the_rules_screen_shows_the_worked_example_in_french(make_app):
    d = make_app(language="fr")
    screen = RulesScreen(d.app, GAME)
    d.app.push_scene(screen)
    d.settle()
    assert screen.example is not None
    assert "jokers" in " ".join(screen.paragraphs())


def test_the_launcher_has_a_perudo_tile(make_app):
    from ludicitude.ui.launcher import Launcher

    d = make_app()
    d.app.push_scene(Launcher(d.app))
    d.settle()
    assert "perudo" in [t.game.id for t in d.top.tiles]
    for tile in d.top.tiles:
        assert d.app.screen.get_rect().contains(tile.rect), tile.game.id


def test_a_phone_is_sent_its_own_dice_only_its_bids_in_words_and_perudo_s_screen():
    from ludicitude.phones.hub import PhoneHub
    from ludicitude.phones.server import GAME_SCRIPT

    seats = [SeatInfo(n, k) for n, k in (("Ana", "red"), ("Bob", "blue"), ("Cleo", "green"))]
    state = new_game(3, None, 2).apply(0, Bid(3, 4))
    hub = PhoneHub(GameSession(GAME, seats, state), port=0)
    message = hub.state_message(1)
    cups = message["data"]["cups"]
    assert cups[1] == list(state.cups[1]) and cups[0] == cups[2] == [HIDDEN] * 5
    assert message["phone_game"] and message["strings"]["pe_dudo"] == "Dudo!"
    assert {"quantity": 3, "face": 5, "text": "3 fives"} in message["facts"]["bids"]
    assert message["facts"]["bid"] == "3 fours" and message["facts"]["bidder"] == "Ana"
    script = hub.server._pages[GAME_SCRIPT][0]
    assert script == GAME.folder() / "phone.js" and "Ludi.games.perudo" in script.read_text(encoding="utf-8")


def test_a_phone_may_take_a_seat_whose_dice_were_never_on_the_big_screen_but_not_one_that_bid_there():
    """docs/phones.md: a seat played here is closed to phones (its hand showed there); Perudo's
    hands are dealt by the rules, so a seat is open until it has moved on the big screen."""
    from ludicitude.phones.hub import PhoneHub

    seats = [SeatInfo(n, k) for n, k in (("Ana", "red"), ("Bob", "blue"))]
    session = GameSession(GAME, seats, new_game(2, None, 2))
    hub = PhoneHub(session, port=0)
    hub._close_private_seats()
    assert [s.played_here for s in hub.room.seats] == [False, False]
    session.apply(0, Bid(2, 3))
    hub.on_change(session)
    assert [s.played_here for s in hub.room.seats] == [True, False]


def test_the_reveal_at_normal_speed_settles_by_itself_and_input_during_it_only_skips(make_app):
    d, scene = start(make_app, kinds=("human", "human"), state=new_game(2, None, 4).apply(0, Bid(2, 3)),
                     animation="normal")
    d.key(pygame.K_RETURN)
    d.settle()
    d.key(pygame.K_d)
    assert scene.playing()
    d.key(pygame.K_RETURN, hurry=True)  # during the lifting of the cups: it only skips
    assert not scene.timeline.done and not scene.playing()
    d.run_until_still()
    d.assert_settled()
    assert not scene.timeline.done, "the reveal waits for a person to read it"


def test_during_a_dudo_the_frame_shows_the_round_whose_cups_are_lifted(make_app):
    """Issue 38: Perudo's "Round 2" over round 1's Dudo must not happen: while the Dudo's beats
    run, the frame of the table as shown is round 1, told the Dudo and nothing after it."""
    d, scene = start(make_app, kinds=("human", "human"), state=new_game(2, None, 4).apply(0, Bid(2, 3)),
                     animation="normal")
    d.key(pygame.K_RETURN)
    d.settle()
    d.key(pygame.K_d)  # Bob calls Dudo on Ana's bid
    assert scene.session.state.round == 2 and scene.playing()
    frame = scene.shown_frame(d.app.screen)
    assert frame.table.round == 1 and frame.table.total_dice == 10  # both cups of round 1
    assert type(frame.table.events[-1]).__name__ == "DudoCalled"  # the Dudo, not round 2's start
    with pytest.raises(AttributeError):
        frame.table = scene.session.state  # frozen
    d.run_until_still()  # the cups are up: the dice wait to be read, still round 1's
    frame = scene.shown_frame(d.app.screen)
    assert frame.table.round == 1 and not frame.settled
    d.click_widget(scene.go_on)
    assert scene.shown_frame(d.app.screen).table.round == 2


def test_a_private_screen_whose_seat_goes_to_a_phone_closes_on_the_big_screen(make_app):
    """A seat is open to a phone until it moves on the big screen (hands dealt): if its player
    takes it to a phone with the private screen open, their dice leave the big screen."""
    d, scene = start(make_app, kinds=("human", "cpu"), state=new_game(2, None, 4))
    frame = scene.shown_frame(d.app.screen)
    assert scene.private_seat == frame.private_seat == 0 and frame.private.cups[0]  # one person here: no curtain
    scene.phone_seats.holds = lambda seat: seat == 0  # Ana's phone has taken her seat
    d.settle()
    frame = scene.shown_frame(d.app.screen)
    assert scene.private_seat is None and frame.private_seat is None and frame.private is None
    assert not any(w.visible for w in scene.widgets), "no button acts for a seat played on a phone"
