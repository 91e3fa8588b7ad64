"""The Quatre Cartes screen, driven by real mouse and keyboard events to the final ranking."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games.cartes import rules
from ludicitude.games.cartes.rules import Place
from tests.games.cartes.positions import screenshot_positions
from ludicitude.games.cartes.pieces import CARD_LETTER, SLOT_KEYS
from ludicitude.games.cartes.scene import GameScene
from ludicitude.ui.game_scene import EndScreen
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.games.cartes.events import Placed

CARD_KEY = {card: getattr(pygame, f"K_{letter.lower()}") for card, letter in CARD_LETTER.items()}


def start(make_app, seats, seed=3, size=(1024, 768)):
    d = make_app(size=size)
    session = GameSession.new("cartes", seats, None, seed)
    scene = GameScene(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    return d, scene


def dice_for(roll, faces):
    """Positions in the roll (sorted faces) of the dice showing ``faces``."""
    free = list(range(len(roll)))
    out = []
    for face in faces:
        i = next(i for i in free if roll[i] == face)
        free.remove(i)
        out.append(i)
    return out


def first_place(state):
    return next(a for a in state.legal_actions(state.current) if isinstance(a, Place))


def turn_by_mouse(d, scene):
    state = scene.state
    place = first_place(state)
    for i in dice_for(state.roll, place.faces):
        d.click(scene.dice[i].rect.center)
    d.click(scene.cards[rules.CARDS.index(place.card)].rect.center)
    assert scene.state is state, "a placement waits for the player to confirm"
    seat = state.current
    assert scene.turn.state().combination(seat, place.card) != state.combination(seat, place.card)
    d.click_widget(scene.stop_button)
    assert scene.turn.stopping
    d.click_widget(scene.keep_button)
    new = scene.state.events[len(state.events):]
    assert any(isinstance(e, Placed) and e.card == place.card for e in new), "confirmed on stopping"


def turn_by_keys(d, scene):
    state = scene.state
    place = first_place(state)
    for i in dice_for(state.roll, place.faces):
        d.key(getattr(pygame, f"K_{SLOT_KEYS[i].lower()}"))
    d.key(CARD_KEY[place.card])
    d.key(pygame.K_x)
    d.key(pygame.K_t)  # T: stop, keeping all my dice


def play_to_the_end(d, scene, turn, *, next_round):
    for _ in range(500):
        d.settle()
        if isinstance(d.top, EndScreen):
            return
        if scene.summary:
            next_round()
        elif scene.human_to_act() is not None:
            turn(d, scene)
    raise AssertionError("the game did not reach its end screen")


def two_humans():
    return [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")]


def one_human_two_computers():
    return [SeatInfo("Ana", "red"), SeatInfo("Bot", "blue", "cpu"), SeatInfo("Cy", "green", "cpu")]


@pytest.mark.parametrize("seats", [two_humans, one_human_two_computers])
def test_a_full_game_with_the_mouse_only(make_app, seats):
    d, scene = start(make_app, seats())
    play_to_the_end(d, scene, turn_by_mouse, next_round=lambda: d.click_widget(scene.summary_overlay.go_on_button))
    assert scene.state.is_over and scene.state.round_number == 2 * len(seats())


@pytest.mark.parametrize("seats", [two_humans, one_human_two_computers])
def test_a_full_game_with_the_keyboard_only(make_app, seats):
    d, scene = start(make_app, seats())
    play_to_the_end(d, scene, turn_by_keys, next_round=lambda: d.key(pygame.K_RETURN))
    assert scene.state.is_over


def test_a_card_that_refuses_says_why_and_nothing_changes(make_app):
    d, scene = start(make_app, two_humans())
    before = scene.state.to_dict()
    d.key(pygame.K_a)  # one die alone can't open Idem
    d.key(pygame.K_i)
    assert "Idem" in scene.message
    assert scene.state.to_dict() == before


def test_continuing_keeps_the_other_dice_and_passes_the_turn(make_app):
    d, scene = start(make_app, two_humans())
    d.key(pygame.K_j)
    d.key(pygame.K_m)
    d.click_widget(scene.continue_button)
    assert scene.state.current == 1 and scene.state.in_hand[0] == 7


def test_stopping_can_take_back_one_card_and_says_it_then_scores_0(make_app):
    d, scene = start(make_app, two_humans())
    d.key(pygame.K_a)
    d.key(pygame.K_m)
    d.key(pygame.K_x)
    button = scene.take_buttons[rules.MAXI]
    assert button.visible and button.text().endswith("→ 0")  # taken back, Maxi scores 0 (the card shows +5)
    assert not scene.take_buttons[rules.IDEM].visible
    d.click_widget(button)
    assert scene.state.stopped[0] and scene.state.taken_back[0]


def test_escape_closes_the_take_back_choice(make_app):
    d, scene = start(make_app, two_humans())
    d.key(pygame.K_a)
    d.key(pygame.K_m)
    d.key(pygame.K_x)
    d.key(pygame.K_ESCAPE)
    assert not scene.turn.stopping and not scene.state.stopped[0]


def test_a_die_dragged_onto_a_card_is_placed(make_app):
    d, scene = start(make_app, two_humans())
    highest = scene.state.roll[7]
    die = scene.dice[7].rect.center
    maxi = scene.cards[rules.CARDS.index(rules.MAXI)].rect.center
    d.after_a_moment()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=die, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=maxi, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=maxi, button=1))
    d.frames(2)
    assert scene.turn.state().combination(0, rules.MAXI) == (highest,)


def test_a_game_resumed_mid_turn_shows_that_turn(make_app):
    d = make_app()
    session = GameSession.new("cartes", two_humans(), None, 5)
    session.state = session.state.apply(0, first_place(session.state))
    scene = GameScene(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    d.key(pygame.K_x)
    d.key(pygame.K_t)  # T: stop, keeping all my dice
    assert scene.state.stopped[0] and scene.state.current == 1


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_a_six_player_table_draws_in_both_languages(make_app, size):
    seats = [SeatInfo(n, c) for n, c in zip(["Ana", "Bob", "Chloé", "Dimitri", "Eve", "François"],
                                            ["red", "blue", "yellow", "green", "purple", "orange"])]
    d, scene = start(make_app, seats, size=size)
    state = scene.state
    for _ in range(6):  # everyone puts dice on a card and goes on
        seat = state.current
        state = state.apply(seat, first_place(state)).apply(seat, rules.Continue())
    scene.session.state = state
    scene.refresh()
    english = d.pixels()
    d.app.set_language("fr")
    assert d.pixels() != english


def test_a_pending_placement_is_taken_back_and_moved_with_the_keyboard(make_app):
    d, scene = start(make_app, two_humans())
    before = scene.state
    roll = before.roll
    d.key(pygame.K_j)
    d.key(pygame.K_m)  # the highest die on Maxi, pending
    assert scene.state is before and scene.turn.state().combination(0, rules.MAXI) == (roll[7],)
    assert [die.enabled for die in scene.dice] == [True] * 7 + [False]  # die 8's place stays empty
    d.key(pygame.K_BACKSPACE)  # changed my mind: the die is back in the roll
    assert scene.turn.state() is scene.table and all(die.enabled for die in scene.dice)
    assert not scene.turn.pending
    d.key(pygame.K_a)
    d.key(pygame.K_m)
    d.key(pygame.K_BACKSPACE)  # taking back is Backspace (or its button), never the card's key
    assert not scene.turn.pending
    d.key(pygame.K_j)
    d.key(pygame.K_m)
    d.key(pygame.K_a)
    d.key(pygame.K_m)  # a second pick on the same card joins the first: one placement
    assert scene.turn.state().combination(0, rules.MAXI) == (roll[0], roll[7])
    assert scene.state is before
    d.key(pygame.K_c)  # confirmed: final
    assert scene.state.combination(0, rules.MAXI) == (roll[0], roll[7])
    assert [type(e) for e in scene.state.events].count(Placed) == 1
    assert scene.state.current == 1 and scene.state.in_hand[0] == 6
    after = scene.state
    d.key(pygame.K_BACKSPACE)  # nothing to take back any more
    assert scene.state is after and scene.state.combination(0, rules.MAXI) == (roll[0], roll[7])


def test_a_pending_placement_is_taken_back_and_moved_with_the_mouse(make_app):
    d, scene = start(make_app, two_humans())
    before = scene.state
    roll = before.roll
    maxi = scene.cards[rules.CARDS.index(rules.MAXI)]
    d.click(scene.dice[7].rect.center)
    d.click(maxi.rect.center)
    assert scene.turn.pending and scene.undo_button.enabled
    d.click_widget(scene.undo_button)  # taking back is its button (or Backspace), never the card
    assert not scene.turn.pending and all(die.enabled for die in scene.dice) and scene.state is before
    d.click(scene.dice[7].rect.center)
    d.click(maxi.rect.center)
    d.click_widget(scene.stop_button)
    assert scene.take_buttons[rules.MAXI].visible  # the pending die counts: its card can be taken back
    assert scene.turn.points_now(0)[rules.MAXI] == 5  # and what the card shows it scoring now
    d.click_widget(scene.cancel_button)  # not stopping after all: the placement is still pending
    assert scene.turn.pending and scene.state is before
    d.click_widget(scene.continue_button)
    assert scene.state.combination(0, rules.MAXI) == (roll[7],) and scene.state.current == 1


def test_a_refused_addition_to_a_pending_card_changes_nothing(make_app):
    d, scene = start(make_app, two_humans())
    roll = scene.state.roll
    pair = next(f for f in roll if roll.count(f) >= 2) if len(set(roll)) < len(roll) else None
    if pair is None:
        pytest.skip("this roll has no pair")
    for i in dice_for(roll, (pair, pair)):
        d.key(getattr(pygame, f"K_{SLOT_KEYS[i].lower()}"))
    d.key(pygame.K_i)
    pending = list(scene.turn.pending)
    other = next(i for i, f in enumerate(roll) if f != pair)
    d.key(getattr(pygame, f"K_{SLOT_KEYS[other].lower()}"))
    d.key(pygame.K_i)  # another face on a pending Idem: refused in words
    assert "Idem" in scene.message and scene.turn.pending == pending


def test_the_cached_table_always_equals_a_full_drawing(make_app):
    """The table is drawn once per change and blitted: after each input it must equal a fresh drawing."""
    d, scene = start(make_app, one_human_two_computers())

    def fresh():
        scene._still_seen = None
        return d.pixels()

    for key in (pygame.K_j, pygame.K_m, pygame.K_a, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_j, pygame.K_m,
                pygame.K_x, pygame.K_ESCAPE, pygame.K_l, pygame.K_l):
        d.key(key)
        assert d.pixels() == fresh(), pygame.key.name(key)
    d.app.set_language("fr")
    assert d.pixels() == fresh()


TABLE_POSITIONS = [name for name in screenshot_positions(None) if not name.startswith("end")]


@pytest.mark.parametrize("name", TABLE_POSITIONS)
def test_every_position_drawn_through_the_cache_equals_a_full_drawing(make_app, name):
    """For each screenshot position, and after each of a few real keys, clicks and pointer moves,
    the window drawn through the base's still-picture cache equals a fresh full drawing."""
    d = make_app()
    scene = screenshot_positions(d.app)[name]()
    assert isinstance(scene, GameScene)
    d.app.push_scene(scene)
    d.frames(3)

    def fresh():
        scene._still_seen = None
        return d.pixels()

    def move(pos):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        d.frames(1)

    assert d.pixels() == fresh(), "as first shown"
    steps = [("right", lambda: d.key(pygame.K_RIGHT)), ("8", lambda: d.key(pygame.K_j)),
             ("m", lambda: d.key(pygame.K_m)), ("pointer on Idem", lambda: move(scene.cards[0].rect.center)),
             ("click on die 1", lambda: d.click(scene.dice[0].rect.center) if scene.dice else None),
             ("backspace", lambda: d.key(pygame.K_BACKSPACE)), ("l", lambda: d.key(pygame.K_l)),
             ("l again", lambda: d.key(pygame.K_l)), ("enter", lambda: d.key(pygame.K_RETURN)),
             ("x", lambda: d.key(pygame.K_x)), ("escape", lambda: d.key(pygame.K_ESCAPE))]
    for label, step in steps:
        step()
        assert d.pixels() == fresh(), label
