"""Action 1 as one shared moment on one screen (issue 17), played with real clicks and keys and
counted: "every player (active first, then the others) may cross that number in one row"
(RULINGS.md "Cadenas"), each on their own sheet, at once; the active player closes it."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games.cadenas import rules, texts
from ludicitude.games.cadenas.bots import SensibleBot
from ludicitude.games.cadenas.rules import Cross, CrossPair, Pass
from ludicitude.games.cadenas.scene import BoxTarget, GameScene, ScoreTable
from ludicitude.games.cadenas.turn import box_of
from ludicitude.ui.session import GameSession, SeatInfo
from tests.games.cadenas.test_scene import NAMES, start
from ludicitude.games.cadenas.events import Crossed, Rolled

#: clicks a 3-human game (seed 3, every player choosing as ``decide``) took to its end on the
#: screen before issue 17, where each player answered the white sum in turn with a box or Pass
#: then Confirm: 8 clicks a turn, 21 turns (measured on the old screen, see docs/ui-guide.md)
TODAY_CLICKS_SEED_3 = 168
TODAY_TURNS_SEED_3 = 21


def decide(state: rules.State, seat: int) -> object:
    """A steady player: the sensible computer's best choice, the first one on a tie."""
    bot = SensibleBot(0)
    actions = state.shared_actions(seat) if state.shared_step() else state.legal_actions(seat)
    return max(actions, key=lambda a: bot._value(state, seat, a))


class Counted:
    """The driver, counting every click and key a player sends."""

    def __init__(self, d) -> None:
        self.d, self.inputs = d, 0

    def click(self, widget) -> None:
        self.inputs += 1
        self.d.click_widget(widget)
        self.d.settle()

    def key(self, key: int) -> None:
        self.inputs += 1
        self.d.key(key)
        self.d.settle()


def box_target(scene: GameScene, seat: int | None, box) -> BoxTarget:
    return next(t for t in scene.box_targets if t.seat == seat and (t.row, t.position) == box)


def play_turn(c: Counted, session) -> dict[str, object]:
    """One turn with the mouse, every human choosing as ``decide``: a click on their own box,
    or nothing; then the active player's action-2 cross, clicked at once on its black-ringed box
    (it says Done), or "No action 2" when they would pass action 2 (Done and the pass in one click),
    else Done; nothing in action 2 when no pair of dice can be crossed (the pass is not a choice);
    a grey box that could be avoided is asked for with a second click."""
    scene = c.d.top
    state = session.state
    step = state.shared_step()
    assert step is not None and scene.sharing()
    start_inputs = c.inputs
    crossers = []
    for seat in step.seats:
        action = decide(state, seat)
        if session.is_bot(seat):
            # a computer's choice is shown pending at once, like anyone's
            pending = scene.pencils.crosses.get(seat)
            assert (pending in state.shared_actions(seat)) != (seat in scene.pencils.passing)
        elif isinstance(action, Cross):
            c.click(box_target(scene, seat, box_of(state, action)))
            crossers.append(seat)
    assert session.state is state  # nothing is final before Done
    active_human = not session.is_bot(state.active)
    after = state.close_shared(scene.pencils.choices())
    then = decide(after, after.active) if active_human and not after.is_over and after.action == 2 else None
    active_crossed_two = isinstance(then, CrossPair)
    box = box_of(after, then) if isinstance(then, CrossPair) else None
    ringed = box is not None and box not in scene.pencils.lit_boxes(state, state.active)
    if ringed:  # Done and the action-2 cross, one click on the ringed box
        assert box in scene.pencils.then_boxes(state)
        c.click(box_target(scene, state.active, box))
        if session.state is state:  # without a cross of the white sum: the grey box, confirmed
            assert scene.question.armed
            c.click(box_target(scene, state.active, box))
        assert session.state.action == 1 or session.state.is_over
    elif active_human and isinstance(then, Pass) and scene.end_button.visible:
        # no cross in action 2 although one was possible: "No action 2", Done and the pass in one click
        c.click(scene.end_button)
        if session.state is state:  # a grey box it costs, confirmed
            assert scene.question.armed and scene.question.end_cost
            c.click(scene.end_button)
        assert session.state.action == 1 or session.state.is_over
    else:
        c.click(scene.done_button)
        if session.state is state:  # Done without a cross of the active player: the grey box, confirmed
            assert scene.question.armed
            c.click(scene.done_button)
    assert session.state is not state
    after_one = c.inputs - start_inputs
    state2 = session.state
    if not state2.is_over and state2.action == 2 and active_human:
        if box is not None:  # a box the white sum could cross too: a click there crosses that
            c.click(box_target(scene, None, box))
        elif any(isinstance(a, CrossPair) for a in state2.legal_actions(state2.active)):
            c.click(scene.pass_button)  # one click when the pass is free; a grey box is confirmed
            if session.state is state2:
                assert texts.pass_costs_grey_box(state2)
                c.click(scene.confirm_button)
    c.d.settle()
    return {"inputs": c.inputs - start_inputs, "action_1": after_one, "crossers": crossers,
            "active": state.active, "active_human": active_human, "crossed_two": active_crossed_two,
            "ringed": ringed}


SEATINGS = [
    ("2 humans", ["human"] * 2),
    ("2 humans and computers", ["human", "cpu", "human", "cpu"]),
    ("3 humans", ["human"] * 3),
    ("3 humans and computers", ["cpu", "human", "human", "cpu", "human"]),
    ("6 humans", ["human"] * 6),
    ("4 humans and 2 computers (6 seats)", ["human", "cpu", "human", "human", "cpu", "human"]),
]


@pytest.mark.parametrize("kinds", [k for _n, k in SEATINGS], ids=[n for n, _k in SEATINGS])
def test_a_turn_costs_three_inputs_plus_one_per_other_player_who_crosses(make_app, kinds):
    """A turn where only the active player crosses takes at most 3 inputs whatever the number of
    players: here 2 (their cross of the white sum, then the action-2 box, which says Done); each
    other player who crosses adds one click; nobody who passes adds any. With a computer active,
    a human's Done closes the step."""
    d, session = start(make_app, kinds, seed=5)
    c = Counted(d)
    checked = 0
    for _turn in range(12):
        if session.state.is_over or isinstance(d.top, ScoreTable):
            break
        t = play_turn(c, session)
        others = [s for s in t["crossers"] if s != t["active"]]
        if t["active_human"]:
            crossed_one = t["active"] in t["crossers"]
            if crossed_one and t["crossed_two"]:
                # a box the white sum could cross too is not ringed: Done, then the box
                assert t["inputs"] == (2 if t["ringed"] else 3) + len(others), t
                checked += t["ringed"]
            else:  # a grey box the player could avoid is asked for with two inputs, never one
                assert t["inputs"] <= 4 + len(others), t
        else:
            assert t["action_1"] == 1 + len(others), t
    assert checked >= 1


def test_a_three_human_game_to_its_end_with_the_mouse_takes_under_a_third_of_the_old_clicks(make_app):
    d, session = start(make_app, ["human"] * 3, seed=3)
    c = Counted(d)
    for _turn in range(200):
        if isinstance(d.top, ScoreTable):
            break
        play_turn(c, session)
    assert session.state.is_over
    turns = len([e for e in session.state.events if isinstance(e, Rolled)])
    assert turns == TODAY_TURNS_SEED_3  # the same game as the one counted on the old screen
    # every input is a player's own choice (a cross, Done or "No action 2", a grey box confirmed): 54 of
    # 168 (docs/ui-guide.md, "Cadenas's white sum")
    assert c.inputs * 3 < TODAY_CLICKS_SEED_3, c.inputs
    print(f"3-human game: {c.inputs} clicks now, {TODAY_CLICKS_SEED_3} before")


def test_a_cross_stays_changeable_until_done_and_lands_only_on_its_own_sheet(make_app):
    """Each player crosses on their own sheet; another lit box moves the cross, the same box
    takes it back; the keyboard's focus never moves to the sheet that was clicked."""
    d, session = start(make_app, ["human"] * 3, seed=3)
    scene = d.top
    state = session.state
    bob = [t for t in scene.box_targets if t.seat == 1 and (t.row, t.position) in scene.pencils.lit_boxes(state, 1)]
    ana = next(t for t in scene.box_targets if t.seat == 0 and (t.row, t.position) in scene.pencils.lit_boxes(state, 0))
    assert len(bob) >= 2 and not any(t.focusable for t in bob)  # the keyboard is on Ana's sheet
    d.click_widget(ana)
    d.click_widget(bob[0])
    assert scene.pencils.crosses == {0: Cross(ana.row), 1: Cross(bob[0].row)}
    d.click_widget(bob[1])  # another lit box: Bob's cross moves, Ana's stays
    assert scene.pencils.crosses == {0: Cross(ana.row), 1: Cross(bob[1].row)}
    d.click_widget(bob[1])  # the same box again: taken back
    assert scene.pencils.crosses == {0: Cross(ana.row)}
    assert session.state is state and scene.kb_seat == 0 and scene.focused is ana  # where Ana's click put it
    d.click_widget(bob[0])
    d.click_widget(scene.done_button)
    after = session.state
    assert after.marks[0][rules.ROW_INDEX[ana.row]] == (ana.position,)
    assert after.marks[1][rules.ROW_INDEX[bob[0].row]] == (bob[0].position,)
    assert after.marks[2] == state.marks[2] and after.grey == [0, 0, 0]  # Chloé did nothing at all
    crosses = [e.seat for e in after.events[len(state.events):] if isinstance(e, Crossed)]
    assert crosses == [0, 1]  # applied in the rulings' order: the active player first


def test_the_keyboard_walks_one_sheet_and_a_players_key_puts_it_on_theirs(make_app):
    d, session = start(make_app, ["human"] * 3, seed=3)
    scene = d.top
    state = session.state
    for _i in range(8):  # Tab never leaves Ana's sheet (and Done)
        assert scene.focused is None or scene.focused is scene.done_button or scene.focused.seat == 0
        d.key(pygame.K_TAB)
    d.key(pygame.K_2)  # Bob's key: the keyboard goes to his sheet, and only then
    assert scene.kb_seat == 1 and scene.focused.seat == 1
    target = scene.focused
    d.key(pygame.K_RETURN)  # pencilled in on Bob's sheet; the focus goes to Done
    assert scene.pencils.crosses == {1: Cross(target.row)} and session.state is state
    d.key(pygame.K_ESCAPE)  # taken back; no "leave the game?" question
    assert scene.pencils.crosses == {} and d.top is scene and scene.kb_seat == 1


def test_enter_never_costs_the_active_player_a_grey_box(make_app):
    """Rule card, penalty as written: the active player who crosses nothing in an action takes
    a grey box; so Enter never closes the white sum for an active player with nothing pencilled."""
    d, session = start(make_app, ["human"] * 2, seed=3)
    scene = d.top
    state = session.state
    assert not scene.done_button.focusable
    for key in (pygame.K_TAB, pygame.K_RETURN, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        d.key(key)
        if scene.pencils.crosses:  # Enter on a lit box pencils it in: take it back
            d.key(pygame.K_ESCAPE)
    assert session.state is state and session.state.grey == [0, 0]
    d.key(pygame.K_p)  # asked for on purpose; Enter still never takes it (on a lit box, it pencils that in)
    d.key(pygame.K_RETURN)
    assert session.state is state and session.state.grey == [0, 0]
    if scene.pencils.crosses:
        d.key(pygame.K_ESCAPE)
    d.key(pygame.K_p)
    d.key(pygame.K_p)  # P twice: the grey box asked for, then taken
    assert session.state.grey == [1, 0]


def test_under_the_classic_penalty_done_by_enter_costs_nothing_and_closes(make_app):
    d = make_app()
    seats = [SeatInfo(NAMES[i][0], NAMES[i][1]) for i in range(2)]
    session = GameSession.new("cadenas", seats, {"penalty": "classic"}, 3)
    d.app.push_scene(GameScene(d.app, session))
    d.settle()
    scene = d.top
    assert scene.done_button.focusable
    scene.set_focus(scene.done_button)
    d.key(pygame.K_RETURN)
    assert session.state.action == 2 and session.state.grey == [0, 0]


def test_a_game_saved_while_players_answered_one_by_one_resumes_with_those_still_to_choose(make_app):
    d = make_app()
    state = rules.new_game(3, seed=4).apply(0, Pass()).apply(1, Pass())  # the old screen's way
    seats = [SeatInfo(NAMES[i][0], NAMES[i][1]) for i in range(3)]
    session = GameSession(GameSession.new("cadenas", seats, None, 1).game, seats,
                          rules.State.from_dict(state.to_dict()))
    d.app.push_scene(GameScene(d.app, session))
    d.settle()
    scene = d.top
    assert scene.sharing() == (2,) and {t.seat for t in scene.box_targets} == {2}
    d.click_widget(scene.done_button)  # Ana has had her say: nothing costs a grey box now
    assert session.state.action == 2 and session.state.grey == [1, 0, 0]


def test_computers_alone_answer_the_white_sum_and_close_it(make_app):
    d, session = start(make_app, ["cpu", "cpu", "cpu"], seed=4)
    for _i in range(40):
        d.frames(20)
    assert len([e for e in session.state.events if isinstance(e, Rolled)]) >= 2


def test_with_a_computer_active_the_table_is_told_that_anyone_says_done(make_app):
    """When the active player is a computer, its cross is pencilled at once and any person at
    the table closes the white sum: the screen must not tell them to wait for the computer."""
    from ludicitude.games.cadenas import texts

    d = make_app()
    session = GameSession.new("cadenas", [SeatInfo("Bob", "blue", "cpu"), SeatInfo("Ana", "red")], None, 5)
    scene = GameScene(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    state = scene.table
    assert scene.sharing() and session.is_bot(state.active)
    said = texts.shared_text(state, session.names, closer_is_computer=True)
    assert "Bob" not in said and "Done" in said
    hints = [hint.text for hint in texts.panel_hints(
        state, session.names, sharing=True, closing_costs=False, chooser=None, pending=None, white_pick=None,
        nothing_lit=False, rolling=False, closer_is_computer=True)]
    assert any("anyone" in t for t in hints) and not any("Then Bob" in t for t in hints)
    d.click_widget(scene.done_button)  # Ana, a person, closes it
    d.settle()
    assert session.state is not state


# -- Done and the action-2 cross in one click --------------------------------------------------------
def ringed_start(make_app, state):
    from tests.games.cadenas import test_trust

    return test_trust.start(make_app, ["human", "human"], state=state)


def test_a_click_on_a_ringed_box_says_done_and_makes_the_action_2_cross(make_app):
    """"Action 1: everyone, you first, may cross the sum of the two white dice in one row" then
    "Action 2: you alone may cross one white die plus one coloured die": Ana crosses the white sum,
    Bob too, and one click of Ana's on a black-ringed box closes action 1 and crosses it."""
    from tests.games.cadenas.sheets import table

    d, session = ringed_start(make_app, table(2))  # whites 3 and 4: white sum 7; yellow die 2
    scene = d.top
    d.click_widget(box_target(scene, 0, ("red", rules.position_of("red", 7))))
    d.click_widget(box_target(scene, 1, ("blue", rules.position_of("blue", 7))))
    yellow_6 = ("yellow", rules.position_of("yellow", 6))
    assert yellow_6 in scene.pencils.then_boxes(session.state)
    d.click_widget(box_target(scene, 0, yellow_6))
    d.settle()
    state = session.state
    assert state.active == 1 and state.action == 1  # Bob's turn: both of Ana's actions are done
    assert rules.position_of("red", 7) in state.marks[0][rules.ROW_INDEX["red"]]
    assert yellow_6[1] in state.marks[0][rules.ROW_INDEX["yellow"]]
    assert rules.position_of("blue", 7) in state.marks[1][rules.ROW_INDEX["blue"]]
    assert state.grey == [0, 0]


def test_a_ringed_box_without_a_white_sum_cross_asks_again_for_the_grey_box(make_app):
    """As written, "an action without a cross costs a grey box": when Ana could have crossed the
    white sum, her first click on a ringed box only asks; the same click again confirms."""
    from tests.games.cadenas.sheets import table

    d, session = ringed_start(make_app, table(2))
    scene, before = d.top, session.state
    yellow_6 = box_target(scene, 0, ("yellow", rules.position_of("yellow", 6)))
    d.click_widget(yellow_6)
    assert session.state is before and scene.question.armed and "grey box" in scene.message
    d.click_widget(box_target(scene, 0, ("blue", rules.position_of("blue", 8))))  # another box asks again
    assert session.state is before
    d.click_widget(box_target(scene, 0, ("blue", rules.position_of("blue", 8))))
    d.settle()
    assert session.state.grey[0] == 1 and session.state.active == 1
    assert rules.position_of("blue", 8) in session.state.marks[0][rules.ROW_INDEX["blue"]]


def test_the_ringed_boxes_are_drawn_on_the_active_sheet_only(make_app):
    from ludicitude.games.cadenas import pieces
    from tests.games.cadenas.sheets import table

    d, session = ringed_start(make_app, table(2))
    scene = d.top
    surface = d.app.screen
    scene.draw(surface)
    ringed = scene.geo.sheets[0].boxes[rules.ROW_INDEX["yellow"]][rules.position_of("yellow", 6)]
    plain = scene.geo.sheets[0].boxes[rules.ROW_INDEX["yellow"]][rules.position_of("yellow", 9)]
    bobs = scene.geo.sheets[1].boxes[rules.ROW_INDEX["yellow"]][rules.position_of("yellow", 6)]
    ink = pieces.INK
    assert surface.get_at((ringed.x + 2, ringed.centery))[:3] == ink
    assert surface.get_at((plain.x + 2, plain.centery))[:3] != ink
    assert surface.get_at((bobs.x + 2, bobs.centery))[:3] != ink


def test_a_pass_that_costs_nothing_is_one_click_and_one_that_costs_a_grey_box_is_confirmed(make_app):
    """Classic option: "one grey box only when the active player crosses nothing in the whole
    turn" (RULINGS.md "Cadenas"). After Ana's cross of the white sum, her Pass in action 2 costs
    nothing and is one click; as written on the card, it costs a grey box and waits for Confirm."""
    from tests.games.cadenas.sheets import table
    from tests.games.cadenas.test_scene import start_at

    for penalty, clicks in ((rules.PENALTY_CLASSIC, 1), (rules.PENALTY_AS_WRITTEN, 2)):
        state = table(2, penalty=penalty).apply(0, Cross("red")).apply(1, Pass())
        assert state.action == 2 and state.active == 0
        d, session = start_at(make_app, state)
        scene = d.top
        c = Counted(d)
        c.click(scene.pass_button)
        if clicks == 2:
            assert session.state is state and scene.turn.passes()  # pencilled, nothing final
            c.click(scene.confirm_button)
        assert session.state.grey[0] == (1 if penalty == rules.PENALTY_AS_WRITTEN else 0)
        assert session.state.active == 1 and c.inputs == clicks


def test_the_active_sheet_stays_gold_when_the_keyboard_goes_to_another_players_sheet(make_app):
    """Whose turn it is never seems to change with the keyboard: after key 2, Ana's sheet (she
    closes the white sum) keeps its gold outline and Bob's, where the keyboard is, is outlined in
    the focus's white."""
    from ludicitude.ui import theme

    d, session = start(make_app, ["human"] * 3, seed=3)
    scene = d.top
    d.key(pygame.K_2)
    d.frames(2)

    def outline(seat: int):
        geo = scene.geo.sheets[seat]
        panel = geo.rect.inflate(geo.box // 3, geo.box // 4)
        return d.app.screen.get_at((panel.x + 1, panel.centery))[:3]

    assert scene.kb_seat == 1 and session.state.active == 0
    assert outline(0) == theme.ACCENT and outline(1) == theme.FOCUS and outline(2) not in (theme.ACCENT, theme.FOCUS)
