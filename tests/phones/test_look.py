"""The phone page takes the table's look (issue 37, 3: "The phone page takes the same dice,
colours and chips"), its counts are plural-aware (issue 36: "Every count goes through
plural-aware translation ... tested with 0, 1 and 2"), and it offers every move its seat may
make (issue 36, 11). Python side: what the hub sends; tests/phones/test_browser_look.py draws it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ludicitude.core.i18n import set_language
from ludicitude.games import GAMES
from ludicitude.phones.words import counted, page_strings
from tests.phones.helpers import session_of

PHONE_GAMES = ["magouille", "cadenas", "cartes", "corsaire"]


def message(session, seat):
    """What the hub sends ``seat``'s phone (``PhoneHub.state_message``), without a server."""
    from ludicitude.phones.hub import PhoneHub

    hub = PhoneHub.__new__(PhoneHub)
    hub.session, hub.texts, hub._table, hub._words = session, session.game.texts(), None, None
    return hub.state_message(seat)


@pytest.mark.parametrize("game", PHONE_GAMES)
def test_each_seats_chip_is_sent_as_the_big_screen_draws_it_and_the_same_to_every_seat(game):
    """"The seat's colour, symbol and name as a chip ... a computer's chip carries its badge": the
    colour and symbol of the seat's identity, and whether a computer plays it; the same list to
    every seat, so it tells no seat anything another does not see."""
    session = session_of(game, humans=2, computers=1)
    sent = [message(session, seat)["players"] for seat in range(3)]
    assert sent[0] == sent[1] == sent[2]
    for seat, (chip, identity) in enumerate(zip(sent[0], session.identities)):
        assert chip["colour"] == "#{:02x}{:02x}{:02x}".format(*identity.colour)
        assert chip["symbol"] == identity.symbol
        assert chip["computer"] is (seat == 2)
    assert sent[0][0]["colour"] != sent[0][1]["colour"]


def test_a_count_is_sent_as_its_forms_from_0_and_needs_at_least_0_1_and_2():
    assert counted(lambda n: f"{n}", 3) == ["0", "1", "2", "3"]
    with pytest.raises(ValueError):
        counted(lambda n: f"{n}", 1)  # above the forms the page takes the last: it must be a plural's


COUNTS = {  # game -> the counted words of its phone page: (key, English for 0, 1, 2, French for 0, 1, 2)
    "corsaire": [("cor_reroll", ("Reroll 0 dice", "Reroll 1 die", "Reroll 2 dice"),
                  ("Relancer 0 dé", "Relancer 1 dé", "Relancer 2 dés")),
                 ("cor_roll", ("Your dice: tap the ones to reroll (0 rerolls left), or stop.",
                               "Your dice: tap the ones to reroll (1 reroll left), or stop.",
                               "Your dice: tap the ones to reroll (2 rerolls left), or stop."),
                  ("Vos dés : touchez ceux à relancer (encore 0 relance), ou arrêtez.",
                   "Vos dés : touchez ceux à relancer (encore 1 relance), ou arrêtez.",
                   "Vos dés : touchez ceux à relancer (encore 2 relances), ou arrêtez."))],
    "cartes": [("car_continue", ("Roll again (0 dice left)", "Roll again (1 die left)", "Roll again (2 dice left)"),
                ("Relancer (il reste 0 dé)", "Relancer (il reste 1 dé)", "Relancer (il reste 2 dés)")),
               ("car_hand", ("0 dice still to roll", "1 die still to roll", "2 dice still to roll"),
                ("0 dé encore à lancer", "1 dé encore à lancer", "2 dés encore à lancer"))],
    "cadenas": [("cad_grey", ("0 grey boxes of 4 (\u22125 each)", "1 grey box of 4 (\u22125 each)",
                              "2 grey boxes of 4 (\u22125 each)"),
                 ("0 case grise sur 4 (\u22125 chacune)", "1 case grise sur 4 (\u22125 chacune)",
                  "2 cases grises sur 4 (\u22125 chacune)"))],
}


@pytest.mark.parametrize("game", sorted(COUNTS))
def test_every_count_on_the_phone_takes_its_form_with_0_1_and_2_in_english_and_french(game):
    for lang, column in (("en", 1), ("fr", 2)):
        set_language(lang)
        words = page_strings(GAMES[game])
        for entry in COUNTS[game]:
            forms = words[entry[0]]
            assert isinstance(forms, list) and len(forms) >= 3, entry[0]
            assert tuple(f.format(count=n) for n, f in enumerate(forms[:3])) == entry[column], (lang, entry[0])
    set_language("en")


@pytest.mark.parametrize("game", PHONE_GAMES)
def test_no_word_of_the_phone_puts_a_count_in_a_single_form(game):
    """A ``{count}`` is only ever filled into a word sent with its forms (no "1 dice")."""
    for key, word in page_strings(GAMES[game]).items():
        if isinstance(word, str):
            assert "{count}" not in word, key


def test_magouilles_target_says_its_points_by_their_count():
    from ludicitude.games.magouille import texts

    session = session_of("magouille", humans=3)
    view = session.state.view(0)
    assert texts.phone_facts(view, 0, session.names)["lines"][1] == f"Target: above {view.target} points"


PACKAGE = Path(__file__).resolve().parent.parent.parent / "ludicitude"


@pytest.mark.parametrize("game", PHONE_GAMES)
def test_a_phone_offers_every_move_its_seat_may_make(game):
    """Issue 36, 11: "A phone offers every move its seat may make (ending the talk included)":
    every kind of move the game's rules have is one its phone page draws a button or a tap for."""
    spec = GAMES[game]
    script = (PACKAGE / "games" / game / spec.phone.script).read_text(encoding="utf-8")
    drawn = set(re.findall(r"""type\s*[!=]==?\s*["'](\w+)["']""", script))
    drawn |= set(re.findall(r"""type:\s*["'](\w+)["']""", script))
    kinds = {cls.__name__ for cls in spec.actions()}
    assert kinds, game
    assert kinds <= drawn, f"{game}'s phone never offers {sorted(kinds - drawn)}"
