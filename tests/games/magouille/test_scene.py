"""The Magouille screen, driven by real mouse and keyboard events: whole games to the final
ranking, refusals in words, the hand-over curtain, and public screens that never depend on a
face still hidden (drawn twice with another player's hidden face changed: identical pixels)."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.app import MAX_DT

from ludicitude.games.magouille import rules
from ludicitude.games.magouille.rules import EndTalk, SetFace
from ludicitude.games.magouille.scene import GameScene, Mode
from ludicitude.games.magouille.story import Resolution
from ludicitude.ui.game_scene import EndScreen
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.testing.driver import FixedClock
from ludicitude.ui.transitions import HandOverCurtain
from ludicitude.games.magouille.events import Chosen, FaceSet, Lost, TalkEnded

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


def to_ana_s_secret_screen(d) -> None:
    """From the start of a game of people: the talk is over, and Ana, named by the curtain, is ready."""
    d.key(pygame.K_RETURN)
    d.settle()
    d.key(pygame.K_RETURN)


def face_for(scene: GameScene) -> int:
    """People show 6 first (it costs) and 1 second (the total falls short): scores drop fast."""
    return 6 if scene.state.step == rules.FIRST_SECRET else 1


def by_mouse(d, scene) -> None:
    top = d.top
    if isinstance(top, HandOverCurtain):
        d.click_widget(top.ready_button)
    elif scene.reveal is not None:
        d.click_widget(scene.reveal_overlay.go_on_button)
    elif scene.private_seat is not None:
        d.click_widget(scene.faces[face_for(scene) - 1])
        d.click_widget(scene.confirm_button)
    elif scene.mode() is Mode.TALK:
        d.click_widget(scene.move_on_button)


def by_keys(d, scene) -> None:
    top = d.top
    if isinstance(top, HandOverCurtain) or scene.reveal is not None or scene.mode() is Mode.TALK:
        d.key(pygame.K_RETURN)
    elif scene.private_seat is not None:
        d.key(getattr(pygame, f"K_{face_for(scene)}"))
        d.key(pygame.K_RETURN)


def play_to_the_end(d, scene, step) -> None:
    """The whole game by ``step``'s input only. Every frame lasts the longest step the loop takes
    (``MAX_DT``: a slow machine's 10 frames a second): once the person is knocked out, each later
    reveal stays up its reading time and closes by itself, in a sixth of the frames of 60 a second."""
    d.app.clock = FixedClock(MAX_DT)
    for _ in range(600):
        d.settle()
        if isinstance(d.top, EndScreen):
            return
        step(d, scene)
    raise AssertionError("the game did not reach its end screen")


def test_the_last_reveal_is_explained_before_the_final_ranking(make_app):
    d, scene = start(make_app, three_humans())
    for _ in range(600):
        d.settle()
        by_keys(d, scene)
        if scene.state.is_over:  # the last face was just set: the last reveal is up
            break
    assert scene.state.is_over and scene.reveal is not None and not isinstance(d.top, EndScreen)
    assert scene.reveal_overlay.go_on_button.text() == "See the final ranking (Enter)"
    d.key(pygame.K_RETURN)
    d.settle()
    assert isinstance(d.top, EndScreen) and scene.reveal is None


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
    assert 59 < scene.timer.left <= 60 and "1 min" in scene.timer_button.text()
    scene.update(61.0)
    assert "Time is up" in scene.message and scene.state.step == rules.TALK_BEFORE_FIRST


def test_the_talk_timer_reaches_0_00_and_says_time_is_up_frame_by_frame(make_app):
    """The screen always shows the present: counted down a frame at a time, the clock ends on
    0:00 with "Time is up" (not frozen on 0:01 with nothing said)."""
    d, scene = start(make_app, three_humans())
    d.key(pygame.K_t)
    for _ in range(61 * 60):
        scene.update(1 / 60)
    assert scene.timer.left == 0 and "Time is up" in scene.message
    drawn = d.pixels()
    scene.still_changed()
    assert d.pixels() == drawn  # what was drawn last is the settled picture: 0:00, not a second before


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
        assert isinstance(scene.state.view(0).events[-1], (Chosen, FaceSet)) or scene.reveal
        assert not pygame.mouse.get_visible()  # hidden until the mouse moves (issue 36, 2)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(40, 40), rel=(3, 3), buttons=(0, 0, 0)))
        d.frames(1)
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
    from ludicitude.core.timeline import FACE_DOWN_SECONDS

    def last_choice(d, scene):
        d.settle()
        d.key(pygame.K_RETURN)  # Chloé is ready
        d.settle()
        d.key(pygame.K_3)
        d.key(pygame.K_RETURN)
        assert scene.reveal is not None and not scene.moment().showing
        scene.timeline.t = FACE_DOWN_SECONDS * 0.9  # both at one moment: the cups come down meanwhile
        scene.still_changed()

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
    assert scene.reveal is not None and scene.reveal.resolution() == Resolution((2,), 2, ())
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


# -- undo before confirming: a face can change until it is confirmed, then it is final -----------
def test_the_mouse_changes_the_face_until_it_is_confirmed(make_app):
    d, scene = start(make_app, one_human_three_computers())
    d.click_widget(scene.move_on_button)
    d.settle()
    before = scene.state
    d.click_widget(scene.faces[1])
    d.click_widget(scene.faces[5])
    assert scene.selected == 6 and "6" in scene.confirm_button.text()
    d.click_widget(scene.faces[2])  # a change of mind: nothing has reached the rules yet
    assert scene.selected == 3 and scene.state is before
    d.click_widget(scene.confirm_button)
    assert scene.private_seat is None and scene.state.pending[0] == 3
    d.click_widget(scene.faces[5])  # the private screen is closed: a click there changes nothing
    d.key(pygame.K_6)
    d.settle()
    mine = [e.face for e in scene.state.events if isinstance(e, FaceSet) and e.seat == 0]
    assert mine == [3]  # one face set by Ana this step: the one she confirmed


def test_the_keyboard_changes_the_face_until_it_is_confirmed(make_app):
    d, scene = start(make_app, three_humans())
    to_ana_s_secret_screen(d)
    d.key(pygame.K_2)
    d.key(pygame.K_5)
    d.key(pygame.K_LEFT)
    assert scene.selected == 4 and scene.state.pending == [None, None, None]
    d.key(pygame.K_RETURN)
    d.settle()
    assert scene.state.pending[0] == 4
    # Bob is named next; Ana's confirmed face can't be reached again this step
    assert isinstance(d.top, HandOverCurtain) and d.top.name == "Bob"
    d.key(pygame.K_RETURN)
    assert scene.private_seat == 1 and scene.selected is None
    assert rules.SetFace(4) not in scene.state.legal_actions(0)


def test_projector_safe_input_changes_the_typed_face_until_enter(make_app):
    d, scene = start(make_app, one_human_three_computers(), secret_safe=True)
    d.key(pygame.K_RETURN)
    d.settle()
    assert scene.private_seat == 0 and not pygame.mouse.get_visible()
    hidden = d.pixels()
    d.key(pygame.K_2)
    typed = d.pixels()
    d.key(pygame.K_6)
    assert scene.selected == 6 and d.pixels() == typed != hidden  # "a face was typed", never which
    d.click((10, 10))  # the mouse can't pick or show a face
    assert scene.selected == 6 and scene.private_seat == 0
    d.key(pygame.K_RETURN)
    assert scene.private_seat is None and scene.state.pending[0] == 6
    assert not pygame.mouse.get_visible()  # the click at (10, 10) during the typing did not show it
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(40, 40), rel=(3, 3), buttons=(0, 0, 0)))
    d.frames(1)
    assert pygame.mouse.get_visible()  # until the mouse moves


def test_a_saved_game_resumed_in_a_secret_step_opens_on_the_curtain(make_app):
    """The real resume path: the save on disk, then "Resume"; nothing private before the curtain."""
    from ludicitude.ui.launcher import Launcher

    d, scene = start(make_app, three_humans())
    to_ana_s_secret_screen(d)
    d.key(pygame.K_5)
    d.key(pygame.K_RETURN)  # Ana's face is set; the curtain names Bob
    d.settle()
    d.app.saves.write(scene.session)

    d2 = make_app()
    d2.app.push_scene(Launcher(d2.app))
    assert d2.app.resume_latest()
    seen = []
    for _i in range(120):
        d2.frames(1)
        resumed = next((s for s in d2.app.stack.scenes if isinstance(s, GameScene)), None)
        if resumed is not None:
            seen.append((resumed.private_seat, type(d2.top).__name__))
        if isinstance(d2.top, HandOverCurtain):
            break
    assert isinstance(d2.top, HandOverCurtain) and d2.top.name == "Bob"
    assert all(private is None for private, _top in seen)  # never a private screen before it
    assert resumed.state.view(None).pending == [rules.HIDDEN, None, None]
    d2.key(pygame.K_RETURN)
    assert resumed.private_seat == 1 and resumed.selected is None


def test_a_reveal_with_nobody_left_to_play_stays_up_to_be_read_even_at_instant_speed(make_app):
    """Eliminated people watch the computers play on: each reveal stays up for a moment (Enter
    closes it at once) instead of the rest of the game flashing by in a few frames."""
    from tests.games.magouille.helpers import game

    seats = [SeatInfo("Ana", "red"), SeatInfo("Bot", "blue", "cpu"), SeatInfo("Cy", "green", "cpu"),
             SeatInfo("Dee", "purple", "cpu")]
    state = game([-1, 40, 40, 40], length="short", in_game=[False, True, True, True])
    d, scene = start(make_app, seats, state=state)
    for _i in range(200):
        d.frames(1)
        if scene.reveal is not None:
            break
    assert scene.reveal is not None and d.app.animation_factor == 0
    d.frames(10)
    assert scene.reveal is not None  # still there to be read
    scene.update(scene.auto_close_seconds())
    assert scene.reveal is None  # then the game goes on by itself
    for _i in range(200):
        d.frames(1)
        if scene.reveal is not None:
            break
    d.key(pygame.K_RETURN)  # and whoever has read it moves on at once
    assert scene.reveal is None


def test_a_game_of_computers_only_keeps_the_instant_pace(make_app):
    seats = [SeatInfo(n, k, "cpu") for n, k in (("Bot", "blue"), ("Cy", "green"), ("Dee", "purple"))]
    d, scene = start(make_app, seats)
    assert scene.auto_close_seconds() == 0  # the demo has no one to read: its own pace rules


def test_every_screenshot_position_and_the_bench_scene_draw(make_app):
    from ludicitude.games.magouille.bench_scene import bench_scene
    from tests.games.magouille.positions import screenshot_positions

    d = make_app(size=(1024, 768))
    names = set()
    for name, make in screenshot_positions(d.app).items():
        d.app.stack.clear()
        made = make()
        d.app.push_scene(made)
        d.frames(3)
        names.add(name)
        if "curtain" in name:
            assert isinstance(d.top, HandOverCurtain)
        if "flipping" in name:
            assert not made.moment().flipped  # still face down, whatever the speed
    for wanted in ("start", "talk", "curtain", "private-face-picked", "projector-safe", "flipping",
                   "reveal-2-scored", "elimination-4", "victory", "end", "late-table-8"):
        assert any(wanted in n for n in names), wanted
    d.app.stack.clear()
    d = make_app(size=(1024, 768), animation="normal")  # as the bench runs it
    scene = bench_scene(d.app)
    d.app.push_scene(scene)
    for _i in range(200):  # the reveal starts again and again: always something moving
        d.app.stack.update(1 / 30)
        assert scene.reveal is not None and scene.animating
    d.app.draw()
    pygame.mouse.set_visible(True)


def test_the_still_screen_is_drawn_once_per_change_and_the_cached_frame_equals_a_full_drawing(make_app):
    from ludicitude.core.timeline import COUNT_SECONDS, FACE_DOWN_SECONDS
    from ludicitude.games.magouille.bench_scene import bench_scene
    from ludicitude.games.magouille.story import COUNT

    d = make_app(size=(1024, 768), animation="normal")
    scene = bench_scene(d.app)
    d.app.push_scene(scene)
    stills = []
    scene.draw_still = lambda surface, full=scene.draw_still: (stills.append(1), full(surface))[1]

    def full_drawing() -> bytes:
        fresh = pygame.Surface(d.app.screen.get_size()).convert()
        type(scene).draw_still(scene, fresh)
        reveal = scene.reveal_overlay  # the reveal's dialog over the table, then the log over both
        reveal.draw_picture(fresh)
        reveal.draw_moving(fresh)
        scene.draw_topmost(fresh)
        return pygame.image.tobytes(fresh, "RGB")

    # under the cups, the first cup lifting, the scores counting: the reveal's own clock moves it on
    count = next(i for i, b in enumerate(scene.timeline.beats) if getattr(b, "name", "") == COUNT)
    for t in (0.1, FACE_DOWN_SECONDS + 0.05, scene.timeline.starts[count] + COUNT_SECONDS * 0.3):
        scene.update(t - scene.timeline.t)
        assert d.pixels() == full_drawing(), t
    stills.clear()
    for _i in range(20):  # the scores count: the still picture is not drawn again
        scene.update(0.01)
        d.pixels()
    assert stills == []
    scene.timeline.frozen = True  # the clock stops: nothing but the log changes below
    without_log = d.pixels()
    d.key(pygame.K_l)  # the log opens over everything: the still picture beneath is not redrawn
    assert scene.show_log and d.pixels() != without_log and stills == []
    assert d.pixels() == full_drawing()
    d.app.set_language("fr")  # a change in the still picture: drawn once more
    d.pixels()
    assert len(stills) == 1


def _position_names() -> list[str]:
    from tests.games.magouille.positions import screenshot_positions

    return list(screenshot_positions(None))  # the names only: no position is made here


@pytest.mark.parametrize("name", _position_names())
def test_every_position_drawn_through_the_cache_equals_a_fresh_drawing_after_real_input(make_app, name):
    """The base's still-picture cache never shows a stale picture: at each screenshot position,
    and after each of a few real keys (a face turned, the timer, the log, Enter to go on)."""
    from tests.games.magouille.positions import screenshot_positions

    d = make_app(size=(1024, 768))
    scene = screenshot_positions(d.app)[name]()
    if not isinstance(scene, GameScene):
        pytest.skip("not the game screen (the final ranking)")
    d.app.push_scene(scene)
    d.frames(3)

    def drawn(through_cache: bool) -> bytes:
        surface = pygame.Surface(d.app.screen.get_size()).convert()
        if through_cache:
            scene.draw(surface)
        else:
            type(scene).draw_still(scene, surface)
            scene.draw_moving(surface)
            scene.draw_overlays(surface)
        return pygame.image.tobytes(surface, "RGB")

    assert drawn(True) == drawn(False)
    for key in (pygame.K_4, pygame.K_RIGHT, pygame.K_TAB, pygame.K_t, pygame.K_l, pygame.K_RETURN):
        d.key(key)
        assert drawn(True) == drawn(False), pygame.key.name(key)
    pygame.mouse.set_visible(True)


def test_the_rules_examples_are_what_the_rules_core_says_and_draw_in_any_shape(make_app):
    from ludicitude.games.magouille.examples import RULES_EXAMPLES, draw_rules_example, example_round

    scored, lost = (example_round(*example) for example in RULES_EXAMPLES)
    assert scored.minimum == 11 and scored.changes == (0, 0, 11, 0) and scored.outcome.cancelled == (2,)
    assert lost.minimum == 11 and lost.changes == (-11, 0, 0) and isinstance(lost.outcome, Lost)
    d = make_app()
    for rect in (pygame.Rect(20, 400, 900, 200), pygame.Rect(600, 100, 380, 500), pygame.Rect(20, 20, 500, 300)):
        draw_rules_example(d.app.screen, rect)


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080), (3840, 2160)])
def test_the_layout_fits_the_window_and_nothing_overlaps(make_app, size):
    from ludicitude.games.magouille.table import TableLayout

    make_app(size=size, projector=True, language="fr")  # the longest words on the buttons

    window = pygame.Rect((0, 0), size)
    geo = TableLayout.fit(window, 5)
    table = (geo.banner, geo.area, geo.panel)
    private = (geo.big_die, *geo.faces, geo.confirm)
    for rect in (*table, geo.move_on, geo.timer, *private, geo.felt, geo.centre):
        assert window.contains(rect), rect
    for group in (table, private):
        assert not any(a.colliderect(b) for i, a in enumerate(group) for b in group[i + 1:]), group
    assert geo.panel.contains(geo.move_on) and geo.panel.contains(geo.timer) and geo.panel.contains(geo.words)
    assert not geo.move_on.colliderect(geo.timer) and not geo.words.colliderect(geo.move_on)
    assert geo.go_on == geo.move_on and geo.area.contains(geo.felt)


def test_projector_safe_input_turns_text_input_off_and_says_keys_only(make_app, monkeypatch):
    """Secret input never drawn: an input method's pop-up could show the typed digit, so SDL
    text input is off on the private screen (and back on after); the screen says keys only."""
    calls = []
    monkeypatch.setattr(pygame.key, "stop_text_input", lambda: calls.append("stop"))
    monkeypatch.setattr(pygame.key, "start_text_input", lambda: calls.append("start"))
    d, scene = start(make_app, one_human_three_computers(), secret_safe=True)
    calls.clear()  # the app turns text input on as it opens (names are typed on the setup screen)
    d.key(pygame.K_RETURN)
    d.settle()
    assert scene.private_seat == 0 and calls == ["stop"]
    assert "Keys only" in scene.pending.keys_only_hint()
    d.app.set_language("fr")
    assert "Clavier seulement" in scene.pending.keys_only_hint()
    d.key(pygame.K_4)
    d.key(pygame.K_RETURN)
    assert scene.private_seat is None and calls == ["stop", "start"]


def test_the_visible_private_screen_leaves_text_input_alone(make_app, monkeypatch):
    calls = []
    monkeypatch.setattr(pygame.key, "stop_text_input", lambda: calls.append("stop"))
    d, scene = start(make_app, one_human_three_computers())
    d.key(pygame.K_RETURN)
    d.settle()
    assert scene.private_seat == 0 and calls == []


# -- every move told: the last reveal stays on the table, the ranking marks who is out ------------
def test_the_table_keeps_the_last_reveal_in_words_after_it_closes(make_app, monkeypatch):
    """"Reveal": after the dice are put away, the table still reads what the reveal did."""
    from ludicitude.games.magouille import pieces

    drawn = []
    real = pieces.draw_last_reveal
    monkeypatch.setattr(pieces, "draw_last_reveal", lambda surface, rect, lines: (drawn.append(lines),
                                                                                    real(surface, rect, lines)))
    state = rules.new_game(3, SHORT).apply(0, EndTalk()).apply(0, SetFace(2)).apply(1, SetFace(3))
    d, scene = start(make_app, three_humans(), state=state)
    drawn.clear()
    d.key(pygame.K_RETURN)  # Chloé is ready
    d.key(pygame.K_4)
    d.key(pygame.K_RETURN)
    d.key(pygame.K_RETURN)  # the reveal is read and closed: the talk again
    assert scene.reveal is None and scene.mode() is Mode.TALK
    d.pixels()
    assert drawn and drawn[-1][-1] == "First reveal: Ana: 2, Bob: 3, Chloé: 4. The minimum total is 9; " \
                                     "each player pays their face."
    d.app.set_language("fr")
    d.pixels()
    assert drawn[-1][-1].startswith("Première révélation")


def test_the_final_ranking_marks_the_players_who_left_the_game(make_app):
    """"Below 0 you are out": the final ranking says so beside the name."""
    from tests.games.magouille.helpers import game

    state = game((95, 3, 50), length="short").apply(0, EndTalk())
    state = state.apply(0, SetFace(5)).apply(1, SetFace(5)).apply(2, SetFace(5)).apply(0, EndTalk())
    state = state.apply(0, SetFace(4)).apply(1, SetFace(6))
    d, scene = start(make_app, three_humans(), state=state)
    d.key(pygame.K_RETURN)  # Chloé is ready
    d.key(pygame.K_6)
    d.key(pygame.K_RETURN)
    d.key(pygame.K_RETURN)  # "See the final ranking"
    d.settle()
    assert isinstance(d.top, EndScreen) and scene.state.winners == (0,)
    assert d.top.marks == {1: "out"}
    english = d.pixels()
    d.top.marks = {}
    assert d.pixels() != english  # the mark is drawn


def test_the_log_says_the_table_moved_on_not_a_name_the_rules_chose():
    """"Move on" is pressed for the table by whoever is at the keyboard."""
    from ludicitude.core.i18n import set_language
    from ludicitude.games.magouille import texts

    state = rules.new_game(3, SHORT).apply(0, EndTalk())
    event = next(e for e in state.events if isinstance(e, TalkEnded))
    assert texts.describe(event, ["Ana", "Bob", "Cy"]) == "The table ends the talk: everyone sets a die in secret."
    set_language("fr")
    try:
        assert texts.describe(event, ["Ana", "Bob", "Cy"]).startswith("La table met fin")
    finally:
        set_language("en")
