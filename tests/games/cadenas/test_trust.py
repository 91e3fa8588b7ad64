"""A Cadenas table you can trust when it is passed round, driven by real key presses and clicks:
Enter never passes for a grey box unless the player asked for it, Esc gives the focus back where
the player was, a key tapped for one player never acts for the next, and the rolling dice end on
their settled picture with no input."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.core.i18n import _
from ludicitude.games.cadenas import rules, texts
from ludicitude.games.cadenas.rules import Pass
from ludicitude.games.cadenas.scene import BoxTarget, DieTarget, GameScene
from ludicitude.ui.session import GameSession, SeatInfo
from tests.games.cadenas.sheets import table
from ludicitude.games.cadenas.events import Passed

NAMES = [("Ana", "red"), ("Bob", "blue"), ("Chloé", "yellow")]


def start(make_app, kinds, seed=3, state=None, **settings):
    d = make_app(**settings)
    seats = [SeatInfo(NAMES[i][0], NAMES[i][1], kind) for i, kind in enumerate(kinds)]
    session = GameSession.new("cadenas", seats, None, seed)
    if state is not None:
        session = GameSession(session.game, seats, state)
    d.app.push_scene(GameScene(d.app, session))
    d.run_until_still() if settings.get("animation") else d.settle()
    return d, session


def lit(scene: GameScene) -> list[BoxTarget]:
    return [w for w in scene.widgets if isinstance(w, BoxTarget) and w.focusable]


def nothing_to_cross(action: int) -> rules.State:
    """Ana, the active player, can cross nothing (the white sum 7 and every pair lie left of her crosses), in
    action ``action``: passing costs her a grey box."""
    ends = {"red": [8], "yellow": [8], "green": [6], "blue": [6]}
    state = table(2, sheets={0: ends})
    if action == 2:
        state = state.apply(0, Pass()).apply(1, Pass())
    assert state.to_act == (0,) and state.action == action and texts.pass_costs_grey_box(state)
    return state


# -- Esc gives the focus back where the player was, never to Pass -------------------------------
def test_escape_after_a_pencilled_cross_never_leaves_focus_on_the_penalty(make_app):
    d, session = start(make_app, ["human", "human"])
    scene, state = d.top, session.state
    first = lit(scene)[0]
    d.key(pygame.K_TAB)  # the keyboard goes on the first lit box (nothing is focused at the start)
    d.key(pygame.K_RETURN)  # that box is pencilled in (the white sum, on Ana's sheet)
    assert scene.pencils.box(state, 0) == (first.row, first.position)
    d.key(pygame.K_ESCAPE)  # taken back: the focus is on that box again
    assert scene.pencils.crosses == {} and scene.focused is first
    d.key(pygame.K_RETURN)
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_RETURN)  # Enter, Esc, Enter: the same box again, never a pass
    assert scene.pencils.box(state, 0) == (first.row, first.position) and session.state is state
    assert session.state.grey == state.grey


def test_escape_after_a_clicked_box_gives_the_focus_back_to_that_box(make_app):
    d, session = start(make_app, ["human", "human"])
    scene = d.top
    second = lit(scene)[1]
    d.click_widget(second)
    d.key(pygame.K_ESCAPE)
    assert scene.pencils.crosses == {} and scene.focused is second


def in_action_2(seed=3) -> rules.State:
    """Ana, the active player, passed the white sum (and Bob did nothing): action 2 is hers."""
    return rules.new_game(2, seed=seed).close_shared({})


def test_escape_after_a_pencilled_pass_gives_the_focus_back_to_the_box_the_player_was_on(make_app):
    d, session = start(make_app, ["human", "human"], state=in_action_2())
    scene = d.top
    d.key(pygame.K_TAB)
    was_on = scene.focused
    d.key(pygame.K_p)
    assert isinstance(scene.turn.pending, Pass)
    d.key(pygame.K_ESCAPE)
    assert scene.turn.pending is None and scene.focused is was_on


def test_escape_after_a_pencilled_pair_gives_the_focus_back_to_the_dice(make_app):
    d, session = start(make_app, ["human", "human"], seed=11)
    d.key(pygame.K_p)  # Ana's Done without a cross, asked for on purpose
    d.key(pygame.K_p)
    scene = d.top
    pair = next(a for a in session.state.legal_actions(0) if isinstance(a, rules.CrossPair))
    def die(white, row):
        return next(t for t in scene.widgets if isinstance(t, DieTarget) and (t.white, t.row) == (white, row))

    d.click_widget(die(pair.white, None))
    d.click_widget(die(None, pair.row))
    assert scene.turn.pending == pair
    d.key(pygame.K_ESCAPE)  # the pair is taken back: the focus stays on the coloured die
    assert scene.turn.pending is None and scene.focused is die(None, pair.row)
    d.key(pygame.K_ESCAPE)  # then the white die is put back: the focus goes to it
    assert scene.turn.white_pick is None
    assert isinstance(scene.focused, DieTarget) and scene.focused.white == pair.white


# -- the Pass button (a grey box) is never what Enter presses by default -------------------------
def test_with_no_pair_of_dice_to_cross_action_2_passes_by_itself_and_says_so(make_app):
    """Nothing to choose asks for no input: the active player who can cross no white die plus a
    coloured die passes action 2 at once, and the table is told of the grey box it costs."""
    d, session = start(make_app, ["human", "human"], state=nothing_to_cross(2), animation="normal")
    state = nothing_to_cross(2)
    d.wait(0.1)
    assert session.state.grey[0] == state.grey[0] + 1
    assert any(isinstance(e, Passed) and e.action == 2 for e in session.state.events[len(state.events):])
    assert "grey" in d.top.notice.text.lower()


def test_enter_alone_never_passes_for_a_grey_box(make_app):
    d, session = start(make_app, ["human", "human"], state=nothing_to_cross(1))
    scene, state = d.top, session.state
    assert not lit(scene)
    for _i in range(4):  # a player tapping Enter (or Space) on a screen with nothing to cross
        d.key(pygame.K_RETURN)
        d.key(pygame.K_SPACE)
    assert scene.turn.pending is None and not scene.question.armed and session.state is state
    assert scene.focused is not scene.pass_button
    d.key(pygame.K_p)  # the pass's own key, shown on its button; P again confirms
    # the white sum: P asks for Done without a cross, the button says so
    assert scene.question.armed and scene.done_button.text() == _("Sure? Grey box")
    d.key(pygame.K_p)
    assert session.state is not state
    # a grey box for action 1, then one for action 2, where no pair of dice can be crossed either
    assert session.state.grey[0] == state.grey[0] + 2


def test_enter_on_the_focused_cancel_button_cancels(make_app):
    d, session = start(make_app, ["human", "human"], state=in_action_2())
    scene, state = d.top, session.state
    d.key(pygame.K_p)
    while scene.focused is not scene.cancel_button:
        d.key(pygame.K_TAB)
    d.key(pygame.K_RETURN)
    assert scene.turn.pending is None and session.state is state


def test_the_focus_never_lands_on_pass_by_itself_during_a_whole_keyboard_game(make_app):
    d, session = start(make_app, ["human", "human"], seed=8)
    for _step in range(400):
        if session.state.is_over:
            break
        scene = d.top
        assert scene.focused is not scene.pass_button
        if scene.focused is None and lit(scene):  # the start of an action: nothing is focused
            d.key(pygame.K_TAB)
            continue
        d.key(pygame.K_RETURN if scene.turn.pending is not None or lit(scene) else pygame.K_p)
        d.settle()
    assert session.state.is_over


# -- a key meant for one moment never acts in the next -------------------------------------------
def test_a_hurried_enter_after_the_white_sum_closes_does_not_act_in_action_2(make_app):
    d, session = start(make_app, ["human", "human", "human"], seed=4)
    d.key(pygame.K_p)
    with d.at_once():  # the hurried keys come at once after the close, however busy the machine
        d.key(pygame.K_p)  # Ana closes the white sum without a cross: action 2 is hers now
        ana = session.state
        assert ana.action == 2 and lit(d.top)
        d.key(pygame.K_RETURN, hurry=True)
        d.key(pygame.K_p, hurry=True)
    assert d.top.turn.pending is None and session.state is ana
    d.key(pygame.K_TAB)  # after a moment, her keys are hers: onto the first lit box
    d.key(pygame.K_RETURN)
    assert d.top.turn.pending is not None


def test_a_hurried_click_after_the_white_sum_closes_does_not_act_in_action_2(make_app):
    d, session = start(make_app, ["human", "human"], seed=4)
    d.key(pygame.K_p)
    with d.at_once():  # the hurried click comes at once after the close, however busy the machine
        d.key(pygame.K_p)
        ana = session.state
        target = lit(d.top)[0]
        d.frames(1)
        d.click(target.rect.center, hurry=True)  # a click would cross at once in action 2: held
    assert d.top.turn.pending is None and session.state is ana


def end_of_a_turn(make_app, **settings):
    """Ana closes action 1 without a cross, and passes action 2: the dice roll for Bob."""
    d, session = start(make_app, ["human", "human"], seed=11, animation="normal", **settings)
    for _i in range(2):
        d.key(pygame.K_p)
        d.key(pygame.K_p if d.top.sharing() else pygame.K_RETURN)  # action 1: P twice; action 2: P, Confirm
        d.frames(1)
    assert session.state.active == 1
    return d, session


def test_enter_during_the_roll_only_shows_the_dice_and_the_next_enter_waits(make_app):
    d, session = end_of_a_turn(make_app)
    scene, state = d.top, session.state
    assert scene.rolling
    d.key(pygame.K_RETURN, hurry=True)  # skips the roll, nothing else
    assert not scene.rolling and scene.turn.pending is None and session.state is state
    d.key(pygame.K_RETURN, hurry=True)  # too soon after: Bob has not seen his dice yet
    d.key(pygame.K_p, hurry=True)
    assert scene.turn.pending is None and session.state is state
    d.key(pygame.K_TAB)  # after a moment Tab and Enter pencil in a box (harmless), nothing more
    d.key(pygame.K_RETURN)
    assert scene.pencils.crosses and session.state is state


def test_a_click_during_the_roll_only_shows_the_dice(make_app):
    d, session = end_of_a_turn(make_app)
    scene, state = d.top, session.state
    d.click(scene.geo.panel.center, hurry=True)
    assert not scene.rolling and scene.pencils.crosses == {} and session.state is state


# -- every animation ends on its settled picture, with no input ----------------------------------
@pytest.mark.parametrize("projector", [False, True], ids=["normal", "projector"])
def test_the_rolling_dice_end_on_their_settled_picture_without_input(make_app, projector):
    d, session = end_of_a_turn(make_app, projector=projector)
    assert d.top.rolling
    d.run_until_still()
    assert not d.top.rolling and lit(d.top)
    d.assert_settled()


@pytest.mark.parametrize("projector", [False, True], ids=["normal", "projector"])
def test_a_computer_move_its_notice_and_its_roll_end_on_the_settled_picture(make_app, projector):
    d, session = start(make_app, ["cpu", "human"], seed=5, animation="normal", projector=projector)
    assert d.top.sharing() == (1,)  # Ana, a computer, has chosen at once: Bob may cross
    d.assert_settled()
    d.click_widget(d.top.done_button)  # Bob does nothing; Ana plays action 2 and rolls for Bob
    d.run_until_still()
    assert not d.top.rolling
    d.assert_settled()


@pytest.mark.parametrize("projector", [False, True], ids=["normal", "projector"])
def test_the_last_cross_ends_on_the_settled_score_table_without_input(make_app, projector):
    from ludicitude.games.cadenas.bench_scene import played_history
    from ludicitude.games.cadenas.scene import ScoreTable

    last_state, seat, action = next(step for step in reversed(played_history(2, 4)) if step[2] is not None)
    d, session = start(make_app, ["human", "human"], state=last_state, animation="normal", projector=projector)
    if last_state.shared_step() is None and last_state.legal_actions(seat) == [rules.Pass()]:
        pass  # the last grey box, with no pair of dice to cross: taken with no input at all
    elif last_state.shared_step() is None:
        assert d.top.human_to_act() == seat
        d.top.choose(action)  # pencilled in as a click would; Enter makes it final
        d.key(pygame.K_RETURN)
    else:  # the white sum: the last player to answer crosses on their sheet, Done closes it
        assert d.top.sharing() == (seat,)
        if isinstance(action, rules.Cross):
            d.top.toggle_white(seat, action.row, rules.position_of(action.row, last_state.white_sum))
        d.click_widget(d.top.done_button)
    d.run_until_still()
    assert session.state.is_over and isinstance(d.top, ScoreTable)
    d.assert_settled()
