"""The club's database as the club screens read it: a thin adapter over ``club.db`` and
``club.stats`` (their API is in docs/architecture.md) for the statistics screens
(``StatsSource``), the player setup (the known players and the last table) and replays (a
finished game's seats and record). A database that can't be read gives empty answers and a
message in words: these screens only read, so the program goes on."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ludicitude.club import db, stats
from ludicitude.club.database import StoreError
from ludicitude.club.record import GameRecord
from ludicitude.core.i18n import _
from ludicitude.core.names import name_key
from ludicitude.ui.known_players import Known
from ludicitude.ui.session import SeatInfo, default_seats
from ludicitude.ui.theme import IDENTITY_BY_KEY

if TYPE_CHECKING:
    from ludicitude.ui.host import Host
    from ludicitude.ui.stats_screen import FinishedGame

#: what reading the database may raise (club/database.py reports it in words)
READ_ERRORS = (StoreError, sqlite3.Error, OSError, ValueError)


def result_seats(names: Sequence[str], identities: Sequence[str], kinds: Sequence[str]) -> list[SeatInfo]:
    """A finished game's seats as a replay draws them: its names, the colours they had (the
    usual ones where a result of an earlier version did not say) and who played them."""
    seats = default_seats(len(names), list(names))
    for i, seat in enumerate(seats):
        if i < len(identities) and identities[i] in IDENTITY_BY_KEY:
            seat.identity = identities[i]
        if i < len(kinds):
            seat.kind = kinds[i]
    return seats


def open_replay(app: Host, save_id: str) -> str | None:
    """Push the replay of finished game ``save_id``; None, or why it can't be replayed, in words."""
    from ludicitude.ui.replay import ReplayScene

    try:
        record: GameRecord | None = db.result_record(save_id)
        result = next((r for r in db.finished_games() if r.save_id == save_id), None)
    except READ_ERRORS as exc:
        return _("The club's database could not be read: {error}").format(error=exc)
    if result is None:
        return _("There is no finished game {id}.").format(id=save_id)
    if record is None:
        return _("This game has no record to replay (it was played with an earlier version).")
    try:
        scene = ReplayScene(app, result_seats(result.names, result.identities, result.kinds), record)
    except ValueError as exc:
        return _("This game can't be replayed: {error}").format(error=exc)
    app.stack.open(scene)
    return None


class ClubStats:
    """The statistics screens' ``StatsSource``, read from the club's database."""

    def __init__(self) -> None:
        self.problem = ""  # why the database could not be read, if it could not
        self._identities: dict[str, str] | None = None

    def _read(self, read: Any, empty: Any) -> Any:
        try:
            return read()
        except READ_ERRORS as exc:
            self.problem = _("The club's database could not be read: {error}").format(error=exc)
            return empty

    def leaderboard(self, game_id: str) -> Sequence[stats.Rating]:
        return self._read(lambda: stats.leaderboard(game_id), [])

    def player_stats(self, name: str) -> stats.PlayerStats:
        return self._read(lambda: stats.player_stats(name), stats.PlayerStats(name, ()))

    def seat_of(self, game: FinishedGame, player: str) -> int | None:
        names = self._read(db.canonical_names, {})
        me = name_key(player)
        kinds = getattr(game, "kinds", ())
        return next((s for s, n in enumerate(game.names) if (not kinds or kinds[s] == "human")
                     and name_key(names.get(name_key(n), n)) == me), None)

    def open_replay(self, app: Host, game: FinishedGame) -> str | None:
        return open_replay(app, game.save_id)

    def identity_of(self, player: str) -> str | None:
        if self._identities is None:  # read once a screen: the known players and their colours
            known = self._read(db.known_players, [])
            self._identities = {name_key(p.name): p.identity for p in known if p.identity}
        return self._identities.get(name_key(player))


def club_source() -> ClubStats:
    return ClubStats()


def club_memory(game_id: str) -> tuple[list[Known], list[SeatInfo] | None]:
    """The players the club knows (most recently seen first) and the last table of ``game_id``
    (None when there is none, or it can't be read)."""
    try:
        known = [Known(p.name, p.identity) for p in db.known_players()]
        table = db.last_table(game_id)
    except READ_ERRORS:
        return [], None
    seats = None
    if table:
        try:
            seats = [SeatInfo.from_dict(s) for s in table]
        except (KeyError, TypeError, ValueError):
            seats = None
    return known, seats


def open_finished_games(app: Host) -> None:
    """The club's finished games, each a replay away (from Saved games)."""
    from ludicitude.ui.finished_games import FinishedGames

    try:
        games = db.finished_games()
    except READ_ERRORS as exc:
        app.notice(_("The club's database could not be read: {error}").format(error=exc))
        return
    app.stack.open(FinishedGames(app, games, lambda game: open_replay(app, game.save_id)))
