"""Issue 29, 3: "Names typed once are offered again in the setup (with the colour and symbol
they last had), the last table is one click away, and "Ana" is the same player in every game"."""

from __future__ import annotations

import pygame

from ludicitude.games import GAMES
from ludicitude.ui.known_players import Known, NameButton, offered
from ludicitude.ui.session import SeatInfo
from ludicitude.ui.setup import Setup

KNOWN = [Known("Ana", "green"), Known("Bob", "blue"), Known("Cleo", "pink"), Known("anatole", None)]
LAST = [SeatInfo("Ana", "green"), SeatInfo("Bob", "blue"), SeatInfo("Cleo", "pink", "expert")]


def test_the_names_offered_begin_with_what_is_typed_in_any_case_and_leave_out_the_table():
    assert [k.name for k in offered(KNOWN, "", [])] == ["Ana", "Bob", "Cleo", "anatole"]
    assert [k.name for k in offered(KNOWN, "AN", [])] == ["Ana", "anatole"]
    assert [k.name for k in offered(KNOWN, "an", ["ana "])] == ["anatole"]  # "ana " is Ana, already seated
    assert offered(KNOWN, "Ana", []) == [Known("anatole", None)]  # a name typed whole is not offered again
    # a computer's record kept under its command-line name is not a person to seat
    club = [Known("computer:easy", None), *KNOWN]
    assert [k.name for k in offered(club, "", [])] == ["Ana", "Bob", "Cleo", "anatole"]


def open_setup(d, game="corsaire", club=(KNOWN, LAST)):
    setup = Setup(d.app, GAMES[game], club=club)
    d.app.push_scene(setup)
    d.settle()
    return setup


def chips(setup):
    return [w for w in setup.widgets if isinstance(w, NameButton) and w.visible]


def test_a_name_typed_narrows_the_offer_and_a_click_seats_that_player_with_their_colour(make_app):
    d = make_app(size=(1024, 768), projector=True)
    setup = open_setup(d)
    row = setup.rows[1]
    d.click_widget(row.name)
    for _ in range(len(row.name.value)):
        d.key(pygame.K_BACKSPACE)
    d.type("c")
    assert [c.player.name for c in chips(setup)] == ["Cleo"]
    d.click_widget(chips(setup)[0])
    assert row.seat.name == "Cleo" and row.seat.identity == "pink"  # the colour and symbol she last had
    assert "Cleo" not in [c.player.name for c in chips(setup)]
    d.run_until_still()
    d.assert_settled()


def test_with_the_keyboard_a_known_player_fills_the_first_seat_still_unnamed(make_app):
    d = make_app(size=(1024, 768))
    setup = open_setup(d)
    setup.rows[0].name.value = setup.rows[0].seat.name = "Zoé"
    setup.set_focus(setup.known.last_button)
    d.key(pygame.K_TAB)  # from "the last table" to the first known name: Ana
    assert isinstance(setup.focused, NameButton) and setup.focused.player.name == "Ana"
    d.key(pygame.K_RETURN)
    assert [r.seat.name for r in setup.rows][:2] == ["Zoé", "Ana"]
    assert setup.rows[1].seat.identity == "green"


def test_the_last_table_is_one_click_away(make_app):
    d = make_app(size=(1024, 768), projector=True)
    setup = open_setup(d, "cadenas")
    d.click_widget(setup.known.last_button)
    assert [(s.name, s.identity, s.kind) for s in setup.seats()] == [
        ("Ana", "green", "human"), ("Bob", "blue", "human"), ("Cleo", "pink", "expert")]
    assert chips(setup) == [] or all(c.player.name == "anatole" for c in chips(setup))


def test_a_club_that_knows_nobody_shows_the_setup_as_before(make_app):
    d = make_app(size=(1024, 768))
    setup = open_setup(d, club=([], None))
    assert not setup.known.shown and setup.known.widgets == []
    assert not any(isinstance(w, NameButton) for w in setup.widgets)
    assert setup.known.last_button not in setup.widgets


def test_a_last_table_too_big_for_this_game_is_not_offered(make_app):
    d = make_app(size=(1024, 768))
    big = [SeatInfo(f"P{i}", k) for i, k in enumerate(("red", "blue", "yellow", "green", "purple", "orange", "cyan"))]
    setup = open_setup(d, "cartes", club=(KNOWN, big))  # Quatre Cartes: 2 to 6 players
    assert setup.known.last_table is None and setup.known.last_button not in setup.focusables()


def test_a_known_player_clicked_onto_a_computers_seat_makes_it_a_persons(make_app):
    """"The people the club knows" are people: Bob clicked into the second seat (a computer's by
    default) plays it as a person, not as "Computer (normal)" under his name."""
    d = make_app(size=(1024, 768), projector=True)
    setup = open_setup(d, game="magouille", club=(KNOWN, None))
    assert setup.rows[1].seat.kind != "human"
    d.click_widget(next(c for c in chips(setup) if c.player.name == "Ana"))
    d.click_widget(next(c for c in chips(setup) if c.player.name == "Bob"))
    assert [r.seat.name for r in setup.rows][:2] == ["Ana", "Bob"]
    assert setup.rows[1].seat.kind == "human" and setup.rows[1].kind.value == "human"
    assert [s.kind for s in setup.seats()][:2] == ["human", "human"]
    d.run_until_still()
    d.assert_settled()


def test_a_name_clicked_leaves_its_place_empty_so_a_second_click_seats_nobody_not_aimed_at(make_app):
    """Play-test: after a click the names slid left under the pointer, so a double click seated
    the next name too. A name clicked keeps its place, empty, while the pointer is on the strip;
    when the pointer leaves it, the names close up."""
    d = make_app(size=(1024, 768), projector=True)
    setup = open_setup(d, game="magouille", club=(KNOWN, None))
    ana = next(c for c in chips(setup) if c.player.name == "Ana")
    bob_place = next(c for c in chips(setup) if c.player.name == "Bob").rect.copy()
    where = ana.rect.center
    d.click(where)
    d.click(where)  # the second click of a double click, on the same spot
    assert [r.seat.name for r in setup.rows].count("Ana") == 1
    assert "Bob" not in [r.seat.name for r in setup.rows]  # Bob did not slide under the pointer
    assert next(c for c in chips(setup) if c.player.name == "Bob").rect == bob_place
    off = (where[0], setup.known.rect.bottom + setup.known.rect.h * 3)  # off the strip
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=off, rel=(0, 0), buttons=(0, 0, 0)))
    d.frames(2)
    assert [c.player.name for c in chips(setup)][:2] == ["Bob", "Cleo"]
    assert next(c for c in chips(setup) if c.player.name == "Bob").rect.x < bob_place.x  # closed up
    d.run_until_still()
    d.assert_settled()


def test_the_last_table_s_label_stays_on_one_line_inside_its_button(make_app):
    """Seen in a real window (issue 36's play-test, French, 1024x768 projector): "Dernière
    tablée : Ana, Bob,…" wrapped onto two lines that spilled out of the button, top and bottom.
    At the size the button draws it the label keeps to one line: the first names that fit whole
    and how many more, a name never cut; a click on it still seats the whole last table."""
    from ludicitude.ui import draw
    from ludicitude.ui.widgets import button_px

    for lang in ("fr", "en"):
        d = make_app(size=(1024, 768), projector=True, language=lang)
        setup = open_setup(d, "cadenas")
        d.frames(1)
        button = setup.known.last_button
        label = button.text()
        h = d.app.screen.get_height()
        assert "…" not in label  # a name is never cut
        assert draw.label_width(label, button_px(h), True) <= button.inner().w
        d.click_widget(button)
        assert [s.name for s in setup.seats()] == ["Ana", "Bob", "Cleo"]


def test_the_hint_that_a_typed_name_makes_a_seat_a_person_s_stays_when_known_players_are_offered(make_app):
    """Issue 36's play-test: the line "Who plays? Type a name: the seat is then a person's." was
    left out whenever the known players took its place under the title, the very setups where a
    newcomer meets computer seats; it is then said above the buttons."""
    from ludicitude.core.i18n import _
    from ludicitude.ui import theme

    for lang in ("en", "fr"):
        d = make_app(size=(1024, 768), projector=True, language=lang)
        setup = open_setup(d, "cadenas")
        assert setup.known.shown
        setup.still_changed() if hasattr(setup, "still_changed") else None
        with theme.recording_sizes() as drawn:
            d.app.draw()
        said = [x.what for x in drawn if x.kind == "text"]
        assert _("Who plays? Type a name: the seat is then a person's.") in said, said
