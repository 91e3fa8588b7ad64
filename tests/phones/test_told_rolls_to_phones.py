"""What a phone is told while the big screen's dice still tumble, for Quatre Cartes (issue 38
item 1: "the state as shown at the timeline's point ... so told binds everything: ... phones'
big-screen words"): the state as the table has told it, never a roll before its dice land;
once they land, the phone has the roll. The phone's moves are checked against the game itself
meanwhile. Real pygame frames drive the big screen, a real phone talks to its room."""

from __future__ import annotations

import json
import time

from ludicitude.core.game import action_to_dict
from ludicitude.games.cartes import rules
from ludicitude.games.cartes.events import Rolled
from ludicitude.testing.driver import FixedClock
from tests.phones.helpers import table_with_a_phone
from tests.phones.test_told_to_phones import told


def test_a_phone_is_not_told_a_cartes_roll_before_the_big_screen_s_dice_land(make_app):
    """Ana, on her phone, puts a die on a card and continues: while Bob's roll tumbles on the
    big screen her phone tells nothing of it (its faces, its words) and offers no move; a move
    the table as told would still allow her is refused (it is Bob's turn); once the dice land the
    phone tells the roll."""
    d, scene, phone = table_with_a_phone(make_app, "cartes", 2, size=(640, 480), animation="normal")
    d.app.clock = FixedClock()  # a frame is 1/60 s: the tumble lasts 60 frames, however busy the machine
    try:
        def send(action: object) -> None:
            state = scene.state
            phone.say({"t": "act", "token": phone.token, "action": action_to_dict(action)})
            waited = time.monotonic() + 10  # the phones' server thread hands the move over in its own time
            while time.monotonic() < waited:
                d.frames(1)  # the big screen's loop polls the phones
                if scene.state is not state:
                    return
                time.sleep(0.002)  # a frame's clock is fixed: leave the server thread the processor

        state = scene.state
        send(next(a for a in state.legal_actions(0) if isinstance(a, rules.Place)))
        for _ in range(300):  # the big screen has taken the die's move in and shown it before she
            # continues (a screen that takes two moves in at once tells the table before both)
            if scene._known is scene.state and not scene.busy():
                break
            d.frames(1)
        before = scene.state
        send(rules.Continue())
        assert scene.state is not before and scene.rolling  # Bob's roll is in, its dice in the air
        roll = scene.state.events[-1]
        assert isinstance(roll, Rolled) and roll.seat == 1
        words = scene.texts.describe(roll, scene.session.names)
        during = told(phone, 0)
        assert during["data"] == before.view(0)._data_to_dict()  # the table as before Ana continued
        assert words not in during["told"] and during["legal"] == []
        assert during["to_act"] == [0]  # as told, it is still Ana's turn: yet the game says Bob's
        phone.say({"t": "act", "token": phone.token, "action": action_to_dict(rules.Continue())})
        scene.timeline.frozen = True  # the dice stay in the air while the room answers
        refused = None
        for _ in range(100):
            d.frames(1)  # the big screen polls: the move is tried against the game itself
            try:
                message = json.loads(phone.ws.recv(timeout=0.02))
            except TimeoutError:
                continue
            phone.got.append(message)
            if message.get("t") == "error":
                refused = message
                break
        assert refused is not None and scene.state.events[-1] is roll and scene.rolling
        scene.timeline.frozen = False
        scene.timeline.advance(scene.timeline.total)  # the dice land
        d.frames(2)  # the big screen's loop polls: the room sends what the table has told
        assert not scene.rolling
        after = told(phone, 0)
        assert after["data"] == scene.state.view(0)._data_to_dict() != during["data"]
        assert words in after["told"]
    finally:
        phone.close()
        d.app.close_phones()
