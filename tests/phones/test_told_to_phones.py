"""What a phone is told while the big screen still plays an action's beats (issue 38 item 1:
"the state as shown at the timeline's point ... so told binds everything: banner, header, log,
recap, phones' big-screen words"): the state as the table has told it, never a roll before its
dice land; once they land, the phone has the roll and its moves. Real pygame frames drive the
big screen, a real phone talks to its room."""

from __future__ import annotations

import json

import pygame

from ludicitude.core.game import action_to_dict
from ludicitude.games.corsaire import rules as corsaire
from ludicitude.games.corsaire.events import Rolled
from tests.phones.helpers import Phone, session_of


def read(phone: Phone) -> None:
    """Every message the phone has been sent so far."""
    while True:
        try:
            phone.got.append(json.loads(phone.ws.recv(timeout=0.01)))
        except TimeoutError:
            return


def test_a_phone_is_not_told_a_roll_before_the_big_screen_s_dice_land(make_app):
    """Corsaire, Ana on her phone rerolls: while the dice tumble on the big screen her phone's
    state tells nothing of the roll (its faces, its words) and offers no move; once they land it
    tells the roll and offers her next moves. Her move is checked against the game itself."""
    d = make_app(animation="normal")  # the dice tumble about a second
    d.app.phones_port = 0
    d.app.start_game(session_of("corsaire", 2), phones=True)
    d.settle()
    phone = Phone(d.app.phones)
    phone.join(0)
    d.frames(3)
    d.key(pygame.K_RETURN)  # the room screen gives way to the table
    d.settle()
    scene = d.top
    try:
        state = scene.state
        reroll = next(a for a in state.legal_actions(0) if isinstance(a, corsaire.Reroll))
        phone.say({"t": "act", "token": phone.token, "action": action_to_dict(reroll)})
        for _ in range(300):
            d.frames(1)  # the big screen's loop polls the phones
            if scene.state is not state:
                break
        assert scene.state is not state and scene.playing()  # the reroll is in, its dice in the air
        rolled = [e for e in scene.state.events[len(state.events):] if isinstance(e, Rolled)]
        assert rolled
        d.frames(3)
        read(phone)
        during = phone.last("state")
        words = scene.texts.describe(rolled[-1], scene.session.names)
        assert during["data"] == state.view(0)._data_to_dict()  # the table as before the roll
        assert words not in during["told"] and during["legal"] == []
        d.settle()  # the dice land
        assert not scene.playing()
        d.frames(2)
        read(phone)
        after = phone.last("state")
        assert after["data"] == scene.state.view(0)._data_to_dict() != during["data"]
        assert words in after["told"]
        assert after["legal"] == [action_to_dict(a) for a in scene.state.legal_actions(0)] != []
    finally:
        phone.close()
        d.app.close_phones()
