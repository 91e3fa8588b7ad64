"""Every move told, in every game (issue 16): each kind of event a game declares it logs
(``State.log_schema``) has words in English and in French, taken from a real event of played
games, and is on the table or in the log (L) when it happens; the rules screen (F1) is named
during play."""

from __future__ import annotations

from functools import cache

import pygame
import pytest

from ludicitude.core.bots import RandomBot
from ludicitude.core.game import Event, GameState
from ludicitude.core.i18n import set_language
from ludicitude.games import GAMES
from ludicitude.ui import theme
from ludicitude.ui.session import GameSession, SeatInfo

GAME_IDS = ["magouille", "cartes", "cadenas", "corsaire"]
#: kinds too rare to turn up in a few games (five of a kind in Corsaire: 6 chances in 7776 a roll)
RARE = {"five_cannons", "five_skulls"}
NAMES = ["Ana", "Bob", "Chloé", "Dee", "Eli"]
COLOURS = ["red", "blue", "yellow", "green", "purple"]


@cache
def first_of_each_kind(game_id: str) -> dict[str, tuple[GameState, Event]]:
    """For each kind of event, the first one seen in played games and the state just after it."""
    game = GAMES[game_id]
    rules = game.module("rules")
    found: dict[str, tuple[GameState, Event]] = {}
    for seed in range(40):
        options = {"length": "short" if seed % 5 else "normal"} if game_id == "magouille" else None
        seats = (game.min_seats, min(game.max_seats, 4))[seed % 2]
        players = [RandomBot(seed * 10 + i) if seed % 3 else game.module("bots").make_bot("cpu", seed * 10 + i)
                   for i in range(seats)]
        state = rules.new_game(seats, options, seed)
        for event in state.events:
            found.setdefault(event.kind, (state, event))
        while not state.is_over:
            seat = state.to_act[0]
            after = state.apply(seat, players[seat].choose(state.view(seat), seat))
            for event in after.events[len(state.events):]:
                found.setdefault(event.kind, (after, event))
            state = after
        if set(rules.State.log_schema) - set(found) <= RARE:
            break
    return found


def kinds(game_id: str) -> list[str]:
    return sorted(GAMES[game_id].module("rules").State.log_schema)


CASES = [(g, k) for g in GAME_IDS for k in kinds(g)]


def flat(text: str) -> str:
    return " ".join(text.split())


@pytest.fixture
def rendered(monkeypatch):
    """Every string drawn on screen (all text goes through ``theme.render``)."""
    seen: list[str] = []
    real = theme.render

    def spy(text, *args, **kwargs):
        seen.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(theme, "render", spy)
    return seen


@pytest.mark.parametrize("game_id, kind", CASES, ids=[f"{g}-{k}" for g, k in CASES])
def test_every_kind_of_event_has_words_in_both_languages(game_id, kind):
    if kind not in first_of_each_kind(game_id):
        assert kind in RARE, f"{kind} never turned up"
        pytest.skip("too rare to turn up in a few played games (checked by the rules tests)")
    state, event = first_of_each_kind(game_id)[kind]
    texts = GAMES[game_id].module("texts")
    names = NAMES[:state.num_seats]
    try:
        english = texts.describe(event, names)
        set_language("fr")
        french = texts.describe(event, names)
    finally:
        set_language("en")
    assert english.strip() and french.strip(), (english, french)
    assert english != french, "the French is a translation, not the English"


@pytest.mark.parametrize("game_id, kind", CASES, ids=[f"{g}-{k}" for g, k in CASES])
def test_every_kind_of_event_is_in_the_log_when_it_happens(make_app, rendered, game_id, kind):
    """A public event is in the log (L) of the table right after it happens; a secret one (a face
    set in Magouille) is kept from the table and told to its own player only."""
    if kind not in first_of_each_kind(game_id):
        pytest.skip("too rare to turn up in a few played games")
    state, event = first_of_each_kind(game_id)[kind]
    texts = GAMES[game_id].module("texts")
    names = NAMES[:state.num_seats]
    shape = GAMES[game_id].module("rules").State.log_schema[kind]
    if shape.private:
        assert event not in state.view(None).events
        (seat,) = event.seats
        assert event in state.view(seat).events and texts.describe(event, names)
        return
    d = make_app()
    seats = [SeatInfo(n, c) for n, c in zip(names, COLOURS)]
    session = GameSession.new(game_id, seats, None, 1)
    session.state = state
    scene = session.game.module("scene").GameScene(d.app, session)
    d.app.push_scene(scene)
    # L, straight to the table's screen: no frame runs, so nothing acts or covers the table first
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0))
    assert scene.show_log
    rendered.clear()
    d.app.draw()
    words = texts.describe(event, names)
    assert words and flat(words) in flat(" ".join(rendered))


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("size, projector", [((1024, 768), True), ((1920, 1080), False)])
def test_the_rules_screen_and_the_log_are_named_during_play(make_app, rendered, game_id, size, projector):
    d = make_app(size=size, projector=projector)
    seats = [SeatInfo(n, c) for n, c in zip(NAMES, COLOURS)][:GAMES[game_id].min_seats]
    session = GameSession.new(game_id, seats, None, 3)
    scene = session.game.module("scene").GameScene(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    rendered.clear()
    scene.still_changed()  # drawn afresh, not blitted from the still picture
    d.pixels()
    assert "F1: rules · L: log" in rendered
    d.app.set_language("fr")
    rendered.clear()
    d.pixels()
    assert "F1 : règles · L : journal" in rendered


def test_the_base_strip_tells_the_others_moves_since_a_players_last_action(make_app, rendered):
    """The base screen's "since your last turn" strip (``draw_since_last_turn``), for a game to
    place where it covers nothing: the public events since that seat acted here, in words."""
    d = make_app()
    seats = [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue", "cpu")]
    session = GameSession.new("corsaire", seats, None, 3)
    scene = session.game.module("scene").GameScene(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    while session.state.to_act[0] == 0:  # Ana plays her turn (whatever the dice) with the keys
        d.key(pygame.K_s if session.state.phase == GAMES["corsaire"].module("rules").ROLLING else pygame.K_a)
    d.run_until_still()
    assert session.state.to_act[0] == 0
    lines = scene.since_last_turn_lines(0)
    texts = session.game.module("texts")
    bob = [texts.describe(e, session.names) for e in scene.since_last_action(0) if e.data.get("seat") == 1]
    assert bob and set(lines) & set(bob)
    rendered.clear()
    surface = pygame.Surface((1024, 768))
    scene.draw_since_last_turn(surface, pygame.Rect(20, 20, 600, 200), 0)
    assert "Since your last turn (Ana)" in rendered and any(line in rendered for line in lines)
