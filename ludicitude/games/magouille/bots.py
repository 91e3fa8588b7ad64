"""Computer players for Magouille: a random one, and a sensible one ("cpu").

The sensible player sees only its own view, and takes the others for players of its own kind.

First secret step: a face drawn from a spread that follows the score. A face is paid for and
makes the minimum total harder to reach, so the spread stays low; lower still when the player is
near 0 or a rival is near the target (a big minimum total would carry that rival over it), and
higher when the player itself is near the target (a big prize carries it over).

Second secret step: every player at the table is modelled as weighing each face against the
others' likely faces, and choosing among the faces worth most with a chance that grows with
their worth (a softmax). Starting from even chances, every player's spread is the answer to the
others' spreads, a few times over (smooth fictitious play: the spreads settle towards what players
of one kind would do against each other). A face is worth the minimum total it may score or lose,
the chance of crossing the target or of falling below 0, and what the others win or lose, each
rival weighted by how close it is to the target: a player near the target is everybody's target.
The player then draws its own face from its own spread, so it varies, and two players of this
kind do not cancel each other round after round.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from math import exp, log

from ludicitude.bots.magouille_ends import outcomes, row_of_ends, weighed
from ludicitude.bots.magouille_ends import resolve as resolve, win_chance as win_chance  # the card's ends, for tests
from ludicitude.bots.magouille_hold import Holders
from ludicitude.bots.magouille_read import Evidence, Reading, answer, answer_spread, bucket
from ludicitude.bots.magouille_turns import Turns
from ludicitude.core.bots import Bot, choose_bot
from ludicitude.core.dice import Dice
from ludicitude.core.game import Action, GameState, Seat
from ludicitude.games.magouille.events import Revealed
from ludicitude.games.magouille.rules import FACES, FINAL_SECRET, FIRST_SECRET, LENGTHS, EndTalk, SetFace, State

#: how much a point the others win or lose counts against the bot's own points, shared among them
RIVALS_WEIGHT = 0.6
#: how much more a rival counts when it is at the target (grows with the square of its progress)
LEADER_WEIGHT = 3.0
#: the worth of winning the game at once, and the cost of being eliminated, in points
WIN_WORTH = 200.0
ELIMINATION_COST = 200.0
#: rounds of answering the others' spreads (smooth fictitious play) and the step of each
ROUNDS_OF_THOUGHT = 3
STEP = 0.6
#: the softmax temperature, in points (plus a tenth of the minimum total): higher varies more
TEMPERATURE = 1.5
#: how many faces seen the model of a player counts for, against what the player has shown
MODEL_WEIGHT = 12.0
#: the first face's chances (faces 1 to 6) in an ordinary position, and near 0
FIRST_WEIGHTS = (4.0, 3.0, 2.0, 1.0, 0.4, 0.2)
FIRST_WEIGHTS_NEAR_0 = (8.0, 2.0, 0.5, 0.0, 0.0, 0.0)

#: chances below this are left out of the others' spreads (big tables: 8 players have 1.7 M
#: ways to show their dice; what is left out is under a few hundredths of a point of worth)
NEGLIGIBLE = 1e-4
#: the lowest face in a mask of faces (bit f-1 for face f), 0 for an empty mask
_LOWEST = [next((f for f in FACES if mask >> (f - 1) & 1), 0) for mask in range(64)]
Spread = tuple[float, ...]  # chances of faces 1 to 6


def threat(score: int, start: int, target: int) -> float:
    """How much a rival's points count, from its progress from the start to the target."""
    progress = max(0.0, (score - start) / (target - start))
    return 1.0 + LEADER_WEIGHT * min(1.0, progress) ** 2


def _others(spreads: list[Spread], skip: int) -> dict[tuple[int, int, int], float]:
    """The others' faces (all but ``skip``) as chances of (their total, faces shown once, faces
    shown twice or more), each player independent of the others."""
    states: dict[tuple[int, int, int], float] = {(0, 0, 0): 1.0}
    for j, spread in enumerate(spreads):
        if j == skip:
            continue
        grown: dict[tuple[int, int, int], float] = {}
        for (total, once, multi), p in states.items():
            for face, q in zip(FACES, spread):
                if p * q < NEGLIGIBLE:
                    continue
                bit = 1 << (face - 1)
                if multi & bit:
                    key = (total + face, once, multi)
                elif once & bit:
                    key = (total + face, once ^ bit, multi | bit)
                else:
                    key = (total + face, once | bit, multi)
                grown[key] = grown.get(key, 0.0) + p * q
        states = grown
    return states


def _worths(i: int, spreads: list[Spread], minimum: int, gain: list[float], loss: list[float],
            rival_gain: list[float], rival_loss: list[float]) -> list[float]:
    """The worth of each face for player ``i`` (index among the players in the game) against
    the others' spreads. ``gain[i]``/``loss[i]``: what scoring/losing the minimum is worth to
    ``i``; ``rival_gain[j]``/``rival_loss[j]``: what ``j`` scoring/losing costs/gives a rival."""
    others = [j for j in range(len(spreads)) if j != i]
    # who of the others scores or loses with a face, in chances (identities are not tracked)
    by_face_gain = [0.0] * 7
    by_face_loss = [0.0] * 7
    for face in FACES:
        weight = sum(spreads[j][face - 1] for j in others)
        if weight > 0:
            by_face_gain[face] = sum(spreads[j][face - 1] * rival_gain[j] for j in others) / weight
            by_face_loss[face] = sum(spreads[j][face - 1] * rival_loss[j] for j in others) / weight
    states = _others(spreads, i)
    worths = []
    for mine in FACES:
        bit = 1 << (mine - 1)
        worth = 0.0
        for (total, once, multi), p in states.items():
            if multi & bit:
                o, m = once, multi
            elif once & bit:
                o, m = once ^ bit, multi | bit
            else:
                o, m = once | bit, multi
            if total + mine >= minimum:
                scorer = _LOWEST[o]
                if scorer == mine:
                    worth += p * gain[i]
                elif scorer:
                    worth -= p * by_face_gain[scorer]
            else:
                smallest = _LOWEST[o | m]
                low = 1 << (smallest - 1)  # how many others show it (two standing for "two or more")
                others_losing = 1 if once & low else 2 if multi & low else 0
                if smallest == mine:
                    worth -= p * loss[i]
                worth += p * others_losing * by_face_loss[smallest]
        worths.append(worth)
    return worths


def _softmax(worths: list[float], temperature: float) -> Spread:
    top = max(worths)
    weights = [exp((w - top) / temperature) for w in worths]
    total = sum(weights)
    return tuple(w / total for w in weights)


@lru_cache(maxsize=1024)
def table_spreads(scores: tuple[int, ...], minimum: int, start: int, target: int) -> tuple[Spread, ...]:
    """The second-step spread of every player in the game (``scores``, after paying the first
    face), as players of this kind would play against each other (module docstring)."""
    n = len(scores)
    gain, loss, rival_gain, rival_loss = _worth_terms(scores, minimum, start, target)
    temperature = TEMPERATURE + 0.1 * minimum
    spreads: list[Spread] = [tuple(1 / 6 for _ in FACES)] * n
    for _round in range(ROUNDS_OF_THOUGHT):
        answers = [_softmax(_worths(i, spreads, minimum, gain, loss, rival_gain, rival_loss), temperature)
                   for i in range(n)]
        spreads = [tuple((1 - STEP) * a + STEP * b for a, b in zip(old, new))
                   for old, new in zip(spreads, answers)]
    return tuple(spreads)


def _worth_terms(scores: tuple[int, ...], minimum: int, start: int, target: int) -> tuple[list[float], ...]:
    """What scoring or losing the minimum is worth to each player, and what it costs or gives
    each rival (weighted by the player's threat, shared among the rivals)."""
    gain = [minimum + (WIN_WORTH if s + minimum > target else 0.0) for s in scores]
    loss = [minimum + (ELIMINATION_COST if s - minimum < 0 else 0.0) for s in scores]
    share = RIVALS_WEIGHT / max(1, len(scores) - 1)
    threats = [threat(s, start, target) for s in scores]
    return gain, loss, [share * t * g for t, g in zip(threats, gain)], [share * t * x for t, x in zip(threats, loss)]


def face_values(view: State, seat: Seat, seen: dict[int, list[int]] | None = None) -> dict[int, float]:
    """The worth of each face at the second secret step, for ``seat``, from its view, against
    the others' spreads as players of its kind would play (table_spreads), blended with the
    faces each has been seen to show at second reveals (``seen[seat]``: counts of faces 1 to 6),
    so that a table that plays otherwise is read as it plays."""
    minimum = view.minimum_total
    assert minimum is not None
    players = view.players_in_game
    return _values(players, tuple(view.scores_list[s] for s in players), minimum, LENGTHS[view.options["length"]],
                   seat, seen)


def _values(players: tuple[int, ...], scores: tuple[int, ...], minimum: int, ends: tuple[int, int], seat: Seat,
            seen: dict[int, list[int]] | None) -> dict[int, float]:
    start, target = ends
    spreads = list(table_spreads(scores, minimum, start, target))
    if seen:
        for k, s in enumerate(players):
            counts = seen.get(s)
            if s != seat and counts:
                n = sum(counts)
                spreads[k] = tuple((MODEL_WEIGHT * p + c) / (MODEL_WEIGHT + n) for p, c in zip(spreads[k], counts))
    worths = _worths(players.index(seat), spreads, minimum, *_worth_terms(scores, minimum, start, target))
    return dict(zip(FACES, worths))


def normal_spread(scores: dict[int, int], minimum: int, ends: tuple[int, int], seat: Seat,
                  seen: dict[int, list[int]] | None) -> Spread:
    """The spread the normal player at ``seat`` draws its second face from (``SensibleBot``), for
    the players in the game's ``scores`` after the first faces."""
    values = _values(tuple(scores), tuple(scores.values()), minimum, ends, seat, seen)
    return _softmax([values[f] for f in FACES], TEMPERATURE + 0.1 * minimum)


def first_spread(view: State, seat: Seat, others_pay: float | None = None) -> Spread:
    """The chances of each face at the first secret step (module docstring). ``others_pay``:
    the mean first face the others have shown so far, if any: when they pay much, the minimum
    total is big enough without this player's points, so it pays less."""
    players = view.players_in_game
    start, target = LENGTHS[view.options["length"]]
    score = view.scores_list[seat]
    n = len(players)
    if score <= 12:  # every point paid brings elimination nearer
        weights = list(FIRST_WEIGHTS_NEAR_0)
    else:
        weights = list(FIRST_WEIGHTS)
    best_rival = max((view.scores_list[s] for s in players if s != seat), default=0)
    if best_rival + 3 * n > target and best_rival >= score:
        weights = [w * f for w, f in zip(weights, (3.0, 1.5, 0.7, 0.3, 0.1, 0.1))]  # a small prize for them
    elif score + 3 * n > target - 10:
        weights = [w * f for w, f in zip(weights, (0.5, 1.0, 1.5, 2.0, 2.0, 2.0))]  # a big prize for me
    if others_pay is not None and others_pay > 2.5:
        weights = [w * f for w, f in zip(weights, (3.0, 1.0, 0.4, 0.2, 0.1, 0.1))]
    total = sum(weights)
    return tuple(w / total for w in weights)


class SensibleBot:
    """Plays from its view only (see the module docstring): a face drawn from a spread that
    follows the score first, then a face drawn among the faces worth most against the table,
    as players of its kind would play, corrected by what each has shown so far."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Dice.from_seed(seed)
        self.seen: dict[int, list[int]] = {}  # faces shown at second reveals, per seat
        self.paid: dict[int, list[int]] = {}  # faces shown at first reveals, per seat
        self.read = 0  # events of the view's log already read

    def _draw(self, spread: Spread) -> int:
        x = self.rng.below(1 << 30) / (1 << 30)
        for face, p in zip(FACES, spread):
            x -= p
            if x < 0:
                return face
        return max(f for f, p in zip(FACES, spread) if p > 0)

    def _watch(self, view: State) -> None:
        events = view.events
        if len(events) < self.read:  # another game: start again
            self.seen, self.paid, self.read = {}, {}, 0
        for event in events[self.read:]:
            if isinstance(event, Revealed):
                counts = self.seen if event.reveal == 2 else self.paid
                for s, face in enumerate(event.faces):
                    if face is not None:
                        counts.setdefault(s, [0] * 6)[face - 1] += 1
        self.read = len(events)

    def choose(self, view: GameState, seat: Seat) -> Action:
        assert isinstance(view, State)
        if view.step in (FIRST_SECRET, FINAL_SECRET):
            self._watch(view)
        if view.step == FIRST_SECRET:
            paid = [c for s, c in self.paid.items() if s != seat and view.in_game[s]]
            shown = sum(sum(c) for c in paid)
            mean = sum(f * n for c in paid for f, n in zip(FACES, c)) / shown if shown >= 6 else None
            return SetFace(self._draw(first_spread(view, seat, mean)))
        if view.step == FINAL_SECRET:
            minimum = view.minimum_total
            assert minimum is not None
            values = face_values(view, seat, self.seen)
            return SetFace(self._draw(_softmax([values[f] for f in FACES], TEMPERATURE + 0.1 * minimum)))
        return EndTalk()


# -- the easy player: a beginner's habits ---------------------------------------------------------
#: a beginner's first faces: low, since a face is paid for, but blind to the score
EASY_FIRST = (3.0, 3.0, 2.0, 1.0, 0.5, 0.5)
#: a beginner's second faces: "the smallest face scores", so mostly 1 or 2, whoever else does it
EASY_FINAL = (5.0, 3.0, 1.0, 0.6, 0.4, 0.3)
#: how often a beginner, on a minimum total that looks hard, plays safe with a high face
EASY_CAUTION = 0.5


class EasyBot(SensibleBot):
    """A beginner: pays a low first face whatever the score, and at the second reveal mostly
    goes for the smallest face, as the card's examples suggest, without reading who else will
    (so beginners cancel each other) and with only a rough sense of when the minimum is out of
    reach. It varies with its seed."""

    def choose(self, view: GameState, seat: Seat) -> Action:
        assert isinstance(view, State)
        if view.step == FIRST_SECRET:
            return SetFace(self._draw(_normalised(EASY_FIRST)))
        if view.step == FINAL_SECRET:
            minimum = view.minimum_total
            assert minimum is not None
            others = len(view.players_in_game) - 1
            # a rough count: "the others will show about what they showed"; when even that looks
            # short, half the time it shows high to help reach it (and to keep off the smallest face)
            if minimum > 3 * others + 2 and self._draw((EASY_CAUTION, 1 - EASY_CAUTION, 0, 0, 0, 0)) == 1:
                return SetFace(self._draw(_normalised((0, 0, 1, 2, 2, 2))))
            return SetFace(self._draw(_normalised(EASY_FINAL)))
        return EndTalk()


def _normalised(weights: tuple[float, ...]) -> Spread:
    total = sum(weights)
    return tuple(w / total for w in weights)


# -- the expert: a mixed equilibrium against a model of the table, survival at stake ---------------
#: the expert's softmax temperature, as a share of the spread between its best and worst face's
#: chance of winning: faces near the best keep real chances, so two experts do not think alike
EXPERT_TEMPERATURE = 0.12
#: the least temperature, in chances of winning (when every face is worth about the same)
EXPERT_TEMPERATURE_FLOOR = 1e-6
#: the others' faces together are weighed exactly when they have at most this many combinations,
#: otherwise this many are drawn (the second step; and when looking ahead from the first step)
SAMPLED_JOINT = 216
#: at the first step: the others' first faces drawn per face of its own, by table size
FIRST_SAMPLES = {3: 5, 4: 3, 5: 2}
FIRST_SAMPLES_BIG = 1
#: from this many players on, looking ahead from the first step, the others' second faces are
#: read from what they have shown and the faces players of the normal kind show on average
#: (weighing the table's spreads for every minimum would take too long)
BIG_TABLE = 6
TYPICAL_FINAL: Spread = (0.25, 0.24, 0.18, 0.14, 0.11, 0.08)
SAMPLED_AHEAD = 48
#: the second step's spread for players who think alike is worked out on tables of at most this
#: many players, over this many rounds of thought, each weighing a nudge of the spread towards
#: every face
EQUILIBRIUM_TABLE = 4
EQUILIBRIUM_ROUNDS = {2: 12, 3: 12, 4: 7}
NUDGE = 0.02
#: how much an older reveal counts, against the newest, in weighing the models of a player
EVIDENCE_DECAY = 0.95
#: how many faces a player's record counts for against the model of a player who thinks alike,
#: and how much an older face counts against the newest (the record follows a change of play)
RECORD_PRIOR = 4.0
RECORD_DECAY = 0.9
#: where no other player follows the rule of turns (bots/magouille_read.py): the first face paid
#: while every score stays this far below the target (with the round's stakes), and how much more
#: the points of a player who does not play as the normal player count against the expert's
LONE_FIRST = 1
LONE_MARGIN = 20
READER_DANGER = 1.5
def _held(thought: Spread, record: tuple[Spread, float]) -> Spread:
    """A player's spread: what a player who thinks alike plays, held to its record by the
    record's share."""
    faces, share = record
    if share == 0.0:
        return thought
    return tuple((1 - share) * t + share * c for t, c in zip(thought, faces))


def mixed(chances: list[float]) -> Spread:
    """The expert's spread over faces from their chances of winning: a softmax whose temperature
    is a share of the spread between the best and the worst face (EXPERT_TEMPERATURE)."""
    temperature = max(EXPERT_TEMPERATURE_FLOOR, EXPERT_TEMPERATURE * (max(chances) - min(chances)))
    return _softmax(chances, temperature)


class ExpertBot(SensibleBot):
    """The expert: at each secret step it weighs every face by its chance of winning the game
    (``win_chance``: survival over the rounds to come) against a model of every other player,
    and draws its face from a mixed spread (its own seeded draws), so that players who think
    alike do not cancel each other and a steady player cannot read it.

    Each other player is modelled by the record of the faces it has shown (recent faces counting
    more), blended, while the record is short, with a player who thinks like the expert. At the
    second step on tables of up to four, that is the table's equilibrium: every player answering
    the others' spreads in chances of winning, a few rounds over (smooth fictitious play), the
    players with a record held to it; the expert draws from its own spread of that equilibrium.
    On bigger tables the normal player's reasoning stands for the players who think alike.
    Hidden faces are weighed exactly on small tables and drawn from the model on big ones. The
    first face is weighed by the best second face it leaves.

    Where the rule of turns is in play (``bots/magouille_turns.py``: at least two players follow
    it, not all, and the minimum is reached whatever anyone shows), the expert shows the face the
    rule gives it instead: players who think alike then take the lowest faces by turns and never
    cancel each other.

    Where no other player follows the rule (the one expert, at any table), it reads
    every other seat three ways from the public log (``bots/magouille_read.py``): its record by
    minimum, the normal player's spread, and the answer of a player who reads the table; it weighs
    each of its faces as the face it would show every time there, against the others' answers to
    that, the points of a player who does not play as the normal player counting more; it pays 1
    first while no score nears the target, and plays no probe rounds of the rule.

    Where it is the one expert and a player holds the 1 at every low second reveal, it makes
    holding the 1 costly (``bots/magouille_hold.py``): a high first face, so that the minimum is
    high, and a 2 at the second reveal, so that the total falls short and the held 1 loses it."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.record: dict[tuple[int, int], tuple[list[float], float]] = {}  # (reveal, seat) -> faces, weight
        self.foretold: dict[int, tuple[Spread, Spread, Spread]] = {}  # seat -> each model's spread
        self.evidence: dict[int, tuple[float, float, float]] = {}  # seat -> each model's log-likelihood
        self.turns = Turns()  # who takes the lowest faces by turns (bots/magouille_turns.py)
        self.holders = Holders()  # who holds the 1 (bots/magouille_hold.py)
        self.trapping = False  # the latest face was the trap's
        self.reading = Reading()  # every seat's second faces by minimum (bots/magouille_read.py)
        self.lone = Evidence(3)  # how well each model of a seat foretold it, where the expert is alone
        self.answer_seed: int | None = None  # the answers' draws on a big table (bots/magouille_read.py)

    def _watch(self, view: State) -> None:
        events = view.events
        if len(events) < self.read:
            self.record, self.foretold, self.evidence = {}, {}, {}
        start = 0 if len(events) < self.read else self.read
        for event in events[start:]:
            if isinstance(event, Revealed):
                reveal = event.reveal
                for s, face in enumerate(event.faces):
                    if face is not None and reveal == 2 and s in self.foretold:
                        a, n, r = (log(max(0.02, m[face - 1])) for m in self.foretold.pop(s))
                        old = self.evidence.get(s, (0.0, 0.0, 0.0))
                        self.evidence[s] = (EVIDENCE_DECAY * old[0] + a, EVIDENCE_DECAY * old[1] + n,
                                            EVIDENCE_DECAY * old[2] + r)
                    if face is not None:
                        counts, weight = self.record.get((reveal, s), ([0.0] * 6, 0.0))
                        counts = [RECORD_DECAY * c for c in counts]
                        counts[face - 1] += 1.0
                        self.record[reveal, s] = (counts, RECORD_DECAY * weight + 1.0)
        super()._watch(view)

    def choose(self, view: GameState, seat: Seat) -> Action:
        assert isinstance(view, State)
        if view.step not in (FIRST_SECRET, FINAL_SECRET):
            return EndTalk()
        self._watch(view)
        players = view.players_in_game
        scores = {s: view.scores_list[s] for s in players}
        self.turns.watch(view.events, view.target)
        follow = any(self.turns.follows(s) for s in players if s != seat)
        lone = not follow  # bots/magouille_read.py
        trap = self.holders.face(view, seat, view.step == FIRST_SECRET, follow)
        self.trapping = trap is not None  # read by the coach, to say why
        if trap is not None:  # a player holds the 1 (bots/magouille_hold.py): make it costly
            self.foretold = {}
            return SetFace(trap)
        if view.step == FINAL_SECRET:
            minimum = view.minimum_total
            assert minimum is not None
            # the rule of turns (bots/magouille_turns.py; a lone expert plays no probe rounds)
            turn = None if lone else self.turns.face(view, seat)
            if turn is not None:  # no spread foretold
                self.foretold = {}
                return SetFace(turn)
            if lone:  # no other player follows the rule: read each (bots/magouille_read.py)
                self.foretold = {}
                spread = self.lone_spread(view, seat, scores, minimum)
            else:
                spread = self.final_spread(view, seat, scores, minimum)
        elif lone and max(scores.values()) + 3 * len(players) + 6 <= view.target - LONE_MARGIN:
            return SetFace(LONE_FIRST)  # the cheapest face, while no score nears the target
        else:
            spread = mixed(self._first_chances(view, seat, scores))
        return SetFace(self._draw(spread))

    def _record(self, reveal: int, seat: Seat, steady: bool = False) -> tuple[Spread, float]:
        """The faces ``seat`` has shown at ``reveal`` (recent ones counting more), as chances, and
        the share the record gets in its model (0 with no record). ``steady``: the share shrinks
        as the record spreads (a player who varies its faces may be one who answers the table,
        and will answer the expert's own play; one who always shows a face will not)."""
        counts, weight = self.record.get((reveal, seat), (None, 0.0))
        if not counts:
            return tuple(1 / 6 for _ in FACES), 0.0
        faces = tuple(c / weight for c in counts)
        share = weight / (RECORD_PRIOR + weight)
        if steady:
            share *= 1.0 + sum(p * log(p) for p in faces if p > 0) / log(6)
        return faces, share

    def _model(self, reveal: int, seat: Seat, spread: Spread) -> Spread:
        """The model of ``seat`` at ``reveal``: ``spread`` (a player who thinks alike) blended
        with its record."""
        return _held(spread, self._record(reveal, seat))

    def _final_spreads(self, view: State, seat: Seat, scores: dict[int, int], minimum: int,
                       table: tuple[Spread, ...] | None = None, ahead: bool = False) -> list[tuple[int, Spread]]:
        """Each other player's second face, as the model has it."""
        out = []
        for k, s in enumerate(scores):
            if s == seat:
                continue
            spread: Spread
            if ahead and table is None:  # a look ahead on a big table: a typical spread
                spread = TYPICAL_FINAL
            elif table is not None:  # the table's spreads as players of the normal kind play
                spread = table[k]
            else:
                values = face_values(view, s, self.seen)
                spread = _softmax([values[f] for f in FACES], TEMPERATURE + 0.1 * minimum)
            out.append((s, self._model(2, s, spread)))
        return out

    def final_spread(self, view: State, seat: Seat, scores: dict[int, int], minimum: int) -> Spread:
        """The expert's spread over its second face (the class docstring)."""
        start, target = LENGTHS[view.options["length"]]
        if len(scores) > EQUILIBRIUM_TABLE:
            # on big tables each seat's reading of the table costs too much (8 players have 1.7 M
            # ways to show their dice): a typical spread, read with each one's record, stands for it
            spreads = self._final_spreads(view, seat, scores, minimum, ahead=len(scores) >= BIG_TABLE)
            return mixed(self._face_chances(seat, scores, minimum, spreads, start, target))
        others = [s for s in scores if s != seat]
        table = table_spreads(tuple(scores.values()), minimum, start, target)
        normal = {s: table[k] for k, s in enumerate(scores) if s != seat}
        records = {s: self._record(2, s)[0] for s in others}
        weights = {s: self._weights(s) for s in others}

        def model(s: Seat, mine: Spread) -> Spread:
            (alike, norm, rec) = weights[s]
            return tuple(alike * a + norm * b + rec * c for a, b, c in zip(mine, normal[s], records[s]))

        def worth(mine: Spread) -> float:  # my chance when the others who think alike play as I do
            chances = self._face_chances(seat, scores, minimum, [(s, model(s, mine)) for s in others], start, target)
            return sum(p * c for p, c in zip(mine, chances))

        spread: Spread = tuple(1 / 6 for _ in FACES)
        for r in range(EQUILIBRIUM_ROUNDS[len(scores)]):
            now = worth(spread)
            nudged = [tuple((1 - NUDGE) * p + NUDGE * (f == face) for f, p in zip(FACES, spread)) for face in FACES]
            towards = [(worth(n) - now) / NUDGE for n in nudged]
            step = 1.0 / (r + 2)
            spread = tuple((1 - step) * p + step * q for p, q in zip(spread, mixed(towards)))
        # what each model foretold, to be weighed against the face each player shows
        self.foretold = {s: (spread, normal[s], records[s]) for s in others}
        return spread

    def lone_spread(self, view: State, seat: Seat, scores: dict[int, int], minimum: int) -> Spread:
        """The expert's spread over its second face where no other player follows the rule of
        turns: each other seat read three ways (``bots/magouille_read.py``), answered."""
        start, target = LENGTHS[view.options["length"]]
        self.reading.watch(view.events)
        self.lone.watch(view.events)
        self.answer_seed = self.rng.below(1 << 30) if len(scores) > EQUILIBRIUM_TABLE else None
        self._lone_models(seat, scores, minimum, (start, target), keep=True)  # weighed against the faces shown
        # a player who does not play as the normal player (who reads the table, or holds a face)
        # is the bigger danger: by the share of its models other than the normal player's
        others = [s for s in scores if s != seat]
        danger = tuple((s, round(1.0 + READER_DANGER * (1.0 - self.lone.weights(s)[0]), 1)) for s in others)
        # each face as the face it would show every time here, against the others' answers to that
        held = [self._face_chances(seat, scores, minimum,
                                   self._lone_models(seat, scores, minimum, (start, target), own=face),
                                   start, target, danger=danger)[face - 1] for face in FACES]
        return mixed(held)

    def _lone_models(self, seat: Seat, scores: dict[int, int], minimum: int, ends: tuple[int, int],
                     keep: bool = False, own: int | None = None) -> list[tuple[int, Spread]]:
        """Each other seat's second face after ``minimum`` as the lone expert reads it: its record
        there, the normal player's spread and the answer to the others' records, blended by how
        well each foretold it (``keep``: kept to be weighed against the face it shows)."""
        records = {s: self.reading.spread(s, bucket(minimum, len(scores))) for s in scores}
        if own is not None:
            records[seat] = answer_spread(own)
        out = []
        for s in scores:
            if s != seat:
                rest = {o: records[o] for o in scores if o != s}
                answers = answer(s, scores, minimum, ends[1], rest, self.answer_seed)
                models = (normal_spread(scores, minimum, ends, s, self.seen), records[s], answer_spread(answers))
                out.append((s, self.lone.blend(s, models, keep)))
        return out

    def _weights(self, seat: Seat) -> tuple[float, float, float]:
        """How much each model of ``seat`` counts (alike, normal, record): by how well each
        foretold the faces it has shown (recent ones counting more), from even chances."""
        scores = self.evidence.get(seat, (0.0, 0.0, 0.0))
        top = max(scores)
        odds = [exp(x - top) for x in scores]
        total = sum(odds)
        return (odds[0] / total, odds[1] / total, odds[2] / total)

    def _face_chances(self, seat: Seat, scores: dict[int, int], minimum: int,
                      spreads: list[tuple[int, Spread]], start: int, target: int,
                      draws: int = SAMPLED_JOINT, danger: tuple[tuple[int, float], ...] = ()) -> list[float]:
        """Each face's chance of winning for ``seat`` against the others' ``spreads``: every
        combination of their faces on a small table, read from the table of outcomes."""
        seats = [s for s, _sp in spreads]
        if 6 ** len(spreads) <= draws:
            return weighed(outcomes(seat, tuple(scores.items()), minimum, tuple(seats), start, target, danger),
                            [sp for _s, sp in spreads])
        ends: dict[tuple[int, ...], float] = {}
        out, p = [0.0] * 6, 1.0 / draws
        for _ in range(draws):  # otherwise ``draws`` draws from the model, each with an equal share
            faces = tuple(self._draw(sp) for _s, sp in spreads)
            for i, chance in enumerate(row_of_ends(faces, seat, seats, scores, minimum, start, target, ends, danger)):
                out[i] += p * chance
        return out

    def _first_chances(self, view: State, seat: Seat, scores: dict[int, int]) -> list[float]:
        """Each first face's chance of winning: the others' first faces drawn from the model, then
        the best second face against the table's spreads for the scores and minimum that leaves."""
        start, target = LENGTHS[view.options["length"]]
        players = list(scores)
        others = [s for s in players if s != seat]
        firsts = [(s, self._model(1, s, first_spread(view, s, self._others_pay(view, s))))
                  for s in others]
        draws = [tuple(self._draw(sp) for _s, sp in firsts)
                 for _ in range(FIRST_SAMPLES.get(len(players), FIRST_SAMPLES_BIG))]
        exact = 6 ** len(others) <= SAMPLED_AHEAD  # no draws of its own: the same faces weigh the same
        seen: dict[tuple[int, ...], float] = {}
        out = []
        for mine in FACES:
            total = 0.0
            for faces in draws:
                key = (mine,) + faces
                if exact and key in seen:
                    total += seen[key]
                    continue
                paid = dict(zip(others, faces))
                paid[seat] = mine
                minimum = sum(paid.values())
                after = {s: v - paid[s] for s, v in scores.items()}
                big = len(players) >= BIG_TABLE
                table = None if big else table_spreads(tuple(after.values()), minimum, start, target)
                spreads = self._final_spreads(view, seat, after, minimum, table, ahead=True)
                seen[key] = max(self._face_chances(seat, after, minimum, spreads, start, target, SAMPLED_AHEAD))
                total += seen[key]
            out.append(total / len(draws))
        return out

    def _others_pay(self, view: State, seat: Seat) -> float | None:
        """The mean first face the others of ``seat`` have shown (as ``SensibleBot.choose``)."""
        paid = [c for s, c in self.paid.items() if s != seat and view.in_game[s]]
        shown = sum(sum(c) for c in paid)
        return sum(f * n for c in paid for f, n in zip(FACES, c)) / shown if shown >= 6 else None


#: the computer players by level (``core.bots.LEVELS``; the game's spec names this)
PLAYERS: dict[str, Callable[[int], Bot]] = {"easy": EasyBot, "cpu": SensibleBot, "expert": ExpertBot}


def make_bot(kind: str, seed: int) -> Bot:
    """"easy": a beginner; "cpu": the sensible (normal) player; "expert": best answers to a model
    of the table; "random": any legal action, evenly."""
    return choose_bot(kind, seed, PLAYERS["cpu"], easy=PLAYERS["easy"], expert=PLAYERS["expert"])
