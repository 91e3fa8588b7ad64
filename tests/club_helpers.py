"""Finished games for the club screens' tests and screenshots: a session played to its end
by computer players through ``GameSession.apply``, so that its record holds every move."""

from __future__ import annotations

from ludicitude.ui.session import GameSession, SeatInfo

NAMES = ("Ana", "Bob", "Cleo", "Dominique", "Eve", "Farid", "Gaspard", "Héloïse")
IDENTITIES = ("red", "blue", "yellow", "green", "purple", "orange", "cyan", "pink")


def played_session(game_id: str, players: int = 3, seed: int = 3, kinds: tuple[str, ...] = ()) -> GameSession:
    """A game of ``game_id`` between ``players`` computers (``kinds``, default the normal level),
    played to its end; the seats are named Ana, Bob, Cleo... (the computers decide once per
    game asked for; the same game asked again replays their moves)."""
    seats = [SeatInfo(NAMES[i], IDENTITIES[i], kinds[i] if i < len(kinds) else "cpu") for i in range(players)]
    session = GameSession.new(game_id, seats, None, seed)
    key = (game_id, players, seed, kinds)
    moves = _PLAYED.get(key)
    if moves is not None:
        for seat, action in moves:
            session.apply(seat, action)
        return session
    moves = []
    for _ in range(100_000):
        state = session.state
        if state.is_over:
            _PLAYED[key] = moves
            return session
        seat = state.to_act[0]
        action = session.bots[seat].choose(state.view(seat), seat)
        moves.append((seat, action))
        session.apply(seat, action)
    raise AssertionError("the game did not end")


#: the moves of each game ``played_session`` has played, replayed when the same game is asked again
_PLAYED: dict[tuple[str, int, int, tuple[str, ...]], list[tuple[int, object]]] = {}


# -- a club's statistics as plain values (the screens' StatsSource, without a database) ----------
from dataclasses import dataclass, field  # noqa: E402

from ludicitude.club.results import Result  # noqa: E402
from ludicitude.club.stats import GameStats, PlayerStats, Rating  # noqa: E402


def rating(player: str, kind: str, ordinal: float, played: int, won: int) -> Rating:
    """A leaderboard's line, its rating ``ordinal`` given."""
    return Rating(player, kind, ordinal + 25.0, 8.0, ordinal, played, won)


def finished(save_id: str, game_id: str, names: tuple[str, ...], scores: tuple[int, ...],
             winners: tuple[int, ...], finished_at: float) -> Result:
    """A finished game as the club keeps it (people only)."""
    return Result(save_id, game_id, names, scores, winners, finished_at, 0, {}, ("human",) * len(names))




@dataclass
class FakeStats:
    """Leaderboards and players' pages given as lists; ``replays`` keeps what was asked for."""

    boards: dict[str, list[Rating]]
    players: dict[str, PlayerStats]
    sessions: dict[str, GameSession] = field(default_factory=dict)
    replays: list[str] = field(default_factory=list)

    def leaderboard(self, game_id):
        return self.boards.get(game_id, [])

    def player_stats(self, name):
        return self.players[name]

    def identity_of(self, player):
        """The colours the example's players last had (Ana red, Bob blue...); None for a stranger."""
        return IDENTITIES[NAMES.index(player)] if player in NAMES else None

    def seat_of(self, game, player):
        return next((s for s, n in enumerate(game.names) if n.casefold() == player.casefold()), None)

    def open_replay(self, app, game):
        from ludicitude.ui.replay import ReplayScene

        self.replays.append(game.save_id)
        session = self.sessions.get(game.save_id)
        if session is None:
            return "This game has no record to replay."
        app.push_scene(ReplayScene(app, session.seats, session.record))
        return None


def club_example() -> FakeStats:
    """A club with a few weeks of games: Ana leads Magouille, the expert computer Corsaire."""
    boards = {
        "magouille": [rating("Ana", "human", 21.4, 14, 6), rating("Dominique", "human", 17.9, 12, 4),
                      rating("computer:expert", "expert", 15.2, 20, 5), rating("Bob", "human", 12.0, 9, 2),
                      rating("Cleo", "human", 9.6, 7, 1)],
        "cartes": [rating("Cleo", "human", 19.1, 8, 4), rating("Ana", "human", 16.3, 8, 3)],
        "cadenas": [],
        "corsaire": [rating("computer:expert", "expert", 24.8, 30, 17), rating("Farid", "human", 18.2, 10, 4),
                     rating("Ana", "human", 11.5, 6, 1), rating("computer:easy", "easy", 4.0, 12, 0)],
    }
    last = (finished("g3", "magouille", ("Ana", "Bob", "Cleo"), (212, 90, -3), (0,), 1_764_000_000.0),
            finished("g2", "cartes", ("Cleo", "Ana"), (48, 41), (0,), 1_763_900_000.0),
            finished("g1", "corsaire", ("Ana", "expert"), (22, 9), (0,), 1_763_800_000.0))
    ana = (GameStats("magouille", 14, 6, 143.5, 231), GameStats("cartes", 8, 3, 37.2, 55),
           GameStats("corsaire", 6, 1, 12.8, 22))
    players = {"Ana": PlayerStats("Ana", ana, last)}
    for line in boards["magouille"][1:]:
        games = (GameStats("magouille", line.played, line.won, 88.0, 205),)
        players.setdefault(line.player, PlayerStats(line.player, games))
    return FakeStats(boards, players)


def finished_in_the_club(game_id: str, players: int = 3, seed: int = 3, kinds: tuple[str, ...] = (),
                         humans: int = 0) -> GameSession:
    """``played_session``, stored in the club's database as a window's autosave stores it (the
    first ``humans`` seats counted as people, so that they are rated and known by name)."""
    from ludicitude import saves

    session = played_session(game_id, players, seed, kinds)
    for seat in session.seats[:humans]:
        seat.kind = "human"
    saves.write(session)
    return session
