"""The one error type a game raises for an action it refuses, and the save error."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules refuse. The message is written for a player to read."""


class BadSave(ValueError):
    """Saved data that can't be turned back into a game: the message says why in words."""
