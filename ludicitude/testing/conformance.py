"""The conformance kit (issue 28, after OpenSpiel's random simulation test and golden
playthroughs): what every registered game must do, checked through its ``GameSpec`` alone, so a
game installed beside the program gets these checks for free (``test_conformance.py`` runs them
over the registry; a game's own tests may call them with its own invariants and golden file).

- random play to the end, with the game's invariants after every action;
- a save round-trip (through JSON) at every step;
- views that leak nothing: a view is the generic view, holds no path to the full state or to an
  event it may not see, and is the same whatever the others' hidden values (a seat told the same
  events sees the same view, whatever was set in secret or rolled under a cup);
- illegal actions (a seat not to act, changed fields) refused in words, changing nothing;
- every kind of event the game logs worded in English and in French, as logged in played games,
  and every event class of its log, made from its declared fields alone (the rare ones too);
- every event class of its log heard as a cue of the program's or declared silent, in the game's
  own sounds declaration (``GameSpec.sounds``; a secret is silent);
- a golden playthrough: every action of one seeded game, what the table saw and what each
  player saw alone, in words.
"""

from __future__ import annotations

import dataclasses
import gc
import json
import types
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Annotated, Any, Union, get_args, get_origin, get_type_hints

import pytest

from ludicitude.core.bots import RandomBot
from ludicitude.core.dice import Dice
from ludicitude.core import event_schema as es
from ludicitude.core.cues import SOUNDS, cues_of, undeclared
from ludicitude.core.errors import IllegalAction
from ludicitude.core.game import VIEW_SEED, Event, GameState, action_to_dict
from ludicitude.core.i18n import set_language
from ludicitude.core.spec import GameSpec

#: ``check(before, seat, action, after)``: a game's own invariants, raising AssertionError
Check = Callable[[GameState, int, Any, GameState], None]
NAMES = ("Ana", "Bob", "Chloé", "Dee", "Eli", "Fred", "Gil", "Hugo")
MAX_ACTIONS = 20_000  # a random game longer than this does not end


def no_check(before: GameState, seat: int, action: Any, after: GameState) -> None:
    return None


def players(game: GameSpec, seats: int, seed: int) -> list[Any]:
    """Random players, and the game's normal player on one seat out of three."""
    return [game.make_bot("cpu", seed * 10 + i) if (seed + i) % 3 == 0 else RandomBot(seed * 10 + i)
            for i in range(seats)]


def seat_count(game: GameSpec, seed: int) -> int:
    return game.min_seats + seed % (min(game.max_seats, game.min_seats + 2) - game.min_seats + 1)


def play_random(game: GameSpec, seed: int, on_action: Check = no_check) -> GameState:
    """One game from ``seed`` to its end, ``on_action`` called after every action."""
    seats = seat_count(game, seed)
    state = game.new_game()(seats, dict(game.demo_options) or None, seed)  # a short game where it has one
    bots = players(game, seats, seed)
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            return state
        seat = state.to_act[(seed + len(state.events)) % len(state.to_act)]
        action = bots[seat].choose(state.view(seat), seat)
        after = state.apply(seat, action)
        on_action(state, seat, action, after)
        state = after
    raise AssertionError(f"{game.id}: a random game did not end within {MAX_ACTIONS} actions")


def check_the_interface(before: GameState, seat: int, action: Any, after: GameState) -> None:
    """What every game's states promise (docs/architecture.md, "The one game interface")."""
    assert after is not before
    assert before.legal_actions(seat), "an action was played by a seat with nothing to play"
    assert len(after.scores) == after.num_seats
    if after.is_over:
        assert after.to_act == () and after.winners, "a finished game has winners and nobody to act"
        assert set(after.winners) <= set(range(after.num_seats))
    else:
        assert after.to_act and set(after.to_act) <= set(range(after.num_seats))
        for s in after.to_act:
            assert after.legal_actions(s), f"seat {s} is to act with no legal action"
    assert after.events[:len(before.events)] == before.events, "the log only grows"
    for event in after.events[len(before.events):]:
        assert event.kind in after.log_schema, f"{event.kind} is not declared in log_schema"
        assert type(event) is after.log_schema[event.kind].cls, f"{event!r} is not the class of its kind"


def check_round_trip(before: GameState, seat: int, action: Any, after: GameState) -> None:
    """A save of ``after`` (through JSON text) reads back as the same state, with the same moves."""
    saved = after.to_dict()  # made once: a save holds the whole log
    again = type(after).from_dict(json.loads(json.dumps(saved)))
    assert again.to_dict() == saved
    assert again.events == after.events
    for s in after.to_act:
        assert again.legal_actions(s) == after.legal_actions(s)


def same_as_generic(state: GameState) -> None:
    """A game's own faster ``view`` shows exactly what the generic view shows."""
    for seat in (None, *range(state.num_seats)):
        fast, generic = state.view(seat), GameState.view(state, seat)
        shown = fast.to_dict()  # made once: a save holds the whole log
        assert shown == generic.to_dict()
        assert fast.events == generic.events and fast.dice is None
        assert fast.to_act == generic.to_act and fast.is_over == generic.is_over
        if seat is not None:
            assert fast.legal_actions(seat) == generic.legal_actions(seat)
        copied = fast.copy()
        assert copied.to_dict() == shown and copied.events == fast.events


def reachable(root: object) -> list[object]:
    """Every object reachable from ``root`` through containers and instances (not through
    classes, modules or functions, which reach everything)."""
    skip = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType, types.MethodType)
    seen: dict[int, object] = {}
    todo = [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, skip):
            continue
        seen[id(obj)] = obj
        todo.extend(gc.get_referents(obj))
    return list(seen.values())


def holds_nothing_hidden(state: GameState) -> None:
    """Design notes, "Secrecy": a view's object graph holds no path to the full state, to the dice
    to come (nor the seed that rebuilds them) or to an event its seat may not see."""
    for seat in (None, *range(state.num_seats)):
        view = state.view(seat)
        graph = reachable(view)
        ids = {id(o) for o in graph}
        assert id(state) not in ids, "a view holds a reference to the full state"
        assert state.dice is None or id(state.dice) not in ids, "a view could foresee a roll"
        # the seed rebuilds the dice generator, and the log tells how far it has rolled
        assert view.seed == VIEW_SEED, "a view holds the game's seed: it could foresee every roll"
        hidden = [o for o in graph if isinstance(o, Event) and not o.visible_to(seat)]
        assert not hidden, f"a view for seat {seat} reaches events it may not see: {hidden[:3]}"


def reseeded(state: GameState, seed: int) -> GameState:
    """``state`` with other dice to come: what no seat may know."""
    other = state.copy()
    other.dice = Dice.from_seed(seed)
    return other


def check_views_ignore_hidden_values(state: GameState, seed: int) -> tuple[int, int]:
    """A seat's view is a function of what that seat was told: of two positions that follow this
    one (two actions of a seat to act, or one action with other dice to come), any seat (and the
    table) told the same events sees the same view, whatever the others' hidden values (a face set
    in secret, a roll under a cup). Returns (pairs compared, pairs whose full states differed: the
    hidden values the check looked past)."""
    if state.is_over:
        return 0, 0
    successors = []
    for t in state.to_act:
        legal = state.legal_actions(t)
        for action in (legal[0], legal[-1], legal[len(legal) // 2]):
            successors.append(state.apply(t, action))
        for action in (legal[0], legal[-1]):  # the same move, other dice to come
            successors.append(reseeded(state, seed + 1).apply(t, action))
            successors.append(reseeded(state, seed + 2).apply(t, action))
    # each position's views and saved forms made once, not once a pair (a save holds the whole log)
    seats = (None, *range(state.num_seats))
    views = [{seat: s.view(seat) for seat in seats} for s in successors]
    saved: dict[tuple[int, int | None], dict[str, Any]] = {}

    def saved_view(i: int, seat: int | None) -> dict[str, Any]:
        if (i, seat) not in saved:
            saved[i, seat] = views[i][seat].to_dict()
        return saved[i, seat]

    data = [s.to_dict()["data"] for s in successors]
    compared = hidden = 0
    for i in range(len(successors)):
        for j in range(i + 1, len(successors)):
            for seat in seats:
                v1, v2 = views[i][seat], views[j][seat]
                if v1.events != v2.events:
                    continue  # told something different: may see something different
                compared += 1
                assert saved_view(i, seat) == saved_view(j, seat), f"seat {seat}'s view shows what it was never told"
                if seat is not None and seat in v1.to_act:
                    assert v1.legal_actions(seat) == v2.legal_actions(seat)
                hidden += data[i] != data[j]
    return compared, hidden


def changed_actions(action: Any, rng: Dice) -> Iterator[Any]:
    """Actions like ``action`` with one field changed: numbers moved, tuples cut or grown."""
    if not dataclasses.is_dataclass(action) or isinstance(action, type):
        return
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        if isinstance(value, bool):
            yield dataclasses.replace(action, **{f.name: not value})
        elif isinstance(value, int):
            for new in (value + 1, value - 1, -1, 0, 7, 99, value + rng.below(20) - 10):
                yield dataclasses.replace(action, **{f.name: new})
        elif isinstance(value, tuple):
            if value:
                yield dataclasses.replace(action, **{f.name: value[:-1]})
                yield dataclasses.replace(action, **{f.name: (*value, value[0])})
            if value and all(isinstance(v, int) for v in value):
                yield dataclasses.replace(action, **{f.name: tuple(v + 1 for v in value)})


def check_illegal_actions(state: GameState, rng: Dice) -> int:
    """A seat not to act is refused every move, and an action that is not among the legal ones
    is refused in words (``IllegalAction``) or, where the rules accept an equivalent of a legal
    move, played on a copy: either way the state is exactly as before. Returns how many were tried."""
    before = state.to_dict()
    tried = 0
    waiting = [s for s in range(state.num_seats) if s not in state.to_act]
    for s in state.to_act:
        legal = state.legal_actions(s)
        for action in legal[:4]:
            for other in waiting:
                with pytest.raises(IllegalAction):
                    state.apply(other, action)
                tried += 1
            for changed in list(changed_actions(action, rng))[:12]:
                if changed in legal:
                    continue
                try:
                    state.apply(s, changed)
                except IllegalAction as exc:
                    assert str(exc).strip(), "a refusal says why"
                tried += 1
    assert state.to_dict() == before
    return tried


def first_of_each_kind(game: GameSpec, games: int = 40,
                       rare: frozenset[str] = frozenset()) -> dict[str, tuple[GameState, Event]]:
    """For each kind of event the game logs, the first one seen in played games and the state
    just after it."""
    found: dict[str, tuple[GameState, Event]] = {}
    kinds = set(game.state().log_schema)

    def look(before: GameState, seat: int, action: Any, after: GameState) -> None:
        for event in after.events[len(before.events):]:
            found.setdefault(event.kind, (after, event))

    for seed in range(games):
        play_random(game, seed, look)
        if kinds - set(found) <= rare:
            break
    return found


def check_worded_in_both_languages(game: GameSpec, state: GameState, event: Event) -> None:
    texts = game.texts()
    names = list(NAMES[:state.num_seats])
    try:
        english = texts.describe(event, names)
        set_language("fr")
        french = texts.describe(event, names)
    finally:
        set_language("en")
    assert english.strip() and french.strip(), (event.kind, english, french)
    assert english != french, f"{event.kind}: the French is a translation, not the English"


def check_says_why_it_ended(game: GameSpec, state: GameState) -> None:
    """Issue 36: "every game's end screen says why it ended, in the card's words": a finished
    game's ``texts.why_ended(state, names)``, in English and in French."""
    texts = game.texts()
    assert state.is_over and hasattr(texts, "why_ended"), f"{game.id}: texts.why_ended"
    names = list(NAMES[:state.num_seats])
    try:
        english = texts.why_ended(state, names)
        set_language("fr")
        french = texts.why_ended(state, names)
    finally:
        set_language("en")
    assert english.strip() and french.strip() and english != french, (english, french)


def sample_value(hint: Any, seats: int) -> Any:
    """A value that fits the declared type ``hint`` of an event's field (core/event_schema.py):
    the lowest of a range, seat 0, the first of the declared words, a list as long as allowed
    (two values when any length is), one value per seat."""
    if get_origin(hint) is Annotated:
        base, *marks = get_args(hint)
        for mark in marks:
            if isinstance(mark, es.Between):
                return mark.low
            if mark is es.SEAT:
                return 0
            if isinstance(mark, es.OneOf):
                return mark.words[0]
        if get_origin(base) is tuple:
            count = seats if es.ONE_PER_SEAT in marks else next(
                (min(m.n, 2 + m.n // 2) for m in marks if isinstance(m, es.Longest)), 2)
            return tuple(sample_value(get_args(base)[0], seats) for _ in range(count))
        keys = next((m.names for m in marks if isinstance(m, es.Keys)), None)
        if keys is not None:
            return {keys[0]: sample_value(get_args(base)[1], seats)}
        return sample_value(base, seats)
    if hint is bool:
        return True
    if hint is int:
        return 1
    if hint is str:
        return "x"
    if get_origin(hint) in (Union, types.UnionType):
        return sample_value(next(a for a in get_args(hint) if a is not type(None)), seats)
    if get_origin(hint) is tuple:
        return tuple(sample_value(get_args(hint)[0], seats) for _ in range(2))
    raise TypeError(f"no sample for {hint!r}")


def sample_event(cls: type[Event], seats: int) -> Event:
    """An event of class ``cls`` made from its declared fields alone (a secret one seen by seat
    0), as a save could hold it: it fits the game's declared log."""
    hints = get_type_hints(cls, include_extras=True)
    values = {f.name: sample_value(hints[f.name], seats) for f in dataclasses.fields(cls) if f.name != "seats"}
    return cls(**values, seats=(0,) if cls.private else None)


def check_sounds_declared(game: GameSpec) -> None:
    """Issue 37, "every event class of every game has a cue or is declared silent": the game's
    sounds declaration (``core/cues.py``) names every event class of its log and no other, each
    with cues of the program's sounds (``SOUNDS``) or None; an event some seats do not see is
    silent (sound is public); each cue's size and condition work out from an event made of the
    class's declared fields alone."""
    declaration = game.sounds()
    state = game.new_game()(game.min_seats, None, 1)
    classes: list[type[Event]] = [entry.cls for entry in state.log_schema.values() if entry.cls is not None]
    missing = undeclared(declaration, classes)
    assert not missing, f"{game.id}: no cue and not declared silent in its sounds: {', '.join(missing)}"
    strangers = [getattr(cls, "__name__", repr(cls)) for cls in declaration if cls not in classes]
    assert not strangers, f"{game.id}: its sounds name classes its log does not hold: {', '.join(strangers)}"
    for cls, value in declaration.items():
        if getattr(cls, "private", False):
            assert value is None, f"{game.id}: {cls.__name__} is seen by some seats only: it must be silent"
            continue
        event = sample_event(cls, state.num_seats)
        for cue in () if value is None else value if isinstance(value, tuple) else (value,):
            assert cue.name in SOUNDS, f"{game.id}: {cls.__name__} names {cue.name!r}, not one of {SOUNDS}"
        for cue in cues_of(declaration, event):
            assert cue.size is None or isinstance(cue.size(event), int), (cls.__name__, cue)


def transcript(game: GameSpec, seed: int = 7, seats: int | None = None) -> str:
    """One seeded game between the game's normal player and random players: every action (as its
    save writes it), what the table saw of it and what each player saw alone, in words."""
    texts = game.texts()
    n = seats or game.min_seats
    names = list(NAMES[:n])
    state = game.new_game()(n, dict(game.demo_options) or None, seed)
    bots = [game.make_bot("cpu" if s == 0 else "random", seed + s) for s in range(n)]
    lines = [f"{game.name}, {n} players, seed {seed}; scores {list(state.scores)}"]
    lines += [f"  {texts.describe(e, names)}" for e in state.view(None).events]
    while not state.is_over:
        seat = state.to_act[0]
        action = bots[seat].choose(state.view(seat), seat)
        after = state.apply(seat, action)
        lines.append(f"> {names[seat]}: {json.dumps(action_to_dict(action), sort_keys=True)}")
        table = after.view(None).events[len(state.view(None).events):]
        lines += [f"  {texts.describe(e, names)}" for e in table]
        for viewer in range(n):
            seen = after.view(viewer).events[len(state.view(viewer).events):]
            lines += [f"  [{names[viewer]} alone] {texts.describe(e, names)}" for e in seen if e not in table]
        state = after
    lines.append(f"Winners: {', '.join(names[s] for s in state.winners)}; scores {list(state.scores)}")
    return "\n".join(lines) + "\n"


def check_golden(game: GameSpec, golden: Path, regenerate: bool) -> None:
    """The seeded game plays and reads exactly as ``golden`` says; ``regenerate`` writes it anew
    (read the diff before committing it)."""
    text = transcript(game)
    if regenerate:
        golden.write_text(text, encoding="utf-8")
    assert golden.exists(), f"no golden playthrough for {game.id}: write {golden} with LUDICITUDE_REGENERATE=1"
    assert text == golden.read_text(encoding="utf-8"), f"{game.id} no longer plays as {golden.name} says"
