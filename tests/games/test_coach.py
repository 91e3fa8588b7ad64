"""The coach (issue 30, part 4), with real events in every game: "on a person's own move, a key
(and a button) shows what the expert would do and one line of why, without playing it. Never on
a shared screen during a secret step, never for another seat, and never in the demo. In both
languages." The advice is worked out off the frame loop and dropped if the position changes
before it arrives; it goes when the player moves (docs/ui-guide.md, "The coach")."""

from __future__ import annotations

import threading

import pygame
import pytest

from ludicitude.core.i18n import set_language
from ludicitude.games import GAMES
from ludicitude.games.magouille.scene import Mode
from ludicitude.ui.coach import COACH_KEY, position_for
from ludicitude.ui.demo import DemoOverlay, start_demo
from ludicitude.ui.launcher import Launcher
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.ui.transitions import HandOverCurtain

GAME_IDS = ["magouille", "cartes", "cadenas", "corsaire"]
OPTIONS = {"magouille": {"length": "short"}}
#: a real move of the person to act, in keys, in each game (what the advice must go on)
MOVE_KEYS = {
    "magouille": [pygame.K_1, pygame.K_RETURN],  # face 1, confirmed
    "cartes": [pygame.K_a, pygame.K_m, pygame.K_c],  # die 1 on Maxi (it takes any die), then Continue
    "cadenas": [pygame.K_TAB, pygame.K_RETURN, pygame.K_RETURN],  # a lit box pencilled, then Done
    "corsaire": [pygame.K_s],  # stop rolling
}


def seats(game_id: str, *kinds: str) -> list[SeatInfo]:
    names, colours = ["Ana", "Bob", "Chloé", "Dee"], ["red", "blue", "yellow", "green"]
    count = max(len(kinds), GAMES[game_id].min_seats)
    kinds = (*kinds, *("cpu",) * (count - len(kinds)))
    return [SeatInfo(names[i], colours[i], kinds[i]) for i in range(count)]


def start(make_app, game_id, people, *, seed=3, size=(1024, 768), computers_wait=False, phone=None, **settings):
    """The game's screen; with ``computers_wait`` its computers think as long as the test looks;
    ``phone``: the seat played from a phone."""
    d = make_app(size=size, **settings)
    session = GameSession.new(game_id, people, OPTIONS.get(game_id), seed)
    scene = GAMES[game_id].module("scene").GameScene(d.app, session)
    if computers_wait:
        scene.computers.thinker.ready = lambda key: (False, None)
    if phone is not None:
        scene.on_phone = lambda seat: seat == phone
    d.app.push_scene(scene)
    d.settle()
    return d, scene


def to_own_move(d, scene, limit=40):
    """Real keys until the coach may advise someone at this screen: Magouille's talk moved on
    and the private screen opened; elsewhere the person's turn with the dice at rest."""
    for _ in range(limit):
        d.settle()
        if scene.coach_seat() is not None:
            return
        if isinstance(d.top, HandOverCurtain) or (
                scene.session.game.id == "magouille" and scene.mode() is Mode.TALK):
            d.key(pygame.K_RETURN)
        else:
            d.frames(5)
    raise AssertionError("no move of a person at this screen")


def ask(d, scene, by="key"):
    if by == "key":
        d.key(COACH_KEY)
    else:
        d.frames(1)
        assert scene.coach.chip is not None, "the banner shows no Advice (K) button"
        d.click(scene.coach.chip.center)
    d.settle()


def legal_for(scene, seat):
    return position_for(scene.state, seat).legal_actions(seat)


@pytest.mark.parametrize("by", ["key", "mouse"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_key_or_the_button_shows_a_legal_move_of_the_person_to_act_without_playing_it(make_app, game_id, by):
    d, scene = start(make_app, game_id, seats(game_id, "human"))
    to_own_move(d, scene)
    seat, before, moves = scene.coach_seat(), scene.state, len(scene.session.record.moves)
    ask(d, scene, by)
    advice = scene.coach.advice
    assert advice is not None and advice.what and advice.why
    assert scene.coach.key[1] == seat == 0  # Ana's own move, from Ana's view
    assert advice.action in legal_for(scene, seat)
    assert scene.state is before and len(scene.session.record.moves) == moves  # nothing played
    d.assert_settled()  # the advice is on screen now, with no input to come


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_advice_goes_when_the_player_moves(make_app, game_id):
    d, scene = start(make_app, game_id, seats(game_id, "human"))
    to_own_move(d, scene)
    ask(d, scene)
    assert scene.coach.advice is not None
    before = scene.state
    for k in MOVE_KEYS[game_id]:
        d.key(k)
    d.settle()
    assert scene.state is not before  # the person moved
    assert scene.coach.advice is None and scene.coach.key is None
    d.assert_settled()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_k_again_hides_the_advice(make_app, game_id):
    d, scene = start(make_app, game_id, seats(game_id, "human"))
    to_own_move(d, scene)
    d.key(pygame.K_LSHIFT)  # the screen as its keyboard player sees it: the focus ring on (the K below lights it)
    plain = d.pixels()
    ask(d, scene)
    assert d.pixels() != plain  # the advice is drawn
    d.key(COACH_KEY)
    d.settle()
    assert scene.coach.advice is None and d.pixels() == plain


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_nothing_is_advised_for_a_computer_s_seat(make_app, game_id):
    d, scene = start(make_app, game_id, seats(game_id, "cpu", "human"), computers_wait=True)
    for _ in range(5):  # Cadenas: Bob chooses with the white sum (his own choice), then says Done
        d.settle()
        if scene.state.shared_step() is None:
            break
        d.key(pygame.K_RETURN)
    assert scene.session.is_bot(scene.state.to_act[0]) and scene.state.shared_step() is None
    d.key(pygame.K_LSHIFT)  # the screen as its keyboard player sees it: the focus ring on (the K below lights it)
    shown = d.pixels()
    d.key(COACH_KEY)
    d.frames(3)
    assert scene.coach.key is None and scene.coach.chip is None
    assert d.pixels() == shown


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_nothing_is_advised_for_a_seat_played_from_a_phone(make_app, game_id):
    d, scene = start(make_app, game_id, seats(game_id, "human", "human"), phone=0)  # Ana plays on her phone
    for _ in range(5):
        d.settle()
        if 0 in scene.state.to_act:
            break
        d.frames(2)
    d.key(pygame.K_LSHIFT)  # the screen as its keyboard player sees it: the focus ring on (the K below lights it)
    shown = d.pixels()
    d.key(COACH_KEY)
    d.frames(2)
    assert scene.coach.key is None or scene.coach.key[1] != 0
    if scene.coach.key is None:
        assert d.pixels() == shown


def test_magouille_shows_nothing_on_the_curtain_nor_on_the_table_while_others_choose(make_app):
    d, scene = start(make_app, "magouille", seats("magouille", "human", "human", "human"))
    d.key(pygame.K_RETURN)  # the talk moves on: Ana's curtain
    d.settle()
    assert isinstance(d.top, HandOverCurtain)
    d.key(pygame.K_LSHIFT)  # the screen as its keyboard player sees it: the focus ring on (the K below lights it)
    curtain = d.pixels()
    d.key(COACH_KEY)
    d.frames(2)
    assert d.pixels() == curtain and scene.coach.key is None
    d.key(pygame.K_RETURN)  # Ana opens her screen, sets her face
    d.key(pygame.K_3)
    d.key(pygame.K_RETURN)
    d.settle()
    assert isinstance(d.top, HandOverCurtain) and d.top.name == "Bob"
    d.key(pygame.K_LSHIFT)  # the screen as its keyboard player sees it: the focus ring on (the K below lights it)
    curtain = d.pixels()
    d.key(COACH_KEY)
    d.frames(2)
    assert d.pixels() == curtain and scene.coach.key is None


def test_magouille_shows_nothing_on_the_public_table_while_the_others_choose(make_app):
    d, scene = start(make_app, "magouille", seats("magouille", "human", "cpu", "cpu"), computers_wait=True)
    to_own_move(d, scene)
    d.key(pygame.K_2)
    d.key(pygame.K_RETURN)
    d.frames(3)
    assert scene.mode() is Mode.SECRET and scene.pending is None  # the public table, waiting
    table = d.pixels()
    d.key(COACH_KEY)
    d.frames(3)
    d.click((d.app.screen.get_width() - 20, 10))  # where the button would be
    assert scene.coach.key is None and scene.coach.chip is None
    assert d.pixels() == table


def test_magouille_with_secret_input_never_drawn_gives_no_advice(make_app):
    """Projector-safe input: the face is never drawn, so neither is the expert's face."""
    d, scene = start(make_app, "magouille", seats("magouille", "human"), secret_safe=True)
    for _ in range(10):
        d.settle()
        if scene.pending is not None:
            break
        d.key(pygame.K_RETURN)
    assert scene.pending is not None and scene.pending.hidden
    screen = d.pixels()
    d.key(COACH_KEY)
    d.frames(3)
    assert scene.coach.key is None and d.pixels() == screen


def test_magouille_advises_on_the_player_s_own_private_screen_from_their_own_view(make_app):
    d, scene = start(make_app, "magouille", seats("magouille", "human", "human", "human"))
    to_own_move(d, scene)
    assert scene.private_seat == 0 and scene.coach_seat() == 0
    ask(d, scene)
    assert scene.coach.advice is not None and scene.coach.advice.action in scene.state.legal_actions(0)
    d.key(pygame.K_ESCAPE)  # back to her curtain: the advice goes with her screen
    d.settle()
    assert scene.coach.key is None


def test_never_in_the_demo(make_app):
    d = make_app(animation="instant")
    d.app.push_scene(Launcher(d.app))
    start_demo(d.app, seed=3)
    d.frames(1)
    overlay = d.top
    assert isinstance(overlay, DemoOverlay)
    seen = set()
    for _ in range(3000):
        d.frames(1)
        game = overlay.game_scene
        seen.add(game.session.game.id)
        assert game.coach_seat() is None and game.coach.chip is None and game.coach.key is None
        if len(seen) == 2:
            break
    # and the demo's rule is the demo flag, whoever sits at the table: a person's move in a
    # game played under the caption gets no advice
    d2, scene = start(make_app, "corsaire", seats("corsaire", "human"))
    to_own_move(d2, scene)
    scene.demo = True
    assert scene.coach_seat() is None


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_advice_arriving_after_the_position_changed_is_dropped(make_app, game_id, monkeypatch):
    """"The advice is worked out off the frame loop and dropped if the position changes before it
    arrives": the advice is held on the worker until the person has moved (and the computers
    after them have been asked to think), then let go; it is never shown."""
    d, scene = start(make_app, game_id, seats(game_id, "human"))
    to_own_move(d, scene)
    # Every thinker of the screen answers "not yet" while the worker is busy, as in the real
    # program: the computers' decisions queue behind the held advice on the one worker, and a
    # loop waiting for them would wait for the advice itself.
    thinkers = [t for t in (scene.computers.thinker, scene.coach.thinker, scene.shared_seats.thinker) if t]
    for thinker in thinkers:
        thinker.wait = False
    coach = GAMES[game_id].module("coach")
    started, release, real = threading.Event(), threading.Event(), coach.advise

    def slow(view, seat, names):
        started.set()
        release.wait(10)
        return real(view, seat, names)

    monkeypatch.setattr(coach, "advise", slow)
    d.key(COACH_KEY)
    assert scene.coach.thinking
    future = scene.coach.thinker.future
    assert started.wait(10), "the advice never started"  # on the worker: past the point where it could be cancelled
    for k in MOVE_KEYS[game_id]:  # the person moves before the advice comes
        d.key(k)
    assert not future.done(), "the advice was not held until the person had moved"
    assert scene.coach.key is None, "the advice asked for the old position is still awaited"
    release.set()
    future.result(10)  # the advice arrives, for a position that has gone
    for thinker in thinkers:
        thinker.wait = True
    d.settle()
    d.frames(5)
    assert scene.coach.advice is None and scene.coach.key is None


def test_the_advice_is_in_both_languages(make_app):
    """The same position advised in French and in English: the same move, in each language's words."""
    d, scene = start(make_app, "cartes", seats("cartes", "human"), language="fr")
    to_own_move(d, scene)
    ask(d, scene)
    french = scene.coach.advice
    assert french is not None
    set_language("en")
    try:
        english = GAMES["cartes"].module("coach").advise(scene.state.view(0), 0, scene.session.names)
    finally:
        set_language("fr")
    assert french.action == english.action
    assert french.what != english.what and french.why != english.why


def test_the_rules_screen_has_the_coach_s_button_and_the_advice_shows_back_at_the_table(make_app):
    d, scene = start(make_app, "corsaire", seats("corsaire", "human"))
    to_own_move(d, scene)
    d.key(pygame.K_F1)
    d.settle()
    rules_screen = d.top
    assert rules_screen.advice_button in rules_screen.widgets
    d.click_widget(rules_screen.advice_button)
    d.settle()
    assert d.top is scene and scene.coach.advice is not None
    assert scene.coach.advice.action in scene.state.legal_actions(0)


def test_the_rules_screen_offers_no_advice_when_it_is_not_the_person_s_move(make_app):
    d, scene = start(make_app, "corsaire", seats("corsaire", "cpu", "human"), computers_wait=True)
    d.key(pygame.K_F1)
    d.settle()
    assert d.top.advice_button not in d.top.widgets
    d.key(COACH_KEY)
    d.key(pygame.K_ESCAPE)
    d.settle()
    assert d.top is scene and scene.coach.key is None


def test_a_refusal_shows_in_place_of_the_advice(make_app):
    d, scene = start(make_app, "cartes", seats("cartes", "human"))
    to_own_move(d, scene)
    ask(d, scene)
    assert scene.coach.advice is not None
    d.key(pygame.K_c)  # Continue before placing a die: refused, in words
    d.settle()
    assert scene.message and scene.coach.advice is None


def test_a_k_hurried_into_the_next_player_s_turn_asks_nothing_and_after_the_grace_it_is_theirs(make_app):
    """No input acts for the next person: K waits the input grace like any key."""
    d, scene = start(make_app, "cartes", seats("cartes", "human", "human"))
    to_own_move(d, scene)
    for k in MOVE_KEYS["cartes"]:  # Ana places a die and continues: Bob's turn
        d.key(k)
    d.key(COACH_KEY, hurry=True)
    assert scene.state.to_act == (1,) and scene.coach.key is None
    to_own_move(d, scene)
    ask(d, scene)
    assert scene.coach.key[1] == 1 and scene.coach.advice.action in scene.state.legal_actions(1)
