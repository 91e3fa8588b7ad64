"""Issue 36, 1 and 4 (and issue 37, 3's setup): "A seat is a person's as soon as a name is typed
into it (the kind chip changes as you type); computer seats carry a badge and one name everywhere
(game, end screen, statistics, results, command line), chosen from a list of computer names with
the level beside it"; "a setup screen whose seats are player chips (colour, symbol, name, kind)
that fill it". Driven by real clicks, keys and text input."""

from __future__ import annotations

import pytest

from ludicitude.club.results import Result
from ludicitude.club.stats import rate
from ludicitude.core.i18n import set_language
from ludicitude.core.names import COMPUTER_BADGE, computer_name, seat_label
from ludicitude.games import GAMES
from ludicitude.ui.setup import Setup


def open_setup(d, game="magouille"):
    setup = Setup(d.app, GAMES[game], club=([], None))
    d.app.push_scene(setup)
    d.settle()
    return setup


@pytest.mark.parametrize("size, projector", [((1024, 768), True), ((1920, 1080), False)])
def test_typing_a_name_over_a_computer_seat_makes_it_a_persons_as_it_is_typed(make_app, size, projector):
    """Issue 36, 1: "typing 'Bob' and 'Cleo' into the two seats still set to 'Computer (normal)'
    and starting: the computer played both, with no curtain"."""
    d = make_app(size=size, projector=projector)
    setup = open_setup(d)
    first, bob, cleo = setup.rows
    assert [r.seat.kind for r in setup.rows] == ["human", "cpu", "cpu"]
    assert [bob.seat.name, cleo.seat.name] == ["Robin", "Ada"]  # computers come with a name of their own
    before = d.pixels()
    d.click_widget(bob.name)
    d.type("B")
    assert bob.seat.kind == "human" and bob.kind.value == "human"  # the kind chip changed at the first letter
    assert d.pixels() != before  # and is drawn so (the badge gone, "Human")
    d.type("ob")
    d.click_widget(cleo.name)
    d.type("Cleo")
    d.click_widget(first.name)
    d.type("Ana")
    d.click_widget(setup.start_button)
    scene = next(s for s in d.app.stack.scenes if hasattr(s, "session"))
    session = scene.session
    assert session.names == ["Ana", "Bob", "Cleo"]
    assert not session.bots  # nobody is played by the computer: the curtain comes between them


def test_a_seat_given_to_the_computer_takes_a_computers_name_and_gives_the_persons_back(make_app):
    d = make_app()
    setup = open_setup(d)
    row = setup.rows[0]
    d.type("Zoé")
    d.click_widget(row.kind)  # Human -> the computer's first level
    assert row.seat.kind == "easy" and row.seat.name == "Hugo"  # Robin and Ada sit already
    d.click(row.kind.rect.midleft)  # back (the left arrow): a person again, with the name typed
    assert row.seat.kind == "human" and row.seat.name == "Zoé" and row.name.value == "Zoé"


def test_the_seats_are_chips_that_fill_the_screen_each_with_symbol_name_and_kind(make_app):
    d = make_app(size=(1024, 768), projector=True)
    setup = open_setup(d, "magouille")
    for _ in range(5):
        d.click_widget(setup.add_button)
    assert len(setup.rows) == 8 and not setup.add_button.visible  # the table full: no empty place left
    h = 768
    top, bottom = min(r.rect.top for r in setup.rows), max(r.rect.bottom for r in setup.rows)
    assert bottom - top > h * 0.45  # the chips take the middle of the screen
    for row in setup.rows:
        for part in (row.symbol_rect, row.name.rect, row.colour.rect, row.kind.rect, row.remove.rect):
            assert row.rect.contains(part), "every part of a seat is on its chip"
        assert row.symbol_rect.h >= h / 20  # the symbol as large as a die at least
    rects = [r.rect for r in setup.rows]
    assert all(a.colliderect(b) is False for i, a in enumerate(rects) for b in rects[i + 1:])


def test_a_computer_chip_carries_a_badge_a_persons_does_not(make_app):
    d = make_app()
    setup = open_setup(d)
    row = setup.rows[1]
    badge = (row.symbol_rect.centerx + min(row.symbol_rect.size) * 0.8 * 0.45,
             row.symbol_rect.centery + min(row.symbol_rect.size) * 0.8 * 0.4)
    with_badge = d.app.screen.get_at((int(badge[0]), int(badge[1])))
    d.click_widget(row.name)
    d.type("Bob")
    assert d.app.screen.get_at((int(badge[0]), int(badge[1]))) != with_badge


def test_a_computer_has_one_name_in_the_game_the_results_and_the_statistics():
    """Issue 36, 4: '"Player 3" in the game, "Computer (expert)" in the statistics,
    "computer:expert" on the command line'."""
    from ludicitude.ui.session import SeatInfo

    seat = SeatInfo("Robin", "blue", "expert")
    assert seat.label == f"{COMPUTER_BADGE} Robin (expert)" == seat_label("Robin", "expert")
    result = Result("x", "magouille", ("Ana", "Robin", "Bob"), (10, 30, 5), (1,), 1.0, 1, {},
                    ("human", "expert", "human"))
    assert result.labels == ("Ana", f"{COMPUTER_BADGE} Robin (expert)", "Bob")
    board = rate([result], names={})
    assert {r.player for r in board.values()} == {"Ana", "Bob", f"{COMPUTER_BADGE} Robin (expert)"}
    set_language("fr")
    assert SeatInfo("Robin", "blue", "easy").label == f"{COMPUTER_BADGE} Robin (facile)"


def test_computer_names_come_from_the_list_first_free_first():
    assert computer_name([]) == "Robin"
    assert computer_name(["robin", "Ana"]) == "Ada"  # compared as players' names are
    from ludicitude.core.names import COMPUTER_NAMES

    assert computer_name(COMPUTER_NAMES) == "Robin 2"


def test_the_command_line_names_its_computers_as_the_setup_does(make_app):
    from ludicitude.__main__ import start_from_command_line

    d = make_app()
    start_from_command_line(d.app, "magouille", ["Ana", "expert", "cpu"], 3)
    d.settle()
    scene = next(s for s in d.app.stack.scenes if hasattr(s, "session"))
    assert scene.session.names == ["Ana", f"{COMPUTER_BADGE} Robin (expert)", f"{COMPUTER_BADGE} Ada (normal)"]


def test_a_seat_s_remove_key_is_dark_at_every_count_of_seats_and_red_only_under_the_pointer(make_app):
    """Issue 37 (the look, F19): the ✕ was dark at three seats (none to spare) and bright red at
    eight. One look at every count: a dark key; red only where the pointer or the focus is on it."""
    d = make_app(size=(1024, 768), projector=True, language="fr")
    setup = open_setup(d)
    while setup.add_button.enabled:
        setup.add_seat()
    setup.relayout()
    d.app.draw()
    d.app.keyboard_focus_visible = False
    remove = setup.rows[-1].remove
    assert remove.enabled

    def red_share(hovered: bool) -> float:
        """How much of the key is red, drawn so."""
        surface = d.app.screen.copy()
        remove.draw(surface, False, hovered)
        r = remove.rect
        pixels = [surface.get_at((x, y)) for x in range(r.x, r.right) for y in range(r.y, r.bottom)]
        return sum(c.r > 150 and c.r > c.g + 60 for c in pixels) / len(pixels)

    assert red_share(False) < 0.05, red_share(False)
    assert red_share(True) > 0.4, red_share(True)
