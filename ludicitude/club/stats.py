"""Statistics and ratings from the club's results: a leaderboard per game, and each player's
games played and won, win rate, average and best score, and last games.

Ratings come from ``openskill``'s Plackett-Luce model (a multiplayer rating: every finish order
counts, not only who won), replayed over the results in the order the database recorded them
(a club's season: in the order they were played).
A computer seat is rated as the name it had at the table with its level ("⚙ Robin (expert)",
``core.names.seat_label``: the one name it goes by everywhere); a person is the player their name
belongs to (names merged count as one).

The rating shown is ``points``: the model's estimate of a player's skill (mu) on a scale of 0 to
100 on which every newcomer starts at 50 (``RATING_START``); it is "provisional" until the player
has ``PROVISIONAL_UNDER`` games (the model is still unsure of them). The leaderboard is ordered
by what it shows (``board_order``): the established ratings first, then the provisional ones
("61*", said under the table), each by the rating shown (the cautious estimate, ``ordinal``, mu -
3 sigma, breaking a tie), so a lucky first game does not top it and "46*" never stands above "47*".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ludicitude.club import db
from ludicitude.club.ratings import Checkpoints, fingerprint, play_all
from ludicitude.club.ratings import finish_ranks as ranks_of
from ludicitude.club.ratings import model as _model  # noqa: F401 - the tests' way to the model
from ludicitude.club.results import Result
from ludicitude.core.i18n import N_, _, n_
from ludicitude.core.names import name_key, seat_label

COMPUTER = "computer:"
#: the points a newcomer starts with, and the games under which a rating is provisional
RATING_START = 50
PROVISIONAL_UNDER = 5
#: the line a leaderboard shows under its ratings, in words
RATING_MEANING = N_("Rating from 0 to 100: a newcomer starts at 50, good finishes raise it. "
                    "Provisional (*) under 5 games, ranked after the others.")


@dataclass(frozen=True)
class Rating:
    """One line of a leaderboard. ``player``: a person's name, or a computer's label
    ("⚙ Robin (expert)"); ``kind``: "human" or the level; ``ordinal``: the cautious estimate (mu -
    3 sigma) that breaks a tie of the rating shown; ``points`` and ``provisional``: the rating
    shown, which orders the board (``board_order``)."""

    player: str
    kind: str
    mu: float
    sigma: float
    ordinal: float
    played: int
    won: int

    @property
    def points(self) -> int:
        """The skill on the scale shown: 0 to 100, a newcomer's 50 (mu 25 is the model's start)."""
        return max(0, min(100, round(self.mu * RATING_START / 25)))

    @property
    def provisional(self) -> bool:
        return self.played < PROVISIONAL_UNDER


def board_order(r: Rating) -> tuple[bool, int, float, str]:
    """A leaderboard's order, as it reads: the established ratings, then the provisional ones,
    each group by the rating shown, the cautious estimate breaking a tie, then by name."""
    return r.provisional, -r.points, -r.ordinal, r.player.casefold()


def rating_words(points: int, provisional: bool, *, short: bool = False) -> str:
    """A rating as a leaderboard writes it: "62", or "62 provisional" under a few games ("62*"
    where the line has no room for the word; ``RATING_MEANING`` says what * is)."""
    if not provisional:
        return str(points)
    return _("{points}*").format(points=points) if short else _("{points} provisional").format(points=points)


def games_count(n: int) -> str:
    """"1 game", "2 games" (plural-aware, in the current language)."""
    return n_("{n} game", "{n} games", n).format(n=n)


@dataclass(frozen=True)
class GameStats:
    game_id: str
    played: int
    won: int
    average: float
    best: int

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


@dataclass(frozen=True)
class PlayerStats:
    player: str
    games: tuple[GameStats, ...]  # one per game kind played, in the order of ludicitude.games
    last: tuple[Result, ...] = field(default_factory=tuple)  # newest first

    @property
    def played(self) -> int:
        return sum(g.played for g in self.games)

    @property
    def won(self) -> int:
        return sum(g.won for g in self.games)

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


def seat_player(result: Result, seat: int, names: dict[str, str]) -> str:
    """Who played ``seat``: ``computer:<level>:<name>`` for a computer (its level and the name
    it had), else the person's current name."""
    kind = result.kind(seat)
    if kind != "human":
        return f"{COMPUTER}{kind}:{name_key(result.names[seat])}"
    name = result.names[seat]
    return names.get(name_key(name), name.strip())


def finish_ranks(result: Result) -> list[int]:
    """Each seat's place for the rating (0 = first): the winners first, together; then the others
    by score, equal scores sharing a place (club/ratings.py)."""
    return ranks_of(result.scores, result.winners)


#: a game's computers' labels when it has none (never changed: read only)
_NOTHING: dict[str, str] = {}


def _no_prints(i: int) -> str:  # (with no cache, no game's fingerprint is asked for)
    raise AssertionError("a fingerprint with no cache")


def rate(results: Sequence[Result], names: dict[str, str] | None = None, *,
         checkpoints: Checkpoints | None = None, board: str = "",
         players: Sequence[Sequence[str]] | None = None) -> dict[str, Rating]:
    """Every player's rating after ``results`` (oldest first). A player at two seats of one game
    (two computers of one level) takes the mean of both seats' new ratings. The update is
    openskill's Plackett-Luce (club/ratings.py), one call per game; with ``checkpoints`` (a
    cache: club/season_cache.py) it resumes after the games rated before, under ``board``.
    ``players``: ``seat_players(results, names)``, when the caller has it."""
    names = db.canonical_names() if names is None else names
    who = seat_players(results, names) if players is None else players
    # each game's players, scores and winners, and how it shows its computers, made in one pass
    # each (looked up by index in C: a season has tens of thousands of games)
    games = [(p, r.scores, r.winners) for p, r in zip(who, results)]
    shown = [_NOTHING if not (k := r.kinds) or k.count("human") == len(k)  # (people only: nothing to show)
             else {p: seat_label(r.names[s], r.kind(s)) for s, p in enumerate(ps) if p.startswith(COMPUTER)}
             for ps, r in zip(who, results)]

    prints: Any = _no_prints
    if checkpoints is not None:  # each game's ``fingerprint``, only where a cache is kept, when first asked for
        made: list[str] = []

        def made_prints(i: int) -> str:
            if not made:
                made.extend(fingerprint(r.save_id, p, r.names, r.scores, r.winners) for p, r in zip(who, results))
            return made[i]

        prints = made_prints
    run = play_all(len(results), games.__getitem__, prints, shown.__getitem__, checkpoints, board)
    out = {}
    for p, r in run.ratings.items():
        kind = p[len(COMPUTER):].split(":")[0] if p.startswith(COMPUTER) else "human"
        played, won = run.counts[p]
        out[p] = Rating(run.shown.get(p, p), kind, r.mu, r.sigma, r.ordinal(), played, won)
    return out


def leaderboard(game_id: str) -> list[Rating]:
    """The rated players of one game, best first (people and computer levels alike)."""
    results = [r for r in db.load_results()[0] if r.game_id == game_id]
    return sorted(rate(results).values(), key=board_order)


def player_stats(player: str, *, last: int = 10, results: Sequence[Result] | None = None,
                 names: dict[str, str] | None = None) -> PlayerStats:
    """What ``player`` (any of their names) did: per game, and their ``last`` games (over
    ``results``, oldest first: by default every result of the database)."""
    from ludicitude.games import GAMES

    names = db.canonical_names() if names is None else names
    results = db.load_results()[0] if results is None else results
    me = names.get(name_key(player), player.strip())
    per_game: dict[str, list[tuple[int, bool]]] = {}
    mine: list[Result] = []
    for result in results:
        seats = [s for s in range(len(result.names)) if seat_player(result, s, names) == me]
        if seats:  # one game, even for two names merged that sat at one table: their best seat
            per_game.setdefault(result.game_id, []).append(
                (max(result.scores[s] for s in seats), any(s in result.winners for s in seats)))
            mine.append(result)
    games = tuple(GameStats(g, len(v), sum(w for _s, w in v), sum(s for s, _w in v) / len(v), max(s for s, _w in v))
                  for g in GAMES if (v := per_game.get(g)))
    return PlayerStats(me, games, tuple(reversed(mine[-last:])) if last > 0 else ())


class _People(dict[str, str]):
    """Each name played under by a person -> the person (``seat_player`` of a person's seat),
    worked out the first time it is asked for."""

    def __init__(self, names: dict[str, str]) -> None:
        super().__init__()
        self.names = names

    def __missing__(self, name: str) -> str:
        person = self[name] = self.names.get(name_key(name), name.strip())
        return person


def seat_players(results: Sequence[Result], names: dict[str, str]) -> list[tuple[str, ...]]:
    """``seat_player`` of every seat of every result (each name's key worked out once)."""
    people = _People(names)
    person = people.__getitem__
    memo: dict[tuple[str, str], str] = {}
    out = []
    for result in results:
        kinds = result.kinds
        if not kinds or kinds.count("human") == len(kinds):  # people only: the usual table
            out.append(tuple(map(person, result.names)))
            continue
        seats = []
        for s, (kind, name) in enumerate(zip(kinds, result.names)):
            player = memo.get((kind, name))
            if player is None:
                player = memo[(kind, name)] = seat_player(result, s, names)
            seats.append(player)
        out.append(tuple(seats))  # (a tuple of names: the collector lets it be, where a list is scanned again)
    return out


def all_stats(results: Sequence[Result] | None = None, names: dict[str, str] | None = None,
              checkpoints: Checkpoints | None = None,
              each_person: dict[str, PlayerStats] | None = None, second_core: bool = False) -> dict[str, Any]:
    """Everything ``ludicitude stats --json`` prints: per game its leaderboard; per person their
    statistics (as ``player_stats`` gives them, worked out in one pass: a season has tens of
    thousands of games). Over ``results`` (oldest first) and ``names`` (name key -> the name its
    player goes by): by default the database's (a club's season: club/season.py). ``checkpoints``:
    the ratings' cache (club/ratings.py); ``each_person``: filled with each person's PlayerStats;
    ``second_core``: some games' ratings worked out on a second processor meanwhile
    (club/second_core.py: the season's reading process alone)."""
    from ludicitude.games import GAMES

    results = db.load_results()[0] if results is None else results
    names = db.canonical_names() if names is None else names
    who = seat_players(results, names)
    by_game: dict[str, list[int]] = {}
    for i, game_id in enumerate([r.game_id for r in results]):
        indices = by_game.get(game_id)
        if indices is None:
            indices = by_game[game_id] = []
        indices.append(i)

    def board(g: str, kept: Checkpoints | None) -> dict[str, Rating]:
        indices = by_game.get(g, [])
        return rate([results[i] for i in indices], names, checkpoints=kept, board=g, players=[who[i] for i in indices])

    aside = _boards_aside(by_game, len(results), checkpoints, board) if second_core else None
    #: (person, game) -> [played, won, sum of scores, best score]
    tallies: dict[tuple[str, str], list[int]] = {}
    for result, players in zip(results, who):
        game_id, kinds, scores, winners = result.game_id, result.kinds, result.scores, result.winners
        if len(set(players)) == len(players) and (not kinds or kinds.count("human") == len(kinds)):
            # (the usual table: each seat its own person; a winner's win counted after)
            for p, score in zip(players, scores):
                tally = tallies.get((p, game_id))
                if tally is None:
                    tallies[(p, game_id)] = [1, 0, score, score]
                else:
                    tally[0] += 1
                    tally[2] += score
                    if score > tally[3]:
                        tally[3] = score
            for w in winners:
                tallies[(players[w], game_id)][1] += 1
            continue
        seats_of: dict[str, list[int]] = {}
        for s, p in enumerate(players):
            seats_of.setdefault(p, []).append(s)
        # one game, even for two names at one table: their best seat (a winner if one of them is)
        for p, seats in seats_of.items():
            seat = next((s for s in seats if s in winners), seats[0])
            if kinds and kinds[seat] != "human":
                continue
            score = max(scores[s] for s in seats)
            won = int(seat in winners)
            tally = tallies.get((p, game_id))
            if tally is None:
                tallies[(p, game_id)] = [1, won, score, score]
            else:
                tally[0] += 1
                tally[1] += won
                tally[2] += score
                if score > tally[3]:
                    tally[3] = score
    # each person's last games, newest first: read from the newest game back, until each has
    # ten (or all theirs: a person's seats in one game are all a person's, or all a computer's)
    need: dict[str, int] = {}
    for (p, _game), tally in tallies.items():
        need[p] = min(10, need.get(p, 0) + tally[0])
    mine: dict[str, list[Result]] = {p: [] for p in need}
    left = len(need)
    for result, players in zip(reversed(results), reversed(who)):
        for p in players:
            last = mine.get(p)
            if last is not None and len(last) < need[p] and (not last or last[-1] is not result):
                last.append(result)
                left -= len(last) == need[p]
        if not left:
            break
    per_game: dict[str, dict[str, list[int]]] = {}
    for (p, game_id), tally in tallies.items():
        per_game.setdefault(p, {})[game_id] = tally
    people = sorted(per_game, key=str.casefold)
    ratings = {g: board(g, checkpoints) for g in GAMES if aside is None or g not in aside.boards}
    if aside is not None:
        ratings.update(aside.ratings())
    boards = {}
    for g in GAMES:
        ranked = sorted(ratings[g].values(), key=board_order)
        boards[g] = [{**vars(x), "points": x.points, "provisional": x.provisional} for x in ranked]
    players_out = []
    for name in people:
        games = [GameStats(g, v[0], v[1], v[2] / v[0], v[3]) for g in GAMES if (v := per_game[name].get(g))]
        st = PlayerStats(name, tuple(games), tuple(mine[name]))
        if each_person is not None:  # (as ``player_stats`` gives them: a screen's, worked out here)
            each_person[name] = st
        players_out.append({"player": st.player, "played": st.played, "won": st.won,
                            "win_rate": round(st.win_rate, 4),
                            "games": [{**vars(g), "win_rate": round(g.win_rate, 4), "average": round(g.average, 2)}
                                      for g in st.games],
                            "last": [r.save_id for r in st.last]})
    return {"leaderboards": boards, "players": players_out}


#: a season of fewer games than this is rated on one processor (a copy of the process costs more)
SHARED_FROM = 5000


class _Kept:
    """The checkpoints of a board rated in a copy of the process: none to resume from (only a
    board with none kept is rated there), the new ones worked out there and handed back."""

    def __init__(self) -> None:
        self.points: list[tuple[int, str, dict[str, Any]]] = []

    def positions(self, board: str) -> set[int]:
        return set()

    def find(self, board: str, n: int, digest: str) -> dict[str, Any] | None:
        return None

    def keep(self, board: str, points: Any) -> None:
        self.points = points()


class _Aside:
    """The boards rated in a copy of the process (club/second_core.py) while this one goes on."""

    def __init__(self, boards: list[str], checkpoints: Checkpoints | None, board: Any) -> None:
        from ludicitude.club.second_core import Aside

        self.boards, self.checkpoints = boards, checkpoints

        def work() -> list[tuple[str, dict[str, Rating], list[tuple[int, str, dict[str, Any]]]]]:
            out = []
            for g in boards:
                kept = None if checkpoints is None else _Kept()
                out.append((g, board(g, kept), [] if kept is None else kept.points))
            return out

        self._aside = Aside(work)

    def ratings(self) -> dict[str, dict[str, Rating]]:
        out = {}
        for g, rated, points in self._aside.result():
            out[g] = rated
            if self.checkpoints is not None and points:
                self.checkpoints.keep(g, lambda points=points: points)  # type: ignore[misc]
        return out


def _boards_aside(by_game: dict[str, list[int]], count: int, checkpoints: Checkpoints | None,
                  board: Any) -> _Aside | None:
    """The boards to rate on a second processor: those with no checkpoint to resume from (a
    board that has one rates only its new games), biggest first, up to about half the work (this
    process tallies each person's games meanwhile: about a third of a game's rating each)."""
    if count < SHARED_FROM:
        return None
    fresh = sorted((g for g in by_game if checkpoints is None or not checkpoints.positions(g)),
                   key=lambda g: (-len(by_game[g]), g))
    chosen, size, half = [], 0, count * 0.65
    for g in fresh:
        if size + len(by_game[g]) <= half:
            chosen.append(g)
            size += len(by_game[g])
    return _Aside(chosen, checkpoints, board) if chosen else None
