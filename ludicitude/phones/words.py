"""What the phone page says: every word it shows, in the app's language, and for each game the
few facts it needs in words or worked out from the seat's own view (no network, no pygame).

The page holds no words of its own: it fills these in with ``{placeholders}`` replaced and names
set as text only, so the page speaks whatever language the big screen speaks.

A word that says a count is sent as its forms for the counts 0 to ``upto`` (``counted``: each
made by ``n_``, so "1 die" and "2 dice", "0 dé" and "2 dés" in French); the page takes the form
of its ``{count}``, and above ``upto`` the last one (a plural in English and French alike).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ludicitude.core.i18n import _

#: the counts a word's forms are sent for: a die count (six at most) and more
UPTO = 6


def counted(form: Callable[[int], str], upto: int = UPTO) -> list[str]:
    """A word that says a count, as its forms for the counts 0 to ``upto`` (``form(n)`` is an
    ``n_`` call; the page picks ``forms[min(count, upto)]``)."""
    if upto < 2:
        raise ValueError("a count's forms go at least to 2: above them the page takes the last")
    return [form(n) for n in range(upto + 1)]


def page_strings(game: Any = None) -> dict[str, Any]:
    """Every word the phone page shows, in the app's language: the shared page's, then those of
    ``game``'s screen (``GameSpec.phone.words``)."""
    words = {
        "title": _("Ludicitude"),
        "room": _("Room code"),
        "pick": _("Which seat is yours?"),
        "join": _("Join"),
        "taken": _("taken"),
        "computer": _("computer"),
        "you": _("You are {name}"),
        "wait": _("Watch the big screen: it is not your move."),
        "over": _("The game is over: see the big screen."),
        "lost": _("Connection lost: trying again..."),
        "play_here": _("Play on this device"),
        "scores": _("Scores"),
        "other_game": _("This game is played on the big screen."),
        "sure": _("Sure? Tap again"),
        "confirm_move": _("Confirm"),
        "to_play": _("To play:"),
        "news": _("At the table"),
        "top": _("Top of the table:"),
    }
    if game is not None and game.phone is not None:
        words.update(game.phone.words()())
    return words


def game_facts(game: Any, view: Any, seat: int, names: Sequence[str]) -> dict[str, Any]:
    """What the page of ``game`` needs beyond the view's data, worked out from the seat's view
    (``GameSpec.phone.facts``)."""
    facts = None if game.phone is None or game.phone.facts is None else game.phone.facts()
    return {} if facts is None else dict(facts(view, seat, names))
