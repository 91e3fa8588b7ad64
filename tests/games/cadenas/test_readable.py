"""Cadenas read from the back of a room: each sheet keeps its place all game, numbers clear of
their boxes' edges, and the coloured dice told apart by a symbol as large as the text."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.core.i18n import _
from ludicitude.games.cadenas import rules, texts
from ludicitude.games.cadenas.pieces import ROWS, TableLayout, number_text
from ludicitude.ui import theme
from ludicitude.games.cadenas.scene import GameScene
from ludicitude.ui.session import GameSession, SeatInfo
from tests.games import looks
from tests.games.cadenas.test_scene import NAMES, by_keyboard
from tests.games.test_every_move_told import rendered  # noqa: F401 (a fixture)


def start(make_app, seats: int):
    """A game of ``seats`` humans at 1024x768 in projector mode."""
    d = make_app(size=(1024, 768), projector=True)
    session = GameSession.new("cadenas", [SeatInfo(NAMES[i][0], NAMES[i][1]) for i in range(seats)], None, 3)
    d.app.push_scene(GameScene(d.app, session))
    d.settle()
    return d, session


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_each_players_sheet_keeps_its_place_all_game(make_app, seats):
    """Each player has a score sheet; whoever is the active player, every sheet stays where it was."""
    d, session = start(make_app, seats)
    places = {s: g.rect.copy() for s, g in d.top.geo.sheets.items()}
    actives = set()
    for _i in range(7 * seats):  # a few keys a turn (Tab puts the keyboard on a box first)
        if session.state.is_over:
            break
        actives.add(session.state.active)
        assert {s: g.rect for s, g in d.top.geo.sheets.items()} == places, f"active {session.state.active}"
        by_keyboard(d, d.top)
        d.settle()
    assert len(actives) == seats  # every player was the active player once


def test_two_digit_numbers_stay_clear_of_their_boxes_edges(make_app):
    """The numbers 10, 11 and 12 on the smallest sheet (boxes of a thirtieth of the height) leave
    a margin of background at both sides of their box."""
    make_app(size=(1024, 768), projector=True)  # fonts, and projector mode's text sizes
    surface = pygame.Surface((1024, 768))
    box = 768 // 30
    for s in ("10", "11", "12"):
        rect = pygame.Rect(100, 100, box, box)
        surface.fill((255, 255, 255))
        number_text(surface, s, rect, theme.text_px(768, 0), (0, 0, 0), bold=True)
        margin = max(2, rect.w // 10)
        for x in (*range(rect.x, rect.x + margin), *range(rect.right - margin, rect.right)):
            column = [surface.get_at((x, y))[:3] for y in range(rect.y, rect.bottom)]
            assert all(c == (255, 255, 255) for c in column), (s, x - rect.x)


def test_the_coloured_dice_carry_their_rows_symbol_as_large_as_the_smallest_text(make_app):
    """Each coloured die goes with a row of its colour (and symbol): under each, the row's symbol
    is drawn at least as large as the screen's smallest text, at 1024x768 in projector mode with
    six players."""
    d, _session = start(make_app, 6)
    d.top.still_changed()
    with theme.recording_sizes() as drawn:
        d.app.draw()
    symbols = {x.what: x.px for x in drawn if x.kind == "symbol"}
    assert set(symbols) == set(ROWS)
    assert min(symbols.values()) >= theme.text_px(768, 0) == 24



@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_confirm_and_cancel_keep_their_words_on_one_line(make_app, size):
    """Action 2's pencilled cross, "Confirm (Enter)" and "Cancel (Esc)" in French, projector mode:
    each button's label drawn whole on one line (a narrow panel stacks them)."""
    from ludicitude.core.i18n import _

    _scene, seen = looks.drawn(make_app, "cadenas", "action-2-pair-pencilled-3", size)
    lines = [x.what for x in seen if x.kind == "text"]
    assert _("Confirm (Enter)") in lines and _("Cancel (Esc)") in lines, lines


@pytest.mark.parametrize("seats", [2, 6])
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("projector", [False, True], ids=["normal", "projector"])
def test_the_panel_says_who_says_done_and_with_which_key_before_any_tip(make_app, rendered, seats, language,  # noqa: F811
                                                                          projector):
    """Issue 26: at 1024x768 "the long hint about the box 'ringed in black' does not fit and the
    paragraph drawing stops there, so the next line ('Then <name>: Done (P)') is not shown at
    all. A new player must see whose turn and what to press." Ana has pencilled a box (Done
    costs nothing) and her sheet rings action 2's boxes, so that every hint is due: the panel
    draws the whole Done line, naming her; a tip left out for room is left out whole, never cut."""
    d = make_app(size=(1024, 768), projector=projector, language=language)
    session = GameSession.new("cadenas", [SeatInfo(NAMES[i][0], NAMES[i][1]) for i in range(seats)], None, 3)
    scene = GameScene(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    d.key(pygame.K_TAB)  # the keyboard on Ana's first lit box
    d.key(pygame.K_RETURN)  # pencilled
    d.settle()
    state = scene.rules_state
    assert scene.sharing() and scene.pencils.box(state, 0) is not None and scene.pencils.then_boxes(state)
    rendered.clear()
    scene.still_changed()
    d.app.draw()
    said = " ".join(rendered)
    assert _("Then {name}: Done ({key}).").format(name="Ana", key="P") in said, said
    for tip in (texts.then_hint(state, session.names), texts.shared_hint(state, session.names, False)[0]):
        whole = tip.text in said or (tip.short and tip.short in said)
        assert whole or " ".join(tip.text.split()[:3]) not in said, f"a tip cut short: {tip.text!r} in {said!r}"
    tip = texts.then_hint(state, session.names)  # how to say Done with a ringed box, and with E:
    if seats == 2 or not projector:  # in full or in its short words (six seats in projector mode
        assert tip.text in said, said  # leave it no room: the rules tell it)


def test_who_closes_the_white_sum_and_how_is_set_in_bold_apart_from_the_how_to():
    """"Each player may cross the white sum ... then the active player says Done": the panel's
    how-to and its tips read as a manual; what to press next (Done, by whom) is the prompt, set in
    bold apart from them, whoever closes (a person, a computer, a phone)."""
    state = rules.new_game(3, None, 3)
    names = ["Ana", "Bob", "Chloé"]
    for hints in (texts.shared_hint(state, names, False),
                  texts.shared_hint(state, names, False, closer_is_computer=True),
                  texts.shared_hint(state, names, False, closer_on_phone=True)):
        how, close = hints[0], hints[-1]
        assert close.bold and not how.bold and "Done" in close.text, hints


def test_the_panel_reads_what_happened_then_whose_move_then_what_to_do_in_short_words(make_app):
    """Issue 37, F8: "the sidebar is a wall of 9-11 lines at 2-4 players" ("…de votre propre
    feuille (ou sa touche 1-6, marquée sur son coin, puis Tab, Entrée)…"): the how-to in its short
    words at any count of players; the panel reads what just happened (since Ana's last turn),
    then whose move, then what to do, and the tip about the ringed boxes is never the last thing."""
    state = rules.new_game(2, seed=3)
    for costs in (False, True):
        hints = texts.panel_hints(state, ["Ana", "Bob"], sharing=True, closing_costs=costs, chooser=None,
                                  pending=None, white_pick=None, nothing_lit=False, rolling=False, then=True)
        assert not any("Tab" in h.text for h in hints), hints
        assert hints[-1].optional != 2 and any(h.optional == 2 for h in hints), hints
    _scene, seen = looks.drawn(make_app, "cadenas", "after-computers-4")
    lines = [x.what for x in seen if x.kind == "text"]
    since = next(i for i, line in enumerate(lines) if line.startswith("Depuis votre dernier"))
    whose = next(i for i, line in enumerate(lines) if line.startswith("Puis Ana"))
    assert since < whose, lines


def test_the_side_panel_says_its_help_in_the_same_few_words_at_any_count_of_players(make_app):
    """Issue 37, N6 and F8: at two or three players the panel said "Ana : un clic sur une case
    entourée de noir dit Fini et la coche en action 2" where at four it said "Case entourée : Fini
    et la cocher", a wall of 9-11 lines: the tip in its short words always, and the panel of
    ``start-2`` (the heading, what to do, who says Done) in at most nine lines, the heading in one."""
    state = rules.new_game(2, seed=3)
    tip = texts.then_hint(state, ["Ana", "Bob"])
    assert tip.text == _("Ringed box: Done and cross it; {key}: skip action\u00a02.").format(key="E"), tip
    _scene, seen = looks.drawn(make_app, "cadenas", "start-2")
    lines = [x.what for x in seen if x.kind == "text"]
    first = lines.index("Blancs\u00a0:")  # the panel's words, from its heading on
    # M7: "Somme des / blancs, pour / tous :" took three lines beside the big number: one now
    assert any(line.startswith("Case entourée") for line in lines[first:]), lines[first:]  # the tip, short
    last = next(i for i in range(first, len(lines)) if lines[i].startswith("Puis Ana"))  # who says Done
    assert last - first + 2 <= 9, lines[first:]  # (it wraps once: twelve lines before)


def test_the_news_is_told_in_the_banner_and_not_again_beside_the_dice(make_app):
    """Issue 37, N10: "the banner says 'Bob coche une case grise (1 sur 4) : -5 points.', and the
    sidebar says again in red 'Bob coche une case grise : -5.'": while the banner's second line
    tells it, the panel beside the dice does not."""
    for position in ("grey-box-announced-3", "lock-announced-4"):
        _scene, seen = looks.drawn(make_app, "cadenas", position)
        lines = [x.what for x in seen if x.kind == "text"]
        told = [line for line in lines if line.startswith("Bob c")]  # "Bob coche…", "Bob cadenasse…"
        assert len(told) == 1 and len(told[0]) > 40, (position, told)  # the banner's line only


@pytest.mark.parametrize("language", ["fr", "en"])
def test_skip_is_a_one_line_button_at_any_cost_and_count_named_apart_from_done(make_app, language):
    """Issue 37, N1 and M1-M2: "Fin du tour (E) −5 wraps at 5 players" and "Fin du tour sits
    above Fini: two names that read I'm done": at 1024x768 in projector mode, its costliest words
    (two grey boxes) fit one line of the panel at 2 to 6 players (five: the sixth sheet's slot),
    with a real minus sign, and its name shares no word with Done's."""
    from ludicitude.ui.widgets import PAD, button_px

    make_app(size=(1024, 768), projector=True, language=language)
    words = texts.end_label(2, False)
    assert "\u2212" in words and "-" not in words, words
    done = texts.done_label(True, False)
    assert not set(words.split()[:1]) & set(done.split()[:1]), (words, done)
    for seats in range(2, 7):  # the panel beside the sheets, the strip under six, five: the slot, narrower
        slot = TableLayout.fit(pygame.Rect(0, 0, 1024, 768), seats).pass_button
        room = slot.inflate(-slot.h * PAD, 0).w  # its label's room (``Button.inner``), one line high
        assert theme.font(button_px(768), True).size(words)[0] <= room, (words, room, seats)
