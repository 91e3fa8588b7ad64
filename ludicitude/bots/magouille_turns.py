"""Magouille's experts take the lowest faces by turns, by a rule every player can read.

Two experts are one program: where their mixed spreads coincide they show the same face, cancel
each other, and a third player who reads the table takes the round with the face left alone.
Players who think alike do better by agreeing, in public, who takes which face. At a second
reveal whose minimum total is low enough that it is reached whatever anyone shows, the players
who follow the rule show the faces 1, 2, ... one each, handed round them in seat order and moved
on by one each round: the 1 goes to each of them in turn, and a player outside the rule who
cancels it with a 1 of its own leaves the round to the follower showing 2. Among themselves the
followers never cancel each other and share the rounds; a player outside the rule scores at such
a reveal only if the players outside it outnumber the followers (at three seats, two followers
leave the third player no round whose minimum is low: it must pay a high first face to play the
round otherwise). When everyone follows, the rule is left aside: the 1 would score every round
and the points would never drain (games between careful players end by elimination).

Who follows is read from the log, the same way by every player: at every second reveal where the
rule was in play, each seat's face is compared with the face the rule gave it with the followers
of that moment and itself (recent rounds counting more, every seat taken for a follower at
first); a seat that showed that face in at least ``FOLLOW_SHARE`` of them follows. So that
followers find each other, the rule is in play for every player in ``PROBE`` low rounds out of
every ``PROBE_CYCLE``, the first of them a few rounds into the game (the rounds before are
played with the expert's mixed faces). Everything here is read from the public log: the players
in the game, their scores, the rounds, the faces revealed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ludicitude.games.magouille.events import Revealed, RoundStarted

#: how much an older round counts against the newest in a seat's record of following the rule,
#: what a record starts from (every seat a follower), and the share of turn faces that makes one
FOLLOW_DECAY = 0.9
FOLLOW_PRIOR = 1.0
FOLLOW_SHARE = 0.6
#: the low rounds in which the rule is in play for everyone, so that followers find each other:
#: ``PROBE`` of every ``PROBE_CYCLE`` from the ``PROBE_FROM``-th on (counted among the rounds whose
#: minimum is low enough); before the first, the experts play their mixed faces
PROBE = 4
PROBE_CYCLE = 40
PROBE_FROM = 8


def turn_faces(followers: Sequence[int], round_number: int) -> dict[int, int]:
    """Each follower's face at a round: 1 to the number of followers, handed round them in seat
    order, moved on by one each round."""
    k = len(followers)
    shift = round_number % k
    return {s: (i - shift) % k + 1 for i, s in enumerate(sorted(followers))}


class Turns:
    """Who follows the rule of turns at a table, read from a view's log (module docstring)."""

    def __init__(self) -> None:
        self.record: dict[int, tuple[float, float]] = {}  # seat -> (turn faces shown, rounds), decayed
        self.low_rounds = 0  # second reveals so far whose minimum was low enough for a probe
        self.round = 1
        self.scores: Sequence[int] = ()  # after the round's first faces were paid
        self.read = 0

    def follows(self, seat: int) -> bool:
        shown, rounds = self.record.get(seat, (FOLLOW_PRIOR, FOLLOW_PRIOR))
        return shown >= FOLLOW_SHARE * rounds

    def probing(self) -> bool:
        return 0 <= (self.low_rounds - PROBE_FROM) % PROBE_CYCLE < PROBE

    def faces(self, seats: Sequence[int], minimum: int | None, scores: Sequence[int], target: int,
              followers: Sequence[int]) -> dict[int, int] | None:
        """The face the rule gives each of ``followers`` at this second reveal of ``seats`` (every
        seat in a probe round), or None if it is not in play: too few followers or all of them,
        a minimum that the followers' faces and a 1 from every other player may not reach, or one
        that would carry a player over the target (the game is then at stake, not the round)."""
        if minimum is None or max(scores[s] for s in seats) + minimum > target:
            return None
        if self.probing():
            followers = seats
        elif not 2 <= len(followers) < len(seats):
            return None
        n, k = len(seats), len(followers)
        if k < 2 or k * (k + 1) // 2 + n - k < minimum:
            return None
        return turn_faces(followers, self.round)

    def watch(self, events: Sequence[Any], target: int) -> None:
        if len(events) < self.read:  # another game: start again
            self.record, self.low_rounds, self.round, self.scores, self.read = {}, 0, 1, (), 0
        for event in events[self.read:]:
            if isinstance(event, RoundStarted):
                self.round = event.round
            elif isinstance(event, Revealed) and event.reveal == 1 and event.scores is not None:
                self.scores = event.scores
            elif isinstance(event, Revealed) and event.reveal == 2:
                seats = [s for s, f in enumerate(event.faces) if f is not None]
                minimum = event.minimum_total
                followers = {s for s in seats if self.follows(s)}
                updated = {}
                for s in seats:  # each seat against the rule with the followers and itself
                    faces = self.faces(seats, minimum, self.scores, target, sorted({*followers, s}))
                    if faces is not None and faces[s] <= 6:  # past six followers, faces run out
                        shown, rounds = self.record.get(s, (FOLLOW_PRIOR, FOLLOW_PRIOR))
                        updated[s] = (FOLLOW_DECAY * shown + (event.faces[s] == faces[s]),
                                      FOLLOW_DECAY * rounds + 1.0)
                self.record.update(updated)
                if minimum is not None and minimum <= len(seats) * (len(seats) + 1) // 2:
                    self.low_rounds += 1
        self.read = len(events)

    def face(self, view: Any, seat: int) -> int | None:
        """``seat``'s face by the rule at this second secret step if the rule is in play and
        ``seat`` follows it (everyone does in a probe round), else None (the expert then weighs
        its face as usual)."""
        self.watch(view.events, view.target)
        seats = view.players_in_game
        if not (self.probing() or self.follows(seat)):
            return None
        followers = [s for s in seats if self.follows(s)]
        faces = self.faces(seats, view.minimum_total, view.scores_list, view.target, followers)
        # past six followers (a probe round at seven or eight seats) the faces run out: a follower
        # handed a 7 or an 8 weighs its face as usual
        return None if faces is None or faces[seat] > 6 else faces[seat]
