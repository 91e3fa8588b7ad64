"""A game being played at the table: its state, who sits where, and its computer players.

Every change goes through ``GameSession.apply`` (and so through ``state.apply``): that is
where autosave and the screens' listeners hear about it.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ludicitude.club.record import GameRecord, Move
from ludicitude.core.bots import BOT_KINDS, Bot
from ludicitude.core.game import Action, GameState
from ludicitude.core.names import check_name, seat_label, without_level
from ludicitude.games import GAMES, GameSpec
from ludicitude.ui.theme import IDENTITY_BY_KEY, PLAYER_IDENTITIES, Identity

#: who may play a seat: a person, a computer at one of its levels, or the random legal player
KINDS = ("human", *BOT_KINDS)


@dataclass
class SeatInfo:
    name: str
    identity: str  # key into theme.PLAYER_IDENTITIES
    kind: str = "human"  # one of KINDS: "human", a level ("easy", "cpu" = normal, "expert") or "random"

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def label(self) -> str:
        """The one name the seat goes by on every screen: a computer's with its badge and level."""
        return seat_label(self.name, self.kind)

    @property
    def told(self) -> str:
        """The name running text says (the log, the banner, the story, "Since your last turn"):
        a computer's with its badge, its level left to its plate, the setup and the statistics."""
        return without_level(self.label)

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "identity": self.identity, "kind": self.kind}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> SeatInfo:
        name, ident, kind = check_name(d["name"]), d["identity"], d["kind"]
        if ident not in IDENTITY_BY_KEY or kind not in KINDS:
            raise ValueError("identity or kind")
        return cls(name, ident, kind)


def default_seats(count: int, names: Sequence[str] | None = None) -> list[SeatInfo]:
    out = []
    for i in range(count):
        name = names[i] if names and i < len(names) else f"{i + 1}"
        out.append(SeatInfo(name, PLAYER_IDENTITIES[i % len(PLAYER_IDENTITIES)].key))
    return out


def new_save_id() -> str:
    """The name of a new game's own save file: unique, so two tables never share one."""
    return uuid.uuid4().hex


class GameSession:
    #: True for a replayed position (``ui/replay.py``): nobody moves at it, so no computer is ever
    #: shown "choosing…" there
    watched = False

    def __init__(self, game: GameSpec, seats: Sequence[SeatInfo], state: GameState,
                 *, bot_seed: int = 0, save_id: str | None = None, record: GameRecord | None = None) -> None:
        for seat in seats:  # the one door every game goes through: names are checked here
            check_name(seat.name)
        self.game = game
        self.seats = list(seats)
        #: which save file is this game's (saves.py); every game started gets a new one
        self.save_id = save_id or new_save_id()
        self.state = state
        #: every move since the game began (or since the position it was resumed from without
        #: one): replays and charts read it (club/record.py)
        self.record = record if record is not None else GameRecord.starting_at(state)
        self.bot_seed = bot_seed
        self.bots: dict[int, Bot] = {}
        for i, s in enumerate(self.seats):
            if not s.is_human:
                self.bots[i] = game.make_bot(s.kind, bot_seed * 97 + i)
        self.listeners: list[Callable[[GameSession], None]] = []
        #: the seats whose moves made the last change (the listeners read it: who played where)
        self.last_actors: tuple[int, ...] = ()

    @classmethod
    def new(cls, game_id: str, seats: Sequence[SeatInfo], options: Mapping[str, Any] | None,
            seed: int) -> GameSession:
        game = GAMES[game_id]
        state = game.new_game()(len(seats), options, seed)
        return cls(game, seats, state, bot_seed=seed)

    @property
    def names(self) -> list[str]:
        """Each seat's name as its plate, the results and the phones' seats show it (``SeatInfo.label``:
        a computer's with its level); running text says ``told_names``."""
        return [s.label for s in self.seats]

    @property
    def told_names(self) -> list[str]:
        """Each seat's name in running text (``SeatInfo.told``: a computer's without its level)."""
        return [s.told for s in self.seats]

    @property
    def identities(self) -> list[Identity]:
        return [IDENTITY_BY_KEY[s.identity] for s in self.seats]

    def is_bot(self, seat: int) -> bool:
        return seat in self.bots

    def apply(self, seat: int, action: Action) -> GameState:
        """Apply through the rules (IllegalAction propagates, nothing changes), then tell listeners."""
        self.state = self.state.apply(seat, action)
        self.record.moves.append(Move.single(seat, action))
        self.last_actors = (seat,)
        for listener in list(self.listeners):
            listener(self)
        return self.state

    def close_shared(self, choices: Mapping[int, Action]) -> GameState:
        """Close the state's shared step with ``choices`` (``GameState.close_shared``: several
        seats chose at once, one closes), then tell listeners; IllegalAction changes nothing."""
        self.state = self.state.close_shared(choices)
        self.record.moves.append(Move.closing(choices))
        self.last_actors = tuple(choices)
        for listener in list(self.listeners):
            listener(self)
        return self.state

    def to_dict(self, *, with_record: bool = True) -> dict[str, Any]:
        """The session as plain JSON values; ``with_record=False`` leaves the record out (the
        database keeps its moves as rows of their own)."""
        out = {"game": self.game.id, "seats": [s.to_dict() for s in self.seats],
               "bot_seed": self.bot_seed, "state": self.state.to_dict()}
        if with_record:
            out["record"] = self.record.to_dict()
        return out

    @classmethod
    def from_dict(cls, d: Mapping[str, Any], *, save_id: str | None = None) -> GameSession:
        """Rebuild a saved session; BadSave or ValueError if it can't be. Its record is the saved
        one (key "record"), which must replay to the saved state, or starts at the saved state."""
        game = GAMES[d["game"]]
        seats = [SeatInfo.from_dict(s) for s in d["seats"]]
        state = game.state().from_dict(d["state"])
        if len(seats) != state.num_seats:
            raise ValueError("seat count")
        bot_seed = d.get("bot_seed", 0)
        if not isinstance(bot_seed, int) or not 0 <= bot_seed < 2**63:
            raise ValueError("bot seed")
        record = None
        if d.get("record") is not None:
            record = GameRecord.from_dict(d["record"])
            if record.game_id != game.id or record.final_state().to_dict() != state.to_dict():
                raise ValueError("the record does not reach the saved position")
        return cls(game, seats, state, bot_seed=bot_seed, save_id=save_id, record=record)
