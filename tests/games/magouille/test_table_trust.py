"""A Magouille table you can trust, driven by real events with animations on: every
animation (curtain, reveal) ends on its settled picture with no input; a key tapped to hurry a
reveal only hurries it; nothing typed before a private screen is shown acts on it; the log is the
topmost thing and Esc closes it first."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games.magouille import rules
from ludicitude.games.magouille.scene import GameScene
from ludicitude.ui.dialogs import Confirm
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.ui.transitions import HandOverCurtain
from tests.games.magouille.helpers import end_talk, first_half, play_round

SEATS = [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue"), SeatInfo("Chloé", "yellow")]
MODES = [pytest.param({}, id="normal"), pytest.param({"projector": True}, id="projector")]


class SlowClock:
    """A computer that draws a frame every 70 ms (as under Xvfb on a slow machine): the frame before
    an animation's end is then visibly short of it (a curtain at 80 %, a score still counting)."""

    def tick(self, _fps: int = 0) -> int:
        return 70


def start(make_app, state=None, **settings):
    """Three people at one computer, animations at normal speed on a slow computer, the loop
    left to run."""
    d = make_app(animation="normal", **settings)
    d.app.clock = SlowClock()
    session = GameSession.new("magouille", SEATS, None, 3)
    if state is not None:
        session.state = state
    scene = GameScene(d.app, session)
    d.app.push_scene(scene)
    d.run_until_still()
    return d, scene


def before_the_last_choice_of_round_2() -> rules.State:
    """Round 2, the final secret step: Ana and Bob have set their dice, Chloé is next."""
    state = play_round(rules.new_game(3, None, 3), (6, 5, 4), (1, 1, 2))
    state = end_talk(first_half(state, (3, 4, 5)))
    return state.apply(0, rules.SetFace(1)).apply(1, rules.SetFace(1))


def set_die(d, face: int) -> None:
    """The named player is ready, turns their die to ``face`` and confirms it (keys)."""
    assert isinstance(d.top, HandOverCurtain)
    d.key(pygame.K_RETURN)
    d.run_until_still()
    d.key(getattr(pygame, f"K_{face}"))
    d.key(pygame.K_RETURN)


def a_reveal(make_app, **settings):
    d, scene = start(make_app, before_the_last_choice_of_round_2(), **settings)
    assert isinstance(d.top, HandOverCurtain) and d.top.name == "Chloé"
    set_die(d, 2)
    assert scene.reveal is not None and scene.reveal.number == 2
    return d, scene


@pytest.mark.parametrize("settings", MODES)
def test_a_reveal_left_alone_ends_on_the_true_final_scores(make_app, settings):
    d, scene = a_reveal(make_app, **settings)
    before = scene.reveal.old
    d.run_until_still()
    assert scene.reveal is not None and not scene.playing()
    assert scene.shown_scores(scene.table) == list(scene.state.scores) != list(before)
    d.assert_settled()
    shown = pygame.image.tobytes(d.app.screen, "RGB")
    scene.timeline.t += 60.0  # long after its end: the picture the reveal settles on
    assert d.pixels() == shown


@pytest.mark.parametrize("settings", MODES)
def test_the_curtain_closes_fully_and_opens_fully_without_input(make_app, settings):
    d, scene = start(make_app, **settings)
    d.key(pygame.K_RETURN)  # "Move on": the first secret step
    d.run_until_still()
    for seat, name in enumerate(["Ana", "Bob"]):
        curtain = d.top
        assert isinstance(curtain, HandOverCurtain) and curtain.name == name and curtain.phase == "closed"
        assert curtain.ready_button.text() == f"I am {name}, show me"
        d.assert_settled()  # the whole window is the curtain, with its button
        d.key(pygame.K_RETURN)
        d.run_until_still()
        assert curtain not in d.app.stack.scenes and scene.private_seat == seat
        d.assert_settled()  # the private screen, its title uncovered: no strip of curtain left
        d.key(pygame.K_3)
        d.key(pygame.K_RETURN)
        d.run_until_still()


def test_a_key_tapped_during_a_reveal_only_skips_it_to_its_settled_picture(make_app):
    d, scene = a_reveal(make_app)
    with d.at_once():  # the second tap comes at once after the first, however busy the machine
        d.key(pygame.K_RETURN)  # tapped while the dice flip and the scores count
        assert scene.reveal is not None  # still up: the dice are up and the scores counted
        assert scene.shown_scores(scene.table) == list(scene.state.scores) != list(scene.reveal.old)
        d.key(pygame.K_RETURN, hurry=True)  # tapped again at once: "Go on" waits for the grace
    assert scene.reveal is not None
    d.run_until_still()
    d.assert_settled()
    d.key(pygame.K_RETURN)  # pressed once the reveal has been seen: it goes on
    assert scene.reveal is None


def test_a_click_during_a_reveal_only_skips_it(make_app):
    d, scene = a_reveal(make_app)
    with d.at_once():  # the second click comes at once after the first, however busy the machine
        d.click(scene.reveal_overlay.go_on_button.rect.center)
        assert scene.reveal is not None and scene.shown_scores(scene.table) == list(scene.state.scores)
        d.click(scene.reveal_overlay.go_on_button.rect.center, hurry=True)
    assert scene.reveal is not None
    d.click(scene.reveal_overlay.go_on_button.rect.center)
    assert scene.reveal is None


def test_the_talk_after_a_reveal_is_not_moved_on_by_the_key_that_closed_it(make_app):
    d, scene = start(make_app)
    d.key(pygame.K_RETURN)  # move on
    d.run_until_still()
    for face in (6, 5, 4):
        set_die(d, face)
        d.run_until_still()
    assert scene.reveal is not None and scene.reveal.number == 1
    d.key(pygame.K_RETURN)  # "Go on"
    d.key(pygame.K_RETURN, hurry=True)  # a second tap at once does not end the talk
    assert scene.reveal is None and scene.state.step == rules.TALK_BEFORE_FINAL


@pytest.mark.parametrize("playing", [True, False])
def test_the_log_opened_during_a_reveal_is_drawn_over_it_and_esc_closes_it_first(make_app, playing):
    d, scene = a_reveal(make_app)
    if not playing:
        d.run_until_still()
    d.key(pygame.K_l, hurry=True)
    assert scene.show_log and scene.playing() == playing
    d.pixels()
    box = scene.log_box.inflate(-scene.log_box.w // 10, -scene.log_box.w // 10)  # inside its rounded corners
    again = d.app.screen.copy()
    scene.chrome.draw_log(again)  # the log drawn once more over the window: the panel is unchanged
    assert pygame.image.tobytes(again.subsurface(box), "RGB") == pygame.image.tobytes(
        d.app.screen.subsurface(box), "RGB")  # (its veil darkens what is behind it once more)
    d.run_until_still()
    d.assert_settled()
    d.key(pygame.K_ESCAPE)
    assert not scene.show_log and d.top is scene.reveal_overlay and scene.reveal is not None
    d.key(pygame.K_ESCAPE)  # then, with nothing open over the table, Esc asks before leaving
    assert isinstance(d.top, Confirm)


@pytest.mark.parametrize("settings", [{}, {"secret_safe": True}])
def test_keys_tapped_as_her_curtain_opens_are_hers_and_the_next_curtain_takes_none(make_app, settings):
    """Issue 26: the grace "never applies to the player who has just opened their own screen",
    and a key arriving during the hand-over still never acts for the next player."""
    d, scene = start(make_app, **settings)
    d.key(pygame.K_RETURN)  # move on
    d.run_until_still()
    d.key(pygame.K_RETURN)  # Ana is ready
    for key in (pygame.K_3, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_RETURN):
        d.key(key, hurry=True)
    d.run_until_still()
    assert scene.state.pending[0] == 4  # 3, turned one further, confirmed: all hers
    # the second Enter came as Bob's curtain closed: his screen is not opened for him
    assert isinstance(d.top, HandOverCurtain) and d.top.name == "Bob" and scene.private_seat is None
    assert scene.state.pending[1] is None


def test_the_private_screen_opens_with_no_face_turned_and_focus_on_a_button_that_cannot_confirm(make_app):
    d, scene = start(make_app)
    d.key(pygame.K_RETURN)
    d.run_until_still()
    d.key(pygame.K_RETURN)
    d.run_until_still()
    assert scene.private_seat == 0 and scene.selected is None
    assert scene.focused is scene.confirm_button and scene.confirm_button.text() == "Choose a face"


def test_esc_on_the_private_screen_closes_it_to_her_curtain_and_drops_the_face(make_app):
    """Issue 26: "Esc on a private screen first closes it back to that player's curtain (the
    choice not confirmed is dropped), never a dialog over a secret"; Esc there asks to leave."""
    d, scene = start(make_app)
    d.key(pygame.K_RETURN)
    d.run_until_still()
    d.key(pygame.K_RETURN)
    d.run_until_still()
    d.key(pygame.K_4)
    d.key(pygame.K_ESCAPE)
    d.run_until_still()
    assert isinstance(d.top, HandOverCurtain) and d.top.name == "Ana" and scene.private_seat is None
    assert not any(isinstance(s, Confirm) for s in d.app.stack.scenes)
    d.key(pygame.K_RETURN)  # Ana again: her screen, with no face turned
    d.run_until_still()
    assert scene.private_seat == 0 and scene.selected is None
    assert scene.state.pending == [None, None, None]
    d.key(pygame.K_ESCAPE)
    d.run_until_still()
    d.key(pygame.K_ESCAPE)  # on the curtain: the question before leaving, over no secret
    assert isinstance(d.top, Confirm) and isinstance(d.app.stack.scenes[-2], HandOverCurtain)


def test_the_last_reveal_and_the_final_ranking_settle_without_input(make_app):
    from ludicitude.ui.game_scene import EndScreen
    from tests.games.magouille.helpers import game

    state = end_talk(first_half(game([2, 2, 60], length="short"), (6, 6, 6)))
    d, scene = start(make_app, state.apply(0, rules.SetFace(1)).apply(1, rules.SetFace(1)), projector=True)
    set_die(d, 6)
    d.run_until_still()
    assert scene.state.is_over and scene.reveal is not None and not isinstance(d.top, EndScreen)
    d.assert_settled()
    d.key(pygame.K_RETURN)  # "See the final ranking"
    d.run_until_still()
    assert isinstance(d.top, EndScreen)
    d.assert_settled()


def test_computers_choosing_then_their_reveal_settle_without_input(make_app):
    seats = [SeatInfo("Ana", "red"), SeatInfo("Bot", "blue", "cpu"), SeatInfo("Cy", "green", "cpu")]
    d = make_app(animation="normal")
    d.app.clock = SlowClock()
    scene = GameScene(d.app, GameSession.new("magouille", seats, None, 3))
    d.app.push_scene(scene)
    d.run_until_still()
    d.key(pygame.K_RETURN)  # move on; Ana alone at the computer: no curtain
    d.key(pygame.K_5)
    d.key(pygame.K_RETURN)
    d.run_until_still()  # the computers choose at their pace, then the dice flip and scores count
    assert scene.reveal is not None and scene.shown_scores(scene.table) == list(scene.state.scores)
    d.assert_settled()


def test_alone_at_the_computer_the_key_that_moved_on_never_reaches_the_private_screen(make_app):
    seats = [SeatInfo("Ana", "red"), SeatInfo("Bot", "blue", "cpu"), SeatInfo("Cy", "green", "cpu")]
    d = make_app()  # instant: no curtain, no animation between the talk and Ana's die
    scene = GameScene(d.app, GameSession.new("magouille", seats, None, 3))
    d.app.push_scene(scene)
    d.settle()
    d.key(pygame.K_RETURN)  # move on: Ana's private screen opens at once
    d.key(pygame.K_RETURN, hurry=True)
    d.key(pygame.K_3, hurry=True)
    assert scene.private_seat == 0 and scene.selected is None and not scene.message
    d.key(pygame.K_3)
    assert scene.selected == 3


# -- no secret hinted: every frame before a reveal's dice turn is the same whatever the faces ----
def _round_with_scores(scores, first):
    """A short game at the final secret step of round 1: every face of the first reveal is
    ``first``; Ana and Bob have still to set their last dice."""
    from tests.games.magouille.helpers import game

    return end_talk(first_half(game(scores, length="short"), (first,) * 3))


# Ana and Bob's hidden faces; Chloé shows 6 last. At 95 points, paying 5 leaves 90: Ana alone
# showing the smallest face (4) with 15 on the table scores 15 and passes 100: the game ends.
# With 1 and 1 the total falls short and Ana and Bob lose 15: the game goes on.
ENDS_THE_GAME = ((95, 95, 95), 5, (4, 5))
GOES_ON = ((95, 95, 95), 5, (1, 1))


def shots_until_the_dice_turn(d, scene, button=None):
    """The window at every frame of the reveal until its first cup lifts (and, if given, the
    button's words at each of them)."""
    shots = []
    while not scene.moment().showing:
        shots.append(d.pixels())
        if button is not None:
            assert scene.reveal_overlay.go_on_button.text() == button
        d.frames(1)
    return shots


def frames_before_the_dice_turn(make_app, case, settings):
    """Every frame drawn from Chloé's confirmation until the dice turn face up, at normal speed
    on a computer drawing a frame every 70 ms."""
    scores, first, hidden = case
    state = _round_with_scores(scores, first)
    state = state.apply(0, rules.SetFace(hidden[0])).apply(1, rules.SetFace(hidden[1]))
    d, scene = start(make_app, state, **settings)
    set_die(d, 6)
    assert scene.reveal is not None and scene.reveal.number == 2
    shots = shots_until_the_dice_turn(d, scene, button="Go on (Enter)")
    assert len(shots) >= 6  # the hold and the first half of the flip, frame by frame
    return shots, scene


@pytest.mark.parametrize("settings", MODES)
def test_nothing_drawn_before_the_dice_turn_depends_on_the_hidden_faces_or_on_the_game_ending(
        make_app, settings):
    """"Each player secretly sets their die": until the faces show, the table may not learn
    them, nor that the game is about to end (the button says "Go on" either way)."""
    ending, scene = frames_before_the_dice_turn(make_app, ENDS_THE_GAME, settings)
    assert scene.state.is_over and scene.end_pending
    going_on, scene = frames_before_the_dice_turn(make_app, GOES_ON, settings)
    assert not scene.state.is_over
    n = min(len(ending), len(going_on))
    assert n and ending[:n] == going_on[:n]
    assert going_on[0] != going_on[n - 1]  # the dice start to turn: the frames compared move


def test_the_last_reveal_says_see_the_final_ranking_once_the_dice_are_up(make_app):
    d, scene = start(make_app, _round_with_scores(*ENDS_THE_GAME[:2]).apply(0, rules.SetFace(4))
                     .apply(1, rules.SetFace(5)))
    set_die(d, 6)
    d.run_until_still()
    assert scene.reveal is not None and scene.state.is_over
    assert scene.reveal_overlay.go_on_button.text() == "See the final ranking (Enter)"


@pytest.mark.parametrize("settings", MODES)
def test_nothing_drawn_before_the_first_reveals_dice_turn_depends_on_the_hidden_faces(make_app, settings):
    """The first reveal too: every frame until the faces show is the same whatever Ana and Bob set."""
    runs = []
    for hidden in ((1, 2), (6, 5)):
        state = end_talk(rules.new_game(3, None, 3))
        state = state.apply(0, rules.SetFace(hidden[0])).apply(1, rules.SetFace(hidden[1]))
        d, scene = start(make_app, state, **settings)
        set_die(d, 3)
        assert scene.reveal is not None and scene.reveal.number == 1
        runs.append(shots_until_the_dice_turn(d, scene))
    n = min(map(len, runs))
    assert n >= 6 and runs[0][:n] == runs[1][:n]
