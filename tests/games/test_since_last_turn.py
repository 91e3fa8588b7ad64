""""Since your last turn" tells everything, or says what it left out (issue 26, section 5): a
player back at the screen reads every move since their last turn, or the first ones and "and N
more (L: log)"; never a silent gap, with six players too, at 1024x768 in projector mode and in
French as at 1920x1080. Driven with real key events; the words are those drawn."""

from __future__ import annotations

import re

import pygame
import pytest

from ludicitude.core.i18n import n_
from ludicitude.games import GAMES
from ludicitude.games.cartes.events import Stopped
from ludicitude.ui.session import GameSession, SeatInfo
from tests.games.test_every_move_told import flat, rendered  # noqa: F401 (a fixture)

COLOURS = ["red", "blue", "yellow", "green", "purple", "orange"]
#: how the strip counts what it left out, in each language (ui.po)
COUNTED = {"en": (r"\+\s(\d+) more moves? \(L: log\)", r"(\d+) moves?: L shows the log\.", r"\(\+(\d+), L: log\)"),
           "fr": (r"\+\s(\d+) autres? coups? \(L\s:\sjournal\)", r"(\d+) coups? : L montre le journal\.",
                  r"\(\+(\d+), L : journal\)")}
LOOKS = [((1024, 768), "fr", True), ((1920, 1080), "en", False)]


def start(make_app, game_id, size, language, projector, seed=3):
    d = make_app(size=size, language=language, projector=projector)
    seats = [SeatInfo("Ana", "red"), *(SeatInfo(f"Bot {i}", COLOURS[i], "cpu") for i in range(1, 6))]
    session = GameSession.new(game_id, seats, None, seed)
    scene = session.game.module("scene").GameScene(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    return d, session, scene


def words_on_screen(d, scene, rendered) -> str:  # noqa: F811
    rendered.clear()
    scene.still_changed()
    d.pixels()
    return flat(" ".join(rendered))


def assert_every_move_told_or_counted(words: str, told: list[str], language: str) -> int:
    """Every line of ``told`` is on screen, but for the last N when "and N more" says so."""
    counted = 0
    for pattern in COUNTED[language]:
        found = re.search(pattern, words)
        if found:
            counted = int(found.group(1))
    assert counted <= len(told)
    shown = told[:len(told) - counted]

    def said(line: str) -> bool:  # whole, or cut short on one line ("⚙ Bot 1 pose 1 1…")
        line = flat(line)
        return line in words or any(line[:n] + "…" in words for n in range(min(12, len(line)), len(line)))
    missing = [line for line in shown if not said(line)]
    assert not missing, f"left out in silence: {missing} (of {len(told)}, {counted} counted)"
    return counted


@pytest.mark.parametrize("size, language, projector", LOOKS)
def test_cadenas_tells_every_cross_of_five_computers_since_anas_last_turn_or_counts_the_rest(
        make_app, rendered, size, language, projector):  # noqa: F811
    """Cadenas, six players: "Joueur 2 coche le 9 rouge" was left out when space ran short."""
    from ludicitude.games.cadenas import texts
    from tests.games.cadenas.test_scene import by_keyboard

    d, session, scene = start(make_app, "cadenas", size, language, projector)
    counted = []
    for _turn in range(3):  # Ana's turn, the five computers' (she answers their white sums), Ana's again
        while session.state.active == 0 and not session.state.is_over:
            by_keyboard(d, scene)
            d.settle()
        while session.state.active != 0 and not session.state.is_over:
            by_keyboard(d, scene)
            d.settle()
        d.run_until_still()
        if session.state.is_over:
            break
        assert session.state.active == 0 and scene.sharing()
        told = texts.since_told(scene.since_last_action(0), 0, session.told_names)
        assert len(told) >= 5  # five players' white sums (crosses or grey boxes) at least
        counted.append(assert_every_move_told_or_counted(words_on_screen(d, scene, rendered), told, language))
    assert len(counted) >= 2
    print(counted)


@pytest.mark.parametrize("size, language, projector", LOOKS)
def test_quatre_cartes_tells_all_five_turns_since_anas_last_turn_or_counts_the_rest(
        make_app, rendered, size, language, projector):  # noqa: F811
    """Quatre Cartes listed one of the two moves since your last turn."""
    from ludicitude.games.cartes import texts

    d, session, scene = start(make_app, "cartes", size, language, projector)
    d.key(pygame.K_a)  # the first die
    d.key(pygame.K_m)
    d.key(pygame.K_c)  # Ana puts it on Maxi and continues
    d.run_until_still()
    assert scene.human_to_act() == 0 and scene.summary is None and session.state.round_number == 1
    told = texts.turns_since(scene.since_last_action(0), 0, session.told_names)
    assert [t.split()[1] for t in told] == ["Bot"] * 5  # "⚙ Bot puts…": the computer by its running-text name, no level
    assert scene.told_since() == told  # all five, the last one too
    words = words_on_screen(d, scene, rendered)
    gist = [flat(g) for g in scene.told_gist() if flat(g) in words]
    if gist:  # too many for the strip whole (issue 37: not one cut with "…" and "and 3 more"): how each ended
        assert all(f"Bot {i}" in gist[0] for i in range(1, 6)) and "…" not in gist[0], gist
        stops = sum(isinstance(e, Stopped) for e in scene.since_last_action(0))
        assert (n_("{names} stops", "{names} stop", max(1, stops)).split()[-1] in gist[0]) == (stops > 0)
    else:
        assert_every_move_told_or_counted(words, told, language)


@pytest.mark.parametrize("size, language, projector", LOOKS)
def test_corsaire_tells_every_move_of_five_computers_since_anas_last_turn_or_counts_the_rest(
        make_app, rendered, size, language, projector):  # noqa: F811
    """Corsaire kept the last three lines of the story in silence."""
    d, session, scene = start(make_app, "corsaire", size, language, projector)
    rules, texts = GAMES["corsaire"].module("rules"), GAMES["corsaire"].module("texts")
    while session.state.active == 0:  # Ana stops at once, and applies what the game proposes
        d.key(pygame.K_s if session.state.phase == rules.ROLLING else pygame.K_a)
    d.run_until_still()
    assert session.state.active == 0 and scene.human_to_act() == 0
    told = [texts.describe(e, session.told_names) for e in texts.since_told(scene.since_last_action(0), 0)]
    assert len(told) >= 5
    assert assert_every_move_told_or_counted(words_on_screen(d, scene, rendered), told, language) > 0


@pytest.mark.parametrize("language, counted, said", [("en", "1 move: L shows the log.", "Ana puts"),
                                                     ("fr", "1 coup : L montre le journal.", "Ana pose")])
def test_at_1024x768_projector_the_recap_says_the_move_not_only_its_count(
        make_app, rendered, language, counted, said):  # noqa: F811
    """Issue 36, 9: '"Since your last turn" says only "2 moves: L shows the log"' (Quatre Cartes
    at 1024x768 in projector mode: Ana's placement and Continue is too long for the strip beside
    Bob's roll): the move is said, cut short on one line, never only counted."""
    d = make_app(size=(1024, 768), language=language, projector=True)
    session = GameSession.new("cartes", [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")], None, 3)
    scene = session.game.module("scene").GameScene(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    d.key(pygame.K_a)
    d.key(pygame.K_m)  # one die on Maxi
    d.key(pygame.K_c)  # continue: Bob's turn
    d.settle()
    assert session.state.current == 1
    words = words_on_screen(d, scene, rendered)
    assert said in words and counted not in words
    assert "1 moves" not in words and "1 coups" not in words


def test_what_the_strip_leaves_out_is_counted_as_a_whole_phrase_plural_aware(make_app):
    """Issue 37 (the look, F14 and M5): "et 7 de plus (L : journal)" was a lowercase fragment with
    no noun, and "… et 6 autres coups" after a full sentence read like a cut line. The count is a
    whole phrase on a line of its own, with its noun, singular or plural: "+ 7 more moves (L: log)",
    "+ 1 autre coup (L : journal)"."""
    from ludicitude.core.i18n import set_language
    from ludicitude.ui import draw, theme

    make_app()  # (the fonts)
    moves = [f"Bot {i} rolls the dice." for i in range(9)]
    px = theme.text_px(768, 0.025)
    shown = draw.told_lines(moves, px, 400, 3)
    assert shown[-1] == f"+\u00a0{len(moves) - len(shown) + 1} more moves (L: log)", shown
    assert draw.more_moves(1) == "+\u00a01 more move (L: log)"
    # a strip of two lines: one move, and the count on a line of its own, never after the move
    assert draw.told_lines(["Ana stops."] * 9, px, 400, 2) == ["Ana stops.", "+\u00a08 more moves (L: log)"]
    set_language("fr")
    try:
        assert draw.more_moves(7) == "+\u00a07 autres coups (L\u00a0:\u00a0journal)"
        assert draw.more_moves(1) == "+\u00a01 autre coup (L\u00a0:\u00a0journal)"
    finally:
        set_language("en")
