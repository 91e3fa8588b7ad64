"""The Magouille screen, driven by real mouse and keyboard events: whole games to the final
ranking, refusals in words, the hand-over curtain, and public screens that never depend on a
face still hidden (drawn twice with another player's hidden face changed: identical pixels)."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games.magouille import rules
from ludicitude.games.magouille.rules import EndTalk, SetFace
from ludicitude.games.magouille.scene import GameScene
from ludicitude.ui.game_scene import EndScreen
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.ui.transitions import HandOverCurtain

SHORT = {"length": "short"}


def three_humans() -> list[SeatInfo]:
    return [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue"), SeatInfo("Chloé", "yellow")]


def one_human_three_computers() -> list[SeatInfo]:
    return [SeatInfo("Ana", "red"), SeatInfo("Bot", "blue", "cpu"), SeatInfo("Cy", "green", "cpu"),
            SeatInfo("Dee", "purple", "cpu")]


def start(make_app, seats, *, state=None, seed=3, **settings):
    d = make_app(**settings)
    session = GameSession.new("magouille", seats, SHORT, seed)
    if state is not None:
        session.state = state
    scene = GameScene(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    return d, scene


def face_for(scene: GameScene) -> int:
    """People show 6 first (it costs) and 1 second (the total falls short): scores drop fast."""
    return 6 if scene.state.step == rules.FIRST_SECRET else 1


def by_mouse(d, scene) -> None:
    top = d.top
    if isinstance(top, HandOverCurtain):
        d.click_widget(top.ready_button)
    elif scene.reveal is not None:
        d.click_widget(scene.continue_button)
    elif scene.private_seat is not None:
        d.click_widget(scene.faces[face_for(scene) - 1])
        d.click_widget(scene.confirm_button)
    elif scene.mode() == "talk":
        d.click_widget(scene.move_on_button)


def by_keys(d, scene) -> None:
    top = d.top
    if isinstance(top, HandOverCurtain) or scene.reveal is not None or scene.mode() == "talk":
        d.key(pygame.K_RETURN)
    elif scene.private_seat is not None:
        d.key(getattr(pygame, f"K_{face_for(scene)}"))
        d.key(pygame.K_RETURN)


def play_to_the_end(d, scene, step) -> None:
    for _ in range(600):
        d.settle()
        if isinstance(d.top, EndScreen):
            return
        step(d, scene)
    raise AssertionError("the game did not reach its end screen")


@pytest.mark.parametrize("seats", [three_humans, one_human_three_computers])
def test_a_full_game_with_the_mouse_only(make_app, seats):
    d, scene = start(make_app, seats())
    play_to_the_end(d, scene, by_mouse)
    assert scene.state.is_over and scene.state.winners


@pytest.mark.parametrize("seats", [three_humans, one_human_three_computers])
def test_a_full_game_with_the_keyboard_only(make_app, seats):
    d, scene = start(make_app, seats())
    play_to_the_end(d, scene, by_keys)
    assert scene.state.is_over and scene.state.winners


def test_each_person_sets_their_die_behind_the_curtain_that_names_them(make_app):
    d, scene = start(make_app, three_humans())
    d.key(pygame.K_RETURN)  # talk is over
    d.settle()
    for seat, name in enumerate(["Ana", "Bob", "Chloé"]):
        assert isinstance(d.top, HandOverCurtain) and d.top.name == name
        assert scene.private_seat is None  # nothing private beneath the closed curtain
        d.key(pygame.K_RETURN)
        assert scene.private_seat == seat
        d.key(pygame.K_2)
        d.key(pygame.K_RETURN)
        d.settle()
    assert scene.reveal is not None and scene.state.minimum_total == 6


def test_confirming_without_a_face_says_why_and_changes_nothing(make_app):
    d, scene = start(make_app, one_human_three_computers())
    d.key(pygame.K_RETURN)
    d.settle()
    before = scene.state.to_dict()
    assert scene.private_seat == 0
    d.key(pygame.K_RETURN)
    assert "face" in scene.message and scene.state.to_dict() == before


def test_the_arrows_turn_the_die(make_app):
    d, scene = start(make_app, one_human_three_computers())
    d.key(pygame.K_RETURN)
    d.settle()
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_LEFT)
    assert scene.selected == 1
    d.key(pygame.K_LEFT)
    assert scene.selected == 6


def test_computers_never_move_the_talk_on_while_people_play(make_app):
    seats = [SeatInfo("Bot", "blue", "cpu"), SeatInfo("Ana", "red"), SeatInfo("Cy", "green", "cpu")]
    d, scene = start(make_app, seats)
    d.frames(20)
    assert scene.state.step == rules.TALK_BEFORE_FIRST
    d.click_widget(scene.move_on_button)
    assert scene.state.step == rules.FIRST_SECRET


def test_the_talk_timer_counts_down_and_says_when_time_is_up(make_app):
    d, scene = start(make_app, three_humans())
    d.key(pygame.K_t)
    assert 59 < scene.timer_left <= 60 and "1 min" in scene.timer_button.text()
    scene.update(61.0)
    assert "Time is up" in scene.message and scene.state.step == rules.TALK_BEFORE_FIRST


def test_a_game_resumed_in_a_secret_step_goes_through_the_curtain_first(make_app):
    state = rules.new_game(3, SHORT, 1).apply(0, EndTalk()).apply(0, SetFace(4))
    d, scene = start(make_app, three_humans(), state=state)
    assert isinstance(d.top, HandOverCurtain) and d.top.name == "Bob"
    assert scene.private_seat is None


def test_projector_safe_input_never_draws_the_face(make_app):
    pixels = []
    for face in (pygame.K_2, pygame.K_5):
        d, scene = start(make_app, one_human_three_computers(), secret_safe=True)
        d.key(pygame.K_RETURN)
        d.settle()
        assert scene.private_seat == 0 and scene.widgets == [] and not pygame.mouse.get_visible()
        d.key(face)
        pixels.append(d.pixels())
        d.key(pygame.K_RETURN)
        assert scene.state.view(0).events[-1].kind in ("chosen", "face_set") or scene.reveal
        assert pygame.mouse.get_visible()
    assert pixels[0] == pixels[1]


# -- secrecy: public screens drawn with another player's hidden face changed ----------------------
def pixels_with_hidden_face(make_app, seats, state, then, size=(1024, 768)):
    d, scene = start(make_app, seats, state=state, size=size, animation="normal")
    then(d, scene)
    return d.pixels()


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_the_curtain_does_not_depend_on_hidden_faces(make_app, size):
    def settle(d, scene):
        d.settle()
        assert isinstance(d.top, HandOverCurtain) and d.top.name == "Bob"

    shots = [pixels_with_hidden_face(make_app, three_humans(),
                                     rules.new_game(3, SHORT).apply(0, EndTalk()).apply(0, SetFace(face)),
                                     settle, size)
             for face in (1, 6)]
    assert shots[0] == shots[1]


def test_the_table_waiting_for_computers_does_not_depend_on_a_hidden_face(make_app):
    def choose(face):
        def then(d, scene):
            d.key(pygame.K_RETURN)  # move on
            d.settle()
            d.key(getattr(pygame, f"K_{face}"))
            d.key(pygame.K_RETURN)  # Ana's face is set; the computers wait 0.7 s each
            assert scene.private_seat is None and scene.state.pending[0] == face
        return then

    shots = [pixels_with_hidden_face(make_app, one_human_three_computers(), None, choose(face))
             for face in (1, 6)]
    assert shots[0] == shots[1]


def test_the_reveal_before_the_flip_does_not_depend_on_the_hidden_faces(make_app):
    def last_choice(d, scene):
        d.settle()
        d.key(pygame.K_RETURN)  # Chloé is ready
        d.settle()
        d.key(pygame.K_3)
        d.key(pygame.K_RETURN)
        assert scene.reveal is not None and not scene.reveal.phase(d.app.animation_factor)[0]

    shots = []
    for faces in ((1, 2), (6, 5)):
        state = rules.new_game(3, SHORT).apply(0, EndTalk())
        state = state.apply(0, SetFace(faces[0])).apply(1, SetFace(faces[1]))
        shots.append(pixels_with_hidden_face(make_app, three_humans(), state, last_choice))
    assert shots[0] == shots[1]


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_the_reveal_explains_the_card_example_in_both_languages(make_app, size):
    seats = three_humans() + [SeatInfo("Dee", "green")]
    state = rules.new_game(4, SHORT).apply(0, EndTalk())
    for seat, face in enumerate((2, 3, 3, 3)):
        state = state.apply(seat, SetFace(face))
    state = state.apply(0, EndTalk())
    for seat, face in enumerate((2, 2, 3)):
        state = state.apply(seat, SetFace(face))
    d, scene = start(make_app, seats, state=state, size=size)
    d.key(pygame.K_RETURN)  # Dee is ready
    d.key(pygame.K_5)
    d.key(pygame.K_RETURN)
    assert scene.reveal is not None and scene.resolution(scene.reveal) == ((2,), 2, ())
    english = d.pixels()
    d.app.set_language("fr")
    assert d.pixels() != english
    d.key(pygame.K_RETURN)
    assert scene.reveal is None and scene.state.scores[2] == 47 + 11


def test_a_face_reached_with_tab_is_turned_up_by_enter_then_confirmed(make_app):
    d, scene = start(make_app, one_human_three_computers())
    d.key(pygame.K_RETURN)
    d.settle()
    assert scene.focused is scene.confirm_button
    d.key(pygame.K_TAB)  # from the confirm button round to face 1
    d.key(pygame.K_TAB)  # then face 2
    d.key(pygame.K_RETURN)
    assert scene.selected == 2 and scene.private_seat == 0
    d.key(pygame.K_RETURN)
    assert scene.private_seat is None
    assert scene.reveal is not None or scene.state.pending[0] == 2
