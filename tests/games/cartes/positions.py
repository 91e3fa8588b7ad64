"""Quatre Cartes positions to look at: named screens for the tests and build/screenshots.py
(found through ``tests.games.looks.screenshot_positions``), and the action that ends a round."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ludicitude.core.game import Action
from ludicitude.games.cartes.story import Roll
from ludicitude.games.cartes import rules
from ludicitude.games.cartes.bench_scene import crowded, late_crowded, played, session
from ludicitude.games.cartes.events import Continued, Rolled, RoundScored, RoundStarted, Stopped
from ludicitude.games.cartes.rules import CARDS, Place
from ludicitude.games.cartes.scene import GameScene
from ludicitude.games.cartes.turn import Placement
from ludicitude.ui.game_scene import EndScreen
from ludicitude.ui.widgets import WidgetScene

def screenshot_positions(app: Any) -> dict[str, Callable[[], WidgetScene]]:
    """Named positions for build/screenshots.py: each makes the scene to draw."""
    def start() -> GameScene:
        return GameScene(app, session(rules.new_game(2, None, 3)))

    def picked() -> GameScene:
        scene = GameScene(app, session(played(3, 4, lambda s: s.round_number == 2 and s.current == 0
                                                and not s.placed_cards)))
        roll = scene.table.roll
        scene.turn.picked = {i for i, f in enumerate(roll) if f == max(roll, key=roll.count)}
        return scene

    def refused() -> GameScene:
        scene = GameScene(app, session(rules.new_game(3, None, 5)))
        scene.toggle_die(0)
        scene.place_on(rules.IDEM)
        return scene

    def pending() -> GameScene:
        state = played(4, 3, lambda s: s.round_number == 2 and s.current == 0 and not s.placed_cards
                        and any(s.cards[o][c] for o in range(1, 4) for c in range(len(CARDS))))
        scene = GameScene(app, session(state))
        seat = state.current
        legal = [a for a in state.legal_actions(seat) if isinstance(a, Place)]
        first = max((a for a in legal if len(a.faces) <= len(state.roll) - 3),
                    key=lambda a: (a.card != rules.MAXI, len(a.faces)))
        scene.turn.pending.append(Placement(first.card, first.faces))
        after = scene.turn.state()
        second = next((a for a in after.legal_actions(seat) if isinstance(a, Place) and a.card == rules.MAXI),
                      None)
        if second is not None:
            scene.turn.pending.append(Placement(rules.MAXI, second.faces[-1:]))
        scene.refresh()
        free = [i for i in range(len(scene.table.roll)) if scene.turn.free(i)]
        scene.turn.picked = set(free[-1:])
        return scene

    def rolling() -> GameScene:
        scene = GameScene(app, session(played(4, 2, lambda s: s.round_number == 3 and len(s.roll) >= 4
                                                and not s.placed_cards)))
        state = scene.state
        before = state.copy()
        before.events = state.events[:-1]  # the table before the roll
        timeline = scene.timeline
        scene.play([Roll(seat=state.current, told=0, round=state.round_number)], factor=1.0)  # as the story throws it
        scene.playback.took_story(before, timeline)  # the roll told once the dice land
        scene.timeline.t, scene.timeline.frozen = 0.4, True  # the dice in the air, bouncing
        scene.refresh()
        return scene

    def stopping() -> GameScene:
        state = played(6, 8, lambda s: crowded(s) and s.round_number >= 4 and len(s.roll) < 6)
        scene = GameScene(app, session(state))
        place = next(a for a in state.legal_actions(state.current) if isinstance(a, Place))
        scene.turn.pending.append(Placement(place.card, place.faces))
        scene.refresh()
        scene.open_stop()
        return scene

    def computer() -> GameScene:
        state = played(3, 6, lambda s: s.round_number == 2 and s.current == 1 and not s.placed_cards)
        return GameScene(app, session(state, computers=(1, 2)))

    def after_a_stop() -> GameScene:
        """Ana's turn just after a computer stopped, taking back one card's dice."""
        def stopped(s: rules.State) -> bool:
            ends = [e for e in s.events if isinstance(e, (Continued, Stopped))]
            last = ends[-1] if ends else None
            return (s.current == 0 and not s.placed_cards and isinstance(last, Stopped)
                    and last.take_back is not None and last.seat != 0
                    and last is [e for e in s.events if isinstance(e, (Continued, Stopped, Rolled, RoundStarted))][-2])
        return GameScene(app, session(played(3, 7, stopped), computers=(1, 2)))

    def after_two_computers() -> GameScene:
        """Ana's turn after both computers played theirs, one of them stopping with a take-back:
        the strip under the cards tells both turns."""
        def both_played(s: rules.State) -> bool:
            ends = [e for e in s.events if isinstance(e, (Continued, Stopped, RoundStarted))]
            return (s.current == 0 and not s.placed_cards and len(ends) >= 3
                    and [getattr(e, "seat", None) for e in ends[-3:]] == [0, 1, 2]
                    and any(isinstance(e, Stopped) and e.take_back for e in ends[-2:]))
        return GameScene(app, session(played(3, 6, both_played), computers=(1, 2)))

    def round_end(seats: int, seed: int, round_number: int) -> Callable[[], GameScene]:
        def make() -> GameScene:
            before, seat, action, after = round_ending(seats, seed, round_number)
            scene = GameScene(app, session(before))
            scene.session.state = after
            timeline = scene.timeline
            scene.on_applied(before, after, seat, action)
            scene.playback.took_story(before, timeline)  # as the screen does after an action: the table as told
            return scene
        return make

    def end() -> EndScreen:
        state = played(3, 9, lambda s: s.is_over)
        return GameScene(app, session(state)).end_screen()  # the end screen the game itself opens

    return {
        "turn-start-2": start,
        "picked-3": picked,
        "refused-3": refused,
        "pending-4": pending,
        "rolling-4": rolling,
        "computer-playing-3": computer,
        "after-a-stop-3": after_a_stop,
        "after-two-computers-3": after_two_computers,
        "table-6": lambda: GameScene(app, session(played(6, 11, late_crowded))),
        "stop-choice-6": stopping,
        "round-end-3": round_end(3, 7, 1),
        "round-end-6": round_end(6, 11, 5),
        "end-3": end,
    }


def round_ending(seats: int, seed: int, round_number: int) -> tuple[rules.State, int, Action, rules.State]:
    """The action of a game played by sensible computers that ends round ``round_number``:
    the state before, the seat, the action and the state after."""
    from ludicitude.games.cartes import bots

    players = [bots.make_bot("cpu", seed + s) for s in range(seats)]
    state = rules.new_game(seats, None, seed)
    while not state.is_over:
        seat = state.to_act[0]
        action = players[seat].choose(state.view(seat), seat)
        after = state.apply(seat, action)
        if any(isinstance(e, RoundScored) and e.round == round_number
               for e in after.events[len(state.events):]):
            return state, seat, action, after
        state = after
    raise ValueError("no such round in this game")
