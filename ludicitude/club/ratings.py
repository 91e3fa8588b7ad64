"""openskill's ratings played over a list of games, oldest first (club/stats.py says what they
mean), and resumed from a checkpoint: the state after a prefix of the games, kept by a cache
(club/season_cache.py) so that a season of tens of thousands of games is not rated from its
first game each time a game is added.

Each game is one call of openskill's model (``PlackettLuce.rate``), on the rating objects the
model returned for each player at their last game (none is made again per game). A checkpoint is
known by a running digest of everything the ratings depend on, game after game (its id, who sat
at each seat as the season counts them, the names they played under and their places): the same
games, the same players, the same order give the same digest, and resuming from its state gives
exactly the numbers rating from the first game gives (the state is the model's own floats).
"""

from __future__ import annotations

import functools
import hashlib
import math
from operator import is_
from collections.abc import Callable, Sequence
from typing import Any, Protocol

#: a checkpoint every this many games of a board (and one after its last game)
STEP = 1000


def model() -> Any:
    """openskill's Plackett-Luce model, with its defaults."""
    from openskill.models import PlackettLuce

    return PlackettLuce()


@functools.cache
def _seed() -> bytes:
    """What the digest starts from: the model and its version (another version may rate otherwise)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        release = version("openskill")
    except PackageNotFoundError:  # not installed as a distribution: the model's name only
        release = "?"
    return f"openskill {release} PlackettLuce defaults\n".encode()


class _Teams(list):  # type: ignore[type-arg,unused-ignore]
    """The teams handed to ``rate``: each one rating. ``rate`` works on a deep copy of its teams,
    and the package's rating copies itself by making a new one, with a new random id (``uuid4``):
    most of a season's reading. Here the copy is ``copies``, ratings of the model made before
    (those the players had before their last game, free again), given each team's values and id
    as the package's copy is; and the lists are copied in one step, where ``copy.deepcopy`` walks
    each in Python. The arithmetic is the package's."""

    copies: list[Any]  # set after making (a list's own __init__: no Python call a game)

    def __deepcopy__(self, memodict: Any = None) -> list[list[Any]]:
        out = []
        for (r,), c in zip(self, self.copies):
            c.id, c.name, c.mu, c.sigma = r.id, r.name, r.mu, r.sigma
            out.append([c])
        return out


class Checkpoints(Protocol):
    def positions(self, board: str) -> set[int]: ...

    def find(self, board: str, n: int, digest: str) -> dict[str, Any] | None: ...

    def keep(self, board: str, points: list[tuple[int, str, dict[str, Any]]]) -> None: ...


class Run:
    """The ratings after some games: each player's rating (the model's object), their games
    played and won, and how a computer is shown (the last name it played under). A rating
    object a player no longer has is used again as a copy for a later game (``_Teams``): read
    ``ratings`` between games, not across them."""

    def __init__(self) -> None:
        self.model = model()
        self.ratings: dict[str, Any] = {}
        self.counts: dict[str, list[int]] = {}
        self.shown: dict[str, str] = {}
        #: ratings of the model no player has any more: the next game's copies (``_Teams``)
        self._spare: list[Any] = []

    def play(self, players: Sequence[str], ranks: list[int], winners: Sequence[int]) -> None:
        """One game: ``players`` (one per seat, as the season counts them), their places (0 =
        first) and the winning seats."""
        ratings, rating = self.ratings, self.model.rating
        alone = len(set(players)) == len(players)  # one seat each: the usual table
        if alone:
            teams = [[ratings.get(p) or rating()] for p in players]
        else:  # each seat its own object (the model copies the teams: one object twice would be one seat)
            teams = [[rating(mu=r.mu, sigma=r.sigma) if (r := ratings.get(p)) else rating()] for p in players]
        spare, n = self._spare, len(teams)
        if len(spare) >= n:  # (every field of a copy is set before use: which spare is which is no matter)
            copies = spare[-n:]
            del spare[-n:]
        else:
            copies = [rating() for _team in teams]
        handed = _Teams(teams)
        handed.copies = copies
        new = self.model.rate(handed, ranks=ranks)
        news = [team[0] for team in new]
        if all(map(is_, news, copies)):  # (the copies, in their order, as always)
            spare.extend([team[0] for team in teams])  # what the players had: free once replaced below
        if alone:
            counts = self.counts
            for s, p in enumerate(players):
                ratings[p] = news[s]
                count = counts.get(p)
                if count is None:
                    count = counts[p] = [0, 0]
                count[0] += 1
                if s in winners:
                    count[1] += 1
            return
        won = {players[w] for w in winners}
        by_player: dict[str, list[Any]] = {}  # a player at two seats (two computers of one level)
        for p, team in zip(players, new):
            by_player.setdefault(p, []).append(team[0])
        for p, seats in by_player.items():  # the mean of both seats' new ratings
            ratings[p] = seats[0] if len(seats) == 1 else rating(
                mu=sum(r.mu for r in seats) / len(seats), sigma=sum(r.sigma for r in seats) / len(seats))
            count = self.counts.setdefault(p, [0, 0])
            count[0] += 1
            count[1] += p in won

    def state(self) -> dict[str, Any]:
        """A copy of the run as plain values (a checkpoint)."""
        return {"ratings": {p: [r.mu, r.sigma] for p, r in self.ratings.items()},
                "counts": {p: list(c) for p, c in self.counts.items()}, "shown": dict(self.shown)}

    @classmethod
    def from_state(cls, state: Any) -> Run:
        """The run a checkpoint kept; ValueError if it is not one (a damaged cache)."""
        run = cls()
        if not isinstance(state, dict) or set(state) != {"ratings", "counts", "shown"}:
            raise ValueError("state")
        ratings, counts, shown = state["ratings"], state["counts"], state["shown"]
        if not (isinstance(ratings, dict) and isinstance(counts, dict) and isinstance(shown, dict)) \
                or set(ratings) != set(counts):
            raise ValueError("state")
        for p, value in ratings.items():
            mu, sigma = value
            played, won = counts[p]
            if not all(type(x) is float and math.isfinite(x) for x in (mu, sigma)) or sigma <= 0 \
                    or not all(type(x) is int for x in (played, won)) or not 0 <= won <= played:
                raise ValueError("state")
            run.ratings[p] = run.model.rating(mu=mu, sigma=sigma)
            run.counts[p] = [played, won]
        if not all(isinstance(k, str) and isinstance(v, str) for k, v in shown.items()):
            raise ValueError("state")
        run.shown = dict(shown)
        return run


def finish_ranks(scores: Sequence[int], winners: Sequence[int]) -> list[int]:
    """Each seat's place for the rating (0 = first): the winners first, together; then the others
    by score, equal scores sharing a place."""
    if len(winners) == 1 and len(scores) == 2:  # (two seats, one winner: the usual duel)
        return [0, 1] if winners[0] == 0 else [1, 0]
    others = sorted({s for i, s in enumerate(scores) if i not in winners}, reverse=True)
    place = {s: i for i, s in enumerate(others, 1)}
    return [0 if i in winners else place[s] for i, s in enumerate(scores)]


def fingerprint(save_id: str, players: Sequence[str], names: Sequence[str], scores: Sequence[int],
                winners: Sequence[int]) -> str:
    """What a game's ratings depend on, in one line: its id, who sat at each seat as the season
    counts them, the names they played under, the scores and the winners (the places follow).
    Names hold no control character (core/names.py); an id may: it is written quoted."""
    return "\x1f".join((repr(save_id), "\x1e".join(players), "\x1e".join(names), repr(tuple(scores)),
                        repr(tuple(winners)))) + "\n"


def play_all(count: int, game: Callable[[int], tuple[Sequence[str], Sequence[int], Sequence[int]]],
             prints: Callable[[int], str], labels: Callable[[int], dict[str, str]],
             checkpoints: Checkpoints | None = None, board: str = "") -> Run:
    """The run after ``count`` games, oldest first: ``game(i)`` is game i's players (one per
    seat, as the season counts them), scores and winning seats; ``prints(i)`` its
    ``fingerprint``; ``labels(i)`` how it shows its computers. With ``checkpoints``: resumed
    from the latest one kept for these same first games, and the new ones kept."""
    digests: dict[int, str] = {}  # the digests of the first n games, where a checkpoint may be
    if checkpoints is not None:
        known = checkpoints.positions(board)  # (a season that grew: its last end among them)
        chain = hashlib.blake2b(_seed(), digest_size=20)
        wanted = sorted({n for n in known if 0 < n < count} | set(range(STEP, count, STEP)) | {count})
        done = 0
        for n in wanted:  # one update per stretch of games: the digest of them all, in order
            chain.update("".join([prints(i) for i in range(done, n)]).encode())
            digests[n], done = chain.hexdigest(), n
    run, begin = Run(), 0
    if checkpoints is not None:
        for n in sorted(digests, reverse=True):
            state = checkpoints.find(board, n, digests[n])
            if state is not None:
                try:
                    run, begin = Run.from_state(state), n
                    break
                except (ValueError, TypeError, KeyError):
                    continue  # a damaged checkpoint: an earlier one, or from the first game
    kept: list[tuple[int, str, dict[str, Any]]] = []
    for i in range(begin, count):
        players, scores, winners = game(i)
        if len(players) >= 2:  # (a game of one seat rates nobody)
            run.shown.update(labels(i))
            run.play(players, finish_ranks(scores, winners), winners)
        if checkpoints is not None and ((i + 1) % STEP == 0 or i + 1 == count):
            kept.append((i + 1, digests[i + 1], run.state()))
    if checkpoints is not None and kept:
        checkpoints.keep(board, kept)
    return run
