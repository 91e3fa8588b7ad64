"""openskill's ratings played over a list of games, oldest first (club/stats.py says what they
mean), and resumed from a checkpoint: the state after a prefix of the games, kept by a cache
(club/season_cache.py) so that a season of tens of thousands of games is not rated from its
first game each time a game is added.

Each game is openskill's Plackett-Luce update (``PlackettLuce.rate`` with its defaults), made
on each seat's two floats by club/plackett_luce.py, which gives exactly the package's floats (it
checks so once a process: where it does not, each game is a call of the package's ``rate``).

A checkpoint is known by a running digest of everything the ratings depend on, game after game
(its id, who sat at each seat as the season counts them, the names they played under and their
places): the same games, the same players, the same order give the same digest, and resuming
from its state gives exactly the numbers rating from the first game gives (the state is the
model's own floats).
"""

from __future__ import annotations

import functools
import hashlib
import math
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from ludicitude.club import plackett_luce

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


@functools.cache
def exact_here() -> bool:
    """Whether club/plackett_luce.py gives exactly the package's floats here (checked once a
    process); where it does not, each game is a call of the package's ``rate``."""
    return plackett_luce.exact(model())


class _Teams(list):  # type: ignore[type-arg,unused-ignore]
    """The teams handed to the package's ``rate`` (where club/plackett_luce.py is not exact here):
    each one rating. ``rate`` works on a deep copy of its teams, and the package's rating copies
    itself by making a new one, with a new random id (``uuid4``). Here the copy is ``copies``,
    ratings of the model made before, given each team's values and id as the package's copy is;
    and the lists are copied in one step, where ``copy.deepcopy`` walks each in Python."""

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

    def keep(self, board: str, points: Callable[[], list[tuple[int, str, dict[str, Any]]]]) -> None: ...


class Run:
    """The ratings after some games: each player's rating (``values``: the model's mu and
    sigma), their games played and won, and how a computer is shown (the last name it played
    under)."""

    def __init__(self) -> None:
        self.model = m = model()
        self.values: dict[str, tuple[float, float]] = {}
        self.counts: dict[str, list[int]] = {}
        self.shown: dict[str, str] = {}
        self._start = (m.mu, m.sigma)  # a newcomer's (the model's ``rating()``)
        self._params = (m.beta ** 2, m.tau * m.tau, m.kappa)
        self._exact = exact_here()
        #: the package's rating objects, made once and used again for each game (``_rate``)
        self._objects: list[Any] = []

    @property
    def ratings(self) -> dict[str, Any]:
        """Each player's rating as the model's object."""
        rating = self.model.rating
        return {p: rating(mu=mu, sigma=sigma) for p, (mu, sigma) in self.values.items()}

    def _rate(self, seats: list[tuple[float, float]], ranks: list[int]) -> list[tuple[float, float]]:
        """One game, each seat's (mu, sigma) before -> after: club/plackett_luce.py where it is
        exact here, else the package's ``rate``."""
        if self._exact:
            return plackett_luce.rate(seats, ranks, *self._params)
        n, objects = len(seats), self._objects
        while len(objects) < 2 * n:
            objects.append(self.model.rating())
        teams = []
        for (mu, sigma), r in zip(seats, objects):
            r.mu, r.sigma = mu, sigma
            teams.append([r])
        handed = _Teams(teams)
        handed.copies = objects[n:2 * n]
        return [(team[0].mu, team[0].sigma) for team in self.model.rate(handed, ranks=ranks)]

    def play(self, players: Sequence[str], ranks: list[int], winners: Sequence[int]) -> None:
        """One game: ``players`` (one per seat, as the season counts them), their places (0 =
        first) and the winning seats."""
        values, start = self.values, self._start
        seats = [values.get(p, start) for p in players]
        new = plackett_luce.rate(seats, ranks, *self._params) if self._exact else self._rate(seats, ranks)
        if len(set(players)) == len(players):  # one seat each: the usual table
            values.update(zip(players, new))
            counts = self.counts
            for p in players:
                count = counts.get(p)
                if count is None:
                    counts[p] = [1, 0]
                else:
                    count[0] += 1
            for w in winners:
                counts[players[w]][1] += 1
            return
        won = {players[w] for w in winners}
        by_player: dict[str, list[tuple[float, float]]] = {}  # a player at two seats (two computers of one level)
        for p, rated in zip(players, new):
            by_player.setdefault(p, []).append(rated)
        for p, seats in by_player.items():  # the mean of both seats' new ratings
            values[p] = seats[0] if len(seats) == 1 else (
                sum(mu for mu, _s in seats) / len(seats), sum(sigma for _m, sigma in seats) / len(seats))
            count = self.counts.setdefault(p, [0, 0])
            count[0] += 1
            count[1] += p in won

    def state(self) -> dict[str, Any]:
        """A copy of the run as plain values (a checkpoint)."""
        return {"ratings": {p: [mu, sigma] for p, (mu, sigma) in self.values.items()},
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
            run.values[p] = (mu, sigma)
            run.counts[p] = [played, won]
        if not all(isinstance(k, str) and isinstance(v, str) for k, v in shown.items()):
            raise ValueError("state")
        run.shown = dict(shown)
        return run


def finish_ranks(scores: Sequence[int], winners: Sequence[int]) -> list[int]:
    """Each seat's place for the rating (0 = first): the winners first, together; then the others
    by score, equal scores sharing a place."""
    if len(winners) == 1:  # (one winner: the usual table)
        w = winners[0]
        if len(scores) == 2:
            return [0, 1] if w == 0 else [1, 0]
        rest = [*scores[:w], *scores[w + 1:]]
        at = sorted(set(rest), reverse=True).index  # (a few seats: a look along a short list)
        ranks = [at(s) + 1 for s in rest]
        ranks.insert(w, 0)
        return ranks
    others = sorted({s for i, s in enumerate(scores) if i not in winners}, reverse=True)
    place = {s: i for i, s in enumerate(others, 1)}
    return [0 if i in winners else place[s] for i, s in enumerate(scores)]


_SEATS = "\x1e"  # (between a game's seats in its fingerprint)


def fingerprint(save_id: str, players: Sequence[str], names: Sequence[str], scores: Sequence[int],
                winners: Sequence[int]) -> str:
    """What a game's ratings depend on, in one line: its id, who sat at each seat as the season
    counts them, the names they played under, the scores and the winners (the places follow).
    Names hold no control character (core/names.py); an id may: it is written quoted."""
    return f"{save_id!r}\x1f{_SEATS.join(players)}\x1f{_SEATS.join(names)}\x1f{tuple(scores)!r}\x1f{tuple(winners)!r}\n"


def play_all(count: int, game: Callable[[int], tuple[Sequence[str], Sequence[int], Sequence[int]]],
             prints: Callable[[int], str], labels: Callable[[int], dict[str, str]],
             checkpoints: Checkpoints | None = None, board: str = "") -> Run:
    """The run after ``count`` games, oldest first: ``game(i)`` is game i's players (one per
    seat, as the season counts them), scores and winning seats; ``prints(i)`` its
    ``fingerprint``; ``labels(i)`` how it shows its computers. With ``checkpoints``: resumed
    from the latest one kept for these same first games, and the new ones kept. The digests of
    the games are worked out only where they are needed: before the ratings where the board has
    checkpoints kept (to find the one to resume from), else when the new ones are written
    (``checkpoints.keep`` calls ``points``: a cache may write them once the standings are out)."""
    chain = hashlib.blake2b(_seed(), digest_size=20)
    digests: dict[int, str] = {}  # the digests of the first n games, where a checkpoint may be
    done = 0

    def digest_to(n: int) -> str:  # (one update per stretch of games: the digest of them all, in order)
        nonlocal done
        if n not in digests:
            chain.update("".join([prints(i) for i in range(done, n)]).encode())
            digests[n], done = chain.hexdigest(), n
        return digests[n]

    run, begin = Run(), 0
    if checkpoints is not None:
        known = checkpoints.positions(board)  # (a season that grew: its last end among them)
        if known:  # (every position a checkpoint may be kept at, in order: the chain goes one way)
            for n in sorted({n for n in known if 0 < n < count} | set(range(STEP, count, STEP)) | {count}):
                digest_to(n)
            for n in sorted(digests, reverse=True):
                state = checkpoints.find(board, n, digests[n])
                if state is not None:
                    try:
                        run, begin = Run.from_state(state), n
                        break
                    except (ValueError, TypeError, KeyError):
                        continue  # a damaged checkpoint: an earlier one, or from the first game
    kept: list[tuple[int, dict[str, Any]]] = []
    play, show, ranked = run.play, run.shown.update, finish_ranks
    for i in range(begin, count):
        players, scores, winners = game(i)
        if len(players) >= 2:  # (a game of one seat rates nobody)
            show(labels(i))
            play(players, ranked(scores, winners), winners)
        if checkpoints is not None and ((i + 1) % STEP == 0 or i + 1 == count):
            kept.append((i + 1, run.state()))
    if checkpoints is not None and kept:
        checkpoints.keep(board, lambda: [(n, digest_to(n), state) for n, state in kept])
    return run
