"""The private screen's pending face, without pygame, in the words of the card: each player
secretly sets their die to a face; until they confirm, they can change it freely."""

from __future__ import annotations

import pytest

from ludicitude.core.errors import IllegalAction
from ludicitude.core.i18n import set_language
from ludicitude.games.magouille import rules
from ludicitude.games.magouille.rules import SetFace
from ludicitude.games.magouille.turn import TIMER_CHOICES, PendingFace, TalkTimer


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def test_a_private_screen_opens_with_no_face_turned_and_cannot_be_confirmed_yet():
    pending = PendingFace(seat=2)
    assert pending.face is None and pending.confirm_label() == "Choose a face"
    with pytest.raises(IllegalAction, match="Turn your die to a face first"):
        pending.action()


def test_the_player_can_change_their_face_freely_until_they_confirm():
    pending = PendingFace(seat=0)
    for face in (6, 2, 5):
        pending.turn_to(face)
    assert pending.face == 5 and pending.confirm_label() == "Confirm 5 (Enter)"
    assert pending.action() == SetFace(5)


def test_the_confirmed_face_is_one_the_rules_accept_from_that_seat():
    state = rules.new_game(3, None, 1).apply(0, rules.EndTalk())
    pending = PendingFace(seat=1)
    pending.turn_to(4)
    after = state.apply(pending.seat, pending.action())
    assert after.pending[1] == 4 and after.pending[0] is None


def test_a_die_has_only_faces_one_to_six():
    pending = PendingFace(seat=0)
    for wrong in (0, 7):
        with pytest.raises(ValueError):
            pending.turn_to(wrong)
    assert pending.face is None


def test_the_arrows_turn_the_die_round_from_six_back_to_one_and_back():
    pending = PendingFace(seat=0)
    pending.turn(1)  # forward with no face turned: 1
    assert pending.face == 1
    pending.turn(-1)
    assert pending.face == 6
    pending.turn(1)
    assert pending.face == 1
    pending.turn(1)
    pending.turn(1)
    assert pending.face == 3


def test_back_with_no_face_turned_starts_at_six():
    pending = PendingFace(seat=0)
    pending.turn(-1)
    assert pending.face == 6


def test_with_secret_input_hidden_the_screen_asks_for_keys_and_never_names_the_face():
    pending = PendingFace(seat=0, hidden=True)
    with pytest.raises(IllegalAction, match="Type a face with keys 1 to 6 first"):
        pending.action()
    before = pending.typed_hint()
    pending.turn_to(2)
    typed = pending.typed_hint()
    pending.turn_to(6)
    assert typed == pending.typed_hint() != before  # "a face was typed", never which


def test_the_words_are_french_in_french():
    set_language("fr")
    pending = PendingFace(seat=0)
    assert pending.confirm_label() != "Choose a face"
    pending.turn_to(3)
    assert "3" in pending.confirm_label() and pending.confirm_label() != "Confirm 3 (Enter)"


def test_the_talk_timer_offers_its_lengths_in_turn_and_counts_down_to_0_00():
    """The talk timer (T): off, 1, 2, 3 minutes, then off again; counted down a frame at a time
    it asks for a redraw once a second, the last at 0:00 (the time is up), then never again."""
    timer = TalkTimer()
    lengths = []
    for _ in TIMER_CHOICES:
        timer.cycle()
        lengths.append(timer.seconds)
    assert lengths == [60, 120, 180, 0] and not timer.tick(1.0)
    timer.cycle()
    redraws = [timer.showing() for _ in range(61 * 60) if timer.tick(1 / 60)]
    assert redraws == list(range(60, -1, -1)) and timer.left == 0
