"""What the phone page says: every word it shows, in the app's language, and for each game the
few facts it needs in words or worked out from the seat's own view (no network, no pygame).

The page holds no words of its own: it fills these in with ``{placeholders}`` replaced and names
set as text only, so the page speaks whatever language the big screen speaks.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ludicitude.core.i18n import _


def page_strings(game: Any = None) -> dict[str, str]:
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
    }
    if game is not None and game.phone is not None:
        words.update(game.phone.words()())
    return words


def game_facts(game: Any, view: Any, seat: int, names: Sequence[str]) -> dict[str, Any]:
    """What the page of ``game`` needs beyond the view's data, worked out from the seat's view
    (``GameSpec.phone.facts``)."""
    if game.phone is None or game.phone.facts is None:
        return {}
    return dict(game.phone.facts()(view, seat, names))
