"""Every move told, in every game (issue 16): each kind of event a game declares it logs
(``State.log_schema``) is on the table or in the log (L) when it happens (its words in both
languages: the conformance kit, ``test_conformance.py``); the rules screen (F1) is named
during play."""

from __future__ import annotations

from functools import cache

import pygame
import pytest

from ludicitude.core.game import Event, GameState
from ludicitude.core.i18n import set_language
from ludicitude.games import GAMES
from ludicitude.games.cadenas.events import Rolled
from ludicitude.games.magouille.events import Revealed
from ludicitude.ui import theme
from ludicitude.ui.session import GameSession, SeatInfo
from ludicitude.ui.transitions import HandOverCurtain
from ludicitude.testing import conformance as kit

GAME_IDS = list(GAMES)
#: kinds too rare to turn up in a few games (five of a kind in Corsaire: 6 chances in 7776 a roll)
RARE = {"five_cannons", "five_skulls"}
NAMES = ["Ana", "Bob", "Chloé", "Dee", "Eli"]
COLOURS = ["red", "blue", "yellow", "green", "purple"]


@cache
def first_of_each_kind(game_id: str) -> dict[str, tuple[GameState, Event]]:
    """For each kind of event, the first one seen in played games and the state just after it."""
    return kit.first_of_each_kind(GAMES[game_id], rare=frozenset(RARE))


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
    scene = session.game.scene()(d.app, session)
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
    scene = session.game.scene()(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    if isinstance(d.top, HandOverCurtain):  # a game whose first move is secret: past the curtain
        d.key(pygame.K_RETURN)
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
    scene = session.game.scene()(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    while session.state.to_act[0] == 0:  # Ana plays her turn (whatever the dice) with the keys
        d.key(pygame.K_s if session.state.phase == GAMES["corsaire"].module("rules").ROLLING else pygame.K_a)
    d.run_until_still()
    assert session.state.to_act[0] == 0
    lines = scene.chrome.since_last_turn_lines(0)
    texts = session.game.module("texts")
    bob = [texts.describe(e, session.told_names) for e in scene.since_last_action(0) if getattr(e, "seat", None) == 1]
    assert bob and set(lines) & set(bob)
    rendered.clear()
    surface = pygame.Surface((1024, 768))
    scene.chrome.draw_since_last_turn(surface, pygame.Rect(20, 20, 600, 200), 0)
    assert "Since your last turn (Ana)" in rendered and any(line in rendered for line in lines)


# -- "since your last turn" in each game, after the computers' turns, with real events ----------


def redrawn_words(d, scene, rendered) -> str:
    rendered.clear()
    scene.still_changed()
    d.pixels()
    return flat(" ".join(rendered))


CADENAS_TITLES = {"en": "Since your last turn (Ana)", "fr": "Depuis votre dernier tour"}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_cadenas_tells_a_player_back_at_the_screen_what_the_computer_did_in_its_turn(make_app, rendered, language):
    """Cadenas: "each player in turn becomes the active player"; when it is Ana's turn again, the
    dice panel tells her, in words, what the computer crossed (or the grey box it took) in its
    own turn, which the banner no longer shows (it tells Ana's roll)."""
    from ludicitude.games.cadenas import texts
    from tests.games.cadenas.test_scene import by_keyboard

    d = make_app(size=(1920, 1080), language=language)
    session = GameSession.new("cadenas", [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue", "cpu")], None, 4)
    scene = session.game.scene()(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    actives = [session.state.active]
    while actives[-3:] != [0, 1, 0]:  # Ana's turn, Bob's, and Ana's again, at the keyboard
        by_keyboard(d, scene)
        d.settle()
        if session.state.active != actives[-1]:
            actives.append(session.state.active)
    assert scene.sharing() and session.state.action == 1
    bob = [e for e in scene.since_last_action(0) if getattr(e, "seat", None) == 1 and not isinstance(e, Rolled)]
    told = texts.since_told(scene.since_last_action(0), 0, session.told_names)
    assert bob and told[-1] == texts.describe(bob[-1], session.told_names)  # Bob's last move, newest
    words = redrawn_words(d, scene, rendered)
    assert CADENAS_TITLES[language] in words and flat(told[-1]) in words
    assert all("Ana" not in line for line in told)  # her own crosses are not news to her


@pytest.mark.parametrize("language", ["en", "fr"])
def test_quatre_cartes_tells_a_player_back_at_the_screen_every_turn_since_theirs(make_app, rendered, language):
    """Quatre Cartes: "each player in turn rolls his dice"; with two computers after Ana, her
    next turn tells both their turns (the banner the last, the strip under the cards the one
    before), each in one sentence, until she picks a die."""
    from ludicitude.games.cartes import texts

    d = make_app(size=(1920, 1080), language=language)
    seats = [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue", "cpu"), SeatInfo("Cy", "green", "cpu")]
    session = GameSession.new("cartes", seats, None, 5)
    scene = session.game.scene()(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    d.key(pygame.K_a)
    d.key(pygame.K_m)
    d.key(pygame.K_c)  # Ana puts die 1 on Maxi and passes
    d.run_until_still()
    assert scene.human_to_act() == 0 and scene.summary is None and session.state.round_number == 1
    turns = texts.turns_since(scene.since_last_action(0), 0, session.told_names)
    assert [t.split()[1] for t in turns] == ["Bob", "Cy"]  # "⚙ Bob puts…": the gear, no level
    assert scene.told_since() == turns  # both: a list that leaves one out reads as if it were all
    words = redrawn_words(d, scene, rendered)
    title = {"en": "Since your last turn (Ana)", "fr": "Depuis votre dernier tour (Ana)"}[language]
    assert title in words and flat(turns[0]) in words and flat(turns[1]) in words  # strip, banner
    d.key(pygame.K_a)  # she picks a die: the strip gives the room back to what to do
    assert scene.told_since() == [] and title not in redrawn_words(d, scene, rendered)


def test_quatre_cartes_tells_a_stop_and_its_take_back_in_the_strip_in_both_languages():
    """Quatre Cartes, "a player who stops may take back all his dice from one card": the strip's
    sentence for that turn says so, in English and in French."""
    from ludicitude.games.cartes import rules, texts

    state = rules.new_game(3, None, 3)
    for seat in (0, 1):
        place = next(a for a in state.legal_actions(seat) if isinstance(a, rules.Place))
        state = state.apply(seat, place)
        state = state.apply(seat, rules.Stop(place.card) if seat == 1 else rules.Continue())
    names = ["Ana", "Bob", "Cy"]
    since = state.view(None).events
    for language, words in (("en", "then stops and takes their dice back"), ("fr", "puis s'arrête et reprend ses dés")):
        set_language(language)
        try:
            lines = texts.turns_since(since, 2, names)
        finally:
            set_language("en")
        assert len(lines) == 2 and lines[0].startswith("Ana") and lines[1].startswith("Bob")
        assert words in lines[1], lines


@pytest.mark.parametrize("language", ["en", "fr"])
def test_corsaire_tells_a_player_back_at_the_screen_what_the_computer_did_under_a_title(
        make_app, rendered, language):
    """Corsaire: "in turn, each player rolls the five dice"; at Ana's next turn the story panel
    is titled "since your last turn" and tells the computer's results in words."""
    d = make_app(language=language)
    seats = [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue", "cpu")]
    session = GameSession.new("corsaire", seats, None, 3)
    scene = session.game.scene()(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    rules = GAMES["corsaire"].module("rules")
    while session.state.active == 0:  # Ana stops at once, and applies what the game proposes
        d.key(pygame.K_s if session.state.phase == rules.ROLLING else pygame.K_a)
    d.run_until_still()
    assert session.state.active == 0 and scene.human_to_act() == 0
    texts = session.game.module("texts")
    since = texts.since_told(scene.since_last_action(0), 0)
    assert since and all(e.seat != 0 for e in since if hasattr(e, "seat"))
    words = redrawn_words(d, scene, rendered)
    title = {"en": "Since your last turn (Ana)", "fr": "Depuis votre dernier tour (Ana)"}[language]
    assert title in words and flat(texts.describe(since[-1], session.told_names)) in words


def test_no_strip_on_a_private_screen_magouille_tells_the_last_reveal_on_the_table(make_app, rendered):
    """Magouille: "each player chooses a face in secret"; the private screen draws nothing of the
    others (no "since your last turn"), and the public table tells the last reveal instead."""
    from tests.games.magouille.positions import screenshot_positions as magouille_positions

    d = make_app()
    for name, secret in (("private-no-face-4", True), ("talk-before-final-5", False)):
        scene = magouille_positions(d.app)[name]()
        d.app.stack.clear()
        d.app.push_scene(scene)
        words = redrawn_words(d, scene, rendered)
        assert "Since your last turn" not in words
        reveal = [e for e in scene.public.events if isinstance(e, Revealed)]
        # in the banner's short words (the faces are on the plates and the centre)
        assert secret or (reveal and flat(scene.texts.banner_line(reveal[-1:], scene.session.told_names)) in words)
