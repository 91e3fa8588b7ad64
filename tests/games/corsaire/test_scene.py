"""The Corsaire screen, driven by real mouse and keyboard events to the final ranking."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games.corsaire import rules, texts
from ludicitude.games.corsaire.scene import BANK, KING, GameScene
from ludicitude.games.corsaire.table import current_beat, told
from ludicitude.core.timeline import CoinMove, Tumble
from ludicitude.games.corsaire.rules import StepKind
from ludicitude.ui.selector import Selector
from ludicitude.ui import theme as theme_module
from ludicitude.ui.game_scene import EndScreen
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.ui.widgets import Button
from tests.games.corsaire.helpers import COIN2, COIN3, C, S, X, table
from ludicitude.games.corsaire.events import Cannon, Rolled, Skull, Stopped

TWO_HUMANS = [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")]
ONE_HUMAN_TWO_CPUS = [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue", "cpu"),
                      SeatInfo("Cyd", "yellow", "cpu")]
SIX = [SeatInfo(n, c) for n, c in zip(["Ana", "Bob", "Cyd", "Dominique", "Eve", "Fanny"],
                                       ["red", "blue", "yellow", "green", "purple", "orange"])]


def start(make_app, seats, *, seed=3, state=None, size=(1024, 768), **settings):
    d = make_app(size=size, **settings)
    session = GameSession.new("corsaire", seats, None, seed)
    if state is not None:
        session.state = state
    scene = GameScene(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    return d, scene


def first_free_die(state):
    return next(i for i, f in enumerate(state.faces) if f != X)


def turn_by_mouse(d, scene, step):
    state = scene.state
    if state.phase == rules.ROLLING:
        if state.rerolls_used == 0 and step % 3 == 0:
            d.click(scene.dice[first_free_die(state)].rect.center)
            d.click_widget(scene.reroll_button)
        else:
            d.click_widget(scene.stop_button)
    else:
        if step % 4 == 1 and scene.pairing_button.visible:
            d.click_widget(scene.pairing_button)
        d.click_widget(scene.apply_button)


def turn_by_keys(d, scene, step):
    state = scene.state
    if state.phase == rules.ROLLING:
        if state.rerolls_used == 0 and step % 3 == 0:
            d.key(getattr(pygame, f"K_{first_free_die(state) + 1}"))
            d.key(pygame.K_r)
        else:
            d.key(pygame.K_s)
    else:
        if step % 4 == 1:
            d.key(pygame.K_p)
        if step % 5 == 2:
            d.key(pygame.K_o)
        d.key(pygame.K_a)


def play_to_the_end(d, scene, turn):
    for step in range(2000):
        if isinstance(d.top, EndScreen):
            return
        d.settle()
        if scene.human_to_act() is None:
            continue
        before = scene.state.to_dict()
        turn(d, scene, step)
        assert scene.state.to_dict() != before, scene.message  # every human input did something
    raise AssertionError("the game did not reach the end screen")


@pytest.mark.parametrize("turn", [turn_by_mouse, turn_by_keys])
@pytest.mark.parametrize("seats", [TWO_HUMANS, ONE_HUMAN_TWO_CPUS])
def test_a_full_game_reaches_the_end_screen(make_app, seats, turn):
    d, scene = start(make_app, seats)
    play_to_the_end(d, scene, turn)
    assert scene.state.is_over
    assert any("King's share" in line for line in d.top.extra)


def test_a_game_with_animations_shows_the_ranking_after_the_coins_land(make_app):
    state = table((COIN3, COIN2, C, S, X), gold=(7, 12, 3), bank=2, king=36)
    d, scene = start(make_app, [*TWO_HUMANS, SeatInfo("Cyd", "yellow")], state=state, animation="normal")
    d.key(pygame.K_a)
    assert scene.state.is_over and not scene.timeline.done and not isinstance(d.top, EndScreen)
    d.settle(max_frames=2000)
    assert isinstance(d.top, EndScreen) and scene.timeline.done


def test_refused_input_shows_a_message_and_changes_nothing(make_app):
    state = table((X, COIN2, C, S, COIN3), gold=(3, 4), phase=rules.ROLLING)
    d, scene = start(make_app, TWO_HUMANS, state=state)
    before = scene.state.to_dict()
    d.key(pygame.K_r)  # nothing picked
    assert scene.message == "Choose at least one die to reroll." and scene.state.to_dict() == before
    d.click(scene.dice[0].rect.center)  # crossed bones
    assert "locked" in scene.message and 0 not in scene.picked and scene.state.to_dict() == before


def test_picked_dice_are_rerolled_and_the_others_stay(make_app):
    state = table((COIN2, COIN2, C, S, COIN3), gold=(3, 4), phase=rules.ROLLING)
    d, scene = start(make_app, TWO_HUMANS, state=state)
    d.key(pygame.K_1)
    d.key(pygame.K_4)
    assert scene.picked == {0, 3}
    d.key(pygame.K_4)
    assert scene.picked == {0}
    d.key(pygame.K_r)
    roll = next(e for e in scene.state.events if isinstance(e, Rolled))
    assert roll.rerolled == (0,)


def test_the_player_re_pairs_orders_and_picks_each_skulls_victim(make_app):
    # 3 gold left in the Bank: the Cannon first empties it and the Skull is not played, so the
    # order matters and "Other order" is offered
    state = table((COIN3, COIN2, C, S, X), gold=(7, 12, 3), bank=3, king=35)
    d, scene = start(make_app, [*TWO_HUMANS, SeatInfo("Cyd", "yellow")], state=state)
    assert scene.plan == rules.proposed_plan(state).plan
    assert {r.kind for r in scene.plan} == {StepKind.CANNON, StepKind.SKULL}
    skull = next(r for r in scene.plan if r.kind is StepKind.SKULL)
    assert skull.victim == 1  # the leader is robbed first
    d.key(pygame.K_o)
    assert [r.kind for r in scene.plan] == [r.kind for r in reversed(rules.proposed_plan(state).plan)]
    d.click_widget(scene.victim_buttons[0])
    assert next(r for r in scene.plan if r.kind is StepKind.SKULL).victim == 2
    d.key(pygame.K_p)
    assert {r.coin for r in scene.plan if r.kind is StepKind.SKULL} != {skull.coin}
    chosen = scene.plan
    d.click_widget(scene.apply_button)
    results = [e for e in scene.state.events if isinstance(e, (Cannon, Skull))]
    assert [(e.kind, e.coin) for e in results] == [(r.kind.value, r.coin) for r in chosen]


def test_a_game_resumed_while_pairing_shows_the_pairing(make_app):
    state = table((S, S, S, S, S), gold=(7, 12, 3))
    d, scene = start(make_app, [*TWO_HUMANS, SeatInfo("Cyd", "yellow")], state=state)
    assert scene.apply_button in scene.widgets and scene.focused is scene.victim_buttons[0]
    d.key(pygame.K_v)
    d.key(pygame.K_a)
    assert scene.state.gold == [10, 12, 0]


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
@pytest.mark.parametrize("seats", [TWO_HUMANS, SIX])
def test_nothing_is_cut_off_or_overlapping(make_app, size, seats):
    state = table((COIN3, COIN2, C, S, X), gold=(1,) * len(seats), bank=3, king=57 - len(seats))
    d, scene = start(make_app, seats, state=state, size=size)
    d.key(pygame.K_o)  # a pending change: the Undo button shows too, under all the others
    assert scene.undo_button.visible and scene.order_button.visible
    d.frames(2)
    screen = d.app.screen.get_rect()
    buttons = [w.rect for w in scene.widgets if w.visible and isinstance(w, (Button, Selector))]
    # apply, another pairing, other order, (a victim,) undo
    assert len(buttons) == (5 if len(seats) > 2 else 4)
    assert all(scene.geo.tray.contains(b) for b in buttons), (scene.geo.tray, buttons)
    boxes = [scene.geo.piles[p] for p in (BANK, KING, *range(len(seats)))] + buttons
    for i, a in enumerate(boxes):
        assert screen.contains(a)
        assert all(not a.colliderect(b) for b in boxes[i + 1:]), (a, boxes)


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_f1_shows_the_rules_with_the_worked_example_and_esc_comes_back(make_app, size):
    from ludicitude.ui.rules_screen import RulesScreen

    d, scene = start(make_app, TWO_HUMANS, size=size)
    d.key(pygame.K_F1)
    assert isinstance(d.top, RulesScreen) and d.top.example is not None
    d.frames(2)
    d.key(pygame.K_ESCAPE)
    d.settle()
    assert d.top is scene


def test_undo_takes_back_picked_dice_by_keys_and_by_mouse_until_the_reroll(make_app):
    state = table((COIN2, COIN2, C, S, COIN3), gold=(3, 4), phase=rules.ROLLING)
    d, scene = start(make_app, TWO_HUMANS, state=state)
    assert not scene.undo_button.visible  # nothing to take back yet
    d.key(pygame.K_1)
    d.click(scene.dice[1].rect.center)
    d.key(pygame.K_5)
    assert scene.picked == {0, 1, 4} and scene.undo_button.visible
    d.key(pygame.K_u)
    assert scene.picked == {0, 1}
    d.key(pygame.K_BACKSPACE)
    assert scene.picked == {0}
    d.click_widget(scene.undo_button)
    assert scene.picked == set() and not scene.undo_button.visible
    assert scene.state.to_dict() == state.to_dict()  # changing one's mind changes nothing in the game
    d.key(pygame.K_u)
    assert "Nothing to undo" in scene.message and scene.state.to_dict() == state.to_dict()
    d.key(pygame.K_3)
    d.key(pygame.K_r)  # confirmed: final
    after = scene.state.to_dict()
    assert after != state.to_dict() and scene.picked == set()
    d.key(pygame.K_u)
    d.key(pygame.K_BACKSPACE)
    assert scene.state.to_dict() == after and "Nothing to undo" in scene.message


def test_undo_takes_back_re_pairing_order_and_victims_until_apply(make_app):
    state = table((COIN3, COIN2, C, S, X), gold=(7, 12, 3), bank=3, king=35)  # the order matters
    d, scene = start(make_app, [*TWO_HUMANS, SeatInfo("Cyd", "yellow")], state=state)
    proposed = scene.plan
    seen = [proposed]
    d.key(pygame.K_p)
    seen.append(scene.plan)
    d.click_widget(scene.order_button)
    seen.append(scene.plan)
    d.click_widget(scene.victim_buttons[0])
    seen.append(scene.plan)
    assert len(set(seen)) == 4
    d.key(pygame.K_BACKSPACE)
    assert scene.plan == seen[2]
    d.click_widget(scene.undo_button)
    assert scene.plan == seen[1]
    d.key(pygame.K_u)
    assert scene.plan == proposed and not scene.undo_button.visible
    assert scene.state.to_dict() == state.to_dict()
    d.key(pygame.K_o)
    chosen = scene.plan
    d.key(pygame.K_a)  # confirmed: the plan applied is the one on show, and it stays applied
    results = [e for e in scene.state.events if isinstance(e, (Cannon, Skull))]
    # played in the order on show, until the Bank runs dry (the rest is not played)
    told = [(e.kind, e.coin) for e in results]
    assert results and told == [(r.kind.value, r.coin) for r in chosen][:len(results)]
    after = scene.state.to_dict()
    d.key(pygame.K_u)
    assert scene.state.to_dict() == after


def cached_and_fresh(d, scene, seed):
    """The window as drawn through the base scene's still-picture cache, then as drawn again
    from nothing (the cache dropped); tumbling dice show the same faces both times (one frame)."""
    cached = d.pixels()
    scene.still_changed()
    return cached, d.pixels()


def test_the_cached_table_always_matches_a_fresh_drawing(make_app):
    d, scene = start(make_app, ONE_HUMAN_TWO_CPUS, animation="normal")
    for step in range(60):
        if isinstance(d.top, EndScreen):
            break
        d.frames(3)
        if scene.human_to_act() is not None:
            turn_by_keys(d, scene, step)
            d.key(pygame.K_1)  # pick (or refuse) a die: a pending change must show at once
        cached, fresh = cached_and_fresh(d, scene, step)
        assert cached == fresh, step


def _position_names():
    from tests.games.corsaire.positions import screenshot_positions

    return [name for name in screenshot_positions(None) if not name.startswith("end")]


@pytest.mark.parametrize("name", _position_names())
def test_every_screenshot_position_drawn_through_the_cache_matches_a_fresh_drawing(make_app, name):
    from tests.games.corsaire.positions import screenshot_positions

    d = make_app(animation="normal")
    scene = screenshot_positions(d.app)[name]()
    d.app.push_scene(scene)
    d.frames(2)
    cached, fresh = cached_and_fresh(d, scene, 0)
    assert cached == fresh
    for n, key in enumerate((pygame.K_1, pygame.K_p, pygame.K_TAB, pygame.K_o, pygame.K_v, pygame.K_u)):
        d.key(key)
        cached, fresh = cached_and_fresh(d, scene, n)
        assert cached == fresh, pygame.key.name(key)


def test_a_roll_is_not_told_before_the_dice_land(make_app):
    state = table((COIN2, COIN2, C, S, COIN3), gold=(3, 4), phase=rules.ROLLING)
    d, scene = start(make_app, TWO_HUMANS, state=state, animation="normal")
    d.key(pygame.K_1)
    d.key(pygame.K_r)
    roll = current_beat(scene.timeline)
    assert isinstance(roll, Tumble)
    assert told(scene.story, roll) == [] and texts.rolling_text(scene.name(roll.seat), roll.rerolled) == (
        "Ana rerolls die 1…")
    # the panel says the roll; the banner never repeats it: it says how to skip the throw (issue 37:
    # an empty second line left a flat black strip over the table)
    assert scene.last_public_text() == "Enter or Space: skip the animation."
    d.settle()
    assert scene.last_public_text() == texts.turn_hint(scene.table)
    assert [texts.describe(e, scene.session.told_names) for e in told(scene.story, current_beat(scene.timeline))] == [
        "Ana rerolls die 1: " + texts.face_name(scene.state.faces[0]) + ". Dice now: "
        + texts.faces_text(scene.state.faces) + "."]


def test_every_screenshot_position_and_the_bench_scene_draw():
    from ludicitude.app import App
    from ludicitude.games.corsaire.bench_scene import bench_scene
    from tests.games.corsaire.positions import screenshot_positions
    from ludicitude.settings import Settings

    app = App(Settings(language="en", animation="instant"), size=(1024, 768), persist_settings=False,
              autosave=False)
    for make in screenshot_positions(app).values():
        app.stack.clear()
        app.stack.push(make())
        app.draw()
    app.stack.clear()
    scene = bench_scene(app)
    app.stack.push(scene)
    seen = set()
    for _ in range(300):  # the coins keep flying and the dice are thrown, loop after loop
        app.stack.update(1 / 60)
        app.draw()
        beat = current_beat(scene.timeline)
        assert isinstance(beat, (CoinMove, Tumble))
        seen.add(type(beat))
    assert seen == {CoinMove, Tumble}
    app.stack.clear()


@pytest.mark.parametrize("size,projector", [((1024, 768), True), ((1024, 768), False), ((1920, 1080), False)])
def test_the_most_buttons_fit_in_the_tray(make_app, size, projector):
    state = table((COIN3, COIN2, S, S, C), gold=(1, 2, 3))
    d, scene = start(make_app, [*TWO_HUMANS, SeatInfo("Cyd", "yellow")], state=state, size=size,
                     projector=projector)
    for _ in range(6):
        if sum(r.kind is StepKind.SKULL for r in scene.plan) == 2 and scene.turn.undo_stack:
            break
        d.key(pygame.K_p)
    d.frames(2)
    buttons = [w.rect for w in scene.widgets if w.visible and isinstance(w, (Button, Selector))]
    # apply, another pairing, two victims, undo (two Skulls: their order never matters)
    assert len(buttons) == 5 and not scene.order_button.visible
    assert all(scene.geo.tray.contains(b) for b in buttons), (scene.geo.tray, buttons)
    assert all(not a.colliderect(b) for i, a in enumerate(buttons) for b in buttons[i + 1:])
    assert min(b.h for b in buttons) >= size[1] * 0.05  # still a comfortable target


@pytest.mark.parametrize("area", [(0, 0, 80, 175), (0, 0, 300, 60), (0, 0, 40, 40), (0, 0, 0, 30)])
def test_a_purse_pile_fits_its_box_for_any_amount(area):
    """A pile grows with its gold (one coin a piece, stacks of five) and never spills out of its box."""
    from ludicitude.ui.pieces import coins

    w, h = area[2:]
    for amount in range(61):
        shape = coins.pile_shape(amount, w, h, 30)
        if amount == 0 or w == 0:
            assert shape.r == 0
            continue
        assert 0 < shape.r <= 30 and shape.w <= w and shape.h <= h, (amount, shape)
        assert shape.rows * shape.per_row >= -(-amount // coins.STACK)  # every coin has its place
        image = coins.pile_image(amount, w, h, 30)
        assert image.get_width() <= w and image.get_height() <= h


def test_other_order_is_offered_only_when_the_order_can_matter(make_app):
    """Results apply one at a time and the game ends at once when the Bank is empty: with the
    Bank full, Cannon + 3 and Skull + 2 end the same either way, so no "Other order"."""
    state = table((COIN3, COIN2, C, S, X), gold=(7, 12, 3))
    d, scene = start(make_app, [*TWO_HUMANS, SeatInfo("Cyd", "yellow")], state=state)
    assert len(scene.plan) == 2 and not scene.order_button.visible
    before = scene.plan
    d.key(pygame.K_o)
    assert scene.plan == before and "changes nothing" in scene.message
    d.app.set_language("fr")
    d.key(pygame.K_o)
    assert "ne change rien" in scene.message


def test_whom_the_skull_robs_is_a_selector_of_that_player(make_app):
    """Issue 36, 6: '"Skull + 3 robs Player 3 (V)" changes whom the Skull robs when clicked; it
    reads as an action': a choice between options is drawn as a selector (◀ Player 3 ▶)."""
    state = table((COIN3, COIN2, C, S, X), gold=(7, 12, 3))
    d, scene = start(make_app, [*TWO_HUMANS, SeatInfo("Cyd", "yellow")], state=state)
    selector = scene.victim_buttons[0]
    assert isinstance(selector, Selector) and selector.visible
    skull = next(r for r in scene.plan if r.kind is StepKind.SKULL)
    victim = scene.session.names[skull.victim]
    assert selector.text() == f"Skull + {skull.coin} robs ◀ {victim} ▶ (V)"
    d.app.set_language("fr")
    assert selector.text() == f"Tête de mort + {skull.coin} vole ◀ {victim} ▶ (V)"
    d.app.set_language("en")
    victims = [s for s in range(3) if s != scene.state.active]
    d.click((selector.rect.right - 4, selector.rect.bottom - 6))  # the right arrow: the next player
    after = next(r for r in scene.plan if r.kind is StepKind.SKULL).victim
    assert after == victims[(victims.index(skull.victim) + 1) % len(victims)]
    d.click((selector.rect.x + 4, selector.rect.bottom - 6))  # the left arrow: back
    assert next(r for r in scene.plan if r.kind is StepKind.SKULL).victim == skull.victim
    d.key(pygame.K_v)  # its key steps forward, as the right arrow does
    assert next(r for r in scene.plan if r.kind is StepKind.SKULL).victim == after
    assert scene.state.phase == rules.RESOLVING  # nothing was played: a choice, not a command



# -- every move told: the others' moves since the player's last action, rerolls in words ----------
def test_a_player_coming_back_reads_the_computers_moves_since_their_last_action(make_app, monkeypatch):
    """After Ana applies her results, Bob and Cyd (computers) play their turns; when Ana's turn
    comes back the story panel tells what they did, and the banner does not repeat it."""
    drawn: list[str] = []
    real = theme_module.render

    def spy(text, *args, **kwargs):
        drawn.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(theme_module, "render", spy)
    state = table((COIN2, COIN2, C, S, COIN3), gold=(3, 4, 5), phase=rules.ROLLING)
    d, scene = start(make_app, ONE_HUMAN_TWO_CPUS, state=state)
    d.key(pygame.K_s)
    d.key(pygame.K_a)
    d.run_until_still()
    assert scene.human_to_act() == 0
    since = scene.since_last_action(0)
    others = [e for e in since if getattr(e, "seat", None) in (1, 2) and not isinstance(e, (Rolled, Stopped))]
    assert {e.seat for e in others} == {1, 2}  # each computer's result, bust or pass
    drawn.clear()
    scene.still_changed()
    d.pixels()
    screen = " ".join(" ".join(drawn).split())
    for e in others[-4:]:
        assert " ".join(texts.describe(e, scene.session.told_names).split()) in screen
    assert scene.last_public_text() == texts.turn_hint(scene.table)  # the banner: what to do now


def test_a_computers_reroll_says_which_dice_and_what_came_up():
    event = Rolled(seat=1, faces=(5, 3, 3, 1, 4), rerolled=(0, 3), first=False)
    assert texts.describe(event, ["Ana", "Bob"]) == (
        "Bob rerolls dice 1 and 4: Skull, 1 coin. Dice now: Skull, 3 coins, 3 coins, 1 coin, Cannon.")
    assert texts.rolling_text("Bob", (0, 3)) == "Bob rerolls dice 1 and 4…"
    assert texts.rolling_text("Bob", (0, 1, 2, 3, 4)) == "Bob rolls the dice…"


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("seats", [2, 4, 6])
def test_the_table_layout_fits_the_window_without_overlaps(make_app, size, seats):
    """The fitted layout (``pieces.TableLayout.fit``): a pile for the Bank, the King's share
    and each player, the story panel and the tray, all inside the window and apart; the five
    dice in the tray left of the buttons, in order and apart."""
    from ludicitude.games.corsaire.pieces import TableLayout

    make_app(size=(1024, 768))  # the Bank's and the King's titles are measured in their type

    window = pygame.Rect((0, 0), size)
    geo = TableLayout.fit(window, seats)
    assert list(geo.piles) == [BANK, KING, *range(seats)]
    parts = [geo.banner, *geo.piles.values(), geo.story, geo.tray]
    assert all(window.contains(r) for r in parts)
    assert not any(a.colliderect(b) for i, a in enumerate(parts) for b in parts[i + 1:])
    assert geo.tray.contains(geo.buttons) and geo.tray.contains(geo.dice_area)
    assert not geo.buttons.colliderect(geo.dice_area)
    assert len(geo.dice) == rules.DICE_COUNT and all(geo.dice_area.contains(d) for d in geo.dice)
    assert all(a.right < b.left for a, b in zip(geo.dice, geo.dice[1:]))
    assert geo.die_size >= size[1] * 0.09  # dice a player at the back can read


def test_o_on_an_order_that_changes_nothing_says_so_and_changes_nothing(make_app):
    """Bad input gets a clear message and changes nothing: with the Bank full, a Cannon and a
    Skull end the same either way round, so O keeps the plan and says why."""
    state = table((COIN3, COIN2, C, S, X), gold=(7, 12))
    d, scene = start(make_app, TWO_HUMANS, state=state)
    plan, saved = scene.plan, scene.state.to_dict()
    assert not scene.order_button.visible
    d.key(pygame.K_o)
    assert scene.message == "The order of these results changes nothing here."
    assert scene.plan == plan and scene.state.to_dict() == saved and not scene.turn.undo_stack


def test_robbed_coins_leave_the_victims_pile_fly_to_the_robber_and_the_table_settles_alone(make_app):
    """Rule card: "Tête de mort + Pièce : le joueur vole ce nombre de pièces à un adversaire".
    While the coins fly they have left the victim's pile and not yet reached the robber's; they
    fly from the top of one pile to the other; with no input the table ends on the settled
    picture, each pile as the rules left it."""
    from ludicitude.games.corsaire import table as corsaire_table

    state = table((COIN3, S, COIN2, C, X), gold=(7, 12, 3))
    d, scene = start(make_app, [*TWO_HUMANS, SeatInfo("Cyd", "yellow")], state=state, animation="normal")
    skull = next(r for r in scene.plan if r.kind is StepKind.SKULL)
    robber, victim = scene.state.active, skull.victim
    gold_before = list(scene.state.gold)
    assert skull.coin > 0
    d.key(pygame.K_a)
    for _ in range(400):
        beat = scene.timeline.current(CoinMove)
        if beat is not None and beat.source == victim:
            break
        d.frames(1)
    assert beat is not None and (beat.source, beat.target, beat.amount) == (victim, robber, skull.coin)
    shown = corsaire_table.shown(scene.shown_frame(d.app.screen))
    assert shown.gold[victim] == gold_before[victim] - skull.coin  # in the air: in no pile
    start_at = corsaire_table.pile_top(scene.geo, victim, shown.gold[victim] + 1)
    end_at = corsaire_table.pile_top(scene.geo, robber, shown.gold[robber])
    assert scene.geo.piles[victim].collidepoint(start_at) and scene.geo.piles[robber].collidepoint(end_at)
    while scene.timeline.current(CoinMove) is beat:
        d.frames(1)
    landed = corsaire_table.shown(scene.shown_frame(d.app.screen))
    assert landed.gold[robber] == shown.gold[robber] + skull.coin and landed.gold[victim] == shown.gold[victim]
    d.run_until_still()
    assert scene.timeline.done
    assert corsaire_table.shown(scene.shown_frame(d.app.screen)).gold == tuple(scene.state.gold)
    d.assert_settled()


@pytest.mark.parametrize("look", [((1024, 768), "fr", True), ((1920, 1080), "en", False)],
                         ids=["fr-1024-projector", "en-1920"])
def test_whom_each_skull_robs_reads_caption_over_value_and_the_whole_column_fits_the_tray(make_app, look):
    """Issue 37: "nothing cut off, nothing too small": with both Skulls to aim and Undo on show,
    every button of the column keeps the height its words need (a selector's caption over its
    value, never on it), and the column stays in the tray."""
    size, language, projector = look
    state = table((COIN3, COIN2, S, S, C), gold=(1,) * len(SIX), bank=3, king=57 - len(SIX))
    d, scene = start(make_app, SIX, state=state, size=size, language=language, projector=projector)
    for _ in range(4):  # another pairing until both Skulls rob
        if all(v.visible for v in scene.victim_buttons):
            break
        d.key(pygame.K_p)
    d.key(pygame.K_o)  # another order: Undo shows too, under all the others
    d.frames(2)
    column = [scene.apply_button, scene.pairing_button, scene.order_button, *scene.victim_buttons, scene.undo_button]
    assert all(b.visible for b in (*scene.victim_buttons, scene.undo_button))
    column = [b for b in column if b.visible]
    h = size[1]
    assert all(b.rect.h >= b.least_height(h) for b in column), [(b.rect.h, b.least_height(h)) for b in column]
    assert all(scene.geo.buttons.contains(b.rect) for b in column), (scene.geo.buttons, [b.rect for b in column])
    assert all(not a.rect.colliderect(b.rect) for i, a in enumerate(column) for b in column[i + 1:])
    with theme_module.recording_faults() as faults:
        scene.still_changed()
        d.app.draw()
    assert faults == []


@pytest.mark.parametrize("projector", [False, True])
def test_reroll_without_dice_chosen_still_reads_as_a_button_on_the_tray(make_app, projector):
    """Issue 37: "nothing flat", "it looks finished": "Reroll the chosen dice (R)", not yet
    possible, is drawn with its edge on the tray of its own colour, not as loose words; and
    (the second look, "every action looks disabled") sunk darker than the tray, unlike a live
    button, raised in a lit green no panel has, which it becomes once a die is chosen."""
    state = table((COIN2, COIN2, C, S, COIN3), gold=(3, 4), phase=rules.ROLLING)
    d, scene = start(make_app, TWO_HUMANS, state=state, projector=projector)
    assert scene.reroll_button.visible and not scene.reroll_button.enabled
    d.frames(2)
    r = scene.reroll_button.rect
    screen = d.app.screen
    tray = screen.get_at((r.centerx, r.y - 3))[:3]  # just above the button: the tray
    edge = screen.get_at((r.centerx, r.y + 1))[:3]
    assert edge != tray and edge == theme_module.PANEL_LIGHT
    inside = screen.get_at((r.x + 6, r.centery))[:3]
    assert inside == theme_module.BUTTON_OFF and theme_module.luminance(inside) < theme_module.luminance(tray)
    d.key(pygame.K_1)  # a die chosen: the button is live
    assert scene.reroll_button.enabled
    d.frames(2)
    live = screen.get_at((r.x + 6, r.centery))[:3]
    assert live == theme_module.BUTTON_FACE and theme_module.luminance(live) > theme_module.luminance(tray)


def test_a_refusals_sign_leaves_no_line_of_the_keys_cut_at_the_trays_foot(make_app, monkeypatch):
    """Issue 37: "nothing cut off": at 1024x768 in projector mode, in French, the refusal of a
    crossed bones die shows its short sign in the tray (its words are in the banner, F5); the
    keys under it are never half drawn past its edge."""
    from ludicitude.games import GAMES
    from tests.games.looks import screenshot_positions, texts_placed

    d = make_app(size=(1024, 768), projector=True, language="fr")
    with d.at_once():  # the refusal and its drawing at one moment: its sign is on
        d.app.stack.push(screenshot_positions(GAMES["corsaire"])(d.app)["refused-3"]())
        d.frames(3)
        scene = d.top
        drawn = texts_placed(d.app, monkeypatch)
    tray = scene.geo.tray
    below_dice = [(s, r) for s, r in drawn if r.colliderect(tray) and r.y > scene.dice[0].rect.bottom
                  and r.x < scene.geo.buttons.x]
    assert any(s == "Impossible" for s, _r in below_dice)  # the refusal's sign is there
    assert all(tray.contains(r) for _s, r in below_dice), [(s, r) for s, r in below_dice if not tray.contains(r)]
