"""What a Cadenas player has pencilled in before confirming it: a box, a pair of dice or a pass.

A click or a key pencils a choice in (gold on the sheet); Enter makes it final; Esc takes it
back, then puts back the white die picked in action 2. The rules core alone says what is legal:
this object remembers what was picked, finds the action a box or a coloured die stands for, and
``enter_case`` says what Enter does on the screen. In action 1, ``WhiteSum`` holds every
player's pencilled cross of the white sum, and ``GreyQuestion`` the active player's press that
costs a grey box, asked twice. No pygame: it is tested like the rules
(``tests/games/cadenas/test_turn.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, auto

from ludicitude.core.errors import IllegalAction
from ludicitude.core.game import Action
from ludicitude.core.i18n import _
from ludicitude.games.cadenas import rules, texts
from ludicitude.games.cadenas.rules import Box, Cross, CrossPair, Pass


class Undone(Enum):
    """What Esc took back."""

    NOTHING = auto()
    CHOICE = auto()  # the pencilled choice
    WHITE = auto()  # the white die picked in action 2


class Enter(Enum):
    """What Enter does on the Cadenas screen before the focused widget's own press."""

    NOTHING = auto()  # no case of its own: the focused widget's press, as on any screen
    PRESS = auto()  # the focused widget: a lit box pencils there (or moves the choice), Cancel takes it back
    CLOSE = auto()  # action 1's Done, as its label says (a grey box is asked first, never taken)
    CONFIRM = auto()  # the pencilled choice, made final


def enter_case(*, sharing: bool, on: Box | None, pencilled: Box | None, pending: bool = True,
               on_cancel: bool = False) -> Enter:
    """Enter's case with the focus ``on`` that box (None: not on a box): in action 1 (``sharing``)
    a lit box not yet ``pencilled`` is pencilled in, else Done; in action 2, once a choice is
    ``pending``, another lit box moves the choice there, Cancel takes it back, else it confirms."""
    moves = on is not None and on != pencilled
    if sharing:
        return Enter.PRESS if moves else Enter.CLOSE
    if not pending:
        return Enter.NOTHING
    return Enter.PRESS if moves or on_cancel else Enter.CONFIRM


def box_of(state: rules.State, action: Action) -> Box | None:
    """The box ``action`` crosses (None for a pass)."""
    if isinstance(action, Cross):
        return action.row, rules.position_of(action.row, state.white_sum)
    if isinstance(action, CrossPair):
        face = state.colours[rules.ROW_INDEX[action.row]] or 0
        return action.row, rules.position_of(action.row, state.whites[action.white] + face)
    return None


@dataclass
class Turn:
    """One player's pencilled choice. ``came_from`` is where the player was (a box or a die on
    screen) when they pencilled it in: Esc gives them back there."""

    white_pick: int | None = None
    pending: Action | None = None
    pending_box: Box | None = None
    came_from: object | None = None

    def lit_boxes(self, state: rules.State, seat: int | None) -> dict[Box, Action]:
        """The boxes ``seat`` may cross now, each with the action that crosses it; once a white
        die is picked, only the pairs made with that white die's face."""
        if seat is None or seat not in state.to_act:
            return {}
        out: dict[Box, Action] = {}
        for action in state.legal_actions(seat):
            if isinstance(action, CrossPair) and self.white_pick is not None and (
                    state.whites[action.white] != state.whites[self.white_pick]):
                continue
            box = box_of(state, action)
            if box is not None:
                out[box] = action
        return out

    def action_at(self, state: rules.State, seat: int, row: str, position: int) -> Action:
        """The action that crosses the box at ``position`` in ``row``; IllegalAction (in words)
        when no die of this action makes its number. Whether the rules allow it is ``pencil``'s
        question."""
        action = self.lit_boxes(state, seat).get((row, position))
        if action is not None:
            return action
        number = rules.number_at(row, position)
        if state.action == 1:
            if number != state.white_sum:
                raise IllegalAction(_("Only the white sum, {total}, may be crossed now.").format(
                    total=state.white_sum))
            return Cross(row)
        face = state.colours[rules.ROW_INDEX[row]]
        whites = [w for w in (0, 1) if face is not None and state.whites[w] + face == number]
        if not whites:
            raise IllegalAction(_("No white die plus the {colour} die makes {number}.").format(
                colour=texts.die_colour(row), number=number))
        return CrossPair(whites[0], row)

    def pair_with(self, row: str) -> Action:
        """The picked white die with ``row``'s coloured die; IllegalAction if no white is picked."""
        if self.white_pick is None:
            raise IllegalAction(_("Pick a white die first, then a coloured die (or click a lit box)."))
        return CrossPair(self.white_pick, row)

    def press_colour(self, row: str) -> Action | None:
        """A coloured die pressed in action 2: the pair to pencil in with the picked white die, or
        None when that pair is already pencilled (the press takes it back); IllegalAction if no
        white die is picked."""
        action = self.pair_with(row)
        return None if self.pending == action else action

    def next_white(self) -> int:
        """W in action 2: the first white die, then the other one."""
        return 0 if self.white_pick is None else 1 - self.white_pick

    def holds(self) -> bool:
        """Something for Esc or Cancel to take back: a pencilled choice, or a picked white die."""
        return self.pending is not None or self.white_pick is not None

    def pencil(self, state: rules.State, seat: int, action: Action, came_from: object | None = None) -> None:
        """Pencil ``action`` in, replacing any other choice, if the rules allow it (tried on a
        copy: the game does not change); else IllegalAction and nothing is pencilled."""
        state.apply(seat, action)
        if came_from is not None:
            self.came_from = came_from
        self.pending, self.pending_box = action, box_of(state, action)

    def pick_white(self, white: int) -> None:
        """Pick a white die (the same one again puts it back); a pencilled choice is forgotten."""
        self.white_pick = None if self.white_pick == white else white
        self.forget(keep_white=True)

    def take_back(self) -> Undone:
        """Esc: take back the pencilled choice, else put back the picked white die."""
        if self.pending is not None:
            self.pending = self.pending_box = None
            return Undone.CHOICE
        if self.white_pick is not None:
            self.white_pick = None
            return Undone.WHITE
        return Undone.NOTHING

    def final(self) -> Action | None:
        """The pencilled choice, to be played now: nothing stays pencilled."""
        action = self.pending
        self.pending = self.pending_box = None
        return action

    def forget(self, *, keep_white: bool) -> None:
        """A new moment (another player, another action): nothing pencilled, and the white die
        put back unless ``keep_white``."""
        if not keep_white:
            self.white_pick = None
        self.pending = self.pending_box = self.came_from = None

    def picked_white(self) -> int | None:
        """The white die shown picked: the pencilled pair's, else the one picked."""
        return self.pending.white if isinstance(self.pending, CrossPair) else self.white_pick

    def picked_colour(self) -> str | None:
        """The row whose coloured die is shown picked (in a pencilled pair)."""
        return self.pending.row if isinstance(self.pending, CrossPair) else None

    def passes(self) -> bool:
        """True when a pass is pencilled in."""
        return isinstance(self.pending, Pass)

    def costs_grey_box(self, state: rules.State) -> bool:
        """True when the pencilled pass would cost a grey box."""
        return self.passes() and texts.pass_costs_grey_box(state)

    @staticmethod
    def nothing_to_choose(state: rules.State, seat: int) -> bool:
        """Action 2 where no pair of dice can be crossed: a pass is all ``seat`` may do, so no input is asked."""
        return state.action == 2 and state.legal_actions(seat) == [Pass()]


class WhiteSum:
    """Action 1 as one shared moment (core ``SharedStep``): what each player's pencilled cross of
    the white sum means on their own sheet, changeable until the active player closes the step. A
    player with nothing pencilled passes, which costs only the active player anything (RULINGS.md).
    The screen's pencils (``ui/shared_step.py``'s ``Pencils``: the step's moment, the computers'
    answers) join these questions in the scene; alone, it is a bare store of crosses."""

    chosen: dict[int, Action]
    #: computer seats that chose to pass: their pass is a decision, not a default
    passing: set[int]

    def __init__(self) -> None:
        self.chosen, self.passing = {}, set()

    @property
    def crosses(self) -> dict[int, Action]:
        """The pencilled crosses: every choice of the white sum is one."""
        return self.chosen

    def lit_boxes(self, state: rules.State, seat: int) -> dict[Box, Cross]:
        """The boxes of ``seat``'s sheet that may take the white sum now."""
        out: dict[Box, Cross] = {}
        for action in state.shared_actions(seat):
            box = box_of(state, action)
            if box is not None and isinstance(action, Cross):
                out[box] = action
        return out

    def toggle(self, state: rules.State, seat: int, row: str, position: int) -> bool:
        """Pencil the box in for ``seat`` (replacing their other choice), or take it back if it
        was pencilled; True if it is pencilled now. IllegalAction, in words, for a box the white
        sum can't cross: nothing changes."""
        if self.box(state, seat) == (row, position):
            del self.crosses[seat]
            return False
        action = self.lit_boxes(state, seat).get((row, position))
        if action is None:
            number = rules.number_at(row, position)
            if number != state.white_sum:
                raise IllegalAction(_("Only the white sum, {total}, may be crossed now.").format(
                    total=state.white_sum))
            refusal = state._refusal(seat, row, number)
            raise IllegalAction(refusal or _("It is not this player's turn."))
        self.chosen[seat] = action
        return True

    def box(self, state: rules.State, seat: int) -> Box | None:
        """The box ``seat`` has pencilled in, if any."""
        action = self.crosses.get(seat)
        return None if action is None else box_of(state, action)

    def closing_costs(self, state: rules.State) -> bool:
        """True when closing now costs the active player a grey box: a human active player with
        nothing pencilled, under the penalty "as written" (a grey box for an action without a
        cross). A computer's pass is its own choice."""
        active = state.active
        return active not in self.crosses and active not in self.passing and texts.pass_costs_grey_box(state)

    def closing_asks(self, state: rules.State) -> bool:
        """True when that grey box must be asked for twice: the active player could have crossed
        the white sum. A grey box nobody could avoid needs no second press."""
        return self.closing_costs(state) and bool(self.lit_boxes(state, state.active))

    def then_boxes(self, state: rules.State) -> dict[Box, Action]:
        """Action 2's boxes as they will be once the step closes with what is pencilled now (a
        lock closes a row, the active player's own cross moves their left-to-right limit): a
        click on one of them is the active player's Done followed by that cross."""
        try:
            after = state.close_shared(self.crosses)
        except IllegalAction:
            return {}
        if after.is_over or after.action != 2:
            return {}
        return Turn().lit_boxes(after, after.active)

    def end_costs(self, state: rules.State) -> int | None:
        """The "Skip" button (Done, then a pass of action 2, one input): the grey boxes it costs the
        active player with what is pencilled now, or None when it is not offered (action 2 would
        offer no cross, so Done already ends the turn). Worked out by the rules, on copies."""
        if not self.then_boxes(state):
            return None
        after = state.close_shared(self.crosses)
        active = after.active
        return after.apply(active, Pass()).grey[active] - state.grey[active]

    def ends_game(self, state: rules.State, then: Action | None = None) -> bool:
        """Whether closing now (then ``then``, the active player's next move) fills the active
        player's fourth grey box: the game ends with it."""
        try:
            after = state.close_shared(self.crosses)
            if then is not None and not after.is_over:
                after = after.apply(after.active, then)
        except IllegalAction:
            return False
        return after.grey[state.active] >= rules.GREY_BOXES


class GreyQuestion:
    """Action 1's question before the active player's grey box: the first press on a Done that
    costs one (then, perhaps, an action-2 cross clicked, or "Skip" costing some) only asks;
    the same press again takes it. Another press asks anew; Enter never answers it."""

    def __init__(self) -> None:
        self.armed = False  # the question stands
        self.then: Action | None = None  # what follows Done in the asking press: a cross, or Pass ("Skip")
        self.end_cost: int | None = None  # the grey boxes "Skip" costs, None: not offered

    def offer_end(self, cost: int | None) -> None:
        """"Skip" costs ``cost`` grey boxes now (None: not offered); its question goes with it."""
        self.end_cost = cost
        if self.armed and isinstance(self.then, Pass) and cost is None:
            self.armed = False

    def asks(self, sheet: WhiteSum, state: rules.State, then: Action | None, by_key: bool) -> bool:
        """Whether Done (then ``then``) must be asked twice now: "Skip" costing a grey box;
        else a Done costing one, by a key always, by a click when the player could have crossed
        the white sum (a grey box nobody could avoid needs no second click)."""
        if isinstance(then, Pass):
            return bool(self.end_cost)
        return sheet.closing_costs(state) if by_key else sheet.closing_asks(state)

    def press(self, sheet: WhiteSum, state: rules.State, then: Action | None, *, by_enter: bool, by_key: bool,
              end_key: str) -> str | None:
        """A press of Done (then ``then``): what it says instead of closing (Enter never takes a grey
        box; a first press that costs one asks, the same again takes it; "" when Done's own label
        asks), or None: it closes."""
        if not self.asks(sheet, state, then, by_key=by_enter or by_key):
            return None
        if by_enter:  # a grey box is only ever taken by the same click or key twice
            return _("Enter never takes a grey box: press Done twice, or P twice.")
        if not self.ask(then):
            return None
        ending = isinstance(then, Pass)
        ends = sheet.ends_game(state, then)  # a fourth grey box: said before it is taken
        return texts.asked_again(self.end_cost if ending else None, ring=then is not None and not ending, ends=ends,
                                 key=end_key)

    def ask(self, then: Action | None) -> bool:
        """A press that must be asked twice: True if it is the first (the question now stands),
        False if it is the same press again (it is taken)."""
        if self.armed and then == self.then:
            return False
        self.armed, self.then = True, then
        return True

    def grey(self) -> int:
        """The grey boxes the question standing would take (gold on the sheet), 0 with none."""
        return 0 if not self.armed else (self.end_cost or 1) if isinstance(self.then, Pass) else 1

    def done_label(self, costs: bool, key: str = "P") -> str:
        """Done's words (``key``: the one that presses it when it costs a grey box): "Sure? Grey
        box" while its own question stands."""
        return texts.done_label(costs, self.armed and self.then is None, key)

    def end_label(self, key: str) -> str:
        """"Skip"'s words, with its cost and ``key``, asked again while its question stands."""
        return texts.end_label(self.end_cost or 0, self.armed and isinstance(self.then, Pass), key)
