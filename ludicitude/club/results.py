"""A finished game as the club keeps it: game, players (and who played each seat), scores,
winners, date, seed and options. Read back with every value checked."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ludicitude.core.bots import BOT_KINDS
from ludicitude.core.names import check_name, seat_label
from ludicitude.games import GAMES

#: who may play a seat (ui/session.py's KINDS, without the UI)
SEAT_KINDS = ("human", *BOT_KINDS)
READ_ERRORS = (KeyError, TypeError, ValueError, AttributeError, IndexError, ArithmeticError, RecursionError)
#: a game's id is at most this long (a new game's is 32 characters; a game imported from a file
#: of an earlier version has its file's name, which no system makes longer)
MAX_ID_LENGTH = 255


_INT, _STR, _SEAT_KINDS = {int}, {str}, frozenset(SEAT_KINDS)
#: names already found good (a club's season reads the same few names tens of thousands of times)
_GOOD_NAMES: set[str] = set()


def _checked(name: Any) -> str:
    check_name(name)
    if len(_GOOD_NAMES) > 10_000:
        _GOOD_NAMES.clear()
    _GOOD_NAMES.add(name)
    return name


@dataclass(frozen=True)
class Result:
    """``kinds``: "human" or the computer's level, per seat (empty in results of earlier
    versions, which did not say: their seats count as people)."""

    save_id: str
    game_id: str
    names: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    finished_at: float
    seed: int
    options: Mapping[str, Any] = field(default_factory=dict)
    kinds: tuple[str, ...] = ()
    identities: tuple[str, ...] = ()

    def kind(self, seat: int) -> str:
        return self.kinds[seat] if self.kinds else "human"

    @property
    def labels(self) -> tuple[str, ...]:
        """Each seat's name as every screen shows it: a computer's with its badge and level
        (``core.names.seat_label``); ``names`` keeps the names as they were played under."""
        return tuple(seat_label(n, self.kind(s)) for s, n in enumerate(self.names))

    def to_dict(self) -> dict[str, Any]:
        out = {"id": self.save_id, "game": self.game_id, "players": list(self.names),
               "scores": list(self.scores), "winners": list(self.winners),
               "finished_at": self.finished_at, "seed": self.seed, "options": dict(self.options)}
        if self.kinds:
            out["kinds"] = list(self.kinds)
        if self.identities:
            out["identities"] = list(self.identities)
        return out

    @classmethod
    def from_dict(cls, d: Any) -> Result:
        """ValueError (or TypeError, KeyError...) if ``d`` is not a result as ``to_dict`` writes it.
        Any finite date is a date (a clock may have read a negative time)."""
        players = d["players"]
        names = tuple(players) if _GOOD_NAMES.issuperset(players) else \
            tuple(n if type(n) is str and n in _GOOD_NAMES else _checked(n) for n in players)
        scores, winners = tuple(d["scores"]), tuple(d["winners"])
        if d["game"] not in GAMES or len(scores) != len(names) or not names:
            raise ValueError("result")
        # (each check over a whole tuple at once: a season reads tens of thousands of results)
        if set(map(type, scores)) != _INT or not -10**6 < min(scores) <= max(scores) < 10**6:
            raise ValueError("scores")
        if winners and (set(map(type, winners)) != _INT or min(winners) < 0 or max(winners) >= len(names)):
            raise ValueError("winners")
        finished_at, seed, options = d["finished_at"], d["seed"], d.get("options", {})
        if isinstance(finished_at, bool) or not isinstance(finished_at, (int, float)) \
                or not math.isfinite(finished_at):
            raise ValueError("date")
        if type(seed) is not int or not isinstance(options, dict) or not isinstance(d["id"], str) \
                or not 0 < len(d["id"]) <= MAX_ID_LENGTH:
            raise ValueError("seed, options or id")
        kinds = tuple(d.get("kinds", ()))
        identities = tuple(d.get("identities", ()))
        if kinds and (len(kinds) != len(names) or not _SEAT_KINDS.issuperset(kinds)):
            raise ValueError("kinds")
        if identities and (len(identities) != len(names) or set(map(type, identities)) != _STR):
            raise ValueError("identities")
        # its fields set at once (a frozen dataclass's __init__ sets each through object.__setattr__:
        # a season reads tens of thousands of results)
        result = object.__new__(cls)
        object.__setattr__(result, "__dict__", {
            "save_id": d["id"], "game_id": d["game"], "names": names, "scores": scores, "winners": winners,
            "finished_at": float(finished_at), "seed": seed, "options": options, "kinds": kinds,
            "identities": identities})
        return result
