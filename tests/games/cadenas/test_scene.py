"""The Cadenas screen, driven by real mouse clicks and key presses to the end of a game."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.core.i18n import _
from ludicitude.core.timeline import Tumble
from ludicitude.games.cadenas import rules
from ludicitude.games.cadenas.rules import Cross, CrossPair, Pass
from ludicitude.games.cadenas.examples import draw_rules_example
from ludicitude.games.cadenas.bench_scene import bench_scene
from tests.games.cadenas.positions import screenshot_positions
from ludicitude.games.cadenas.pieces import SheetGeometry
from ludicitude.games.cadenas.scene import BoxTarget, DieTarget, GameScene
from ludicitude.games.cadenas.scene import ScoreTable
from ludicitude.ui.session import GameSession, SeatInfo
from tests.games.cadenas.sheets import table
from ludicitude.games.cadenas.events import Crossed, GameEnded, GreyBoxTaken, Passed, Rolled

NAMES = [("Ana", "red"), ("Bob", "blue"), ("Chloé", "yellow"), ("Dimitri", "green"), ("Eve", "purple"),
         ("Fatou", "orange")]


def start(make_app, kinds, seed=3, size=(1024, 768), language="en"):
    d = make_app(size=size, language=language)
    seats = [SeatInfo(NAMES[i][0], NAMES[i][1], kind) for i, kind in enumerate(kinds)]
    session = GameSession.new("cadenas", seats, None, seed)
    d.app.push_scene(GameScene(d.app, session))
    d.settle()
    return d, session


def lit_targets(scene: GameScene) -> list[BoxTarget]:
    return [w for w in scene.widgets if isinstance(w, BoxTarget) and w.focusable]


def play_to_the_end(d, session, choose) -> None:
    for _step in range(3000):
        if isinstance(d.top, ScoreTable):
            break
        scene = d.top
        assert isinstance(scene, GameScene)
        choose(d, scene)
        d.settle()
    assert session.state.is_over
    assert isinstance(d.top, ScoreTable)


def by_mouse(d, scene: GameScene) -> None:
    """One click. Action 1: the first lit box of the keyboard's sheet (the active player's, or
    the first human's), then Done (twice when it costs a grey box). Action 2: a lit box crosses
    at once; else Pass, then Confirm."""
    state = scene.rules_state
    if scene.sharing():
        seat = scene.kb_seat
        lit = scene.pencils.lit_boxes(state, seat)
        if lit and seat not in scene.pencils.crosses:
            box = next(iter(lit))
            d.click_widget(next(t for t in scene.box_targets if t.seat == seat and (t.row, t.position) == box))
        else:
            d.click_widget(scene.done_button)
        return
    lit = lit_targets(scene)
    if scene.turn.pending is not None:
        d.click_widget(scene.confirm_button)
    else:
        d.click_widget(lit[0] if lit else scene.pass_button)


def by_keyboard(d, scene: GameScene) -> None:
    """One key. Action 1: Enter pencils the focused lit box in and Enter again (on Done) closes;
    without a lit box, P twice (the grey box asked for on purpose). Action 2: Enter on the
    focused lit box pencils it in, Enter again confirms; P passes. Nothing is focused at the start
    of either (issue 26: Enter never crosses a box it was not put on): Tab puts the keyboard on the
    first lit box."""
    if scene.focused is None and lit_targets(scene) and (scene.sharing() or scene.turn.pending is None):
        d.key(pygame.K_TAB)
        return
    if scene.sharing():
        focused = scene.focused
        go = not scene.question.armed and (focused is scene.done_button or (
            isinstance(focused, BoxTarget) and scene.kb_seat not in scene.pencils.crosses))
        d.key(pygame.K_RETURN if go else pygame.K_p)
        return
    d.key(pygame.K_RETURN if scene.turn.pending is not None or lit_targets(scene) else pygame.K_p)


def done_without_a_cross(d) -> None:
    """The active player closes action 1 without a cross: Done, then Done again for the grey box."""
    d.click_widget(d.top.done_button)
    d.click_widget(d.top.done_button)


def test_two_humans_play_a_whole_game_with_the_mouse_only(make_app):
    d, session = start(make_app, ["human", "human"])
    play_to_the_end(d, session, by_mouse)
    assert any(isinstance(e, Crossed) for e in session.state.events)


def test_two_humans_play_a_whole_game_with_the_keyboard_only(make_app):
    d, session = start(make_app, ["human", "human"], seed=8)
    play_to_the_end(d, session, by_keyboard)


@pytest.mark.parametrize("choose", [by_mouse, by_keyboard], ids=["mouse", "keyboard"])
def test_one_human_and_three_computers_play_to_the_end_screen(make_app, choose):
    d, session = start(make_app, ["human", "cpu", "cpu", "cpu"], seed=5)
    play_to_the_end(d, session, choose)
    d.key(pygame.K_RETURN)  # "play again" is focused on the end screen
    d.settle()
    assert isinstance(d.top, GameScene) and not d.top.state.is_over


def test_a_box_that_is_not_the_white_sum_is_refused_in_words_and_nothing_changes(make_app):
    d, session = start(make_app, ["human", "human"])
    scene = d.top
    state = session.state
    before = state.to_dict()
    wrong = next(t for t in scene.widgets if isinstance(t, BoxTarget)
                 and rules.number_at(t.row, t.position) != state.white_sum)
    d.click_widget(wrong)
    assert scene.message == _("Only the white sum, {total}, may be crossed now.").format(total=state.white_sum)
    assert session.state.to_dict() == before
    assert d.pixels()  # the message is drawn in the banner


def start_at(make_app, state: rules.State):
    d = make_app()
    seats = [SeatInfo(NAMES[i][0], NAMES[i][1]) for i in range(state.num_seats)]
    session = GameSession(GameSession.new("cadenas", seats, None, 1).game, seats, state)
    d.app.push_scene(GameScene(d.app, session))
    d.settle()
    return d, session


def test_a_refusal_of_the_rules_is_shown_and_changes_nothing(make_app):
    # Ana crossed red 9; in action 2, white 2 + red 1 = 3 lies left of it
    state = table(2, sheets={0: {"red": [9]}}, whites=(1, 2), colours={"red": 1})
    d, session = start_at(make_app, state.apply(0, Pass()).apply(1, Pass()))
    before = session.state.to_dict()
    box = next(t for t in d.top.widgets if isinstance(t, BoxTarget) and t.row == "red"
               and rules.number_at("red", t.position) == 3)
    assert not box.focusable  # not lit
    d.click_widget(box)
    assert d.top.message == _("{number} is left of a box you already crossed in {row}.").format(
        number=3, row=_("the red row"))
    assert session.state.to_dict() == before


def test_action_2_picks_a_white_die_then_a_coloured_die(make_app):
    d, session = start(make_app, ["human", "human"], seed=11)
    done_without_a_cross(d)
    state = session.state
    assert state.action == 2
    pair = next(a for a in state.legal_actions(0) if isinstance(a, CrossPair))
    dice = {(t.white, t.row): t for t in d.top.widgets if isinstance(t, DieTarget)}
    d.click_widget(dice[(pair.white, None)])
    assert d.top.turn.white_pick == pair.white
    d.click_widget(dice[(None, pair.row)])
    assert session.state is state  # pencilled in only
    d.click_widget(d.top.confirm_button)
    face = state.colours[rules.ROW_INDEX[pair.row]]
    assert session.state.marks[0][rules.ROW_INDEX[pair.row]][-1] == rules.position_of(
        pair.row, state.whites[pair.white] + face)
    assert session.state.active == 1


def test_action_2_with_the_keys_w_and_a_row_number(make_app):
    d, session = start(make_app, ["human", "human"], seed=11)
    d.key(pygame.K_p)  # Done without a cross: the grey box asked for on purpose, then P again
    d.key(pygame.K_p)
    state = session.state
    pair = next(a for a in state.legal_actions(0) if isinstance(a, CrossPair) and a.white == 0)
    d.key(pygame.K_1 + 0)  # a coloured die before a white one: refused in words
    assert d.top.message and session.state.to_dict() == state.to_dict()
    d.key(pygame.K_w)
    d.key(pygame.K_1 + rules.ROWS.index(pair.row))
    assert session.state is state
    d.key(pygame.K_RETURN)
    assert len(session.state.marks[0][rules.ROW_INDEX[pair.row]]) == 1


def test_in_action_1_every_human_sheet_shows_its_own_lit_boxes_and_in_action_2_only_the_active_one(make_app):
    """Action 1: every player may cross the white sum; action 2: the active player alone."""
    d, session = start(make_app, ["human", "human", "human"])
    scene = d.top
    state = session.state
    for seat in range(3):
        targets = [t for t in scene.box_targets if t.seat == seat]
        assert targets and all(t.rect.colliderect(scene.geo.sheets[seat].rect) for t in targets)
        assert set(scene.pencils.lit_boxes(state, seat)) == {
            (a.row, rules.position_of(a.row, state.white_sum)) for a in state.legal_actions(0)
            if isinstance(a, Cross)} or seat != 0
    done_without_a_cross(d)
    lit = lit_targets(d.top)
    assert lit and all(t.seat is None and t.rect.colliderect(d.top.geo.sheets[0].rect) for t in lit)


def test_a_computer_active_player_chooses_at_once_and_a_human_closes_the_white_sum(make_app):
    d, session = start(make_app, ["cpu", "human"], seed=2)
    scene = d.top
    state = session.state
    assert state.to_act == (0,) and scene.sharing() == (1,) and scene.human_to_act() is None
    assert 0 in scene.pencils.crosses or 0 in scene.pencils.passing  # decided, shown pending
    assert not scene.pencils.closing_costs(state)  # the computer's own pass is no default
    d.settle()
    assert session.state is state  # the computer does not close it alone: the table says Done
    d.click_widget(scene.done_button)
    assert session.state.action == 2 or session.state.active == 1


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080), (3840, 2160)])
def test_six_sheets_fit_on_the_screen_without_overlapping_and_every_box_is_a_thirtieth_of_the_height(make_app, size):
    d, session = start(make_app, ["human"] * 6, size=size)
    scene = d.top
    screen = d.app.screen.get_rect()
    geos = scene.geo.sheets
    assert len(geos) == 6
    for s, geo in geos.items():
        assert screen.contains(geo.rect), (s, geo.rect)
        assert geo.box >= screen.h / 30  # every sheet takes clicks in action 1 (issue 17)
        for t, other in geos.items():
            if t != s:
                assert not geo.rect.colliderect(other.rect)
    assert screen.contains(scene.geo.panel)
    assert not any(scene.geo.panel.colliderect(geo.rect) for geo in geos.values())


def test_a_game_resumed_in_action_2_shows_that_turn(make_app):
    d, _session = start_at(make_app, rules.new_game(2, seed=4).apply(0, Pass()).apply(1, Pass()))
    assert d.top.human_to_act() == 0 and any(isinstance(w, DieTarget) for w in d.top.widgets)


def test_locks_and_grey_boxes_are_announced_in_words(make_app):
    d, _session = start(make_app, ["human", "human"])
    d.key(pygame.K_p)
    d.key(pygame.K_p)
    assert "grey box" in d.top.notice.text and d.top.notice.bad
    d, _session = start_at(make_app, table(2, sheets={0: {"red": [2, 3, 4, 5, 6]}}, whites=(6, 6)))
    d.click_widget(next(t for t in d.top.box_targets if t.seat == 0 and t.row == "red" and t.focusable))
    d.click_widget(d.top.done_button)  # Bob does nothing: action 1 ends, the red row closes
    assert "Ana locks the red row!" in d.top.notice.text and not d.top.notice.bad
    assert "Closed for everyone: the red row" in d.top.notice.text
    assert not any(t.row == "red" for t in d.top.widgets if isinstance(t, DieTarget))


def test_the_screen_draws_in_french(make_app):
    d, _session = start(make_app, ["human", "cpu", "human"], language="fr")
    assert d.top.last_public_text().startswith("Ana lance")
    assert d.top.end_button.text() == "Passer (E)\u00a0\u221210"  # action 1: two grey boxes
    assert d.pixels()


def test_the_rules_example_draws_a_sheet(make_app):
    d = make_app()
    surface = d.app.screen
    surface.fill((0, 0, 0))
    draw_rules_example(surface, pygame.Rect(10, 10, 600, 250))
    assert pygame.transform.average_color(surface, pygame.Rect(10, 10, 600, 250)) != (0, 0, 0, 255)
    assert SheetGeometry.fit(pygame.Rect(0, 0, 600, 250)).rect.w <= 600


# -- a player may change their mind: a choice is pencilled in, then confirmed ---------------------
def test_by_keyboard_in_action_2_enter_pencils_in_tab_enter_moves_esc_takes_back_enter_confirms(make_app):
    d, session = start(make_app, ["human", "human"], seed=3)
    done_without_a_cross(d)
    state = session.state
    scene = d.top
    lit = lit_targets(scene)
    assert state.action == 2 and len(lit) >= 2
    assert scene.focused is None  # issue 26: no box has the focus at the start: Enter pencils nothing
    d.key(pygame.K_RETURN)
    assert scene.turn.pending is None and session.state is state
    d.key(pygame.K_TAB)  # the player puts the keyboard on the first lit box
    d.key(pygame.K_RETURN)
    assert scene.turn.pending_box == (lit[0].row, lit[0].position) and session.state is state
    assert scene.focused is scene.confirm_button
    d.key(pygame.K_ESCAPE)  # takes the choice back; no "leave the game?" question
    assert scene.turn.pending is None and d.top is scene and session.state is state
    d.key(pygame.K_p)
    assert isinstance(scene.turn.pending, Pass)
    d.key(pygame.K_p)  # P again takes the pass back
    assert scene.turn.pending is None and session.state is state
    d.key(pygame.K_RETURN)
    while not (isinstance(scene.focused, BoxTarget) and scene.focused is not lit[0]):
        d.key(pygame.K_TAB)
    target = scene.focused
    d.key(pygame.K_RETURN)  # Enter on another lit box moves the choice there
    assert scene.turn.pending_box == (target.row, target.position) and session.state is state
    d.key(pygame.K_BACKSPACE)
    assert scene.turn.pending is None
    d.key(pygame.K_p)
    d.key(pygame.K_RETURN)  # confirmed: final
    assert session.state is not state
    assert isinstance(session.state.events[len(state.events)], Passed)


def test_action_2_a_pencilled_pair_shows_both_dice_and_is_changed_by_another_white(make_app):
    d, session = start(make_app, ["human", "human"], seed=11)
    d.key(pygame.K_p)
    d.key(pygame.K_p)
    state = session.state
    scene = d.top
    pair = next(a for a in state.legal_actions(0) if isinstance(a, CrossPair))
    d.key(pygame.K_w)
    if scene.turn.white_pick != pair.white:
        d.key(pygame.K_w)
    d.key(pygame.K_1 + rules.ROWS.index(pair.row))
    assert scene.turn.pending == pair and session.state is state
    before = d.pixels()
    d.key(pygame.K_1 + rules.ROWS.index(pair.row))  # the same die again: taken back
    assert scene.turn.pending is None and d.pixels() != before
    d.key(pygame.K_1 + rules.ROWS.index(pair.row))
    d.key(pygame.K_w)  # another white die: the pencilled pair is forgotten
    assert scene.turn.pending is None and scene.turn.white_pick == 1 - pair.white and session.state is state
    d.key(pygame.K_ESCAPE)  # then Esc puts the white die back
    assert scene.turn.white_pick is None and d.top is scene
    d.key(pygame.K_w)
    if scene.turn.white_pick != pair.white:
        d.key(pygame.K_w)
    d.key(pygame.K_1 + rules.ROWS.index(pair.row))
    d.key(pygame.K_KP_ENTER)
    assert isinstance(session.state.events[-1], (Crossed, Rolled, GreyBoxTaken, GameEnded))
    assert any(isinstance(e, Crossed) and e.action == 2 for e in session.state.events[len(state.events):])


def test_a_pencilled_choice_the_rules_refuse_is_refused_at_once_and_nothing_is_pencilled(make_app):
    state = table(2, sheets={0: {"red": [9]}}, whites=(1, 2), colours={"red": 1})
    d, session = start_at(make_app, state.apply(0, Pass()).apply(1, Pass()))
    before = session.state
    d.key(pygame.K_w)
    d.key(pygame.K_1)  # white 1 + red 1 = 2: left of the crossed 9
    assert d.top.message and d.top.turn.pending is None and session.state is before


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_the_dice_panel_never_covers_a_sheet(make_app, seats):
    d, _session = start(make_app, ["human"] * seats, size=(1024, 768))
    for _i in range(4):  # a few turns: the active sheet moves to the top
        scene = d.top
        geos = scene.geo.sheets
        assert len(geos) == seats
        assert not any(scene.geo.panel.colliderect(geo.rect) for geo in geos.values())
        by_keyboard(d, scene)
        d.settle()


def test_every_screenshot_position_and_the_bench_scene_draw(make_app):
    d = make_app(size=(1024, 768))
    for name, make in screenshot_positions(d.app).items():
        d.app.stack.push(make())
        d.frames(2)
        assert d.pixels(), name
        d.app.stack.scenes.pop()
    assert "announced" in " ".join(screenshot_positions(d.app))
    scene = bench_scene(d.app)
    d.app.stack.push(scene)
    d.frames(30)
    assert scene.rolling and scene.animating  # the bench keeps the dice tumbling


def test_the_still_picture_is_drawn_once_while_the_dice_tumble_and_a_change_is_seen_at_once(make_app,
                                                                                         monkeypatch):
    d, _session = start(make_app, ["human"] * 6, seed=4)
    scene = d.top
    calls = []
    original = GameScene.draw_still
    monkeypatch.setattr(GameScene, "draw_still", lambda self, s: (calls.append(1), original(self, s)))
    scene.play([Tumble(seconds=10.0)], factor=1.0)  # the dice tumble: a frame redraws the dice only
    scene.refresh()
    d.frames(20)
    assert len(calls) == 1
    scene.play([])
    scene.refresh()
    d.app.draw()
    cached = d.pixels()
    scene.still_changed()  # forget the cache: a full drawing gives the very same picture
    d.app.draw()
    assert d.pixels() == cached
    try:
        d.app.set_language("fr")
        d.app.draw()
        assert d.pixels() != cached  # a change of language is seen at once
        d.app.set_language("en")
        d.app.set_palette("colourblind")
        d.app.draw()
        assert d.pixels() != cached  # and so is a change of the players' colours
    finally:
        d.app.set_language("en")
        d.app.set_palette("standard")


def assert_cached_frame_is_a_fresh_drawing(d) -> None:
    """The window drawn through the still-picture cache equals a full drawing made afresh."""
    d.app.draw()
    cached = d.pixels()
    if isinstance(d.top, GameScene):
        d.top.still_changed()
    d.app.draw()
    assert d.pixels() == cached, "the cached still picture is stale"


POSITIONS = list(screenshot_positions(None))


@pytest.mark.parametrize("name", POSITIONS)
def test_the_cached_frame_of_every_screenshot_position_is_a_fresh_drawing(make_app, name):
    d = make_app(size=(1024, 768))
    d.app.stack.push(screenshot_positions(d.app)[name]())
    d.frames(3)
    assert_cached_frame_is_a_fresh_drawing(d)
    # a few real keys and a click, as a player would: the cache follows each of them
    for key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_w, pygame.K_1, pygame.K_ESCAPE):
        d.key(key)
        assert_cached_frame_is_a_fresh_drawing(d)
    scene = d.top
    if isinstance(scene, GameScene) and lit_targets(scene):
        d.click_widget(lit_targets(scene)[0])
        assert_cached_frame_is_a_fresh_drawing(d)


@pytest.mark.parametrize("skipped", [False, True], ids=["waited", "skipped"])
def test_dice_that_come_to_rest_for_a_computer_player_are_drawn_at_once(make_app, skipped):
    # nothing the player can touch changes when a computer's dice come to rest: the screen must
    # redraw its still picture by itself, or the dice would stay missing until the computer moves
    d = make_app(animation="normal")
    seats = [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue", "cpu")]
    state = rules.new_game(2, seed=4).apply(0, Pass()).apply(1, Pass())  # Ana's action 2
    session = GameSession(GameSession.new("cadenas", seats, None, 1).game, seats, state)
    d.app.push_scene(GameScene(d.app, session))
    d.settle()
    scene = d.top
    d.key(pygame.K_p)
    d.key(pygame.K_RETURN)  # Ana passes: the dice roll for Bob, a computer
    rolled = session.state
    assert rolled.active == 1 and scene.rolling
    if skipped:
        d.click(scene.geo.panel.center, hurry=True)  # a click during the roll only ends it
    for _frame in range(400):
        if not scene.rolling:
            break
        d.frames(1)
    assert not scene.rolling and session.state is rolled  # Bob has not played yet
    assert_cached_frame_is_a_fresh_drawing(d)
