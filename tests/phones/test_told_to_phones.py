"""What a phone is told while the big screen still plays an action's beats (issue 38 item 1:
"the state as shown at the timeline's point ... so told binds everything: banner, header, log,
recap, phones' big-screen words"): the state as the table has told it, never a roll before its
dice land; once they land, the phone has the roll and its moves. Real pygame frames drive the
big screen, a real phone talks to its room."""

from __future__ import annotations

import json
import time

import pygame
import pytest

from ludicitude.core.game import action_to_dict
from ludicitude.games.corsaire import rules as corsaire
from ludicitude.games.corsaire.events import Rolled
from tests.phones.helpers import Phone, table_with_a_phone
from tests.sizes import LONG


def told(phone: Phone, seat: int) -> dict:
    """The state message the phone holds once it has everything the room sends its seat now
    (the big screen's clock stands still meanwhile: no frame is drawn)."""
    now = json.loads(json.dumps(phone.hub.state_message(seat)))
    end = time.monotonic() + 10
    while phone.last("state") != now and time.monotonic() < end:
        try:
            phone.got.append(json.loads(phone.ws.recv(timeout=0.05)))
        except TimeoutError:
            pass
    assert phone.last("state") == now, "the phone was not sent its seat's state"
    return now


@pytest.mark.skipif(not LONG, reason="the same rule as the reveal's, for a roll: the long run "
                                     "(LUDICITUDE_LONG_TESTS=1)")
def test_a_phone_is_not_told_a_roll_before_the_big_screen_s_dice_land(make_app):
    """Corsaire, Ana on her phone rerolls: while the dice tumble on the big screen her phone's
    state tells nothing of the roll (its faces, its words) and offers no move; once they land it
    tells the roll and offers her next moves. Her move is checked against the game itself."""
    # the dice tumble about a second
    d, scene, phone = table_with_a_phone(make_app, "corsaire", 2, size=(640, 480), animation="normal")
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
        during = told(phone, 0)
        words = scene.texts.describe(rolled[-1], scene.session.told_names)
        assert during["data"] == state.view(0)._data_to_dict()  # the table as before the roll
        assert words not in during["told"] and during["legal"] == []
        d.settle()  # the dice land
        assert not scene.playing()
        after = told(phone, 0)
        assert after["data"] == scene.state.view(0)._data_to_dict() != during["data"]
        assert words in after["told"]
        assert after["legal"] == [action_to_dict(a) for a in scene.state.legal_actions(0)] != []
    finally:
        phone.close()
        d.app.close_phones()


def test_a_phone_is_not_told_a_reveal_while_the_big_screen_s_cups_are_down(make_app):
    """Magouille, Ana on her phone with two computers: "the dice are revealed" on the big screen,
    and while its cups stand on the dice her phone tells neither the faces' result nor the new
    scores; once every cup is up it tells both."""
    from ludicitude.games.magouille import rules as magouille
    from ludicitude.games.magouille.events import Revealed
    from ludicitude.games.magouille.turn import Mode

    d, scene, phone = table_with_a_phone(make_app, "magouille", 1, 2, size=(640, 480), animation="normal")
    try:
        while scene.mode() is Mode.TALK:
            d.key(pygame.K_RETURN)  # "Move on", at the big screen
            d.settle()
        face = next(a for a in scene.state.legal_actions(0) if isinstance(a, magouille.SetFace))
        phone.say({"t": "act", "token": phone.token, "action": action_to_dict(face)})
        end = time.monotonic() + 30  # by the wall clock: the phone's message and the computers'
        while scene.reveal is None and time.monotonic() < end:  # faces come from other threads
            d.frames(1)  # the big screen polls the phone; the computers set theirs
            time.sleep(0.002)
        reveal = scene.reveal
        assert reveal is not None and not scene.moment().showing  # the cups are down
        during = told(phone, 0)
        revealed = next(e for e in reveal.events if isinstance(e, Revealed))
        words = scene.texts.describe(revealed, scene.session.told_names)
        assert reveal.old != reveal.new  # the first reveal: each pays their face
        assert during["scores"] == list(reveal.old) and words not in during["told"] and during["legal"] == []
        while not scene.moment().flipped:
            d.frames(1)  # the cups lift one after the other
        d.frames(1)  # the big screen's loop polls: the room sends what the table has told
        after = told(phone, 0)
        assert after["scores"] == list(reveal.new) and words in after["told"]
    finally:
        phone.close()
        d.app.close_phones()
